// read-excel-file is pinned at 9.3.3: from 9.3.5 it parses a sheet in chunks sized by wall time
// (7 ms), and in a process with a large heap the chunks shrink to 128 bytes and never grow back,
// each costing milliseconds: this 1.9 MB workbook then took 20–115 s to read instead of 2 s.
import readXlsxFile from 'read-excel-file/node';
import type { CellValue, Row, Sheet } from 'read-excel-file/node';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Parser for FDA's annual "Inspection Observations" workbook: a Summary sheet plus one sheet per
 * program area (Drugs, Devices, Foods, …) listing every standardised 483 citation with its
 * reference (CFR or FD&C Act section), short and long description and how often it was cited
 * that fiscal year. FDA has changed title rows and column order between years, so the header row
 * is found by its cell texts rather than assumed to be row 1.
 */

/** One citation of FDA's catalogue for one program area and fiscal year. */
export interface CatalogueCitation {
  cite_id: string;
  /** As published, trimmed: '21 CFR 211.192', 'FDCA 503B(b)(2)(A)'. */
  reference_number: string;
  short_description: string;
  /** The boilerplate observation text, `_x000D_` and carriage returns removed, whitespace normalised. */
  long_description: string;
  frequency: number;
  /** The sheet name: 'Drugs', 'Devices', 'Human Tissue', … */
  program_area: string;
  fiscal_year: number;
}

/** Row results carry the sheet and the 1-based spreadsheet row, for the DLQ reference. */
export type CatalogueRowResult = ParseResult<CatalogueCitation> & { sheet: string; row: number };

/**
 * The fiscal year named in a file or folder name: 'Inspection_Observations_FY19_0.xlsx' → 2019,
 * 'FY2023' → 2023, 'fda_inspectional_observations_fy2019' → 2019; null when none is named.
 */
export function fiscalYearFromFileName(name: string): number | null {
  const match = /(?:^|[^A-Za-z])FY[\s_-]?(\d{4}|\d{2})(?!\d)/i.exec(name);
  if (!match) return null;
  const digits = match[1]!;
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

const COLUMNS = {
  cite_id: 'cite id',
  reference_number: 'reference number',
  short_description: 'short description',
  long_description: 'long description',
  frequency: 'frequency',
} as const;
type Field = keyof typeof COLUMNS;

// Sheets that are not citation lists.
const NON_CITATION_SHEET = /^summary$/i;
// How far down a title block may push the header row.
const HEADER_SEARCH_ROWS = 25;

function cellText(cell: CellValue | null | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell)
    .replace(/_x000D_/gi, ' ')
    .replace(/\r/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Column index of each field, when every field's heading is in this row. */
function headerColumns(row: Row): Record<Field, number> | null {
  const texts = row.map((cell) => cellText(cell).toLowerCase());
  const found: Partial<Record<Field, number>> = {};
  for (const field of Object.keys(COLUMNS) as Field[]) {
    const index = texts.indexOf(COLUMNS[field]);
    if (index < 0) return null;
    found[field] = index;
  }
  return found as Record<Field, number>;
}

function parseFrequency(cell: CellValue | null | undefined): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 0 ? cell : null;
  const text = cellText(cell).replace(/,/g, '');
  return /^\d+$/.test(text) ? Number(text) : null;
}

function parseCiteId(cell: CellValue | null | undefined): string | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : null;
  const text = cellText(cell);
  return text === '' ? null : text.replace(/\.0+$/, '');
}

function parseSheet(sheet: string, data: Row[], fiscalYear: number): CatalogueRowResult[] {
  let header: { index: number; columns: Record<Field, number> } | null = null;
  for (let i = 0; i < Math.min(data.length, HEADER_SEARCH_ROWS) && !header; i++) {
    const columns = headerColumns(data[i]!);
    if (columns) header = { index: i, columns };
  }
  if (!header) {
    return [{ ...fail(`no header row with ${Object.values(COLUMNS).join(', ')} in the first ${HEADER_SEARCH_ROWS} rows`), sheet, row: 0 }];
  }
  const { columns } = header;
  const results: CatalogueRowResult[] = [];
  for (let i = header.index + 1; i < data.length; i++) {
    const cells = data[i]!;
    const row = i + 1;
    // Blank spacer rows and trailing notes are not citations, nor errors.
    if (cells.every((cell) => cellText(cell) === '')) continue;
    const citeId = parseCiteId(cells[columns.cite_id]);
    const referenceCell = cells[columns.reference_number];
    const reference = referenceCell === null || referenceCell === undefined ? '' : String(referenceCell).trim();
    const shortDescription = cellText(cells[columns.short_description]);
    const longDescription = cellText(cells[columns.long_description]);
    const frequency = parseFrequency(cells[columns.frequency]);
    if (!citeId && !reference && frequency === null) continue;
    const problems = [
      citeId ? null : 'no cite id',
      reference ? null : 'no reference number',
      shortDescription || longDescription ? null : 'no description',
      frequency === null ? `frequency not a whole number (${JSON.stringify(cellText(cells[columns.frequency]))})` : null,
    ].filter((problem): problem is string => problem !== null);
    if (problems.length > 0 || !citeId || frequency === null) {
      results.push({ ...fail(problems.join('; ')), sheet, row });
      continue;
    }
    results.push({
      ...ok({
        cite_id: citeId,
        reference_number: reference,
        short_description: shortDescription,
        long_description: longDescription,
        frequency,
        program_area: sheet,
        fiscal_year: fiscalYear,
      }),
      sheet,
      row,
    });
  }
  return results;
}

/**
 * Reads every program-area sheet (all but Summary) of an Inspection Observations workbook. Bad
 * rows are failure results; a file that is not a readable xlsx rejects with a message naming it,
 * for the connector to dead-letter the file.
 */
export async function parseObservationsWorkbook(file: string | Buffer, options: { fiscalYear: number }): Promise<CatalogueRowResult[]> {
  const label = typeof file === 'string' ? file : `workbook buffer (${file.length} bytes)`;
  let sheets: Sheet[];
  try {
    sheets = await readXlsxFile(file);
  } catch (error) {
    throw new Error(`cannot read ${label} as xlsx: ${errorMessage(error)}`, { cause: error });
  }
  return sheets
    .filter(({ sheet }) => !NON_CITATION_SHEET.test(sheet.trim()))
    .flatMap(({ sheet, data }) => parseSheet(sheet.trim(), data, options.fiscalYear));
}
