/**
 * Small pieces live fetchers share about where they send requests and how they tell whether a
 * download changed.
 */

/**
 * Where a live fetcher sends its requests: `settings.baseUrl` (tests: the replay server) when set,
 * else the source's real origin, in both cases without a trailing slash.
 */
export function liveBase(baseUrl: string | null, realOrigin: string): string {
  return (baseUrl ?? realOrigin).replace(/\/+$/, '');
}

/**
 * A cheap fingerprint of a download from the headers of a HEAD request: its ETag, else its
 * Last-Modified, else null (the runner then always fetches, and content hashes still stop
 * re-publishing).
 */
export function headFingerprint(headers: Headers): string | null {
  const etag = headers.get('etag');
  if (etag) return `etag:${etag}`;
  const modified = headers.get('last-modified');
  return modified ? `last-modified:${modified}` : null;
}
