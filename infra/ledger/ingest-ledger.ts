import { openSqlite } from '../sqlite.ts';

/** Outcome counts of one connector run; what `regintel ingest --json` prints per source. */
export interface IngestRunSummary {
  source: string;
  /**
   * ok: read to the end; unchanged: skipped, the source's fingerprint matched the last run;
   * partial: read, but a request for part of it failed (that part is read again next run);
   * absent: not in the mirror; failed: could not be read.
   */
  status: 'ok' | 'unchanged' | 'partial' | 'absent' | 'failed';
  /** Live runs: what the source's answer says (`ok`, `unreachable`, `blocked`...; ingest/http/source-status.ts). */
  check?: 'ok' | 'needs_credential' | 'blocked' | 'format_changed' | 'http_error' | 'unreachable';
  /** Where the records came from. */
  mode?: 'mirror' | 'live';
  read: number;
  published: number;
  unchanged: number;
  dlq: number;
  /**
   * Records this run retracted: ids published before that a complete listing no longer holds
   * (absent on runs recorded before retractions existed).
   */
  retracted?: number;
  /** Records vanished from a complete listing but were not retracted, and why (a guard held back). */
  retraction_held?: string;
  started_at: string;
  finished_at: string;
  error?: string;
}

/**
 * The ingest ledger remembers, per source and record id, the content hash last published, so a
 * re-run publishes only new or changed records; and it keeps the run history that `/v1/health`
 * reports as data freshness. It is written after the bus accepted a batch: a crash in between
 * re-publishes that batch on the next run, which downstream upserts make harmless.
 *
 * It is also the list of what a source has published and not retracted: a run that read the
 * source's complete listing compares the ids it saw with `publishedIds`, publishes a retraction
 * for each one that vanished and then `forget`s it (after the bus accepted the retractions, so a
 * crash in between retracts again next run, which is as harmless).
 */
export interface IngestLedger {
  /** Hashes already published for these ids of a source. */
  publishedHashes(source: string, ids: readonly string[]): Map<string, string>;
  /**
   * Remembers what was published. `routing` keeps the fields the bus partitions the record by
   * (its FEI, its rule document), so a later retraction of the id can carry them too.
   */
  recordPublished(source: string, records: ReadonlyArray<{ id: string; hash: string; routing?: Record<string, string> }>, at: string): void;
  /** Every id the source has published and not retracted, with its routing fields, sorted by id. */
  publishedIds(source: string): Array<{ id: string; routing: Record<string, string> }>;
  /** Which of these ids one of `sources` has published and not retracted (another source of the same topic). */
  heldBy(sources: readonly string[], ids: readonly string[]): Set<string>;
  /** Forgets ids of a source (they were retracted): a record that comes back is published as new. */
  forget(source: string, ids: readonly string[]): void;
  recordRun(summary: IngestRunSummary): void;
  /**
   * What the last successful run of a source in a mode ended with: the source's fingerprint (to
   * skip an unchanged source) and the fetcher's cursor (to ask only for what changed since).
   */
  sourceState(source: string, mode: 'mirror' | 'live'): SourceState;
  saveSourceState(source: string, mode: 'mirror' | 'live', state: SourceState): void;
  /** Latest successful run per source. */
  lastRuns(): IngestRunSummary[];
  /** Latest run per source whatever its outcome: what `/v1/health` reports as ingestion status. */
  lastAttempts(): IngestRunSummary[];
  /** Forgets everything (used by `reindex --from-sources`-style resets and tests). */
  clear(): void;
  close(): void;
}

export interface SourceState {
  fingerprint: string | null;
  cursor: string | null;
}

/** The ledger as a SQLite file in the data folder. */
export function createIngestLedger(options: { file: string }): IngestLedger {
  const db = openSqlite(options.file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS published (
      source TEXT NOT NULL, id TEXT NOT NULL, content_hash TEXT NOT NULL, published_at TEXT NOT NULL, routing TEXT,
      PRIMARY KEY (source, id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS runs (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, source TEXT NOT NULL, status TEXT NOT NULL,
      finished_at TEXT NOT NULL, summary TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS runs_by_source ON runs (source, seq);
    CREATE INDEX IF NOT EXISTS published_by_id ON published (id);
    CREATE TABLE IF NOT EXISTS source_state (
      source TEXT NOT NULL, mode TEXT NOT NULL, fingerprint TEXT, cursor TEXT,
      PRIMARY KEY (source, mode)
    ) WITHOUT ROWID;
  `);
  // Ledgers written before retractions have no routing column: add it (NULL: no routing fields
  // known). Checked and added in one write transaction: `npm start` opens the ledger from several
  // processes at once, and two that both saw it missing both added it (the second failed to start).
  db.transaction(() => {
    const columns = db.prepare<[], { name: string }>('SELECT name FROM pragma_table_info(\'published\')').all();
    if (!columns.some((column) => column.name === 'routing')) db.exec('ALTER TABLE published ADD COLUMN routing TEXT');
  }).immediate();
  const selectState = db.prepare<[string, string], { fingerprint: string | null; cursor: string | null }>(
    'SELECT fingerprint, cursor FROM source_state WHERE source = ? AND mode = ?',
  );
  const upsertState = db.prepare(
    `INSERT INTO source_state (source, mode, fingerprint, cursor) VALUES (?, ?, ?, ?)
     ON CONFLICT (source, mode) DO UPDATE SET fingerprint = excluded.fingerprint, cursor = excluded.cursor`,
  );
  const upsert = db.prepare(
    `INSERT INTO published (source, id, content_hash, published_at, routing) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (source, id) DO UPDATE SET content_hash = excluded.content_hash, published_at = excluded.published_at, routing = excluded.routing`,
  );
  const upsertMany = db.transaction((source: string, records: ReadonlyArray<{ id: string; hash: string; routing?: Record<string, string> }>, at: string) => {
    for (const record of records) {
      const routing = record.routing && Object.keys(record.routing).length > 0 ? JSON.stringify(record.routing) : null;
      upsert.run(source, record.id, record.hash, at, routing);
    }
  });
  const selectIds = db.prepare<[string], { id: string; routing: string | null }>('SELECT id, routing FROM published WHERE source = ? ORDER BY id');
  const deleteId = db.prepare('DELETE FROM published WHERE source = ? AND id = ?');
  const deleteMany = db.transaction((source: string, ids: readonly string[]) => {
    for (const id of ids) deleteId.run(source, id);
  });
  const insertRun = db.prepare('INSERT INTO runs (source, status, finished_at, summary) VALUES (?, ?, ?, ?)');
  const latestRuns = db.prepare<[], { summary: string }>(
    `SELECT summary FROM runs WHERE seq IN (SELECT MAX(seq) FROM runs WHERE status IN ('ok', 'unchanged') GROUP BY source) ORDER BY source`,
  );

  const latestAttempts = db.prepare<[], { summary: string }>(
    `SELECT summary FROM runs WHERE seq IN (SELECT MAX(seq) FROM runs GROUP BY source) ORDER BY source`,
  );

  return {
    publishedHashes(source, ids) {
      const found = new Map<string, string>();
      // Chunked IN lists keep each statement under SQLite's parameter limit.
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const rows = db
          .prepare<unknown[], { id: string; content_hash: string }>(
            `SELECT id, content_hash FROM published WHERE source = ? AND id IN (${chunk.map(() => '?').join(',')})`,
          )
          .all(source, ...chunk);
        for (const row of rows) found.set(row.id, row.content_hash);
      }
      return found;
    },
    recordPublished(source, records, at) {
      upsertMany(source, records, at);
    },
    publishedIds(source) {
      return selectIds.all(source).map((row) => ({ id: row.id, routing: row.routing ? (JSON.parse(row.routing) as Record<string, string>) : {} }));
    },
    heldBy(sources, ids) {
      const held = new Set<string>();
      if (sources.length === 0) return held;
      for (let i = 0; i < ids.length; i += 400) {
        const chunk = ids.slice(i, i + 400);
        const rows = db
          .prepare<unknown[], { id: string }>(
            `SELECT DISTINCT id FROM published WHERE source IN (${sources.map(() => '?').join(',')}) AND id IN (${chunk.map(() => '?').join(',')})`,
          )
          .all(...sources, ...chunk);
        for (const row of rows) held.add(row.id);
      }
      return held;
    },
    forget(source, ids) {
      deleteMany(source, ids);
    },
    recordRun(summary) {
      insertRun.run(summary.source, summary.status, summary.finished_at, JSON.stringify(summary));
    },
    sourceState(source, mode) {
      const row = selectState.get(source, mode);
      return { fingerprint: row?.fingerprint ?? null, cursor: row?.cursor ?? null };
    },
    saveSourceState(source, mode, state) {
      upsertState.run(source, mode, state.fingerprint, state.cursor);
    },
    lastRuns() {
      return latestRuns.all().map((row) => JSON.parse(row.summary) as IngestRunSummary);
    },
    lastAttempts() {
      return latestAttempts.all().map((row) => JSON.parse(row.summary) as IngestRunSummary);
    },
    clear() {
      db.exec('DELETE FROM published; DELETE FROM runs; DELETE FROM source_state;');
    },
    close() {
      if (db.open) db.close();
    },
  };
}
