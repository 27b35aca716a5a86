/**
 * The vectors of one embedded search index, held in WebAssembly memory and scored against a query
 * with 128-bit SIMD (vector-dot.wat), for the embedded store's cosine search.
 *
 * Why: the exact scan is most of a vector search, and in JavaScript it ran at 1.3–2 ns a dimension:
 * 13 ms a rule search over the mirror's 16,690 passages of 384 dimensions, twice for a new question.
 * Four float32 lanes at a time it takes 2–3 ms, about the time to read the 25 MB of vectors
 * once (a second, interleaved sum measured no faster). Scores are float32 sums, as in Elasticsearch.
 *
 * The memory holds, in order: the query (`stride` floats), the scores (`capacity` floats), the slot
 * numbers of a filtered scan (`capacity` int32) and the vectors (`capacity` × `stride` floats). A
 * vector's `dims` floats are padded with zeros to `stride`, a multiple of four, so the SIMD loop needs
 * no tail. Growing allocates a new memory twice as large and copies the vectors into it.
 */
import { Buffer } from 'node:buffer';

/** vector-dot.wat assembled by wabt (vector-arena.test.ts checks that the two agree). */
export const VECTOR_DOT_WASM_BASE64 =
  'AGFzbQEAAAABGQNgA39/fwF9YAV/f39/fwBgBn9/f39/fwACDwEDZW52Bm1lbW9yeQIAAQMEAwABAgcZAghzY29yZUFsbAABCnNjb3JlU2xvdHMAAgq7AQNIAgF/AXsDQCAEIAAgA2r9AAQAIAEgA2r9AAQA/eYB/eQBIQQgA0EQaiIDIAJJDQALIAT9HwAgBP0fAZIgBP0fAiAE/R8DkpILMwEBfwJAA0AgBSACTw0BIAQgBUECdGogACAFIANsaiABIAMQADgCACAFQQFqIQUMAAsLCzwBAX8CQANAIAYgA08NASAFIAZBAnRqIAAgAiAGQQJ0aigCACAEbGogASAEEAA4AgAgBkEBaiEGDAALCws=';

interface VectorDotExports {
  scoreAll(vectors: number, query: number, count: number, bytes: number, out: number): void;
  scoreSlots(vectors: number, query: number, slots: number, count: number, bytes: number, out: number): void;
}

/**
 * The part of the WebAssembly API used here. TypeScript's ES libraries declare none of it (only the
 * DOM library does), so it is typed by hand instead of pulling in the DOM's types.
 */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: unknown };
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
}
const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

const WASM_PAGE_BYTES = 65_536;
const FLOAT_BYTES = 4;

let compiled: object | null = null;
/** Compiled once per process, on first use (275 bytes: synchronous compilation is immediate). */
function vectorDotModule(): object {
  compiled ??= new wasm.Module(Buffer.from(VECTOR_DOT_WASM_BASE64, 'base64'));
  return compiled;
}

/** One allocation of the arena: the memory, its functions and the views of its four regions. */
interface Region {
  capacity: number;
  functions: VectorDotExports;
  query: Float32Array;
  scores: Float32Array;
  slots: Int32Array;
  vectors: Float32Array;
  /** Byte offsets of the regions, as the WebAssembly functions take them. */
  at: { query: number; scores: number; slots: number; vectors: number };
}

export class VectorArena {
  readonly dims: number;
  /** Floats per vector in memory: `dims` rounded up to a multiple of four. */
  private readonly stride: number;
  private region: Region;

  constructor(dims: number, capacity: number) {
    if (!Number.isInteger(dims) || dims < 1) throw new Error(`A vector arena needs a positive whole number of dimensions, got ${dims}.`);
    this.dims = dims;
    this.stride = Math.ceil(dims / 4) * 4;
    this.region = this.allocate(Math.max(1, capacity));
  }

  /** How many vectors fit before the arena has to grow. */
  get capacity(): number {
    return this.region.capacity;
  }

  /** Stores `vector` (exactly `dims` numbers) at `slot`, growing the arena when the slot lies beyond it. */
  write(slot: number, vector: ArrayLike<number>): void {
    if (slot >= this.region.capacity) this.grow(slot + 1);
    const base = slot * this.stride;
    const { vectors } = this.region;
    for (let j = 0; j < this.dims; j++) vectors[base + j] = vector[j] as number;
    // The padding of a reused slot is still zero: nothing ever writes past `dims`.
  }

  /** Copies the vector at slot `from` over the one at slot `to`. */
  copy(from: number, to: number): void {
    this.region.vectors.copyWithin(to * this.stride, from * this.stride, (from + 1) * this.stride);
  }

  /**
   * The dot products of `query` with the first `count` vectors, or with the vectors at `slots` (in
   * their order) when given. Returns a view of the arena's score region: read it before the next call.
   */
  score(query: ArrayLike<number>, count: number, slots: readonly number[] | null): Float32Array {
    const n = slots === null ? count : slots.length;
    if (n > this.region.capacity) throw new Error(`Cannot score ${n} vectors in an arena of ${this.region.capacity}.`);
    const region = this.region;
    for (let j = 0; j < this.dims; j++) region.query[j] = query[j] as number;
    const bytes = this.stride * FLOAT_BYTES;
    if (slots === null) {
      region.functions.scoreAll(region.at.vectors, region.at.query, n, bytes, region.at.scores);
    } else {
      for (let i = 0; i < n; i++) region.slots[i] = slots[i] as number;
      region.functions.scoreSlots(region.at.vectors, region.at.query, region.at.slots, n, bytes, region.at.scores);
    }
    return region.scores.subarray(0, n);
  }

  private grow(needed: number): void {
    const old = this.region;
    const next = this.allocate(Math.max(needed, old.capacity * 2));
    next.vectors.set(old.vectors);
    this.region = next;
  }

  private allocate(capacity: number): Region {
    const at = { query: 0, scores: 0, slots: 0, vectors: 0 };
    at.scores = this.stride * FLOAT_BYTES;
    // Regions start on 16-byte boundaries, so every vector's loads are aligned.
    const listBytes = Math.ceil(capacity / 4) * 4 * FLOAT_BYTES;
    at.slots = at.scores + listBytes;
    at.vectors = at.slots + listBytes;
    const bytes = at.vectors + capacity * this.stride * FLOAT_BYTES;
    const memory = new wasm.Memory({ initial: Math.ceil(bytes / WASM_PAGE_BYTES) });
    const instance = new wasm.Instance(vectorDotModule(), { env: { memory } });
    return {
      capacity,
      functions: instance.exports as unknown as VectorDotExports,
      query: new Float32Array(memory.buffer, at.query, this.stride),
      scores: new Float32Array(memory.buffer, at.scores, capacity),
      slots: new Int32Array(memory.buffer, at.slots, capacity),
      vectors: new Float32Array(memory.buffer, at.vectors, capacity * this.stride),
      at,
    };
  }
}
