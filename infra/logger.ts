import pino from 'pino';

/** The logger type passed in `Deps`. */
export type Logger = pino.Logger;

/**
 * Paths redacted from every log line, by configuration rather than discipline: API keys and
 * webhook secrets must never reach a log, whatever object a caller hands to the logger.
 */
export const REDACTED_PATHS = [
  'key',
  'apiKey',
  'api_key',
  'secret',
  'webhook_secret',
  'authorization',
  '*.key',
  '*.apiKey',
  '*.api_key',
  '*.secret',
  '*.webhook_secret',
  '*.authorization',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'headers.authorization',
  'headers["x-api-key"]',
  'openFdaApiKey',
  '*.openFdaApiKey',
  'headers["Authorization-Key"]',
  '*.headers["Authorization-Key"]',
  'dashboard.key',
  '*.dashboard.key',
];

/** Creates the process logger: JSON lines on stdout (or `destination`), secrets redacted. */
export function createLogger(options: { level: string; name?: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      name: options.name ?? 'regintel',
      level: options.level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}

/** A logger that writes nothing; for tests and quiet CLI commands. */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
