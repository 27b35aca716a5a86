import { z } from 'zod';
import { IsoDateQuery, ListMeta, Pagination, QueryMetadata, optionalQueryNumber, paginationQuery, queryBool, queryInt } from './common.ts';

/*
 * Request and response schemas of the facility, observation-listing and risk-score routes of
 * document 2. Lenient in (query strings validated and canonicalised), exact out: every field a
 * source does not give is null, never invented (SPEC-DECISIONS 24).
 */

const Classification = z.enum(['NAI', 'VAI', 'OAI']);
const SortOrder = z.enum(['asc', 'desc']);
export const COMPOSITE_RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
const RiskLevel = z.enum(COMPOSITE_RISK_LEVELS);
const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();

const DataAttribution = z
  .object({
    api_version: z.string().describe('Always `v1`.'),
    data_source_name: z.string().describe('The public source this record came from.'),
    data_source_url: z.string().describe('Where that source is published.'),
    last_updated: z.string().describe('When RegIntel last read this record from its source.'),
  })
  .meta({ id: 'RecordDataAttribution' });

/** The generic envelope's meta (SPEC-DECISIONS 1). */
const Envelope = {
  meta: ListMeta.describe('Request id and server processing time.'),
};

// ---------------------------------------------------------------------------------------------
// GET /v1/483/observations

export const OBSERVATION_SORT_FIELDS = ['inspection_end_date', 'severity_score'] as const;

export const ObservationListQuery = z.object({
  fei_number: optionalText(20).describe('Only observations of this facility (digits; leading zeros ignored).'),
  cfr_section: optionalText(60).describe('CFR section such as 211.113 or 21 CFR 211.113(b); a bare section matches all its paragraphs.'),
  category: optionalText(60).describe('Observation category, e.g. Data Integrity (case-insensitive).'),
  classification: Classification.optional().describe('Inspection classification: NAI, VAI or OAI.'),
  product_type: optionalText(60).describe('e.g. drug, biologics, medical_device, food.'),
  program_area: optionalText(60).describe('e.g. Drugs, Biologics, Devices, Foods (case-insensitive).'),
  state: optionalText(60).describe('State or region as published (e.g. NJ); upper, title or given case.'),
  country: optionalText(100).describe('Country as published (e.g. United States); upper, title or given case.'),
  date_from: IsoDateQuery.optional().describe('Inspection end date on or after (YYYY-MM-DD).'),
  date_to: IsoDateQuery.optional().describe('Inspection end date on or before (YYYY-MM-DD).'),
  q: optionalText(500).describe('Keyword (BM25) search over the observation text, short description and firm name; results by relevance unless `sort` is given.'),
  sort: z.enum(OBSERVATION_SORT_FIELDS).optional().describe('Sort field (default inspection_end_date; relevance when `q` is given without `sort`).'),
  order: SortOrder.default('desc').describe('Sort direction (default desc).'),
  ...paginationQuery(20, 100),
});
export type ObservationListQuery = z.output<typeof ObservationListQuery>;

export const ObservationListItem = z
  .object({
    observation_id: z.string().describe('Stable observation id.'),
    observation_number: z.number().int().describe('Number of the observation on its Form 483.'),
    inspection_id: z.string().describe('The inspection the observation was made in.'),
    fei_number: z.string().describe('Facility FEI.'),
    facility_name: z.string().nullable().describe('Firm name as the 483 gives it; null when unknown.'),
    city: z.string().nullable().describe('City; null when unknown.'),
    state: z.string().nullable().describe('State or region; null when unknown.'),
    country: z.string().describe('Country.'),
    inspection_end_date: z.string().describe('ISO 8601 date the inspection ended (the 483 date).'),
    fiscal_year: z.number().int().describe('FDA fiscal year (starts 1 October).'),
    classification: Classification.nullable().describe('Null when no classification source covers the inspection yet.'),
    product_type: z.string().describe('Product type of the inspection.'),
    program_area: z.string().describe('FDA program area.'),
    act_cfr_number: z.string().nullable().describe('Primary CFR section, matched from the citation text.'),
    short_description: z.string().nullable().describe('Standardised short description, when matched.'),
    observation_text: z.string().describe('Full observation text.'),
    categories: z.array(z.string()).describe('Machine-assigned compliance categories.'),
    severity_score: z.number().min(0).max(10).describe('Severity 0.0-10.0.'),
    data_attribution: DataAttribution,
  })
  .meta({ id: 'ObservationListItem' });
export type ObservationListItem = z.input<typeof ObservationListItem>;

export const ObservationListResponse = z
  .object({
    data: z.array(ObservationListItem).describe('One page of observations.'),
    ...Envelope,
    pagination: Pagination.describe('limit, offset, total matched, and whether more follow.'),
  })
  .meta({ id: 'ObservationListResponse' });
export type ObservationListResponse = z.input<typeof ObservationListResponse>;

// ---------------------------------------------------------------------------------------------
// Shared facility shapes

export const FacilityBlock = z
  .object({
    legal_name: z.string().nullable().describe('Firm name from any source that names the FEI; null when none does.'),
    city: z.string().nullable().describe('City; null when no source gives it.'),
    state: z.string().nullable().describe('State or region; null when unknown.'),
    country: z.string().nullable().describe('Country; null when unknown.'),
    product_types: z.array(z.string()).describe('Product types the facility is inspected for, most frequent first.'),
    parent_company: z.string().nullable().describe('Parent company; null when no source gives it.'),
    registration_status: z.string().nullable().describe('Registration status; null when no source gives it.'),
    establishment_type: z.string().nullable().describe('Establishment type; null when no source gives it.'),
  })
  .meta({ id: 'Facility' });
export type FacilityBlock = z.input<typeof FacilityBlock>;

export const InspectionSummary = z
  .looseObject({
    total_inspections: z.number().int().min(0).describe('Inspections on record.'),
    nai_count: z.number().int().min(0).describe('Inspections a source classifies NAI.'),
    vai_count: z.number().int().min(0).describe('Inspections a source classifies VAI.'),
    oai_count: z.number().int().min(0).describe('Inspections classified OAI.'),
    not_oai_unsplit_count: z.number().int().min(0).optional().describe('Inspections known only as "not OAI" (SPEC-DECISIONS 23).'),
    warning_letters: z.number().int().min(0).describe('Warning letters issued to the facility.'),
    import_alerts: z.number().int().min(0).describe('Import alerts against the facility.'),
    last_inspection_date: z.string().nullable().describe('End date of the latest inspection.'),
    last_classification: Classification.nullable().describe('Classification of the latest inspection; null when no source states it.'),
    trend: z.enum(['improving', 'stable', 'deteriorating']).describe('Direction of the facility’s recent record.'),
  })
  .meta({ id: 'InspectionSummary' });

export const InspectionCitation = z
  .object({
    observation_id: z.string().describe('Citation (observation) id.'),
    act_cfr_number: z.string().nullable().describe("As cited, '21 CFR' form; null when no regulation was matched."),
    short_description: z.string().nullable().describe('Standardised short description; null when none.'),
    categories: z.array(z.string()).describe('Machine-assigned compliance categories.'),
    severity_score: z.number().min(0).max(10).describe('Severity 0.0-10.0 of the cited section and categories.'),
  })
  .meta({ id: 'InspectionCitation' });

export const ComplianceAction = z
  .object({
    action_type: z.string().describe('warning_letter, import_alert, seizure, injunction, consent_decree, untitled_letter, recall or other.'),
    action_date: z.string().describe('ISO 8601 date the action was taken.'),
    action_id: z.string().describe('Stable action id.'),
    status: z.string().nullable().describe('Status (e.g. pending_response); null when no source states it.'),
    response_deadline: z.string().nullable().describe('Response deadline; null when no source states it.'),
  })
  .meta({ id: 'ComplianceAction' });
export type ComplianceAction = z.input<typeof ComplianceAction>;

export const InspectionRecord = z
  .object({
    inspection_id: z.string().describe('Dashboard Inspection ID, or 483-<FEI>-<YYYYMMDD> for an inspection known from its 483.'),
    inspection_start_date: z.string().nullable().describe('Start date; null when no source gives it.'),
    inspection_end_date: z.string().describe('ISO 8601 date the inspection ended.'),
    classification: Classification.nullable().describe('NAI/VAI/OAI; null when no source states it (SPEC-DECISIONS 23).'),
    program_area: z.string().nullable().describe('Program area; null when unknown.'),
    inspection_type: z.string().nullable().describe('Inspection type; null when no source gives it.'),
    lead_investigator_id: z.string().nullable().describe('Lead investigator id; null when no source gives it.'),
    team_size: z.number().int().nullable().describe('Investigators on the team; null when no source gives it.'),
    total_citations: z.number().int().min(0).describe('Citations recorded for the inspection.'),
    citations: z.array(InspectionCitation).optional().describe('Only with include_citations=true.'),
    compliance_actions: z
      .array(ComplianceAction)
      .optional()
      .describe('Only with include_compliance_actions=true: actions taken after this inspection and before the next one.'),
  })
  .meta({ id: 'InspectionRecord' });
export type InspectionRecord = z.input<typeof InspectionRecord>;

/** The calibrated probability beside each score (back-test, docs/backtest.md). */
const OutcomeProbability = z
  .object({
    outcome: z.literal('oai_or_warning_letter_within_24_months').describe('What the probability is of: an OAI inspection or a warning letter within 24 months.'),
    probability: z.number().min(0).max(1).describe('Calibrated on a time-split training set of 49,247 facilities (cut 2019-10-01); Brier score on the later test split in docs/backtest.md.'),
    calibration_version: z.string().describe('Which fit produced it.'),
  })
  .meta({ id: 'OutcomeProbability' });

export const CompositeRiskScore = z
  .object({
    fei_number: z.string().describe('Facility FEI.'),
    risk_score: z.number().min(0).max(100).describe('Composite score 0-100.'),
    risk_level: RiskLevel.describe('low < 25, medium < 50, high < 75, critical >= 75.'),
    methodology_version: z.string().describe('Currently v2.0.'),
    factors: z.record(z.string(), z.number()).describe('Points each factor contributes.'),
    methodology: z.string().describe('How the score is computed.'),
    factor_descriptions: z.record(z.string(), z.string()).describe('Per factor: its definition and this facility’s numbers.'),
    outcome_probability: OutcomeProbability.optional().describe('Extra to the spec: the calibrated probability of an OAI or a warning letter within 24 months at this score.'),
  })
  .meta({ id: 'CompositeRiskScore' });

const ScoreComponent = z.object({
  score: z.number().int().min(0).max(100).describe('Component score 0-100.'),
  weight: z.number().describe('Weight in the total.'),
  factors: z.array(z.string()).describe('Reasons with the numbers behind the score.'),
});

export const FacilityScore = z
  .object({
    fei_number: z.string().describe('Facility FEI.'),
    facility_name: z.string().describe('Firm name; empty when no source names the facility.'),
    risk_score: z.number().int().min(0).max(100).describe('Predictive score 0-100.'),
    risk_level: RiskLevel.describe('low 0-40, medium 41-65, high 66-85, critical 86-100.'),
    confidence: z.number().min(0).max(1).describe('0.0-1.0: how much history backs the score.'),
    score_components: z
      .object({
        historical_pattern: ScoreComponent.describe('Weight 0.35.'),
        time_since_inspection: ScoreComponent.describe('Weight 0.15. Recent FDA attention: 100 x 0.5^(years since the last inspection / 3), 0 when never inspected (back-tested, enrich/domain/risk/README.md).'),
        citation_severity: ScoreComponent.describe('Weight 0.25.'),
        industry_benchmark: ScoreComponent.describe('Weight 0.15.'),
        enforcement_trend: ScoreComponent.describe('Weight 0.10.'),
      })
      .describe('The five weighted components.'),
    next_best_actions: z
      .array(
        z.object({
          priority: z.number().int().describe('1 comes first.'),
          action: z.string().describe('What to do.'),
          rationale: z.string().describe('Why.'),
          estimated_remediation_days: z.number().int().describe('Typical days to remediate.'),
        }),
      )
      .describe('Recommended actions, most urgent first.'),
    calculated_at: z.string().describe('When the score was computed.'),
    valid_until: z.string().describe('When it is due for recomputation (monthly).'),
    outcome_probability: OutcomeProbability.optional().describe('Extra to the spec: the calibrated probability of an OAI or a warning letter within 24 months at this score.'),
  })
  .meta({ id: 'FacilityScore' });
export type FacilityScore = z.input<typeof FacilityScore>;

const FeiQuery = optionalText(20).describe('Only this facility (digits; leading zeros ignored).');
const dateFrom = (what: string) => IsoDateQuery.optional().describe(`${what} on or after (YYYY-MM-DD).`);
const dateTo = (what: string) => IsoDateQuery.optional().describe(`${what} on or before (YYYY-MM-DD).`);

// ---------------------------------------------------------------------------------------------
// GET /v1/483/facilities

export const FACILITY_SORT_FIELDS = ['risk_score', 'facility_score', 'last_inspection_date', 'total_inspections', 'name'] as const;

export const FacilityListQuery = z.object({
  fei_number: FeiQuery,
  name: optionalText(200).describe('Keyword search on the firm name.'),
  state: optionalText(60).describe('State or region as published (e.g. NJ); upper, title or given case.'),
  country: optionalText(100).describe('Country as published (e.g. United States); upper, title or given case.'),
  product_type: optionalText(60).describe('Drugs, Devices, Biologics, Food/Cosmetics, Veterinary or Tobacco (other spellings such as drug are understood).'),
  classification: Classification.optional().describe('Classification of the latest inspection: NAI, VAI or OAI.'),
  risk_level: RiskLevel.optional().describe('Composite risk level: low, medium, high or critical.'),
  min_score: optionalQueryNumber({ min: 0, max: 100 }).describe('Composite risk score at least.'),
  max_score: optionalQueryNumber({ min: 0, max: 100 }).describe('Composite risk score at most.'),
  date_from: dateFrom('Latest inspection'),
  date_to: dateTo('Latest inspection'),
  cfr_section: optionalText(60).describe('Only facilities cited under this CFR section (e.g. 211.192).'),
  sort_by: z.enum(FACILITY_SORT_FIELDS).default('risk_score').describe('Sort field (default risk_score, the composite score).'),
  sort_order: SortOrder.optional().describe('Sort direction (default desc; asc for name).'),
  ...paginationQuery(20, 100),
});
export type FacilityListQuery = z.output<typeof FacilityListQuery>;

export const FacilityListItem = z
  .object({
    fei_number: z.string().describe('Facility FEI.'),
    facility_name: z.string().nullable().describe('Firm name; null when no source names the facility.'),
    state: z.string().nullable().describe('State or region; null when unknown.'),
    country: z.string().nullable().describe('Country; null when unknown.'),
    product_types: z.array(z.string()).describe('Most frequent first.'),
    risk_score: z.number().describe('Composite risk score (v2.0), 0-100.'),
    risk_level: RiskLevel.describe('Composite risk level.'),
    facility_score: z.number().int().describe('Predictive facility score, 0-100.'),
    facility_risk_level: RiskLevel.describe('Predictive facility score level.'),
    total_inspections: z.number().int().describe('Inspections on record.'),
    oai_count: z.number().int().describe('OAI inspections.'),
    warning_letters: z.number().int().describe('Warning letters.'),
    last_inspection_date: z.string().nullable().describe('End date of the latest inspection.'),
    last_classification: Classification.nullable().describe('Classification of the latest inspection; null when unknown.'),
  })
  .meta({ id: 'FacilityListItem' });
export type FacilityListItem = z.input<typeof FacilityListItem>;

export const FacilityListResponse = z
  .object({
    data: z.array(FacilityListItem).describe('One page of facilities.'),
    ...Envelope,
    pagination: Pagination.describe('limit, offset, total matched, and whether more follow.'),
  })
  .meta({ id: 'FacilityListResponse' });
export type FacilityListResponse = z.input<typeof FacilityListResponse>;

// ---------------------------------------------------------------------------------------------
// GET /v1/483/facilities/{fei_number}

export const FacilityDetailResponse = z
  .object({
    data: z
      .object({
        fei_number: z.string().describe('Facility FEI (canonical, no leading zeros).'),
        facility: FacilityBlock,
        risk_score: CompositeRiskScore.describe('Composite risk score (methodology v2.0).'),
        facility_score: FacilityScore.describe('Predictive facility score.'),
        inspection_summary: InspectionSummary,
        recent_inspections: z.array(InspectionRecord).describe('The five latest inspections, newest first.'),
        compliance_actions: z
          .object({
            total: z.number().int().describe('Compliance actions on record.'),
            by_type: z.record(z.string(), z.number().int()).describe('Count per action type (warning_letter, import_alert …).'),
            latest_action_date: z.string().nullable().describe('Date of the latest action; null when none.'),
          })
          .describe('Compliance action counts.'),
        computed_at: z.string().describe('When the scores and summary were computed.'),
      })
      .describe('The facility with its risk assessment.'),
    ...Envelope,
  })
  .meta({ id: 'FacilityDetailResponse' });
export type FacilityDetailResponse = z.input<typeof FacilityDetailResponse>;

// ---------------------------------------------------------------------------------------------
// GET /v1/483/facilities/{fei_number}/inspections

export const FacilityInspectionsQuery = z.object({
  classification: Classification.optional().describe('Only inspections classified NAI, VAI or OAI.'),
  date_from: dateFrom('Inspection end date'),
  date_to: dateTo('Inspection end date'),
  include_citations: queryBool(false).describe('Add each inspection’s citations (default false).'),
  include_compliance_actions: queryBool(false).describe('Add the compliance actions that followed each inspection (default false).'),
});
export type FacilityInspectionsQuery = z.output<typeof FacilityInspectionsQuery>;

export const FacilityInspectionsResponse = z
  .object({
    fei_number: z.string().describe('Facility FEI (canonical, no leading zeros).'),
    facility: FacilityBlock,
    summary: InspectionSummary,
    inspections: z.array(InspectionRecord).describe('Inspections matching the filters, newest first.'),
  })
  .meta({ id: 'FacilityInspectionsResponse' });
export type FacilityInspectionsResponse = z.input<typeof FacilityInspectionsResponse>;

// ---------------------------------------------------------------------------------------------
// GET /v1/483/facilities/{fei_number}/citations

export const FacilityCitationsQuery = z.object({
  limit: queryInt({ default: 100, min: 1, max: 1000 }).describe('Citations to return (default 100, max 1000).'),
  sort_order: SortOrder.default('desc').describe('By inspection date (default desc).'),
  category: optionalText(60).describe('Only citations in this observation category (case-insensitive).'),
  date_from: dateFrom('Inspection end date'),
  date_to: dateTo('Inspection end date'),
});
export type FacilityCitationsQuery = z.output<typeof FacilityCitationsQuery>;

export const FacilityCitation = z
  .object({
    citation_id: z.string().describe('Stable citation id.'),
    inspection_id: z.string().describe('The inspection it was cited in.'),
    inspection_end_date: z.string().describe('ISO 8601 date the inspection ended.'),
    fiscal_year: z.number().int().describe('FDA fiscal year of that date (FY N starts 1 October N-1).'),
    act_cfr_number: z.string().nullable().describe("As cited, '21 CFR' form; null when no regulation was matched."),
    short_description: z.string().nullable().describe('Standardised short description; null when none.'),
    program_area: z.string().nullable().describe('Program area of the inspection; null when unknown.'),
    classification: Classification.nullable().describe('Classification of the inspection; null when no source states it.'),
    category: z.string().nullable().describe('Primary machine-assigned category; null when none.'),
    categories: z.array(z.string()).describe('Every machine-assigned category, primary first.'),
    source: z.string().describe('The public source of the citation.'),
    source_url: z.string().describe('Where that source is published.'),
    data_attribution: DataAttribution,
  })
  .meta({ id: 'FacilityCitation' });
export type FacilityCitation = z.input<typeof FacilityCitation>;

export const FacilityCitationsResponse = z
  .object({
    fei_number: z.string().describe('Facility FEI (canonical, no leading zeros).'),
    facility_name: z.string().nullable().describe('Firm name; null when no source names the facility.'),
    total: z.number().int().describe('Citations matching the filters (before the limit).'),
    results: z.array(FacilityCitation).describe('Citations by inspection date.'),
    query_metadata: z
      .object({
        execution_time_ms: z.number().int().min(0).describe('Server time in milliseconds.'),
        limit: z.number().int().describe('The limit applied.'),
        sort_order: SortOrder.describe('The order applied.'),
      })
      .describe('How the answer was produced.'),
  })
  .meta({ id: 'FacilityCitationsResponse' });
export type FacilityCitationsResponse = z.input<typeof FacilityCitationsResponse>;

// ---------------------------------------------------------------------------------------------
// /v1/483/risk-scores

export const RiskScoreListQuery = z.object({
  ...paginationQuery(20, 100),
  risk_level: RiskLevel.optional().describe('low, medium, high or critical.'),
  min_score: optionalQueryNumber({ min: 0, max: 100 }).describe('Risk score at least.'),
  max_score: optionalQueryNumber({ min: 0, max: 100 }).describe('Risk score at most.'),
  sort_order: SortOrder.default('desc').describe('By risk_score (default desc).'),
});
export type RiskScoreListQuery = z.output<typeof RiskScoreListQuery>;

export const RiskScoreListResponse = z
  .object({
    results: z
      .array(
        z.object({
          fei_number: z.string().describe('Facility FEI.'),
          risk_score: z.number().describe('Composite score 0-100.'),
          risk_level: RiskLevel.describe('Composite risk level.'),
          factors: z.record(z.string(), z.number()).describe('Points each factor contributes.'),
        }),
      )
      .describe('One page of scores.'),
    total: z.number().int().describe('Scores matching the filters.'),
    offset: z.number().int().describe('Scores skipped.'),
    limit: z.number().int().describe('Page size.'),
    methodology: z.string().describe('How the composite score is computed.'),
    query_metadata: QueryMetadata,
  })
  .meta({ id: 'RiskScoreListResponse' });
export type RiskScoreListResponse = z.input<typeof RiskScoreListResponse>;

export const RiskScoreResponse = CompositeRiskScore.extend({ query_metadata: QueryMetadata }).meta({ id: 'RiskScoreResponse' });
export type RiskScoreResponse = z.input<typeof RiskScoreResponse>;
