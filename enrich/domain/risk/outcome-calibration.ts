/**
 * Calibrated probability of the outcome the scores are back-tested on (issue 12, item 5): an
 * inspection classified OAI or a warning letter within 24 months of the score's as-of date.
 *
 *   P = 1 / (1 + e^−(a + b · score / 100))
 *
 * a and b are fitted by maximum likelihood (Newton–Raphson, `fitLogistic` in
 * `../backtest-metrics.ts`) on the training cut of the back-test only; every figure quoted here is
 * measured on the later test cut. `npm run backtest -- --fit` prints the numbers it would write;
 * refitting means a new `CALIBRATION_VERSION`. See `README.md` ("Outcome probability") and
 * `docs/backtest.md`.
 *
 * Fit (2026-11-26, `npm run backtest -- --fit`): training cut 2019-10-01, outcomes in
 * (2019-10-01, 2021-10-01], population every FEI of the row-level outcomes data inspected before
 * the cut: n = 49,247, 324 with the outcome (0.66 %). Test cut 2022-10-01, outcomes to 2024-10-01:
 * n = 53,339, 467 with the outcome (0.88 %); Brier of the base rate 0.00868. The test period's
 * base rate is higher than the training period's, so the probabilities run somewhat low on it
 * (docs/backtest.md, calibration table).
 *
 * Pure and dependency-free, so both score modules can import it.
 */

/** Version of the fitted coefficients: the outcome, the training cut and the fit date. */
export const CALIBRATION_VERSION = 'oai-wl-24m/train-2019-10-01/fit-2026-11-26';

/** The outcome the probability is of. */
export const CALIBRATED_OUTCOME = 'oai_or_warning_letter_within_24_months' as const;

/** Which score a probability is calibrated for. */
export type CalibratedScore = 'composite' | 'facility';

/** Logistic coefficients per score, the predictor being score / 100. */
export const OUTCOME_CALIBRATION: Readonly<Record<CalibratedScore, { intercept: number; slope: number }>> = {
  // test cut: AUC 0.777 ± 0.025, Brier 0.00838 (base rate 0.00868)
  composite: { intercept: -6.985518, slope: 8.520029 },
  // test cut: AUC 0.777 ± 0.025, Brier 0.00821 (facility score with the v2 time component, README section 2)
  facility: { intercept: -10.680276, slope: 17.626831 },
};

/** The probability field both score documents carry. */
export interface OutcomeProbability {
  outcome: typeof CALIBRATED_OUTCOME;
  /** 0..1, four significant decimals. */
  probability: number;
  calibration_version: string;
}

/** P(OAI or warning letter within 24 months) for a score (0–100) of the given kind. */
export function probabilityOfOaiOrWarningLetter24m(score: number, which: CalibratedScore): number {
  if (!Number.isFinite(score)) throw new RangeError(`score must be finite, got ${score}`);
  const { intercept, slope } = OUTCOME_CALIBRATION[which];
  const z = intercept + (slope * score) / 100;
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** The `outcome_probability` field of a score document. */
export function outcomeProbability(score: number, which: CalibratedScore): OutcomeProbability {
  return { outcome: CALIBRATED_OUTCOME, probability: Math.round(probabilityOfOaiOrWarningLetter24m(score, which) * 10_000) / 10_000, calibration_version: CALIBRATION_VERSION };
}
