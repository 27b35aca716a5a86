import type { CitationFact, FacilityHistory } from '../risk/facility-history.ts';
import { addDays, isoDay, latestDay } from './calendar.ts';
import { focusAreaOf } from './cfr-subparts.ts';
import { citationRows, inspectionRows, isDomesticFacility, matchesKgProductType, type CitationRow, type KgProductType } from './citation-rows.ts';
import { percentageChange, signedInteger, signedPercent, trendDirection, type TrendDirection } from './period-change.ts';
import { percentageOf, roundTo } from './statistics.ts';
import { bump, mostCommon, topCounts, topKeys } from './tallies.ts';

/**
 * Citation trends of the knowledge graph (spec doc 3, `GET /v1/kg/analytics/trends`): the blocks
 * `trending_citations`, `trending_event_types`, `regulation_focus_areas`, `geographic_trends` and
 * `severity_trends` over a window of `time_period` days, compared with the window of the same
 * length just before it.
 *
 * - Windows: the current window is the `duration` days ending on the end date, both ends included
 *   (30d, 90d, 1y = 365, 3y = 1,095, 5y = 1,825 days); the previous window is the `duration` days
 *   before it. The end date is the latest citation date in the data unless the caller fixes it
 *   (SPEC-DECISIONS 20: windows end at the latest data date, said in `analysis_period`).
 * - A citation is in a window by its date; product types are its inspection's (else the
 *   facility's), matched in the four-way KG typing (biologics count as drug).
 * - Directions use the ±10 % bands; `trend_percentage` is signed text (`+25.0%`), null for a rise
 *   from zero, which has no percentage (see period-change.ts).
 * - Event types and severities come from functions the caller passes (the classifier and the
 *   severity scale live elsewhere); citations they cannot type are left out of those two blocks,
 *   and `percentage_of_total` there is a share of the citations that were typed.
 * - Top lists break ties alphabetically; every block is cut to `limit` rows.
 */

/** Window lengths in days. */
export const KG_TIME_PERIODS = { '30d': 30, '90d': 90, '1y': 365, '3y': 1095, '5y': 1825 } as const;
/** A `time_period` value. */
export type KgTimePeriod = keyof typeof KG_TIME_PERIODS;

/** Severity bands of the trends payload. */
export const SEVERITY_BANDS = ['critical', 'major', 'minor'] as const;
/** A severity band. */
export type SeverityBand = (typeof SEVERITY_BANDS)[number];

/** The event type of a citation, as the caller's classifier names it. */
export interface EventTypeRef {
  event_type: string;
  category: string;
}

/** Inputs beside the histories. */
export interface KgTrendsOptions {
  timePeriod: KgTimePeriod;
  productType?: KgProductType | 'all';
  /** Rows per block, 1–100 (the endpoint's default is 25). */
  limit?: number;
  /** Last day of the current window; defaults to the latest citation date. */
  endDate?: string | null;
  /** Event type of a citation, or null when it cannot be typed (`unknown` is treated as null). */
  eventTypeOf: (citation: CitationFact) => EventTypeRef | null;
  /** Severity band of a citation (given its event type, when known), or null. */
  severityOf: (citation: CitationFact, eventType: EventTypeRef | null) => SeverityBand | null;
  /** Title of a CFR section for `trending_citations[].title`; the most common short description otherwise. */
  titleOf?: (section: string) => string | null;
  /** Facility type (manufacturing, laboratory, …) when the caller knows it; without it `affected_facility_types` is empty. */
  facilityTypeOf?: (facility: FacilityHistory) => string | null;
  /** Keeps only facilities of this type (needs `facilityTypeOf`; `all` keeps every facility). */
  facilityType?: string;
}

/** Fields every trend row carries. */
interface TrendFields {
  trend: TrendDirection;
  trend_percentage: string | null;
}

/** A `trending_citations` row. */
export interface TrendingCitationRow extends TrendFields {
  rank: number;
  cfr_section: string;
  title: string | null;
  citation_count: number;
  percentage_of_total: number;
  previous_period_rank: number | null;
  /** Previous rank − current rank, signed (`+2` = up two places); null when not cited before. */
  rank_change: string | null;
  common_deficiency_patterns: string[];
  affected_facility_types: Array<{ facility_type: string; count: number }>;
}

/** A `trending_event_types` row. */
export interface TrendingEventTypeRow extends TrendFields {
  rank: number;
  event_type: string;
  category: string;
  occurrence_count: number;
  percentage_of_total: number;
  most_cited_cfr: string[];
  severity_distribution: Record<SeverityBand, number>;
}

/** A `regulation_focus_areas` row. */
export interface RegulationFocusAreaRow extends TrendFields {
  cfr_part: string;
  citation_count: number;
  percentage_of_total: number;
  top_sections: string[];
}

/** A `geographic_trends` row. */
export interface GeographicTrendRow {
  region: string;
  inspection_count: number;
  observation_count: number;
  avg_observations_per_inspection: number | null;
  top_citation: string | null;
}

/** One band of `severity_trends`. */
export interface SeverityTrend extends TrendFields {
  count: number;
  percentage: number;
  most_common_types: string[];
}

/** The analysis part of the trends payload (the evidence block and forecasts are added by the caller). */
export interface KgTrends {
  analysis_period: {
    start_date: string;
    end_date: string;
    duration_days: number;
    total_observations_analyzed: number;
    total_facilities_inspected: number;
    /** Not in the spec's block: the window the trends are compared with. */
    previous_start_date: string;
    previous_end_date: string;
  };
  trending_citations: TrendingCitationRow[];
  trending_event_types: TrendingEventTypeRow[];
  regulation_focus_areas: RegulationFocusAreaRow[];
  geographic_trends: GeographicTrendRow[];
  severity_trends: Record<SeverityBand, SeverityTrend>;
}

/** Why there are no trends. */
export type KgTrendsOutcome = { ok: true; trends: KgTrends } | { ok: false; reason: 'no_data' };

/** Default rows per block. */
export const DEFAULT_TRENDS_LIMIT = 25;
const TOP = 3;

/** The current and previous windows of a period ending on `endDate` (both ends included). */
export function trendWindows(endDate: string, timePeriod: KgTimePeriod): { current: { start: string; end: string }; previous: { start: string; end: string } } {
  const days = KG_TIME_PERIODS[timePeriod];
  const end = isoDay(endDate);
  const start = addDays(end, -(days - 1));
  return { current: { start, end }, previous: { start: addDays(start, -days), end: addDays(start, -1) } };
}

/**
 * Region of a facility: the state code for U.S. facilities (or when no country is recorded), else
 * the country; null when neither is known.
 */
export function regionOf(facility: FacilityHistory): string | null {
  const state = facility.state?.trim() || null;
  if (isDomesticFacility(facility) && state) return state.toUpperCase();
  return facility.country?.trim() || null;
}

function trendFields(current: number, previous: number): TrendFields {
  return { trend: trendDirection(current, previous), trend_percentage: signedPercent(percentageChange(current, previous)) };
}

function inWindow(day: string, window: { start: string; end: string }): boolean {
  const d = isoDay(day);
  return d >= window.start && d <= window.end;
}

/** Builds the five trend blocks. With no end date and no citations there is no window: `no_data`. */
export function kgTrends(histories: readonly FacilityHistory[], options: KgTrendsOptions): KgTrendsOutcome {
  const allRows = citationRows(histories);
  const endDate = options.endDate ?? latestDay(allRows.map((r) => r.citation.date));
  if (!endDate) return { ok: false, reason: 'no_data' };
  const windows = trendWindows(endDate, options.timePeriod);
  const limit = Math.max(1, Math.min(100, Math.trunc(options.limit ?? DEFAULT_TRENDS_LIMIT)));
  const productType = options.productType ?? 'all';
  const facilityType = options.facilityType && options.facilityType !== 'all' ? options.facilityType : null;
  const facilityTypes = new Map<string, string | null>(histories.map((h) => [h.fei, options.facilityTypeOf?.(h) ?? null]));
  const keepFacility = (f: FacilityHistory): boolean => facilityType === null || facilityTypes.get(f.fei) === facilityType;

  const kept = allRows.filter((r) => matchesKgProductType(r.product_types, productType) && keepFacility(r.facility));
  const current = kept.filter((r) => inWindow(r.citation.date, windows.current));
  const previous = kept.filter((r) => inWindow(r.citation.date, windows.previous));
  const inspections = inspectionRows(histories).filter(
    (i) => inWindow(i.inspection.end_date, windows.current) && matchesKgProductType(i.product_types, productType) && keepFacility(i.facility),
  );

  const typed = (rows: readonly CitationRow[]) =>
    rows.map((row) => {
      const found = options.eventTypeOf(row.citation);
      const eventType = found && found.event_type !== 'unknown' ? found : null;
      return { row, eventType, severity: options.severityOf(row.citation, eventType) };
    });
  const currentTyped = typed(current);
  const previousTyped = typed(previous);

  const facilitiesInspected = new Set([...inspections.map((i) => i.facility.fei), ...current.map((r) => r.facility.fei)]);

  return {
    ok: true,
    trends: {
      analysis_period: {
        start_date: windows.current.start,
        end_date: windows.current.end,
        duration_days: KG_TIME_PERIODS[options.timePeriod],
        total_observations_analyzed: current.length,
        total_facilities_inspected: facilitiesInspected.size,
        previous_start_date: windows.previous.start,
        previous_end_date: windows.previous.end,
      },
      trending_citations: trendingCitationRows(current, previous, { limit, titleOf: options.titleOf, facilityTypes, hasFacilityTypes: Boolean(options.facilityTypeOf) }),
      trending_event_types: eventTypeRows(currentTyped, previousTyped, limit),
      regulation_focus_areas: focusAreaRows(current, previous, limit),
      geographic_trends: geographicRows(current, inspections, limit),
      severity_trends: severityTrends(currentTyped, previousTyped),
    },
  };
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) bump(counts, key);
  }
  return counts;
}

function ranks(counts: ReadonlyMap<string, number>): Map<string, number> {
  return new Map(topCounts(counts).map((c, i) => [c.key, i + 1]));
}

function trendingCitationRows(
  current: readonly CitationRow[],
  previous: readonly CitationRow[],
  options: { limit: number; titleOf: ((section: string) => string | null) | undefined; facilityTypes: ReadonlyMap<string, string | null>; hasFacilityTypes: boolean },
): TrendingCitationRow[] {
  const now = countBy(current, (r) => r.section_key);
  const before = countBy(previous, (r) => r.section_key);
  const previousRanks = ranks(before);
  return topCounts(now, options.limit).map(({ key, count }, i) => {
    const rows = current.filter((r) => r.section_key === key);
    const previousRank = previousRanks.get(key) ?? null;
    const facilityTypeCounts = new Map<string, number>();
    if (options.hasFacilityTypes) {
      for (const fei of new Set(rows.map((r) => r.facility.fei))) {
        const type = options.facilityTypes.get(fei);
        if (type) bump(facilityTypeCounts, type);
      }
    }
    return {
      rank: i + 1,
      cfr_section: key,
      title: options.titleOf?.(key) ?? mostCommon(rows.map((r) => r.citation.short_description)),
      citation_count: count,
      percentage_of_total: percentageOf(count, current.length),
      ...trendFields(count, before.get(key) ?? 0),
      previous_period_rank: previousRank,
      rank_change: previousRank === null ? null : signedInteger(previousRank - (i + 1)),
      common_deficiency_patterns: topKeys(countBy(rows, (r) => r.citation.short_description?.trim() || null), TOP),
      affected_facility_types: topCounts(facilityTypeCounts).map((c) => ({ facility_type: c.key, count: c.count })),
    };
  });
}

interface TypedRow {
  row: CitationRow;
  eventType: EventTypeRef | null;
  severity: SeverityBand | null;
}

function eventTypeRows(current: readonly TypedRow[], previous: readonly TypedRow[], limit: number): TrendingEventTypeRow[] {
  const now = countBy(current, (t) => t.eventType?.event_type ?? null);
  const before = countBy(previous, (t) => t.eventType?.event_type ?? null);
  const typedTotal = current.filter((t) => t.eventType !== null).length;
  return topCounts(now, limit).map(({ key, count }, i) => {
    const rows = current.filter((t) => t.eventType?.event_type === key);
    const severity_distribution: Record<SeverityBand, number> = { critical: 0, major: 0, minor: 0 };
    for (const t of rows) if (t.severity) severity_distribution[t.severity] += 1;
    return {
      rank: i + 1,
      event_type: key,
      category: mostCommon(rows.map((t) => t.eventType?.category)) ?? 'unknown',
      occurrence_count: count,
      percentage_of_total: percentageOf(count, typedTotal),
      ...trendFields(count, before.get(key) ?? 0),
      most_cited_cfr: topKeys(countBy(rows, (t) => t.row.section_key), TOP),
      severity_distribution,
    };
  });
}

function focusAreaRows(current: readonly CitationRow[], previous: readonly CitationRow[], limit: number): RegulationFocusAreaRow[] {
  const areaOf = (r: CitationRow) => focusAreaOf(r.section_key, r.citation.date);
  const now = countBy(current, areaOf);
  const before = countBy(previous, areaOf);
  return topCounts(now, limit).map(({ key, count }) => ({
    cfr_part: key,
    citation_count: count,
    percentage_of_total: percentageOf(count, current.length),
    ...trendFields(count, before.get(key) ?? 0),
    top_sections: topKeys(countBy(current.filter((r) => areaOf(r) === key), (r) => r.section_key), TOP),
  }));
}

function geographicRows(current: readonly CitationRow[], inspections: ReturnType<typeof inspectionRows>, limit: number): GeographicTrendRow[] {
  const regions = new Map<string, { inspections: Set<string>; citations: CitationRow[] }>();
  const entry = (region: string) => {
    const e = regions.get(region) ?? { inspections: new Set<string>(), citations: [] };
    regions.set(region, e);
    return e;
  };
  for (const i of inspections) {
    const region = regionOf(i.facility);
    if (region) entry(region).inspections.add(i.inspection.id);
  }
  for (const r of current) {
    const region = regionOf(r.facility);
    if (!region) continue;
    const e = entry(region);
    e.citations.push(r);
    // A citation proves its inspection happened even when no inspection record came with it.
    e.inspections.add(r.citation.inspection_id);
  }
  return [...regions]
    .map(([region, e]) => ({
      region,
      inspection_count: e.inspections.size,
      observation_count: e.citations.length,
      avg_observations_per_inspection: e.inspections.size === 0 ? null : roundTo(e.citations.length / e.inspections.size, 2),
      top_citation: topKeys(countBy(e.citations, (r) => r.section_key), 1)[0] ?? null,
    }))
    .sort(
      (a, b) =>
        b.observation_count - a.observation_count ||
        b.inspection_count - a.inspection_count ||
        (a.region < b.region ? -1 : a.region > b.region ? 1 : 0),
    )
    .slice(0, limit);
}

function severityTrends(current: readonly TypedRow[], previous: readonly TypedRow[]): Record<SeverityBand, SeverityTrend> {
  const now = countBy(current, (t) => t.severity);
  const before = countBy(previous, (t) => t.severity);
  const rated = current.filter((t) => t.severity !== null).length;
  const band = (severity: SeverityBand): SeverityTrend => {
    const count = now.get(severity) ?? 0;
    return {
      count,
      percentage: percentageOf(count, rated),
      ...trendFields(count, before.get(severity) ?? 0),
      most_common_types: topKeys(countBy(current.filter((t) => t.severity === severity), (t) => t.eventType?.event_type ?? null), TOP),
    };
  };
  return { critical: band('critical'), major: band('major'), minor: band('minor') };
}
