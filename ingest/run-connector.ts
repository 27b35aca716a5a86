import type { Clock } from '../infra/clock.ts';
import type { EventBus } from '../infra/bus/event-bus.port.ts';
import { publishDeadLetters } from '../infra/bus/dlq.ts';
import type { IngestLedger, IngestRunSummary } from '../infra/ledger/ingest-ledger.ts';
import type { Logger } from '../infra/logger.ts';
import { contentHash } from '../infra/util/content-hash.ts';
import type { Connector, LiveContext, LiveSettings, SourceItem } from './connector.ts';
import { mirrorFingerprint } from './formats/mirror-files.ts';
import type { HttpClient } from './http/http-client.ts';
import { join } from 'node:path';
import { errorMessage } from './validate-item.ts';
import { statusOfFailure, statusOfFailureMessage } from './http/source-status.ts';

/** DLQ stage name of ingestion: failures land on `dlq.ingest`. */
export const INGEST_STAGE = 'ingest';

export interface IngestProgress {
  source: string;
  read: number;
  published: number;
  unchanged: number;
  dlq: number;
}

export interface RunConnectorDeps {
  bus: Pick<EventBus, 'publish'>;
  ledger: IngestLedger;
  clock: Clock;
  logger: Logger;
}

/** Where a run reads from: the offline mirror, or the source's live endpoint. */
export type IngestTarget =
  | { mode: 'mirror'; mirrorDir: string }
  | { mode: 'live'; http: HttpClient; settings: (connector: Connector) => LiveSettings };

export interface RunOptions {
  /** Read the source even when its fingerprint matches the last successful run. */
  force?: boolean;
  onProgress?: (progress: IngestProgress) => void;
}

const BATCH_SIZE = 200;

/**
 * Runs one connector against the mirror or its live endpoint: skips the source when its
 * fingerprint is unchanged since the last successful run, wraps each body in the message
 * envelope, publishes only records whose content hash differs from the last one published for
 * that id, routes failures to `dlq.ingest` with their reason, and returns the run's counts. It
 * never throws: a source that cannot be read is reported as `failed`, and the other sources of
 * the run still complete.
 */
export async function runConnector(
  connector: Connector,
  target: IngestTarget,
  deps: RunConnectorDeps,
  options: RunOptions = {},
): Promise<IngestRunSummary> {
  const onProgress = options.onProgress ?? (() => {});
  const log = deps.logger.child({ module: 'ingest', source: connector.name, mode: target.mode });
  const startedAt = deps.clock.now().toISOString();
  const counts = { read: 0, published: 0, unchanged: 0, dlq: 0 };
  const summary = (status: IngestRunSummary['status'], error?: string, check?: IngestRunSummary['check']): IngestRunSummary => ({
    source: connector.name,
    mode: target.mode,
    status,
    ...counts,
    started_at: startedAt,
    finished_at: deps.clock.now().toISOString(),
    ...(error ? { error } : {}),
    ...(target.mode === 'live' && check ? { check } : {}),
  });
  // Failures of requests for part of the source: such a run is not a clean success (see SourceItem).
  const incomplete: string[] = [];

  let pending: Array<Extract<SourceItem, { ok: true }>> = [];
  const seenInRun = new Set<string>();

  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const fetchedAt = deps.clock.now().toISOString();
    const hashed = batch.map((item) => ({ item, hash: contentHash(item.body) }));
    const known = deps.ledger.publishedHashes(
      connector.name,
      hashed.map(({ item }) => item.id),
    );
    const fresh = hashed.filter(({ item, hash }) => known.get(item.id) !== hash);
    counts.unchanged += hashed.length - fresh.length;
    if (fresh.length > 0) {
      await deps.bus.publish(
        connector.topic,
        fresh.map(({ item, hash }) => ({
          key: item.id,
          // The envelope comes last so a body field can never overwrite it.
          value: {
            ...item.body,
            id: item.id,
            source: connector.name,
            fetched_at: fetchedAt,
            content_hash: hash,
            schema_version: connector.schemaVersion,
          },
        })),
      );
      deps.ledger.recordPublished(
        connector.name,
        fresh.map(({ item, hash }) => ({ id: item.id, hash })),
        fetchedAt,
      );
      counts.published += fresh.length;
    }
    onProgress({ source: connector.name, ...counts });
  };

  let items: AsyncIterable<SourceItem>;
  let fingerprint: string | null;
  let nextCursor: string | null = null;
  const previous = deps.ledger.sourceState(connector.name, target.mode);
  const dlqRef = target.mode === 'mirror' ? join(target.mirrorDir, String(connector.mirrorFolder)) : connector.name;
  try {
    if (target.mode === 'mirror') {
      if (!connector.isPresent(target.mirrorDir)) {
        log.info({ mirrorDir: target.mirrorDir }, 'dataset absent from the mirror; skipped');
        return summary('absent');
      }
      fingerprint = mirrorFingerprint(target.mirrorDir, connector.mirrorFolder);
      items = connector.readMirror({ mirrorDir: target.mirrorDir, clock: deps.clock });
    } else {
      if (!connector.fetchLive) return summary('failed', `${connector.name} has no live fetcher`);
      const context: LiveContext = {
        clock: deps.clock,
        logger: log,
        http: target.http,
        settings: target.settings(connector),
        cursor: previous.cursor,
        setCursor: (cursor) => {
          nextCursor = cursor;
        },
      };
      fingerprint = connector.probeLive ? await connector.probeLive(context) : null;
      items = connector.fetchLive(context);
    }
  } catch (error) {
    return await failRun(error);
  }
  // The schema version is part of the fingerprint, so a parser upgrade reads the source again.
  const versionedFingerprint = fingerprint === null ? null : `v${connector.schemaVersion}:${fingerprint}`;
  if (!options.force && versionedFingerprint !== null && versionedFingerprint === previous.fingerprint) {
    const unchanged = summary('unchanged', undefined, 'ok');
    deps.ledger.recordRun(unchanged);
    log.info('source unchanged since the last run; skipped');
    return unchanged;
  }

  try {
    for await (const item of items) {
      counts.read += 1;
      if (!item.ok) {
        counts.dlq += 1;
        if (item.incomplete) incomplete.push(item.reason);
        // A failure already dead-lettered with the same reason is counted but not published again,
        // so re-running an unchanged source adds nothing to the DLQ.
        const failureId = `failure:${item.ref}`;
        const failureHash = contentHash({ reason: item.reason, raw: item.raw ?? null });
        if (deps.ledger.publishedHashes(connector.name, [failureId]).get(failureId) !== failureHash) {
          await deadLetter(deps, connector, item.reason, item.ref, item.raw);
          deps.ledger.recordPublished(connector.name, [{ id: failureId, hash: failureHash }], deps.clock.now().toISOString());
        }
        continue;
      }
      if (seenInRun.has(item.id)) {
        // Two rows of one source claiming the same id would silently overwrite each other.
        await deadLetter(deps, connector, `duplicate record id ${item.id} within one run`, item.id, item.body);
        counts.dlq += 1;
        continue;
      }
      seenInRun.add(item.id);
      pending.push(item);
      if (pending.length >= BATCH_SIZE) await flush();
    }
    await flush();
  } catch (error) {
    return await failRun(error);
  }
  if (incomplete.length > 0) {
    // The fingerprint is not saved, so the next run is not skipped as unchanged and asks again for
    // the parts that failed; the fetcher's cursor covers only the parts it read in full.
    deps.ledger.saveSourceState(connector.name, target.mode, { fingerprint: null, cursor: nextCursor ?? previous.cursor });
    const partial = summary('partial', `${incomplete.length} part(s) not read, retried next run; first: ${incomplete[0]}`, statusOfFailureMessage(incomplete[0]!));
    deps.ledger.recordRun(partial);
    log.warn(partial, 'source partly ingested');
    return partial;
  }
  deps.ledger.saveSourceState(connector.name, target.mode, { fingerprint: versionedFingerprint, cursor: nextCursor ?? previous.cursor });
  const done = summary('ok', undefined, 'ok');
  deps.ledger.recordRun(done);
  log.info(done, 'source ingested');
  return done;

  async function failRun(error: unknown): Promise<IngestRunSummary> {
    const message = errorMessage(error);
    // A source that stays unreachable (or lacks its credential) is said once, not on every retry.
    const previous = deps.ledger.lastAttempts().find((run) => run.source === connector.name && run.mode === target.mode);
    if (previous?.status === 'failed' && previous.error === message) log.debug({ err: error }, 'source still failing; retrying on its schedule');
    else log.error({ err: error }, 'source failed; retrying on its schedule');
    await flush().catch(() => {});
    await deadLetter(deps, connector, `source could not be read: ${message}`, dlqRef).catch(() => {});
    counts.dlq += 1;
    const failed = summary('failed', message, statusOfFailure(error));
    deps.ledger.recordRun(failed);
    return failed;
  }
}

async function deadLetter(deps: RunConnectorDeps, connector: Connector, reason: string, ref: string, raw?: unknown): Promise<void> {
  await publishDeadLetters(deps.bus, deps.clock, [
    { stage: INGEST_STAGE, reason, original: { key: `${connector.name}:${ref}`, value: { source: connector.name, ref, raw: raw ?? null } } },
  ]);
}
