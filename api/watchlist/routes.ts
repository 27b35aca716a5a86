import type { RouteDefinition } from '../platform/route.ts';
import { createCreateWatchlistEntryRoute } from './create-watchlist-entry.route.ts';
import { createDeleteWatchlistEntryRoute } from './delete-watchlist-entry.route.ts';
import { createListAlertsRoute } from './list-alerts.route.ts';
import { createListWatchlistRoute } from './list-watchlist.route.ts';
import { createRedeliverAlertRoute } from './redeliver-alert.route.ts';
import { createRotateSecretRoute } from './rotate-secret.route.ts';
import { createTestWebhookRoute } from './test-webhook.route.ts';
import { createWatchlistAlertsRoute } from './watchlist-alerts.route.ts';
import { createWatchlistDeliveriesRoute } from './watchlist-deliveries.route.ts';
import type { WatchlistDeps } from './watchlist-service.ts';

/** The watchlist family: entries, their alerts and deliveries (spec doc 2; SPEC-DECISIONS 14, 15). Starter+, body A. */
export function createWatchlistRoutes(deps: WatchlistDeps): RouteDefinition[] {
  return [
    createCreateWatchlistEntryRoute(deps),
    createListWatchlistRoute(deps),
    createDeleteWatchlistEntryRoute(deps),
    createWatchlistAlertsRoute(deps),
    createWatchlistDeliveriesRoute(deps),
    createRotateSecretRoute(deps),
    createTestWebhookRoute(deps),
    createListAlertsRoute(deps),
    createRedeliverAlertRoute(deps),
  ];
}
