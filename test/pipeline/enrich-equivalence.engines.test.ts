import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import kafkajs from 'kafkajs';
import { afterAll, describe, expect, it } from 'vitest';
import { INDEX_VERSIONS } from '../../enrich/sinks/index-version.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { ENGINES, enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { type RunSnapshot, differences, snapshotRun, startEnrichWorker, stopWorker, waitFor, waitUntilDrained, workerLog } from '../fixtures/enrich-workers.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';

/*
 * Two `regintel enrich` processes, each with its own data folder (two hosts), against Kafka with 6
 * partitions per topic, end with exactly what one process ends with (issue 19): the same
 * Elasticsearch documents in every index (by id, compared without their timestamps), the same
 * graph counts, the same last version of every key on every output topic, and the same number of
 * dead letters. The same mirror slice (the three 483 sources: observations, facilities, analytics)
 * is ingested into a freshly reset Kafka for each run; the workers use the hash embedder (the model
 * is not the point, and three runs of it would not fit the CI budget).
 *
 * One topic is compared differently: `facility.changes` reports the moves between successive
 * published versions of a facility, and how an initial load is cut into versions depends on the
 * arrival order of the enriched observations, which two workers producing them in parallel change
 * (a single process does not repeat it either). So there the test asserts that each run publishes
 * every change id once, and that every change names a facility both runs know. Likewise the
 * `index_versions` markers (a hash chain over the batches each sink wrote) are compared by id only.
 */
const PREFIX = 'regintel-equivalence-';
const ENV = { ...enginesEnv(PREFIX), REGINTEL_KAFKA_PARTITIONS: '6' };
const ORDER_DEPENDENT_TOPICS = [TOPICS.facilityChanges];
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** One run from empty engines: `workers` enrich processes, the slice ingested, drained, snapshotted. */
async function run(label: string, workers: number): Promise<{ snapshot: RunSnapshot; changeIds: string[]; changeFeis: Set<string> }> {
  await resetEngines(PREFIX);
  const env = await createTestDeps({ embedder: createHashEmbedder(), env: ENV });
  const admin = new kafkajs.Kafka({ clientId: `regintel-test-${label}`, brokers: [ENGINES.kafka], logLevel: kafkajs.logLevel.NOTHING }).admin();
  await admin.connect();
  const started: ChildProcess[] = [];
  try {
    const members = async (groupId: string) => (await admin.describeGroups([groupId])).groups[0]?.members.length ?? 0;
    for (let n = 1; n <= workers; n += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), `regintel-${label}-${n}-`));
      dirs.push(dataDir);
      const child = startEnrichWorker({ name: `${label}-${n}`, dataDir, env: ENV, hash: true });
      children.push(child);
      started.push(child);
      await waitFor(async () => (await members('enrich.observations')) === n && (await members('enrich.facilities')) === n, 120_000, `${label} worker ${n} to join (log: ${workerLog(`${label}-${n}`)})`);
    }
    const summaries = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, env.deps);
    expect(summaries.map((s) => s.status)).not.toContain('failed');
    await waitUntilDrained(env.deps, 300_000);

    const snapshot = await snapshotRun(env.deps, { skipTopics: ORDER_DEPENDENT_TOPICS });
    const changeIds: string[] = [];
    const changeFeis = new Set<string>();
    for (const { partition, endOffset } of (await env.deps.bus.topics()).filter((t) => t.topic === TOPICS.facilityChanges)) {
      for (const message of await env.deps.bus.read(TOPICS.facilityChanges, { partition, limit: endOffset })) {
        const change = message.value as { id: string; fei_number: string };
        changeIds.push(change.id);
        changeFeis.add(change.fei_number);
      }
    }
    return { snapshot, changeIds, changeFeis };
  } finally {
    await admin.disconnect();
    await Promise.all(started.map((child) => stopWorker(child)));
    await env.cleanup();
  }
}

describe.skipIf(!hasSharedData)('two enrichment workers with separate data folders against one', () => {
  warnIfMissing(hasSharedData, 'the two-worker equivalence test (mirror)');

  it('produce the same stores and output topics as a single worker', async () => {
    const one = await run('equivalence-one', 1);
    const two = await run('equivalence-two', 2);

    // The slice reaches every stateful step: facility documents and analytics come out of it.
    expect(one.snapshot.topics[TOPICS.enrichedObservations]?.size ?? 0).toBeGreaterThan(100);
    expect(one.snapshot.topics[TOPICS.enrichedFacilities]?.size ?? 0).toBeGreaterThan(10);
    expect(one.snapshot.topics[TOPICS.enrichedAnalytics]?.size ?? 0).toBeGreaterThan(0);

    expect(Object.keys(two.snapshot.topics)).toEqual(Object.keys(one.snapshot.topics));
    for (const [topic, versions] of Object.entries(one.snapshot.topics)) {
      const other = two.snapshot.topics[topic] ?? new Map<string, string>();
      expect(differences(versions, other), `last versions on ${topic}`).toEqual([]);
      expect(other.size, topic).toBe(versions.size);
    }
    expect(Object.keys(two.snapshot.indices)).toEqual(Object.keys(one.snapshot.indices));
    for (const [index, docs] of Object.entries(one.snapshot.indices)) {
      const other = two.snapshot.indices[index] ?? new Map<string, string>();
      // A version marker chains every change it has seen (index-version.ts): it names the same
      // indices in both runs, but its value depends on how the writes were batched, by design.
      if (index === INDEX_VERSIONS) expect([...other.keys()].sort()).toEqual([...docs.keys()].sort());
      else expect(differences(docs, other), `documents of index ${index}`).toEqual([]);
      expect(other.size, index).toBe(docs.size);
    }
    expect(two.snapshot.graph).toEqual(one.snapshot.graph);
    expect(two.snapshot.deadLetters).toEqual(one.snapshot.deadLetters);

    for (const { changeIds, changeFeis } of [one, two]) {
      expect(new Set(changeIds).size).toBe(changeIds.length);
      for (const fei of changeFeis) expect(one.snapshot.topics[TOPICS.enrichedFacilities]?.has(fei)).toBe(true);
    }
  }, 900_000);
});
