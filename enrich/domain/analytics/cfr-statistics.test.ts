import { describe, expect, it } from 'vitest';
import { cfrReferences, listCfrReferences, rankCrossReferences, type CfrReferenceQuery, type CrossReference } from './cfr-statistics.ts';
import { facilityWithInspections } from './history-builders.ts';

/*
 * Worked example:
 *   D (drug):            211.192 ×2 ('Investigations' ×2), 211.22(d) ×1
 *   V (medical_device):  211.192 ×1 ('Lack of investigation'), 820.100(a) ×1
 *   W (biologics, drug): 211.192 ×1 (inspection names no product type → facility's: biologics, drug)
 * 211.192: 4 occurrences; product types counted per citation: drug 3 (D ×2, W), biologics 1, medical_device 1 →
 *   [drug, biologics, medical_device] (tie between the two 1s: alphabetical).
 * 211.22(d) and 820.100(a): 1 each → ordered by number.
 */
const histories = [
  facilityWithInspections(
    { fei: 'D', product_types: ['drug'] },
    { d1: { date: '2024-02-01', cited: ['21 CFR 211.192', '21 CFR 211.192', '21 CFR 211.22(d)'], descriptions: ['Investigations', 'Investigations'] } },
  ),
  facilityWithInspections(
    { fei: 'V', product_types: ['medical_device'] },
    { v1: { date: '2024-03-01', cited: ['21 CFR 211.192', '21 CFR 820.100(a)'], descriptions: ['Lack of investigation'] } },
  ),
  facilityWithInspections({ fei: 'W', product_types: ['biologics', 'drug'] }, { w1: { date: '2024-04-01', cited: ['21 CFR 211.192'] } }),
];

const rule = (rule_id: string, similarity_score: number): CrossReference => ({ rule_id, source: 'federal_register', title: `Rule ${rule_id}`, similarity_score });

describe('cfrReferences', () => {
  const asked: CfrReferenceQuery[] = [];
  const refs = cfrReferences(histories, {
    matchedAt: '2025-01-15T00:00:00Z',
    similar: (q) => {
      asked.push(q);
      return q.act_cfr_number === '21 CFR 211.192' ? [rule('r2', 0.61), rule('r1', 0.83), rule('r2', 0.7)] : [];
    },
  });

  it('counts occurrences and product types per number, most cited first', () => {
    expect(refs.map((r) => [r.act_cfr_number, r.occurrence_count])).toEqual([
      ['21 CFR 211.192', 4],
      ['21 CFR 211.22(d)', 1],
      ['21 CFR 820.100(a)', 1],
    ]);
    expect(refs[0]?.associated_product_types).toEqual(['drug', 'biologics', 'medical_device']);
    expect(refs[0]?.short_description).toBe('Investigations');
  });

  it('asks the similarity search once per number with its section and description', () => {
    expect(asked).toHaveLength(3);
    expect(asked).toContainEqual({ act_cfr_number: '21 CFR 211.192', cfr_section: '21 CFR 211.192', short_description: 'Investigations' });
    expect(asked).toContainEqual({ act_cfr_number: '21 CFR 211.22(d)', cfr_section: '21 CFR 211.22', short_description: null });
  });

  it('keeps each rule once at its best score, best first; confidence is the best score, 0 with none', () => {
    expect(refs[0]?.cross_references.map((c) => [c.rule_id, c.similarity_score])).toEqual([
      ['r1', 0.83],
      ['r2', 0.7],
    ]);
    expect(refs[0]?.match_confidence).toBe(0.83);
    expect(refs[1]?.cross_references).toEqual([]);
    expect(refs[1]?.match_confidence).toBe(0);
    expect(refs[1]?.matched_at).toBe('2025-01-15T00:00:00Z');
  });
});

describe('cfrReferences across product regimes', () => {
  const xray = { rule_id: 'fda-guidance:xray', source: 'fda', title: 'Compliance Guide for Cabinet X-Ray Systems', similarity_score: 0.9 };
  const annex1 = { rule_id: 'eu-gmp:annex-1', source: 'ema', title: 'EU GMP Annex 1: Manufacture of Sterile Medicinal Products', similarity_score: 0.6 };
  const refs = cfrReferences(histories, { matchedAt: '2025-01-15T00:00:00Z', similar: () => [xray, annex1] });
  const byNumber = new Map(refs.map((r) => [r.act_cfr_number, r.cross_references.map((c) => c.rule_id)]));

  it('drops a device document from a drug CGMP number and a drug document from a device number', () => {
    expect(byNumber.get('21 CFR 211.192')).toEqual(['eu-gmp:annex-1']);
    expect(byNumber.get('21 CFR 820.100(a)')).toEqual(['fda-guidance:xray']);
  });
});

describe('rankCrossReferences', () => {
  it('clamps scores to 0–1, drops non-numbers and those below the minimum, and cuts to the maximum', () => {
    const ranked = rankCrossReferences([rule('a', 1.0000001), rule('b', Number.NaN), rule('c', -0.2), rule('d', 0.5), rule('e', 0.5)], {
      max: 2,
      minSimilarity: 0,
    });
    // a → 1; c → 0; d and e tie at 0.5 → by id.
    expect(ranked.map((c) => [c.rule_id, c.similarity_score])).toEqual([
      ['a', 1],
      ['d', 0.5],
    ]);
    expect(rankCrossReferences([rule('d', 0.5), rule('f', 0.3)], { max: 5, minSimilarity: 0.4 }).map((c) => c.rule_id)).toEqual(['d']);
  });
});

describe('listCfrReferences', () => {
  const refs = cfrReferences(histories, { matchedAt: '2025-01-15T00:00:00Z', similar: () => [] });

  it('filters by minimum count and sorts either way, ties by number', () => {
    expect(listCfrReferences(refs, { min_occurrence_count: 2 })).toEqual([{ act_cfr_number: '21 CFR 211.192', short_description: 'Investigations', occurrence_count: 4 }]);
    expect(listCfrReferences(refs, { sort_order: 'asc' }).map((r) => r.act_cfr_number)).toEqual(['21 CFR 211.22(d)', '21 CFR 820.100(a)', '21 CFR 211.192']);
  });
});
