import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, RETRY_WINDOW_MS, nextAttemptAt, retryDelayMs } from './webhook-retry.ts';

describe('webhook retry schedule', () => {
  it('doubles from 30 s with ±20 % jitter, so delays grow whatever the draws, up to the 6 h cap', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(FIRST_RETRY_DELAY_MS);
    expect(retryDelayMs(2, () => 0.5)).toBe(2 * FIRST_RETRY_DELAY_MS);
    expect(retryDelayMs(1, () => 0)).toBe(0.8 * FIRST_RETRY_DELAY_MS);
    expect(retryDelayMs(1, () => 0.9999)).toBeLessThan(1.2 * FIRST_RETRY_DELAY_MS);
    for (let n = 1; n < 9; n += 1) expect(retryDelayMs(n + 1, () => 0)).toBeGreaterThan(retryDelayMs(n, () => 0.9999));
    expect(retryDelayMs(30, () => 0.5)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('keeps retrying for 24 hours from the first attempt, the last one at the window’s end', () => {
    const first = new Date('2025-01-01T00:00:00Z');
    let at = first;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(first, at, attempts, () => 0.5);
      if (!next) break;
      expect(next.getTime()).toBeGreaterThan(at.getTime());
      at = next;
      attempts += 1;
    }
    expect(at.getTime() - first.getTime()).toBe(RETRY_WINDOW_MS);
    expect(attempts).toBeGreaterThan(10);
    expect(attempts).toBeLessThan(20);
  });

  it('starts from a configured first delay (tests, bench) and still doubles', () => {
    expect(retryDelayMs(1, () => 0.5, 2_000)).toBe(2_000);
    expect(retryDelayMs(3, () => 0.5, 2_000)).toBe(8_000);
    const first = new Date('2025-01-01T00:00:00Z');
    expect(nextAttemptAt(first, first, 1, () => 0.5, 2_000)?.toISOString()).toBe('2025-01-01T00:00:02.000Z');
  });
});
