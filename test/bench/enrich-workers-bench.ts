import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import kafkajs from 'kafkajs';
import { closeDeps, createDeps } from '../../cli/deps.ts';
import { pipelineGroups } from '../../cli/pipeline.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { ENGINES, enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { startEnrichWorker, stopWorker, waitFor, waitUntilDrained, workerLog } from '../fixtures/enrich-workers.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { sharedDataDir } from '../fixtures/shared.ts';

/*
 * `npm run bench -- --mode engines --only enrich-workers [--hash]`: enrichment throughput on Kafka
 * with 6 partitions per topic, one `regintel enrich` process against two (issue 19), on the same
 * ingested input. The mirror's three 483 sources are ingested once into the raw topics; then, for
 * each configuration, everything derived is wiped (consumer groups, every topic but `raw.*`, the
 * Elasticsearch indices, the graph), the workers are started, each on its own empty data folder
 * (own embedding cache: both runs embed everything once), and the consumer groups' committed
 * offsets are polled every 500 ms until every group has read everything:
 * - per step (consumer group): records it consumed, its active span (first to last commit seen)
 *   and records/s over that span;
 * - wall time from starting the workers to the drain, and how long the workers took to join.
 * With `--hash` the workers embed with the hash embedder instead of the model.
 *
 * On a machine of 2 cores, two processes share the cores the one process had: the figures show
 * that the work splits and what the coordination costs, not what a second host would add.
 */

const PREFIX = 'regintel-bench-workers-';
const POLL_MS = 500;

export interface WorkersRun {
  workers: number;
  /** From starting the processes to every one of them being in the groups. */
  join_seconds: number;
  /** From starting the processes to every group having read everything. */
  drain_seconds: number;
  /** Load average of the machine (1 min) when the run ended: other work sharing the cores. */
  load_average: number;
  steps: Array<{ step: string; records: number; seconds: number; records_per_second: number | null }>;
}

/**
 * Committed records per group (partitions summed), and when each group was first and last seen
 * to move. A step's rate is over its active span: from a poll before its first commit was seen
 * to its last commit, so a step that waits for its upstream is not charged for the wait.
 */
function createProgress(): { observe(rows: Array<{ groupId: string; committedOffset: number }>, at: number): void; steps(): WorkersRun['steps'] } {
  const committed = new Map<string, number>();
  const firstMovedAt = new Map<string, number>();
  const lastMovedAt = new Map<string, number>();
  return {
    observe(rows, at) {
      const sums = new Map<string, number>();
      for (const row of rows) sums.set(row.groupId, (sums.get(row.groupId) ?? 0) + row.committedOffset);
      for (const [group, sum] of sums) {
        if (sum !== (committed.get(group) ?? 0)) {
          if (!firstMovedAt.has(group)) firstMovedAt.set(group, at);
          lastMovedAt.set(group, at);
        }
        committed.set(group, sum);
      }
    },
    steps() {
      return [...committed]
        .filter(([, records]) => records > 0)
        .map(([step, records]) => {
          const seconds = ((lastMovedAt.get(step) ?? 0) - (firstMovedAt.get(step) ?? 0) + POLL_MS) / 1000;
          return { step, records, seconds: round(seconds), records_per_second: Math.round(records / seconds) };
        })
        .sort((a, b) => a.step.localeCompare(b.step));
    },
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Deletes what enrichment derived and keeps the raw topics: every run reads the same input. */
async function wipeDerived(): Promise<void> {
  await resetEngines(PREFIX, { keepTopic: (topic) => topic.startsWith('raw.') });
}

export async function enrichWorkersBench(options: { hash: boolean }): Promise<{ at: string; machine: Record<string, string | number>; embedder: string; input: { sources: string[]; raw_records: number }; runs: WorkersRun[] }> {
  const env = { ...enginesEnv(PREFIX), REGINTEL_KAFKA_PARTITIONS: '6' };
  const dataDir = mkdtempSync(join(tmpdir(), 'regintel-bench-workers-'));
  const workerDirs: string[] = [];
  const children: ChildProcess[] = [];
  const config = loadConfig({ ...env, REGINTEL_DATA_DIR: dataDir, REGINTEL_LOG_LEVEL: 'warn', PORT: '0' });
  const deps = await createDeps(config, createLogger({ level: 'warn', destination: process.stderr }), { embedder: createHashEmbedder() });
  const admin = new kafkajs.Kafka({ clientId: 'regintel-bench-workers', brokers: [ENGINES.kafka], logLevel: kafkajs.logLevel.NOTHING }).admin();
  try {
    await resetEngines(PREFIX);
    await admin.connect();
    const summaries = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
    const raw = summaries.reduce((sum, s) => sum + s.published, 0);
    const groups = pipelineGroups(deps).map((g) => g.groupId);
    const runs: WorkersRun[] = [];
    for (const workers of [1, 2]) {
      await wipeDerived();
      const progress = createProgress();
      const startedAt = Date.now();
      const started: ChildProcess[] = [];
      for (let n = 1; n <= workers; n += 1) {
        const workerDir = mkdtempSync(join(tmpdir(), `regintel-bench-worker-${workers}-${n}-`));
        workerDirs.push(workerDir);
        const child = startEnrichWorker({ name: `bench-workers-${workers}-${n}`, dataDir: workerDir, env, hash: options.hash });
        children.push(child);
        started.push(child);
      }
      const members = async (groupId: string) => (await admin.describeGroups([groupId])).groups[0]?.members.length ?? 0;
      await waitFor(async () => (await members('enrich.observations')) === workers, 180_000, `${workers} worker(s) to join (logs: ${workerLog(`bench-workers-${workers}-*`)})`);
      const joinSeconds = round((Date.now() - startedAt) / 1000);
      const sampler = setInterval(() => {
        const at = Date.now();
        deps.bus.lag().then(
          (rows) => progress.observe(rows.filter((r) => groups.includes(r.groupId)), at),
          () => undefined,
        );
      }, POLL_MS);
      const drainedAt = await waitUntilDrained(deps, 3_600_000, POLL_MS);
      clearInterval(sampler);
      progress.observe((await deps.bus.lag()).filter((r) => groups.includes(r.groupId)), drainedAt);
      runs.push({ workers, join_seconds: joinSeconds, drain_seconds: round((drainedAt - startedAt) / 1000), load_average: round(loadavg()[0] ?? 0), steps: progress.steps() });
      await Promise.all(started.map((child) => stopWorker(child)));
    }
    const cpu = cpus()[0];
    return {
      at: new Date().toISOString(),
      machine: { cpus: availableParallelism(), cpu_model: cpu?.model ?? 'unknown', memory_gb: Math.round(totalmem() / 1e9) },
      embedder: options.hash ? 'hash (test stand-in)' : 'model (all-MiniLM-L6-v2, in-process)',
      input: { sources: OBSERVATION_SOURCES.map((c) => c.name), raw_records: raw },
      runs,
    };
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await admin.disconnect().catch(() => undefined);
    await closeDeps(deps);
    for (const dir of [dataDir, ...workerDirs]) rmSync(dir, { recursive: true, force: true });
  }
}

/** One table: each step's records/s with one and with two workers, then the wall times. */
export function printEnrichWorkers(figures: Awaited<ReturnType<typeof enrichWorkersBench>>): void {
  const [one, two] = figures.runs;
  const steps = [...new Set(figures.runs.flatMap((r) => r.steps.map((s) => s.step)))].sort();
  console.log(`\nenrichment on Kafka, 6 partitions, ${figures.input.raw_records} raw records (${figures.input.sources.join(', ')}), embedder: ${figures.embedder}`);
  console.table([
    ...steps.map((step) => {
      const a = one?.steps.find((s) => s.step === step);
      const b = two?.steps.find((s) => s.step === step);
      return { step, records: a?.records ?? b?.records ?? 0, '1 worker rec/s': a?.records_per_second ?? null, '2 workers rec/s': b?.records_per_second ?? null };
    }),
    { step: 'wall time to drain (s)', records: null, '1 worker rec/s': one?.drain_seconds ?? null, '2 workers rec/s': two?.drain_seconds ?? null },
    { step: 'workers joined after (s)', records: null, '1 worker rec/s': one?.join_seconds ?? null, '2 workers rec/s': two?.join_seconds ?? null },
    { step: 'load average at the end', records: null, '1 worker rec/s': one?.load_average ?? null, '2 workers rec/s': two?.load_average ?? null },
  ]);
}
