/**
 * The `staleAfterMs` of the search answers (observation and rule search): a question whose index
 * just moved waits this long for its new ranking before it gets the one before. An idle backend
 * ranks in a few milliseconds, so only a busy one ever gives the older answer.
 */
export const SEARCH_ANSWER_STALE_AFTER_MS = 50;

/**
 * An in-process cache of computed answers with the spec's lifetimes (regulatory mapping,
 * investigators and trending: 5 minutes) that never serves an answer older than the data it was
 * computed from: every entry remembers the data version it was built on, and a lookup with another
 * version is a miss. The caller supplies the version (a cheap read, e.g. the content hash of a
 * marker document the sink rewrites whenever it changes the index), so the API needs no message
 * from the pipeline to stay correct, in one process or several.
 *
 * Concurrent misses of one key at one version share one computation: right after a version change
 * (an index the pipeline is still filling changes every few seconds) 20 clients asking the same
 * question would otherwise each run the same searches, 20 times the work on a busy backend (on
 * Elasticsearch under bulk indexing, a repeated observation search took seconds). An error is
 * handed to every caller that waited for it and never stored. The one exception to "never older
 * than the data": a caller that arrives while the answer at a new version is being computed gets
 * the answer at the version before, if there is one; the first caller at a new version, and any
 * caller once that computation is done, gets the new answer.
 *
 * `staleAfterMs` bounds even that first caller's wait: past it, the first caller too gets the
 * answer at the version before (if there is one) while the computation goes on and is stored for
 * the next caller. Why: while the pipeline fills an index its version moves every few seconds,
 * and every question then has one caller that waits for a ranking computed on a busy backend (on
 * Elasticsearch under bulk indexing one to three seconds). An answer so served trails the data by
 * at most one computation. A question this process has never answered still waits for its
 * ranking: under bulk indexing that is the remaining tail of observation search.
 */
export interface ResponseCache {
  /** The cached value for `key` at `version`, or the computed one (then stored). */
  get<T>(key: string, version: string, compute: () => Promise<T>): Promise<{ value: T; status: 'hit' | 'miss' }>;
  clear(): void;
}

export function createResponseCache(options: { ttlMs: number; maxEntries?: number; now?: () => number; staleAfterMs?: number }): ResponseCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { version: string; expires: number; value: unknown }>();
  const computing = new Map<string, { version: string; value: Promise<unknown> }>();
  return {
    async get<T>(key: string, version: string, compute: () => Promise<T>) {
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.expires > now()) return { value: entry.value as T, status: 'hit' as const };
      const running = computing.get(key);
      if (running && running.version === version) {
        // While the answer at a new version is being computed, the one before it is still served:
        // older only by the time that computation takes, as a search engine's own refresh interval.
        if (entry && entry.expires > now()) return { value: entry.value as T, status: 'hit' as const };
        return { value: (await running.value) as T, status: 'miss' as const };
      }
      const pending = compute();
      computing.set(key, { version, value: pending });
      const stored = pending.then(
        (value) => {
          if (computing.get(key)?.value === pending) computing.delete(key);
          entries.delete(key);
          // Oldest first: Map keeps insertion order, so evicting the first key drops the least recent write.
          while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(key, { version, expires: now() + options.ttlMs, value });
          return value;
        },
        (error: unknown) => {
          if (computing.get(key)?.value === pending) computing.delete(key);
          throw error;
        },
      );
      const previous = entry && entry.expires > now() ? entry : null;
      if (previous && options.staleAfterMs !== undefined) {
        const answer = await firstOf(stored, options.staleAfterMs);
        if (answer.settled) return { value: answer.value as T, status: 'miss' as const };
        // Nobody awaits the computation any more: its failure is the next caller's, not unhandled.
        stored.catch(() => undefined);
        return { value: previous.value as T, status: 'hit' as const };
      }
      return { value: (await stored) as T, status: 'miss' as const };
    },
    clear: () => {
      entries.clear();
      computing.clear();
    },
  };
}

/** `promise`'s value if it settles within `ms`, else `{ settled: false }` (a rejection within `ms` is thrown). */
async function firstOf<T>(promise: Promise<T>, ms: number): Promise<{ settled: true; value: T } | { settled: false }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ settled: false }>((resolve) => {
    timer = setTimeout(() => resolve({ settled: false }), ms);
  });
  try {
    return await Promise.race([promise.then((value) => ({ settled: true as const, value })), late]);
  } finally {
    clearTimeout(timer);
  }
}
