import { createHash } from 'node:crypto';
import type { LiveContext, SourceItem } from '../../connector.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import { wordCount } from '../rule-documents/clean-text.ts';
import { documentItems } from '../rule-documents/emit.ts';
import { headFingerprint, isTransient, readCursor, sourceUrl, withCursor, writeCursor } from '../rule-documents/live.ts';
import { mdcgBody, mdcgId } from './document.ts';
import { parseMdcgPage } from './listing-page.ts';
import type { PageEntry } from './listing-page.ts';
import { MdcgDocumentRecord } from './record.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Live fetching of MDCG documents.
 *
 * - List: GET https://health.ec.europa.eu/medical-devices-sector/new-regulations/guidance-mdcg-endorsed-documents-and-other-guidance_en,
 *   one HTML page with every document (no paging): topic headings, tables, PDF links.
 * - Documents: each linked PDF, read with pdf.js and chunked like the mirror's text. At most
 *   `settings.maxRecords` PDFs per run.
 * - Incremental: the page has no "changed since" filter, but each upload of a PDF gets a new
 *   download link (`/document/download/<uuid>_en?filename=...`). The cursor holds short hashes of
 *   the links already read, so a run fetches only new or re-uploaded PDFs; links that left the
 *   page drop out of it. A link that failed transiently stays out of the cursor and is retried.
 * - Rate: the Commission publishes no rate; one request per second.
 * - probeLive: the page's ETag / Last-Modified from a HEAD request, with the cursor (see `withCursor`).
 */

export const EC_ORIGIN = 'https://health.ec.europa.eu';
export const MDCG_PAGE_PATH = '/medical-devices-sector/new-regulations/guidance-mdcg-endorsed-documents-and-other-guidance_en';
export const EC_RATE_PER_SECOND = 1;
const MIN_WORDS = 20;

/** The page's HEAD fingerprint. */
export async function probeMdcg(context: LiveContext): Promise<string | null> {
  return withCursor(await headFingerprint(context.http, sourceUrl(MDCG_PAGE_PATH, EC_ORIGIN, context.settings.baseUrl), EC_RATE_PER_SECOND), context.cursor);
}

function linkHash(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 12);
}

async function documentItemsFor(context: LiveContext, entry: PageEntry, publicUrl: string): Promise<SourceItem[]> {
  const pdf = await context.http.getBytes(sourceUrl(entry.href, EC_ORIGIN, context.settings.baseUrl), { ratePerSecond: EC_RATE_PER_SECOND });
  const text = await pdfToText(pdf);
  if (wordCount(text) < MIN_WORDS) return [{ ok: false, reason: 'the PDF has no extractable text (a scan?)', ref: publicUrl }];
  const body = mdcgBody(
    {
      file_key: entry.file_key,
      title: entry.title,
      reference: entry.reference,
      issue_month: entry.issue_month,
      topic: entry.topic,
      pages: text.split('\f').length,
      url: sourceUrl(MDCG_PAGE_PATH, EC_ORIGIN, null),
      pdf_url: publicUrl,
      source_file: `${entry.file_key}.pdf`,
      text_source: 'pdf',
      conversion_method: null,
    },
    text,
  );
  return documentItems(MdcgDocumentRecord, mdcgId(entry.file_key), body, publicUrl);
}

/** Fetches the documents whose PDF links are new since the cursor (all on a first run). */
export async function* fetchMdcg(context: LiveContext, schemaVersion: number): AsyncIterable<SourceItem> {
  const page = await context.http.getText(sourceUrl(MDCG_PAGE_PATH, EC_ORIGIN, context.settings.baseUrl), { ratePerSecond: EC_RATE_PER_SECOND });
  const entries = parseMdcgPage(page);
  if (entries.length === 0) throw new Error('the MDCG page lists no PDF documents (has its layout changed?)');
  const previous = readCursor(context.cursor, schemaVersion);
  const known = new Set(previous === null ? [] : previous.split(',').filter((hash) => hash !== ''));
  const handled = new Set<string>();
  const seenKeys = new Set<string>();
  let attempts = 0;
  for (const entry of entries) {
    // One file linked from two topics is one document.
    if (seenKeys.has(entry.file_key)) continue;
    seenKeys.add(entry.file_key);
    const publicUrl = sourceUrl(entry.href, EC_ORIGIN, null);
    const hash = linkHash(publicUrl);
    if (known.has(hash)) {
      handled.add(hash);
      continue;
    }
    if (attempts >= context.settings.maxRecords) continue;
    attempts++;
    try {
      yield* await documentItemsFor(context, entry, publicUrl);
      handled.add(hash);
    } catch (error) {
      if (!isTransient(error)) handled.add(hash);
      yield { ok: false, reason: `could not read the document: ${errorMessage(error)}`, ref: publicUrl };
    }
  }
  context.setCursor(writeCursor(schemaVersion, [...handled].sort().join(',')));
}
