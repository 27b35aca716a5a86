import { BotProtectionError, HttpError } from './http-client.ts';

/**
 * What a live source's last answer says about it, in the terms a user acts on:
 *
 * - `ok`: it answered and its answer parsed;
 * - `needs_credential`: it answered, but only a configured account or key gets data (set it);
 * - `blocked`: the publisher's bot protection turned the client away (use a direct file URL);
 * - `format_changed`: it answered, but the answer no longer parses (the connector needs updating);
 * - `http_error`: it answered with an error status that says none of the above (a moved page);
 * - `unreachable`: no answer at all (network, DNS, timeout, or 5xx until the retries ran out).
 */
export type SourceStatus = 'ok' | 'needs_credential' | 'blocked' | 'format_changed' | 'http_error' | 'unreachable';

export const SOURCE_STATUSES: readonly SourceStatus[] = ['ok', 'needs_credential', 'blocked', 'format_changed', 'http_error', 'unreachable'];

/**
 * Thrown before any request when a source cannot be read without a credential that is not set.
 * `url` is the endpoint the credential is for, so a check can still tell whether it is reachable.
 */
export class MissingCredentialError extends Error {
  constructor(
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'MissingCredentialError';
  }
}

/** The status a failure stands for (see `SourceStatus`). */
export function statusOfFailure(error: unknown): SourceStatus {
  if (error instanceof MissingCredentialError) return 'needs_credential';
  if (error instanceof BotProtectionError) return 'blocked';
  if (error instanceof HttpError) {
    if (error.status === null || error.status >= 500 || error.status === 408 || error.status === 429) return 'unreachable';
    if (error.status === 401 || error.status === 403) return 'needs_credential';
    // A success status with an HttpError is a body the client could not read as asked (invalid JSON).
    if (error.status < 400) return 'format_changed';
    return 'http_error';
  }
  return 'format_changed';
}

/**
 * The status of a failure known only by its message (a run summary's `error`): the same
 * classification, read from the messages `HttpError`, `BotProtectionError` and
 * `MissingCredentialError` write. Used where only the ledger's text survives.
 */
export function statusOfFailureMessage(message: string): SourceStatus {
  if (/blocked by the publisher's bot protection/.test(message)) return 'blocked';
  if (/credentials? missing|HTTP 401|HTTP 403|statuscode 401/.test(message)) return 'needs_credential';
  if (/gave up after \d+ attempts|fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|timed? ?out|aborted/i.test(message)) return 'unreachable';
  if (/HTTP \d{3}/.test(message)) return 'http_error';
  return 'format_changed';
}
