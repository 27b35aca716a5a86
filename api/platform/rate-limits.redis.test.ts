import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '../../infra/clock.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { ApiError } from './errors.ts';
import { type LimitRequest, type RateLimits, type UsageAlert, createRateLimits } from './rate-limits.ts';
import { REDIS_SERVER, freePort, hasRedis, startRedis, stopRedis } from '../../test/fixtures/redis.ts';

if (!hasRedis) console.warn(`rate-limits.redis.test.ts skipped: ${REDIS_SERVER} is not installed (CI installs it).`);

describe.skipIf(!hasRedis)('rate limits on Redis (engines mode: several API processes share one count)', () => {
  let port: number;
  let redis: ChildProcess;
  const clock = createFixedClock('2026-11-15T12:00:00.000Z');
  const open: RateLimits[] = [];
  let prefixSerial = 0;

  /** One "API process": its own RateLimits and ioredis connection on the shared server. */
  async function apiProcess(keyPrefix: string, onUsageAlert?: (alert: UsageAlert) => void): Promise<RateLimits> {
    const limits = await createRateLimits({
      backend: { kind: 'redis', url: `redis://127.0.0.1:${port}`, keyPrefix },
      clock,
      upgradeUrl: 'https://regintel.example/pricing',
      logger: createSilentLogger(),
      ...(onUsageAlert ? { onUsageAlert } : {}),
    });
    open.push(limits);
    return limits;
  }

  function request(overrides: Partial<LimitRequest> = {}): LimitRequest {
    return { keyId: 'ri_live_aaaa', tenantId: 'tenant-a', tier: 'free', quotas: [], countsTowardMonthlyQuota: true, ...overrides };
  }

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((limits) => limits.close()));
  });

  afterAll(async () => {
    if (redis) await stopRedis(redis);
  });

  it('allows exactly perSecond requests per key in one second across two processes together', async () => {
    const prefix = `t${prefixSerial++}`;
    const a = await apiProcess(prefix);
    const b = await apiProcess(prefix);
    // Back to back: the first request opens the one-second window, the other two land in it.
    const outcomes = [await a.consume(request()), await b.consume(request()), await a.consume(request())];
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, false]);
    expect(outcomes.map((o) => o.headers['X-RateLimit-Remaining'])).toEqual(['1', '0', '0']);
    const third = outcomes[2];
    expect(third && !third.allowed ? third.error.code : null).toBe('RATE_LIMIT_EXCEEDED');
    expect(third && !third.allowed ? third.error.retryAfter : null).toBe(1);
  });

  it('shares the monthly count between processes', async () => {
    const prefix = `t${prefixSerial++}`;
    const a = await apiProcess(prefix);
    const b = await apiProcess(prefix);
    for (let i = 0; i < 3; i++) expect((await a.consume(request({ keyId: `a${i}` }))).allowed).toBe(true);
    expect((await b.monthlyUsage('tenant-a', 'free')).used).toBe(3);
    const outcome = await b.consume(request({ keyId: 'b0' }));
    expect(outcome.headers['X-RateLimit-Monthly-Remaining']).toBe('996');
    expect((await a.monthlyUsage('tenant-a', 'free')).used).toBe(4);
  });

  it('sends a usage alert once even when two processes race across the threshold', async () => {
    const prefix = `t${prefixSerial++}`;
    const alerts: UsageAlert[] = [];
    const a = await apiProcess(prefix, (alert) => void alerts.push(alert));
    const b = await apiProcess(prefix, (alert) => void alerts.push(alert));
    for (let i = 0; i < 798; i++) await a.consume(request({ keyId: `k${i}` }));
    await Promise.all([a.consume(request({ keyId: 'race-a' })), b.consume(request({ keyId: 'race-b' })), b.consume(request({ keyId: 'race-c' }))]);
    expect((await a.monthlyUsage('tenant-a', 'free')).used).toBe(801);
    expect(alerts.map((alert) => alert.threshold)).toEqual([80]);
  });

  it('answers 503 naming the rate-limiter while Redis is down, and works again once it is back', async () => {
    const prefix = `t${prefixSerial++}`;
    const limits = await apiProcess(prefix);
    expect(await limits.health()).toEqual({ status: 'up' });
    expect((await limits.consume(request())).allowed).toBe(true);

    await stopRedis(redis);
    const failure = await limits.consume(request()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, retryAfter: 5, details: { backend: 'rate-limiter' } });
    expect((await limits.health()).status).toBe('down');

    redis = await startRedis(port);
    // ioredis reconnects on its own (backoff up to 2 s).
    await vi.waitFor(async () => expect(await limits.health()).toEqual({ status: 'up' }), { timeout: 15_000, interval: 100 });
    expect((await limits.consume(request({ keyId: 'after-restart' }))).allowed).toBe(true);
  });
});
