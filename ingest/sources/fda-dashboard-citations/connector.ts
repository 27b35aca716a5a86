import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { createDashboardConnector } from '../fda-dashboard/dashboard-connector.ts';
import type { DashboardConnectorOptions } from '../fda-dashboard/dashboard-connector.ts';
import { text } from '../fda-dashboard/values.ts';
import { CITATION_COLUMNS, citationItems } from './parse-citations.ts';

/** Mirror folder of the Dashboard's "Inspections Citations Details" exports. */
export const DASHBOARD_CITATIONS_DIR = 'fda_dashboard_citations';
const ENDPOINT = 'inspections_citations';
/** Citations are posted with their inspection's final classification: the same six months. */
const SAFETY_WINDOW_DAYS = 180;

/**
 * Row-level Form 483 citations from the FDA Data Dashboard: per inspection, each Act/CFR
 * reference cited with its standard short and long description. See `citationId` for the id.
 *
 * Mirror: `fda_dashboard_citations/`, "Inspections Citations Details" exports (.xlsx or .csv);
 * several snapshots merge, the newest winning. Not in ../shared/data, so only fixtures exercise it.
 *
 * Live: `POST https://api-datadashboard.fda.gov/v1/inspections_citations` with the account
 * headers, `sort: InspectionEndDate ASC`, `filters.InspectionEndDateFrom` = cursor − 180 days,
 * paged by `start`/`rows` (5,000 a page) up to `maxRecords`, one request a second. The cursor is
 * the newest Inspection End Date read. The probe asks for one row, newest first, with the total.
 */
export function createDashboardCitationsConnector(options: DashboardConnectorOptions = {}): Connector {
  return createDashboardConnector(
    {
      name: 'fda-dashboard-citations',
      description: 'FDA Data Dashboard Form 483 citations per inspection: Act/CFR number, short and long description',
      topic: TOPICS.rawCitations,
      schemaVersion: 1,
      defaultSchedule: '30 3 * * 2',
      folder: DASHBOARD_CITATIONS_DIR,
      endpoint: ENDPOINT,
      specs: CITATION_COLUMNS,
      dateField: 'InspectionEndDate',
      dateKey: 'inspection_end_date',
      safetyWindowDays: SAFETY_WINDOW_DAYS,
      toItems: citationItems,
      refOf: (row) => `${ENDPOINT}#InspectionID=${text(row.cells.inspection_id) ?? '?'}/row${row.line}`,
    },
    options,
  );
}

/** The connector as registered: full pages. */
export const dashboardCitationsConnector: Connector = createDashboardCitationsConnector();
