import { defineRoute } from '../platform/route.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { FeiParams } from './common.ts';
import { FacilityDetailResponse } from './facilities.schema.ts';
import { facilityDetail } from './facility-queries.ts';

/** `GET /v1/483/facilities/{fei_number}`: one facility with its risk assessment. */
export function createFacilityDetailRoute(deps: { search: SearchStore }) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/facilities/:fei_number',
    operationId: 'getFacility',
    summary: 'Facility detail with risk assessment',
    description: 'The facility, its composite and predictive scores, its inspection summary, the five latest inspections and its compliance-action counts.',
    tag: 'Inspections',
    family: 'platform',
    tier: 'starter',
    request: { params: FeiParams },
    response: FacilityDetailResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, requestId, startedAt }) => ({ body: await facilityDetail(deps.search, params.fei_number, { requestId, startedAt }) }),
  });
}
