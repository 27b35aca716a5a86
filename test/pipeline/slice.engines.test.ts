import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { dlqTopic } from '../../infra/bus/topics.ts';
import { createCachedEmbedder } from '../../infra/embedding/embedding-cache.ts';
import { createTransformersEmbedder } from '../../infra/embedding/embedder.transformers.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { sharedDataDir, sharedModelsDir } from '../fixtures/shared.ts';

/**
 * The mirror slice in engines mode: ../shared/data → Kafka → enrichment → Elasticsearch and Neo4j →
 * HTTP, next to the same run in embedded mode. Both modes must answer the same top results.
 */
const GROUPS = ['enrich.observations', 'sink.search.observations', 'sink.graph.observations'];
const PREFIX = 'regintel-slice-';
const QUERIES = [
  'out of specification results not investigated',
  'aseptic gowning',
  'cleaning validation',
  'environmental monitoring in the ISO 5 area',
  'media fill',
  'stability testing program',
];

describe('the slice in engines mode (Kafka, Elasticsearch, Neo4j) against embedded mode', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'regintel-embed-cache-'));
  // One model and one vector cache for both modes: the comparison is about the stores, not the model.
  const embedder = createCachedEmbedder(
    createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir: join(cacheDir, 'models'), batchSize: 8, maxTokens: 256, logger: createSilentLogger() }),
    { file: join(cacheDir, 'embeddings.db') },
  );
  const modes: Record<'engines' | 'embedded', { env: Awaited<ReturnType<typeof createTestDeps>>; pipeline: RunningPipeline; api: Awaited<ReturnType<typeof startTestServer>>; key: string }> = {} as never;

  async function bring(mode: 'engines' | 'embedded'): Promise<Deps> {
    const env = await createTestDeps({ embedder, env: mode === 'engines' ? enginesEnv(PREFIX) : {} });
    const pipeline = await startPipeline(env.deps);
    const summaries = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, env.deps);
    expect(summaries.map((s) => s.status)).toEqual(['ok', 'ok', 'ok']);
    await waitUntilIdle(env.deps, GROUPS, { timeoutMs: 300_000, pollMs: 250 });
    const api = await startTestServer(env.deps);
    const key = (await env.deps.apiKeys.create({ tenantId: `slice-${mode}`, tier: 'enterprise', test: true })).key;
    modes[mode] = { env, pipeline, api, key };
    return env.deps;
  }

  beforeAll(async () => {
    await resetEngines(PREFIX);
    await bring('engines');
    await bring('embedded');
  }, 600_000);

  afterAll(async () => {
    for (const mode of Object.values(modes)) {
      await mode.api.close();
      await mode.pipeline.stop();
      await mode.env.cleanup();
    }
    await embedder.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('projects the same observations into Elasticsearch as into the embedded store', async () => {
    const engines = modes.engines.env.deps;
    const embedded = modes.embedded.env.deps;
    const count = await embedded.search.count(OBSERVATIONS_INDEX);
    expect(count).toBeGreaterThan(250);
    expect(await engines.search.count(OBSERVATIONS_INDEX)).toBe(count);
    const hashes = async (deps: Deps) =>
      new Map((await deps.search.list<{ content_hash: string }>(OBSERVATIONS_INDEX, { limit: 1000 })).items.map((i) => [i.id, i.doc.content_hash]));
    expect(await hashes(engines)).toEqual(await hashes(embedded));
  });

  it('builds the same graph in Neo4j as in the embedded graph store', async () => {
    expect(await modes.engines.env.deps.graph.counts()).toEqual(await modes.embedded.env.deps.graph.counts());
  });

  it('dead-letters the same records through Kafka', async () => {
    for (const stage of ['ingest', 'enrich']) {
      const keys = async (deps: Deps) => (await deps.bus.read(dlqTopic(stage), { limit: 100 })).map((m) => m.key).sort();
      expect(await keys(modes.engines.env.deps)).toEqual(await keys(modes.embedded.env.deps));
    }
  });

  for (const query of QUERIES) {
    it(`answers "${query}" with the same top results in both modes`, async () => {
      const ask = async (mode: 'engines' | 'embedded') => {
        const response = await modes[mode].api.post('/v1/483/observations/search', { query, top_k: 5 }, { 'x-api-key': modes[mode].key });
        expect(response.status).toBe(200);
        return response.body.results as Array<{ observation_id: string; similarity_score: number }>;
      };
      const [engines, embedded] = [await ask('engines'), await ask('embedded')];
      expect(engines.map((r) => r.observation_id).slice(0, 3)).toEqual(embedded.map((r) => r.observation_id).slice(0, 3));
      expect(new Set(engines.map((r) => r.observation_id))).toEqual(new Set(embedded.map((r) => r.observation_id)));
    });
  }

  it('keeps tenants and keys in Neo4j: a key issued in engines mode authenticates there only', async () => {
    const usage = await modes.engines.api.get('/v1/usage', { 'x-api-key': modes.engines.key });
    expect(usage.status).toBe(200);
    const elsewhere = await modes.embedded.api.get('/v1/usage', { 'x-api-key': modes.engines.key });
    expect(elsewhere.status).toBe(401);
  });
});
