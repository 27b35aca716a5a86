import type { RouteDefinition } from '../platform/route.ts';
import type { InspectionRouteDeps } from './routes.ts';
import { withVersionedReadCache } from '../platform/versioned-list.ts';
import { FACILITIES_INDEX } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { createListObservationsRoute } from './observations-list.route.ts';
import { createListFacilitiesRoute } from './facilities-list.route.ts';
import { createFacilityDetailRoute } from './facility-detail.route.ts';
import { createFacilityInspectionsRoute } from './facility-inspections.route.ts';
import { createFacilityCitationsRoute } from './facility-citations.route.ts';
import { createFacilityScoreRoute } from './facility-score.route.ts';
import { createListRiskScoresRoute, createRiskScoreRoute } from './risk-scores.route.ts';

/** The observation listing, facility and risk-score routes of document 2, all read from the search store. */
export function createFacilityRoutes(deps: InspectionRouteDeps): RouteDefinition[] {
  // Listings by risk, state or date, and a facility's document (read again for its inspections,
  // citations and scores), are asked again and again: served from a cache that a new index version
  // (written by the sinks) invalidates.
  const search = { search: withVersionedReadCache(deps.search, [FACILITIES_INDEX, OBSERVATIONS_INDEX]) };
  return [
    createListObservationsRoute(search),
    createListFacilitiesRoute(search),
    createFacilityDetailRoute(search),
    createFacilityInspectionsRoute(search),
    createFacilityCitationsRoute(search),
    createFacilityScoreRoute(search),
    createListRiskScoresRoute(search),
    createRiskScoreRoute(search),
  ];
}
