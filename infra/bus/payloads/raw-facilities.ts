import { z } from 'zod';

/*
 * Bodies of the facility topics (`raw.fda.inspections`, `raw.fda.citations`,
 * `raw.fda.compliance_actions`, `raw.fda.published_483s`). They live on the bus side so that both
 * their producers (the ingest connectors) and their consumer (the facilities enrichment step) read
 * one schema; each connector re-exports its own from its `record.ts`, as `raw-rules.ts` does for
 * eCFR and ICH. The schemas are strict: on the bus a body travels inside the message envelope, so a
 * consumer checks the envelope and the body separately (see `splitEnvelope` in
 * enrich/facilities/facility-facts.ts).
 */

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
  /** The firm's legal name; null when the source omits it (row-level outcome data names no firm). */
  firm_name: label.nullable(),
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
  /**
   * Present when the source states only OAI or not OAI (NAI and VAI merged, SPEC-DECISIONS 23):
   * then `classification` is OAI or null, never a guessed NAI/VAI.
   */
  classification_basis: z.literal('oai_flag').optional(),
  /** True when a Form 483 citation of this inspection is posted on the Dashboard. */
  posted_citations: z.boolean().nullable(),
  project_areas: z.array(label),
  product_types: z.array(label),
  areas: z.array(InspectionArea).min(1),
  source_file: label.nullable(),
  source_url: z.url().nullable(),
});
export type DashboardInspectionRecord = z.infer<typeof DashboardInspectionRecord>;

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

/** ISO `YYYY-MM-DD` or null: the sources' dates after parsing, never a raw string. */
export const isoDateOrNull = z.iso.date().nullable();
/** A non-empty, trimmed text or null: sources' blanks become null, never ''. */
export const textOrNull = z.string().trim().min(1).nullable();

/**
 * One Form FDA 483 that FDA lists as published (Data Dashboard "Published 483s", the OII FOIA
 * reading-room listing), merged over every snapshot that listed it.
 */
export const Published483Record = z
  .object({
    /** Digits only (7–10), as FEIs are identifiers, not numbers; null when the listing has none. */
    fei_number: z.string().regex(/^\d{5,10}$/).nullable(),
    firm_name: z.string().trim().min(1),
    /** Always '483' in the Published 483s export; kept so a mixed listing cannot slip through unnoticed. */
    record_type: z.string().min(1),
    /** The Dashboard's "Record Date": the date on the 483, i.e. the day it was issued. */
    record_date: isoDateOrNull,
    /** Same date under the name the reading-room and 483-document records use, so joins need no mapping. */
    date_issued: isoDateOrNull,
    /** "Publish Date" (2025 export) / "Date Posted" (2024 export): when FDA posted the redacted 483. */
    publish_date: isoDateOrNull,
    /** The 483 PDF on fda.gov (`https://www.fda.gov/media/<id>/download`, older ones under /files/). */
    source_url: z.url({ protocol: /^https?$/ }).nullable(),
    /** The fda.gov media id in `source_url`: FDA's own key of the document. */
    media_id: z.string().regex(/^\d+$/).nullable(),
    /** Listing extras only the reading-room listing has; null from the Dashboard exports. */
    state: textOrNull,
    establishment_type: textOrNull,
    /** The export's "Record ID": a row number of that export (it changes between exports), kept for tracing only. */
    dashboard_record_id: textOrNull,
    /** Every snapshot that listed this 483 (e.g. `dashboard-2024-07`), sorted. */
    listed_in: z.array(z.string().min(1)).min(1),
    /** The file (or URL) the record's values came from: the newest listing that had it. */
    source_file: z.string().min(1),
  })
  .strict();

/** The body of a published-483 record. */
export type Published483Record = z.infer<typeof Published483Record>;
