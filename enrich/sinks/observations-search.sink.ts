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

/** Born-digital text outranks OCR text of the same 483. */
const QUALITY_RANK = { born_digital: 2, ocr: 1 } as const;

/**
 * Projects `enriched.observations` into the search store. Upserts by observation id and skips
 * records whose content hash is already stored, so replays and duplicates are harmless. When two
 * copies of one 483 exist (OCR and born-digital), the born-digital one is kept whatever the order.
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
      for (const message of messages) {
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
      }
      if (latest.size === 0) return { processed: 0, rejected };

      const stored = await deps.search.list<EnrichedObservation>(OBSERVATIONS_INDEX, {
        filter: [{ field: 'observation_id', in: [...latest.keys()] }],
        limit: latest.size,
      });
      const existing = new Map(stored.items.map((item) => [item.id, item.doc]));
      const writes = [...latest.values()].filter((record) => {
        const current = existing.get(record.id);
        if (!current) return true;
        if (current.content_hash === record.content_hash) return false;
        return outranksOrReplaces(record, current);
      });
      if (writes.length > 0) {
        await deps.search.upsert(
          OBSERVATIONS_INDEX,
          writes.map(({ embedding, ...doc }) => ({ id: doc.id, doc: { ...doc, embedding_model: embedding.model }, vector: decodeVector(embedding.vector) })),
        );
        // Readers' cached listings (api/platform/versioned-list.ts) key on this version.
        await bumpIndexVersion(deps.search, OBSERVATIONS_INDEX, writes.map((r) => [r.id, r.content_hash] as const), writes.at(-1)?.fetched_at ?? '');
      }
      return { processed: writes.length, rejected };
    },
  };
}

/** A newer copy replaces an older one from the same source; across sources the better text wins. */
function outranksOrReplaces(incoming: EnrichedObservation, current: Pick<EnrichedObservation, 'source' | 'text_quality'>): boolean {
  if (incoming.source === current.source) return true;
  return QUALITY_RANK[incoming.text_quality] >= QUALITY_RANK[current.text_quality];
}
