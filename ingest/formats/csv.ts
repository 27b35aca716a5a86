import { parse } from 'csv-parse/sync';

/** A CSV parsed into header and rows; `line` is the 1-based line of the record (header = 1). */
export interface CsvTable {
  header: string[];
  rows: Array<{ line: number; values: Record<string, string> }>;
}

/**
 * Parses a published CSV with csv-parse: BOM stripped, header row taken as column names (trimmed),
 * ragged rows tolerated (a short row's missing cells read as ''). Throws when the text is not CSV
 * at all (unclosed quote...) or lacks one of `requiredColumns`, naming what is missing: the caller
 * dead-letters the file and the run goes on.
 */
export function parseCsvTable(text: string, requiredColumns: readonly string[] = []): CsvTable {
  if (text.trim().length === 0) throw new Error('empty file');
  const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  const [first, ...rest] = records;
  if (!first) throw new Error('empty file');
  const header = first.record.map((cell) => cell.replace(/^\uFEFF/, '').trim());
  const missing = requiredColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new Error(`missing column(s) ${missing.map((c) => `'${c}'`).join(', ')}; found ${header.map((c) => `'${c}'`).join(', ')}`);
  return {
    header,
    rows: rest.map(({ record, info }) => ({
      line: info.lines,
      values: Object.fromEntries(header.map((column, index) => [column, record[index] ?? ''])),
    })),
  };
}
