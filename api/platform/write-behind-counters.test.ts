import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SqliteDatabase, openSqlite } from '../../infra/sqlite.ts';
import { type Counter, createWriteBehindTable } from './write-behind-counters.ts';

const TABLE = 'rl_monthly';
let dir: string;
let db: SqliteDatabase;
let other: SqliteDatabase;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'regintel-counters-'));
  db = openSqlite(join(dir, 'limits.db'));
  db.exec(`CREATE TABLE ${TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`);
  // Another connection to the file: what a restarted process would read.
  other = openSqlite(join(dir, 'limits.db'));
});

afterEach(() => {
  other.close();
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

const stored = (key: string) => other.prepare(`SELECT points, expire FROM ${TABLE} WHERE key = ?`).get(key) as { points: number; expire: number | null } | undefined;

/** The outcome of a call as the limiter reads it: resolved or refused, with the figures. */
async function outcome(call: Promise<RateLimiterRes>): Promise<{ refused: boolean; consumed: number; remaining: number; first: boolean }> {
  try {
    const res = await call;
    return { refused: false, consumed: res.consumedPoints, remaining: res.remainingPoints, first: res.isFirstInDuration };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return { refused: true, consumed: error.consumedPoints, remaining: error.remainingPoints, first: error.isFirstInDuration };
  }
}

describe('write-behind rate-limit counters', () => {
  it('answers every call exactly as rate-limiter-flexible’s SQLite limiter does on the same sequence', async () => {
    const libraryDb = openSqlite(join(dir, 'library.db'));
    try {
      const library = await new Promise<RateLimiterSQLite>((resolve, reject) => {
        const made: RateLimiterSQLite = new RateLimiterSQLite(
          { storeClient: libraryDb, storeType: 'better-sqlite3', tableName: TABLE, keyPrefix: '', points: 3, duration: 3600 },
          (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(made)),
        );
      });
      const ours = createWriteBehindTable(db, TABLE).counter(3, 3600);
      const steps: Array<(counter: Counter | RateLimiterSQLite) => Promise<RateLimiterRes>> = [
        (c) => c.consume('a', 1),
        (c) => c.consume('a', 1),
        (c) => c.reward('a', 1),
        (c) => c.consume('a', 1),
        (c) => c.consume('a', 1),
        (c) => c.consume('a', 1), // the fourth point: refused
        (c) => c.reward('a', 1),
        (c) => c.consume('b', 2, { customDuration: 60 }),
        (c) => c.reward('c', 1), // a give-back on a missing window opens it at minus one
        (c) => c.consume('c', 1),
      ];
      for (const [index, step] of steps.entries()) {
        const expected = await outcome(step(library));
        expect({ step: index, ...(await outcome(step(ours))) }).toEqual({ step: index, ...expected });
      }
      for (const key of ['a', 'b', 'c', 'missing']) {
        const expected = await library.get(key);
        const actual = await ours.get(key);
        expect(actual?.consumedPoints ?? null).toBe(expected?.consumedPoints ?? null);
      }
    } finally {
      libraryDb.close();
    }
  });

  it('writes a count to the table on flush, not on every call, and all of it on close', async () => {
    const table = createWriteBehindTable(db, TABLE);
    const counter = table.counter(1000, 3600);
    for (let i = 0; i < 5; i += 1) await counter.consume('month:t:2026-11');
    expect(stored('month:t:2026-11')).toBeUndefined();
    table.flush();
    expect(stored('month:t:2026-11')?.points).toBe(5);
    await counter.consume('month:t:2026-11');
    table.close();
    expect(stored('month:t:2026-11')?.points).toBe(6);
    await expect(counter.consume('month:t:2026-11')).rejects.toThrow(/closed/);
  });

  it('continues a count the table already holds, and starts an expired one again', async () => {
    const future = Date.now() + 3_600_000;
    db.prepare(`INSERT INTO ${TABLE} (key, points, expire) VALUES (?, ?, ?)`).run('live', 7, future);
    db.prepare(`INSERT INTO ${TABLE} (key, points, expire) VALUES (?, ?, ?)`).run('old', 7, Date.now() - 1000);
    const counter = createWriteBehindTable(db, TABLE).counter(1000, 3600);
    expect((await counter.consume('live')).consumedPoints).toBe(8);
    expect((await counter.get('old'))).toBeNull();
    const restarted = await counter.consume('old');
    expect(restarted.consumedPoints).toBe(1);
    expect(restarted.msBeforeNext).toBeGreaterThan(3_590_000);
  });

  it('forgets expired windows and remembered absences, and reads the table again for them', async () => {
    const table = createWriteBehindTable(db, TABLE);
    const counter = table.counter(1000, 3600);
    await counter.consume('short', 1, { customDuration: 0.001 });
    expect(await counter.get('absent')).toBeNull();
    table.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Another process (a restart of this one) wrote these meanwhile; memory still holds the old view.
    const future = Date.now() + 3_600_000;
    other.prepare(`INSERT OR REPLACE INTO ${TABLE} (key, points, expire) VALUES (?, ?, ?)`).run('short', 40, future);
    other.prepare(`INSERT OR REPLACE INTO ${TABLE} (key, points, expire) VALUES (?, ?, ?)`).run('absent', 7, future);
    expect(await counter.get('absent')).toBeNull();
    table.forgetExpired();
    expect((await counter.get('short'))?.consumedPoints).toBe(40);
    expect((await counter.get('absent'))?.consumedPoints).toBe(7);
  });

  it('writes a written-through counter at once', async () => {
    const counter = createWriteBehindTable(db, TABLE, { writeThrough: true }).counter(1, 3600);
    await counter.consume('alert:t:2026-11:free:80');
    expect(stored('alert:t:2026-11:free:80')?.points).toBe(1);
    await expect(counter.consume('alert:t:2026-11:free:80')).rejects.toBeInstanceOf(RateLimiterRes);
    expect(stored('alert:t:2026-11:free:80')?.points).toBe(2);
  });
});
