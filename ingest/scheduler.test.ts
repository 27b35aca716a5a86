import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../infra/clock.ts';
import { createLogger } from '../infra/logger.ts';
import { createScheduler } from './scheduler.ts';

/** A scheduler whose log lines are kept, to see what a stop says. */
function scheduler() {
  const lines: Array<{ msg: string; jobs?: string[] }> = [];
  const destination = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  return { scheduler: createScheduler({ logger: createLogger({ level: 'info', destination }), clock: systemClock }), lines };
}

/** A job that works in steps until its signal aborts, as an ingest run does between records. */
function steppingJob(name: string, state: { steps: number; sawAbort: boolean }) {
  return {
    name,
    schedule: '0 1 * * *',
    run: async (signal: AbortSignal) => {
      while (!signal.aborted && state.steps < 1_000) {
        state.steps += 1;
        await sleep(5);
      }
      state.sawAbort = signal.aborted;
    },
  };
}

describe('createScheduler stop', () => {
  it('aborts the running job, waits until it has ended, and starts no run afterwards', async () => {
    const { scheduler: jobs } = scheduler();
    const state = { steps: 0, sawAbort: false };
    jobs.add(steppingJob('ingest:a', state));
    let laterRuns = 0;
    jobs.add({ name: 'ingest:b', schedule: '0 1 * * *', run: async () => void (laterRuns += 1) });

    // As `npm start` runs every source in turn on start.
    const onStart = (async () => {
      for (const name of ['ingest:a', 'ingest:b']) await jobs.runNow(name);
    })();
    await sleep(30);
    expect(jobs.running()).toEqual(['ingest:a']);
    await jobs.stop();
    expect(state.sawAbort).toBe(true);
    expect(jobs.running()).toEqual([]);
    await onStart;
    expect(laterRuns).toBe(0);
    expect(await jobs.runNow('ingest:b')).toBe(false);
    expect(state.steps).toBeLessThan(1_000);
  });

  it('does not wait past its bound for a job that ignores the signal, and names it in the log', async () => {
    const { scheduler: jobs, lines } = scheduler();
    let release = () => {};
    jobs.add({ name: 'ingest:stubborn', schedule: '0 1 * * *', run: () => new Promise<void>((resolve) => (release = resolve)) });
    void jobs.runNow('ingest:stubborn');
    // Were it waited for, the stop would never end: the job ends only when released below.
    await jobs.stop(50);
    expect(lines.find((line) => line.msg === 'jobs still running after the stop; not waited for')?.jobs).toEqual(['ingest:stubborn']);
    release();
  });

  it('never counts a job that failed before its first await as still running', async () => {
    const { scheduler: jobs } = scheduler();
    let calls = 0;
    const throwsAtOnce = (() => {
      calls += 1;
      throw new Error('bad settings');
    }) as unknown as (signal: AbortSignal) => Promise<unknown>;
    jobs.add({ name: 'ingest:broken', schedule: '0 1 * * *', run: throwsAtOnce });
    expect(await jobs.runNow('ingest:broken')).toBe(true);
    expect(await jobs.runNow('ingest:broken')).toBe(true);
    expect(calls).toBe(2);
    expect(jobs.running()).toEqual([]);
    await jobs.stop(50);
  });
});
