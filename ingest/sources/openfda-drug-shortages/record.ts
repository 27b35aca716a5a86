import { z } from 'zod';
import { OpenFdaBlock } from '../openfda/openfda-values.ts';

const isoDay = z.iso.date();

/**
 * One presentation (package NDC) in FDA's drug shortage list, as published on
 * `raw.openfda.drug_shortages`: openFDA's fields under their own names, `MM/DD/YYYY` dates as
 * ISO, absent values as null, and the join keys of the `openfda` block.
 */
export const DrugShortageRecord = z.object({
  /** The package NDC (labeler-product-package): the record id. */
  package_ndc: z.string().regex(/^\d{4,5}-\d{3,4}-\d{1,2}$/, 'expected a package NDC like 12345-678-90'),
  /** The shortage the presentation is listed under, e.g. 'Vecuronium Bromide Injection'. */
  generic_name: z.string().min(1),
  company_name: z.string().min(1),
  presentation: z.string().nullable(),
  dosage_form: z.string().nullable(),
  therapeutic_category: z.array(z.string()),
  /** 'Current', 'Resolved' or 'To Be Discontinued'. */
  status: z.string().min(1),
  /** As FDA writes it ('Available', 'Limited Availability', 'Unavailable', …), typos included. */
  availability: z.string().nullable(),
  shortage_reason: z.string().nullable(),
  related_info: z.string().nullable(),
  related_info_link: z.string().nullable(),
  resolved_note: z.string().nullable(),
  contact_info: z.string().nullable(),
  /** 'New', 'Revised' or 'Reverified': what FDA's last update of the entry did. */
  update_type: z.string().nullable(),
  initial_posting_date: isoDay.nullable(),
  /** FDA's last update of the entry: the incremental cursor's field, and which copy wins a merge. */
  update_date: isoDay,
  change_date: isoDay.nullable(),
  discontinued_date: isoDay.nullable(),
  openfda: OpenFdaBlock,
  /** The API query that returns this record (live), or null. */
  source_url: z.url().nullable(),
  /** The mirror file it was read from, or null. */
  source_file: z.string().nullable(),
});
export type DrugShortageRecord = z.infer<typeof DrugShortageRecord>;
