import type { RouteDefinition } from '../platform/route.ts';
import type { InspectionRouteDeps } from './routes.ts';

export function createMappingRoutes(_deps: InspectionRouteDeps): RouteDefinition[] {
  return [];
}
