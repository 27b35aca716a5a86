import { describe, expect, it } from 'vitest';
import {
  benjaminiHochberg,
  exactRateTest,
  exactRateTestPValue,
  percentageChange,
  signedInteger,
  signedPercent,
  trendDirection,
} from './period-change.ts';

describe('trendDirection (±10 % bands, SPEC-DECISIONS 16)', () => {
  it.each([
    [11, 10, 'increasing'], // exactly +10 %: the band edge counts as increasing
    [109, 100, 'stable'], // +9 %
    [10, 10, 'stable'],
    [91, 100, 'stable'], // −9 %
    [9, 10, 'decreasing'], // exactly −10 %
    [0, 5, 'decreasing'], // −100 %
    [5, 0, 'increasing'], // 0 → n: a rise from nothing
    [0, 0, 'stable'], // two empty quarters
  ] as const)('%i now vs %i before is %s', (current, previous, expected) => {
    expect(trendDirection(current, previous)).toBe(expected);
  });

  it('refuses counts that are not non-negative integers', () => {
    expect(() => trendDirection(-1, 3)).toThrow(RangeError);
    expect(() => trendDirection(1.5, 3)).toThrow(RangeError);
  });
});

describe('percentageChange', () => {
  it('is positive for increases, one decimal', () => {
    expect(percentageChange(15, 12)).toBe(25); // 3 / 12 = 0.25
    expect(percentageChange(1, 3)).toBe(-66.7); // −2 / 3 = −0.6667
    expect(percentageChange(0, 5)).toBe(-100);
  });

  it('has no value for 0 → n and is 0 for 0 → 0 (no division by zero)', () => {
    expect(percentageChange(5, 0)).toBeNull();
    expect(percentageChange(0, 0)).toBe(0);
  });

  it('prints with a sign', () => {
    expect(signedPercent(25)).toBe('+25.0%');
    expect(signedPercent(-10)).toBe('-10.0%');
    expect(signedPercent(0)).toBe('0.0%');
    expect(signedPercent(null)).toBeNull();
    expect(signedInteger(2)).toBe('+2');
    expect(signedInteger(-1)).toBe('-1');
    expect(signedInteger(0)).toBe('0');
  });
});

describe('exactRateTest (conditional binomial, p = ½)', () => {
  it('10 vs 2 is significant', () => {
    // n = 12; P(X ≤ 2) = (C(12,0) + C(12,1) + C(12,2)) / 2^12 = (1 + 12 + 66) / 4096 = 79/4096.
    // Two-sided: 158/4096 = 0.0385742…
    expect(exactRateTestPValue(10, 2)).toBeCloseTo(158 / 4096, 12);
    expect(exactRateTest(10, 2)).toEqual({ method: 'exact_conditional_binomial', p_value: 0.0386, significant: true });
    expect(exactRateTestPValue(2, 10)).toBeCloseTo(158 / 4096, 12); // symmetric
  });

  it('0 → 5 is not significant however large the percentage; 0 → 6 is', () => {
    // n = 5: P(X ≤ 0) = 1/32, p = 2/32 = 0.0625. n = 6: p = 2/64 = 0.03125.
    expect(exactRateTestPValue(5, 0)).toBeCloseTo(0.0625, 12);
    expect(exactRateTest(5, 0).significant).toBe(false);
    expect(exactRateTestPValue(6, 0)).toBeCloseTo(0.03125, 12);
    expect(exactRateTest(6, 0).significant).toBe(true);
  });

  it('equal counts and empty periods give p = 1', () => {
    expect(exactRateTestPValue(5, 5)).toBe(1);
    expect(exactRateTestPValue(0, 0)).toBe(1);
    expect(exactRateTestPValue(1, 0)).toBe(1); // 2 · P(X ≤ 0) = 2 · ½
  });

  it('stays finite for counts where 2^-n underflows', () => {
    // 1500 vs 1400, n = 2900: under H0 the mean is 1450 and the sd √(2900/4) = 26.93;
    // z = (1500 − 1450 − ½) / 26.93 ≈ 1.84, two-sided ≈ 0.066 by the normal approximation.
    const p = exactRateTestPValue(1500, 1400);
    expect(p).toBeGreaterThan(0.06);
    expect(p).toBeLessThan(0.07);
    // 3000 vs 2000: z ≈ 500 / 35.4 ≈ 14, far beyond any threshold.
    expect(exactRateTestPValue(3000, 2000)).toBeLessThan(1e-10);
  });
});

describe('benjaminiHochberg', () => {
  it('adjusts p-values for many tests, keeping the input order', () => {
    // Sorted: 0.01 (1), 0.03 (2), 0.04 (3), 0.5 (4); m·p/rank = 0.04, 0.06, 0.0533, 0.5.
    // Running minimum from the largest rank: 0.5, 0.0533, 0.0533, 0.04.
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.5]);
    expect(q[0]).toBeCloseTo(0.04, 12);
    expect(q[1]).toBeCloseTo(4 * 0.04 / 3, 12);
    expect(q[2]).toBeCloseTo(4 * 0.04 / 3, 12);
    expect(q[3]).toBeCloseTo(0.5, 12);
    expect(benjaminiHochberg([])).toEqual([]);
  });
});
