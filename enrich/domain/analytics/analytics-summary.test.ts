import { describe, expect, it } from 'vitest';
import { analyticsSummary, type RiskLevel } from './analytics-summary.ts';
import { buildFacility, facilityWithInspections } from './history-builders.ts';

/*
 * Worked example:
 *   F1: 2022-09-30 (FY2022) 211.192; 2022-10-01 (FY2023) 211.192, 211.22(d)
 *   F2: 2024-10-01 (FY2025) 211.22(d), 820.100(a)
 *   F3: no citations
 * total_citations 5; distinct numbers 3 (211.192 ×2, 211.22(d) ×2, 820.100(a) ×1);
 * top: 211.192 and 211.22(d) tie at 2 → by number ('21 CFR 211.192' < '21 CFR 211.22(d)', '1' < '2').
 * Fiscal years: 2022: 1, 2023: 2, 2024: 0 (gap kept), 2025: 2.
 * Risk levels: F1 high, F2 high, F3 unscored → high 2, others 0 (sum 2 < 3 facilities).
 */
const histories = [
  facilityWithInspections(
    { fei: 'F1' },
    {
      a: { date: '2022-09-30', cited: ['21 CFR 211.192'], descriptions: ['Investigations'] },
      b: { date: '2022-10-01', cited: ['21 CFR 211.192', '21 CFR 211.22(d)'] },
    },
  ),
  facilityWithInspections({ fei: 'F2' }, { c: { date: '2024-10-01', cited: ['21 CFR 211.22(d)', '21 CFR 820.100(a)'] } }),
  buildFacility({ fei: 'F3' }),
];
const freshness = { citations: '2024-10-01', facilities: '2024-10-02', risk_scores: '2024-10-03', cfr_references: '2024-10-04' };

describe('analyticsSummary', () => {
  const levels = new Map<string, RiskLevel>([
    ['F1', 'high'],
    ['F2', 'high'],
    ['OTHER', 'critical'], // not among the histories: not counted
  ]);
  const s = analyticsSummary(histories, { riskLevels: levels, dataFreshness: freshness });

  it('totals citations, facilities and distinct numbers', () => {
    expect(s.total_citations).toBe(5);
    expect(s.total_facilities).toBe(3);
    expect(s.total_cfr_references).toBe(3);
  });

  it('counts facilities per risk level passed in', () => {
    expect(s.risk_distribution).toEqual({ low: 0, medium: 0, high: 2, critical: 0 });
  });

  it('lists the most cited numbers with ties by number', () => {
    expect(s.top_cited_cfr).toEqual([
      { act_cfr_number: '21 CFR 211.192', short_description: 'Investigations', occurrence_count: 2 },
      { act_cfr_number: '21 CFR 211.22(d)', short_description: null, occurrence_count: 2 },
      { act_cfr_number: '21 CFR 820.100(a)', short_description: null, occurrence_count: 1 },
    ]);
    expect(analyticsSummary(histories, { riskLevels: levels, dataFreshness: freshness, topN: 1 }).top_cited_cfr).toHaveLength(1);
  });

  it('splits citations by fiscal year at 30 Sep / 1 Oct and keeps empty years between', () => {
    expect(s.fiscal_year_breakdown).toEqual({ '2022': 1, '2023': 2, '2024': 0, '2025': 2 });
  });

  it('passes data freshness through', () => {
    expect(s.data_freshness).toEqual(freshness);
  });

  it('summarises no data as zeros', () => {
    const empty = analyticsSummary([], { riskLevels: new Map(), dataFreshness: freshness });
    expect(empty).toMatchObject({ total_citations: 0, total_facilities: 0, total_cfr_references: 0, top_cited_cfr: [], fiscal_year_breakdown: {} });
  });
});
