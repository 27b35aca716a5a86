/**
 * Which columns of each Dashboard aggregate table identify a row (keys), which are counts
 * (values) and which only describe the key (attributes). The tables are derived counts with no
 * key of their own, so the key is declared here rather than guessed from the data: a state's
 * code, for instance, is blank for the District of Columbia and must not be part of its key.
 */
export interface TableLayout {
  keys: readonly string[];
  values: readonly string[];
  attributes: readonly string[];
}

const layout = (keys: string[], values: string[], attributes: string[] = []): TableLayout => ({ keys, values, attributes });

/** The 14 tables of the mirror, by file name without `.csv`. */
export const KNOWN_TABLES: Readonly<Record<string, TableLayout>> = {
  class_fiscal: layout(['Fiscal Year', 'Classification'], ['Count']),
  class_product: layout(['Fiscal Year', 'Product Type', 'Classification'], ['Total']),
  compliance_fiscal: layout(['Fiscal Year', 'Action Type'], ['Total']),
  compliance_products: layout(['Product Type', 'Action Type'], ['Total']),
  inspection_countries: layout(['Fiscal Year'], ['Domestic', 'Foreign']),
  inspections_state: layout(['State'], ['Total'], ['State_Code']),
  recalls_events_fiscal: layout(['Fiscal Year', 'Event Classification'], ['Total']),
  recalls_events_status: layout(['Status'], ['Total']),
  recalls_events_types: layout(['Product Type', 'Event Classification'], ['Total']),
  recalls_product_class: layout(['Fiscal Year', 'Product Classification'], ['Total']),
  recalls_product_fiscal: layout(['Fiscal Year', 'Product Type'], ['Count']),
  recalls_product_types: layout(['Product Type'], ['Total']),
  top_10_citations_table: layout(['Act/CFR Number'], ['Total'], ['Short Description']),
  warning_letters_fiscal: layout(['Fiscal Year', 'Product Type'], ['Total']),
};

/** Column names the Dashboard uses for counts. */
const MEASURE = /^(?:count|total|domestic|foreign|number|sum)$/i;

/**
 * The layout of a table: declared, or for a table added later, its count-named columns as values
 * and every other column as a key. Null when no column looks like a count.
 */
export function tableLayout(table: string, header: readonly string[]): TableLayout | null {
  const known = KNOWN_TABLES[table];
  if (known) return known;
  const values = header.filter((column) => MEASURE.test(column.trim()));
  if (values.length === 0) return null;
  return layout(
    header.filter((column) => !values.includes(column)),
    values,
  );
}

/** Year columns are keys that are numbers ("Fiscal Year": 2009). */
export function isYearColumn(column: string): boolean {
  return /\byear\b/i.test(column);
}

/** "Act/CFR Number" → "act_cfr_number", "State_Code" → "state_code". */
export function snakeCase(column: string): string {
  return column
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
