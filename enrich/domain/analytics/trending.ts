import type { FacilityHistory } from '../risk/facility-history.ts';
import { latestDay } from './calendar.ts';
import { citationRows, type CitationRow } from './citation-rows.ts';
import { comparedPeriods, fiscalQuarterOf, quarterRange, quartersApart, type ComparedPeriods, type PeriodBasis } from './fiscal-quarters.ts';
import { benjaminiHochberg, compareCounts, exactRateTestPValue, type ChangeTest, type TrendDirection } from './period-change.ts';
import { roundTo } from './statistics.ts';
import { bump, mostCommon, topKeys } from './tallies.ts';

/**
 * Trending citations (spec doc 2, `GET /v1/483/citations/trending`): for each `act_cfr_number`,
 * its citations in the current and the previous complete fiscal quarter, the direction by the
 * ±10 % bands, the percentage change, and an exact test of whether the change exceeds chance.
 *
 * Counting rules: a citation belongs to the quarter of its date (the inspection end date, the day
 * the 483 was issued); citations are grouped by `act_cfr_number` as cited, the key of the
 * endpoint (so `21 CFR 820.100(a)` and `21 CFR 820.100(b)` are separate rows, as on FDA's
 * Dashboard); a number cited in neither quarter is not a row.
 */

/** How many product types a row names. */
export const TOP_PRODUCT_TYPES = 3;

/** One row of the trending endpoint, plus the significance of its change. */
export interface TrendingCitation {
  act_cfr_number: string;
  /** The short description most often printed with this number (all dates); null when none is. */
  description: string | null;
  /** Citations in the current period. */
  occurrence_count: number;
  previous_count: number;
  trend_direction: TrendDirection;
  /** Positive for increases, one decimal; null for a rise from zero (0 → n has no percentage). */
  percentage_change: number | null;
  /** Product types most cited under this number across both compared quarters (ties alphabetical). */
  top_product_types: string[];
  /**
   * Not in the spec's row: whether the change is more than chance. `q_value` is the
   * Benjamini–Hochberg adjustment over all rows of the report (many sections are tested at once).
   */
  significance: ChangeTest & { q_value: number };
}

/** The analysis behind the endpoint's envelope. */
export interface TrendingCitationsReport {
  /** Current fiscal quarter, `FY<year>-Q<n>`. */
  period: string;
  previous_period: string;
  /** Whether `as_of` or the latest data date chose the period. */
  period_basis: PeriodBasis;
  period_ranges: { current: { start: string; end: string }; previous: { start: string; end: string } };
  /** Every number cited in either quarter, most cited now first. */
  results: TrendingCitation[];
  /** CFR numbers analysed (rows). */
  total: number;
  total_citations_current: number;
  total_citations_previous: number;
}

/** Why no report could be built. */
export type TrendingOutcome = { ok: true; report: TrendingCitationsReport } | { ok: false; reason: 'no_data' };

interface Accumulator {
  current: number;
  previous: number;
  productTypes: Map<string, number>;
}

/**
 * Builds the trending report. `asOf` (a date) fixes the reference day; without it the latest
 * citation date does (SPEC-DECISIONS 16). Only complete quarters are compared. With no `asOf` and
 * no citations at all there is no period to name, and the outcome says `no_data`.
 */
export function trendingCitations(histories: readonly FacilityHistory[], options: { asOf?: string | null } = {}): TrendingOutcome {
  const prepared = prepareRows(histories);
  const periods = comparedPeriods({ asOf: options.asOf ?? null, latestDataDate: prepared.latestDate });
  if (!periods) return { ok: false, reason: 'no_data' };
  return { ok: true, report: reportOf(prepared, periods) };
}

/**
 * The report of the quarter complete on `asOf` (as `trendingCitations`) and, for every earlier
 * quarter that has citations, the report that quarter's last day would have given (the answer to
 * an `as_of` in the past). One pass over the citations, then each report reads only its two
 * quarters' rows, so a long history costs little more than one report. Latest period first.
 */
export function trendingCitationsByQuarter(histories: readonly FacilityHistory[], options: { asOf: string }): TrendingCitationsReport[] {
  const prepared = prepareRows(histories);
  const latest = comparedPeriods({ asOf: options.asOf, latestDataDate: prepared.latestDate });
  if (!latest) return [];
  const reports = [reportOf(prepared, latest)];
  const earlier = [...prepared.byQuarter.keys()].filter((q) => quartersApart(q, latest.period) > 0).sort((a, b) => quartersApart(a, b));
  for (const quarter of earlier) {
    const periods = comparedPeriods({ asOf: quarterRange(quarter).end, latestDataDate: prepared.latestDate });
    if (periods) reports.push(reportOf(prepared, periods));
  }
  return reports;
}

/** Citation rows keyed by number and bucketed by fiscal quarter, with every number's descriptions. */
interface PreparedRows {
  byQuarter: Map<string, Array<{ key: string; row: CitationRow }>>;
  descriptions: Map<string, Array<string | null>>;
  latestDate: string | null;
}

function prepareRows(histories: readonly FacilityHistory[]): PreparedRows {
  const rows = citationRows(histories);
  const byQuarter = new Map<string, Array<{ key: string; row: CitationRow }>>();
  const descriptions = new Map<string, Array<string | null>>();
  for (const row of rows) {
    const key = row.citation.act_cfr_number.trim();
    const texts = descriptions.get(key) ?? [];
    texts.push(row.citation.short_description);
    descriptions.set(key, texts);
    const quarter = fiscalQuarterOf(row.citation.date);
    const bucket = byQuarter.get(quarter) ?? [];
    bucket.push({ key, row });
    byQuarter.set(quarter, bucket);
  }
  return { byQuarter, descriptions, latestDate: latestDay(rows.map((r) => r.citation.date)) };
}

function reportOf(prepared: PreparedRows, periods: ComparedPeriods): TrendingCitationsReport {
  const byNumber = new Map<string, Accumulator>();
  let totalCurrent = 0;
  let totalPrevious = 0;
  for (const isCurrent of [true, false]) {
    for (const { key, row } of prepared.byQuarter.get(isCurrent ? periods.period : periods.previous_period) ?? []) {
      const acc = byNumber.get(key) ?? { current: 0, previous: 0, productTypes: new Map<string, number>() };
      if (isCurrent) {
        acc.current += 1;
        totalCurrent += 1;
      } else {
        acc.previous += 1;
        totalPrevious += 1;
      }
      countProductTypes(acc.productTypes, row);
      byNumber.set(key, acc);
    }
  }

  const draft = [...byNumber].map(([act_cfr_number, acc]) => {
    const change = compareCounts(acc.current, acc.previous);
    return {
      act_cfr_number,
      description: mostCommon(prepared.descriptions.get(act_cfr_number) ?? []),
      occurrence_count: acc.current,
      previous_count: acc.previous,
      trend_direction: change.direction,
      percentage_change: change.percentage_change,
      top_product_types: topKeys(acc.productTypes, TOP_PRODUCT_TYPES),
      test: change.test,
      rawP: exactRateTestPValue(acc.current, acc.previous),
    };
  });
  const qValues = benjaminiHochberg(draft.map((d) => d.rawP));
  const results: TrendingCitation[] = draft
    .map(({ test, rawP: _rawP, ...row }, i) => ({ ...row, significance: { ...test, q_value: roundTo(qValues[i] ?? 1, 4) } }))
    .sort(
      (a, b) =>
        b.occurrence_count - a.occurrence_count ||
        b.previous_count - a.previous_count ||
        (a.act_cfr_number < b.act_cfr_number ? -1 : a.act_cfr_number > b.act_cfr_number ? 1 : 0),
    );

  return {
    period: periods.period,
    previous_period: periods.previous_period,
    period_basis: periods.basis,
    period_ranges: { current: quarterRange(periods.period), previous: quarterRange(periods.previous_period) },
    results,
    total: results.length,
    total_citations_current: totalCurrent,
    total_citations_previous: totalPrevious,
  };
}

function countProductTypes(counts: Map<string, number>, row: CitationRow): void {
  for (const p of new Set(row.product_types)) bump(counts, p);
}

/** The endpoint's filters (spec doc 2): trend, minimum current count, product type. */
export interface TrendingFilters {
  trend?: TrendDirection | null;
  min_count?: number | null;
  /** Matched case-insensitively against each row's `top_product_types`, as the spec says. */
  product_type?: string | null;
}

/** The rows that pass the endpoint's filters, in report order (pagination is the caller's). */
export function selectTrendingCitations(results: readonly TrendingCitation[], filters: TrendingFilters): TrendingCitation[] {
  const wanted = filters.product_type?.trim().toLowerCase() || null;
  return results.filter(
    (r) =>
      (!filters.trend || r.trend_direction === filters.trend) &&
      r.occurrence_count >= (filters.min_count ?? 0) &&
      (wanted === null || r.top_product_types.some((p) => p.toLowerCase() === wanted)),
  );
}
