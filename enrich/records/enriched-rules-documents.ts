import { z } from 'zod';
import { MessageEnvelope } from '../../infra/bus/topics.ts';
import { RULE_SOURCE_IDS } from '../../infra/bus/payloads/raw-rule-documents.ts';

const text = z.string().min(1);

/**
 * One retrieval chunk of a rule document (FDA guidance, EU MDCG document, EMA medicine entry) on
 * `enriched.rules`, with its embedding, keyed `<document id>#<chunk index>`. It carries the
 * document's listing fields so rule search and the CFR references' cross-references can show a
 * hit without a second lookup, and the vector so the `rules` index can be rebuilt from the topic
 * (reindex) without the model. The envelope `source` names the connector; `source_id` is the
 * spec's source id (`fda`, `ema`, ...), the value rule search filters on and cross-references show.
 */
export const EnrichedRuleChunk = MessageEnvelope.extend({
  rule_id: text.describe('Id of the whole document (a split document’s parts share it).'),
  source_id: z.enum(RULE_SOURCE_IDS),
  publisher: text,
  title: text,
  document_type: text,
  reference: text.nullable(),
  issue_date: z.iso.date().nullable(),
  issue_month: z.string().regex(/^\d{4}-\d{2}$/).nullable(),
  effective_date: z.iso.date().nullable(),
  updated_date: z.iso.date().nullable(),
  status: z.enum(['draft', 'final']).nullable(),
  therapeutic_area: z.array(text).nullable(),
  url: z.url().nullable(),
  chunk_index: z.number().int().nonnegative(),
  /**
   * How many chunks the document has, when this record's raw message knew it (a whole document,
   * or the last part of a split one); null otherwise. The index drops a document's chunks at or
   * beyond it, so a document that shrank leaves no stale chunks behind.
   */
  chunk_count: z.number().int().positive().nullable(),
  heading_path: z.array(text),
  text,
  word_count: z.number().int().positive(),
  embedding: z.object({ model: text, dimensions: z.number().int().positive(), vector: text }),
});
export type EnrichedRuleChunk = z.infer<typeof EnrichedRuleChunk>;
