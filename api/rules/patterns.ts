import { randomUUID } from 'node:crypto';
import type { AmendmentPatternsResult } from '../../enrich/domain/amendments/amendment-patterns.ts';
import { PATTERN_TYPE_INFO, PATTERN_TYPES } from '../../enrich/domain/amendments/pattern-types.ts';
import { OBSERVATION_CATEGORIES } from '../../enrich/domain/observation-categories.ts';
import { canonicalTherapeuticArea } from '../../enrich/domain/requirements-search.ts';
import { ANALYTICS_INDEX, ANALYTICS_MAPPING } from '../../enrich/sinks/analytics-index.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import { createResponseCache } from '../platform/response-cache.ts';
import { LIST_CACHE_TTL_MS, cachedAtIndexVersion } from '../platform/versioned-list.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { elapsedMs } from '../inspections/common.ts';
import { createAnalyticsReader } from '../inspections/analytics-queries.ts';
import { ApiError } from '../platform/errors.ts';
import type { Principal } from '../platform/api-keys.ts';
import { SEARCH_THERAPEUTIC_AREAS } from '../../enrich/domain/requirements-search.ts';
import { OBSERVATION_CATEGORY_GUIDE, amendmentStrategies, categoryPatternId } from './prevention-strategies.ts';

/**
 * The amendment-pattern and prevention routes' answers. Statistics are read from the analytics
 * documents the pipeline computes from ClinicalTrials.gov registry versions
 * (`amendment_patterns:<area|all>:<period>[:<phase>]`, enrich/analytics/analytics-documents.ts);
 * nothing is computed on the request path.
 */

export interface PatternDeps {
  search: SearchStore;
}

type StoredPatterns = { area: string; time_period: string; phase: string | null; data_sources: string[] } & AmendmentPatternsResult;

const PREVIEW_LIMIT = 3;
const EXAMPLE_LIMIT = 20;
/** The category counts follow the observation index's version; the day only bounds an idle process's copy. */
const CATEGORY_COUNTS_TTL_MS = 24 * 60 * 60 * 1000;

export function createPatternAnswers(deps: PatternDeps) {
  const analytics = createAnalyticsReader({ search: deps.search });
  let declared: Promise<void> | null = null;
  // Both indexes are read; declaring them makes an empty store answer "no data", not an error.
  const ready = () => {
    declared ??= Promise.all([deps.search.ensureIndex(ANALYTICS_INDEX, ANALYTICS_MAPPING), deps.search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING)])
      .then(() => undefined)
      .catch((error: unknown) => {
        declared = null;
        throw error;
      });
    return declared;
  };

  /**
   * Observations per category, counted again only when the observation index changed (its sink's
   * version marker): the count is an aggregation over every observation, which was most of the
   * route's time. Without a marker (a store seeded by hand) it is counted on every call.
   */
  const categoryCounts = createResponseCache({ ttlMs: CATEGORY_COUNTS_TTL_MS, maxEntries: 1 });
  const observationCategoryCounts = () =>
    cachedAtIndexVersion(deps.search, categoryCounts, OBSERVATIONS_INDEX, 'observation-categories', async () =>
      new Map((await deps.search.terms(OBSERVATIONS_INDEX, 'categories', { size: 50 })).map((bucket) => [bucket.key, bucket.count])),
    );

  /** `GET /v1/patterns/{therapeutic_area}`. */
  async function areaStatistics(
    input: { area: string; time_period: string; phase?: string | undefined; include_details: boolean },
    principal: Principal | null,
    startedAt: number,
  ) {
    const area = canonicalTherapeuticArea(input.area);
    if (!area) {
      throw new ApiError('INVALID_THERAPEUTIC_AREA', `Unrecognised therapeutic area '${input.area.slice(0, 100)}'. Allowed values: ${SEARCH_THERAPEUTIC_AREAS.join(', ')}`, {
        details: { field: 'therapeutic_area', allowed_values: [...SEARCH_THERAPEUTIC_AREAS] },
      });
    }
    const tier = principal?.tier ?? 'free';
    // SPEC-DECISIONS 11: custom periods and detailed examples are paid features.
    if (tier === 'free' && (input.time_period !== '5_years' || input.include_details)) {
      throw new ApiError('INSUFFICIENT_TIER', 'Starter+ subscription required for time_period other than 5_years and for include_details', {
        details: { required_tier: 'starter', current_tier: tier },
      });
    }
    await ready();
    const id = `amendment_patterns:${area}:${input.time_period}${input.phase ? `:${input.phase}` : ''}`;
    const stored = await analytics.get<StoredPatterns>(id);
    const criteria = { therapeutic_area: area, time_period: input.time_period, phase: input.phase ?? 'all' };
    if (!stored) {
      throw new ApiError('INSUFFICIENT_DATA', `No amendment statistics have been computed for ${area} yet: no ClinicalTrials.gov registry versions have been processed.`, {
        details: { reason: 'not_computed', criteria },
      });
    }
    if (stored.status !== 'ok') {
      const reason = stored.status === 'NO_VERSION_HISTORY' ? 'no_version_history' : stored.reason;
      throw new ApiError('INSUFFICIENT_DATA', `Too little trial data for ${area} (${input.time_period}${input.phase ? `, phase ${input.phase}` : ''}): ${stored.data_coverage.note}`, {
        details: { reason, minimum_trials: 10, criteria, data_coverage: stored.data_coverage, analysis_period: stored.analysis_period },
      });
    }
    const stats = stored.statistics;
    const starter = tier !== 'free';
    const patterns = (starter ? stats.patterns : stats.patterns.slice(0, PREVIEW_LIMIT)).map((p) => ({
      pattern_id: p.pattern_id,
      pattern_type: p.pattern_type,
      description: p.description,
      frequency: p.frequency,
      risk_level: p.risk_level,
      avg_delay_months: p.avg_delay_months,
      common_triggers: p.common_triggers,
      ...(starter ? { prevention_strategies: p.prevention_strategies } : {}),
    }));
    const examples = input.include_details
      ? [...stats.amendments]
          .sort((a, b) => b.to_version.localeCompare(a.to_version) || a.study_id.localeCompare(b.study_id))
          .slice(0, EXAMPLE_LIMIT)
          .map((a) => ({ trial_id: a.study_id, pattern_type: a.type, from_version: a.from_version, to_version: a.to_version, delay_days: a.delay_days, trigger: a.trigger, changes: a.details.map((d) => ({ field: d.field, before: d.before, after: d.after })) }))
      : undefined;
    return {
      therapeutic_area: area,
      analysis_period: stats.analysis_period,
      total_trials_analyzed: stats.total_trials_analyzed,
      amendment_rate: stats.amendment_rate,
      patterns,
      ...(starter ? { phase_breakdown: stats.phase_breakdown } : {}),
      ...(examples ? { amendment_examples: examples } : {}),
      query_metadata: { processing_time_ms: elapsedMs(startedAt), query_id: `pq_${randomUUID().replaceAll('-', '')}`, data_sources: stored.data_sources },
    };
  }

  /**
   * `GET /v1/patterns`: both families, each with the data behind it. Answered again only when the
   * analytics or the observation index changed: the all-areas statistics document it reads holds
   * every amendment example, and fetching it was most of the route's time on Elasticsearch.
   */
  const patternList = createResponseCache({ ttlMs: LIST_CACHE_TTL_MS, maxEntries: 1 });
  async function listPatterns() {
    await ready();
    return cachedAtIndexVersion(deps.search, patternList, [ANALYTICS_INDEX, OBSERVATIONS_INDEX], 'patterns', computePatternList);
  }

  async function computePatternList() {
    const all = await analytics.get<StoredPatterns>('amendment_patterns:all:5_years');
    const categories = await observationCategoryCounts();
    const amendment = PATTERN_TYPES.map((type) => {
      const base = { pattern_id: `AP-${type}`, kind: 'amendment_pattern' as const, name: type, description: PATTERN_TYPE_INFO[type].description, risk_level: PATTERN_TYPE_INFO[type].base_risk };
      const source = 'ClinicalTrials.gov registry versions, all therapeutic areas, last 5 years';
      if (!all) return { ...base, data: { source, status: 'not_computed' as const, trials_analyzed: null, frequency: null, note: 'No registry versions have been processed yet.' } };
      if (all.status !== 'ok') {
        return { ...base, data: { source, status: all.status === 'NO_VERSION_HISTORY' ? ('no_version_history' as const) : ('insufficient_data' as const), trials_analyzed: null, frequency: null, note: all.data_coverage.note } };
      }
      const found = all.statistics.patterns.find((p) => p.pattern_type === type);
      return { ...base, data: { source, status: 'ok' as const, trials_analyzed: all.statistics.total_trials_analyzed, frequency: found?.frequency ?? 0, note: found ? null : 'Not observed in the analysed trials.' } };
    });
    const observation = OBSERVATION_CATEGORIES.map((category) => ({
      pattern_id: categoryPatternId(category),
      kind: 'observation_category' as const,
      name: category,
      description: OBSERVATION_CATEGORY_GUIDE[category].description,
      risk_level: null,
      data: { source: 'FDA Form 483 observations', status: 'ok' as const, observation_count: categories.get(category) ?? 0, note: null },
    }));
    return [...amendment, ...observation];
  }

  /** `GET /v1/prevention/strategies`. */
  function strategies(filter: { kind?: 'amendment_pattern' | 'observation_category' | undefined; pattern_id?: string | undefined }) {
    const entries = [
      ...PATTERN_TYPES.map((type) => ({ pattern_id: `AP-${type}`, kind: 'amendment_pattern' as const, name: type, strategies: amendmentStrategies(type) })),
      ...OBSERVATION_CATEGORIES.map((category) => ({ pattern_id: categoryPatternId(category), kind: 'observation_category' as const, name: category, strategies: OBSERVATION_CATEGORY_GUIDE[category].strategies })),
    ];
    const chosen = entries.filter((entry) => (!filter.kind || entry.kind === filter.kind) && (!filter.pattern_id || entry.pattern_id.toLowerCase() === filter.pattern_id.toLowerCase()));
    if (filter.pattern_id && chosen.length === 0) {
      throw new ApiError('VALIDATION_ERROR', `Unknown pattern_id '${filter.pattern_id.slice(0, 100)}'`, { details: { field: 'pattern_id', allowed_values: entries.map((entry) => entry.pattern_id) } });
    }
    return chosen;
  }

  return { areaStatistics, listPatterns, strategies };
}
