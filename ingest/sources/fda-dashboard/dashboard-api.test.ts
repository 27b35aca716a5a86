import { afterEach, describe, expect, it } from 'vitest';
import { collect, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { SourceItem } from '../../connector.ts';
import type { ColumnSpecs } from './columns.ts';
import { DASHBOARD_API_BASE, dashboardUrl, queryDashboard } from './dashboard-api.ts';
import { fetchDashboardIncremental, fetchFrom } from './dashboard-fetch.ts';
import { isoWeek, probeDashboard } from './dashboard-probe.ts';
import { answerDashboardQuery } from './fixtures/dashboard-replay.ts';

/** A toy dataset: one key and one date per row, two rows on 2024-02-02. */
const ROWS = [
  { Key: 'a', EventDate: '2024-01-01' },
  { Key: 'b', EventDate: '2024-02-02' },
  { Key: 'c', EventDate: '2024-02-02' },
  { Key: 'd', EventDate: '2024-03-03' },
  { Key: 'e', EventDate: '2024-04-04' },
];
const SPECS = {
  key: { export: ['Key'], api: 'Key', required: true },
  date: { export: ['Event Date'], api: 'EventDate', required: true },
} as const satisfies ColumnSpecs<string>;

/** The replay server is local: no need for the 1 request/s kept with FDA. */
const FAST = { ratePerSecond: 1_000 };

let server: ReplayServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function dashboard(rows: () => ReadonlyArray<Record<string, unknown>> = () => ROWS, answer?: () => object): Promise<ReplayServer> {
  server = await startReplayServer([{ method: 'POST', path: '/compliance_actions', respond: (request) => (answer ? { body: answer() } : answerDashboardQuery({ rows }, request)) }]);
  return server;
}

const bodies = (replay: ReplayServer) => replay.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);

/** The toy spec: each date's keys as one item, so the test sees how rows were grouped. */
function toyQuery(batches: string[][]) {
  return {
    endpoint: 'compliance_actions' as const,
    specs: SPECS,
    dateField: 'EventDate',
    dateKey: 'date' as const,
    safetyWindowDays: 30,
    pageSize: 2,
    ratePerSecond: 1_000,
    toItems: (rows: ReadonlyArray<{ cells: Record<'key' | 'date', unknown> }>): SourceItem[] => {
      const keys = rows.map((row) => String(row.cells.key));
      batches.push(keys);
      return [{ ok: true, id: keys.join('+'), body: { keys } }];
    },
    refOf: () => 'toy',
  };
}

describe('queryDashboard', () => {
  it('uses the public endpoint unless a base URL is configured', () => {
    expect(dashboardUrl(testLiveSettings('x', { baseUrl: null }), 'inspections_citations')).toBe(`${DASHBOARD_API_BASE}/inspections_citations`);
    expect(dashboardUrl(testLiveSettings('http://proxy.local/dd/'), 'compliance_actions')).toBe('http://proxy.local/dd/compliance_actions');
  });

  it('fails before any request when the credentials are not configured, naming the settings', async () => {
    const replay = await dashboard();
    const context = testLiveContext(testLiveSettings(replay.url, { dashboard: { user: null, key: null } }));
    await expect(queryDashboard(context, 'compliance_actions', { sort: '', sortorder: '', filters: {}, columns: [] })).rejects.toThrow(
      /REGINTEL_FDA_DASHBOARD_USER .* and REGINTEL_FDA_DASHBOARD_KEY/,
    );
    const keyOnly = testLiveContext(testLiveSettings(replay.url, { dashboard: { user: 'me@example.com', key: null } }));
    await expect(collect(fetchDashboardIncremental(keyOnly, toyQuery([])))).rejects.toThrow(/set REGINTEL_FDA_DASHBOARD_KEY/);
    expect(replay.requests).toHaveLength(0);
  });

  it('sends the account headers and reads statuscode 400 as success, 412 as an empty page', async () => {
    const replay = await dashboard();
    const context = testLiveContext(testLiveSettings(replay.url));
    const page = await queryDashboard(context, 'compliance_actions', { start: 1, rows: 2, sort: 'EventDate', sortorder: 'DESC', returntotalcount: true, filters: {}, columns: ['Key'] }, FAST);
    expect(page).toEqual({ rows: [{ Key: 'e' }, { Key: 'd' }], total: 5 });
    expect(replay.requests[0]?.headers).toMatchObject({ 'authorization-user': 'test-user@example.com', 'authorization-key': 'test-key', 'content-type': 'application/json' });
    const none = await queryDashboard(context, 'compliance_actions', { sort: '', sortorder: '', filters: { EventDateFrom: ['2030-01-01'] }, columns: [] }, FAST);
    expect(none).toEqual({ rows: [], total: 0 });
  });

  it('throws on a refused request with the API message and details', async () => {
    const replay = await dashboard();
    const wrongKey = testLiveContext(testLiveSettings(replay.url, { dashboard: { user: 'test-user@example.com', key: 'stale' } }));
    await expect(queryDashboard(wrongKey, 'compliance_actions', { sort: '', sortorder: '', filters: {}, columns: [] })).rejects.toThrow(
      'FDA Data Dashboard compliance_actions: statuscode 401 Not Authorized.; check REGINTEL_FDA_DASHBOARD_USER and REGINTEL_FDA_DASHBOARD_KEY',
    );
    const context = testLiveContext(testLiveSettings(replay.url));
    await expect(queryDashboard(context, 'compliance_actions', { sort: '', sortorder: '', filters: {}, columns: ['fei_number'] }, FAST)).rejects.toThrow(
      'statuscode 406 Invalid fieldname in request body columns parameter value. (invalid_columns: ["fei_number"])',
    );
  });

  it('rejects an answer that is not the documented envelope', async () => {
    const replay = await dashboard(undefined, () => ({ data: [] }));
    await expect(queryDashboard(testLiveContext(testLiveSettings(replay.url)), 'compliance_actions', { sort: '', sortorder: '', filters: {}, columns: [] })).rejects.toThrow(
      /unexpected answer/,
    );
  });
});

describe('probeDashboard', () => {
  it('fingerprints the total and the newest date with a one-row request', async () => {
    const replay = await dashboard();
    expect(await probeDashboard(testLiveContext(testLiveSettings(replay.url)), 'compliance_actions', 'EventDate', FAST)).toMatch(/^5:2024-04-04:\d{4}-W\d{2}$/);
    expect(bodies(replay)).toEqual([{ start: 1, rows: 1, sort: 'EventDate', sortorder: 'DESC', returntotalcount: true, filters: {}, columns: ['EventDate'] }]);
  });
});

describe('fetchDashboardIncremental', () => {
  it('pages oldest first, hands rows over one date at a time and sets the cursor to the newest date', async () => {
    const replay = await dashboard();
    const batches: string[][] = [];
    const context = testLiveContext(testLiveSettings(replay.url));
    const items = await collect(fetchDashboardIncremental(context, toyQuery(batches)));
    // b and c share a date but arrive on different pages: still one batch.
    expect(batches).toEqual([['a'], ['b', 'c'], ['d'], ['e']]);
    expect(items.map((item) => item.ok && item.id)).toEqual(['a', 'b+c', 'd', 'e']);
    expect(context.savedCursor()).toBe('2024-04-04');
    expect(bodies(replay).map((body) => [body.start, body.rows, body.returntotalcount, body.sort, body.sortorder, body.filters])).toEqual([
      [1, 2, true, 'EventDate', 'ASC', {}],
      [3, 2, undefined, 'EventDate', 'ASC', {}],
      [5, 2, undefined, 'EventDate', 'ASC', {}],
    ]);
  });

  it('asks only for rows from the cursor minus the safety window', async () => {
    const replay = await dashboard();
    const batches: string[][] = [];
    const context = testLiveContext(testLiveSettings(replay.url), { cursor: '2024-03-03' });
    await collect(fetchDashboardIncremental(context, toyQuery(batches)));
    expect(fetchFrom('2024-03-03', 30)).toBe('2024-02-02');
    expect(bodies(replay)[0]?.filters).toEqual({ EventDateFrom: ['2024-02-02'] });
    expect(batches).toEqual([['b', 'c'], ['d'], ['e']]);
    expect(context.savedCursor()).toBe('2024-04-04');
  });

  it('stops at maxRecords, drops the date it may have cut, and resumes from the last whole date', async () => {
    const replay = await dashboard();
    const batches: string[][] = [];
    const context = testLiveContext(testLiveSettings(replay.url, { maxRecords: 3 }));
    const items = await collect(fetchDashboardIncremental(context, toyQuery(batches)));
    // Rows a, b, c were read (3 = maxRecords); 2024-02-02 might have more rows, so only a is kept.
    expect(bodies(replay).map((body) => body.rows)).toEqual([2, 1]);
    expect(items.map((item) => item.ok && item.id)).toEqual(['a']);
    expect(context.savedCursor()).toBe('2024-01-01');
  });

  it('never moves the cursor back, and leaves it alone when nothing came back', async () => {
    const replay = await dashboard(() => ROWS.slice(0, 2));
    const ahead = testLiveContext(testLiveSettings(replay.url), { cursor: '2024-02-20' });
    await collect(fetchDashboardIncremental(ahead, toyQuery([])));
    expect(ahead.savedCursor()).toBe('2024-02-20');
    const empty = testLiveContext(testLiveSettings(replay.url), { cursor: '2025-01-01' });
    expect(await collect(fetchDashboardIncremental(empty, toyQuery([])))).toEqual([]);
    expect(empty.savedCursor()).toBe('2025-01-01');
  });

  it('retries a 429 (honouring Retry-After) and a 503 through the shared client', async () => {
    let calls = 0;
    server = await startReplayServer([
      {
        method: 'POST',
        path: '/compliance_actions',
        failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } },
        respond: (request) => {
          calls += 1;
          return calls === 2 ? { status: 503, body: 'maintenance' } : answerDashboardQuery({ rows: () => ROWS }, request);
        },
      },
    ]);
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) });
    const items = await collect(fetchDashboardIncremental(context, toyQuery([])));
    expect(items).toHaveLength(4);
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 503']);
    // Retry-After: 1 asks for 1,000 ms; the test client caps waits at 20 ms.
    expect(retries[0]?.waitMs).toBe(20);
  });
});

describe('page size refused by the Dashboard', () => {
  /** A Dashboard that refuses pages over 60 rows, as one public client reports for 1,000. */
  async function refusing(refusal: (rows: number) => { status?: number; body: object | string } | null) {
    server = await startReplayServer([
      {
        method: 'POST',
        path: '/compliance_actions',
        respond: (request) => refusal(Number((JSON.parse(request.body) as { rows?: number }).rows)) ?? answerDashboardQuery({ rows: () => ROWS }, request),
      },
    ]);
    return server;
  }

  it('asks again for the same page with half the rows on statuscode 415, and keeps the size that was accepted', async () => {
    // The documented refusal of `rows` (statuscode 415 in a 200 answer).
    const replay = await refusing((rows) => (rows > 60 ? { body: { statuscode: 415, message: 'Request body rows parameter must be <= 5000.' } } : null));
    const context = testLiveContext(testLiveSettings(replay.url));
    const items = await collect(fetchDashboardIncremental(context, { ...toyQuery([]), pageSize: 200 }));
    expect(items.map((item) => item.ok && item.id)).toEqual(['a', 'b+c', 'd', 'e']);
    expect(bodies(replay).map((body) => [body.start, body.rows])).toEqual([
      [1, 200],
      [1, 100],
      [1, 50],
    ]);
  });

  it('does the same on an HTTP 400 naming rows, and fails with the refusal once the smallest page is refused', async () => {
    const replay = await refusing((rows) => (rows > 60 ? { status: 400, body: 'Bad Request: rows must not exceed 60' } : null));
    const context = testLiveContext(testLiveSettings(replay.url));
    expect(await collect(fetchDashboardIncremental(context, { ...toyQuery([]), pageSize: 100 }))).toHaveLength(4);
    expect(bodies(replay).map((body) => body.rows)).toEqual([100, 50]);
    await replay.close();

    const always = await refusing(() => ({ body: { statuscode: 415, message: 'Request body rows parameter must be <= 5000.' } }));
    await expect(collect(fetchDashboardIncremental(testLiveContext(testLiveSettings(always.url)), { ...toyQuery([]), pageSize: 100 }))).rejects.toThrow(/statuscode 415/);
    expect(bodies(always).map((body) => body.rows)).toEqual([100, 50]);
  });

  it('does not shrink the page on a 400 that is about something else', async () => {
    const replay = await refusing(() => ({ status: 400, body: 'Bad Request: unknown sort column' }));
    await expect(collect(fetchDashboardIncremental(testLiveContext(testLiveSettings(replay.url)), { ...toyQuery([]), pageSize: 100 }))).rejects.toThrow(/HTTP 400/);
    expect(replay.requests).toHaveLength(1);
  });
});

describe('isoWeek', () => {
  it('gives ISO-8601 weeks, including the ones that cross a year', () => {
    expect(isoWeek(new Date('2026-11-21T12:00:00Z'))).toBe('2026-W47');
    // 3 January 2021 was a Sunday of 2020's week 53; 30 December 2024, a Monday, opens 2025's week 1.
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});
