/**
 * The one error type of the API. Anything may throw it; one middleware (error-middleware.ts)
 * renders it in the envelope of the route's family. Handlers never build error bodies.
 */

/** Every error code the API can answer with, with its default HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_THERAPEUTIC_AREA: 400,
  INVALID_PROTOCOL: 400,
  MISSING_PARAMETER: 400,
  UNAUTHORIZED: 401,
  INVALID_API_KEY: 401,
  INSUFFICIENT_TIER: 403,
  PROTOCOL_TOO_COMPLEX: 403,
  NOT_FOUND: 404,
  INSUFFICIENT_DATA: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMIT_EXCEEDED: 429,
  QUOTA_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorOptions {
  details?: Record<string, unknown>;
  /** Seconds a client should wait before retrying (429, 503): sets `Retry-After` and the body's retry fields. */
  retryAfter?: number;
  /** Where to upgrade the plan (QUOTA_EXCEEDED). */
  upgradeUrl?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly details?: Record<string, unknown>;
  readonly retryAfter?: number;
  readonly upgradeUrl?: string;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
    if (options.details) this.details = options.details;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
    if (options.upgradeUrl) this.upgradeUrl = options.upgradeUrl;
  }
}

/** 400 naming the field, and the allowed values when there is a closed set. */
export function invalidField(field: string, message: string, allowed?: readonly string[]): ApiError {
  return new ApiError('VALIDATION_ERROR', message, { details: { field, ...(allowed ? { allowed_values: [...allowed] } : {}) } });
}

export function notFound(message: string): ApiError {
  return new ApiError('NOT_FOUND', message);
}

/** 503 for a backend that is down; `backend` names it for the client and for /v1/health. */
export function serviceUnavailable(backend: string, retryAfterSeconds = 5): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', `The ${backend} backend is unavailable. Retry later.`, { details: { backend }, retryAfter: retryAfterSeconds });
}
