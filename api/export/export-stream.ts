import { csvLine } from './csv.ts';
import { type ExportDataset, type ExportFilters, type ExportSource, exportColumns, exportRows } from './export-datasets.ts';

export const EXPORT_FORMATS = ['ndjson', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  ndjson: 'application/x-ndjson',
  csv: 'text/csv',
};

/**
 * The export as text, one chunk per store page: NDJSON (one JSON object per line) or CSV (a header
 * line, then one line per row in the dataset's column order). `onRows` hears how many rows each
 * chunk carried (the CLI's progress bar).
 */
export async function* exportText(
  source: ExportSource,
  dataset: ExportDataset,
  filters: ExportFilters,
  format: ExportFormat,
  onRows?: (rows: number) => void,
): AsyncGenerator<string> {
  const columns = exportColumns(dataset);
  if (format === 'csv') yield csvLine(columns);
  for await (const rows of exportRows(source, dataset, filters)) {
    yield format === 'csv'
      ? rows.map((row) => csvLine(columns.map((column) => row[column]))).join('')
      : rows.map((row) => `${JSON.stringify(row)}\n`).join('');
    onRows?.(rows.length);
  }
}
