import type { ListOptions, SearchStore, StoredDocument } from '../../infra/search/search-store.port.ts';
import { INDEX_VERSIONS, readIndexVersion } from '../../enrich/sinks/index-version.ts';
import { oncePerTurn } from '../../infra/util/once-per-turn.ts';
import { createResponseCache, type ResponseCache } from './response-cache.ts';

/** How long a cached listing lives even when its index does not change (the spec's 5 minutes). */
export const LIST_CACHE_TTL_MS = 5 * 60 * 1000;

/**
 * `compute()` answered from `cache` while `index` (or every one of several) has not changed since
 * it was computed (the version marker its sink moves on every write); a new version is a miss, in
 * this process or any. An index without a marker (written by something other than its sink, e.g. a
 * test seeding the store) is never cached. Cached values are shared between callers: they map
 * them, never mutate them.
 */
export async function cachedAtIndexVersion<T>(
  search: Pick<SearchStore, 'get' | 'ensureIndex'>,
  cache: ResponseCache,
  index: string | readonly string[],
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const versions = await Promise.all((typeof index === 'string' ? [index] : index).map((name) => readIndexVersion(search, name)));
  if (versions.includes('')) return compute();
  return (await cache.get(key, versions.join('|'), compute)).value;
}

/** Documents read by id kept per process by `withVersionedReadCache` (a facility document is a few KB, rarely 100 KB). */
const DOCUMENT_CACHE_ENTRIES = 500;

/**
 * The search store with `list` and `get` answered from an in-process cache for the given indices,
 * keyed by the exact list options (or the id) and the index's data version (bumped by its sink on
 * every change). Why: a sorted, filtered page over 63,000 facilities costs the embedded store
 * milliseconds of CPU per request, and the same pages (the first page by risk, by state) are asked
 * again and again; a facility asked once is asked again for its inspections, citations and
 * scores, and on Elasticsearch each read is a round trip. A version check is one read by id (or
 * none, inside `withVersionReadWindow`). Never stale: a new version is a miss, in this process or any.
 *
 * The cached pages and documents are shared between callers: callers map them to new objects, never mutate them.
 */
export function withVersionedReadCache(
  search: SearchStore,
  indices: readonly string[],
  caches: { lists?: ResponseCache; documents?: ResponseCache } = {},
): SearchStore {
  const cached = new Set(indices);
  const lists = caches.lists ?? createResponseCache({ ttlMs: LIST_CACHE_TTL_MS, maxEntries: 1000 });
  const documents = caches.documents ?? createResponseCache({ ttlMs: LIST_CACHE_TTL_MS, maxEntries: DOCUMENT_CACHE_ENTRIES });
  const list = async <T,>(index: string, options?: ListOptions): Promise<{ total: number; items: StoredDocument<T>[] }> => {
    if (!cached.has(index)) return search.list<T>(index, options);
    return cachedAtIndexVersion(search, lists, index, `${index}\n${JSON.stringify(options ?? {})}`, () => search.list<T>(index, options));
  };
  const get = async <T,>(index: string, id: string): Promise<StoredDocument<T> | null> => {
    if (!cached.has(index)) return search.get<T>(index, id);
    return cachedAtIndexVersion(search, documents, index, `${index}\n${id}`, () => search.get<T>(index, id));
  };
  return withMethods(search, { list, get });
}

/**
 * The search store with the reads of index versions reused for `windowMs` after they started:
 * concurrent requests share one read, and the requests of the next `windowMs` reuse it. Why: on
 * Elasticsearch every version check is a round trip, and each cached answer makes one or two of
 * them (a KG answer reads the graph's and the observations' versions), which at a thousand
 * requests a second took about half the engines' CPU the answers needed.
 *
 * Once the window has passed, the next read starts and, until it answers, callers get the version
 * read before (if that read started less than `KNOWN_VERSION_MAX_AGE_MS` ago): under bulk
 * indexing a read by id on Elasticsearch took up to 1.9 s, and every request of every route
 * waited for it. The price: an answer may trail a write by `windowMs` plus one read (250 ms by
 * default on Elasticsearch, a quarter of its own refresh interval). A failed read is not reused,
 * and a store that stops answering is noticed within the maximum age. `windowMs` 0 returns the
 * store itself.
 */
export function withVersionReadWindow(search: SearchStore, windowMs: number, now: () => number = Date.now): SearchStore {
  if (windowMs <= 0) return search;
  const recent = new Map<string, { startedAt: number; read: Promise<StoredDocument<unknown> | null>; settled: boolean }>();
  const known = new Map<string, { startedAt: number; value: StoredDocument<unknown> | null }>();
  const get = <T,>(index: string, id: string): Promise<StoredDocument<T> | null> => {
    if (index !== INDEX_VERSIONS) return search.get<T>(index, id);
    const held = recent.get(id);
    const last = known.get(id);
    const lastIsFresh = last !== undefined && now() - last.startedAt < KNOWN_VERSION_MAX_AGE_MS;
    if (held && now() - held.startedAt < windowMs) return held.read as Promise<StoredDocument<T> | null>;
    if (held && !held.settled) return lastIsFresh ? Promise.resolve(last.value as StoredDocument<T> | null) : (held.read as Promise<StoredDocument<T> | null>);
    const entry = { startedAt: now(), read: search.get<unknown>(index, id), settled: false };
    recent.set(id, entry);
    entry.read.then(
      (value) => {
        entry.settled = true;
        if ((known.get(id)?.startedAt ?? -Infinity) <= entry.startedAt) known.set(id, { startedAt: entry.startedAt, value });
      },
      () => {
        entry.settled = true;
        if (recent.get(id) === entry) recent.delete(id);
      },
    );
    if (lastIsFresh) return Promise.resolve(last.value as StoredDocument<T> | null);
    return entry.read as Promise<StoredDocument<T> | null>;
  };
  return withMethods(search, { get });
}

/**
 * The search store with the reads of index versions kept while the store's `changeToken` stands
 * (the embedded store: SQLite's commit counter and this connection's own changes, one statement
 * that reads no table). Exact, unlike the window: any commit, by any process, changes the token and
 * empties what was kept (seen from the next turn of the event loop: `oncePerTurn`). Why: a cached
 * knowledge-graph answer reads three versions, and each read was a registry lookup and a read by
 * id, about a tenth of such a request's CPU. A store without a token is returned as it is.
 */
export function withVersionReadsUntilChange(search: SearchStore): SearchStore {
  if (!search.changeToken) return search;
  const token = oncePerTurn(search.changeToken.bind(search));
  let keptAt = '';
  const kept = new Map<string, StoredDocument<unknown> | null>();
  const get = async <T,>(index: string, id: string): Promise<StoredDocument<T> | null> => {
    if (index !== INDEX_VERSIONS) return search.get<T>(index, id);
    const now = token();
    if (now !== keptAt) {
      kept.clear();
      keptAt = now;
    }
    if (kept.has(id)) return kept.get(id) as StoredDocument<T> | null;
    // Read after the token: what is kept is at least as new as the state the token names.
    const value = await search.get<T>(index, id);
    if (keptAt === now) kept.set(id, value);
    return value;
  };
  return withMethods(search, { get });
}

/** How old (from its start) a version read may be and still answer while the next one is under way. */
export const KNOWN_VERSION_MAX_AGE_MS = 2_000;

/**
 * A view of `search`, not a copy, with `methods` in place of its own; every other method is the
 * store's, called on the store (bound once per function, not on every access: the routes call
 * through the view on every request; a method replaced on the store later, as a test's spy does,
 * is bound anew).
 */
function withMethods(search: SearchStore, methods: Partial<SearchStore>): SearchStore {
  const replaced = new Map<PropertyKey, unknown>(Object.entries(methods));
  const bound = new Map<PropertyKey, { method: unknown; call: unknown }>();
  return new Proxy(search, {
    get(target, property, receiver) {
      if (replaced.has(property)) return replaced.get(property);
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const held = bound.get(property);
      if (held?.method === value) return held.call;
      const call = (value as (...args: unknown[]) => unknown).bind(target);
      bound.set(property, { method: value, call });
      return call;
    },
  });
}
