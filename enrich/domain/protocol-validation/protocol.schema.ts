import { z } from 'zod';

/**
 * The Protocol submitted to `POST /v1/rules/validate` (spec doc 1, "Protocol (input of
 * validation)") and the shapes of the Validation result. SPEC-DECISIONS 12: all seven top-level
 * fields are required; `study_design` strings are free (unknown values become `info` issues, not
 * 400s). Nested fields the spec's table does not mark required (power, alpha, effect size,
 * assessment schedule, secondary endpoints) are optional here: their absence is a finding of the
 * validation, because a protocol lacking a power statement is exactly what the service should
 * flag, not refuse.
 */

/** The seven required top-level fields, in the spec's order (the `missing_fields` vocabulary). */
export const REQUIRED_PROTOCOL_FIELDS = ['title', 'therapeutic_area', 'indication', 'phase', 'study_design', 'endpoints', 'sample_size'] as const;
export type RequiredProtocolField = (typeof REQUIRED_PROTOCOL_FIELDS)[number];

export const PROTOCOL_PHASES = ['I', 'II', 'III', 'IV'] as const;
export const ProtocolPhase = z.enum(PROTOCOL_PHASES).describe('Clinical phase: I, II, III or IV.');
export type ProtocolPhase = z.infer<typeof ProtocolPhase>;

const text = z.string().trim().min(1);

export const StudyDesign = z
  .object({
    type: text.optional().describe('Design, free text (e.g. randomized parallel, single-arm, crossover, adaptive).'),
    blinding: text.optional().describe('Blinding, free text (e.g. double-blind, open-label).'),
    arms: z.number().int().min(1).max(1000).optional().describe('Number of arms.'),
    control_type: text.optional().describe('Control, free text (e.g. placebo, active, none, historical).'),
  })
  .meta({ id: 'StudyDesign' });
export type StudyDesign = z.infer<typeof StudyDesign>;

export const PrimaryEndpoint = z
  .object({
    name: text.describe('Endpoint name.'),
    definition: z.string().trim().optional().describe('Operational definition (measure, timepoint, analysis).'),
    assessment_schedule: z.string().trim().optional().describe('When the endpoint is assessed.'),
  })
  .meta({ id: 'PrimaryEndpoint' });

export const SecondaryEndpoint = z
  .object({ name: text.describe('Endpoint name.'), definition: z.string().trim().optional().describe('Operational definition.') })
  .meta({ id: 'SecondaryEndpoint' });

export const Endpoints = z
  .object({
    primary: PrimaryEndpoint,
    secondary: z.array(SecondaryEndpoint).max(1000).optional().describe('Secondary endpoints.'),
  })
  .meta({ id: 'Endpoints' });

export const SampleSize = z
  .object({
    planned_enrollment: z.number().int().min(1).describe('Participants planned.'),
    power: z.number().gt(0).lt(1).optional().describe('Statistical power as a probability (0.8, not 80).'),
    alpha: z.number().gt(0).lt(1).optional().describe('Type I error rate as a probability (0.05, not 5).'),
    effect_size: z.string().trim().optional().describe('Assumed effect, free text (e.g. "HR 0.75", "d = 0.4").'),
  })
  .meta({ id: 'SampleSize' });
export type SampleSize = z.infer<typeof SampleSize>;

export const Protocol = z
  .object({
    title: text.describe('Protocol title.'),
    therapeutic_area: text.describe('Therapeutic area (e.g. Oncology, Cardiovascular).'),
    indication: text.describe('Indication studied.'),
    phase: ProtocolPhase,
    study_design: StudyDesign,
    endpoints: Endpoints,
    sample_size: SampleSize,
    target_authorities: z.array(text).max(100).optional().describe('Regulatory authorities targeted (e.g. FDA, EMA).'),
  })
  .meta({ id: 'Protocol' });
export type Protocol = z.infer<typeof Protocol>;

export const ValidationOptions = z
  .object({
    include_recommendations: z.boolean().default(true),
    check_recent_guidance: z.boolean().default(true),
    compare_similar_trials: z.boolean().default(false),
  })
  .meta({ id: 'ValidationOptions' });
export type ValidationOptions = z.infer<typeof ValidationOptions>;

export const IssueSeverity = z.enum(['critical', 'warning', 'info']);
export type IssueSeverity = z.infer<typeof IssueSeverity>;

export const RegulatoryReference = z
  .object({ authority: text, document: text, section: text })
  .meta({ id: 'RegulatoryReference' });
export type RegulatoryReference = z.infer<typeof RegulatoryReference>;

export const IssueImpact = z.object({ approval_risk: z.enum(['high', 'medium', 'low']), delay_risk_months: z.number().min(0).max(36) });
export type IssueImpact = z.infer<typeof IssueImpact>;

export const ValidationIssue = z
  .object({
    issue_id: z.string(),
    severity: IssueSeverity,
    category: z.string(),
    title: z.string(),
    description: z.string(),
    regulatory_reference: RegulatoryReference.optional(),
    recommendation: z.string().optional(),
    impact: IssueImpact.optional(),
    similar_trials: z.array(z.object({ trial_id: z.string(), observed_hr: z.number() })).optional(),
  })
  .meta({ id: 'ValidationIssue' });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

export const OVERALL_STATUSES = ['compliant', 'needs_attention', 'non_compliant'] as const;
/** Per-authority status: the spec shows `acceptable` and `needs_attention`; `not_acceptable` is added for any critical gap. */
export const AUTHORITY_STATUSES = ['acceptable', 'needs_attention', 'not_acceptable'] as const;

/**
 * One entry of `similar_approved_trials`: a completed ClinicalTrials.gov trial (see
 * similar-trials.ts for why "approved" reads as "completed", and why `approval_date` is null).
 */
export const SimilarApprovedTrial = z
  .object({
    trial_id: z.string().describe('ClinicalTrials.gov NCT number.'),
    title: z.string().nullable().describe('Brief title as registered; null when the record held has none (a version rebuilt from a record history).'),
    therapeutic_area: z.string().describe('The therapeutic area shared with the protocol (one of the eight, inferred for the trial from its conditions).'),
    indication: z.string().nullable().describe('Conditions as registered, joined with "; "; null when the record names none.'),
    approval_date: z.iso
      .date()
      .nullable()
      .describe('Always null: ClinicalTrials.gov records trial status and results, never whether or when a product was approved, and no source held says so.'),
    relevance_score: z.number().min(0).max(1).describe('0-1: same therapeutic area, then indication, phase, design and primary-endpoint similarity.'),
  })
  .meta({ id: 'SimilarApprovedTrial' });
export type SimilarApprovedTrial = z.infer<typeof SimilarApprovedTrial>;

export const ValidationResult = z
  .object({
    validation_id: z.string(),
    timestamp: z.iso.datetime({ offset: true }),
    overall_status: z.enum(OVERALL_STATUSES),
    compliance_score: z.number().min(0).max(100),
    summary: z.object({ total_checks: z.number().int(), passed: z.number().int(), warnings: z.number().int(), critical: z.number().int() }),
    issues: z.array(ValidationIssue),
    compliance_by_authority: z
      .record(z.string(), z.object({ score: z.number().min(0).max(100), status: z.enum(AUTHORITY_STATUSES), key_gaps: z.array(z.string()) }))
      .optional(),
    recommendations: z.array(z.object({ priority: z.number().int().min(1), action: z.string(), rationale: z.string(), effort: z.string() })).optional(),
    similar_approved_trials: z
      .array(SimilarApprovedTrial)
      .optional()
      .describe(
        'Starter+, when validation_options.compare_similar_trials is true: up to 5 completed ClinicalTrials.gov trials (overall status COMPLETED, not observational) of the same therapeutic area, most similar first. ClinicalTrials.gov does not record approvals, so "approved" is read as "completed" and approval_date is null.',
      ),
  })
  .meta({ id: 'ValidationResult' });
export type ValidationResult = z.infer<typeof ValidationResult>;
