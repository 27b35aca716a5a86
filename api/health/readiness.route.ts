import { z } from 'zod';
import { defineRoute } from '../platform/route.ts';
import type { ReadinessReport } from './readiness.ts';

export const ReadinessResponse = z
  .object({
    data: z.object({
      status: z.enum(['ready', 'not_ready']).describe('ready: stores reachable and the first enrichment catch-up done (200); not_ready otherwise (503).'),
      stores: z
        .record(z.string(), z.object({ status: z.enum(['up', 'down']), detail: z.string().optional().describe('Why a store is down.') }))
        .describe('One probe per store the API reads: bus, search, graph, rate-limiter.'),
      pipeline: z
        .object({
          caught_up: z.boolean().describe('True once every enrichment step had read everything on its topics at least once since this process started; stays true afterwards.'),
          lag: z.number().int().describe('Messages the steps have yet to read, summed, at this check.'),
          behind: z.array(z.string()).describe('Steps (consumer groups) with messages left to read.'),
        })
        .describe('Enrichment progress as the bus reports it, whichever process runs the pipeline.'),
      missing: z.array(z.string()).describe('What keeps the instance out of rotation; empty when ready.'),
    }),
    meta: z.object({ requestId: z.string(), processingTimeMs: z.number().int() }),
  })
  .meta({ id: 'Readiness' });

/**
 * `GET /v1/health/ready`: the readiness probe for load balancers, Kubernetes and compose. 200 once
 * the instance can serve real answers, else 503 with what is missing. `/v1/health` stays the
 * liveness and status document.
 */
export function createReadinessRoute(deps: { readiness: { check(): Promise<ReadinessReport> } }) {
  return defineRoute({
    method: 'get',
    path: '/v1/health/ready',
    operationId: 'getReadiness',
    summary: 'Readiness: 200 when the stores answer and the first enrichment catch-up is done, else 503 with what is missing',
    tag: 'Platform',
    family: 'platform',
    tier: 'none',
    request: {},
    response: ReadinessResponse,
    errors: ['SERVICE_UNAVAILABLE'],
    handler: async ({ requestId, startedAt }) => {
      const report = await deps.readiness.check();
      return {
        status: report.ready ? 200 : 503,
        ...(report.ready ? {} : { headers: { 'Retry-After': '5' } }),
        body: {
          data: { status: report.ready ? ('ready' as const) : ('not_ready' as const), stores: report.stores, pipeline: report.pipeline, missing: report.missing },
          meta: { requestId, processingTimeMs: Math.round(performance.now() - startedAt) },
        },
      };
    },
  });
}
