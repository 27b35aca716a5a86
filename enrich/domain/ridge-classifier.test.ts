import { describe, expect, it } from 'vitest';
import { fitRidge, ridgeScores } from './ridge-classifier.ts';

describe('ridge classifier', () => {
  it('solves a case worked by hand', () => {
    // Rows with the constant: [1, 1] of class 0 and [-1, 1] of class 1. XᵀX + I = 3I, XᵀY = [[1, -1], [1, 1]],
    // so class 0's weights are (1/3, 1/3) and class 1's (-1/3, 1/3).
    const model = fitRidge([{ vector: [1], label: 0 }, { vector: [-1], label: 1 }], 2, 1)!;
    const [class0, class1] = ridgeScores(model, [1]);
    expect(class0).toBeCloseTo(2 / 3, 12);
    expect(class1).toBeCloseTo(0, 12);
    const scores = ridgeScores(model, [0.5]);
    expect(scores[0]).toBeCloseTo(0.5, 12);
    expect(scores[1]).toBeCloseTo(1 / 6, 12);
  });

  it('gives an example without a class targets of 0 and keeps a class without examples', () => {
    // [0, 1] with no class pulls the constant down: rows [1, 1] (class 0) and [0, 1, none].
    // XᵀX + I = [[2, 1], [1, 3]], XᵀY for class 0 = [1, 1]: weights (2/5, 1/5).
    const model = fitRidge([{ vector: [1], label: 0 }, { vector: [0], label: -1 }], 3, 1)!;
    const scores = ridgeScores(model, [1]);
    expect(scores).toHaveLength(3);
    expect(scores[0]).toBeCloseTo(3 / 5, 12);
    expect(scores[1]).toBe(0);
    expect(scores[2]).toBe(0);
  });

  it('scores an example left out exactly as a model fitted without it', () => {
    const unit = (x: number, y: number) => {
      const length = Math.hypot(x, y);
      return [x / length, y / length];
    };
    const examples = [
      { vector: unit(1, 0.1), label: 0 },
      { vector: unit(0.9, 0.3), label: 0 },
      { vector: unit(0.2, 1), label: 1 },
      { vector: unit(-0.1, 1), label: 1 },
      { vector: unit(-1, -0.4), label: -1 },
    ];
    const full = fitRidge(examples, 2, 0.5)!;
    examples.forEach((example, index) => {
      const without = fitRidge(examples.filter((_, other) => other !== index), 2, 0.5)!;
      const expected = ridgeScores(without, example.vector);
      const leftOut = ridgeScores(full, example.vector, { leaveOutSelf: true });
      leftOut.forEach((score, t) => expect(score).toBeCloseTo(expected[t]!, 9));
      // And it differs from the in-sample score, which has seen the example.
      expect(ridgeScores(full, example.vector)[0]).not.toBeCloseTo(expected[0]!, 6);
    });
  });

  it('has no model without examples', () => {
    expect(fitRidge([], 4)).toBeNull();
  });
});
