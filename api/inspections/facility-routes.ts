import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { RouteDefinition } from '../platform/route.ts';
import type { ObservationInspectionsReader } from './observation-inspections.ts';
import { createListObservationsRoute } from './observations-list.route.ts';
import { createListFacilitiesRoute } from './facilities-list.route.ts';
import { createFacilityDetailRoute } from './facility-detail.route.ts';
import { createFacilityInspectionsRoute } from './facility-inspections.route.ts';
import { createFacilityCitationsRoute } from './facility-citations.route.ts';
import { createFacilityScoreRoute } from './facility-score.route.ts';
import { createListRiskScoresRoute, createRiskScoreRoute } from './risk-scores.route.ts';

/**
 * The observation listing, facility and risk-score routes of document 2, all read from the search
 * store. `reads` is the store behind the versioned read cache (routes.ts): listings by risk, state
 * or date, and a facility's document (read again for its inspections, citations and scores), are
 * asked again and again. `inspections` is the observation ↔ inspection join the listing serves.
 */
export function createFacilityRoutes(deps: { reads: SearchStore; inspections: ObservationInspectionsReader }): RouteDefinition[] {
  const search = { search: deps.reads };
  return [
    createListObservationsRoute({ search: deps.reads, inspections: deps.inspections }),
    createListFacilitiesRoute(search),
    createFacilityDetailRoute(search),
    createFacilityInspectionsRoute(search),
    createFacilityCitationsRoute(search),
    createFacilityScoreRoute(search),
    createListRiskScoresRoute(search),
    createRiskScoreRoute(search),
  ];
}
