import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/errors.ts';
import { citedSections, cfrCandidates, ichSectionsFor } from './observation-mapping.ts';
import { type TableEntry, compareCfr, ecfrSectionUrl, filterEntry, ichAncestors, leadText, parseCfrParam } from './regulatory-mapping.ts';

describe('parseCfrParam', () => {
  it('reads every accepted spelling as the section', () => {
    for (const raw of ['21 CFR 312.62', '312.62', '21-CFR-312.62', '§ 312.62(b)', '21 CFR 312.62(b)(1)', '21 C.F.R. 312.62', '21CFR312.62', '21_CFR_312.62']) {
      expect(parseCfrParam(raw), raw).toEqual({ section: '21 CFR 312.62', title21: true });
    }
    expect(parseCfrParam('21 CFR 820.100 (QSR)')).toEqual({ section: '21 CFR 820.100', title21: true });
  });

  it('tells another title (a 404) from text that is not a reference (a 400 naming cfr)', () => {
    expect(parseCfrParam('42 CFR 493.1')).toEqual({ section: null, title21: false });
    for (const raw of ['abc', '211', 'FDCA 501(a)', '', '21-CFR-211.-1', '211.1x', '211.1 and 211.2']) {
      const error = (() => {
        try {
          parseCfrParam(raw);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error, raw).toBeInstanceOf(ApiError);
      expect((error as ApiError).details?.field).toBe('cfr');
    }
  });
});

describe('table helpers', () => {
  it('orders CFR sections by part, then section number as a number', () => {
    expect(['21 CFR 211.100', '21 CFR 11.300', '21 CFR 211.22', '21 CFR 11.10'].sort(compareCfr)).toEqual(['21 CFR 11.10', '21 CFR 11.300', '21 CFR 211.22', '21 CFR 211.100']);
  });

  it('builds the eCFR URL of a section', () => {
    expect(ecfrSectionUrl('21 CFR 312.62')).toBe('https://www.ecfr.gov/current/title-21/section-312.62');
  });

  it('walks up an ICH paragraph to its headings and quotes a first sentence', () => {
    expect(ichAncestors('ICH E6(R3) 2.10.4')).toEqual(['ICH E6(R3) 2.10', 'ICH E6(R3) 2']);
    expect(ichAncestors('ICH Q9 II.7')).toEqual(['ICH Q9 II']);
    expect(leadText('Records should be kept.  Another sentence.')).toBe('Records should be kept.');
    expect(leadText(`${'word '.repeat(100)}end.`, 50)).toMatch(/^(word ){8}word…$/);
  });

  const entry = (mappings: Array<[string, number, string]>): TableEntry => ({
    cfr_section: '21 CFR 312.62',
    cfr_title: 'Investigator recordkeeping and record retention',
    occurrence_count: 3,
    source_url: '',
    ich_mappings: mappings.map(([ich_section, relevance_score, haystack]) => ({ ich_section, relevance_score, matched_requirement: '', mapping_rationale: '', haystack })),
  });

  it('filters mappings by relevance and keyword, dropping sections left empty only when narrowed', () => {
    const mapped = entry([
      ['a', 0.88, 'records of delivery and inventory'],
      ['b', 0.82, 'record retention period'],
    ]);
    const bare = entry([]);
    const all = { has_mappings: false, min_relevance: 0, requirement: undefined };
    expect(filterEntry(bare, all)).toEqual([]);
    expect(filterEntry(bare, { ...all, has_mappings: true })).toBeNull();
    expect(filterEntry(mapped, { ...all, min_relevance: 0.85 })?.map((m) => m.ich_section)).toEqual(['a']);
    expect(filterEntry(mapped, { ...all, min_relevance: 0.82 })?.map((m) => m.ich_section)).toEqual(['a', 'b']);
    expect(filterEntry(mapped, { ...all, min_relevance: 0.9 })).toBeNull();
    expect(filterEntry(bare, { ...all, min_relevance: 0.5 })).toBeNull();
    expect(filterEntry(mapped, { ...all, requirement: 'Retention  PERIOD' })?.map((m) => m.ich_section)).toEqual(['b']);
    expect(filterEntry(mapped, { ...all, requirement: 'retention inventory' })).toBeNull();
  });
});

describe('observation mapping helpers', () => {
  it('finds the Title 21 sections a text cites, in order, and ignores other decimals', () => {
    expect(citedSections('Per 21 CFR 211.192(a) and § 211.100(b); see also 211.192, 21CFR820.100 and 312.62. pH 7.5, 2.5 mL, version 10.2, lot 555.45')).toEqual([
      '21 CFR 211.192',
      '21 CFR 211.100',
      '21 CFR 820.100',
      '21 CFR 312.62',
    ]);
    expect(citedSections('No citation here.')).toEqual([]);
  });

  it('keeps the strongest basis per section: cited, then primary (direct ×1, indirect ×0.75), then secondary (×0.6)', () => {
    const classification = {
      classification: { event_type: 'investigation_deficiency', confidence: 0.9 },
      applicable_regulations: [
        { cfr_section: '21 CFR 211.192', relevance: 'direct' as const },
        { cfr_section: '21 CFR 211.198', relevance: 'indirect' as const },
      ],
      secondary: [{ event_type: 'capa_failure', confidence: 0.7, applicable_cfr_sections: ['21 CFR 211.192', '21 CFR 211.22'] }],
    } as unknown as Parameters<typeof cfrCandidates>[1];
    expect(cfrCandidates(['21 CFR 211.100'], classification)).toEqual([
      { section: '21 CFR 211.100', confidence: 1, basis: 'cited in text', order: 0 },
      { section: '21 CFR 211.192', confidence: 0.9, basis: 'event type investigation_deficiency', order: 1 },
      { section: '21 CFR 211.198', confidence: 0.675, basis: 'event type investigation_deficiency', order: 2 },
      { section: '21 CFR 211.22', confidence: 0.42, basis: 'event type capa_failure (secondary)', order: 3 },
    ]);
    expect(cfrCandidates([], null)).toEqual([]);
  });

  it('labels ICH sections with their regime and reaches the QSR maps from a plain Part 820 section', () => {
    const gcp = ichSectionsFor([{ section: '21 CFR 312.62', confidence: 1 }]);
    expect(gcp.map((s) => [s.ich_section, s.regime, s.guideline])).toEqual([
      ['ICH E6(R3) 2.10.4', 'gcp', 'E6(R3)'],
      ['ICH E6(R3) 2.12.2', 'gcp', 'E6(R3)'],
      ['ICH E6(R3) 2.12.12', 'gcp', 'E6(R3)'],
    ]);
    const qsr = ichSectionsFor([{ section: '21 CFR 820.100', confidence: 1 }]);
    expect(qsr.length).toBeGreaterThan(0);
    expect(qsr.every((s) => s.regime === 'gmp' && s.via_cfr === '21 CFR 820.100')).toBe(true);
  });
});
