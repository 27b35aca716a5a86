import { z } from 'zod';
import { latestCompleteQuarter, parseFiscalQuarter, previousQuarter, quarterRange, quartersApart } from '../../enrich/domain/analytics/fiscal-quarters.ts';
import { type TrendingCitationsReport, selectTrendingCitations } from '../../enrich/domain/analytics/trending.ts';
import type { Clock } from '../../infra/clock.ts';
import { defineRoute } from '../platform/route.ts';
import { type AnalyticsReader, pageOf } from './analytics-queries.ts';
import { TrendingResponse } from './analytics.schema.ts';
import { IsoDateQuery, paginationQuery, queryInt, queryMetadata } from './common.ts';

/*
 * `GET /v1/483/citations/trending` (spec doc 2, SPEC-DECISIONS 16) from the `trending:<FY…-Q…>`
 * documents: the analytics step stores the report of the latest quarter complete on its day and of
 * every earlier quarter that has citations, each a comparison of complete fiscal quarters.
 */

const TrendingQuery = z.object({
  trend: z.enum(['increasing', 'stable', 'decreasing']).optional().describe('Keep rows of this direction (±10 % bands).'),
  min_count: queryInt({ default: 0, min: 0 }).describe('Keep rows cited at least this many times in the current period (default 0).'),
  product_type: z.string().trim().min(1).max(100).optional().describe("Keep rows with this product type among their top product types (case-insensitive), e.g. 'drug'."),
  // Fiscal quarters are named with four-digit years (`FY2024-Q2`): a day whose quarter or the one
  // before it falls outside them has no name, so it is refused rather than failing.
  as_of: IsoDateQuery.refine((day) => day >= '1900-01-01' && day <= '9998-12-31', 'must lie between 1900-01-01 and 9998-12-31')
    .optional()
    .describe(
      'Reference day (YYYY-MM-DD, 1900-01-01 to 9998-12-31): the period becomes the latest complete fiscal quarter on or before it that has citations. Default: the latest complete quarter that has citations.',
    ),
  ...paginationQuery(20, 100),
});

/**
 * The report to answer with (SPEC-DECISIONS 16). Without `asOf`: the latest stored quarter that
 * has citations. With it: the latest such quarter complete on `asOf`. When no stored quarter has
 * citations, the latest stored one in range; when none is in range (or nothing is stored), an
 * empty report of the quarter complete on `asOf` (or on `today`): no citation falls in or before
 * it, since every quarter with citations has its own document.
 */
export function chooseTrendingReport(reports: readonly TrendingCitationsReport[], options: { asOf: string | null; today: string }): TrendingCitationsReport {
  const bound = options.asOf ? latestCompleteQuarter(options.asOf) : null;
  const inRange = reports
    .filter((r) => parseFiscalQuarter(r.period) !== null && (bound === null || quartersApart(r.period, bound) >= 0))
    .sort((a, b) => quartersApart(b.period, a.period));
  const chosen = inRange.filter((r) => r.total_citations_current > 0).at(-1) ?? inRange.at(-1);
  if (chosen) return chosen;
  const period = bound ?? latestCompleteQuarter(options.today);
  const previous = previousQuarter(period);
  return {
    period,
    previous_period: previous,
    period_basis: bound ? 'as_of' : 'latest_data',
    period_ranges: { current: quarterRange(period), previous: quarterRange(previous) },
    results: [],
    total: 0,
    total_citations_current: 0,
    total_citations_previous: 0,
  };
}

export function createTrendingRoute(deps: { reader: AnalyticsReader; clock: Clock }) {
  const { reader, clock } = deps;
  return defineRoute({
    method: 'get',
    path: '/v1/483/citations/trending',
    operationId: 'listTrendingCitations',
    summary: 'CFR sections cited more or less often this fiscal quarter than the one before',
    description:
      'Compares complete fiscal quarters (FY starts 1 October). `increasing` at +10 % or more, `decreasing` at −10 % or less, else `stable`; `percentage_change` is positive for increases and null for a rise from zero. Each row carries an exact significance test. Cached for up to 5 minutes, never past a data change.',
    tag: 'Inspection analytics',
    family: 'legacy',
    tier: 'pro',
    request: { query: TrendingQuery },
    response: TrendingResponse,
    errors: ['VALIDATION_ERROR'],
    handler: async ({ query, startedAt }) => {
      const reports = (await reader.all<TrendingCitationsReport>('trending')).map((d) => d.body);
      const report = chooseTrendingReport(reports, { asOf: query.as_of ?? null, today: clock.now().toISOString().slice(0, 10) });
      const rows = selectTrendingCitations(report.results, { trend: query.trend ?? null, min_count: query.min_count, product_type: query.product_type ?? null });
      return {
        body: {
          period: report.period,
          previous_period: report.previous_period,
          period_ranges: report.period_ranges,
          results: pageOf(rows, query).map((r) => ({
            act_cfr_number: r.act_cfr_number,
            description: r.description,
            occurrence_count: r.occurrence_count,
            previous_count: r.previous_count,
            trend_direction: r.trend_direction,
            percentage_change: r.percentage_change,
            top_product_types: r.top_product_types,
            significance: { method: r.significance.method, p_value: r.significance.p_value, significant: r.significance.significant, q_value: r.significance.q_value },
          })),
          total: rows.length,
          offset: query.offset,
          limit: query.limit,
          total_citations_current: report.total_citations_current,
          total_citations_previous: report.total_citations_previous,
          filters_applied: { trend: query.trend ?? null, min_count: query.min_count, product_type: query.product_type ?? null, as_of: query.as_of ?? null },
          query_metadata: queryMetadata(startedAt),
        },
      };
    },
  });
}
