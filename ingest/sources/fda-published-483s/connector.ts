import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { headFingerprint, liveBase } from '../../http/live-url.ts';
import { errorMessage, validatedItem } from '../../validate-item.ts';
import type { ListingRowResult } from './listing-row.ts';
import { mergeListings } from './merge-listings.ts';
import type { Listing } from './merge-listings.ts';
import { parseDashboardCsv, parseDashboardXlsx } from './parse-dashboard-export.ts';
import { parseReadingRoomListing, parseScrapedList } from './parse-json-listings.ts';
import { Published483Record } from './record.ts';

/** Mirror folder of the published-483 listings. */
export const PUBLISHED_483S_DIR = 'fda_published_483s';

/** `published_483s_2025-07.xlsx` / `.csv`: a Dashboard export snapshot. */
const DASHBOARD_EXPORT = /^published_483s_(\d{4}-\d{2})\.(xlsx|csv)$/i;
/** `published_483s_list_slickbit_2025-12.json`: a scraped copy of FDA's listing. */
const SCRAPED_LIST = /^published_483s_list_(.+?)_(\d{4}-\d{2})\.json$/i;

/** The reading-room listing on fda.gov; `settings.baseUrl` replaces the origin. */
export const READING_ROOM_ORIGIN = 'https://www.fda.gov';
/** Path of the listing's JSON view; tests serve it from the replay server. */
export const READING_ROOM_PATH = '/datatables-json/ora-foia-reading.json';
/** fda.gov publishes no rate for its JSON views; one request a second keeps us a quiet client. */
const FDA_RATE_PER_SECOND = 1;

// Ranks: Dashboard exports (FDA's own export) outrank third-party scrapes of the listing; within
// each kind the newer snapshot wins. `YYYY-MM` → a number that orders snapshots.
const monthRank = (yyyyMm: string) => Number(yyyyMm.replace('-', ''));
const DASHBOARD_RANK = 1_000_000;

/**
 * Reads the mirror's listings. Each snapshot's xlsx is read (the published format) and its CSV
 * conversion only when there is no xlsx or the xlsx cannot be read. A file that cannot be read
 * becomes one failure and the others still publish.
 */
async function readListings(dir: string): Promise<{ listings: Listing[]; fileFailures: SourceItem[] }> {
  const names = readdirSync(dir).sort();
  const listings: Listing[] = [];
  const fileFailures: SourceItem[] = [];
  const snapshots = new Map<string, { xlsx?: string; csv?: string }>();
  for (const name of names) {
    const match = DASHBOARD_EXPORT.exec(name);
    if (!match) continue;
    const files = snapshots.get(match[1]!) ?? {};
    files[match[2]!.toLowerCase() as 'xlsx' | 'csv'] = name;
    snapshots.set(match[1]!, files);
  }
  for (const [month, files] of [...snapshots.entries()].sort()) {
    let rows: ListingRowResult[] | null = null;
    let source = '';
    if (files.xlsx) {
      try {
        rows = await parseDashboardXlsx(join(dir, files.xlsx), files.xlsx);
        source = files.xlsx;
      } catch (error) {
        fileFailures.push({ ok: false, reason: `unreadable Dashboard export: ${errorMessage(error)}`, ref: files.xlsx });
      }
    }
    if (!rows && files.csv) {
      try {
        rows = parseDashboardCsv(readFileSync(join(dir, files.csv), 'utf8'), files.csv);
        source = files.csv;
      } catch (error) {
        fileFailures.push({ ok: false, reason: `unreadable Dashboard export: ${errorMessage(error)}`, ref: files.csv });
      }
    }
    if (rows) listings.push({ label: `dashboard-${month}`, source, rank: DASHBOARD_RANK + monthRank(month), rows });
  }
  for (const name of names) {
    const match = SCRAPED_LIST.exec(name);
    if (!match) continue;
    try {
      const rows = parseScrapedList(JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown, name);
      listings.push({ label: `scraped-${match[1]!.toLowerCase()}-${match[2]!}`, source: name, rank: monthRank(match[2]!), rows });
    } catch (error) {
      fileFailures.push({ ok: false, reason: `unreadable scraped list: ${errorMessage(error)}`, ref: name });
    }
  }
  const recognised = names.filter((name) => DASHBOARD_EXPORT.test(name) || SCRAPED_LIST.test(name));
  if (recognised.length === 0) throw new Error(`no published_483s_*.xlsx/csv or published_483s_list_*.json in ${dir}`);
  return { listings, fileFailures };
}

function* mergedItems(listings: Listing[]): Generator<SourceItem> {
  const { records, failures } = mergeListings(listings);
  for (const failure of failures) yield { ok: false, ...failure };
  for (const record of records) yield validatedItem(Published483Record, record.id, record.body, record.ref);
}

function readingRoomUrl(context: LiveContext): string {
  return `${liveBase(context.settings.baseUrl, READING_ROOM_ORIGIN)}${READING_ROOM_PATH}`;
}

/**
 * FDA's published Form 483 list: one record per 483 (FEI, firm, 483 date, posting date, PDF
 * address, which snapshots listed it), merged over the Dashboard "Published 483s" exports and the
 * scraped copies of the listing in the mirror.
 *
 * Mirror: the xlsx of each Dashboard snapshot (else its CSV), plus the scraped JSON lists, which
 * add the 483s posted after the last export (2025-07 → 2025-12) and fill nothing the exports
 * already have. Newest export wins each field; see merge-listings.ts for ids.
 *
 * Live: the Dashboard's "Published 483s" download is produced in the browser by its Qlik Sense
 * app and has no stable URL to fetch. The same list (same FEI, firm, record and publish dates,
 * same `/media/<id>/download` PDFs) is published by FDA as the OII FOIA Electronic Reading Room
 * listing, `GET https://www.fda.gov/datatables-json/ora-foia-reading.json`: one JSON document with
 * every posted record (no paging; rows of other record types are skipped). `probeLive` sends a
 * HEAD for its ETag/Last-Modified so an unchanged listing is not downloaded again. The listing has
 * no "changed since" filter, so there is no cursor: content hashes keep unchanged 483s from being
 * published again. At most `settings.maxRecords` items are yielded; one request per second.
 */
export const published483sConnector: Connector = {
  name: 'fda-published-483s',
  description: 'FDA published Form 483 list (Data Dashboard exports, OII reading-room listing): FEI, firm, 483 and posting dates, PDF URL',
  topic: TOPICS.rawPublished483s,
  schemaVersion: 1,
  mirrorFolder: PUBLISHED_483S_DIR,
  defaultSchedule: '0 3 * * 2',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, PUBLISHED_483S_DIR)),
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    const { listings, fileFailures } = await readListings(join(mirrorDir, PUBLISHED_483S_DIR));
    yield* fileFailures;
    yield* mergedItems(listings);
  },
  async probeLive(context) {
    const response = await context.http.request(readingRoomUrl(context), { method: 'HEAD', ratePerSecond: FDA_RATE_PER_SECOND });
    return headFingerprint(response.headers);
  },
  async *fetchLive(context): AsyncIterable<SourceItem> {
    const url = readingRoomUrl(context);
    const json = await context.http.getJson(url, { ratePerSecond: FDA_RATE_PER_SECOND });
    const rows = parseReadingRoomListing(json, READING_ROOM_PATH);
    let yielded = 0;
    for (const item of mergedItems([{ label: 'oii-reading-room', source: `${READING_ROOM_ORIGIN}${READING_ROOM_PATH}`, rank: 0, rows }])) {
      if (yielded >= context.settings.maxRecords) {
        context.logger.warn({ maxRecords: context.settings.maxRecords }, 'record cap reached; the rest of the listing is left for the next run');
        return;
      }
      yielded += 1;
      yield item;
    }
  },
};
