import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { decodeVector } from '../../infra/embedding/embedder.port.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { EnrichedRuleChunk } from '../records/enriched-rules-documents.ts';
import { RULES_INDEX, RULES_MAPPING, type StoredRuleChunk } from './rules-index.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';
import { bumpIndexVersion } from './index-version.ts';
import { isRetraction } from '../../infra/bus/payloads/retraction.ts';
import { RuleDocumentRetraction } from '../records/rule-document-retraction.ts';

/**
 * Projects `enriched.rules` into the search store's `rules` index, one document per chunk id with
 * its vector. The last record of an id in a batch wins (the log's order); a record whose content
 * hash the index already holds is skipped, so replays and reindexes of unchanged data write
 * nothing. When a record says how many chunks its document has (`chunk_count`), the document's
 * chunks at or beyond that count are deleted: a re-ingested document that got shorter leaves no
 * stale chunks to be found. A record failing the schema, or whose vector does not fit the index,
 * is rejected with its reason. A `RuleDocumentRetraction` deletes every chunk of its document
 * (unless chunks of the document follow it in the same batch: it came back).
 */
export function createRulesSearchSink(deps: { search: SearchStore }): Processor & { ensureIndex(): Promise<void> } {
  let indexReady = false;
  const ensureIndex = async () => {
    if (indexReady) return;
    await deps.search.ensureIndex(RULES_INDEX, RULES_MAPPING);
    indexReady = true;
  };

  return {
    groupId: 'sink.search.rules',
    stage: 'sink.search',
    topics: [TOPICS.enrichedRules],
    ensureIndex,
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      await ensureIndex();
      const rejected: Rejected[] = [];
      const latest = new Map<string, { record: EnrichedRuleChunk; vector: Float32Array }>();
      const retracted = new Map<string, RuleDocumentRetraction>();
      for (const message of messages) {
        if (isRetraction(message.value)) {
          const retraction = RuleDocumentRetraction.safeParse(message.value);
          if (!retraction.success) {
            rejected.push({ message, reason: `invalid rule document retraction: ${describeZodIssues(retraction.error, '(record)')}` });
            continue;
          }
          for (const [id, { record }] of latest) if (record.rule_id === retraction.data.rule_id) latest.delete(id);
          retracted.set(retraction.data.rule_id, retraction.data);
          continue;
        }
        const parsed = EnrichedRuleChunk.safeParse(message.value);
        if (!parsed.success) {
          rejected.push({ message, reason: `invalid enriched rule chunk: ${describeZodIssues(parsed.error, '(record)')}` });
          continue;
        }
        const vector = decodeVector(parsed.data.embedding.vector);
        if (vector.length !== RULES_MAPPING.vectorDimensions) {
          rejected.push({ message, reason: `embedding has ${vector.length} dimensions, the index expects ${RULES_MAPPING.vectorDimensions}` });
          continue;
        }
        retracted.delete(parsed.data.rule_id);
        latest.set(parsed.data.id, { record: parsed.data, vector });
      }
      const removed: Array<readonly [string, string]> = [];
      for (const retraction of retracted.values()) {
        const chunks = await deps.search.list(RULES_INDEX, { filter: [{ field: 'rule_id', eq: retraction.rule_id }], limit: 10_000 });
        if (chunks.items.length === 0) continue;
        await deps.search.delete(RULES_INDEX, chunks.items.map((item) => item.id));
        removed.push([retraction.rule_id, retraction.content_hash]);
      }
      if (removed.length > 0) await bumpIndexVersion(deps.search, RULES_INDEX, removed, [...retracted.values()].at(-1)?.fetched_at ?? '');
      if (latest.size === 0) return { processed: removed.length, rejected };

      const stored = await deps.search.list<StoredRuleChunk>(RULES_INDEX, {
        filter: [{ field: 'content_hash', in: [...latest.values()].map(({ record }) => record.content_hash) }],
        limit: latest.size,
      });
      const held = new Map(stored.items.map((item) => [item.id, item.doc.content_hash]));
      const writes = [...latest.values()].filter(({ record }) => held.get(record.id) !== record.content_hash);
      if (writes.length > 0) {
        await deps.search.upsert(
          RULES_INDEX,
          writes.map(({ record, vector }) => {
            const { embedding, fetched_at: _fetchedAt, schema_version: _version, id, ...fields } = record;
            const doc: StoredRuleChunk = { ...fields, heading: record.heading_path.join(' › '), embedding_model: embedding.model };
            return { id, doc: { ...doc }, vector };
          }),
        );
      }

      // A document's chunk count is the same on all its chunks: one clean-up per document. The count
      // is hashed, so a document that shrank rewrites its remaining chunks: unchanged ones need none.
      const counts = new Map<string, number>();
      for (const { record } of writes) if (record.chunk_count !== null) counts.set(record.rule_id, record.chunk_count);
      for (const [ruleId, count] of counts) {
        const stale = await deps.search.list(RULES_INDEX, {
          filter: [
            { field: 'rule_id', eq: ruleId },
            { field: 'chunk_index', gte: count },
          ],
          limit: 10_000,
        });
        if (stale.items.length > 0) await deps.search.delete(RULES_INDEX, stale.items.map((item) => item.id));
      }
      // Readers that cache per index version (the rules API's document table) see the change.
      if (writes.length > 0) {
        await bumpIndexVersion(deps.search, RULES_INDEX, writes.map(({ record }) => [record.id, record.content_hash] as const), writes.at(-1)?.record.fetched_at ?? '');
      }
      return { processed: writes.length + removed.length, rejected };
    },
  };
}
