import { defineRoute } from '../platform/route.ts';
import { listRules } from './rule-answers.ts';
import type { RuleSearchDeps } from './rule-search.ts';
import { RulesListQuery, RulesListResponse } from './rules.schema.ts';

/** `GET /v1/rules`: rule documents filtered by source, type, area and effective date; newest first, or ranked by q. */
export function createRulesListRoute(deps: RuleSearchDeps) {
  return defineRoute({
    method: 'get',
    path: '/v1/rules',
    operationId: 'listRules',
    summary: 'List rule documents with filtering',
    description: 'Filters source, document_type, therapeutic_area, effective_after, effective_before; q ranks by relevance. limit default 20, max 100.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { query: RulesListQuery },
    response: RulesListResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, requestId, startedAt }) => ({ body: await listRules(deps, query, { requestId, startedAt }) }),
  });
}
