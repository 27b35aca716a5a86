import { queryMetadata } from '../inspections/common.ts';
import { defineRoute } from '../platform/route.ts';
import { ListDeliveriesQuery, ListDeliveriesResponse, WatchlistIdParams } from './watchlist.schema.ts';
import { type WatchlistDeps, attemptView, ownEntry } from './watchlist-service.ts';

/** `GET /v1/483/watchlist/{id}/deliveries`: the delivery log of one entry. */
export function createWatchlistDeliveriesRoute(deps: Pick<WatchlistDeps, 'store'>) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/watchlist/:id/deliveries',
    operationId: 'listWatchlistEntryDeliveries',
    summary: 'List the delivery attempts of a watchlist entry',
    description: 'Every webhook attempt for the entry (test events included), newest first: outcome, HTTP status code, latency and error. Errors use body A.',
    tag: 'Watchlist',
    family: 'legacy',
    tier: 'starter',
    request: { params: WatchlistIdParams, query: ListDeliveriesQuery },
    response: ListDeliveriesResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND'],
    handler: async ({ params, query, principal, startedAt }) => {
      const tenant = (principal as NonNullable<typeof principal>).tenantId;
      const entry = await ownEntry(deps, tenant, params.id);
      const filter = { tenant, watchlistId: entry.id };
      const [attempts, total] = await Promise.all([deps.store.listAttempts({ ...filter, limit: query.limit, offset: query.offset }), deps.store.countAttempts(filter)]);
      return { body: { results: attempts.map(attemptView), total, offset: query.offset, limit: query.limit, query_metadata: queryMetadata(startedAt) } };
    },
  });
}
