/**
 * Embedder port: text → unit vector.
 *
 * Every adapter returns L2-normalised vectors of `dimensions` length, one per input text, in input
 * order, so cosine similarity is a dot product. Vectors from different `modelId`s are not
 * comparable: the id is part of every cache key and is stored with every vector.
 */
export interface Embedder {
  /** Identifies the model and its settings (file variant, token cap). */
  readonly modelId: string;
  readonly dimensions: number;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** 'up' once the model is loaded (or loadable), 'down' with the reason otherwise. */
  health(): Promise<{ status: 'up' | 'down'; detail?: string }>;
  close(): Promise<void>;
}

/** Dot product of two unit vectors = their cosine similarity. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** Packs a vector for JSON transport (base64 of little-endian float32). */
export function encodeVector(vector: Float32Array): string {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');
}

/** Inverse of `encodeVector`. */
export function decodeVector(encoded: string): Float32Array {
  const bytes = Buffer.from(encoded, 'base64');
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}
