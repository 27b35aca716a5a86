/**
 * The loop both alert dispatchers run (webhooks, e-mail): look up what is due on a schedule kept in
 * the graph, start attempts while there is room (at most one per watchlist entry, at most
 * `concurrency` at once), and poll until stopped. The schedule is in the store, so the loop keeps
 * no state a restart would lose; what an attempt does is the dispatcher's.
 */
export interface DueLoop {
  /** One pass at the clock's now: starts every due attempt there is room for and resolves when they have ended. */
  runDue(): Promise<number>;
  /** Polls for due attempts until stopped. */
  start(): void;
  /** Stops polling; resolves once the attempts in flight have ended. */
  stop(): Promise<void>;
}

export function createDueLoop<T>(options: {
  /** Due items at `now`, leaving out the busy entries. */
  due: (now: string, query: { excludeWatchlists: string[]; limit: number }) => Promise<T[]>;
  /** The item's own id and its watchlist entry. */
  keys: (item: T) => { id: string; entry: string };
  /** One attempt; never throws (a dispatcher logs its own faults). */
  attempt: (item: T) => Promise<void>;
  now: () => string;
  concurrency: number;
  pollMs: number;
  onPollError: (error: unknown) => void;
}): DueLoop {
  const busyEntries = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  let stopped = true;
  let loop: Promise<void> | null = null;

  /** Starts due attempts while there is room; returns the started ones without waiting for them. */
  async function pump(): Promise<Array<Promise<void>>> {
    const started: Array<Promise<void>> = [];
    while (inFlight.size < options.concurrency) {
      const due = await options.due(options.now(), { excludeWatchlists: [...busyEntries], limit: options.concurrency - inFlight.size });
      let took = 0;
      for (const item of due) {
        const { id, entry } = options.keys(item);
        if (inFlight.size >= options.concurrency || busyEntries.has(entry) || inFlight.has(id)) continue;
        busyEntries.add(entry);
        const running = options.attempt(item).finally(() => {
          busyEntries.delete(entry);
          inFlight.delete(id);
        });
        inFlight.set(id, running);
        started.push(running);
        took += 1;
      }
      if (took === 0) break;
    }
    return started;
  }

  return {
    async runDue() {
      const started = await pump();
      await Promise.all(started);
      return started.length;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      loop = (async () => {
        while (!stopped) {
          try {
            await pump();
          } catch (error) {
            options.onPollError(error);
          }
          await new Promise((resolve) => setTimeout(resolve, options.pollMs));
        }
      })();
    },
    async stop() {
      stopped = true;
      await loop;
      await Promise.all(inFlight.values());
    },
  };
}
