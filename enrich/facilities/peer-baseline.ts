import type { PeerScoreName, PeerStats } from '../../infra/facts/facility-facts-store.ts';
import { MIN_PEER_GROUP } from '../domain/risk/facility-score.ts';

/**
 * The peer statistics every facility is scored against, frozen between recomputations, so a
 * facility's scores are a function of its own facts and of this baseline only: never of the order
 * in which facilities happened to be processed (a bulk load, a replay, Kafka or the embedded bus
 * all end with the same scores).
 *
 * - Peer values are each facility's score before any peer comparison (the composite's four other
 *   factors + 5; the predictive score's provisional total), which depend on its facts alone.
 * - The baseline holds, per product-type group, the mean, p75 and p90 of those values over the
 *   whole group, rounded to {@link PEER_STAT_RESOLUTION} points, and whether the group is large
 *   enough ({@link MIN_PEER_GROUP}) to benchmark against.
 * - The facilities step recomputes it when it has caught up with its input; only when the rounded
 *   baseline differs does it rescore every facility. A daily delta moves no rounded statistic, so
 *   it costs nothing; a bulk load ends with one full pass against the final baseline.
 */
export const PEER_STAT_RESOLUTION = 0.5;

export type PeerBaseline = ReadonlyMap<string, PeerStats>;

export function baselineKey(group: string, score: PeerScoreName): string {
  return `${score}|${group}`;
}

const roundTo = (x: number) => Math.round(x / PEER_STAT_RESOLUTION) * PEER_STAT_RESOLUTION;

/** The baseline of some groups' whole-group statistics. */
export function peerBaseline(groups: readonly string[], statsOf: (group: string, score: PeerScoreName) => PeerStats | null): PeerBaseline {
  const baseline = new Map<string, PeerStats>();
  for (const group of groups) {
    for (const score of ['risk_score', 'facility_score'] as const) {
      const stats = statsOf(group, score);
      if (stats) baseline.set(baselineKey(group, score), { mean: roundTo(stats.mean), p75: roundTo(stats.p75), p90: roundTo(stats.p90), size: stats.size });
    }
  }
  return baseline;
}

/** Equal for scoring: the same groups, rounded statistics and benchmarkable flags (exact sizes do not matter). */
export function sameBaseline(a: PeerBaseline, b: PeerBaseline): boolean {
  if (a.size !== b.size) return false;
  for (const [key, x] of a) {
    const y = b.get(key);
    if (!y || x.mean !== y.mean || x.p75 !== y.p75 || x.p90 !== y.p90 || x.size >= MIN_PEER_GROUP !== y.size >= MIN_PEER_GROUP) return false;
  }
  return true;
}

/** The composite's peer value: the four other factors + 5 (its score were it exactly at the peer average). */
export function compositePeerValue(factors: Readonly<Record<string, number>>): number {
  const base = Object.entries(factors).reduce((sum, [name, points]) => (name === 'peer_benchmark' ? sum : sum + points), 0);
  return Math.round((base + 5) * 100) / 100;
}

/** The predictive score's peer value: its total with the industry benchmark at the neutral 50. */
export function facilityPeerValue(components: Readonly<Record<string, { score: number; weight: number }>>): number {
  const total = Object.entries(components).reduce((sum, [name, c]) => sum + (name === 'industry_benchmark' ? 50 : c.score) * c.weight, 0);
  return Math.round(total * 100) / 100;
}
