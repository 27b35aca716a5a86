import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexCommand } from '../../cli/commands/reindex.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';

/*
 * GET /v1/changes over the embedded log: pages resume exactly at their cursor, rule passages of
 * one document are one change, retractions say so, the cursor survives a restart of the process,
 * and a bad cursor is a 400 naming `since`.
 */

const facility = (fei: string, hash: string) => ({ id: fei, fei_number: fei, content_hash: hash, fetched_at: '2026-01-01T00:00:00.000Z' });
const passage = (ruleId: string, n: number) => ({ id: `${ruleId}#${n}`, rule_id: ruleId, content_hash: `${ruleId}-${n}` });

describe('GET /v1/changes', () => {
  const embedder = createHashEmbedder();
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let key = '';
  const get = async (query: string) => api.get(`/v1/changes${query}`, { 'x-api-key': key });

  beforeAll(async () => {
    env = await createTestDeps({ embedder });
    await env.deps.bus.ensureTopics([TOPICS.enrichedFacilities, TOPICS.enrichedRules, TOPICS.enrichedObservations, TOPICS.enrichedAnalytics]);
    await env.deps.bus.publish(TOPICS.enrichedFacilities, [
      { key: '3001001', value: facility('3001001', 'h1') },
      { key: '3002002', value: facility('3002002', 'h2') },
      { key: '3001001', value: facility('3001001', 'h3') },
    ]);
    await env.deps.bus.publish(TOPICS.enrichedRules, [0, 1, 2].map((n) => ({ key: 'fda-guidance:1', value: passage('fda-guidance:1', n) })));
    await env.deps.bus.publish(TOPICS.enrichedAnalytics, [{ key: 'investigator:jane doe', value: { id: 'investigator:jane doe', content_hash: 'a1', retracted: true } }]);
    api = await startTestServer(env.deps);
    key = (await env.deps.apiKeys.create({ tenantId: 't-feed', tier: 'pro', test: true })).key;
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await env?.cleanup();
  });

  it('lists every change from the beginning, a rule document once, a retraction as such', async () => {
    const response = await get('');
    expect(response.status).toBe(200);
    expect(response.body.has_more).toBe(false);
    expect(response.body.data.map((c: { type: string; id: string; action: string; version: string | null }) => [c.type, c.id, c.action, c.version])).toEqual([
      ['facility', '3001001', 'upsert', 'h1'],
      ['facility', '3002002', 'upsert', 'h2'],
      ['facility', '3001001', 'upsert', 'h3'],
      ['rule', 'fda-guidance:1', 'upsert', 'fda-guidance:1-0'],
      ['analytics', 'investigator:jane doe', 'retract', 'a1'],
    ]);
    expect(response.body.data[0].url).toBe('/v1/483/facilities/3001001');
    expect(response.body.data[4].url).toBeNull();
  });

  it('pages by cursor without missing or repeating a change, and filters by type', async () => {
    const first = await get('?types=facility&limit=2');
    expect(first.body.data.map((c: { version: string }) => c.version)).toEqual(['h1', 'h2']);
    expect(first.body.has_more).toBe(true);
    const second = await get(`?types=facility&limit=2&since=${first.body.next_cursor}`);
    expect(second.body.data.map((c: { version: string }) => c.version)).toEqual(['h3']);
    expect(second.body.has_more).toBe(false);
    const idle = await get(`?types=facility&since=${second.body.next_cursor}`);
    expect(idle.body.data).toEqual([]);
    expect(idle.body.next_cursor).toBe(second.body.next_cursor);
  });

  it('resumes exactly after a restart, seeing only what came after the cursor', async () => {
    const cursor = (await get('')).body.next_cursor as string;
    await api.close();
    await env.close();
    env = await createTestDeps({ embedder, dataDir: env.dataDir });
    await env.deps.bus.publish(TOPICS.enrichedFacilities, [{ key: '3003003', value: facility('3003003', 'h4') }]);
    api = await startTestServer(env.deps);
    const after = await get(`?since=${cursor}`);
    expect(after.status).toBe(200);
    expect(after.body.data.map((c: { id: string; version: string }) => [c.id, c.version])).toEqual([['3003003', 'h4']]);
  });

  it('keeps a cursor valid across regintel reindex, which rebuilds the stores from the same log', async () => {
    const cursor = (await get('')).body.next_cursor as string;
    const sink = new PassThrough();
    expect(await reindexCommand(env.deps, { json: true, out: sink, timeoutMs: 60_000 })).toBe(0);
    const after = await get(`?since=${cursor}`);
    expect(after.body.data).toEqual([]);
    expect(after.body.next_cursor).toBe(cursor);
    await env.deps.bus.publish(TOPICS.enrichedFacilities, [{ key: '3004004', value: facility('3004004', 'h5') }]);
    expect((await get(`?since=${cursor}`)).body.data.map((c: { id: string }) => c.id)).toEqual(['3004004']);
  }, 90_000);

  it('refuses a bad cursor, type or limit with a 400 naming the field', async () => {
    for (const [query, field] of [['?since=not-a-cursor', 'since'], ['?types=widgets', 'types'], ['?limit=0', 'limit'], ['?limit=5000', 'limit']] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body), query).toContain(field);
    }
  });
});
