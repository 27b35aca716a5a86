import { z } from 'zod';
import { QueryMetadata } from './common.ts';

/*
 * Response shapes of the analytics-backed /v1/483 routes (spec doc 2: CFR reference, Analytics
 * summary, Benchmark, Investigator profile, Trending citation). The bodies are precomputed by the
 * analytics step (enrich/domain/analytics/); these schemas say what each field means to a reader.
 */

// ---------------------------------------------------------------- CFR references

export const CfrReferenceListItem = z
  .object({
    act_cfr_number: z.string().describe("The cited number as FDA prints it, e.g. '21 CFR 211.192' (paragraphs kept: '21 CFR 211.113(b)' is its own row)."),
    short_description: z.string().nullable().describe('The short description most often printed with this number; null when no citation carries one.'),
    occurrence_count: z.number().int().min(0).describe('How many citations in the data cite this number.'),
  })
  .meta({ id: 'CfrReferenceListItem' });

export const CrossReference = z
  .object({
    rule_id: z.string().describe('Id of the rule document (GET /v1/rules/{id}).'),
    source: z.string().describe('Source of the rule document, e.g. fda, ich, ema.'),
    title: z.string().describe('Title of the rule document.'),
    similarity_score: z
      .number()
      .min(0)
      .max(1)
      .describe(
        "Relevance of the document to the cited section's heading and description, on the scale of POST /v1/semantic-search (0.70+ strong, 0.50–0.70 good; nothing under 0.50 is listed). Resembles, not governs.",
      ),
  })
  .meta({ id: 'CfrCrossReference' });

export const CfrReference = z
  .object({
    act_cfr_number: z.string().describe("The cited number as FDA prints it, e.g. '21 CFR 211.192'."),
    short_description: z.string().nullable().describe('The short description most often printed with this number; null when none is.'),
    occurrence_count: z.number().int().min(0).describe('How many citations cite this number.'),
    associated_product_types: z.array(z.string()).describe('Every product type cited under this number, most cited first (ties alphabetical).'),
    cross_references: z
      .array(CrossReference)
      .describe(
        'Up to five rule documents resembling this number, best first, of its product regime (a drug CGMP number is never referred to a document written for devices only, nor the reverse); empty when none scores 0.45 on the scale of POST /v1/semantic-search.',
      ),
    match_confidence: z.number().min(0).max(1).describe('Similarity of the best cross-reference; 0 when there is none.'),
    matched_at: z.string().describe('When the cross-references were last computed (ISO 8601 timestamp).'),
  })
  .meta({ id: 'CfrReference' });

export const CfrReferenceResponse = CfrReference.extend({ query_metadata: QueryMetadata }).meta({ id: 'CfrReferenceResponse' });

export const CfrReferenceListResponse = z
  .object({
    results: z.array(CfrReferenceListItem).describe('CFR references, by occurrence_count in sort_order (ties by number, ascending).'),
    total: z.number().int().min(0).describe('References that pass the filters.'),
    offset: z.number().int().min(0),
    limit: z.number().int().min(1),
    filters_applied: z.record(z.string(), z.string()).describe('The filters in effect, values as strings: sort_order always, min_occurrence_count when given.'),
    query_metadata: QueryMetadata,
  })
  .meta({ id: 'CfrReferenceListResponse' });

// ---------------------------------------------------------------- Analytics summary

export const RiskDistribution = z
  .object({
    low: z.number().int().min(0).describe('Facilities whose composite risk score is below 25.'),
    medium: z.number().int().min(0).describe('Facilities scoring 25 to below 50.'),
    high: z.number().int().min(0).describe('Facilities scoring 50 to below 75.'),
    critical: z.number().int().min(0).describe('Facilities scoring 75 or more.'),
  })
  .describe('Facilities per composite risk level (methodology v2.0); unscored facilities are not counted, so the four may sum to less than total_facilities.')
  .meta({ id: 'RiskDistribution' });

export const AnalyticsSummaryResponse = z
  .object({
    total_citations: z.number().int().min(0).describe('Form 483 citations in the data, with or without a recognised CFR number.'),
    total_facilities: z.number().int().min(0).describe('Facilities (FEIs) with any inspection, citation or compliance action.'),
    total_cfr_references: z.number().int().min(0).describe('Distinct CFR / FD&C Act numbers cited.'),
    risk_distribution: RiskDistribution,
    top_cited_cfr: z.array(CfrReferenceListItem).describe('The ten most cited numbers, most cited first (ties by number).'),
    fiscal_year_breakdown: z
      .record(z.string(), z.number().int().min(0))
      .describe('Citations per FDA fiscal year (1 October – 30 September), every year from the first to the last present, 0 where none.'),
    data_freshness: z
      .object({
        citations: z.string().describe('Date of the latest citation, or `none`.'),
        facilities: z.string().describe('Date of the latest dated facility fact, or `none`.'),
        risk_scores: z.string().describe('Day the risk scores were read on, or `none`.'),
        cfr_references: z.string().describe('Date of the latest citation the CFR statistics include, or `none`.'),
      })
      .describe('How current each dataset is; `none` when nothing has been ingested.'),
    query_metadata: QueryMetadata,
  })
  .meta({ id: 'AnalyticsSummaryResponse' });

// ---------------------------------------------------------------- Benchmarks

export const BENCHMARK_GROUPING_VALUES = ['product_type', 'state', 'program_area', 'country'] as const;

export const Benchmark = z
  .object({
    grouping: z.enum(BENCHMARK_GROUPING_VALUES).describe('What the peer group is formed by.'),
    group_value: z.string().describe('The group: a product type, a two-letter U.S. state code, a program area or a country.'),
    metrics: z
      .object({
        avg_oai_rate: z.number().min(0).max(1).nullable().describe('Mean of facility OAI rates (OAI ÷ classified inspections); null when no facility has a classified inspection.'),
        median_oai_rate: z.number().min(0).max(1).nullable().describe('Median of facility OAI rates; null as above.'),
        avg_risk_score: z.number().nullable().describe('Mean composite risk score (0–100) of the scored facilities; null when none is scored.'),
        median_risk_score: z.number().nullable().describe('Median composite risk score.'),
        avg_citations_per_inspection: z.number().nullable().describe('All citations of the group ÷ all its inspections; null without inspections.'),
        total_facilities: z.number().int().min(0).describe('Facilities in the group.'),
        percentile_25: z.number().nullable().describe('25th percentile of the risk scores (linear interpolation).'),
        percentile_75: z.number().nullable().describe('75th percentile of the risk scores.'),
        percentile_90: z.number().nullable().describe('90th percentile of the risk scores.'),
      })
      .describe('Group statistics; a statistic with no input is null.'),
    peer_group_size: z.number().int().min(0).describe('Facilities of the group that have a risk score.'),
    insufficient_data: z.boolean().describe('True when the group has fewer than 10 facilities: the metrics are computed but not reliable.'),
    last_updated: z.string().describe('When the benchmark was computed (ISO 8601 timestamp).'),
  })
  .meta({ id: 'Benchmark' });

export const BenchmarkListResponse = z
  .object({
    results: z.array(Benchmark).describe('Peer groups of the grouping, largest first (ties by value).'),
    total: z.number().int().min(0).describe('Groups that pass the filters.'),
    offset: z.number().int().min(0),
    limit: z.number().int().min(1),
    filters_applied: z.object({
      grouping: z.enum(BENCHMARK_GROUPING_VALUES).describe('The grouping listed (default product_type).'),
      group_value: z.string().nullable().describe('The group asked for; null when absent.'),
    }),
    data_source: z.string().describe('Where the figures come from.'),
    query_metadata: QueryMetadata,
  })
  .meta({ id: 'BenchmarkListResponse' });

// ---------------------------------------------------------------- Investigators

const investigatorFields = {
  investigator_id: z
    .string()
    .describe('Stable id of the investigator: `inv_` + 16 hex digits of the SHA-256 of the matching key (the name lower-cased, spacing and trailing dots ignored). Use it with GET /v1/483/investigators/{id}/profile.'),
  investigator_name: z.string().describe('Name as printed in public records (the spelling seen most often); may be abbreviated, and two people can share an abbreviation.'),
  total_inspections: z.number().int().min(0).describe('Inspections that name the investigator (lead or team member) and produced a Form 483.'),
  oai_rate: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe('OAI ÷ inspections whose OAI status is known (a classification, or a source stating "not OAI"); null when none is known (a published 483 alone does not state NAI/VAI/OAI).'),
  classified_inspections: z.number().int().min(0).describe('Inspections whose OAI status is known: the denominator of oai_rate.'),
  facilities_inspected: z.number().int().min(0).describe('Distinct facilities (FEIs) among those inspections.'),
  top_product_types: z.array(z.string()).describe('The three product types most often inspected, most frequent first.'),
  top_cfrs: z
    .array(z.object({ cfr: z.string().describe("CFR section, e.g. '21 CFR 211.192' (paragraphs dropped)."), count: z.number().int().min(1).describe('Citations of that section.') }))
    .describe('The five sections most often cited in those inspections.'),
};

export const InvestigatorProfile = z.object(investigatorFields).meta({ id: 'InvestigatorProfile' });

export const InvestigatorListResponse = z
  .object({
    results: z.array(InvestigatorProfile).describe('Investigator profiles in sort_by order (numbers highest first, names A–Z, unknown OAI rates last; ties by name).'),
    total: z.number().int().min(0).describe('Investigators that pass the filters.'),
    offset: z.number().int().min(0),
    limit: z.number().int().min(1),
    filters_applied: z.object({
      min_inspections: z.number().int().min(0).describe('Least total_inspections kept.'),
      product_type: z.string().nullable().describe('Product type matched against top_product_types (case-insensitive); null when absent.'),
      sort_by: z.enum(['total_inspections', 'oai_rate', 'facilities_inspected', 'name']).describe('Order of the results.'),
    }),
    query_metadata: QueryMetadata,
  })
  .meta({ id: 'InvestigatorListResponse' });

export const InvestigatorResponse = InvestigatorProfile.extend({ query_metadata: QueryMetadata }).meta({ id: 'InvestigatorResponse' });

export const InvestigatorProfileDetailResponse = InvestigatorProfile.extend({
  inspections_by_fiscal_year: z
    .record(z.string(), z.number().int().min(0))
    .nullable()
    .describe('Inspections naming the investigator per FDA fiscal year (1 October – 30 September), every year from the first to the last, 0 where none. Public records do not say who led an inspection, so every named investigator is counted.'),
  classification_outcomes: z
    .object({
      NAI: z.number().int().min(0).describe('Inspections classified No Action Indicated.'),
      VAI: z.number().int().min(0).describe('Inspections classified Voluntary Action Indicated.'),
      OAI: z.number().int().min(0).describe('Inspections classified Official Action Indicated.'),
      not_oai_unsplit: z.number().int().min(0).describe('Inspections a source states only as not OAI (NAI and VAI not told apart); never split by guess.'),
      unclassified: z.number().int().min(0).describe('Inspections no source classifies (known only from their 483).'),
    })
    .nullable()
    .describe('Outcomes of those inspections as a source states them; never guessed. Null (like inspections_by_fiscal_year) only while the analytics predate these figures.'),
  first_inspection_date: z.string().nullable().describe('End date of the earliest inspection naming the investigator.'),
  last_inspection_date: z.string().nullable().describe('End date of the latest one.'),
  data_notice: z.array(z.string()).describe('How to read this profile: where the data come from and what they leave out.'),
  query_metadata: QueryMetadata,
}).meta({ id: 'InvestigatorProfileResponse' });

// ---------------------------------------------------------------- Trending citations

export const TrendingCitation = z
  .object({
    act_cfr_number: z.string().describe("The cited number as FDA prints it (paragraphs kept, as on FDA's Dashboard)."),
    description: z.string().nullable().describe('The short description most often printed with this number; null when none is.'),
    occurrence_count: z.number().int().min(0).describe('Citations in the current period.'),
    previous_count: z.number().int().min(0).describe('Citations in the previous period.'),
    trend_direction: z.enum(['increasing', 'stable', 'decreasing']).describe('increasing at +10 % or more, decreasing at −10 % or less, stable between.'),
    percentage_change: z
      .number()
      .nullable()
      .describe('(current − previous) ÷ previous × 100, one decimal, positive for increases; null for a rise from zero (no meaningful percentage).'),
    top_product_types: z.array(z.string()).describe('The three product types most cited under this number in the two periods.'),
    significance: z
      .object({
        method: z.literal('exact_conditional_binomial').describe('The test used.'),
        p_value: z.number().min(0).max(1).describe('Two-sided exact test that the rate did not change (Poisson counts, conditional binomial).'),
        significant: z.boolean().describe('p_value < 0.05.'),
        q_value: z.number().min(0).max(1).describe('Benjamini–Hochberg adjusted p-value over every row of the period: trust a change when q < 0.05.'),
      })
      .describe('Whether the change is more than chance; small counts cannot be significant.'),
  })
  .meta({ id: 'TrendingCitation' });

const QuarterRange = z.object({ start: z.string().describe('First day (YYYY-MM-DD).'), end: z.string().describe('Last day (YYYY-MM-DD).') });

export const TrendingResponse = z
  .object({
    period: z.string().describe('Current fiscal quarter, FY<year>-Q<n> (FY starts 1 October): the latest complete quarter that has citations, on or before as_of when given.'),
    previous_period: z.string().describe('The quarter before period.'),
    period_ranges: z.object({ current: QuarterRange, previous: QuarterRange }).describe('The days each period covers.'),
    results: z.array(TrendingCitation).describe('CFR numbers cited in either period, most cited now first (then most cited before, then by number).'),
    total: z.number().int().min(0).describe('CFR numbers analysed that pass the filters (all analysed when no filter is given).'),
    offset: z.number().int().min(0),
    limit: z.number().int().min(1),
    total_citations_current: z.number().int().min(0).describe('All citations in the current period (not only the listed rows).'),
    total_citations_previous: z.number().int().min(0).describe('All citations in the previous period.'),
    filters_applied: z.object({
      trend: z.enum(['increasing', 'stable', 'decreasing']).nullable().describe('Direction kept; null when absent.'),
      min_count: z.number().int().min(0).describe('Least occurrence_count kept.'),
      product_type: z.string().nullable().describe('Product type matched against top_product_types (case-insensitive); null when absent.'),
      as_of: z.string().nullable().describe('Reference day given; null when absent.'),
    }),
    query_metadata: QueryMetadata,
  })
  .meta({ id: 'TrendingCitationsResponse' });
