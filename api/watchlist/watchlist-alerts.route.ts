import { isoMicros } from '../../enrich/alerts/alert-records.ts';
import { queryMetadata } from '../inspections/common.ts';
import { defineRoute } from '../platform/route.ts';
import { ListAlertsResponse, WatchlistAlertsQuery, WatchlistIdParams } from './watchlist.schema.ts';
import { type WatchlistDeps, alertView, ownEntry } from './watchlist-service.ts';

/** `GET /v1/483/watchlist/{id}/alerts`: one entry's alert history. */
export function createWatchlistAlertsRoute(deps: Pick<WatchlistDeps, 'store'>) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/watchlist/:id/alerts',
    operationId: 'listWatchlistEntryAlerts',
    summary: 'List the alerts of a watchlist entry',
    description: 'The entry’s alerts, newest first, filtered by `type` and `since`. Errors use body A.',
    tag: 'Watchlist',
    family: 'legacy',
    tier: 'starter',
    request: { params: WatchlistIdParams, query: WatchlistAlertsQuery },
    response: ListAlertsResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND'],
    handler: async ({ params, query, principal, startedAt }) => {
      const tenant = (principal as NonNullable<typeof principal>).tenantId;
      const entry = await ownEntry(deps, tenant, params.id);
      const filter = { tenant, watchlistId: entry.id, ...(query.type ? { type: query.type } : {}), ...(query.since ? { since: isoMicros(query.since) } : {}) };
      const [alerts, total] = await Promise.all([deps.store.listAlerts({ ...filter, limit: query.limit, offset: query.offset }), deps.store.countAlerts(filter)]);
      return { body: { results: alerts.map(alertView), total, offset: query.offset, limit: query.limit, query_metadata: queryMetadata(startedAt) } };
    },
  });
}
