import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { READING_ROOM_ORIGIN, READING_ROOM_PATH } from '../fda-published-483s/connector.ts';
import { parseReadingRoomListing } from '../fda-published-483s/parse-json-listings.ts';
import { headFingerprint, liveBase } from '../../http/live-url.ts';
import { form483InspectionId } from '../../util/inspection-id.ts';
import { usStateCode } from '../../util/us-states.ts';
import { parseForm483Text } from './parse-form483-text.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import { errorMessage } from '../../validate-item.ts';

/** Mirror folder of published Form 483 documents (PDF plus its `pdftotext -layout` text). */
export const FORM483_DOCUMENTS_DIR = 'fda_form483_documents';

/**
 * Published Form FDA 483 documents: one raw record per document, from the text extracted from
 * each PDF (its pdftotext twin in the mirror when there is one, else pdf.js).
 *
 * Live: FDA's OII reading-room listing (`/datatables-json/ora-foia-reading.json`) links every
 * published 483 PDF with its FEI and posting date. Each run downloads the PDFs posted since the
 * newest one it fetched (the cursor), at 1 request/s, and reads them with pdf.js; the listing's
 * ETag/Last-Modified is the probe fingerprint. The four scanned PDFs carry an OCR layer and the born-digital one clean text; the
 * parser tolerates both and reports which it was (`text_quality`).
 */
export const form483DocumentsConnector: Connector = {
  name: 'fda-483-documents',
  description: 'Published Form FDA 483 documents (full text): header, investigators, numbered observations',
  topic: TOPICS.rawForm483,
  schemaVersion: 1,
  mirrorFolder: FORM483_DOCUMENTS_DIR,
  defaultSchedule: '30 4 * * *',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, FORM483_DOCUMENTS_DIR)),
  async probeLive(context) {
    return headFingerprint((await context.http.request(listingUrl(context), { method: 'HEAD', ratePerSecond: 1 })).headers);
  },
  async *fetchLive(context): AsyncIterable<SourceItem> {
    const listing = parseReadingRoomListing(await context.http.getJson(listingUrl(context), { ratePerSecond: 1 }), READING_ROOM_PATH);
    // Only 483s posted since the newest one fetched before (all of them the first time), oldest
    // first, so a run cut short by the record cap resumes where it stopped.
    const since = context.cursor ?? '';
    const due = listing
      .flatMap((row) => (row.ok && row.value.source_url && (row.value.publish_date ?? '') >= since ? [row.value] : []))
      .sort((a, b) => (a.publish_date ?? '').localeCompare(b.publish_date ?? ''))
      .slice(0, context.settings.maxRecords);
    let newest = context.cursor;
    for (const entry of due) {
      const url = rebase(entry.source_url!, context.settings.baseUrl);
      try {
        const text = await pdfToText(await context.http.getBytes(url, { ratePerSecond: 1 }));
        yield form483Item(text, url, { publish_date: entry.publish_date, source_url: entry.source_url, firm_name: entry.firm_name });
      } catch (error) {
        yield { ok: false, reason: `483 PDF not readable: ${errorMessage(error)}`, ref: url };
      }
      if (entry.publish_date && (!newest || entry.publish_date > newest)) newest = entry.publish_date;
    }
    if (newest) context.setCursor(newest);
  },
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    const dir = join(mirrorDir, FORM483_DOCUMENTS_DIR);
    const names = readdirSync(dir);
    const texts = names.filter((name) => /\.txt$/i.test(name));
    // A PDF with a text twin is read from the twin (pdftotext -layout of the same file); a PDF
    // alone is read with pdf.js.
    const lonePdfs = names.filter((name) => /\.pdf$/i.test(name) && !texts.includes(name.replace(/\.pdf$/i, '.txt')));
    for (const file of [...texts, ...lonePdfs].sort()) {
      let text: string;
      try {
        text = file.toLowerCase().endsWith('.pdf') ? await pdfToText(readFileSync(join(dir, file))) : readFileSync(join(dir, file), 'utf8');
      } catch (error) {
        yield { ok: false, reason: `unreadable PDF: ${errorMessage(error)}`, ref: file };
        continue;
      }
      yield form483Item(text, file, { publish_date: null, source_url: null });
    }
  },
};

/**
 * One 483's text as a raw record, or the reason it cannot be one. Used for mirror files and for
 * PDFs fetched live (then `listing` carries the published-483 list's dates and URL).
 */
export function form483Item(text: string, ref: string, listing: { publish_date: string | null; source_url: string | null; firm_name?: string | null }): SourceItem {
  const parsed = parseForm483Text(text);
  if (!parsed.ok) return { ok: false, reason: parsed.reason, ref };
  const doc = parsed.value;
  const endDate = doc.inspection_end_date ?? doc.date_issued;
  if (!doc.fei_number) return { ok: false, reason: 'no FEI number found in the 483 header', ref };
  if (!endDate) return { ok: false, reason: 'no inspection end date or issue date found in the 483 header', ref };
  const inspectionId = form483InspectionId(doc.fei_number, endDate);
  return {
    ok: true,
    id: inspectionId,
    body: {
      inspection_id: inspectionId,
      fei_number: doc.fei_number,
      firm_name: doc.firm_name ?? listing.firm_name ?? ref,
      street_address: doc.street_address,
      city: doc.city,
      state: usStateCode(doc.state),
      country: doc.country,
      establishment_type: doc.establishment_type,
      inspection_start_date: doc.inspection_start_date,
      inspection_end_date: endDate,
      date_issued: doc.date_issued,
      publish_date: listing.publish_date,
      source_url: listing.source_url,
      text_quality: looksOcr(text) ? 'ocr' : 'born_digital',
      investigators: doc.investigators,
      observations_text: doc.observations_text,
    },
  };
}

/** The OII reading-room listing the published-483 connector also reads: it links every 483 PDF. */
function listingUrl(context: LiveContext): string {
  return `${liveBase(context.settings.baseUrl, READING_ROOM_ORIGIN)}${READING_ROOM_PATH}`;
}

/** A fda.gov document URL on the configured base (a proxy, or the replay server in tests). */
function rebase(url: string, baseUrl: string | null): string {
  if (!baseUrl) return url;
  const parsed = new URL(url);
  return `${baseUrl.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}

/**
 * Scanned 483s betray their OCR layer through the header labels, which OCR reliably mangles
 * ("FEJNUMBER", "OATE(S)"); born-digital text spells them right.
 */
function looksOcr(text: string): boolean {
  return !/FEI NUMBER/.test(text) || /OATE\(S\)|FEJ ?NUMBER|D ISTRICT/.test(text);
}
