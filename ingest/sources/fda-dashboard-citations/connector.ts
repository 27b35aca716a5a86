import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { DASHBOARD_MAX_ROWS, DASHBOARD_RATE_PER_SECOND, dashboardUrl } from '../fda-dashboard/dashboard-api.ts';
import { fetchDashboardIncremental } from '../fda-dashboard/dashboard-fetch.ts';
import { hasExports, readDashboardMirror } from '../fda-dashboard/dashboard-mirror.ts';
import { probeDashboard } from '../fda-dashboard/dashboard-probe.ts';
import { text } from '../fda-dashboard/values.ts';
import { CITATION_COLUMNS, citationItems } from './parse-citations.ts';

/** Mirror folder of the Dashboard's "Inspections Citations Details" exports. */
export const DASHBOARD_CITATIONS_DIR = 'fda_dashboard_citations';
const ENDPOINT = 'inspections_citations';
const DATE_FIELD = 'InspectionEndDate';
/** Citations are posted with their inspection's final classification: the same six months. */
const SAFETY_WINDOW_DAYS = 180;

export interface DashboardCitationsOptions {
  /** Rows per API request; the API's maximum unless a test wants to see paging. */
  pageSize?: number;
  /** Requests per second; FDA's endpoint gets one a second, a local replay server may get more. */
  ratePerSecond?: number;
}

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
export function createDashboardCitationsConnector(options: DashboardCitationsOptions = {}): Connector {
  const pageSize = options.pageSize ?? DASHBOARD_MAX_ROWS;
  const rate = { ratePerSecond: options.ratePerSecond ?? DASHBOARD_RATE_PER_SECOND };
  return {
    name: 'fda-dashboard-citations',
    description: 'FDA Data Dashboard Form 483 citations per inspection: Act/CFR number, short and long description',
    topic: TOPICS.rawCitations,
    schemaVersion: 1,
    mirrorFolder: DASHBOARD_CITATIONS_DIR,
    defaultSchedule: '30 3 * * 2',
    isPresent: (mirrorDir) => hasExports(mirrorDir, DASHBOARD_CITATIONS_DIR),
    readMirror: ({ mirrorDir }) =>
      readDashboardMirror(mirrorDir, {
        folder: DASHBOARD_CITATIONS_DIR,
        specs: CITATION_COLUMNS,
        toItems: (rows, ref, sourceFile) => citationItems(rows, ref, { source_file: sourceFile, source_url: null }),
        dateOf: (body) => (typeof body.inspection_end_date === 'string' ? body.inspection_end_date : null),
      }),
    probeLive: (context) => probeDashboard(context, ENDPOINT, DATE_FIELD, rate),
    fetchLive(context: LiveContext): AsyncIterable<SourceItem> {
      const sourceUrl = dashboardUrl(context.settings, ENDPOINT);
      return fetchDashboardIncremental(context, {
        endpoint: ENDPOINT,
        specs: CITATION_COLUMNS,
        dateField: DATE_FIELD,
        dateKey: 'inspection_end_date',
        safetyWindowDays: SAFETY_WINDOW_DAYS,
        pageSize,
        ...rate,
        toItems: (rows, ref) => citationItems(rows, ref, { source_file: null, source_url: sourceUrl }),
        refOf: (row) => `${ENDPOINT}#InspectionID=${text(row.cells.inspection_id) ?? '?'}/row${row.line}`,
      });
    },
  };
}

/** The connector as registered: full pages. */
export const dashboardCitationsConnector: Connector = createDashboardCitationsConnector();
