import { defineRoute } from '../platform/route.ts';
import { TestWebhookResponse, WatchlistIdParams } from './watchlist.schema.ts';
import { type WatchlistDeps, sendTestEvent } from './watchlist-service.ts';

/** `POST /v1/483/watchlist/{id}/test`: send a signed test event now. */
export function createTestWebhookRoute(deps: WatchlistDeps) {
  return defineRoute({
    method: 'post',
    path: '/v1/483/watchlist/:id/test',
    operationId: 'testWatchlistEntryWebhook',
    summary: 'Send a test webhook',
    description: 'Sends a signed event of type `test` to the entry’s webhook now and answers with the attempt’s outcome (status code, latency, error); the attempt is in the delivery log. A delivered test re-enables a webhook disabled by a 410. Errors use body A.',
    tag: 'Watchlist',
    family: 'legacy',
    tier: 'starter',
    request: { params: WatchlistIdParams },
    response: TestWebhookResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT'],
    handler: async ({ params, principal }) => {
      const { eventId, attempt, webhookStatus } = await sendTestEvent(deps, (principal as NonNullable<typeof principal>).tenantId, params.id);
      return {
        body: {
          watchlist_id: params.id,
          event_id: eventId,
          delivered: attempt.outcome === 'delivered',
          outcome: attempt.outcome,
          status_code: attempt.status_code,
          latency_ms: attempt.latency_ms,
          error: attempt.error,
          webhook_status: webhookStatus,
        },
      };
    },
  });
}
