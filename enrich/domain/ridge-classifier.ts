import { SELF_SIMILARITY, dot } from './unit-vectors.ts';

/**
 * One-vs-rest ridge regression on sentence embeddings: for each class t, the linear function of a
 * vector (with a constant term) that best predicts "this example is of class t" in least squares,
 * with an L2 penalty λ on every weight. It is the event classifier's discriminative evidence beside
 * its prototype similarities (enrich/domain/event-classifier.ts): where a prototype cosine asks
 * "how close is the text to examples of this type?", the ridge score asks "which directions of the
 * embedding separate this type from the others?", which is what tells near-duplicate types apart.
 *
 * Closed form, no iteration: W = (XᵀX + λI)⁻¹ XᵀY, solved through the Cholesky factor of
 * XᵀX + λI (dimensions + 1 square; 385 for a 384-d model, a fraction of a second once per process).
 * Examples without a class (the `unknown` prototypes) are rows whose targets are all 0.
 *
 * Leave-one-out: for an example row x with targets y, the prediction the model would make had it
 * been fitted without that row is (ŝ − h·y) / (1 − h), h = xᵀ(XᵀX + λI)⁻¹x, exact for ridge; the
 * calibration (test/classifier/evaluate.ts) scores the labelled reports, which are also examples,
 * that way, as the prototype similarities leave the report itself out.
 */

export interface RidgeExample {
  vector: ArrayLike<number>;
  /** Class index, or -1 for an example of no class. */
  label: number;
}

export interface RidgeModel {
  classes: number;
  /** Vector length + 1 (the constant term). */
  size: number;
  /** Weights, row-major: `weights[i * classes + t]` is feature i's weight for class t. */
  weights: Float64Array;
  /** Lower Cholesky factor of XᵀX + λI, row-major (for leave-one-out). */
  cholesky: Float64Array;
  examples: readonly RidgeExample[];
}

/** λ of the penalty; the classifier's 5-fold figures were the same from 0.3 to 3 (2026-11-28). */
export const RIDGE_LAMBDA = 1;

/** Fits the model; `classes` fixes the number of outputs even when a class has no example. */
export function fitRidge(examples: readonly RidgeExample[], classes: number, lambda = RIDGE_LAMBDA): RidgeModel | null {
  const first = examples[0];
  if (!first) return null;
  const size = first.vector.length + 1;
  const gram = new Float64Array(size * size);
  const targets = new Float64Array(size * classes);
  const x = new Float64Array(size);
  for (const example of examples) {
    withConstant(example.vector, x);
    for (let i = 0; i < size; i += 1) {
      const xi = x[i]!;
      if (xi === 0) continue;
      const row = i * size;
      for (let j = 0; j <= i; j += 1) gram[row + j]! += xi * x[j]!;
      if (example.label >= 0) targets[i * classes + example.label]! += xi;
    }
  }
  for (let i = 0; i < size; i += 1) gram[i * size + i]! += lambda;
  const cholesky = choleskyLower(gram, size);
  const weights = new Float64Array(size * classes);
  const column = new Float64Array(size);
  for (let t = 0; t < classes; t += 1) {
    for (let i = 0; i < size; i += 1) column[i] = targets[i * classes + t]!;
    const solution = solveWithCholesky(cholesky, size, column);
    for (let i = 0; i < size; i += 1) weights[i * classes + t] = solution[i]!;
  }
  return { classes, size, weights, cholesky, examples };
}

/**
 * The score of every class for a vector; `leaveOutSelf`: when the vector is one of the examples,
 * the leave-one-out scores (the model as if fitted without it).
 */
export function ridgeScores(model: RidgeModel, vector: ArrayLike<number>, options: { leaveOutSelf?: boolean } = {}): number[] {
  const x = withConstant(vector, new Float64Array(model.size));
  const scores = new Array<number>(model.classes).fill(0);
  for (let i = 0; i < model.size; i += 1) {
    const xi = x[i]!;
    if (xi === 0) continue;
    for (let t = 0; t < model.classes; t += 1) scores[t]! += xi * model.weights[i * model.classes + t]!;
  }
  if (!options.leaveOutSelf) return scores;
  const self = model.examples.find((example) => dot(example.vector, vector) >= SELF_SIMILARITY);
  if (!self) return scores;
  const z = forwardSubstitute(model.cholesky, model.size, x);
  const leverage = z.reduce((sum, value) => sum + value * value, 0);
  return scores.map((score, t) => (score - leverage * (t === self.label ? 1 : 0)) / (1 - leverage));
}

function withConstant(vector: ArrayLike<number>, into: Float64Array): Float64Array {
  for (let i = 0; i < vector.length; i += 1) into[i] = vector[i] ?? 0;
  into[vector.length] = 1;
  return into;
}

/** Lower Cholesky factor of a symmetric positive definite matrix given by its lower triangle. */
export function choleskyLower(matrix: Float64Array, size: number): Float64Array {
  const lower = new Float64Array(size * size);
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = matrix[i * size + j]!;
      for (let k = 0; k < j; k += 1) sum -= lower[i * size + k]! * lower[j * size + k]!;
      if (i === j) {
        if (sum <= 0) throw new Error('ridge: the matrix is not positive definite');
        lower[i * size + i] = Math.sqrt(sum);
      } else {
        lower[i * size + j] = sum / lower[j * size + j]!;
      }
    }
  }
  return lower;
}

/** z with L z = b. */
function forwardSubstitute(lower: Float64Array, size: number, b: ArrayLike<number>): Float64Array {
  const z = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    let sum = b[i]!;
    for (let k = 0; k < i; k += 1) sum -= lower[i * size + k]! * z[k]!;
    z[i] = sum / lower[i * size + i]!;
  }
  return z;
}

/** x with L Lᵀ x = b. */
export function solveWithCholesky(lower: Float64Array, size: number, b: ArrayLike<number>): Float64Array {
  const z = forwardSubstitute(lower, size, b);
  const x = new Float64Array(size);
  for (let i = size - 1; i >= 0; i -= 1) {
    let sum = z[i]!;
    for (let k = i + 1; k < size; k += 1) sum -= lower[k * size + i]! * x[k]!;
    x[i] = sum / lower[i * size + i]!;
  }
  return x;
}
