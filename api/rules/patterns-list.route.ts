import { elapsedMs } from '../inspections/common.ts';
import { defineRoute } from '../platform/route.ts';
import type { createPatternAnswers } from './patterns.ts';
import { PatternsListResponse } from './patterns.schema.ts';

/** `GET /v1/patterns`: the amendment pattern types and the observation categories, with the data behind each. */
export function createPatternsListRoute(answers: ReturnType<typeof createPatternAnswers>) {
  return defineRoute({
    method: 'get',
    path: '/v1/patterns',
    operationId: 'listPatterns',
    summary: 'List regulatory patterns',
    description: 'The ten amendment pattern types (with their frequency over ClinicalTrials.gov registry versions, or why none can be given) and the eleven 483 observation categories (with their observation counts).',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: {},
    response: PatternsListResponse,
    errors: ['SERVICE_UNAVAILABLE'],
    handler: async ({ requestId, startedAt }) => ({ body: { data: await answers.listPatterns(), meta: { requestId, processingTimeMs: elapsedMs(startedAt) } } }),
  });
}
