import type { Metrics } from '../../infra/metrics/metrics.ts';
import type { AlertStore } from './alert-store.ts';
import type { AlertEmailStore } from './email-store.ts';

/**
 * Counts what the alert store is asked to keep: alerts created (the webhook sink saves only alert
 * ids it has not stored before, so a replay counts nothing) and delivery attempts by channel and
 * outcome (both dispatchers record every attempt through `recordAttempt`). A decorator, so the
 * sinks and dispatchers stay unaware of metrics.
 */
export function withAlertMetrics(store: AlertStore, metrics: Pick<Metrics, 'alerts'> | undefined): AlertStore {
  if (!metrics) return store;
  return {
    ...store,
    async saveAlerts(alerts) {
      await store.saveAlerts(alerts);
      for (const alert of alerts) metrics.alerts.created.inc({ type: alert.payload.type });
    },
    async recordAttempt(attempt) {
      await store.recordAttempt(attempt);
      metrics.alerts.deliveries.inc({ channel: attempt.channel, outcome: attempt.outcome });
    },
  };
}

/** Later than any stored `next_attempt_at`: the due queries then list every pending delivery. */
const END_OF_TIME = '9999-12-31T23:59:59.999999Z';
/** The due queries' page cap; the queue-depth gauge says "1000" for "1000 or more". */
const MAX_LISTED = 1000;

/**
 * Pending deliveries per channel (first attempt due, or waiting for a retry) and the creation time
 * of the oldest, read through the dispatchers' own due queries, so the gauges count exactly what
 * the dispatchers will work through. Above 1,000 pending the count is capped and the oldest is the
 * oldest of the 1,000 due first.
 */
export async function pendingDeliveries(stores: { alerts: Pick<AlertStore, 'dueAlerts'>; emails: Pick<AlertEmailStore, 'due'> }): Promise<Array<{ channel: string; count: number; oldestCreatedAt: string | null }>> {
  const query = { excludeWatchlists: [], limit: MAX_LISTED };
  const [alerts, emails] = await Promise.all([stores.alerts.dueAlerts(END_OF_TIME, query), stores.emails.due(END_OF_TIME, query)]);
  const oldest = (times: string[]) => times.reduce<string | null>((min, time) => (min === null || time < min ? time : min), null);
  return [
    { channel: 'webhook', count: alerts.length, oldestCreatedAt: oldest(alerts.map((alert) => alert.created_at)) },
    { channel: 'email', count: emails.length, oldestCreatedAt: oldest(emails.map((email) => email.created_at)) },
  ];
}
