import { describe, expect, it } from 'vitest';
import { mean, median, percentageOf, percentile, roundTo } from './statistics.ts';

describe('roundTo', () => {
  it('rounds half away from zero, including values binary floating point stores just below the half', () => {
    expect(roundTo(1.005, 2)).toBe(1.01); // 1.005 is 1.00499999… in binary
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(-66.66666, 1)).toBe(-66.7);
    expect(roundTo(1e-7, 2)).toBe(0);
  });
});

describe('mean, median, percentile', () => {
  const oneToTen = [10, 3, 7, 1, 5, 2, 9, 4, 8, 6]; // unsorted on purpose

  it('average of nothing is null, not 0', () => {
    expect(mean([])).toBeNull();
    expect(median([])).toBeNull();
    expect(percentile([], 0.9)).toBeNull();
  });

  it('computes the mean', () => {
    expect(mean(oneToTen)).toBe(5.5); // 55 / 10
  });

  it('takes the middle value or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('interpolates percentiles linearly between order statistics (definition 7)', () => {
    // n = 10, h = 9p. p25: h = 2.25 → x[2] + 0.25·(x[3] − x[2]) = 3 + 0.25 = 3.25.
    expect(percentile(oneToTen, 0.25)).toBeCloseTo(3.25, 12);
    // p75: h = 6.75 → 7 + 0.75 = 7.75; p90: h = 8.1 → 9 + 0.1 = 9.1.
    expect(percentile(oneToTen, 0.75)).toBeCloseTo(7.75, 12);
    expect(percentile(oneToTen, 0.9)).toBeCloseTo(9.1, 12);
    // The ends are the minimum and maximum; one value is every percentile.
    expect(percentile(oneToTen, 0)).toBe(1);
    expect(percentile(oneToTen, 1)).toBe(10);
    expect(percentile([42], 0.9)).toBe(42);
  });

  it('refuses a percentile outside 0..1', () => {
    expect(() => percentile([1, 2], 90)).toThrow(RangeError);
  });

  it('gives shares with one decimal and 0 of an empty whole', () => {
    expect(percentageOf(1, 6)).toBe(16.7);
    expect(percentageOf(0, 0)).toBe(0);
  });
});
