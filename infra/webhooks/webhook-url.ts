import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { forbiddenAddressReason } from './address-policy.ts';

/** Longest webhook URL we store; longer ones are refused at creation. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** Resolves a host name to its addresses (all of them: one private address among public ones is enough to refuse). */
export type Resolver = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo, so /etc/hosts applies as it would for any client on the host). */
export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export type ParsedWebhookUrl = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * The syntactic half of the webhook URL rules (SPEC-DECISIONS 15): parseable, HTTPS, a host, no
 * credentials in the URL (they would be stored and sent in clear to every hop that logs URLs).
 */
export function parseWebhookUrl(raw: string): ParsedWebhookUrl {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return { ok: false, reason: `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters long` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'is not a valid URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'must use HTTPS (https://…)' };
  if (!url.hostname) return { ok: false, reason: 'must name a host' };
  if (url.username || url.password) return { ok: false, reason: 'must not carry credentials' };
  return { ok: true, url };
}

/** The host of a URL without IPv6 brackets, lower-cased. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

export type ResolvedTarget =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; code: 'unresolvable' | 'forbidden'; reason: string };

/**
 * The address half: resolves the host and refuses it when any address it resolves to is loopback,
 * private, link-local, CGNAT, ULA or otherwise not public, unless the host is on the allow-list
 * (REGINTEL_WEBHOOK_ALLOWED_HOSTS). The caller connects to the returned address and no other, so
 * what was checked is what is reached.
 */
export async function resolveWebhookTarget(url: URL, options: { resolve: Resolver; allowedHosts: readonly string[] }): Promise<ResolvedTarget> {
  const host = bareHostname(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await options.resolve(host);
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'error';
      return { ok: false, code: 'unresolvable', reason: `host ${host} could not be resolved (${code})` };
    }
  }
  if (addresses.length === 0) return { ok: false, code: 'unresolvable', reason: `host ${host} has no address` };
  if (!options.allowedHosts.includes(host)) {
    for (const address of addresses) {
      const why = forbiddenAddressReason(address);
      if (why) return { ok: false, code: 'forbidden', reason: `host ${host} resolves to ${address}, a ${why} address` };
    }
  }
  const address = addresses[0] as string;
  return { ok: true, address, family: isIP(address) === 6 ? 6 : 4 };
}
