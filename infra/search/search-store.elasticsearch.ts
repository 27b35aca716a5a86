import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Transport, errors } from '@elastic/elasticsearch';
import type { TransportOptions, estypes } from '@elastic/elasticsearch';
import { BackendUnavailableError } from '../backend-unavailable.ts';
import type { Logger } from '../logger.ts';
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
import { FIELD_TYPES, MAX_RESULT_WINDOW, canonicalMapping, checkIndexName } from './search-store.port.ts';
import { createHitSourceCache } from './hit-source-cache.ts';

const INDEX_PREFIX = /^(?:[a-z0-9][a-z0-9_.-]*)?$/;

const DEFAULT_PREFIX = 'regintel-';
const DEFAULT_LIST_LIMIT = 20;
const DEFAULT_SCAN_PAGE = 500;
const DEFAULT_TERMS_SIZE = 10;
/** Documents per `_bulk` request: 500 × a 384-d vector is ~4 MB of JSON, well under http.max_content_length. */
const BULK_CHUNK = 500;
/** Elasticsearch's hard cap on `num_candidates` (and so on k). */
const MAX_NUM_CANDIDATES = 10_000;
/** Transport-level retries (connection errors, 502/503/504) done by the client, with its own backoff. */
const CLIENT_MAX_RETRIES = 2;
const REQUEST_TIMEOUT_MS = 30_000;
/** Index creation waits for the primary shard to start: slower than a query on a busy box. */
const CREATE_TIMEOUT_MS = 60_000;
const HEALTH_TIMEOUT_MS = 2_000;
/** Our own retries of 429 (rejected execution, circuit breaker): whole requests and bulk items. */
const THROTTLE_RETRIES = 4;
const THROTTLE_BACKOFF_MS = 200;
/** Key under the index `_meta` that marks an index as ours and records its port mapping. */
const META_KEY = 'regintel';

/**
 * The client's default backoff between transport retries is 1–2 s then 2–4 s: while the server is
 * down every API request would hang several seconds before its 503. A blip (a dropped keep-alive
 * connection, a node busy for a moment) clears in well under a second, and a real outage is for the
 * caller to retry, so: 0.125–0.25 s, then 0.25–0.5 s (the client wants seconds).
 */
class ShortBackoffTransport extends Transport {
  constructor(options: TransportOptions) {
    super({ ...options, retryBackoff: (_min, max, attempt) => Math.min(max, 0.25 * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2) });
  }
}

// ---- templates (infra/search/elasticsearch/*.json, reviewed as files, read once) -------------

interface AnalysisVariant {
  name: string;
  analysis: Record<string, unknown>;
}

interface SettingsTemplate {
  settings: Record<string, unknown>;
  analysisVariants: AnalysisVariant[];
}

interface MappingsTemplate {
  skeleton: { dynamic: boolean; _source?: { excludes: string[] }; properties: { id: Record<string, unknown>; doc: { properties: Record<string, unknown> } & Record<string, unknown> } };
  fieldTypes: Record<FieldType, Record<string, unknown>>;
  vector: Record<string, unknown>;
}

function readTemplate<T>(file: string): T {
  const url = new URL(`./elasticsearch/${file}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

let templates: { settings: SettingsTemplate; mappings: MappingsTemplate } | null = null;

function loadTemplates(): { settings: SettingsTemplate; mappings: MappingsTemplate } {
  if (templates) return templates;
  const settings = readTemplate<SettingsTemplate>('index-settings.json');
  const mappings = readTemplate<MappingsTemplate>('index-mappings.json');
  if (!Array.isArray(settings.analysisVariants) || settings.analysisVariants.length === 0) {
    throw new Error('infra/search/elasticsearch/index-settings.json declares no analysisVariants.');
  }
  for (const type of FIELD_TYPES) {
    if (!mappings.fieldTypes?.[type as FieldType]) throw new Error(`infra/search/elasticsearch/index-mappings.json has no fieldTypes.${type}.`);
  }
  templates = { settings, mappings };
  return templates;
}

// ---- stored shape ----------------------------------------------------------------------------

/** What one Elasticsearch document holds: the caller's document whole under `doc`, see index-mappings.json. */
interface EsDoc {
  id: string;
  doc: Record<string, unknown>;
  vector?: number[];
}

/** What the index `_meta` records; `mapping` is the canonical JSON text, compared as text. */
interface IndexMeta {
  mapping: string;
  analysis: string;
}

interface IndexInfo {
  /** Port index name (without the prefix). */
  name: string;
  /** Elasticsearch index name (with the prefix). */
  es: string;
  mapping: IndexMapping;
  /** `doc.<field>` of every text field, for combined_fields. */
  textFields: string[];
}

type Query = estypes.QueryDslQueryContainer;

/**
 * What lexical and vector searches ask for: ids, scores and sequence numbers only, with no `_source`
 * and no stored fields at all (the id comes from the `id` keyword's doc values); the documents come
 * from the hit-source cache or one `_mget` (withDocuments). Why no stored fields: even without
 * `_source`, returning `_id` decompresses each hit's stored-fields block (whole documents); over the
 * mirror's 391 observations that fetch phase took 12–27 ms of a 100-hit search, 4–5 ms this way.
 */
const WITHOUT_SOURCE = { _source: false, stored_fields: ['_none_'], docvalue_fields: [{ field: 'id' }], seq_no_primary_term: true } as const;

/** A search hit's document id: `_id` when returned, else the `id` doc value WITHOUT_SOURCE asks for. */
function hitId(hit: estypes.SearchHit<unknown>): string {
  const values = hit.fields?.['id'] as unknown[] | undefined;
  return hit._id ?? (typeof values?.[0] === 'string' ? values[0] : '');
}

/**
 * Characters of documents the hit-source cache holds: about 8,000 rule passages of ~3,000 (half
 * the mirror's rule corpus), 25-50 MB of heap depending on how many strings need two bytes a
 * character. A new semantic-search question reads ~300 passages: with 3,000 documents cached ~70 of
 * them came by `_mget`, with the whole corpus ~20. By hand on 2026-12-06 (20 clients on the engines,
 * new questions, documents already shared): 63-66 req/s with 3,000 documents, 75-84 with this.
 */
const DEFAULT_HIT_SOURCE_CACHE_CHARS = 24_000_000;

/** Options of the Elasticsearch SearchStore. */
export interface ElasticsearchSearchStoreOptions {
  node: string;
  indexPrefix?: string;
  logger: Logger;
  refresh?: 'wait_for' | boolean;
  /** Primary shards of each new index (default 1: exact index-wide BM25 statistics). */
  shards?: number;
  /** Replica shards of each new index (default 0: a single node could never allocate one). */
  replicas?: number;
  /** Characters of search hits' documents kept per process (hit-source-cache.ts); default DEFAULT_HIT_SOURCE_CACHE_CHARS. */
  hitSourceCacheChars?: number;
  /**
   * Appended to every alias this store reads and writes (default none). `regintel reindex` builds
   * new indices behind `<prefix><name><aliasSuffix>` while the live aliases keep serving, then
   * `promoteStagedIndices` swaps them in one atomic alias update.
   */
  aliasSuffix?: string;
}

/** Suffix of the aliases `regintel reindex` builds behind. */
export const STAGED_ALIAS_SUFFIX = '.staged';

/**
 * The SearchStore on Elasticsearch 8.x: one index per port index, reached through the alias
 * `<prefix><name>` that points at one concrete index `<prefix><name>.g<creation ms>`; an index
 * created before aliases (concrete `<prefix><name>`) keeps working and is replaced by the first
 * reindex. Each index is built from the JSON templates in infra/search/elasticsearch/ (shards and
 * replicas from the options) and the port mapping, which is recorded in the index `_meta` so a
 * second `ensureIndex` can tell "same mapping, no-op" from "different, refuse".
 *
 * Choices worth knowing (details in the templates and the functions below):
 * - Writes go through `_bulk` with `refresh` (default `true`) on the last request of a call,
 *   so a resolved `upsert`/`delete` is visible to every read, as the port demands. `true` refreshes
 *   at once: milliseconds, at the price of more small segments (merged later). `wait_for` makes no
 *   extra segments but waits up to `index.refresh_interval` (1 s) per write call; the sinks write
 *   twice per batch, so with it the facilities sink ran at 24–73 documents/s. `false` is for bulk
 *   loads that accept stale reads until the next periodic refresh.
 * - Lexical search is `combined_fields` (BM25F: the text fields scored as one concatenated field,
 *   which is what FTS5's bm25() does with a row's columns in the embedded adapter) with
 *   `zero_terms_query: none`, so a query the analyzer empties (stop words, punctuation) matches
 *   nothing, without an `_analyze` round trip.
 * - Vector search is top-level kNN with the filter inside it (applied while candidates are
 *   collected, so k hits come back whenever k documents pass), scores converted back from
 *   (1 + cos) / 2 to cos. The vector field is `flat` (exact brute force, see index-mappings.json
 *   for why not HNSW), so the order is exactly the embedded adapter's.
 * - Lexical and vector searches fetch no `_source`: their hits' documents come from a per-process
 *   cache checked against each hit's sequence number, the others from one `_mget`
 *   (hit-source-cache.ts), which halved Elasticsearch's work per hybrid search.
 * - Connection failures, timeouts, 502/503/504 and persistent 429s become
 *   `BackendUnavailableError('search')`, which the API turns into a 503.
 */
export function createElasticsearchSearchStore(options: ElasticsearchSearchStoreOptions): SearchStore {
  const prefix = options.indexPrefix ?? DEFAULT_PREFIX;
  const aliasSuffix = options.aliasSuffix ?? '';
  const shardSettings = { number_of_shards: options.shards ?? 1, number_of_replicas: options.replicas ?? 0 };
  if (!INDEX_PREFIX.test(prefix)) {
    throw new Error(`Invalid Elasticsearch index prefix ${JSON.stringify(prefix)}: expected lowercase letters, digits, _ . -.`);
  }
  const refresh = options.refresh ?? true;
  const logger = options.logger;
  const hitSources = createHitSourceCache(options.hitSourceCacheChars ?? DEFAULT_HIT_SOURCE_CACHE_CHARS);
  const { settings: settingsTemplate, mappings: mappingsTemplate } = loadTemplates();
  const client = new Client({
    node: options.node,
    requestTimeout: REQUEST_TIMEOUT_MS,
    maxRetries: CLIENT_MAX_RETRIES,
    Transport: ShortBackoffTransport,
  });
  /** Port mappings read from `_meta`, so reads and writes do not fetch them every time. */
  const infos = new Map<string, IndexInfo>();
  /** Index of the first analysis variant the server accepted; later creations start there. */
  let analysisStart = 0;
  /** Existing indices whose result window this process has checked (or is checking), by Elasticsearch name. */
  const windowsChecked = new Map<string, Promise<void>>();

  /**
   * Runs one Elasticsearch call: retries 429 with backoff (the client does not), and turns
   * "cannot reach or use the server" into BackendUnavailableError so no caller has to know the
   * client's error classes.
   */
  async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fn();
      } catch (error) {
        if (statusOf(error) === 429 && attempt < THROTTLE_RETRIES) {
          logger.warn({ what, attempt: attempt + 1 }, 'elasticsearch throttled the request (429); retrying');
          await sleep(THROTTLE_BACKOFF_MS * 2 ** attempt);
          continue;
        }
        if (isUnavailable(error)) {
          throw new BackendUnavailableError('search', `Elasticsearch at ${options.node} is unavailable (${what}): ${messageOf(error)}`, {
            cause: error,
          });
        }
        throw error;
      }
    }
  }

  /** The alias (or, for an index made before aliases, the concrete name) reads and writes address. */
  function esName(index: string): string {
    checkIndexName(index);
    return `${prefix}${index}${aliasSuffix}`;
  }

  function infoFrom(index: string, mapping: IndexMapping): IndexInfo {
    return {
      name: index,
      es: esName(index),
      mapping,
      textFields: Object.keys(mapping.fields)
        .filter((field) => mapping.fields[field] === 'text')
        .sort()
        .map((field) => `doc.${field}`),
    };
  }

  /** The `_meta` of an existing index (null when absent), or undefined when the index is absent. */
  async function readMeta(es: string): Promise<IndexMeta | null | undefined> {
    try {
      const response = await call('get mapping', () => client.indices.getMapping({ index: es }));
      // Through an alias the answer is keyed by the concrete index behind it.
      const meta = (response[es] ?? Object.values(response)[0])?.mappings?._meta?.[META_KEY] as Partial<IndexMeta> | undefined;
      return meta && typeof meta.mapping === 'string' ? { mapping: meta.mapping, analysis: String(meta.analysis) } : null;
    } catch (error) {
      if (isIndexNotFound(error)) return undefined;
      throw error;
    }
  }

  async function requireIndex(index: string): Promise<IndexInfo> {
    const cached = infos.get(index);
    if (cached) return cached;
    const es = esName(index);
    const meta = await readMeta(es);
    if (meta === undefined) throw new Error(`Search index "${index}" does not exist (call ensureIndex first).`);
    if (meta === null) throw new Error(`Elasticsearch index "${es}" was not created by this adapter (no _meta.${META_KEY}).`);
    await ensureResultWindow(es);
    const info = infoFrom(index, JSON.parse(meta.mapping) as IndexMapping);
    infos.set(index, info);
    return info;
  }

  /**
   * Raises `index.max_result_window` to MAX_RESULT_WINDOW on the indices behind `es` that have
   * less (one created before the setting was, 10,000 by default), so `list` pages as deep as the
   * port promises; a dynamic setting, changed in place. Once per index per process, when it is
   * first declared or opened, after its primary shard has started. A refusal (a user without the
   * manage privilege) is logged, not thrown: reads still work, only pages past the old window fail.
   */
  function ensureResultWindow(es: string): Promise<void> {
    let checked = windowsChecked.get(es);
    if (!checked) {
      checked = raiseResultWindow(es).catch((error: unknown) => {
        if (error instanceof BackendUnavailableError) {
          windowsChecked.delete(es);
          throw error;
        }
        logger.warn({ index: es, err: error, max_result_window: MAX_RESULT_WINDOW }, 'elasticsearch: cannot raise index.max_result_window; list pages stop at the index setting');
      });
      windowsChecked.set(es, checked);
    }
    return checked;
  }

  async function raiseResultWindow(es: string): Promise<void> {
    // An index another process has just created exists before its primary shards have started,
    // and a read then fails ("no shard available"): wait for them first (at once when ready). Not
    // by status: a new index whose primary is still unassigned already counts as yellow.
    // A user without the monitor privilege cannot ask: then reads may fail once, as before.
    await call('wait for index', () => client.cluster.health({ index: es, wait_for_active_shards: shardSettings.number_of_shards, timeout: '30s' })).catch((error: unknown) => {
      if (error instanceof BackendUnavailableError) throw error;
      logger.debug({ index: es, err: error }, 'elasticsearch: cannot wait for the index to be ready');
    });
    const response = await call('get settings', () =>
      client.indices.getSettings({ index: es, name: 'index.max_result_window', flat_settings: true, include_defaults: true }),
    );
    // Keyed by the concrete indices behind the alias; an unset window comes under `defaults`.
    const low = Object.entries(response)
      .filter(([, state]) => Number(state.settings?.['index.max_result_window'] ?? state.defaults?.['index.max_result_window'] ?? 0) < MAX_RESULT_WINDOW)
      .map(([name]) => name);
    if (low.length === 0) return;
    await call('put settings', () => client.indices.putSettings({ index: low, settings: { index: { max_result_window: MAX_RESULT_WINDOW } } }));
    logger.info({ indices: low, max_result_window: MAX_RESULT_WINDOW }, 'elasticsearch: index.max_result_window raised');
  }

  /** Runs a read or write on an index; an index dropped behind our back is reported like a never-declared one. */
  /**
   * The documents of search hits asked for without `_source` (WITHOUT_SOURCE): from `hitSources`
   * when the hit's sequence number is the cached copy's, the rest in one `_mget` (which caches them).
   * A hit whose document was deleted between the search and the `_mget` is dropped.
   */
  async function withDocuments<T>(index: string, hits: ReadonlyArray<estypes.SearchHit<EsDoc>>): Promise<Array<{ hit: estypes.SearchHit<EsDoc>; doc: T }>> {
    const docs = hits.map((hit) => hitSources.get(hit._index, hitId(hit), hit._seq_no ?? -1, hit._primary_term ?? -1));
    const missing = hits.flatMap((hit, i) => (docs[i] ? [] : [i]));
    if (missing.length > 0) {
      const response = await onIndex(index, 'mget', () =>
        client.mget<EsDoc>({ docs: missing.map((i) => ({ _index: hits[i]?._index ?? '', _id: hits[i] ? hitId(hits[i]) : '' })), _source_excludes: ['vector'] }),
      );
      // `_mget` answers in the order asked.
      response.docs.forEach((item, n) => {
        if (!('found' in item) || !item.found || !item._source) return;
        const doc = docOf<Record<string, unknown>>(item._source);
        hitSources.set(item._index, item._id, item._seq_no ?? -1, item._primary_term ?? -1, doc);
        const at = missing[n];
        if (at !== undefined) docs[at] = doc;
      });
    }
    return hits.flatMap((hit, i) => {
      const doc = docs[i];
      return doc ? [{ hit, doc: doc as T }] : [];
    });
  }

  async function onIndex<R>(index: string, what: string, fn: (info: IndexInfo) => Promise<R>): Promise<R> {
    const info = await requireIndex(index);
    try {
      return await call(what, () => fn(info));
    } catch (error) {
      if (isIndexNotFound(error)) {
        infos.delete(index);
        throw new Error(`Search index "${index}" does not exist (call ensureIndex first).`, { cause: error });
      }
      throw error;
    }
  }

  function buildMappings(mapping: IndexMapping, meta: IndexMeta): Record<string, unknown> {
    const skeleton = structuredClone(mappingsTemplate.skeleton);
    const docProperties: Record<string, unknown> = {};
    for (const [field, type] of Object.entries(mapping.fields)) {
      placeField(docProperties, field, structuredClone(mappingsTemplate.fieldTypes[type]));
    }
    skeleton.properties.doc.properties = docProperties;
    const properties: Record<string, unknown> = { ...skeleton.properties };
    if (mapping.vectorDimensions !== undefined) {
      properties.vector = { ...structuredClone(mappingsTemplate.vector), dims: mapping.vectorDimensions };
    }
    return { ...skeleton, properties, _meta: { [META_KEY]: meta } };
  }

  /** Creates the index with the first analysis variant the server accepts. */
  async function createIndex(index: string, es: string, canonical: string): Promise<void> {
    const mapping = JSON.parse(canonical) as IndexMapping;
    const variants = settingsTemplate.analysisVariants;
    const rejected: string[] = [];
    for (let v = analysisStart; v < variants.length; v += 1) {
      const variant = variants[v] as AnalysisVariant;
      const meta: IndexMeta = { mapping: canonical, analysis: variant.name };
      try {
        await call('create index', () =>
          client.indices.create(
            {
              index: `${es}.g${Date.now()}`,
              aliases: { [es]: { is_write_index: true } },
              settings: {
                ...settingsTemplate.settings,
                // A new index pages as deep as the port promises (MAX_RESULT_WINDOW).
                index: { ...(settingsTemplate.settings.index as Record<string, unknown>), ...shardSettings, max_result_window: MAX_RESULT_WINDOW },
                analysis: variant.analysis,
              },
              mappings: buildMappings(mapping, meta),
            },
            { requestTimeout: CREATE_TIMEOUT_MS },
          ),
        );
        if (v !== analysisStart) {
          logger.info({ index: es, analysis: variant.name, rejected }, 'elasticsearch: text analysis variant chosen');
          analysisStart = v;
        }
        return;
      } catch (error) {
        if (errorType(error) === 'resource_already_exists_exception') throw error;
        // A 400 here is most likely an analysis component the server lacks (no analysis-common in the
        // integ-test distribution, no Hunspell dictionary installed): try the next variant.
        if (statusOf(error) === 400) {
          rejected.push(`${variant.name}: ${messageOf(error)}`);
          continue;
        }
        throw error;
      }
    }
    throw new Error(`Cannot create Elasticsearch index "${es}" for search index "${index}"; every text analysis variant was rejected: ${rejected.join(' | ')}`);
  }

  /** Sends `_bulk` in chunks; refreshes with the last chunk only (one refresh covers every earlier one). */
  async function bulk(info: IndexInfo, actions: ReadonlyArray<{ op: 'index' | 'delete'; id: string; source?: EsDoc }>): Promise<estypes.BulkResponseItem[]> {
    const results: estypes.BulkResponseItem[] = [];
    for (let start = 0; start < actions.length; start += BULK_CHUNK) {
      const chunk = actions.slice(start, start + BULK_CHUNK);
      const last = start + BULK_CHUNK >= actions.length;
      results.push(...(await bulkChunk(info, chunk, last ? refresh : false)));
    }
    return results;
  }

  async function bulkChunk(
    info: IndexInfo,
    chunk: ReadonlyArray<{ op: 'index' | 'delete'; id: string; source?: EsDoc }>,
    chunkRefresh: 'wait_for' | boolean,
  ): Promise<estypes.BulkResponseItem[]> {
    const results = new Array<estypes.BulkResponseItem | undefined>(chunk.length);
    let pending = chunk.map((_, i) => i);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      const operations: unknown[] = [];
      for (const i of pending) {
        const action = chunk[i]!;
        operations.push({ [action.op]: { _index: info.es, _id: action.id } });
        if (action.op === 'index') operations.push(action.source);
      }
      const response = await onIndex(info.name, 'bulk', () => client.bulk({ operations, refresh: chunkRefresh }));
      const retry: number[] = [];
      response.items.forEach((item, n) => {
        const i = pending[n] as number;
        const result = item.index ?? item.delete ?? item.create ?? item.update;
        if (result?.status === 429 && attempt < THROTTLE_RETRIES) retry.push(i);
        else results[i] = result;
      });
      if (retry.length > 0) {
        logger.warn({ index: info.es, items: retry.length, attempt: attempt + 1 }, 'elasticsearch rejected bulk items (429); retrying them');
        await sleep(THROTTLE_BACKOFF_MS * 2 ** attempt);
      }
      pending = retry;
    }
    const done = results as estypes.BulkResponseItem[];
    const failed = done.filter((r) => r.error && !(r.status === 404 && r.result === 'not_found'));
    if (failed.some((r) => r.status === 429)) {
      throw new BackendUnavailableError('search', `Elasticsearch kept rejecting bulk items (429) for index "${info.name}".`);
    }
    if (failed.length > 0) {
      const sample = failed.slice(0, 3).map((r) => `${r._id ?? '?'}: ${r.error?.type ?? 'error'}: ${r.error?.reason ?? ''}`);
      throw new Error(`Elasticsearch refused ${failed.length} of ${chunk.length} documents for index "${info.name}": ${sample.join('; ')}`);
    }
    return done;
  }

  /** Declarations in flight in this process, so two requests declaring one new index create it once. */
  const declaring = new Map<string, Promise<void>>();

  async function declareIndex(index: string, es: string, canonical: string): Promise<void> {
    const check = (meta: IndexMeta | null): void => {
      // Same declaration again: the documented no-op. A different one would otherwise surface later
      // as "field not in mapping" or a silently unanalysed field; failing here points at the fix.
      if (meta === null || meta.mapping !== canonical) {
        throw new Error(
          meta === null
            ? `Elasticsearch index "${es}" exists but was not created by this adapter; drop it to use "${index}".`
            : `Search index "${index}" already exists with a different mapping; drop it and reindex to change the mapping.`,
        );
      }
    };
    const existing = await readMeta(es);
    if (existing !== undefined) {
      check(existing);
      await ensureResultWindow(es);
    } else {
      try {
        await createIndex(index, es, canonical);
        logger.debug({ index: es }, 'elasticsearch index created');
      } catch (error) {
        // Another process created it between our check and our create (its alias now names an
        // index; ours was refused whole): compare with theirs.
        const theirs = await readMeta(es);
        if (theirs === undefined) throw error;
        check(theirs);
        await ensureResultWindow(es);
      }
    }
    infos.set(index, infoFrom(index, JSON.parse(canonical) as IndexMapping));
  }

  const store: SearchStore = {
    async ensureIndex(index, mapping) {
      const es = esName(index);
      // 4096 is dense_vector's maximum for an indexed float vector in 8.x.
      const canonical = canonicalMapping(mapping, { maxDimensions: 4096 });
      const key = `${es}\n${canonical}`;
      let pending = declaring.get(key);
      if (!pending) {
        pending = declareIndex(index, es, canonical).finally(() => declaring.delete(key));
        declaring.set(key, pending);
      }
      await pending;
    },

    async dropIndex(index) {
      const es = esName(index);
      infos.delete(index);
      windowsChecked.delete(es);
      // Elasticsearch deletes concrete indices only: the ones behind the alias, or the legacy index.
      const behind = await call('get alias', () => client.indices.getAlias({ name: es }, { ignore: [404] }));
      const concrete = Object.keys(behind).filter((name) => name !== 'error' && name !== 'status');
      await call('delete index', () => client.indices.delete({ index: concrete.length > 0 ? concrete : es }, { ignore: [404] }));
    },

    async upsert(index, items) {
      const info = await requireIndex(index);
      if (items.length === 0) return;
      // Validate everything before writing anything, so a bad item cannot leave half a batch behind.
      const actions = items.map((item) => ({ op: 'index' as const, id: item.id, source: toEsDoc(info, item) }));
      await bulk(info, actions);
    },

    async delete(index, ids) {
      const info = await requireIndex(index);
      if (ids.length === 0) return 0;
      for (const id of ids) checkId(id, info.name);
      const results = await bulk(
        info,
        ids.map((id) => ({ op: 'delete' as const, id })),
      );
      return results.filter((r) => r.result === 'deleted').length;
    },

    async get<T = Record<string, unknown>>(index: string, id: string): Promise<StoredDocument<T> | null> {
      const response = await onIndex(index, 'get', (info) =>
        client.get<EsDoc>({ index: info.es, id, _source_excludes: ['vector'] }, { ignore: [404] }),
      );
      if (!response.found || !response._source) {
        // With ignore: [404] an absent index comes back as a body too; tell it from an absent document.
        if (isIndexNotFoundBody(response)) {
          infos.delete(index);
          throw new Error(`Search index "${index}" does not exist (call ensureIndex first).`);
        }
        return null;
      }
      return { id, doc: docOf<T>(response._source) };
    },

    async list<T = Record<string, unknown>>(index: string, listOptions: ListOptions = {}): Promise<{ total: number; items: StoredDocument<T>[] }> {
      const limit = nonNegativeInteger(listOptions.limit ?? DEFAULT_LIST_LIMIT, 'limit');
      const offset = nonNegativeInteger(listOptions.offset ?? 0, 'offset');
      const info = await requireIndex(index);
      const query = filterQuery(info.mapping, listOptions.filter);
      const sort = sortOf(info.mapping, listOptions.sort ?? []);
      const response = await onIndex(index, 'list', () =>
        client.search<EsDoc>({
          index: info.es,
          query,
          sort,
          from: offset,
          size: limit,
          track_total_hits: true,
          _source: { excludes: ['vector'] },
        }),
      );
      return { total: totalOf(response.hits.total), items: response.hits.hits.map((hit) => storedOf<T>(hit)) };
    },

    async *scan<T = Record<string, unknown>>(index: string, scanOptions: { filter?: Filter; pageSize?: number } = {}): AsyncIterable<StoredDocument<T>[]> {
      const pageSize = nonNegativeInteger(scanOptions.pageSize ?? DEFAULT_SCAN_PAGE, 'pageSize') || DEFAULT_SCAN_PAGE;
      const info = await requireIndex(index);
      const pages = client.helpers.scrollSearch<EsDoc>({
        index: info.es,
        query: filterQuery(info.mapping, scanOptions.filter),
        // Index order: the cheapest a scroll can read.
        sort: ['_doc'],
        size: pageSize,
        _source: { excludes: ['vector'] },
      });
      try {
        for await (const page of pages) {
          const items = page.body.hits.hits.map((hit) => storedOf<T>(hit));
          if (items.length === 0) return;
          yield items;
        }
      } catch (error) {
        if (isIndexNotFound(error)) throw new Error(`Search index "${index}" does not exist (call ensureIndex first).`, { cause: error });
        if (isUnavailable(error)) throw new BackendUnavailableError('search', `Elasticsearch at ${options.node} is unavailable (scan): ${messageOf(error)}`, { cause: error });
        throw error;
      }
    },

    async lexical<T = Record<string, unknown>>(index: string, query: { text: string; k: number; filter?: Filter }): Promise<ScoredHit<T>[]> {
      const k = nonNegativeInteger(query.k, 'k');
      const info = await requireIndex(index);
      const filter = filterClauses(info.mapping, query.filter);
      if (k === 0 || typeof query.text !== 'string' || query.text.trim() === '' || info.textFields.length === 0) return [];
      const response = await onIndex(index, 'lexical', () =>
        client.search<EsDoc>({
          index: info.es,
          query: {
            bool: {
              // In `must`, not `should`: beside a filter a lone should clause would become optional.
              must: [
                {
                  combined_fields: {
                    query: plainQueryText(query.text),
                    fields: info.textFields,
                    operator: 'or',
                    // A query the analyzer empties (all stop words, punctuation) matches no document.
                    zero_terms_query: 'none',
                  },
                },
              ],
              filter,
            },
          },
          // Ties break by id, as in the embedded adapter, so results do not depend on segment layout.
          sort: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
          size: k,
          track_total_hits: false,
          ...WITHOUT_SOURCE,
        }),
      );
      return (await withDocuments<T>(index, response.hits.hits)).map(({ hit, doc }) => ({ id: hitId(hit), doc, score: hit._score ?? 0 }));
    },

    async vector<T = Record<string, unknown>>(index: string, query: { vector: ArrayLike<number>; k: number; filter?: Filter }): Promise<ScoredHit<T>[]> {
      const k = nonNegativeInteger(query.k, 'k');
      const info = await requireIndex(index);
      const dims = info.mapping.vectorDimensions;
      if (dims === undefined) throw new Error(`Search index "${index}" holds no vectors (no vectorDimensions in its mapping).`);
      const vector = checkedVector(query.vector, dims, 'query vector');
      const filter = filterClauses(info.mapping, query.filter);
      if (k === 0) return [];
      if (k > MAX_NUM_CANDIDATES) throw new Error(`Invalid k ${k}: Elasticsearch kNN returns at most ${MAX_NUM_CANDIDATES} hits.`);
      if (isZero(vector)) {
        // Cosine is undefined for a zero vector and Elasticsearch rejects it; the embedded adapter scores
        // every document 0, so answer the same: the first k documents with a vector, by id.
        const response = await onIndex(index, 'vector', () =>
          client.search<EsDoc>({
            index: info.es,
            query: { bool: { filter: [...filter, { exists: { field: 'vector' } }] } },
            sort: [{ id: { order: 'asc' } }],
            size: k,
            _source: { excludes: ['vector'] },
          }),
        );
        return response.hits.hits.map((hit) => ({ ...storedOf<T>(hit), score: 0 }));
      }
      const response = await onIndex(index, 'vector', () =>
        client.search<EsDoc>({
          index: info.es,
          knn: {
            field: 'vector',
            query_vector: vector,
            k,
            // Ignored by a flat (exact) field; the breadth of the graph search if the template is switched to HNSW.
            num_candidates: Math.min(MAX_NUM_CANDIDATES, Math.max(100, k * 10)),
            // Inside knn, not beside it: filtered before the top k is taken, so k hits whenever k documents pass.
            filter,
          },
          size: k,
          track_total_hits: false,
          ...WITHOUT_SOURCE,
        }),
      );
      const hits = (await withDocuments<T>(index, response.hits.hits)).map(({ hit, doc }) => ({
        id: hitId(hit),
        doc,
        // Elasticsearch scores cosine as (1 + cos) / 2, to keep scores non-negative; the port wants cos.
        score: Math.max(-1, Math.min(1, 2 * (hit._score ?? 0) - 1)),
      }));
      return hits.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },

    async count(index, filter) {
      const info = await requireIndex(index);
      const query = filterQuery(info.mapping, filter);
      const response = await onIndex(index, 'count', () => client.count({ index: info.es, query }));
      return response.count;
    },

    async terms(index, field, termsOptions = {}) {
      const size = nonNegativeInteger(termsOptions.size ?? DEFAULT_TERMS_SIZE, 'size');
      const info = await requireIndex(index);
      const type = Object.hasOwn(info.mapping.fields, field) ? info.mapping.fields[field] : undefined;
      if (type === undefined) throw new Error(`Cannot aggregate on "${field}": it is not in the mapping of index "${index}".`);
      if (type !== 'keyword') throw new Error(`Cannot aggregate on "${field}": terms need a keyword field, it is ${type}.`);
      const query = filterQuery(info.mapping, termsOptions.filter);
      if (size === 0) return [];
      const response = await onIndex(index, 'terms', () =>
        client.search({
          index: info.es,
          query,
          size: 0,
          track_total_hits: false,
          aggs: {
            values: {
              // One shard, so the counts are exact; doc_count counts a document once per value.
              terms: { field: `doc.${field}`, size, order: [{ _count: 'desc' }, { _key: 'asc' }] },
            },
          },
        }),
      );
      const agg = response.aggregations?.values as estypes.AggregationsStringTermsAggregate | undefined;
      const buckets = Array.isArray(agg?.buckets) ? agg.buckets : [];
      return buckets.map((b) => ({ key: String(b.key), count: b.doc_count }));
    },

    async indices() {
      const pattern = `${prefix}*`;
      const [mappings, aliases] = await Promise.all([
        call('list indices', () => client.indices.getMapping({ index: pattern })),
        call('list aliases', () => client.indices.getAlias({ index: pattern }, { ignore: [404] })),
      ]);
      // Port name of each concrete index of ours: from the alias of this store's kind, or from the
      // name of an index made before aliases. Staged or orphaned generations are left out.
      const named = new Map<string, string>();
      for (const concrete of Object.keys(mappings)) {
        if (!concrete.startsWith(prefix) || mappings[concrete]?.mappings?._meta?.[META_KEY] === undefined) continue;
        const own = Object.keys((aliases as Record<string, { aliases?: Record<string, unknown> }>)[concrete]?.aliases ?? {});
        const alias = own.find((name) => name.startsWith(prefix) && name.endsWith(aliasSuffix) && !/\.g\d+$/.test(name) && (aliasSuffix !== '' || !name.endsWith(STAGED_ALIAS_SUFFIX)));
        if (alias) named.set(concrete, alias.slice(prefix.length, alias.length - aliasSuffix.length));
        else if (own.length === 0 && aliasSuffix === '' && !/\.g\d+$/.test(concrete)) named.set(concrete, concrete.slice(prefix.length));
      }
      const ours = [...named.keys()];
      if (ours.length === 0) return [];
      // Primary docs of the refreshed reader: what a search or _count would see.
      const stats = await call('index stats', () => client.indices.stats({ index: ours, metric: 'docs' }));
      return ours
        .map((es) => ({ index: named.get(es) as string, count: stats.indices?.[es]?.primaries?.docs?.count ?? 0 }))
        .sort((a, b) => a.index.localeCompare(b.index));
    },

    async health(): Promise<SearchHealth> {
      try {
        const response = await client.cluster.health(
          { timeout: `${HEALTH_TIMEOUT_MS}ms` },
          { requestTimeout: HEALTH_TIMEOUT_MS + 1_000, maxRetries: 0 },
        );
        if (response.status === 'red') return { status: 'down', detail: `cluster ${response.cluster_name} is red` };
        return { status: 'up', detail: `cluster ${response.cluster_name} is ${response.status}` };
      } catch (error) {
        return { status: 'down', detail: messageOf(error) };
      }
    },

    async close() {
      infos.clear();
      await client.close();
    },
  };
  return store;
}

// ---- names and mappings ----------------------------------------------------------------------


function checkId(id: unknown, index: string): asserts id is string {
  if (typeof id !== 'string' || id.length === 0) throw new Error(`Invalid document id ${JSON.stringify(id)} for index "${index}".`);
  // Elasticsearch's own limit on _id; checked here so one long id does not fail a whole batch late.
  if (Buffer.byteLength(id, 'utf8') > 512) throw new Error(`Document id for index "${index}" is longer than 512 bytes.`);
}


/**
 * Puts a (possibly dotted) field into nested `properties`, as objects: `a.b` addresses `{ a: { b } }`
 * in the document, like the embedded adapter's JSON paths.
 */
function placeField(properties: Record<string, unknown>, field: string, definition: Record<string, unknown>): void {
  const segments = field.split('.');
  let level = properties;
  for (const segment of segments.slice(0, -1)) {
    const existing = level[segment] as { type?: string; properties?: Record<string, unknown> } | undefined;
    if (existing && existing.type !== 'object') {
      throw new Error(`Field "${field}" nests under "${segment}", which the mapping also declares as a ${String(existing.type)} field.`);
    }
    const object = existing ?? { type: 'object', properties: {} };
    level[segment] = object;
    object.properties ??= {};
    level = object.properties;
  }
  const leaf = segments[segments.length - 1] as string;
  if (level[leaf] !== undefined) throw new Error(`Field "${field}" is declared both as a value and as an object of other fields.`);
  level[leaf] = definition;
}

// ---- documents -------------------------------------------------------------------------------

function toEsDoc(info: IndexInfo, item: UpsertItem): EsDoc {
  checkId(item.id, info.name);
  if (typeof item.doc !== 'object' || item.doc === null || Array.isArray(item.doc)) {
    throw new Error(`Document "${item.id}" for index "${info.name}" must be a JSON object.`);
  }
  const dims = info.mapping.vectorDimensions;
  const source: EsDoc = { id: item.id, doc: item.doc };
  if (dims === undefined) {
    if (item.vector !== undefined) throw new Error(`Document "${item.id}" has a vector but index "${info.name}" declares no vectorDimensions.`);
    return source;
  }
  if (item.vector === undefined) throw new Error(`Document "${item.id}" needs a vector: index "${info.name}" declares vectorDimensions ${dims}.`);
  const vector = checkedVector(item.vector, dims, `vector of document "${item.id}" in index "${info.name}"`);
  // Elasticsearch cannot index a zero vector under cosine; the document is stored without one and
  // so never comes back from a vector search (the embedded adapter would rank it with score 0).
  if (!isZero(vector)) source.vector = vector;
  return source;
}

function checkedVector(vector: ArrayLike<number>, dims: number, what: string): number[] {
  if (vector === null || typeof vector !== 'object' || typeof vector.length !== 'number') throw new Error(`The ${what} is not an array of numbers.`);
  if (vector.length !== dims) throw new Error(`Vector dimension mismatch for ${what}: got ${vector.length}, expected ${dims}.`);
  const out = Array.from(vector, Number);
  if (!out.every(Number.isFinite)) throw new Error(`The ${what} contains a non-finite number.`);
  return out;
}

function isZero(vector: readonly number[]): boolean {
  return vector.every((v) => v === 0);
}

function docOf<T>(source: Partial<EsDoc> | undefined): T {
  return (source?.doc ?? {}) as T;
}

function storedOf<T>(hit: estypes.SearchHit<EsDoc>): StoredDocument<T> {
  return { id: hit._id ?? hit._source?.id ?? '', doc: docOf<T>(hit._source) };
}

function totalOf(total: estypes.SearchTotalHits | number | undefined): number {
  if (typeof total === 'number') return total;
  return total?.value ?? 0;
}

// ---- filters and sorts -----------------------------------------------------------------------

function fieldType(mapping: IndexMapping, field: string, use: string): FieldType {
  const type = Object.hasOwn(mapping.fields, field) ? mapping.fields[field] : undefined;
  if (type === undefined) throw new Error(`Cannot ${use} on "${field}": it is not in the index mapping.`);
  return type;
}

function filterClauses(mapping: IndexMapping, filter: Filter | undefined): Query[] {
  return (filter ?? []).map((clause) => compileClause(mapping, clause));
}

function filterQuery(mapping: IndexMapping, filter: Filter | undefined): Query {
  const clauses = filterClauses(mapping, filter);
  return clauses.length === 0 ? { match_all: {} } : { bool: { filter: clauses } };
}

/**
 * One clause as query DSL on `doc.<field>`. Elasticsearch already has the port's semantics: term
 * and terms match any element of an array, and `exists` is false for absent, null and [] alike.
 */
function compileClause(mapping: IndexMapping, clause: FilterClause): Query {
  const type = fieldType(mapping, clause.field, 'filter');
  const path = `doc.${clause.field}`;
  const groups = [
    clause.eq !== undefined,
    clause.in !== undefined,
    clause.gte !== undefined || clause.lte !== undefined,
    clause.exists !== undefined,
  ].filter(Boolean).length;
  if (groups !== 1) throw new Error(`Filter on "${clause.field}" must set exactly one of eq, in, gte/lte, exists.`);
  if (clause.exists !== undefined) {
    const exists: Query = { exists: { field: path } };
    return clause.exists ? exists : { bool: { must_not: [exists] } };
  }
  if (clause.eq !== undefined || clause.in !== undefined) {
    if (type === 'text') throw new Error(`Cannot filter on text field "${clause.field}" by value; map it as keyword, or search it.`);
    if (clause.eq !== undefined) return { term: { [path]: { value: filterValue(type, clause.field, clause.eq) } } };
    if (!Array.isArray(clause.in)) throw new Error(`Filter "in" on "${clause.field}" must be an array.`);
    return { terms: { [path]: clause.in.map((v) => filterValue(type, clause.field, v)) } };
  }
  if (type !== 'number' && type !== 'date') {
    throw new Error(`Cannot range-filter "${clause.field}": ranges apply to number and date fields, it is ${type}.`);
  }
  const range: Record<string, string | number> = {};
  if (clause.gte !== undefined) range.gte = rangeBound(type, clause.field, clause.gte);
  if (clause.lte !== undefined) range.lte = rangeBound(type, clause.field, clause.lte);
  return { range: { [path]: range } };
}

/** Checks a filter value against the field type with the embedded adapter's rules. */
function filterValue(type: FieldType, field: string, value: Scalar): string | number | boolean {
  switch (type) {
    case 'keyword':
      // Elasticsearch indexes a keyword 42 as "42" and true as "true": compare as text.
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
      break;
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      break;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
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
  return filterValue(type, field, value) as string | number;
}

/**
 * Sort with the embedded adapter's (= Elasticsearch's) rules: arrays sort by their smallest element
 * ascending and largest descending, missing values last either way, id ascending as the final
 * tie-breaker so pages never overlap or skip.
 */
function sortOf(mapping: IndexMapping, sort: readonly SortClause[]): estypes.SortCombinations[] {
  const out: estypes.SortCombinations[] = [];
  for (const clause of sort) {
    const type = fieldType(mapping, clause.field, 'sort');
    if (type === 'text') throw new Error(`Cannot sort on text field "${clause.field}"; map it as keyword.`);
    if (clause.order !== 'asc' && clause.order !== 'desc') {
      throw new Error(`Invalid sort order ${JSON.stringify(clause.order)} for "${clause.field}": expected asc or desc.`);
    }
    out.push({ [`doc.${clause.field}`]: { order: clause.order, missing: '_last', mode: clause.order === 'asc' ? 'min' : 'max' } });
  }
  out.push({ id: { order: 'asc' } });
  return out;
}

/**
 * Unicode word-break rules (UAX #29), which the standard tokenizer follows, join two letters across a
 * colon ("title:endotoxin" is one token). In a query that is field-syntax a user expects to read as
 * two words, as the embedded adapter does; so colons (and the other "MidLetter" characters) become
 * spaces in the query. Indexed text keeps the tokenizer's rule: colon-joined words inside prose are
 * rare, and rewriting the stored text would mean indexing a second copy of it.
 */
function plainQueryText(text: string): string {
  return text.replace(/[:\u00B7\u0387\u055F\u05F4\u2027\uFE13\uFE55\uFF1A]/g, ' ');
}

function nonNegativeInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid ${name} ${String(value)}: expected a non-negative integer.`);
  return value;
}

// ---- errors ----------------------------------------------------------------------------------

function statusOf(error: unknown): number | undefined {
  return error instanceof errors.ResponseError ? error.statusCode : undefined;
}

function errorType(error: unknown): string | undefined {
  if (!(error instanceof errors.ResponseError)) return undefined;
  const body = error.body as { error?: { type?: string } } | undefined;
  return body?.error?.type;
}

function isIndexNotFound(error: unknown): boolean {
  return errorType(error) === 'index_not_found_exception';
}

function isIndexNotFoundBody(body: unknown): boolean {
  const b = body as { error?: { type?: string } } | null;
  return typeof b === 'object' && b !== null && b.error?.type === 'index_not_found_exception';
}

/** Faults of reaching or using the server, as opposed to a request it refused. */
function isUnavailable(error: unknown): boolean {
  if (
    error instanceof errors.ConnectionError ||
    error instanceof errors.TimeoutError ||
    error instanceof errors.NoLivingConnectionsError ||
    error instanceof errors.RequestAbortedError
  ) {
    return true;
  }
  const status = statusOf(error);
  return status === 429 || status === 502 || status === 503 || status === 504;
}

function messageOf(error: unknown): string {
  if (error instanceof errors.ResponseError) {
    const body = error.body as { error?: { type?: string; reason?: string; root_cause?: Array<{ reason?: string }> } } | undefined;
    const reason = body?.error?.root_cause?.[0]?.reason ?? body?.error?.reason;
    return reason ? `${String(body?.error?.type)}: ${reason}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Swaps the indices a reindex built (behind `<prefix><name>.staged`) in for the live ones, in one
 * atomic `_aliases` call per index: the alias `<prefix><name>` moves to the new index and the old
 * index is removed in the same step, so every search sees either the old or the new index, never
 * none. Returns the port names swapped.
 */
export async function promoteStagedIndices(options: { node: string; indexPrefix?: string; logger: Logger }): Promise<string[]> {
  const prefix = options.indexPrefix ?? DEFAULT_PREFIX;
  const client = new Client({ node: options.node, requestTimeout: REQUEST_TIMEOUT_MS, maxRetries: CLIENT_MAX_RETRIES });
  try {
    const aliases = (await client.indices.getAlias({ name: `${prefix}*${STAGED_ALIAS_SUFFIX}` }, { ignore: [404] })) as Record<string, { aliases?: Record<string, unknown> }>;
    const swapped: string[] = [];
    for (const [concrete, entry] of Object.entries(aliases)) {
      const staged = Object.keys(entry.aliases ?? {}).find((name) => name.startsWith(prefix) && name.endsWith(STAGED_ALIAS_SUFFIX));
      if (!staged) continue;
      const live = staged.slice(0, -STAGED_ALIAS_SUFFIX.length);
      const behindLive = Object.keys((await client.indices.getAlias({ name: live }, { ignore: [404] })) as Record<string, unknown>).filter((name) => name !== 'error' && name !== 'status');
      const legacy = behindLive.length === 0 && (await client.indices.exists({ index: live }));
      const old = legacy ? [live] : behindLive.filter((name) => name !== concrete);
      await client.indices.updateAliases({
        actions: [
          { remove: { index: concrete, alias: staged } },
          ...old.map((index) => ({ remove_index: { index } })),
          { add: { index: concrete, alias: live, is_write_index: true } },
        ],
      });
      options.logger.info({ alias: live, index: concrete, replaced: old }, 'elasticsearch: reindexed index swapped in');
      swapped.push(live.slice(prefix.length));
    }
    return swapped.sort();
  } finally {
    await client.close();
  }
}

/** Drops indices a failed reindex left behind its staged aliases. */
export async function dropStagedIndices(options: { node: string; indexPrefix?: string }): Promise<void> {
  const prefix = options.indexPrefix ?? DEFAULT_PREFIX;
  const client = new Client({ node: options.node, requestTimeout: REQUEST_TIMEOUT_MS, maxRetries: CLIENT_MAX_RETRIES });
  try {
    const aliases = (await client.indices.getAlias({ name: `${prefix}*${STAGED_ALIAS_SUFFIX}` }, { ignore: [404] })) as Record<string, unknown>;
    const concrete = Object.keys(aliases).filter((name) => name !== 'error' && name !== 'status');
    if (concrete.length > 0) await client.indices.delete({ index: concrete }, { ignore: [404] });
  } finally {
    await client.close();
  }
}
