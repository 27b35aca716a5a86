import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { DASHBOARD_MAX_ROWS, DASHBOARD_RATE_PER_SECOND, dashboardUrl } from '../fda-dashboard/dashboard-api.ts';
import { fetchDashboardIncremental } from '../fda-dashboard/dashboard-fetch.ts';
import { hasExports, readDashboardMirror } from '../fda-dashboard/dashboard-mirror.ts';
import { probeDashboard } from '../fda-dashboard/dashboard-probe.ts';
import { text } from '../fda-dashboard/values.ts';
import { INSPECTION_COLUMNS, inspectionItems } from './parse-inspections.ts';

/** Mirror folder of the Dashboard's "Inspections Details" exports. */
export const DASHBOARD_INSPECTIONS_DIR = 'fda_dashboard_inspections';
const ENDPOINT = 'inspections_classifications';
const DATE_FIELD = 'InspectionEndDate';
/**
 * An inspection reaches the Dashboard only once its classification is final, typically within
 * 90 days of its end (the FMD-145 letter) but sometimes much later; six months are re-read.
 */
const SAFETY_WINDOW_DAYS = 180;

export interface DashboardInspectionsOptions {
  /** Rows per API request; the API's maximum unless a test wants to see paging. */
  pageSize?: number;
  /** Requests per second; FDA's endpoint gets one a second, a local replay server may get more. */
  ratePerSecond?: number;
}

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
export function createDashboardInspectionsConnector(options: DashboardInspectionsOptions = {}): Connector {
  const pageSize = options.pageSize ?? DASHBOARD_MAX_ROWS;
  const rate = { ratePerSecond: options.ratePerSecond ?? DASHBOARD_RATE_PER_SECOND };
  return {
    name: 'fda-dashboard-inspections',
    description: 'FDA Data Dashboard inspection classifications (NAI/VAI/OAI) per inspection, with FEI, firm and project areas',
    topic: TOPICS.rawInspections,
    schemaVersion: 1,
    mirrorFolder: DASHBOARD_INSPECTIONS_DIR,
    defaultSchedule: '15 3 * * 2',
    isPresent: (mirrorDir) => hasExports(mirrorDir, DASHBOARD_INSPECTIONS_DIR),
    readMirror: ({ mirrorDir }) =>
      readDashboardMirror(mirrorDir, {
        folder: DASHBOARD_INSPECTIONS_DIR,
        specs: INSPECTION_COLUMNS,
        toItems: (rows, ref, sourceFile) => inspectionItems(rows, ref, { source_file: sourceFile, source_url: null }),
        dateOf: (body) => (typeof body.inspection_end_date === 'string' ? body.inspection_end_date : null),
      }),
    probeLive: (context) => probeDashboard(context, ENDPOINT, DATE_FIELD, rate),
    fetchLive(context: LiveContext): AsyncIterable<SourceItem> {
      const sourceUrl = dashboardUrl(context.settings, ENDPOINT);
      return fetchDashboardIncremental(context, {
        endpoint: ENDPOINT,
        specs: INSPECTION_COLUMNS,
        dateField: DATE_FIELD,
        dateKey: 'inspection_end_date',
        safetyWindowDays: SAFETY_WINDOW_DAYS,
        pageSize,
        ...rate,
        toItems: (rows, ref) => inspectionItems(rows, ref, { source_file: null, source_url: sourceUrl }),
        refOf: (row) => `${ENDPOINT}#InspectionID=${text(row.cells.inspection_id) ?? '?'}/ProjectArea=${text(row.cells.project_area) ?? '?'}`,
      });
    },
  };
}

/** The connector as registered: full pages. */
export const dashboardInspectionsConnector: Connector = createDashboardInspectionsConnector();
