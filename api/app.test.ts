import { Writable } from 'node:stream';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BackendUnavailableError } from '../infra/backend-unavailable.ts';
import { createLogger } from '../infra/logger.ts';
import { createApp } from './app.ts';
import { ApiError } from './platform/errors.ts';
import { defineRoute } from './platform/route.ts';

/** Failure rendering of the app, on synthetic public routes that fail in each way a backend can. */
const failing = (path: string, fail: () => never, family: 'platform' | 'legacy' = 'platform') =>
  defineRoute({
    method: 'get',
    path,
    operationId: path.replaceAll('/', '_'),
    summary: 'fails',
    tag: 'Test',
    family,
    tier: 'none',
    request: {},
    response: z.object({}),
    errors: [],
    handler: async () => fail(),
  });

const logLines: string[] = [];
const app = createApp({
  routes: [
    failing('/boom', () => {
      throw new Error('SQLITE_CORRUPT: secret table tenant_secrets at /var/lib/regintel');
    }),
    failing('/down', () => {
      throw new BackendUnavailableError('search', 'connect ECONNREFUSED 127.0.0.1:9200');
    }),
    failing('/legacy-missing', () => {
      throw new ApiError('NOT_FOUND', 'Risk score not found for FEI: 123');
    }, 'legacy'),
    failing('/legacy-down', () => {
      throw new BackendUnavailableError('graph', 'bolt down');
    }, 'legacy'),
  ],
  guards: { keys: { verify: async () => ({ ok: false, reason: 'unknown' }) }, limits: { consume: async () => { throw new Error('unused'); } } },
  logger: createLogger({ level: 'info', destination: new Writable({ write: (chunk, _e, cb) => (logLines.push(String(chunk)), cb()) }) }),
  strictResponses: true,
});
const server = createServer(app.callback());
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('error rendering', () => {
  it('answers an unexpected error with an opaque 500 and logs it with the request id', async () => {
    const response = await fetch(`${base}/boom`);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' }, meta: { requestId: response.headers.get('x-request-id') } });
    expect(text).not.toMatch(/SQLITE|secret|\/var\/lib/);
    expect(logLines.join('')).toContain('SQLITE_CORRUPT');
  });

  it('answers a backend outage with 503, Retry-After and the backend’s name', async () => {
    const response = await fetch(`${base}/down`);
    const body = (await response.json()) as { error: { code: string; details: { backend: string }; retryAfter: number } };
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { backend: 'search' }, retryAfter: 5 });
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
  });

  it('renders a legacy route’s own errors in shape A, but platform failures in shape B', async () => {
    const missing = await fetch(`${base}/legacy-missing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Risk score not found for FEI: 123', status_code: 404 });
    const down = await fetch(`${base}/legacy-down`);
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
  });
});
