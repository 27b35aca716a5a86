import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
import { createDashboardCitationsConnector, DASHBOARD_CITATIONS_DIR, dashboardCitationsConnector } from './connector.ts';

const here = import.meta.dirname;
const fixtures = path.join(here, 'fixtures');
const okItems = (items: SourceItem[]) => items.flatMap((item) => (item.ok ? [item] : []));

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'regintel-citations-connector-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('Dashboard citations connector on a fixture mirror', () => {
  it('reads both exports of the same citations as two snapshots: each citation once', async () => {
    const folder = path.join(dir, 'mirror', DASHBOARD_CITATIONS_DIR);
    mkdirSync(folder, { recursive: true });
    for (const file of ['inspections-citations-details.xlsx', 'inspections-citations-details.csv']) copyFileSync(path.join(fixtures, file), path.join(folder, file));
    const mirrorDir = path.join(dir, 'mirror');
    expect(dashboardCitationsConnector.isPresent(mirrorDir)).toBe(true);
    const items = await collect(dashboardCitationsConnector.readMirror({ mirrorDir, clock: systemClock }));
    // Same newest date: the later file name (.xlsx) wins; each file's bad row is dead-lettered.
    expect(okItems(items)).toHaveLength(7);
    expect(new Set(okItems(items).map((item) => item.body.source_file))).toEqual(new Set(['fda_dashboard_citations/inspections-citations-details.xlsx']));
    expect(items.filter((item) => !item.ok).map((item) => !item.ok && item.reason)).toEqual(['no Act/CFR Number', 'no Act/CFR Number']);
  });
});

warnIfMissing(hasSharedData, 'the check that fda_dashboard_citations/ is absent from the shared data');

describe.skipIf(!hasSharedData)('Dashboard citations connector and ../shared/data', () => {
  it('finds no "Inspections Citations Details" export there, as the data README says ("Still missing")', () => {
    expect(dashboardCitationsConnector.isPresent(sharedDataDir)).toBe(false);
  });
});

describe('Dashboard citations live fetcher against a replay of the Dashboard API', () => {
  let server: ReplayServer;
  let rows: Array<Record<string, unknown>> = [];
  let calls = 0;
  beforeEach(async () => {
    rows = (JSON.parse(readFileSync(path.join(fixtures, 'api-inspections-citations.json'), 'utf8')) as { result: Array<Record<string, unknown>> }).result;
    calls = 0;
    server = await startReplayServer([
      {
        method: 'POST',
        path: '/inspections_citations',
        failFirst: { times: 2, status: 429, headers: { 'Retry-After': '3' } },
        respond: (request) => {
          calls += 1;
          if (calls === 1) return { status: 500, body: 'Internal Server Error' };
          return answerDashboardQuery({ rows: () => rows }, request);
        },
      },
    ]);
  });
  afterEach(async () => {
    await server.close();
  });
  const connector = createDashboardCitationsConnector({ pageSize: 2, ratePerSecond: 1_000 });
  const requests = () => server.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);

  it('pages through the citations after two 429s and a 500, with the API Citation IDs', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) });
    const items = await collect(connector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 429', 'HTTP 500']);
    expect(requests().map((body) => body.start)).toEqual([1, 1, 1, 1, 3, 5]);
    expect(okItems(items).map((item) => [item.body.inspection_id, item.body.act_cfr_number, item.body.citation_id])).toEqual([
      ['1198765', '21 CFR 820.100(a)', '3130'],
      ['1240011', '21 CFR 117.35(a)', '14071'],
      ['1234501', '21 CFR 211.22(d)', '1105'],
      ['1234501', '21 CFR 211.22(d)', '1106'],
      ['1234501', '21 CFR 211.192', '2027'],
    ]);
    expect(okItems(items)[0]?.body).toMatchObject({ occurrences: 1, fiscal_year: 2022, source_url: `${server.url}/inspections_citations`, source_file: null });
    expect(context.savedCursor()).toBe('2024-03-14');
  });

  it('sees an edited description under the same id on the next incremental fetch', async () => {
    const first = testLiveContext(testLiveSettings(server.url), { http: testHttpClient() });
    const before = okItems(await collect(connector.fetchLive!(first)));
    rows = rows.map((row) => (row.CitationID === '1106' ? { ...row, ShortDescription: 'Procedures not followed' } : row));
    const second = testLiveContext(testLiveSettings(server.url), { cursor: first.savedCursor(), http: testHttpClient() });
    const after = okItems(await collect(connector.fetchLive!(second)));
    // From 2024-03-14 less 180 days: the citations of 1240011 (2023-10-05) and 1234501 come back.
    expect(requests().at(-1)?.filters).toEqual({ InspectionEndDateFrom: ['2023-09-16'] });
    expect(after.map((item) => item.id)).toEqual(before.slice(1).map((item) => item.id));
    expect(after.find((item) => item.body.citation_id === '1106')?.body.short_description).toBe('Procedures not followed');
    expect(before.find((item) => item.body.citation_id === '1106')?.body.short_description).toBe('Procedures not in writing, fully followed');
  });

  it('fails clearly without credentials', async () => {
    const context = testLiveContext(testLiveSettings(server.url, { dashboard: { user: null, key: 'k' } }));
    await expect(collect(connector.fetchLive!(context))).rejects.toThrow('FDA Data Dashboard API credentials missing: set REGINTEL_FDA_DASHBOARD_USER (the account e-mail);');
  });
});
