import { liveTarget, scheduleOf, unknownSourceNames } from '../../ingest/ingest-plan.ts';
import type { IngestTarget } from '../../ingest/run-connector.ts';
import { runConnector } from '../../ingest/run-connector.ts';
import { createScheduler } from '../../ingest/scheduler.ts';
import { CONNECTORS } from '../../ingest/sources/index.ts';
import { publishKnowledge } from '../../enrich/knowledge/publish-knowledge.ts';
import { listen } from '../app.ts';
import type { Deps } from '../deps.ts';
import { startPipeline } from '../pipeline.ts';
import { startProgressBar } from '../progress-bar.ts';

export interface StartOptions {
  api: boolean;
  pipeline: boolean;
  scheduler: boolean;
}

/**
 * `regintel start` (= `npm start`): the ingest scheduler, the enrichment consumers and the API in
 * one process. `regintel api` and `regintel enrich` run one part each, for separate processes.
 * Resolves with a stop function; SIGINT/SIGTERM handling belongs to the caller.
 */
export async function startCommand(deps: Deps, options: StartOptions): Promise<{ url: string | null; stop(): Promise<void> }> {
  const log = deps.logger.child({ module: 'start' });
  const pipeline = options.pipeline ? await startPipeline(deps) : null;
  // On a terminal, a progress bar while records are being enriched.
  const progressBar = pipeline && process.stderr.isTTY ? startProgressBar(deps, process.stderr) : null;
  const server = options.api ? await listen(deps) : null;
  if (server) log.info({ url: server.url }, 'API listening');

  const scheduler = createScheduler(deps);
  if (options.scheduler) {
    // The curated knowledge ships with the code: publish what changed since the last start.
    const knowledge = await publishKnowledge(deps);
    log.info({ knowledge }, `knowledge: published ${knowledge.published} of ${knowledge.read} entries`);
    scheduleIngestion(deps, scheduler);
  }

  return {
    url: server?.url ?? null,
    stop: async () => {
      const started = performance.now();
      progressBar?.stop();
      // Side by side: a stop takes as long as its slowest part, not their sum. The bus stays open
      // until the caller closes the stores, so an ingest run stopping here still commits its batch.
      await Promise.all([scheduler.stop(), server?.close(), pipeline?.stop()]);
      // Said at info: a slow stop is what an operator looks for when a restart takes long.
      log.info({ ms: Math.round(performance.now() - started) }, 'stopped: the batches in hand are committed');
    },
  };
}

/**
 * One scheduled job per source (`ingest:<source>`) on its own cron schedule, so a slow source
 * never delays the others and a source is never run twice at once. With ingest-on-start, every
 * source runs once now, in catalogue order (reference data first).
 */
function scheduleIngestion(deps: Deps, scheduler: ReturnType<typeof createScheduler>): void {
  const log = deps.logger.child({ module: 'ingest-scheduler' });
  const { ingest, mirrorDir } = deps.config;
  if (ingest.from === 'none') {
    log.info('ingestion is off (REGINTEL_INGEST_FROM=none); use `regintel ingest` by hand');
    return;
  }
  const typos = unknownSourceNames(ingest, CONNECTORS);
  if (typos.length > 0) log.warn({ names: typos }, 'REGINTEL_INGEST_SCHEDULES / REGINTEL_SOURCE_URLS name unknown sources');
  const target: IngestTarget = ingest.from === 'mirror' && mirrorDir ? { mode: 'mirror', mirrorDir } : liveTarget(ingest);
  const connectors = target.mode === 'live' ? CONNECTORS.filter((connector) => connector.fetchLive) : CONNECTORS;
  for (const connector of connectors) {
    scheduler.add({
      name: `ingest:${connector.name}`,
      schedule: scheduleOf(connector, ingest),
      run: async (signal) => {
        const summary = await runConnector(connector, target, deps, { signal });
        log.info({ summary }, `${connector.name}: ${summary.status}, published ${summary.published}, unchanged ${summary.unchanged}, dlq ${summary.dlq}`);
      },
    });
  }
  log.info({ from: target.mode, sources: connectors.map((c) => `${c.name} (${scheduleOf(c, ingest)})`) }, 'ingestion scheduled');
  if (ingest.onStart) {
    void (async () => {
      for (const connector of connectors) await scheduler.runNow(`ingest:${connector.name}`);
    })();
  }
}
