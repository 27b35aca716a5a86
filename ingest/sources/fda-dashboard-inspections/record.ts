import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO date YYYY-MM-DD');
const label = z.string().min(1);
const classification = z.enum(['NAI', 'VAI', 'OAI']).nullable();

/** One project area the inspection covered, with the classification FDA gave it there. */
export const InspectionArea = z.strictObject({
  /** 'Drug Quality Assurance', 'Pre-Approval Evaluation', 'Compliance: Devices' ... */
  project_area: label.nullable(),
  /** 'Drugs', 'Devices', 'Biologics', 'Food/Cosmetics', 'Veterinary', 'Tobacco' ... */
  product_type: label.nullable(),
  /** Normalised: NAI (no action), VAI (voluntary action), OAI (official action); null when unreadable. */
  classification,
  /** As published, e.g. 'Voluntary Action Indicated (VAI)'. */
  classification_raw: label.nullable(),
  posted_citations: z.boolean().nullable(),
  additional_details: label.nullable(),
  /** When FDA's letter telling the firm its classification went out (FMD-145). */
  fmd_145_date: isoDate.nullable(),
});

/**
 * Body of one `raw.fda.inspections` record from the Data Dashboard: one FDA inspection of one
 * firm site, its end date and final classification. The Dashboard lists an inspection once per
 * project area it covered; those rows are one record here, the per-area details in `areas`.
 */
export const DashboardInspectionRecord = z.strictObject({
  /** The Dashboard's Inspection ID (digits), also the record id. */
  inspection_id: z.string().regex(/^\d+$/, 'expected a digit-only Inspection ID'),
  fei_number: z.string().regex(/^\d{1,10}$/, 'expected a digit-only FEI'),
  /** The firm's legal name. */
  firm_name: label,
  street_address: label.nullable(),
  city: label.nullable(),
  /** USPS code for US states and territories, the region as published elsewhere. */
  state: label.nullable(),
  zip_code: label.nullable(),
  country: label.nullable(),
  fiscal_year: z.number().int().min(1990).max(2100),
  inspection_end_date: isoDate,
  /** The most severe classification over the inspection's project areas (OAI > VAI > NAI). */
  classification,
  classification_raw: label.nullable(),
  /** True when a Form 483 citation of this inspection is posted on the Dashboard. */
  posted_citations: z.boolean().nullable(),
  project_areas: z.array(label),
  product_types: z.array(label),
  areas: z.array(InspectionArea).min(1),
  source_file: label.nullable(),
  source_url: z.url().nullable(),
});
export type DashboardInspectionRecord = z.infer<typeof DashboardInspectionRecord>;
