/**
 * Platform figures for `npm run bench`: the auth + limit middleware's cost per request, and
 * requests/s at 50 concurrent connections against a real `regintel api` process.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { createApp } from '../../api/app.ts';
import { defineRoute } from '../../api/platform/route.ts';
import type { Deps } from '../../cli/deps.ts';
import { processEnv } from '../../infra/config.ts';
import { repoRoot, sharedModelsDir } from '../fixtures/shared.ts';

const round = (value: number) => Math.round(value * 100) / 100;

/** Nearest-rank percentile of values sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** The same trivial route, public or behind a key: the difference is the platform's cost. */
function echoRoute(tier: 'none' | 'starter') {
  return defineRoute({
    method: 'get',
    path: `/bench/${tier}`,
    operationId: `bench_${tier}`,
    summary: 'Benchmark echo',
    tag: 'Bench',
    family: 'platform',
    tier,
    request: {},
    response: z.object({ ok: z.boolean() }),
    errors: [],
    handler: async () => ({ body: { ok: true } }),
  });
}

/** p50/p95 of one sequential request with and without authentication and limits. */
export async function measureOverhead(deps: Deps, requests = 2000) {
  const key = (await deps.apiKeys.create({ tenantId: 'bench-overhead', tier: 'enterprise', test: true })).key;
  const app = createApp({ routes: [echoRoute('none'), echoRoute('starter')], guards: { keys: deps.apiKeys, limits: deps.limits }, logger: deps.logger, strictResponses: false });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const timings = async (path: string, headers: Record<string, string>) => {
    const out: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200 && response.status !== 429) throw new Error(`bench echo answered ${response.status}`);
      out.push(performance.now() - started);
      // Enterprise allows 100/s per key: pace the guarded loop so it measures cost, not 429s.
      if (path.endsWith('starter') && i % 90 === 89) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return out.sort((a, b) => a - b);
  };
  const without = await timings('/bench/none', {});
  const withGuards = await timings('/bench/starter', { 'x-api-key': key });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    requests,
    without_middleware: { p50_ms: round(percentile(without, 50)), p95_ms: round(percentile(without, 95)) },
    with_auth_and_limits: { p50_ms: round(percentile(withGuards, 50)), p95_ms: round(percentile(withGuards, 95)) },
    overhead: { p50_ms: round(percentile(withGuards, 50) - percentile(without, 50)), p95_ms: round(percentile(withGuards, 95) - percentile(without, 95)) },
  };
}

/** A free port on 127.0.0.1 for a child API process. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Requests/s at 50 connections for health, usage and observation search, on a real API process. */
export async function measureThroughput(deps: Deps, dataDir: string, seconds = 10) {
  // Per-key limits (Enterprise 100/s) would cap the figure: rotate over enough keys to measure capacity.
  const keys: string[] = [];
  for (let i = 0; i < 60; i += 1) keys.push((await deps.apiKeys.create({ tenantId: `bench-${i}`, tier: 'enterprise', test: true })).key);
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'bin/regintel.js'), 'api'], {
    env: { PATH: processEnv().PATH, HOME: processEnv().HOME, REGINTEL_DATA_DIR: dataDir, REGINTEL_MODEL_DIR: sharedModelsDir, REGINTEL_LOG_LEVEL: 'error', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      if (i > 200) throw new Error('regintel api did not come up');
      const ok = await fetch(`${base}/v1/health`).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Warm the query embedder so model loading is not in the figures.
    await fetch(`${base}/v1/483/observations/search`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': keys[0] ?? '' }, body: '{"query":"warm up"}' });
    let next = 0;
    const nextKey = () => keys[(next += 1) % keys.length] ?? '';
    const queries = ['aseptic gowning', 'cleaning validation', 'OOS results not investigated', 'environmental monitoring', 'media fill', 'audit trail'];
    const scenarios = {
      health: { method: 'GET' as const, path: '/v1/health' },
      usage: { method: 'GET' as const, path: '/v1/usage' },
      observation_search: { method: 'POST' as const, path: '/v1/483/observations/search' },
    };
    const results: Record<string, { requests_per_second: number; p50_ms: number; p97_5_ms: number; non_2xx: number; errors: number }> = {};
    for (const [name, scenario] of Object.entries(scenarios)) {
      const result = await autocannon({
        url: `${base}${scenario.path}`,
        connections: 50,
        duration: seconds,
        requests: [
          {
            method: scenario.method,
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', 'x-api-key': nextKey() },
              ...(scenario.method === 'POST' ? { body: JSON.stringify({ query: queries[next % queries.length], top_k: 10 }) } : {}),
            }),
          },
        ],
      });
      results[name] = {
        requests_per_second: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p97_5_ms: result.latency.p97_5,
        non_2xx: result.non2xx,
        errors: result.errors,
      };
    }
    const status = await import('node:fs').then((fs) => fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')).catch(() => '');
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return { connections: 50, seconds, keys_rotated: keys.length, results, api_process_peak_rss_mb: Math.round(peakKb / 1024) };
  } finally {
    child.kill('SIGTERM');
  }
}
