import { defineRoute } from '../platform/route.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { ObservationListQuery, ObservationListResponse } from './facilities.schema.ts';
import { listObservations } from './facility-queries.ts';
import type { ObservationInspectionsReader } from './observation-inspections.ts';

/**
 * `GET /v1/483/observations`: Form 483 observations with filters, keyword search and sorting, each
 * with its classified inspection where the facility's record joins it (`inspections`, shared with
 * the observation search).
 */
export function createListObservationsRoute(deps: { search: SearchStore; inspections: ObservationInspectionsReader }) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/observations',
    operationId: 'listObservations',
    summary: 'List Form 483 observations with filters',
    description: 'Filters by facility, CFR section, category, classification, product type, program area, place and date; `q` adds a keyword search. Newest inspections first by default.',
    tag: 'Inspections',
    family: 'platform',
    tier: 'starter',
    request: { query: ObservationListQuery },
    response: ObservationListResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, requestId, startedAt }) => ({ body: await listObservations(deps.search, query, { requestId, startedAt }, await deps.inspections.read()) }),
  });
}
