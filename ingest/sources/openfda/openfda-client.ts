import { z } from 'zod';
import type { LiveContext } from '../../connector.ts';
import { isoDate } from '../../formats/dates.ts';
import { HttpError } from '../../http/http-client.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * The paging client shared by the openFDA connectors (drug enforcement, drug shortages), so both
 * page, throttle, cap and keep the API key out of logs the same way.
 *
 * openFDA (https://open.fda.gov/apis/query-parameters/, /apis/paging/, /apis/authentication/):
 * - `limit` ≤ 1000 records a page; `skip` ≤ 25,000. Past that only `search_after` pages, and
 *   openFDA hands its cursor out in the `Link: <…>; rel="next"` header of every page of a query
 *   sent without `skip` (the two do not mix). So the first page goes without `skip`, the `Link`
 *   is followed while there is one, and `skip` paging is only the fallback when a response has no
 *   `Link` (it stops at the 25,000 ceiling).
 * - An API key raises the daily cap from 1,000 to 120,000 requests (240 requests a minute per
 *   key). openFDA takes it as the `api_key` parameter or as the username of HTTP Basic
 *   authentication (https://open.fda.gov/apis/authentication/); it is sent in the header, so the
 *   secret never appears in a URL, and so never in a log line, a retry notice or a DLQ ref.
 * - A search without matches is answered `404 {"error":{"code":"NOT_FOUND"}}`: zero records, not
 *   an error.
 * - `meta.last_updated` and `meta.results.total` are the cheap fingerprint of an endpoint.
 */

/** The public openFDA API; `settings.baseUrl` replaces it (a proxy, or a replay server in tests). */
export const OPENFDA_BASE_URL = 'https://api.fda.gov';
/** The largest `limit` openFDA accepts: a page of at most 1,000 records. */
export const OPENFDA_MAX_LIMIT = 1000;
/** The largest `skip` openFDA accepts; beyond it only `search_after` links page on. */
export const OPENFDA_MAX_SKIP = 25_000;

/**
 * Requests per second: 240/min with a key is 4/s; without one the same per-IP minute cap applies
 * but only 1,000 requests a day, so an unkeyed run goes at 1/s to leave room for other clients
 * behind the same address.
 */
export function openFdaRatePerSecond(apiKey: string | null): number {
  return apiKey ? 4 : 1;
}

const OpenFdaPage = z.object({
  meta: z
    .object({
      last_updated: z.string().optional(),
      results: z.object({ skip: z.number().optional(), limit: z.number().optional(), total: z.number() }).optional(),
    })
    .optional(),
  results: z.array(z.unknown()),
});

/** One openFDA query of a connector: endpoint, filter and order (paging is the client's job). */
export interface OpenFdaQuery {
  /** Endpoint path under the base URL, e.g. `/drug/enforcement.json`. */
  path: string;
  /** openFDA `search` expression, or null for every record. */
  search: string | null;
  /** openFDA `sort`, e.g. `report_date:asc` (ascending, so a capped run can resume from its cursor). */
  sort: string | null;
  /** Records a page (≤ 1000). */
  pageSize?: number;
}

/** One page of results, as the connectors consume it. */
export interface OpenFdaPage {
  records: unknown[];
  /** The page's URL (it holds no secret), for refs and logs. */
  url: string;
  /** `meta.results.total` of the query, when present. */
  total: number | null;
}

/** The endpoint URL under the configured base (a base with a path, e.g. a proxy prefix, is kept). */
export function openFdaUrl(baseUrl: string | null, path: string, params: Record<string, string | null>): string {
  const url = new URL(`${(baseUrl ?? OPENFDA_BASE_URL).replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Pages through one openFDA query, yielding each page's records, until the results run out or
 * `settings.maxRecords` records have been yielded. Throws (with the API key masked) when a page
 * cannot be fetched after the HTTP client's retries or is not an openFDA answer: a run that stops
 * half-way must fail, so its cursor and fingerprint are not saved.
 */
export async function* openFdaPages(context: LiveContext, query: OpenFdaQuery): AsyncGenerator<OpenFdaPage> {
  const { settings } = context;
  const pageSize = Math.min(OPENFDA_MAX_LIMIT, Math.max(1, query.pageSize ?? OPENFDA_MAX_LIMIT));
  const params = { search: query.search, sort: query.sort, limit: String(pageSize) };
  let url = openFdaUrl(settings.baseUrl, query.path, params);
  let skip = 0;
  let yielded = 0;
  let followingLinks = false;
  for (;;) {
    const answer = await getOpenFda(context, url);
    if (answer === 'not-found') return;
    const records = answer.page.results.slice(0, Math.max(0, settings.maxRecords - yielded));
    const total = answer.page.meta?.results?.total ?? null;
    yield { records, url, total };
    yielded += records.length;
    if (yielded >= settings.maxRecords || answer.page.results.length === 0) return;
    if (answer.next) {
      url = rebase(answer.next, settings.baseUrl);
      followingLinks = true;
      continue;
    }
    // Once paging by links, a page without one is the last.
    if (followingLinks) return;
    skip += pageSize;
    if ((total !== null && skip >= total) || (total === null && answer.page.results.length < pageSize)) return;
    if (skip > OPENFDA_MAX_SKIP) {
      // Without a search_after link openFDA cannot page further; the ascending sort means the
      // cursor of this run still marks where the next run picks up.
      context.logger.warn({ path: query.path, skip, total }, 'openFDA skip ceiling reached without a search_after link; stopping');
      return;
    }
    url = openFdaUrl(settings.baseUrl, query.path, { ...params, skip: String(skip) });
  }
}

/**
 * A fingerprint of an openFDA endpoint from one single-record request: `meta.last_updated` (the
 * dataset's refresh date) and `meta.results.total`. Null when openFDA leaves them out.
 */
export async function probeOpenFda(context: LiveContext, path: string): Promise<string | null> {
  const url = openFdaUrl(context.settings.baseUrl, path, { limit: '1' });
  const answer = await getOpenFda(context, url);
  if (answer === 'not-found') return 'empty';
  const lastUpdated = answer.page.meta?.last_updated;
  const total = answer.page.meta?.results?.total;
  return lastUpdated === undefined || total === undefined ? null : `${lastUpdated}|${total}`;
}

async function getOpenFda(context: LiveContext, url: string): Promise<'not-found' | { page: z.infer<typeof OpenFdaPage>; next: string | null }> {
  const apiKey = context.settings.openFdaApiKey;
  let response;
  try {
    response = await context.http.request(url, { headers: openFdaHeaders(apiKey), ratePerSecond: openFdaRatePerSecond(apiKey) });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404 && /NOT_FOUND/.test(error.message)) return 'not-found';
    // The key travels in a header, but an error body may echo it: mask it before it is logged.
    const message = redactKey(errorMessage(error), apiKey);
    // Still an HttpError, so the runner and `sources check` tell an outage from a format change.
    throw error instanceof HttpError ? new HttpError(error.url, error.status, message) : new Error(message);
  }
  let json: unknown;
  try {
    json = JSON.parse(response.body.toString('utf8'));
  } catch (error) {
    throw new Error(`${url}: invalid JSON (${errorMessage(error)})`);
  }
  const page = OpenFdaPage.safeParse(json);
  if (!page.success) throw new Error(`${url}: not an openFDA result page (${page.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')})`);
  return { page: page.data, next: nextLink(response.headers.get('link')) };
}

/** The `rel="next"` target of a `Link` header. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]+)>\s*;(.*)$/.exec(part);
    if (match && /\brel\s*=\s*"?next"?/i.test(match[2]!)) return match[1]!;
  }
  return null;
}

/**
 * openFDA's next links name api.fda.gov; behind a configured base (proxy, replay server) the same
 * path and query go to that base instead. Links already on the base are kept.
 */
function rebase(link: string, baseUrl: string | null): string {
  const target = new URL(link, baseUrl ?? OPENFDA_BASE_URL);
  if (!baseUrl) return target.toString();
  const base = new URL(baseUrl);
  if (target.origin === base.origin) return target.toString();
  return `${baseUrl.replace(/\/+$/, '')}${target.pathname}${target.search}`;
}

/** JSON, plus the API key as the Basic-auth username (empty password) when there is one. */
export function openFdaHeaders(apiKey: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (apiKey) headers.Authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  return headers;
}

/** Text with the API key masked: raw, URL-encoded, or as the Basic-auth credential. */
export function redactKey(text: string, apiKey: string | null): string {
  if (!apiKey) return text;
  return text
    .replaceAll(Buffer.from(`${apiKey}:`).toString('base64'), '***')
    .replaceAll(apiKey, '***')
    .replaceAll(encodeURIComponent(apiKey), '***');
}

/** An ISO date as openFDA's `YYYYMMDD` search form. */
export function openFdaSearchDate(isoDay: string): string {
  return isoDay.replaceAll('-', '');
}

/** An incremental cursor (an ISO day) checked, or null when absent or not a real date. */
export function cursorDay(cursor: string | null): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cursor ?? '');
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The later of two ISO days (null when both are). */
export function laterDay(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}
