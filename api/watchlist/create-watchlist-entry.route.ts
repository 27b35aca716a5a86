import { defineRoute } from '../platform/route.ts';
import { CreateWatchlistBody, CreateWatchlistResponse } from './watchlist.schema.ts';
import { type WatchlistDeps, createEntries } from './watchlist-service.ts';

/** `POST /v1/483/watchlist`: watch a facility (or, with the overview body, several). */
export function createCreateWatchlistEntryRoute(deps: WatchlistDeps) {
  return defineRoute({
    method: 'post',
    path: '/v1/483/watchlist',
    operationId: 'createWatchlistEntry',
    successStatus: 201,
    summary: 'Add a facility to the watchlist',
    description:
      'Creates a watchlist entry and starts monitoring: alerts for the entry’s `alert_on` types go to `webhook_url` (Standard Webhooks, signed with `webhook_secret`, which this response shows once) and to `notification_email`. The overview body (`facilities`, `alert_threshold`, `notification_email`) creates one entry per FEI and answers `{ results }`. The same FEI twice answers 409 naming the existing entry. `webhook_url` must be HTTPS and resolve to a public address. Errors use body A.',
    tag: 'Watchlist',
    family: 'legacy',
    tier: 'starter',
    request: { body: CreateWatchlistBody },
    response: CreateWatchlistResponse,
    errors: ['VALIDATION_ERROR', 'CONFLICT'],
    handler: async ({ body, principal }) => {
      const tenant = (principal as NonNullable<typeof principal>).tenantId;
      const created = await createEntries(deps, tenant, body);
      const views = created.map((entry) => ({
        watchlist_id: entry.id,
        tenant_id: entry.tenant,
        fei_number: entry.fei_number,
        legal_name: entry.legal_name,
        webhook_url: entry.webhook_url,
        alert_on: entry.alert_on,
        created_at: entry.created_at,
        alert_threshold: entry.alert_threshold,
        notification_email: entry.notification_email,
        webhook_secret: entry.webhook_secret,
      }));
      return { body: body.facilities ? { results: views } : (views[0] as (typeof views)[number]), headers: { 'Cache-Control': 'no-store' } };
    },
  });
}
