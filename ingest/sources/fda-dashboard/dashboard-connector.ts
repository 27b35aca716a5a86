import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import type { CanonicalRow, ColumnSpecs } from './columns.ts';
import { DASHBOARD_MAX_ROWS, DASHBOARD_RATE_PER_SECOND, dashboardUrl } from './dashboard-api.ts';
import type { DashboardEndpoint } from './dashboard-api.ts';
import { fetchDashboardIncremental } from './dashboard-fetch.ts';
import { hasExports, readDashboardMirror } from './dashboard-mirror.ts';
import { probeDashboard } from './dashboard-probe.ts';

/** Where a batch of rows came from, for the body: a mirror export, or the live endpoint. */
export interface RowSource {
  source_file: string | null;
  source_url: string | null;
}

export interface DashboardConnectorOptions {
  /** Rows per API request; the API's maximum unless a test wants to see paging. */
  pageSize?: number;
  /** Requests per second; FDA's endpoint gets one a second, a local replay server may get more. */
  ratePerSecond?: number;
}

/** What sets one Dashboard dataset's connector apart from the others. */
export interface DashboardDataset<F extends string> {
  name: string;
  description: string;
  topic: string;
  schemaVersion: number;
  defaultSchedule: string;
  /** Mirror folder of the dataset's exports (.xlsx or .csv). */
  folder: string;
  endpoint: DashboardEndpoint;
  specs: ColumnSpecs<F>;
  /** API fieldname of the date column: the sort key, the `From` filter and the probe's column. */
  dateField: string;
  /** Canonical field holding that date; the body carries it under the same key. */
  dateKey: NoInfer<F>;
  /** Days re-read before the cursor on each run, for records FDA posts late. */
  safetyWindowDays: number;
  /** Rows as items (rows of one record merged); `ref` names a row for the DLQ. */
  toItems(rows: ReadonlyArray<CanonicalRow<F>>, ref: (row: CanonicalRow<F>) => string, source: RowSource): SourceItem[];
  /** DLQ reference of an API row, from its own keys. */
  refOf(row: CanonicalRow<F>): string;
}

/**
 * The connector of one FDA Data Dashboard dataset: the mirror's exports with their snapshots
 * merged (`readDashboardMirror`), the live API read incrementally from the cursor minus the
 * safety window (`fetchDashboardIncremental`), and a one-row probe (`probeDashboard`).
 */
export function createDashboardConnector<F extends string>(dataset: DashboardDataset<F>, options: DashboardConnectorOptions = {}): Connector {
  const rate = { ratePerSecond: options.ratePerSecond ?? DASHBOARD_RATE_PER_SECOND };
  return {
    name: dataset.name,
    description: dataset.description,
    topic: dataset.topic,
    schemaVersion: dataset.schemaVersion,
    mirrorFolder: dataset.folder,
    defaultSchedule: dataset.defaultSchedule,
    isPresent: (mirrorDir) => hasExports(mirrorDir, dataset.folder),
    readMirror: ({ mirrorDir }) =>
      readDashboardMirror(mirrorDir, {
        folder: dataset.folder,
        specs: dataset.specs,
        toItems: (rows, ref, sourceFile) => dataset.toItems(rows, ref, { source_file: sourceFile, source_url: null }),
        dateOf: (body) => {
          const date = body[dataset.dateKey];
          return typeof date === 'string' ? date : null;
        },
      }),
    probeLive: (context) => probeDashboard(context, dataset.endpoint, dataset.dateField, rate),
    fetchLive(context: LiveContext): AsyncIterable<SourceItem> {
      const sourceUrl = dashboardUrl(context.settings, dataset.endpoint);
      return fetchDashboardIncremental(context, {
        endpoint: dataset.endpoint,
        specs: dataset.specs,
        dateField: dataset.dateField,
        dateKey: dataset.dateKey,
        safetyWindowDays: dataset.safetyWindowDays,
        pageSize: options.pageSize ?? context.settings.dashboard.pageSize ?? DASHBOARD_MAX_ROWS,
        ...rate,
        toItems: (rows, ref) => dataset.toItems(rows, ref, { source_file: null, source_url: sourceUrl }),
        refOf: dataset.refOf,
      });
    },
  };
}
