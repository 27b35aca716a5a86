import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedEventBus } from '../../infra/bus/event-bus.embedded.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { processEnv } from '../../infra/config.ts';
import { createIngestLedger } from '../../infra/ledger/ingest-ledger.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { hasSharedData, hasSharedModel, repoRoot, sharedDataDir, sharedModelsDir, warnIfMissing } from '../fixtures/shared.ts';
import { supervisedWorkers } from '../fixtures/supervised-workers.ts';

warnIfMissing(hasSharedData && hasSharedModel, 'the kill -9 recovery test');

const GROUPS = ['enrich.observations', 'sink.search.observations', 'sink.graph.observations'];
const SOURCES = ['fda-inspection-observations', 'fda-483-reading-room', 'fda-483-documents'];
const children: ChildProcess[] = [];
const dirs: string[] = [];

/**
 * A mirror holding only the observation sources' folders (links into ../shared/data, nothing
 * copied): `regintel start` ingests every source of its mirror, and embedding thousands of
 * guidance chunks beside the 483s would only slow what this test is about.
 */
function observationMirror(): string {
  const mirror = mkdtempSync(join(tmpdir(), 'regintel-kill9-mirror-'));
  dirs.push(mirror);
  for (const name of readdirSync(sharedDataDir)) {
    const wanted = OBSERVATION_SOURCES.some(({ mirrorFolder }) => (typeof mirrorFolder === 'string' ? mirrorFolder === name : mirrorFolder.test(name)));
    if (wanted) symlinkSync(join(sharedDataDir, name), join(mirror, name));
  }
  return mirror;
}
const mirrorDir = hasSharedData && existsSync(sharedDataDir) ? observationMirror() : sharedDataDir;

/** `regintel start` as a real child process on its own data folder. */
function startRegintel(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, [join(repoRoot, 'bin/regintel.js'), 'start'], {
    cwd: repoRoot,
    env: {
      PATH: processEnv().PATH,
      HOME: processEnv().HOME,
      REGINTEL_DATA_DIR: dataDir,
      REGINTEL_MIRROR_DIR: mirrorDir,
      REGINTEL_MODEL_DIR: sharedModelsDir,
      REGINTEL_LOG_LEVEL: 'warn',
      REGINTEL_CONSUMER_POLL_MS: '50',
      PORT: '0',
      // One API process, and the enrichment process at normal priority: this test shares the
      // cores with other suites and is about durability, not about serving requests fast.
      REGINTEL_API_WORKERS: '1',
      REGINTEL_PIPELINE_NICE: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  stderrOf.set(child, '');
  child.stderr?.on('data', (chunk: Buffer) => stderrOf.set(child, `${stderrOf.get(child) ?? ''}${chunk.toString()}`.slice(-20_000)));
  children.push(child);
  return child;
}

const stderrOf = new Map<ChildProcess, string>();

/** The supervisor's worker processes (its children), from ps. */
function workersOf(child: ChildProcess): number[] {
  return supervisedWorkers(child.pid ?? 0);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits for `predicate`. When `child` exits first, or the time runs out, the error carries the
 * child's exit status and the tail of its stderr, to say why.
 */
async function waitFor(predicate: () => Promise<boolean> | boolean, timeoutMs: number, what: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    // A child that exited will never get there: say so now, with its last words, not after the wait.
    const exited = child && (child.exitCode !== null || child.signalCode !== null);
    if (exited || Date.now() > deadline) {
      const state = child ? ` (exit code ${child.exitCode}, signal ${child.signalCode})\n${(stderrOf.get(child) ?? '').slice(-4_000)}` : '';
      throw new Error(`${exited ? 'the process ended while waiting' : 'timed out waiting'} for ${what}${state}`);
    }
    // Each probe opens the child's SQLite files: often enough to see progress, rarely enough not to contend.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** True once every source has a finished run after `since` and every group has consumed everything. */
async function settled(dataDir: string, since: string): Promise<boolean> {
  const ledger = createIngestLedger({ file: join(dataDir, 'ingest.db') });
  const runs = ledger.lastRuns();
  ledger.close();
  if (!SOURCES.every((source) => runs.some((run) => run.source === source && run.finished_at >= since))) return false;
  const bus = createEmbeddedEventBus({ file: join(dataDir, 'bus.db'), logger: createSilentLogger() });
  try {
    const lag = await bus.lag();
    return GROUPS.every((group) => lag.some((l) => l.groupId === group)) && lag.filter((l) => GROUPS.includes(l.groupId)).every((l) => l.lag === 0);
  } finally {
    await bus.close();
  }
}

async function enrichedCount(dataDir: string): Promise<number> {
  const bus = createEmbeddedEventBus({ file: join(dataDir, 'bus.db'), logger: createSilentLogger() });
  try {
    return (await bus.topics()).find((t) => t.topic === TOPICS.enrichedObservations)?.endOffset ?? 0;
  } catch {
    return 0;
  } finally {
    await bus.close();
  }
}

async function storedObservations(dataDir: string): Promise<Map<string, string>> {
  const store = createEmbeddedSearchStore({ file: join(dataDir, 'search.db') });
  try {
    const page = await store.list<{ content_hash: string }>(OBSERVATIONS_INDEX, { limit: 100_000 });
    return new Map(page.items.map((item) => [item.id, item.doc.content_hash]));
  } finally {
    await store.close();
  }
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

afterAll(async () => {
  await Promise.all(children.map((child) => stop(child, 'SIGKILL')));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasSharedData || !hasSharedModel)('kill -9 during ingest and enrichment (needs ../shared)', () => {
  it('ends with exactly the records of an uninterrupted run: no loss, no duplicates', async () => {
    const reference = mkdtempSync(join(tmpdir(), 'regintel-ref-'));
    const crashed = mkdtempSync(join(tmpdir(), 'regintel-crash-'));
    dirs.push(reference, crashed);

    // The uninterrupted run. The waits are generous: in `npm test` this file shares the two cores
    // with the other real-model pipeline suites (alone it takes about 90 s).
    const since = new Date().toISOString();
    const clean = startRegintel(reference);
    await waitFor(() => settled(reference, since), 480_000, 'the uninterrupted run', clean);
    await stop(clean, 'SIGTERM');
    const expected = await storedObservations(reference);
    expect(expected.size).toBeGreaterThan(250);

    // The same run, stopped with SIGTERM part-way: every process ends by itself within the
    // supervisor's grace period (it would say "killing it" otherwise) and exits 0.
    const interrupted = startRegintel(crashed);
    await waitFor(async () => (await enrichedCount(crashed)) >= 20, 480_000, 'enrichment to get going', interrupted);
    const exitCode = new Promise<number | null>((resolve) => interrupted.once('exit', (code) => resolve(code)));
    await stop(interrupted, 'SIGTERM');
    expect(await exitCode).toBe(0);
    expect(stderrOf.get(interrupted)).not.toContain('killing it');
    const afterStop = await enrichedCount(crashed);

    // Started again, then killed with SIGKILL once enrichment has gone further; the workers end
    // with the supervisor (their IPC channel closes) before the next start.
    const victim = startRegintel(crashed);
    await waitFor(async () => (await enrichedCount(crashed)) >= afterStop + 20, 480_000, 'enrichment to go on', victim);
    const workers = workersOf(victim);
    expect(workers.length).toBeGreaterThanOrEqual(2);
    await stop(victim, 'SIGKILL');
    await waitFor(() => workers.every((pid) => !alive(pid)), 30_000, 'the workers to end with their supervisor');
    const beforeRestart = await storedObservations(crashed).catch(() => new Map<string, string>());
    expect(beforeRestart.size).toBeLessThan(expected.size);

    const restartedAt = new Date().toISOString();
    const survivor = startRegintel(crashed);
    await waitFor(() => settled(crashed, restartedAt), 480_000, 'the restarted run', survivor);
    await stop(survivor, 'SIGTERM');

    const actual = await storedObservations(crashed);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [id, hash] of expected) expect(actual.get(id), id).toBe(hash);
  }, 1_500_000);
});
