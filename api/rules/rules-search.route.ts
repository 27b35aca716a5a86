import { defineRoute } from '../platform/route.ts';
import { shapeB } from './rule-answers.ts';
import { type RuleSearchDeps, searchRules } from './rule-search.ts';
import { RulesSearchQuery, SemanticSearchResponseB } from './rules.schema.ts';

/** `GET /v1/rules/search`: the GET form of semantic search, answered in shape B (SPEC-DECISIONS 10). */
export function createRulesSearchRoute(deps: RuleSearchDeps) {
  return defineRoute({
    method: 'get',
    path: '/v1/rules/search',
    operationId: 'searchRulesGet',
    summary: 'Semantic search over rule documents (GET form)',
    description: 'q, comma-separated sources, limit (default 10, max 50) and threshold (default 0.5); answers shape B.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { query: RulesSearchQuery },
    response: SemanticSearchResponseB,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, startedAt }) => {
      const hits = await searchRules(deps, { query: query.q, filters: query.sources ? { sources: query.sources } : {}, limit: query.limit, minScore: query.threshold });
      return { body: shapeB(query.q, hits, startedAt) };
    },
  });
}
