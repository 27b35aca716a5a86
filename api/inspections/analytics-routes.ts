import type { RouteDefinition } from '../platform/route.ts';
import type { InspectionRouteDeps } from './routes.ts';

export function createAnalyticsRoutes(_deps: InspectionRouteDeps): RouteDefinition[] {
  return [];
}
