import { defineRoute } from '../platform/route.ts';
import { AlertIdParams, RedeliverResponse } from './watchlist.schema.ts';
import { type WatchlistDeps, alertView, redeliver } from './watchlist-service.ts';

/** `POST /v1/483/alerts/{alert_id}/redeliver`: send an alert's webhook again. */
export function createRedeliverAlertRoute(deps: WatchlistDeps) {
  return defineRoute({
    method: 'post',
    path: '/v1/483/alerts/:alert_id/redeliver',
    operationId: 'redeliverAlert',
    successStatus: 202,
    summary: 'Redeliver an alert',
    description: 'Puts the alert’s webhook delivery back on the schedule, due now, with a fresh 24-hour retry window; answers 202 with the delivery state. The `webhook-id` stays the alert id. 409 when the entry has no webhook or its webhook was disabled by a 410. Errors use body A.',
    tag: 'Watchlist',
    family: 'legacy',
    tier: 'starter',
    request: { params: AlertIdParams },
    response: RedeliverResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT'],
    handler: async ({ params, principal }) => {
      const alert = await redeliver(deps, (principal as NonNullable<typeof principal>).tenantId, params.alert_id);
      return { body: { alert_id: alert.payload.alert_id, watchlist_id: alert.payload.watchlist_id, delivery: alertView(alert).delivery } };
    },
  });
}
