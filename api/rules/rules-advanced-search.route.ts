import { defineRoute } from '../platform/route.ts';
import { advancedSearch } from './rule-answers.ts';
import type { RuleSearchDeps } from './rule-search.ts';
import { AdvancedSearchRequest, AdvancedSearchResponse } from './rules.schema.ts';

/** `POST /v1/rules`: rule search with filters in the body (filters.documentType and the others). */
export function createRulesAdvancedSearchRoute(deps: RuleSearchDeps) {
  return defineRoute({
    method: 'post',
    path: '/v1/rules',
    operationId: 'searchRulesAdvanced',
    summary: 'Search rule documents with advanced options',
    description: 'query, sources, filters (documentType, therapeuticArea, effectiveAfter, effectiveBefore, status; snake_case accepted), limit, offset, min_score. Without query, lists the matching documents newest first.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { body: AdvancedSearchRequest },
    response: AdvancedSearchResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ body, requestId, startedAt }) => ({ body: await advancedSearch(deps, body, { requestId, startedAt }) }),
  });
}
