import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Principal } from './api-keys.ts';
import type { ErrorCode } from './errors.ts';
import type { ErrorFamily } from './envelopes.ts';
import type { PlanTier, QuotaName } from './tiers.ts';

/** The tier a route requires; `none` marks the few public routes that need no key. */
export type Tier = 'none' | PlanTier;

/** What a handler receives: parsed, typed input and the time the request started. */
export interface HandlerInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  requestId: string;
  /** The authenticated caller; null on public routes. */
  principal: Principal | null;
  startedAt: number;
  /**
   * The caller sent `Cache-Control: no-cache`: routes with an answer cache compute the answer afresh
   * (a client that must see the newest ranking, a benchmark of the search itself). Other caches
   * that only avoid repeating identical work (a text's embedding) still apply.
   */
  fresh?: boolean;
}

/** What a handler returns: the body, and optionally a status other than 200 and extra headers. */
export interface HandlerResult<R> {
  status?: number;
  body: R;
  headers?: Record<string, string>;
}

/**
 * A streamed answer (bulk export): the platform sends the stream as is, with its content type and
 * a download file name, instead of validating and serialising a JSON body.
 */
export interface StreamedBody {
  kind: 'stream';
  contentType: string;
  filename: string;
  stream: Readable;
}

export function isStreamedBody(body: unknown): body is StreamedBody {
  return typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'stream' && 'stream' in body;
}

/**
 * A JSON answer already serialised (a cached one, api/kg/kg-answer-cache.ts): the platform sends
 * the bytes as is. Why: serialising and re-validating a large cached answer on every request cost
 * more than building it once; its content was validated against the route's schema on the request
 * that built it, and only per-request fields (request id, timing) were spliced in since.
 *
 * The bytes come in chunks that are written one after the other, never joined: a cached answer is
 * a stored part shared by every request and a short per-request tail. Why: joining them copied ICH
 * Q7's 201 KB into a new buffer per request, and at ~900 requests a second those 180 MB/s of
 * short-lived memory outside the heap made V8 run full collections several times a second
 * (12 % of an API process's time, measured 2026-12-06, and most of the tail latency).
 */
export interface SerialisedJsonBody {
  kind: 'serialised_json';
  chunks: readonly Buffer[];
  /**
   * The gzip of the chunks, cheaper than compressing them (gzip-prefix.ts), in chunks too; present
   * only on answers of at least `COMPRESS_MIN_BYTES` (shorter ones go out as they are).
   */
  gzip?: () => readonly Buffer[];
}

export function isSerialisedJsonBody(body: unknown): body is SerialisedJsonBody {
  return typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'serialised_json' && Array.isArray((body as { chunks?: unknown }).chunks);
}

/** The whole answer in one buffer (a copy): for callers that parse it, not for sending. */
export function serialisedJsonBytes(body: SerialisedJsonBody): Buffer {
  return Buffer.concat(body.chunks);
}

/**
 * One endpoint, declared as data: the router registers it, the platform validates its input with
 * its zod schemas, renders its errors in its family's envelope, and the OpenAPI document is built
 * from the same object.
 */
export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Koa-router path, e.g. `/v1/483/facilities/:fei_number`. */
  path: string;
  operationId: string;
  /** An alias path of another operation: the OpenAPI document shows that operation's example answer. */
  aliasOf?: string;
  /** The status of a successful answer when it is not 200 (a created entry, an accepted job); documented in OpenAPI. */
  successStatus?: 201 | 202;
  summary: string;
  description?: string;
  /** OpenAPI tag, e.g. `Inspections`. */
  tag: string;
  family: ErrorFamily;
  tier: Tier;
  request: { params?: P; query?: Q; body?: B };
  response: R;
  /** Error codes the handler itself may answer with; the platform adds its own (see `routeErrorCodes`). */
  errors: readonly ErrorCode[];
  /** Extra quotas this route consumes besides the per-second and monthly limits. */
  quotas?: readonly QuotaName[];
  /**
   * Content types of a streamed route (its handler answers a `StreamedBody`); its `response` schema
   * then describes one row, documented under each type. Unset: a JSON body validated by `response`.
   */
  produces?: readonly string[];
  /** False for calls that must not spend the monthly quota (checking usage). Default true. */
  countsTowardMonthlyQuota?: boolean;
  handler: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<HandlerResult<z.input<R> | StreamedBody | SerialisedJsonBody>>;
}

/** Declares a route; the identity function exists so TypeScript infers the handler's input types. */
export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  route: RouteDefinition<P, Q, B, R>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}

/** Error codes the platform itself answers with on every route that needs a key. */
export const PLATFORM_AUTH_ERRORS: readonly ErrorCode[] = ['UNAUTHORIZED', 'INVALID_API_KEY', 'INSUFFICIENT_TIER', 'RATE_LIMIT_EXCEEDED', 'QUOTA_EXCEEDED'];
/** Error codes any route may answer with. */
export const PLATFORM_COMMON_ERRORS: readonly ErrorCode[] = ['INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'];

/**
 * Every error code a route can answer with: its own, the platform's for routes behind a key, and
 * the common ones. Body-taking routes also get 413. Used by OpenAPI and its meta-test.
 */
export function routeErrorCodes(route: RouteDefinition): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors);
  if (route.tier !== 'none') for (const code of PLATFORM_AUTH_ERRORS) codes.add(code);
  if (route.request.body) {
    codes.add('VALIDATION_ERROR');
    codes.add('PAYLOAD_TOO_LARGE');
  }
  if (route.request.query || route.request.params) codes.add('VALIDATION_ERROR');
  for (const code of PLATFORM_COMMON_ERRORS) codes.add(code);
  return [...codes];
}

