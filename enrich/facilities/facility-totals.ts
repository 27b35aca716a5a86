import type { Classification, FacilityHistory } from '../domain/risk/facility-history.ts';
import { NATIONAL_NOT_OAI_VALUE } from '../domain/risk/facility-score.ts';

/** The spec's inspection summary of a facility (doc 2, "Inspection summary"). */
export interface FacilityTotals {
  total_inspections: number;
  nai_count: number;
  vai_count: number;
  oai_count: number;
  /** Inspections a source states only as not OAI (NAI and VAI merged, SPEC-DECISIONS 23): never guessed into nai/vai_count. */
  not_oai_unsplit_count: number;
  warning_letters: number;
  import_alerts: number;
  last_inspection_date: string | null;
  /** Classification of the latest inspection; null when no source states it (a 483 alone does not). */
  last_classification: Classification | null;
  trend: FacilityTrend;
}

export type FacilityTrend = 'improving' | 'stable' | 'deteriorating';

/** Classification weights of the composite score's oai_ratio (spec doc 2): OAI 1.0, VAI 0.5, NAI 0.1. */
export const CLASSIFICATION_WEIGHT: Readonly<Record<Classification, number>> = { OAI: 1, VAI: 0.5, NAI: 0.1 };

/** How far the latest classification must sit from the earlier ones' mean to count as a change (NAI → VAI is 0.4). */
export const CLASSIFICATION_TREND_THRESHOLD = 0.2;
/** Earlier classified inspections the latest is compared with. */
export const CLASSIFICATION_TREND_WINDOW = 3;
/** Length of each of the two windows the enforcement-event fallback compares. */
export const EVENT_TREND_MONTHS = 24;

/**
 * Counts and trend of a facility's history as of a day. The spec names the trend values
 * (improving / stable / deteriorating) but not the rule, so it is this:
 *
 * 1. With two or more classified inspections, the latest classification's weight (OAI 1.0, VAI 0.5,
 *    NAI 0.1) against the mean weight of up to three classified inspections before it: at least
 *    0.2 higher is deteriorating, at least 0.2 lower improving, else stable. Classifications are
 *    the stronger signal, so they decide when they exist.
 * 2. Otherwise (the mirror's case: no row-level classifications), adverse events in the last 24
 *    months against the 24 months before: compliance actions, plus inspections that ended in a
 *    483 (known from a 483, carrying citations, or classified VAI/OAI). More recent events is
 *    deteriorating, fewer improving, as many (including none) stable.
 *
 * Only facts dated on or before `asOf` count.
 */
export function facilityTotals(history: FacilityHistory, asOf: string): FacilityTotals {
  const inspections = history.inspections.filter((i) => i.end_date <= asOf).sort((a, b) => (a.end_date < b.end_date ? -1 : a.end_date > b.end_date ? 1 : 0));
  const actions = history.compliance_actions.filter((a) => a.date <= asOf);
  const count = (c: Classification) => inspections.filter((i) => i.classification === c).length;
  const last = inspections.at(-1) ?? null;
  return {
    total_inspections: inspections.length,
    nai_count: count('NAI'),
    vai_count: count('VAI'),
    oai_count: count('OAI'),
    not_oai_unsplit_count: inspections.filter((i) => i.classification === null && i.not_oai === true).length,
    warning_letters: actions.filter((a) => a.kind === 'warning_letter').length,
    import_alerts: actions.filter((a) => a.kind === 'import_alert').length,
    last_inspection_date: last?.end_date ?? null,
    last_classification: last?.classification ?? null,
    trend: facilityTrend({ ...history, inspections, compliance_actions: actions }, asOf),
  };
}

function facilityTrend(history: FacilityHistory, asOf: string): FacilityTrend {
  // An inspection known only as not OAI weighs the national NAI/VAI mix (SPEC-DECISIONS 23).
  const weights = history.inspections.flatMap((i) => (i.classification !== null ? [CLASSIFICATION_WEIGHT[i.classification]] : i.not_oai ? [NATIONAL_NOT_OAI_VALUE] : []));
  const latest = weights.at(-1);
  if (latest !== undefined && weights.length >= 2) {
    const earlier = weights.slice(-1 - CLASSIFICATION_TREND_WINDOW, -1);
    const mean = earlier.reduce((sum, w) => sum + w, 0) / earlier.length;
    const delta = latest - mean;
    // Rounded so 0.2 computed from binary fractions still meets the threshold.
    const rounded = Math.round(delta * 1e9) / 1e9;
    if (rounded >= CLASSIFICATION_TREND_THRESHOLD) return 'deteriorating';
    if (rounded <= -CLASSIFICATION_TREND_THRESHOLD) return 'improving';
    return 'stable';
  }
  const cited = new Set(history.citations.map((c) => c.inspection_id));
  const adverseDates = [
    ...history.compliance_actions.map((a) => a.date),
    ...history.inspections.filter((i) => i.id.startsWith('483-') || cited.has(i.id) || i.classification === 'VAI' || i.classification === 'OAI').map((i) => i.end_date),
  ];
  const recentFrom = addMonths(asOf, -EVENT_TREND_MONTHS);
  const previousFrom = addMonths(asOf, -2 * EVENT_TREND_MONTHS);
  const recent = adverseDates.filter((d) => d > recentFrom && d <= asOf).length;
  const previous = adverseDates.filter((d) => d > previousFrom && d <= recentFrom).length;
  return recent > previous ? 'deteriorating' : recent < previous ? 'improving' : 'stable';
}

/** Calendar months added to an ISO date, clamped to the month's last day (2024-02-29 − 12 months = 2023-02-28). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined || Number.isNaN(year + month + day)) throw new Error(`not an ISO date: ${isoDate}`);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
