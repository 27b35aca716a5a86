import { ANALYTICS_INDEX } from '../../enrich/sinks/analytics-index.ts';
import { RULES_GRAPH_VERSION } from '../../enrich/sinks/graph-version.ts';
import { readIndexVersion } from '../../enrich/sinks/index-version.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';

/*
 * The data a knowledge-graph answer is built from, as one version string for the answer cache:
 * - `graph`: CFR and ICH text, the curated maps and taxonomy in the graph (the rules graph sink
 *   bumps it after every write);
 * - `observations`: the observation index (similar observations, citation statistics, practical
 *   guidance from the 483 data);
 * - `analytics`: the analytics documents (trends).
 * Each part is one get by id in the versions index; a change to any part an answer reads makes its
 * cached copy a miss.
 */

export type KgDataPart = 'graph' | 'observations' | 'analytics';

const VERSION_IDS: Readonly<Record<KgDataPart, string>> = { graph: RULES_GRAPH_VERSION, observations: OBSERVATIONS_INDEX, analytics: ANALYTICS_INDEX };

/** The joint version of the parts an answer reads. */
export async function kgDataVersion(search: Pick<SearchStore, 'get' | 'ensureIndex'>, parts: readonly KgDataPart[]): Promise<string> {
  const versions = await Promise.all(parts.map((part) => readIndexVersion(search, VERSION_IDS[part])));
  return versions.join('|');
}
