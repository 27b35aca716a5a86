import { z } from 'zod';

const isoDate = z.iso.date();
const text = z.string().min(1);

/**
 * One section of 21 CFR as published on `raw.ecfr.sections`, whichever rendering it was read
 * from (eCFR XML, the eCFR print text, or the annual-edition markdown), so enrichment can cite and
 * search sections without knowing their origin. `version` tells apart two texts of one section
 * (the QSR and the QMSR of Part 820); `amendment_dates` are the Federal Register dates of the
 * section's source note (plus, from the live API, the eCFR's own amendment dates).
 */
export const EcfrSectionRecord = z.object({
  citation: z.string().regex(/^21 CFR \d+\.\d+[a-z]?(?:-\d+)?$/),
  title_number: z.literal(21),
  part_number: z.string().regex(/^\d+$/),
  part_heading: text.nullable(),
  subpart: text.nullable(),
  subpart_heading: text.nullable(),
  section_number: z.string().regex(/^\d+\.\d+[a-z]?(?:-\d+)?$/),
  section_heading: text,
  version: text.nullable(),
  text,
  subsections: z.array(z.object({ label: text, heading: text.nullable(), text: text.nullable() })),
  source_note: text.nullable(),
  authority_note: text.nullable(),
  part_authority: text.nullable(),
  part_source: text.nullable(),
  effective_date: isoDate.nullable(),
  amendment_dates: z.array(isoDate),
  source_format: z.enum(['ecfr-xml', 'print-text', 'markdown']),
  source_file: text.nullable(),
  source_url: z.url(),
});

/** A record body as the schema checks it. */
export type EcfrSectionBody = z.infer<typeof EcfrSectionRecord>;
