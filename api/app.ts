import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import type { Logger } from '../infra/logger.ts';
import type { Metrics } from '../infra/metrics/metrics.ts';
import { BackendUnavailableError } from '../infra/backend-unavailable.ts';
import { ApiError, serviceUnavailable } from './platform/errors.ts';
import { compressResponses, prefersGzip } from './platform/compression.ts';
import { type ErrorFamily, renderError } from './platform/envelopes.ts';
import type { ApiKeyService, Principal } from './platform/api-keys.ts';
import { authenticate } from './platform/authenticate.ts';
import type { RateLimits } from './platform/rate-limits.ts';
import { type RouteDefinition, isSerialisedJsonBody, isStreamedBody } from './platform/route.ts';
import { TIER_LABEL, tierAtLeast } from './platform/tiers.ts';
import { validationError } from './platform/validation.ts';

/** The platform's gatekeepers: who is calling, and may they call now. */
export interface PlatformGuards {
  keys: Pick<ApiKeyService, 'verify'>;
  limits: Pick<RateLimits, 'consume'>;
}

export interface AppOptions {
  routes: readonly RouteDefinition[];
  guards: PlatformGuards;
  logger: Logger;
  /** Validate every response against its schema and fail loudly (dev and tests); production only logs. */
  strictResponses: boolean;
  /** Non-JSON middleware mounted before the router (the docs page's static assets). */
  middleware?: readonly Koa.Middleware[];
  /** Request counts and durations, rate-limit rejections (infra/metrics); absent: nothing is recorded. */
  metrics?: Pick<Metrics, 'http'>;
}

interface RequestState {
  requestId: string;
  tenantId?: string;
  /** The caller's plan once authenticated: a metrics label. */
  tier?: string;
  /** Route label of a path served by a middleware rather than the router (`/metrics`). */
  routeLabel?: string;
  family: ErrorFamily;
  startedAt: number;
}

/** Request ids a client may send us are echoed only when they look like ids, never arbitrary text. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const MAX_BODY = '1mb';

/**
 * A serialised answer this long or longer goes out as a stream of its chunks instead of one joined
 * buffer. Why 64 KiB: a stream costs about 50 µs a request (Node's pipeline makes an AbortSignal and
 * a DOMException each time, 2026-12-06 profile), joining 64 KiB about 10 µs.
 */
const STREAM_MIN_BYTES = 64 * 1024;

/**
 * Builds the Koa application: request ids and access log, one error middleware rendering every
 * failure in the route family's envelope, gzip for clients that ask, JSON bodies up to 1 MiB, the
 * routes, then 404/405.
 */
export function createApp(options: AppOptions): Koa<RequestState> {
  const app = new Koa<RequestState>();
  const log = options.logger.child({ module: 'api' });
  app.proxy = false;
  app.silent = true;

  app.use(async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = CLIENT_REQUEST_ID.test(incoming) ? incoming : `req_${randomUUID().replaceAll('-', '')}`;
    ctx.state.family = 'platform';
    ctx.state.startedAt = performance.now();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'INTERNAL_ERROR') log.error({ err: error, requestId: ctx.state.requestId }, 'unhandled error');
      else if (apiError.code === 'SERVICE_UNAVAILABLE') log.warn({ err: error, requestId: ctx.state.requestId }, 'backend unavailable');
      if (apiError.code === 'RATE_LIMIT_EXCEEDED' || apiError.code === 'QUOTA_EXCEEDED') {
        options.metrics?.http.rateLimitRejections.inc({ tier: ctx.state.tier ?? 'none', code: apiError.code });
      }
      ctx.status = apiError.status;
      ctx.body = renderError(ctx.state.family, apiError, ctx.state.requestId);
      if (apiError.retryAfter !== undefined) ctx.set('Retry-After', String(apiError.retryAfter));
    } finally {
      // A body no route read (wrong content type, an early 401/400) is drained, so the connection
      // stays usable and the client, still sending, never sees a reset instead of our answer.
      if (!ctx.req.readableEnded) ctx.req.resume();
      const seconds = (performance.now() - ctx.state.startedAt) / 1000;
      if (options.metrics) {
        // The route template, never the raw path: one series per route, not one per facility id.
        const labels = { route: ctx.routerPath ?? ctx._matchedRoute ?? ctx.state.routeLabel ?? 'unmatched', method: ctx.method, status: String(ctx.status), tier: ctx.state.tier ?? 'none' };
        options.metrics.http.requests.inc(labels);
        options.metrics.http.duration.observe(labels, seconds);
      }
      log.info(
        {
          requestId: ctx.state.requestId,
          tenant: ctx.state.tenantId ?? null,
          method: ctx.method,
          route: ctx.routerPath ?? ctx._matchedRoute ?? null,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(seconds * 10_000) / 10,
        },
        'request',
      );
    }
  });

  // Inside the error middleware: its time is in the access log and the metrics, and an error
  // answer is small enough to go out as it is.
  app.use(compressResponses());
  for (const middleware of options.middleware ?? []) app.use(middleware);
  // Bodies are parsed only once a route has admitted the caller: an unauthenticated request never
  // costs a parse, and a missing key answers 401 before any 400 about the body.
  const parseBody = bodyParser({ enableTypes: ['json'], jsonLimit: MAX_BODY, encoding: 'utf-8' });

  // A literal path wins over a parameterised one that also matches it (`/v1/rules/validate` is not
  // the rule `validate`): the wrong method on it is a 405 naming its methods, not a lookup.
  // Grouped by path once: the lookup runs on every request to a parameterised route.
  const literalRoutes = new Map<string, RouteDefinition[]>();
  for (const route of options.routes) {
    if (route.path.includes(':')) continue;
    const key = route.path.toLowerCase();
    literalRoutes.set(key, [...(literalRoutes.get(key) ?? []), route]);
  }
  const literalSiblings = (path: string): readonly RouteDefinition[] => literalRoutes.get(path.replace(/\/+$/, '').toLowerCase()) ?? [];
  const allowHeader = (routes: readonly RouteDefinition[]) => routes.flatMap((route) => (route.method === 'get' ? ['HEAD', 'GET'] : [route.method.toUpperCase()])).join(', ');

  const router = new Router<RequestState>();
  for (const route of options.routes) {
    const parameterised = route.path.includes(':');
    router[route.method](route.operationId, route.path, async (ctx) => {
      ctx.state.family = route.family;
      const siblings = parameterised ? literalSiblings(ctx.path) : [];
      if (siblings.length > 0 && !siblings.some((sibling) => sibling.method.toUpperCase() === (ctx.method === 'HEAD' ? 'GET' : ctx.method))) {
        ctx.state.family = siblings[0]?.family ?? route.family;
        ctx.set('Allow', allowHeader(siblings));
        throw methodNotAllowed(ctx);
      }
      const principal = route.tier === 'none' ? null : await admit(route, ctx, options.guards);
      if (principal) ctx.state.tenantId = principal.tenantId;
      if (route.request.body) await readJsonBody(ctx, parseBody);
      const params = parse(route.request.params, ctx.params, 'params');
      const query = parse(route.request.query, ctx.query, 'query');
      const body = parse(route.request.body, ctx.request.body, 'body');
      const result = await route.handler({
        params,
        query,
        body,
        requestId: ctx.state.requestId,
        principal,
        startedAt: ctx.state.startedAt,
        fresh: /(^|,)\s*no-cache\s*(,|$)/i.test(ctx.get('Cache-Control')),
      });
      const status = result.status ?? route.successStatus ?? 200;
      if (isStreamedBody(result.body)) {
        // Rows are built from validated store documents; a stream has no JSON body to check.
        ctx.status = status;
        for (const [name, value] of Object.entries(result.headers ?? {})) ctx.set(name, value);
        ctx.set('Content-Disposition', `attachment; filename="${result.body.filename}"`);
        ctx.type = result.body.contentType;
        ctx.body = result.body.stream;
        return;
      }
      if (isSerialisedJsonBody(result.body)) {
        // Validated when it was built (see SerialisedJsonBody); the bytes go out as they are.
        ctx.status = status;
        for (const [name, value] of Object.entries(result.headers ?? {})) ctx.set(name, value);
        ctx.type = 'application/json';
        // Its own gzip when it has one: cheaper than compressing the bytes (compression.ts leaves it be).
        const gzipped = result.body.gzip && prefersGzip(ctx);
        if (gzipped) ctx.set('Content-Encoding', 'gzip');
        const chunks = gzipped && result.body.gzip ? result.body.gzip() : result.body.chunks;
        const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
        // A long answer is written chunk by chunk, never copied (route.ts SerialisedJsonBody); a short
        // one is joined, which costs less than a stream.
        ctx.body = length >= STREAM_MIN_BYTES ? Readable.from(chunks, { objectMode: false }) : Buffer.concat(chunks, length);
        ctx.length = length;
        return;
      }
      const checked = route.response.safeParse(result.body);
      if (!checked.success) {
        log.error({ route: route.operationId, issues: checked.error.issues.slice(0, 5) }, 'response does not match its schema');
        if (options.strictResponses) throw new Error(`response of ${route.operationId} does not match its schema`);
      }
      ctx.status = status;
      for (const [name, value] of Object.entries(result.headers ?? {})) ctx.set(name, value);
      ctx.body = result.body;
    });
  }
  // Runs after the router has had its say: a path no route claims is 404, a known path with the
  // wrong method is 405 (allowedMethods has set `Allow` by then).
  app.use(async (ctx, next) => {
    await next();
    // 501 is the router's answer to a method no route has (TRACE): a 405 where the path is known.
    if (ctx.status === 501) {
      ctx.status = ctx.response.get('Allow') ? 405 : 404;
      if (ctx.status === 404) ctx.remove('Allow');
    }
    if (ctx.status === 405) {
      // The route registered at this path (layers are named by operationId), not merely any route of that method.
      const sibling = options.routes.find((route) => router.match(ctx.path, route.method.toUpperCase()).pathAndMethod.some((layer) => layer.name === route.operationId));
      if (sibling) ctx.state.family = sibling.family;
      const literal = literalSiblings(ctx.path);
      if (literal.length > 0) ctx.set('Allow', allowHeader(literal));
      throw methodNotAllowed(ctx);
    }
    if (ctx.body == null && ctx.status === 404) throw new ApiError('NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`);
  });
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: false }));
  return app;
}

/**
 * Authenticates, applies the limits, then the tier gate. Limits come before the tier gate so the
 * X-RateLimit-* headers are on every authenticated answer, 403 included; 401s and 429s spend no
 * quota (the limiter gives back what a rejected request took).
 */
async function admit(route: RouteDefinition, ctx: Koa.Context, guards: PlatformGuards): Promise<Principal> {
  const principal = await authenticate(ctx.headers, guards.keys);
  ctx.state.tier = principal.tier;
  const outcome = await guards.limits.consume({
    keyId: principal.keyId,
    tenantId: principal.tenantId,
    tier: principal.tier,
    // A route's extra quotas apply to callers its tier admits; a lower plan is refused below with a
    // 403 and has no such quota to spend (rate-limits.ts refuses a quota a plan does not list).
    quotas: route.tier !== 'none' && tierAtLeast(principal.tier, route.tier) ? (route.quotas ?? []) : [],
    countsTowardMonthlyQuota: route.countsTowardMonthlyQuota ?? true,
  });
  for (const [name, value] of Object.entries(outcome.headers)) ctx.set(name, value);
  if (!outcome.allowed) throw outcome.error;
  if (route.tier !== 'none' && !tierAtLeast(principal.tier, route.tier)) {
    throw new ApiError('INSUFFICIENT_TIER', `${TIER_LABEL[route.tier]}+ subscription required`, {
      details: { required_tier: route.tier, current_tier: principal.tier },
    });
  }
  return principal;
}

/** Family A documents its own text (spec doc 2, benchmarks: 'Method not allowed'); `Allow` names the methods. */
function methodNotAllowed(ctx: Koa.ParameterizedContext<RequestState>): ApiError {
  const message = ctx.state.family === 'legacy' ? 'Method not allowed' : `Method ${ctx.method} is not allowed on ${ctx.path}. Allowed: ${ctx.response.get('Allow')}`;
  return new ApiError('METHOD_NOT_ALLOWED', message);
}

/**
 * Parses a route's JSON body. Every failure here is the client's: a body sent under another media
 * type (it would be ignored, and the request answered as if nothing was sent), a Content-Encoding
 * the server does not decode, or bytes that do not decode under the one named. Each answers 400
 * naming what is wrong, never a 500; a body over the limit stays a 413.
 */
async function readJsonBody(ctx: Koa.Context, parseBody: Koa.Middleware): Promise<void> {
  const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
  if (hasBody && !ctx.is('json', '+json')) {
    throw new ApiError('VALIDATION_ERROR', `Content-Type must be application/json (got ${ctx.get('Content-Type') ? `'${ctx.get('Content-Type').slice(0, 100)}'` : 'none'})`);
  }
  try {
    await parseBody(ctx, async () => {});
  } catch (error) {
    const { status, type } = httpErrorFields(error, 0);
    if (status === 413 || type === 'entity.too.large') throw error;
    // The media type was checked above, so a 415 from the parser is about the encoding.
    if (status === 415 || type === 'encoding.unsupported') {
      throw new ApiError('VALIDATION_ERROR', `Unsupported Content-Encoding '${ctx.get('Content-Encoding').slice(0, 100)}': send the body as is, or as gzip, deflate or br`);
    }
    if (ctx.get('Content-Encoding') && status !== 400) {
      throw new ApiError('VALIDATION_ERROR', `The body does not decode as Content-Encoding '${ctx.get('Content-Encoding').slice(0, 100)}'`);
    }
    throw new ApiError('VALIDATION_ERROR', 'Malformed JSON body');
  }
}

function parse(schema: RouteDefinition['request']['body'], value: unknown, location: 'body' | 'query' | 'params'): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, location, value);
  return result.data;
}

/** The `status` and `type` that http-errors (the body parser's errors) carry; `fallback` when absent. */
function httpErrorFields(error: unknown, fallback: number): { status: number; type: string } {
  const fields = typeof error === 'object' && error !== null ? (error as { status?: unknown; type?: unknown }) : {};
  return { status: fields.status === undefined ? fallback : Number(fields.status), type: fields.type === undefined ? '' : String(fields.type) };
}

/** Maps whatever was thrown to an ApiError; unknown errors become an opaque 500. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof BackendUnavailableError) return serviceUnavailable(error.backend);
  const { status, type } = httpErrorFields(error, 500);
  if (status === 413 || type === 'entity.too.large') return new ApiError('PAYLOAD_TOO_LARGE', `Request body exceeds ${MAX_BODY.replace('mb', ' MiB')}`);
  if (status === 415) return new ApiError('VALIDATION_ERROR', 'Content-Type must be application/json');
  if (status === 400) return new ApiError('VALIDATION_ERROR', 'Malformed JSON body');
  return new ApiError('INTERNAL_ERROR', 'Internal server error');
}
