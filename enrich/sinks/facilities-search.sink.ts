import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';
import { EnrichedFacility, FACILITY_STEP_BATCH } from '../facilities/facility-records.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING, type StoredFacilityDocument, storedFacilityOf } from './facility-index.ts';
import { bumpIndexVersion } from './index-version.ts';
import { isRetraction } from '../../infra/bus/payloads/retraction.ts';
import { FacilityRetraction } from '../facilities/facility-retraction.ts';

/**
 * Projects `enriched.facilities` into the search store's `facilities` index, one document per FEI:
 * the last record of an FEI in a batch wins (the log's order), and a record whose content hash the
 * index already holds is skipped, so replays write nothing. After a change it bumps the index's
 * version marker (readers' caches key on it). A record that fails the schema is rejected with its
 * reason (to `dlq.sink.search`). A `FacilityRetraction` deletes the facility's document.
 */
export function createFacilitiesSearchSink(deps: { search: SearchStore }): Processor & { ensureIndex(): Promise<void> } {
  let indexReady = false;
  const ensureIndex = async () => {
    if (indexReady) return;
    await deps.search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
    indexReady = true;
  };

  return {
    groupId: 'sink.search.facilities',
    stage: 'sink.search',
    topics: [TOPICS.enrichedFacilities],
    // Each batch reads the held hashes, writes and bumps the version (on Elasticsearch, each write
    // waits for a refresh): fixed costs that set the pace at 50 a batch (148 documents/s on
    // Elasticsearch, 489 at 500; whole mirror, 2026-12-06).
    maxBatchSize: FACILITY_STEP_BATCH,
    ensureIndex,
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      await ensureIndex();
      const rejected: Rejected[] = [];
      const latest = new Map<string, EnrichedFacility | FacilityRetraction>();
      for (const message of messages) {
        const parsed = isRetraction(message.value) ? FacilityRetraction.safeParse(message.value) : EnrichedFacility.safeParse(message.value);
        if (!parsed.success) {
          rejected.push({ message, reason: `invalid enriched facility: ${describeZodIssues(parsed.error, '(record)')}` });
          continue;
        }
        latest.set(parsed.data.fei_number, parsed.data);
      }
      if (latest.size === 0) return { processed: 0, rejected };

      const stored = await deps.search.list<Pick<StoredFacilityDocument, 'content_hash'>>(FACILITIES_INDEX, {
        filter: [{ field: 'fei_number', in: [...latest.keys()] }],
        limit: latest.size,
      });
      const held = new Map(stored.items.map((item) => [item.id, item.doc.content_hash]));
      const writes = [...latest.values()].filter((f): f is EnrichedFacility => !('retracted' in f) && held.get(f.fei_number) !== f.content_hash);
      const deletes = [...latest.values()].filter((f): f is FacilityRetraction => 'retracted' in f && held.has(f.fei_number));
      if (writes.length === 0 && deletes.length === 0) return { processed: 0, rejected };
      if (writes.length > 0) {
        await deps.search.upsert(
          FACILITIES_INDEX,
          writes.map((f) => ({ id: f.fei_number, doc: { ...storedFacilityOf(f) } })),
        );
      }
      if (deletes.length > 0) await deps.search.delete(FACILITIES_INDEX, deletes.map((f) => f.fei_number));
      const changed = [...writes, ...deletes];
      await bumpIndexVersion(deps.search, FACILITIES_INDEX, changed.map((f) => [f.fei_number, f.content_hash] as const), changed.at(-1)?.fetched_at ?? '');
      return { processed: changed.length, rejected };
    },
  };
}
