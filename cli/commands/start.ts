import { runIngest } from '../../ingest/run-ingest.ts';
import { createScheduler } from '../../ingest/scheduler.ts';
import { CONNECTORS } from '../../ingest/sources/index.ts';
import { formatSummaries } from './ingest.ts';
import { listen } from '../app.ts';
import type { Deps } from '../deps.ts';
import { startPipeline } from '../pipeline.ts';

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
  const server = options.api ? await listen(deps) : null;
  if (server) log.info({ url: server.url }, 'API listening');

  const scheduler = createScheduler(deps);
  const mirrorDir = deps.config.mirrorDir;
  if (options.scheduler && mirrorDir) {
    scheduler.add({
      name: 'ingest:mirror',
      schedule: deps.config.ingest.schedule,
      run: async () => {
        const summaries = await runIngest(CONNECTORS, mirrorDir, deps);
        log.info({ summaries }, `ingest from mirror finished\n${formatSummaries(summaries)}`);
      },
    });
    if (deps.config.ingest.onStart) void scheduler.runNow('ingest:mirror');
    log.info({ mirrorDir, schedule: deps.config.ingest.schedule }, 'ingest scheduled from the mirror');
  } else if (options.scheduler) {
    log.info('no REGINTEL_MIRROR_DIR set: nothing to ingest on a schedule (use `regintel ingest`)');
  }

  return {
    url: server?.url ?? null,
    stop: async () => {
      scheduler.stop();
      await server?.close();
      await pipeline?.stop();
    },
  };
}
