import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { type JsonResponse, createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { freePort, hasRedis, REDIS_SERVER, startRedis, stopRedis } from '../fixtures/redis.ts';

if (!hasRedis) console.warn(`redis-limits.test.ts skipped: ${REDIS_SERVER} is not installed (CI installs it).`);

/**
 * Engines-mode limits end to end: two API processes (two apps with their own connections) on one
 * Redis enforce one count per key, and a Redis outage is a 503 naming the backend, not a 500.
 */
describe.skipIf(!hasRedis)('rate limits on Redis shared by two API processes', () => {
  let redis: ChildProcess;
  let port = 0;
  const envs: Array<Awaited<ReturnType<typeof createTestDeps>>> = [];
  const apis: Array<Awaited<ReturnType<typeof startTestServer>>> = [];
  let key = '';

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const env = { REGINTEL_LIMITS: 'redis', REGINTEL_REDIS_URL: `redis://127.0.0.1:${port}` };
    const first = await createTestDeps({ embedder: createHashEmbedder(), env });
    const second = await createTestDeps({ embedder: createHashEmbedder(), env, dataDir: first.dataDir });
    envs.push(first, second);
    for (const e of envs) apis.push(await startTestServer(e.deps));
    key = (await first.deps.apiKeys.create({ tenantId: 'shared', tier: 'starter', test: true })).key;
  });

  afterAll(async () => {
    for (const api of apis) await api.close();
    await envs[1]?.close();
    await envs[0]?.cleanup();
    await stopRedis(redis);
  });

  const usage = (index: number): Promise<JsonResponse> => apis[index]!.get('/v1/usage', { 'x-api-key': key });

  it('lets exactly the Starter tier’s 10 requests per second through across both processes', async () => {
    const probe = await usage(0);
    const wait = Number(probe.headers.get('x-ratelimit-reset')) * 1000 - Date.now() + 50;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const responses = await Promise.all(Array.from({ length: 14 }, (_, i) => usage(i % 2)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(10);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(4);
    // Both processes served and refused: the count really is shared.
    const servedBy = new Set(responses.flatMap((r, i) => (r.status === 200 ? [i % 2] : [])));
    expect(servedBy).toEqual(new Set([0, 1]));
  });

  it('answers 503 SERVICE_UNAVAILABLE naming the rate limiter while Redis is down, then recovers', async () => {
    await stopRedis(redis);
    const down = await usage(1);
    expect(down.status).toBe(503);
    expect(down.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { backend: 'rate-limiter' } });
    expect(down.headers.get('retry-after')).not.toBeNull();
    const health = await apis[1]!.get('/v1/health');
    expect(health.status).toBe(503);
    expect(health.body.data.checks['rate-limiter'].status).toBe('down');

    redis = await startRedis(port);
    let recovered: JsonResponse | null = null;
    for (let attempt = 0; attempt < 50 && recovered?.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await usage(1);
    }
    expect(recovered?.status).toBe(200);
  });
});
