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

/** Renders an ApiError in the family's shape. */
export function renderError(family: ErrorFamily, error: ApiError, requestId: string): unknown {
  if (family === 'legacy') return { error: error.message, status_code: error.status };
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
