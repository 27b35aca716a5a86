import { z } from 'zod';

const text = z.string().min(1);

/**
 * One section of the Federal Food, Drug, and Cosmetic Act as codified in 21 U.S.C. chapter 9
 * subchapter V, published on `raw.usc.fdca_sections`. Warning letters cite the Act's own numbers
 * ("adulterated under section 501(a)(2)(B)"), the Code its own (21 U.S.C. 351): `fdca_section`
 * carries the Act's number so either citation resolves to the section.
 */
export const FdcaSectionRecord = z.object({
  citation: z.string().regex(/^21 U\.S\.C\. \d+[a-z]*(?:-\d+[a-z]*)?$/),
  usc_title: z.literal(21),
  usc_section: z.string().regex(/^\d+[a-z]*(?:-\d+[a-z]*)?$/),
  fdca_section: z.string().regex(/^\d+[A-Z]*(?:-\d+)?$/).nullable(),
  heading: text,
  status: z.enum(['in_force', 'repealed']),
  part: text.nullable(),
  text,
  subsections: z.array(z.object({ label: text, heading: text.nullable(), text: text.nullable() })),
  source_credit: text.nullable(),
  notes: z.array(z.object({ heading: text, text })),
  current_through: z.iso.date().nullable(),
  edition: text.nullable(),
  source_format: z.enum(['markdown', 'uscode-html']),
  source_file: text.nullable(),
  source_url: z.url(),
});

/** A record body as the schema checks it. */
export type FdcaSectionBody = z.infer<typeof FdcaSectionRecord>;
