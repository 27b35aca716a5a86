import { RateLimiterRes } from 'rate-limiter-flexible';
import type { SqliteDatabase } from '../../infra/sqlite.ts';

/**
 * Durable rate-limit counters kept in memory and written to their SQLite table behind the requests.
 *
 * Why: the supervisor that owns limits.db took one SQLite upsert per request for the monthly count
 * (about 30 µs each, a third of its CPU at 3,500 requests a second). One process owns the file
 * (rate-limits.cluster.ts), so its memory is the authority and the counts stay exact; the table only
 * has to survive a restart. Dirty counters are written every `FLUSH_MS` and on close, in one
 * transaction. The price: a process killed without warning (SIGKILL, power loss) forgets the calls
 * of its last `FLUSH_MS`, in the tenant's favour; SIGTERM closes the store and writes everything.
 * A counter whose loss would repeat an action (the usage-alert claims) is written through instead.
 *
 * The table is rate-limiter-flexible's (`key`, `points`, `expire` in epoch ms or NULL), and the
 * arithmetic is its upsert's, so a data folder from before works unchanged: a live window adds
 * points, an expired or missing one starts again at the points given, with the expiry of the call
 * (its `customDuration` in seconds, 0 for none) or of the counter.
 */

/** How often dirty counters are written to the table. */
export const FLUSH_MS = 200;

/** Counters kept in memory at most; past it the clean ones are dropped and read again when asked. */
const MAX_ENTRIES = 100_000;

/** The calls the limiter makes of a counter; rate-limiter-flexible's limiters answer them too. */
export interface Counter {
  /** Adds `points`; rejects with the `RateLimiterRes` when the count passes the counter's points. */
  consume(key: string, points?: number, options?: { customDuration?: number }): Promise<RateLimiterRes>;
  /** Takes `points` back (creating a window at minus `points` when none is live, as the library does). */
  reward(key: string, points?: number, options?: { customDuration?: number }): Promise<RateLimiterRes>;
  /** The live window's count, or null. */
  get(key: string): Promise<RateLimiterRes | null>;
}

export interface WriteBehindTable {
  /** A counter that refuses past `points`, with windows of `durationSeconds` unless a call says otherwise. */
  counter(points: number, durationSeconds: number): Counter;
  /** Writes every dirty counter now. */
  flush(): void;
  /** Drops the expired windows (and the remembered absences) from memory; the table's own sweep deletes their rows. */
  forgetExpired(): void;
  /** Writes what is dirty and stops; later calls reject (a closed store is an outage to the limiter). */
  close(): void;
}

interface Entry {
  points: number;
  /** Epoch ms, or null: never expires. */
  expire: number | null;
}

export function createWriteBehindTable(db: SqliteDatabase, table: string, options: { writeThrough?: boolean } = {}): WriteBehindTable {
  const read = db.prepare<[string]>(`SELECT points, expire FROM ${table} WHERE key = ?`);
  const write = db.prepare<[string, number, number | null]>(
    `INSERT INTO ${table} (key, points, expire) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET points = excluded.points, expire = excluded.expire`,
  );
  const writeAll = db.transaction((keys: string[]) => {
    for (const key of keys) {
      const entry = entries.get(key);
      if (entry) write.run(key, entry.points, entry.expire);
    }
  });
  /** Known counters; null: read from the table and absent there. */
  const entries = new Map<string, Entry | null>();
  const dirty = new Set<string>();
  let closed = false;

  const live = (entry: Entry | null | undefined, now: number): entry is Entry => entry !== null && entry !== undefined && (entry.expire === null || entry.expire > now);

  function current(key: string): Entry | null {
    if (closed) throw new Error(`rate-limit counters (${table}) are closed`);
    if (!entries.has(key)) {
      if (entries.size >= MAX_ENTRIES) dropClean();
      const row = read.get(key) as Entry | undefined;
      entries.set(key, row ? { points: row.points, expire: row.expire } : null);
    }
    return entries.get(key) ?? null;
  }

  function upsert(key: string, delta: number, durationMs: number): Entry {
    const now = Date.now();
    let entry = current(key);
    if (live(entry, now)) entry.points += delta;
    else {
      entry = { points: delta, expire: durationMs > 0 ? now + durationMs : null };
      entries.set(key, entry);
    }
    if (options.writeThrough) write.run(key, entry.points, entry.expire);
    else dirty.add(key);
    return entry;
  }

  function result(limit: number, changed: number, entry: Entry): RateLimiterRes {
    // rate-limiter-flexible's own reading of a stored window (RateLimiterSQLite._getRateLimiterRes).
    const first = changed === entry.points;
    const consumed = first ? changed : entry.points;
    return new RateLimiterRes(Math.max(limit - consumed, 0), entry.expire === null ? -1 : Math.max(entry.expire - Date.now(), 0), consumed, first);
  }

  function dropClean(): void {
    for (const key of entries.keys()) if (!dirty.has(key)) entries.delete(key);
  }

  function flush(): void {
    if (dirty.size === 0) return;
    const keys = [...dirty];
    writeAll(keys);
    for (const key of keys) dirty.delete(key);
  }

  return {
    counter(points, durationSeconds) {
      const durationOf = (callOptions?: { customDuration?: number }) =>
        (callOptions?.customDuration !== undefined && callOptions.customDuration >= 0 ? callOptions.customDuration : durationSeconds) * 1000;
      return {
        async consume(key, consumed = 1, callOptions) {
          const res = result(points, consumed, upsert(key, consumed, durationOf(callOptions)));
          if (res.consumedPoints > points) throw res;
          return res;
        },
        async reward(key, given = 1, callOptions) {
          return result(points, -given, upsert(key, -given, durationOf(callOptions)));
        },
        async get(key) {
          const entry = current(key);
          return live(entry, Date.now()) ? result(points, 0, entry) : null;
        },
      };
    },
    flush,
    forgetExpired() {
      const now = Date.now();
      for (const [key, entry] of entries) if (!dirty.has(key) && !live(entry, now)) entries.delete(key);
    },
    close() {
      if (closed) return;
      try {
        flush();
      } finally {
        closed = true;
      }
    },
  };
}
