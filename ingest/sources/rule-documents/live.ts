import type { HttpClient } from '../../http/http-client.ts';
import { HttpError } from '../../http/http-client.ts';
import { headFingerprint as fingerprintOfHeaders } from '../../http/live-url.ts';

/**
 * Pieces the rule-document live fetchers share: where to send requests (the real host, or the
 * `baseUrl` override tests point at a replay server), a cheap HEAD fingerprint for `probeLive`,
 * cursors that a parser upgrade invalidates, and how far an incremental cursor may advance.
 */

/**
 * A URL of the source as the fetcher should request it. Relative links resolve against the
 * source's real origin; with a `baseUrl` override, URLs on that origin move to the override
 * (scheme, host and base path), so links found in a replayed page stay on the replay server.
 */
export function sourceUrl(link: string, defaultOrigin: string, baseUrl: string | null): string {
  const resolved = new URL(link, defaultOrigin);
  if (baseUrl === null || resolved.origin !== new URL(defaultOrigin).origin) return resolved.toString();
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  return `${base.origin}${basePath}${resolved.pathname}${resolved.search}`;
}

/**
 * A fingerprint of a download from a HEAD request: its ETag, else its Last-Modified, else null
 * (the run then always fetches). A server refusing HEAD (405/501) also gives null.
 */
export async function headFingerprint(http: HttpClient, url: string, ratePerSecond: number): Promise<string | null> {
  try {
    const response = await http.request(url, { method: 'HEAD', ratePerSecond });
    return fingerprintOfHeaders(response.headers);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 405 || error.status === 501)) return null;
    throw error;
  }
}

/**
 * A probe fingerprint that also names the cursor the run would start from. A run capped by
 * `maxRecords` leaves the download unchanged but moves the cursor, so the next probe differs and
 * the next run goes on where the capped one stopped, instead of being skipped as unchanged. Once
 * a run adds nothing, cursor and fingerprint settle and unchanged runs are skipped again.
 */
export function withCursor(fingerprint: string | null, cursor: string | null): string | null {
  return fingerprint === null ? null : `${fingerprint}|cursor:${cursor ?? ''}`;
}

/**
 * Cursors carry the schema version they were written under: after a parser upgrade the old cursor
 * is ignored and the source is read in full again, as the runner does for mirror fingerprints.
 */
export function writeCursor(schemaVersion: number, value: string): string {
  return `v${schemaVersion}:${value}`;
}

/** The cursor's value when it was written by this schema version; null otherwise. */
export function readCursor(cursor: string | null, schemaVersion: number): string | null {
  const prefix = `v${schemaVersion}:`;
  return cursor !== null && cursor.startsWith(prefix) ? cursor.slice(prefix.length) : null;
}

/** A failure worth retrying next run (network, timeout, throttling, server error), not a bad document. */
export function isTransient(error: unknown): boolean {
  return error instanceof HttpError && (error.status === null || error.status === 408 || error.status === 429 || error.status >= 500);
}

/**
 * How far an incremental cursor may move after a run over items taken in ascending date order:
 * up to the newest date such that every item of that date or older was handled for good
 * (published, or failed in a way a retry will not fix). An item that failed transiently, and the
 * first item left out by the record cap (`nextDate`), hold it back, so the next run picks them up.
 * Null when nothing may advance.
 */
export function advanceWatermark(attempted: ReadonlyArray<{ date: string; done: boolean }>, nextDate: string | null): string | null {
  const pending = attempted.filter((item) => !item.done).map((item) => item.date);
  if (nextDate !== null) pending.push(nextDate);
  const limit = pending.length > 0 ? pending.reduce((a, b) => (a < b ? a : b)) : null;
  let mark: string | null = null;
  for (const item of attempted) {
    if (limit !== null && item.date >= limit) continue;
    if (mark === null || item.date > mark) mark = item.date;
  }
  return mark;
}
