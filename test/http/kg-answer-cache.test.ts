import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { encodeVector } from '../../infra/embedding/embedder.port.ts';
import { createLogger } from '../../infra/logger.ts';
import { createRulesGraphSink } from '../../enrich/sinks/rules-graph.sink.ts';
import { createObservationsSearchSink } from '../../enrich/sinks/observations-search.sink.ts';
import { enrichedObservationValue, rawValue } from '../../enrich/facilities/facility-test-builders.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, type JsonResponse, startTestServer } from '../fixtures/harness.ts';

/**
 * The knowledge-graph answer cache through the real app (strict response validation) and the real
 * sinks: a repeated request is a hit carrying its own request id and time; a write by the rules
 * graph sink (CFR text) or the observations sink (citation statistics) makes the next request a
 * miss with the new data. The data is a small fixture written here; the hash embedder stands in
 * for the model (the classification itself is not under test).
 */

let offset = 0;
const message = (topic: string, value: unknown): BusMessage => ({ topic, partition: 0, offset: offset++, key: 'k', value, timestamp: '2026-11-26T12:00:00.000Z', headers: {} });

/** 21 CFR 211.192 on `enriched.regulations`, with the given text (a fixture, not the eCFR wording). */
function regulation(text: string): unknown {
  return rawValue(
    '21 CFR 211.192',
    {
      cfr_section: '21 CFR 211.192',
      citation: '21 CFR 211.192',
      part: 211,
      part_heading: null,
      subpart: null,
      subpart_heading: null,
      section_number: '211.192',
      heading: 'Production record review',
      version: null,
      text,
      subsections: [],
      effective_date: null,
      last_amended: null,
      product_types: ['drug'],
      regime: 'gmp',
      source_url: 'https://www.ecfr.gov/current/title-21/section-211.192',
    },
    'ecfr-title21',
  );
}

/** ICH Q10 3.2 on `enriched.guidelines`, with the given text (a fixture, not the guideline's wording). */
function q10Section(text: string): unknown {
  return rawValue(
    'ICH Q10 3.2',
    {
      ich_section: 'ICH Q10 3.2',
      guideline: 'ICH Q10',
      guideline_code: 'Q10',
      guideline_title: 'Pharmaceutical Quality System',
      guideline_version: 'Step 4',
      guideline_date: '2008-06-04',
      section_number: '3.2',
      title: 'Pharmaceutical Quality System Elements',
      text,
      parent_section: null,
      depth: 2,
      source_url: 'https://database.ich.org/sites/default/files/Q10%20Guideline.pdf',
    },
    'ich-guidelines',
  );
}

/** The answer without the fields that belong to the request. */
function content(response: JsonResponse): unknown {
  const { processing_timestamp: _t, function_request_id: _id, processing_time_ms: _ms, cache_status: _status, ...metadata } = response.body.response_metadata;
  return { ...response.body, response_metadata: metadata };
}

describe('knowledge-graph answer cache over HTTP', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let key = '';
  let rulesGraph: ReturnType<typeof createRulesGraphSink>;
  let observations: ReturnType<typeof createObservationsSearchSink>;
  const get = (path: string, requestId?: string) => server.get(path, { 'x-api-key': key, ...(requestId ? { 'x-request-id': requestId } : {}) });
  const post = (path: string, body: unknown, requestId?: string) => server.post(path, body, { 'x-api-key': key, ...(requestId ? { 'x-request-id': requestId } : {}) });

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    server = await startTestServer(env.deps);
    key = (await env.deps.apiKeys.create({ tenantId: 'kg-cache', tier: 'enterprise', test: true })).key;
    rulesGraph = createRulesGraphSink({ graph: env.deps.graph, search: env.deps.search });
    observations = createObservationsSearchSink({ search: env.deps.search, logger: createLogger({ level: 'silent' }) });
    await rulesGraph.handleBatch([message(TOPICS.enrichedRegulations, regulation('Records shall be reviewed by the quality control unit before a batch is released.'))]);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await env?.cleanup();
  });

  it('answers a repeated regulation lookup from the cache with this request’s id, time and cache_status', async () => {
    const first = await get('/v1/kg/regulations/211.192', 'req-kg-cache-first');
    expect(first.status).toBe(200);
    expect(first.body.response_metadata).toMatchObject({ cache_status: 'miss', function_request_id: 'req-kg-cache-first' });
    expect(first.body.full_text.summary).toMatch(/^Records shall be reviewed by the quality control unit/);

    const second = await get('/v1/kg/regulations/21-CFR-211.192', 'req-kg-cache-second');
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(second.headers.get('x-request-id')).toBe('req-kg-cache-second');
    expect(second.body.response_metadata).toMatchObject({ cache_status: 'hit', function_request_id: 'req-kg-cache-second' });
    expect(Date.parse(second.body.response_metadata.processing_timestamp)).toBeGreaterThanOrEqual(Date.parse(first.body.response_metadata.processing_timestamp));
    expect(second.body.response_metadata.processing_time_ms).toBeGreaterThanOrEqual(0);
    // The rest is the answer built on the first request.
    expect(content(second)).toEqual(content(first));

    // Other parameters are another answer.
    const other = await get('/v1/kg/regulations/211.192?include_subsections=false');
    expect(other.body.response_metadata.cache_status).toBe('miss');
  });

  it('misses after the rules graph sink rewrote the section, and serves the new text', async () => {
    const before = await get('/v1/kg/regulations/211.192');
    expect(before.body.response_metadata.cache_status).toBe('hit');
    await rulesGraph.handleBatch([message(TOPICS.enrichedRegulations, regulation('Drug product production and control records shall be reviewed and approved.'))]);
    const after = await get('/v1/kg/regulations/211.192');
    expect(after.body.response_metadata.cache_status).toBe('miss');
    expect(after.body.full_text.summary).toMatch(/^Drug product production and control records shall be reviewed and approved/);
    expect((await get('/v1/kg/regulations/211.192')).body.response_metadata.cache_status).toBe('hit');
  });

  it('misses after the observations sink indexed a new citation, and counts it', async () => {
    const before = await get('/v1/kg/regulations/211.192');
    expect(before.body.response_metadata.cache_status).toBe('hit');
    const cited = before.body.common_citations.total_483_citations;
    const vector = new Float32Array(384).fill(1 / Math.sqrt(384));
    const observation = enrichedObservationValue({
      act_cfr_number: '21 CFR 211.192',
      cfr_section: '21 CFR 211.192',
      inspection_end_date: '2024-03-14',
      observation_text: 'Unexplained discrepancies were not thoroughly investigated.',
      embedding: { model: 'hash-bow-384', dimensions: 384, vector: encodeVector(vector) },
    });
    const result = await observations.handleBatch([message(TOPICS.enrichedObservations, observation)]);
    expect(result.rejected).toEqual([]);
    const after = await get('/v1/kg/regulations/211.192');
    expect(after.body.response_metadata.cache_status).toBe('miss');
    expect(after.body.common_citations.total_483_citations).toBe(cited + 1);
  });

  it('caches classify per text, product type and top_n; a change to a cited section’s text is a miss', async () => {
    const event = { event: 'Out-of-specification assay results were invalidated without a documented laboratory investigation.', product_type: 'drug' };
    const first = await post('/v1/kg/classify', event, 'req-classify-one');
    expect(first.status).toBe(200);
    expect(first.body.response_metadata).toMatchObject({ cache_status: 'miss', function_request_id: 'req-classify-one' });
    const second = await post('/v1/intelligence/classify', event, 'req-classify-two');
    expect(second.body.response_metadata).toMatchObject({ cache_status: 'hit', function_request_id: 'req-classify-two' });
    expect(content(second)).toEqual(content(first));
    expect((await post('/v1/kg/classify', { ...event, top_n: 3 })).body.response_metadata.cache_status).toBe('miss');
    expect((await post('/v1/kg/classify', { ...event, product_type: 'api' })).body.response_metadata.cache_status).toBe('miss');

    await rulesGraph.handleBatch([message(TOPICS.enrichedRegulations, regulation('All drug product production and control records shall be reviewed.'))]);
    expect((await post('/v1/kg/classify', event)).body.response_metadata.cache_status).toBe('miss');
  });

  it('serves a repeated ICH section from the cache until the rules graph sink rewrites it', async () => {
    await rulesGraph.handleBatch([message(TOPICS.enrichedGuidelines, q10Section('The elements should be applied in a manner appropriate to each lifecycle stage.'))]);
    const first = await get('/v1/kg/ich/Q10/3.2', 'req-ich-first');
    expect(first.status).toBe(200);
    expect(first.body.section.full_text).toBe('The elements should be applied in a manner appropriate to each lifecycle stage.');
    const second = await get('/v1/intelligence/ich/Q10/3.2', 'req-ich-second');
    expect(second.body.response_metadata).toMatchObject({ cache_status: 'hit', function_request_id: 'req-ich-second' });
    expect(content(second)).toEqual(content(first));
    await rulesGraph.handleBatch([message(TOPICS.enrichedGuidelines, q10Section('Each element should be applied appropriately at every stage of the lifecycle.'))]);
    const after = await get('/v1/kg/ich/Q10/3.2');
    expect(after.body.response_metadata.cache_status).toBe('miss');
    expect(after.body.section.full_text).toBe('Each element should be applied appropriately at every stage of the lifecycle.');
  });

  it('never caches an error answer', async () => {
    for (let i = 0; i < 2; i += 1) expect((await get('/v1/kg/regulations/211.999')).body).toEqual({ error: 'CFR section not found: 211.999', status_code: 404 });
  });
});
