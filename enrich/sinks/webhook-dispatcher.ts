import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Logger } from '../../infra/logger.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import type { WebhookClient } from '../../infra/webhooks/webhook-client.ts';
import { DELIVERY_SCHEMA_VERSION, type DeliveryAttempt, type StoredAlert, type WatchlistEntry, isoMicros } from '../alerts/alert-records.ts';
import type { AlertStore } from '../alerts/alert-store.ts';
import { type DueLoop, createDueLoop } from './due-loop.ts';
import { nextAttemptAt } from './webhook-retry.ts';

/** Name under which `startPipeline(deps, only)` selects the dispatcher. */
export const WEBHOOK_DISPATCHER = 'deliver.webhooks';

export interface WebhookDispatcherDeps {
  store: AlertStore;
  webhooks: Pick<WebhookClient, 'send' | 'secrets'>;
  bus: Pick<EventBus, 'publish'>;
  clock: Clock;
  logger: Logger;
  /** Attempts in flight at once, across all entries (default 16). */
  concurrency?: number;
  /** Attempts of one tenant in flight at once (default a quarter of `concurrency`, at least 1). */
  perTenant?: number;
  /** How often the running loop looks for due attempts (default 250 ms). */
  pollMs?: number;
  /** Jitter source; tests pin it. */
  random?: () => number;
  /** Wait after the first failure (default 30 s, REGINTEL_WEBHOOK_FIRST_RETRY_MS); doubles after each further one. */
  firstRetryDelayMs?: number;
}

/** `stop()` waits for the attempts in flight, each bounded by the 5 s timeout. */
export type WebhookDispatcher = DueLoop;

/**
 * Delivers alerts to webhooks from the schedule kept on each `Alert` node (`delivery_state`,
 * `next_attempt_at`): the schedule is in the graph, not in memory, so a restart (or `kill -9`)
 * resumes it, and an attempt cut short by a crash is simply due again (receivers deduplicate by
 * `webhook-id`, which is the alert id).
 *
 * Isolation: at most one attempt per watchlist entry and `perTenant` per tenant are in flight,
 * attempts run concurrently up to `concurrency`, and the due query leaves busy entries and full
 * tenants out, so a slow or dead receiver (even one shared by many entries of its tenant) holds at
 * most a tenant's share of the slots, each for at most the 5 s timeout, and other tenants'
 * deliveries never queue behind it.
 *
 * Every attempt is recorded (graph `AlertDelivery`, topic `alerts.deliveries`). A 2xx delivers; a
 * 410 disables the entry's webhook; anything else (error status, timeout, refused address) is
 * retried with exponential backoff and jitter for 24 hours (webhook-retry.ts), then `failed`.
 * One dispatcher runs per deployment (in the enrichment process).
 */
export function createWebhookDispatcher(deps: WebhookDispatcherDeps): WebhookDispatcher {
  const log = deps.logger.child({ module: 'webhook-dispatcher' });
  const random = deps.random ?? Math.random;
  async function attempt(alert: StoredAlert): Promise<void> {
    const { alert_id: alertId, watchlist_id: entryId } = alert.payload;
    try {
      const entry = await deps.store.getEntry(entryId);
      const blocked = blockedReason(entry);
      if (blocked || !entry) {
        await deps.store.updateDelivery(alertId, { state: blocked?.state ?? 'cancelled', next_attempt_at: null, last_error: blocked?.error ?? 'watchlist entry not found' });
        return;
      }
      const attemptedAt = deps.clock.now();
      const result = await deps.webhooks.send({
        url: entry.webhook_url as string,
        secrets: signingSecrets(entry, attemptedAt, deps.webhooks.secrets),
        messageId: alertId,
        payload: JSON.stringify(alert.payload),
      });
      const number = alert.delivery.attempts + 1;
      const record: DeliveryAttempt = {
        delivery_id: `${alertId}:webhook:${number}`,
        alert_id: alertId,
        watchlist_id: entryId,
        tenant: alert.tenant,
        event_type: alert.payload.type,
        channel: 'webhook',
        attempt: number,
        attempted_at: isoMicros(attemptedAt),
        ...result,
      };
      await recordAttempt(deps, record);
      if (result.outcome === 'refused') log.warn({ alertId, watchlistId: entryId, reason: result.error }, 'webhook refused before connecting');

      const first = alert.delivery.first_attempt_at ?? record.attempted_at;
      const common = { attempts: number, first_attempt_at: first, last_attempt_at: record.attempted_at, last_status_code: result.status_code, last_error: result.error };
      if (result.outcome === 'delivered') {
        await deps.store.updateDelivery(alertId, { ...common, state: 'delivered', next_attempt_at: null });
      } else if (result.outcome === 'gone') {
        await deps.store.updateEntry(entryId, { webhook_disabled_at: record.attempted_at });
        await deps.store.updateDelivery(alertId, { ...common, state: 'disabled', next_attempt_at: null });
        log.warn({ alertId, watchlistId: entryId }, 'receiver answered 410 Gone: webhook disabled');
      } else {
        const next = nextAttemptAt(new Date(first), attemptedAt, number, random, deps.firstRetryDelayMs);
        await deps.store.updateDelivery(alertId, { ...common, state: next ? 'pending' : 'failed', next_attempt_at: next ? isoMicros(next) : null });
      }
    } catch (error) {
      // A store fault: the alert stays due and the next pass tries again.
      log.error({ err: error, alertId }, 'webhook attempt could not be completed');
    }
  }

  return createDueLoop({
    due: (now, query) => deps.store.dueAlerts(now, query),
    keys: (alert) => ({ id: alert.payload.alert_id, entry: alert.payload.watchlist_id, tenant: alert.tenant }),
    attempt,
    now: () => isoMicros(deps.clock.now()),
    concurrency: deps.concurrency ?? 16,
    perTenant: deps.perTenant ?? Math.max(1, Math.floor((deps.concurrency ?? 16) / 4)),
    pollMs: deps.pollMs ?? 250,
    onPollError: (error) => log.error({ err: error }, 'looking for due webhook attempts failed'),
  });
}

/** Why an alert cannot be sent to its entry now, or null when it can. */
export function blockedReason(entry: WatchlistEntry | null): { state: 'cancelled' | 'no_webhook' | 'disabled'; error: string } | null {
  if (!entry || entry.deleted_at) return { state: 'cancelled', error: 'watchlist entry deleted' };
  if (!entry.webhook_url || !entry.secret_sealed) return { state: 'no_webhook', error: 'watchlist entry has no webhook_url' };
  if (entry.webhook_disabled_at) return { state: 'disabled', error: 'webhook disabled after 410 Gone; send a test event to re-enable it' };
  return null;
}

/** The current secret, and the previous one while its rotation grace period lasts (receivers accept either signature). */
export function signingSecrets(entry: WatchlistEntry, at: Date, box: WebhookClient['secrets']): string[] {
  const secrets = [box.open(entry.secret_sealed as string)];
  if (entry.previous_secret_sealed && entry.previous_secret_expires_at && Date.parse(entry.previous_secret_expires_at) > at.getTime()) {
    secrets.push(box.open(entry.previous_secret_sealed));
  }
  return secrets;
}

/** Stores an attempt and puts it on the delivery log (`source`: the dispatcher that made it). */
export async function recordAttempt(
  deps: { store: Pick<AlertStore, 'recordAttempt'>; bus: Pick<EventBus, 'publish'> },
  record: DeliveryAttempt,
  source: string = WEBHOOK_DISPATCHER,
): Promise<void> {
  await deps.store.recordAttempt(record);
  const { delivery_id, ...body } = record;
  await deps.bus.publish(TOPICS.alertsDeliveries, [
    { key: record.watchlist_id, value: { id: delivery_id, source, fetched_at: record.attempted_at, content_hash: contentHash(body), schema_version: DELIVERY_SCHEMA_VERSION, delivery_id, ...body } },
  ]);
}
