import { defineRoute } from '../platform/route.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { FeiParams } from './common.ts';
import { FacilityInspectionsQuery, FacilityInspectionsResponse } from './facilities.schema.ts';
import { facilityInspections } from './facility-queries.ts';

/** `GET /v1/483/facilities/{fei_number}/inspections`: the facility's inspection history. */
export function createFacilityInspectionsRoute(deps: { search: SearchStore }) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/facilities/:fei_number/inspections',
    operationId: 'getFacilityInspections',
    summary: 'Facility inspection history',
    description: 'The facility, its inspection summary and its inspections (newest first), optionally with citations and compliance actions.',
    tag: 'Inspections',
    family: 'platform',
    tier: 'starter',
    request: { params: FeiParams, query: FacilityInspectionsQuery },
    response: FacilityInspectionsResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, query }) => ({ body: await facilityInspections(deps.search, params.fei_number, query) }),
  });
}
