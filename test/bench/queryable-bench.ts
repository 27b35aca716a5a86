/**
 * `npm run bench -- --only queryable [--mode engines]`: time from `npm start` on a fresh data folder
 * and the whole mirror to fully queryable (every source ingested, every step caught up), with each
 * step's throughput and the peak RSS of every process. The supervisor runs as a user starts it.
 * Nothing here asserts on time; figures go to .bench/queryable-<mode>.json and docs/performance.md.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { closeDeps, createDeps } from '../../cli/deps.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { CONNECTORS } from '../../ingest/sources/index.ts';
import { sharedDataDir } from '../fixtures/shared.ts';
import { benchFolder, spawnRegintel, stopAndTime, waitForHealth } from './load-bench.ts';
import { describeMachine } from './machine.ts';
import { rssSampler } from './process-rss.ts';

const round = (value: number) => Math.round(value * 10) / 10;

export async function queryableBench(options: { mode: 'embedded' | 'engines'; timeoutMinutes?: number; keep?: boolean }) {
  const { dataDir, port, env } = await benchFolder('queryable', options.mode);
  const deps = await createDeps(loadConfig(env), createLogger({ level: 'error', destination: process.stderr }));
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const start = spawnRegintel(['start'], { ...env, REGINTEL_MIRROR_DIR: sharedDataDir });
  const sampler = rssSampler(start.pid ?? 0);
  try {
    await waitForHealth(`http://127.0.0.1:${port}`);
    const sources = CONNECTORS.map((c) => c.name);
    /** Per step: when it first had work, when it last caught up, and records consumed. */
    const steps = new Map<string, { firstBusy: number | null; caughtUp: number | null; done: number }>();
    let idleChecks = 0;
    let stableChecks = 0;
    let lastIngestedCount = -1;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const now = (performance.now() - started) / 1000;
      const lag = await deps.bus.lag();
      const perStep = new Map<string, { done: number; left: number }>();
      for (const entry of lag) {
        const step = perStep.get(entry.groupId) ?? { done: 0, left: 0 };
        step.done += entry.committedOffset;
        step.left += entry.lag;
        perStep.set(entry.groupId, step);
      }
      for (const [step, { done, left }] of perStep) {
        const seen = steps.get(step) ?? { firstBusy: null, caughtUp: null, done: 0 };
        if (left > 0 && seen.firstBusy === null) seen.firstBusy = now;
        if (left > 0) seen.caughtUp = null;
        else if (seen.caughtUp === null) seen.caughtUp = now;
        seen.done = done;
        steps.set(step, seen);
      }
      const ingested = deps.ledger.lastAttempts().filter((run) => run.finished_at >= startedAt).map((run) => run.source);
      const allIngested = sources.every((source) => ingested.includes(source));
      const busy = [...perStep.values()].some((step) => step.left > 0);
      // A source whose dataset is absent from the mirror never records a run; so besides "every
      // source ran", "no source has run for 30 s" counts as ingestion done.
      const settled = allIngested || (ingested.length > 0 && ingested.length === lastIngestedCount && stableChecks >= 6);
      stableChecks = ingested.length === lastIngestedCount ? stableChecks + 1 : 0;
      lastIngestedCount = ingested.length;
      idleChecks = settled && !busy ? idleChecks + 1 : 0;
      const total = [...perStep.values()].reduce((sum, s) => sum + s.left, 0);
      process.stderr.write(`  ${round(now)} s: ${ingested.length}/${sources.length} sources ingested, ${total} records waiting\n`);
      if (idleChecks >= 2) break;
      if (now > (options.timeoutMinutes ?? 60) * 60) throw new Error(`not fully queryable after ${options.timeoutMinutes ?? 60} minutes`);
    }
    const queryableSeconds = round((performance.now() - started) / 1000);
    const memory = sampler.stop();
    const shutdownSeconds = await stopAndTime(start);
    const rows = [...steps.entries()]
      .filter(([, s]) => s.done > 0)
      .map(([step, s]) => {
        const busySeconds = s.firstBusy === null || s.caughtUp === null ? null : Math.max(5, s.caughtUp - s.firstBusy);
        return { step, records: s.done, 'busy from (s)': s.firstBusy === null ? null : round(s.firstBusy), 'caught up at (s)': s.caughtUp === null ? null : round(s.caughtUp), 'records/s': busySeconds ? Math.round(s.done / busySeconds) : null };
      })
      .sort((a, b) => (a['caught up at (s)'] ?? 0) - (b['caught up at (s)'] ?? 0));
    const counts = await deps.search.indices();
    const report = { mode: options.mode, at: new Date().toISOString(), machine: describeMachine(), load_average_1m_at_end: loadavg()[0], queryable_seconds: queryableSeconds, steps: rows, indices: counts, graph: await deps.graph.counts(), peak_rss: memory, shutdown_seconds: shutdownSeconds };
    console.log(`\nWhole mirror → fully queryable (${options.mode}): ${queryableSeconds} s; peak RSS whole tree ${memory.total_mb} MB (API process ${memory.api_process_mb} MB, enrichment ${memory.pipeline_process_mb} MB)`);
    console.table(rows);
    console.table(counts);
    return report;
  } finally {
    if (start.exitCode === null) await stopAndTime(start);
    await closeDeps(deps);
    // --keep leaves the filled folder for the routes and scale benches (`--data-dir`, `--source`).
    if (options.keep) console.log(`data folder kept: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}
