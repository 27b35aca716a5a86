import { describe, expect, it } from 'vitest';
import { auc, aucStandardError, averageRanks, baseRate, brierScore, calibrationByDecile, fitLogistic, liftOver, logistic, precisionAtK, topDecileLift } from './backtest-metrics.ts';

const item = (score: number, outcome: boolean) => ({ score, outcome });

describe('averageRanks', () => {
  it('ranks ascending from 1 and gives tied values their average rank, in input order', () => {
    // Sorted: 1 (rank 1), 3, 3 (ranks 2 and 3 → 2.5), 7 (rank 4).
    expect(averageRanks([3, 7, 1, 3])).toEqual([2.5, 4, 1, 2.5]);
    expect(averageRanks([])).toEqual([]);
  });
});

describe('auc', () => {
  it('counts the share of positive–negative pairs the score orders correctly', () => {
    // Pairs (pos, neg): (0.9, 0.8) ✓, (0.9, 0.6) ✓, (0.7, 0.8) ✗, (0.7, 0.6) ✓ → 3 of 4.
    expect(auc([item(0.9, true), item(0.8, false), item(0.7, true), item(0.6, false)])).toBeCloseTo(0.75, 12);
  });

  it('counts a tie between a positive and a negative as half', () => {
    // (0.5, 0.5) ½, (0.5, 0.1) ✓, (0.9, 0.5) ✓, (0.9, 0.1) ✓ → 3.5 of 4.
    expect(auc([item(0.5, true), item(0.5, false), item(0.9, true), item(0.1, false)])).toBeCloseTo(0.875, 12);
    // Everything tied: chance.
    expect(auc([item(1, true), item(1, false), item(1, false)])).toBeCloseTo(0.5, 12);
  });

  it('is 1 for a perfect ranking, 0 for a reversed one, and undefined with one class missing', () => {
    expect(auc([item(2, true), item(1, false)])).toBe(1);
    expect(auc([item(1, true), item(2, false)])).toBe(0);
    expect(auc([item(1, false), item(2, false)])).toBeNull();
    expect(auc([])).toBeNull();
  });
});

describe('aucStandardError', () => {
  it('follows Hanley & McNeil: A = 0.75 with 2 positives and 2 negatives', () => {
    // Q1 = 0.75 / 1.25 = 0.6; Q2 = 2 × 0.5625 / 1.75 ≈ 0.642857; A² = 0.5625.
    // Var = (0.1875 + 1 × 0.0375 + 1 × 0.080357) / 4 ≈ 0.076339 → SE ≈ 0.27630.
    expect(aucStandardError(0.75, 2, 2)).toBeCloseTo(0.2763, 4);
    // A perfect AUC has no spread; an undefined one has no error.
    expect(aucStandardError(1, 10, 10)).toBe(0);
    expect(aucStandardError(null, 0, 5)).toBeNull();
  });
});

describe('precisionAtK', () => {
  const items = [item(10, true), item(9, false), item(8, true), item(8, false), item(8, true), item(1, false)];

  it('takes the k highest, and the expected share of a tie that straddles the cut', () => {
    // k = 3: 10 (pos) and 9 (neg) are above the cut; one place left among three tied at 8 with two positives → 2/3.
    const p = precisionAtK(items, 3);
    expect(p.positives).toBeCloseTo(1 + 2 / 3, 12);
    expect(p.precision).toBeCloseTo(5 / 9, 12);
    // k = 2: no tie at the cut → 1 of 2.
    expect(precisionAtK(items, 2)).toEqual({ k: 2, effective_k: 2, positives: 1, precision: 0.5 });
  });

  it('uses every item when k exceeds them, and refuses a k below 1', () => {
    expect(precisionAtK(items, 10)).toEqual({ k: 10, effective_k: 6, positives: 3, precision: 0.5 });
    expect(precisionAtK([], 5)).toEqual({ k: 5, effective_k: 0, positives: 0, precision: null });
    expect(() => precisionAtK(items, 0)).toThrow(RangeError);
  });

  it('does not depend on the input order', () => {
    expect(precisionAtK([...items].reverse(), 3).precision).toBeCloseTo(5 / 9, 12);
  });
});

describe('calibrationByDecile', () => {
  it('puts ten distinct predictions one per decile, lowest first', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ predicted: (i + 0.5) / 10, outcome: i >= 8 }));
    const bins = calibrationByDecile(items);
    expect(bins.map((b) => b.decile)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(bins[0]).toEqual({ decile: 1, n: 1, mean_predicted: 0.05, observed_rate: 0, min_predicted: 0.05, max_predicted: 0.05 });
    expect(bins[9]).toMatchObject({ n: 1, observed_rate: 1 });
  });

  it('keeps tied predictions in one bin and leaves empty deciles out', () => {
    // 20 items: 15 at 0.1 (3 outcomes) and 5 at 0.6 (4 outcomes).
    // The 15 ties share rank 8 → decile ⌊10 × 7.5 / 20⌋ + 1 = 4; the 0.6s share rank 18 → ⌊10 × 17.5 / 20⌋ + 1 = 9.
    const items = [
      ...Array.from({ length: 15 }, (_, i) => ({ predicted: 0.1, outcome: i < 3 })),
      ...Array.from({ length: 5 }, (_, i) => ({ predicted: 0.6, outcome: i < 4 })),
    ];
    const bins = calibrationByDecile(items);
    expect(bins.map((b) => [b.decile, b.n])).toEqual([
      [4, 15],
      [9, 5],
    ]);
    expect(bins[0]?.mean_predicted).toBeCloseTo(0.1, 12);
    expect(bins[0]?.observed_rate).toBeCloseTo(0.2, 12);
    expect(bins[1]?.observed_rate).toBeCloseTo(0.8, 12);
  });

  it('refuses predictions outside 0..1 and returns no bins for no items', () => {
    expect(() => calibrationByDecile([{ predicted: 42, outcome: true }])).toThrow(RangeError);
    expect(calibrationByDecile([])).toEqual([]);
  });
});

describe('baseRate and liftOver', () => {
  it('gives the outcome share and the ratio to a baseline, undefined over a zero baseline', () => {
    expect(baseRate([item(1, true), item(2, false), item(3, false), item(4, false)])).toBe(0.25);
    expect(baseRate([])).toBeNull();
    expect(liftOver(0.3, 0.1)).toBeCloseTo(3, 12);
    expect(liftOver(0.3, 0)).toBeNull();
    expect(liftOver(null, 0.1)).toBeNull();
  });
});

describe('brierScore', () => {
  it('is the mean squared error of the probabilities, worked by hand', () => {
    // (0.8 − 1)² + (0.2 − 0)² + (0.5 − 1)² = 0.04 + 0.04 + 0.25 = 0.33, over 3
    expect(brierScore([{ predicted: 0.8, outcome: true }, { predicted: 0.2, outcome: false }, { predicted: 0.5, outcome: true }])).toBeCloseTo(0.11, 12);
    // predicting the base rate p = 0.25 for everyone scores p(1 − p)
    expect(brierScore([true, false, false, false].map((outcome) => ({ predicted: 0.25, outcome })))).toBeCloseTo(0.1875, 12);
    expect(brierScore([])).toBeNull();
  });
});

describe('logistic', () => {
  it('is ½ at z = 0 and stays finite far out', () => {
    expect(logistic(0, 3, 0)).toBe(0.5);
    expect(logistic(-1, 2, 0.5)).toBe(0.5);
    expect(logistic(-1000, 0, 0)).toBeGreaterThanOrEqual(0);
    expect(logistic(1000, 0, 0)).toBe(1);
  });
});

describe('fitLogistic', () => {
  it('reproduces the two observed rates for a binary predictor', () => {
    // x = 0: 1 of 4 positive (odds 1/3); x = 1: 3 of 4 (odds 3) → a = ln(1/3), b = ln 3 − ln(1/3) = ln 9
    const points = [0, 0, 0, 0, 1, 1, 1, 1].map((x, i) => ({ x, outcome: [true, false, false, false, true, true, true, false][i]! }));
    const fit = fitLogistic(points);
    expect(fit.converged).toBe(true);
    expect(fit.intercept).toBeCloseTo(Math.log(1 / 3), 9);
    expect(fit.slope).toBeCloseTo(Math.log(9), 9);
    expect(fit.n).toBe(8);
    expect(fit.positives).toBe(4);
    // log-likelihood: each group has 3 outcomes at probability 3/4 and 1 at 1/4
    expect(fit.log_likelihood).toBeCloseTo(2 * (3 * Math.log(0.75) + Math.log(0.25)), 9);
  });

  it('solves the score equations for a continuous predictor (Σ(y − p) = 0, Σx(y − p) = 0)', () => {
    const points = [0, 1, 2, 3, 4, 5].map((x) => ({ x, outcome: x === 1 || x >= 4 }));
    const fit = fitLogistic(points);
    expect(fit.converged).toBe(true);
    const residuals = points.map(({ x, outcome }) => (outcome ? 1 : 0) - logistic(fit.intercept, fit.slope, x));
    expect(residuals.reduce((s, r) => s + r, 0)).toBeCloseTo(0, 9);
    expect(residuals.reduce((s, r, i) => s + r * points[i]!.x, 0)).toBeCloseTo(0, 9);
    expect(fit.slope).toBeGreaterThan(0);
  });

  it('converges from the base-rate start with rare events and a wide predictor (damped steps)', () => {
    // 1 % events concentrated at high x: a full Newton step from slope 0 overshoots.
    const points = Array.from({ length: 1000 }, (_, i) => ({ x: i < 900 ? 0.1 : 0.9, outcome: i >= 990 || i === 0 }));
    const fit = fitLogistic(points);
    expect(fit.converged).toBe(true);
    // rates 1/900 at x = 0.1 and 10/100 at x = 0.9
    expect(logistic(fit.intercept, fit.slope, 0.1)).toBeCloseTo(1 / 900, 9);
    expect(logistic(fit.intercept, fit.slope, 0.9)).toBeCloseTo(0.1, 9);
  });

  it('does not converge when the predictor separates the outcomes, and refuses a single class', () => {
    expect(fitLogistic([0, 0, 1, 1].map((x) => ({ x, outcome: x === 1 }))).converged).toBe(false);
    expect(() => fitLogistic([{ x: 1, outcome: true }])).toThrow(RangeError);
  });
});

describe('topDecileLift', () => {
  it('is the precision of the top ⌈n/10⌉ over the base rate', () => {
    // 20 items, 4 positive (base 0.2); the top 2 are both positive → 1 / 0.2 = 5
    const items = Array.from({ length: 20 }, (_, i) => ({ score: 20 - i, outcome: i < 2 || i === 10 || i === 15 }));
    expect(topDecileLift(items)).toBeCloseTo(5, 12);
    // top 2 tied with 2 others, 2 of the 4 positive → expected precision 0.5 → lift 2.5
    const tied = Array.from({ length: 20 }, (_, i) => ({ score: i < 4 ? 9 : 1, outcome: i === 0 || i === 3 || i === 10 || i === 11 }));
    expect(topDecileLift(tied)).toBeCloseTo(2.5, 12);
    expect(topDecileLift([])).toBeNull();
  });
});
