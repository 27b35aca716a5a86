import { z } from 'zod';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { isoDate } from '../../formats/dates.ts';
import { parseHtml, linksOf, textOf } from '../rule-documents/html.ts';

/**
 * FDA's guidance listing: the static JSON behind the DataTables widget of "Search for FDA
 * Guidance Documents" (https://www.fda.gov/files/api/datatables/static/search-for-guidance.json).
 * One JSON array of every guidance (~2,800), each a flat object of strings, several of them HTML
 * fragments:
 *
 * - `title`: `<a href="/regulatory-information/search-fda-guidance-documents/<slug>">Title</a>`
 * - `field_associated_media_2`: `<a href="/media/<id>/download">PDF (291 KB)</a>` or '' (then the
 *   PDF is linked from the landing page only)
 * - `field_issue_datetime`: MM/DD/YYYY; `field_final_guidance_1`: Draft | Final
 * - `field_docket_number`: the docket, plain or as a link to regulations.gov
 * - `field_issuing_office_taxonomy`: issuing offices separated by `<br>`; `field_center`: the center
 * - `term_node_tid`: comma-separated topics; `field_regulated_product_field`: comma-separated products
 * - `field_communication_type`: 'Guidance Document', ...; `changed`: `<time datetime="ISO">`
 */

const RawListingEntry = z.looseObject({
  title: z.string(),
  field_associated_media_2: z.string().optional(),
  field_issue_datetime: z.string().optional(),
  field_final_guidance_1: z.string().optional(),
  field_docket_number: z.string().optional(),
  field_issuing_office_taxonomy: z.string().optional(),
  field_center: z.string().optional(),
  term_node_tid: z.string().optional(),
  field_regulated_product_field: z.string().optional(),
  field_communication_type: z.string().optional(),
  changed: z.string().optional(),
});

/** One guidance of the listing, normalised. */
export interface ListingEntry {
  title: string;
  /** Landing page path or URL as listed (relative to www.fda.gov). */
  landing: string | null;
  /** PDF link as listed, when the listing has one. */
  pdf: string | null;
  issue_date: string | null;
  status: 'draft' | 'final' | null;
  docket: string | null;
  centers: string[];
  topics: string[];
  regulated_products: string[];
  communication_type: string | null;
  /** When FDA last changed the entry (ISO instant, UTC), from `changed`. */
  changed: string | null;
  /** The date incremental fetching orders and filters by: `changed`, else the issue date. */
  listing_date: string | null;
}

const CENTER_ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/drug evaluation and research/i, 'CDER'],
  [/biologics evaluation and research/i, 'CBER'],
  [/devices and radiological health/i, 'CDRH'],
  [/food safety and applied nutrition/i, 'CFSAN'],
  [/human foods program/i, 'HFP'],
  [/veterinary medicine/i, 'CVM'],
  [/tobacco products/i, 'CTP'],
  [/regulatory affairs/i, 'ORA'],
  [/inspections and investigations/i, 'OII'],
  [/oncology center of excellence/i, 'OCE'],
  [/combination products/i, 'OCP'],
  [/office of the commissioner/i, 'OC'],
];

function abbreviateCenter(name: string): string {
  return CENTER_ABBREVIATIONS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
}

function usDate(raw: string | undefined): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec((raw ?? '').trim());
  return match ? isoDate(Number(match[3]), Number(match[1]), Number(match[2])) : null;
}

/** Items of a listing field: offices are separated by `<br>`, topics and products by commas. */
function items(raw: string | undefined, separator: 'br' | 'comma'): string[] {
  const html = raw ?? '';
  const pieces = separator === 'br' ? html.split(/<br\s*\/?>/i).map((piece) => textOf(parseHtml(piece))) : textOf(parseHtml(html)).split(',');
  return [...new Set(pieces.map((piece) => piece.trim()).filter((piece) => piece !== ''))];
}

function changedInstant(raw: string | undefined): string | null {
  const html = raw ?? '';
  const attribute = /datetime="([^"]+)"/.exec(html)?.[1] ?? textOf(parseHtml(html));
  const ms = Date.parse(attribute);
  return attribute !== '' && Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** Normalises one listing entry; a failure names what is missing. */
export function parseListingEntry(raw: unknown): ParseResult<ListingEntry> {
  const parsed = RawListingEntry.safeParse(raw);
  if (!parsed.success) return fail(`not a listing entry: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`).join('; ')}`);
  const entry = parsed.data;
  const titleNodes = parseHtml(entry.title);
  const title = textOf(titleNodes);
  if (title === '') return fail('entry without a title');
  const landing = linksOf(titleNodes)[0]?.href ?? null;
  const pdf = linksOf(parseHtml(entry.field_associated_media_2 ?? ''))[0]?.href ?? null;
  const issueDate = usDate(entry.field_issue_datetime);
  const changed = changedInstant(entry.changed);
  const status = (entry.field_final_guidance_1 ?? '').trim().toLowerCase();
  const docket = textOf(parseHtml(entry.field_docket_number ?? ''));
  const offices = items(entry.field_issuing_office_taxonomy, 'br');
  const center = textOf(parseHtml(entry.field_center ?? ''));
  return ok({
    title,
    landing,
    pdf,
    issue_date: issueDate,
    status: status === 'draft' ? 'draft' : status === 'final' ? 'final' : null,
    docket: /^FDA-\d{4}-[A-Z]-\d{1,5}$/.test(docket) ? docket : null,
    centers: [...new Set((offices.length > 0 ? offices : center === '' ? [] : [center]).map(abbreviateCenter))],
    topics: items(entry.term_node_tid, 'comma'),
    regulated_products: items(entry.field_regulated_product_field, 'comma'),
    communication_type: textOf(parseHtml(entry.field_communication_type ?? '')) || null,
    changed,
    listing_date: changed ?? (issueDate ? `${issueDate}T00:00:00.000Z` : null),
  });
}

/** Every entry of the listing JSON, in listing order; throws when the document is not the listing array. */
export function parseListing(json: unknown): Array<ParseResult<ListingEntry> & { index: number }> {
  if (!Array.isArray(json)) throw new Error('the guidance listing is not a JSON array');
  return json.map((raw, index) => ({ ...parseListingEntry(raw), index }));
}
