import { z } from 'zod';
import { ApiError } from './errors.ts';
import type { RateLimits } from './rate-limits.ts';
import { defineRoute } from './route.ts';

export const UsageResponse = z
  .object({
    data: z.object({
      tier: z.string().describe('The tenant’s plan: free, starter, pro or enterprise.'),
      monthlyLimit: z.number().int().nullable().describe('Calls allowed this calendar month (UTC); null when unlimited (Enterprise).'),
      currentUsage: z.number().int().describe('Calls counted so far this month.'),
      usagePercentage: z.number().describe('currentUsage as a percentage of monthlyLimit (0 when unlimited).'),
      periodStart: z.string().describe('Start of the current period (ISO 8601, UTC).'),
      periodEnd: z.string().describe('End of the current period (ISO 8601, UTC).'),
      alerts: z
        .array(z.object({ threshold: z.union([z.literal(80), z.literal(90), z.literal(100)]), message: z.string() }))
        .describe('Usage thresholds (80, 90, 100 %) reached this period; each also went out once as a tenant.events alert.'),
    }),
    meta: z.object({ requestId: z.string(), processingTimeMs: z.number().int() }),
  })
  .meta({ id: 'Usage' });

/**
 * `GET /v1/usage`: the tenant's monthly quota and use. Checking usage does not itself spend the
 * monthly quota (it is still subject to the per-second limit), so monitoring never uses up a plan.
 */
export function createUsageRoute(deps: { limits: Pick<RateLimits, 'monthlyUsage'> }) {
  return defineRoute({
    method: 'get',
    path: '/v1/usage',
    operationId: 'getUsage',
    summary: 'Monthly quota and usage of the calling tenant',
    tag: 'Platform',
    family: 'platform',
    tier: 'free',
    countsTowardMonthlyQuota: false,
    request: {},
    response: UsageResponse,
    errors: [],
    handler: async ({ principal, requestId, startedAt }) => {
      if (!principal) throw new ApiError('UNAUTHORIZED', 'An API key is required: send it in the X-Api-Key header.');
      const usage = await deps.limits.monthlyUsage(principal.tenantId, principal.tier);
      return {
        body: {
          data: {
            tier: principal.tier,
            monthlyLimit: usage.limit,
            currentUsage: usage.used,
            usagePercentage: usage.limit ? Math.round((usage.used / usage.limit) * 10_000) / 100 : 0,
            periodStart: usage.periodStart,
            periodEnd: usage.periodEnd,
            alerts: usage.alerts,
          },
          meta: { requestId, processingTimeMs: Math.round(performance.now() - startedAt) },
        },
      };
    },
  });
}
