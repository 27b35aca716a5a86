import { ANALYTICS_INDEX } from '../../enrich/sinks/analytics-index.ts';
import { FACILITIES_INDEX } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';
import {
  STAGED_ALIAS_SUFFIX,
  createElasticsearchSearchStore,
  dropStagedIndices,
  promoteStagedIndices,
} from '../../infra/search/search-store.elasticsearch.ts';
import type { Deps } from '../deps.ts';
import { SINK_GROUPS, createProcessors, startPipeline, waitUntilIdle } from '../pipeline.ts';
import { collectStatus } from './status.ts';

/**
 * `regintel reindex`: rebuilds the stores by replaying the `enriched.*` topics (every partition)
 * through the sinks. The log is the source of truth; no source is re-read and nothing is re-embedded.
 * Run it while no `regintel enrich` / `start` consumes the same topics (the sink groups are rewound).
 *
 * On Elasticsearch the API keeps serving while it runs: the new indices are built behind
 * `<prefix><name>.staged` aliases and swapped in with one atomic alias update each when the replay
 * is done (a failed run drops them and leaves the live indices as they were). The embedded store
 * and the graph are cleared and rebuilt in place.
 */
export async function reindexCommand(deps: Deps, options: { json: boolean; out: NodeJS.WritableStream; timeoutMs?: number }): Promise<number> {
  const started = performance.now();
  const elasticsearch = deps.config.modes.search === 'elasticsearch' ? deps.config.engines.elasticsearch : null;
  let search = deps.search;
  if (elasticsearch) {
    await dropStagedIndices({ node: elasticsearch.url, indexPrefix: elasticsearch.indexPrefix });
    search = createElasticsearchSearchStore({
      node: elasticsearch.url,
      indexPrefix: elasticsearch.indexPrefix,
      logger: deps.logger,
      shards: elasticsearch.shards,
      replicas: elasticsearch.replicas,
      aliasSuffix: STAGED_ALIAS_SUFFIX,
    });
  } else {
    for (const index of [OBSERVATIONS_INDEX, ANALYTICS_INDEX, RULES_INDEX, FACILITIES_INDEX]) await deps.search.dropIndex(index);
  }
  // Tenant state lives only in the graph (not rebuilt from the log): keys, watchlist entries, alert
  // history and the webhook retry schedule must survive.
  await deps.graph.clear({ keepLabels: ['Tenant', 'ApiKey', 'WatchlistEntry', 'WatchlistClaim', 'Alert', 'AlertDelivery', 'AlertEmail'] });
  const replayDeps: Deps = { ...deps, search };
  const sinks = createProcessors(replayDeps).filter((processor) => (SINK_GROUPS as readonly string[]).includes(processor.groupId));
  await deps.bus.ensureTopics([...new Set(sinks.flatMap((sink) => sink.topics))]);
  // Every partition of every input topic goes back to its start (Kafka topics may have several).
  const partitions = await deps.bus.topics();
  for (const sink of sinks) {
    for (const topic of sink.topics) {
      for (const { partition } of partitions.filter((entry) => entry.topic === topic)) await deps.bus.seek(sink.groupId, topic, partition, 0);
    }
  }
  let swapped: string[] = [];
  try {
    const pipeline = await startPipeline(replayDeps, SINK_GROUPS);
    try {
      await waitUntilIdle(deps, SINK_GROUPS, { timeoutMs: options.timeoutMs ?? 30 * 60_000 });
    } finally {
      await pipeline.stop();
    }
    if (elasticsearch) swapped = await promoteStagedIndices({ node: elasticsearch.url, indexPrefix: elasticsearch.indexPrefix, logger: deps.logger });
  } catch (err) {
    if (elasticsearch) await dropStagedIndices({ node: elasticsearch.url, indexPrefix: elasticsearch.indexPrefix }).catch(() => undefined);
    throw err;
  } finally {
    if (search !== deps.search) await search.close();
  }
  const status = await collectStatus(deps, { rateSampleMs: 0 });
  const result = { seconds: Math.round(performance.now() - started) / 1000, search_indices: status.search_indices, graph: status.graph, swapped_aliases: swapped };
  options.out.write(
    options.json
      ? `${JSON.stringify(result, null, 2)}\n`
      : `reindexed in ${result.seconds} s: ${result.search_indices.map((i) => `${i.index} ${i.count}`).join(', ')}${swapped.length > 0 ? ` (aliases swapped: ${swapped.join(', ')})` : ''}\n`,
  );
  return 0;
}
