import { excelSerialDate, isoDate } from '../../formats/dates.ts';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { europeanDate } from '../rule-documents/dates.ts';

/**
 * EMA's "download medicine data" table (Medicines output: European public assessment reports):
 * a banner ("Output automatically generated from content on www.ema.europa.eu on: 12/02/2025 -
 * 16:00"), blank rows, then the header row (row 9 today) and one row per medicine. The header row
 * is found by its cells, and columns by their titles, since EMA has moved and renamed columns
 * between versions; a few known aliases are accepted. Dates are DD/MM/YYYY text in the sheet
 * (real date cells and Excel serials are read too).
 */

export type CellInput = string | number | boolean | Date | null | undefined;

const DATE_FIELDS = [
  'ec_decision_date',
  'rolling_review_start_date',
  'evaluation_start_date',
  'opinion_date',
  'application_withdrawal_date',
  'marketing_authorisation_date',
  'refusal_date',
  'withdrawal_expiry_revocation_lapse_date',
  'suspension_date',
  'first_published_date',
  'last_updated_date',
] as const;
const FLAG_FIELDS = [
  'patient_safety',
  'accelerated_assessment',
  'additional_monitoring',
  'advanced_therapy',
  'biosimilar',
  'conditional_approval',
  'exceptional_circumstances',
  'generic_or_hybrid',
  'orphan_medicine',
  'prime_priority_medicine',
] as const;
type TextField =
  | 'category'
  | 'name'
  | 'product_number'
  | 'medicine_status'
  | 'opinion_status'
  | 'latest_procedure'
  | 'inn'
  | 'active_substance'
  | 'therapeutic_area'
  | 'species'
  | 'atc_code'
  | 'atcvet_code'
  | 'pharmacotherapeutic_group_human'
  | 'pharmacotherapeutic_group_veterinary'
  | 'therapeutic_indication'
  | 'marketing_authorisation_holder'
  | 'revision_number'
  | 'url';
type DateField = (typeof DATE_FIELDS)[number];
type FlagField = (typeof FLAG_FIELDS)[number];
type Field = DateField | FlagField | TextField;

/** Column titles of each field, lower case, whitespace collapsed; the first is today's. */
const COLUMN_TITLES: Record<Field, string[]> = {
  category: ['category'],
  name: ['name of medicine', 'medicine name'],
  product_number: ['ema product number', 'product number'],
  medicine_status: ['medicine status', 'authorisation status'],
  opinion_status: ['opinion status'],
  latest_procedure: ['latest procedure affecting product information'],
  inn: ['international non-proprietary name (inn) / common name', 'inn / common name'],
  active_substance: ['active substance'],
  therapeutic_area: ['therapeutic area (mesh)', 'therapeutic area'],
  species: ['species (veterinary)', 'species'],
  patient_safety: ['patient safety'],
  atc_code: ['atc code (human)', 'atc code'],
  atcvet_code: ['atcvet code (veterinary)', 'atcvet code'],
  pharmacotherapeutic_group_human: ['pharmacotherapeutic group (human)', 'pharmacotherapeutic group'],
  pharmacotherapeutic_group_veterinary: ['pharmacotherapeutic group (veterinary)'],
  therapeutic_indication: ['therapeutic indication', 'condition / indication'],
  accelerated_assessment: ['accelerated assessment'],
  additional_monitoring: ['additional monitoring'],
  advanced_therapy: ['advanced therapy'],
  biosimilar: ['biosimilar'],
  conditional_approval: ['conditional approval'],
  exceptional_circumstances: ['exceptional circumstances'],
  generic_or_hybrid: ['generic or hybrid', 'generic'],
  orphan_medicine: ['orphan medicine'],
  prime_priority_medicine: ['prime: priority medicine', 'prime'],
  marketing_authorisation_holder: ['marketing authorisation developer / applicant / holder', 'marketing authorisation holder/company name', 'marketing authorisation holder'],
  ec_decision_date: ['european commission decision date'],
  rolling_review_start_date: ['start of rolling review date'],
  evaluation_start_date: ['start of evaluation date'],
  opinion_date: ['opinion adopted date'],
  application_withdrawal_date: ['withdrawal of application date'],
  marketing_authorisation_date: ['marketing authorisation date'],
  refusal_date: ['refusal of marketing authorisation date'],
  withdrawal_expiry_revocation_lapse_date: ['withdrawal / expiry / revocation / lapse of marketing authorisation date'],
  suspension_date: ['suspension of marketing authorisation date'],
  revision_number: ['revision number'],
  first_published_date: ['first published date'],
  last_updated_date: ['last updated date'],
  url: ['medicine url', 'url'],
};
const REQUIRED: Field[] = ['category', 'name', 'product_number', 'medicine_status'];
const HEADER_SEARCH_ROWS = 30;

/** One medicine of the table, typed. */
export interface MedicineRow {
  category: 'human' | 'veterinary';
  name: string;
  product_number: string;
  medicine_status: string;
  opinion_status: string | null;
  latest_procedure: string | null;
  inn: string | null;
  active_substances: string[];
  therapeutic_areas: string[];
  species: string[];
  atc_code: string | null;
  atcvet_code: string | null;
  pharmacotherapeutic_group: string | null;
  therapeutic_indication: string | null;
  marketing_authorisation_holder: string | null;
  revision_number: number | null;
  url: string | null;
  flags: Record<FlagField, boolean | null>;
  dates: Record<DateField, string | null>;
}

export interface MedicineTable {
  /** ISO date of the banner's "generated ... on:" stamp; null when the banner is missing. */
  generated_on: string | null;
  /** One result per data row; `row` is the 1-based spreadsheet (or CSV) line. */
  rows: Array<ParseResult<MedicineRow> & { row: number }>;
}

function normaliseTitle(cell: CellInput): string {
  return cellText(cell)?.toLowerCase() ?? '';
}

function cellText(cell: CellInput): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell).replace(/_x000D_/gi, ' ').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

function cellDate(cell: CellInput): string | null | 'invalid' {
  if (cell === null || cell === undefined || cell === '') return null;
  if (cell instanceof Date) return isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate()) ?? 'invalid';
  if (typeof cell === 'number') return excelSerialDate(cell) ?? 'invalid';
  const text = String(cell).trim();
  if (text === '') return null;
  return europeanDate(text) ?? (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : 'invalid');
}

function flag(cell: CellInput): boolean | null {
  const text = cellText(cell)?.toLowerCase();
  return text === 'yes' ? true : text === 'no' ? false : null;
}

function list(value: string | null): string[] {
  return [...new Set((value ?? '').split(';').map((item) => item.trim()).filter((item) => item !== ''))];
}

/** "12/02/2025 - 16:00" in the banner row → 2025-02-12. */
function bannerDate(rows: readonly CellInput[][]): string | null {
  for (const row of rows.slice(0, HEADER_SEARCH_ROWS)) {
    const index = row.findIndex((cell) => /generated .* on:?$/i.test(cellText(cell) ?? ''));
    if (index < 0) continue;
    const stamp = cellText(row[index + 1])?.match(/^(\d{1,2}\/\d{1,2}\/\d{4})/)?.[1];
    if (stamp) return europeanDate(stamp);
  }
  return null;
}

function findHeader(rows: readonly CellInput[][]): { index: number; columns: Partial<Record<Field, number>> } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const titles = rows[i]!.map(normaliseTitle);
    if (!titles.some((title) => COLUMN_TITLES.product_number.includes(title))) continue;
    const columns: Partial<Record<Field, number>> = {};
    for (const field of Object.keys(COLUMN_TITLES) as Field[]) {
      const index = COLUMN_TITLES[field].map((title) => titles.indexOf(title)).find((found) => found >= 0);
      if (index !== undefined) columns[field] = index;
    }
    return { index: i, columns };
  }
  return null;
}

function parseRow(cells: readonly CellInput[], columns: Partial<Record<Field, number>>): ParseResult<MedicineRow> {
  const cell = (field: Field): CellInput => (columns[field] === undefined ? null : cells[columns[field]!]);
  const text = (field: Field) => cellText(cell(field));
  const name = text('name');
  const productNumber = text('product_number');
  if (!productNumber || !/^EMEA\/[HV]\/C\/\d+/.test(productNumber)) return fail(`no EMA product number (${JSON.stringify(productNumber ?? '')})`);
  if (!name) return fail('no medicine name');
  const category = text('category')?.toLowerCase();
  if (category !== 'human' && category !== 'veterinary') return fail(`unknown category ${JSON.stringify(text('category') ?? '')}`);
  const status = text('medicine_status');
  if (!status) return fail('no medicine status');
  const dates = {} as Record<DateField, string | null>;
  for (const field of DATE_FIELDS) {
    const value = cellDate(cell(field));
    if (value === 'invalid') return fail(`unreadable ${COLUMN_TITLES[field][0]} ${JSON.stringify(text(field))}`);
    dates[field] = value;
  }
  const flags = {} as Record<FlagField, boolean | null>;
  for (const field of FLAG_FIELDS) flags[field] = flag(cell(field));
  const revision = cell('revision_number');
  const revisionNumber = typeof revision === 'number' ? revision : /^\d+$/.test(text('revision_number') ?? '') ? Number(text('revision_number')) : null;
  return ok({
    category,
    name,
    product_number: productNumber,
    medicine_status: status,
    opinion_status: text('opinion_status'),
    latest_procedure: text('latest_procedure'),
    inn: text('inn'),
    active_substances: list(text('active_substance')),
    therapeutic_areas: list(text('therapeutic_area')),
    species: list(text('species')),
    atc_code: text('atc_code'),
    atcvet_code: text('atcvet_code'),
    pharmacotherapeutic_group: text('pharmacotherapeutic_group_human') ?? text('pharmacotherapeutic_group_veterinary'),
    therapeutic_indication: text('therapeutic_indication'),
    marketing_authorisation_holder: text('marketing_authorisation_holder'),
    revision_number: revisionNumber !== null && Number.isInteger(revisionNumber) && revisionNumber >= 0 ? revisionNumber : null,
    url: text('url'),
    flags,
    dates,
  });
}

/**
 * Reads the table from sheet rows (xlsx cells, or CSV strings). Throws when there is no header
 * row with the required columns: the file is not this table and is dead-lettered whole.
 */
export function parseMedicineTable(rows: readonly CellInput[][]): MedicineTable {
  if (rows.length === 0) throw new Error('empty table');
  const header = findHeader(rows);
  if (!header) throw new Error(`no header row with an 'EMA product number' column in the first ${HEADER_SEARCH_ROWS} rows`);
  const missing = REQUIRED.filter((field) => header.columns[field] === undefined);
  if (missing.length > 0) throw new Error(`missing column(s) ${missing.map((field) => `'${COLUMN_TITLES[field][0]}'`).join(', ')}`);
  const results: MedicineTable['rows'] = [];
  for (let i = header.index + 1; i < rows.length; i++) {
    const cells = rows[i]!;
    if (cells.every((value) => cellText(value) === null)) continue;
    results.push({ ...parseRow(cells, header.columns), row: i + 1 });
  }
  return { generated_on: bannerDate(rows), rows: results };
}
