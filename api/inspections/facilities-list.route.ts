import { defineRoute } from '../platform/route.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { FacilityListQuery, FacilityListResponse } from './facilities.schema.ts';
import { listFacilities } from './facility-queries.ts';

/** `GET /v1/483/facilities`: facilities with their scores, filtered and sorted. */
export function createListFacilitiesRoute(deps: { search: SearchStore }) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/facilities',
    operationId: 'listFacilities',
    summary: 'List facilities with filtering',
    description: 'Facilities with their composite risk score and predictive facility score; highest composite score first by default.',
    tag: 'Inspections',
    family: 'platform',
    tier: 'starter',
    request: { query: FacilityListQuery },
    response: FacilityListResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, requestId, startedAt }) => ({ body: await listFacilities(deps.search, query, { requestId, startedAt }) }),
  });
}
