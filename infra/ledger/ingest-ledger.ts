import { openSqlite } from '../sqlite.ts';

/** Outcome counts of one connector run; what `regintel ingest --json` prints per source. */
export interface IngestRunSummary {
  source: string;
  status: 'ok' | 'absent' | 'failed';
  read: number;
  published: number;
  unchanged: number;
  dlq: number;
  started_at: string;
  finished_at: string;
  error?: string;
}

/**
 * The ingest ledger remembers, per source and record id, the content hash last published, so a
 * re-run publishes only new or changed records; and it keeps the run history that `/v1/health`
 * reports as data freshness. It is written after the bus accepted a batch: a crash in between
 * re-publishes that batch on the next run, which downstream upserts make harmless.
 */
export interface IngestLedger {
  /** Hashes already published for these ids of a source. */
  publishedHashes(source: string, ids: readonly string[]): Map<string, string>;
  recordPublished(source: string, records: ReadonlyArray<{ id: string; hash: string }>, at: string): void;
  recordRun(summary: IngestRunSummary): void;
  /** Latest successful run per source. */
  lastRuns(): IngestRunSummary[];
  /** Forgets everything (used by `reindex --from-sources`-style resets and tests). */
  clear(): void;
  close(): void;
}

/** The ledger as a SQLite file in the data folder. */
export function createIngestLedger(options: { file: string }): IngestLedger {
  const db = openSqlite(options.file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS published (
      source TEXT NOT NULL, id TEXT NOT NULL, content_hash TEXT NOT NULL, published_at TEXT NOT NULL,
      PRIMARY KEY (source, id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS runs (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, source TEXT NOT NULL, status TEXT NOT NULL,
      finished_at TEXT NOT NULL, summary TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS runs_by_source ON runs (source, seq);
  `);
  const upsert = db.prepare(
    `INSERT INTO published (source, id, content_hash, published_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (source, id) DO UPDATE SET content_hash = excluded.content_hash, published_at = excluded.published_at`,
  );
  const upsertMany = db.transaction((source: string, records: ReadonlyArray<{ id: string; hash: string }>, at: string) => {
    for (const record of records) upsert.run(source, record.id, record.hash, at);
  });
  const insertRun = db.prepare('INSERT INTO runs (source, status, finished_at, summary) VALUES (?, ?, ?, ?)');
  const latestRuns = db.prepare<[], { summary: string }>(
    `SELECT summary FROM runs WHERE seq IN (SELECT MAX(seq) FROM runs WHERE status = 'ok' GROUP BY source) ORDER BY source`,
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
    recordRun(summary) {
      insertRun.run(summary.source, summary.status, summary.finished_at, JSON.stringify(summary));
    },
    lastRuns() {
      return latestRuns.all().map((row) => JSON.parse(row.summary) as IngestRunSummary);
    },
    clear() {
      db.exec('DELETE FROM published; DELETE FROM runs;');
    },
    close() {
      if (db.open) db.close();
    },
  };
}
