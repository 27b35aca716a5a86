import { defineRoute } from '../platform/route.ts';
import { keywordSearchAnswer } from './rule-answers.ts';
import type { RuleSearchDeps } from './rule-search.ts';
import { KeywordSearchRequest, KeywordSearchResponse } from './rules.schema.ts';

/** `POST /v1/search`: keyword (BM25) search of rule documents. */
export function createKeywordSearchRoute(deps: RuleSearchDeps) {
  return defineRoute({
    method: 'post',
    path: '/v1/search',
    operationId: 'keywordSearch',
    summary: 'Keyword search of rule documents',
    description: 'Lexical search (no embeddings); one hit per document with the passage that matched. query required, sources optional, limit default 10 (max 100), offset default 0; the pagination block gives the total of matching documents.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { body: KeywordSearchRequest },
    response: KeywordSearchResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ body, requestId, startedAt }) => ({ body: await keywordSearchAnswer(deps, body, { requestId, startedAt }) }),
  });
}
