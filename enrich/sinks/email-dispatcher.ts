import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { alertEmailSubject, alertEmailText } from '../alerts/alert-email.ts';
import { type DeliveryAttempt, isoMicros } from '../alerts/alert-records.ts';
import type { AlertStore } from '../alerts/alert-store.ts';
import type { AlertEmail, AlertEmailStore } from '../alerts/email-store.ts';
import { type DueLoop, createDueLoop } from './due-loop.ts';
import { recordAttempt } from './webhook-dispatcher.ts';
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
  /** Wait after the first failure (default 30 s, REGINTEL_WEBHOOK_FIRST_RETRY_MS); doubles after each further one. */
  firstRetryDelayMs?: number;
}

/** `stop()` waits for the sends in flight, each bounded by the SMTP timeouts. */
export type EmailDispatcher = DueLoop;

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
  const random = deps.random ?? Math.random;
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
      await recordAttempt(deps, record, EMAIL_DELIVERY_SOURCE);

      const first = email.first_attempt_at ?? record.attempted_at;
      const common = { attempts: number, first_attempt_at: first, last_attempt_at: record.attempted_at, last_status_code: result.status_code, last_error: result.error };
      if (result.outcome === 'delivered') {
        await deps.emails.update(alertId, { ...common, state: 'delivered', next_attempt_at: null });
      } else {
        const next = nextAttemptAt(new Date(first), attemptedAt, number, random, deps.firstRetryDelayMs);
        await deps.emails.update(alertId, { ...common, state: next ? 'pending' : 'failed', next_attempt_at: next ? isoMicros(next) : null });
        // The server's reply only: never the SMTP URL, which may hold a password.
        log.warn({ alertId, watchlistId: email.watchlist_id, attempt: number, outcome: result.outcome, reason: result.error, retry: next !== null }, 'alert e-mail not accepted');
      }
    } catch (error) {
      // A store fault: the e-mail stays due and the next pass tries again.
      log.error({ err: error, alertId }, 'alert e-mail attempt could not be completed');
    }
  }

  return createDueLoop({
    due: (now, query) => deps.emails.due(now, query),
    keys: (email) => ({ id: email.alert_id, entry: email.watchlist_id, tenant: email.tenant }),
    attempt,
    now: () => isoMicros(deps.clock.now()),
    concurrency: deps.concurrency ?? 4,
    // Half the slots at most for one tenant: its unreachable mail server never takes them all.
    perTenant: Math.max(1, Math.floor((deps.concurrency ?? 4) / 2)),
    pollMs: deps.pollMs ?? 1_000,
    onPollError: (error) => log.error({ err: error }, 'looking for due alert e-mails failed'),
  });
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
