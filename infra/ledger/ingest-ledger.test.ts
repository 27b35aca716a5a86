import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../sqlite.ts';
import { createIngestLedger } from './ingest-ledger.ts';

/*
 * The ledger's schema on disk: a ledger written before retractions (no `routing` column) is
 * brought up to date in place, also when `npm start` opens it from several processes at once.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A ledger file as a version before retractions wrote it: one published record, no routing column. */
function oldLedger(): string {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-ledger-'));
  dirs.push(dir);
  const file = join(dir, 'ingest.db');
  const db = openSqlite(file);
  db.exec(`CREATE TABLE published (
    source TEXT NOT NULL, id TEXT NOT NULL, content_hash TEXT NOT NULL, published_at TEXT NOT NULL,
    PRIMARY KEY (source, id)
  ) WITHOUT ROWID`);
  db.prepare('INSERT INTO published VALUES (?, ?, ?, ?)').run('fda-warning-letters', 'wl-1', 'h1', '2025-01-01T00:00:00.000Z');
  db.close();
  return file;
}

describe('ingest ledger schema', () => {
  it('adds the routing column to a ledger written before it, keeping what was published', () => {
    const ledger = createIngestLedger({ file: oldLedger() });
    expect(ledger.publishedIds('fda-warning-letters')).toEqual([{ id: 'wl-1', routing: {} }]);
    ledger.recordPublished('fda-warning-letters', [{ id: 'wl-2', hash: 'h2', routing: { fei: '3001' } }], '2025-01-02T00:00:00.000Z');
    expect(ledger.publishedIds('fda-warning-letters')).toEqual([
      { id: 'wl-1', routing: {} },
      { id: 'wl-2', routing: { fei: '3001' } },
    ]);
    ledger.close();
  });

  it('opens an old ledger from several processes at once, each of them starting', async () => {
    const file = oldLedger();
    // Every process opens the ledger at the same instant (they take different times to load).
    const script = `
      import { createIngestLedger } from './infra/ledger/ingest-ledger.ts';
      const [file, at] = process.argv.slice(1);
      while (Date.now() < Number(at));
      createIngestLedger({ file }).close();
    `;
    const at = String(Date.now() + 4_000);
    const open = (): Promise<number | null> =>
      new Promise((done, fail) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, file, at], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
        child.on('error', fail);
        child.on('exit', (code) => done(code));
      });
    expect(await Promise.all([open(), open(), open(), open()])).toEqual([0, 0, 0, 0]);
    const ledger = createIngestLedger({ file });
    expect(ledger.publishedIds('fda-warning-letters')).toEqual([{ id: 'wl-1', routing: {} }]);
    ledger.close();
  });
});
