/**
 * Outcomes as values (PostHog's pipeline habit): a step returns `ok` with its output or `dlq`
 * with the reason, and only the processor harness turns `dlq` into a dead letter. Exceptions are
 * kept for infrastructure faults, which the bus retries.
 */
export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'dlq'; reason: string; error?: string };

export const ok = <T>(value: T): Outcome<T> => ({ kind: 'ok', value });
export const dlq = <T = never>(reason: string, error?: unknown): Outcome<T> => ({
  kind: 'dlq',
  reason,
  ...(error === undefined ? {} : { error: error instanceof Error ? error.message : String(error) }),
});
