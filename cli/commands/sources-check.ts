import type { Clock } from '../../infra/clock.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import type { Connector, LiveContext, LiveSettings } from '../../ingest/connector.ts';
import { createHttpClient, HttpError, type HttpClient, type HttpRequest } from '../../ingest/http/http-client.ts';
import { MissingCredentialError, type SourceStatus, statusOfFailure } from '../../ingest/http/source-status.ts';
import { errorMessage } from '../../ingest/validate-item.ts';

/** One source's answer to `regintel sources check`. */
export interface SourceCheck {
  source: string;
  status: SourceStatus;
  /** Wall time of the check, in milliseconds. */
  ms: number;
  /** The first URL asked, so a user can try it in a browser. */
  url: string | null;
  /** Why the status is not `ok`, in the words of the failure. */
  detail: string | null;
}

export interface CheckOptions {
  userAgent: string;
  /** Per request; a source's whole check is given this plus a second. */
  timeoutMs: number;
  clock: Clock;
  /** Injected in tests (a local server stands for the publisher). */
  fetch?: typeof fetch;
}

/**
 * The client a check uses: one attempt, a short timeout, and once a request has failed every later
 * one fails the same way at once, so a probe that swallows failures (one HEAD per ICH PDF) neither
 * hides them nor takes a timeout per request.
 */
function checkClient(options: CheckOptions): { http: HttpClient; first: () => { url: string | null; failure: unknown } } {
  const inner = createHttpClient({ userAgent: options.userAgent, maxAttempts: 1, timeoutMs: options.timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) });
  let url: string | null = null;
  let failure: unknown = null;
  const guard = <T>(call: (target: string, request?: HttpRequest) => Promise<T>) => async (target: string, request?: HttpRequest): Promise<T> => {
    url ??= target;
    if (failure !== null) throw failure;
    try {
      return await call(target, request);
    } catch (error) {
      failure ??= error;
      throw error;
    }
  };
  return {
    http: { request: guard(inner.request), getJson: guard(inner.getJson), getText: guard(inner.getText), getBytes: guard(inner.getBytes) },
    first: () => ({ url, failure }),
  };
}

/** Rejects after `ms` with a timeout failure; `clear` cancels it. */
function deadline(ms: number): { promise: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpError('', null, `no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * Checks one source with the request its probe makes (`probeLive`: a HEAD, a one-row query, the
 * listing page), else the first request of its fetcher, and says what the answer means. A source
 * that needs a credential that is not set is still asked once without it, so an unreachable host
 * is told apart from a missing key.
 */
export async function checkSource(connector: Connector, settings: LiveSettings, options: CheckOptions): Promise<SourceCheck> {
  const started = performance.now();
  const { http, first } = checkClient(options);
  const context: LiveContext = { clock: options.clock, logger: createSilentLogger(), http, settings, cursor: null, setCursor: () => {} };
  const done = (status: SourceStatus, detail: string | null, url = first().url): SourceCheck => ({
    source: connector.name,
    status,
    ms: Math.round(performance.now() - started),
    url,
    detail,
  });
  const limit = deadline(options.timeoutMs + 1_000);
  try {
    await Promise.race([probeOnce(connector, context), limit.promise]);
    const { failure } = first();
    return failure === null ? done('ok', null) : done(statusOfFailure(failure), errorMessage(failure));
  } catch (error) {
    if (error instanceof MissingCredentialError) return await credentialCheck(error, options, done);
    // The request's own failure says more than a fetcher's rewording of it (which may drop its type).
    return done(statusOfFailure(first().failure ?? error), errorMessage(error));
  } finally {
    limit.clear();
  }
}

async function probeOnce(connector: Connector, context: LiveContext): Promise<void> {
  if (connector.probeLive) {
    await connector.probeLive(context);
    return;
  }
  if (!connector.fetchLive) throw new Error(`${connector.name} has no live fetcher`);
  const items = connector.fetchLive(context)[Symbol.asyncIterator]();
  try {
    const item = await items.next();
    if (!item.done && !item.value.ok) throw new Error(item.value.reason);
  } finally {
    await items.return?.();
  }
}

/** A source whose credential is missing: reachable → needs_credential; no answer → unreachable. */
async function credentialCheck(missing: MissingCredentialError, options: CheckOptions, done: (status: SourceStatus, detail: string | null, url?: string | null) => SourceCheck): Promise<SourceCheck> {
  const { http } = checkClient(options);
  try {
    await http.request(missing.url, { method: 'HEAD' });
  } catch (error) {
    const status = statusOfFailure(error);
    if (status === 'unreachable' || status === 'blocked') return done(status, errorMessage(error), missing.url);
  }
  return done('needs_credential', missing.message, missing.url);
}

/** Runs `work` over `items` with at most `concurrency` at a time, keeping the order of `items`. */
async function pooled<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Every live source checked, a few at a time (each against its own host, so politeness holds). */
export async function checkSources(
  connectors: readonly Connector[],
  settings: (connector: Connector) => LiveSettings,
  options: CheckOptions & { concurrency?: number },
): Promise<SourceCheck[]> {
  const live = connectors.filter((connector) => connector.fetchLive);
  return pooled(live, options.concurrency ?? 4, (connector) => checkSource(connector, settings(connector), options));
}

/** What each status tells a user to do. */
const MEANING: Record<SourceStatus, string> = {
  ok: 'answers and parses: `npm start` will ingest it',
  needs_credential: 'answers, but needs a credential: set it (README, configuration)',
  blocked: "blocked by the publisher's bot protection: set a direct file URL in REGINTEL_SOURCE_FILES",
  format_changed: 'answers, but the answer no longer parses: the connector needs updating',
  http_error: 'answers with an error status: the address may have moved (REGINTEL_SOURCE_URLS / _FILES)',
  unreachable: 'no answer: network, DNS, proxy or an outage',
};

/** The checks as a table, then what each status met means. */
export function formatChecks(checks: readonly SourceCheck[]): string {
  const header = ['source', 'status', 'ms', 'detail'];
  const rows = checks.map((check) => [check.source, check.status, String(check.ms), (check.detail ?? '').replace(/\s+/g, ' ').slice(0, 140)]);
  const widths = header.slice(0, 3).map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 2 ? cell.padStart(widths[i]!) : i < 3 ? cell.padEnd(widths[i]!) : cell)).join('  ').trimEnd();
  const met = [...new Set(checks.map((check) => check.status))];
  return [line(header), ...rows.map(line), '', ...met.map((status) => `${status}: ${MEANING[status]}`)].join('\n') + '\n';
}

export interface SourcesCheckCommandOptions extends CheckOptions {
  connectors: readonly Connector[];
  settings: (connector: Connector) => LiveSettings;
  json: boolean;
  concurrency?: number;
  out: NodeJS.WritableStream;
}

/**
 * `regintel sources check [--json]`: one live request per source, classified ok / needs a
 * credential / blocked / format changed / HTTP error / unreachable, with the time taken. Exit code 0
 * when every source is ok, 1 otherwise.
 */
export async function sourcesCheckCommand(options: SourcesCheckCommandOptions): Promise<number> {
  const started = performance.now();
  const checks = await checkSources(options.connectors, options.settings, options);
  const wallMs = Math.round(performance.now() - started);
  if (options.json) options.out.write(`${JSON.stringify({ checked_at: options.clock.now().toISOString(), wall_ms: wallMs, sources: checks }, null, 2)}\n`);
  else options.out.write(`${formatChecks(checks)}checked ${checks.length} sources in ${(wallMs / 1000).toFixed(1)} s\n`);
  return checks.every((check) => check.status === 'ok') ? 0 : 1;
}
