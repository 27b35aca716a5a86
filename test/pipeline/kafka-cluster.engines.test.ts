import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import kafkajs from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { createKafkaEventBus } from '../../infra/bus/event-bus.kafka.ts';
import { checkTopicLayouts } from '../../infra/bus/topic-layout.kafka.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { hasSharedData, repoRoot, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/*
 * Replication on a real three-broker KRaft cluster (`engines.sh up kafka-cluster`, 127.0.0.1:19092-19094,
 * started and stopped by this file): the 483 observation sources of the mirror are ingested with
 * the cluster defaults (6 partitions, RF 3, min.insync.replicas 2, acks=all, idempotent producer);
 * one broker is SIGKILLed mid-ingest; the run goes on on the other two without failing, and ends
 * with every raw record once in the log (idempotent producer) and every enriched observation once
 * in Elasticsearch and in Neo4j, in its last published version. (No embedded reference run: it
 * took five of the six minutes this test may add to CI; the log itself is the reference.)
 * Elasticsearch and Neo4j are the single-node engines of `engines:up`. The hash embedder stands in
 * for the model (the replication is under test, not the vectors).
 */
const run = promisify(execFile);
const PREFIX = 'regintel-cluster-';
const CLUSTER = ['127.0.0.1:19092', '127.0.0.1:19093', '127.0.0.1:19094'];
const GROUPS = ['enrich.observations', 'sink.search.observations', 'sink.graph.observations'];
const RAW_TOPICS = [TOPICS.rawForm483, TOPICS.rawCitationCatalogue, TOPICS.rawPublished483s];
const embedder = createHashEmbedder();

async function cluster(action: 'up' | 'down' | 'clean'): Promise<void> {
  await run('bash', [join(repoRoot, 'infra/engines/engines.sh'), action, 'kafka-cluster'], { cwd: repoRoot, timeout: 300_000 });
}

async function waitFor(predicate: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await predicate().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The last version of every enriched observation in the log (all partitions), as `id:content_hash`. */
async function loggedObservations(deps: Deps): Promise<{ versions: string[]; observationIds: Set<string> }> {
  const last = new Map<string, string>();
  const observationIds = new Set<string>();
  for (const { partition, endOffset } of (await deps.bus.topics()).filter((t) => t.topic === TOPICS.enrichedObservations)) {
    for (let offset = 0; offset < endOffset; ) {
      const page = await deps.bus.read(TOPICS.enrichedObservations, { partition, fromOffset: offset, limit: 1000 });
      if (page.length === 0) break;
      for (const message of page) {
        const value = message.value as { id: string; content_hash: string; observation_id: string };
        last.set(value.id, value.content_hash);
        observationIds.add(value.observation_id);
      }
      offset = (page.at(-1)?.offset ?? offset) + 1;
    }
  }
  return { versions: [...last].map(([id, hash]) => `${id}:${hash}`).sort(), observationIds };
}

async function stored(deps: Deps) {
  const versions = [];
  for await (const page of deps.search.scan<{ content_hash: string }>(OBSERVATIONS_INDEX, { pageSize: 500 })) versions.push(...page.map((i) => `${i.id}:${i.doc.content_hash}`));
  return { versions: versions.sort(), count: await deps.search.count(OBSERVATIONS_INDEX), graph: await deps.graph.counts() };
}

describe.skipIf(!hasSharedData)('a three-broker cluster losing a broker mid-ingest', () => {
  warnIfMissing(hasSharedData, 'the three-broker replication test');

  beforeAll(async () => {
    await cluster('clean');
    await cluster('up');
    // A fresh cluster still creates __consumer_offsets (50 partitions, RF 3) on the first group
    // join: one round trip through a group before the clock of the test starts.
    const warm = createKafkaEventBus({ brokers: CLUSTER, clientId: 'regintel-test-warmup', logger: createSilentLogger() });
    try {
      await warm.publish('warmup', [{ key: 'k', value: { ok: true } }]);
      let got = false;
      const subscription = await warm.subscribe({ groupId: 'warmup', topics: ['warmup'], handler: async () => void (got = true) });
      await waitFor(async () => got, 180_000, 'a first group round trip on the cluster');
      await subscription.stop();
    } finally {
      await warm.close();
    }
  }, 420_000);

  afterAll(async () => {
    await cluster('down');
  });

  it('keeps ingesting on two brokers and ends with every record once in the log and in the stores', async () => {
    await resetEngines(PREFIX);
    const env = await createTestDeps({ embedder, env: { ...enginesEnv(PREFIX), REGINTEL_KAFKA_BROKERS: CLUSTER.join(',') } });
    const pipeline = await startPipeline(env.deps);
    try {
      const ingest = runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, env.deps);
      const published = async () => (await env.deps.bus.topics()).filter((t) => (RAW_TOPICS as readonly string[]).includes(t.topic)).reduce((sum, t) => sum + t.endOffset, 0);
      await waitFor(async () => (await published()) >= 50, 300_000, 'ingest to get going');
      // SIGKILL: a crash, not a shutdown. Node 2 leads some of the six partitions of every topic.
      process.kill(Number(readFileSync(join(repoRoot, '.it/kafka-cluster/node2/kafka.pid'), 'utf8').trim()), 'SIGKILL');
      const summaries = await ingest;
      // Two in-sync replicas remain: no source fails, nothing has to be re-run.
      expect(summaries.map((s) => s.status)).not.toContain('failed');
      await waitUntilIdle(env.deps, GROUPS, { timeoutMs: 300_000, pollMs: 250 });
      const logged = await loggedObservations(env.deps);
      const inStores = await stored(env.deps);
      expect(logged.versions.length).toBeGreaterThan(100);
      // Every enriched observation once in the index, in its last version; once as a graph node.
      expect(inStores.versions).toEqual(logged.versions);
      expect(inStores.count).toBe(logged.versions.length);
      expect(inStores.graph.nodes.Observation).toBe(logged.observationIds.size);
      // Nothing left behind: every group of the path consumed its topics to the end.
      expect((await env.deps.bus.lag()).filter((l) => GROUPS.includes(l.groupId) && l.lag > 0)).toEqual([]);
      // Every record once in the log: exactly as many raw messages as the ingest published.
      expect(await published()).toBe(summaries.reduce((sum, s) => sum + s.published, 0));

      const kafka = new kafkajs.Kafka({ clientId: 'regintel-test-cluster', brokers: CLUSTER, logLevel: kafkajs.logLevel.NOTHING });
      const admin = kafka.admin();
      await admin.connect();
      try {
        const layouts = await checkTopicLayouts(admin, { partitions: 6, replicationFactor: 3, minInsyncReplicas: 2 }, [TOPICS.rawForm483, TOPICS.enrichedObservations, TOPICS.rawCitationCatalogue]);
        expect(layouts.map((l) => [l.topic, l.partitions, l.replicationFactor])).toEqual([
          [TOPICS.enrichedObservations, 6, 3],
          [TOPICS.rawCitationCatalogue, 1, 3],
          [TOPICS.rawForm483, 6, 3],
        ]);
      } finally {
        await admin.disconnect();
      }
    } finally {
      await pipeline.stop();
      await env.cleanup();
    }
  }, 600_000);
});
