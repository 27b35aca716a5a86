import { z } from 'zod';

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
