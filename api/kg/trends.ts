import { z } from 'zod';
import { KG_TIME_PERIODS } from '../../enrich/domain/analytics/kg-trends.ts';
import { DISABLED_FORECASTS } from '../../enrich/domain/analytics/forecast.ts';
import { ANALYTICS_INDEX, ANALYTICS_MAPPING } from '../../enrich/sinks/analytics-index.ts';
import type { StoredAnalyticsDocument } from '../../enrich/sinks/analytics-search.sink.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import type { PlanTier } from '../platform/tiers.ts';
import { ApiError } from '../platform/errors.ts';
import { EvidenceCollector, responseMetadata } from './evidence.ts';

/*
 * `GET /v1/kg/analytics/trends` (document 3, SPEC-DECISIONS 20) from the `kg_trends:<period>:<product>`
 * documents the analytics step computes (enrich/domain/analytics/kg-trends.ts): windows end at the
 * latest citation date of the data and say so; `trend_type` keeps one block; `limit` cuts each block;
 * Enterprise callers asking for forecasts get the stored next-quarter forecasts.
 *
 * `facility_type`: the ingested sources record no facility type (manufacturing, laboratory, …) for
 * the facilities they cite, so no citation can be attributed to one. A value other than `all` is
 * answered with empty blocks and a note saying why, never with the unfiltered figures.
 */

const TIME_PERIODS = Object.keys(KG_TIME_PERIODS);
const PRODUCT_TYPES = ['drug', 'food', 'device', 'api', 'all'];
const FACILITY_TYPES = ['manufacturing', 'laboratory', 'packaging', 'warehouse', 'all'];
const TREND_TYPES = ['citations', 'event_types', 'regulations', 'all'];

/**
 * Query strings as documented; each is checked by the handler with document 3's messages (no length
 * bound here: a long value is refused with the same message as any other wrong one, never echoed).
 */
export const TrendsQuery = z.object({
  time_period: z.string().optional().describe('30d, 90d, 1y (default), 3y or 5y.'),
  product_type: z.string().optional().describe('drug, food, device, api or all (default).'),
  facility_type: z.string().optional().describe('manufacturing, laboratory, packaging, warehouse or all (default).'),
  trend_type: z.string().optional().describe('citations, event_types, regulations or all (default).'),
  limit: z.string().optional().describe('Rows per block, 1–100 (default 25).'),
  include_forecasts: z.string().optional().describe('true for next-quarter forecasts (Enterprise; other plans get `enabled: false`).'),
});

function oneOf(value: string | undefined, allowed: readonly string[], fallback: string, message: string): string {
  if (value === undefined) return fallback;
  const normalised = value.trim().toLowerCase();
  if (!allowed.includes(normalised)) throw new ApiError('VALIDATION_ERROR', message);
  return normalised;
}

export interface TrendsInput {
  timePeriod: string;
  productType: string;
  facilityType: string;
  trendType: string;
  limit: number;
  forecasts: boolean;
}

export function checkTrendsQuery(query: z.output<typeof TrendsQuery>): TrendsInput {
  const limitText = query.limit?.trim();
  if (limitText !== undefined && (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100)) throw new ApiError('VALIDATION_ERROR', 'limit must be between 1 and 100');
  return {
    timePeriod: oneOf(query.time_period, TIME_PERIODS, '1y', `Invalid time_period. Must be one of: ${TIME_PERIODS.join(', ')}`),
    productType: oneOf(query.product_type, PRODUCT_TYPES, 'all', `Invalid product_type. Must be one of: ${PRODUCT_TYPES.join(', ')}`),
    facilityType: oneOf(query.facility_type, FACILITY_TYPES, 'all', `Invalid facility_type. Must be one of: ${FACILITY_TYPES.join(', ')}`),
    trendType: oneOf(query.trend_type, TREND_TYPES, 'all', `Invalid trend_type. Must be one of: ${TREND_TYPES.join(', ')}`),
    limit: limitText === undefined ? 25 : Number(limitText),
    forecasts: oneOf(query.include_forecasts, ['true', 'false'], 'false', 'include_forecasts must be true or false') === 'true',
  };
}

export interface TrendsDeps {
  search: SearchStore;
  clock: Clock;
}

// The stored blocks were shaped by kg-trends.ts; the response schema checks them again on the way out.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const rows = (body: Body, name: string, limit: number): any[] => (Array.isArray(body[name]) ? (body[name] as Body[]).slice(0, limit) : []);

export async function kgTrendsAnswer(deps: TrendsDeps, input: TrendsInput, tier: PlanTier, meta: { requestId: string; startedAt: number }) {
  await deps.search.ensureIndex(ANALYTICS_INDEX, ANALYTICS_MAPPING);
  const id = `kg_trends:${input.timePeriod}:${input.productType}`;
  // Read on every call: routes.ts keeps whole answers, per analytics version, in front (kg-answer-cache.ts).
  const stored = (await deps.search.get<StoredAnalyticsDocument>(ANALYTICS_INDEX, id))?.doc.body ?? null;
  const now = deps.clock.now();
  const body: Body = stored ?? {};
  const computed = stored !== null && body.status === 'ok';
  const attributable = input.facilityType === 'all';
  const keep = (block: string) => computed && attributable && (input.trendType === 'all' || input.trendType === block);
  const period = (body.analysis_period ?? {}) as Body;
  const evidence = new EvidenceCollector();
  evidence.add({
    source_type: 'fda_483_database',
    source_id: id,
    retrieval_method: 'aggregation',
    confidence: computed ? 1 : 0,
    total_records: computed && attributable ? Number(period.total_observations_analyzed ?? 0) : 0,
    ...(computed ? { data_period: `${String(period.start_date)}/${String(period.end_date)}` } : {}),
    verified: computed,
  });
  const severity = (body.severity_trends ?? {}) as Body;
  const emptyBand = { count: 0, percentage: 0, trend: 'stable', trend_percentage: null, most_common_types: [] };
  const band = (name: string) => (attributable && computed && severity[name] ? severity[name] : emptyBand);
  const forecastsAllowed = input.forecasts && tier === 'enterprise';
  return {
    analysis_period: {
      start_date: String(period.start_date ?? ''),
      end_date: String(period.end_date ?? ''),
      duration_days: KG_TIME_PERIODS[input.timePeriod as keyof typeof KG_TIME_PERIODS],
      total_observations_analyzed: attributable ? Number(period.total_observations_analyzed ?? 0) : 0,
      total_facilities_inspected: attributable ? Number(period.total_facilities_inspected ?? 0) : 0,
      ...(period.previous_start_date ? { previous_start_date: period.previous_start_date, previous_end_date: period.previous_end_date } : {}),
      end_date_basis: computed ? 'latest citation date in the data (SPEC-DECISIONS 20)' : 'no trends computed yet: the analytics step has not run on citation data',
      filters_applied: { time_period: input.timePeriod, product_type: input.productType, facility_type: input.facilityType, trend_type: input.trendType, limit: input.limit },
      ...(attributable ? {} : { facility_type_note: `The ingested sources record no facility type, so no citation can be attributed to '${input.facilityType}' facilities; the blocks are empty rather than unfiltered.` }),
    },
    ...(keep('citations') || (input.trendType === 'all' && !keep('citations')) ? { trending_citations: keep('citations') ? rows(body, 'trending_citations', input.limit) : [] } : {}),
    ...(keep('event_types') || (input.trendType === 'all' && !keep('event_types')) ? { trending_event_types: keep('event_types') ? rows(body, 'trending_event_types', input.limit) : [] } : {}),
    ...(keep('regulations') || (input.trendType === 'all' && !keep('regulations')) ? { regulation_focus_areas: keep('regulations') ? rows(body, 'regulation_focus_areas', input.limit) : [] } : {}),
    geographic_trends: computed && attributable ? rows(body, 'geographic_trends', input.limit) : [],
    severity_trends: { critical: band('critical'), major: band('major'), minor: band('minor') },
    predictive_forecasts: (forecastsAllowed && body.predictive_forecasts ? body.predictive_forecasts : DISABLED_FORECASTS) as { enabled: boolean; next_quarter_predictions: unknown },
    ...evidence.block(now.toISOString().slice(0, 10)),
    response_metadata: responseMetadata({ requestId: meta.requestId, startedAt: meta.startedAt, now, sources: evidence.size, extra: { analytics_version: typeof body.analytics_version === 'string' ? body.analytics_version : undefined, cache_status: 'miss' } }),
  };
}
