import { createHash } from 'node:crypto';
import { excelSerialDate, parseSourceDate } from '../../formats/dates.ts';
import { normaliseFei } from '../fda-reading-room/parse-reading-room-csv.ts';

/**
 * Cell readers shared by the FDA Data Dashboard connectors. The same column arrives as an Excel
 * cell (a Date, a number, text), as CSV text or as an API JSON value (a string, sometimes a
 * number), so every reader accepts all of them and returns the body's canonical form or null.
 */

/** One value of a Dashboard row, whichever way it was read. */
export type Cell = string | number | boolean | Date | null;

/**
 * Trimmed text with inner whitespace collapsed; null for blanks and for the lone `-` the Dashboard
 * exports for an unknown state or country. Excel's `_x000D_` escapes are carriage returns.
 */
export function text(cell: Cell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const value = String(cell)
    .replace(/_x000D_/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return value === '' || value === '-' ? null : value;
}

/**
 * An ISO date: Excel date cells (read-excel-file gives UTC midnight), Excel serial numbers,
 * `YYYY-MM-DD` from the API, `MM/DD/YYYY` from CSV exports.
 */
export function isoDateCell(cell: Cell | undefined): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return excelSerialDate(cell);
  return parseSourceDate(text(cell));
}

/**
 * An FEI as a digit string. Excel and the API hand it over as a number, older exports as a float
 * ("3011761321.0") or zero-padded. The common 7–10 digit case goes through `normaliseFei`; the
 * Dashboard also lists a few foreign device firms under 1–4 digit FEIs (e.g. 3425), which are its
 * own keys for those firms, so they are kept rather than dropped.
 */
export function feiCell(cell: Cell | undefined): string | null {
  const raw = typeof cell === 'number' ? (Number.isSafeInteger(cell) ? String(cell) : '') : (text(cell) ?? '');
  const digits = /^0*(\d+)(?:\.0*)?$/.exec(raw)?.[1];
  if (digits !== undefined && digits.length <= 10 && digits !== '0') return digits;
  return normaliseFei(raw);
}

/** A numeric key (Inspection ID, Citation ID, Case/Injunction ID) as a digit string. */
export function digitsCell(cell: Cell | undefined): string | null {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) && cell > 0 ? String(cell) : null;
  const match = /^(\d+)(?:\.0*)?$/.exec(text(cell) ?? '');
  return match ? match[1]!.replace(/^0+(?=\d)/, '') : null;
}

/** A whole number (a fiscal year); null for anything else. */
export function integerCell(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) ? cell : null;
  const match = /^(\d+)(?:\.0*)?$/.exec(text(cell) ?? '');
  return match ? Number(match[1]) : null;
}

/** The Dashboard's Yes/No flags (Posted Citations); null when absent or unreadable. */
export function yesNoCell(cell: Cell | undefined): boolean | null {
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return cell === 1 ? true : cell === 0 ? false : null;
  const value = (text(cell) ?? '').toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(value)) return true;
  if (['no', 'n', 'false', '0'].includes(value)) return false;
  return null;
}

/** FDA's fiscal year of a date: October to September, named after the year it ends in. */
export function fdaFiscalYear(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  return Number(isoDate.slice(5, 7)) >= 10 ? year + 1 : year;
}

/**
 * A short, stable fingerprint of free text for ids: whitespace-insensitive, so re-wrapped or
 * re-spaced text in a later export keeps its id.
 */
export function textKey(...parts: string[]): string {
  const canonical = parts.map((part) => part.replace(/\s+/g, ' ').trim()).join('\n');
  return createHash('sha256').update(canonical).digest('hex').slice(0, 12);
}

/** `Warning Letter` → `warning-letter`, for readable id segments. */
export function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
