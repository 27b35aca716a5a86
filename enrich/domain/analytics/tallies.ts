/**
 * Counting and "top N" lists. Every top list in the analytics breaks ties the same way — higher
 * count first, then the key in code-point order — so two runs over the same data always agree and
 * a hand-worked test can say which of two equal items comes first.
 */

/** A counted key. */
export interface Counted {
  key: string;
  count: number;
}

/** Occurrences of each key. */
export function tally(keys: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Adds `by` to the count of `key`. */
export function bump(counts: Map<string, number>, key: string, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** Orders by count, highest first; equal counts by key in code-point order. */
export function compareCounted(a: Counted, b: Counted): number {
  if (a.count !== b.count) return b.count - a.count;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** The `n` most frequent keys with their counts (all of them when `n` is omitted). */
export function topCounts(counts: ReadonlyMap<string, number>, n = Number.POSITIVE_INFINITY): Counted[] {
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .filter((c) => c.count > 0)
    .sort(compareCounted)
    .slice(0, n);
}

/** The `n` most frequent keys. */
export function topKeys(counts: ReadonlyMap<string, number>, n = Number.POSITIVE_INFINITY): string[] {
  return topCounts(counts, n).map((c) => c.key);
}

/** The most frequent value (ties: first in code-point order), or null when there is none. */
export function mostCommon(values: Iterable<string | null | undefined>): string | null {
  const present: string[] = [];
  for (const v of values) if (typeof v === 'string' && v.trim().length > 0) present.push(v.trim());
  return topKeys(tally(present), 1)[0] ?? null;
}
