/**
 * One object per document version for the answers a process caches. Why: cached rankings of
 * different questions hold mostly the same documents, and each kept its own copy (2,000 cached
 * questions × up to 100 observations of a few KB each was most of an API process's memory).
 * Keyed by the caller (id and content hash), so a changed document is a new entry. The objects are
 * shared: callers read them, never mutate them. Bounded; the earliest stored go first.
 */
export interface SharedDocuments<T> {
  /** The object already held for `key`, else `doc` (now held). */
  share(key: string, doc: T): T;
  size(): number;
}

export function createSharedDocuments<T>(maxEntries: number): SharedDocuments<T> {
  const entries = new Map<string, T>();
  return {
    share(key, doc) {
      const held = entries.get(key);
      if (held !== undefined) return held;
      entries.set(key, doc);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return doc;
    },
    size: () => entries.size,
  };
}
