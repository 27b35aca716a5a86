import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { answerDashboardQuery } from '../fda-dashboard/fixtures/dashboard-replay.ts';
import { createDashboardInspectionsConnector, DASHBOARD_INSPECTIONS_DIR, dashboardInspectionsConnector } from './connector.ts';

const here = import.meta.dirname;
const fixtures = path.join(here, 'fixtures');
const okItems = (items: SourceItem[]) => items.flatMap((item) => (item.ok ? [item] : []));

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'regintel-inspections-connector-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('Dashboard inspections connector on a fixture mirror', () => {
  it('reads the export, and dead-letters a truncated second export without losing the first', async () => {
    const folder = path.join(dir, 'mirror', DASHBOARD_INSPECTIONS_DIR);
    mkdirSync(folder, { recursive: true });
    copyFileSync(path.join(fixtures, 'inspections-details.xlsx'), path.join(folder, 'inspections-details.xlsx'));
    const bytes = readFileSync(path.join(fixtures, 'inspections-details.xlsx'));
    writeFileSync(path.join(folder, 'inspections-details-partial.xlsx'), bytes.subarray(0, 1500));
    const mirrorDir = path.join(dir, 'mirror');
    expect(dashboardInspectionsConnector.isPresent(mirrorDir)).toBe(true);

    const items = await collect(dashboardInspectionsConnector.readMirror({ mirrorDir, clock: systemClock }));
    expect(okItems(items).map((item) => item.id)).toEqual(['1234501', '1229870', '1240011', '1198765', '1250033']);
    expect(items.filter((item) => !item.ok).map((item) => !item.ok && item.ref)).toEqual([
      'fda_dashboard_inspections/inspections-details.xlsx#row7',
      'fda_dashboard_inspections/inspections-details.xlsx#row8',
      'fda_dashboard_inspections/inspections-details-partial.xlsx',
    ]);
    expect(items.at(-1)).toMatchObject({ reason: expect.stringMatching(/^unreadable export inspections-details-partial\.xlsx: cannot read .* as xlsx/) });
  });
});

warnIfMissing(hasSharedData, 'the check that fda_dashboard_inspections/ is absent from the shared data');

describe.skipIf(!hasSharedData)('Dashboard inspections connector and ../shared/data', () => {
  it('finds no "Inspections Details" export there, as the data README says ("Still missing")', () => {
    expect(dashboardInspectionsConnector.isPresent(sharedDataDir)).toBe(false);
  });
});

describe('Dashboard inspections live fetcher against a replay of the Dashboard API', () => {
  let server: ReplayServer;
  let rows: Array<Record<string, unknown>> = [];
  let calls = 0;
  beforeEach(async () => {
    rows = (JSON.parse(readFileSync(path.join(fixtures, 'api-inspections-classifications.json'), 'utf8')) as { result: Array<Record<string, unknown>> }).result;
    calls = 0;
    server = await startReplayServer([
      {
        method: 'POST',
        path: '/inspections_classifications',
        failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } },
        respond: (request) => {
          calls += 1;
          if (calls === 3) return { status: 502, body: 'Bad Gateway' };
          return answerDashboardQuery({ rows: () => rows }, request);
        },
      },
    ]);
  });
  afterEach(async () => {
    await server.close();
  });
  const connector = createDashboardInspectionsConnector({ pageSize: 2, ratePerSecond: 1_000 });
  const requests = () => server.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);

  it('pages 2 rows at a time, retries the 429 and the 502, and merges an inspection split across pages', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) });
    const items = await collect(connector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 502']);
    // 429 on the first request, the 502 on the third page's first try.
    expect(requests().map((body) => body.start)).toEqual([1, 1, 3, 5, 5]);
    expect(requests()[0]).toMatchObject({ rows: 2, sort: 'InspectionEndDate', sortorder: 'ASC', returntotalcount: true, filters: {} });
    expect(requests()[0]?.columns).toEqual(expect.arrayContaining(['FEINumber', 'InspectionID', 'Classification', 'ClassificationCode', 'ProjectArea', 'FMD145Date']));
    // Rows 4 and 5 (pages 2 and 3) are the two project areas of inspection 1234501.
    expect(okItems(items).map((item) => item.id)).toEqual(['1198765', '1229870', '1240011', '1234501', '1250033']);
    expect(okItems(items)[3]?.body).toMatchObject({
      street_address: '4100 Research Pkwy',
      state: 'NC',
      classification: 'OAI',
      project_areas: ['Drug Quality Assurance', 'Pre-Approval Evaluation'],
      source_file: null,
      source_url: `${server.url}/inspections_classifications`,
    });
    expect(context.savedCursor()).toBe('2024-08-21');
  });

  it('sees a reclassified inspection on the next incremental fetch', async () => {
    const first = testLiveContext(testLiveSettings(server.url), { http: testHttpClient() });
    const before = okItems(await collect(connector.fetchLive!(first))).find((item) => item.id === '1234501');
    expect(before?.body.classification).toBe('OAI');

    rows = rows.map((row) => (row.InspectionID === '1234501' && row.ProjectArea === 'Pre-Approval Evaluation' ? { ...row, Classification: 'Voluntary Action Indicated (VAI)', ClassificationCode: 'VAI' } : row));
    const second = testLiveContext(testLiveSettings(server.url), { cursor: first.savedCursor(), http: testHttpClient() });
    const items = await collect(connector.fetchLive!(second));
    // From 2024-08-21 less 180 days.
    expect(requests().at(-1)?.filters).toEqual({ InspectionEndDateFrom: ['2024-02-23'] });
    expect(okItems(items).map((item) => item.id)).toEqual(['1234501', '1250033']);
    expect(okItems(items)[0]?.body).toMatchObject({ classification: 'VAI', classification_raw: 'Voluntary Action Indicated (VAI)' });
    expect(second.savedCursor()).toBe('2024-08-21');
  });

  it('probes the total and the newest end date', async () => {
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient() });
    expect(await connector.probeLive!(context)).toMatch(/^6:2024-08-21:\d{4}-W\d{2}$/);
  });

  it('asks for the page size configured (REGINTEL_FDA_DASHBOARD_PAGE_SIZE) when the connector sets none', async () => {
    const configured = createDashboardInspectionsConnector({ ratePerSecond: 1_000 });
    const settings = testLiveSettings(server.url, { dashboard: { user: 'test-user@example.com', key: 'test-key', pageSize: 3 } });
    const items = await collect(configured.fetchLive!(testLiveContext(settings, { http: testHttpClient() })));
    expect(okItems(items)).toHaveLength(5);
    // The first request answered 429 and was asked again; then rows 4-6 complete the six.
    expect(requests().map((body) => [body.start, body.rows])).toEqual([
      [1, 3],
      [1, 3],
      [4, 3],
    ]);
  });

  it('fails clearly without credentials', async () => {
    const context = testLiveContext(testLiveSettings(server.url, { dashboard: { user: 'me@example.com', key: null } }));
    await expect(collect(connector.fetchLive!(context))).rejects.toThrow('FDA Data Dashboard API credentials missing: set REGINTEL_FDA_DASHBOARD_KEY');
    expect(server.requests).toHaveLength(0);
  });
});
