import { z } from 'zod';
import type { ApiError } from './errors.ts';

/**
 * Error envelopes by endpoint family (SPEC-DECISIONS 2). Family B is the platform's
 * `{ error: { code, message, details? }, meta: { requestId } }`; family A the legacy
 * `{ error: <message>, status_code }` some /v1/483 and /v1/kg endpoints document.
 */
export type ErrorFamily = 'platform' | 'legacy';

export const ErrorBodyB = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
      retry_after: z.number().int().optional(),
      retryAfter: z.number().int().optional(),
      upgradeUrl: z.string().optional(),
    }),
    meta: z.object({ requestId: z.string() }),
  })
  .meta({ id: 'ErrorB' });

export const ErrorBodyA = z.object({ error: z.string(), status_code: z.number().int() }).meta({ id: 'ErrorA' });

/** The 401 body on every route (SPEC-DECISIONS 2): satisfies shape C and, with meta, shape B. */
export const UnauthorizedBody = z
  .object({
    message: z.literal('Unauthorized'),
    error: z.object({ code: z.enum(['UNAUTHORIZED', 'INVALID_API_KEY']), message: z.string() }),
    meta: z.object({ requestId: z.string() }),
  })
  .meta({ id: 'Unauthorized' });

/**
 * Codes whose body is the platform's whatever the route's family: limits (SPEC-DECISIONS 8), and
 * 404 for unknown routes, 413, 500 and 503 (SPEC-DECISIONS 2). Family A covers a route's own errors.
 */
const ALWAYS_PLATFORM = new Set(['RATE_LIMIT_EXCEEDED', 'QUOTA_EXCEEDED', 'PAYLOAD_TOO_LARGE', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE']);

/** Renders an ApiError in the family's shape. */
export function renderError(family: ErrorFamily, error: ApiError, requestId: string): unknown {
  if (error.code === 'UNAUTHORIZED' || error.code === 'INVALID_API_KEY') {
    return { message: 'Unauthorized', error: { code: error.code, message: error.message }, meta: { requestId } };
  }
  if (family === 'legacy' && !ALWAYS_PLATFORM.has(error.code)) return { error: error.message, status_code: error.status };
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      ...(error.retryAfter !== undefined ? { retry_after: error.retryAfter, retryAfter: error.retryAfter } : {}),
      ...(error.upgradeUrl ? { upgradeUrl: error.upgradeUrl } : {}),
    },
    meta: { requestId },
  };
}
