import type { Clock } from '../infra/clock.ts';
import { BusClosedError, type EventBus } from '../infra/bus/event-bus.port.ts';
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
import { retractionOf, routingFieldsOf } from '../infra/bus/payloads/retraction.ts';
import { CONNECTORS } from './sources/index.ts';

/** DLQ stage name of ingestion: failures land on `dlq.ingest`. */
export const INGEST_STAGE = 'ingest';

export interface IngestProgress {
  source: string;
  read: number;
  published: number;
  unchanged: number;
  dlq: number;
  /** Records retracted so far (only a run that read the complete listing retracts). */
  retracted?: number;
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
  /**
   * Other sources publishing to the same topic under the same ids (the OCR and the born-digital
   * copies of a 483): an id one of them still holds is not retracted. Default: the catalogue's
   * connectors on this connector's topic.
   */
  peerSources?: readonly string[];
  /**
   * Aborted when the process stops: the run publishes the batch in hand and ends (`stoppedRun`),
   * and the next run reads the source again (records already published are unchanged, not repeated).
   */
  signal?: AbortSignal;
}

/** Ledger ids of dead-lettered failures (`failure:<ref>`): remembered to dead-letter once, never records. */
const FAILURE_PREFIX = 'failure:';

/**
 * A complete run never retracts more than this share of what the source had published, once the
 * source holds at least `RETRACTION_GUARD_MIN` records: losing most of a source at once is far more
 * often a changed format or a truncated export than a mass withdrawal, and is for a person to judge.
 */
const RETRACTION_GUARD_SHARE = 0.5;
const RETRACTION_GUARD_MIN = 20;

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
  const counts = { read: 0, published: 0, unchanged: 0, dlq: 0, retracted: 0 };
  // Failures this run dead-lettered for the first time: the listing it read is not comparable with the last.
  let newFailures = 0;
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
        fresh.map(({ item, hash }) => ({ id: item.id, hash, routing: routingFieldsOf(item.body) })),
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
      if (options.signal?.aborted) {
        await flush();
        return stoppedRun();
      }
      counts.read += 1;
      if (!item.ok) {
        counts.dlq += 1;
        if (item.incomplete) incomplete.push(item.reason);
        // A failure already dead-lettered with the same reason is counted but not published again,
        // so re-running an unchanged source adds nothing to the DLQ.
        const failureId = `failure:${item.ref}`;
        const failureHash = contentHash({ reason: item.reason, raw: item.raw ?? null });
        if (deps.ledger.publishedHashes(connector.name, [failureId]).get(failureId) !== failureHash) {
          newFailures += 1;
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
  let retractionHeld: string | null = null;
  try {
    retractionHeld = await retractVanished();
  } catch (error) {
    return await failRun(error);
  }
  deps.ledger.saveSourceState(connector.name, target.mode, { fingerprint: versionedFingerprint, cursor: nextCursor ?? previous.cursor });
  const done = { ...summary('ok', undefined, 'ok'), ...(retractionHeld ? { retraction_held: retractionHeld } : {}) };
  if (retractionHeld) log.warn({ reason: retractionHeld }, 'records vanished from the source but were not retracted');
  deps.ledger.recordRun(done);
  log.info(done, 'source ingested');
  return done;

  /**
   * After a clean run that read the complete listing: publishes a retraction for every id the
   * source published before and did not list now (unless another source of the topic still holds
   * it), then forgets those ids. Returns why it held back, when ids vanished and it did not retract.
   */
  async function retractVanished(): Promise<string | null> {
    const listing = completeListingOf(connector, target);
    if (!listing.complete) return null;
    const previous = deps.ledger.publishedIds(connector.name).filter((entry) => !entry.id.startsWith(FAILURE_PREFIX));
    const vanished = previous.filter((entry) => !seenInRun.has(entry.id));
    if (vanished.length === 0) return null;
    if (seenInRun.size === 0) return `the listing held no record at all (${vanished.length} published before): a format change, not a withdrawal`;
    if (newFailures > 0) return `${newFailures} failure(s) new in this run: ${vanished.length} vanished record(s) may be among them`;
    if (previous.length >= RETRACTION_GUARD_MIN && vanished.length > previous.length * RETRACTION_GUARD_SHARE) {
      return `${vanished.length} of ${previous.length} records vanished at once (more than ${RETRACTION_GUARD_SHARE * 100}%): check the source before retracting`;
    }
    const peers = options.peerSources ?? CONNECTORS.filter((c) => c.topic === connector.topic && c.name !== connector.name).map((c) => c.name);
    const heldElsewhere = deps.ledger.heldBy(peers, vanished.map((entry) => entry.id));
    const retract = vanished.filter((entry) => !heldElsewhere.has(entry.id));
    const at = deps.clock.now().toISOString();
    for (let i = 0; i < retract.length; i += BATCH_SIZE) {
      const batch = retract.slice(i, i + BATCH_SIZE);
      await deps.bus.publish(
        connector.topic,
        batch.map((entry) => ({
          key: entry.id,
          value: retractionOf({ id: entry.id, source: connector.name, at, schemaVersion: connector.schemaVersion, routing: entry.routing }),
        })),
      );
      counts.retracted += batch.length;
    }
    // An id a peer still holds is this source's no longer: forgetting it lets the peer's own run retract it later.
    deps.ledger.forget(connector.name, vanished.map((entry) => entry.id));
    if (retract.length > 0) log.info({ retracted: retract.length, first: retract[0]?.id }, 'records retracted: no longer in the source');
    onProgress({ source: connector.name, ...counts });
    return null;
  }

  /**
   * A run the process stop cut short (its signal, or the bus closing under it) is not a failure of
   * the source: nothing is recorded and no fingerprint saved, so the next run reads the source
   * again; what was published stays published and is then counted unchanged.
   */
  function stoppedRun(): IngestRunSummary {
    log.info({ read: counts.read, published: counts.published }, 'source run stopped: the process is shutting down; the next run reads it again');
    return summary('partial', 'stopped: the process shut down during the run');
  }

  async function failRun(error: unknown): Promise<IngestRunSummary> {
    // The process is stopping under this run: not a failure of the source. Nothing is recorded,
    // so no fingerprint is saved and the next run reads the source again, skipping what was published.
    if (error instanceof BusClosedError) return stoppedRun();
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

/**
 * Whether this run reads the source's complete listing (Connector.completeListing): a mirror run
 * unless the connector opts out; a live run only when the connector opts in and no file of the
 * source is configured (`REGINTEL_SOURCE_FILES` replaces part of a listing with chosen files).
 */
export function completeListingOf(connector: Connector, target: IngestTarget): { complete: boolean } {
  if (target.mode === 'mirror') return { complete: connector.completeListing?.mirror ?? true };
  if (!(connector.completeListing?.live ?? false)) return { complete: false };
  const files = target.settings(connector).files;
  return { complete: !files || Object.keys(files).length === 0 };
}

async function deadLetter(deps: RunConnectorDeps, connector: Connector, reason: string, ref: string, raw?: unknown): Promise<void> {
  await publishDeadLetters(deps.bus, deps.clock, [
    { stage: INGEST_STAGE, reason, original: { key: `${connector.name}:${ref}`, value: { source: connector.name, ref, raw: raw ?? null } } },
  ]);
}
