import { excelSerialDate, parseSourceDate } from '../../formats/dates.ts';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { normaliseFei } from '../fda-reading-room/parse-reading-room-csv.ts';

/**
 * One row of any published-483 listing (Dashboard export CSV or xlsx, scraped JSON list, the
 * reading-room JSON), in one shape, so merging does not care where a row came from.
 */
export interface ListingRow {
  fei_number: string | null;
  firm_name: string;
  record_type: string;
  record_date: string | null;
  publish_date: string | null;
  source_url: string | null;
  media_id: string | null;
  state: string | null;
  establishment_type: string | null;
  dashboard_record_id: string | null;
}

/** A parsed row with where it came from (`file#row`), for the DLQ. */
export type ListingRowResult = ParseResult<ListingRow> & { ref: string };

/** A cell as the formats hand it over: CSV text, or an xlsx value (read-excel-file gives dates as Date). */
export type RawCell = string | number | boolean | Date | null | undefined;

/** A cell as tidy text: dates as ISO, non-breaking and repeated spaces squeezed. */
export function cellText(cell: RawCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Placeholders the listings use for "no value". */
const BLANK = /^(?:|-|n\/?a|none|null)$/i;

/**
 * A listing date as ISO: xlsx Date cells, Excel serials, `2024-05-21`, `05/21/2024`. Blank or "-"
 * is null (unknown); anything else unreadable is an error, so the row is dead-lettered rather than
 * published without its date.
 */
export function listingDate(cell: RawCell, column: string): ParseResult<string | null> {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? fail(`${column} is an invalid date`) : ok(cell.toISOString().slice(0, 10));
  if (typeof cell === 'number') {
    const iso = excelSerialDate(cell);
    return iso ? ok(iso) : fail(`${column} ${cell} is not a date`);
  }
  const text = cellText(cell);
  if (BLANK.test(text)) return ok(null);
  const iso = parseSourceDate(text);
  return iso ? ok(iso) : fail(`${column} ${JSON.stringify(text)} is not a date`);
}

/** The FEI as digits; blank is null; anything else is an error naming the value. */
export function listingFei(cell: RawCell, column: string): ParseResult<string | null> {
  const text = typeof cell === 'number' ? String(cell) : cellText(cell);
  if (BLANK.test(text)) return ok(null);
  const fei = normaliseFei(text);
  return fei ? ok(fei) : fail(`${column} ${JSON.stringify(text)} is not an FEI (5–10 digits)`);
}

/**
 * A document address, or null for the listings' placeholders (`https://www.fda.gov/na`) and
 * anything that is not an http(s) URL.
 */
export function documentUrl(cell: RawCell): string | null {
  const text = cellText(cell);
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (/^\/(?:n\/?a|none)?\/?$/i.test(url.pathname)) return null;
  return text;
}

/** The fda.gov media id of a document URL (`/media/178599/download?attachment` → '178599'). */
export function mediaIdOf(url: string | null): string | null {
  return /\/media\/(\d+)(?:\/|$)/.exec(url ?? '')?.[1] ?? null;
}

/** Checks and assembles one row; every problem of the row is named in one reason. */
export function listingRow(fields: {
  fei: RawCell;
  firm: RawCell;
  recordType: RawCell;
  recordDate: RawCell;
  publishDate: RawCell;
  url: RawCell;
  recordId?: RawCell;
  state?: RawCell;
  establishmentType?: RawCell;
  columns: { fei: string; firm: string; recordDate: string; publishDate: string };
}): ParseResult<ListingRow> {
  const fei = listingFei(fields.fei, fields.columns.fei);
  const recordDate = listingDate(fields.recordDate, fields.columns.recordDate);
  const publishDate = listingDate(fields.publishDate, fields.columns.publishDate);
  const firm = cellText(fields.firm);
  const problems = [
    fei.ok ? null : fei.reason,
    firm ? null : `no ${fields.columns.firm}`,
    recordDate.ok ? null : recordDate.reason,
    publishDate.ok ? null : publishDate.reason,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0 || !fei.ok || !recordDate.ok || !publishDate.ok) return fail(problems.join('; '));
  const url = documentUrl(fields.url);
  const optional = (cell: RawCell) => cellText(cell) || null;
  return ok({
    fei_number: fei.value,
    firm_name: firm,
    record_type: cellText(fields.recordType) || '483',
    record_date: recordDate.value,
    publish_date: publishDate.value,
    source_url: url,
    media_id: mediaIdOf(url),
    state: optional(fields.state),
    establishment_type: optional(fields.establishmentType),
    dashboard_record_id: optional(fields.recordId),
  });
}
