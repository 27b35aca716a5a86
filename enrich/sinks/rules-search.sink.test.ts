import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { encodeVector } from '../../infra/embedding/embedder.port.ts';
import { createTestDeps } from '../../test/fixtures/harness.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import type { EnrichedRuleChunk } from '../records/enriched-rules-documents.ts';
import { RULES_INDEX, type StoredRuleChunk } from './rules-index.ts';
import { createRulesSearchSink } from './rules-search.sink.ts';
import { deliver } from '../../test/fixtures/bus.ts';
import { retractionOf } from '../../infra/bus/payloads/retraction.ts';

/** Unit vector along axis `axis` of 384 dimensions: cosines between them are 1 (same axis) or 0. */
function axis(axisIndex: number, dimensions = 384): Float32Array {
  const vector = new Float32Array(dimensions);
  vector[axisIndex] = 1;
  return vector;
}

function chunk(ruleId: string, index: number, overrides: Partial<EnrichedRuleChunk> & { vector?: Float32Array } = {}): EnrichedRuleChunk {
  const { vector = axis(index), ...rest } = overrides;
  return {
    id: `${ruleId}#${index}`,
    source: 'fda-guidance',
    fetched_at: '2025-03-01T10:00:00.000Z',
    content_hash: `${index}`.padStart(64, 'a'),
    schema_version: 1,
    rule_id: ruleId,
    source_id: 'fda',
    publisher: 'FDA',
    title: 'Sterile Drug Products Produced by Aseptic Processing',
    document_type: 'guidance',
    reference: null,
    issue_date: '2004-09-01',
    issue_month: '2004-09',
    effective_date: null,
    updated_date: null,
    status: 'final',
    therapeutic_area: null,
    url: null,
    chunk_index: index,
    chunk_count: 3,
    heading_path: ['X. Laboratory Controls', 'A. Environmental Monitoring'],
    text: `Chunk ${index} of the aseptic processing guidance.`,
    word_count: 7,
    embedding: { model: 'hash-bow-384', dimensions: vector.length, vector: encodeVector(vector) },
    ...rest,
  };
}

describe('rules search sink', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;

  beforeEach(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    await deps.bus.ensureTopics(Object.values(TOPICS));
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const publishAndRead = (values: unknown[]): Promise<BusMessage[]> => deliver(deps.bus, TOPICS.enrichedRules, values);

  it('indexes each chunk with its vector and joined headings, findable by vector and by words', async () => {
    const sink = createRulesSearchSink({ search: deps.search });
    const result = await sink.handleBatch(await publishAndRead([0, 1, 2].map((i) => chunk('fda-guidance:aseptic', i))));
    expect(result).toEqual({ processed: 3, rejected: [] });

    const stored = await deps.search.get<StoredRuleChunk>(RULES_INDEX, 'fda-guidance:aseptic#1');
    expect(stored?.doc).toMatchObject({ rule_id: 'fda-guidance:aseptic', source_id: 'fda', chunk_index: 1, heading: 'X. Laboratory Controls › A. Environmental Monitoring', embedding_model: 'hash-bow-384' });
    expect(stored?.doc).not.toHaveProperty('embedding');
    // The query is chunk 1's own axis: cosine 1 with it, 0 with the others.
    const hits = await deps.search.vector<StoredRuleChunk>(RULES_INDEX, { vector: axis(1), k: 2 });
    expect(hits[0]).toMatchObject({ id: 'fda-guidance:aseptic#1', score: expect.closeTo(1, 5) });
    expect(hits[1]?.score).toBeCloseTo(0, 5);
    const lexical = await deps.search.lexical(RULES_INDEX, { text: 'environmental monitoring', k: 5 });
    expect(lexical).toHaveLength(3);
  });

  it('writes nothing for a chunk it already holds with the same hash', async () => {
    const sink = createRulesSearchSink({ search: deps.search });
    const messages = await publishAndRead([chunk('fda-guidance:aseptic', 0)]);
    expect((await sink.handleBatch(messages)).processed).toBe(1);
    expect((await sink.handleBatch(messages)).processed).toBe(0);
    expect(await deps.search.count(RULES_INDEX)).toBe(1);
  });

  it('drops the chunks of a document that got shorter', async () => {
    const sink = createRulesSearchSink({ search: deps.search });
    await sink.handleBatch(await publishAndRead([0, 1, 2].map((i) => chunk('fda-guidance:aseptic', i))));
    await sink.handleBatch(await publishAndRead([chunk('fda-guidance:other', 0, { chunk_count: 1 })]));
    // Re-ingested with two chunks: chunk 2 no longer exists; another document is untouched.
    const shorter = [0, 1].map((i) => chunk('fda-guidance:aseptic', i, { chunk_count: 2, content_hash: `${i}`.padStart(64, 'b') }));
    expect((await sink.handleBatch(await publishAndRead(shorter))).processed).toBe(2);
    const ids = (await deps.search.list(RULES_INDEX, { limit: 10 })).items.map((item) => item.id);
    expect(ids).toEqual(['fda-guidance:aseptic#0', 'fda-guidance:aseptic#1', 'fda-guidance:other#0']);
  });

  it('keeps the chunks of a split document while its count is unknown (chunk_count null)', async () => {
    const sink = createRulesSearchSink({ search: deps.search });
    await sink.handleBatch(await publishAndRead([0, 1, 2].map((i) => chunk('fda-guidance:big', i, { chunk_count: null }))));
    expect(await deps.search.count(RULES_INDEX)).toBe(3);
  });

  it('deletes every chunk of a retracted document, and keeps a document published again after its retraction', async () => {
    const sink = createRulesSearchSink({ search: deps.search });
    await sink.handleBatch(await publishAndRead([...[0, 1, 2].map((i) => chunk('fda-guidance:aseptic', i)), chunk('fda-guidance:other', 0, { chunk_count: 1 })]));
    const retraction = (ruleId: string) => ({ ...retractionOf({ id: ruleId, source: 'fda-guidance', at: '2025-04-01T00:00:00.000Z', schemaVersion: 1 }), rule_id: ruleId });
    expect(await sink.handleBatch(await publishAndRead([retraction('fda-guidance:aseptic')]))).toEqual({ processed: 1, rejected: [] });
    expect((await deps.search.list(RULES_INDEX, { limit: 10 })).items.map((item) => item.id)).toEqual(['fda-guidance:other#0']);
    // Retracted, then back in the same batch: the document stays.
    const back = chunk('fda-guidance:other', 0, { chunk_count: 1, content_hash: '0'.padStart(64, 'c') });
    await sink.handleBatch(await publishAndRead([retraction('fda-guidance:other'), back]));
    expect(await deps.search.count(RULES_INDEX)).toBe(1);
    // Nothing left to delete: a replayed retraction changes nothing.
    expect((await sink.handleBatch(await publishAndRead([retraction('fda-guidance:aseptic')]))).processed).toBe(0);
  });

  it('rejects a malformed record and a vector of the wrong size, with their reasons', async () => {
    const sink = createRulesSearchSink({ search: deps.search });
    const result = await sink.handleBatch(await publishAndRead([{ id: 'x' }, chunk('fda-guidance:aseptic', 0, { vector: axis(0, 12) }), chunk('fda-guidance:aseptic', 1)]));
    expect(result.processed).toBe(1);
    expect(result.rejected.map((r) => r.reason)).toEqual([expect.stringMatching(/^invalid enriched rule chunk: /), 'embedding has 12 dimensions, the index expects 384']);
  });
});
