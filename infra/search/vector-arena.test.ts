import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import wabtInit from 'wabt';
import { VECTOR_DOT_WASM_BASE64, VectorArena } from './vector-arena.ts';

/** The dot product in double precision, written out: what the SIMD scan must agree with. */
function referenceDot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += (a[j] as number) * (b[j] as number);
  return sum;
}

/** Deterministic pseudo-random components in [-1, 1) (a linear congruential generator). */
function vectorsOf(count: number, dims: number, seed: number): number[][] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 31 - 1;
  };
  return Array.from({ length: count }, () => Array.from({ length: dims }, next));
}

describe('the vector arena', () => {
  it('holds the bytes that vector-dot.wat assembles to', async () => {
    const wabt = await wabtInit();
    const source = readFileSync(new URL('./vector-dot.wat', import.meta.url), 'utf8');
    const module = wabt.parseWat('vector-dot.wat', source, { simd: true });
    const { buffer } = module.toBinary({});
    module.destroy();
    expect(Buffer.from(buffer).toString('base64')).toBe(VECTOR_DOT_WASM_BASE64);
  });

  // 7 and 13 dimensions are not multiples of four (the padding), 384 is the models' size.
  it.each([1, 7, 13, 384])('scores every vector of %i dimensions as a double-precision dot product would', (dims) => {
    const vectors = vectorsOf(50, dims, dims);
    const [query] = vectorsOf(1, dims, 999);
    const arena = new VectorArena(dims, vectors.length);
    vectors.forEach((vector, slot) => arena.write(slot, vector));
    const scores = [...arena.score(query!, vectors.length, null)];
    expect(scores).toHaveLength(vectors.length);
    scores.forEach((score, slot) => expect(score).toBeCloseTo(referenceDot(vectors[slot]!, query!), 4));
  });

  it('scores only the given slots, in their order', () => {
    const vectors = vectorsOf(6, 5, 3);
    const [query] = vectorsOf(1, 5, 4);
    const arena = new VectorArena(5, 6);
    vectors.forEach((vector, slot) => arena.write(slot, vector));
    const scores = [...arena.score(query!, 6, [4, 0, 4])];
    expect(scores).toHaveLength(3);
    expect(scores[0]).toBeCloseTo(referenceDot(vectors[4]!, query!), 5);
    expect(scores[1]).toBeCloseTo(referenceDot(vectors[0]!, query!), 5);
    expect(scores[2]).toBe(scores[0]);
  });

  it('keeps what it holds when it grows past its capacity, and copies one slot over another', () => {
    const vectors = vectorsOf(40, 9, 11);
    const [query] = vectorsOf(1, 9, 12);
    const arena = new VectorArena(9, 2);
    vectors.forEach((vector, slot) => arena.write(slot, vector));
    expect(arena.capacity).toBeGreaterThanOrEqual(40);
    arena.copy(39, 0);
    const scores = [...arena.score(query!, 40, null)];
    expect(scores[0]).toBeCloseTo(referenceDot(vectors[39]!, query!), 5);
    expect(scores[1]).toBeCloseTo(referenceDot(vectors[1]!, query!), 5);
    expect(scores[38]).toBeCloseTo(referenceDot(vectors[38]!, query!), 5);
  });

  it('refuses a dimension count that is not a positive whole number', () => {
    expect(() => new VectorArena(0, 1)).toThrow(/positive whole number/);
  });
});
