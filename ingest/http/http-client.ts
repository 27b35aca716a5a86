/**
 * The HTTP client every live fetcher uses, so each source is fetched the same polite, patient way:
 *
 * - a minimum interval between requests to one host (the source's published rate, or 2/s);
 * - retries with exponential backoff and jitter on network errors, timeouts, 429 and 5xx, waiting
 *   at least what `Retry-After` asks (capped, so a hostile header cannot park a run for a day);
 * - a timeout per attempt and a cap on response size;
 * - other 4xx answers fail at once with an `HttpError` naming the URL and status.
 *
 * `fetch` and `sleep` are injectable so tests run against a local server without real waiting.
 */

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  /** JSON body for POST (sent with `Content-Type: application/json`). */
  json?: unknown;
  /** Requests per second allowed to this host; overrides the client default. */
  ratePerSecond?: number;
}

export interface HttpResponse {
  status: number;
  url: string;
  headers: Headers;
  body: Buffer;
}

export interface HttpClient {
  /** Any 2xx or 304 answer, after retries. Throws `HttpError` otherwise. */
  request(url: string, request?: HttpRequest): Promise<HttpResponse>;
  getJson(url: string, request?: HttpRequest): Promise<unknown>;
  getText(url: string, request?: HttpRequest): Promise<string>;
  getBytes(url: string, request?: HttpRequest): Promise<Buffer>;
}

export interface HttpClientOptions {
  userAgent: string;
  /** Attempts per request, the first included. */
  maxAttempts?: number;
  /** First backoff delay; doubles each attempt. */
  baseDelayMs?: number;
  /** Longest single wait, whether from backoff or `Retry-After`. */
  maxDelayMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  defaultRatePerSecond?: number;
  /** Replaces every per-request rate (tests against a local server need no politeness). */
  fixedRatePerSecond?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Called before each retry (logging, test assertions). */
  onRetry?: (info: { url: string; attempt: number; waitMs: number; reason: string }) => void;
}

/** A request that failed for good: a non-retryable status, or retries exhausted. */
export class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * fda.gov answers non-browser clients of its HTML pages with a redirect to `/core/install.php`
 * (then a 404 or 401) since mid-2026, while `/media/<id>/download` files and JSON endpoints still
 * answer. That answer says nothing about the page: it is the publisher refusing the client, so it
 * is reported as such rather than as a missing page or a parse failure, and never retried.
 */
export class BotProtectionError extends HttpError {
  constructor(url: string, status: number | null, landedOn: string) {
    super(url, status, `${url}: blocked by the publisher's bot protection (redirected to ${landedOn}${status !== null ? `, HTTP ${status}` : ''}); set a direct download URL in REGINTEL_SOURCE_FILES`);
    this.name = 'BotProtectionError';
  }
}

/** True when a response landed on fda.gov's bot-protection page (`/core/install.php`). */
export function isBotProtectionLanding(responseUrl: string): boolean {
  try {
    return new URL(responseUrl).pathname.toLowerCase().startsWith('/core/install.php');
  } catch {
    return false;
  }
}

const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const maxAttempts = options.maxAttempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  // Per host, the earliest moment the next request may start.
  const nextSlot = new Map<string, number>();

  async function waitForSlot(host: string, ratePerSecond: number): Promise<void> {
    const interval = 1_000 / ratePerSecond;
    const at = Math.max(now(), nextSlot.get(host) ?? 0);
    nextSlot.set(host, at + interval);
    const wait = at - now();
    if (wait > 0) await sleep(wait);
  }

  function backoff(attempt: number, retryAfter: string | null): number {
    const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    const jittered = exponential / 2 + random() * (exponential / 2);
    const asked = retryAfterMs(retryAfter, now());
    return Math.min(maxDelayMs, Math.max(jittered, asked ?? 0));
  }

  async function attemptOnce(url: string, request: HttpRequest): Promise<{ response?: Response; error?: string }> {
    const headers: Record<string, string> = { 'User-Agent': options.userAgent, Accept: '*/*', ...request.headers };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    try {
      const response = await doFetch(url, { method: request.method ?? (body ? 'POST' : 'GET'), headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
      return { response };
    } catch (error) {
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return { error: cause };
    }
  }

  async function readCapped(url: string, response: Response): Promise<Buffer> {
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(url, response.status, `${url}: response of ${declared} bytes exceeds the ${maxBytes}-byte cap`);
    if (!response.body) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      if (total > maxBytes) throw new HttpError(url, response.status, `${url}: response exceeds the ${maxBytes}-byte cap`);
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }

  async function request(url: string, request: HttpRequest = {}): Promise<HttpResponse> {
    const host = new URL(url).host;
    for (let attempt = 1; ; attempt += 1) {
      await waitForSlot(host, options.fixedRatePerSecond ?? request.ratePerSecond ?? options.defaultRatePerSecond ?? 2);
      const { response, error } = await attemptOnce(url, request);
      let reason: string;
      let retryAfter: string | null = null;
      if (response && response.url && response.url !== url && isBotProtectionLanding(response.url)) {
        await response.body?.cancel().catch(() => {});
        throw new BotProtectionError(url, response.status, new URL(response.url).pathname);
      }
      if (response && (response.ok || response.status === 304)) {
        try {
          return { status: response.status, url: response.url || url, headers: response.headers, body: await readCapped(url, response) };
        } catch (readError) {
          if (readError instanceof HttpError) throw readError;
          reason = `body read failed: ${readError instanceof Error ? readError.message : String(readError)}`;
        }
      } else if (response) {
        const snippet = (await response.text().catch(() => '')).slice(0, 200).replace(/\s+/g, ' ').trim();
        if (!RETRYABLE_STATUS.has(response.status)) {
          throw new HttpError(url, response.status, `${url}: HTTP ${response.status}${snippet ? ` (${snippet})` : ''}`);
        }
        reason = `HTTP ${response.status}`;
        retryAfter = response.headers.get('retry-after');
      } else {
        reason = error ?? 'network error';
      }
      if (attempt >= maxAttempts) {
        throw new HttpError(url, response?.status ?? null, `${url}: gave up after ${attempt} attempts (last: ${reason})`);
      }
      const waitMs = backoff(attempt, retryAfter);
      options.onRetry?.({ url, attempt, waitMs, reason });
      await sleep(waitMs);
    }
  }

  return {
    request,
    async getJson(url, req) {
      const response = await request(url, { ...req, headers: { Accept: 'application/json', ...req?.headers } });
      try {
        return JSON.parse(response.body.toString('utf8')) as unknown;
      } catch (error) {
        throw new HttpError(url, response.status, `${url}: invalid JSON (${error instanceof Error ? error.message : String(error)})`);
      }
    },
    async getText(url, req) {
      return (await request(url, req)).body.toString('utf8');
    },
    async getBytes(url, req) {
      return (await request(url, req)).body;
    },
  };
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date; null when absent or bad. */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}
