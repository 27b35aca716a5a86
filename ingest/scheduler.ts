import cron from 'node-cron';
import type { Clock } from '../infra/clock.ts';
import type { Logger } from '../infra/logger.ts';

export interface ScheduledJob {
  name: string;
  /** node-cron expression. */
  schedule: string;
  /** One run; `signal` aborts when the scheduler stops (the job ends early, keeping what it committed). */
  run: (signal: AbortSignal) => Promise<unknown>;
}

export interface Scheduler {
  /** Registers a job on its cron schedule. Throws on an invalid expression. */
  add(job: ScheduledJob): void;
  /** Runs a job now, unless a run of it is already in progress or the scheduler stopped (then resolves false). */
  runNow(name: string): Promise<boolean>;
  /** Names of the jobs running at this moment. */
  running(): string[];
  /**
   * No run starts any more; the running ones are told to stop and awaited, up to `waitMs`
   * (a job that ignores its signal is left running, and named in the log).
   */
  stop(waitMs?: number): Promise<void>;
}

/** How long `stop` waits for running jobs by default: well inside the 10 s a process has to stop. */
const STOP_WAIT_MS = 5_000;

/**
 * The one helper every scheduled job goes through: it names the job, refuses overlapping runs of
 * the same job, logs duration and outcome, and never lets a failing job crash the process. A stop
 * aborts the running jobs' signal and waits for them, so a process stopping mid-ingest neither
 * leaves a run publishing behind its back nor starts the next one.
 */
export function createScheduler(deps: { logger: Logger; clock: Clock }): Scheduler {
  const log = deps.logger.child({ module: 'scheduler' });
  const jobs = new Map<string, ScheduledJob>();
  const inFlight = new Map<string, Promise<void>>();
  const tasks: Array<{ stop: () => unknown }> = [];
  const stopping = new AbortController();

  async function execute(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    if (stopping.signal.aborted) return false;
    if (inFlight.has(name)) {
      log.warn({ job: name }, 'previous run still in progress; this run is skipped');
      return false;
    }
    // What `stop` waits for: settled when this run has ended, however it ends.
    let ended = () => {};
    inFlight.set(name, new Promise<void>((resolve) => (ended = resolve)));
    const started = deps.clock.now().getTime();
    try {
      await job.run(stopping.signal);
      log.info({ job: name, ms: deps.clock.now().getTime() - started, stopped: stopping.signal.aborted }, 'job finished');
    } catch (error) {
      log.error({ job: name, err: error, ms: deps.clock.now().getTime() - started }, 'job failed');
    } finally {
      inFlight.delete(name);
      ended();
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
    running: () => [...inFlight.keys()],
    async stop(waitMs = STOP_WAIT_MS) {
      for (const task of tasks) task.stop();
      stopping.abort();
      if (inFlight.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), waitMs)));
      const outcome = await Promise.race([Promise.all(inFlight.values()), timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') log.warn({ jobs: [...inFlight.keys()], waitMs }, 'jobs still running after the stop; not waited for');
    },
  };
}
