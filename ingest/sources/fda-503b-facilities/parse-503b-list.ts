import { parseCsvTable } from '../../formats/csv.ts';
import { parseSourceDate } from '../../formats/dates.ts';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { normaliseFei } from '../fda-reading-room/parse-reading-room-csv.ts';
import { readHtmlTables } from '../fda-warning-letters/html-fragment.ts';
import { parseFacilityName } from './facility-name.ts';
import type { FacilityName } from './facility-name.ts';

/**
 * Parsers for FDA's "Registered Outsourcing Facilities" list, in the two forms it comes in:
 * the table of https://www.fda.gov/drugs/human-drug-compounding/registered-outsourcing-facilities
 * (headers carry footnote numbers: "Last Inspection 2", "Action Based on Last Inspection 4,5")
 * and a CSV flattening of it with snake_case headers (`date_last_inspection`, `form483_issued`,
 * `other_action`…). Columns are found by name in either spelling; only the facility is required.
 */

/** One facility as either form of the list gives it, before the id and source are added. */
export type FacilityRow = FacilityName & {
  fei_number: string | null;
  contact: string | null;
  initial_registration_date: string | null;
  most_recent_registration_date: string | null;
  last_inspection_date: string | null;
  not_yet_inspected: boolean;
  form_483_issued: boolean | null;
  recall_conducted: boolean | null;
  action_after_inspection: string | null;
  action_date: string | null;
  compounds_from_bulk_substances: boolean | null;
};

/** A parsed row with its `file#line` or `page#row`, for the DLQ. */
export type FacilityRowResult = ParseResult<FacilityRow> & { ref: string };

type Field = 'facility' | 'fei' | 'contact' | 'initial' | 'recent' | 'inspection' | 'form483' | 'recall' | 'action' | 'bulk';

const SYNONYMS: Record<Field, readonly string[]> = {
  facility: ['facility name', 'facility'],
  fei: ['fei', 'fei number', 'fei #'],
  contact: ['contact'],
  initial: ['initial outsourcing registration date', 'initial registration date', 'initial date of registration as an outsourcing facility'],
  recent: ['current outsourcing registration date', 'most recent registration date', 'date of most recent registration as an outsourcing facility'],
  inspection: ['date last inspection', 'last inspection', 'date of last inspection', 'end date of last fda inspection related to compounding'],
  form483: ['form483 issued', 'form 483 issued', 'form fda 483 issued', 'was a form fda 483 issued'],
  recall: ['recall conducted'],
  action: ['other action', 'other actions', 'action based on last inspection'],
  bulk: ['intent to compound from bulk drug substance', 'intends to compound sterile drugs from bulk substances', 'intends to compound from bulk drug substances'],
};

/** "Action Based on Last Inspection 4,5" → "action based on last inspection"; "form483_issued" → "form483 issued". */
export function headerKey(header: string): string {
  return header
    .replace(/\u00a0/g, ' ')
    .toLowerCase()
    .replace(/[_\-/]/g, ' ')
    .replace(/[?:*().]/g, '')
    .replace(/(?:\s+\d+(?:\s*,\s*\d+)*)+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function columnsOf(header: readonly string[]): Partial<Record<Field, number>> {
  const keys = header.map(headerKey);
  const found: Partial<Record<Field, number>> = {};
  for (const field of Object.keys(SYNONYMS) as Field[]) {
    const index = keys.findIndex((key) => SYNONYMS[field].includes(key));
    if (index >= 0) found[field] = index;
  }
  return found;
}

const tidy = (cell: string | undefined) => (cell ?? '').replace(/\u00a0/g, ' ').replace(/[ \t]+/g, ' ').trim();
const NOT_APPLICABLE = /^(?:|n\/?a|none|-)$/i;

function yesNo(cell: string | undefined, column: string): ParseResult<boolean | null> {
  const text = tidy(cell);
  if (NOT_APPLICABLE.test(text)) return ok(null);
  if (/^yes\b/i.test(text)) return ok(true);
  if (/^no\b/i.test(text)) return ok(false);
  return fail(`${column} ${JSON.stringify(text)} is not Yes, No or N/A`);
}

function date(cell: string | undefined, column: string): ParseResult<string | null> {
  const text = tidy(cell);
  if (NOT_APPLICABLE.test(text)) return ok(null);
  const iso = parseSourceDate(text);
  return iso ? ok(iso) : fail(`${column} ${JSON.stringify(text)} is not a date`);
}

/**
 * The action after the last inspection without FDA's footnote marks ("Open7" → "Open",
 * "Untitled Letter Issued 3/18/20197" → "… 3/18/2019") and the first date in it.
 */
export function inspectionAction(cell: string | undefined): { action: string | null; date: string | null } {
  const text = tidy(cell)
    .replace(/^(open)\s*\d+$/i, '$1')
    .replace(/(\b\d{1,2}\/\d{1,2}\/\d{4})\d+\b/g, '$1');
  if (NOT_APPLICABLE.test(text)) return { action: null, date: null };
  const found = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/.exec(text);
  return { action: text, date: found ? parseSourceDate(found[0]) : null };
}

function facilityRow(cells: readonly string[], columns: Partial<Record<Field, number>>): ParseResult<FacilityRow> {
  const cell = (field: Field) => (columns[field] === undefined ? undefined : cells[columns[field]!]);
  const name = parseFacilityName(cell('facility') ?? '');
  const inspectionText = tidy(cell('inspection'));
  const notYetInspected = /^not yet inspected$/i.test(inspectionText);
  const initial = date(cell('initial'), 'initial registration date');
  const recent = date(cell('recent'), 'most recent registration date');
  const inspection = notYetInspected ? ok(null) : date(cell('inspection'), 'last inspection date');
  const form483 = yesNo(cell('form483'), 'Form 483 issued');
  const recall = yesNo(cell('recall'), 'recall conducted');
  const bulk = yesNo(cell('bulk'), 'intends to compound from bulk substances');
  const feiText = tidy(cell('fei'));
  const fei = NOT_APPLICABLE.test(feiText) ? null : normaliseFei(feiText);
  const problems = [
    name.facility_name ? null : 'no facility name',
    feiText && !NOT_APPLICABLE.test(feiText) && !fei ? `FEI ${JSON.stringify(feiText)} is not 5–10 digits` : null,
    ...[initial, recent, inspection, form483, recall, bulk].map((result) => (result.ok ? null : result.reason)),
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0 || !initial.ok || !recent.ok || !inspection.ok || !form483.ok || !recall.ok || !bulk.ok) return fail(problems.join('; '));
  const action = inspectionAction(cell('action'));
  return ok({
    ...name,
    fei_number: fei,
    contact: tidy(cell('contact')).replace(/\s*\n\s*/g, ', ') || null,
    initial_registration_date: initial.value,
    most_recent_registration_date: recent.value,
    last_inspection_date: inspection.value,
    not_yet_inspected: notYetInspected,
    form_483_issued: form483.value,
    recall_conducted: recall.value,
    action_after_inspection: action.action,
    action_date: action.date,
    compounds_from_bulk_substances: bulk.value,
  });
}

function rowsOf(header: readonly string[], body: Array<{ cells: readonly string[]; ref: string }>): FacilityRowResult[] {
  const columns = columnsOf(header);
  if (columns.facility === undefined) throw new Error(`no facility column; found ${header.map((c) => `'${tidy(c)}'`).join(', ')}`);
  return body
    .filter(({ cells }) => cells.some((cell) => tidy(cell) !== ''))
    .map(({ cells, ref }) => ({ ...facilityRow(cells, columns), ref }));
}

/**
 * The list's text from bytes: UTF-8 when the bytes are UTF-8, else Windows-1252/Latin-1 (the
 * 2020 CSV is Latin-1 with a stray 0xA0), so neither form garbles a name.
 */
export function decodeListText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Rows of the CSV form. Throws when the file is empty, not CSV, or has no facility column. */
export function parse503bCsv(text: string, file: string): FacilityRowResult[] {
  const table = parseCsvTable(text);
  return rowsOf(
    table.header,
    table.rows.map(({ line, values }) => ({ cells: table.header.map((column) => values[column] ?? ''), ref: `${file}#line${line}` })),
  );
}

/**
 * Rows of the web page: the first table whose header has a facility column. Throws when the page
 * has none (a changed page, an error page), so the live run fails visibly.
 */
export function parse503bPage(html: string, source: string): FacilityRowResult[] {
  for (const table of readHtmlTables(html)) {
    const headerIndex = table.findIndex((row) => row.some((cell) => SYNONYMS.facility.includes(headerKey(cell.text))));
    if (headerIndex < 0) continue;
    const header = table[headerIndex]!.map((cell) => cell.text);
    return rowsOf(
      header,
      table.slice(headerIndex + 1).map((row, index) => ({ cells: row.map((cell) => cell.text), ref: `${source}#row${index + 1}` })),
    );
  }
  throw new Error('no table with a Facility column on the page');
}
