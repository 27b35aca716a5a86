import { STATUS_CODES } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { bumpIndexVersion } from '../../enrich/sinks/index-version.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';

/**
 * Platform behaviour every route shares (SPEC-DECISIONS 1–4), checked on the running app with an
 * empty store and a stand-in embedder: nothing here depends on data.
 */
describe('HTTP platform basics', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let key = '';
  const auth = () => ({ 'x-api-key': key });

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    api = await startTestServer(deps);
    key = (await deps.apiKeys.create({ tenantId: 'basics', tier: 'enterprise', test: true })).key;
  });
  afterAll(async () => {
    await api.close();
    await env.cleanup();
  });

  it('answers 404 NOT_FOUND in envelope B for an unknown route, with the request id', async () => {
    const response = await api.get('/v1/nope');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
    expect(response.body.meta.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('answers 405 with an Allow header for a known path with a wrong method', async () => {
    const response = await api.get('/v1/483/observations/search', auth());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toMatch(/POST/);
    expect(response.body.error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers requests the HTTP parser refuses (an unknown method, a raw space in the path, 17 KB of URL) in the envelope, then closes', async () => {
    const { port, hostname } = new URL(api.url);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const [request, status] of [
      ['FOO /v1/usage HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['GET /v1/rules/a b HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      [`GET /v1/usage?x=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ] as const) {
      const answer = await raw(request);
      expect(answer.split('\r\n')[0], request.slice(0, 30)).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
      expect(answer).toContain('Connection: close');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 400 VALIDATION_ERROR for malformed JSON', async () => {
    const response = await api.post('/v1/483/observations/search', '{"query": "oops"', auth());
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 413 PAYLOAD_TOO_LARGE above 1 MiB', async () => {
    const response = await api.post('/v1/483/observations/search', { query: 'x'.repeat(1_100_000) }, auth());
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects out-of-range top_k instead of clamping it, naming the field', async () => {
    const response = await api.post('/v1/483/observations/search', { query: 'x', top_k: 101 }, auth());
    expect(response.status).toBe(400);
    expect(response.body.error.details.field).toBe('top_k');
    expect(response.body.error.message).toMatch(/top_k/);
  });

  it('accepts the overview body form (date_range string, cfr_citation, limit)', async () => {
    const response = await api.post('/v1/483/observations/search', {
      query: 'sterility',
      filters: { date_range: '2019-01-01:2021-12-31' },
      cfr_citation: '211.113(b)',
      limit: 3,
    }, auth());
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([]);
  });

  it('takes filters.product_type as people write it and refuses a product type that does not exist, listing the allowed ones', async () => {
    for (const written of ['drug', 'Drugs', 'medical device', 'Device', 'biologics']) {
      expect((await api.post('/v1/483/observations/search', { query: 'x', filters: { product_type: written } }, auth())).status, written).toBe(200);
    }
    const unknown = await api.post('/v1/483/observations/search', { query: 'x', filters: { product_type: 'spaceships' } }, auth());
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'filters.product_type', allowed_values: ['drug', 'biologics', 'medical_device', 'food', 'veterinary'] } });
    // The listing reads the same names.
    expect((await api.get('/v1/483/observations?product_type=Drugs', auth())).status).toBe(200);
    const listed = await api.get('/v1/483/observations?product_type=spaceships', auth());
    expect(listed.status).toBe(400);
    expect(listed.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'product_type' } });
  });

  it('refuses impossible and reversed dates in filters.date_range in both forms, naming the field', async () => {
    for (const range of [{ start: '2020-13-45' }, { start: '2020-02-30', end: '2020-03-01' }, '2020-02-30:2020-12-31', '2021-01-01:2020-01-01', { start: '2021-01-01', end: '2020-01-01' }]) {
      const response = await api.post('/v1/483/observations/search', { query: 'x', filters: { date_range: range } }, auth());
      expect(response.status, JSON.stringify(range)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.error.details.field).toMatch(/^filters\.date_range/);
    }
    expect((await api.post('/v1/483/observations/search', { query: 'x', filters: { date_range: '2020-02-29:2020-12-31' } }, auth())).status).toBe(200);
  });

  it('ranks a repeated question afresh when the caller sends Cache-Control: no-cache, from the answer cache otherwise', async () => {
    // An index is cached at its sink's version marker; every ranking runs vector search, a cached answer none.
    for (const index of [OBSERVATIONS_INDEX, RULES_INDEX]) await bumpIndexVersion(deps.search, index, [['seed', 'v1']], '2026-01-01T00:00:00Z');
    let vectorSearches = 0;
    const vector = deps.search.vector.bind(deps.search);
    deps.search.vector = (async (...args: Parameters<typeof vector>) => {
      vectorSearches += 1;
      return vector(...args);
    }) as typeof deps.search.vector;
    try {
      const question = { query: 'cleaning validation residue limits never justified' };
      for (const path of ['/v1/483/observations/search', '/v1/semantic-search']) {
        expect((await api.post(path, question, auth())).status).toBe(200);
        const ranked = vectorSearches;
        expect(ranked).toBeGreaterThan(0);
        expect((await api.post(path, question, auth())).status).toBe(200);
        expect(vectorSearches).toBe(ranked);
        expect((await api.post(path, question, { ...auth(), 'Cache-Control': 'max-age=0, no-cache' })).status).toBe(200);
        expect(vectorSearches).toBeGreaterThan(ranked);
        vectorSearches = 0;
      }
    } finally {
      deps.search.vector = vector;
    }
  });

  it('names the allowed values of an invalid category', async () => {
    const response = await api.post('/v1/483/observations/search', { query: 'x', filters: { category: 'Vibes' } }, auth());
    expect(response.status).toBe(400);
    expect(response.body.error.details.allowed_values).toContain('Data Integrity');
  });

  it('echoes a well-formed client request id and replaces a malformed one', async () => {
    const echoed = await fetch(`${api.url}/v1/health`, { headers: { 'x-request-id': 'client-req-12345' } });
    expect(echoed.headers.get('x-request-id')).toBe('client-req-12345');
    const replaced = await fetch(`${api.url}/v1/health`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('answers 503 naming the backend when one is down, then 200 again', async () => {
    const original = deps.search.health.bind(deps.search);
    deps.search.health = async () => ({ status: 'down', detail: 'simulated outage' });
    try {
      const down = await api.get('/v1/health');
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(down.body.data.status).toBe('down');
      expect(down.body.data.checks.search).toMatchObject({ status: 'down', detail: 'simulated outage' });
    } finally {
      deps.search.health = original;
    }
    const up = await api.get('/v1/health');
    expect(up.status).toBe(200);
  });

  it('shows per source what its latest live run found (check), partial runs included', async () => {
    const at = new Date().toISOString();
    const run = { mode: 'live' as const, read: 0, published: 0, unchanged: 0, dlq: 1, started_at: at, finished_at: at };
    deps.ledger.recordRun({ ...run, source: 'fda-503b-facilities', status: 'failed', check: 'blocked', error: "https://www.fda.gov/x: blocked by the publisher's bot protection (redirected to /core/install.php, HTTP 404)" });
    deps.ledger.recordRun({ ...run, source: 'ecfr-title21', status: 'partial', check: 'unreachable', read: 2, published: 2, error: '1 part(s) not read, retried next run; first: part 211: gave up after 5 attempts (last: HTTP 503)' });
    const health = await api.get('/v1/health');
    expect(health.status).toBe(200);
    expect(health.body.data.ingestion['fda-503b-facilities']).toMatchObject({ status: 'failed', mode: 'live', check: 'blocked' });
    expect(health.body.data.ingestion['ecfr-title21']).toMatchObject({ status: 'partial', check: 'unreachable', error: expect.stringContaining('HTTP 503') });
    // A partial run is not a successful one: freshness does not move.
    expect(health.body.data.data_freshness['ecfr-title21']).toBeUndefined();
  });

  it('reports each source\'s latest run, failed ones with the reason, and enrichment progress per step', async () => {
    const at = new Date().toISOString();
    deps.ledger.recordRun({ source: 'fda-dashboard', mode: 'live', status: 'failed', read: 0, published: 0, unchanged: 0, dlq: 1, started_at: at, finished_at: at, error: 'REGINTEL_FDA_DASHBOARD_USER and _KEY are not set' });
    deps.ledger.recordRun({ source: 'ecfr-title21', mode: 'live', status: 'ok', read: 3, published: 3, unchanged: 0, dlq: 0, started_at: at, finished_at: at });
    // A step with two records waiting: one consumed, one left.
    await deps.bus.ensureTopics(['raw.test.progress']);
    await deps.bus.publish('raw.test.progress', [
      { key: 'a', value: { n: 1 } },
      { key: 'b', value: { n: 2 } },
    ]);
    let seen = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const subscription = await deps.bus.subscribe({
      groupId: 'test.progress',
      topics: ['raw.test.progress'],
      maxBatchSize: 1,
      handler: async () => {
        seen += 1;
        if (seen > 1) await held; // holds the second record: the step stays behind
      },
    });
    for (let i = 0; i < 100 && seen < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));

    const health = await api.get('/v1/health');
    expect(health.body.data.ingestion['fda-dashboard']).toEqual({ status: 'failed', mode: 'live', last_run_at: at, error: 'REGINTEL_FDA_DASHBOARD_USER and _KEY are not set' });
    expect(health.body.data.ingestion['ecfr-title21']).toMatchObject({ status: 'ok' });
    expect(health.body.data.data_freshness['fda-dashboard']).toBeUndefined();
    const step = health.body.data.pipeline.steps.find((s: { step: string }) => s.step === 'test.progress');
    expect(step).toMatchObject({ done: 1, total: 2 });
    expect(health.body.data.pipeline.status).toBe('working');
    release();
    await subscription.stop();
  });
});
