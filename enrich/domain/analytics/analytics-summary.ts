import type { FacilityHistory } from '../risk/facility-history.ts';
import { citationRows } from './citation-rows.ts';
import { fiscalYearOfDate } from './fiscal-quarters.ts';
import { bump, mostCommon, topCounts } from './tallies.ts';

/**
 * The analytics summary of spec doc 2 (`GET /v1/483/analytics/summary`): the size of the data,
 * how facilities spread over the composite risk levels, the most cited numbers and citations per
 * fiscal year.
 *
 * - `total_facilities` counts the facility histories given; `total_citations` their citations;
 *   `total_cfr_references` the distinct `act_cfr_number`s cited.
 * - `risk_distribution` counts those facilities by the risk level passed in for their FEI; a
 *   facility without a level is not counted, so the four counts may sum to less than the total.
 * - `fiscal_year_breakdown`: citations per FDA fiscal year (1 Oct – 30 Sep) of the citation date,
 *   with every year between the first and the last present (0 when none), so a gap in the data
 *   shows as a gap rather than vanishing from a chart.
 * - `data_freshness` is passed through: freshness is a fact about ingestion, not about this data.
 */

/** The composite score's four levels. */
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
/** A composite risk level. */
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** How many numbers `top_cited_cfr` lists. */
export const TOP_CITED_CFR = 10;

/** The freshness strings per dataset named by the spec. */
export interface DataFreshness {
  citations: string;
  facilities: string;
  risk_scores: string;
  cfr_references: string;
}

/** The summary in the spec's shape. */
export interface AnalyticsSummary {
  total_citations: number;
  total_facilities: number;
  total_cfr_references: number;
  risk_distribution: Record<RiskLevel, number>;
  top_cited_cfr: Array<{ act_cfr_number: string; short_description: string | null; occurrence_count: number }>;
  fiscal_year_breakdown: Record<string, number>;
  data_freshness: DataFreshness;
}

/** Builds the summary. `riskLevels` maps FEI → composite risk level. */
export function analyticsSummary(
  histories: readonly FacilityHistory[],
  options: { riskLevels: ReadonlyMap<string, RiskLevel>; dataFreshness: DataFreshness; topN?: number },
): AnalyticsSummary {
  const rows = citationRows(histories);
  const counts = new Map<string, number>();
  const descriptions = new Map<string, Array<string | null>>();
  const perYear = new Map<number, number>();
  for (const row of rows) {
    const key = row.citation.act_cfr_number.trim();
    bump(counts, key);
    const texts = descriptions.get(key) ?? [];
    texts.push(row.citation.short_description);
    descriptions.set(key, texts);
    const year = fiscalYearOfDate(row.citation.date);
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
  }

  const risk_distribution: Record<RiskLevel, number> = { low: 0, medium: 0, high: 0, critical: 0 };
  for (const fei of new Set(histories.map((h) => h.fei))) {
    const level = options.riskLevels.get(fei);
    if (level !== undefined) risk_distribution[level] += 1;
  }

  const fiscal_year_breakdown: Record<string, number> = {};
  const years = [...perYear.keys()];
  if (years.length > 0) {
    for (let y = Math.min(...years); y <= Math.max(...years); y += 1) fiscal_year_breakdown[String(y)] = perYear.get(y) ?? 0;
  }

  return {
    total_citations: rows.length,
    total_facilities: new Set(histories.map((h) => h.fei)).size,
    total_cfr_references: counts.size,
    risk_distribution,
    top_cited_cfr: topCounts(counts, options.topN ?? TOP_CITED_CFR).map(({ key, count }) => ({
      act_cfr_number: key,
      short_description: mostCommon(descriptions.get(key) ?? []),
      occurrence_count: count,
    })),
    fiscal_year_breakdown,
    data_freshness: { ...options.dataFreshness },
  };
}
