import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { ErrorFamily } from './envelopes.ts';

/** Tiers in ascending order; `none` marks the few routes that need no key. */
export type Tier = 'none' | 'free' | 'starter' | 'pro' | 'enterprise';

/** What a handler receives: parsed, typed input and the time the request started. */
export interface HandlerInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  requestId: string;
  /** Tenant of the calling key; null on public routes. */
  tenantId: string | null;
  startedAt: number;
}

/** What a handler returns: the body, and optionally a status other than 200 and extra headers. */
export interface HandlerResult<R> {
  status?: number;
  body: R;
  headers?: Record<string, string>;
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
  summary: string;
  description?: string;
  /** OpenAPI tag, e.g. `Inspections`. */
  tag: string;
  family: ErrorFamily;
  tier: Tier;
  request: { params?: P; query?: Q; body?: B };
  response: R;
  /** Error codes this route may answer with (documented in OpenAPI). */
  errors: readonly ErrorCode[];
  handler: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<HandlerResult<z.input<R>>>;
}

/** Declares a route; the identity function exists so TypeScript infers the handler's input types. */
export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  route: RouteDefinition<P, Q, B, R>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}
