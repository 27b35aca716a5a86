import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Clock } from '../../infra/clock.ts';
import { AlertRecord, type WatchlistEntry, isoMicros } from '../alerts/alert-records.ts';
import type { AlertStore } from '../alerts/alert-store.ts';
import type { AlertEmail, AlertEmailStore } from '../alerts/email-store.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { RETRY_WINDOW_MS } from './webhook-retry.ts';

/** The e-mail sink's consumer group. */
export const EMAIL_SINK_GROUP = 'sink.email';

export interface EmailSinkDeps {
  store: Pick<AlertStore, 'getEntry'>;
  emails: Pick<AlertEmailStore, 'existing' | 'save'>;
  clock: Clock;
  /** Whether an SMTP server is configured. Off: alerts are read and passed over, so turning e-mail on later sends no backlog. */
  enabled: boolean;
}

/**
 * The e-mail sink: for each alert of the `alerts` topic whose watchlist entry has a
 * `notification_email`, schedules one e-mail (an `AlertEmail` record, first attempt due now). The
 * SMTP work is the e-mail dispatcher's (email-dispatcher.ts), so this consumer never waits on a mail
 * server, and it is a consumer group of its own, so e-mail never holds up the webhook sink. Alert
 * ids are deterministic and an alert with an e-mail record is skipped, so a replay mails nothing
 * twice. Not one of the groups `reindex` rewinds, for the same reason. An alert that occurred more
 * than 24 hours ago (the retry window) is not mailed: a group starting on an old log, or e-mail
 * turned on later, sends news, not a backlog.
 */
export function createEmailSink(deps: EmailSinkDeps): Processor {
  return {
    groupId: EMAIL_SINK_GROUP,
    stage: 'sink.email',
    topics: [TOPICS.alerts],
    maxBatchSize: 200,
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      const rejected: Rejected[] = [];
      const records: AlertRecord[] = [];
      for (const message of messages) {
        const parsed = AlertRecord.safeParse(message.value);
        if (parsed.success) records.push(parsed.data);
        else rejected.push({ message, reason: 'invalid alert', error: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      }
      if (!deps.enabled || records.length === 0) return { processed: messages.length - rejected.length, rejected };

      const entries = new Map<string, WatchlistEntry | null>();
      const wanted: AlertRecord[] = [];
      for (const record of records) {
        const entryId = record.payload.watchlist_id;
        if (!entries.has(entryId)) entries.set(entryId, await deps.store.getEntry(entryId));
        const entry = entries.get(entryId);
        if (entry && !entry.deleted_at && entry.notification_email && entry.tenant === record.tenant) wanted.push(record);
      }
      const known = await deps.emails.existing(wanted.map((r) => r.payload.alert_id));
      const now = isoMicros(deps.clock.now());
      const oldest = deps.clock.now().getTime() - RETRY_WINDOW_MS;
      const fresh = new Map<string, AlertEmail>();
      for (const record of wanted) {
        if (known.has(record.payload.alert_id) || Date.parse(record.payload.occurred_at) < oldest) continue;
        fresh.set(record.payload.alert_id, {
          alert_id: record.payload.alert_id,
          tenant: record.tenant,
          watchlist_id: record.payload.watchlist_id,
          payload: record.payload,
          state: 'pending',
          attempts: 0,
          created_at: now,
          first_attempt_at: null,
          last_attempt_at: null,
          next_attempt_at: now,
          last_status_code: null,
          last_error: null,
        });
      }
      await deps.emails.save([...fresh.values()]);
      return { processed: messages.length - rejected.length, rejected };
    },
  };
}
