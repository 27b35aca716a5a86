import { createHash } from 'node:crypto';
import { chunkDocument } from '../rule-documents/chunker.ts';
import type { RuleDocumentChunk } from '../rule-documents/record.ts';
import { isOncologyGuidance, therapeuticAreaFromTitle } from './therapeutic-area.ts';

/**
 * One FDA guidance as a rule-document body, whatever it was read from (the mirror's markdown and
 * index, a PDF's text twin, or a PDF fetched live): the mirror reader and the live fetcher build
 * the same shape through here.
 */

export const FDA_PUBLISHER = 'U.S. Food and Drug Administration';

/** What the caller knows about the guidance besides its text. */
export interface GuidanceMetadata {
  title: string;
  docket: string | null;
  issue_date: string | null;
  issue_month: string | null;
  updated_date: string | null;
  /** null: decide from the text (FDA stamps drafts "Draft — Not for Implementation"). */
  status: 'draft' | 'final' | null;
  centers: string[];
  pages: number | null;
  topics: string[];
  regulated_products: string[];
  url: string | null;
  pdf_url: string | null;
  source_file: string | null;
  text_source: 'markdown' | 'text-twin' | 'pdf';
  conversion_method: string | null;
}

const DRAFT_STAMP = /draft\s*[—–-]+\s*not\s+for\s+implementation/i;
// FDA's running header on every page of a guidance, and the draft stamp repeated with it.
const FDA_PAGE_FURNITURE = [/^contains non-?binding recommendations$/i, /^draft\s*[—–-]+\s*not\s+for\s+implementation$/i];
const MAX_KEY_LENGTH = 120;

/**
 * The guidance's stable key: its title without FDA's audience formula ("Guidance for Industry and
 * Food and Drug Administration Staff", before or after the subject, with or without a colon),
 * slugged. The title is the one key every copy of a guidance
 * shares (FDA's listing, its PDF, the mirror's markdown and front-matter); dockets are not unique
 * (one docket holds many guidances) and FDA's landing-page slugs exist only live. Over-long slugs
 * are cut and suffixed with a hash of the whole, so they stay unique.
 */
export function guidanceKey(title: string): string {
  const plain = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  const stripped = plain
    .replace(/^(?:final\s+)?guidance\s+for\s+industry(?:\s+and\s+(?:fda|food and drug administration)\s+staff)?\s*[:\-–—]?\s*/, '')
    .replace(/(?:\s*[:;,\-–—]\s*|\s+)(?:final\s+|draft\s+)?guidance\s+(?:for|document)\b.*$/, '');
  const slug = (stripped.length >= 3 ? stripped : plain).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_KEY_LENGTH) return slug;
  const hash = createHash('sha256').update(slug).digest('hex').slice(0, 8);
  return `${slug.slice(0, MAX_KEY_LENGTH - 10).replace(/-[^-]*$/, '')}-${hash}`;
}

/** The record id of a guidance: `fda-guidance:<title key>`. */
export function guidanceId(title: string): string {
  return `fda-guidance:${guidanceKey(title)}`;
}

/** Whether a guidance's text is stamped as a draft. */
export function isDraftText(text: string): boolean {
  return DRAFT_STAMP.test(text.slice(0, 8_000));
}

/** The body of one guidance, chunked; `chunks` is empty when the text has no words. */
export function guidanceBody(meta: GuidanceMetadata, text: string): Record<string, unknown> & { chunks: RuleDocumentChunk[] } {
  const status = meta.status ?? (isDraftText(text) ? 'draft' : null);
  const oncology = isOncologyGuidance(meta.title, meta.topics);
  const area = oncology ? 'Oncology' : therapeuticAreaFromTitle(meta.title);
  return {
    source_id: oncology ? 'fda-oncology' : 'fda',
    publisher: FDA_PUBLISHER,
    document_type: status === 'draft' ? 'draft guidance' : 'guidance',
    reference: meta.docket,
    title: meta.title,
    issue_date: meta.issue_date,
    issue_month: meta.issue_month,
    effective_date: null,
    updated_date: meta.updated_date,
    status,
    therapeutic_area: area ? [area] : null,
    url: meta.url,
    source_file: meta.source_file,
    part: null,
    docket: meta.docket,
    centers: meta.centers,
    pages: meta.pages,
    topics: meta.topics,
    regulated_products: meta.regulated_products,
    pdf_url: meta.pdf_url,
    text_source: meta.text_source,
    conversion_method: meta.conversion_method,
    chunks: chunkDocument(text, { style: 'plain', dropLines: FDA_PAGE_FURNITURE }),
  };
}
