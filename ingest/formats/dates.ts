/**
 * Dates as the public sources publish them, to ISO `YYYY-MM-DD`. Every function returns null for
 * anything it cannot read with certainty (the connector then dead-letters the row or keeps null),
 * never a guessed date.
 */

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

/** A real calendar date as ISO, or null (31 February is null). */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Reads the forms the sources use: `2024-05-01` (with or without a time), `05/01/2024`,
 * `5/1/24` (two-digit years pivot at 70: 69 → 2069, 77 → 1977), `20240501`, `May 1, 2024`,
 * `1 May 2024`, `01-May-2024`.
 */
export function parseSourceDate(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:\s.*)?$/.exec(value);
  if (m) return isoDate(fullYear(m[3]!), Number(m[1]), Number(m[2]));
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
  if (m) return monthName(m[1]!) ? isoDate(Number(m[3]), monthName(m[1]!)!, Number(m[2])) : null;
  m = /^(\d{1,2})[\s-]([A-Za-z]{3,9})\.?[\s-](\d{4}|\d{2})$/.exec(value);
  if (m) return monthName(m[2]!) ? isoDate(fullYear(m[3]!), monthName(m[2]!)!, Number(m[1])) : null;
  return null;
}

/** An Excel serial day number (1900 date system) as ISO. */
export function excelSerialDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function fullYear(digits: string): number {
  if (digits.length === 4) return Number(digits);
  const two = Number(digits);
  return two < 70 ? 2000 + two : 1900 + two;
}

function monthName(name: string): number | undefined {
  const lower = name.toLowerCase();
  return MONTHS[lower] ?? MONTHS[lower.slice(0, 3)];
}
