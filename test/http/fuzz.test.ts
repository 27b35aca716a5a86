import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { ERROR_STATUS } from '../../api/platform/errors.ts';
import type { RateLimits } from '../../api/platform/rate-limits.ts';
import { createRoutes } from '../../cli/app.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { ANALYTICS_INDEX, ANALYTICS_MAPPING } from '../../enrich/sinks/analytics-index.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING } from '../../enrich/sinks/facility-index.ts';
import type { RouteDefinition } from '../../api/platform/route.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { createWebhookClient } from '../../infra/webhooks/webhook-client.ts';

/**
 * Property-based fuzzing of the two routes a client hits most: thousands of malformed bodies,
 * query strings and headers, and every answer must be a documented status with a documented body.
 * The real key store and validation run; the limiter is swapped for a pass-through so thousands of
 * requests fit in a test (limits have their own exact tests in platform-contract.test.ts).
 */
const DOCUMENTED = new Set([200, 400, 401, 403, 404, 405, 413, 415]);
const CODES = new Set(Object.keys(ERROR_STATUS));
const RUNS = 1500;

let env: Awaited<ReturnType<typeof createTestDeps>>;
let server: Server;
let base = '';
let key = '';

const passThrough: Pick<RateLimits, 'consume'> = {
  consume: async () => ({
    allowed: true,
    headers: {
      'X-RateLimit-Limit': '100',
      'X-RateLimit-Remaining': '99',
      'X-RateLimit-Reset': '0',
      'X-RateLimit-Monthly-Limit': 'unlimited',
      'X-RateLimit-Monthly-Remaining': 'unlimited',
    },
  }),
};

beforeAll(async () => {
  env = await createTestDeps({ embedder: createHashEmbedder() });
  key = (await env.deps.apiKeys.create({ tenantId: 'fuzz', tier: 'enterprise', test: true })).key;
  // Webhook host names resolve from a table (never the network): one public address, so fuzzed URLs are judged on their form.
  env.deps.webhooks = createWebhookClient({ config: env.deps.config.webhooks, dataDir: env.dataDir, resolve: async () => ['93.184.216.34'] });
  await env.deps.search.ensureIndex('observations', (await import('../../enrich/sinks/observation-index.ts')).OBSERVATIONS_MAPPING);
  await env.deps.search.ensureIndex(ANALYTICS_INDEX, ANALYTICS_MAPPING);
  await env.deps.search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
  const app = createApp({ routes: createRoutes(env.deps), guards: { keys: env.deps.apiKeys, limits: passThrough }, logger: env.deps.logger, strictResponses: true });
  server = createServer(app.callback());
  // As `listen()` does in production: idle keep-alive sockets outlive the client's, so a reused socket is never one the server is closing.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await env.cleanup();
});

/** Asserts the answer is documented: a known status and, for errors, a body naming a known code. */
async function expectDocumented(response: Response, context: string): Promise<void> {
  const text = await response.text();
  expect(DOCUMENTED.has(response.status), `${context} → ${response.status} ${text.slice(0, 200)}`).toBe(true);
  if (response.status >= 400) {
    const body = JSON.parse(text) as { error?: { code?: string } | string; message?: string; status_code?: number };
    // Family A (`{ error: <message>, status_code }`) carries no code; its status must match.
    if (typeof body.error === 'string') {
      expect(body.status_code, `${context} → body ${text.slice(0, 200)}`).toBe(response.status);
      return;
    }
    const code = typeof body.error === 'object' ? body.error.code : undefined;
    expect(code && CODES.has(code), `${context} → body ${text.slice(0, 200)}`).toBe(true);
  }
}

/** Any JSON value, biased towards the shapes the search body has. */
const anyJson = fc.jsonValue({ maxDepth: 4 });
const searchLike = fc.record(
  {
    query: fc.oneof(fc.string(), fc.constant(''), fc.integer(), fc.constant(null), fc.string({ minLength: 990, maxLength: 1100 })),
    top_k: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.string(), fc.constant(null)),
    limit: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.string()),
    filters: fc.oneof(
      anyJson,
      fc.record(
        {
          classification: fc.oneof(fc.array(fc.constantFrom('NAI', 'VAI', 'OAI', 'BAD', '', 'nai')), fc.string()),
          date_range: fc.oneof(fc.string(), fc.record({ start: fc.string(), end: fc.string() }), fc.constant('2020-01-01:2019-01-01')),
          cfr_reference: fc.oneof(fc.string(), fc.constantFrom('211.192', '21 CFR 211.113(b)', '999', 'FDCA 501(a)')),
          category: fc.oneof(fc.string(), fc.constantFrom('Data Integrity', 'data integrity', 'Nope')),
          program_area: fc.oneof(fc.string(), fc.constantFrom('Drugs', 'devices', 'Mars')),
          product_type: fc.oneof(fc.string(), fc.integer()),
        },
        { requiredKeys: [] },
      ),
    ),
    include_facility_context: fc.oneof(fc.boolean(), fc.string()),
    enable_query_expansion: fc.oneof(fc.boolean(), fc.integer()),
    cfr_citation: fc.oneof(fc.string(), fc.integer()),
  },
  { requiredKeys: [] },
);

describe('fuzzing observation search and usage', () => {
  it(`answers ${RUNS} random and malformed search bodies with documented statuses only`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(searchLike, anyJson), async (body) => {
        const response = await fetch(`${base}/v1/483/observations/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify(body),
        });
        await expectDocumented(response, `POST ${JSON.stringify(body).slice(0, 120)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers raw byte garbage, wrong content types and broken JSON with documented statuses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes).toString('latin1'))),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', ''),
        async (payload, contentType) => {
          const response = await fetch(`${base}/v1/483/observations/search`, {
            method: 'POST',
            headers: { ...(contentType ? { 'content-type': contentType } : {}), 'x-api-key': key },
            body: payload,
          });
          await expectDocumented(response, `POST raw ${contentType} ${JSON.stringify(payload.slice(0, 60))}`);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('answers random query strings and auth headers on usage with documented statuses', async () => {
    const headerValue = fc.string({ maxLength: 200 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 50 })),
        fc.oneof(fc.constant(key), headerValue, headerValue.map((v) => `ri_live_${v}`), fc.constant(`ri_test_${'a'.repeat(32)}`)),
        fc.oneof(fc.constant(undefined), headerValue.map((v) => `Bearer ${v}`), headerValue),
        async (query, apiKey, authorization) => {
          const params = new URLSearchParams(query).toString();
          const headers: Record<string, string> = {};
          if (apiKey) headers['x-api-key'] = apiKey;
          if (authorization) headers.authorization = authorization;
          const response = await fetch(`${base}/v1/usage${params ? `?${params}` : ''}`, { headers });
          await expectDocumented(response, `GET usage ${params.slice(0, 80)} key=${apiKey.slice(0, 20)}`);
        },
      ),
      { numRuns: 800 },
    );
  });

  it('answers every document-2 route with random path values and query strings with documented statuses only', async () => {
    const routes = createRoutes(env.deps).filter((route) => route.path.startsWith('/v1/483/') && route.method === 'get');
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const pathValue = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('3006271438', '0003006271438', '1925262', '21 CFR 211.192', '211.192', '21-CFR-312.62', 'Jane Doe', 'inv_0123456789abcdef', '..', '%', '99999999999999999999'),
    );
    const queryValue = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('', '-1', '0', '1', '100', '101', '1001', '1e3', '0.5', '2', 'true', 'false', 'TRUE', 'desc', 'asc', 'NAI', 'OAI', 'high', 'increasing', 'product_type', 'state', '2024-01-01', '2024-02-30', '2025-13-01', 'FY2024-Q1'),
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      path: fc.array(pathValue, { minLength: 3, maxLength: 3 }),
      query: fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 15 }), fc.constantFrom('limit', 'offset', 'sort_order', 'sort_by', 'risk_level', 'min_score', 'max_score', 'date_from', 'date_to', 'classification', 'grouping', 'group_value', 'trend', 'min_count', 'as_of', 'has_mappings', 'min_relevance', 'cfr', 'include_citations', 'q', 'name')), queryValue), { maxLength: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, path, query }) => {
        const url = `${base}${fillPath(route, path)}?${new URLSearchParams(query).toString()}`;
        const response = await fetch(url, { headers: { 'x-api-key': key } });
        await expectDocumented(response, `GET ${url.slice(base.length, base.length + 160)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers random bodies on every document-2 POST route with documented statuses only', async () => {
    // The watchlist family creates state and answers 201/202/409: fuzzed on its own below.
    const routes = createRoutes(env.deps).filter((route) => route.path.startsWith('/v1/483/') && route.method === 'post' && !/watchlist|alerts/.test(route.path));
    const mappingLike = fc.record(
      { observation_text: fc.oneof(fc.string(), fc.string({ minLength: 4990, maxLength: 5100 }), fc.integer()), product_type: fc.oneof(fc.string(), fc.constantFrom('drug', 'device', 'medical_device', 'Mars')), top_k: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.string()) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(mappingLike, searchLike, anyJson), async (route, body) => {
        const response = await fetch(`${base}${route.path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
        await expectDocumented(response, `POST ${route.path} ${JSON.stringify(body).slice(0, 120)}`);
      }),
      { numRuns: 400 },
    );
  });
});

describe('fuzzing the watchlist family (watchlist, alerts, deliveries)', () => {
  const feiLike = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constantFrom('3001001', '0003001001', '99999999999', '', '-1', '1e3'));
  const urlLike = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.webUrl(),
    fc.constantFrom('https://10.0.0.1/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://[fd00::1]/x', 'http://hooks.example.com/x', 'https://user:pw@hooks.example.com/', 'https://hooks.example.com/x', 'https://', 'https://%zz/', `https://hooks.example.com/${'a'.repeat(2100)}`),
  );
  const watchlistLike = fc.record(
    {
      fei_number: feiLike,
      legal_name: fc.oneof(fc.string({ maxLength: 30 }), fc.string({ minLength: 195, maxLength: 210 }), fc.constant(null), fc.integer()),
      webhook_url: fc.oneof(urlLike, fc.constant(null), fc.integer()),
      alert_on: fc.oneof(fc.array(fc.constantFrom('new_citation', 'classification_change', 'risk_score_change', 'price_change', '', 'NEW_CITATION')), fc.string(), anyJson),
      facilities: fc.oneof(fc.array(feiLike, { maxLength: 120 }), fc.string(), anyJson),
      alert_threshold: fc.oneof(fc.constantFrom('NAI', 'VAI', 'OAI', 'oai', 'BAD'), fc.string()),
      notification_email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 }), fc.constant(null)),
    },
    { requiredKeys: [] },
  );
  // Creating (201), a second create of the same FEI (409), scheduling a redelivery (202) are documented here.
  const WATCHLIST_DOCUMENTED = new Set([...DOCUMENTED, 201, 202, 409]);

  async function expectWatchlistDocumented(response: Response, context: string): Promise<void> {
    const text = await response.text();
    expect(WATCHLIST_DOCUMENTED.has(response.status), `${context} → ${response.status} ${text.slice(0, 200)}`).toBe(true);
    if (response.status >= 400) {
      // Body A for the routes' own errors; the platform's shapes for 401 and for paths no route claims.
      const body = JSON.parse(text) as { error?: { code?: string } | string; status_code?: number };
      const documented = typeof body.error === 'string' ? body.status_code === response.status : CODES.has(body.error?.code ?? '');
      expect(documented, `${context} → body ${text.slice(0, 200)}`).toBe(true);
    }
  }

  it('answers random bodies on POST /v1/483/watchlist with documented statuses in body A, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(watchlistLike, anyJson), async (body) => {
        const response = await fetch(`${base}/v1/483/watchlist`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
        await expectWatchlistDocumented(response, `POST watchlist ${JSON.stringify(body).slice(0, 160)}`);
      }),
      { numRuns: 600 },
    );
  });

  it('answers random ids and query strings on every watchlist route with documented statuses only', async () => {
    const routes = createRoutes(env.deps).filter((route) => /^\/v1\/483\/(watchlist|alerts)/.test(route.path) && !(route.method === 'post' && route.path === '/v1/483/watchlist'));
    expect(routes.length).toBe(8);
    const idValue = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('wl_0123456789abcdef01234567', 'alt_0123', 'wl_', '..', '%', 'wl_zz'));
    const queryValue = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '-1', '0', '1', '100', '101', 'new_citation', 'test', '2024-01-01', '2024-02-30', '2024-01-01T00:00:00Z', '3001001'));
    const request = fc.record({
      route: fc.constantFrom(...routes),
      path: fc.array(idValue, { minLength: 1, maxLength: 1 }),
      query: fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('limit', 'offset', 'type', 'fei_number', 'since')), queryValue), { maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, path, query }) => {
        const url = `${base}${fillPath(route, path)}?${new URLSearchParams(query).toString()}`;
        const response = await fetch(url, { method: route.method.toUpperCase(), headers: { 'x-api-key': key } });
        await expectWatchlistDocumented(response, `${route.method} ${url.slice(base.length, base.length + 160)}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe('fuzzing the document-1 routes (rules, search, catalog, patterns, requirements, validation)', () => {
  const documentOne = (method: 'get' | 'post') =>
    createRoutes(env.deps).filter((route) => route.method === method && /^\/v1\/(semantic-search|search|rules|catalog|patterns|prevention|requirements)(\/|$)/.test(route.path));

  it('answers random path values and query strings on every document-1 GET with documented statuses only', async () => {
    const routes = documentOne('get');
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', '-1', '0', '1', '50', '51', '100', '101', '0.5', '1.5', 'true', 'yes', 'fda', 'fda,ema', 'fda,mars', 'Oncology', 'oncology', 'rare disease', 'Astrology', '1_year', '10_years', 'I', 'V', '2024-01-01', '2024-02-30', 'AP-endpoint_modification', 'OC-data_integrity', '%', '..'),
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      path: fc.array(value, { minLength: 1, maxLength: 1 }),
      query: fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('q', 'sources', 'source', 'limit', 'offset', 'threshold', 'document_type', 'therapeutic_area', 'effective_after', 'effective_before', 'time_period', 'phase', 'include_details', 'kind', 'pattern_id')), value), { maxLength: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, path, query }) => {
        const url = `${base}${fillPath(route, path)}?${new URLSearchParams(query).toString()}`;
        const response = await fetch(url, { headers: { 'x-api-key': key } });
        await expectDocumented(response, `GET ${url.slice(base.length, base.length + 160)}`);
      }),
      { numRuns: 800 },
    );
  });

  it('answers random datasets, filters and cursors on the export and the change feed with documented statuses only', async () => {
    const routes = createRoutes(env.deps).filter((route) => route.method === 'get' && /^\/v1\/(export|changes)(\/|$)/.test(route.path));
    expect(routes.map((route) => route.path).sort()).toEqual(['/v1/changes', '/v1/export/:dataset']);
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', '0', '1', '500', '1001', '-3', 'csv', 'ndjson', 'xml', 'observations', 'facilities', 'inspections', 'citations', 'risk-scores', 'rules', 'facility,rule', 'widgets', 'NJ', 'high', 'OAI', '211.192', '2024-01-01', '2024-02-30', 'eyJ2IjoxLCJvIjp7fX0', 'eyJ2IjoxLCJvIjp7ImEvMCI6LTF9fQ', '%', '..'),
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      path: fc.array(value, { minLength: 1, maxLength: 1 }),
      query: fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('format', 'since', 'types', 'limit', 'state', 'risk_level', 'classification', 'cfr_section', 'date_from', 'date_to', 'category', 'source', 'min_score', 'fei_number')), value), { maxLength: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, path, query }) => {
        const url = `${base}${fillPath(route, path)}?${new URLSearchParams(query).toString()}`;
        const response = await fetch(url, { headers: { 'x-api-key': key } });
        if (response.headers.get('content-type')?.startsWith('application/json')) await expectDocumented(response, `GET ${url.slice(base.length, base.length + 160)}`);
        else {
          expect(response.status, url).toBe(200);
          await response.arrayBuffer();
        }
      }),
      { numRuns: 400 },
    );
  });

  it('answers random bodies on every document-1 POST with documented statuses only', async () => {
    const routes = documentOne('post');
    expect(routes.map((route) => route.path).sort()).toEqual(['/v1/requirements/search', '/v1/rules', '/v1/rules/validate', '/v1/search', '/v1/semantic-search']);
    const number = fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double(), fc.string({ maxLength: 5 }), fc.constant(null));
    const ruleSearch = fc.record(
      {
        query: fc.oneof(fc.string({ maxLength: 60 }), fc.constant(''), fc.integer(), fc.string({ minLength: 990, maxLength: 1100 })),
        sources: fc.oneof(fc.array(fc.constantFrom('fda', 'ich', 'ema', 'who', 'cdisc', 'fda-oncology', 'FDA', 'mars')), fc.string()),
        top_k: number,
        min_similarity: number,
        limit: number,
        threshold: number,
        offset: number,
        filters: fc.oneof(anyJson, fc.record({ documentType: fc.oneof(fc.string(), fc.integer()), effectiveAfter: fc.constantFrom('2024-01-01', '2024-13-01', 'x'), status: fc.constantFrom('draft', 'final', 'other') }, { requiredKeys: [] })),
      },
      { requiredKeys: [] },
    );
    const protocol = fc.record(
      {
        title: fc.oneof(fc.string(), fc.integer()),
        therapeutic_area: fc.oneof(fc.constantFrom('Oncology', 'oncology', 'Mars'), fc.string()),
        indication: fc.string(),
        phase: fc.constantFrom('I', 'II', 'III', 'IV', 'V', '', 3),
        study_design: fc.oneof(anyJson, fc.record({ type: fc.string(), blinding: fc.string(), arms: number, control_type: fc.string() }, { requiredKeys: [] })),
        endpoints: fc.oneof(anyJson, fc.record({ primary: fc.oneof(anyJson, fc.record({ name: fc.string(), definition: fc.string() })), secondary: fc.oneof(anyJson, fc.array(fc.record({ name: fc.string() }), { maxLength: 40 })) }, { requiredKeys: [] })),
        sample_size: fc.oneof(anyJson, fc.record({ planned_enrollment: number, power: number, alpha: number, effect_size: fc.string() }, { requiredKeys: [] })),
        target_authorities: fc.oneof(fc.array(fc.constantFrom('FDA', 'EMA', 'PMDA', 'Mars', ''), { maxLength: 25 }), anyJson),
      },
      { requiredKeys: [] },
    );
    const validation = fc.record({ protocol: fc.oneof(protocol, anyJson), validation_options: fc.oneof(anyJson, fc.record({ include_recommendations: fc.oneof(fc.boolean(), fc.string()), compare_similar_trials: fc.boolean() }, { requiredKeys: [] })) }, { requiredKeys: [] });
    const requirements = fc.record({ search_criteria: fc.oneof(anyJson, fc.record({ therapeutic_area: fc.oneof(fc.string(), fc.constantFrom('Oncology', 'rare disease', 'Mars')), phase: fc.constantFrom('I', 'III', 'V'), requirement_types: fc.oneof(fc.array(fc.constantFrom('endpoint_definition', 'sample_size', 'nope')), fc.string()) }, { requiredKeys: [] })), max_results: number }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(ruleSearch, validation, requirements, anyJson), async (route, body) => {
        const response = await fetch(`${base}${route.path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
        await expectDocumented(response, `POST ${route.path} ${JSON.stringify(body).slice(0, 160)}`);
      }),
      { numRuns: 800 },
    );
  });
});

describe('fuzzing the knowledge-graph routes (document 3 and its aliases)', () => {
  const kgRoutes = (method: 'get' | 'post') => createRoutes(env.deps).filter((route) => route.method === method && /^\/v1\/(kg|intelligence|analytics\/trends)(\/|$)/.test(route.path));

  it('answers random path values and query strings on every KG GET with documented statuses only', async () => {
    const routes = kgRoutes('get');
    expect(routes.length).toBe(10);
    const pathValue = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('21-CFR-211.192', '21CFR211.56', '211.56', '21 CFR 211.56', '820.100', '11.10', '999.999', 'Q7', 'q9', 'Q9(R1)', 'Q10', 'Q11', 'E6(R3)', '12.40', '4-4', 'Section 4.4', 'I.5', '0.0', '..', '%'),
    );
    const queryValue = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('', '-1', '0', '1', '25', '100', '101', 'true', 'false', 'TRUE', 'yes', 'summary', 'full', '30d', '1y', '5y', '2w', 'drug', 'all', 'cosmetic', 'laboratory', 'citations', 'event_types'),
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      path: fc.array(pathValue, { minLength: 2, maxLength: 2 }),
      query: fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 15 }), fc.constantFrom('limit', 'time_period', 'product_type', 'facility_type', 'trend_type', 'include_forecasts', 'include_sections', 'include_cfr_mappings', 'section_depth', 'include_subsections', 'include_context', 'include_ich_references', 'include_related_cfr')), queryValue), { maxLength: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, path, query }) => {
        const url = `${base}${fillPath(route, path)}?${new URLSearchParams(query).toString()}`;
        const response = await fetch(url, { headers: { 'x-api-key': key } });
        await expectDocumented(response, `GET ${url.slice(base.length, base.length + 160)}`);
      }),
      { numRuns: 600 },
    );
  });

  it('answers random bodies on classify and investigate (and their aliases) with documented statuses only', async () => {
    const routes = kgRoutes('post');
    expect(routes.map((route) => route.path).sort()).toEqual(['/v1/intelligence/classify', '/v1/intelligence/investigate', '/v1/kg/classify', '/v1/kg/investigate']);
    const event = fc.oneof(fc.string(), fc.constant(''), fc.constant('   '), fc.integer(), fc.constant(null), fc.string({ minLength: 4990, maxLength: 5100 }), fc.constantFrom('Rodent droppings found near the tablet compression room.', 'OOS assay result invalidated without investigation.'));
    const kgBody = fc.record(
      {
        event,
        event_text: event,
        product_type: fc.oneof(fc.string(), fc.constantFrom('drug', 'DEVICE', 'food', 'api', 'supplement', 'cosmetic'), fc.integer()),
        top_n: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double(), fc.string()),
        similarity_threshold: fc.oneof(fc.double({ min: -1, max: 2, noNaN: true }), fc.string(), fc.constant(null)),
        include_similar: fc.oneof(fc.boolean(), fc.string()),
        include_ich: fc.oneof(fc.boolean(), fc.integer()),
        include_risk_assessment: fc.boolean(),
        include_regulatory_text: fc.oneof(fc.boolean(), fc.string()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(kgBody, anyJson), async (route, body) => {
        const response = await fetch(`${base}${route.path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
        await expectDocumented(response, `POST ${route.path} ${JSON.stringify(body).slice(0, 160)}`);
      }),
      { numRuns: 300 },
    );
  });
});

/** A route's path with its `:params` replaced by the given values, URL-encoded. */
function fillPath(route: RouteDefinition, values: readonly string[]): string {
  let index = 0;
  return route.path.replace(/:[a-z_]+/g, () => encodeURIComponent(values[index++] ?? 'x') || 'x');
}

describe('what a black-box fuzz of every operation found (bodies, methods, edge dates)', () => {
  const bodyRoutes = () => createRoutes(env.deps).filter((route) => route.method === 'post' && route.request.body && !route.path.includes(':'));
  const send = (path: string, init: RequestInit) => fetch(`${base}${path}`, { ...init, headers: { 'x-api-key': key, ...(init.headers as Record<string, string>) } });

  it('answers a body that does not decode, or comes under another media type, with a 400 naming why on every POST route', async () => {
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const route of routes) {
      const json = { 'content-type': 'application/json' };
      const notGzip = await send(route.path, { method: 'POST', headers: { ...json, 'content-encoding': 'gzip' }, body: '{"query":"sterile"}' });
      expect(notGzip.status, route.path).toBe(400);
      expect(await notGzip.text(), route.path).toContain('does not decode as Content-Encoding');
      const unknown = await send(route.path, { method: 'POST', headers: { ...json, 'content-encoding': 'br2' }, body: '{"query":"sterile"}' });
      expect(unknown.status, route.path).toBe(400);
      expect(await unknown.text(), route.path).toContain("Unsupported Content-Encoding 'br2'");
      const plain = await send(route.path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"sterile"}' });
      expect(plain.status, route.path).toBe(400);
      expect(await plain.text(), route.path).toContain("Content-Type must be application/json (got 'text/plain')");
    }
  });

  it('answers TRACE with a JSON 405 naming the allowed methods, or a JSON 404 on an unknown path', async () => {
    // fetch refuses TRACE: a plain HTTP request.
    const trace = (path: string) =>
      new Promise<{ status: number; allow: string | undefined; body: { error: { code: string } } }>((resolve, reject) => {
        const request = httpRequest(`${base}${path}`, { method: 'TRACE', headers: { 'x-api-key': key } }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body: JSON.parse(text) });
            } catch (error) {
              reject(new Error(`TRACE ${path} → ${response.statusCode}: ${text.slice(0, 100)}`, { cause: error }));
            }
          });
        });
        request.on('error', reject);
        request.end();
      });
    const known = await trace('/v1/usage');
    expect(known.status).toBe(405);
    expect(known.allow).toContain('GET');
    expect(known.body.error.code).toBe('METHOD_NOT_ALLOWED');
    const unknown = await trace('/v1/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.allow).toBeUndefined();
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });

  it('answers the wrong method on /v1/rules/validate with 405 Allow: POST, not a lookup of the rule "validate"', async () => {
    for (const method of ['GET', 'HEAD', 'PUT']) {
      const response = await send('/v1/rules/validate', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST');
    }
    // The parameterised route still answers every other id.
    expect((await send('/v1/rules/no-such-rule', { method: 'GET' })).status).toBe(404);
  });

  it('refuses a trending reference day whose fiscal quarters have no four-digit year, naming as_of', async () => {
    for (const day of ['9999-12-31', '0001-01-01', '1000-01-02']) {
      const response = await send(`/v1/483/citations/trending?as_of=${day}`, { method: 'GET' });
      expect(response.status, day).toBe(400);
      expect(await response.text(), day).toContain('as_of');
    }
    expect((await send('/v1/483/citations/trending?as_of=2024-06-30', { method: 'GET' })).status).toBe(200);
  });

  it('checks event_text beside event on investigate instead of ignoring it', async () => {
    for (const eventText of [{}, 123, '   ']) {
      const response = await send('/v1/kg/investigate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: 'OOS results were not investigated', event_text: eventText }) });
      expect(response.status, JSON.stringify(eventText)).toBe(400);
      expect(((await response.json()) as { error: string }).error, JSON.stringify(eventText)).toContain('event_text');
    }
  });
});
