/**
 * Metrics for back-testing a risk score against later outcomes: does a higher score mean a
 * facility is more likely to get an OAI or a warning letter next? Pure: scored items in, numbers
 * out. Ties are handled explicitly everywhere because risk scores tie a lot (every facility with
 * one old warning letter and nothing else scores the same).
 */

/** One facility as the back-test sees it: its score at the split date and whether the outcome followed. */
export interface ScoredOutcome {
  score: number;
  outcome: boolean;
}

/** Share of items with the outcome; null for no items. */
export function baseRate(items: readonly ScoredOutcome[]): number | null {
  return items.length === 0 ? null : items.filter((i) => i.outcome).length / items.length;
}

/**
 * 1-based ranks by ascending score, ties sharing their average rank (the Mann–Whitney convention),
 * in the input's order.
 */
export function averageRanks(scores: readonly number[]): number[] {
  const order = scores.map((score, index) => ({ score, index })).sort((a, b) => a.score - b.score);
  const ranks = new Array<number>(scores.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.score === order[start]!.score) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i += 1) ranks[order[i]!.index] = rank;
    start = end + 1;
  }
  return ranks;
}

/**
 * Area under the ROC curve as the Mann–Whitney statistic: the probability that a random facility
 * with the outcome scores higher than a random one without, a tie counting half. 0.5 is chance.
 * Null when either class is empty (the AUC is undefined, not 0.5).
 */
export function auc(items: readonly ScoredOutcome[]): number | null {
  const positives = items.filter((i) => i.outcome).length;
  const negatives = items.length - positives;
  if (positives === 0 || negatives === 0) return null;
  const ranks = averageRanks(items.map((i) => i.score));
  const rankSum = items.reduce((sum, item, index) => sum + (item.outcome ? (ranks[index] ?? 0) : 0), 0);
  const u = rankSum - (positives * (positives + 1)) / 2;
  return u / (positives * negatives);
}

/**
 * Standard error of an AUC (Hanley & McNeil, 1982), for an honest ± on small samples: with 40
 * positives an AUC of 0.70 is known to about ±0.08 (95 %). Null when the AUC is undefined.
 */
export function aucStandardError(value: number | null, positives: number, negatives: number): number | null {
  if (value === null || positives === 0 || negatives === 0) return null;
  const q1 = value / (2 - value);
  const q2 = (2 * value * value) / (1 + value);
  const variance = (value * (1 - value) + (positives - 1) * (q1 - value * value) + (negatives - 1) * (q2 - value * value)) / (positives * negatives);
  return Math.sqrt(Math.max(0, variance));
}

/** Precision among the k highest scores. */
export interface PrecisionAtK {
  /** k as asked. */
  k: number;
  /** k actually used: at most the number of items. */
  effective_k: number;
  /** Expected positives among the top k (fractional when a tie straddles the cut). */
  positives: number;
  /** positives / effective_k; null for no items. */
  precision: number | null;
}

/**
 * Precision of the k highest-scored items. When items tied at the k-th score straddle the cut,
 * the top k takes them at random: they contribute their share of positives times the places left
 * (the expectation over tie orders), so the result does not depend on input order.
 */
export function precisionAtK(items: readonly ScoredOutcome[], k: number): PrecisionAtK {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a positive integer, got ${k}`);
  const effective = Math.min(k, items.length);
  if (effective === 0) return { k, effective_k: 0, positives: 0, precision: null };
  const sorted = [...items].sort((a, b) => b.score - a.score);
  const cut = sorted[effective - 1]!.score;
  const above = sorted.filter((i) => i.score > cut);
  const tied = sorted.filter((i) => i.score === cut);
  const places = effective - above.length;
  const positives = above.filter((i) => i.outcome).length + (places * tied.filter((i) => i.outcome).length) / tied.length;
  return { k, effective_k: effective, positives, precision: positives / effective };
}

/** One decile of a calibration table. */
export interface CalibrationBin {
  /** 1 = lowest scores … 10 = highest. */
  decile: number;
  n: number;
  /** Mean predicted probability of the bin. */
  mean_predicted: number;
  /** Share of the bin with the outcome. */
  observed_rate: number;
  min_predicted: number;
  max_predicted: number;
}

/**
 * Calibration by decile of the predicted probability: items ranked by prediction, ties sharing
 * their average rank, and placed in decile ⌊10 × (rank − ½) / n⌋ + 1, so equal predictions always
 * share a bin (bins can then be uneven, and some empty; empty ones are left out). A calibrated
 * score has `mean_predicted` ≈ `observed_rate` in every bin; a score that only ranks well has a
 * rising `observed_rate` whatever its level. Predictions must lie in 0..1 (scale scores first).
 */
export function calibrationByDecile(items: ReadonlyArray<{ predicted: number; outcome: boolean }>): CalibrationBin[] {
  for (const item of items) {
    if (!(item.predicted >= 0 && item.predicted <= 1)) throw new RangeError(`predictions must lie in 0..1, got ${item.predicted}`);
  }
  const n = items.length;
  const ranks = averageRanks(items.map((i) => i.predicted));
  const bins = new Map<number, Array<{ predicted: number; outcome: boolean }>>();
  items.forEach((item, index) => {
    const decile = Math.min(9, Math.floor((10 * ((ranks[index] ?? 1) - 0.5)) / n)) + 1;
    bins.set(decile, [...(bins.get(decile) ?? []), item]);
  });
  return [...bins.entries()]
    .sort(([a], [b]) => a - b)
    .map(([decile, members]) => ({
      decile,
      n: members.length,
      mean_predicted: members.reduce((s, m) => s + m.predicted, 0) / members.length,
      observed_rate: members.filter((m) => m.outcome).length / members.length,
      min_predicted: Math.min(...members.map((m) => m.predicted)),
      max_predicted: Math.max(...members.map((m) => m.predicted)),
    }));
}

/** How many times better a model's metric is than a baseline's (precision@k, say); null when the baseline is 0 or unknown. */
export function liftOver(model: number | null, baseline: number | null): number | null {
  if (model === null || baseline === null || baseline === 0) return null;
  return model / baseline;
}

/**
 * Brier score: the mean squared difference between the predicted probability and the outcome
 * (1 or 0). 0 is perfect; predicting the base rate p for everyone scores p(1 − p). Null for no items.
 */
export function brierScore(items: ReadonlyArray<{ predicted: number; outcome: boolean }>): number | null {
  if (items.length === 0) return null;
  return items.reduce((s, i) => s + (i.predicted - (i.outcome ? 1 : 0)) ** 2, 0) / items.length;
}

/** The logistic function 1 / (1 + e^−(intercept + slope·x)). */
export function logistic(intercept: number, slope: number, x: number): number {
  const z = intercept + slope * x;
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** A one-predictor logistic regression fitted by maximum likelihood. */
export interface LogisticFit {
  intercept: number;
  slope: number;
  /** Newton steps taken. */
  iterations: number;
  converged: boolean;
  /** Log-likelihood at the fit. */
  log_likelihood: number;
  n: number;
  positives: number;
}

/**
 * Fits P(outcome | x) = logistic(a + b·x) by maximum likelihood with Newton–Raphson (two
 * parameters, so the Hessian is inverted by hand), starting from the base rate's log-odds with
 * slope 0. Stops when both steps are below 1e-10 or after `maxIterations`. A binary x reproduces
 * the two groups' observed rates exactly; an x that separates the classes perfectly has no finite
 * fit (the steps keep growing and `converged` stays false). Throws when either class is empty.
 */
export function fitLogistic(points: ReadonlyArray<{ x: number; outcome: boolean }>, maxIterations = 50): LogisticFit {
  const n = points.length;
  const positives = points.filter((p) => p.outcome).length;
  if (positives === 0 || positives === n) throw new RangeError('a logistic fit needs both outcomes');
  let a = Math.log(positives / (n - positives));
  let b = 0;
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations && !converged) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (const { x, outcome } of points) {
      const p = logistic(a, b, x);
      const r = (outcome ? 1 : 0) - p;
      const w = p * (1 - p);
      ga += r;
      gb += r * x;
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    }
    const det = haa * hbb - hab * hab;
    if (!(det > 0)) break; // x constant (or degenerate): the slope is not identified
    let da = (hbb * ga - hab * gb) / det;
    let db = (haa * gb - hab * ga) / det;
    // Damped Newton: halve the step until the likelihood does not fall (a full step can overshoot
    // from the base-rate start when events are rare).
    const current = logLikelihoodOf(points, a, b);
    let halvings = 0;
    while (logLikelihoodOf(points, a + da, b + db) < current - 1e-12 && halvings < 40) {
      da /= 2;
      db /= 2;
      halvings += 1;
    }
    a += da;
    b += db;
    iterations += 1;
    converged = Math.abs(da) < 1e-10 && Math.abs(db) < 1e-10;
  }
  return { intercept: a, slope: b, iterations, converged, log_likelihood: logLikelihoodOf(points, a, b), n, positives };
}

function logLikelihoodOf(points: ReadonlyArray<{ x: number; outcome: boolean }>, a: number, b: number): number {
  return points.reduce((s, { x, outcome }) => {
    const z = a + b * x;
    // log p = −log(1 + e^−z), log(1 − p) = −log(1 + e^z), computed without overflow.
    const softplus = (t: number) => (t > 0 ? t + Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t)));
    return s - (outcome ? softplus(-z) : softplus(z));
  }, 0);
}

/** Precision of the top decile (the ⌈n/10⌉ highest scores) over the base rate; null when undefined. */
export function topDecileLift(items: readonly ScoredOutcome[]): number | null {
  if (items.length === 0) return null;
  return liftOver(precisionAtK(items, Math.ceil(items.length / 10)).precision, baseRate(items));
}
