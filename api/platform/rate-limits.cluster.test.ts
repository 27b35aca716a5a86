import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, serviceUnavailable } from './errors.ts';
import type { LimitRequest, RateLimits, UsageAlert } from './rate-limits.ts';
import { createRateLimitsClient, serveRateLimits } from './rate-limits.cluster.ts';

/**
 * A supervisor and one worker joined in process: messages cross a JSON round trip, as they do over
 * the cluster's IPC channel, so nothing that does not survive serialisation can pass.
 */
function link() {
  const hub = new EventEmitter();
  const workerSide = new EventEmitter();
  let connected = true;
  const worker = {
    isConnected: () => connected,
    send: (message: unknown) => {
      setImmediate(() => workerSide.emit('message', JSON.parse(JSON.stringify(message))));
      return true;
    },
  } as unknown as Worker;
  const channel = {
    send: (message: unknown) => {
      setImmediate(() => hub.emit('message', worker, JSON.parse(JSON.stringify(message))));
      return true;
    },
    on: (event: 'message', listener: (message: unknown) => void) => workerSide.on(event, listener),
    off: (event: 'message', listener: (message: unknown) => void) => workerSide.off(event, listener),
  };
  return { hub, channel, disconnect: () => (connected = false) };
}

const REQUEST: LimitRequest = { keyId: 'rk_test_1', tenantId: 'acme', tier: 'free', quotas: [], countsTowardMonthlyQuota: true };
const HEADERS = { 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '1', 'X-RateLimit-Monthly-Limit': '1000', 'X-RateLimit-Monthly-Remaining': '990' };

function limits(overrides: Partial<RateLimits>): RateLimits {
  return {
    consume: async () => ({ allowed: true, headers: HEADERS }),
    monthlyUsage: async () => ({ used: 10, limit: 1000, periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z', alerts: [] }),
    health: async () => ({ status: 'up' }),
    close: async () => {},
    ...overrides,
  };
}

describe('rate limits answered by the supervisor over IPC', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the calls of one event-loop turn in one message and hands each caller its own answer', async () => {
    const { hub, channel } = link();
    const sent: unknown[] = [];
    const counting = { ...channel, send: (message: unknown) => (sent.push(message), channel.send(message)) };
    let served = 0;
    serveRateLimits(
      hub,
      limits({
        consume: async (request) => {
          served += 1;
          if (request.keyId === 'refused') {
            return { allowed: false, headers: HEADERS, error: new ApiError('RATE_LIMIT_EXCEEDED', 'Rate limit of 2 requests per second exceeded. Retry after 1 s.', { retryAfter: 1 }) };
          }
          return { allowed: true, headers: { ...HEADERS, 'X-RateLimit-Remaining': request.keyId } };
        },
      }),
    );
    const client = createRateLimitsClient(counting);
    const answers = await Promise.all(['1', 'refused', '3'].map((keyId) => client.consume({ ...REQUEST, keyId })));
    expect(sent).toHaveLength(1);
    expect(served).toBe(3);
    expect(answers[0]).toMatchObject({ allowed: true, headers: { 'X-RateLimit-Remaining': '1' } });
    expect(answers[1]).toMatchObject({ allowed: false, error: { code: 'RATE_LIMIT_EXCEEDED', retryAfter: 1 } });
    expect(answers[2]).toMatchObject({ allowed: true, headers: { 'X-RateLimit-Remaining': '3' } });
    await client.consume(REQUEST);
    expect(sent).toHaveLength(2);
  });

  it('passes an allowed request, the monthly usage and health through unchanged', async () => {
    const { hub, channel } = link();
    const seen: LimitRequest[] = [];
    serveRateLimits(hub, limits({ consume: async (request) => (seen.push(request), { allowed: true, headers: HEADERS }) }));
    const client = createRateLimitsClient(channel);
    expect(await client.consume(REQUEST)).toEqual({ allowed: true, headers: HEADERS });
    expect(seen).toEqual([REQUEST]);
    expect((await client.monthlyUsage('acme', 'free')).used).toBe(10);
    expect(await client.health()).toEqual({ status: 'up' });
  });

  it('rebuilds a refusal as the ApiError the app throws: code, message, Retry-After and details', async () => {
    const { hub, channel } = link();
    const refusal = new ApiError('RATE_LIMIT_EXCEEDED', 'Rate limit of 2 requests per second exceeded. Retry after 1 s.', { retryAfter: 1, details: { limit: 2, window: 'second' } });
    serveRateLimits(hub, limits({ consume: async () => ({ allowed: false, headers: HEADERS, error: refusal }) }));
    const outcome = await createRateLimitsClient(channel).consume(REQUEST);
    expect(outcome.allowed).toBe(false);
    if (outcome.allowed) return;
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(outcome.error).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', status: 429, retryAfter: 1, details: { limit: 2, window: 'second' }, message: refusal.message });
    expect(outcome.headers).toEqual(HEADERS);
  });

  it('turns a store outage in the supervisor into the same 503 a worker would raise itself', async () => {
    const { hub, channel } = link();
    serveRateLimits(hub, limits({ consume: async () => Promise.reject(serviceUnavailable('rate-limiter', 5)) }));
    await expect(createRateLimitsClient(channel).consume(REQUEST)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, retryAfter: 5 });
  });

  it('answers 503 when the supervisor does not answer within five seconds, and reports health down', async () => {
    vi.useFakeTimers();
    const silent = { send: () => true, on: () => undefined, off: () => undefined };
    const client = createRateLimitsClient(silent);
    const consumed = client.consume(REQUEST);
    const health = client.health();
    vi.advanceTimersByTime(5_001);
    await expect(consumed).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await health).status).toBe('down');
  });

  it('hands a usage alert to the worker that called, which publishes it', async () => {
    const { hub, channel } = link();
    const alert: UsageAlert = { tenantId: 'acme', tier: 'free', threshold: 80, used: 800, limit: 1000, period: '2026-11', at: '2026-11-26T12:00:00.000Z' };
    const published: UsageAlert[] = [];
    const server = serveRateLimits(hub, limits({}));
    const client = createRateLimitsClient(channel, { onUsageAlert: (a) => void published.push(a) });
    await client.consume(REQUEST);
    server.forwardUsageAlert(alert);
    await new Promise((resolve) => setImmediate(resolve));
    expect(published).toEqual([alert]);
  });

  it('refuses calls after close, and ignores messages that are not its own', async () => {
    const { hub, channel } = link();
    serveRateLimits(hub, limits({}));
    hub.emit('message', {} as Worker, { type: 'regintel:ready', role: 'api', url: null });
    const client = createRateLimitsClient(channel);
    await client.close();
    await expect(client.consume(REQUEST)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
