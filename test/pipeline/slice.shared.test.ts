import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, dlqTopic } from '../../infra/bus/topics.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import type { Deps } from '../../cli/deps.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { hasSharedData, hasSharedModel, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';

warnIfMissing(hasSharedData && hasSharedModel, 'the end-to-end slice over real FDA data');

const GROUPS = ['enrich.observations', 'sink.search.observations', 'sink.graph.observations'];

describe.skipIf(!hasSharedData || !hasSharedModel)('the slice on real data: mirror → raw topics → enrichment → search → API (needs ../shared)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let firstRun: IngestRunSummary[];
  let key = '';
  const auth = () => ({ 'x-api-key': key });

  beforeAll(async () => {
    env = await createTestDeps();
    deps = env.deps;
    pipeline = await startPipeline(deps);
    firstRun = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 240_000 });
    api = await startTestServer(deps);
    key = (await deps.apiKeys.create({ tenantId: 'slice', tier: 'enterprise', test: true })).key;
  }, 300_000);

  afterAll(async () => {
    await api?.close();
    await pipeline?.stop();
    await env?.cleanup();
  });

  it('publishes every catalogue row and every readable 483, and dead-letters the unreadable ones', () => {
    const bySource = Object.fromEntries(firstRun.map((s) => [s.source, s]));
    // FY2019 workbook: 1,789 citations (PROVENANCE.md of fda_inspectional_observations_fy2019).
    expect(bySource['fda-inspection-observations']).toMatchObject({ status: 'ok', published: 1789, dlq: 0 });
    // Reading room: 72 rows, 4 with no observation text (PROVENANCE.md / data inspection).
    expect(bySource['fda-483-reading-room']).toMatchObject({ status: 'ok', read: 72, published: 68, dlq: 4 });
    // Five full 483 texts.
    expect(bySource['fda-483-documents']).toMatchObject({ status: 'ok', read: 5, published: 5, dlq: 0 });
  });

  it('publishes nothing on a second run of unchanged sources, skipped by fingerprint or stopped by content hash', async () => {
    const again = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
    expect(again.map((s) => [s.status, s.published])).toEqual([
      ['unchanged', 0],
      ['unchanged', 0],
      ['unchanged', 0],
    ]);
    const forced = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, deps, { force: true });
    expect(forced.map((s) => s.published)).toEqual([0, 0, 0]);
    expect(forced.map((s) => s.unchanged)).toEqual([1789, 68, 5]);
    const dlq = await deps.bus.read(dlqTopic('ingest'), { limit: 100 });
    expect(dlq).toHaveLength(4);
    for (const letter of dlq) expect((letter.value as { reason: string }).reason).toMatch(/observation/i);
  });

  it('projects one search document per observation, with FEI as a string and CFR in 21 CFR form', async () => {
    const enriched = await deps.bus.topics();
    const enrichedCount = enriched.find((t) => t.topic === TOPICS.enrichedObservations)?.endOffset ?? 0;
    const stored = await deps.search.count(OBSERVATIONS_INDEX);
    // The 5 full texts re-publish 4 of the OCR'd 483s under the same ids: fewer documents than messages.
    expect(stored).toBeGreaterThan(250);
    expect(stored).toBeLessThan(enrichedCount);
    const page = await deps.search.list<{ fei_number: unknown; act_cfr_number: string | null; categories: string[]; severity_score: number }>(OBSERVATIONS_INDEX, { limit: 1000 });
    const withCfr = page.items.filter((item) => item.doc.act_cfr_number);
    expect(withCfr.length / page.items.length).toBeGreaterThan(0.5);
    for (const { doc } of page.items) {
      expect(typeof doc.fei_number).toBe('string');
      if (doc.act_cfr_number) expect(doc.act_cfr_number).toMatch(/^(21 CFR \d+\.\d+|FDCA )/);
      expect(doc.categories.length).toBeGreaterThan(0);
      expect(doc.severity_score).toBeGreaterThanOrEqual(0);
      expect(doc.severity_score).toBeLessThanOrEqual(10);
    }
  });

  it('keeps the born-digital copy of a 483 that also exists as OCR (Edge Pharma, FEI 3010490167)', async () => {
    const edge = await deps.search.list<{ text_quality: string; source: string }>(OBSERVATIONS_INDEX, { filter: [{ field: 'fei_number', eq: '3010490167' }], limit: 100 });
    expect(edge.total).toBeGreaterThanOrEqual(14);
    const numbered = edge.items.filter((item) => Number(item.id.split('-').at(-1)) <= 14);
    for (const item of numbered) expect(item.doc.source).toBe('fda-483-documents');
  });

  it('builds the graph: facilities, inspections, observations, CFR sections and investigators', async () => {
    const counts = await deps.graph.counts();
    expect(counts.nodes.Facility).toBeGreaterThan(60);
    expect(counts.nodes.Investigator).toBeGreaterThan(20);
    expect(counts.edges.CITED).toBe(await deps.search.count(OBSERVATIONS_INDEX));
    const inspections = await deps.graph.query<{ observation_count: number }>('facilityInspections', { fei: '3010490167' });
    expect(inspections.length).toBeGreaterThanOrEqual(1);
  });

  const onTopic: Array<[string, RegExp]> = [
    ['out of specification results not investigated', /(out[- ]of[- ]specification|OOS|investigat|211\.192)/i],
    ['aseptic gowning', /gown/i],
    ['cleaning validation', /clean/i],
  ];
  for (const [query, pattern] of onTopic) {
    it(`answers "${query}" with on-topic observations first`, async () => {
      const response = await api.post('/v1/483/observations/search', { query, top_k: 5 }, auth());
      expect(response.status).toBe(200);
      expect(response.body.query).toBe(query);
      expect(response.body.results).toHaveLength(5);
      const top3 = response.body.results.slice(0, 3) as Array<{ observation_text: string; short_description: string | null; act_cfr_number: string | null }>;
      for (const hit of top3) expect(`${hit.short_description ?? ''} ${hit.act_cfr_number ?? ''} ${hit.observation_text}`).toMatch(pattern);
      const scores = response.body.results.map((r: { similarity_score: number }) => r.similarity_score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    });
  }

  it('expands abbreviations inline and reports synonyms, domain terms and intent', async () => {
    const response = await api.post('/v1/483/observations/search', { query: 'OOS results not investigated under 211.192', top_k: 3 }, auth());
    expect(response.status).toBe(200);
    const enhanced = response.body.query_metadata.enhanced_search;
    expect(enhanced.query_expansion_enabled).toBe(true);
    expect(enhanced.expanded_query).toBe('OOS (Out of Specification) results not investigated under 211.192');
    expect(enhanced.abbreviations_found).toContain('OOS');
    expect(enhanced.synonyms_added.length).toBeGreaterThan(0);
    expect(enhanced.intent).toMatchObject({ cfr_section: '21 CFR 211.192', program_area: 'drugs' });
    const off = await api.post('/v1/483/observations/search', { query: 'OOS results', enable_query_expansion: false, top_k: 3 }, auth());
    expect(off.body.query_metadata.enhanced_search).toMatchObject({ query_expansion_enabled: false, expanded_query: null, synonyms_added: [] });
  });

  it('applies filters: cfr_reference and category narrow the results', async () => {
    const response = await api.post('/v1/483/observations/search', {
      query: 'investigation of failures',
      filters: { cfr_reference: '211.192' },
      top_k: 20,
    }, auth());
    expect(response.status).toBe(200);
    expect(response.body.results.length).toBeGreaterThan(0);
    for (const hit of response.body.results) expect(hit.act_cfr_number).toMatch(/^21 CFR 211\.192/);

    const sterile = await api.post('/v1/483/observations/search', { query: 'contamination', filters: { category: 'sterility assurance' }, top_k: 10 }, auth());
    expect(sterile.status).toBe(200);
    for (const hit of sterile.body.results) expect(hit.categories).toContain('Sterility Assurance');
  });

  it('answers 400 VALIDATION_ERROR naming the field for a missing query and a bad classification', async () => {
    const missing = await api.post('/v1/483/observations/search', { top_k: 5 }, auth());
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Field query is required' });
    expect(missing.body.meta.requestId).toBe(missing.headers.get('x-request-id'));
    const bad = await api.post('/v1/483/observations/search', { query: 'x', filters: { classification: ['BAD'] } }, auth());
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/NAI, VAI, OAI/);
  });

  it('reports every backend up and the freshness of each source on /v1/health', async () => {
    const health = await api.get('/v1/health');
    expect(health.status).toBe(200);
    expect(health.body.data.status).toBe('ok');
    expect(Object.keys(health.body.data.checks).sort()).toEqual(['bus', 'embedder', 'graph', 'rate-limiter', 'search']);
    expect(Object.keys(health.body.data.data_freshness).sort()).toEqual(['fda-483-documents', 'fda-483-reading-room', 'fda-inspection-observations']);
  });
});
