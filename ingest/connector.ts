import type { Clock } from '../infra/clock.ts';
import type { Logger } from '../infra/logger.ts';
import type { HttpClient } from './http/http-client.ts';

/**
 * One record a connector read from its source: either a body ready to publish under a stable id,
 * or a failure with the reason and a pointer to where it came from (file, row, URL) for the DLQ.
 */
export type SourceItem =
  | { ok: true; id: string; body: Record<string, unknown> }
  | {
      ok: false;
      reason: string;
      ref: string;
      raw?: unknown;
      /**
       * A request failed, so part of the source (a CFR part, a guideline PDF) was not read at all:
       * the run is recorded as `partial`, its fingerprint is not saved, and the part is asked for
       * again next run. Absent: the record itself is bad, and reading it again would not help.
       */
      incomplete?: true;
    };

/** What a connector needs while reading its dataset from the offline mirror. */
export interface ReadContext {
  mirrorDir: string;
  clock: Clock;
}

/**
 * Settings of one source's live fetcher, from config (`REGINTEL_SOURCE_URLS`, credentials, part
 * lists): everything a fetcher may need, so fetchers never read config themselves.
 */
export interface LiveSettings {
  /** Base URL override for this source (tests point it at a local replay server). */
  baseUrl: string | null;
  /** FDA Data Dashboard API credentials (`Authorization-User`, `Authorization-Key`) and rows per request. */
  dashboard: { user: string | null; key: string | null; pageSize?: number };
  /** openFDA API key: raises the daily cap from 1,000 to 120,000 requests. */
  openFdaApiKey: string | null;
  /** eCFR Title 21 parts to fetch, and the point-in-time date (`null`: current). */
  ecfr: { parts: string[]; date: string | null };
  /**
   * ClinicalTrials.gov v2 `query.term` expression, the most studies one run fetches, and whether to
   * read the website's undocumented version-history endpoint too (off unless configured).
   */
  ctgov: { query: string; maxStudies: number; historyEndpoint?: boolean };
  /**
   * Direct file URLs configured for this source (`REGINTEL_SOURCE_FILES`), by label: `file` for a
   * source's one file, a fiscal year (`FY2024`) or a guideline code (`Q9(R1)`) otherwise. They
   * replace a link the fetcher would read from a page (a page behind bot protection, a moved PDF).
   */
  files?: Record<string, string>;
  /** Most records one run of a paged source fetches (a guard against runaway paging). */
  maxRecords: number;
}

/** What a connector needs while fetching from the source's live endpoint. */
export interface LiveContext {
  clock: Clock;
  logger: Logger;
  http: HttpClient;
  settings: LiveSettings;
  /**
   * The cursor the last successful live run ended with (e.g. the newest update date seen), so an
   * incremental fetcher asks only for what changed since. `null` on the first run.
   */
  cursor: string | null;
  /** Records the cursor to start from next time; saved only when this run completes. */
  setCursor(cursor: string): void;
}

/**
 * A connector turns one public source into raw records on one topic. It only reads and parses:
 * publishing, de-duplication by content hash, skipping unchanged sources, the DLQ and the run
 * summary are the runner's job (ingest/run-connector.ts), so every source behaves the same way.
 */
export interface Connector {
  /** Name used on the CLI, in schedules and in summaries, e.g. `fda-483-documents`. */
  name: string;
  description: string;
  topic: string;
  /** Version of the body schema; bumped when the body's shape or the parser changes. */
  schemaVersion: number;
  /**
   * Folder of the mirror (laid out as ../shared/data) holding this source's files, or a pattern
   * matching several (one per fiscal year, say). The runner fingerprints it to skip unchanged runs.
   */
  mirrorFolder: string | RegExp;
  /**
   * Whether a run that ends cleanly has read the source's complete listing, so that an id published
   * before and not seen now has left the source and is retracted (a tombstone on the topic; see
   * docs/ingestion.md, "Retractions"). Defaults: `mirror: true` (a mirror run reads whole files),
   * `live: false` (most fetchers ask only for what changed since their cursor, or stop at
   * `maxRecords`). A connector whose mirror is not a complete listing (say, a history of versions
   * where an old version missing from a newer snapshot is history, not a withdrawal) opts out with
   * `mirror: false`; a fetcher that always reads one whole document opts in with `live: true`. A
   * live run given files by `REGINTEL_SOURCE_FILES` is never complete.
   */
  completeListing?: { mirror?: boolean; live?: boolean };
  /** Default node-cron schedule of the live fetcher; `REGINTEL_INGEST_SCHEDULES` overrides it. */
  defaultSchedule: string;
  /** True when the mirror holds this source's dataset. */
  isPresent(mirrorDir: string): boolean;
  /**
   * Reads every record of the source from the mirror. Throws only when the source as a whole
   * cannot be read (the runner reports the run as failed and goes on with other sources).
   */
  readMirror(context: ReadContext): AsyncIterable<SourceItem>;
  /**
   * A cheap fingerprint of the live source (an export's ETag or Last-Modified, a record count and
   * newest date): when it equals the last successful run's, the run is skipped as unchanged.
   * Absent or `null`: the source is always fetched (content hashes still stop re-publishing).
   */
  probeLive?(context: LiveContext): Promise<string | null>;
  /** Fetches the source's records from its public endpoint. Same contract as `readMirror`. */
  fetchLive?(context: LiveContext): AsyncIterable<SourceItem>;
}
