import type { PeerScore, PeerScoreName, PeerStats } from '../../infra/facts/facility-facts-store.ts';
import { percentileOfSorted } from '../../infra/facts/facility-facts-store.ts';

/**
 * The published scores of every peer group, held sorted in memory so a facility's peer
 * statistics (mean, p75, p90 of the others in its group) cost a binary search instead of a read
 * of the whole group from the facts store. Reading the group per batch made an initial load of
 * 60,000 facilities quadratic (a third of the step's time at 10,000). The answers equal
 * `peerStatsOf(facts.peerScores(group, score), fei)` exactly; a group is loaded from the store on
 * first use and kept in step by `update` as the step saves new scores.
 */
export interface PeerIndex {
  stats(group: string, score: PeerScoreName, excludeFei: string): PeerStats | null;
  /** The whole group's statistics (every member, none left out), or null for an empty group. */
  groupStats(group: string, score: PeerScoreName): PeerStats | null;
  /** A facility's newly published scores (null group: it leaves every group). */
  update(fei: string, group: string | null, scores: Record<PeerScoreName, number>): void;
}

interface Group {
  sorted: number[];
  sum: number;
  byFei: Map<string, number>;
}

export function createPeerIndex(load: (group: string, score: PeerScoreName) => PeerScore[]): PeerIndex {
  const groups = new Map<string, Group>();
  const groupOf = new Map<string, string>();

  const key = (group: string, score: PeerScoreName) => `${score}|${group}`;
  function get(group: string, score: PeerScoreName): Group {
    const k = key(group, score);
    let entry = groups.get(k);
    if (!entry) {
      const rows = load(group, score);
      entry = { sorted: rows.map((r) => r.score).sort((a, b) => a - b), sum: 0, byFei: new Map(rows.map((r) => [r.fei, r.score])) };
      entry.sum = entry.sorted.reduce((s, v) => s + v, 0);
      for (const row of rows) groupOf.set(row.fei, group);
      groups.set(k, entry);
    }
    return entry;
  }

  return {
    stats(group, score, excludeFei) {
      const entry = get(group, score);
      const own = entry.byFei.get(excludeFei);
      const n = entry.sorted.length - (own === undefined ? 0 : 1);
      if (n <= 0) return null;
      // Index of the one value left out (the first equal value: equal values are interchangeable).
      const skip = own === undefined ? -1 : lowerBound(entry.sorted, own);
      const at = (i: number) => entry.sorted[skip >= 0 && i >= skip ? i + 1 : i]!;
      const view = { length: n, at };
      return {
        mean: (entry.sum - (own ?? 0)) / n,
        p75: percentileOfView(view, 0.75),
        p90: percentileOfView(view, 0.9),
        size: n,
      };
    },
    groupStats(group, score) {
      const entry = get(group, score);
      const n = entry.sorted.length;
      if (n === 0) return null;
      const view = { length: n, at: (i: number) => entry.sorted[i]! };
      return { mean: entry.sum / n, p75: percentileOfView(view, 0.75), p90: percentileOfView(view, 0.9), size: n };
    },
    update(fei, group, scores) {
      for (const score of Object.keys(scores) as PeerScoreName[]) {
        const previousGroup = groupOf.get(fei);
        if (previousGroup !== undefined) {
          const old = groups.get(key(previousGroup, score));
          const value = old?.byFei.get(fei);
          if (old && value !== undefined) {
            old.sorted.splice(lowerBound(old.sorted, value), 1);
            old.sum -= value;
            old.byFei.delete(fei);
          }
        }
        if (group !== null) {
          // Loading first means the store's copy (already holding nothing newer) is the base.
          const entry = get(group, score);
          const value = scores[score];
          const existing = entry.byFei.get(fei);
          if (existing !== undefined) {
            entry.sorted.splice(lowerBound(entry.sorted, existing), 1);
            entry.sum -= existing;
          }
          entry.sorted.splice(lowerBound(entry.sorted, value), 0, value);
          entry.sum += value;
          entry.byFei.set(fei, value);
        }
      }
      if (group === null) groupOf.delete(fei);
      else groupOf.set(fei, group);
    },
  };
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `percentileOfSorted` over a virtual array (the group less one value). */
function percentileOfView(view: { length: number; at(i: number): number }, p: number): number {
  if (view.length === 1) return percentileOfSorted([view.at(0)], p);
  const h = (view.length - 1) * p;
  const lower = Math.floor(h);
  const upper = Math.ceil(h);
  const low = view.at(lower);
  const high = view.at(upper);
  return low + (h - lower) * (high - low);
}
