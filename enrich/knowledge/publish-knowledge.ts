import type { Clock } from '../../infra/clock.ts';
import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { IngestLedger, IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { KNOWLEDGE_SCHEMA_VERSION, KNOWLEDGE_SOURCE, KnowledgeBody } from '../records/knowledge-record.ts';
import { type KnowledgeItem, knowledgeItems } from './knowledge-records.ts';

/**
 * Publishes the curated knowledge to `enriched.knowledge`, from where the graph sink loads it like
 * any other enriched record. Like an ingest run it publishes only entries whose content changed
 * since the last publication (the ledger keeps the hashes), so running it on every start is cheap
 * and a knowledge edit reaches the graph without a reindex. The run is recorded in the ledger under
 * `regintel-knowledge`, so `regintel status` shows when knowledge was last published.
 *
 * Known limit: an entry deleted from the knowledge files is not retracted from the graph; `reindex`
 * does not remove it either, because the log keeps it. Deletions need a tombstone kind (not yet).
 */
export async function publishKnowledge(
  deps: { bus: Pick<EventBus, 'publish' | 'ensureTopics'>; ledger: IngestLedger; clock: Clock },
  items: readonly KnowledgeItem[] = knowledgeItems(),
): Promise<IngestRunSummary> {
  const startedAt = deps.clock.now().toISOString();
  // The files are parsed by their own schemas at import; this re-check guards the record shapes.
  for (const item of items) KnowledgeBody.parse(item.body);
  const hashed = items.map((item) => ({ ...item, hash: contentHash(item.body) }));
  const known = deps.ledger.publishedHashes(
    KNOWLEDGE_SOURCE,
    hashed.map((item) => item.id),
  );
  const fresh = hashed.filter((item) => known.get(item.id) !== item.hash);
  if (fresh.length > 0) {
    await deps.bus.ensureTopics([TOPICS.enrichedKnowledge]);
    const fetchedAt = deps.clock.now().toISOString();
    await deps.bus.publish(
      TOPICS.enrichedKnowledge,
      fresh.map((item) => ({
        key: item.id,
        value: { ...item.body, id: item.id, source: KNOWLEDGE_SOURCE, fetched_at: fetchedAt, content_hash: item.hash, schema_version: KNOWLEDGE_SCHEMA_VERSION },
      })),
    );
    deps.ledger.recordPublished(
      KNOWLEDGE_SOURCE,
      fresh.map((item) => ({ id: item.id, hash: item.hash })),
      fetchedAt,
    );
  }
  const summary: IngestRunSummary = {
    source: KNOWLEDGE_SOURCE,
    status: fresh.length === 0 ? 'unchanged' : 'ok',
    read: items.length,
    published: fresh.length,
    unchanged: items.length - fresh.length,
    dlq: 0,
    started_at: startedAt,
    finished_at: deps.clock.now().toISOString(),
  };
  deps.ledger.recordRun(summary);
  return summary;
}
