import { z } from 'zod';

const isoDate = z.iso.date();
const text = z.string().trim().min(1);

/** One FDA warning letter as listed on fda.gov (metadata only: the letter text is a separate page). */
export const WarningLetterRecord = z
  .object({
    company_name: text,
    letter_issue_date: isoDate,
    posted_date: isoDate,
    /** Normalised: "Center for Drug Evaluation and Research | CDER" → "… (CDER)". */
    issuing_office: text.nullable(),
    subject: text.nullable(),
    /** The letter's page on fda.gov; null for letters known only from the keyless table export. */
    source_url: z.url({ protocol: /^https?$/ }).nullable(),
    /** The last segment of that page's address, FDA's own key of the letter. */
    url_slug: z.string().regex(/^[a-z0-9-]+$/).nullable(),
    /** The compliance case id in the slug (`<firm>-<case id>-<MMDDYYYY>`); matches the compliance-actions Case/Injunction ID. */
    case_id: z.string().regex(/^\d{5,7}$/).nullable(),
    /** Null when no listing that had the letter publishes the column (only the table export does). */
    has_response_letter: z.boolean().nullable(),
    response_letter_date: isoDate.nullable(),
    has_closeout_letter: z.boolean().nullable(),
    closeout_letter_date: isoDate.nullable(),
    /** Every listing file (or the live listing) that had the letter, sorted. */
    listed_in: z.array(text).min(1),
    source_file: text,
  })
  .strict();

/** The body of a warning-letter record. */
export type WarningLetterRecord = z.infer<typeof WarningLetterRecord>;
