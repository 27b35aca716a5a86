import { elapsedMs, paginationOf } from '../inspections/common.ts';
import { defineRoute } from '../platform/route.ts';
import type { createPatternAnswers } from './patterns.ts';
import { PatternsListQuery, PatternsListResponse } from './patterns.schema.ts';

/** `GET /v1/patterns`: the amendment pattern types and the observation categories, with the data behind each. */
export function createPatternsListRoute(answers: ReturnType<typeof createPatternAnswers>) {
  return defineRoute({
    method: 'get',
    path: '/v1/patterns',
    operationId: 'listPatterns',
    summary: 'List regulatory patterns',
    description: 'The ten amendment pattern types (with their frequency over ClinicalTrials.gov registry versions, or why none can be given) and the eleven 483 observation categories (with their observation counts). limit default 20 (max 100), offset default 0.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { query: PatternsListQuery },
    response: PatternsListResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, requestId, startedAt }) => {
      const all = await answers.listPatterns();
      return { body: { data: all.slice(query.offset, query.offset + query.limit), pagination: paginationOf(query, all.length), meta: { requestId, processingTimeMs: elapsedMs(startedAt) } } };
    },
  });
}
