import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestEmbedder } from '../fixtures/shared-embedder.ts';
import { hasSharedData, hasSharedModel, warnIfMissing } from '../fixtures/shared.ts';
import { type ModeUnderTest, bringUpBothModes, comparable, linkedMirror } from './document2-modes.ts';

/**
 * Document 1 in engines mode (issue 14, item 6): the same real rule documents (ICH Q7, its Q&As,
 * Q9(R1) and the MDCG documents of the mirror) through Kafka into Elasticsearch, next to the same
 * run in embedded mode. The catalogue and the listings must be equal; semantic search must bring
 * the same documents to the top (lexical scores come from two BM25 engines, so the comparison is
 * on the documents, the first one exactly).
 */
const PREFIX = 'regintel-rules-modes-';
const FOLDERS = ['ich_q7_q9r1', 'eu_mdcg_documents'];
const QUERIES = [
  'validation of cleaning procedures for API manufacturing equipment',
  'quality risk management subjectivity in risk assessments',
  'clinical evaluation of medical device software',
  'who may release an intermediate or API for distribution',
];

warnIfMissing(hasSharedData && hasSharedModel, 'the rules modes comparison (needs ../shared/data and ../shared/models)');

describe.skipIf(!hasSharedData || !hasSharedModel)('document 1 in engines mode against embedded mode', () => {
  const mirror = linkedMirror(FOLDERS);
  const embedder = { embedder: sharedTestEmbedder() };
  let engines: ModeUnderTest;
  let embedded: ModeUnderTest;

  let modes: Awaited<ReturnType<typeof bringUpBothModes>> | undefined;

  beforeAll(async () => {
    modes = await bringUpBothModes(mirror, PREFIX, embedder, 'rules');
    ({ engines, embedded } = modes);
  }, 1_200_000);

  afterAll(async () => {
    await modes?.cleanup();
    rmSync(mirror, { recursive: true, force: true });
  });

  const both = async (call: (mode: ModeUnderTest) => Promise<{ status: number; body: unknown }>) => Promise.all([call(engines), call(embedded)]);

  it('lists the same documents and catalogue counts in both modes', async () => {
    const [a, b] = await both((mode) => mode.api.get('/v1/rules?limit=100', { 'x-api-key': mode.key }));
    expect(a.status).toBe(200);
    const ids = (body: unknown) => ((body as { data?: Array<{ rule_id: string }>; rules?: Array<{ rule_id: string }> }).data ?? (body as { rules?: Array<{ rule_id: string }> }).rules ?? []).map((r) => r.rule_id).sort();
    expect(ids(a.body).length).toBeGreaterThan(3);
    expect(ids(a.body)).toEqual(ids(b.body));
    const [ca, cb] = await both((mode) => mode.api.get('/v1/catalog/sources', { 'x-api-key': mode.key }));
    // Counts, sections and newest documents must match; when each run ended and its age may not.
    const counts = (body: unknown) => comparable(JSON.parse(JSON.stringify(body, (key, value: unknown) => (key === 'freshness' ? undefined : value))));
    expect(ca.status).toBe(200);
    expect(counts(ca.body)).toEqual(counts(cb.body));
  });

  it('brings the same documents to the top of semantic search in both modes', async () => {
    for (const query of QUERIES) {
      const [a, b] = await both((mode) => mode.api.post('/v1/semantic-search', { query, top_k: 5 }, { 'x-api-key': mode.key }));
      expect(a.status, query).toBe(200);
      expect(b.status, query).toBe(200);
      const top = (body: unknown) => ((body as { results: Array<{ rule_id?: string; id?: string }> }).results ?? []).map((r) => r.rule_id ?? r.id);
      const [ta, tb] = [top(a.body), top(b.body)];
      expect(ta.length, query).toBeGreaterThan(0);
      expect(ta[0], `${query}: ${ta.join(', ')} | ${tb.join(', ')}`).toBe(tb[0]);
      expect(new Set(ta.slice(0, 3)), query).toEqual(new Set(tb.slice(0, 3)));
    }
  });
});
