import { z } from 'zod';
import { RuleDocumentRecord, Text } from '../rule-documents/record.ts';

/**
 * An FDA guidance document on `raw.rules.documents`: the shared rule-document fields plus what
 * FDA's listing and the document itself say about it.
 */
export const FdaGuidanceRecord = RuleDocumentRecord.extend({
  source_id: z.enum(['fda', 'fda-oncology']),
  /** Regulations.gov docket, e.g. FDA-2021-D-1158; several guidances may share one. */
  docket: z.string().regex(/^FDA-\d{4}-[A-Z]-\d{1,5}$/, 'must be an FDA docket number like FDA-2021-D-1158').nullable(),
  /** Issuing centers and offices as abbreviated by FDA (CDER, CBER, CDRH, OCE, ...). */
  centers: z.array(Text),
  pages: z.number().int().positive().nullable(),
  /** FDA's topic tags (live listing only; the mirror has none). */
  topics: z.array(Text),
  regulated_products: z.array(Text),
  /** The guidance's PDF on fda.gov, when known. */
  pdf_url: z.url().nullable(),
  /** Where the text came from: the mirror's converted markdown, a pdftotext twin, or the PDF itself. */
  text_source: z.enum(['markdown', 'text-twin', 'pdf']),
  /** How the mirror's markdown was made (pdftotext, pymupdf-table, tesseract-ocr); null live. */
  conversion_method: Text.nullable(),
});
export type FdaGuidanceRecord = z.infer<typeof FdaGuidanceRecord>;
