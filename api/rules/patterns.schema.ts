import { z } from 'zod';
import { PATTERN_TYPES } from '../../enrich/domain/amendments/pattern-types.ts';
import { ListMeta, Pagination, paginationQuery, queryBool } from '../inspections/common.ts';

/* Schemas of the pattern routes (spec doc 1 "Amendment pattern statistics", SPEC-DECISIONS 11). */

export const TIME_PERIODS = ['1_year', '3_years', '5_years', '10_years'] as const;
export const PHASES = ['I', 'II', 'III', 'IV'] as const;

export const PatternAreaParams = z.object({
  therapeutic_area: z.string().min(1).max(100).describe('One of Oncology, Cardiovascular, Neurology, Psychiatry, Immunology, Rheumatology, Infectious_Disease, Rare_Disease (case-insensitive).'),
});

export const PatternAreaQuery = z
  .object({
    time_period: z.enum(TIME_PERIODS).default('5_years').describe('Analysis window ending at the latest registry data (default 5_years; other values Starter+).'),
    phase: z.enum(PHASES).optional().describe('Only trials in this phase (default all).'),
    include_details: queryBool(false).describe('Add the observed amendments as examples (Starter+).'),
  })
  .meta({ id: 'PatternAreaQuery' });

const RegulatoryBasis = z
  .object({ authority: z.enum(['FDA', 'ICH', 'EU']), document: z.string(), section: z.string().describe('Section, or "Whole document" when the guideline is cited as a whole.') })
  .meta({ id: 'RegulatoryBasis' });
const Strategy = z.object({ strategy: z.string(), regulatory_basis: z.array(RegulatoryBasis).min(1) }).meta({ id: 'PreventionStrategy' });

export const AmendmentPatternEntry = z.object({
  pattern_id: z.string(),
  pattern_type: z.enum(PATTERN_TYPES),
  description: z.string(),
  frequency: z.number().describe('Percent of analysed trials with at least one amendment of this type.'),
  risk_level: z.enum(['high', 'medium', 'low']),
  avg_delay_months: z.number().nullable().describe('Mean slip of the primary completion date at these amendments; null when no delay is known.'),
  common_triggers: z.array(z.string()),
  prevention_strategies: z.array(z.string()).optional().describe('Starter+.'),
});

const PhaseRate = z.object({
  amendment_rate: z.number().nullable().describe('Percent; null when no analysed trial is in the phase.'),
  trial_count: z.number().int(),
});

export const AmendmentExample = z.object({
  trial_id: z.string(),
  pattern_type: z.enum(PATTERN_TYPES),
  from_version: z.string(),
  to_version: z.string(),
  delay_days: z.number().nullable(),
  trigger: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});

export const AmendmentPatternStatisticsResponse = z
  .object({
    therapeutic_area: z.string(),
    analysis_period: z.object({ start: z.string(), end: z.string() }),
    total_trials_analyzed: z.number().int(),
    amendment_rate: z.number().describe('Percent of analysed trials amended at least once.'),
    patterns: z.array(AmendmentPatternEntry).describe('Most frequent first; the Free tier sees the top 3.'),
    phase_breakdown: z.object({ I: PhaseRate, II: PhaseRate, III: PhaseRate, IV: PhaseRate }).optional().describe('Starter+.'),
    amendment_examples: z.array(AmendmentExample).optional().describe('With include_details=true (Starter+): observed amendments, newest first, at most 20.'),
    query_metadata: z.object({ processing_time_ms: z.number().int(), query_id: z.string(), data_sources: z.array(z.string()) }),
  })
  .meta({ id: 'AmendmentPatternStatistics' });

/** SPEC-DECISIONS 1: paged like the other lists (limit default 20, max 100; offset default 0). */
export const PatternsListQuery = z.object({ ...paginationQuery(20, 100) }).meta({ id: 'PatternsListQuery' });

export const PatternsListResponse = z
  .object({
    data: z.array(
      z.object({
        pattern_id: z.string(),
        kind: z.enum(['amendment_pattern', 'observation_category']),
        name: z.string(),
        description: z.string(),
        risk_level: z.enum(['high', 'medium', 'low']).nullable().describe('Amendment patterns: base risk of the change; null for observation categories.'),
        data: z
          .object({
            source: z.string().describe('What the figures are computed from.'),
            status: z.enum(['ok', 'insufficient_data', 'no_version_history', 'not_computed']).describe('Whether figures could be computed from the data held.'),
            trials_analyzed: z.number().int().nullable().optional(),
            frequency: z.number().nullable().optional().describe('Amendment patterns: percent of analysed trials showing it (all areas, 5 years).'),
            observation_count: z.number().int().nullable().optional().describe('Observation categories: 483 observations assigned the category.'),
            note: z.string().nullable(),
          })
          .describe('The data behind the pattern.'),
      }),
    ),
    pagination: Pagination,
    meta: ListMeta,
  })
  .meta({ id: 'PatternsListResponse' });

export const StrategiesQuery = z
  .object({
    kind: z.enum(['amendment_pattern', 'observation_category']).optional().describe('Only this family.'),
    pattern_id: z.string().trim().min(1).max(100).optional().describe('Only this pattern (e.g. AP-endpoint_modification, OC-data_integrity).'),
    ...paginationQuery(20, 100),
  })
  .meta({ id: 'PreventionStrategiesQuery' });

export const StrategiesResponse = z
  .object({
    data: z.array(
      z.object({
        pattern_id: z.string(),
        kind: z.enum(['amendment_pattern', 'observation_category']),
        name: z.string(),
        strategies: z.array(Strategy),
      }),
    ),
    pagination: Pagination,
    meta: ListMeta,
  })
  .meta({ id: 'PreventionStrategiesResponse' });
