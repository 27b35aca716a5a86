import { ANALYTICS_INDEX } from '../../enrich/sinks/analytics-index.ts';
import { FACILITIES_INDEX } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';
import type { Deps } from '../deps.ts';
import { SINK_GROUPS, createProcessors, startPipeline, waitUntilIdle } from '../pipeline.ts';
import { collectStatus } from './status.ts';

/**
 * `regintel reindex`: drops the stores and rebuilds them by replaying the `enriched.*` topics
 * through the sinks. The log is the source of truth; no source is re-read and nothing is re-embedded.
 * Run it while no `regintel start` is running against the same data folder.
 */
export async function reindexCommand(deps: Deps, options: { json: boolean; out: NodeJS.WritableStream; timeoutMs?: number }): Promise<number> {
  const started = performance.now();
  await deps.search.dropIndex(OBSERVATIONS_INDEX);
  await deps.search.dropIndex(ANALYTICS_INDEX);
  await deps.search.dropIndex(RULES_INDEX);
  await deps.search.dropIndex(FACILITIES_INDEX);
  // Tenant state lives only in the graph (not rebuilt from the log): keys, watchlist entries, alert
  // history and the webhook retry schedule must survive.
  await deps.graph.clear({ keepLabels: ['Tenant', 'ApiKey', 'WatchlistEntry', 'WatchlistClaim', 'Alert', 'AlertDelivery', 'AlertEmail'] });
  const sinks = createProcessors(deps).filter((processor) => (SINK_GROUPS as readonly string[]).includes(processor.groupId));
  for (const sink of sinks) for (const topic of sink.topics) await deps.bus.seek(sink.groupId, topic, 0, 0);
  const pipeline = await startPipeline(deps, SINK_GROUPS);
  try {
    await waitUntilIdle(deps, SINK_GROUPS, { timeoutMs: options.timeoutMs ?? 30 * 60_000 });
  } finally {
    await pipeline.stop();
  }
  const status = await collectStatus(deps, { rateSampleMs: 0 });
  const result = { seconds: Math.round(performance.now() - started) / 1000, search_indices: status.search_indices, graph: status.graph };
  options.out.write(options.json ? `${JSON.stringify(result, null, 2)}\n` : `reindexed in ${result.seconds} s: ${result.search_indices.map((i) => `${i.index} ${i.count}`).join(', ')}\n`);
  return 0;
}
