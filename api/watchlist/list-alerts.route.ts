import { isoMicros } from '../../enrich/alerts/alert-records.ts';
import { queryMetadata } from '../inspections/common.ts';
import { defineRoute } from '../platform/route.ts';
import { ListAlertsQuery, ListAlertsResponse } from './watchlist.schema.ts';
import { type WatchlistDeps, alertView } from './watchlist-service.ts';

/** `GET /v1/483/alerts`: the tenant's alert diffs, newest first. */
export function createListAlertsRoute(deps: Pick<WatchlistDeps, 'store'>) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/alerts',
    operationId: 'listAlerts',
    summary: 'List alerts',
    description: 'The caller’s alerts (each with its diff and where its webhook delivery stands), newest first, filtered by `type`, `fei_number` and `since`. Errors use body A.',
    tag: 'Watchlist',
    family: 'legacy',
    tier: 'starter',
    request: { query: ListAlertsQuery },
    response: ListAlertsResponse,
    errors: ['VALIDATION_ERROR'],
    handler: async ({ query, principal, startedAt }) => {
      const filter = {
        tenant: (principal as NonNullable<typeof principal>).tenantId,
        ...(query.type ? { type: query.type } : {}),
        ...(query.fei_number ? { fei: query.fei_number } : {}),
        ...(query.since ? { since: isoMicros(query.since) } : {}),
      };
      const [alerts, total] = await Promise.all([deps.store.listAlerts({ ...filter, limit: query.limit, offset: query.offset }), deps.store.countAlerts(filter)]);
      return { body: { results: alerts.map(alertView), total, offset: query.offset, limit: query.limit, query_metadata: queryMetadata(startedAt) } };
    },
  });
}
