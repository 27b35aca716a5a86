import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { alertEmailSubject, alertEmailText } from '../alerts/alert-email.ts';
import { DELIVERY_SCHEMA_VERSION, type DeliveryAttempt, isoMicros } from '../alerts/alert-records.ts';
import type { AlertStore } from '../alerts/alert-store.ts';
import type { AlertEmail, AlertEmailStore } from '../alerts/email-store.ts';
import { nextAttemptAt } from './webhook-retry.ts';

/** Name under which `startPipeline(deps, only)` selects the e-mail dispatcher. */
export const EMAIL_DISPATCHER = 'deliver.email';
/** `source` of e-mail attempts on `alerts.deliveries`. */
export const EMAIL_DELIVERY_SOURCE = 'deliver.email';

export interface EmailDispatcherDeps {
  emails: AlertEmailStore;
  store: Pick<AlertStore, 'getEntry' | 'recordAttempt'>;
  mailer: Mailer;
  bus: Pick<EventBus, 'publish'>;
  clock: Clock;
  logger: Logger;
  /** Sends in flight at once (default 4: they all go to the one relay). */
  concurrency?: number;
  /** How often the running loop looks for due e-mails (default 1 s). */
  pollMs?: number;
  /** Jitter source; tests pin it. */
  random?: () => number;
}

export interface EmailDispatcher {
  /** One pass at the clock's now: starts every due send there is room for and resolves when they have ended. */
  runDue(): Promise<number>;
  start(): void;
  /** Stops polling; resolves once the sends in flight have ended (each bounded by the SMTP timeouts). */
  stop(): Promise<void>;
}

/**
 * Sends alert e-mails from the schedule on `AlertEmail` nodes, the e-mail twin of the webhook
 * dispatcher and built the same way: the schedule lives in the graph (a restart or `kill -9`
 * resumes it; a send cut short is due again, and the stable `Message-ID` lets mail clients fold a
 * duplicate), at most one send per watchlist entry is in flight, and failures are retried on the
 * webhook schedule (30 s doubling, ±20 % jitter, for 24 hours; webhook-retry.ts), then `failed`.
 * It is a loop of its own, so a slow or refusing mail server never delays a webhook.
 *
 * Every attempt is an `AlertDelivery` with `channel: 'email'` (so `GET …/deliveries` lists it) and
 * a record on `alerts.deliveries`. The recipient is read from the entry at send time: a deleted
 * entry, or one without an address any more, cancels what is pending.
 */
export function createEmailDispatcher(deps: EmailDispatcherDeps): EmailDispatcher {
  const log = deps.logger.child({ module: 'email-dispatcher' });
  const concurrency = deps.concurrency ?? 4;
  const random = deps.random ?? Math.random;
  const busyEntries = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  let stopped = true;
  let loop: Promise<void> | null = null;

  async function pump(): Promise<Array<Promise<void>>> {
    const started: Array<Promise<void>> = [];
    while (inFlight.size < concurrency) {
      const due = await deps.emails.due(isoMicros(deps.clock.now()), { excludeWatchlists: [...busyEntries], limit: concurrency - inFlight.size });
      let took = 0;
      for (const email of due) {
        if (inFlight.size >= concurrency || busyEntries.has(email.watchlist_id) || inFlight.has(email.alert_id)) continue;
        busyEntries.add(email.watchlist_id);
        const running = attempt(email).finally(() => {
          busyEntries.delete(email.watchlist_id);
          inFlight.delete(email.alert_id);
        });
        inFlight.set(email.alert_id, running);
        started.push(running);
        took += 1;
      }
      if (took === 0) break;
    }
    return started;
  }

  async function attempt(email: AlertEmail): Promise<void> {
    const alertId = email.alert_id;
    try {
      const entry = await deps.store.getEntry(email.watchlist_id);
      if (!entry || entry.deleted_at || !entry.notification_email) {
        await deps.emails.update(alertId, { state: 'cancelled', next_attempt_at: null, last_error: entry && !entry.deleted_at ? 'watchlist entry has no notification_email' : 'watchlist entry deleted' });
        return;
      }
      const attemptedAt = deps.clock.now();
      const result = await deps.mailer.send({
        to: entry.notification_email,
        subject: alertEmailSubject(email.payload),
        text: alertEmailText(email.payload),
        messageId: `${alertId}@regintel`,
        headers: { 'X-RegIntel-Alert-Id': alertId, 'X-RegIntel-Watchlist-Id': email.watchlist_id },
      });
      const number = email.attempts + 1;
      const record: DeliveryAttempt = {
        delivery_id: `${alertId}:email:${number}`,
        alert_id: alertId,
        watchlist_id: email.watchlist_id,
        tenant: email.tenant,
        event_type: email.payload.type,
        channel: 'email',
        attempt: number,
        attempted_at: isoMicros(attemptedAt),
        ...result,
      };
      await recordEmailAttempt(deps, record);

      const first = email.first_attempt_at ?? record.attempted_at;
      const common = { attempts: number, first_attempt_at: first, last_attempt_at: record.attempted_at, last_status_code: result.status_code, last_error: result.error };
      if (result.outcome === 'delivered') {
        await deps.emails.update(alertId, { ...common, state: 'delivered', next_attempt_at: null });
      } else {
        const next = nextAttemptAt(new Date(first), attemptedAt, number, random);
        await deps.emails.update(alertId, { ...common, state: next ? 'pending' : 'failed', next_attempt_at: next ? isoMicros(next) : null });
        // The server's reply only: never the SMTP URL, which may hold a password.
        log.warn({ alertId, watchlistId: email.watchlist_id, attempt: number, outcome: result.outcome, reason: result.error, retry: next !== null }, 'alert e-mail not accepted');
      }
    } catch (error) {
      // A store fault: the e-mail stays due and the next pass tries again.
      log.error({ err: error, alertId }, 'alert e-mail attempt could not be completed');
    }
  }

  return {
    async runDue() {
      const started = await pump();
      await Promise.all(started);
      return started.length;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      const pollMs = deps.pollMs ?? 1_000;
      loop = (async () => {
        while (!stopped) {
          try {
            await pump();
          } catch (error) {
            log.error({ err: error }, 'looking for due alert e-mails failed');
          }
          await new Promise((resolve) => setTimeout(resolve, pollMs));
        }
      })();
    },
    async stop() {
      stopped = true;
      await loop;
      await Promise.all(inFlight.values());
    },
  };
}

/** Stores an e-mail attempt and puts it on the delivery log. */
async function recordEmailAttempt(deps: { store: Pick<AlertStore, 'recordAttempt'>; bus: Pick<EventBus, 'publish'> }, record: DeliveryAttempt): Promise<void> {
  await deps.store.recordAttempt(record);
  const { delivery_id, ...body } = record;
  await deps.bus.publish(TOPICS.alertsDeliveries, [
    { key: record.watchlist_id, value: { id: delivery_id, source: EMAIL_DELIVERY_SOURCE, fetched_at: record.attempted_at, content_hash: contentHash(body), schema_version: DELIVERY_SCHEMA_VERSION, delivery_id, ...body } },
  ]);
}

/**
 * Puts an alert's e-mail back on the schedule, due now, with a fresh 24-hour retry window, creating
 * the record when the alert was never mailed (e-mail was off when it came). The dispatcher reads
 * the recipient from the entry when it sends.
 */
export async function requeueEmail(deps: { emails: AlertEmailStore; clock: Clock }, alert: { payload: AlertEmail['payload']; tenant: string }): Promise<void> {
  const now = isoMicros(deps.clock.now());
  const schedule = { state: 'pending' as const, next_attempt_at: now, first_attempt_at: null };
  const existing = await deps.emails.get(alert.payload.alert_id);
  if (existing) {
    await deps.emails.update(alert.payload.alert_id, schedule);
    return;
  }
  await deps.emails.save([
    {
      alert_id: alert.payload.alert_id,
      tenant: alert.tenant,
      watchlist_id: alert.payload.watchlist_id,
      payload: alert.payload,
      attempts: 0,
      created_at: now,
      last_attempt_at: null,
      last_status_code: null,
      last_error: null,
      ...schedule,
    },
  ]);
}
