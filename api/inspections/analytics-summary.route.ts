import { z } from 'zod';
import type { AnalyticsSummary } from '../../enrich/domain/analytics/analytics-summary.ts';
import { type Benchmark as BenchmarkBody, BENCHMARK_GROUPINGS } from '../../enrich/domain/analytics/benchmarks.ts';
import { invalidField } from '../platform/errors.ts';
import { defineRoute } from '../platform/route.ts';
import { type AnalyticsReader, pageOf } from './analytics-queries.ts';
import { AnalyticsSummaryResponse, BenchmarkListResponse } from './analytics.schema.ts';
import { computedTimestamp, paginationQuery, queryMetadata } from './common.ts';

/*
 * `GET /v1/483/analytics/summary` (Starter+, SPEC-DECISIONS 6) and
 * `GET /v1/483/analytics/benchmarks` (Pro+), from the `summary` and `benchmark:*` documents.
 */

/** What the summary says before the analytics step has run: nothing counted, nothing dated. */
export const EMPTY_SUMMARY: AnalyticsSummary = {
  total_citations: 0,
  total_facilities: 0,
  total_cfr_references: 0,
  risk_distribution: { low: 0, medium: 0, high: 0, critical: 0 },
  top_cited_cfr: [],
  fiscal_year_breakdown: {},
  data_freshness: { citations: 'none', facilities: 'none', risk_scores: 'none', cfr_references: 'none' },
};

export const GROUPING_MESSAGE = `Invalid grouping. Allowed values: ${BENCHMARK_GROUPINGS.join(', ')}`;

const BenchmarkQuery = z.object({
  // Checked in the handler so the 400 carries the spec's own message; `enum` documents the values.
  grouping: z
    .string()
    .trim()
    .optional()
    .describe('Peer grouping: product_type, state, program_area or country (default product_type).')
    .meta({ enum: [...BENCHMARK_GROUPINGS] }),
  group_value: z.string().trim().min(1).max(200).optional().describe("One group of the grouping, matched case-insensitively (e.g. 'drug', 'NJ', 'Drugs', 'India')."),
  ...paginationQuery(20, 100),
});

export const BENCHMARK_DATA_SOURCE =
  'RegIntel analytics over FDA inspection classifications, Form 483 citations and compliance actions as ingested (public records), with RegIntel composite risk scores (methodology v2.0)';

export function createAnalyticsSummaryRoutes(deps: { reader: AnalyticsReader }) {
  const { reader } = deps;
  return [
    defineRoute({
      method: 'get',
      path: '/v1/483/analytics/summary',
      operationId: 'getAnalyticsSummary',
      summary: 'Size of the inspection data, risk distribution, most cited CFR sections, citations per fiscal year',
      description:
        'Before any data have been analysed the counts are 0 and every `data_freshness` entry is `none` (the same answer an empty data set gives), rather than a 404.',
      tag: 'Inspection analytics',
      family: 'legacy',
      tier: 'starter',
      request: {},
      response: AnalyticsSummaryResponse,
      errors: [],
      handler: async ({ startedAt }) => {
        const summary = (await reader.get<AnalyticsSummary>('summary')) ?? EMPTY_SUMMARY;
        return {
          body: {
            total_citations: summary.total_citations,
            total_facilities: summary.total_facilities,
            total_cfr_references: summary.total_cfr_references,
            risk_distribution: summary.risk_distribution,
            top_cited_cfr: summary.top_cited_cfr.map(({ act_cfr_number, short_description, occurrence_count }) => ({ act_cfr_number, short_description, occurrence_count })),
            fiscal_year_breakdown: summary.fiscal_year_breakdown,
            data_freshness: summary.data_freshness,
            query_metadata: queryMetadata(startedAt),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/v1/483/analytics/benchmarks',
      operationId: 'listBenchmarks',
      summary: 'Peer-group benchmarks: OAI rates, risk scores and citations per inspection by product type, state, program area or country',
      description: 'Groups of fewer than 10 facilities are listed with `insufficient_data: true`. A group value with no group answers an empty list.',
      tag: 'Inspection analytics',
      family: 'legacy',
      tier: 'pro',
      request: { query: BenchmarkQuery },
      response: BenchmarkListResponse,
      errors: ['VALIDATION_ERROR'],
      handler: async ({ query, startedAt }) => {
        const grouping = query.grouping ?? 'product_type';
        if (!(BENCHMARK_GROUPINGS as readonly string[]).includes(grouping)) throw invalidField('grouping', GROUPING_MESSAGE, BENCHMARK_GROUPINGS);
        const wanted = query.group_value?.toLowerCase() ?? null;
        const rows = (await reader.all<BenchmarkBody>('benchmark'))
          .map((d) => d.body)
          .filter((b) => b.grouping === grouping && (wanted === null || b.group_value.toLowerCase() === wanted))
          .sort(
            (a, b) =>
              b.metrics.total_facilities - a.metrics.total_facilities || (a.group_value < b.group_value ? -1 : a.group_value > b.group_value ? 1 : 0),
          );
        return {
          body: {
            results: pageOf(rows, query).map((row) => ({ ...row, last_updated: computedTimestamp(row, row.last_updated) })).map(({ grouping: g, group_value, metrics, peer_group_size, insufficient_data, last_updated }) => ({
              grouping: g,
              group_value,
              metrics,
              peer_group_size,
              insufficient_data,
              last_updated,
            })),
            total: rows.length,
            offset: query.offset,
            limit: query.limit,
            filters_applied: { grouping: grouping as BenchmarkBody['grouping'], group_value: query.group_value ?? null },
            data_source: BENCHMARK_DATA_SOURCE,
            query_metadata: queryMetadata(startedAt),
          },
        };
      },
    }),
  ];
}
