import type { LiveContext } from '../../connector.ts';
import { queryDashboard } from './dashboard-api.ts';
import type { DashboardEndpoint } from './dashboard-api.ts';
import { isoDateCell } from './values.ts';

/**
 * A cheap fingerprint of a Dashboard dataset: one row, newest first, with the total count. The
 * count and newest date move whenever FDA adds records; a correction to an old record alone does
 * not move them, and is picked up by the next run that finds something new.
 */
export async function probeDashboard(context: LiveContext, endpoint: DashboardEndpoint, dateField: string, options: { ratePerSecond?: number } = {}): Promise<string> {
  const request = { start: 1, rows: 1, sort: dateField, sortorder: 'DESC' as const, returntotalcount: true as const, filters: {}, columns: [dateField] };
  const page = await queryDashboard(context, endpoint, request, options);
  const value = page.rows[0]?.[dateField];
  const newest = typeof value === 'string' || typeof value === 'number' ? isoDateCell(value) : null;
  return `${page.total ?? page.rows.length}:${newest ?? 'none'}`;
}
