import { defineRoute } from '../platform/route.ts';
import { semanticSearch } from './rule-answers.ts';
import type { RuleSearchDeps } from './rule-search.ts';
import { SemanticSearchRequest, SemanticSearchResponse } from './rules.schema.ts';

/** `POST /v1/semantic-search`: meaning-based search over rule documents, answered in shape A or B (SPEC-DECISIONS 10). */
export function createSemanticSearchRoute(deps: RuleSearchDeps) {
  return defineRoute({
    method: 'post',
    path: '/v1/semantic-search',
    operationId: 'semanticSearch',
    summary: 'Semantic search over regulatory rule documents',
    description:
      'Hybrid lexical and semantic ranking over document titles and sections; one hit per document with its best passage. top_k/min_similarity (defaults 5 / 0.25) answer shape A; limit/threshold (defaults 10 / 0.5) answer shape B. Scores: 0.70+ high confidence, 0.50–0.70 good, 0.25–0.50 partial. A question asked again is answered from the ranking cache until the rules index changes; send `Cache-Control: no-cache` to rank afresh.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { body: SemanticSearchRequest },
    response: SemanticSearchResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ body, startedAt, fresh }) => ({ body: await semanticSearch(fresh ? { ...deps, cache: undefined } : deps, body, startedAt) }),
  });
}
