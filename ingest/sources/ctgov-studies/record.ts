import { z } from 'zod';

const isoDay = z.iso.date();
const precision = z.enum(['day', 'month', 'year']).nullable();
const outcome = z.object({ measure: z.string().min(1), time_frame: z.string().nullable() });

/**
 * One version of a ClinicalTrials.gov study (API v2 data structure), as published on
 * `raw.ctgov.studies`: a normalised subset for search and joins, plus the full original `study`
 * object so later stages can diff one version against the next (protocol amendments).
 */
export const CtgovStudyVersionRecord = z.object({
  nct_id: z.string().regex(/^NCT\d{8}$/, 'expected an NCT number like NCT01234567'),
  /** The version: the study's `lastUpdatePostDate` (when this version was posted). */
  version_date: isoDay,
  /** Null only for a version rebuilt from a record history, whose rows carry no title. */
  brief_title: z.string().min(1).nullable(),
  official_title: z.string().nullable(),
  acronym: z.string().nullable(),
  conditions: z.array(z.string()),
  keywords: z.array(z.string()),
  /** CT.gov phase codes: EARLY_PHASE1, PHASE1 … PHASE4, NA. */
  phases: z.array(z.string()),
  study_type: z.string().nullable(),
  overall_status: z.string().nullable(),
  enrollment: z.number().int().nonnegative().nullable(),
  /** ACTUAL or ESTIMATED. */
  enrollment_type: z.string().nullable(),
  /** ISO; CT.gov often publishes only a month, read as its first day with precision 'month'. */
  start_date: isoDay.nullable(),
  start_date_precision: precision,
  primary_completion_date: isoDay.nullable(),
  primary_completion_date_precision: precision,
  completion_date: isoDay.nullable(),
  completion_date_precision: precision,
  first_posted_date: isoDay.nullable(),
  lead_sponsor: z.object({ name: z.string().min(1), class: z.string().nullable() }).nullable(),
  collaborators: z.array(z.string()),
  interventions: z.array(z.object({ type: z.string().nullable(), name: z.string().min(1) })),
  primary_outcomes: z.array(outcome),
  secondary_outcomes: z.array(outcome),
  eligibility_criteria: z.string().nullable(),
  sex: z.string().nullable(),
  minimum_age: z.string().nullable(),
  maximum_age: z.string().nullable(),
  healthy_volunteers: z.boolean().nullable(),
  /** CT.gov's MeSH-based condition categories (derivedSection browse branches), 'All Conditions' left out. */
  condition_branches: z.array(z.string()),
  /** One therapeutic area for filtering, from the branches or else the conditions; null when unclear. */
  therapeutic_area_hint: z.string().nullable(),
  has_results: z.boolean(),
  /** The study's page on clinicaltrials.gov. */
  source_url: z.url(),
  /** The mirror file it was read from, or null. */
  source_file: z.string().nullable(),
  /**
   * The study exactly as the API returned it; for a version read from a record history
   * (`version-history.ts`), the history row rebuilt in the API v2 structure, with only its fields.
   */
  study: z.record(z.string(), z.unknown()),
});
export type CtgovStudyVersionRecord = z.infer<typeof CtgovStudyVersionRecord>;
