/** Dot product of two vectors: their cosine when both are unit vectors, as every embedding is. */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** Cosine at which an example is the scored text itself (same words, same vector): leave-one-out. */
export const SELF_SIMILARITY = 0.9999;
