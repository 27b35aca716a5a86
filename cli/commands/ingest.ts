import { publishKnowledge } from '../../enrich/knowledge/publish-knowledge.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import type { IngestProgress } from '../../ingest/run-connector.ts';
import { type IngestConfig, scheduleOf } from '../../ingest/ingest-plan.ts';
import type { IngestTarget } from '../../ingest/run-connector.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { CONNECTORS, findConnector } from '../../ingest/sources/index.ts';
import type { Deps } from '../deps.ts';

export interface IngestCommandOptions {
  source: string;
  target: IngestTarget;
  force: boolean;
  json: boolean;
  /** Where progress and the table go (stderr keeps --json output clean). */
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream & { isTTY?: boolean };
}

/**
 * `regintel ingest <source|all> [--mirror DIR | --live] [--force] [--json]`: publishes the sources'
 * records to their raw topics, showing progress, then prints a summary per source. Exit code 1
 * when a source failed. Live, `all` means every source that has a live fetcher; `all` also
 * publishes the curated knowledge (`regintel knowledge publish`).
 */
export async function ingestCommand(deps: Deps, options: IngestCommandOptions): Promise<number> {
  const everything = options.target.mode === 'live' ? CONNECTORS.filter((c) => c.fetchLive) : CONNECTORS;
  const connectors = options.source === 'all' ? everything : [findConnector(options.source)].filter((c) => c !== undefined);
  if (connectors.length === 0) {
    options.err.write(`Unknown source '${options.source}'. Sources: all, ${CONNECTORS.map((c) => c.name).join(', ')}\n`);
    return 2;
  }
  const started = deps.clock.now().getTime();
  const summaries = await runIngest(connectors, options.target, deps, { force: options.force, onProgress: progressPrinter(options.err) });
  // `all` includes the curated knowledge, so an ingest-then-enrich deployment fills the graph too.
  if (options.source === 'all') summaries.push(await publishKnowledge(deps));
  const wallMs = deps.clock.now().getTime() - started;
  if (options.err.isTTY) options.err.write('\n');
  const from = options.target.mode === 'mirror' ? { mode: 'mirror', mirror: options.target.mirrorDir } : { mode: 'live' };
  const totals = summaries.reduce((sum, s) => ({ read: sum.read + s.read, published: sum.published + s.published, unchanged: sum.unchanged + s.unchanged, dlq: sum.dlq + s.dlq }), { read: 0, published: 0, unchanged: 0, dlq: 0 });
  if (options.json) options.out.write(`${JSON.stringify({ ...from, wall_ms: wallMs, totals, sources: summaries }, null, 2)}\n`);
  else options.out.write(formatSummaries(summaries));
  return summaries.some((s) => s.status === 'failed' || s.status === 'partial') ? 1 : 0;
}

/** One updating line per source on a terminal; a line per batch otherwise (CI logs). */
function progressPrinter(err: NodeJS.WritableStream & { isTTY?: boolean }): (progress: IngestProgress) => void {
  return (p) => {
    const line = `${p.source}: read ${p.read}  published ${p.published}  unchanged ${p.unchanged}  dlq ${p.dlq}${p.retracted ? `  retracted ${p.retracted}` : ''}`;
    err.write(err.isTTY ? `\r\x1b[2K${line}` : `${line}\n`);
  };
}

/** A fixed-width table of the run's summaries. */
export function formatSummaries(summaries: readonly IngestRunSummary[]): string {
  const header = ['source', 'status', 'read', 'published', 'unchanged', 'dlq', 'retracted'];
  const rows = summaries.map((s) => [s.source, s.status, s.read, s.published, s.unchanged, s.dlq, s.retracted ?? 0].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const errors = summaries.filter((s) => s.error).map((s) => `  ${s.source}: ${s.error}`);
  // Records that vanished from a complete listing and were kept: a person should look (docs/ingestion.md).
  const held = summaries.filter((s) => s.retraction_held).map((s) => `  ${s.source}: ${s.retraction_held}`);
  return [line(header), ...rows.map(line), ...(errors.length ? ['errors:', ...errors] : []), ...(held.length ? ['not retracted:', ...held] : [])].join('\n') + '\n';
}

/** `regintel ingest --list`: every source with its mirror folder, topic, live support and schedule. */
export function listSources(config: IngestConfig, json: boolean): string {
  const rows = CONNECTORS.map((c) => ({
    source: c.name,
    topic: c.topic,
    mirror_folder: String(c.mirrorFolder),
    live: c.fetchLive !== undefined,
    schedule: scheduleOf(c, config),
    description: c.description,
  }));
  if (json) return `${JSON.stringify(rows, null, 2)}\n`;
  return rows.map((r) => `${r.source.padEnd(32)} ${r.topic.padEnd(42)} ${(r.live ? 'live+mirror' : 'mirror').padEnd(12)} ${r.schedule.padEnd(14)} ${r.mirror_folder}`).join('\n') + '\n';
}
