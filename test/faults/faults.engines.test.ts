import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { TOPICS, dlqTopic } from '../../infra/bus/topics.ts';
import { createCachedEmbedder } from '../../infra/embedding/embedding-cache.ts';
import { createTransformersEmbedder } from '../../infra/embedding/embedder.transformers.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { engines, enginesEnv, killEngine, resetEngines } from '../fixtures/engines.ts';
import { type JsonResponse, createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { sharedDataDir, sharedModelsDir } from '../fixtures/shared.ts';

/**
 * Failures of the real engines under a running system: the pipeline survives a Kafka crash
 * mid-ingest with nothing lost or doubled, and the API answers 503 naming a store that is down, then
 * recovers by itself when it returns. Engines are stopped and started with the project's script.
 */
const GROUPS = ['enrich.observations', 'sink.search.observations', 'sink.graph.observations'];
const PREFIX = 'regintel-faults-';

const cacheDir = mkdtempSync(join(tmpdir(), 'regintel-faults-cache-'));
const embedder = createCachedEmbedder(
  createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir: join(cacheDir, 'models'), batchSize: 8, maxTokens: 256, logger: createSilentLogger() }),
  { file: join(cacheDir, 'embeddings.db') },
);

async function waitFor(predicate: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await predicate().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function snapshot(deps: Deps) {
  const observations = (await deps.search.list<{ content_hash: string }>(OBSERVATIONS_INDEX, { limit: 1000 })).items.map((i) => `${i.id}:${i.doc.content_hash}`).sort();
  const graph = await deps.graph.counts();
  const dead = (await deps.bus.read(dlqTopic('enrich'), { limit: 100 })).length;
  return { observations, graph, dead };
}

afterAll(async () => {
  await embedder.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('a Kafka broker crash during ingest', () => {
  it('resumes once the broker is back, ending with exactly the records of an uninterrupted run', async () => {
    // The reference: the same run, uninterrupted, in embedded mode.
    const reference = await createTestDeps({ embedder });
    const refPipeline = await startPipeline(reference.deps);
    await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, reference.deps);
    await waitUntilIdle(reference.deps, GROUPS, { timeoutMs: 300_000 });
    const expected = await snapshot(reference.deps);
    await refPipeline.stop();
    await reference.cleanup();

    await resetEngines(PREFIX);
    const env = await createTestDeps({ embedder, env: enginesEnv(PREFIX) });
    const pipeline = await startPipeline(env.deps);
    try {
      const firstRun = runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, env.deps);
      await waitFor(async () => ((await env.deps.bus.topics()).find((t) => t.topic === TOPICS.rawCitationCatalogue)?.endOffset ?? 0) >= 400, 120_000, 'ingest to get going');
      killEngine('kafka');
      const interrupted = await firstRun;
      // Some source failed while the broker was gone; whatever was published is in the ledger.
      expect(interrupted.some((s) => s.status === 'failed')).toBe(true);
      await engines('up', 'kafka');
      // The next scheduled run publishes what the crashed one could not.
      const resumed = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, env.deps);
      // Sources that failed are read again; one that completed before the crash is skipped as unchanged.
      for (const [index, before] of interrupted.entries()) {
        expect(resumed[index]?.status, before.source).toBe(before.status === 'failed' ? 'ok' : 'unchanged');
      }
      await waitUntilIdle(env.deps, GROUPS, { timeoutMs: 300_000, pollMs: 250 });
      expect(await snapshot(env.deps)).toEqual(expected);
    } finally {
      await pipeline.stop();
      await env.cleanup();
    }
  }, 900_000);
});

describe('a store going down under a running API', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let key = '';
  const search = () => api.post('/v1/483/observations/search', { query: 'aseptic gowning', top_k: 3 }, { 'x-api-key': key });

  beforeAll(async () => {
    await resetEngines(PREFIX);
    env = await createTestDeps({ embedder, env: enginesEnv(PREFIX) });
    api = await startTestServer(env.deps);
    key = (await env.deps.apiKeys.create({ tenantId: 'faults', tier: 'enterprise', test: true })).key;
    expect((await search()).status).toBe(200);
  }, 300_000);

  afterAll(async () => {
    await api.close();
    await env.cleanup();
  });

  async function expectOutage(response: JsonResponse, backend: string) {
    expect(response.status).toBe(503);
    expect(response.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { backend } });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const health = await api.get('/v1/health');
    expect(health.status).toBe(503);
    expect(health.body.data.checks[backend].status).toBe('down');
  }

  it('answers 503 naming Elasticsearch while it is down, and recovers by itself when it returns', async () => {
    await engines('down', 'elasticsearch');
    await expectOutage(await search(), 'search');
    await engines('up', 'elasticsearch');
    await waitFor(async () => (await search()).status === 200, 180_000, 'search to recover');
    expect((await api.get('/v1/health')).status).toBe(200);
  }, 600_000);

  it('answers 503 naming Neo4j on graph-backed routes (keys live there) while it is down, and recovers', async () => {
    await engines('down', 'neo4j');
    await expectOutage(await api.get('/v1/usage', { 'x-api-key': key }), 'graph');
    await engines('up', 'neo4j');
    await waitFor(async () => (await api.get('/v1/usage', { 'x-api-key': key })).status === 200, 180_000, 'graph-backed routes to recover');
  }, 600_000);
});
