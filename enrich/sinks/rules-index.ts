import type { IndexMapping } from '../../infra/search/search-store.port.ts';

/** The search index rule-document chunks are projected into (rule search, CFR cross-references). */
export const RULES_INDEX = 'rules';

/**
 * Its mapping: the filters rule search needs (source id, document type, status, dates), the
 * lexical fields of a hybrid search (title, the chunk's headings joined into `heading`, the text),
 * and the chunk vector for the semantic one.
 */
export const RULES_MAPPING: IndexMapping = {
  fields: {
    rule_id: 'keyword',
    source_id: 'keyword',
    source: 'keyword',
    publisher: 'keyword',
    document_type: 'keyword',
    reference: 'keyword',
    status: 'keyword',
    therapeutic_area: 'keyword',
    content_hash: 'keyword',
    chunk_index: 'number',
    issue_date: 'date',
    effective_date: 'date',
    updated_date: 'date',
    title: 'text',
    heading: 'text',
    text: 'text',
  },
  vectorDimensions: 384,
};

/** What the index holds per chunk (the enriched record without its vector, plus the joined headings). */
export interface StoredRuleChunk {
  rule_id: string;
  source_id: string;
  source: string;
  publisher: string;
  title: string;
  document_type: string;
  reference: string | null;
  issue_date: string | null;
  issue_month: string | null;
  effective_date: string | null;
  updated_date: string | null;
  status: 'draft' | 'final' | null;
  therapeutic_area: string[] | null;
  url: string | null;
  chunk_index: number;
  chunk_count: number | null;
  heading_path: string[];
  heading: string;
  text: string;
  word_count: number;
  content_hash: string;
  embedding_model: string;
}
