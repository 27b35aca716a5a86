/**
 * SearchStore port: the read projections the API serves from.
 *
 * Semantics every adapter honours (test/contracts/search-store.contract.ts enforces them):
 * - An index is declared once with `ensureIndex` and a mapping; declaring it again is a no-op.
 *   Fields not in the mapping are stored and returned but cannot be filtered, sorted or searched.
 * - Documents are JSON objects keyed by a string id. `upsert` replaces the whole document (and its
 *   vector) for an id; writing the same document twice leaves one copy.
 * - Filters are a list of clauses, all of which must hold (AND). A clause on a `keyword` field that
 *   holds an array matches when any element matches (Elasticsearch's semantics).
 * - `lexical` ranks by BM25 over the mapping's `text` fields; `vector` ranks by cosine similarity
 *   to the stored vector (higher is closer, in [-1, 1]). Both return at most `k` hits, best first,
 *   and apply filters before ranking. Raw scores are adapter-specific for lexical search: ranking
 *   fusion and the 0..1 similarity shown to users live in domain code (enrich/domain/hybrid-rank.ts).
 * - Reads see writes once `upsert` has resolved (the embedded adapter is immediately consistent; the
 *   Elasticsearch adapter refreshes deliberately).
 */

export type FieldType = 'keyword' | 'text' | 'date' | 'number' | 'boolean';

export interface IndexMapping {
  /** Filterable / searchable fields. `text` fields are analysed for BM25. */
  fields: Record<string, FieldType>;
  /** Dimension of the document vectors, when the index holds vectors. */
  vectorDimensions?: number;
}

export type Scalar = string | number | boolean;

/** One filter clause on one field. Set exactly one operator group. */
export interface FilterClause {
  field: string;
  /** Equals (any element, for arrays). */
  eq?: Scalar;
  /** Equals one of. */
  in?: Scalar[];
  /** Range bounds (inclusive), for number and date (ISO string) fields. */
  gte?: string | number;
  lte?: string | number;
  /** Field present and not null (true) or absent/null (false). */
  exists?: boolean;
}

export type Filter = readonly FilterClause[];

export interface SortClause {
  field: string;
  order: 'asc' | 'desc';
}

export interface StoredDocument<T = Record<string, unknown>> {
  id: string;
  doc: T;
}

export interface ScoredHit<T = Record<string, unknown>> extends StoredDocument<T> {
  /** Lexical: BM25 (higher is better). Vector: cosine similarity. */
  score: number;
}

export interface UpsertItem {
  id: string;
  doc: Record<string, unknown>;
  /** Required when the index declares vectorDimensions; length must match. */
  vector?: ArrayLike<number>;
}

export interface ListOptions {
  filter?: Filter;
  sort?: readonly SortClause[];
  limit?: number;
  /** Documents skipped; `offset + limit` at most MAX_RESULT_WINDOW. */
  offset?: number;
}

/**
 * How deep a `list` page reaches (`offset + limit`) in every adapter: 1,000,000 documents, far
 * above the largest index we serve (the offline mirror: 63,095 facility documents holding 139,303
 * inspections), so the API's lists page to their last row. Elasticsearch refuses a page past an
 * index's `index.max_result_window` (10,000 unless set), so its adapter sets that to this on every
 * index it creates and raises it on every existing index it declares or opens. The embedded
 * adapter has no window. A deep page costs Elasticsearch a sort of `offset + limit` documents per
 * shard; bulk reads use `scan`, which has no window.
 */
export const MAX_RESULT_WINDOW = 1_000_000;

export interface SearchHealth {
  status: 'up' | 'down';
  detail?: string;
}

export interface SearchStore {
  ensureIndex(index: string, mapping: IndexMapping): Promise<void>;
  /** Removes an index and all its documents. No-op when absent. */
  dropIndex(index: string): Promise<void>;
  upsert(index: string, items: readonly UpsertItem[]): Promise<void>;
  /** Deletes documents by id; resolves to how many existed. */
  delete(index: string, ids: readonly string[]): Promise<number>;
  get<T = Record<string, unknown>>(index: string, id: string): Promise<StoredDocument<T> | null>;
  /** Filtered, sorted page plus the total that matched the filter. Default sort: id ascending. */
  list<T = Record<string, unknown>>(index: string, options?: ListOptions): Promise<{ total: number; items: StoredDocument<T>[] }>;
  /**
   * Every document matching the filter, page by page (at most `pageSize` each, default 500), in an
   * order of the adapter's choosing, with no result window: `list` pages stop at MAX_RESULT_WINDOW
   * deep, a scan does not. For bulk reads (export); memory holds one page at a time.
   * Pages are read one after the other, not from one snapshot: a document written meanwhile may
   * or may not be seen, and none is seen twice.
   */
  scan<T = Record<string, unknown>>(index: string, options?: { filter?: Filter; pageSize?: number }): AsyncIterable<StoredDocument<T>[]>;
  /** BM25 top-k over the text fields. An empty or all-stopword query returns no hits. */
  lexical<T = Record<string, unknown>>(index: string, query: { text: string; k: number; filter?: Filter }): Promise<ScoredHit<T>[]>;
  /** Cosine top-k over stored vectors. */
  vector<T = Record<string, unknown>>(index: string, query: { vector: ArrayLike<number>; k: number; filter?: Filter }): Promise<ScoredHit<T>[]>;
  count(index: string, filter?: Filter): Promise<number>;
  /** Terms aggregation: the most frequent values of a keyword field, most frequent first (ties by key). */
  terms(index: string, field: string, options?: { filter?: Filter; size?: number }): Promise<Array<{ key: string; count: number }>>;
  /** Index names with their document counts. */
  indices(): Promise<Array<{ index: string; count: number }>>;
  health(): Promise<SearchHealth>;
  close(): Promise<void>;
  /**
   * Optional: a token that changes whenever anything in the store may have changed, by this
   * process or another, and that costs no read of the data (the embedded store: see
   * `changeTokenReader`). Readers keep what they read while it stands. Absent where a store cannot
   * tell cheaply (Elasticsearch).
   */
  changeToken?(): string;
}

/**
 * Index names become quoted SQLite table names and Elasticsearch index names, so every adapter
 * accepts exactly these (lowercase letters, digits, `_ . -`, at most 64 characters).
 */
export const INDEX_NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,63}$/;

/**
 * Mapped field names: segments of letters, digits, `_` and `-`, joined by dots that address nested
 * objects (as Elasticsearch's dotted names do; the embedded adapter quotes each segment in a JSON path).
 */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*$/;

/** Throws a clear error for an index name no adapter may use. */
export function checkIndexName(index: string): void {
  if (typeof index !== 'string' || !INDEX_NAME_PATTERN.test(index)) {
    throw new Error(`Invalid search index name ${JSON.stringify(index)}: expected ${String(INDEX_NAME_PATTERN)}.`);
  }
}

/** The field types every adapter maps. */
export const FIELD_TYPES: ReadonlySet<string> = new Set<FieldType>(['keyword', 'text', 'date', 'number', 'boolean']);

/**
 * Validates a mapping and serialises it with sorted keys, so equal mappings compare equal as text
 * (how adapters tell "declared again, same mapping" from "a different mapping"). `maxDimensions`
 * is the adapter's own vector limit, if it has one.
 */
export function canonicalMapping(mapping: IndexMapping, options: { maxDimensions?: number } = {}): string {
  if (typeof mapping !== 'object' || mapping === null || typeof mapping.fields !== 'object' || mapping.fields === null) {
    throw new Error('Invalid index mapping: expected { fields: { name: type }, vectorDimensions? }.');
  }
  const fields: Record<string, FieldType> = {};
  for (const name of Object.keys(mapping.fields).sort()) {
    const type = mapping.fields[name];
    if (!FIELD_NAME_PATTERN.test(name)) throw new Error(`Invalid field name ${JSON.stringify(name)} in index mapping.`);
    if (typeof type !== 'string' || !FIELD_TYPES.has(type)) {
      throw new Error(`Invalid type ${JSON.stringify(type)} for field "${name}": expected one of ${[...FIELD_TYPES].join(', ')}.`);
    }
    fields[name] = type;
  }
  const out: IndexMapping = { fields };
  if (mapping.vectorDimensions !== undefined) {
    const max = options.maxDimensions;
    const dims = mapping.vectorDimensions;
    if (!Number.isInteger(dims) || dims < 1 || (max !== undefined && dims > max)) {
      throw new Error(`Invalid vectorDimensions ${String(dims)}: expected ${max === undefined ? 'a positive integer' : `an integer from 1 to ${max}`}.`);
    }
    out.vectorDimensions = dims;
  }
  return JSON.stringify(out);
}

