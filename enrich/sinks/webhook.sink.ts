import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Clock } from '../../infra/clock.ts';
import { AlertRecord, type StoredAlert, type WatchlistEntry, isoMicros } from '../alerts/alert-records.ts';
import type { AlertStore } from '../alerts/alert-store.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { blockedReason } from './webhook-dispatcher.ts';

/** The sink's consumer group. */
export const WEBHOOK_SINK_GROUP = 'sink.webhooks';

/**
 * The webhook sink: stores each alert of the `alerts` topic (the tenant's alert history) with its
 * delivery schedule — first attempt due now when the entry has a working webhook. The HTTP work is
 * the dispatcher's (webhook-dispatcher.ts), so this consumer never waits on a receiver. Alert ids
 * are deterministic: an alert already stored is skipped, so a replay sends nothing twice.
 */
export function createWebhookSink(deps: { store: AlertStore; clock: Clock }): Processor {
  return {
    groupId: WEBHOOK_SINK_GROUP,
    stage: 'sink.webhooks',
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
      const known = await deps.store.existingAlertIds(records.map((r) => r.payload.alert_id));
      const entries = new Map<string, WatchlistEntry | null>();
      const now = isoMicros(deps.clock.now());
      const fresh = new Map<string, StoredAlert>();
      for (const record of records) {
        if (known.has(record.payload.alert_id)) continue;
        const entryId = record.payload.watchlist_id;
        if (!entries.has(entryId)) entries.set(entryId, await deps.store.getEntry(entryId));
        const blocked = blockedReason(entries.get(entryId) ?? null);
        fresh.set(record.payload.alert_id, {
          payload: record.payload,
          tenant: record.tenant,
          created_at: now,
          delivery: {
            state: blocked?.state ?? 'pending',
            attempts: 0,
            first_attempt_at: null,
            last_attempt_at: null,
            next_attempt_at: blocked ? null : now,
            last_status_code: null,
            last_error: null,
          },
        });
      }
      await deps.store.saveAlerts([...fresh.values()]);
      return { processed: messages.length - rejected.length, rejected };
    },
  };
}
