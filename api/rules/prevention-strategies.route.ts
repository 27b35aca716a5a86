import { elapsedMs, paginationOf } from '../inspections/common.ts';
import { defineRoute } from '../platform/route.ts';
import type { createPatternAnswers } from './patterns.ts';
import { StrategiesQuery, StrategiesResponse } from './patterns.schema.ts';

/** `GET /v1/prevention/strategies`: per pattern and observation category, strategies with their regulatory basis. */
export function createPreventionStrategiesRoute(answers: ReturnType<typeof createPatternAnswers>) {
  return defineRoute({
    method: 'get',
    path: '/v1/prevention/strategies',
    operationId: 'listPreventionStrategies',
    summary: 'Prevention strategies per amendment pattern and observation category',
    description: 'Each strategy cites its regulatory basis (authority, document, section). Filters kind and pattern_id; limit default 20 (max 100), offset default 0.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { query: StrategiesQuery },
    response: StrategiesResponse,
    errors: ['VALIDATION_ERROR'],
    handler: async ({ query, requestId, startedAt }) => {
      const all = answers.strategies(query);
      return { body: { data: all.slice(query.offset, query.offset + query.limit), pagination: paginationOf(query, all.length), meta: { requestId, processingTimeMs: elapsedMs(startedAt) } } };
    },
  });
}
