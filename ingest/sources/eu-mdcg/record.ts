import { z } from 'zod';
import { RuleDocumentRecord, Text } from '../rule-documents/record.ts';

/** Who publishes MDCG documents: the spec has no EU source id, so they travel as `ema` with this publisher. */
export const MDCG_PUBLISHER = 'European Commission MDCG';

/**
 * An EU MDCG (Medical Device Coordination Group) guidance document on `raw.rules.documents`.
 * `source` is `ema` only because the spec's source ids have no EU entry: MDCG documents are the
 * European Commission's, as `publisher` says.
 */
export const MdcgDocumentRecord = RuleDocumentRecord.extend({
  source_id: z.literal('ema'),
  publisher: z.literal(MDCG_PUBLISHER),
  /** The Commission page's topic (mirror: the mirror's topic folder, e.g. 'clinical-investigation'). */
  topic: Text.nullable(),
  pages: z.number().int().positive().nullable(),
  pdf_url: z.url().nullable(),
  text_source: z.enum(['markdown', 'pdf']),
  conversion_method: Text.nullable(),
});
export type MdcgDocumentRecord = z.infer<typeof MdcgDocumentRecord>;
