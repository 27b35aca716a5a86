/**
 * Thrown by an adapter when its backend cannot be reached or used right now (connection refused,
 * server down, file unreadable). The API answers 503 SERVICE_UNAVAILABLE naming `backend`, with
 * Retry-After; pipelines retry. Adapters wrap their driver's connection errors in it, so no layer
 * above has to recognise driver-specific errors by their messages.
 */
export class BackendUnavailableError extends Error {
  constructor(
    readonly backend: 'bus' | 'search' | 'graph' | 'embedder' | 'rate-limiter',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BackendUnavailableError';
  }
}
