import { request } from 'node:https';
import type { LookupAddress, LookupOneOptions } from 'node:dns';
import { isIP } from 'node:net';
import { createSecureContext } from 'node:tls';
import { Webhook } from 'standardwebhooks';
import type { Clock } from '../clock.ts';
import { type Resolver, bareHostname, parseWebhookUrl, resolveWebhookTarget } from './webhook-url.ts';

/** The receiver must answer within this time (spec doc 2, "Events", rule 3). */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** Response bodies are read only this far: we need the status, not the content. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** One signed POST to a receiver. */
export interface WebhookRequest {
  url: string;
  /** Signing secrets (`whsec_…`): the current one first, plus a rotated-out one still in its grace period. */
  secrets: readonly string[];
  /** The `webhook-id`: the alert id, the same on every retry so receivers can deduplicate. */
  messageId: string;
  /** The JSON body, exactly as signed. */
  payload: string;
}

/**
 * How an attempt ended: `delivered` (2xx), `gone` (410: the receiver asks us to stop), `failed`
 * (any other status, a redirect, a TLS or connection error), `timeout` (no answer in time),
 * `refused` (the address check failed: nothing was sent).
 */
export type AttemptOutcome = 'delivered' | 'gone' | 'failed' | 'timeout' | 'refused';

export interface WebhookAttemptResult {
  outcome: AttemptOutcome;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
}

export interface WebhookSenderOptions {
  resolve: Resolver;
  allowedHosts: readonly string[];
  /** Trusted CAs (the public roots plus REGINTEL_WEBHOOK_CA_FILE); undefined: Node's defaults. */
  ca?: readonly string[];
  timeoutMs?: number;
  /**
   * The clock of the `webhook-timestamp` header. Receivers reject timestamps more than five
   * minutes from their own clock, so this is the wall clock even when a test drives the retry
   * schedule with a fake one.
   */
  signingClock: Clock;
  userAgent?: string;
}

/**
 * Sends one Standard Webhooks request: signs the payload with every given secret (`webhook-signature`
 * is a space-separated list of `v1,<base64>`), resolves and checks the host again (SPEC-DECISIONS 15),
 * connects to the checked address only (the socket's DNS lookup is pinned to it, so a second lookup
 * cannot be steered elsewhere), never follows redirects, and gives up after the timeout. It never
 * throws: every end is an `AttemptOutcome`.
 */
export function createWebhookSender(options: WebhookSenderOptions): (webhook: WebhookRequest) => Promise<WebhookAttemptResult> {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  // Built once: a `ca` list on each request makes Node parse every root certificate again per
  // attempt (tens of milliseconds of CPU each), which capped deliveries per second.
  const secureContext = options.ca ? createSecureContext({ ca: [...options.ca] }) : undefined;
  return async function sendWebhook(webhook) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const parsed = parseWebhookUrl(webhook.url);
    if (!parsed.ok) return { outcome: 'refused', status_code: null, latency_ms: elapsed(), error: `webhook_url ${parsed.reason}` };
    const target = await resolveWebhookTarget(parsed.url, { resolve: options.resolve, allowedHosts: options.allowedHosts });
    if (!target.ok) return { outcome: 'refused', status_code: null, latency_ms: elapsed(), error: target.reason };

    const timestamp = options.signingClock.now();
    const signatures = webhook.secrets.map((secret) => new Webhook(secret).sign(webhook.messageId, timestamp, webhook.payload));
    const url = parsed.url;
    const host = bareHostname(url);
    const pinnedLookup = (_hostname: string, lookupOptions: LookupOneOptions & { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family } satisfies LookupAddress]);
      else callback(null, target.address, target.family);
    };

    return new Promise<WebhookAttemptResult>((resolve) => {
      let settled = false;
      let timedOut = false;
      const finish = (result: Omit<WebhookAttemptResult, 'latency_ms'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...result, latency_ms: elapsed() });
      };
      const req = request({
        protocol: 'https:',
        hostname: host,
        port: url.port ? Number(url.port) : 443,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        // A fresh connection per attempt: a pooled socket would skip the address check.
        agent: false,
        lookup: pinnedLookup as never,
        ...(isIP(host) ? {} : { servername: host }),
        ...(secureContext ? { secureContext } : {}),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(webhook.payload),
          'user-agent': options.userAgent ?? 'RegIntel-Webhooks/1.0',
          'webhook-id': webhook.messageId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signatures.join(' '),
        },
      });
      // One deadline for everything (connect, TLS, headers, body), not an idle timeout that a
      // receiver trickling bytes could keep resetting.
      const timer = setTimeout(() => {
        timedOut = true;
        req.destroy(new Error(`no response within ${timeoutMs} ms`));
      }, timeoutMs);
      req.on('response', (res) => {
        // The status is the answer; the body is drained (never stored) and the socket closed soon after.
        finish(judge(res.statusCode ?? 0));
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) req.destroy();
        });
        res.on('error', () => undefined);
        setTimeout(() => req.destroy(), timeoutMs).unref();
      });
      req.on('error', (error) => {
        if (timedOut) finish({ outcome: 'timeout', status_code: null, error: `timeout: no response within ${timeoutMs} ms` });
        else finish({ outcome: 'failed', status_code: null, error: describeError(error) });
      });
      req.end(webhook.payload);
    });
  };
}

function judge(status: number): Omit<WebhookAttemptResult, 'latency_ms'> {
  if (status >= 200 && status < 300) return { outcome: 'delivered', status_code: status, error: null };
  if (status === 410) return { outcome: 'gone', status_code: status, error: 'HTTP 410 Gone: the receiver asked to stop' };
  if (status >= 300 && status < 400) return { outcome: 'failed', status_code: status, error: `HTTP ${status}: redirects are not followed` };
  return { outcome: 'failed', status_code: status, error: `HTTP ${status}` };
}

/** A connection error in words a customer can act on; never the payload or a secret. */
function describeError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code}: ${error.message}` : error.message;
}
