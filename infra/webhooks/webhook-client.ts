import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { type Clock, systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import { type SecretBox, createSecretBox, loadSecretKey } from './webhook-secrets.ts';
import { type WebhookAttemptResult, type WebhookRequest, createWebhookSender } from './webhook-sender.ts';
import { type Resolver, parseWebhookUrl, resolveWebhookTarget, systemResolver } from './webhook-url.ts';

export type WebhookUrlVerdict = { ok: true; url: string } | { ok: false; reason: string };

/**
 * Everything that touches a customer's webhook endpoint, behind one object in `Deps`: the URL check
 * at creation, the signed send at delivery, and the box that keeps signing secrets encrypted.
 */
export interface WebhookClient {
  /** Syntax, HTTPS and the resolved-address check of SPEC-DECISIONS 15; the reason names what is wrong. */
  checkUrl(raw: string): Promise<WebhookUrlVerdict>;
  send(webhook: WebhookRequest): Promise<WebhookAttemptResult>;
  secrets: SecretBox;
}

export interface WebhookClientOptions {
  config: Config['webhooks'];
  dataDir: string;
  /** DNS; tests pass a table to point a name at a private address. */
  resolve?: Resolver;
  signingClock?: Clock;
  timeoutMs?: number;
}

/** Builds the client from configuration: the allow-list, the extra CA (added to the public roots), the secret key. */
export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const resolve = options.resolve ?? systemResolver;
  const allowedHosts = options.config.allowedHosts;
  const ca = options.config.caFile ? [...rootCertificates, readFileSync(options.config.caFile, 'utf8')] : undefined;
  const send = createWebhookSender({
    resolve,
    allowedHosts,
    signingClock: options.signingClock ?? systemClock,
    ...(ca ? { ca } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  let secrets: SecretBox | null = null;
  return {
    async checkUrl(raw) {
      const parsed = parseWebhookUrl(raw);
      if (!parsed.ok) return parsed;
      const target = await resolveWebhookTarget(parsed.url, { resolve, allowedHosts });
      return target.ok ? { ok: true, url: parsed.url.toString() } : { ok: false, reason: target.reason };
    },
    send,
    // The key file is read on first use, so processes that never touch a secret never create it.
    get secrets() {
      secrets ??= createSecretBox(loadSecretKey({ configured: options.config.secretKey, dataDir: options.dataDir }));
      return secrets;
    },
  };
}
