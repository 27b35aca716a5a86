/*
 * The webhook retry schedule (SPEC-DECISIONS 15; docs/webhooks.md): exponential backoff with
 * jitter, for 24 hours from the first attempt.
 */

/** Retries stop this long after the first attempt. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The delay after the first failure; it doubles after each further failure. */
export const FIRST_RETRY_DELAY_MS = 30_000;
/** No wait is longer than this, so a receiver back after an outage hears from us within hours. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
/** Each delay is scaled by a random factor in [1 − JITTER, 1 + JITTER): receivers that failed together are not retried together. */
export const JITTER = 0.2;

/**
 * The wait after `failedAttempts` failures (1 for the first): 30 s, 1 min, 2 min, 4 min … capped at
 * 6 h, each ±20 %. With ±20 % around a doubling, every delay below the cap is longer than the one
 * before, whatever the random draws.
 */
export function retryDelayMs(failedAttempts: number, random: () => number, firstDelayMs: number = FIRST_RETRY_DELAY_MS): number {
  const base = Math.min(firstDelayMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

/**
 * When to try again after a failed attempt made at `attemptedAt`, or null once the 24-hour window
 * has run out. The last retry is placed at the window's end rather than skipped. `firstDelayMs`
 * (REGINTEL_WEBHOOK_FIRST_RETRY_MS) is 30 s in service; tests and the bench shorten it.
 */
export function nextAttemptAt(firstAttemptAt: Date, attemptedAt: Date, failedAttempts: number, random: () => number, firstDelayMs: number = FIRST_RETRY_DELAY_MS): Date | null {
  const end = firstAttemptAt.getTime() + RETRY_WINDOW_MS;
  if (attemptedAt.getTime() >= end) return null;
  return new Date(Math.min(attemptedAt.getTime() + retryDelayMs(failedAttempts, random, firstDelayMs), end));
}
