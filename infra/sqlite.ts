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
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  return db;
}

