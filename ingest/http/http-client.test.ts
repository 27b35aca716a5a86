import { afterEach, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from '../../test/fixtures/replay-server.ts';
import { BotProtectionError, createHttpClient, HttpError, retryAfterMs } from './http-client.ts';
import { statusOfFailure } from './source-status.ts';

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function client(options: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  const waits: number[] = [];
  const retries: string[] = [];
  const http = createHttpClient({
    userAgent: 'RegIntel-test/1',
    baseDelayMs: 10,
    maxDelayMs: 5_000,
    defaultRatePerSecond: 1_000,
    // Record the waits instead of sleeping through them.
    sleep: async (ms) => {
      waits.push(ms);
    },
    onRetry: (info) => retries.push(info.reason),
    ...options,
  });
  return { http, waits, retries };
}

describe('createHttpClient against a local server', () => {
  it('retries a 429, waiting at least what Retry-After asks, then returns the body', async () => {
    server = await startReplayServer([
      { path: '/data', respond: () => ({ body: { ok: true } }), failFirst: { times: 1, status: 429, headers: { 'Retry-After': '3' } } },
    ]);
    const { http, waits, retries } = client();
    expect(await http.getJson(`${server.url}/data`)).toEqual({ ok: true });
    expect(retries).toEqual(['HTTP 429']);
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(3_000);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.headers['user-agent']).toBe('RegIntel-test/1');
  });

  it('retries 5xx with growing backoff and gives up after maxAttempts with an HttpError', async () => {
    server = await startReplayServer([{ path: '/down', respond: () => ({ body: 'never' }), failFirst: { times: 10, status: 503 } }]);
    const { http, waits } = client({ maxAttempts: 4 });
    const error = await http.getText(`${server.url}/down`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toMatch(/gave up after 4 attempts \(last: HTTP 503\)/);
    expect(server.requests).toHaveLength(4);
    // Backoff between attempts: three waits, the last at least as long as the first.
    const backoffs = waits.filter((ms) => ms >= 5);
    expect(backoffs).toHaveLength(3);
    expect(backoffs[2]!).toBeGreaterThanOrEqual(backoffs[0]!);
  });

  it("reports fda.gov's bot-protection answer (redirect to /core/install.php, then 404 or 401) as blocked, without retrying", async () => {
    server = await startReplayServer([
      { path: '/page', respond: () => ({ status: 302, headers: { Location: '/core/install.php' }, body: '' }) },
      { path: '/other', respond: () => ({ status: 301, headers: { Location: '/core/install.php?destination=/other' }, body: '' }) },
      { path: '/core/install.php', respond: (request) => ({ status: request.query.has('destination') ? 401 : 404, body: 'Not Found' }) },
    ]);
    const { http } = client();
    for (const [path, status] of [['/page', 404], ['/other', 401]] as const) {
      const error = await http.getText(`${server.url}${path}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BotProtectionError);
      expect(error).toMatchObject({ status, message: expect.stringContaining("blocked by the publisher's bot protection") });
      expect(statusOfFailure(error)).toBe('blocked');
    }
    expect(server.requests.map((request) => request.path)).toEqual(['/page', '/core/install.php', '/other', '/core/install.php']);
  });

  it('fails a 404 at once, naming URL and status, without retrying', async () => {
    server = await startReplayServer([]);
    const { http } = client();
    await expect(http.getText(`${server.url}/missing`)).rejects.toThrow(/\/missing: HTTP 404/);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a refused connection (network error) and reports it', async () => {
    const { http, retries } = client({ maxAttempts: 2 });
    // Port 9 (discard) on 127.0.0.1 is closed on this machine: the connection is refused.
    await expect(http.getText('http://127.0.0.1:9/x')).rejects.toThrow(/gave up after 2 attempts/);
    expect(retries).toHaveLength(1);
  });

  it('posts JSON bodies and reports invalid JSON answers clearly', async () => {
    server = await startReplayServer([
      { method: 'POST', path: '/echo', respond: (req) => ({ body: { got: JSON.parse(req.body) as unknown, type: req.headers['content-type'] } }) },
      { path: '/broken', respond: () => ({ body: '{"truncated": ', headers: { 'Content-Type': 'application/json' } }) },
    ]);
    const { http } = client();
    expect(await http.getJson(`${server.url}/echo`, { json: { start: 1 } })).toEqual({ got: { start: 1 }, type: 'application/json' });
    await expect(http.getJson(`${server.url}/broken`)).rejects.toThrow(/invalid JSON/);
  });

  it('refuses a body larger than the cap', async () => {
    server = await startReplayServer([{ path: '/big', respond: () => ({ body: 'x'.repeat(10_000) }) }]);
    const { http } = client({ maxBytes: 1_000 });
    await expect(http.getBytes(`${server.url}/big`)).rejects.toThrow(/exceeds the 1000-byte cap/);
  });

  it('spaces requests to one host by the polite rate', async () => {
    server = await startReplayServer([{ path: '/p', respond: () => ({ body: 'ok' }) }]);
    let now = 0;
    const waits: number[] = [];
    const http = createHttpClient({
      userAgent: 't',
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    for (let i = 0; i < 3; i += 1) await http.getText(`${server.url}/p`, { ratePerSecond: 4 });
    // 4 requests/s: the second and third wait 250 ms each.
    expect(waits).toEqual([250, 250]);
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates, and ignores garbage', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
