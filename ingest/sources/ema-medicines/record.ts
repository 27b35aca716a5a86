import { z } from 'zod';
import { RuleDocumentRecord, Text } from '../rule-documents/record.ts';

export const EMA_PUBLISHER = 'European Medicines Agency';

const Flag = z.boolean().nullable();
const Day = z.iso.date().nullable();

/**
 * One EMA medicine (its EPAR entry in EMA's "download medicine data" table) on
 * `raw.rules.documents`: the table's columns as typed fields, and a readable rendering of the
 * indication and the other descriptive fields as chunks.
 */
export const EmaMedicineRecord = RuleDocumentRecord.extend({
  source_id: z.literal('ema'),
  publisher: z.literal(EMA_PUBLISHER),
  document_type: z.literal('EPAR'),
  /** EMA product number, e.g. EMEA/H/C/000774 (human) or EMEA/V/C/000123 (veterinary). */
  reference: z.string().regex(/^EMEA\/[HV]\/C\/\d+/, 'must be an EMA product number like EMEA/H/C/000774'),
  category: z.enum(['human', 'veterinary']),
  /** As published: Authorised, Withdrawn, Refused, Opinion, ... */
  medicine_status: Text,
  opinion_status: Text.nullable(),
  latest_procedure: Text.nullable(),
  inn: Text.nullable(),
  active_substances: z.array(Text),
  atc_code: Text.nullable(),
  atcvet_code: Text.nullable(),
  pharmacotherapeutic_group: Text.nullable(),
  species: z.array(Text).nullable(),
  marketing_authorisation_holder: Text.nullable(),
  patient_safety: Flag,
  accelerated_assessment: Flag,
  additional_monitoring: Flag,
  advanced_therapy: Flag,
  biosimilar: Flag,
  conditional_approval: Flag,
  exceptional_circumstances: Flag,
  generic_or_hybrid: Flag,
  orphan_medicine: Flag,
  prime_priority_medicine: Flag,
  ec_decision_date: Day,
  rolling_review_start_date: Day,
  evaluation_start_date: Day,
  opinion_date: Day,
  application_withdrawal_date: Day,
  marketing_authorisation_date: Day,
  refusal_date: Day,
  withdrawal_expiry_revocation_lapse_date: Day,
  suspension_date: Day,
  first_published_date: Day,
  last_updated_date: Day,
  revision_number: z.number().int().nonnegative().nullable(),
});
export type EmaMedicineRecord = z.infer<typeof EmaMedicineRecord>;
