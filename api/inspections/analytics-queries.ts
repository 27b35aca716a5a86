import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { ANALYTICS_INDEX } from '../../enrich/sinks/analytics-index.ts';
import type { StoredAnalyticsDocument } from '../../enrich/sinks/analytics-search.sink.ts';
import { readIndexVersion } from '../../enrich/sinks/index-version.ts';
import type { AnalyticsKind } from '../../enrich/records/enriched-analytics.ts';
import { createResponseCache, type ResponseCache } from '../platform/response-cache.ts';

/**
 * Read access to the precomputed analytics documents (enrich/analytics/analytics-documents.ts,
 * stored by the analytics search sink): one document by id, or every document of a kind. Listings
 * are cached per kind and keyed by the index's data version, so a cached set is never older than
 * the last change the sink made, and at most `ttlMs` old otherwise (the spec's 5 minutes).
 */
export interface AnalyticsReader {
  /** The body of document `id`, or null. */
  get<T>(id: string): Promise<T | null>;
  /** The bodies of every document of `kind`, with their ids, id order. */
  all<T>(kind: AnalyticsKind): Promise<Array<{ id: string; body: T }>>;
}

/** Documents read per store page when listing a kind. */
const PAGE = 500;

/** The spec's cache lifetime for investigators and trending (doc 2 "Limits"). */
export const ANALYTICS_CACHE_TTL_MS = 5 * 60 * 1000;

export function createAnalyticsReader(deps: { search: Pick<SearchStore, 'get' | 'list' | 'ensureIndex'>; cache?: ResponseCache }): AnalyticsReader {
  const cache = deps.cache ?? createResponseCache({ ttlMs: ANALYTICS_CACHE_TTL_MS, maxEntries: 64 });
  const version = () => readIndexVersion(deps.search, ANALYTICS_INDEX);
  return {
    async get<T>(id: string): Promise<T | null> {
      const stored = await deps.search.get<StoredAnalyticsDocument>(ANALYTICS_INDEX, id);
      return stored ? (stored.doc.body as T) : null;
    },
    async all<T>(kind: AnalyticsKind) {
      const { value } = await cache.get(`kind:${kind}`, await version(), async () => {
        const out: Array<{ id: string; body: T }> = [];
        for (let offset = 0; ; offset += PAGE) {
          const page = await deps.search.list<StoredAnalyticsDocument>(ANALYTICS_INDEX, { filter: [{ field: 'kind', eq: kind }], limit: PAGE, offset });
          for (const item of page.items) out.push({ id: item.id, body: item.doc.body as T });
          if (page.items.length < PAGE || offset + PAGE >= page.total) return out;
        }
      });
      return value;
    },
  };
}

/** `items[offset, offset + limit)`. */
export function pageOf<T>(items: readonly T[], page: { limit: number; offset: number }): T[] {
  return items.slice(page.offset, page.offset + page.limit);
}
