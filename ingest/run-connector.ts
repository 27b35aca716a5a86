import type { Clock } from '../infra/clock.ts';
import type { EventBus } from '../infra/bus/event-bus.port.ts';
import { publishDeadLetters } from '../infra/bus/dlq.ts';
import type { IngestLedger, IngestRunSummary } from '../infra/ledger/ingest-ledger.ts';
import type { Logger } from '../infra/logger.ts';
import { contentHash } from '../infra/util/content-hash.ts';
import type { Connector, SourceItem } from './connector.ts';

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

const BATCH_SIZE = 200;

/**
 * Runs one connector against the mirror: wraps each body in the message envelope, publishes only
 * records whose content hash differs from the last one published for that id, routes failures to
 * `dlq.ingest` with their reason, and returns the run's counts. It never throws: a source that
 * cannot be read at all is reported as `failed` so the other sources of the run still complete.
 */
export async function runConnector(
  connector: Connector,
  mirrorDir: string,
  deps: RunConnectorDeps,
  onProgress: (progress: IngestProgress) => void = () => {},
): Promise<IngestRunSummary> {
  const log = deps.logger.child({ module: 'ingest', source: connector.name });
  const startedAt = deps.clock.now().toISOString();
  const counts = { read: 0, published: 0, unchanged: 0, dlq: 0 };
  const summary = (status: IngestRunSummary['status'], error?: string): IngestRunSummary => ({
    source: connector.name,
    status,
    ...counts,
    started_at: startedAt,
    finished_at: deps.clock.now().toISOString(),
    ...(error ? { error } : {}),
  });

  if (!connector.isPresent(mirrorDir)) {
    log.info({ mirrorDir }, 'dataset absent from the mirror; skipped');
    return summary('absent');
  }

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
          value: {
            id: item.id,
            source: connector.name,
            fetched_at: fetchedAt,
            content_hash: hash,
            schema_version: connector.schemaVersion,
            ...item.body,
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

  try {
    for await (const item of connector.readMirror({ mirrorDir, clock: deps.clock })) {
      counts.read += 1;
      if (!item.ok) {
        counts.dlq += 1;
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
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error }, 'source failed');
    await flush().catch(() => {});
    await deadLetter(deps, connector, `source could not be read: ${message}`, mirrorDir).catch(() => {});
    counts.dlq += 1;
    const failed = summary('failed', message);
    deps.ledger.recordRun(failed);
    return failed;
  }
  const done = summary('ok');
  deps.ledger.recordRun(done);
  log.info(done, 'source ingested');
  return done;
}

async function deadLetter(deps: RunConnectorDeps, connector: Connector, reason: string, ref: string, raw?: unknown): Promise<void> {
  await publishDeadLetters(deps.bus, deps.clock, [
    { stage: INGEST_STAGE, reason, original: { key: `${connector.name}:${ref}`, value: { source: connector.name, ref, raw: raw ?? null } } },
  ]);
}
