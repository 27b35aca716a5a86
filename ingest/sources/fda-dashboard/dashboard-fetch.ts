import type { LiveContext, SourceItem } from '../../connector.ts';
import { apiColumns, rowFromApi } from './columns.ts';
import type { CanonicalRow, ColumnSpecs } from './columns.ts';
import { DASHBOARD_MAX_ROWS, DASHBOARD_MIN_ROWS, isRowsRefusal, queryDashboard } from './dashboard-api.ts';
import type { DashboardEndpoint } from './dashboard-api.ts';
import { isoDateCell } from './values.ts';

/**
 * Incremental, capped paging over one Dashboard endpoint, shared by the three connectors.
 *
 * Rows are asked for oldest first by the dataset's date column, from the saved cursor minus a
 * safety window (FDA posts records weeks or months after their date: a classification is final
 * only after review, so an inspection ended in March may first appear in June), with `start` /
 * `rows` paging. Rows are handed to the connector one date at a time: every row of one record
 * (the project areas of an inspection, repeated citations) shares its date, so a record is
 * always assembled whole, and duplicates that an unstable order between pages could repeat are
 * merged by the connector's id rather than dead-lettered. The cursor saved is the newest date
 * whose rows were all read; a run cut short by `maxRecords` drops its last, possibly partial
 * date and the next run starts from there again.
 */
export interface IncrementalQuery<F extends string> {
  endpoint: DashboardEndpoint;
  specs: ColumnSpecs<F>;
  /** API fieldname of the date column: the sort key and the `From` filter. */
  dateField: string;
  /** Canonical field holding that date. */
  dateKey: NoInfer<F>;
  /** Days re-read before the cursor on each run, for records FDA posts late. */
  safetyWindowDays: number;
  /** Rows per request (at most 5000). */
  pageSize: number;
  /** Requests per second; FDA's endpoint gets the polite default, a local replay server more. */
  ratePerSecond?: number;
  /** One date's rows (or one undated row) as items; `ref` names a row for the DLQ. */
  toItems(rows: ReadonlyArray<CanonicalRow<F>>, ref: (row: CanonicalRow<F>) => string): SourceItem[];
  /** DLQ reference of an API row, from its own keys. */
  refOf(row: CanonicalRow<F>): string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` minus whole days. */
export function minusDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The first day a run asks for: the cursor minus the window, or everything on a first run. */
export function fetchFrom(cursor: string | null, safetyWindowDays: number): string | null {
  return cursor && ISO_DATE.test(cursor) ? minusDays(cursor, safetyWindowDays) : null;
}

/**
 * Yields an endpoint's records changed since the cursor, and sets the cursor to the newest date
 * fully read. Throws on refused requests (credentials, bad query) and exhausted retries: the
 * runner then reports the source as failed and keeps the previous cursor.
 */
export async function* fetchDashboardIncremental<F extends string>(context: LiveContext, query: IncrementalQuery<F>): AsyncIterable<SourceItem> {
  // Shrinks for the rest of the run when the API refuses a size (see `isRowsRefusal`).
  let pageSize = Math.max(1, Math.min(query.pageSize, DASHBOARD_MAX_ROWS));
  const from = fetchFrom(context.cursor, query.safetyWindowDays);
  const filters = from ? { [`${query.dateField}From`]: [from] } : {};
  const columns = apiColumns(query.specs);
  const cap = context.settings.maxRecords;

  let bucket: Array<CanonicalRow<F>> = [];
  let bucketDate: string | null = null;
  let newestComplete: string | null = null;
  let fetched = 0;
  let total: number | null = null;
  let truncated = false;

  const flush = function* (): Iterable<SourceItem> {
    if (bucket.length === 0) return;
    yield* query.toItems(bucket, query.refOf);
    if (bucketDate && (newestComplete === null || bucketDate > newestComplete)) newestComplete = bucketDate;
    bucket = [];
    bucketDate = null;
  };

  for (let start = 1; ; ) {
    const rows = Math.min(pageSize, cap - fetched);
    const request = {
      start,
      rows,
      sort: query.dateField,
      sortorder: 'ASC' as const,
      // Asked once: FDA recomputes it on every request, and it does not change between pages.
      ...(start === 1 ? { returntotalcount: true as const } : {}),
      filters,
      columns,
    };
    let page: Awaited<ReturnType<typeof queryDashboard>>;
    try {
      page = await queryDashboard(context, query.endpoint, request, { ratePerSecond: query.ratePerSecond });
    } catch (error) {
      if (!isRowsRefusal(error) || rows <= DASHBOARD_MIN_ROWS) throw error;
      pageSize = Math.max(DASHBOARD_MIN_ROWS, Math.floor(rows / 2));
      context.logger.warn({ endpoint: query.endpoint, refused: rows, retryWith: pageSize }, 'dashboard refused the page size; asking again with fewer rows');
      continue;
    }
    if (start === 1) total = page.total;
    context.logger.info({ endpoint: query.endpoint, from, start, received: page.rows.length, total }, 'dashboard page');
    for (const [index, raw] of page.rows.entries()) {
      const row = rowFromApi(query.specs, raw, start + index);
      const date = isoDateCell(row.cells[query.dateKey]);
      if (date === null) {
        // Cannot be placed in a date: handed over alone, for the connector to dead-letter.
        yield* query.toItems([row], query.refOf);
        continue;
      }
      if (bucketDate !== null && date !== bucketDate) yield* flush();
      bucketDate = date;
      bucket.push(row);
    }
    fetched += page.rows.length;
    start += page.rows.length;
    const exhausted = page.rows.length < rows || (total !== null && start > total);
    if (exhausted) break;
    if (fetched >= cap) {
      truncated = true;
      break;
    }
  }

  if (truncated && newestComplete !== null) {
    context.logger.warn({ endpoint: query.endpoint, maxRecords: cap, resumeAfter: newestComplete }, 'maxRecords reached; the rest is fetched by the next run');
    bucket = [];
  } else {
    yield* flush();
  }
  // Never backwards: a window that came back empty (or shorter) keeps the cursor where it was.
  const cursor = [newestComplete, context.cursor].filter((date): date is string => date !== null && ISO_DATE.test(date)).sort().at(-1);
  if (cursor) context.setCursor(cursor);
}
