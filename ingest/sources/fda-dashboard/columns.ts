import type { Cell } from './values.ts';

/**
 * One field of a Dashboard dataset under its two published names: the column heading of the
 * spreadsheet export (older exports used other headings, hence a list) and the API's fieldname.
 * Both are mapped onto one canonical row, so a connector parses mirror and live rows the same way.
 */
export interface ColumnSpec {
  /** Headings in the Dashboard's Excel/CSV export, preferred first. Empty: not in the export. */
  export: readonly string[];
  /** Fieldname of the Data Dashboard API; null: not served by the API. */
  api: string | null;
  /** A file whose header lacks this column is not this dataset's export. */
  required?: boolean;
}

export type ColumnSpecs<F extends string> = Readonly<Record<F, ColumnSpec>>;

/** A row under canonical field names; `line` is the spreadsheet row (1-based) or the API row number. */
export interface CanonicalRow<F extends string> {
  line: number;
  cells: Record<F, Cell>;
}

/** The API fieldnames to ask for, in `columns`. */
export function apiColumns<F extends string>(specs: ColumnSpecs<F>): string[] {
  return Object.values<ColumnSpec>(specs).flatMap((spec) => (spec.api ? [spec.api] : []));
}

/** JSON values of an API row as cells: objects and arrays are not Dashboard values, so null. */
function jsonCell(value: unknown): Cell {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** An API result row under canonical names. */
export function rowFromApi<F extends string>(specs: ColumnSpecs<F>, row: Record<string, unknown>, line: number): CanonicalRow<F> {
  const cells = {} as Record<F, Cell>;
  for (const field of Object.keys(specs) as F[]) {
    const name = specs[field].api;
    cells[field] = name ? jsonCell(row[name]) : null;
  }
  return { line, cells };
}

/** Headings compared the way people retype them: case and spacing ignored. */
export function headingKey(heading: string): string {
  return heading.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Column index of each field in a header row, or the required fields it lacks. An optional field
 * whose heading is absent maps to -1 (read as null).
 */
export function locateColumns<F extends string>(specs: ColumnSpecs<F>, header: readonly string[]): { indexes: Record<F, number> } | { missing: string[] } {
  const keys = header.map(headingKey);
  const indexes = {} as Record<F, number>;
  const missing: string[] = [];
  for (const field of Object.keys(specs) as F[]) {
    const spec = specs[field];
    const index = spec.export.map((name) => keys.indexOf(headingKey(name))).find((found) => found >= 0) ?? -1;
    if (index < 0 && spec.required) missing.push(spec.export[0] ?? field);
    indexes[field] = index;
  }
  return missing.length > 0 ? { missing } : { indexes };
}
