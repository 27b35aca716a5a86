import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO date YYYY-MM-DD');
const label = z.string().min(1);

/**
 * Body of one `raw.fda.compliance_actions` record: an FDA compliance action (warning letter,
 * injunction, seizure ...) against one firm site, as the Data Dashboard lists it.
 */
export const ComplianceActionRecord = z.strictObject({
  /** FDA's case id (warning letters; also the number in the letter's fda.gov URL) or injunction id. */
  case_injunction_id: z.string().regex(/^[0-9A-Za-z-]+$/),
  /** Digits only; the Dashboard's key for the firm site. */
  fei_number: z.string().regex(/^\d{1,10}$/, 'expected a digit-only FEI'),
  firm_name: label,
  /** As published: 'Warning Letter', 'Injunction', 'Seizure' ... */
  action_type: label,
  action_taken_date: isoDate,
  /** FDA fiscal year (October–September), from the source or else from the action date. */
  fiscal_year: z.number().int().min(1990).max(2100),
  /** 'Drugs', 'Devices', 'Biologics', 'Food/Cosmetics' ... */
  product_type: label,
  /** FDA center ('CDER', 'CDRH' ...) when the source gives it (the API does, the CSV exports do not). */
  center: label.nullable(),
  /** USPS code for US states and territories, the region as published elsewhere; null when unknown. */
  state: label.nullable(),
  country: label.nullable(),
  /** `<mirror folder>/<file>` of a mirror read. */
  source_file: label.nullable(),
  /** The API endpoint of a live fetch. */
  source_url: z.url().nullable(),
});
export type ComplianceActionRecord = z.infer<typeof ComplianceActionRecord>;
