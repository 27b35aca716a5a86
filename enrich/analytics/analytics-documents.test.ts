import { describe, expect, it } from 'vitest';
import { buildStudyVersion } from '../domain/amendments/build-study-version.ts';
import { groupStudyVersions } from '../domain/amendments/study-version.ts';
import { buildCitation, facilityWithInspections } from '../domain/analytics/history-builders.ts';
import {
  type AnalyticsDocument,
  type AnalyticsInputs,
  CROSS_REFERENCE_MIN_SIMILARITY,
  analyticsContentHash,
  amendmentDataEnd,
  analyticsDocuments,
  cfrReferenceQueries,
  crossReferenceQueryText,
  sectionEventTypes,
} from './analytics-documents.ts';

/*
 * Worked example, as_of 2025-01-15 (FY2025-Q1, Oct–Dec 2024, is the latest quarter complete on it;
 * the previous is FY2024-Q4, Jul–Sep 2024):
 *   A (FEI 1, drug, NJ, United States), i1 2024-11-15 OAI, program area Drugs, by "Jane Doe":
 *       21 CFR 211.192, 21 CFR 211.22(d)                             → FY2025-Q1, fiscal year 2025
 *   B (FEI 2, medical_device, India), j1 2024-08-10, program area Devices, by "jane doe." and "Bob Roe":
 *       21 CFR 820.100(a)                                           → FY2024-Q4, fiscal year 2024
 *   C (FEI 3, food, TX, United States), k1 2024-12-20 NAI, no citations.
 * Composite scores: A 80 (critical, ≥ 75), B 30 (medium, 25–49), C 10 (low, < 25).
 */
const A = facilityWithInspections(
  { fei: '1', product_types: ['drug'], state: 'NJ', country: 'United States' },
  { i1: { date: '2024-11-15', classification: 'OAI', program_area: 'Drugs', investigators: ['Jane Doe'], cited: ['21 CFR 211.192', '21 CFR 211.22(d)'] } },
);
const B = facilityWithInspections(
  { fei: '2', product_types: ['medical_device'], country: 'India' },
  { j1: { date: '2024-08-10', program_area: 'Devices', investigators: ['jane doe.', 'Bob Roe'], cited: ['21 CFR 820.100(a)'] } },
);
const C = facilityWithInspections({ fei: '3', product_types: ['food'], state: 'TX', country: 'United States' }, { k1: { date: '2024-12-20', classification: 'NAI' } });

// Ten single-version oncology trials (the builder's NSCLC study), posted 2024-06-01: inside the 1-, 3- and 5-year periods.
const oncology = groupStudyVersions(Array.from({ length: 10 }, (_, n) => buildStudyVersion(`NCT0000000${n}`, '2024-06-01')));

const inputs: AnalyticsInputs = {
  histories: [A, B, C],
  riskScores: new Map([
    ['1', 80],
    ['2', 30],
    ['3', 10],
  ]),
  studies: oncology,
  asOf: '2025-01-15',
  computedAt: '2025-01-15T06:00:00.000Z',
};

function byId(documents: readonly AnalyticsDocument[], id: string): Record<string, unknown> {
  const found = documents.find((d) => d.id === id);
  if (!found) throw new Error(`no document ${id}; have ${documents.map((d) => d.id).join(', ')}`);
  return found.body;
}

describe('analyticsDocuments', () => {
  const documents = analyticsDocuments(inputs);

  it('produces one document per kind and key, 222 in all', () => {
    const kinds = Object.fromEntries(['summary', 'benchmark', 'cfr_reference', 'trending', 'investigator', 'kg_trends', 'amendment_patterns'].map((k) => [k, documents.filter((d) => d.kind === k).length]));
    // Benchmarks: product types drug/medical_device/food (3), states NJ/TX (2; India is not a state),
    // countries United States/India (2), program areas Drugs/Devices (2) = 9. CFR numbers: 3.
    // Investigators: "Jane Doe" and "jane doe." match, plus Bob Roe = 2. KG trends: 5 periods × 5 product types.
    // Amendment patterns: 9 areas (8 + all) × 3 presets. Trending: FY2025-Q1 (latest complete on
    // as_of) and FY2024-Q4 (an earlier quarter with citations: B's 2024-08-10) = 2.
    expect(kinds).toEqual({ summary: 1, benchmark: 9, cfr_reference: 3, trending: 2, investigator: 2, kg_trends: 25, amendment_patterns: 180 });
    expect(documents).toHaveLength(222);
    expect(new Set(documents.map((d) => d.id)).size).toBe(222);
  });

  it('stamps every body with the version, the reference day and the computation time', () => {
    for (const d of documents) expect(d.body).toMatchObject({ analytics_version: '1.0', as_of: '2025-01-15', computed_at: '2025-01-15T06:00:00.000Z' });
  });

  it('summarises totals, risk levels and citations per fiscal year', () => {
    expect(byId(documents, 'summary')).toMatchObject({
      total_citations: 3,
      total_facilities: 3,
      total_cfr_references: 3,
      risk_distribution: { low: 1, medium: 1, high: 0, critical: 1 },
      fiscal_year_breakdown: { '2024': 1, '2025': 2 },
      // Latest citation 2024-11-15; latest fact of any kind C's inspection 2024-12-20.
      data_freshness: { citations: '2024-11-15', facilities: '2024-12-20', risk_scores: '2025-01-15', cfr_references: '2024-11-15' },
    });
  });

  it('benchmarks each group, flagging groups under ten facilities', () => {
    // United States: A (OAI 1/1 = 1) and C (NAI 0/1 = 0) → mean 0.5; scores 80 and 10 → mean 45;
    // 2 citations over 2 inspections = 1.
    expect(byId(documents, 'benchmark:country:United States')).toMatchObject({
      grouping: 'country',
      group_value: 'United States',
      metrics: { avg_oai_rate: 0.5, avg_risk_score: 45, avg_citations_per_inspection: 1, total_facilities: 2 },
      peer_group_size: 2,
      insufficient_data: true,
      last_updated: '2025-01-15',
    });
    // India's only facility has no classified inspection: no OAI rate, not 0.
    expect(byId(documents, 'benchmark:country:India')).toMatchObject({ metrics: { avg_oai_rate: null, avg_risk_score: 30, total_facilities: 1 }, insufficient_data: true });
    expect(documents.some((d) => d.id === 'benchmark:state:India')).toBe(false);
  });

  it('lists CFR references without cross-references when no rule-document hits are given', () => {
    expect(byId(documents, 'cfr_reference:21 CFR 820.100(a)')).toMatchObject({ occurrence_count: 1, associated_product_types: ['medical_device'], cross_references: [], match_confidence: 0, matched_at: '2025-01-15' });
  });

  it('ranks the given rule-document hits: best chunk per document, threshold, best five, confidence = best score', () => {
    const hit = (rule_id: string, similarity_score: number) => ({ rule_id, source: 'fda', title: `Guidance ${rule_id}`, similarity_score });
    // Hits for 211.192, as a chunk search returns them (several chunks per document, any order):
    //   g1 0.62 and 0.71 → kept once, at 0.71; g2 0.58; g3..g6 0.55, 0.52, 0.51, 0.505;
    //   g7 0.44 (below 0.45: dropped); g8 a cosine rounding above 1 → clamped to 1.
    // Best five: g8 1, g1 0.71, g2 0.58, g3 0.55, g4 0.52 (g5, g6 pass the threshold but are 6th and 7th).
    const crossReferences = new Map([
      [
        '21 CFR 211.192',
        [hit('g1', 0.62), hit('g2', 0.58), hit('g7', 0.44), hit('g1', 0.71), hit('g3', 0.55), hit('g4', 0.52), hit('g5', 0.51), hit('g6', 0.505), hit('g8', 1.0000001)],
      ],
      // All below the threshold: no cross-references, confidence 0.
      ['21 CFR 211.22(d)', [hit('g1', 0.3), hit('g2', 0.449)]],
    ]);
    const docs = analyticsDocuments({ ...inputs, crossReferences });
    const reference = byId(docs, 'cfr_reference:21 CFR 211.192') as { cross_references: Array<{ rule_id: string; similarity_score: number }>; match_confidence: number };
    expect(reference.cross_references.map((x) => [x.rule_id, x.similarity_score])).toEqual([
      ['g8', 1],
      ['g1', 0.71],
      ['g2', 0.58],
      ['g3', 0.55],
      ['g4', 0.52],
    ]);
    expect(reference.cross_references[1]).toEqual({ rule_id: 'g1', source: 'fda', title: 'Guidance g1', similarity_score: 0.71 });
    expect(reference.match_confidence).toBe(1);
    expect(byId(docs, 'cfr_reference:21 CFR 211.22(d)')).toMatchObject({ cross_references: [], match_confidence: 0 });
    // A number the map does not mention has none.
    expect(byId(docs, 'cfr_reference:21 CFR 820.100(a)')).toMatchObject({ cross_references: [], match_confidence: 0 });
    expect(CROSS_REFERENCE_MIN_SIMILARITY).toBe(0.45);
  });

  it('stores the trending report of the latest complete quarter under its period', () => {
    const trending = byId(documents, 'trending:FY2025-Q1');
    // 211.192 and 211.22(d): 0 → 1 (increasing, no percentage); 820.100(a): 1 → 0 (−100 %).
    expect(trending).toMatchObject({ period: 'FY2025-Q1', previous_period: 'FY2024-Q4', period_basis: 'as_of', total: 3, total_citations_current: 2, total_citations_previous: 1 });
    const rows = trending.results as Array<{ act_cfr_number: string; trend_direction: string; percentage_change: number | null }>;
    expect(rows.find((r) => r.act_cfr_number === '21 CFR 820.100(a)')).toMatchObject({ trend_direction: 'decreasing', percentage_change: -100 });
    expect(rows.find((r) => r.act_cfr_number === '21 CFR 211.192')).toMatchObject({ trend_direction: 'increasing', percentage_change: null });
  });

  it('stores the report of every earlier quarter that has citations, as of its last day', () => {
    // FY2024-Q4 (Jul–Sep 2024) holds B's 820.100(a) of 2024-08-10; FY2024-Q3 before it has none: 0 → 1.
    const earlier = byId(documents, 'trending:FY2024-Q4');
    expect(earlier).toMatchObject({ period: 'FY2024-Q4', previous_period: 'FY2024-Q3', period_ranges: { current: { start: '2024-07-01', end: '2024-09-30' } }, total: 1, total_citations_current: 1, total_citations_previous: 0 });
    expect(documents.filter((d) => d.kind === 'trending').map((d) => d.id)).toEqual(['trending:FY2024-Q4', 'trending:FY2025-Q1']);
  });

  it('profiles investigators under their matching key, with an unknown OAI rate when nothing is classified', () => {
    expect(byId(documents, 'investigator:jane doe')).toMatchObject({ total_inspections: 2, facilities_inspected: 2, classified_inspections: 1, oai_rate: 1 });
    expect(byId(documents, 'investigator:bob roe')).toMatchObject({ total_inspections: 1, classified_inspections: 0, oai_rate: null });
  });

  it('computes KG trends over windows ending on the latest citation, with forecasts that say why there are none', () => {
    // 90 days ending 2024-11-15 start on 2024-08-18 (15 Nov − 89 days); B's 2024-08-10 falls in the previous window.
    const trends = byId(documents, 'kg_trends:90d:all');
    expect(trends).toMatchObject({
      time_period: '90d',
      product_type: 'all',
      status: 'ok',
      analysis_period: { start_date: '2024-08-18', end_date: '2024-11-15', total_observations_analyzed: 2, previous_start_date: '2024-05-20', previous_end_date: '2024-08-17' },
    });
    // History runs from FY2024-Q4 (earliest citation) to FY2024-Q4 (last quarter complete on 2024-11-15): 1 quarter < 4.
    expect(trends.predictive_forecasts).toMatchObject({ enabled: true, next_quarter_predictions: { quarter: 'FY2025-Q1', total: null, history: { quarters: 1 } } });
    // Device only: the window still ends on the latest citation of any type (2024-11-15): 2024-10-17 … 2024-11-15, and B’s 2024-08-10 is in neither window.
    expect(byId(documents, 'kg_trends:30d:device')).toMatchObject({ status: 'ok', analysis_period: { total_observations_analyzed: 0 } });
  });

  it('answers amendment patterns honestly: no version history, or too few trials', () => {
    // Ten oncology trials, one version each, inside 2024-01-15 … 2025-01-15.
    expect(byId(documents, 'amendment_patterns:Oncology:1_year')).toMatchObject({
      area: 'Oncology',
      time_period: '1_year',
      status: 'NO_VERSION_HISTORY',
      analysis_period: { start: '2024-01-15', end: '2025-01-15' },
      data_coverage: { trials_matched: 10, trials_with_version_history: 0, amendments_observable: false },
    });
    expect(byId(documents, 'amendment_patterns:all:5_years')).toMatchObject({ status: 'NO_VERSION_HISTORY' });
    expect(byId(documents, 'amendment_patterns:Cardiovascular:3_years')).toMatchObject({ status: 'INSUFFICIENT_DATA', reason: 'too_few_trials', minimum_trials: 10, data_coverage: { trials_matched: 0 } });
  });

  it('counts observations no catalogue entry matched as citations, but never as a CFR number', () => {
    // D: one inspection 2024-12-01 with two observations that matched no number (act_cfr_number '').
    const D = facilityWithInspections({ fei: '4', product_types: ['drug'] }, { m1: { date: '2024-12-01', cited: ['', ''] } });
    const docs = analyticsDocuments({ ...inputs, histories: [A, D] });
    // Citations: A 2 + D 2 = 4, all in fiscal year 2025; numbers: 211.192 and 211.22(d) only.
    const summary = byId(docs, 'summary');
    expect(summary).toMatchObject({ total_citations: 4, total_cfr_references: 2, fiscal_year_breakdown: { '2025': 4 } });
    expect((summary.top_cited_cfr as Array<{ act_cfr_number: string }>).map((r) => r.act_cfr_number)).toEqual(['21 CFR 211.192', '21 CFR 211.22(d)']);
    expect(docs.filter((d) => d.kind === 'cfr_reference').map((d) => d.id)).toEqual(['cfr_reference:21 CFR 211.192', 'cfr_reference:21 CFR 211.22(d)']);
    expect(byId(docs, 'trending:FY2025-Q1')).toMatchObject({ total: 2, total_citations_current: 2 });
    // Per inspection the unnumbered ones still count: drug group 4 citations / 2 inspections.
    expect(byId(docs, 'benchmark:product_type:drug')).toMatchObject({ metrics: { avg_citations_per_inspection: 2 } });
  });

  it('gives an empty data set a summary of zeros and no trending rows', () => {
    const empty = analyticsDocuments({ ...inputs, histories: [], riskScores: new Map(), studies: [] });
    expect(byId(empty, 'summary')).toMatchObject({ total_citations: 0, total_facilities: 0, fiscal_year_breakdown: {}, data_freshness: { citations: 'none', facilities: 'none', risk_scores: 'none' } });
    expect(byId(empty, 'trending:FY2025-Q1')).toMatchObject({ total: 0, results: [] });
    expect(byId(empty, 'kg_trends:1y:all')).toMatchObject({ status: 'no_data', predictive_forecasts: null });
    expect(empty.filter((d) => d.kind === 'benchmark' || d.kind === 'investigator' || d.kind === 'cfr_reference')).toEqual([]);
  });
});

describe('cfrReferenceQueries', () => {
  it('asks once per cited number, with its section and most common description, and never for an unmatched observation', () => {
    // E cites 211.192 twice ("Investigations of discrepancies, failures" twice) and 211.113(b) once;
    // F cites 211.192 once with another wording and has one observation no catalogue entry matched.
    const E = facilityWithInspections(
      { fei: '5', product_types: ['drug'] },
      {
        e1: {
          date: '2024-11-01',
          cited: ['21 CFR 211.192', '21 CFR 211.192', '21 CFR 211.113(b)'],
          descriptions: ['Investigations of discrepancies, failures', 'Investigations of discrepancies, failures', 'Procedures for sterile drug products'],
        },
      },
    );
    const F = facilityWithInspections({ fei: '6', product_types: ['drug'] }, { f1: { date: '2024-11-02', cited: ['21 CFR 211.192', ''], descriptions: ['Lack of investigation'] } });
    const queries = cfrReferenceQueries([E, F]);
    // Most cited first: 211.192 (3), then 211.113(b) (1).
    expect(queries).toEqual([
      { act_cfr_number: '21 CFR 211.192', cfr_section: '21 CFR 211.192', short_description: 'Investigations of discrepancies, failures' },
      { act_cfr_number: '21 CFR 211.113(b)', cfr_section: '21 CFR 211.113', short_description: 'Procedures for sterile drug products' },
    ]);
  });
});

describe('crossReferenceQueryText', () => {
  it('joins the section heading when known and the short description, without the number', () => {
    const query = { act_cfr_number: '21 CFR 211.113(b)', cfr_section: '21 CFR 211.113', short_description: 'Procedures for sterile drug products' };
    expect(crossReferenceQueryText(query, 'Control of microbiological contamination.')).toBe('Control of microbiological contamination. — Procedures for sterile drug products');
    expect(crossReferenceQueryText(query)).toBe('Procedures for sterile drug products');
  });

  it('says a repeated text once, and has nothing to search with the number alone', () => {
    const query = { act_cfr_number: '21 CFR 211.165(a)', cfr_section: '21 CFR 211.165', short_description: 'Testing and release for distribution' };
    expect(crossReferenceQueryText(query, 'Testing and release for distribution')).toBe('Testing and release for distribution');
    expect(crossReferenceQueryText({ ...query, short_description: null }, null)).toBeNull();
  });
});

describe('analyticsContentHash', () => {
  it('ignores the computation time but not the reference day or the figures', () => {
    const document: AnalyticsDocument = { id: 'summary', kind: 'summary', body: { as_of: '2025-01-15', computed_at: '2025-01-15T06:00:00.000Z', total_citations: 3 } };
    const later = { ...document, body: { ...document.body, computed_at: '2025-01-15T18:00:00.000Z' } };
    expect(analyticsContentHash(later)).toBe(analyticsContentHash(document));
    expect(analyticsContentHash({ ...document, body: { ...document.body, as_of: '2025-01-16' } })).not.toBe(analyticsContentHash(document));
    expect(analyticsContentHash({ ...document, body: { ...document.body, total_citations: 4 } })).not.toBe(analyticsContentHash(document));
  });
});

describe('sectionEventTypes', () => {
  const { eventTypeOf, severityOf } = sectionEventTypes([
    {
      id: 'capa_failure',
      category: 'quality_systems',
      severity: 'critical',
      cfr_sections: { drug: [{ section: '21 CFR 211.192', relevance: 'direct' }], device: [{ section: '21 CFR 820.100 (QSR)', relevance: 'direct' }] },
    },
    {
      id: 'investigation_deficiency',
      category: 'quality_systems',
      severity: 'major',
      cfr_sections: { drug: [{ section: '21 CFR 211.192', relevance: 'direct' }, { section: '21 CFR 211.22', relevance: 'indirect' }] },
    },
  ]);
  const cite = (section: string) => buildCitation({ id: 'c', inspection_id: 'i', date: '2024-01-01', act_cfr_number: section });

  it('types a section only one type claims directly, ignoring the QSR suffix', () => {
    expect(eventTypeOf(cite('21 CFR 820.100(a)'))).toEqual({ event_type: 'capa_failure', category: 'quality_systems' });
    expect(severityOf(cite('21 CFR 820.100(a)'), { event_type: 'capa_failure', category: 'quality_systems' })).toBe('critical');
  });

  it('leaves a section claimed by two types, or only indirectly, untyped', () => {
    expect(eventTypeOf(cite('21 CFR 211.192'))).toBeNull();
    expect(eventTypeOf(cite('21 CFR 211.22(d)'))).toBeNull();
    expect(severityOf(cite('21 CFR 211.22(d)'), null)).toBeNull();
  });
});

describe('amendmentDataEnd', () => {
  it('is the newest version date of the studies with two or more versions; single-version studies do not move it', () => {
    const studies = groupStudyVersions([
      buildStudyVersion('NCT01000001', '2019-01-10'),
      buildStudyVersion('NCT01000001', '2021-12-15'),
      buildStudyVersion('NCT01000002', '2026-03-01'),
    ]);
    expect(amendmentDataEnd(studies)).toBe('2021-12-15');
    expect(amendmentDataEnd(groupStudyVersions([buildStudyVersion('NCT01000002', '2026-03-01')]))).toBeNull();
  });
});
