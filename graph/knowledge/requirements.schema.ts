import { z } from 'zod';

/** The catalogue version this schema describes; bump on any change of entries' meaning. */
export const REQUIREMENTS_CATALOGUE_VERSION = '1.0' as const;

/** The therapeutic areas `POST /v1/requirements/search` accepts (spec doc 1, "Therapeutic areas accepted"). */
export const THERAPEUTIC_AREAS = [
  'Oncology',
  'Cardiovascular',
  'Neurology',
  'Psychiatry',
  'Immunology',
  'Rheumatology',
  'Infectious_Disease',
  'Rare_Disease',
] as const;
export const TherapeuticArea = z.enum(THERAPEUTIC_AREAS);
export type TherapeuticArea = z.infer<typeof TherapeuticArea>;

/** Clinical phases as the Protocol writes them (spec doc 1, Protocol `phase`). */
export const CLINICAL_PHASES = ['I', 'II', 'III', 'IV'] as const;
export const ClinicalPhase = z.enum(CLINICAL_PHASES);
export type ClinicalPhase = z.infer<typeof ClinicalPhase>;

/**
 * Issuing bodies. Order is the ranking tie-break of the search (harmonised text first, then the
 * regions' own law and guidance in ICH founding-member order, then the others).
 */
export const AUTHORITIES = ['ICH', 'FDA', 'EMA', 'PMDA', 'Health Canada', 'MHRA', 'WHO'] as const;
export const Authority = z.enum(AUTHORITIES);
export type Authority = z.infer<typeof Authority>;

/**
 * Requirement types. The first ten are the issue's list (the spec shows only
 * `endpoint_definition`). Six more carry requirements that fit none of those without distortion:
 * - `dose_selection`: dose-finding and dose optimisation (ICH E4; FDA oncology dosage guidance) is
 *   neither a sample size nor an endpoint, and is a frequent reason for a failed phase III;
 * - `safety_monitoring`: data monitoring committees and prospective safety assessment (QT, DMC)
 *   decide how safety is watched, where `safety_reporting` is who reports what, to whom, by when;
 * - `trial_monitoring`: sponsor oversight of conduct (risk-based monitoring, E6(R3) 3.11.4);
 * - `ethics_review`: IRB/IEC approval criteria, separate from the consent given by participants;
 * - `trial_registration`: public registration and results posting (FDAAA 801, EU CTR Art. 37);
 * - `special_populations`: geriatric and ethnic-factor expectations (E7, E5(R1)), the adult
 *   counterpart of `pediatric`.
 */
export const REQUIREMENT_TYPES = [
  'endpoint_definition',
  'sample_size',
  'statistical_analysis',
  'safety_reporting',
  'informed_consent',
  'blinding',
  'control_group',
  'eligibility',
  'data_integrity',
  'pediatric',
  'dose_selection',
  'safety_monitoring',
  'trial_monitoring',
  'ethics_review',
  'trial_registration',
  'special_populations',
] as const;
export const RequirementType = z.enum(REQUIREMENT_TYPES);
export type RequirementType = z.infer<typeof RequirementType>;

/** What a reference says when the document is cited as a whole (numbering not certain). */
export const WHOLE_DOCUMENT = 'Whole document' as const;

/** Area codes of requirement ids: `GEN` = all areas, `MULTI` = several named areas. */
export const AREA_CODES: Readonly<Record<TherapeuticArea, string>> = {
  Oncology: 'ONC',
  Cardiovascular: 'CVD',
  Neurology: 'NEU',
  Psychiatry: 'PSY',
  Immunology: 'IMM',
  Rheumatology: 'RHE',
  Infectious_Disease: 'INF',
  Rare_Disease: 'RARE',
};

/**
 * A real document and where in it the requirement sits. `section` is a section, article or
 * paragraph number only where the numbering is certain; otherwise `Whole document`. Draft
 * guidance says so in `document`, because a draft states FDA's current thinking, not a requirement.
 */
export const RequirementReference = z.object({
  document: z.string().min(8).describe('Full title (and number) of the regulation or guideline'),
  section: z
    .string()
    .min(1)
    .regex(/^(?:Whole document|[A-Za-z0-9§ ().,-]+)$/)
    .describe('Section, article or paragraph, or "Whole document"'),
  url: z.url().optional().describe('Stable official address, only where its form is certain'),
});
export type RequirementReference = z.infer<typeof RequirementReference>;

/** One regulatory requirement of the catalogue. */
export const Requirement = z
  .object({
    id: z
      .string()
      .regex(/^REQ-(?:GEN|MULTI|ONC|CVD|NEU|PSY|IMM|RHE|INF|RARE)-\d{3}$/)
      .describe('REQ-<area code>-<nnn>; GEN for all areas, MULTI for several'),
    authority: Authority,
    title: z.string().min(10).max(140).describe('What is required, as a heading'),
    requirement_type: RequirementType,
    therapeutic_areas: z
      .union([z.literal('all'), z.array(TherapeuticArea).min(1)])
      .describe('"all" for requirements of every area, else the areas the requirement is specific to'),
    phases: z.array(ClinicalPhase).min(1).describe('Phases the requirement applies to'),
    summary: z.string().min(40).max(420).describe('One or two sentences: what is required'),
    reference: RequirementReference,
  })
  .superRefine((requirement, ctx) => {
    const areas = requirement.therapeutic_areas;
    const code = requirement.id.split('-')[1];
    if (new Set(requirement.phases).size !== requirement.phases.length) ctx.addIssue({ code: 'custom', message: `${requirement.id}: duplicate phase` });
    if (areas === 'all') {
      if (code !== 'GEN') ctx.addIssue({ code: 'custom', message: `${requirement.id}: an all-areas requirement takes the GEN code` });
      return;
    }
    if (new Set(areas).size !== areas.length) ctx.addIssue({ code: 'custom', message: `${requirement.id}: duplicate area` });
    const expected = areas.length === 1 ? AREA_CODES[areas[0]!] : 'MULTI';
    if (code !== expected) ctx.addIssue({ code: 'custom', message: `${requirement.id}: area code should be ${expected}` });
  });
export type Requirement = z.infer<typeof Requirement>;

/** The whole catalogue: version and entries, ids unique. */
export const RequirementsCatalogue = z
  .object({
    catalogue_version: z.literal(REQUIREMENTS_CATALOGUE_VERSION),
    requirements: z.array(Requirement).min(60),
  })
  .superRefine((catalogue, ctx) => {
    const ids = new Set<string>();
    for (const requirement of catalogue.requirements) {
      if (ids.has(requirement.id)) ctx.addIssue({ code: 'custom', message: `duplicate requirement id ${requirement.id}` });
      ids.add(requirement.id);
    }
  });
export type RequirementsCatalogue = z.infer<typeof RequirementsCatalogue>;
