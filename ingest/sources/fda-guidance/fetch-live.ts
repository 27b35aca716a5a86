import type { LiveContext, SourceItem } from '../../connector.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import { wordCount } from '../rule-documents/clean-text.ts';
import { documentItems } from '../rule-documents/emit.ts';
import { parseHtml, linksOf } from '../rule-documents/html.ts';
import { advanceWatermark, headFingerprint, isTransient, readCursor, sourceUrl, withCursor, writeCursor } from '../rule-documents/live.ts';
import { guidanceBody, guidanceId } from './document.ts';
import { parseListing } from './listing.ts';
import type { ListingEntry } from './listing.ts';
import { FdaGuidanceRecord } from './record.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Live fetching of FDA guidance documents.
 *
 * - Listing: GET https://www.fda.gov/files/api/datatables/static/search-for-guidance.json, FDA's
 *   static JSON of every guidance. It is one file, not paged: paging happens over its entries.
 * - Incremental: entries are taken oldest first by their listing date (`changed`, else the issue
 *   date); with a cursor, only entries changed after it are fetched. At most
 *   `settings.maxRecords` documents are fetched per run; the cursor then advances only as far as
 *   every document up to it was handled, so a capped or interrupted run resumes where it stopped.
 * - Per document: the PDF linked from the listing (`/media/<id>/download`), or, for the many
 *   entries without one, the first such link on the guidance's landing page; its text (pdf.js)
 *   goes through the same chunker as the mirror, FDA's "I. / A." headings detected in plain text.
 * - Rate: fda.gov publishes no rate for its website; one request per second is the polite pace
 *   used here (the shared client retries 429/5xx with backoff and honours Retry-After).
 * - probeLive: the listing's ETag / Last-Modified from a HEAD request, with the cursor (so a capped
 *   run is followed by another, not skipped as unchanged; see `withCursor`).
 */

export const FDA_ORIGIN = 'https://www.fda.gov';
export const LISTING_PATH = '/files/api/datatables/static/search-for-guidance.json';
export const FDA_RATE_PER_SECOND = 1;
const MEDIA_LINK = /\/media\/\d+\/download/;
const MIN_WORDS = 20;

/** The listing's HEAD fingerprint: unchanged listing, unchanged source. */
export async function probeFdaGuidance(context: LiveContext): Promise<string | null> {
  return withCursor(await headFingerprint(context.http, sourceUrl(LISTING_PATH, FDA_ORIGIN, context.settings.baseUrl), FDA_RATE_PER_SECOND), context.cursor);
}

async function guidanceItems(context: LiveContext, entry: ListingEntry): Promise<SourceItem[]> {
  const { baseUrl } = context.settings;
  const landingRef = entry.landing ? sourceUrl(entry.landing, FDA_ORIGIN, null) : entry.title;
  let pdfLink = entry.pdf;
  if (!pdfLink && entry.landing) {
    const page = await context.http.getText(sourceUrl(entry.landing, FDA_ORIGIN, baseUrl), { ratePerSecond: FDA_RATE_PER_SECOND });
    pdfLink = linksOf(parseHtml(page)).find((link) => MEDIA_LINK.test(link.href))?.href ?? null;
  }
  if (!pdfLink) return [{ ok: false, reason: 'no PDF linked from the listing entry or its landing page', ref: landingRef }];
  const pdf = await context.http.getBytes(sourceUrl(pdfLink, FDA_ORIGIN, baseUrl), { ratePerSecond: FDA_RATE_PER_SECOND });
  const text = await pdfToText(pdf);
  if (wordCount(text) < MIN_WORDS) return [{ ok: false, reason: 'the PDF has no extractable text (a scan?)', ref: sourceUrl(pdfLink, FDA_ORIGIN, null) }];
  const body = guidanceBody(
    {
      title: entry.title,
      docket: entry.docket,
      issue_date: entry.issue_date,
      issue_month: entry.issue_date?.slice(0, 7) ?? null,
      updated_date: entry.changed?.slice(0, 10) ?? null,
      status: entry.status,
      centers: entry.centers,
      pages: text.split('\f').length,
      topics: entry.topics,
      regulated_products: entry.regulated_products,
      url: entry.landing ? sourceUrl(entry.landing, FDA_ORIGIN, null) : null,
      pdf_url: sourceUrl(pdfLink, FDA_ORIGIN, null),
      source_file: null,
      text_source: 'pdf',
      conversion_method: null,
    },
    text,
  );
  return documentItems(FdaGuidanceRecord, guidanceId(entry.title), body, landingRef);
}

/** Fetches the guidances changed since the cursor (all of them on a first run), oldest first. */
export async function* fetchFdaGuidance(context: LiveContext, schemaVersion: number): AsyncIterable<SourceItem> {
  const listingUrl = sourceUrl(LISTING_PATH, FDA_ORIGIN, context.settings.baseUrl);
  const entries = parseListing(await context.http.getJson(listingUrl, { ratePerSecond: FDA_RATE_PER_SECOND }));
  const since = readCursor(context.cursor, schemaVersion);
  const wanted: ListingEntry[] = [];
  for (const entry of entries) {
    if (!entry.ok) {
      yield { ok: false, reason: entry.reason, ref: `search-for-guidance.json#${entry.index}` };
      continue;
    }
    const date = entry.value.listing_date;
    // An entry without any date cannot be placed after a cursor: it is read on full runs only.
    if (since === null || (date !== null && date > since)) wanted.push(entry.value);
  }
  wanted.sort((a, b) => (a.listing_date ?? '').localeCompare(b.listing_date ?? '') || a.title.localeCompare(b.title));

  const batch = wanted.slice(0, Math.max(0, context.settings.maxRecords));
  const attempted: Array<{ date: string; done: boolean }> = [];
  for (const entry of batch) {
    let done = true;
    try {
      yield* await guidanceItems(context, entry);
    } catch (error) {
      done = !isTransient(error);
      yield { ok: false, reason: `could not fetch the guidance: ${errorMessage(error)}`, ref: entry.landing ? sourceUrl(entry.landing, FDA_ORIGIN, null) : entry.title };
    }
    if (entry.listing_date !== null) attempted.push({ date: entry.listing_date, done });
  }
  const mark = advanceWatermark(attempted, wanted[batch.length]?.listing_date ?? null);
  if (mark !== null) context.setCursor(writeCursor(schemaVersion, mark));
}
