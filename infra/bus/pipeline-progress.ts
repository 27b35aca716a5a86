import type { EventBus, GroupLag } from './event-bus.port.ts';

/**
 * How far each pipeline step (consumer group) is: records consumed of the records on its topics,
 * the rate over the last minute and the time left at that rate. What `/v1/health`, `regintel
 * status` and the progress bar of `regintel start` show while the mirror is being digested.
 */
export interface StepProgress {
  step: string;
  done: number;
  total: number;
  /** Records per second over the sampling window; null until two samples exist. */
  rate_per_second: number | null;
  /** Seconds until the step has caught up at that rate; 0 when caught up, null when unknown (no progress yet). */
  eta_seconds: number | null;
}

export interface ProgressSample {
  at: number;
  /** Per step: records consumed and records on its topics. */
  steps: Map<string, { done: number; total: number }>;
}

/** Consumer groups of operator tools (`ops.*`, e.g. the bookmark of `regintel dlq replay`), not pipeline steps. */
export const OPERATOR_GROUP_PREFIX = 'ops.';

/** Sums a group's partitions and topics into one step; operator groups are left out. */
export function sampleOf(lag: readonly GroupLag[], at: number): ProgressSample {
  const steps = new Map<string, { done: number; total: number }>();
  for (const entry of lag) {
    if (entry.groupId.startsWith(OPERATOR_GROUP_PREFIX)) continue;
    const step = steps.get(entry.groupId) ?? { done: 0, total: 0 };
    step.done += entry.committedOffset;
    step.total += entry.endOffset;
    steps.set(entry.groupId, step);
  }
  return { at, steps };
}

/** Progress of every step in `current`, with rates measured against `since` (an earlier sample). */
export function progressBetween(since: ProgressSample | null, current: ProgressSample): StepProgress[] {
  const seconds = since ? (current.at - since.at) / 1000 : 0;
  return [...current.steps.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([step, { done, total }]) => {
      const before = since?.steps.get(step);
      const rate = before && seconds > 0 ? Math.max(0, (done - before.done) / seconds) : null;
      const left = Math.max(0, total - done);
      const eta = left === 0 ? 0 : rate ? Math.ceil(left / rate) : null;
      return { step, done, total, rate_per_second: rate === null ? null : Math.round(rate * 10) / 10, eta_seconds: eta };
    });
}

/**
 * Samples the bus on demand and keeps the samples of the last `windowMs`, so each caller (a health
 * probe every few seconds, a progress bar every second) gets a rate without a timer of its own.
 */
export function createProgressTracker(deps: { bus: Pick<EventBus, 'lag'>; now?: () => number; windowMs?: number }) {
  const now = deps.now ?? Date.now;
  const windowMs = deps.windowMs ?? 60_000;
  const samples: ProgressSample[] = [];
  return {
    async snapshot(): Promise<StepProgress[]> {
      const current = sampleOf(await deps.bus.lag(), now());
      while (samples.length > 0 && current.at - (samples[0]?.at ?? 0) > windowMs) samples.shift();
      const oldest = samples[0] ?? null;
      samples.push(current);
      return progressBetween(oldest, current);
    },
  };
}

/** Whole steps summed: what a single progress bar shows. */
export function overall(steps: readonly StepProgress[]): { done: number; total: number; eta_seconds: number | null } {
  const done = steps.reduce((sum, s) => sum + s.done, 0);
  const total = steps.reduce((sum, s) => sum + s.total, 0);
  // The pipeline is done when its slowest step is: the longest ETA, unknown if any is unknown.
  const etas = steps.map((s) => s.eta_seconds);
  const eta = etas.some((e) => e === null) ? null : Math.max(0, ...(etas as number[]));
  return { done, total, eta_seconds: eta };
}
