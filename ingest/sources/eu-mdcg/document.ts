import { chunkDocument } from '../rule-documents/chunker.ts';
import type { RuleDocumentChunk } from '../rule-documents/record.ts';
import { readDocumentHead } from './head.ts';
import { MDCG_PUBLISHER } from './record.ts';

/**
 * One MDCG document as a rule-document body, from the mirror's markdown or a PDF fetched live.
 *
 * Id: `eu-mdcg:<file name>` — the name of the PDF as the Commission publishes it
 * (`mdcg_2021-24_en`), the one key every copy shares: the mirror's index lists it, the live page
 * links it (`...?filename=mdcg_2021-24_en.pdf`). MDCG references cannot serve: a fifth of the
 * documents have none, and one reference covers several files (MDCG 2024-1 and its annexes).
 */

export interface MdcgMetadata {
  /** File name of the PDF without `.pdf`: the id key. */
  file_key: string;
  /** From the listing page (live); null: read from the cover page. */
  title: string | null;
  reference: string | null;
  issue_month: string | null;
  topic: string | null;
  pages: number | null;
  url: string | null;
  pdf_url: string | null;
  source_file: string | null;
  text_source: 'markdown' | 'pdf';
  conversion_method: string | null;
}

// The running header of MDCG documents' pages.
const MDCG_PAGE_FURNITURE = [/^medical devices?$/i, /^medical devices? coordination group document\b/i];

/** The record id of an MDCG document. */
export function mdcgId(fileKey: string): string {
  return `eu-mdcg:${fileKey}`;
}

/** A PDF or markdown file name as an id key: no folder, no extension, lower case. */
export function fileKey(name: string): string {
  return (name.split('/').pop() ?? name).replace(/\.(?:pdf|md)$/i, '').trim().toLowerCase();
}

/** "md_mdcg_2019_13_sampling_mdr_ivdr_en" → "md mdcg 2019 13 sampling mdr ivdr en": a last-resort title. */
function titleFromKey(key: string): string {
  return key.replace(/[_-]+/g, ' ').trim();
}

/** The body of one MDCG document, chunked. */
export function mdcgBody(meta: MdcgMetadata, text: string): Record<string, unknown> & { chunks: RuleDocumentChunk[] } {
  const head = readDocumentHead(text);
  const reference = meta.reference ?? head.reference;
  const month = meta.issue_month ?? head.month;
  return {
    source_id: 'ema',
    publisher: MDCG_PUBLISHER,
    // Documents on the page without an MDCG number are the Commission's own Q&As and notes.
    document_type: reference ? 'MDCG guidance' : 'guidance',
    reference,
    title: meta.title ?? head.title ?? titleFromKey(meta.file_key),
    issue_date: null,
    issue_month: month,
    effective_date: null,
    updated_date: null,
    // The page lists endorsed (final) documents; MDCG drafts are not published there.
    status: 'final',
    therapeutic_area: null,
    url: meta.url,
    source_file: meta.source_file,
    part: null,
    topic: meta.topic,
    pages: meta.pages,
    pdf_url: meta.pdf_url,
    text_source: meta.text_source,
    conversion_method: meta.conversion_method,
    chunks: chunkDocument(text, { style: 'plain', dropLines: MDCG_PAGE_FURNITURE }),
  };
}
