import { readHtmlFragment } from '../fda-warning-letters/html-fragment.ts';
import { listingRow } from './listing-row.ts';
import type { ListingRowResult, RawCell } from './listing-row.ts';

/**
 * The two JSON shapes of FDA's published-483 list:
 *
 * - the OII FOIA Electronic Reading Room listing, `https://www.fda.gov/datatables-json/ora-foia-reading.json`:
 *   an array of Drupal view rows (`field_record_date`, `field_fein`, `field_company_name_1`,
 *   `field_foia_record_type`, `field_foia_record_type_1` = `<a href="/media/<id>/download">483</a>`,
 *   `field_publish_date`, `field_state_1`, `field_establishment_type_1`), MM/DD/YYYY dates, cells
 *   that may carry HTML. It lists every record type (483, EIR, responses…); only 483s are kept.
 * - the scraped copies of that listing in the mirror (`published_483s_list_<who>_<YYYY-MM>.json`):
 *   `{date, fei_number, name, firebaseUrl}`, numeric FEIs, MM/DD/YYYY dates, no posting date.
 */

const FDA_ORIGIN = 'https://www.fda.gov';

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return readHtmlFragment(String(value)).text.replace(/\n/g, ' ');
}

function fieldDate(value: unknown): string {
  if (value === null || value === undefined) return '';
  const fragment = readHtmlFragment(String(value));
  return fragment.datetimes[0] ?? fragment.text;
}

function absolute(href: string | undefined): string | null {
  if (!href) return null;
  try {
    return new URL(href, FDA_ORIGIN).toString();
  } catch {
    return null;
  }
}

/** Throws when the document is not a JSON array: the file (or fetch) as a whole is unusable. */
function asArray(json: unknown, what: string): unknown[] {
  if (!Array.isArray(json)) throw new Error(`${what} is not a JSON array`);
  return json;
}

function objectEntry(entry: unknown): Record<string, unknown> | null {
  return entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, unknown>) : null;
}

/** Rows of a scraped list. */
export function parseScrapedList(json: unknown, file: string): ListingRowResult[] {
  return asArray(json, file).map((entry, index) => {
    const ref = `${file}#${index}`;
    const row = objectEntry(entry);
    if (!row) return { ok: false, reason: 'list entry is not an object', ref };
    return {
      ...listingRow({
        fei: row.fei_number as RawCell,
        firm: row.name as RawCell,
        recordType: '483',
        recordDate: row.date as RawCell,
        publishDate: null,
        url: row.firebaseUrl as RawCell,
        columns: { fei: 'fei_number', firm: 'name', recordDate: 'date', publishDate: 'publish date' },
      }),
      ref,
    };
  });
}

/** The record type of a reading-room row: the plain field, else the link text of the typed one. */
function recordType(row: Record<string, unknown>): string {
  return fieldText(row.field_foia_record_type) || fieldText(row.field_foia_record_type_1);
}

/** The 483 rows of the reading-room listing; rows of other record types are not 483s and are skipped. */
export function parseReadingRoomListing(json: unknown, source: string): ListingRowResult[] {
  const results: ListingRowResult[] = [];
  asArray(json, source).forEach((entry, index) => {
    const row = objectEntry(entry);
    const ref = `${source}#${index}`;
    if (!row) {
      results.push({ ok: false, reason: 'listing entry is not an object', ref });
      return;
    }
    const type = recordType(row);
    if (type !== '483') return;
    const link = readHtmlFragment(String(row.field_foia_record_type_1 ?? '')).hrefs[0];
    results.push({
      ...listingRow({
        fei: fieldText(row.field_fein),
        firm: fieldText(row.field_company_name_1),
        recordType: type,
        recordDate: fieldDate(row.field_record_date),
        publishDate: fieldDate(row.field_publish_date),
        url: absolute(link),
        state: fieldText(row.field_state_1),
        establishmentType: fieldText(row.field_establishment_type_1),
        columns: { fei: 'field_fein', firm: 'field_company_name_1', recordDate: 'field_record_date', publishDate: 'field_publish_date' },
      }),
      ref: `${source}#mid${fieldText(row.mid) || index}`,
    });
  });
  return results;
}
