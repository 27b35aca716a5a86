/**
 * The loop both alert dispatchers run (webhooks, e-mail): look up what is due on a schedule kept in
 * the graph, start attempts while there is room (at most one per watchlist entry, at most
 * `perTenant` per tenant, at most `concurrency` at once), and poll until stopped. The per-tenant
 * cap is what keeps one tenant's dead receiver from taking every slot: one entry holds one slot
 * for at most the 5 s timeout, but a tenant watching 20 facilities with the same dead URL has 20
 * entries, which without the cap would hold all 16 slots and stall every other tenant. The schedule is in the store, so the loop keeps
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
  due: (now: string, query: { excludeWatchlists: string[]; excludeTenants: string[]; limit: number }) => Promise<T[]>;
  /** The item's own id, its watchlist entry and its tenant. */
  keys: (item: T) => { id: string; entry: string; tenant: string };
  /** One attempt; never throws (a dispatcher logs its own faults). */
  attempt: (item: T) => Promise<void>;
  now: () => string;
  concurrency: number;
  /** Attempts of one tenant in flight at once (all its entries together). */
  perTenant: number;
  pollMs: number;
  onPollError: (error: unknown) => void;
}): DueLoop {
  const busyEntries = new Set<string>();
  const tenantLoad = new Map<string, number>();
  const fullTenants = () => [...tenantLoad].filter(([, n]) => n >= options.perTenant).map(([tenant]) => tenant);
  const inFlight = new Map<string, Promise<void>>();
  let stopped = true;
  let loop: Promise<void> | null = null;
  // Wakes the polling loop when an attempt ends, so a freed slot is refilled at once rather than
  // at the next poll (under a backlog the poll interval would otherwise cap the delivery rate).
  let wake: (() => void) | null = null;

  /** Starts due attempts while there is room; returns the started ones without waiting for them. */
  async function pump(): Promise<Array<Promise<void>>> {
    const started: Array<Promise<void>> = [];
    while (inFlight.size < options.concurrency) {
      // More rows than free slots: under a backlog the earliest rows often belong to a few busy-to-be
      // entries, and one query per started attempt would cap the delivery rate.
      const due = await options.due(options.now(), { excludeWatchlists: [...busyEntries], excludeTenants: fullTenants(), limit: Math.min(1000, options.concurrency * 8) });
      let took = 0;
      for (const item of due) {
        const { id, entry, tenant } = options.keys(item);
        if (inFlight.size >= options.concurrency || busyEntries.has(entry) || inFlight.has(id) || (tenantLoad.get(tenant) ?? 0) >= options.perTenant) continue;
        busyEntries.add(entry);
        tenantLoad.set(tenant, (tenantLoad.get(tenant) ?? 0) + 1);
        const running = options.attempt(item).finally(() => {
          busyEntries.delete(entry);
          const load = (tenantLoad.get(tenant) ?? 1) - 1;
          if (load > 0) tenantLoad.set(tenant, load);
          else tenantLoad.delete(tenant);
          inFlight.delete(id);
          wake?.();
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
          await new Promise<void>((resolve) => {
            const timer = setTimeout(done, options.pollMs);
            function done() {
              clearTimeout(timer);
              wake = null;
              resolve();
            }
            wake = done;
          });
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
