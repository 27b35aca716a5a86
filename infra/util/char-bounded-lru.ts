/**
 * A map bounded by the characters its values hold (the caller says how many each holds), the least
 * recently used going first. Map order is recency order: a hit is re-inserted, so the first key is
 * the least recently used. The newest entry is always kept, even alone over the bound.
 */
export interface CharBoundedLru<V> {
  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined;
  set(key: string, value: V, chars: number): void;
  delete(key: string): void;
  clear(): void;
  size(): number;
  chars(): number;
}

export function createCharBoundedLru<V>(maxChars: number): CharBoundedLru<V> {
  const entries = new Map<string, { value: V; chars: number }>();
  let chars = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.chars;
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
      entries.set(key, { value, chars: size });
      chars += size;
      for (const oldest of entries.keys()) {
        if (chars <= maxChars || entries.size <= 1) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      chars = 0;
    },
    size: () => entries.size,
    chars: () => chars,
  };
}
