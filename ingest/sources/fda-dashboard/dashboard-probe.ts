import type { LiveContext } from '../../connector.ts';
import { queryDashboard } from './dashboard-api.ts';
import type { DashboardEndpoint } from './dashboard-api.ts';
import { isoDateCell } from './values.ts';

/**
 * A cheap fingerprint of a Dashboard dataset: one row, newest first, with the total count. The
 * count and newest date move whenever FDA adds records. A correction to an old record alone (a
 * reclassification) does not move them, so the fingerprint also carries the ISO week: at least
 * one run a week reads the look-back window again and picks such corrections up.
 */
export async function probeDashboard(context: LiveContext, endpoint: DashboardEndpoint, dateField: string, options: { ratePerSecond?: number } = {}): Promise<string> {
  const request = { start: 1, rows: 1, sort: dateField, sortorder: 'DESC' as const, returntotalcount: true as const, filters: {}, columns: [dateField] };
  const page = await queryDashboard(context, endpoint, request, options);
  const value = page.rows[0]?.[dateField];
  const newest = typeof value === 'string' || typeof value === 'number' ? isoDateCell(value) : null;
  return `${page.total ?? page.rows.length}:${newest ?? 'none'}:${isoWeek(context.clock.now())}`;
}

/** `2026-W47`: the ISO-8601 week of a date (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
