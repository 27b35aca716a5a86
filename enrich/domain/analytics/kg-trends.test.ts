import { describe, expect, it } from 'vitest';
import type { CitationFact } from '../risk/facility-history.ts';
import { facilityWithInspections } from './history-builders.ts';
import { kgTrends, regionOf, trendWindows, type EventTypeRef, type KgTrends, type KgTrendsOptions, type SeverityBand } from './kg-trends.ts';

/*
 * Worked example, time_period 30d ending 2024-12-31:
 *   current window  2024-12-02 … 2024-12-31 (31 Dec − 29 days = 2 Dec; 30 days)
 *   previous window 2024-11-02 … 2024-12-01 (the 30 days before)
 *
 * A (drug; CA, United States):
 *   iA0 2024-11-01 (before both windows)  211.192
 *   iA2 2024-11-15 (previous)             211.192, 211.100(a)
 *   iA1 2024-12-10 (current)              211.192 ×2 ('Investigations' ×2), 211.22(d) ('Quality unit')
 * B (medical_device; India):
 *   iB0 2024-12-01 (previous, last day)   820.198(a)
 *   iB1 2024-12-02 (current, first day)   820.100(a) ×3
 * C (food; TX): iC1 2024-12-20 (current), NAI, no citations.
 *
 * Current sections: 820.100 3, 211.192 2, 211.22 1 (total 6). Previous: 211.100 1, 211.192 1, 820.198 1 (total 3);
 * previous ranks (ties alphabetical): 211.100 → 1, 211.192 → 2, 820.198 → 3.
 *   820.100: 3 vs 0 → increasing, no percentage, new (no previous rank), 3/6 = 50.0 %
 *   211.192: 2 vs 1 → +100.0 %, rank 2 both times → rank_change "0", 2/6 = 33.3 %
 *   211.22:  1 vs 0 → increasing, no percentage, 1/6 = 16.7 %
 * Event types (by section): 211.192 investigation_deficiency, 820.100 capa_failure, 211.22 quality_unit_failure,
 *   820.198 complaint_handling_deficiency, 211.100 unknown. Severity by type: capa critical; investigation and
 *   quality unit major; complaint minor; unknown none.
 *   current: capa 3, investigation 2, quality unit 1 (6 typed); previous: investigation 1, complaint 1.
 *   severity now: critical 3, major 3, minor 0 (6 rated); before: major 1, minor 1 (211.100 unrated).
 *     critical 0 → 3 increasing; major 1 → 3 = +200.0 %; minor 1 → 0 = −100.0 %.
 * Focus areas now: 820 J (CAPA) 3, 211 J (Records) 2, 211 B (Personnel) 1; before: 211 J 1, 211 F 1, 820 M 1.
 * Geography now: CA 1 inspection / 3 citations; India 1 / 3; TX 1 / 0. Facilities inspected: A, B, C.
 */
const A = facilityWithInspections(
  { fei: 'A', product_types: ['drug'], state: 'ca', country: 'United States' },
  {
    iA0: { date: '2024-11-01', cited: ['21 CFR 211.192'] },
    iA2: { date: '2024-11-15', cited: ['21 CFR 211.192', '21 CFR 211.100(a)'] },
    iA1: { date: '2024-12-10', cited: ['21 CFR 211.192', '21 CFR 211.192', '21 CFR 211.22(d)'], descriptions: ['Investigations', 'Investigations', 'Quality unit'] },
  },
);
const B = facilityWithInspections(
  { fei: 'B', product_types: ['medical_device'], country: 'India' },
  {
    iB0: { date: '2024-12-01', cited: ['21 CFR 820.198(a)'] },
    iB1: { date: '2024-12-02', cited: ['21 CFR 820.100(a)', '21 CFR 820.100(a)', '21 CFR 820.100(a)'] },
  },
);
const C = facilityWithInspections({ fei: 'C', product_types: ['food'], state: 'TX', country: 'US' }, { iC1: { date: '2024-12-20', classification: 'NAI' } });

const TYPES: Record<string, EventTypeRef | null> = {
  '21 CFR 211.192': { event_type: 'investigation_deficiency', category: 'quality_systems' },
  '21 CFR 820.100': { event_type: 'capa_failure', category: 'quality_systems' },
  '21 CFR 211.22': { event_type: 'quality_unit_failure', category: 'quality_systems' },
  '21 CFR 820.198': { event_type: 'complaint_handling_deficiency', category: 'complaints' },
  '21 CFR 211.100': { event_type: 'unknown', category: 'unknown' },
};
const SEVERITY: Record<string, SeverityBand> = {
  capa_failure: 'critical',
  investigation_deficiency: 'major',
  quality_unit_failure: 'major',
  complaint_handling_deficiency: 'minor',
};
const base: KgTrendsOptions = {
  timePeriod: '30d',
  endDate: '2024-12-31',
  eventTypeOf: (c: CitationFact) => TYPES[c.cfr_section ?? ''] ?? null,
  severityOf: (_c, type) => (type ? (SEVERITY[type.event_type] ?? null) : null),
  titleOf: (section) => (section === '21 CFR 211.192' ? 'Production record review' : null),
};

function trends(options: Partial<KgTrendsOptions> = {}): KgTrends {
  const outcome = kgTrends([A, B, C], { ...base, ...options });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.trends;
}

describe('trendWindows', () => {
  it('ends on the end date and compares with the same number of days before', () => {
    expect(trendWindows('2024-12-31', '30d')).toEqual({
      current: { start: '2024-12-02', end: '2024-12-31' },
      previous: { start: '2024-11-02', end: '2024-12-01' },
    });
    // 1y = 365 days: FY2025 (1 Oct 2024 – 30 Sep 2025, no 29 February) is exactly 365 days.
    expect(trendWindows('2025-09-30', '1y').current.start).toBe('2024-10-01');
  });
});

describe('kgTrends', () => {
  const t = trends();

  it('describes the window analysed', () => {
    expect(t.analysis_period).toEqual({
      start_date: '2024-12-02',
      end_date: '2024-12-31',
      duration_days: 30,
      total_observations_analyzed: 6,
      total_facilities_inspected: 3,
      previous_start_date: '2024-11-02',
      previous_end_date: '2024-12-01',
    });
  });

  it('ranks trending citations with trend, percentage and rank change', () => {
    expect(t.trending_citations).toEqual([
      {
        rank: 1,
        cfr_section: '21 CFR 820.100',
        title: null,
        citation_count: 3,
        percentage_of_total: 50,
        trend: 'increasing',
        trend_percentage: null,
        previous_period_rank: null,
        rank_change: null,
        common_deficiency_patterns: [],
        affected_facility_types: [],
      },
      {
        rank: 2,
        cfr_section: '21 CFR 211.192',
        title: 'Production record review',
        citation_count: 2,
        percentage_of_total: 33.3,
        trend: 'increasing',
        trend_percentage: '+100.0%',
        previous_period_rank: 2,
        rank_change: '0',
        common_deficiency_patterns: ['Investigations'],
        affected_facility_types: [],
      },
      {
        rank: 3,
        cfr_section: '21 CFR 211.22',
        title: 'Quality unit', // no title given: the most common short description
        citation_count: 1,
        percentage_of_total: 16.7,
        trend: 'increasing',
        trend_percentage: null,
        previous_period_rank: null,
        rank_change: null,
        common_deficiency_patterns: ['Quality unit'],
        affected_facility_types: [],
      },
    ]);
  });

  it('ranks event types, leaving out citations typed unknown', () => {
    expect(t.trending_event_types.map((e) => [e.rank, e.event_type, e.occurrence_count, e.percentage_of_total, e.trend, e.trend_percentage])).toEqual([
      [1, 'capa_failure', 3, 50, 'increasing', null],
      [2, 'investigation_deficiency', 2, 33.3, 'increasing', '+100.0%'],
      [3, 'quality_unit_failure', 1, 16.7, 'increasing', null],
    ]);
    expect(t.trending_event_types[0]).toMatchObject({
      category: 'quality_systems',
      most_cited_cfr: ['21 CFR 820.100'],
      severity_distribution: { critical: 3, major: 0, minor: 0 },
    });
  });

  it('groups regulation focus areas by part and subpart', () => {
    expect(t.regulation_focus_areas).toEqual([
      {
        cfr_part: '21 CFR 820 Subpart J — Corrective and Preventive Action',
        citation_count: 3,
        percentage_of_total: 50,
        trend: 'increasing',
        trend_percentage: null,
        top_sections: ['21 CFR 820.100'],
      },
      {
        cfr_part: '21 CFR 211 Subpart J — Records and Reports',
        citation_count: 2,
        percentage_of_total: 33.3,
        trend: 'increasing',
        trend_percentage: '+100.0%',
        top_sections: ['21 CFR 211.192'],
      },
      {
        cfr_part: '21 CFR 211 Subpart B — Organization and Personnel',
        citation_count: 1,
        percentage_of_total: 16.7,
        trend: 'increasing',
        trend_percentage: null,
        top_sections: ['21 CFR 211.22'],
      },
    ]);
  });

  it('reports geography by U.S. state or foreign country, counting inspections without citations', () => {
    expect(t.geographic_trends).toEqual([
      { region: 'CA', inspection_count: 1, observation_count: 3, avg_observations_per_inspection: 3, top_citation: '21 CFR 211.192' },
      { region: 'India', inspection_count: 1, observation_count: 3, avg_observations_per_inspection: 3, top_citation: '21 CFR 820.100' },
      { region: 'TX', inspection_count: 1, observation_count: 0, avg_observations_per_inspection: 0, top_citation: null },
    ]);
  });

  it('reports severity bands, including a fall to zero', () => {
    expect(t.severity_trends).toEqual({
      critical: { count: 3, percentage: 50, trend: 'increasing', trend_percentage: null, most_common_types: ['capa_failure'] },
      major: { count: 3, percentage: 50, trend: 'increasing', trend_percentage: '+200.0%', most_common_types: ['investigation_deficiency', 'quality_unit_failure'] },
      minor: { count: 0, percentage: 0, trend: 'decreasing', trend_percentage: '-100.0%', most_common_types: [] },
    });
  });
});

describe('kgTrends options', () => {
  it('filters by KG product type', () => {
    const device = trends({ productType: 'device' });
    expect(device.analysis_period.total_observations_analyzed).toBe(3);
    expect(device.analysis_period.total_facilities_inspected).toBe(1);
    expect(device.trending_citations.map((c) => [c.cfr_section, c.percentage_of_total])).toEqual([['21 CFR 820.100', 100]]);
  });

  it('reports an empty selection as zeros, 0 → 0 being stable', () => {
    const api = trends({ productType: 'api' });
    expect(api.analysis_period.total_observations_analyzed).toBe(0);
    expect(api.trending_citations).toEqual([]);
    expect(api.severity_trends.critical).toEqual({ count: 0, percentage: 0, trend: 'stable', trend_percentage: '0.0%', most_common_types: [] });
  });

  it('ends the window on the latest citation date when no end date is given (SPEC-DECISIONS 20)', () => {
    const latest = trends({ endDate: null });
    // Latest citation: 2024-12-10 → 30 days from 2024-11-11.
    expect(latest.analysis_period).toMatchObject({ start_date: '2024-11-11', end_date: '2024-12-10' });
  });

  it('cuts each block to the limit', () => {
    const one = trends({ limit: 1 });
    expect([one.trending_citations.length, one.trending_event_types.length, one.regulation_focus_areas.length, one.geographic_trends.length]).toEqual([1, 1, 1, 1]);
  });

  it('counts facility types when the caller knows them, and filters by one', () => {
    const types: Record<string, string> = { A: 'manufacturing', B: 'laboratory' };
    const facilityTypeOf = (f: { fei: string }) => types[f.fei] ?? null;
    const typed = trends({ facilityTypeOf });
    expect(typed.trending_citations[0]?.affected_facility_types).toEqual([{ facility_type: 'laboratory', count: 1 }]);
    const manufacturing = trends({ facilityTypeOf, facilityType: 'manufacturing' });
    expect(manufacturing.analysis_period.total_observations_analyzed).toBe(3);
  });

  it('has nothing to analyse without data or an end date', () => {
    expect(kgTrends([], { ...base, endDate: null })).toEqual({ ok: false, reason: 'no_data' });
  });
});

describe('regionOf', () => {
  it('uses the state for U.S. facilities and the country elsewhere', () => {
    expect(regionOf(A)).toBe('CA');
    expect(regionOf(B)).toBe('India');
    expect(regionOf({ ...B, country: null, state: 'nj' })).toBe('NJ');
    expect(regionOf({ ...B, country: 'Canada', state: 'ON' })).toBe('Canada');
    expect(regionOf({ ...B, country: null, state: null })).toBeNull();
  });
});
