import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIngest } from '../../ingest/run-ingest.ts';
import { findConnector } from '../../ingest/sources/index.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../../test/fixtures/harness.ts';
import { placeboControlledNsclc } from '../../test/fixtures/nsclc-protocols.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../test/fixtures/shared.ts';

warnIfMissing(hasSharedData, 'similar_approved_trials over the real ClinicalTrials.gov mirror');

/*
 * Document 1 over HTTP, on the embedded adapters with no rule documents (no model needed):
 * - SPEC-DECISIONS 1: the lists carry `pagination: { limit, offset, total, hasMore }` beside `data`
 *   and honour limit/offset (default 20, max 100; out of range is a 400 naming the field);
 * - `similar_approved_trials` of POST /v1/rules/validate, from the ClinicalTrials.gov records the
 *   connector publishes, with exactly the spec's six fields and no extra note.
 * Totals are the spec's: ten amendment pattern types (SPEC-DECISIONS 11) plus eleven 483
 * observation categories; six source ids.
 */

const PROTOCOL = placeboControlledNsclc;

describe('document-1 lists and similar trials over HTTP', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  const keys = { free: '', pro: '' };
  const get = (path: string) => api.get(path, { 'x-api-key': keys.pro });
  const post = (path: string, body: unknown, tier: keyof typeof keys = 'pro') => api.post(path, body, { 'x-api-key': keys[tier] });

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    if (hasSharedData) {
      const ctgov = findConnector('ctgov-studies');
      if (!ctgov) throw new Error('no ctgov-studies connector');
      const [run] = await runIngest([ctgov], { mode: 'mirror', mirrorDir: sharedDataDir }, env.deps);
      expect(run?.status).toBe('ok');
    }
    api = await startTestServer(env.deps);
    keys.free = (await env.deps.apiKeys.create({ tenantId: 'lists-free', tier: 'free', test: true })).key;
    keys.pro = (await env.deps.apiKeys.create({ tenantId: 'lists-pro', tier: 'pro', test: true })).key;
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    await env?.cleanup();
  });

  describe.each([
    ['/v1/patterns', 21],
    ['/v1/prevention/strategies', 21],
    ['/v1/catalog/sources', 6],
  ])('GET %s', (path, total) => {
    it('answers the pagination block with the defaults (limit 20, offset 0)', async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.body.pagination).toEqual({ limit: 20, offset: 0, total, hasMore: total > 20 });
      expect(response.body.data).toHaveLength(Math.min(20, total));
      expect(response.body.meta).toMatchObject({ requestId: expect.any(String) });
    });

    it('honours limit and offset: ?limit=1&offset=2 is the third entry of the whole list', async () => {
      const all = await get(`${path}?limit=100`);
      expect(all.body.data).toHaveLength(total);
      const page = await get(`${path}?limit=1&offset=2`);
      expect(page.status).toBe(200);
      expect(page.body.pagination).toEqual({ limit: 1, offset: 2, total, hasMore: true });
      expect(page.body.data).toEqual([all.body.data[2]]);
      const past = await get(`${path}?offset=${total}`);
      expect(past.body.data).toEqual([]);
      expect(past.body.pagination).toEqual({ limit: 20, offset: total, total, hasMore: false });
    });

    it('refuses limit and offset out of range with 400 VALIDATION_ERROR naming the field', async () => {
      for (const [query, field] of [
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['limit=abc', 'limit'],
        ['offset=-1', 'offset'],
      ] as const) {
        const response = await get(`${path}?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body.error, query).toMatchObject({ code: 'VALIDATION_ERROR', details: { field } });
      }
    });
  });

  it('GET /v1/prevention/strategies pages after its filters', async () => {
    const response = await get('/v1/prevention/strategies?kind=amendment_pattern&limit=3&offset=9');
    expect(response.body.pagination).toEqual({ limit: 3, offset: 9, total: 10, hasMore: false });
    expect(response.body.data).toHaveLength(1);
  });

  it('POST /v1/search carries the pagination block and takes an offset', async () => {
    const response = await post('/v1/search', { query: 'sterility testing', limit: 5, offset: 0 });
    expect(response.status).toBe(200);
    expect(response.body.pagination).toEqual({ limit: 5, offset: 0, total: response.body.data.length, hasMore: false });
    const defaults = await post('/v1/search', { query: 'sterility testing' });
    expect(defaults.body.pagination).toMatchObject({ limit: 10, offset: 0 });
    const bad = await post('/v1/search', { query: 'sterility testing', offset: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'offset' } });
    // The ranking keeps its best hits: deeper than 400 is refused, so no page says hasMore before it.
    expect((await post('/v1/search', { query: 'sterility testing', offset: 401 })).status).toBe(400);
  });

  it('POST /v1/rules lists every document: an offset past 400 is a page, not a 400', async () => {
    const deep = await post('/v1/rules', { offset: 5000, limit: 10 });
    expect(deep.status).toBe(200);
    expect(deep.body.pagination).toMatchObject({ offset: 5000, limit: 10, hasMore: false });
  });

  describe.skipIf(!hasSharedData)('POST /v1/rules/validate similar_approved_trials', () => {
    it('lists completed ClinicalTrials.gov trials of the same area, with the spec fields only and no note', async () => {
      const response = await post('/v1/rules/validate', { protocol: PROTOCOL, validation_options: { compare_similar_trials: true } });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).not.toContain('similar_approved_trials_note');
      const trials = response.body.similar_approved_trials;
      expect(trials.length).toBeGreaterThan(0);
      expect(trials.length).toBeLessThanOrEqual(5);
      // The one completed randomised, double-blind, placebo-controlled NSCLC trial of the mirror, PFS primary.
      expect(trials[0]).toMatchObject({ trial_id: 'NCT00777179', therapeutic_area: 'Oncology', indication: 'NSCLC', approval_date: null });
      for (const trial of trials) {
        expect(Object.keys(trial).sort()).toEqual(['approval_date', 'indication', 'relevance_score', 'therapeutic_area', 'title', 'trial_id']);
        expect(trial.trial_id).toMatch(/^NCT\d{8}$/);
        expect(trial.approval_date).toBeNull();
      }
    });

    it('leaves the list out unless asked, and on the Free tier', async () => {
      const unasked = await post('/v1/rules/validate', { protocol: PROTOCOL });
      expect(unasked.body.similar_approved_trials).toBeUndefined();
      const free = await post('/v1/rules/validate', { protocol: PROTOCOL, validation_options: { compare_similar_trials: true } }, 'free');
      expect(free.status).toBe(200);
      expect(free.body.similar_approved_trials).toBeUndefined();
    });
  });
});
