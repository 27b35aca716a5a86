import { queryMetadata } from '../inspections/common.ts';
import { defineRoute } from '../platform/route.ts';
import { ListWatchlistQuery, ListWatchlistResponse } from './watchlist.schema.ts';
import { type WatchlistDeps, entryView } from './watchlist-service.ts';

/** `GET /v1/483/watchlist`: the tenant's entries, oldest first. */
export function createListWatchlistRoute(deps: Pick<WatchlistDeps, 'store'>) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/watchlist',
    operationId: 'listWatchlist',
    summary: 'List watchlist entries',
    description: 'The caller’s watchlist entries, oldest first, with `last_checked` (when the facility was last checked for alerts) and where the webhook stands. Errors use body A.',
    tag: 'Watchlist',
    family: 'legacy',
    tier: 'starter',
    request: { query: ListWatchlistQuery },
    response: ListWatchlistResponse,
    errors: ['VALIDATION_ERROR'],
    handler: async ({ query, principal, startedAt }) => {
      const tenant = (principal as NonNullable<typeof principal>).tenantId;
      const [entries, total] = await Promise.all([deps.store.listEntries({ tenant, limit: query.limit, offset: query.offset }), deps.store.countEntries({ tenant })]);
      return { body: { results: entries.map(entryView), total, offset: query.offset, limit: query.limit, query_metadata: queryMetadata(startedAt) } };
    },
  });
}
