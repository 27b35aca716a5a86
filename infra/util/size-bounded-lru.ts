/**
 * A map bounded by the total size of its values (the caller says what each one weighs: characters
 * of a parsed document, rows of a term's ranks), the least recently used going first. Map order is
 * recency order: a hit is re-inserted, so the first key is the least recently used. The newest entry
 * is always kept, even alone over the bound (a caller that must never exceed it does not set a value
 * larger than the bound).
 */
export interface SizeBoundedLru<V> {
  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined;
  set(key: string, value: V, size: number): void;
  delete(key: string): void;
  clear(): void;
  /** Entries held. */
  count(): number;
  /** Sum of the sizes of the entries held. */
  total(): number;
}

export function createSizeBoundedLru<V>(maxTotal: number): SizeBoundedLru<V> {
  const entries = new Map<string, { value: V; size: number }>();
  let total = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.size;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, size) {
      remove(key);
      entries.set(key, { value, size });
      total += size;
      for (const oldest of entries.keys()) {
        if (total <= maxTotal || entries.size <= 1) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      total = 0;
    },
    count: () => entries.size,
    total: () => total,
  };
}
