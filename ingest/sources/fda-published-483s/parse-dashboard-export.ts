import readXlsxFile from 'read-excel-file/node';
import type { Row, Sheet } from 'read-excel-file/node';
import { parseCsvTable } from '../../formats/csv.ts';
import { cellText, listingRow } from './listing-row.ts';
import type { ListingRowResult, RawCell } from './listing-row.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Parsers for the FDA Data Dashboard "Published 483s" export, as xlsx (the published format) or
 * as its CSV conversion. Columns: `Record Date, FEI Number, Legal Name, Record Type, Publish Date,
 * Download, Record ID`; exports before 2025 call "Publish Date" "Date Posted", so either is read.
 */

const REQUIRED = ['Record Date', 'FEI Number', 'Legal Name', 'Download'] as const;
/** FDA renamed the posting-date column between the 2024 and 2025 exports. */
const PUBLISH_DATE_LABELS = ['Publish Date', 'Date Posted'] as const;

function publishColumn(header: readonly string[]): string {
  const found = PUBLISH_DATE_LABELS.find((label) => header.includes(label));
  if (!found) throw new Error(`missing column 'Publish Date' (or 'Date Posted'); found ${header.map((c) => `'${c}'`).join(', ')}`);
  return found;
}

function rowOf(cell: (column: string) => RawCell, publish: string) {
  return listingRow({
    fei: cell('FEI Number'),
    firm: cell('Legal Name'),
    recordType: cell('Record Type'),
    recordDate: cell('Record Date'),
    publishDate: cell(publish),
    url: cell('Download'),
    recordId: cell('Record ID'),
    columns: { fei: 'FEI Number', firm: 'Legal Name', recordDate: 'Record Date', publishDate: publish },
  });
}

/**
 * Rows of a CSV export. Throws when the file is not such an export at all (empty, not CSV, a
 * column missing): the connector dead-letters the file and reads the others.
 */
export function parseDashboardCsv(text: string, file: string): ListingRowResult[] {
  const table = parseCsvTable(text, REQUIRED);
  const publish = publishColumn(table.header);
  return table.rows.map(({ line, values }) => ({ ...rowOf((column) => values[column], publish), ref: `${file}#line${line}` }));
}

/**
 * Rows of the xlsx export (first sheet, header in row 1). Cells keep their types: dates arrive as
 * Date, FEIs as text, "-" for a missing record date. Rejects when the bytes are not a readable
 * workbook or lack the columns.
 */
export async function parseDashboardXlsx(input: string | Buffer, file: string): Promise<ListingRowResult[]> {
  let sheets: Sheet[];
  try {
    sheets = await readXlsxFile(input);
  } catch (error) {
    throw new Error(`cannot read ${file} as xlsx: ${errorMessage(error)}`, { cause: error });
  }
  const data: Row[] = sheets[0]?.data ?? [];
  const [headerRow, ...rows] = data;
  if (!headerRow) throw new Error('empty workbook');
  const header = headerRow.map((cell) => cellText(cell as RawCell));
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new Error(`missing column(s) ${missing.map((c) => `'${c}'`).join(', ')}; found ${header.map((c) => `'${c}'`).join(', ')}`);
  const publish = publishColumn(header);
  const results: ListingRowResult[] = [];
  rows.forEach((cells, index) => {
    // Blank rows at the end of a sheet are layout, not 483s.
    if (cells.every((cell) => cellText(cell as RawCell) === '')) return;
    const cell = (column: string) => cells[header.indexOf(column)] as RawCell;
    results.push({ ...rowOf(cell, publish), ref: `${file}#row${index + 2}` });
  });
  return results;
}
