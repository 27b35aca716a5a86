import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { repoRoot } from '../fixtures/shared.ts';
import { type RunningPrometheus, PROMETHEUS, hasPrometheus, startPrometheus } from '../fixtures/prometheus.ts';

/*
 * A real Prometheus server (Debian's package) scrapes the running app once a second with the
 * metrics bearer token; after traffic and one pipeline pass, its HTTP API must return the request
 * counter, the consumer-lag gauge and the dead-letter counter with the values the test caused.
 */

if (!hasPrometheus) console.warn(`SKIPPED: the Prometheus scrape test needs ${PROMETHEUS} (apt-get install prometheus; .ci/run installs it).`);

const TOKEN = 'prometheus-scrape-token-42';
/** A group that never consumes: its lag is exactly what was published after its seek to 0. */
const IDLE_GROUP = 'ops.metrics-test';
const IDLE_TOPIC = 'ops.metrics-test.input';

describe.skipIf(!hasPrometheus)('Prometheus scraping /metrics', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let pipeline: RunningPipeline | null = null;
  let prometheus: RunningPrometheus | null = null;

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder(), env: { REGINTEL_METRICS_TOKEN: TOKEN } });
    const { bus } = env.deps;
    await bus.ensureTopics([...Object.values(TOPICS), IDLE_TOPIC]);
    await bus.publish(IDLE_TOPIC, [1, 2, 3, 4, 5].map((n) => ({ key: `k${n}`, value: { n } })));
    await bus.seek(IDLE_GROUP, IDLE_TOPIC, 0, 0);
    // Not a 483 at all: the observations step dead-letters it (and commits past it).
    await bus.publish(TOPICS.rawForm483, [{ key: 'broken-1', value: { id: 'broken-1', source: 'metrics-fixture', fetched_at: '2026-01-01T00:00:00.000Z' } }]);
    pipeline = await startPipeline(env.deps, ['enrich.observations']);
    await waitUntilIdle(env.deps, ['enrich.observations'], { timeoutMs: 30_000 });
    api = await startTestServer(env.deps);
    prometheus = await startPrometheus(new URL(api.url).host, { token: TOKEN });
  }, 90_000);

  afterAll(async () => {
    await prometheus?.stop();
    await pipeline?.stop();
    await api?.close();
    await env?.cleanup();
  });

  /** Polls an instant query until `accept` holds for its samples (scrapes come once a second). */
  async function eventually(promql: string, accept: (samples: Array<{ metric: Record<string, string>; value: number }>) => boolean) {
    const deadline = Date.now() + 30_000;
    let last: Array<{ metric: Record<string, string>; value: number }> = [];
    while (Date.now() < deadline) {
      last = (await prometheus?.query(promql)) ?? [];
      if (accept(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${promql} never matched; last answer ${JSON.stringify(last)}; prometheus said: ${prometheus?.log() ?? ''}`);
  }

  it('scrapes the target with the bearer token (up = 1)', async () => {
    const up = await eventually('up{job="regintel"}', (samples) => samples[0]?.value === 1);
    expect(up).toHaveLength(1);
  }, 40_000);

  it('counts requests by route template, method, status and tier', async () => {
    for (let i = 0; i < 7; i += 1) expect((await api.get('/v1/openapi.json')).status).toBe(200);
    for (const fei of ['1000001', '1000002', '1000003']) expect((await api.get(`/v1/483/facilities/${fei}/unknown-part`)).status).toBe(404);
    const served = await eventually('regintel_http_requests_total{route="/v1/openapi.json",method="GET",status="200"}', (s) => s[0]?.value === 7);
    expect(served[0]?.metric.tier).toBe('none');
    const unmatched = await eventually('sum(regintel_http_requests_total{route="unmatched",status="404"})', (s) => s[0]?.value === 3);
    expect(unmatched[0]?.value).toBe(3);
    // The raw facility ids never become series.
    expect(await prometheus?.query('count({__name__=~"regintel_http_.*",route=~".*1000001.*"})')).toEqual([]);
    const buckets = await eventually('regintel_http_request_duration_seconds_count{route="/v1/openapi.json"}', (s) => s[0]?.value === 7);
    expect(buckets).toHaveLength(1);
  }, 40_000);

  it('reports consumer lag per group and topic, and the pipeline dead-letter count by step and source', async () => {
    const idle = await eventually(`regintel_consumer_lag{group="${IDLE_GROUP}"}`, (s) => s.length === 1);
    expect(idle[0]?.metric.topic).toBe(IDLE_TOPIC);
    expect(idle[0]?.value).toBe(5);
    const caughtUp = await eventually('regintel_consumer_lag{group="enrich.observations"}', (s) => s.length > 0);
    expect(caughtUp.every((sample) => sample.value === 0)).toBe(true);
    const dead = await eventually('regintel_pipeline_records_dead_lettered_total{step="enrich.observations"}', (s) => s.length === 1);
    expect(dead[0]?.metric.source).toBe('metrics-fixture');
    expect(dead[0]?.value).toBe(1);
    const seen = await eventually('regintel_pipeline_records_in_total{step="enrich.observations",source="metrics-fixture"}', (s) => s.length === 1);
    expect(seen[0]?.value).toBe(1);
  }, 40_000);

  it("exposes the process's default Node metrics, labelled by role and worker", async () => {
    const heap = await eventually('nodejs_heap_size_used_bytes', (s) => s.length > 0);
    expect(heap[0]?.metric).toMatchObject({ role: 'main', worker: '0' });
    expect(heap[0]?.value).toBeGreaterThan(1_000_000);
  }, 40_000);

  it('answers every query of the Grafana dashboard (infra/grafana) without a PromQL error', async () => {
    const dashboard = JSON.parse(readFileSync(join(repoRoot, 'infra/grafana/dashboards/regintel.json'), 'utf8')) as { panels: Array<{ title: string; targets?: Array<{ expr: string }> }> };
    const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr.replaceAll('$__rate_interval', '1m') })));
    expect(queries.length).toBeGreaterThan(20);
    for (const { panel, expr } of queries) await expect(prometheus?.query(expr), panel).resolves.toBeDefined();
    // The lag panel shows the caught-up step (the test group is hidden as an ops.* group).
    const lag = await prometheus?.query(queries.find((q) => q.panel === 'Consumer lag by group')?.expr ?? '');
    expect(lag?.map((sample) => sample.metric.group)).toEqual(['enrich.observations']);
  }, 40_000);
});
