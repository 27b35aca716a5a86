import { describe, expect, it } from 'vitest';
import { CALIBRATION_VERSION, OUTCOME_CALIBRATION, outcomeProbability, probabilityOfOaiOrWarningLetter24m } from './outcome-calibration.ts';

describe('probabilityOfOaiOrWarningLetter24m', () => {
  it('is the logistic of a + b × score / 100, worked by hand', () => {
    const { intercept, slope } = OUTCOME_CALIBRATION.composite;
    // score 50: z = a + b / 2
    const z = intercept + slope / 2;
    expect(probabilityOfOaiOrWarningLetter24m(50, 'composite')).toBeCloseTo(1 / (1 + Math.exp(-z)), 15);
    // score 0: e^a / (1 + e^a)
    const a = OUTCOME_CALIBRATION.facility.intercept;
    expect(probabilityOfOaiOrWarningLetter24m(0, 'facility')).toBeCloseTo(Math.exp(a) / (1 + Math.exp(a)), 15);
  });

  it('rises with the score and stays in 0..1', () => {
    for (const which of ['composite', 'facility'] as const) {
      const ps = [0, 25, 50, 75, 100].map((s) => probabilityOfOaiOrWarningLetter24m(s, which));
      for (let i = 1; i < ps.length; i += 1) expect(ps[i]!).toBeGreaterThan(ps[i - 1]!);
      expect(ps[0]!).toBeGreaterThan(0);
      expect(ps[4]!).toBeLessThan(1);
    }
    expect(() => probabilityOfOaiOrWarningLetter24m(Number.NaN, 'composite')).toThrow(RangeError);
  });

  it('is emitted as the outcome_probability field, rounded to 4 decimals', () => {
    const field = outcomeProbability(80, 'facility');
    expect(field).toEqual({ outcome: 'oai_or_warning_letter_within_24_months', probability: Math.round(probabilityOfOaiOrWarningLetter24m(80, 'facility') * 10_000) / 10_000, calibration_version: CALIBRATION_VERSION });
  });
});
