import { createSizeBoundedLru } from '../util/size-bounded-lru.ts';

/**
 * BM25 of an OR query assembled from the BM25 of each of its terms, for the embedded search store.
 *
 * Why: FTS5's `bm25()` is a sum over the query's phrases (fts5_aux.c, `fts5Bm25Function`): each
 * phrase adds idf × its saturated frequency in the row, and the idf counts rows over the whole
 * table. So the rank of a row under `"a" OR "b" OR "c"` is exactly the sum of its ranks under `"a"`,
 * `"b"` and `"c"` alone (added in phrase order, as FTS5 adds them). A question's common words
 * ("validation", "data", "quality") match most rule passages, and FTS5 scores every matching row on
 * every query: 10–20 ms of a semantic search. Their per-term ranks change only when the index does,
 * so a process keeps them and a new question costs the lookup of its rare words.
 */

/** Every row matching one term, with that term's rank (FTS5's sign: lower is better). */
export interface TermRanks {
  rids: Int32Array;
  ranks: Float64Array;
}

/**
 * Per-term ranks of the current index version, least recently used evicted first. Bounded by the
 * rows held (12 bytes each): 4,000,000 rows is 48 MB. The 36 judged observation questions touch
 * 1.5 million rows over 39,100 observations (the scale bench's 100×), and a cache smaller than the
 * questions in use reloads every word on every question (p95 820 ms at 20 clients, at 1.5 million).
 */
export function createTermRankCache(options: { maxRows?: number } = {}) {
  const maxRows = options.maxRows ?? 4_000_000;
  const entries = createSizeBoundedLru<{ version: string; value: TermRanks }>(maxRows);

  return {
    /** The ranks of `term` in `index` at `version`, loaded (and kept) when missing or older. */
    get(index: string, version: string, term: string, load: () => TermRanks): TermRanks {
      const key = `${index}\n${term}`;
      const held = entries.get(key);
      if (held && held.version === version) return held.value;
      entries.delete(key);
      const value = load();
      // A term with more rows than the bound is answered but not kept, so the cache never holds more.
      if (value.rids.length <= maxRows) entries.set(key, { version, value }, value.rids.length);
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type TermRankCache = ReturnType<typeof createTermRankCache>;

/**
 * The best `limit` rows of an OR of the terms (of the `allowed` rows only, when given), by summed
 * rank (lowest first), ties by row id.
 * Terms are added in the order given, the order FTS5 adds its phrases, so the sums are the same
 * floating-point numbers FTS5 computes. Sums live in an array indexed by row id (row ids are dense
 * integers): a Map of ten thousand rows cost more than the rest of the query.
 */
export function bestRowsOfOr(terms: readonly TermRanks[], limit: number, allowed?: Iterable<number>): Array<{ rid: number; rank: number }> {
  let maxRid = -1;
  for (const term of terms) for (const rid of term.rids) if (rid > maxRid) maxRid = rid;
  if (maxRid < 0 || limit <= 0) return [];
  const sums = new Float64Array(maxRid + 1);
  // 0: not seen yet, 1: counted, 2: outside `allowed` (a filter's rows only).
  const seen = new Uint8Array(maxRid + 1);
  if (allowed) {
    seen.fill(2);
    for (const rid of allowed) if (rid <= maxRid) seen[rid] = 0;
  }
  const touched: number[] = [];
  for (const { rids, ranks } of terms) {
    for (let i = 0; i < rids.length; i++) {
      const rid = rids[i] as number;
      if (seen[rid] === 2) continue;
      if (seen[rid] === 0) {
        seen[rid] = 1;
        touched.push(rid);
      }
      sums[rid] = (sums[rid] as number) + (ranks[i] as number);
    }
  }
  // The limit-th best rank, selected among the ranks alone (a full sort of tens of thousands of
  // matches was a third of this function over 39,000 documents); rows at or under it are the answer.
  let cutoff = Infinity;
  if (touched.length > limit) cutoff = smallest(Float64Array.from(touched, (rid) => sums[rid] as number), limit - 1);
  const rows: Array<{ rid: number; rank: number }> = [];
  for (const rid of touched) {
    const rank = sums[rid] as number;
    if (rank <= cutoff) rows.push({ rid, rank });
  }
  rows.sort((a, b) => a.rank - b.rank || a.rid - b.rid);
  return rows.slice(0, limit);
}

/**
 * The value that would be at index `nth` if `values` were sorted ascending (quickselect, middle
 * pivot; reorders `values`). Linear on average, where a sort is n log n.
 */
export function smallest(values: Float64Array, nth: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] as number;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (nth <= j) high = j;
    else if (nth >= i) low = i;
    else return values[nth] as number;
  }
  return values[nth] as number;
}
