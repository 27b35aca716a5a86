import { defineRoute } from '../platform/route.ts';
import type { createPatternAnswers } from './patterns.ts';
import { AmendmentPatternStatisticsResponse, PatternAreaParams, PatternAreaQuery } from './patterns.schema.ts';

/** `GET /v1/patterns/{therapeutic_area}`: amendment pattern statistics of one area (SPEC-DECISIONS 11). */
export function createPatternsAreaRoute(answers: ReturnType<typeof createPatternAnswers>) {
  return defineRoute({
    method: 'get',
    path: '/v1/patterns/:therapeutic_area',
    operationId: 'getAmendmentPatterns',
    summary: 'Protocol amendment pattern statistics for a therapeutic area',
    description:
      'Computed from successive ClinicalTrials.gov registry versions. Free: top 3 patterns without prevention strategies or phase breakdown, default time period only. 404 INSUFFICIENT_DATA under 10 analysable trials.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { params: PatternAreaParams, query: PatternAreaQuery },
    response: AmendmentPatternStatisticsResponse,
    errors: ['VALIDATION_ERROR', 'INVALID_THERAPEUTIC_AREA', 'INSUFFICIENT_DATA', 'INSUFFICIENT_TIER'],
    handler: async ({ params, query, principal, startedAt }) => ({
      body: await answers.areaStatistics({ area: params.therapeutic_area, time_period: query.time_period, phase: query.phase, include_details: query.include_details }, principal, startedAt),
    }),
  });
}
