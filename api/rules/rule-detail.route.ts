import { defineRoute } from '../platform/route.ts';
import { getRule } from './rule-answers.ts';
import type { RuleSearchDeps } from './rule-search.ts';
import { RuleDetailResponse, RuleIdParams } from './rules.schema.ts';

/** `GET /v1/rules/{id}`: one rule document with its sections. */
export function createRuleDetailRoute(deps: RuleSearchDeps) {
  return defineRoute({
    method: 'get',
    path: '/v1/rules/:id',
    operationId: 'getRule',
    summary: 'One rule document by id, with its sections',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { params: RuleIdParams },
    response: RuleDetailResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, requestId, startedAt }) => ({ body: await getRule(deps, params.id, { requestId, startedAt }) }),
  });
}
