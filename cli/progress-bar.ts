import { SingleBar } from 'cli-progress';
import { createProgressTracker, overall } from '../infra/bus/pipeline-progress.ts';
import type { EventBus } from '../infra/bus/event-bus.port.ts';

/**
 * The progress bar of `regintel start` on a terminal: records consumed of records waiting, summed
 * over the enrichment steps, with the slowest step's rate and time left (what `regintel status`
 * and `/v1/health` report in detail). Shown only while there is work; never on a pipe or a log file.
 */
export function startProgressBar(deps: { bus: Pick<EventBus, 'lag'> }, stream: NodeJS.WriteStream, intervalMs = 2_000): { stop(): void } {
  const tracker = createProgressTracker({ bus: deps.bus });
  const bar = new SingleBar({
    stream,
    format: 'enrichment [{bar}] {percentage}% | {value}/{total} records | {step} | time left {left}',
    hideCursor: false,
    clearOnComplete: true,
    etaBuffer: 1,
  });
  let shown = false;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void tracker
      .snapshot()
      .then((steps) => {
        const total = overall(steps);
        const behind = steps.filter((s) => s.done < s.total).sort((a, b) => (b.eta_seconds ?? Infinity) - (a.eta_seconds ?? Infinity))[0];
        const payload = { step: behind ? `${behind.step}${behind.rate_per_second ? ` ${behind.rate_per_second}/s` : ''}` : 'caught up', left: formatSeconds(total.eta_seconds) };
        if (total.done < total.total) {
          if (!shown) bar.start(total.total, total.done, payload);
          shown = true;
          bar.setTotal(total.total);
          bar.update(total.done, payload);
        } else if (shown) {
          bar.update(total.total, payload);
          bar.stop();
          shown = false;
        }
      })
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      if (shown) bar.stop();
    },
  };
}

function formatSeconds(seconds: number | null): string {
  if (seconds === null) return 'unknown';
  if (seconds === 0) return 'none';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}
