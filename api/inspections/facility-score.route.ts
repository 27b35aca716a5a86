import { defineRoute } from '../platform/route.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { FeiParams } from './common.ts';
import { FacilityScore } from './facilities.schema.ts';
import { facilityScore } from './facility-queries.ts';

/** `GET /v1/483/facilities/{fei_number}/score`: the predictive facility score. */
export function createFacilityScoreRoute(deps: { search: SearchStore }) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/facilities/:fei_number/score',
    operationId: 'getFacilityScore',
    summary: 'Predictive facility risk score',
    description: 'Score 0-100 from five weighted components, with confidence and next best actions; refreshed monthly.',
    tag: 'Inspections',
    family: 'platform',
    tier: 'starter',
    request: { params: FeiParams },
    response: FacilityScore,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params }) => ({ body: await facilityScore(deps.search, params.fei_number) }),
  });
}
