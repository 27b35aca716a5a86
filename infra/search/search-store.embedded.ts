import { Buffer } from 'node:buffer';
import { type SizeBoundedLru, createSizeBoundedLru } from '../util/size-bounded-lru.ts';
import { deepFreeze } from '../util/deep-freeze.ts';
import { changeTokenReader, openSqlite } from '../sqlite.ts';
import type { SqliteDatabase } from '../sqlite.ts';
import type {
  FieldType,
  Filter,
  FilterClause,
  IndexMapping,
  ListOptions,
  Scalar,
  ScoredHit,
  SearchHealth,
  SearchStore,
  SortClause,
  StoredDocument,
  UpsertItem,
} from './search-store.port.ts';
import { canonicalMapping, checkIndexName } from './search-store.port.ts';
import { bestRowsOfOr, createTermRankCache } from './bm25-term-ranks.ts';
import { VectorArena } from './vector-arena.ts';
import { SHORTLIST_FROM, shortlistBySignBits, shortlistSize, signWords, writeSignBits } from './sign-bit-shortlist.ts';




/**
 * Lucene's English stop set (what Elasticsearch's `english` analyzer drops). FTS5 has no stop
 * words, so they are dropped from queries here to give the port's "all-stopword query returns no
 * hits" and to keep `the` from matching every document.
 */
const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'no', 'not',
  'of', 'on', 'or', 'such', 'that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was',
  'will', 'with',
]);

/** Bounds the MATCH expression a pasted paragraph can produce. */
const MAX_QUERY_TERMS = 64;

/** Prepared statements are cached by SQL text; the cap only guards against unbounded filter shapes. */
const MAX_CACHED_STATEMENTS = 500;

const DEFAULT_LIST_LIMIT = 20;
const DEFAULT_SCAN_PAGE = 500;
const DEFAULT_TERMS_SIZE = 10;

/** One registry row, resolved for the current operation. */
interface IndexInfo {
  /** AUTOINCREMENT id: never reused, so a dropped-and-recreated index is told apart from the old one. */
  regId: number;
  name: string;
  version: number;
  mapping: IndexMapping;
  /** The mapping's `text` fields, in FTS column order (c0, c1, …). */
  textFields: string[];
  docs: string;
  /** Quoted table of the mapped non-text fields' values, one row per (document, field, value): what filters, sorts and terms read. */
  vals: string;
  /** The mapping's non-text fields (keyword, number, date, boolean). */
  valueFields: string[];
  /** Quoted FTS5 table name, or null when the mapping has no text fields. */
  fts: string | null;
}

/**
 * Vectors of one index held in memory for brute-force cosine search: one contiguous Float32Array of
 * unit vectors (slot i at i * dims), so scoring is a tight loop with no per-document allocation.
 */
interface VectorCache {
  regId: number;
  version: number;
  dims: number;
  ids: string[];
  slotOf: Map<string, number>;
  /** The unit vectors by slot, scored with SIMD (vector-arena.ts). */
  arena: VectorArena;
  /** Each vector's sign bits (`signWords(dims)` words a slot): the shortlist of a large index (sign-bit-shortlist.ts). */
  bits: Int32Array;
  /**
   * Per keyword field, the slots holding each value, built on a filtered vector search's first use
   * of the field and dropped on any write (see `slotsOfKeywordFilter`).
   */
  keywordSlots: Map<string, Map<string, number[]>>;
}

/**
 * Parsed documents of one index at one version of it. Parsing stored JSON was the largest cost of a
 * search (100 candidates of several KB each, twice: lexical and vector); a document is immutable
 * while its index's version stands, so each process parses it once per version. Bounded per index
 * by the JSON characters it holds, the least recently used going first: the mirror's rule passages
 * are three times the bound, and a new semantic-search question reads ~300 of them (emptying the
 * whole cache when full, as before, re-parsed ~42 of them a question; this ~10).
 */
interface DocCache {
  regId: number;
  version: number;
  /** Parsed documents, weighed by the characters of their JSON. */
  docs: SizeBoundedLru<unknown>;
}
const DOC_CACHE_MAX_CHARS = 16_000_000;

/** The value-table field holding each document's id: not a valid mapped field name, so it never clashes. */
const ID_FIELD = '#id';

/** Matching documents from which a one-field sort walks its index instead of sorting them all. */
const INDEX_WALK_FROM = 2_000;

/**
 * Rows past k an unfiltered lexical search keeps from its summed per-term ranks before ordering
 * equal ranks by id; only more than this many rows tied exactly with the k-th (identical passages)
 * could order differently from the SQL path.
 */
const LEXICAL_TIE_SLACK = 50;

/** Filters' allowed rows kept per process (see `allowedRows`): the most, and the fewest rows worth keeping. */
const ALLOWED_CACHE_ENTRIES = 16;
const ALLOWED_CACHE_MIN_ROWS = 2_000;

interface SqlFragment {
  sql: string;
  params: unknown[];
}

/**
 * The embedded SearchStore: one SQLite file holding every index, each as a documents table plus an
 * FTS5 table over its text fields, with cosine search over an in-memory copy of the vectors.
 *
 * Why this shape: it needs no server (the default install is a single process and a data folder),
 * SQLite's FTS5 gives real BM25 ranking and Porter stemming, and a few hundred thousand vectors
 * brute-forced from one Float32Array answer in milliseconds, which is all the corpus needs.
 * Another process (ingest beside the API) may write the same file; a per-index version counter,
 * bumped in every write transaction, tells the vector cache when it is stale.
 */
export function createEmbeddedSearchStore(options: { file: string; /** Parsed-document cache bound per index (default DOC_CACHE_MAX_CHARS). */ docCacheChars?: number }): SearchStore {
  const docCacheChars = options.docCacheChars ?? DOC_CACHE_MAX_CHARS;
  const db: SqliteDatabase = openSqlite(options.file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS search_indices (
      reg_id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL UNIQUE,
      mapping TEXT NOT NULL,
      version INTEGER NOT NULL DEFAULT 0
    );
  `);

  const prepare = (sql: string) => db.prepare<unknown[]>(sql);
  const statements = new Map<string, ReturnType<typeof prepare>>();
  const mappings = new Map<string, { regId: number; json: string; mapping: IndexMapping; textFields: string[] }>();
  const vectorCaches = new Map<string, VectorCache>();
  const allowedCache = new Map<string, ReadonlyArray<number | string>>();
  const docCaches = new Map<string, DocCache>();
  const termRanks = createTermRankCache();

  function docCacheOf(info: IndexInfo): DocCache {
    let cache = docCaches.get(info.name);
    if (!cache || cache.regId !== info.regId || cache.version !== info.version) {
      cache = { regId: info.regId, version: info.version, docs: createSizeBoundedLru(docCacheChars) };
      docCaches.set(info.name, cache);
    }
    return cache;
  }

  /** Documents by id through the cache: only the ones it lacks are read and parsed. */
  function docsById(info: IndexInfo, ids: readonly string[]): Map<string, unknown> {
    const cache = docCacheOf(info);
    const found = new Map<string, unknown>();
    const missing: string[] = [];
    for (const id of ids) {
      const doc = cache.docs.get(id);
      if (doc === undefined) missing.push(id);
      else found.set(id, doc);
    }
    if (missing.length > 0) {
      const rows = stmt(`SELECT id, doc FROM ${info.docs} WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(missing)) as Array<{ id: string; doc: string }>;
      for (const row of rows) {
        const doc = deepFreeze(JSON.parse(row.doc) as unknown);
        found.set(row.id, doc);
        cache.docs.set(row.id, doc, row.doc.length);
      }
    }
    return found;
  }

  function stmt(sql: string): ReturnType<typeof prepare> {
    let s = statements.get(sql);
    if (!s) {
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      s = prepare(sql);
      statements.set(sql, s);
    }
    return s;
  }

  const registryRow = db.prepare('SELECT reg_id AS regId, mapping, version FROM search_indices WHERE name = ?');

  /** Reads the registry row on every operation: one primary-key lookup, and it sees other processes' changes. */
  function lookup(index: string): IndexInfo | null {
    checkIndexName(index);
    const row = registryRow.get(index) as { regId: number; mapping: string; version: number } | undefined;
    if (!row) return null;
    let parsed = mappings.get(index);
    if (!parsed || parsed.regId !== row.regId || parsed.json !== row.mapping) {
      const mapping = JSON.parse(row.mapping) as IndexMapping;
      parsed = { regId: row.regId, json: row.mapping, mapping, textFields: textFieldsOf(mapping) };
      mappings.set(index, parsed);
    }
    return {
      regId: row.regId,
      name: index,
      version: row.version,
      mapping: parsed.mapping,
      textFields: parsed.textFields,
      docs: docsTable(index),
      vals: valsTable(index),
      valueFields: Object.keys(parsed.mapping.fields).filter((field) => parsed.mapping.fields[field] !== 'text').sort(),
      fts: parsed.textFields.length > 0 ? ftsTable(index) : null,
    };
  }

  /**
   * The value table, created and filled from the documents the first time an index made before it
   * existed is used (a data folder from an earlier version), so no reindex is needed.
   */
  const valuesReady = new Set<number>();
  function ensureValues(info: IndexInfo): void {
    if (valuesReady.has(info.regId)) return;
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(`search_vals_${info.name}`);
    const complete = exists && (stmt(`SELECT 1 FROM ${info.vals} WHERE field = ? LIMIT 1`).get(ID_FIELD) || !stmt(`SELECT 1 FROM ${info.docs} LIMIT 1`).get());
    if (!complete) {
      db.transaction(() => {
        db.exec(`DROP TABLE IF EXISTS ${info.vals}`);
        createValuesTable(info.name);
        const insert = stmt(`INSERT OR IGNORE INTO ${info.vals} (field, val, rid) VALUES (?, ?, ?)`);
        // A page at a time: a statement may not run while another's iterator is open on the connection.
        const page = stmt(`SELECT rid, id, doc FROM ${info.docs} WHERE rid > ? ORDER BY rid LIMIT 1000`);
        for (let after = -1; ; ) {
          const rows = page.all(after) as Array<{ rid: number; id: string; doc: string }>;
          for (const row of rows) {
            for (const [field, val] of fieldValues(info, row.id, JSON.parse(row.doc) as Record<string, unknown>)) insert.run(field, val, row.rid);
          }
          if (rows.length < 1000) break;
          after = rows.at(-1)!.rid;
        }
      }).immediate();
    }
    valuesReady.add(info.regId);
  }

  function createValuesTable(index: string): void {
    db.exec(`CREATE TABLE IF NOT EXISTS ${valsTable(index)} (field TEXT NOT NULL, val, rid INTEGER NOT NULL, PRIMARY KEY (field, val, rid)) WITHOUT ROWID`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${quoteIdent(`search_vals_${index}_by_doc`)} ON ${valsTable(index)} (rid, field, val)`);
  }

  function requireIndex(index: string): IndexInfo {
    const info = lookup(index);
    if (!info) throw new Error(`Search index "${index}" does not exist (call ensureIndex first).`);
    ensureValues(info);
    return info;
  }

  function bumpVersion(info: IndexInfo): void {
    stmt('UPDATE search_indices SET version = version + 1 WHERE reg_id = ?').run(info.regId);
  }

  function whereOf(info: IndexInfo, filter: Filter | undefined, rid = 'd.rid'): SqlFragment {
    const parts = (filter ?? []).map((clause) => compileClause(info, clause, rid));
    if (parts.length === 0) return { sql: '1', params: [] };
    return { sql: parts.map((p) => `(${p.sql})`).join(' AND '), params: parts.flatMap((p) => p.params) };
  }

  /**
   * The row ids (`c.rid`) or document ids (`c.val`) a filter allows, read from the value table's
   * index alone (selecting them from the documents table read every document's pages, vectors
   * included: 250 ms for a product-type filter over 39,100 observations, 60 ms this way), and kept
   * while the index's version stands when there are many: the same filters come back on query
   * after query ("drug", "OAI").
   */
  function allowedRows(info: IndexInfo, filter: Filter | undefined, column: 'c.rid' | 'c.val'): ReadonlyArray<number | string> {
    const key = `${info.name}\n${info.regId}:${info.version}\n${column}\n${JSON.stringify(filter)}`;
    const held = allowedCache.get(key);
    if (held) {
      // Re-inserted: Map order is least recently used first.
      allowedCache.delete(key);
      allowedCache.set(key, held);
      return held;
    }
    const where = whereOf(info, filter, 'c.rid');
    const rows = stmt(`SELECT ${column} FROM ${info.vals} c WHERE c.field = ? AND ${where.sql}`)
      .pluck()
      .all(ID_FIELD, ...where.params) as Array<number | string>;
    if (rows.length >= ALLOWED_CACHE_MIN_ROWS) {
      allowedCache.set(key, rows);
      if (allowedCache.size > ALLOWED_CACHE_ENTRIES) allowedCache.delete(allowedCache.keys().next().value as string);
    }
    return rows;
  }

  /**
   * The OR query's best k rows (of the `allowed` rows, under a filter) from per-term ranks this
   * process keeps (bm25-term-ranks.ts), ordered as FTS5's `ORDER BY rank, id` would: rank, then id.
   * The slack keeps rows tied with the k-th in play (see LEXICAL_TIE_SLACK). Under a filter the
   * allowed rows come from the value table and the ranks from the same cache: FTS5 scored every
   * match of every word on each filtered query (29 ms a query over 3,910 observations, against 12
   * unfiltered).
   */
  function bestOfTerms(info: IndexInfo, fts: string, terms: readonly string[], k: number, allowed?: readonly number[]): Array<{ id: string; rank: number }> {
    const version = `${info.regId}:${info.version}`;
    const perTerm = terms.map((term) =>
      termRanks.get(info.name, version, term, () => {
        const rows = stmt(`SELECT rowid AS rid, bm25(${fts}) AS rank FROM ${fts} WHERE ${fts} MATCH ?`).raw().all(term) as Array<[number, number]>;
        const rids = new Int32Array(rows.length);
        const ranks = new Float64Array(rows.length);
        rows.forEach(([rid, rank], i) => {
          rids[i] = rid;
          ranks[i] = rank;
        });
        return { rids, ranks };
      }),
    );
    const best = bestRowsOfOr(perTerm, k + LEXICAL_TIE_SLACK, allowed);
    const idOf = new Map(
      (stmt(`SELECT rid, id FROM ${info.docs} WHERE rid IN (SELECT value FROM json_each(?))`).raw().all(JSON.stringify(best.map((row) => row.rid))) as Array<[number, string]>),
    );
    return best
      .flatMap((row) => {
        const id = idOf.get(row.rid);
        return id === undefined ? [] : [{ id, rank: row.rank }];
      })
      .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, k);
  }

  // ---- vectors -------------------------------------------------------------------------------

  function loadVectors(info: IndexInfo, dims: number): VectorCache {
    const { n } = stmt(`SELECT count(*) AS n FROM ${info.docs} WHERE vector IS NOT NULL`).get() as { n: number };
    const cache: VectorCache = {
      regId: info.regId,
      version: info.version,
      dims,
      ids: [],
      slotOf: new Map(),
      arena: new VectorArena(dims, Math.max(n, 1)),
      bits: new Int32Array(Math.max(n, 1) * signWords(dims)),
      keywordSlots: new Map(),
    };
    const rows = stmt(`SELECT id, vector FROM ${info.docs} WHERE vector IS NOT NULL`).iterate() as IterableIterator<{
      id: string;
      vector: Buffer;
    }>;
    for (const row of rows) {
      putVector(cache, row.id, blobToVector(row.vector, dims));
    }
    return cache;
  }

  /** The cache for this index, reloaded when this process or another has written since it was built. */
  function currentVectors(info: IndexInfo, dims: number): VectorCache {
    const cached = vectorCaches.get(info.name);
    if (cached && cached.regId === info.regId && cached.version === info.version && cached.dims === dims) return cached;
    const fresh = loadVectors(info, dims);
    vectorCaches.set(info.name, fresh);
    return fresh;
  }

  /**
   * Applies this process's own write to the cache instead of dropping it, so an ingest loop that
   * interleaves upserts and searches does not reload every vector after each batch. Only valid when
   * the cache was current just before the write; otherwise it is discarded and reloaded lazily.
   */
  function afterWrite(info: IndexInfo, versionBefore: number, apply: (cache: VectorCache) => void): void {
    const cache = vectorCaches.get(info.name);
    if (!cache) return;
    if (cache.regId !== info.regId || cache.version !== versionBefore) {
      vectorCaches.delete(info.name);
      return;
    }
    apply(cache);
    // Slots move on removal and values change on upsert: the per-value slot lists are rebuilt on demand.
    cache.keywordSlots.clear();
    cache.version = versionBefore + 1;
  }

  /**
   * The slots a filter allows when every clause is an `eq`/`in` on a keyword field; null otherwise
   * (the caller reads the value table). Why: a hybrid rule search asks a second vector query for
   * the documents only its words found (`rule_id in [...]`, a fresh list each question), and
   * reading those rows from SQLite each time was 1.5 ms of the 13 ms a new question cost the event
   * loop (profiled 2026-12-06, the mirror's 16,690 passages); one read of the field per index
   * version answers every later list from memory.
   */
  function slotsOfKeywordFilter(info: IndexInfo, cache: VectorCache, filter: Filter): number[] | null {
    // The caller compiled the filter first (`whereOf`), so each clause sets exactly one operator
    // and its values bind; they are compared as the value table holds them (`bindable`).
    const wanted: Array<{ field: string; values: ReadonlyArray<string | number> }> = [];
    for (const clause of filter) {
      const values = clause.eq !== undefined ? [clause.eq] : clause.in;
      if (values === undefined || fieldType(info.mapping, clause.field, 'filter') !== 'keyword') return null;
      wanted.push({ field: clause.field, values: values.map((value) => bindable('keyword', clause.field, value)) });
    }
    const count = cache.ids.length;
    let allowed: Uint8Array | null = null;
    for (const { field, values } of wanted) {
      const byValue = slotsByValue(info, cache, field);
      const marked = new Uint8Array(count);
      for (const value of values) for (const slot of byValue.get(String(value)) ?? []) marked[slot] = 1;
      if (allowed) for (let i = 0; i < count; i += 1) allowed[i] = (allowed[i] as number) & (marked[i] as number);
      else allowed = marked;
    }
    const slots: number[] = [];
    if (allowed) for (let i = 0; i < count; i += 1) if (allowed[i] === 1) slots.push(i);
    return slots;
  }

  function slotsByValue(info: IndexInfo, cache: VectorCache, field: string): Map<string, number[]> {
    const held = cache.keywordSlots.get(field);
    if (held) return held;
    const byValue = new Map<string, number[]>();
    const rows = stmt(`SELECT i.val AS id, v.val AS val FROM ${info.vals} v JOIN ${info.vals} i ON i.rid = v.rid AND i.field = ? WHERE v.field = ?`)
      .raw()
      .iterate(ID_FIELD, field) as IterableIterator<[string, unknown]>;
    for (const [id, val] of rows) {
      const slot = cache.slotOf.get(id);
      if (slot === undefined || typeof val !== 'string') continue;
      const list = byValue.get(val);
      if (list) list.push(slot);
      else byValue.set(val, [slot]);
    }
    cache.keywordSlots.set(field, byValue);
    return byValue;
  }

  // ---- the port ------------------------------------------------------------------------------

  /** One page of candidate rids in the order of several sort clauses (or none: by id). */
  function pageBySubqueries(info: IndexInfo, where: SqlFragment, sort: readonly SortClause[], limit: number, offset: number): number[] {
    const order = orderOf(info, sort, 'c.rid');
    return stmt(`SELECT c.rid FROM ${info.vals} c WHERE c.field = ? AND ${where.sql} ORDER BY ${order.sql} c.val ASC LIMIT ? OFFSET ?`)
      .pluck()
      .all(ID_FIELD, ...where.params, ...order.params, limit, offset) as number[];
  }

  /**
   * One page ordered by one field, read in the order of its (field, val) index and stopped as soon
   * as the page is full: a sorted page of 60,000 documents costs the page, not the 60,000. An
   * array sorts by its smallest element ascending and its largest descending (its first appearance
   * in that order); documents without a value follow, by id.
   */
  function pageBySortIndex(info: IndexInfo, where: SqlFragment, clause: SortClause, limit: number, offset: number): number[] {
    orderOf(info, [clause], 'c.rid');
    const desc = clause.order === 'desc';
    const wanted = offset + limit;
    // Rows in index order; each document at its first appearance (its max descending, its min
    // ascending). Reading stops once the page is full and the last value's ties are all in.
    const first = new Map<number, string | number>();
    const rows = stmt(`SELECT c.rid AS rid, c.val AS val FROM ${info.vals} c WHERE c.field = ? AND ${where.sql} ORDER BY c.val ${desc ? 'DESC' : 'ASC'}`).iterate(
      clause.field,
      ...where.params,
    ) as IterableIterator<{ rid: number; val: string | number }>;
    let last: string | number | undefined;
    for (const row of rows) {
      if (first.size >= wanted && row.val !== last) break;
      if (!first.has(row.rid)) first.set(row.rid, row.val);
      last = row.val;
    }
    const ids = new Map(
      (stmt(`SELECT rid, val FROM ${info.vals} WHERE field = ? AND rid IN (SELECT value FROM json_each(?))`).all(ID_FIELD, JSON.stringify([...first.keys()])) as Array<{ rid: number; val: string }>).map((r) => [r.rid, r.val]),
    );
    const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    const ordered = [...first.entries()]
      .sort(([ra, va], [rb, vb]) => (desc ? compare(vb, va) : compare(va, vb)) || compare(ids.get(ra) ?? '', ids.get(rb) ?? ''))
      .map(([rid]) => rid)
      .slice(0, wanted);
    if (ordered.length < wanted) {
      // Documents without a value come last, by id (Elasticsearch's missing: _last).
      const missing = stmt(
        `SELECT c.rid FROM ${info.vals} c WHERE c.field = ? AND ${where.sql}
         AND c.rid NOT IN (SELECT rid FROM ${info.vals} WHERE field = ?) ORDER BY c.val ASC LIMIT ?`,
      )
        .pluck()
        .all(ID_FIELD, ...where.params, clause.field, wanted - ordered.length) as number[];
      ordered.push(...missing);
    }
    return ordered.slice(offset, wanted);
  }

  const store: SearchStore = {
    async ensureIndex(index, mapping) {
      checkIndexName(index);
      const json = canonicalMapping(mapping);
      db.transaction(() => {
        const existing = lookup(index);
        if (existing) {
          // Same declaration again: the documented no-op. A different one would otherwise be silently
          // ignored and surface later as "field not in mapping"; failing here points at the fix.
          if (canonicalMapping(existing.mapping) !== json) {
            throw new Error(
              `Search index "${index}" already exists with a different mapping; drop it and reindex to change the mapping.`,
            );
          }
          return;
        }
        const parsed = JSON.parse(json) as IndexMapping;
        const textFields = textFieldsOf(parsed);
        db.exec(`DROP TABLE IF EXISTS ${docsTable(index)}`);
        db.exec(`DROP TABLE IF EXISTS ${ftsTable(index)}`);
        db.exec(`DROP TABLE IF EXISTS ${valsTable(index)}`);
        createValuesTable(index);
        // rid is an INTEGER PRIMARY KEY so the FTS rowid link survives VACUUM (an implicit rowid may be renumbered).
        db.exec(`CREATE TABLE ${docsTable(index)} (
          rid INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          doc TEXT NOT NULL,
          vector BLOB
        )`);
        if (textFields.length > 0) {
          const columns = textFields.map((_, i) => `c${i}`).join(', ');
          db.exec(`CREATE VIRTUAL TABLE ${ftsTable(index)} USING fts5(${columns}, tokenize = 'porter unicode61')`);
        }
        stmt('INSERT INTO search_indices (name, mapping, version) VALUES (?, ?, 0)').run(index, json);
      }).immediate();
    },

    async dropIndex(index) {
      checkIndexName(index);
      db.transaction(() => {
        db.exec(`DROP TABLE IF EXISTS ${ftsTable(index)}`);
        db.exec(`DROP TABLE IF EXISTS ${docsTable(index)}`);
        db.exec(`DROP TABLE IF EXISTS ${valsTable(index)}`);
        stmt('DELETE FROM search_indices WHERE name = ?').run(index);
      }).immediate();
      // Statements compiled against the dropped tables must not be reused if the name is recreated.
      statements.clear();
      mappings.delete(index);
      vectorCaches.delete(index);
      valuesReady.clear();
    },

    async upsert(index, items) {
      if (items.length === 0) return;
      let info: IndexInfo | null = null;
      const prepared: Array<{ id: string; json: string; vector: Float32Array | null; text: string[]; values: Array<[string, string | number]> }> = [];
      db.transaction(() => {
        info = requireIndex(index);
        const dims = info.mapping.vectorDimensions;
        for (const item of items) prepared.push(prepareItem(info, item, dims));
        const upsertDoc = stmt(
          `INSERT INTO ${info.docs} (id, doc, vector) VALUES (?, ?, ?)
           ON CONFLICT(id) DO UPDATE SET doc = excluded.doc, vector = excluded.vector
           RETURNING rid`,
        );
        const valsDelete = stmt(`DELETE FROM ${info.vals} WHERE rid = ?`);
        const valsInsert = stmt(`INSERT OR IGNORE INTO ${info.vals} (field, val, rid) VALUES (?, ?, ?)`);
        const ftsDelete = info.fts ? stmt(`DELETE FROM ${info.fts} WHERE rowid = ?`) : null;
        const ftsInsert = info.fts
          ? stmt(
              `INSERT INTO ${info.fts} (rowid, ${info.textFields.map((_, i) => `c${i}`).join(', ')})
               VALUES (?, ${info.textFields.map(() => '?').join(', ')})`,
            )
          : null;
        for (const p of prepared) {
          const blob = p.vector ? Buffer.from(p.vector.buffer, p.vector.byteOffset, p.vector.byteLength) : null;
          const { rid } = upsertDoc.get(p.id, p.json, blob) as { rid: number };
          valsDelete.run(rid);
          for (const [field, val] of p.values) valsInsert.run(field, val, rid);
          if (ftsDelete && ftsInsert) {
            ftsDelete.run(rid);
            ftsInsert.run(rid, ...p.text);
          }
        }
        bumpVersion(info);
      }).immediate();
      const done = info as IndexInfo | null;
      if (!done) return;
      afterWrite(done, done.version, (cache) => {
        for (const p of prepared) {
          if (p.vector) putVector(cache, p.id, p.vector);
          else removeVector(cache, p.id);
        }
      });
    },

    async delete(index, ids) {
      if (ids.length === 0) {
        requireIndex(index);
        return 0;
      }
      let info: IndexInfo | null = null;
      const removed: string[] = [];
      db.transaction(() => {
        info = requireIndex(index);
        const del = stmt(`DELETE FROM ${info.docs} WHERE id = ? RETURNING rid`);
        const valsDelete = stmt(`DELETE FROM ${info.vals} WHERE rid = ?`);
        const ftsDelete = info.fts ? stmt(`DELETE FROM ${info.fts} WHERE rowid = ?`) : null;
        for (const id of ids) {
          const row = del.get(id) as { rid: number } | undefined;
          if (!row) continue;
          removed.push(id);
          valsDelete.run(row.rid);
          ftsDelete?.run(row.rid);
        }
        if (removed.length > 0) bumpVersion(info);
      }).immediate();
      const done = info as IndexInfo | null;
      if (done && removed.length > 0) {
        afterWrite(done, done.version, (cache) => {
          for (const id of removed) removeVector(cache, id);
        });
      }
      return removed.length;
    },

    async get<T = Record<string, unknown>>(index: string, id: string): Promise<StoredDocument<T> | null> {
      const info = requireIndex(index);
      const doc = docsById(info, [id]).get(id);
      return doc === undefined ? null : { id, doc: doc as T };
    },

    async list<T = Record<string, unknown>>(
      index: string,
      options: ListOptions = {},
    ): Promise<{ total: number; items: StoredDocument<T>[] }> {
      const limit = nonNegativeInteger(options.limit ?? DEFAULT_LIST_LIMIT, 'limit');
      const offset = nonNegativeInteger(options.offset ?? 0, 'offset');
      return db.transaction(() => {
        const info = requireIndex(index);
        // Candidates are id rows of the value table (one per document): counting, filtering and
        // ordering never read a document; only the page's documents are fetched.
        const where = whereOf(info, options.filter, 'c.rid');
        const sort = options.sort ?? [];
        const { total } = stmt(`SELECT count(*) AS total FROM ${info.vals} c WHERE c.field = ? AND ${where.sql}`).get(ID_FIELD, ...where.params) as { total: number };
        // A few thousand candidates sort fastest in one go; more are read in the sort field's order.
        const rids = sort.length === 1 && total > INDEX_WALK_FROM ? pageBySortIndex(info, where, sort[0]!, limit, offset) : pageBySubqueries(info, where, sort, limit, offset);
        if (rids.length === 0) return { total, items: [] };
        const docs = new Map(
          (stmt(`SELECT rid, id, doc FROM ${info.docs} WHERE rid IN (SELECT value FROM json_each(?))`).all(JSON.stringify(rids)) as Array<{ rid: number; id: string; doc: string }>).map((r) => [r.rid, r]),
        );
        const items = rids.flatMap((rid) => {
          const row = docs.get(rid);
          return row ? [{ id: row.id, doc: JSON.parse(row.doc) as T }] : [];
        });
        return { total, items };
      })();
    },

    async *scan<T = Record<string, unknown>>(index: string, options: { filter?: Filter; pageSize?: number } = {}): AsyncIterable<StoredDocument<T>[]> {
      const pageSize = nonNegativeInteger(options.pageSize ?? DEFAULT_SCAN_PAGE, 'pageSize') || DEFAULT_SCAN_PAGE;
      // Keyset on the row id: each page is one short read, wherever the scan is (no OFFSET walk).
      for (let after = 0; ; ) {
        const page = db.transaction(() => {
          const info = requireIndex(index);
          const where = whereOf(info, options.filter, 'c.rid');
          const rids = stmt(`SELECT c.rid FROM ${info.vals} c WHERE c.field = ? AND c.rid > ? AND ${where.sql} ORDER BY c.rid LIMIT ?`)
            .pluck()
            .all(ID_FIELD, after, ...where.params, pageSize) as number[];
          if (rids.length === 0) return { last: after, items: [] };
          const rows = stmt(`SELECT id, doc FROM ${info.docs} WHERE rid IN (SELECT value FROM json_each(?)) ORDER BY rid`).all(JSON.stringify(rids)) as Array<{ id: string; doc: string }>;
          return { last: rids[rids.length - 1] as number, items: rows.map((row) => ({ id: row.id, doc: JSON.parse(row.doc) as T })) };
        })();
        if (page.items.length === 0) return;
        yield page.items;
        after = page.last;
      }
    },

    async lexical<T = Record<string, unknown>>(
      index: string,
      query: { text: string; k: number; filter?: Filter },
    ): Promise<ScoredHit<T>[]> {
      const k = nonNegativeInteger(query.k, 'k');
      const info = requireIndex(index);
      const where = whereOf(info, query.filter);
      const terms = matchTerms(query.text);
      if (k === 0 || terms.length === 0 || info.fts === null) return [];
      const fts = info.fts;
      // One read transaction: the ranking and the documents come from one snapshot.
      return db.transaction(() => {
        const allowed = where.sql === '1' ? undefined : (allowedRows(info, query.filter, 'c.rid') as readonly number[]);
        const rows = bestOfTerms(info, fts, terms, k, allowed);
        const docs = docsById(info, rows.map((r) => r.id));
        return rows.flatMap((r) => {
          const doc = docs.get(r.id);
          return doc === undefined ? [] : [{ id: r.id, doc: doc as T, score: -r.rank }];
        });
      })();
    },

    async vector<T = Record<string, unknown>>(
      index: string,
      query: { vector: ArrayLike<number>; k: number; filter?: Filter },
    ): Promise<ScoredHit<T>[]> {
      const k = nonNegativeInteger(query.k, 'k');
      // One read transaction: the version check, the vectors and the documents come from one snapshot.
      return db.transaction(() => {
        const info = requireIndex(index);
        const dims = info.mapping.vectorDimensions;
        if (dims === undefined) throw new Error(`Search index "${index}" holds no vectors (no vectorDimensions in its mapping).`);
        const q = unitVector(query.vector, dims, 'query vector');
        const where = query.filter && query.filter.length > 0 ? whereOf(info, query.filter) : null;
        if (k === 0) return [];
        const cache = currentVectors(info, dims);
        let slots: number[] | null = where && query.filter ? slotsOfKeywordFilter(info, cache, query.filter) : null;
        if (where && slots === null) {
          // Filter first, then rank only the allowed documents: k hits even when the closest are filtered out.
          const list: number[] = [];
          for (const id of allowedRows(info, query.filter, 'c.val') as readonly string[]) {
            const slot = cache.slotOf.get(id);
            if (slot !== undefined) list.push(slot);
          }
          slots = list;
        }
        const top = topK(cache, q, k, slots);
        if (top.length === 0) return [];
        const docs = docsById(info, top.map((t) => t.id));
        const hits: ScoredHit<T>[] = [];
        for (const t of top) {
          const doc = docs.get(t.id);
          if (doc !== undefined) hits.push({ id: t.id, doc: doc as T, score: t.score });
        }
        return hits;
      })();
    },

    async count(index, filter) {
      const info = requireIndex(index);
      const where = whereOf(info, filter, 'c.rid');
      const { n } = stmt(`SELECT count(*) AS n FROM ${info.vals} c WHERE c.field = ? AND ${where.sql}`).get(ID_FIELD, ...where.params) as { n: number };
      return n;
    },

    async terms(index, field, options = {}) {
      const size = nonNegativeInteger(options.size ?? DEFAULT_TERMS_SIZE, 'size');
      const info = requireIndex(index);
      const type = info.mapping.fields[field];
      if (type === undefined) throw new Error(`Cannot aggregate on "${field}": it is not in the mapping of index "${index}".`);
      if (type !== 'keyword') throw new Error(`Cannot aggregate on "${field}": terms need a keyword field, it is ${type}.`);
      const where = whereOf(info, options.filter, 'c.rid');
      if (size === 0) return [];
      // count(DISTINCT rid): a document counts once per value, as Elasticsearch's doc_count does.
      const filtered = where.sql === '1' ? '' : `AND v.rid IN (SELECT c.rid FROM ${info.vals} c WHERE c.field = '${ID_FIELD}' AND ${where.sql})`;
      const rows = stmt(
        `SELECT CAST(v.val AS TEXT) AS term, count(DISTINCT v.rid) AS n
         FROM ${info.vals} v
         WHERE v.field = ? ${filtered}
         GROUP BY term
         ORDER BY n DESC, term ASC
         LIMIT ?`,
      ).all(field, ...where.params, size) as Array<{ term: string; n: number }>;
      return rows.map((r) => ({ key: r.term, count: r.n }));
    },

    async indices() {
      return db.transaction(() => {
        const names = stmt('SELECT name FROM search_indices ORDER BY name').pluck().all() as string[];
        return names.map((name) => {
          const { n } = stmt(`SELECT count(*) AS n FROM ${docsTable(name)}`).get() as { n: number };
          return { index: name, count: n };
        });
      })();
    },

    changeToken: changeTokenReader(db),

    async health(): Promise<SearchHealth> {
      try {
        db.prepare('SELECT count(*) FROM search_indices').get();
        return { status: 'up' };
      } catch (error) {
        return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
      }
    },

    async close() {
      statements.clear();
      vectorCaches.clear();
      allowedCache.clear();
      termRanks.clear();
      if (db.open) db.close();
    },
  };
  return store;
}

// ---- names and mappings ----------------------------------------------------------------------


/** Double-quotes an identifier; index names are validated too, the doubling is belt and braces. */
function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function valsTable(index: string): string {
  return quoteIdent(`search_vals_${index}`);
}

function docsTable(index: string): string {
  return quoteIdent(`search_docs_${index}`);
}

function ftsTable(index: string): string {
  return quoteIdent(`search_fts_${index}`);
}


function textFieldsOf(mapping: IndexMapping): string[] {
  return Object.keys(mapping.fields)
    .filter((name) => mapping.fields[name] === 'text')
    .sort();
}

// ---- documents -------------------------------------------------------------------------------

function prepareItem(
  info: IndexInfo,
  item: UpsertItem,
  dims: number | undefined,
): { id: string; json: string; vector: Float32Array | null; text: string[]; values: Array<[string, string | number]> } {
  if (typeof item.id !== 'string' || item.id.length === 0) throw new Error(`Invalid document id ${JSON.stringify(item.id)} for index "${info.name}".`);
  if (typeof item.doc !== 'object' || item.doc === null || Array.isArray(item.doc)) {
    throw new Error(`Document "${item.id}" for index "${info.name}" must be a JSON object.`);
  }
  let vector: Float32Array | null = null;
  if (dims === undefined) {
    if (item.vector !== undefined) {
      throw new Error(`Document "${item.id}" has a vector but index "${info.name}" declares no vectorDimensions.`);
    }
  } else {
    if (item.vector === undefined) throw new Error(`Document "${item.id}" needs a vector: index "${info.name}" declares vectorDimensions ${dims}.`);
    if (item.vector.length !== dims) {
      throw new Error(
        `Vector dimension mismatch for document "${item.id}" in index "${info.name}": got ${item.vector.length}, expected ${dims}.`,
      );
    }
    vector = Float32Array.from(item.vector);
    if (!vector.every(Number.isFinite)) throw new Error(`Vector of document "${item.id}" contains a non-finite number.`);
  }
  return {
    id: item.id,
    json: JSON.stringify(item.doc),
    vector,
    text: info.textFields.map((field) => textOf(valueAt(item.doc, field))),
    values: fieldValues(info, item.id, item.doc),
  };
}

/**
 * The (field, value) rows of a document's mapped non-text fields: a scalar once, an array once per
 * element, nothing for null, a missing field or an object (Elasticsearch's view of the same
 * document). Keywords are text (a keyword 42 is "42"), booleans 1/0, numbers numbers, dates text.
 */
function fieldValues(info: Pick<IndexInfo, 'mapping' | 'valueFields'>, id: string, doc: Record<string, unknown>): Array<[string, string | number]> {
  // Every document has one id row: lists count, filter and page on the value table alone, never
  // scanning the (large) documents, and the id breaks sort ties.
  const out: Array<[string, string | number]> = [[ID_FIELD, id]];
  for (const field of info.valueFields) {
    const raw = valueAt(doc, field);
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === null || value === undefined || typeof value === 'object') continue;
      const type = info.mapping.fields[field];
      if (type === 'keyword') out.push([field, String(value)]);
      else if (type === 'boolean') out.push([field, value === true ? 1 : value === false ? 0 : String(value)]);
      else if (typeof value === 'number' || typeof value === 'string') out.push([field, value]);
      else out.push([field, String(value)]);
    }
  }
  return out;
}

function valueAt(doc: Record<string, unknown>, field: string): unknown {
  let current: unknown = doc;
  for (const segment of field.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Text fields may hold a string, a number, or an array of them (several paragraphs). */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  if (typeof value === 'object') return '';
  return String(value);
}

// ---- filters and sorts -----------------------------------------------------------------------

function fieldType(mapping: IndexMapping, field: string, use: string): FieldType {
  const type = Object.hasOwn(mapping.fields, field) ? mapping.fields[field] : undefined;
  if (type === undefined) throw new Error(`Cannot ${use} on "${field}": it is not in the index mapping.`);
  return type;
}

/**
 * One clause as an EXISTS over `json_each(doc, path)`: json_each yields the single value of a scalar
 * and each element of an array (nothing for a missing field or an empty array), so "any element
 * matches" and "exists" fall out of the same shape. Values are always bound, never interpolated.
 */
function compileClause(info: Pick<IndexInfo, 'mapping' | 'vals'>, clause: FilterClause, rid: string): SqlFragment {
  const { mapping } = info;
  const type = fieldType(mapping, clause.field, 'filter');
  const groups = [
    clause.eq !== undefined,
    clause.in !== undefined,
    clause.gte !== undefined || clause.lte !== undefined,
    clause.exists !== undefined,
  ].filter(Boolean).length;
  if (groups !== 1) {
    throw new Error(`Filter on "${clause.field}" must set exactly one of eq, in, gte/lte, exists.`);
  }
  // Every operator is a lookup in the value table's (field, val, rid) key: no document is parsed.
  const matching = (condition: string) => `${rid} IN (SELECT rid FROM ${info.vals} WHERE field = ?${condition ? ` AND ${condition}` : ''})`;
  if (clause.exists !== undefined) {
    if (type === 'text') throw new Error(`Cannot filter on text field "${clause.field}" by presence; map it as keyword.`);
    const sql = matching('');
    return { sql: clause.exists ? sql : `NOT ${sql}`, params: [clause.field] };
  }
  if (clause.eq !== undefined || clause.in !== undefined) {
    if (type === 'text') {
      throw new Error(`Cannot filter on text field "${clause.field}" by value; map it as keyword.`);
    }
    if (clause.eq !== undefined) return { sql: matching('val = ?'), params: [clause.field, bindable(type, clause.field, clause.eq)] };
    if (!Array.isArray(clause.in)) throw new Error(`Filter "in" on "${clause.field}" must be an array.`);
    const values = clause.in.map((v) => bindable(type, clause.field, v));
    return { sql: matching('val IN (SELECT value FROM json_each(?))'), params: [clause.field, JSON.stringify(values)] };
  }
  if (type !== 'number' && type !== 'date') {
    throw new Error(`Cannot range-filter "${clause.field}": ranges apply to number and date fields, it is ${type}.`);
  }
  const conditions: string[] = [];
  const params: unknown[] = [clause.field];
  if (clause.gte !== undefined) {
    conditions.push('val >= ?');
    params.push(rangeBound(type, clause.field, clause.gte));
  }
  if (clause.lte !== undefined) {
    conditions.push('val <= ?');
    params.push(rangeBound(type, clause.field, clause.lte));
  }
  return { sql: matching(conditions.join(' AND ')), params };
}

/** Converts a filter value to what SQLite compares equal to the stored JSON value (true is 1 in json_each). */
function bindable(type: FieldType, field: string, value: Scalar): string | number {
  switch (type) {
    case 'keyword':
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') break;
      return String(value);
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      break;
    }
    case 'boolean':
      if (value === true || value === 'true') return 1;
      if (value === false || value === 'false') return 0;
      break;
    case 'date':
      if (typeof value === 'string') return value;
      break;
    case 'text':
      break;
  }
  throw new Error(`Invalid filter value ${JSON.stringify(value)} for ${type} field "${field}".`);
}

function rangeBound(type: 'number' | 'date', field: string, value: string | number): string | number {
  return bindable(type, field, value);
}

/**
 * ORDER BY with Elasticsearch's defaults: an array sorts by its smallest element ascending and its
 * largest descending, missing values go last either way, and id ascending breaks ties so pages
 * never overlap or skip.
 */
function orderOf(info: Pick<IndexInfo, 'mapping' | 'vals'>, sort: readonly SortClause[], rid: string): SqlFragment {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const clause of sort) {
    const type = fieldType(info.mapping, clause.field, 'sort');
    if (type === 'text') throw new Error(`Cannot sort on text field "${clause.field}"; map it as keyword.`);
    if (clause.order !== 'asc' && clause.order !== 'desc') {
      throw new Error(`Invalid sort order ${JSON.stringify(clause.order)} for "${clause.field}": expected asc or desc.`);
    }
    const agg = clause.order === 'asc' ? 'min' : 'max';
    parts.push(`(SELECT ${agg}(val) FROM ${info.vals} WHERE rid = ${rid} AND field = ?) ${clause.order.toUpperCase()} NULLS LAST,`);
    params.push(clause.field);
  }
  // The caller appends the id (ascending) that breaks ties, so pages never overlap or skip.
  return { sql: parts.join(' '), params };
}

/**
 * Turns free text into safe FTS5 phrases: words only (so no FTS operator, column filter, prefix
 * star or quote survives), stop words dropped, each term quoted. ORed, any matching term counts and
 * BM25 ranks by how many match and how rare they are. Empty when nothing is left.
 */
function matchTerms(text: string): string[] {
  if (typeof text !== 'string') return [];
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words.filter((w) => !STOPWORDS.has(w)))].slice(0, MAX_QUERY_TERMS);
  return terms.map((t) => `"${t}"`);
}

function nonNegativeInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid ${name} ${String(value)}: expected a non-negative integer.`);
  return value;
}

// ---- vectors ---------------------------------------------------------------------------------

/** Vectors are stored as the platform's (little-endian) Float32 bytes. */
function blobToVector(blob: Buffer, dims: number): Float32Array {
  const out = new Float32Array(dims);
  if (blob.byteLength !== dims * 4) return out;
  // Copy rather than view: the Buffer may sit at an unaligned offset of a shared pool.
  new Uint8Array(out.buffer).set(blob);
  return out;
}

function unitVector(vector: ArrayLike<number>, dims: number, what: string): Float64Array {
  if (vector.length !== dims) throw new Error(`Vector dimension mismatch for ${what}: got ${vector.length}, expected ${dims}.`);
  const out = Float64Array.from(vector);
  let norm = 0;
  for (let i = 0; i < dims; i++) {
    const v = out[i] as number;
    if (!Number.isFinite(v)) throw new Error(`The ${what} contains a non-finite number.`);
    norm += v * v;
  }
  norm = Math.sqrt(norm);
  // A zero vector has no direction: it stays zero and scores 0 against everything.
  if (norm > 0) for (let i = 0; i < dims; i++) out[i] = (out[i] as number) / norm;
  return out;
}

function putVector(cache: VectorCache, id: string, vector: Float32Array): void {
  const { dims } = cache;
  let slot = cache.slotOf.get(id);
  if (slot === undefined) {
    slot = cache.ids.length;
    const words = signWords(dims);
    if ((slot + 1) * words > cache.bits.length) {
      const grownBits = new Int32Array(Math.max(slot + 1, (cache.bits.length / words) * 2) * words);
      grownBits.set(cache.bits);
      cache.bits = grownBits;
    }
    cache.ids.push(id);
    cache.slotOf.set(id, slot);
  }
  const unit = unitVector(vector, dims, `vector of document "${id}"`);
  cache.arena.write(slot, unit);
  writeSignBits(unit, dims, cache.bits, slot * signWords(dims));
}

/** Swap-remove: the last slot moves into the hole, keeping the array dense. */
function removeVector(cache: VectorCache, id: string): void {
  const slot = cache.slotOf.get(id);
  if (slot === undefined) return;
  const last = cache.ids.length - 1;
  const { dims } = cache;
  if (slot !== last) {
    const lastId = cache.ids[last] as string;
    cache.arena.copy(last, slot);
    const words = signWords(dims);
    cache.bits.copyWithin(slot * words, last * words, (last + 1) * words);
    cache.ids[slot] = lastId;
    cache.slotOf.set(lastId, slot);
  }
  cache.ids.pop();
  cache.slotOf.delete(id);
}

/**
 * Top-k by cosine: every score first, in one SIMD scan of the arena (vector-arena.ts), then a size-k
 * min-heap over the scores (O(n log k), no full sort). Equal scores order by id so results are
 * deterministic. Over more than `SHORTLIST_FROM` candidates only the sign-bit shortlist is scored
 * (sign-bit-shortlist.ts).
 */
function topK(
  cache: VectorCache,
  q: Float64Array,
  wanted: number,
  slots: readonly number[] | null,
): Array<{ id: string; score: number }> {
  const { ids } = cache;
  const candidates = slots === null ? ids.length : slots.length;
  if (candidates > SHORTLIST_FROM && wanted > 0) {
    // A large index: score exactly only the vectors nearest in sign bits (sign-bit-shortlist.ts).
    const query = new Int32Array(signWords(cache.dims));
    writeSignBits(q, cache.dims, query, 0);
    slots = shortlistBySignBits(cache.bits, cache.dims, query, ids.length, slots, shortlistSize(candidates, wanted));
  }
  const count = slots === null ? ids.length : slots.length;
  const k = Math.min(wanted, count);
  if (k === 0) return [];
  const scores = cache.arena.score(q, count, slots);
  const slotAt = (i: number): number => (slots === null ? i : (slots[i] as number));

  const heapScore = new Float64Array(k);
  const heapSlot = new Int32Array(k);
  let size = 0;
  // "a is worse than b": lower score, or equal score and larger id.
  const worse = (sa: number, ia: number, sb: number, ib: number): boolean =>
    sa < sb || (sa === sb && (ids[ia] as string) > (ids[ib] as string));
  const swap = (a: number, b: number): void => {
    const s = heapScore[a] as number;
    heapScore[a] = heapScore[b] as number;
    heapScore[b] = s;
    const i = heapSlot[a] as number;
    heapSlot[a] = heapSlot[b] as number;
    heapSlot[b] = i;
  };
  const siftUp = (pos: number): void => {
    while (pos > 0) {
      const parent = (pos - 1) >> 1;
      if (!worse(heapScore[pos] as number, heapSlot[pos] as number, heapScore[parent] as number, heapSlot[parent] as number)) break;
      swap(pos, parent);
      pos = parent;
    }
  };
  const siftDown = (pos: number): void => {
    for (;;) {
      const l = 2 * pos + 1;
      const r = l + 1;
      let worst = pos;
      if (l < size && worse(heapScore[l] as number, heapSlot[l] as number, heapScore[worst] as number, heapSlot[worst] as number)) worst = l;
      if (r < size && worse(heapScore[r] as number, heapSlot[r] as number, heapScore[worst] as number, heapSlot[worst] as number)) worst = r;
      if (worst === pos) return;
      swap(pos, worst);
      pos = worst;
    }
  };

  for (let i = 0; i < count; i++) {
    const score = Math.max(-1, Math.min(1, scores[i] as number));
    const slot = slotAt(i);
    if (size < k) {
      heapScore[size] = score;
      heapSlot[size] = slot;
      size++;
      siftUp(size - 1);
    } else if (score >= (heapScore[0] as number) && worse(heapScore[0] as number, heapSlot[0] as number, score, slot)) {
      heapScore[0] = score;
      heapSlot[0] = slot;
      siftDown(0);
    }
  }

  const out: Array<{ id: string; score: number; slot: number }> = [];
  for (let i = 0; i < size; i++) {
    const slot = heapSlot[i] as number;
    out.push({ id: ids[slot] as string, score: heapScore[i] as number, slot });
  }
  out.sort((a, b) => (worse(a.score, a.slot, b.score, b.slot) ? 1 : worse(b.score, b.slot, a.score, a.slot) ? -1 : 0));
  return out.map(({ id, score }) => ({ id, score }));
}

