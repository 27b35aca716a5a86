import { describe, expect, it } from 'vitest';
import { DISABLED_FORECASTS, FORECAST_METHOD, forecastNextQuarter, kgForecasts, quarterlyCounts, type QuarterCount } from './forecast.ts';
import { facilityWithInspections } from './history-builders.ts';

const series = (first: string, counts: number[]): QuarterCount[] => {
  const labels = ['FY2023-Q1', 'FY2023-Q2', 'FY2023-Q3', 'FY2023-Q4', 'FY2024-Q1', 'FY2024-Q2', 'FY2024-Q3', 'FY2024-Q4'];
  const start = labels.indexOf(first);
  return counts.map((count, i) => ({ quarter: labels[start + i]!, count }));
};

describe('forecastNextQuarter', () => {
  it('averages the last four quarters, with an interval from past one-step errors', () => {
    // History 10, 12, 8, 10, 14, 6 (FY2023-Q1 … FY2024-Q2).
    // One-step errors: 14 − mean(10,12,8,10) = 14 − 10 = 4; 6 − mean(12,8,10,14) = 6 − 11 = −5.
    // MSE = (16 + 25)/2 = 20.5. Point = mean(8,10,14,6) = 9.5. Poisson floor 9.5·1.25 = 11.875 < 20.5.
    // s = √20.5 = 4.5277; 1.96·s = 8.8743 → [9.5 − 8.8743, 9.5 + 8.8743] = [0.6257, 18.3743].
    expect(forecastNextQuarter(series('FY2023-Q1', [10, 12, 8, 10, 14, 6]))).toEqual({
      ok: true,
      forecast: { quarter: 'FY2024-Q3', predicted_count: 9.5, lower_95: 0.6, upper_95: 18.4 },
    });
  });

  it('with exactly four quarters uses the Poisson variance alone', () => {
    // Point 10; no past errors; s² = 10·(1 + 1/4) = 12.5, s = 3.5355, 1.96·s = 6.9296 → [3.0704, 16.9296].
    expect(forecastNextQuarter(series('FY2023-Q1', [10, 12, 8, 10]))).toEqual({
      ok: true,
      forecast: { quarter: 'FY2024-Q1', predicted_count: 10, lower_95: 3.1, upper_95: 16.9 },
    });
  });

  it('gives four empty quarters a non-zero upper bound (rule of three)', () => {
    // λ = max(0, 3/4) = 0.75; s² = 0.75·1.25 = 0.9375, s = 0.9682, 1.96·s = 1.8978 → [0, 1.9].
    expect(forecastNextQuarter(series('FY2023-Q1', [0, 0, 0, 0]))).toEqual({
      ok: true,
      forecast: { quarter: 'FY2024-Q1', predicted_count: 0, lower_95: 0, upper_95: 1.9 },
    });
  });

  it('refuses to forecast from fewer than four quarters', () => {
    expect(forecastNextQuarter(series('FY2023-Q1', [3, 4, 5]))).toEqual({
      ok: false,
      reason: 'fewer than 4 complete fiscal quarters of history',
      history_quarters: 3,
    });
  });
});

describe('quarterlyCounts', () => {
  it('counts by fiscal quarter with zeros kept and dates outside ignored', () => {
    expect(quarterlyCounts(['2024-09-30', '2024-10-01', '2024-12-31', '2025-04-01'], 'FY2024-Q4', 'FY2025-Q2')).toEqual([
      { quarter: 'FY2024-Q4', count: 1 },
      { quarter: 'FY2025-Q1', count: 2 },
      { quarter: 'FY2025-Q2', count: 0 },
    ]);
  });
});

/*
 * kgForecasts worked example, as_of 2024-12-31 → last complete quarter FY2025-Q1; earliest citation
 * 2023-10-02 → FY2024-Q1; history FY2024-Q1 … FY2025-Q1 = 5 quarters.
 *   quarter      211.192  211.22  total
 *   FY2024-Q1       1        1       2
 *   FY2024-Q2       3        1       4
 *   FY2024-Q3       2        1       3
 *   FY2024-Q4       4        1       5
 *   FY2025-Q1       4        2       6
 *   (a citation on 2025-01-05, FY2025-Q2, is after the last complete quarter and ignored)
 * total: point mean(4,3,5,6) = 4.5; error 6 − mean(2,4,3,5) = 2.5, MSE 6.25 > 4.5·1.25 = 5.625;
 *   s = 2.5, 1.96·s = 4.9 → [0 (−0.4 cut), 9.4].
 * 211.192: point mean(3,2,4,4) = 3.25 → 3.3; error 4 − mean(1,3,2,4) = 1.5, MSE 2.25 < 3.25·1.25 = 4.0625;
 *   s = 2.0156, 1.96·s = 3.9506 → [0, 7.2006].
 * 211.22: point mean(1,1,1,2) = 1.25 → 1.3; error 2 − 1 = 1, MSE 1 < 1.25·1.25 = 1.5625; s = 1.25,
 *   1.96·s = 2.45 → [0, 3.7].
 * Order by citations in the last four quarters: 211.192 13, 211.22 5.
 */
function cited(section: string, dates: string[]): Record<string, { date: string; cited: string[] }> {
  return Object.fromEntries(dates.map((date, i) => [`${section}-${i}`, { date, cited: [`21 CFR ${section}`] }]));
}
const history = facilityWithInspections(
  { fei: 'F', product_types: ['drug'] },
  {
    ...cited('211.192', ['2023-10-02', '2024-01-05', '2024-02-05', '2024-03-05', '2024-04-05', '2024-05-05', '2024-07-05', '2024-08-05', '2024-09-05', '2024-09-30', '2024-10-01', '2024-11-05', '2024-12-05', '2024-12-31', '2025-01-05']),
    ...cited('211.22', ['2023-11-01', '2024-02-01', '2024-05-01', '2024-08-01', '2024-10-15', '2024-11-15']),
  },
);

describe('kgForecasts', () => {
  it('forecasts the total, the top sections and says how', () => {
    const f = kgForecasts([history], { asOf: '2024-12-31' });
    expect(f).toEqual({
      enabled: true,
      next_quarter_predictions: {
        quarter: 'FY2025-Q2',
        method: FORECAST_METHOD,
        caveat: expect.stringContaining('Naive'),
        history: { first_quarter: 'FY2024-Q1', last_quarter: 'FY2025-Q1', quarters: 5 },
        insufficient_history: null,
        total: { series: 'total', recent_counts: [4, 3, 5, 6], predicted_count: 4.5, lower_95: 0, upper_95: 9.4 },
        cfr_sections: [
          { series: '21 CFR 211.192', recent_counts: [3, 2, 4, 4], predicted_count: 3.3, lower_95: 0, upper_95: 7.2 },
          { series: '21 CFR 211.22', recent_counts: [1, 1, 1, 2], predicted_count: 1.3, lower_95: 0, upper_95: 3.7 },
        ],
        event_types: [],
      },
    });
  });

  it('limits the series and adds event types when a classifier is given', () => {
    const f = kgForecasts([history], { asOf: '2024-12-31', seriesLimit: 1, eventTypeOf: (c) => (c.cfr_section === '21 CFR 211.22' ? { event_type: 'quality_unit_failure' } : null) });
    expect(f?.next_quarter_predictions?.cfr_sections.map((s) => s.series)).toEqual(['21 CFR 211.192']);
    expect(f?.next_quarter_predictions?.event_types.map((s) => [s.series, s.predicted_count])).toEqual([['quality_unit_failure', 1.3]]);
  });

  it('says so when there are fewer than four complete quarters', () => {
    // as_of 2024-06-30 → FY2024-Q1 … FY2024-Q3: three quarters.
    const f = kgForecasts([history], { asOf: '2024-06-30' });
    expect(f?.next_quarter_predictions).toMatchObject({
      quarter: 'FY2024-Q4',
      history: { quarters: 3 },
      insufficient_history: 'fewer than 4 complete fiscal quarters of history',
      total: null,
      cfr_sections: [],
    });
  });

  it('is null with no data, and disabled for other tiers', () => {
    expect(kgForecasts([])).toBeNull();
    expect(DISABLED_FORECASTS).toEqual({ enabled: false, next_quarter_predictions: null });
  });
});
