import { roundTo } from './statistics.ts';

/**
 * How a count changed from one period to the next: the direction by the spec's ±10 % bands, the
 * percentage, and whether the change is larger than chance would explain.
 *
 * Bands (SPEC-DECISIONS 16, spec doc 3 "Trend classification"): `increasing` at +10 % or more,
 * `decreasing` at −10 % or less, `stable` in between. They are decided on exact integer
 * arithmetic — 10·(current − previous) ≥ previous — so 10 → 11 (exactly +10 %) is increasing and
 * no floating-point residue can move a count across a band edge.
 *
 * A rise from zero (0 → n) has no percentage: n/0 is undefined, and any convention (100 %,
 * n × 100 %) would print a number a reader takes at face value. It is `increasing` (a rise from
 * nothing clears any band) with `percentage_change: null`. 0 → 0 is `stable` with 0 %.
 */

/** The three directions of the spec. */
export type TrendDirection = 'increasing' | 'stable' | 'decreasing';

/** Width of the stable band, in percent either side of no change. */
export const TREND_BAND_PERCENT = 10;

/** Significance level of the change test. */
export const SIGNIFICANCE_LEVEL = 0.05;

function checkCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer count, got ${value}`);
}

/** Direction of the change from `previous` to `current` by the ±10 % bands. */
export function trendDirection(current: number, previous: number): TrendDirection {
  checkCount('current', current);
  checkCount('previous', previous);
  if (previous === 0) return current > 0 ? 'increasing' : 'stable';
  const scaled = (current - previous) * 100;
  if (scaled >= TREND_BAND_PERCENT * previous) return 'increasing';
  if (scaled <= -TREND_BAND_PERCENT * previous) return 'decreasing';
  return 'stable';
}

/**
 * Percentage change, positive for increases, one decimal: (current − previous) / previous × 100.
 * Null for 0 → n (undefined, see the module note); 0 for 0 → 0.
 */
export function percentageChange(current: number, previous: number): number | null {
  checkCount('current', current);
  checkCount('previous', previous);
  if (previous === 0) return current === 0 ? 0 : null;
  return roundTo(((current - previous) * 100) / previous, 1);
}

/** A percentage as the KG trends print it: `+25.0%`, `-10.0%`, `0.0%`; null stays null. */
export function signedPercent(value: number | null): string | null {
  if (value === null) return null;
  const fixed = Math.abs(value).toFixed(1);
  if (value > 0) return `+${fixed}%`;
  if (value < 0) return `-${fixed}%`;
  return `${fixed}%`;
}

/** A whole-number change with its sign: `+2`, `-1`, `0`. */
export function signedInteger(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** Result of the change test. */
export interface ChangeTest {
  /** Always `exact_conditional_binomial` (see {@link exactRateTest}). */
  method: 'exact_conditional_binomial';
  /** Two-sided p-value, four decimals. */
  p_value: number;
  /** p < 0.05. */
  significant: boolean;
}

// ln C(n, k) is built up term by term in the tail sum; the tail is summed in log space because
// 2^-n underflows to 0 for n above 1074 (a common CFR over several years exceeds that).
function logSumExp(a: number, b: number): number {
  if (a === Number.NEGATIVE_INFINITY) return b;
  const hi = Math.max(a, b);
  return hi + Math.log(Math.exp(a - hi) + Math.exp(b - hi));
}

/** Unrounded two-sided p-value of {@link exactRateTest}. */
export function exactRateTestPValue(current: number, previous: number): number {
  checkCount('current', current);
  checkCount('previous', previous);
  const n = current + previous;
  const m = Math.min(current, previous);
  if (2 * m >= n) return 1;
  // P(X ≤ m) for X ~ Binomial(n, 1/2) = Σ_{k=0..m} C(n,k) / 2^n.
  let logC = 0;
  let logTail = Number.NEGATIVE_INFINITY;
  for (let k = 0; k <= m; k += 1) {
    if (k > 0) logC += Math.log(n - k + 1) - Math.log(k);
    logTail = logSumExp(logTail, logC);
  }
  return Math.min(1, 2 * Math.exp(logTail - n * Math.LN2));
}

/**
 * Is the change from `previous` to `current` more than chance? Citations are counted events, so
 * each period's count is modelled as Poisson. Conditional on the total n = current + previous, if
 * both periods share one rate, `current` is Binomial(n, ½) (the periods being of equal length:
 * fiscal quarters differ by at most two days of ~91, the KG windows are equal by construction).
 * The two-sided exact p-value is 2·P(X ≤ min(current, previous)), capped at 1 — the same as R's
 * `binom.test(current, n, 0.5)` and `poisson.test(c(current, previous))`.
 *
 * Worked: 10 vs 2, n = 12: P(X ≤ 2) = (1 + 12 + 66) / 4096 = 79/4096, p = 158/4096 = 0.0386.
 * Small counts cannot be significant however large the percentage: 0 → 5 gives p = 2/32 = 0.0625.
 */
export function exactRateTest(current: number, previous: number): ChangeTest {
  const p = exactRateTestPValue(current, previous);
  return { method: 'exact_conditional_binomial', p_value: roundTo(p, 4), significant: p < SIGNIFICANCE_LEVEL };
}

/**
 * Benjamini–Hochberg adjusted p-values (q-values), in the order given. When hundreds of CFR
 * sections are each tested at 5 %, about one in twenty stable ones is flagged by chance; a
 * q-value below 0.05 keeps the expected share of false flags among the flagged under 5 %.
 * Sorted ascending, q_(i) = min over j ≥ i of (m · p_(j) / j), capped at 1.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const q = new Array<number>(m).fill(1);
  let running = 1;
  for (let rank = m; rank >= 1; rank -= 1) {
    const entry = order[rank - 1] as { p: number; i: number };
    running = Math.min(running, (m * entry.p) / rank);
    q[entry.i] = Math.min(1, running);
  }
  return q;
}

/** Direction, percentage and test of one count pair, as every trend row carries them. */
export interface CountChange {
  current: number;
  previous: number;
  direction: TrendDirection;
  percentage_change: number | null;
  test: ChangeTest;
}

/** Direction, percentage and exact test of the change from `previous` to `current`. */
export function compareCounts(current: number, previous: number): CountChange {
  return {
    current,
    previous,
    direction: trendDirection(current, previous),
    percentage_change: percentageChange(current, previous),
    test: exactRateTest(current, previous),
  };
}
