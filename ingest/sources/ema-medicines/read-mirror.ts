import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import type { MedicineTable } from './parse-medicine-table.ts';
import { medicineItems, readMedicineCsv, readMedicineWorkbook, tableRows } from './read-table.ts';
import type { TableRowResult } from './read-table.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Reads the mirror's EMA medicine table (`ema_medicines_epar/`). The xlsx is the published
 * format and is what is read; CSV files are conversions of it, read only when the folder holds no
 * xlsx. Several snapshots of the table (EMA regenerates it daily) are merged by product number,
 * the newest snapshot winning (by the table's "generated on" stamp, else the date in the file
 * name), so each medicine is published once.
 */

export const EMA_MEDICINES_DIR = 'ema_medicines_epar';

function snapshotDate(table: MedicineTable, file: string): string {
  return table.generated_on ?? /(\d{4}-\d{2}-\d{2})/.exec(file)?.[1] ?? '';
}

export async function* readEmaMedicinesMirror(mirrorDir: string): AsyncIterable<SourceItem> {
  const dir = join(mirrorDir, EMA_MEDICINES_DIR);
  if (!existsSync(dir)) throw new Error(`${dir} does not exist`);
  const workbooks = listMirrorFiles(dir, /\.xlsx$/i);
  const files = workbooks.length > 0 ? workbooks : listMirrorFiles(dir, /\.csv$/i);
  const snapshots: Array<{ date: string; file: string; rows: TableRowResult[] }> = [];
  for (const path of files) {
    const file = basename(path);
    let table: MedicineTable;
    try {
      table = /\.xlsx$/i.test(path) ? await readMedicineWorkbook(path) : readMedicineCsv(readFileSync(path, 'utf8'));
    } catch (error) {
      yield { ok: false, reason: `unreadable medicine table: ${errorMessage(error)}`, ref: file };
      continue;
    }
    snapshots.push({ date: snapshotDate(table, file), file, rows: tableRows(table, file) });
  }
  // Oldest first, so newer snapshots overwrite older rows of the same medicine.
  snapshots.sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file));
  const merged = new Map<string, TableRowResult>();
  const unkeyed: TableRowResult[] = [];
  for (const snapshot of snapshots) {
    for (const row of snapshot.rows) {
      if (row.productNumber === null) unkeyed.push(row);
      else merged.set(row.productNumber, row);
    }
  }
  yield* medicineItems(unkeyed);
  yield* medicineItems([...merged.values()]);
}
