import { describe, expect, it } from 'vitest';
import { facilityWithInspections } from './history-builders.ts';
import { selectTrendingCitations, trendingCitations, trendingCitationsByQuarter, type TrendingCitationsReport } from './trending.ts';

/*
 * Worked example. Current period FY2025-Q1 (1 Oct – 31 Dec 2024), previous FY2024-Q4 (1 Jul – 30 Sep 2024).
 *
 * Facility A (drug):
 *   2024-06-30 (FY2024-Q3, outside both)        211.192
 *   2024-07-01 (previous)                       211.22(d)
 *   2024-08-01 (previous)                       211.22(d)
 *   2024-09-30 (previous, last day of FY2024)   211.192
 *   2024-10-01 (current, first day of FY2025)   211.192
 *   2024-11-15 (current)                        211.192
 *   2024-12-31 (current)                        211.192
 *   2025-01-01 (FY2025-Q2, not complete)        211.192
 * Facility B (medical_device):
 *   2024-11-20 (current)  820.100(a), 820.100(a), 211.192
 *
 * Per number (current / previous):
 *   211.192     4 / 1 → +300 %, increasing. Exact test: n = 5, min = 1,
 *               P(X ≤ 1) = (1 + 5)/32 = 6/32, p = 12/32 = 0.375.
 *   820.100(a)  2 / 0 → 0 → n: percentage null, increasing; n = 2, p = 2·(1/4) = 0.5.
 *   211.22(d)   0 / 2 → −100 %, decreasing; p = 0.5.
 * Totals: current 4 + 2 + 0 = 6, previous 1 + 0 + 2 = 3.
 * BH over p = (0.375, 0.5, 0.5), m = 3: m·p/rank = 1.125, 0.75, 0.5 → running minimum 0.5, 0.5, 0.5.
 * Product types of 211.192 over both quarters: drug 4 (A: 3 current + 1 previous), medical_device 1.
 */
const A = facilityWithInspections(
  { fei: 'A', product_types: ['drug'] },
  {
    a0: { date: '2024-06-30', cited: ['21 CFR 211.192'] },
    a1: { date: '2024-07-01', cited: ['21 CFR 211.22(d)'], descriptions: ['Procedures not in writing'] },
    a2: { date: '2024-08-01', cited: ['21 CFR 211.22(d)'], descriptions: ['Procedures not in writing'] },
    a3: { date: '2024-09-30', cited: ['21 CFR 211.192'], descriptions: ['Investigations of discrepancies'] },
    a4: { date: '2024-10-01', cited: ['21 CFR 211.192'], descriptions: ['Investigations of discrepancies'] },
    a5: { date: '2024-11-15', cited: ['21 CFR 211.192'], descriptions: ['Lack of investigation'] },
    a6: { date: '2024-12-31', cited: ['21 CFR 211.192'] },
    a7: { date: '2025-01-01', cited: ['21 CFR 211.192'] },
  },
);
const B = facilityWithInspections(
  { fei: 'B', product_types: ['medical_device'] },
  { b1: { date: '2024-11-20', cited: ['21 CFR 820.100(a)', '21 CFR 820.100(a)', '21 CFR 211.192'] } },
);

function report(outcome: ReturnType<typeof trendingCitations>): TrendingCitationsReport {
  if (!outcome.ok) throw new Error(`expected a report, got ${outcome.reason}`);
  return outcome.report;
}

describe('trendingCitations', () => {
  const r = report(trendingCitations([A, B], { asOf: '2024-12-31' }));

  it('compares the current complete fiscal quarter with the one before', () => {
    expect(r.period).toBe('FY2025-Q1');
    expect(r.previous_period).toBe('FY2024-Q4');
    expect(r.period_basis).toBe('as_of');
    expect(r.period_ranges).toEqual({ current: { start: '2024-10-01', end: '2024-12-31' }, previous: { start: '2024-07-01', end: '2024-09-30' } });
    expect(r.total_citations_current).toBe(6);
    expect(r.total_citations_previous).toBe(3);
    expect(r.total).toBe(3);
  });

  it('counts each number per quarter, with direction, percentage and test', () => {
    expect(r.results.map((x) => x.act_cfr_number)).toEqual(['21 CFR 211.192', '21 CFR 820.100(a)', '21 CFR 211.22(d)']);
    expect(r.results[0]).toEqual({
      act_cfr_number: '21 CFR 211.192',
      // 'Investigations of discrepancies' twice, 'Lack of investigation' once (all dates).
      description: 'Investigations of discrepancies',
      occurrence_count: 4,
      previous_count: 1,
      trend_direction: 'increasing',
      percentage_change: 300,
      top_product_types: ['drug', 'medical_device'],
      significance: { method: 'exact_conditional_binomial', p_value: 0.375, significant: false, q_value: 0.5 },
    });
  });

  it('gives a 0 → n change no percentage but an increasing direction', () => {
    expect(r.results[1]).toMatchObject({ occurrence_count: 2, previous_count: 0, percentage_change: null, trend_direction: 'increasing', description: null });
    expect(r.results[1]?.significance.p_value).toBe(0.5);
  });

  it('keeps a number cited only in the previous quarter as a decrease to zero', () => {
    expect(r.results[2]).toMatchObject({ act_cfr_number: '21 CFR 211.22(d)', occurrence_count: 0, previous_count: 2, percentage_change: -100, trend_direction: 'decreasing' });
  });

  it('without as_of, takes the latest complete quarter on the latest data date', () => {
    // Latest citation 2025-01-01 is the first day of FY2025-Q2, so FY2025-Q1 is the latest complete quarter.
    const latest = report(trendingCitations([A, B]));
    expect(latest.period).toBe('FY2025-Q1');
    expect(latest.period_basis).toBe('latest_data');
    expect(latest.total_citations_current).toBe(6);
  });

  it('handles a current quarter with zero citations without dividing by zero', () => {
    // as_of 30 Sep 2024: current FY2024-Q4 (a1, a2, a3 = 3 citations), previous FY2024-Q3 (a0 = 1).
    const q4 = report(trendingCitations([A, B], { asOf: '2024-09-30' }));
    expect(q4.period).toBe('FY2024-Q4');
    expect(q4.total_citations_current).toBe(3);
    // as_of 30 Jun 2025: current FY2025-Q3 (Apr–Jun 2025) is empty; previous FY2025-Q2 holds only a7.
    const empty = report(trendingCitations([A, B], { asOf: '2025-06-30' }));
    expect(empty.period).toBe('FY2025-Q3');
    expect(empty.total_citations_current).toBe(0);
    expect(empty.total_citations_previous).toBe(1);
    expect(empty.results).toEqual([
      expect.objectContaining({ act_cfr_number: '21 CFR 211.192', occurrence_count: 0, previous_count: 1, percentage_change: -100, trend_direction: 'decreasing' }),
    ]);
  });

  it('reports two empty quarters as no rows, and no data without as_of as no_data', () => {
    const later = report(trendingCitations([A, B], { asOf: '2030-09-30' }));
    expect(later.results).toEqual([]);
    expect(later.total_citations_current).toBe(0);
    expect(trendingCitations([])).toEqual({ ok: false, reason: 'no_data' });
  });

  it('orders equal counts by number', () => {
    const tie = facilityWithInspections(
      { fei: 'T', product_types: ['drug'] },
      { t1: { date: '2024-10-05', cited: ['21 CFR 211.68(b)', '21 CFR 211.113(b)'] } },
    );
    const t = report(trendingCitations([tie], { asOf: '2024-12-31' }));
    // '21 CFR 211.113(b)' < '21 CFR 211.68(b)' in code-point order ('1' < '6').
    expect(t.results.map((x) => x.act_cfr_number)).toEqual(['21 CFR 211.113(b)', '21 CFR 211.68(b)']);
  });
});

describe('selectTrendingCitations', () => {
  const { results } = report(trendingCitations([A, B], { asOf: '2024-12-31' }));

  it('filters by trend, minimum current count and product type (case-insensitive)', () => {
    expect(selectTrendingCitations(results, { trend: 'decreasing' }).map((x) => x.act_cfr_number)).toEqual(['21 CFR 211.22(d)']);
    expect(selectTrendingCitations(results, { min_count: 2 }).map((x) => x.act_cfr_number)).toEqual(['21 CFR 211.192', '21 CFR 820.100(a)']);
    expect(selectTrendingCitations(results, { product_type: 'Medical_Device' }).map((x) => x.act_cfr_number)).toEqual([
      '21 CFR 211.192',
      '21 CFR 820.100(a)',
    ]);
    expect(selectTrendingCitations(results, {})).toHaveLength(3);
  });
});

describe('trendingCitationsByQuarter', () => {
  it('gives the report of the quarter complete on as_of, then of every earlier quarter with citations, each as of its last day', () => {
    // Quarters with citations: FY2024-Q3 (a0), FY2024-Q4 (a1–a3), FY2025-Q1 (a4–a6, B), FY2025-Q2 (a7, not complete on 2025-01-15).
    const reports = trendingCitationsByQuarter([A, B], { asOf: '2025-01-15' });
    expect(reports.map((r) => r.period)).toEqual(['FY2025-Q1', 'FY2024-Q4', 'FY2024-Q3']);
    const single = trendingCitations([A, B], { asOf: '2025-01-15' });
    expect(single.ok && reports[0]).toEqual(single.ok ? single.report : null);
    for (const report of reports.slice(1)) {
      const alone = trendingCitations([A, B], { asOf: report.period_ranges.current.end });
      expect(alone.ok ? alone.report : null).toEqual(report);
    }
    // FY2024-Q4 vs FY2024-Q3: 211.22(d) 2 vs 0, 211.192 1 vs 1 (a3 vs a0).
    expect(reports[1]).toMatchObject({ total_citations_current: 3, total_citations_previous: 1 });
  });

  it('gives only the as_of report when no earlier quarter has citations, and none without a reference day', () => {
    expect(trendingCitationsByQuarter([], { asOf: '2025-01-15' }).map((r) => [r.period, r.total])).toEqual([['FY2025-Q1', 0]]);
    expect(trendingCitationsByQuarter([A], { asOf: '' })).toEqual([]);
  });
});
