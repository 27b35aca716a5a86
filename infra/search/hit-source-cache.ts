/**
 * Documents of recent search hits, by concrete index and id, each valid only for the sequence
 * number and primary term it was read at: Elasticsearch gives a document a new sequence number on
 * every write, so a hit whose numbers match is the same document, bit for bit.
 *
 * Why: fetching `_source` was about half of Elasticsearch's work on a hybrid search (50–100
 * candidates of a few KB each, decompressed and re-serialised per query), while the same
 * observations and rule passages come back query after query. Bounded by entry count, the least
 * recently used going first.
 */
export interface HitSourceCache {
  /** The document when the cached copy is of this exact version; a copy, so callers may change it. */
  get(index: string, id: string, seqNo: number, primaryTerm: number): Record<string, unknown> | undefined;
  set(index: string, id: string, seqNo: number, primaryTerm: number, doc: Record<string, unknown>): void;
  size(): number;
}

interface Entry {
  seqNo: number;
  primaryTerm: number;
  doc: Record<string, unknown>;
}

export function createHitSourceCache(maxEntries: number): HitSourceCache {
  const entries = new Map<string, Entry>();
  const keyOf = (index: string, id: string) => `${index}\u0000${id}`;
  return {
    get(index, id, seqNo, primaryTerm) {
      const key = keyOf(index, id);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.seqNo !== seqNo || entry.primaryTerm !== primaryTerm) {
        entries.delete(key);
        return undefined;
      }
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return structuredClone(entry.doc);
    },
    set(index, id, seqNo, primaryTerm, doc) {
      const key = keyOf(index, id);
      entries.delete(key);
      entries.set(key, { seqNo, primaryTerm, doc: structuredClone(doc) });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    size: () => entries.size,
  };
}
