import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegIntelClient } from '../../clients/typescript/index.ts';
import { enrichedFacilityValue } from '../../enrich/facilities/facility-test-builders.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING, storedFacilityOf } from '../../enrich/sinks/facility-index.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';

/* The generated TypeScript client (clients/typescript/) against a running server: typed paths, parameters and answers. */
describe('typed TypeScript client', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let key = '';

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    await env.deps.search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
    const facility = storedFacilityOf(enrichedFacilityValue());
    await env.deps.search.upsert(FACILITIES_INDEX, [{ id: facility.fei_number, doc: { ...facility } }]);
    api = await startTestServer(env.deps);
    key = (await env.deps.apiKeys.create({ tenantId: 't-client', tier: 'pro', test: true })).key;
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await env?.cleanup();
  });

  it('reads a facility, lists with typed query parameters, and reports usage', async () => {
    const regintel = createRegIntelClient({ baseUrl: api.url, apiKey: key });
    const score = await regintel.GET('/v1/483/risk-scores/{fei_number}', { params: { path: { fei_number: '3004540906' } } });
    expect(score.response.status).toBe(200);
    expect(score.data?.risk_score).toBe(61.3);
    expect(score.data?.risk_level).toBe('high');
    const list = await regintel.GET('/v1/483/facilities', { params: { query: { country: 'India', limit: '5' } } });
    expect(list.data?.data.map((f) => f.fei_number)).toEqual(['3004540906']);
    const usage = await regintel.GET('/v1/usage');
    expect(usage.data?.data.tier).toBe('pro');
    expect(usage.data?.data.currentUsage).toBe(2);
    expect(list.data?.data[0]?.facility_name).toBe('NATCO Pharma Limited');
  });

  it('gives errors back as typed values, not exceptions', async () => {
    const regintel = createRegIntelClient({ baseUrl: api.url, apiKey: key });
    const missing = await regintel.GET('/v1/483/facilities/{fei_number}', { params: { path: { fei_number: '1234567' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.data).toBeUndefined();
    expect(JSON.stringify(missing.error)).toContain('1234567');
    const anonymous = createRegIntelClient({ baseUrl: api.url, apiKey: 'ri_test_00000000000000000000000000000000' });
    expect((await anonymous.GET('/v1/usage')).response.status).toBe(401);
  });
});
