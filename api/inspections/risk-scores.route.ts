import { defineRoute } from '../platform/route.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { FeiParams } from './common.ts';
import { RiskScoreListQuery, RiskScoreListResponse, RiskScoreResponse } from './facilities.schema.ts';
import { listRiskScores, riskScore } from './facility-queries.ts';

/** `GET /v1/483/risk-scores`: composite risk scores (methodology v2.0), filtered and sorted. */
export function createListRiskScoresRoute(deps: { search: SearchStore }) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/risk-scores',
    operationId: 'listRiskScores',
    summary: 'List composite risk scores',
    description: 'Composite risk scores (methodology v2.0) by score, highest first by default. Errors use body A.',
    tag: 'Inspections',
    family: 'legacy',
    tier: 'pro',
    request: { query: RiskScoreListQuery },
    response: RiskScoreListResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, startedAt }) => ({ body: await listRiskScores(deps.search, query, startedAt) }),
  });
}

/** `GET /v1/483/risk-scores/{fei_number}`: one facility's composite risk score. */
export function createRiskScoreRoute(deps: { search: SearchStore }) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/risk-scores/:fei_number',
    operationId: 'getRiskScore',
    summary: 'Composite risk score of a facility',
    description: 'The composite risk score (methodology v2.0) with each factor’s contribution and description. Errors use body A.',
    tag: 'Inspections',
    family: 'legacy',
    tier: 'pro',
    request: { params: FeiParams },
    response: RiskScoreResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, startedAt }) => ({ body: await riskScore(deps.search, params.fei_number, startedAt) }),
  });
}
