import type { IngestRunSummary } from '../infra/ledger/ingest-ledger.ts';
import type { Connector } from './connector.ts';
import { type IngestTarget, type RunConnectorDeps, type RunOptions, runConnector } from './run-connector.ts';

/**
 * Runs connectors one after another (reference data first, see sources/index.ts). A failing source
 * is reported in its summary and the others still run.
 */
export async function runIngest(
  connectors: readonly Connector[],
  target: IngestTarget,
  deps: RunConnectorDeps,
  options: RunOptions = {},
): Promise<IngestRunSummary[]> {
  const summaries: IngestRunSummary[] = [];
  for (const connector of connectors) summaries.push(await runConnector(connector, target, deps, options));
  return summaries;
}
