import { z } from 'zod';

const isoDate = z.iso.date().nullable();
const text = z.string().trim().min(1);

/**
 * One facility of FDA's list of human-drug compounding outsourcing facilities registered under
 * section 503B of the FD&C Act, with its registration, last inspection and what followed it.
 */
export const OutsourcingFacilityRecord = z
  .object({
    /** The registered name (with its "dba" part), without the city, state and former name. */
    facility_name: text,
    /** "formerly registered as …" in FDA's facility cell. */
    formerly_registered_as: text.nullable(),
    city: text.nullable(),
    /** Two-letter USPS code as FDA writes it. */
    state: z.string().regex(/^[A-Z]{2}$/).nullable(),
    /** Digits only; neither the 2020 list nor the current page carries one, a future column would. */
    fei_number: z.string().regex(/^\d{5,10}$/).nullable(),
    /** Contact name and phone as the current page lists them. */
    contact: text.nullable(),
    initial_registration_date: isoDate,
    most_recent_registration_date: isoDate,
    last_inspection_date: isoDate,
    /** True when FDA lists the facility as "Not yet inspected". */
    not_yet_inspected: z.boolean(),
    /** Yes/No; null for "N/A" (not inspected) or when the list has no such column. */
    form_483_issued: z.boolean().nullable(),
    recall_conducted: z.boolean().nullable(),
    /** What followed the last inspection ("Warning Letter - 3/20/2019", "Open"), footnote marks removed. */
    action_after_inspection: text.nullable(),
    action_date: isoDate,
    /** Whether the facility intends to compound (sterile) drugs from bulk drug substances. */
    compounds_from_bulk_substances: z.boolean().nullable(),
    source_file: text,
  })
  .strict();

/** The body of a 503B facility record. */
export type OutsourcingFacilityRecord = z.infer<typeof OutsourcingFacilityRecord>;
