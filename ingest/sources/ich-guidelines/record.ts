import { z } from 'zod';

const text = z.string().min(1);

/**
 * One section of an ICH guideline on `raw.ich.sections`: a heading (`3.10.1 Risk Management`) or
 * a numbered provision (`3.1.1 When planning trials, the sponsor should…`), with its own text
 * (children excluded), so inspection findings and 483 observations can be matched to the
 * guidance paragraph they echo.
 */
export const IchSectionRecord = z
  .object({
    guideline_code: z.string().regex(/^[EQMS]\d+[A-Z]?(?:\(R\d\))?$/),
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
