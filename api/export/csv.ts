/**
 * RFC 4180 CSV for the bulk export: comma-separated, CRLF line ends, a cell quoted when it holds a
 * comma, quote, CR or LF (quotes doubled). Nested values are flattened so every row fits one line
 * of a spreadsheet: a list of plain values joined with "; ", anything else as JSON, null as empty.
 */

/** The text of one cell. */
export function csvCell(value: unknown): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item))) {
    return value.map((item) => (item === null ? '' : String(item))).join('; ');
  }
  return JSON.stringify(value);
}

/** One CSV line, with its CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
