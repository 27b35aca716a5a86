import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { headFingerprint, liveBase } from '../../http/live-url.ts';
import { errorMessage, validatedItem } from '../../validate-item.ts';
import { decodeListText, parse503bCsv, parse503bPage } from './parse-503b-list.ts';
import type { FacilityRow, FacilityRowResult } from './parse-503b-list.ts';
import { OutsourcingFacilityRecord } from './record.ts';

/** Mirror folder of the 503B list. */
export const OUTSOURCING_FACILITIES_DIR = 'fda_503b_outsourcing_facilities';

/** The list's page on fda.gov; `settings.baseUrl` replaces the origin (tests: the replay server). */
export const FDA_ORIGIN = 'https://www.fda.gov';
/** Path of the list's page. */
export const REGISTERED_FACILITIES_PATH = '/drugs/human-drug-compounding/registered-outsourcing-facilities';
/** fda.gov publishes no rate for its pages; one request a second keeps us a quiet client. */
const FDA_RATE_PER_SECOND = 1;

const slug = (value: string | null) => (value ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The record id: facility name, city and state (`anazaohealth-corporation:las-vegas:nv`). The list
 * has no FEI or registration number, and a company can register several sites, so the name alone
 * is not enough; the place makes it one facility.
 */
export function facilityId(row: FacilityRow): string {
  return [slug(row.facility_name), slug(row.city), (row.state ?? '').toLowerCase()].join(':');
}

function* facilityItems(rows: FacilityRowResult[], source: string): Generator<SourceItem> {
  const seen = new Map<string, string>();
  for (const row of rows) {
    if (!row.ok) {
      yield { ok: false, reason: row.reason, ref: row.ref };
      continue;
    }
    const id = facilityId(row.value);
    const earlier = seen.get(id);
    if (earlier) {
      yield { ok: false, reason: `facility ${id} is listed twice (first at ${earlier})`, ref: row.ref, raw: row.value };
      continue;
    }
    seen.set(id, row.ref);
    yield validatedItem(OutsourcingFacilityRecord, id, { ...row.value, source_file: source }, row.ref);
  }
}

function pageUrl(context: LiveContext): string {
  return `${liveBase(context.settings.baseUrl, FDA_ORIGIN)}${REGISTERED_FACILITIES_PATH}`;
}

/**
 * FDA's list of human-drug compounding outsourcing facilities registered under section 503B:
 * one record per facility with name (and former name), city, state, registration dates, last
 * inspection, whether a 483 was issued, recall, the action that followed, and bulk compounding.
 *
 * Mirror: every CSV of `fda_503b_outsourcing_facilities` (the 2020 list is one, Latin-1).
 *
 * Live: the list is the table of `GET https://www.fda.gov/drugs/human-drug-compounding/registered-outsourcing-facilities`
 * (one HTML page, updated weekly; the page's "Export Excel" button builds its file in the browser
 * from that same table, so the page is the download). No paging and no "changed since" filter:
 * `probeLive` sends a HEAD for the page's ETag/Last-Modified, and content hashes keep unchanged
 * facilities from being published again. At most `settings.maxRecords` items; one request a second.
 */
export const outsourcingFacilitiesConnector: Connector = {
  name: 'fda-503b-facilities',
  description: 'FDA registered 503B outsourcing facilities: registration, last inspection, 483 issued, actions',
  topic: TOPICS.rawOutsourcingFacilities,
  schemaVersion: 1,
  mirrorFolder: OUTSOURCING_FACILITIES_DIR,
  defaultSchedule: '0 5 * * 4',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, OUTSOURCING_FACILITIES_DIR)),
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    const dir = join(mirrorDir, OUTSOURCING_FACILITIES_DIR);
    const files = readdirSync(dir)
      .filter((name) => name.toLowerCase().endsWith('.csv'))
      .sort();
    if (files.length === 0) throw new Error(`no 503B list (*.csv) in ${dir}`);
    for (const file of files) {
      let rows: FacilityRowResult[];
      try {
        rows = parse503bCsv(decodeListText(readFileSync(join(dir, file))), file);
      } catch (error) {
        yield { ok: false, reason: `unreadable 503B list: ${errorMessage(error)}`, ref: file };
        continue;
      }
      yield* facilityItems(rows, file);
    }
  },
  async probeLive(context) {
    const response = await context.http.request(context.settings.files?.file ?? pageUrl(context), { method: 'HEAD', ratePerSecond: FDA_RATE_PER_SECOND });
    return headFingerprint(response.headers);
  },
  async *fetchLive(context): AsyncIterable<SourceItem> {
    // A list configured in REGINTEL_SOURCE_FILES (a CSV with the columns of the mirror's) replaces
    // the page, which fda.gov's bot protection may refuse to non-browser clients.
    const configured = context.settings.files?.file;
    const source = configured ?? `${FDA_ORIGIN}${REGISTERED_FACILITIES_PATH}`;
    const bytes = await context.http.getBytes(configured ?? pageUrl(context), { ratePerSecond: FDA_RATE_PER_SECOND, headers: { Accept: configured ? 'text/csv, */*' : 'text/html' } });
    const rows = configured ? parse503bCsv(decodeListText(bytes), source) : parse503bPage(decodeListText(bytes), source);
    let yielded = 0;
    for (const item of facilityItems(rows, source)) {
      if (yielded >= context.settings.maxRecords) {
        context.logger.warn({ maxRecords: context.settings.maxRecords }, 'record cap reached; the rest of the list is left for the next run');
        return;
      }
      yielded += 1;
      yield item;
    }
  },
};
