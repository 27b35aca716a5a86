import { isoDate, parseSourceDate } from '../../formats/dates.ts';

/**
 * Issue dates as rule documents print them: a full date ("February 3, 2026", "12/02/2025") or,
 * very often, only a month ("December 2025", "Revision 1 – July 2024"). The month is kept as
 * `YYYY-MM` rather than invented into a day.
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_YEAR = /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?,?\s+(\d{4})\b/gi;

function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((month) => month.startsWith(lower.slice(0, 3))) + 1;
}

/** `YYYY-MM` of a "Month YYYY" text ("July 2020", "Sept. 2019"); null when there is none. */
export function monthYear(text: string): string | null {
  const all = monthYears(text);
  return all[0] ?? null;
}

/** Every "Month YYYY" of a text, in order, as `YYYY-MM` (real years only). */
export function monthYears(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(MONTH_YEAR)) {
    const year = Number(match[2]);
    const month = monthNumber(match[1]!);
    if (year >= 1900 && year <= 2100 && month >= 1) found.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return found;
}

/** The issue date and month of a printed date: both when the day is known, the month alone otherwise. */
export function issueFields(raw: string | null | undefined): { issue_date: string | null; issue_month: string | null } {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return { issue_date: null, issue_month: null };
  const date = parseSourceDate(text);
  if (date) return { issue_date: date, issue_month: date.slice(0, 7) };
  return { issue_date: null, issue_month: monthYear(text) };
}

/** European `DD/MM/YYYY` (EMA's tables) as ISO; null when it is not a real date. */
export function europeanDate(raw: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw.trim());
  return match ? isoDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}
