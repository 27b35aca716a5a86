import type { z } from 'zod';
import type { SourceItem } from '../../connector.ts';

/**
 * The last gate before a body leaves a connector: the body must match its source's schema, so a
 * parser slip (an empty string where a date belongs, a float FEI) reaches the DLQ with the field
 * named instead of reaching the bus. Used by the four FDA listing connectors (published 483s,
 * warning letters, dashboard aggregates, 503B facilities).
 */
export function validatedItem<T extends Record<string, unknown>>(schema: z.ZodType<T>, id: string, body: unknown, ref: string): SourceItem {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, id, body: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`);
  return { ok: false, reason: `invalid record ${id}: ${problems.join('; ')}`, ref, raw: body };
}

/** The message of anything thrown, for a DLQ reason. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `settings.baseUrl` (tests: the replay server) or the source's real origin, without a trailing slash. */
export function liveBase(baseUrl: string | null, realOrigin: string): string {
  return (baseUrl ?? realOrigin).replace(/\/+$/, '');
}

/**
 * A cheap fingerprint of a download from a HEAD request: its ETag, else its Last-Modified, else
 * null (the runner then always fetches, and content hashes still stop re-publishing).
 */
export function headFingerprint(headers: Headers): string | null {
  const etag = headers.get('etag');
  if (etag) return `etag:${etag}`;
  const modified = headers.get('last-modified');
  return modified ? `last-modified:${modified}` : null;
}
