import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** A better-sqlite3 handle; re-exported so adapters need not import the driver's types. */
export type SqliteDatabase = Database.Database;

/**
 * Opens (creating if needed) a SQLite file for an embedded adapter.
 *
 * WAL lets a reader (the API, `regintel status`) run beside a writer (ingest) in another process;
 * `synchronous = NORMAL` under WAL keeps every committed transaction across a process crash
 * (kill -9), losing at most the last ones on a power cut, which replay from the log repairs.
 * `busy_timeout` makes a second writer wait instead of failing with SQLITE_BUSY.
 */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  db.pragma('busy_timeout = 10000');
  if (!options.readonly) {
    switchToWal(db);
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * A reader of a token that changes whenever the database may have changed: a commit by any other
 * connection (SQLite's `data_version`, which every process sees) or a row changed through this
 * one (`total_changes()`, which `data_version` leaves out). Reading it touches no table, so a
 * process can keep what it read from the file for as long as the token stands.
 */
export function changeTokenReader(db: SqliteDatabase): () => string {
  const statement = db.prepare('SELECT data_version AS commits, total_changes() AS own FROM pragma_data_version');
  return () => {
    const { commits, own } = statement.get() as { commits: number; own: number };
    return `${commits}:${own}`;
  };
}

const WAL_SWITCH_DEADLINE_MS = 10_000;
const WAL_SWITCH_RETRY_MS = 20;

/**
 * Sets `journal_mode = WAL`, retrying while another process holds the lock.
 *
 * Why: `npm start` launches its workers together and each opens the same fresh files. Turning a
 * new file to WAL needs an exclusive lock; when two processes try at once SQLite sees a possible
 * deadlock and answers SQLITE_BUSY at once, without calling the busy handler, so `busy_timeout`
 * does not cover it. The mode is stored in the file: once one process has switched it, the others'
 * retries are no-ops.
 */
export function switchToWal(db: Pick<SqliteDatabase, 'pragma'>, deadlineMs = WAL_SWITCH_DEADLINE_MS): void {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      sleepSync(WAL_SWITCH_RETRY_MS);
    }
  }
}

function isBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');
}

/** Blocks the thread: opening a store is synchronous, and this runs only while a process starts. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
