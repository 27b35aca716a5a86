import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPipeline, createProcessors, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';

/*
 * GET /v1/health/ready on the embedded app: 503 with what is missing while records wait for
 * enrichment, 200 once every step has caught up, and still 200 when new records arrive later (the
 * first catch-up is what a cold instance waits for, not every ingest run).
 */

const broken = (n: number) => ({ key: `broken-${n}`, value: { id: `broken-${n}`, source: 'readiness-fixture', fetched_at: '2026-01-01T00:00:00.000Z' } });

describe('GET /v1/health/ready', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let pipeline: RunningPipeline | null = null;

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    await env.deps.bus.ensureTopics(Object.values(TOPICS));
    await env.deps.bus.publish(TOPICS.rawForm483, [broken(1), broken(2)]);
    api = await startTestServer(env.deps);
  }, 60_000);

  afterAll(async () => {
    await pipeline?.stop();
    await api?.close();
    await env?.cleanup();
  });

  it('answers 503 naming the step that has not consumed its records, while /v1/health stays the liveness document', async () => {
    const response = await api.get('/v1/health/ready');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body.data.status).toBe('not_ready');
    expect(response.body.data.stores).toMatchObject({ bus: { status: 'up' }, search: { status: 'up' }, graph: { status: 'up' }, 'rate-limiter': { status: 'up' } });
    expect(response.body.data.pipeline).toEqual({ caught_up: false, lag: 2, behind: ['enrich.observations'] });
    expect(response.body.data.missing).toEqual(['first enrichment catch-up not done: 2 message(s) left (enrich.observations)']);
    expect((await api.get('/v1/health')).status).toBe(200);
  });

  it('answers 200 once every step has caught up, and stays ready when new records arrive', async () => {
    pipeline = await startPipeline(env.deps);
    await waitUntilIdle(env.deps, createProcessors(env.deps).map((p) => p.groupId), { timeoutMs: 30_000 });
    const ready = await api.get('/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', missing: [], pipeline: { caught_up: true, lag: 0, behind: [] } });

    await pipeline.stop();
    pipeline = null;
    await env.deps.bus.publish(TOPICS.rawForm483, [broken(3)]);
    const later = await api.get('/v1/health/ready');
    expect(later.status).toBe(200);
    expect(later.body.data.pipeline).toMatchObject({ caught_up: true, lag: 1, behind: ['enrich.observations'] });
  }, 60_000);

  it('answers 503 again when a store becomes unreachable', async () => {
    await env.deps.graph.close();
    const response = await api.get('/v1/health/ready');
    expect(response.status).toBe(503);
    expect(response.body.data.stores.graph.status).toBe('down');
    expect(response.body.data.missing.some((reason: string) => reason.startsWith('graph unreachable'))).toBe(true);
  });
});
