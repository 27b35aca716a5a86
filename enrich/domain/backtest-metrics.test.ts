import { describe, expect, it } from 'vitest';
import { auc, aucStandardError, averageRanks, baseRate, calibrationByDecile, liftOver, precisionAtK } from './backtest-metrics.ts';

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
