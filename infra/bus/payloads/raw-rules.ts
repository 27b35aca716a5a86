import { z } from 'zod';

/*
 * Bodies of the rule-text topics (`raw.ecfr.sections`, `raw.ich.sections`). They live on the bus
 * side so that both their producers (ingest connectors) and their consumers (enrichment) read one
 * schema; the connectors re-export them from their own `record.ts`.
 */

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

/**
 * One section of an ICH guideline on `raw.ich.sections`: a heading (`3.10.1 Risk Management`) or
 * a numbered provision (`3.1.1 When planning trials, the sponsor should…`), with its own text
 * (children excluded), so inspection findings and 483 observations can be matched to the
 * guidance paragraph they echo.
 */
export const IchSectionRecord = z
  .object({
    // `Q7 Q&As`: the Q7 Implementation Working Group's Q&As, one record per Q&A (number, question, answer).
    guideline_code: z.string().regex(/^[EQMS]\d+[A-Z]?(?:\(R\d\))?(?: Q&As)?$/),
    guideline_title: text,
    publisher: z.enum(['ICH', 'FDA']),
    version: text.nullable(),
    step: z.number().int().min(1).max(5).nullable(),
    guideline_date: z.iso.date().nullable(),
    section_number: text,
    title: text.nullable(),
    text: text.nullable(),
    parent_section_number: text.nullable(),
    depth: z.number().int().min(1),
    source_format: z.enum(['pdf-text', 'markdown', 'pdf']),
    source_file: text.nullable(),
    source_url: z.url(),
  })
  .refine((body) => body.title !== null || body.text !== null, { message: 'a section needs a title or a text', path: ['text'] });

/** A record body as the schema checks it. */
export type IchSectionBody = z.infer<typeof IchSectionRecord>;
