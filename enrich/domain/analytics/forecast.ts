import type { CitationFact, FacilityHistory } from '../risk/facility-history.ts';
import { earliestDay, isoDay, latestDay } from './calendar.ts';
import { citationRows, matchesKgProductType, type KgProductType } from './citation-rows.ts';
import { fiscalQuarterOf, latestCompleteQuarter, nextQuarter, quartersApart, quartersBetween } from './fiscal-quarters.ts';
import { mean, roundTo } from './statistics.ts';
import { bump, topKeys } from './tallies.ts';

/**
 * Next-quarter citation forecasts (Enterprise, `include_forecasts=true` on the KG trends,
 * SPEC-DECISIONS 20). The method is deliberately naive, and the payload says so:
 *
 * - Point forecast: the mean of the last four complete fiscal quarters. Four quarters are one
 *   fiscal year, so a seasonal pattern (year-end pushes, holiday lulls) averages out instead of
 *   being projected forward; a trend is followed only with a lag.
 * - 95 % prediction interval: point ± 1.96·s, the lower bound cut at 0. s² is the larger of
 *   (a) the mean squared error the same rule made one quarter ahead over the history (how wrong
 *     it has actually been on this series), and
 *   (b) the variance a Poisson count would give: λ(1 + 1/4) with λ = max(point, 3/4) — the new
 *     quarter's own Poisson noise plus the noise of a four-quarter mean. The 3/4 floor is the
 *     "rule of three" (after four empty quarters the rate is still plausibly up to 3/4 a quarter),
 *     so a series of zeros does not get a zero-width interval.
 * - No forecast with fewer than four complete quarters of history; the payload says why.
 *
 * Worked: history 10, 12, 8, 10, 14, 6. One-step errors: 14 − mean(10,12,8,10) = 4 and
 * 6 − mean(12,8,10,14) = −5, MSE = (16 + 25) / 2 = 20.5. Point = mean(8,10,14,6) = 9.5; Poisson
 * variance 9.5 × 1.25 = 11.875 < 20.5, so s = √20.5 = 4.528 and the interval is 9.5 ± 8.874 →
 * [0.6, 18.4].
 */

/** Quarters of history needed before anything is forecast. */
export const MIN_HISTORY_QUARTERS = 4;
/** Quarters averaged by the point forecast. */
export const FORECAST_WINDOW = 4;
/** Two-sided 95 % normal quantile. */
export const Z_95 = 1.96;
/** Named in the payload. */
export const FORECAST_METHOD = 'mean_of_last_4_quarters';
/** Said in the payload, in plain words. */
export const FORECAST_CAVEAT =
  'Naive forecast: the mean of the last four complete fiscal quarters, with a 95% prediction interval from the rule’s own past one-quarter-ahead errors (never narrower than Poisson noise). It does not model trends, seasonality beyond the yearly average, or changes in inspection activity.';
const INSUFFICIENT = `fewer than ${MIN_HISTORY_QUARTERS} complete fiscal quarters of history`;

/** A count in one quarter. */
export interface QuarterCount {
  quarter: string;
  count: number;
}

/** Counts per quarter from `first` to `last` (both included, zeros kept); dates outside are ignored. */
export function quarterlyCounts(dates: Iterable<string>, first: string, last: string): QuarterCount[] {
  const counts = new Map<string, number>(quartersBetween(first, last).map((q) => [q, 0]));
  for (const date of dates) {
    const q = fiscalQuarterOf(date);
    const held = counts.get(q);
    if (held !== undefined) counts.set(q, held + 1);
  }
  return [...counts].map(([quarter, count]) => ({ quarter, count }));
}

/** A forecast of one quarter. */
export interface QuarterForecast {
  quarter: string;
  predicted_count: number;
  lower_95: number;
  upper_95: number;
}

/** A forecast, or why there is none. */
export type ForecastOutcome = { ok: true; forecast: QuarterForecast } | { ok: false; reason: string; history_quarters: number };

/** Forecasts the quarter after the last one of `history` (consecutive complete quarters, oldest first). */
export function forecastNextQuarter(history: readonly QuarterCount[]): ForecastOutcome {
  if (history.length < MIN_HISTORY_QUARTERS) return { ok: false, reason: INSUFFICIENT, history_quarters: history.length };
  const y = history.map((h) => h.count);
  const k = FORECAST_WINDOW;
  const point = mean(y.slice(-k)) as number;
  const squaredErrors: number[] = [];
  for (let t = k; t < y.length; t += 1) {
    const predicted = mean(y.slice(t - k, t)) as number;
    squaredErrors.push(((y[t] as number) - predicted) ** 2);
  }
  const mse = mean(squaredErrors) ?? 0;
  const lambda = Math.max(point, 3 / k);
  const s = Math.sqrt(Math.max(mse, lambda * (1 + 1 / k)));
  const last = history[history.length - 1] as QuarterCount;
  return {
    ok: true,
    forecast: {
      quarter: nextQuarter(last.quarter),
      predicted_count: roundTo(point, 1),
      lower_95: roundTo(Math.max(0, point - Z_95 * s), 1),
      upper_95: roundTo(point + Z_95 * s, 1),
    },
  };
}

/** One forecast series of the payload. */
export interface SeriesForecast {
  /** `total`, a CFR section, or an event type id. */
  series: string;
  /** The last four quarters' counts, oldest first: what the point forecast averages. */
  recent_counts: number[];
  predicted_count: number;
  lower_95: number;
  upper_95: number;
}

/** The `predictive_forecasts` block. */
export type PredictiveForecasts =
  | { enabled: false; next_quarter_predictions: null }
  | {
      enabled: true;
      next_quarter_predictions: {
        quarter: string;
        method: string;
        caveat: string;
        history: { first_quarter: string; last_quarter: string; quarters: number };
        /** Null when there is enough history; otherwise why nothing is forecast. */
        insufficient_history: string | null;
        total: SeriesForecast | null;
        cfr_sections: SeriesForecast[];
        event_types: SeriesForecast[];
      };
    };

/** The block for tiers without forecasts (SPEC-DECISIONS 20). */
export const DISABLED_FORECASTS: PredictiveForecasts = { enabled: false, next_quarter_predictions: null };

/**
 * Forecasts for the KG trends: all citations, the `seriesLimit` sections and event types most cited
 * over the last four quarters. History runs from the quarter of the earliest citation (or
 * `historyStart`) to the latest complete quarter on `asOf` (default: the latest citation date).
 * Null when there are no citations and no `asOf`.
 */
export function kgForecasts(
  histories: readonly FacilityHistory[],
  options: {
    asOf?: string | null;
    historyStart?: string | null;
    productType?: KgProductType | 'all';
    seriesLimit?: number;
    eventTypeOf?: (citation: CitationFact) => { event_type: string } | null;
  } = {},
): PredictiveForecasts | null {
  const all = citationRows(histories);
  const reference = options.asOf ?? latestDay(all.map((r) => r.citation.date));
  const earliest = options.historyStart ?? earliestDay(all.map((r) => r.citation.date));
  if (!reference || !earliest) return null;
  const last = latestCompleteQuarter(reference);
  const first = fiscalQuarterOf(isoDay(earliest));
  const quarters = Math.max(0, quartersApart(first, last) + 1);
  const rows = all.filter((r) => matchesKgProductType(r.product_types, options.productType ?? 'all'));
  const base = {
    quarter: nextQuarter(last),
    method: FORECAST_METHOD,
    caveat: FORECAST_CAVEAT,
    history: { first_quarter: first, last_quarter: last, quarters },
  };
  if (quarters < MIN_HISTORY_QUARTERS) {
    return { enabled: true, next_quarter_predictions: { ...base, insufficient_history: INSUFFICIENT, total: null, cfr_sections: [], event_types: [] } };
  }

  const limit = options.seriesLimit ?? 5;
  const recentStart = quartersBetween(first, last).slice(-FORECAST_WINDOW)[0] as string;
  const series = (name: string, dates: string[]): SeriesForecast | null => {
    const history = quarterlyCounts(dates, first, last);
    const outcome = forecastNextQuarter(history);
    if (!outcome.ok) return null;
    const { quarter: _quarter, ...numbers } = outcome.forecast;
    return { series: name, recent_counts: history.slice(-FORECAST_WINDOW).map((h) => h.count), ...numbers };
  };
  const topRecent = (keyOf: (row: (typeof rows)[number]) => string | null): string[] => {
    const counts = new Map<string, number>();
    for (const r of rows) {
      const key = keyOf(r);
      const q = fiscalQuarterOf(r.citation.date);
      if (key !== null && quartersApart(recentStart, q) >= 0 && quartersApart(q, last) >= 0) bump(counts, key);
    }
    return topKeys(counts, limit);
  };
  const eventTypeOf = (r: (typeof rows)[number]): string | null => {
    const t = options.eventTypeOf?.(r.citation)?.event_type ?? null;
    return t && t !== 'unknown' ? t : null;
  };

  return {
    enabled: true,
    next_quarter_predictions: {
      ...base,
      insufficient_history: null,
      total: series('total', rows.map((r) => r.citation.date)),
      cfr_sections: topRecent((r) => r.section_key).flatMap((key) => series(key, rows.filter((r) => r.section_key === key).map((r) => r.citation.date)) ?? []),
      event_types: options.eventTypeOf
        ? topRecent(eventTypeOf).flatMap((key) => series(key, rows.filter((r) => eventTypeOf(r) === key).map((r) => r.citation.date)) ?? [])
        : [],
    },
  };
}
