import type { BusMessage, EventBus } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Clock } from '../../infra/clock.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { FacilityChange } from '../facilities/facility-records.ts';
import { FacilityRetractionChange } from '../facilities/facility-retraction.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { type AlertDraft, alertsForChange } from './alert-diff.ts';
import { ALERT_SCHEMA_VERSION, type AlertRecord, isoMicros } from './alert-records.ts';
import type { AlertStore } from './alert-store.ts';

/** The differ's consumer group. */
export const ALERTS_GROUP = 'enrich.alerts';
/** Source name on the alerts it publishes. */
export const ALERTS_SOURCE = 'enrich.alerts';

export interface AlertsProcessorDeps {
  bus: Pick<EventBus, 'publish'>;
  clock: Clock;
  store: AlertStore;
}

/**
 * The alert differ (ARCHITECTURE.md, "alert path"): joins `facility.changes` with the live
 * watchlist and publishes one alert per (entry, change) on `alerts`, keyed by watchlist id so one
 * entry's alerts stay in order.
 *
 * It also reads `enriched.facilities`, only for the FEIs: a facility document is published whenever
 * the facility's data changed and was re-evaluated, so every live entry on those FEIs (and on the
 * FEIs of the changes) gets `last_checked` = now, whether or not an alert came of it.
 *
 * Alert ids are deterministic (alert-diff.ts); ids already stored are not published again, and the
 * webhook sink drops any that slip through, so replays and double deliveries create no duplicate.
 * A malformed change is rejected to `dlq.enrich.alerts`.
 */
export function createAlertsProcessor(deps: AlertsProcessorDeps): Processor {
  return {
    groupId: ALERTS_GROUP,
    stage: 'enrich.alerts',
    topics: [TOPICS.facilityChanges, TOPICS.enrichedFacilities],
    maxBatchSize: 200,
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      const rejected: Rejected[] = [];
      const changes: FacilityChange[] = [];
      const feis = new Set<string>();
      for (const message of messages) {
        if (message.topic === TOPICS.facilityChanges) {
          // Retraction changes are not alertable (no `alert_on` names them); only checked.
          if ((message.value as { type?: unknown } | null)?.type === 'retraction') {
            if (!FacilityRetractionChange.safeParse(message.value).success) rejected.push({ message, reason: 'invalid facility retraction change' });
            continue;
          }
          const parsed = FacilityChange.safeParse(message.value);
          if (!parsed.success) {
            rejected.push({ message, reason: 'invalid facility change', error: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
            continue;
          }
          changes.push(parsed.data);
          feis.add(parsed.data.fei_number);
        } else {
          const fei = (message.value as { fei_number?: unknown } | null)?.fei_number;
          if (typeof fei === 'string') feis.add(fei);
        }
      }
      if (feis.size === 0) return { processed: messages.length - rejected.length, rejected };

      const entries = await deps.store.entriesWatching([...feis]);
      const drafts = new Map<string, AlertDraft>();
      for (const change of changes) for (const draft of alertsForChange(change, entries)) drafts.set(draft.payload.alert_id, draft);
      const known = await deps.store.existingAlertIds([...drafts.keys()]);
      const now = deps.clock.now();
      const fresh = [...drafts.values()].filter((draft) => !known.has(draft.payload.alert_id));
      if (fresh.length > 0) {
        await deps.bus.publish(
          TOPICS.alerts,
          fresh.map((draft) => {
            const value: AlertRecord = {
              id: draft.payload.alert_id,
              source: ALERTS_SOURCE,
              fetched_at: now.toISOString(),
              content_hash: contentHash(draft),
              schema_version: ALERT_SCHEMA_VERSION,
              ...draft,
            };
            return { key: draft.payload.watchlist_id, value };
          }),
        );
      }
      await deps.store.touchEntries(
        entries.map((entry) => entry.id),
        isoMicros(now),
      );
      return { processed: messages.length - rejected.length, rejected };
    },
  };
}
