import { describe, expect, it } from 'vitest';
import type { GroupLag } from './event-bus.port.ts';
import { createProgressTracker, overall, progressBetween, sampleOf } from './pipeline-progress.ts';

const lag = (groupId: string, topic: string, committedOffset: number, endOffset: number): GroupLag => ({
  groupId,
  topic,
  partition: 0,
  committedOffset,
  endOffset,
  lag: endOffset - committedOffset,
});

describe('pipeline progress', () => {
  it('sums a step over its topics and has no rate from a single sample', () => {
    const sample = sampleOf([lag('enrich.facilities', 'raw.fda.inspections', 400, 1000), lag('enrich.facilities', 'raw.fda.citations', 100, 100)], 0);
    expect(progressBetween(null, sample)).toEqual([{ step: 'enrich.facilities', done: 500, total: 1100, rate_per_second: null, eta_seconds: null }]);
  });

  it('leaves operator groups (ops.*, e.g. the DLQ replay bookmark) out of the steps', () => {
    const sample = sampleOf([lag('enrich.rules', 'raw.ecfr.sections', 10, 10), lag('ops.dlq-replay', 'dlq.enrich', 0, 4)], 0);
    expect(progressBetween(null, sample).map((step) => step.step)).toEqual(['enrich.rules']);
  });

  it('measures the rate between samples and the time left at that rate; a caught-up step has 0 left', () => {
    const first = sampleOf([lag('a', 't', 100, 1000), lag('b', 't', 50, 50)], 0);
    const second = sampleOf([lag('a', 't', 300, 1000), lag('b', 't', 80, 80)], 10_000);
    expect(progressBetween(first, second)).toEqual([
      { step: 'a', done: 300, total: 1000, rate_per_second: 20, eta_seconds: 35 },
      { step: 'b', done: 80, total: 80, rate_per_second: 3, eta_seconds: 0 },
    ]);
  });

  it('a stalled step has an unknown ETA, and so has the whole pipeline', () => {
    const first = sampleOf([lag('a', 't', 100, 1000), lag('b', 't', 10, 20)], 0);
    const second = sampleOf([lag('a', 't', 100, 1000), lag('b', 't', 20, 20)], 5_000);
    const steps = progressBetween(first, second);
    expect(steps[0]).toMatchObject({ step: 'a', rate_per_second: 0, eta_seconds: null });
    expect(overall(steps)).toEqual({ done: 120, total: 1020, eta_seconds: null });
  });

  it('the tracker keeps a window of samples and rates against the oldest one in it', async () => {
    let at = 0;
    let committed = 0;
    const tracker = createProgressTracker({ bus: { lag: async () => [lag('a', 't', committed, 10_000)] }, now: () => at, windowMs: 60_000 });
    expect((await tracker.snapshot())[0]?.rate_per_second).toBeNull();
    at = 30_000;
    committed = 3_000;
    expect((await tracker.snapshot())[0]).toMatchObject({ rate_per_second: 100, eta_seconds: 70 });
    // 90 s after the first sample it has left the window: the rate comes from the 30 s one.
    at = 90_000;
    committed = 3_600;
    expect((await tracker.snapshot())[0]).toMatchObject({ rate_per_second: 10 });
  });
});
