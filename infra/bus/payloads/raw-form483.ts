import { z } from 'zod';
import { MessageEnvelope } from '../topics.ts';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** An FDA investigator as printed on a 483 ("Mindy M Chou, Investigator"). */
export const Investigator = z.object({ name: z.string().min(1), title: z.string().nullable() });

/**
 * A Form FDA 483 document on `raw.fda.form483`: the header fields and the observations body, as
 * read from the published PDF's text or from the reading-room OCR set. Splitting into numbered
 * observations happens in enrichment.
 */
export const RawForm483 = MessageEnvelope.extend({
  inspection_id: z.string().min(1).describe('483-<FEI>-<inspection end date, YYYYMMDD>: the same for every copy of one 483.'),
  fei_number: z.string().regex(/^\d{5,10}$/, 'FEI must be 5-10 digits, as a string'),
  firm_name: z.string().min(1),
  street_address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable().describe('Two-letter code for US states, else as printed.'),
  country: z.string().min(1),
  establishment_type: z.string().nullable(),
  inspection_start_date: IsoDate.nullable(),
  inspection_end_date: IsoDate,
  date_issued: IsoDate.nullable(),
  publish_date: IsoDate.nullable(),
  source_url: z.string().nullable(),
  text_quality: z.enum(['born_digital', 'ocr']).describe('Born-digital text outranks OCR when both copies exist.'),
  investigators: z.array(Investigator),
  observations_text: z.string().min(1),
});
export type RawForm483 = z.infer<typeof RawForm483>;

/** One standardised citation of FDA's annual Inspection Observations workbook, on `raw.fda.citation_catalogue`. */
export const RawCatalogueCitation = MessageEnvelope.extend({
  fiscal_year: z.number().int().min(2000).max(2100),
  program_area: z.string().min(1),
  cite_id: z.string().min(1),
  reference_number: z.string().min(1),
  short_description: z.string(),
  long_description: z.string().min(1),
  frequency: z.number().int().min(0),
});
export type RawCatalogueCitation = z.infer<typeof RawCatalogueCitation>;
