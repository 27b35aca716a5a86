import type { RouteDefinition } from '../platform/route.ts';
import { createAnalyticsReader } from './analytics-queries.ts';
import { createAnalyticsSummaryRoutes } from './analytics-summary.route.ts';
import { createCfrReferenceRoutes } from './cfr-references.route.ts';
import { createInvestigatorRoutes } from './investigators.route.ts';
import type { InspectionRouteDeps } from './routes.ts';
import { createTrendingRoute } from './trending.route.ts';

/**
 * The analytics-backed /v1/483 routes: CFR references, analytics summary and benchmarks,
 * investigators, trending citations. They share one reader, so one cache of document sets keyed
 * by the analytics index's data version (5 minutes at most, never past a change the sink made).
 */
export function createAnalyticsRoutes(deps: InspectionRouteDeps): RouteDefinition[] {
  const reader = createAnalyticsReader({ search: deps.search });
  return [
    ...createCfrReferenceRoutes({ reader }),
    ...createAnalyticsSummaryRoutes({ reader }),
    ...createInvestigatorRoutes({ reader }),
    createTrendingRoute({ reader, clock: deps.clock }),
  ];
}
