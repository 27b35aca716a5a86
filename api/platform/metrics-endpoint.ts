import type Koa from 'koa';
import { createBearerCheck } from '../../infra/metrics/bearer-token.ts';
import { ApiError } from './errors.ts';

/** Where Prometheus scrapes; outside `/v1` and its OpenAPI document on purpose (it is not part of the product API). */
export const METRICS_PATH = '/metrics';

export interface MetricsEndpointOptions {
  /** Off: the path is left to the router, which answers 404 like any unknown path. */
  enabled: boolean;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | null;
  /** The exposition text: this process's registries, or the cluster's aggregate under the supervisor. */
  collect: () => Promise<string>;
  contentType: string;
}

/**
 * `GET /metrics` in the Prometheus text format. Mounted before the router like the docs page, so
 * it needs no API key and spends no quota; a token, when configured, is compared in constant time
 * (on sha256 digests, so the length of the token does not leak either).
 */
export function createMetricsMiddleware(options: MetricsEndpointOptions): Koa.Middleware {
  const authorized = options.token === null ? null : createBearerCheck(options.token);
  return async (ctx, next) => {
    if (!options.enabled || ctx.path !== METRICS_PATH) return next();
    (ctx.state as { routeLabel?: string }).routeLabel = METRICS_PATH;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      throw new ApiError('METHOD_NOT_ALLOWED', `Method ${ctx.method} is not allowed on ${METRICS_PATH}. Allowed: GET, HEAD`);
    }
    if (authorized !== null && !authorized(ctx.get('authorization'))) {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new ApiError('UNAUTHORIZED', 'The metrics endpoint requires Authorization: Bearer <REGINTEL_METRICS_TOKEN>');
    }
    ctx.body = await options.collect();
    ctx.type = options.contentType;
    ctx.set('Cache-Control', 'no-store');
  };
}
