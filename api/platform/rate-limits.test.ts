import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../infra/clock.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { ApiError } from './errors.ts';
import { type LimitOutcome, type LimitRequest, type RateLimits, type UsageAlert, createRateLimits } from './rate-limits.ts';
import type { PlanTier, QuotaName } from './tiers.ts';

const UPGRADE_URL = 'https://regintel.example/pricing';
/** Mid-month, mid-day: 15 days 12 hours before 2026-12-01T00:00:00Z. */
const START = '2026-11-15T12:00:00.000Z';
const SECONDS_TO_DECEMBER = 15 * 86_400 + 12 * 3_600; // 1,339,200
const SECONDS_TO_MIDNIGHT = 12 * 3_600;

let dir: string;
let file: string;
let clock: ReturnType<typeof createFixedClock>;
let alerts: UsageAlert[];
const open: RateLimits[] = [];

async function openLimits(onUsageAlert?: (alert: UsageAlert) => void | Promise<void>): Promise<RateLimits> {
  const limits = await createRateLimits({
    backend: { kind: 'sqlite', file },
    clock,
    upgradeUrl: UPGRADE_URL,
    logger: createSilentLogger(),
    onUsageAlert: onUsageAlert ?? ((alert) => void alerts.push(alert)),
  });
  open.push(limits);
  return limits;
}

function request(overrides: Partial<LimitRequest> = {}): LimitRequest {
  return { keyId: 'ri_live_aaaa', tenantId: 'tenant-a', tier: 'free', quotas: [], countsTowardMonthlyQuota: true, ...overrides };
}

let keySerial = 0;
/** `n` allowed calls, each from a different key of the tenant, so the per-second limit never interferes. */
async function spend(limits: RateLimits, n: number, overrides: Partial<LimitRequest> = {}): Promise<LimitOutcome> {
  let last: LimitOutcome | undefined;
  for (let i = 0; i < n; i++) {
    last = await limits.consume(request({ keyId: `k${keySerial++}`, ...overrides }));
    if (!last.allowed) throw new Error(`call ${i + 1} of ${n} was refused: ${last.error.code} ${last.error.message}`);
  }
  if (!last) throw new Error('spend(0)');
  return last;
}

function refused(outcome: LimitOutcome): ApiError {
  if (outcome.allowed) throw new Error('expected the request to be refused');
  return outcome.error;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'regintel-limits-'));
  file = join(dir, 'limits.db');
  clock = createFixedClock(START);
  alerts = [];
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((limits) => limits.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('per-second limit (fixed one-second window per key, no burst)', () => {
  it('allows exactly perSecond requests, then answers 429 RATE_LIMIT_EXCEEDED with retryAfter 1 and the five headers', async () => {
    const limits = await openLimits();
    const before = Date.now();
    // Back to back: the first request opens the window, the next two land in it.
    const first = await limits.consume(request());
    const second = await limits.consume(request());
    const third = await limits.consume(request());
    const after = Date.now();

    expect(first.allowed).toBe(true);
    expect(second.allowed).toBe(true);
    expect(first.headers['X-RateLimit-Remaining']).toBe('1');
    expect(second.headers['X-RateLimit-Remaining']).toBe('0');

    const error = refused(third);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(1);
    expect(third.headers['X-RateLimit-Limit']).toBe('2');
    expect(third.headers['X-RateLimit-Remaining']).toBe('0');
    const reset = Number(third.headers['X-RateLimit-Reset']);
    expect(Number.isInteger(reset)).toBe(true);
    expect(reset).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    expect(reset).toBeLessThanOrEqual(Math.ceil(after / 1000) + 1);
    expect(third.headers['X-RateLimit-Monthly-Limit']).toBe('1000');
    expect(third.headers['X-RateLimit-Monthly-Remaining']).toBe('998');
  });

  it('lets the key in again once X-RateLimit-Reset has passed, with a full allowance', async () => {
    const limits = await openLimits();
    await limits.consume(request());
    await limits.consume(request());
    const blocked = await limits.consume(request());
    expect(blocked.allowed).toBe(false);

    const resetMs = Number(blocked.headers['X-RateLimit-Reset']) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, resetMs - Date.now()) + 20));

    const again = await limits.consume(request());
    expect(again.allowed).toBe(true);
    expect(again.headers['X-RateLimit-Remaining']).toBe('1');
  });

  it('counts per key: another key of the same tenant is not held back', async () => {
    const limits = await openLimits();
    await limits.consume(request());
    await limits.consume(request());
    expect((await limits.consume(request())).allowed).toBe(false);
    expect((await limits.consume(request({ keyId: 'ri_live_bbbb' }))).allowed).toBe(true);
  });

  it('does not count a request refused per second toward the month', async () => {
    const limits = await openLimits();
    await limits.consume(request());
    await limits.consume(request());
    await limits.consume(request());
    expect((await limits.monthlyUsage('tenant-a', 'free')).used).toBe(2);
  });
});

describe('monthly quota (per tenant, calendar month UTC)', () => {
  it('allows exactly the Free limit of 1,000 calls, then answers QUOTA_EXCEEDED with upgradeUrl and the seconds left in the month', async () => {
    const limits = await openLimits();
    await spend(limits, 998);
    const last = await spend(limits, 2);
    expect(last.headers['X-RateLimit-Monthly-Remaining']).toBe('0');

    const outcome = await limits.consume(request({ keyId: 'fresh-key' }));
    const error = refused(outcome);
    expect(error.code).toBe('QUOTA_EXCEEDED');
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/monthly limit/i);
    expect(error.upgradeUrl).toBe(UPGRADE_URL);
    expect(error.retryAfter).toBe(SECONDS_TO_DECEMBER);
    expect(outcome.headers['X-RateLimit-Monthly-Limit']).toBe('1000');
    expect(outcome.headers['X-RateLimit-Monthly-Remaining']).toBe('0');
    // The refused call gave its per-second point back as well.
    expect(outcome.headers['X-RateLimit-Remaining']).toBe('2');
  });

  it('does not count refused calls: the count after a 429 equals the count before', async () => {
    const limits = await openLimits();
    await spend(limits, 1000);
    expect((await limits.monthlyUsage('tenant-a', 'free')).used).toBe(1000);
    for (let i = 0; i < 3; i++) expect((await limits.consume(request({ keyId: `over-${i}` }))).allowed).toBe(false);
    expect((await limits.monthlyUsage('tenant-a', 'free')).used).toBe(1000);

    // The stored count really is 1,000 (not 1,003 capped): moving to Starter mid-month leaves 9,000.
    const upgraded = await limits.consume(request({ keyId: 'after-upgrade', tier: 'starter' }));
    expect(upgraded.allowed).toBe(true);
    expect(upgraded.headers['X-RateLimit-Monthly-Remaining']).toBe('8999');
  });

  it('keeps tenants apart', async () => {
    const limits = await openLimits();
    await spend(limits, 3);
    const other = await limits.consume(request({ tenantId: 'tenant-b', keyId: 'b-key' }));
    expect(other.headers['X-RateLimit-Monthly-Remaining']).toBe('999');
  });

  it('reports unlimited monthly headers for Enterprise', async () => {
    const limits = await openLimits();
    const outcome = await limits.consume(request({ tier: 'enterprise' }));
    expect(outcome.allowed).toBe(true);
    expect(outcome.headers['X-RateLimit-Limit']).toBe('100');
    expect(outcome.headers['X-RateLimit-Monthly-Limit']).toBe('unlimited');
    expect(outcome.headers['X-RateLimit-Monthly-Remaining']).toBe('unlimited');
    const usage = await limits.monthlyUsage('tenant-a', 'enterprise');
    expect(usage.limit).toBeNull();
    expect(usage.alerts).toEqual([]);
  });

  it('leaves the count unchanged for calls that do not count toward the quota, yet reports the monthly figures', async () => {
    const limits = await openLimits();
    await spend(limits, 4);
    const outcome = await limits.consume(request({ keyId: 'usage-check', countsTowardMonthlyQuota: false }));
    expect(outcome.allowed).toBe(true);
    expect(outcome.headers['X-RateLimit-Monthly-Remaining']).toBe('996');
    expect((await limits.monthlyUsage('tenant-a', 'free')).used).toBe(4);
  });

  it('keeps counters across a restart (closing and reopening the store)', async () => {
    const first = await openLimits();
    await spend(first, 5);
    await first.close();

    const second = await openLimits();
    expect((await second.monthlyUsage('tenant-a', 'free')).used).toBe(5);
    const outcome = await second.consume(request({ keyId: 'after-restart' }));
    expect(outcome.headers['X-RateLimit-Monthly-Remaining']).toBe('994');
  });

  it('starts a new calendar month from zero', async () => {
    const limits = await openLimits();
    await spend(limits, 1000);
    expect((await limits.consume(request({ keyId: 'late' }))).allowed).toBe(false);

    clock.set('2026-12-01T00:00:00.000Z');
    const usage = await limits.monthlyUsage('tenant-a', 'free');
    expect(usage).toMatchObject({ used: 0, limit: 1000, periodStart: '2026-12-01T00:00:00.000Z', periodEnd: '2027-01-01T00:00:00.000Z', alerts: [] });
    const outcome = await limits.consume(request({ keyId: 'new-month' }));
    expect(outcome.allowed).toBe(true);
    expect(outcome.headers['X-RateLimit-Monthly-Remaining']).toBe('999');
  });

  it('reports the calendar month as the period', async () => {
    const limits = await openLimits();
    const usage = await limits.monthlyUsage('tenant-a', 'starter');
    expect(usage).toEqual({ used: 0, limit: 10_000, periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z', alerts: [] });
  });
});

describe('usage alerts at 80, 90 and 100 %', () => {
  it('fires each threshold exactly once, on the call that reaches it, and lists them in monthlyUsage', async () => {
    const limits = await openLimits();
    await spend(limits, 799);
    expect(alerts).toEqual([]);
    expect((await limits.monthlyUsage('tenant-a', 'free')).alerts).toEqual([]);

    await spend(limits, 1);
    expect(alerts.map((a) => a.threshold)).toEqual([80]);
    expect(alerts[0]).toEqual({ tenantId: 'tenant-a', tier: 'free', threshold: 80, used: 800, limit: 1000, period: '2026-11', at: START });

    await spend(limits, 200);
    await limits.consume(request({ keyId: 'over' })); // refused: no further alert
    expect(alerts.map((a) => [a.threshold, a.used])).toEqual([
      [80, 800],
      [90, 900],
      [100, 1000],
    ]);

    const usage = await limits.monthlyUsage('tenant-a', 'free');
    expect(usage.alerts.map((a) => a.threshold)).toEqual([80, 90, 100]);
    expect(usage.alerts[0]?.message).toContain('80%');
  });

  it('does not send an alert again after a restart', async () => {
    const first = await openLimits();
    await spend(first, 800);
    expect(alerts).toHaveLength(1);
    await first.close();

    const second = await openLimits();
    await spend(second, 1);
    expect(alerts).toHaveLength(1);
  });

  it('does not send an alert for a call a later quota refuses, and sends it on the next call that is served', async () => {
    const limits = await openLimits();
    await spend(limits, 5, { quotas: ['validations_monthly'] });
    await spend(limits, 794);
    // Call 800 of the month is refused by the validation quota: it does not count, so no alert.
    expect((await limits.consume(request({ keyId: 'v6', quotas: ['validations_monthly'] }))).allowed).toBe(false);
    expect(alerts).toEqual([]);
    expect((await limits.monthlyUsage('tenant-a', 'free')).used).toBe(799);

    await spend(limits, 1);
    expect(alerts.map((a) => [a.threshold, a.used])).toEqual([[80, 800]]);
  });

  it('logs a failing alert callback instead of failing the request', async () => {
    const limits = await openLimits(() => {
      throw new Error('bus down');
    });
    await spend(limits, 799);
    const outcome = await limits.consume(request({ keyId: 'crossing' }));
    expect(outcome.allowed).toBe(true);
  });
});

describe('route quotas', () => {
  it('limits Starter to 1,000 knowledge-graph calls per UTC day with RATE_LIMIT_EXCEEDED until midnight', async () => {
    const limits = await openLimits();
    const kg = { tier: 'starter' as PlanTier, quotas: ['kg_daily'] as QuotaName[] };
    await spend(limits, 1000, kg);

    const outcome = await limits.consume(request({ keyId: 'kg-over', ...kg }));
    const error = refused(outcome);
    expect(error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(error.retryAfter).toBe(SECONDS_TO_MIDNIGHT);
    expect(error.details).toMatchObject({ quota: 'kg_daily', limit: 1000, window: 'day' });
    // The refused call gave its monthly point back.
    expect(outcome.headers['X-RateLimit-Monthly-Remaining']).toBe('9000');
    expect((await limits.monthlyUsage('tenant-a', 'starter')).used).toBe(1000);

    clock.set('2026-11-16T00:00:00.000Z');
    expect((await limits.consume(request({ keyId: 'kg-next-day', ...kg }))).allowed).toBe(true);
  });

  it('limits Pro to 100 investigations per UTC hour', async () => {
    clock.set('2026-11-15T12:20:00.000Z');
    const limits = await openLimits();
    const investigate = { tier: 'pro' as PlanTier, quotas: ['kg_daily', 'kg_investigate_hourly'] as QuotaName[] };
    await spend(limits, 100, investigate);

    const error = refused(await limits.consume(request({ keyId: 'inv-over', ...investigate })));
    expect(error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(error.retryAfter).toBe(40 * 60);
    expect(error.details).toMatchObject({ quota: 'kg_investigate_hourly', limit: 100, window: 'hour' });

    // The refused call gave back its kg_daily point too: 100 of 10,000 used, so 9,900 more fit today.
    clock.set('2026-11-15T13:00:00.000Z');
    expect((await limits.consume(request({ keyId: 'inv-next-hour', ...investigate }))).allowed).toBe(true);
    expect((await limits.monthlyUsage('tenant-a', 'pro')).used).toBe(101);
  });

  it('limits Free to 5 protocol validations per month with QUOTA_EXCEEDED and upgradeUrl', async () => {
    const limits = await openLimits();
    const validate = { quotas: ['validations_monthly'] as QuotaName[] };
    await spend(limits, 5, validate);

    const error = refused(await limits.consume(request({ keyId: 'val-over', ...validate })));
    expect(error.code).toBe('QUOTA_EXCEEDED');
    expect(error.upgradeUrl).toBe(UPGRADE_URL);
    expect(error.retryAfter).toBe(SECONDS_TO_DECEMBER);
    expect((await limits.monthlyUsage('tenant-a', 'free')).used).toBe(5);
    // Other calls still go through.
    expect((await limits.consume(request({ keyId: 'plain' }))).allowed).toBe(true);
  });

  it('treats a null quota limit as unlimited (Enterprise knowledge-graph calls)', async () => {
    const limits = await openLimits();
    expect((await limits.consume(request({ tier: 'enterprise', quotas: ['kg_daily', 'kg_investigate_hourly'] }))).allowed).toBe(true);
  });

  it('throws, without counting anything, when the tier has no entry in a quota rule', async () => {
    const limits = await openLimits();
    await expect(limits.consume(request({ quotas: ['kg_daily'] }))).rejects.toThrow(/no limit for tier 'free'/);
    expect((await limits.monthlyUsage('tenant-a', 'free')).used).toBe(0);
    expect((await limits.consume(request())).headers['X-RateLimit-Remaining']).toBe('1');
  });
});

describe('store health', () => {
  it('reports up while the store answers, and a failed store as a 503 naming the rate-limiter', async () => {
    const limits = await openLimits();
    expect(await limits.health()).toEqual({ status: 'up' });
    await limits.close();

    expect((await limits.health()).status).toBe('down');
    const failure = await limits.consume(request()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, retryAfter: 5, details: { backend: 'rate-limiter' } });
  });
});
