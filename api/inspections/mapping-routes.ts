import { createEventClassifier } from '../../enrich/event-classification.ts';
import { RULES_INDEX, RULES_MAPPING } from '../../enrich/sinks/rules-index.ts';
import { createResponseCache } from '../platform/response-cache.ts';
import type { RouteDefinition } from '../platform/route.ts';
import { createObservationMappingRoute } from './observation-mapping.route.ts';
import { analyticsIndexOnce } from './regulatory-mapping.ts';
import { createListRegulatoryMappingsRoute, createRegulatoryMappingDetailRoute } from './regulatory-mapping.route.ts';
import type { InspectionRouteDeps } from './routes.ts';

/** The spec's cache lifetime for regulatory mapping (doc 2 "Limits"). */
const CACHE_TTL_MS = 5 * 60 * 1000;

/**
 * The regulatory-mapping family: the CFR ↔ ICH E6(R3) list and detail, and the observation →
 * rules mapping. Built once per process: one response cache, and one event classifier whose
 * prototype vectors are embedded on its first use and then kept (never per request).
 */
export function createMappingRoutes(deps: InspectionRouteDeps): RouteDefinition[] {
  const cache = createResponseCache({ ttlMs: CACHE_TTL_MS, maxEntries: 16, now: () => deps.clock.now().getTime() });
  const classifier = deps.classifier ?? createEventClassifier({ embedder: deps.embedder });
  let rulesIndex: Promise<void> | null = null;
  const ensureRulesIndex = () => {
    rulesIndex ??= deps.search.ensureIndex(RULES_INDEX, RULES_MAPPING).catch((error: unknown) => {
      rulesIndex = null;
      throw error;
    });
    return rulesIndex;
  };
  const mappingDeps = { search: deps.search, graph: deps.graph, clock: deps.clock, cache, ensureIndexes: analyticsIndexOnce(deps.search) };
  return [
    createListRegulatoryMappingsRoute(mappingDeps),
    createRegulatoryMappingDetailRoute(mappingDeps),
    createObservationMappingRoute({ search: deps.search, graph: deps.graph, embedder: deps.embedder, classifier, ensureRulesIndex }),
  ];
}
