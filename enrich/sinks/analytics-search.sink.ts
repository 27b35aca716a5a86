import { bumpIndexVersion } from './index-version.ts';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { EnrichedAnalytics } from '../records/enriched-analytics.ts';
import { ANALYTICS_INDEX, ANALYTICS_MAPPING } from './analytics-index.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';

/** What the index holds per document. */
export interface StoredAnalyticsDocument {
  kind: EnrichedAnalytics['kind'];
  content_hash: string;
  as_of: string | null;
  body: Record<string, unknown>;
}

/**
 * Projects `enriched.analytics` into the search store's `analytics` index, one document per id:
 * the last record of an id in a batch wins (the log's order), a retracted record deletes the
 * document, and a record whose hash the index already holds is skipped, so replays write nothing.
 * A record that fails the schema is rejected with its reason (to `dlq.sink.search`).
 */
export function createAnalyticsSearchSink(deps: { search: SearchStore }): Processor & { ensureIndex(): Promise<void> } {
  let indexReady = false;
  const ensureIndex = async () => {
    if (indexReady) return;
    await deps.search.ensureIndex(ANALYTICS_INDEX, ANALYTICS_MAPPING);
    indexReady = true;
  };

  return {
    groupId: 'sink.search.analytics',
    stage: 'sink.search',
    topics: [TOPICS.enrichedAnalytics],
    ensureIndex,
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      await ensureIndex();
      const rejected: Rejected[] = [];
      const latest = new Map<string, EnrichedAnalytics>();
      for (const message of messages) {
        const parsed = EnrichedAnalytics.safeParse(message.value);
        if (!parsed.success) {
          rejected.push({ message, reason: `invalid analytics record: ${describeZodIssues(parsed.error, '(record)')}` });
          continue;
        }
        latest.set(parsed.data.id, parsed.data);
      }
      if (latest.size === 0) return { processed: 0, rejected };

      const retractions = [...latest.values()].filter((r) => r.retracted).map((r) => r.id);
      const stored = await deps.search.list<StoredAnalyticsDocument>(ANALYTICS_INDEX, {
        filter: [{ field: 'content_hash', in: [...latest.values()].map((r) => r.content_hash) }],
        limit: latest.size,
      });
      const held = new Map(stored.items.map((item) => [item.id, item.doc.content_hash]));
      const writes = [...latest.values()].filter((r) => !r.retracted && held.get(r.id) !== r.content_hash);
      if (writes.length > 0) {
        await deps.search.upsert(
          ANALYTICS_INDEX,
          writes.map((r) => ({
            id: r.id,
            doc: { kind: r.kind, content_hash: r.content_hash, as_of: typeof r.body.as_of === 'string' ? r.body.as_of : null, body: r.body } satisfies StoredAnalyticsDocument,
          })),
        );
      }
      const deleted = retractions.length > 0 ? await deps.search.delete(ANALYTICS_INDEX, retractions) : 0;
      if (writes.length > 0 || deleted > 0) {
        const changed = [...writes, ...[...latest.values()].filter((r) => r.retracted)];
        await bumpIndexVersion(deps.search, ANALYTICS_INDEX, changed.map((r) => [r.id, r.content_hash] as const), changed.at(-1)?.fetched_at ?? '');
      }
      return { processed: writes.length + deleted, rejected };
    },
  };
}
