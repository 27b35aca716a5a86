import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutes } from '../../cli/app.ts';
import type { Deps } from '../../cli/deps.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { PLAN_TIERS, TIER_LIMITS, type PlanTier, tierAtLeast } from '../../api/platform/tiers.ts';
import type { RouteDefinition } from '../../api/platform/route.ts';
import { createKey, regintel } from '../fixtures/cli.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { type JsonResponse, createTestDeps, startTestServer } from '../fixtures/harness.ts';

/**
 * Document 1's platform contract against the running app, with keys made through the real CLI:
 * authentication, tier gates, per-second and monthly limits, usage, headers and error bodies.
 */
const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-monthly-limit', 'x-ratelimit-monthly-remaining'];
const SEARCH = '/v1/483/observations/search';

let env: Awaited<ReturnType<typeof createTestDeps>>;
let deps: Deps;
let api: Awaited<ReturnType<typeof startTestServer>>;
const keys: Partial<Record<PlanTier, string>> = {};

async function boot(dataDir?: string) {
  env = await createTestDeps({ embedder: createHashEmbedder(), ...(dataDir ? { dataDir } : {}) });
  deps = env.deps;
  api = await startTestServer(deps);
}

/** Waits until the current one-second window of a key has passed (the reset header says when). */
async function nextWindow(response: JsonResponse): Promise<void> {
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  const wait = reset * 1000 - Date.now() + 50;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Sends requests at the very start of a fresh one-second window, all at once. */
async function burst(count: number, send: () => Promise<JsonResponse>): Promise<JsonResponse[]> {
  await nextWindow(await send());
  return Promise.all(Array.from({ length: count }, send));
}

beforeAll(async () => {
  await boot();
  for (const tier of PLAN_TIERS) keys[tier] = await createKey(env.dataDir, `tenant-${tier}`, tier);
}, 120_000);

afterAll(async () => {
  await api.close();
  await env.cleanup();
});

describe('authentication', () => {
  it('answers 401 UNAUTHORIZED with the documented body when no key is sent', async () => {
    const response = await api.post(SEARCH, { query: 'x' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      message: 'Unauthorized',
      error: { code: 'UNAUTHORIZED', message: expect.any(String) },
      meta: { requestId: response.headers.get('x-request-id') },
    });
    for (const header of RATE_HEADERS) expect(response.headers.get(header)).toBeNull();
  });

  it('answers 401 INVALID_API_KEY for malformed, unknown and revoked keys', async () => {
    const malformed = await api.get('/v1/usage', { 'x-api-key': 'not-a-key' });
    const unknown = await api.get('/v1/usage', { 'x-api-key': `ri_live_${'0'.repeat(32)}` });
    for (const response of [malformed, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('INVALID_API_KEY');
      expect(response.body.message).toBe('Unauthorized');
    }
    const doomed = await createKey(env.dataDir, 'tenant-doomed', 'starter', { test: true });
    expect(doomed).toMatch(/^ri_test_[0-9a-f]{32}$/);
    expect((await api.get('/v1/usage', { 'x-api-key': doomed })).status).toBe(200);
    await regintel(env.dataDir, ['keys', 'revoke', doomed.slice(0, 16)]);
    // The server was not restarted: revocation takes effect at once.
    const revoked = await api.get('/v1/usage', { 'x-api-key': doomed });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.code).toBe('INVALID_API_KEY');
  });

  it('accepts Authorization: Bearer, and X-Api-Key wins when both are sent', async () => {
    const bearer = await api.get('/v1/usage', { authorization: `Bearer ${keys.starter}` });
    expect(bearer.status).toBe(200);
    expect(bearer.body.data.tier).toBe('starter');
    const both = await api.get('/v1/usage', { 'x-api-key': `ri_live_${'f'.repeat(32)}`, authorization: `Bearer ${keys.starter}` });
    expect(both.status).toBe(401);
  });

  it('lists keys without ever printing a key or its hash', async () => {
    const { stdout } = await regintel(env.dataDir, ['keys', 'list', '--json']);
    const listed = JSON.parse(stdout) as Array<Record<string, unknown>>;
    expect(listed.map((k) => k.tenantId)).toEqual(expect.arrayContaining(['tenant-free', 'tenant-pro']));
    expect(stdout).not.toContain(keys.pro);
    expect(stdout).not.toMatch(/"hash"/);
  });
});

describe('tier gates', () => {
  it('answers 403 INSUFFICIENT_TIER (shape B) to a Free key on observation search, with the limit headers', async () => {
    const response = await api.post(SEARCH, { query: 'sterility' }, { 'x-api-key': keys.free! });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: 'INSUFFICIENT_TIER', message: 'Starter+ subscription required' });
    for (const header of RATE_HEADERS) expect(response.headers.get(header)).not.toBeNull();
  });

  it('gates every route of the API at its declared tier, and only health, readiness, the OpenAPI document and docs need no key', async () => {
    const routes: RouteDefinition[] = createRoutes(deps);
    const publicPaths = routes.filter((r) => r.tier === 'none').map((r) => r.path);
    expect(publicPaths.every((path) => ['/v1/health', '/v1/health/ready', '/v1/openapi.json'].includes(path))).toBe(true);
    for (const route of routes) {
      const path = route.path.replace(/:([a-z_]+)/g, 'sample');
      const once = (headers: Record<string, string>) =>
        route.method === 'get' ? api.get(path, headers) : route.method === 'delete' ? api.delete(path, headers) : api.post(path, {}, headers);
      // Sweeping every route with one key per tier trips the Free key's 2/s: wait out any 429.
      const send = async (headers: Record<string, string>) => {
        let response = await once(headers);
        while (response.status === 429) {
          await nextWindow(response);
          response = await once(headers);
        }
        return response;
      };
      if (route.tier === 'none') {
        expect([200, 503], `${route.method} ${route.path}`).toContain((await send({})).status);
        continue;
      }
      expect((await send({})).status, `${route.method} ${route.path} without a key`).toBe(401);
      for (const tier of PLAN_TIERS) {
        const response = await send({ 'x-api-key': keys[tier]! });
        if (tierAtLeast(tier, route.tier)) expect(response.status, `${tier} on ${route.path}`).not.toBe(403);
        else expect(response.status, `${tier} on ${route.path}`).toBe(403);
      }
    }
  });
});

describe('per-second limits', () => {
  it.each([['free'], ['starter']] as const)('lets exactly the %s tier’s number through in one second, then 429, then frees the next second', async (tier) => {
    const limit = TIER_LIMITS[tier].perSecond;
    const key = await createKey(env.dataDir, `burst-${tier}`, tier);
    const send = () => api.get('/v1/usage', { 'x-api-key': key });
    const responses = await burst(limit + 1, send);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const rejected = responses.find((r) => r.status === 429)!;
    expect(rejected.body.error).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', retry_after: 1, retryAfter: 1 });
    expect(rejected.headers.get('retry-after')).toBe('1');
    expect(rejected.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(rejected.headers.get('x-ratelimit-limit')).toBe(String(limit));
    await nextWindow(rejected);
    expect((await send()).status).toBe(200);
  });
});

describe('monthly quota and usage', () => {
  it('reports usage, alerts at 80/90/100 %, answers QUOTA_EXCEEDED at the limit, and keeps it all across a restart', async () => {
    const key = await createKey(env.dataDir, 'tenant-quota', 'starter');
    const monthly = TIER_LIMITS.starter.monthly!;
    // Spend all but two calls of the month through the limiter itself (many key ids, so the
    // per-second limit does not slow the test), then the last two over HTTP.
    for (let i = 0; i < monthly - 2; i += 1) {
      const outcome = await deps.limits.consume({ keyId: `seed-${i}`, tenantId: 'tenant-quota', tier: 'starter', quotas: [], countsTowardMonthlyQuota: true });
      expect(outcome.allowed).toBe(true);
    }
    const last = [await api.post(SEARCH, { query: 'gowning' }, { 'x-api-key': key })];
    await nextWindow(last[0]!);
    last.push(await api.post(SEARCH, { query: 'gowning' }, { 'x-api-key': key }));
    expect(last.map((r) => r.status)).toEqual([200, 200]);
    expect(last[1]!.headers.get('x-ratelimit-monthly-remaining')).toBe('0');
    const over = await api.post(SEARCH, { query: 'gowning' }, { 'x-api-key': key });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('QUOTA_EXCEEDED');
    expect(over.body.error.upgradeUrl).toBe(deps.config.api.upgradeUrl);
    expect(over.body.error.retryAfter).toBe(Number(over.headers.get('retry-after')));
    expect(over.body.error.retryAfter).toBeGreaterThan(0);

    const usage = await api.get('/v1/usage', { 'x-api-key': key });
    expect(usage.status).toBe(200);
    expect(usage.body.data).toMatchObject({ tier: 'starter', monthlyLimit: monthly, currentUsage: monthly, usagePercentage: 100 });
    expect(usage.body.data.alerts.map((a: { threshold: number }) => a.threshold)).toEqual([80, 90, 100]);
    const events = (await deps.bus.read(TOPICS.tenantEvents, { limit: 100 })).map((m) => m.value as { tenant_id: string; threshold: number });
    expect(events.filter((e) => e.tenant_id === 'tenant-quota').map((e) => e.threshold)).toEqual([80, 90, 100]);

    // Restart: new process state on the same data folder.
    const dataDir = env.dataDir;
    await api.close();
    await env.close();
    await boot(dataDir);
    const after = await api.get('/v1/usage', { 'x-api-key': key });
    expect(after.body.data.currentUsage).toBe(monthly);
    expect((await api.post(SEARCH, { query: 'gowning' }, { 'x-api-key': key })).body.error.code).toBe('QUOTA_EXCEEDED');
  });

  it('says unlimited in the monthly headers for Enterprise, and still counts its calls', async () => {
    const response = await api.get('/v1/usage', { 'x-api-key': keys.enterprise! });
    expect(response.headers.get('x-ratelimit-monthly-limit')).toBe('unlimited');
    expect(response.headers.get('x-ratelimit-monthly-remaining')).toBe('unlimited');
    expect(response.body.data.monthlyLimit).toBeNull();
    const before = response.body.data.currentUsage as number;
    expect((await api.post(SEARCH, { query: 'sterility' }, { 'x-api-key': keys.enterprise! })).status).toBe(200);
    expect((await api.get('/v1/usage', { 'x-api-key': keys.enterprise! })).body.data.currentUsage).toBe(before + 1);
  });

  it('counts served requests only: 429s and usage checks spend nothing', async () => {
    const key = await createKey(env.dataDir, 'tenant-count', 'starter');
    const usage = async () => (await api.get('/v1/usage', { 'x-api-key': key })).body.data.currentUsage as number;
    const before = await usage();
    // One probe to find the window, then 12 at once: 10 served, 2 rejected with 429.
    const responses = await burst(12, () => api.post(SEARCH, { query: 'x' }, { 'x-api-key': key }));
    expect(responses.filter((r) => r.status === 429)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await usage()).toBe(before + 1 + 10);
    expect(await usage()).toBe(before + 11);
  });
});

describe('error bodies', () => {
  it('answers 400 VALIDATION_ERROR naming the field to a Starter key', async () => {
    const response = await api.post(SEARCH, { query: 'x', top_k: 0 }, { 'x-api-key': keys.starter! });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'top_k' } });
    for (const header of RATE_HEADERS) expect(response.headers.get(header)).not.toBeNull();
  });

  it('tells a field sent with the wrong type from a missing one', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ top_k: 5 }, 'query', 'Field query is required'],
      [{ query: 123 }, 'query', 'Field query must be of type string, not number'],
      [{ query: 'x', top_k: '5' }, 'top_k', 'Field top_k must be of type number, not string'],
      [{ query: 'x', filters: null }, 'filters', 'Field filters must be of type object, not null'],
      [[], 'body', 'Field body must be of type object, not array'],
    ];
    for (const [body, field, message] of cases) {
      const response = await api.post(SEARCH, body, { 'x-api-key': keys.starter! });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message, details: { field } });
    }
  });

  it('names a query parameter given twice', async () => {
    const response = await api.get('/v1/483/facilities?limit=5&limit=6', { 'x-api-key': keys.starter! });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Field limit must be given once, not 2 times', details: { field: 'limit' } });
  });

  it('answers 401 before looking at a malformed body', async () => {
    const response = await api.post(SEARCH, '{"query":', {});
    expect(response.status).toBe(401);
  });
});
