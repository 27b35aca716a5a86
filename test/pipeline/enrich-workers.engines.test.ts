import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import kafkajs from 'kafkajs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { ANALYTICS_INDEX } from '../../enrich/sinks/analytics-index.ts';
import { FACILITIES_INDEX } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { ENGINES, enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { startEnrichWorker, waitFor, workerLog } from '../fixtures/enrich-workers.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { hasSharedData, hasSharedModel, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';

/*
 * Two `regintel enrich` processes on one Kafka broker with 6 partitions per topic (issue 19): they
 * share the consumer groups, the stateless steps split the partitions between them, the stateful
 * ones (facilities, analytics) run on one of them (exclusive groups) while the other stands by.
 * The first worker is SIGKILLed mid-run; the second takes its partitions over (after the 30 s
 * session timeout) and the run ends with every group at the end of its topics and every enriched
 * observation, facility and analytics document once in Elasticsearch, in its last version in the
 * log. Each worker has its own data folder, as on its own host: the second never saw the
 * facilities step's state, so taking the step over it must rebuild that state from the log
 * (facilities.processor.ts, `catchUp`) before consuming, which its log says.
 */
const PREFIX = 'regintel-workers-';
const ENV = { ...enginesEnv(PREFIX), REGINTEL_KAFKA_PARTITIONS: '6' };
const dataDirs = [mkdtempSync(join(tmpdir(), 'regintel-worker-1-')), mkdtempSync(join(tmpdir(), 'regintel-worker-2-'))];
const workers: ChildProcess[] = [];

/** Starts `regintel enrich` (the real command, with the model) on its own data folder. */
function startWorker(n: 1 | 2): ChildProcess {
  const child = startEnrichWorker({ name: `worker-${n}`, dataDir: dataDirs[n - 1] as string, env: ENV, hash: false });
  workers.push(child);
  return child;
}

/** The last version of each record of a topic, over every partition, as `key:content_hash` (retracted records left out). */
async function lastVersions(deps: Deps, topic: string, keyOf: (value: Record<string, unknown>) => string): Promise<string[]> {
  const last = new Map<string, string | null>();
  for (const { partition, endOffset } of (await deps.bus.topics()).filter((t) => t.topic === topic)) {
    for (let offset = 0; offset < endOffset; ) {
      const page = await deps.bus.read(topic, { partition, fromOffset: offset, limit: 1000 });
      if (page.length === 0) break;
      for (const message of page) {
        const value = message.value as Record<string, unknown>;
        last.set(keyOf(value), value.retracted === true ? null : String(value.content_hash));
      }
      offset = (page.at(-1)?.offset ?? offset) + 1;
    }
  }
  return [...last].filter(([, hash]) => hash !== null).map(([id, hash]) => `${id}:${hash}`).sort();
}

async function storedVersions(deps: Deps, index: string): Promise<string[]> {
  const versions: string[] = [];
  for await (const page of deps.search.scan<{ content_hash: string }>(index, { pageSize: 500 })) versions.push(...page.map((i) => `${i.id}:${i.doc.content_hash}`));
  return versions.sort();
}

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasSharedData || !hasSharedModel)('two enrichment workers on 6 partitions', () => {
  warnIfMissing(hasSharedData && hasSharedModel, 'the two-worker test (mirror and model)');

  it('split the stateless steps, hold each stateful step on one worker, and survive a kill -9 of one', async () => {
    await resetEngines(PREFIX);
    const env = await createTestDeps({ embedder: createHashEmbedder(), env: ENV });
    const admin = new kafkajs.Kafka({ clientId: 'regintel-test-workers', brokers: [ENGINES.kafka], logLevel: kafkajs.logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const first = startWorker(1);
      // Started apart, so the first is the longer-running member of the exclusive groups.
      await waitFor(async () => (await admin.listGroups()).groups.some((g) => g.groupId === 'enrich.facilities'), 120_000, `worker 1 to join (log: ${workerLog('worker-1')})`);
      startWorker(2);
      const members = async (groupId: string) => (await admin.describeGroups([groupId])).groups[0]?.members ?? [];
      await waitFor(async () => (await members('enrich.observations')).length === 2 && (await members('enrich.facilities')).length === 2, 120_000, `both workers in the groups (logs: ${workerLog('worker-*')})`);

      const summaries = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, env.deps);
      expect(summaries.map((s) => s.status)).not.toContain('failed');
      const raw = (await env.deps.bus.topics()).filter((t) => t.topic === TOPICS.rawForm483);
      expect(raw).toHaveLength(6);

      // Stateless: both members hold partitions. Stateful: one member holds all six, the other none.
      // Read once both groups have settled: listed members may still be mid-rebalance, with empty
      // assignments (a run after the faults suite read [0, 0] here).
      const stable = async (groupId: string) => (await admin.describeGroups([groupId])).groups[0]?.state === 'Stable';
      await waitFor(async () => (await stable('enrich.observations')) && (await stable('enrich.facilities')), 120_000, `both groups to settle (logs: ${workerLog('worker-*')})`);
      const assigned = async (groupId: string) =>
        (await members(groupId)).map((m) => kafkajs.AssignerProtocol.MemberAssignment.decode(m.memberAssignment)?.assignment ?? {}).map((a) => Object.values(a).reduce((n, p) => n + p.length, 0)).sort((a, b) => a - b);
      const observationsSplit = await assigned('enrich.observations');
      expect(observationsSplit).toHaveLength(2);
      expect(observationsSplit[0]).toBeGreaterThan(0);
      // Five facility topics of 6 partitions and the dashboard aggregates (a table topic: 1 partition).
      expect(await assigned('enrich.facilities')).toEqual([0, 5 * 6 + 1]);

      // Killed once the facilities step has committed some of its input: its successor then has state to rebuild.
      const facilitiesCommitted = async () => (await env.deps.bus.lag('enrich.facilities')).reduce((n, l) => n + l.committedOffset, 0);
      await waitFor(async () => ((await env.deps.bus.topics()).filter((t) => t.topic === TOPICS.enrichedObservations).reduce((n, t) => n + t.endOffset, 0)) >= 50 && (await facilitiesCommitted()) > 0, 180_000, 'enrichment to get going');
      first.kill('SIGKILL');

      // Worker 2 takes over every partition once the broker gives up on worker 1 (30 s session).
      await waitFor(async () => {
        const lag = await env.deps.bus.lag();
        return lag.length > 0 && lag.every((l) => l.lag === 0) && (await members('enrich.facilities')).length === 1;
      }, 300_000, `worker 2 to finish alone (log: ${workerLog('worker-2')})`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect((await env.deps.bus.lag()).filter((l) => l.lag > 0)).toEqual([]);

      const observations = await lastVersions(env.deps, TOPICS.enrichedObservations, (v) => String(v.id));
      expect(observations.length).toBeGreaterThan(100);
      expect(await storedVersions(env.deps, OBSERVATIONS_INDEX)).toEqual(observations);
      const facilities = await lastVersions(env.deps, TOPICS.enrichedFacilities, (v) => String(v.fei_number));
      expect(facilities.length).toBeGreaterThan(10);
      expect(await storedVersions(env.deps, FACILITIES_INDEX)).toEqual(facilities);
      const analytics = await lastVersions(env.deps, TOPICS.enrichedAnalytics, (v) => String(v.id));
      expect(analytics.length).toBeGreaterThan(0);
      expect(await storedVersions(env.deps, ANALYTICS_INDEX)).toEqual(analytics);
      // Worker 2 had never held the facilities step: it rebuilt the state from the log, in its own folder.
      expect(readFileSync(workerLog('worker-2'), 'utf8')).toContain('facilities state rebuilt from the log');
    } finally {
      await admin.disconnect();
      for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM');
      await env.cleanup();
    }
  }, 600_000);
});
