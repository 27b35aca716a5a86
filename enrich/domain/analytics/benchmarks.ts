import type { FacilityHistory } from '../risk/facility-history.ts';
import { isDomesticFacility } from './citation-rows.ts';
import { mean, median, percentile, roundOrNull } from './statistics.ts';
import { mostCommon } from './tallies.ts';

/**
 * Peer-group benchmarks (spec doc 2, `GET /v1/483/analytics/benchmarks`): how facilities of one
 * product type, state, program area or country fare, so one facility can be set against its peers.
 *
 * Group membership — one group per facility and grouping, so group sizes add up:
 * - `product_type`: the facility's primary product type (the first listed; the list is ordered
 *   most frequent first). A drug-and-device site counts with the group it is mostly inspected for.
 * - `state`: the two-letter state code (upper-cased) of U.S. facilities (a foreign facility's
 *   province is not a state: it is benchmarked under `country`); `country`: the country as recorded.
 * - `program_area`: the program area most of the facility's inspections were run under (ties
 *   alphabetical).
 * A facility without a value for the grouping is in no group of it.
 *
 * Metrics:
 * - OAI rate of a facility = OAI inspections ÷ inspections with a known classification. Facilities
 *   with no classified inspection have no rate and are left out of the OAI averages (an unknown
 *   classification is not NAI). `avg_oai_rate` is the mean of facility rates (every facility
 *   counts once, however often it was inspected); `median_oai_rate` their median.
 * - Risk score: the composite score passed in per FEI; facilities without one are left out.
 *   `percentile_25/75/90` are percentiles of the risk scores (definition 7, linear interpolation),
 *   the figures a facility's own score is read against.
 * - `avg_citations_per_inspection` = all citations of the group ÷ all its inspections (each
 *   inspection counts once, so a facility inspected ten times weighs ten times).
 * - `total_facilities` = facilities in the group; `peer_group_size` = those with a risk score
 *   (the peers the score statistics are over); `insufficient_data` when `total_facilities` < 10.
 * Metrics are still computed for small groups — the flag says not to rely on them. A statistic
 * with no input is null (spec: numbers; null is the honest value of an average of nothing).
 */

/** The groupings the endpoint accepts, in the spec's order. */
export const BENCHMARK_GROUPINGS = ['product_type', 'state', 'program_area', 'country'] as const;
/** A grouping. */
export type BenchmarkGrouping = (typeof BENCHMARK_GROUPINGS)[number];

/** Groups with fewer facilities are flagged `insufficient_data` (spec doc 2). */
export const MIN_PEER_GROUP = 10;

/** The spec's metrics block. */
export interface BenchmarkMetrics {
  avg_oai_rate: number | null;
  median_oai_rate: number | null;
  avg_risk_score: number | null;
  median_risk_score: number | null;
  avg_citations_per_inspection: number | null;
  total_facilities: number;
  percentile_25: number | null;
  percentile_75: number | null;
  percentile_90: number | null;
}

/** One group's benchmark, in the spec's shape. */
export interface Benchmark {
  grouping: BenchmarkGrouping;
  group_value: string;
  metrics: BenchmarkMetrics;
  peer_group_size: number;
  insufficient_data: boolean;
  last_updated: string;
}

/** The group a facility belongs to under a grouping, or null when it has no value for it. */
export function groupValueOf(history: FacilityHistory, grouping: BenchmarkGrouping): string | null {
  const clean = (v: string | null | undefined): string | null => (v && v.trim().length > 0 ? v.trim() : null);
  switch (grouping) {
    case 'product_type':
      return clean(history.product_types[0]);
    case 'state':
      return isDomesticFacility(history) ? (clean(history.state)?.toUpperCase() ?? null) : null;
    case 'country':
      return clean(history.country);
    case 'program_area':
      return mostCommon(history.inspections.map((i) => i.program_area));
  }
}

/** OAI inspections ÷ inspections whose OAI status is known (classified, or known not OAI); null when none is. */
export function facilityOaiRate(history: FacilityHistory): number | null {
  // An inspection known only as not OAI (SPEC-DECISIONS 23) has a known OAI status: it counts.
  const classified = history.inspections.filter((i) => i.classification !== null || i.not_oai === true);
  if (classified.length === 0) return null;
  return classified.filter((i) => i.classification === 'OAI').length / classified.length;
}

/**
 * Benchmarks of every group of a grouping, largest group first (ties by value). `riskScores`
 * maps FEI → composite risk score (0–100); `lastUpdated` is stamped on every row.
 */
export function benchmarks(
  histories: readonly FacilityHistory[],
  options: { grouping: BenchmarkGrouping; riskScores: ReadonlyMap<string, number>; lastUpdated: string },
): Benchmark[] {
  const groups = new Map<string, FacilityHistory[]>();
  for (const history of histories) {
    const value = groupValueOf(history, options.grouping);
    if (value === null) continue;
    const members = groups.get(value) ?? [];
    members.push(history);
    groups.set(value, members);
  }
  return [...groups]
    .map(([group_value, members]) => benchmarkOf(members, { ...options, group_value }))
    .sort(
      (a, b) =>
        b.metrics.total_facilities - a.metrics.total_facilities ||
        (a.group_value < b.group_value ? -1 : a.group_value > b.group_value ? 1 : 0),
    );
}

/** The benchmark of one set of peer facilities. */
export function benchmarkOf(
  members: readonly FacilityHistory[],
  options: { grouping: BenchmarkGrouping; group_value: string; riskScores: ReadonlyMap<string, number>; lastUpdated: string },
): Benchmark {
  const oaiRates = members.map(facilityOaiRate).filter((r): r is number => r !== null);
  const scores = members.map((m) => options.riskScores.get(m.fei)).filter((s): s is number => typeof s === 'number' && Number.isFinite(s));
  const inspections = members.reduce((n, m) => n + m.inspections.length, 0);
  const citations = members.reduce((n, m) => n + m.citations.length, 0);
  return {
    grouping: options.grouping,
    group_value: options.group_value,
    metrics: {
      avg_oai_rate: roundOrNull(mean(oaiRates), 4),
      median_oai_rate: roundOrNull(median(oaiRates), 4),
      avg_risk_score: roundOrNull(mean(scores), 2),
      median_risk_score: roundOrNull(median(scores), 2),
      avg_citations_per_inspection: inspections === 0 ? null : roundOrNull(citations / inspections, 2),
      total_facilities: members.length,
      percentile_25: roundOrNull(percentile(scores, 0.25), 2),
      percentile_75: roundOrNull(percentile(scores, 0.75), 2),
      percentile_90: roundOrNull(percentile(scores, 0.9), 2),
    },
    peer_group_size: scores.length,
    insufficient_data: members.length < MIN_PEER_GROUP,
    last_updated: options.lastUpdated,
  };
}
