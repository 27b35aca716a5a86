import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { liveBase } from '../../http/live-url.ts';
import { errorMessage, validatedItem } from '../../validate-item.ts';
import type { LetterRowResult } from './letter-row.ts';
import { FDA_ORIGIN } from './letter-row.ts';
import { mergeLetterListings } from './merge-letters.ts';
import type { LetterListing } from './merge-letters.ts';
import { parseLetterCsv } from './parse-letter-csv.ts';
import { DataTablesPage, parseDataTablesRows } from './parse-datatables.ts';
import { WarningLetterRecord } from './record.ts';

/** Mirror folder of the warning-letter listings. */
export const WARNING_LETTERS_DIR = 'fda_warning_letters_listing';

/** The DataTables view behind https://www.fda.gov/…/compliance-actions-and-activities/warning-letters. */
export const WARNING_LETTERS_AJAX_PATH = '/datatables/views/ajax';
const LISTING_PAGE = `${FDA_ORIGIN}/inspections-compliance-enforcement-and-criminal-investigations/compliance-actions-and-activities/warning-letters`;
const VIEW = { view_name: 'warning_letter_solr_index', view_display_id: 'warning_letter_solr_block' } as const;
const PAGE_SIZE = 100;
/** fda.gov documents no rate for its views; one request a second keeps us a quiet client. */
const FDA_RATE_PER_SECOND = 1;

function pageUrl(context: LiveContext, start: number, length: number, draw: number): string {
  const query = new URLSearchParams({
    ...VIEW,
    draw: String(draw),
    start: String(start),
    length: String(length),
    // Newest posted first (column 0), which the incremental stop below relies on.
    'order[0][column]': '0',
    'order[0][dir]': 'desc',
  });
  return `${liveBase(context.settings.baseUrl, FDA_ORIGIN)}${WARNING_LETTERS_AJAX_PATH}?${query}`;
}

async function fetchPage(context: LiveContext, start: number, length: number, draw: number): Promise<DataTablesPage> {
  const json = await context.http.getJson(pageUrl(context, start, length, draw), {
    ratePerSecond: FDA_RATE_PER_SECOND,
    // The view answers as JSON only to an XHR from its page.
    headers: { 'X-Requested-With': 'XMLHttpRequest', Referer: LISTING_PAGE },
  });
  const page = DataTablesPage.safeParse(json);
  if (!page.success) throw new Error(`listing page at offset ${start} is not a DataTables answer: ${page.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return page.data;
}

/** Reads every warning-letter CSV of the mirror; an unreadable file becomes one failure. */
function readListings(dir: string): { listings: LetterListing[]; fileFailures: SourceItem[] } {
  const files = readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.csv'))
    .sort();
  if (files.length === 0) throw new Error(`no warning-letter CSV in ${dir}`);
  const listings: LetterListing[] = [];
  const fileFailures: SourceItem[] = [];
  for (const file of files) {
    try {
      const { rows } = parseLetterCsv(readFileSync(join(dir, file), 'utf8'), file);
      listings.push({ label: file.replace(/\.csv$/i, ''), source: file, rank: snapshotRank(rows), rows });
    } catch (error) {
      fileFailures.push({ ok: false, reason: `unreadable warning-letter listing: ${errorMessage(error)}`, ref: file });
    }
  }
  return { listings, fileFailures };
}

/**
 * A listing cannot list a letter posted after it was made, so its newest posted date orders the
 * snapshots (the file names do not all carry a date, and last_updated.json is a scraper's log).
 */
function snapshotRank(rows: LetterRowResult[]): number {
  const newest = rows.reduce((max, row) => (row.ok && row.value.posted_date > max ? row.value.posted_date : max), '');
  return Number(newest.replaceAll('-', '') || 0);
}

function* mergedItems(listings: LetterListing[]): Generator<SourceItem> {
  const { records, failures } = mergeLetterListings(listings);
  for (const failure of failures) yield { ok: false, ...failure };
  for (const record of records) yield validatedItem(WarningLetterRecord, record.id, record.body, record.ref);
}

/**
 * FDA warning letters as listed on fda.gov: one record per letter with company, letter and posted
 * dates, issuing office (normalised), subject, letter page and the compliance case id parsed from
 * its address, plus response/closeout letters where a listing gives them.
 *
 * Mirror: every CSV of `fda_warning_letters_listing` (the scraped listing with letter addresses
 * and fda.gov's own table export with response/closeout columns), merged — newest listing wins a
 * field, see merge-letters.ts for ids and how the keyless export is matched. `last_updated.json`
 * is the scraper's fetch log and is not read.
 *
 * Live: the listing page's DataTables view, `GET https://www.fda.gov/datatables/views/ajax
 * ?view_name=warning_letter_solr_index&view_display_id=warning_letter_solr_block&start=<offset>
 * &length=100&draw=<n>&order[0][column]=0&order[0][dir]=desc` with `X-Requested-With:
 * XMLHttpRequest`, paged by `start` until `recordsTotal`, newest posted first. The cursor is the
 * newest posted date seen: a later run stops at the first page with nothing posted on or after it
 * (that day is read again, as letters are posted through the day). When `settings.maxRecords`
 * stops a run first, the cursor is not moved, so the letters not reached are not skipped for
 * good. `probeLive` asks for one row: the total and the newest posted date. One request a second.
 */
export const warningLettersConnector: Connector = {
  name: 'fda-warning-letters',
  description: 'FDA warning letters listing (fda.gov): company, dates, issuing office, subject, letter URL, case id, response/closeout',
  topic: TOPICS.rawWarningLetters,
  schemaVersion: 1,
  mirrorFolder: WARNING_LETTERS_DIR,
  defaultSchedule: '0 6 * * 3',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, WARNING_LETTERS_DIR)),
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    const { listings, fileFailures } = readListings(join(mirrorDir, WARNING_LETTERS_DIR));
    yield* fileFailures;
    yield* mergedItems(listings);
  },
  async probeLive(context) {
    const page = await fetchPage(context, 0, 1, 1);
    const [newest] = parseDataTablesRows(page, 'probe');
    return `total:${page.recordsTotal ?? page.recordsFiltered ?? 'unknown'};newest:${newest?.ok ? `${newest.value.posted_date}/${newest.value.url_slug}` : 'none'}`;
  },
  async *fetchLive(context): AsyncIterable<SourceItem> {
    const { cursor, settings } = context;
    const rows: LetterRowResult[] = [];
    const seen = new Set<string>();
    let start = 0;
    let draw = 1;
    let complete = false;
    let capped = false;
    while (!complete && !capped) {
      let page: DataTablesPage;
      try {
        page = await fetchPage(context, start, PAGE_SIZE, draw);
      } catch (error) {
        // Nothing read yet: the source failed. Later pages: keep what was read, and leave the cursor.
        if (rows.length === 0) throw error;
        yield { ok: false, reason: `listing paging stopped: ${errorMessage(error)}`, ref: pageUrl(context, start, PAGE_SIZE, draw) };
        break;
      }
      draw += 1;
      if (page.data.length === 0) {
        complete = true;
        break;
      }
      let reachedCursor = false;
      for (const row of parseDataTablesRows(page, `listing@${start}`)) {
        if (row.ok && cursor && row.value.posted_date < cursor) {
          reachedCursor = true;
          continue;
        }
        // New letters posted while paging shift rows onto the next page; a row seen twice is the same letter.
        if (row.ok && row.value.url_slug) {
          if (seen.has(row.value.url_slug)) continue;
          seen.add(row.value.url_slug);
        }
        if (rows.length >= settings.maxRecords) {
          capped = true;
          break;
        }
        rows.push(row);
      }
      start += page.data.length;
      const total = page.recordsFiltered ?? page.recordsTotal;
      // A cap that cut a page short leaves letters unread even on the last page: not complete.
      if (!capped && (reachedCursor || (total !== undefined && start >= total))) complete = true;
    }
    if (capped) context.logger.warn({ maxRecords: settings.maxRecords, start }, 'record cap reached before the end of the listing; cursor left where it was');
    yield* mergedItems([{ label: 'fda.gov-listing', source: LISTING_PAGE, rank: 0, rows }]);
    const newest = rows.reduce((max, row) => (row.ok && row.value.posted_date > max ? row.value.posted_date : max), cursor ?? '');
    if (complete && newest) context.setCursor(newest);
  },
};
