import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import type { EventClassifier } from '../../enrich/event-classification.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import type { RouteDefinition } from '../platform/route.ts';
import { createSearchObservationsRoute } from './search-observations.route.ts';
import { createFacilityRoutes } from './facility-routes.ts';
import { createAnalyticsRoutes } from './analytics-routes.ts';
import { createMappingRoutes } from './mapping-routes.ts';
import { SEARCH_ANSWER_STALE_AFTER_MS, createResponseCache } from '../platform/response-cache.ts';
import { createSharedDocuments } from '../platform/shared-documents.ts';
import { withVersionedReadCache } from '../platform/versioned-list.ts';
import { FACILITIES_INDEX } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { type ObservationInspectionsReader, createObservationInspectionsReader } from './observation-inspections.ts';

/** A ranking stays valid until the observation index changes; the hour only bounds what an idle process holds. */
const OBSERVATION_SEARCH_CACHE_TTL_MS = 60 * 60 * 1000;
/** Observation objects shared by the cached rankings: the mirror's few hundred, with room for growth. */
const SHARED_OBSERVATIONS = 20_000;

/** What the document-2 routes read: the store ports, the embedder for query-time text, a clock. */
export interface InspectionRouteDeps {
  search: SearchStore;
  graph: GraphStore;
  embedder: Embedder;
  /** The process's event classifier (cli/app.ts builds one for every route); default: one on `embedder`. */
  classifier?: EventClassifier;
  clock: Clock;
  /** The observation ↔ inspection join, shared with the bulk export (cli/app.ts); absent: one of the routes' own. */
  inspections?: ObservationInspectionsReader;
}

/** Every `/v1/483` route except the watchlist family (api/watchlist/). */
export function createInspectionRoutes(deps: InspectionRouteDeps): RouteDefinition[] {
  // One versioned read cache for the facility routes and the search's facility_context, so both
  // serve the same facility document (and a facility read for one is cached for the other); one
  // observation ↔ inspection join for the search and the listing.
  const reads = withVersionedReadCache(deps.search, [FACILITIES_INDEX, OBSERVATIONS_INDEX]);
  const inspections = deps.inspections ?? createObservationInspectionsReader(deps.search);
  return [
    createSearchObservationsRoute({
      search: deps.search,
      embedder: deps.embedder,
      cache: createResponseCache({ ttlMs: OBSERVATION_SEARCH_CACHE_TTL_MS, maxEntries: 2_000, staleAfterMs: SEARCH_ANSWER_STALE_AFTER_MS }),
      documents: createSharedDocuments(SHARED_OBSERVATIONS),
      inspections,
      facilities: reads,
    }),
    ...createFacilityRoutes({ reads, inspections }),
    ...createAnalyticsRoutes(deps),
    ...createMappingRoutes(deps),
  ];
}
