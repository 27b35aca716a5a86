/**
 * Descriptive statistics the benchmarks and summaries share, spelled out so a reviewer can check
 * them by hand: arithmetic mean, median, and percentiles by linear interpolation between order
 * statistics (Hyndman & Fan's definition 7, the default of R, NumPy and Excel's PERCENTILE.INC).
 */

/**
 * Rounds half away from zero to `decimals` places. Plain `Math.round(x * 100) / 100` gets
 * 1.005 wrong (binary 1.00499…) and rounds −2.5 towards +∞; the exponent shift avoids both.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const abs = String(Math.abs(value));
  // Numbers JavaScript already prints in exponent form (1e-7, 1e21) are beyond the decimal
  // places used here; plain scaling is exact enough for them.
  const result = abs.includes('e')
    ? (sign * Math.round(Math.abs(value) * 10 ** decimals)) / 10 ** decimals
    : sign * Number(`${Math.round(Number(`${abs}e${decimals}`))}e-${decimals}`);
  return Object.is(result, -0) ? 0 : result;
}

/** Arithmetic mean, or null for no values (an average of nothing is unknown, not 0). */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/**
 * The `p`-quantile (0 ≤ p ≤ 1) by linear interpolation, definition 7: with the values sorted
 * x[0] ≤ … ≤ x[n-1], h = (n − 1)·p, and the result x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]).
 * It never leaves the observed range, and p = 0.5 is the usual median. Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentile outside 0..1: ${p}`);
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const low = sorted[lo] as number;
  const high = sorted[Math.min(lo + 1, sorted.length - 1)] as number;
  return low + (h - lo) * (high - low);
}

/** The median (middle value, or the mean of the two middle values), or null for no values. */
export function median(values: readonly number[]): number | null {
  return percentile(values, 0.5);
}

/** `value` rounded, or null kept as null. */
export function roundOrNull(value: number | null, decimals: number): number | null {
  return value === null ? null : roundTo(value, decimals);
}

/** Share of `part` in `whole` as a percentage with one decimal; 0 when the whole is 0. */
export function percentageOf(part: number, whole: number): number {
  return whole === 0 ? 0 : roundTo((part * 100) / whole, 1);
}
