import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { changeTokenReader, openSqlite, switchToWal } from './sqlite.ts';

/** A handle whose `pragma` answers from a script: an error to throw, or undefined to succeed. */
function scriptedPragma(script: Array<Error | undefined>) {
  const calls: string[] = [];
  return {
    calls,
    pragma(source: string) {
      calls.push(source);
      const next = script.shift();
      if (next) throw next;
      return [{ journal_mode: 'wal' }];
    },
  };
}

const busy = () => new Database.SqliteError('database is locked', 'SQLITE_BUSY');

describe('switchToWal', () => {
  it('retries while another process holds the lock, then switches', () => {
    const db = scriptedPragma([busy(), busy(), undefined]);
    switchToWal(db);
    expect(db.calls).toEqual(['journal_mode = WAL', 'journal_mode = WAL', 'journal_mode = WAL']);
  });

  it('gives up with the SQLite error once the deadline has passed', () => {
    const db = scriptedPragma(Array.from({ length: 1000 }, busy));
    expect(() => switchToWal(db, 50)).toThrow('database is locked');
  });

  it('does not retry an error other than busy', () => {
    const db = scriptedPragma([new Database.SqliteError('disk I/O error', 'SQLITE_IOERR'), undefined]);
    expect(() => switchToWal(db)).toThrow('disk I/O error');
    expect(db.calls).toHaveLength(1);
  });
});

describe('openSqlite', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('opens a new file in WAL mode, creating its folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-sqlite-'));
    const db = openSqlite(join(dir, 'nested', 'store.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});

describe('changeTokenReader', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('changes with a commit through this connection or another one, and stands through reads', () => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-sqlite-token-'));
    const file = join(dir, 'a.db');
    const mine = openSqlite(file);
    const theirs = openSqlite(file);
    try {
      mine.exec('CREATE TABLE t (v INTEGER)');
      const token = changeTokenReader(mine);
      const start = token();
      mine.prepare('SELECT count(*) FROM t').get();
      expect(token()).toBe(start);
      mine.prepare('INSERT INTO t VALUES (1)').run();
      const afterOwn = token();
      expect(afterOwn).not.toBe(start);
      theirs.prepare('UPDATE t SET v = 2').run();
      const afterTheirs = token();
      expect(afterTheirs).not.toBe(afterOwn);
      theirs.prepare('DELETE FROM t').run();
      expect(token()).not.toBe(afterTheirs);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
