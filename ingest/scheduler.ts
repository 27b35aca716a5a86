import cron from 'node-cron';
import type { Clock } from '../infra/clock.ts';
import type { Logger } from '../infra/logger.ts';

export interface ScheduledJob {
  name: string;
  /** node-cron expression. */
  schedule: string;
  run: () => Promise<unknown>;
}

export interface Scheduler {
  /** Registers a job on its cron schedule. Throws on an invalid expression. */
  add(job: ScheduledJob): void;
  /** Runs a job now, unless a run of it is already in progress (then resolves false). */
  runNow(name: string): Promise<boolean>;
  /** Names of the jobs running at this moment. */
  running(): string[];
  stop(): void;
}

/**
 * The one helper every scheduled job goes through: it names the job, refuses overlapping runs of
 * the same job, logs duration and outcome, and never lets a failing job crash the process.
 */
export function createScheduler(deps: { logger: Logger; clock: Clock }): Scheduler {
  const log = deps.logger.child({ module: 'scheduler' });
  const jobs = new Map<string, ScheduledJob>();
  const inFlight = new Set<string>();
  const tasks: Array<{ stop: () => unknown }> = [];

  async function execute(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    if (inFlight.has(name)) {
      log.warn({ job: name }, 'previous run still in progress; this run is skipped');
      return false;
    }
    inFlight.add(name);
    const started = deps.clock.now().getTime();
    try {
      await job.run();
      log.info({ job: name, ms: deps.clock.now().getTime() - started }, 'job finished');
    } catch (error) {
      log.error({ job: name, err: error, ms: deps.clock.now().getTime() - started }, 'job failed');
    } finally {
      inFlight.delete(name);
    }
    return true;
  }

  return {
    add(job) {
      if (!cron.validate(job.schedule)) throw new Error(`invalid cron expression for ${job.name}: ${job.schedule}`);
      jobs.set(job.name, job);
      tasks.push(cron.schedule(job.schedule, () => void execute(job.name), { name: job.name }));
    },
    runNow: execute,
    running: () => [...inFlight],
    stop() {
      for (const task of tasks) task.stop();
    },
  };
}
