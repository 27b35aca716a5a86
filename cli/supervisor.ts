import cluster, { type Worker } from 'node:cluster';
import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Logger } from '../infra/logger.ts';
import { serveClusterMetrics } from '../infra/metrics/cluster-metrics.ts';
import { CHILD_MALLOC } from './child-env.ts';

/**
 * `regintel start` / `regintel api --workers N` as a small supervisor: the primary process serves
 * no requests and enriches nothing; it forks
 * - N API workers that share the listening port (node:cluster hands connections out in turn), so
 *   every core serves requests and no request waits behind another process's CPU work;
 * - at most one pipeline worker (enrichment consumers, ingest scheduler), run at a lower CPU
 *   priority so that under load the kernel gives the cores to the API first.
 *
 * The workers share their state through the stores (SQLite files in WAL mode, or the engines). The
 * one store the supervisor opens is the embedded rate-limit counters (limits.db): it takes every
 * point for the API workers over IPC (cli/main.ts, api/platform/rate-limits.cluster.ts), so counts
 * stay exact and no worker waits on another's SQLite write lock; with Redis the workers count in
 * Redis themselves. A worker that dies after it was ready is restarted; one that dies during start-up stops
 * the whole service (a port in use, a bad configuration) instead of restarting in a loop.
 *
 * Metrics: a scrape of `/metrics` reaches one API worker, which asks the supervisor; the supervisor
 * collects every worker's registries over IPC, adds its own default metrics (role `supervisor`)
 * and answers with the aggregate (infra/metrics/cluster-metrics.ts), so one scrape sees the whole
 * `npm start`.
 */

/** The environment variable that tells a forked worker which part it runs. */
export const ROLE_VARIABLE = 'REGINTEL_PROCESS_ROLE';
export type ProcessRole = 'api' | 'pipeline';

/** What a worker tells the supervisor once it is serving. */
export interface ReadyMessage {
  type: 'regintel:ready';
  role: ProcessRole;
  url: string | null;
}

export interface SupervisorOptions {
  apiWorkers: number;
  pipeline: boolean;
  logger: Logger;
  /** Called once, when the first API worker listens. */
  onListening?: (url: string) => void;
  /** How long workers get to finish after SIGTERM before they are killed. */
  graceMs?: number;
  /** Extra environment per role (e.g. the pipeline's embedding threads). */
  env?: Partial<Record<ProcessRole, Record<string, string>>>;
  /** Extra Node flags per role (e.g. the pipeline's heap ceiling), after the supervisor's own. */
  execArgv?: Partial<Record<ProcessRole, readonly string[]>>;
}

const RESTART_DELAY_MS = 1_000;

/** Runs until SIGINT/SIGTERM (or a start-up failure); resolves with the exit code. */
export function supervise(options: SupervisorOptions): Promise<number> {
  const log = options.logger.child({ module: 'supervisor' });
  const graceMs = options.graceMs ?? 10_000;
  const roles = new Map<Worker, ProcessRole>();
  const ready = new Set<Worker>();
  let stopping = false;
  let announced = false;

  const own = new Registry();
  collectDefaultMetrics({ register: own, labels: { role: 'supervisor', worker: '0' } });
  const stopServingMetrics = serveClusterMetrics({ own: [own] });

  return new Promise<number>((resolveRun) => {
    const resolve = (code: number): void => {
      stopServingMetrics();
      resolveRun(code);
    };
    const fork = (role: ProcessRole): void => {
      // Settings apply to the next fork only; each role sets its own flags.
      cluster.setupPrimary({ execArgv: [...process.execArgv, ...(options.execArgv?.[role] ?? [])] });
      const worker = cluster.fork({ ...CHILD_MALLOC, ...options.env?.[role], [ROLE_VARIABLE]: role });
      roles.set(worker, role);
      worker.on('message', (message: unknown) => {
        if (!isReady(message)) return;
        ready.add(worker);
        log.info({ role, pid: worker.process.pid }, `${role} worker ready`);
        if (message.url && !announced) {
          announced = true;
          options.onListening?.(message.url);
        }
      });
      worker.on('exit', (code, signal) => {
        const wasReady = ready.delete(worker);
        roles.delete(worker);
        if (stopping) {
          if (roles.size === 0) resolve(0);
          return;
        }
        if (!wasReady) {
          log.error({ role, code, signal }, `${role} worker failed to start; stopping`);
          void stopAll(code || 1);
          return;
        }
        log.error({ role, code, signal }, `${role} worker exited; restarting in ${RESTART_DELAY_MS} ms`);
        setTimeout(() => {
          if (!stopping) fork(role);
        }, RESTART_DELAY_MS).unref();
      });
    };

    const stopAll = async (code: number): Promise<void> => {
      if (stopping) return;
      stopping = true;
      log.info({ workers: roles.size }, 'stopping workers');
      const workers = [...roles.keys()];
      if (workers.length === 0) return resolve(code);
      const exited = Promise.all(workers.map((worker) => new Promise<void>((done) => (worker.isDead() ? done() : worker.once('exit', () => done())))));
      for (const worker of workers) worker.process.kill('SIGTERM');
      const timer = setTimeout(() => {
        for (const worker of workers) {
          if (!worker.isDead()) {
            log.warn({ role: roles.get(worker), pid: worker.process.pid }, `worker still running after ${graceMs} ms; killing it`);
            worker.process.kill('SIGKILL');
          }
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
      resolve(code);
    };

    process.once('SIGINT', () => void stopAll(0));
    process.once('SIGTERM', () => void stopAll(0));
    for (let i = 0; i < options.apiWorkers; i += 1) fork('api');
    if (options.pipeline) fork('pipeline');
  });
}

function isReady(message: unknown): message is ReadyMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'regintel:ready';
}

/** In a forked worker: tells the supervisor this worker serves. No-op outside a cluster. */
export function announceReady(role: ProcessRole, url: string | null): void {
  if (!cluster.isWorker || !process.send) return;
  const message: ReadyMessage = { type: 'regintel:ready', role, url };
  process.send(message);
}
