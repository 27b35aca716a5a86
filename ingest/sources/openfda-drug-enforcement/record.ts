import { z } from 'zod';
import { OpenFdaBlock } from '../openfda/openfda-values.ts';

const isoDay = z.iso.date();

/**
 * One drug enforcement report (an FDA recall of a human drug product, from the Recall Enterprise
 * System) as published on `raw.openfda.drug_enforcement`: openFDA's fields under their own names,
 * dates as ISO, 'N/A' and empty values as null, and the join keys of the `openfda` block.
 */
export const DrugEnforcementRecord = z.object({
  /** FDA's recall number, e.g. `D-0321-2016`: the record id. */
  recall_number: z.string().regex(/^[A-Z]-?\d+-\d{4}$/, 'expected a recall number like D-1234-2016'),
  /** The recall event; one event (one firm action) has one recall number per product. */
  event_id: z.string().regex(/^\d+$/).nullable(),
  status: z.string().min(1),
  classification: z.string().min(1),
  product_type: z.string().nullable(),
  recalling_firm: z.string().min(1),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  voluntary_mandated: z.string().nullable(),
  initial_firm_notification: z.string().nullable(),
  distribution_pattern: z.string().nullable(),
  product_description: z.string().min(1),
  product_quantity: z.string().nullable(),
  reason_for_recall: z.string().min(1),
  code_info: z.string().nullable(),
  more_code_info: z.string().nullable(),
  recall_initiation_date: isoDay.nullable(),
  center_classification_date: isoDay.nullable(),
  termination_date: isoDay.nullable(),
  /** The week the recall entered FDA's Enforcement Report: the incremental cursor's field. */
  report_date: isoDay,
  openfda: OpenFdaBlock,
  /** The API query that returns this record (live), or null. */
  source_url: z.url().nullable(),
  /** The mirror file it was read from, or null. */
  source_file: z.string().nullable(),
});
export type DrugEnforcementRecord = z.infer<typeof DrugEnforcementRecord>;
