import { parseCsvTable } from '../../formats/csv.ts';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { isYearColumn, snakeCase, tableLayout } from './table-layouts.ts';

/** One row of an aggregate table, ready to validate. */
export interface AggregateRow {
  id: string;
  table: string;
  keys: Record<string, string | number>;
  values: Record<string, number | null>;
  attributes: Record<string, string | null>;
}

/** A parsed row with its `file#line`, for the DLQ. */
export type AggregateRowResult = ParseResult<AggregateRow> & { ref: string };

const tidy = (cell: string | undefined) => (cell ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

/** "3,892" → 3892, "12.5" → 12.5, "" → null; anything else is not a count. */
function count(cell: string | undefined): ParseResult<number | null> {
  const text = tidy(cell);
  if (text === '') return ok(null);
  if (!/^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(text)) return fail(`${JSON.stringify(text)} is not a number`);
  return ok(Number(text.replaceAll(',', '')));
}

function keyValue(column: string, cell: string | undefined): ParseResult<string | number> {
  const text = tidy(cell);
  if (text === '') return fail(`key column '${column}' is empty`);
  if (!isYearColumn(column)) return ok(text);
  return /^\d{4}$/.test(text) ? ok(Number(text)) : fail(`'${column}' ${JSON.stringify(text)} is not a year`);
}

/**
 * Rows of one aggregate table (`table` = the file name without `.csv`). The id is the table plus
 * its key columns and values (`class_fiscal:fiscal_year=2009|classification=…`), the row's
 * identity in a derived table that has no key of its own. Throws when the file is not such a
 * table (empty, not CSV, declared columns missing, no count column), for the connector to
 * dead-letter the file.
 */
export function parseAggregateTable(text: string, table: string, file: string): AggregateRowResult[] {
  const header = parseCsvTable(text).header;
  const layout = tableLayout(table, header);
  if (!layout) throw new Error(`no count column (Count, Total, …) in ${header.map((c) => `'${c}'`).join(', ')}`);
  const csv = parseCsvTable(text, [...layout.keys, ...layout.values, ...layout.attributes]);
  const seen = new Map<string, number>();
  return csv.rows.map(({ line, values }) => {
    const ref = `${file}#line${line}`;
    const problems: string[] = [];
    const keys: Record<string, string | number> = {};
    for (const column of layout.keys) {
      const key = keyValue(column, values[column]);
      if (key.ok) keys[snakeCase(column)] = key.value;
      else problems.push(key.reason);
    }
    const counts: Record<string, number | null> = {};
    for (const column of layout.values) {
      const value = count(values[column]);
      if (value.ok) counts[snakeCase(column)] = value.value;
      else problems.push(`'${column}' ${value.reason}`);
    }
    if (problems.length > 0) return { ...fail(problems.join('; ')), ref };
    const id = `${table}:${Object.entries(keys)
      .map(([name, value]) => `${name}=${value}`)
      .join('|')}`;
    const earlier = seen.get(id);
    if (earlier !== undefined) return { ...fail(`same key as line ${earlier} (${id})`), ref };
    seen.set(id, line);
    const attributes = Object.fromEntries(layout.attributes.map((column) => [snakeCase(column), tidy(values[column]) || null]));
    return { ...ok({ id, table, keys, values: counts, attributes }), ref };
  });
}
