import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { createDashboardConnector } from '../fda-dashboard/dashboard-connector.ts';
import type { DashboardConnectorOptions } from '../fda-dashboard/dashboard-connector.ts';
import { text } from '../fda-dashboard/values.ts';
import { INSPECTION_COLUMNS, inspectionItems } from './parse-inspections.ts';

/** Mirror folder of the Dashboard's "Inspections Details" exports. */
export const DASHBOARD_INSPECTIONS_DIR = 'fda_dashboard_inspections';
const ENDPOINT = 'inspections_classifications';
/**
 * An inspection reaches the Dashboard only once its classification is final, typically within
 * 90 days of its end (the FMD-145 letter) but sometimes much later; six months are re-read.
 */
const SAFETY_WINDOW_DAYS = 180;

/**
 * Row-level FDA inspection classifications (NAI/VAI/OAI) from the FDA Data Dashboard, one record
 * per Inspection ID (its id), its project areas merged.
 *
 * Mirror: `fda_dashboard_inspections/`, "Inspections Details" exports (.xlsx or .csv); several
 * snapshots merge, the newest winning. Not in ../shared/data, so only fixtures exercise it there.
 *
 * Live: `POST https://api-datadashboard.fda.gov/v1/inspections_classifications` with the account
 * headers, `sort: InspectionEndDate ASC`, `filters.InspectionEndDateFrom` = cursor − 180 days,
 * paged by `start`/`rows` (5,000 a page) up to `maxRecords`, one request a second. The cursor is
 * the newest Inspection End Date read. The probe asks for one row, newest first, with the total.
 */
export function createDashboardInspectionsConnector(options: DashboardConnectorOptions = {}): Connector {
  return createDashboardConnector(
    {
      name: 'fda-dashboard-inspections',
      description: 'FDA Data Dashboard inspection classifications (NAI/VAI/OAI) per inspection, with FEI, firm and project areas',
      topic: TOPICS.rawInspections,
      schemaVersion: 1,
      defaultSchedule: '15 3 * * 2',
      folder: DASHBOARD_INSPECTIONS_DIR,
      endpoint: ENDPOINT,
      specs: INSPECTION_COLUMNS,
      dateField: 'InspectionEndDate',
      dateKey: 'inspection_end_date',
      safetyWindowDays: SAFETY_WINDOW_DAYS,
      toItems: inspectionItems,
      refOf: (row) => `${ENDPOINT}#InspectionID=${text(row.cells.inspection_id) ?? '?'}/ProjectArea=${text(row.cells.project_area) ?? '?'}`,
    },
    options,
  );
}

/** The connector as registered: full pages. */
export const dashboardInspectionsConnector: Connector = createDashboardInspectionsConnector();
