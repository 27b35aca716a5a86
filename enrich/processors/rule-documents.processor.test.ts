import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createFixedClock } from '../../infra/clock.ts';
import { decodeVector } from '../../infra/embedding/embedder.port.ts';
import { createTestDeps } from '../../test/fixtures/harness.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import { rawValue } from '../facilities/facility-test-builders.ts';
import { EnrichedRuleChunk } from '../records/enriched-rules-documents.ts';
import { EMBED_TEXT_MAX_CHARS, createRuleDocumentsProcessor, ruleChunkEmbedText, ruleDocumentId } from './rule-documents.processor.ts';
import { deliver } from '../../test/fixtures/bus.ts';
import { retractionOf } from '../../infra/bus/payloads/retraction.ts';

/** A guidance as the FDA guidance connector publishes it (shared fields plus its own, which enrichment ignores). */
function guidance(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return rawValue(
    id,
    {
      source_id: 'fda',
      publisher: 'FDA',
      document_type: 'guidance',
      reference: 'FDA-2004-D-0001',
      title: 'Sterile Drug Products Produced by Aseptic Processing',
      issue_date: '2004-09-01',
      issue_month: '2004-09',
      effective_date: null,
      updated_date: null,
      status: 'final',
      therapeutic_area: null,
      url: null,
      source_file: 'fda_guidance_fulltext_md.tar.gz:03-guidance/aseptic.md',
      part: null,
      chunks: [
        { chunk_index: 0, heading_path: ['Sterile Drug Products Produced by Aseptic Processing', 'I. Introduction'], text: 'This guidance describes aseptic processing.', word_count: 5 },
        { chunk_index: 1, heading_path: ['X. Laboratory Controls', 'A. Environmental Monitoring'], text: 'Monitor critical surfaces daily.', word_count: 4 },
      ],
      // FDA guidance's own fields: not part of the shared schema, carried loosely.
      docket: 'FDA-2004-D-0001',
      centers: ['CDER'],
      ...overrides,
    },
    'fda-guidance',
  );
}

describe('rule documents processor', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  const embedder = createHashEmbedder();

  beforeEach(async () => {
    env = await createTestDeps({ embedder });
    deps = env.deps;
    await deps.bus.ensureTopics(Object.values(TOPICS));
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const publishAndRead = (values: unknown[]): Promise<BusMessage[]> => deliver(deps.bus, TOPICS.rawRuleDocuments, values);
  const chunks = async () => (await deps.bus.read(TOPICS.enrichedRules, { limit: 1000 })).map((m) => EnrichedRuleChunk.parse(m.value));

  it('publishes one embedded record per chunk, keyed <document id>#<chunk index>, with the document’s fields', async () => {
    const clock = createFixedClock('2025-03-01T10:00:00.000Z');
    const processor = createRuleDocumentsProcessor({ bus: deps.bus, embedder, clock });
    const result = await processor.handleBatch(await publishAndRead([guidance('fda-guidance:aseptic')]));
    expect(result).toEqual({ processed: 2, rejected: [] });

    const records = await chunks();
    expect(records.map((r) => r.id)).toEqual(['fda-guidance:aseptic#0', 'fda-guidance:aseptic#1']);
    expect(records[1]).toMatchObject({
      source: 'fda-guidance',
      fetched_at: '2025-03-01T10:00:00.000Z',
      schema_version: 1,
      rule_id: 'fda-guidance:aseptic',
      source_id: 'fda',
      title: 'Sterile Drug Products Produced by Aseptic Processing',
      document_type: 'guidance',
      issue_date: '2004-09-01',
      status: 'final',
      chunk_index: 1,
      chunk_count: 2,
      heading_path: ['X. Laboratory Controls', 'A. Environmental Monitoring'],
      text: 'Monitor critical surfaces daily.',
      embedding: { model: 'hash-bow-384', dimensions: 384 },
    });
    // The vector is the embedding of title + headings + text: compare with the embedder's own answer for that text.
    const [expected] = await embedder.embed(['Sterile Drug Products Produced by Aseptic Processing — X. Laboratory Controls › A. Environmental Monitoring\nMonitor critical surfaces daily.']);
    expect([...decodeVector(records[1]?.embedding.vector ?? '')]).toEqual([...(expected ?? [])]);
    expect(records[0]?.content_hash).not.toBe(records[1]?.content_hash);
  });

  it('hashes meaning, not transport: the same document read later keeps its chunks’ hashes', async () => {
    const messages = await publishAndRead([guidance('fda-guidance:aseptic')]);
    await createRuleDocumentsProcessor({ bus: deps.bus, embedder, clock: createFixedClock('2025-03-01T10:00:00.000Z') }).handleBatch(messages);
    await createRuleDocumentsProcessor({ bus: deps.bus, embedder, clock: createFixedClock('2025-04-01T10:00:00.000Z') }).handleBatch(messages);
    const records = await chunks();
    expect(records).toHaveLength(4);
    expect(records[2]?.content_hash).toBe(records[0]?.content_hash);
    expect(records[2]?.fetched_at).not.toBe(records[0]?.fetched_at);
  });

  it('hands every slice of a batch to the embedder at once, and publishes the slices in order even when a later one is embedded first', async () => {
    // 40 chunks: three slices of the processor's 16. The embedder answers only when told to, last slice first.
    const long = guidance('fda-guidance:long', {
      chunks: Array.from({ length: 40 }, (_, i) => ({ chunk_index: i, heading_path: [], text: `Paragraph ${i} on environmental monitoring.`, word_count: 5 })),
    });
    const pending: Array<{ texts: readonly string[]; release: () => void }> = [];
    const held = {
      ...embedder,
      embed: (texts: readonly string[]) =>
        new Promise<Float32Array[]>((resolve) => {
          pending.push({ texts, release: () => void embedder.embed(texts).then(resolve) });
        }),
    };
    const processor = createRuleDocumentsProcessor({ bus: deps.bus, embedder: held, clock: createFixedClock('2025-03-01T10:00:00.000Z') });
    const handled = processor.handleBatch(await publishAndRead([long]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending.map((call) => call.texts.length)).toEqual([16, 16, 8]);
    for (const call of [...pending].reverse()) call.release();
    await expect(handled).resolves.toEqual({ processed: 40, rejected: [] });
    const records = await chunks();
    expect(records.map((r) => r.chunk_index)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    // Each chunk still carries the vector of its own text (the last one came from the slice released first).
    const [last] = await embedder.embed([pending[2]?.texts[7] ?? '']);
    expect([...decodeVector(records[39]?.embedding.vector ?? '')]).toEqual([...(last ?? [])]);
    expect(pending[2]?.texts[7]).toContain('Paragraph 39 ');
  });

  it('keys the parts of a split document by the document, and only the last part knows the chunk count', async () => {
    const part1 = guidance('fda-guidance:big#part1', { part: { index: 1, count: 2 } });
    const part2 = guidance('fda-guidance:big#part2', {
      part: { index: 2, count: 2 },
      chunks: [{ chunk_index: 2, heading_path: [], text: 'The last chunk.', word_count: 3 }],
    });
    const processor = createRuleDocumentsProcessor({ bus: deps.bus, embedder, clock: createFixedClock('2025-03-01T10:00:00.000Z') });
    await processor.handleBatch(await publishAndRead([part1, part2]));
    const records = await chunks();
    expect(records.map((r) => [r.id, r.rule_id, r.chunk_count])).toEqual([
      ['fda-guidance:big#0', 'fda-guidance:big', null],
      ['fda-guidance:big#1', 'fda-guidance:big', null],
      // Chunks 0–2: three in all.
      ['fda-guidance:big#2', 'fda-guidance:big', 3],
    ]);
  });

  it('turns the tombstone of a document, or of its first part, into one document retraction; a later part alone publishes nothing', async () => {
    const processor = createRuleDocumentsProcessor({ bus: deps.bus, embedder, clock: createFixedClock('2025-05-01T00:00:00.000Z') });
    const tombstone = (id: string) => retractionOf({ id, source: 'fda-guidance', at: '2025-05-01T00:00:00.000Z', schemaVersion: 1, routing: { rule_id: 'fda-guidance:aseptic' } });
    const result = await processor.handleBatch(await publishAndRead([tombstone('fda-guidance:aseptic'), tombstone('fda-guidance:big#part1'), tombstone('fda-guidance:big#part2')]));
    expect(result).toEqual({ processed: 2, rejected: [] });
    const published = await deps.bus.read(TOPICS.enrichedRules, { limit: 10 });
    expect(published.map((m) => [m.key, (m.value as { rule_id: string; retracted: boolean }).rule_id, (m.value as { retracted: boolean }).retracted])).toEqual([
      ['fda-guidance:aseptic', 'fda-guidance:aseptic', true],
      ['fda-guidance:big', 'fda-guidance:big', true],
    ]);
  });

  it('publishes a document that follows its own tombstone in one batch, and no retraction', async () => {
    const processor = createRuleDocumentsProcessor({ bus: deps.bus, embedder, clock: createFixedClock('2025-05-01T00:00:00.000Z') });
    const tombstone = retractionOf({ id: 'fda-guidance:aseptic', source: 'fda-guidance', at: '2025-05-01T00:00:00.000Z', schemaVersion: 1 });
    await processor.handleBatch(await publishAndRead([tombstone, guidance('fda-guidance:aseptic')]));
    const published = await deps.bus.read(TOPICS.enrichedRules, { limit: 10 });
    expect(published.map((m) => m.key)).toEqual(['fda-guidance:aseptic#0', 'fda-guidance:aseptic#1']);
  });

  it('rejects a malformed record with its reason and still publishes the good ones of the batch', async () => {
    const noChunks = guidance('fda-guidance:empty', { chunks: [] });
    const badSource = guidance('fda-guidance:who-knows', { source_id: 'fdaa' });
    const { title: _title, ...untitled } = guidance('fda-guidance:untitled');
    const processor = createRuleDocumentsProcessor({ bus: deps.bus, embedder, clock: createFixedClock('2025-03-01T10:00:00.000Z') });
    const result = await processor.handleBatch(await publishAndRead([noChunks, badSource, untitled, guidance('fda-guidance:aseptic')]));
    expect(result.processed).toBe(2);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      expect.stringMatching(/^invalid rule document: chunks: a document needs at least one chunk/),
      expect.stringMatching(/^invalid rule document: source_id: /),
      expect.stringMatching(/^invalid rule document: title: /),
    ]);
    expect((await chunks()).map((r) => r.rule_id)).toEqual(['fda-guidance:aseptic', 'fda-guidance:aseptic']);
  });
});

describe('ruleChunkEmbedText', () => {
  it('leads with the title and the headings, leaving out a heading that repeats the title', () => {
    expect(ruleChunkEmbedText('Process Validation', ['PROCESS  VALIDATION', 'IV. Recommendations'], 'Stage 1.')).toBe('Process Validation — IV. Recommendations\nStage 1.');
    expect(ruleChunkEmbedText('Process Validation', [], 'Preamble.')).toBe('Process Validation\nPreamble.');
  });

  it(`caps the text at ${EMBED_TEXT_MAX_CHARS} characters`, () => {
    const text = ruleChunkEmbedText('T', [], 'word '.repeat(1000));
    expect(text).toHaveLength(EMBED_TEXT_MAX_CHARS);
    expect(text.startsWith('T\nword word')).toBe(true);
  });
});

describe('ruleDocumentId', () => {
  it('drops the part suffix of a split document and nothing else', () => {
    expect(ruleDocumentId('fda-guidance:big#part12')).toBe('fda-guidance:big');
    expect(ruleDocumentId('ema-medicine:EMEA/H/C/000774')).toBe('ema-medicine:EMEA/H/C/000774');
  });
});
