import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../../infra/logger.ts';
import { createMetrics } from '../../infra/metrics/metrics.ts';
import { METRICS_CONTENT_TYPE } from '../../infra/metrics/cluster-metrics.ts';
import { createApp } from '../app.ts';
import { ApiError } from './errors.ts';
import { createMetricsMiddleware } from './metrics-endpoint.ts';
import { defineRoute } from './route.ts';

const TOKEN = 'scrape-token-0123456789';

const hello = defineRoute({
  method: 'get',
  path: '/v1/hello/:name',
  operationId: 'hello',
  summary: 'hello',
  tag: 'Test',
  family: 'platform',
  tier: 'starter',
  request: { params: z.object({ name: z.string() }) },
  response: z.object({ hello: z.string() }),
  errors: [],
  handler: async ({ params }) => ({ body: { hello: (params as { name: string }).name } }),
});

/** An app with one keyed route, a limiter refusing every second call, and /metrics configured as given. */
async function serve(endpoint: { enabled: boolean; token: string | null }) {
  const metrics = createMetrics({ role: 'test', defaultMetrics: false });
  let calls = 0;
  const app = createApp({
    routes: [hello],
    guards: {
      keys: { verify: async () => ({ ok: true, principal: { keyId: 'ri_test_abc', tenantId: 'acme', tier: 'starter', test: true } }) as never },
      limits: {
        consume: async () => {
          calls += 1;
          return calls % 2 === 0
            ? { allowed: false, headers: {} as never, error: new ApiError('RATE_LIMIT_EXCEEDED', 'slow down', { retryAfter: 1 }) }
            : { allowed: true, headers: {} as never };
        },
      },
    },
    logger: createLogger({ level: 'silent' }),
    strictResponses: true,
    metrics,
    middleware: [createMetricsMiddleware({ ...endpoint, collect: () => metrics.text(), contentType: METRICS_CONTENT_TYPE })],
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { base, metrics };
}

const servers: ReturnType<typeof createServer>[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

describe('GET /metrics', () => {
  it('serves the Prometheus text format with requests counted by route template, never by raw path', async () => {
    const { base } = await serve({ enabled: true, token: null });
    for (const name of ['ada', 'grace', 'edsger']) await (await fetch(`${base}/v1/hello/${name}`, { headers: { 'x-api-key': 'k' } })).arrayBuffer();
    await (await fetch(`${base}/no/such/path`)).arrayBuffer();
    const response = await fetch(`${base}/metrics`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('content-type')).toContain('version=0.0.4');
    // Calls 1 and 3 pass, call 2 is refused by the limiter: 2 × 200 and 1 × 429, one series each.
    expect(text).toContain('regintel_http_requests_total{route="/v1/hello/:name",method="GET",status="200",tier="starter"} 2');
    expect(text).toContain('regintel_http_requests_total{route="/v1/hello/:name",method="GET",status="429",tier="starter"} 1');
    expect(text).toContain('regintel_http_rate_limit_rejections_total{tier="starter",code="RATE_LIMIT_EXCEEDED"} 1');
    expect(text).toContain('regintel_http_requests_total{route="unmatched",method="GET",status="404",tier="none"} 1');
    expect(text).toMatch(/regintel_http_request_duration_seconds_bucket\{le="\+Inf",route="\/v1\/hello\/:name",method="GET",status="200",tier="starter"\} 2/);
    expect(text).not.toContain('ada');
  });

  it('requires the bearer token when REGINTEL_METRICS_TOKEN is set, in the platform error envelope', async () => {
    const { base } = await serve({ enabled: true, token: TOKEN });
    const missing = await fetch(`${base}/metrics`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    await wrong.arrayBuffer();
    const prefix = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}` } });
    expect(prefix.status).toBe(401);
    await prefix.arrayBuffer();
    const basic = await fetch(`${base}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
    await basic.arrayBuffer();
    const right = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('# TYPE regintel_http_requests_total counter');
  });

  it('answers 404 when REGINTEL_METRICS=off, like any unknown path', async () => {
    const { base } = await serve({ enabled: false, token: null });
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const { base } = await serve({ enabled: true, token: null });
    const response = await fetch(`${base}/metrics`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    await response.arrayBuffer();
  });
});
