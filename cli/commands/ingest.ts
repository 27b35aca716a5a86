import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import type { IngestProgress } from '../../ingest/run-connector.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { CONNECTORS, findConnector } from '../../ingest/sources/index.ts';
import type { Deps } from '../deps.ts';

export interface IngestCommandOptions {
  source: string;
  mirrorDir: string;
  json: boolean;
  /** Where progress and the table go (stderr keeps --json output clean). */
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream & { isTTY?: boolean };
}

/**
 * `regintel ingest <source|all> [--mirror DIR] [--json]`: publishes the source's records to their
 * raw topics, showing progress, then prints a summary per source. Exit code 1 when a source failed.
 */
export async function ingestCommand(deps: Deps, options: IngestCommandOptions): Promise<number> {
  const connectors = options.source === 'all' ? CONNECTORS : [findConnector(options.source)].filter((c) => c !== undefined);
  if (connectors.length === 0) {
    options.err.write(`Unknown source '${options.source}'. Sources: all, ${CONNECTORS.map((c) => c.name).join(', ')}\n`);
    return 2;
  }
  const summaries = await runIngest(connectors, options.mirrorDir, deps, progressPrinter(options.err));
  if (options.err.isTTY) options.err.write('\n');
  if (options.json) options.out.write(`${JSON.stringify({ mirror: options.mirrorDir, sources: summaries }, null, 2)}\n`);
  else options.out.write(formatSummaries(summaries));
  return summaries.some((s) => s.status === 'failed') ? 1 : 0;
}

/** One updating line per source on a terminal; a line per batch otherwise (CI logs). */
function progressPrinter(err: NodeJS.WritableStream & { isTTY?: boolean }): (progress: IngestProgress) => void {
  return (p) => {
    const line = `${p.source}: read ${p.read}  published ${p.published}  unchanged ${p.unchanged}  dlq ${p.dlq}`;
    err.write(err.isTTY ? `\r\x1b[2K${line}` : `${line}\n`);
  };
}

/** A fixed-width table of the run's summaries. */
export function formatSummaries(summaries: readonly IngestRunSummary[]): string {
  const header = ['source', 'status', 'read', 'published', 'unchanged', 'dlq'];
  const rows = summaries.map((s) => [s.source, s.status, s.read, s.published, s.unchanged, s.dlq].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const errors = summaries.filter((s) => s.error).map((s) => `  ${s.source}: ${s.error}`);
  return [line(header), ...rows.map(line), ...(errors.length ? ['errors:', ...errors] : [])].join('\n') + '\n';
}
