import type { Logger } from '../../infra/logger.ts';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { decodeVector } from '../../infra/embedding/embedder.port.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { EnrichedObservation } from '../records/enriched-observation.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from './observation-index.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';
import { bumpIndexVersion } from './index-version.ts';
import { isRetraction } from '../../infra/bus/payloads/retraction.ts';
import { ObservationRetraction } from '../records/observation-retraction.ts';

/** Born-digital text outranks OCR text of the same 483. */
const QUALITY_RANK = { born_digital: 2, ocr: 1 } as const;

/**
 * Projects `enriched.observations` into the search store. Upserts by observation id and skips
 * records whose content hash is already stored, so replays and duplicates are harmless. When two
 * copies of one 483 exist (OCR and born-digital), the born-digital one is kept whatever the order.
 * A retraction deletes the stored observation when it is the retracting source's copy (another
 * source's copy of the same observation stays), so a withdrawn 483, or the observations a newer
 * copy no longer has, leave search.
 */
export function createObservationsSearchSink(deps: { search: SearchStore; logger: Logger }): Processor & { ensureIndex(): Promise<void> } {
  let indexReady = false;
  const ensureIndex = async () => {
    if (indexReady) return;
    await deps.search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
    indexReady = true;
  };

  return {
    groupId: 'sink.search.observations',
    stage: 'sink.search',
    topics: [TOPICS.enrichedObservations],
    ensureIndex,
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      await ensureIndex();
      const rejected: Rejected[] = [];
      const latest = new Map<string, EnrichedObservation>();
      const retracted = new Map<string, ObservationRetraction>();
      for (const message of messages) {
        if (isRetraction(message.value)) {
          const retraction = ObservationRetraction.safeParse(message.value);
          if (!retraction.success) {
            rejected.push({ message, reason: `invalid observation retraction: ${describeZodIssues(retraction.error, '')}` });
            continue;
          }
          // It withdraws its own source's copy: an earlier upsert of that copy in this batch goes too.
          if (latest.get(retraction.data.id)?.source === retraction.data.source) latest.delete(retraction.data.id);
          retracted.set(retraction.data.id, retraction.data);
          continue;
        }
        const parsed = EnrichedObservation.safeParse(message.value);
        if (!parsed.success) {
          rejected.push({ message, reason: `invalid enriched observation: ${describeZodIssues(parsed.error, '')}` });
          continue;
        }
        const record = parsed.data;
        const vector = decodeVector(record.embedding.vector);
        if (vector.length !== OBSERVATIONS_MAPPING.vectorDimensions) {
          rejected.push({ message, reason: `embedding has ${vector.length} dimensions, the index expects ${OBSERVATIONS_MAPPING.vectorDimensions}` });
          continue;
        }
        const previous = latest.get(record.id);
        if (!previous || outranksOrReplaces(record, previous)) latest.set(record.id, record);
        // A copy published after its source's retraction brings the observation back.
        if (retracted.get(record.id)?.source === record.source) retracted.delete(record.id);
      }
      if (latest.size === 0 && retracted.size === 0) return { processed: 0, rejected };

      const ids = [...new Set([...latest.keys(), ...retracted.keys()])];
      const stored = await deps.search.list<EnrichedObservation>(OBSERVATIONS_INDEX, {
        filter: [{ field: 'observation_id', in: ids }],
        limit: ids.length,
      });
      const existing = new Map(stored.items.map((item) => [item.id, item.doc]));
      // The stored copy of a retracting source goes; another source's copy in this batch may take its place.
      const deletes = [...retracted.values()].filter((r) => existing.get(r.id)?.source === r.source);
      for (const r of deletes) existing.delete(r.id);
      const writes = [...latest.values()].filter((record) => {
        const current = existing.get(record.id);
        if (!current) return true;
        if (current.content_hash === record.content_hash) return false;
        return outranksOrReplaces(record, current);
      });
      const replaced = new Set(writes.map((r) => r.id));
      const removed = deletes.filter((r) => !replaced.has(r.id));
      if (removed.length > 0) await deps.search.delete(OBSERVATIONS_INDEX, removed.map((r) => r.id));
      if (writes.length > 0) {
        await deps.search.upsert(
          OBSERVATIONS_INDEX,
          writes.map(({ embedding, ...doc }) => ({ id: doc.id, doc: { ...doc, embedding_model: embedding.model }, vector: decodeVector(embedding.vector) })),
        );
      }
      if (writes.length > 0 || removed.length > 0) {
        // Readers' cached listings (api/platform/versioned-list.ts) key on this version.
        const changed = [...writes.map((r) => [r.id, r.content_hash] as const), ...removed.map((r) => [r.id, r.content_hash] as const)];
        await bumpIndexVersion(deps.search, OBSERVATIONS_INDEX, changed, [...writes, ...removed].at(-1)?.fetched_at ?? '');
      }
      return { processed: writes.length + removed.length, rejected };
    },
  };
}

/** A newer copy replaces an older one from the same source; across sources the better text wins. */
function outranksOrReplaces(incoming: EnrichedObservation, current: Pick<EnrichedObservation, 'source' | 'text_quality'>): boolean {
  if (incoming.source === current.source) return true;
  return QUALITY_RANK[incoming.text_quality] >= QUALITY_RANK[current.text_quality];
}
