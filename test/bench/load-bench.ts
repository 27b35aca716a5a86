/**
 * `npm run bench -- --only load [--mode engines]`: the API while the pipeline works (issue 16).
 *
 * 1. `regintel start` (the supervisor: API processes + one enrichment process) on a fresh data folder
 *    and the whole mirror. Once enrichment is under way (observations searchable, consumer lag
 *    left), GET /v1/usage and a facility by FEI at 10 clients and observation search at 20 clients
 *    are measured, and again 4 minutes later if enrichment is still running, while a sampler
 *    records the RSS of every process of the tree.
 * 2. SIGTERM: the seconds until every process has exited.
 * 3. The same requests on the same data with nothing else running: `regintel api` with the default
 *    number of processes, then with one (what one core gives).
 * Closed-loop clients (each sends its next request when the last one answered), so p95 is exact.
 * Nothing here asserts on time; the figures go to the console and .bench/load.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { describeMachine } from './machine.ts';
import { join } from 'node:path';
import { closeDeps, createDeps } from '../../cli/deps.ts';
import { processEnv, loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { FACILITIES_INDEX } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { repoRoot, sharedDataDir, sharedModelsDir } from '../fixtures/shared.ts';
import { freePort } from './platform-bench.ts';
import { QUERIES } from './queries.ts';
import { type RouteRequest, closedLoop } from './routes-bench.ts';
import { rssSampler } from './process-rss.ts';

const round = (value: number) => Math.round(value * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Scenario {
  name: string;
  connections: number;
  /** The issue's bound: p95 under enrichment ≤ factor × idle p95. */
  factor: number;
  next: () => RouteRequest;
}

function scenarios(fei: string): Scenario[] {
  let query = 0;
  let fresh = 0;
  return [
    { name: 'GET /v1/usage', connections: 10, factor: 3, next: () => ({ name: 'usage', method: 'GET', path: '/v1/usage', target_ms: 0 }) },
    { name: 'GET /v1/483/facilities/{fei}', connections: 10, factor: 3, next: () => ({ name: 'facility', method: 'GET', path: `/v1/483/facilities/${fei}`, target_ms: 0 }) },
    {
      name: 'POST /v1/483/observations/search',
      connections: 20,
      factor: 2,
      next: () => {
        query += 1;
        // 40 texts × 4 page sizes: repeated questions are answered from their cached ranking, as real traffic repeats them.
        return { name: 'search', method: 'POST', path: '/v1/483/observations/search', body: { query: QUERIES[query % QUERIES.length], top_k: 5 + (query % 4) * 5 }, target_ms: 0 };
      },
    },
    {
      name: 'POST /v1/483/observations/search, new question each call',
      connections: 20,
      factor: 2,
      next: () => {
        fresh += 1;
        // A running number makes every question new: no cached ranking or query vector helps.
        return { name: 'search, new question', method: 'POST', path: '/v1/483/observations/search', body: { query: `${QUERIES[fresh % QUERIES.length] as string} ${fresh}`, top_k: 10 }, target_ms: 0 };
      },
    },
  ];
}

export function spawnRegintel(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(repoRoot, 'bin/regintel.js'), ...args], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (await fetch(`${base}/v1/health`).then((r) => r.status < 500, () => false)) return;
    await sleep(100);
  }
  throw new Error('the API did not come up');
}

export async function stopAndTime(child: ChildProcess): Promise<number> {
  const started = performance.now();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
  return round((performance.now() - started) / 1000);
}

/** When the second window under enrichment opens, from the start of the first. */
const LATER_WINDOW_AFTER_MS = 4 * 60_000;

/** Each scenario runs this long, unmeasured, before its measurement. */
const WARM_UP_SECONDS = 5;

async function measure(base: string, list: Scenario[], nextKey: () => string, seconds: number) {
  const rows: Record<string, { p50_ms: number; p95_ms: number; req_per_s: number; non_200: number }> = {};
  for (const scenario of list) {
    // At the measured concurrency, so both API processes meet the scenario's repeated questions
    // (a handful of sequential requests reach one process and a few of the 40 questions).
    await closedLoop(base, scenario.next, nextKey, scenario.connections, WARM_UP_SECONDS);
    const result = await closedLoop(base, scenario.next, nextKey, scenario.connections, seconds);
    rows[scenario.name] = { p50_ms: result.p50_ms, p95_ms: result.p95_ms, req_per_s: result.req_per_s, non_200: result.non_200 };
  }
  return rows;
}

/**
 * A fresh data folder (and, in engines mode, a fresh index prefix with the engines reset) and the
 * environment of a `regintel` child serving it on a free port.
 */
export async function benchFolder(name: string, mode: 'embedded' | 'engines') {
  const dataDir = mkdtempSync(join(tmpdir(), `regintel-bench-${name}-`));
  const prefix = `regintel-bench-${name}-`;
  if (mode === 'engines') await resetEngines(prefix);
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: processEnv().PATH ?? '',
    HOME: processEnv().HOME ?? '',
    REGINTEL_DATA_DIR: dataDir,
    REGINTEL_MODEL_DIR: sharedModelsDir,
    REGINTEL_LOG_LEVEL: 'error',
    PORT: String(port),
    ...(mode === 'engines' ? enginesEnv(prefix) : {}),
  };
  return { dataDir, port, env };
}

/** Keys the load rotates through (see below). */
const KEYS = 100;

export async function loadBench(options: { mode: 'embedded' | 'engines'; seconds?: number }) {
  const seconds = options.seconds ?? 10;
  const { dataDir, port, env } = await benchFolder('load', options.mode);
  const base = `http://127.0.0.1:${port}`;
  const deps = await createDeps(loadConfig(env), createLogger({ level: 'error', destination: process.stderr }));
  try {
    // Enterprise keys allow 100 requests a second each: the keys together must allow more than the
    // fastest route serves (one process answered usage at 5,370 req/s), or the figures measure 429s.
    const keys: string[] = [];
    for (let i = 0; i < KEYS; i += 1) keys.push((await deps.apiKeys.create({ tenantId: `bench-load-${i}`, tier: 'enterprise', test: true })).key);
    let k = 0;
    const nextKey = () => keys[(k += 1) % keys.length] ?? '';

    // 1. Under enrichment.
    const startedAt = performance.now();
    // At warn, so a slow stop prints the pipeline's "still stopping" lines naming the step it waits for.
    const start = spawnRegintel(['start'], { ...env, REGINTEL_LOG_LEVEL: 'warn', REGINTEL_MIRROR_DIR: sharedDataDir });
    const sampler = rssSampler(start.pid ?? 0);
    await waitForHealth(base);
    let fei = '';
    for (;;) {
      const observations = await deps.search.count(OBSERVATIONS_INDEX).catch(() => 0);
      const facility = await deps.search.list<{ fei: string }>(FACILITIES_INDEX, { limit: 1 }).catch(() => null);
      fei = facility?.items[0]?.id ?? '';
      if (observations >= 300 && fei) break;
      if (performance.now() - startedAt > 20 * 60_000) throw new Error('no searchable observations after 20 minutes');
      await sleep(2_000);
    }
    const list = scenarios(fei);
    const totalLag = async () => (await deps.bus.lag()).reduce((sum, entry) => sum + entry.lag, 0);
    const firstWindowAt = performance.now();
    const lagBefore = await totalLag();
    const underEnrichment = await measure(base, list, nextKey, seconds);
    const lagAfter = await totalLag();
    // The first window opens as soon as observations are searchable, when ingestion and every
    // step start at once and the engines are cold: the worst moment. A second window a few
    // minutes on shows the API through the bulk of the enrichment (skipped if it has finished).
    const measureLaterWindow = async () => {
      await sleep(Math.max(0, firstWindowAt + LATER_WINDOW_AFTER_MS - performance.now()));
      const laterLagBefore = await totalLag();
      if (laterLagBefore === 0) return null;
      const afterSeconds = Math.round((performance.now() - firstWindowAt) / 1000);
      const laterRows = await measure(base, list, nextKey, seconds);
      return { after_seconds: afterSeconds, lagBefore: laterLagBefore, rows: laterRows, lagAfter: await totalLag() };
    };
    const later = await measureLaterWindow();
    const memory = sampler.stop();
    const shutdownSeconds = await stopAndTime(start);

    // 2. Idle, same data: the default process count, then one process.
    const idle: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const workers of [availableParallelism(), 1]) {
      const api = spawnRegintel(['api', '--workers', String(workers)], env);
      await waitForHealth(base);
      idle[`${workers}`] = await measure(base, list, nextKey, seconds);
      await stopAndTime(api);
    }
    const defaultIdle = idle[`${availableParallelism()}`] ?? {};
    const rows = list.map((scenario) => {
      const busy = underEnrichment[scenario.name];
      const laterBusy = later?.rows[scenario.name];
      const quiet = defaultIdle[scenario.name];
      const single = idle['1']?.[scenario.name];
      return {
        route: `${scenario.name} @${scenario.connections}`,
        'idle p50': quiet?.p50_ms,
        'idle p95': quiet?.p95_ms,
        'idle req/s': quiet?.req_per_s,
        'enriching p50': busy?.p50_ms,
        'enriching p95': busy?.p95_ms,
        'enriching req/s': busy?.req_per_s,
        'p95 ratio': busy && quiet ? round(busy.p95_ms / quiet.p95_ms) : null,
        'target ratio': scenario.factor,
        'later enriching p95': laterBusy?.p95_ms ?? null,
        'later req/s': laterBusy?.req_per_s ?? null,
        'later p95 ratio': laterBusy && quiet ? round(laterBusy.p95_ms / quiet.p95_ms) : null,
        '1 process p95': single?.p95_ms,
        '1 process req/s': single?.req_per_s,
        non_200: (busy?.non_200 ?? 0) + (quiet?.non_200 ?? 0) + (single?.non_200 ?? 0),
      };
    });
    const report = {
      mode: options.mode,
      at: new Date().toISOString(),
      machine: describeMachine(),
      api_processes: availableParallelism(),
      measured_seconds: seconds,
      warm_up_seconds: WARM_UP_SECONDS,
      consumer_lag_during_measurement: { before: lagBefore, after: lagAfter },
      later_window: later ? { after_seconds: later.after_seconds, consumer_lag: { before: later.lagBefore, after: later.lagAfter } } : null,
      rows,
      peak_rss_during_enrichment: memory,
      shutdown_seconds_during_enrichment: shutdownSeconds,
    };
    console.log(`\nThe API while the pipeline enriches the whole mirror (${options.mode}, ${availableParallelism()} cores; consumer lag ${lagBefore} → ${lagAfter} during the first window${later ? `, ${later.lagBefore} → ${later.lagAfter} during the later one (${later.after_seconds} s on)` : ''}):`);
    console.table(rows);
    console.log(`peak RSS during enrichment: whole tree ${memory.total_mb} MB; API process ${memory.api_process_mb} MB; enrichment process ${memory.pipeline_process_mb} MB; supervisor ${memory.supervisor_mb} MB`);
    console.log(`SIGTERM during enrichment → every process ended in ${shutdownSeconds} s\n`);
    return report;
  } finally {
    await closeDeps(deps);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
