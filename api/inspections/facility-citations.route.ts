import { defineRoute } from '../platform/route.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { FeiParams } from './common.ts';
import { FacilityCitationsQuery, FacilityCitationsResponse } from './facilities.schema.ts';
import { facilityCitations } from './facility-queries.ts';

/** `GET /v1/483/facilities/{fei_number}/citations`: the facility's citations by inspection date. */
export function createFacilityCitationsRoute(deps: { search: SearchStore }) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/facilities/:fei_number/citations',
    operationId: 'getFacilityCitations',
    summary: 'Facility citations',
    description: 'Form 483 citations of the facility’s inspections, by inspection date, with category and date filters.',
    tag: 'Inspections',
    family: 'platform',
    tier: 'starter',
    request: { params: FeiParams, query: FacilityCitationsQuery },
    response: FacilityCitationsResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, query, startedAt }) => ({ body: await facilityCitations(deps.search, params.fei_number, query, startedAt) }),
  });
}
