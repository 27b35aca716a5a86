import { z } from 'zod';

/**
 * One FDA inspection of a clinical investigator (Bioresearch Monitoring, CDER's Clinical
 * Investigator Inspection List), as published on `raw.fda.clinical_investigator_inspections`.
 * The names are those of the inspected investigators, not of FDA staff.
 */
export const ClinicalInvestigatorInspectionRecord = z.object({
  /** CLIIL "ID No.": FDA's number for the investigator (repeats across their inspections). */
  cliil_id: z.string().regex(/^\d+$/, 'expected the digits of the CLIIL ID No.'),
  /** As listed, "Last, First Middle Suffix", spacing tidied. */
  investigator_name: z.string().min(1),
  /** Institution or practice. */
  location: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** ISO 3166 alpha-3 as FDA lists it (USA, CAN, DEU …). */
  country: z.string().nullable(),
  zip: z.string().nullable(),
  /** ISO; null for the few closed assignments FDA lists without a date (mostly cancelled ones). */
  inspection_date: z.iso.date().nullable(),
  /** DA (data audit) or FC (for cause). */
  inspection_type: z.string().regex(/^[A-Z]{2,4}$/, 'expected an inspection type code such as DA or FC'),
  inspection_type_description: z.string().nullable(),
  /** FDA's code as listed, e.g. VAI3R, OAIW, CANC. */
  classification_raw: z.string().min(1),
  /** NAI / VAI / OAI, or null for codes outside the three (CANC, WASH, MTF, REF). */
  classification: z.enum(['NAI', 'VAI', 'OAI']).nullable(),
  /** FDA's definition of the raw code, when FDA publishes one. */
  classification_description: z.string().nullable(),
  /** The inspection's deficiency codes with FDA's legend (text and 21 CFR reference). */
  deficiencies: z.array(
    z.object({
      code: z.string().regex(/^\d{2}$/),
      deficiency: z.string().nullable(),
      cfr_reference: z.string().nullable(),
    }),
  ),
  /** The CLIIL download it was read from (live), or null. */
  source_url: z.url().nullable(),
  /** The mirror file it was read from, or null. */
  source_file: z.string().nullable(),
});
export type ClinicalInvestigatorInspectionRecord = z.infer<typeof ClinicalInvestigatorInspectionRecord>;
