import { describe, expect, it } from 'vitest';
import { smallest } from './bm25-term-ranks.ts';
import { shortlistBySignBits, shortlistSize, signWords, writeSignBits } from './sign-bit-shortlist.ts';

describe('sign bits of a vector', () => {
  it('sets bit j exactly where component j is positive, over word boundaries', () => {
    const dims = 40;
    const vector = Array.from({ length: dims }, (_, j) => (j % 3 === 0 || j === 33 ? 0.5 : j === 34 ? 0 : -0.5));
    const out = new Int32Array(signWords(dims) + 1).fill(-1);
    writeSignBits(vector, dims, out, 1);
    const set: number[] = [];
    for (let j = 0; j < dims; j++) if ((out[1 + (j >> 5)]! >>> (j & 31)) & 1) set.push(j);
    expect(set).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39]);
    expect(out[0]).toBe(-1); // Words before the offset are left alone.
  });
});

describe('shortlist by sign bits', () => {
  // Four 64-d vectors whose sign patterns differ from the query's in 0, 1, 2 and 40 places.
  const dims = 64;
  const query = Array.from({ length: dims }, () => 1);
  const flip = (count: number) => query.map((value, j) => (j < count ? -value : value));
  const vectors = [flip(40), flip(2), flip(0), flip(1)];
  const bits = new Int32Array(vectors.length * signWords(dims));
  vectors.forEach((vector, slot) => writeSignBits(vector, dims, bits, slot * signWords(dims)));
  const queryBits = new Int32Array(signWords(dims));
  writeSignBits(query, dims, queryBits, 0);

  it('keeps the slots nearest in Hamming distance, in slot order', () => {
    expect(shortlistBySignBits(bits, dims, queryBits, vectors.length, null, 2)).toEqual([2, 3]);
    expect(shortlistBySignBits(bits, dims, queryBits, vectors.length, null, 3)).toEqual([1, 2, 3]);
  });

  it('chooses among the given slots only', () => {
    expect(shortlistBySignBits(bits, dims, queryBits, vectors.length, [0, 1], 1)).toEqual([1]);
  });

  it('keeps every slot tied at the cut-off distance', () => {
    const tied = new Int32Array(3 * signWords(dims));
    [flip(1), flip(1), flip(5)].forEach((vector, slot) => writeSignBits(vector, dims, tied, slot * signWords(dims)));
    expect(shortlistBySignBits(tied, dims, queryBits, 3, null, 1)).toEqual([0, 1]);
  });

  it('scores at least 4,000 vectors, a sixth of a large index, never more than there are', () => {
    expect(shortlistSize(30_000, 100)).toBe(5_000);
    expect(shortlistSize(21_000, 10)).toBe(4_000);
    expect(shortlistSize(3_000, 10)).toBe(3_000);
  });
});

describe('the nth smallest of the ranks', () => {
  it('agrees with a sort, duplicates and negative ranks included', () => {
    let state = 5;
    const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (const length of [1, 2, 7, 100, 1_001]) {
      const values = Array.from({ length }, () => Math.round(next() * 50) - 40);
      const sorted = [...values].sort((a, b) => a - b);
      for (const nth of [0, length >> 1, length - 1]) expect(smallest(Float64Array.from(values), nth)).toBe(sorted[nth]);
    }
  });
});
