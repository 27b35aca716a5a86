import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import type { SourceItem } from '../../connector.ts';
import { documentItems } from '../rule-documents/emit.ts';
import { medicineBody, medicineId } from './document.ts';
import { parseMedicineTable } from './parse-medicine-table.ts';
import type { CellInput, MedicineRow, MedicineTable } from './parse-medicine-table.ts';
import { EmaMedicineRecord } from './record.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Reading EMA's medicine table from its published xlsx (read-excel-file) or from a CSV conversion
 * of it (csv-parse), and turning its rows into source items.
 */

/** The table of an xlsx workbook (its first sheet holding the header row). Throws when unreadable. */
export async function readMedicineWorkbook(input: string | Buffer): Promise<MedicineTable> {
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    sheets = await readXlsxFile(input);
  } catch (error) {
    throw new Error(`not a readable xlsx workbook: ${errorMessage(error)}`, { cause: error });
  }
  const problems: string[] = [];
  for (const { sheet, data } of sheets) {
    try {
      return parseMedicineTable(data as CellInput[][]);
    } catch (error) {
      problems.push(`${sheet}: ${errorMessage(error)}`);
    }
  }
  throw new Error(problems.length > 0 ? problems.join('; ') : 'the workbook has no sheets');
}

/** The table of a CSV conversion of the workbook. Throws when unreadable. */
export function readMedicineCsv(text: string): MedicineTable {
  if (text.trim() === '') throw new Error('empty file');
  const rows = parse(text, { bom: true, relax_column_count: true }) as string[][];
  return parseMedicineTable(rows);
}

/** A parsed row, or its failure, with where it came from. */
export interface TableRowResult {
  /** The table file the row is in. */
  file: string;
  ref: string;
  productNumber: string | null;
  result: { ok: true; value: MedicineRow } | { ok: false; reason: string };
}

export function tableRows(table: MedicineTable, file: string): TableRowResult[] {
  return table.rows.map((row) => ({
    file,
    ref: `${file}#row${row.row}`,
    productNumber: row.ok ? row.value.product_number : null,
    result: row.ok ? { ok: true, value: row.value } : { ok: false, reason: row.reason },
  }));
}

/** The source items of table rows. */
export function medicineItems(rows: readonly TableRowResult[]): SourceItem[] {
  return rows.flatMap(({ file, ref, result }) =>
    result.ok ? documentItems(EmaMedicineRecord, medicineId(result.value), medicineBody(result.value, file), ref) : [{ ok: false as const, reason: result.reason, ref }],
  );
}
