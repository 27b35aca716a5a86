/**
 * A shortlist for exact cosine search over many vectors, for the embedded search store.
 *
 * Why: the embedded store compares the query with every vector; even with SIMD (vector-arena.ts)
 * that scan is bound by reading the vectors, 1,536 bytes each at 384 dimensions: 5.7 ms a query
 * over 39,000 observations and 54 ms over 391,000 (the scale bench's 100× and 1,000×; in plain
 * JavaScript it was 26 and 260 ms), which is most of an observation search at that size. Keeping one
 * sign bit per dimension (48 bytes a vector) and counting differing bits with a popcount reads 32
 * dimensions per operation; the vectors nearest in that Hamming distance are then scored exactly,
 * so the shortlist only decides which vectors are scored, never a score.
 *
 * The price is recall: on the mirror's 16,690 real rule-passage vectors, with the 36 observation
 * questions of the judged set, a shortlist of a sixth of the vectors (2,782) kept 98.8 % of the
 * exact top 100 and 99.7 % of the top 10; one of 4,000 kept 99.6 % and 100 %. So the store uses it only above
 * `SHORTLIST_FROM` vectors (the mirror's indices stay exact, and so equal to Elasticsearch's flat
 * kNN); beyond that size the order of the tail of a top 100 may differ from an exact scan.
 */

/** Vectors in an index from which the store shortlists by sign bits instead of scanning exactly. */
export const SHORTLIST_FROM = 20_000;

/** The share of the vectors scored exactly after the shortlist, and the least number. */
const SHORTLIST_SHARE = 1 / 6;
const SHORTLIST_MIN = 4_000;

/** 32-bit words of sign bits per vector. */
export function signWords(dims: number): number {
  return Math.ceil(dims / 32);
}

/** Writes the sign bits of `vector` (bit j set when component j is positive) at `offset` words into `out`. */
export function writeSignBits(vector: ArrayLike<number>, dims: number, out: Int32Array, offset: number): void {
  const words = signWords(dims);
  out.fill(0, offset, offset + words);
  for (let j = 0; j < dims; j++) {
    if ((vector[j] as number) > 0) out[offset + (j >> 5)] = (out[offset + (j >> 5)] as number) | (1 << (j & 31));
  }
}

/** How many vectors of `count` the exact scan scores after the shortlist. */
export function shortlistSize(count: number, k: number): number {
  return Math.min(count, Math.max(SHORTLIST_MIN, k * 20, Math.ceil(count * SHORTLIST_SHARE)));
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The slots (of `slots`, or of 0..count-1 when null) whose sign bits differ least from the query's:
 * at least `size` of them, every slot at the cut-off distance included, in slot order.
 */
export function shortlistBySignBits(bits: Int32Array, dims: number, query: Int32Array, count: number, slots: readonly number[] | null, size: number): number[] {
  const words = signWords(dims);
  const n = slots === null ? count : slots.length;
  const distances = new Uint16Array(n);
  // How many vectors lie at each distance (0..dims): the cut-off comes from it without a sort.
  const atDistance = new Uint32Array(dims + 1);
  for (let i = 0; i < n; i++) {
    const base = (slots === null ? i : (slots[i] as number)) * words;
    let distance = 0;
    for (let w = 0; w < words; w++) distance += popcount((bits[base + w] as number) ^ (query[w] as number));
    distances[i] = distance;
    atDistance[distance] = (atDistance[distance] as number) + 1;
  }
  let cutoff = 0;
  for (let taken = 0; cutoff <= dims; cutoff++) {
    taken += atDistance[cutoff] as number;
    if (taken >= size) break;
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if ((distances[i] as number) <= cutoff) out.push(slots === null ? i : (slots[i] as number));
  return out;
}
