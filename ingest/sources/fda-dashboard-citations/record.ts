import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO date YYYY-MM-DD');
const label = z.string().min(1);

/**
 * Body of one `raw.fda.citations` record: one Form 483 citation FDA posted for one inspection, in
 * its standardised wording (the Dashboard publishes the catalogue text, not the investigator's
 * "Specifically, ..." part).
 */
export const DashboardCitationRecord = z.strictObject({
  /** The Dashboard's Inspection ID (digits): joins `raw.fda.inspections`. */
  inspection_id: z.string().regex(/^\d+$/, 'expected a digit-only Inspection ID'),
  fei_number: z.string().regex(/^\d{1,10}$/, 'expected a digit-only FEI'),
  firm_name: label,
  inspection_end_date: isoDate,
  /** FDA fiscal year, from the source or else from the end date. */
  fiscal_year: z.number().int().min(1990).max(2100),
  /** 'Drugs', 'Devices', 'Foods', 'Bioresearch Monitoring' ... */
  program_area: label.nullable(),
  /** As published, whitespace tidied: '21 CFR 211.192', 'FD&C Act 501(a)(2)(B)'. */
  act_cfr_number: label,
  short_description: label.nullable(),
  long_description: label.nullable(),
  /** The API's CitationID (the catalogue's Cite Id); the spreadsheet export does not carry it. */
  citation_id: z.string().regex(/^\d+$/).nullable(),
  /** How many identical rows the source lists for this citation in this inspection. */
  occurrences: z.number().int().min(1),
  source_file: label.nullable(),
  source_url: z.url().nullable(),
});
export type DashboardCitationRecord = z.infer<typeof DashboardCitationRecord>;
