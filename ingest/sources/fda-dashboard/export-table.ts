import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import type { Row, Sheet } from 'read-excel-file/node';
import { locateColumns } from './columns.ts';
import type { CanonicalRow, ColumnSpecs } from './columns.ts';
import type { Cell } from './values.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Reader of the Data Dashboard's spreadsheet exports ("Export to Excel" on a dataset page, or the
 * same table saved as CSV). The header row is found by its headings within the first rows, since
 * an export may carry a title and the applied filters above it; every later non-blank row is data.
 */

/** How far a title block may push the header row down. */
const HEADER_SEARCH_ROWS = 25;

/** The rows of an export under canonical names. */
export interface ExportTable<F extends string> {
  /** The worksheet read (xlsx), or null for CSV. */
  sheet: string | null;
  rows: Array<CanonicalRow<F>>;
}

function cellOf(value: unknown): Cell {
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

function headingText(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/**
 * Maps a grid (rows of cells, header somewhere near the top) onto canonical rows, or throws naming
 * the required headings no row carries.
 */
function tableFromGrid<F extends string>(grid: ReadonlyArray<{ line: number; values: readonly unknown[] }>, specs: ColumnSpecs<F>): Array<CanonicalRow<F>> {
  let lastMissing: string[] = [];
  for (let headerAt = 0; headerAt < Math.min(grid.length, HEADER_SEARCH_ROWS); headerAt++) {
    const located = locateColumns(specs, grid[headerAt]!.values.map(headingText));
    if ('missing' in located) {
      if (headerAt === 0 || located.missing.length < lastMissing.length) lastMissing = located.missing;
      continue;
    }
    const rows: Array<CanonicalRow<F>> = [];
    for (const { line, values } of grid.slice(headerAt + 1)) {
      const cells = {} as Record<F, Cell>;
      let blank = true;
      for (const field of Object.keys(specs) as F[]) {
        const index = located.indexes[field];
        const cell = index >= 0 ? cellOf(values[index]) : null;
        if (cell !== null && !(typeof cell === 'string' && cell.trim() === '')) blank = false;
        cells[field] = cell;
      }
      // Blank spacer rows are layout, not records.
      if (!blank) rows.push({ line, cells });
    }
    return rows;
  }
  throw new Error(`missing column(s) ${lastMissing.map((name) => `'${name}'`).join(', ')} (no header row in the first ${HEADER_SEARCH_ROWS} rows has them)`);
}

async function readXlsx<F extends string>(file: string, specs: ColumnSpecs<F>): Promise<ExportTable<F>> {
  let sheets: Sheet[];
  try {
    sheets = await readXlsxFile(file);
  } catch (error) {
    throw new Error(`cannot read ${basename(file)} as xlsx: ${errorMessage(error)}`, { cause: error });
  }
  let firstError: Error | null = null;
  // The export is one sheet; should FDA add a notes sheet, the first sheet with the header wins.
  for (const { sheet, data } of sheets) {
    try {
      const grid = data.map((row: Row, index) => ({ line: index + 1, values: row }));
      return { sheet, rows: tableFromGrid(grid, specs) };
    } catch (error) {
      firstError ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  throw firstError ?? new Error('empty workbook');
}

function readCsv<F extends string>(file: string, specs: ColumnSpecs<F>): ExportTable<F> {
  const text = readFileSync(file, 'utf8');
  if (text.trim() === '') throw new Error('empty file');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    throw new Error(`unparseable CSV: ${errorMessage(error)}`, { cause: error });
  }
  return { sheet: null, rows: tableFromGrid(records.map(({ record, info }) => ({ line: info.lines, values: record })), specs) };
}

/**
 * Reads one export file (`.xlsx`, or `.csv` as text). Throws with a reason when the file cannot be
 * read at all or is not this dataset's export (its required headings are missing); the caller
 * dead-letters the file and goes on with the others.
 */
export async function readDashboardExport<F extends string>(file: string, specs: ColumnSpecs<F>): Promise<ExportTable<F>> {
  return /\.csv$/i.test(file) ? readCsv(file, specs) : readXlsx(file, specs);
}
