import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import type { RouteDefinition } from '../platform/route.ts';
import { createSearchObservationsRoute } from './search-observations.route.ts';
import { createFacilityRoutes } from './facility-routes.ts';
import { createAnalyticsRoutes } from './analytics-routes.ts';
import { createMappingRoutes } from './mapping-routes.ts';

/** What the document-2 routes read: the store ports, the embedder for query-time text, a clock. */
export interface InspectionRouteDeps {
  search: SearchStore;
  graph: GraphStore;
  embedder: Embedder;
  clock: Clock;
}

/** Every `/v1/483` route except the watchlist family (api/watchlist/). */
export function createInspectionRoutes(deps: InspectionRouteDeps): RouteDefinition[] {
  return [
    createSearchObservationsRoute({ search: deps.search, embedder: deps.embedder }),
    ...createFacilityRoutes(deps),
    ...createAnalyticsRoutes(deps),
    ...createMappingRoutes(deps),
  ];
}
