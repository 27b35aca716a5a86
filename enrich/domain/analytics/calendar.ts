/**
 * Day arithmetic on ISO calendar dates (`YYYY-MM-DD`) for the analytics windows.
 *
 * Inspection dates in FDA data are calendar days with no time zone, so the analytics never turn
 * them into instants in a local zone: every computation runs on UTC midnights, where a day is
 * always 86,400,000 ms and no daylight-saving shift can move a date across a boundary.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written `YYYY-MM-DD` (2023-02-29 is false). */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The calendar day of an ISO date or timestamp (`2024-10-01T13:00:00Z` → `2024-10-01`). The day is
 * read as written, not shifted to another zone: FDA dates are the agency's calendar days. Throws a
 * RangeError on anything else, because upstream schemas validate dates and a bad one here is a bug.
 */
export function isoDay(text: string): string {
  const m = ISO_DAY.exec(text);
  const day = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  if (!isIsoDate(day)) throw new RangeError(`not an ISO date: ${text}`);
  return day;
}

function toUtcMs(day: string): number {
  const [y, m, d] = isoDay(day).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The date `days` calendar days after `day` (negative to go back). */
export function addDays(day: string, days: number): string {
  return fromUtcMs(toUtcMs(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The later of ISO dates (string order is date order for `YYYY-MM-DD`), or null for none. */
export function latestDay(days: Iterable<string>): string | null {
  let latest: string | null = null;
  for (const day of days) {
    const d = isoDay(day);
    if (latest === null || d > latest) latest = d;
  }
  return latest;
}

/** The earlier of ISO dates, or null for none. */
export function earliestDay(days: Iterable<string>): string | null {
  let earliest: string | null = null;
  for (const day of days) {
    const d = isoDay(day);
    if (earliest === null || d < earliest) earliest = d;
  }
  return earliest;
}
