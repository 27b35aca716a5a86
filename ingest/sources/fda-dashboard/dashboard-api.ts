import { z } from 'zod';
import type { LiveContext, LiveSettings } from '../../connector.ts';
import { HttpError } from '../../http/http-client.ts';
import { MissingCredentialError } from '../../http/source-status.ts';

/**
 * Client of the FDA Data Dashboard API (DDAPI), https://datadashboard.fda.gov/oii/api/index.htm.
 *
 * Confirmed from FDA's OpenAPI document of the API (ddapi.json, as mirrored by public API
 * catalogues) and the request/answer examples of its usage page:
 * - base `https://api-datadashboard.fda.gov/v1`, endpoints `inspections_classifications`,
 *   `inspections_citations`, `compliance_actions` (and `import_refusals`), all `POST` with JSON;
 * - headers `Authorization-User` (the account e-mail) and `Authorization-Key` (FDA-issued key);
 * - body keys `sort`, `sortorder`, `filters`, `columns` (required, may be empty) and `start`
 *   (1-based), `rows` (FDA documents 5,000 at most a request; one public client
 *   reports 1,000 refused, so the size is configurable and shrinks on refusal, see
 *   `isRowsRefusal`), `returntotalcount` (optional: omitted rather than empty);
 * - date columns filter by range with `<Column>From` / `<Column>To` holding one `YYYY-MM-DD`;
 * - the answer is `{ statuscode, message, resultcount, totalrecordcount?, result }`, where the
 *   body's statuscode 400 means success ("Success.") and 412 "No results found."; other codes
 *   (401 not authorized, 406 bad column, 413 bad filter, 415 rows > 5000 ...) are request errors,
 *   sometimes sent as a one-element array with `invalid_*` details.
 * Assumed (not documented): the rate. FDA states no limit and sends no rate headers, so requests
 * go at 1 per second, under the shared client's 2/s default; 429 and 5xx are retried by it. Also
 * assumed: refusals come back as HTTP 200 with the code in the body (an HTTP 4xx fails the request
 * in the client just the same), and each endpoint serves exactly the fieldnames of its answer
 * schema in ddapi.json (asking for another column is a 406, so none is asked for speculatively).
 * Paging with one sort key on a non-unique date could repeat or skip a row between pages; see
 * dashboard-fetch.ts for how repeats are merged and skips are recovered by the next run.
 */

/** The public endpoint; `settings.baseUrl` replaces it (a proxy, or a replay server in tests). */
export const DASHBOARD_API_BASE = 'https://api-datadashboard.fda.gov/v1';
/** The API's documented cap on `rows`, and the default page size (`REGINTEL_FDA_DASHBOARD_PAGE_SIZE`). */
export const DASHBOARD_MAX_ROWS = 5000;
/** The smallest page a refused size is shrunk to before the refusal fails the run. */
export const DASHBOARD_MIN_ROWS = 50;
/** Requests per second: FDA publishes no limit, so one a second keeps well clear of trouble. */
export const DASHBOARD_RATE_PER_SECOND = 1;

export type DashboardEndpoint = 'inspections_classifications' | 'inspections_citations' | 'compliance_actions';

/** The request body the API documents. */
export interface DashboardRequest {
  start?: number;
  rows?: number;
  sort: string;
  sortorder: 'ASC' | 'DESC' | '';
  returntotalcount?: true;
  filters: Record<string, Array<string | number>>;
  columns: string[];
}

const SUCCESS = 400;
const NO_RESULTS = 412;
/** The documented answer to `rows` above the cap. */
const ROWS_TOO_LARGE = 415;

/** The API refused the page size asked for (`statuscode` 415, or an HTTP 400 naming `rows`). */
export class DashboardRowsRefused extends Error {
  constructor(
    readonly endpoint: DashboardEndpoint,
    readonly rows: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'DashboardRowsRefused';
  }
}

/**
 * True when a failed query refused its page size: the documented body `statuscode` 415, or (as one
 * public client reports for 1,000 rows) an HTTP 400 whose text names `rows`.
 */
export function isRowsRefusal(error: unknown): boolean {
  if (error instanceof DashboardRowsRefused) return true;
  return error instanceof HttpError && error.status === 400 && /\brows\b/i.test(error.message);
}

const Answer = z.looseObject({
  statuscode: z.number(),
  message: z.string().nullish(),
  resultcount: z.number().nullish(),
  totalrecordcount: z.number().nullish(),
  result: z.array(z.record(z.string(), z.unknown())).nullish(),
});

/** One page of an endpoint's rows, as the API sent them. */
export interface DashboardPage {
  rows: Array<Record<string, unknown>>;
  /** `totalrecordcount`, when `returntotalcount` was asked for. */
  total: number | null;
}

/**
 * The account to send, or an Error saying which settings to provide: the Dashboard API answers
 * nothing without credentials, so the fetcher fails before any request rather than per page.
 */
export function dashboardCredentials(settings: LiveSettings, url = `${(settings.baseUrl ?? DASHBOARD_API_BASE).replace(/\/+$/, '')}/inspections_classifications`): { user: string; key: string } {
  const { user, key } = settings.dashboard;
  if (user && key) return { user, key };
  const missing = [user ? null : 'REGINTEL_FDA_DASHBOARD_USER (the account e-mail)', key ? null : 'REGINTEL_FDA_DASHBOARD_KEY (the FDA-issued key)'].filter(
    (name): name is string => name !== null,
  );
  throw new MissingCredentialError(url, `FDA Data Dashboard API credentials missing: set ${missing.join(' and ')}; request them at https://datadashboard.fda.gov/oii/api/index.htm`);
}

/** URL of an endpoint under the configured base. */
export function dashboardUrl(settings: LiveSettings, endpoint: DashboardEndpoint): string {
  return `${(settings.baseUrl ?? DASHBOARD_API_BASE).replace(/\/+$/, '')}/${endpoint}`;
}

/** The error details the API attaches (`invalid_columns`, `missing_parameters` ...), for the message. */
function details(answer: Record<string, unknown>): string {
  const parts = Object.entries(answer)
    .filter(([name]) => /^(invalid_|missing_|duplicate_|fieldnames_)/.test(name))
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

/**
 * Sends one query and returns its page. Throws when the API refuses it (bad credentials, a bad
 * column or filter): those are configuration errors, and retrying them would not help.
 */
export async function queryDashboard(
  context: Pick<LiveContext, 'http' | 'settings'>,
  endpoint: DashboardEndpoint,
  request: DashboardRequest,
  options: { ratePerSecond?: number } = {},
): Promise<DashboardPage> {
  const url = dashboardUrl(context.settings, endpoint);
  const { user, key } = dashboardCredentials(context.settings, url);
  const json = await context.http.getJson(url, {
    method: 'POST',
    headers: { 'Authorization-User': user, 'Authorization-Key': key },
    json: request,
    ratePerSecond: options.ratePerSecond ?? DASHBOARD_RATE_PER_SECOND,
  });
  const parsed = Answer.safeParse(Array.isArray(json) ? json[0] : json);
  if (!parsed.success) throw new Error(`FDA Data Dashboard ${endpoint}: unexpected answer (${parsed.error.issues[0]?.message ?? 'not an object'}): ${JSON.stringify(json).slice(0, 200)}`);
  const answer = parsed.data;
  if (answer.statuscode === NO_RESULTS) return { rows: [], total: answer.totalrecordcount ?? 0 };
  if (answer.statuscode === ROWS_TOO_LARGE) throw new DashboardRowsRefused(endpoint, request.rows ?? null, `FDA Data Dashboard ${endpoint}: statuscode 415 ${answer.message ?? ''}`.trim());
  if (answer.statuscode !== SUCCESS) {
    const hint = answer.statuscode === 401 ? '; check REGINTEL_FDA_DASHBOARD_USER and REGINTEL_FDA_DASHBOARD_KEY' : '';
    throw new Error(`FDA Data Dashboard ${endpoint}: statuscode ${answer.statuscode} ${answer.message ?? ''}${details(answer)}${hint}`.replace(/\s+/g, ' ').trim());
  }
  return { rows: answer.result ?? [], total: answer.totalrecordcount ?? null };
}
