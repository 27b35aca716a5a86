import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOPICS } from '../../../infra/bus/topics.ts';
import { systemClock } from '../../../infra/clock.ts';
import { collect, createIngestHarness, type IngestHarness, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { runConnector } from '../../run-connector.ts';
import { readDashboardExport } from '../fda-dashboard/export-table.ts';
import { answerDashboardQuery } from '../fda-dashboard/fixtures/dashboard-replay.ts';
import { COMPLIANCE_ACTIONS_DIR, complianceActionsConnector, createComplianceActionsConnector } from './connector.ts';
import { COMPLIANCE_ACTION_COLUMNS, complianceActionItems } from './parse-compliance-actions.ts';

const here = import.meta.dirname;
const fixtures = path.join(here, 'fixtures');
const okItems = (items: SourceItem[]) => items.flatMap((item) => (item.ok ? [item] : []));

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'regintel-compliance-connector-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A mirror laid out like ../shared/data with the given fixture files in the dataset's folder. */
function mirrorWith(files: string[]): string {
  const folder = path.join(dir, 'mirror', COMPLIANCE_ACTIONS_DIR);
  mkdirSync(folder, { recursive: true });
  for (const file of files) copyFileSync(path.join(fixtures, file), path.join(folder, file));
  return path.join(dir, 'mirror');
}

describe('compliance actions connector on a fixture mirror', () => {
  it('merges the two snapshots: one record per action, the 2025 snapshot winning where they overlap', async () => {
    const mirrorDir = mirrorWith(['compliance_actions_2008-2024.csv', 'warning_letters_2008-2025.csv']);
    expect(complianceActionsConnector.isPresent(mirrorDir)).toBe(true);
    const items = await collect(complianceActionsConnector.readMirror({ mirrorDir, clock: systemClock }));
    // 6 actions in 2025 + 8 good ones in 2024 − 4 in both; the 2 bad 2024 rows are failures.
    expect(okItems(items)).toHaveLength(10);
    expect(items.filter((item) => !item.ok).map((item) => !item.ok && item.ref)).toEqual([
      'fda_compliance_actions/compliance_actions_2008-2024.csv#row7',
      'fda_compliance_actions/compliance_actions_2008-2024.csv#row8',
    ]);
    const byId = new Map(okItems(items).map((item) => [item.id, item.body]));
    expect(byId.get('warning-letter:220901:3002811111:drugs')).toMatchObject({ firm_name: 'Kessler Chemie Holding GmbH', source_file: 'fda_compliance_actions/warning_letters_2008-2025.csv' });
    expect(byId.get('warning-letter:672801:3008123456:drugs')).toMatchObject({ action_taken_date: '2024-04-08', fiscal_year: 2024 });
    // Only in the older, wider snapshot: devices, injunctions, seizures are kept.
    expect(byId.get('injunction:379:3012044444:drugs')).toMatchObject({ source_file: 'fda_compliance_actions/compliance_actions_2008-2024.csv' });
    expect(byId.get('seizure:533801:3009988776:biologics')).toMatchObject({ state: 'FL', product_type: 'Biologics' });
    expect(new Set(okItems(items).map((item) => item.id)).size).toBe(10);
  });

  it('dead-letters an export it cannot read and still reads the others', async () => {
    const mirrorDir = mirrorWith(['warning_letters_2008-2025.csv']);
    writeFileSync(path.join(mirrorDir, COMPLIANCE_ACTIONS_DIR, 'notes.csv'), 'Case,Comment\n1,checked\n');
    writeFileSync(path.join(mirrorDir, COMPLIANCE_ACTIONS_DIR, 'empty.csv'), '');
    const items = await collect(complianceActionsConnector.readMirror({ mirrorDir, clock: systemClock }));
    expect(okItems(items)).toHaveLength(6);
    expect(items.filter((item) => !item.ok)).toEqual([
      { ok: false, ref: 'fda_compliance_actions/notes.csv', reason: "unreadable export notes.csv: missing column(s) 'FEI Number', 'Legal Name', 'Product Type', 'Action Taken Date', 'Action Type', 'Case/Injunction ID' (no header row in the first 25 rows has them)" },
      { ok: false, ref: 'fda_compliance_actions/empty.csv', reason: 'unreadable export empty.csv: empty file' },
    ]);
  });

  it('is absent without an export file, and fails as a whole when its folder has none', async () => {
    const mirrorDir = path.join(dir, 'mirror');
    mkdirSync(path.join(mirrorDir, COMPLIANCE_ACTIONS_DIR), { recursive: true });
    writeFileSync(path.join(mirrorDir, COMPLIANCE_ACTIONS_DIR, 'PROVENANCE.md'), '# notes');
    expect(complianceActionsConnector.isPresent(mirrorDir)).toBe(false);
    await expect(collect(complianceActionsConnector.readMirror({ mirrorDir, clock: systemClock }))).rejects.toThrow(/no \.xlsx or \.csv export/);
  });
});

warnIfMissing(hasSharedData, 'the compliance-actions checks over fda_compliance_actions/');

describe.skipIf(!hasSharedData)('compliance actions connector on ../shared/data/fda_compliance_actions', () => {
  const folder = path.join(sharedDataDir, COMPLIANCE_ACTIONS_DIR);
  const fileItems = async (name: string) => {
    const table = await readDashboardExport(path.join(folder, name), COMPLIANCE_ACTION_COLUMNS);
    return complianceActionItems(table.rows, (row) => `#${row.line}`, { source_file: name, source_url: null });
  };
  const count = (items: SourceItem[], field: string) => {
    const counts: Record<string, number> = {};
    for (const item of okItems(items)) counts[String(item.body[field])] = (counts[String(item.body[field])] ?? 0) + 1;
    return counts;
  };

  it('reads every row of both files, with the PROVENANCE.md counts', async () => {
    const wide = await fileItems('compliance_actions_drugs_devices_biologics_2008-2024.csv');
    expect(okItems(wide)).toHaveLength(4233);
    expect(count(wide, 'action_type')).toEqual({ 'Warning Letter': 4133, Injunction: 70, Seizure: 30 });
    expect(count(wide, 'product_type')).toEqual({ Drugs: 2341, Devices: 1710, Biologics: 182 });
    expect(new Set(okItems(wide).map((item) => item.body.fei_number)).size).toBe(3893);
    const letters = await fileItems('warning_letters_drugs_biologics_2008-2025.csv');
    expect(okItems(letters)).toHaveLength(2685);
    expect(count(letters, 'product_type')).toEqual({ Drugs: 2482, Biologics: 203 });
    expect(new Set(okItems(letters).map((item) => item.body.fei_number)).size).toBe(2510);
  });

  it('merges them into 4,484 actions over the 4,120 FEIs of the data README, no failures', async () => {
    const items = await collect(complianceActionsConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
    // 4,233 + 2,685 rows, 2,434 actions (same case, FEI, product and action type) in both.
    expect(items.filter((item) => !item.ok)).toEqual([]);
    expect(items).toHaveLength(4484);
    expect(new Set(okItems(items).map((item) => item.body.fei_number)).size).toBe(4120);
    // The 2025 snapshot's later name for the firm of case 220954 wins.
    expect(okItems(items).find((item) => item.id === 'warning-letter:220954:3002806906:drugs')?.body).toMatchObject({
      firm_name: 'Merck Kommanditgesellschaft auf Aktien',
      country: 'Germany',
      state: null,
      action_taken_date: '2011-12-15',
      fiscal_year: 2012,
    });
  });
});

describe('compliance actions live fetcher against a replay of the Dashboard API', () => {
  let server: ReplayServer;
  let rows: Array<Record<string, unknown>> = [];
  let calls = 0;
  beforeAll(() => {
    rows = (JSON.parse(readFileSync(path.join(fixtures, 'api-compliance-actions.json'), 'utf8')) as { result: Array<Record<string, unknown>> }).result;
  });
  beforeEach(async () => {
    calls = 0;
    server = await startReplayServer([
      {
        method: 'POST',
        path: '/compliance_actions',
        failFirst: { times: 1, status: 429, headers: { 'Retry-After': '2' } },
        respond: (request) => {
          calls += 1;
          // The second page fails once with a 503 before it is served.
          if (calls === 2) return { status: 503, body: 'Service Unavailable' };
          return answerDashboardQuery({ rows: () => rows }, request);
        },
      },
    ]);
  });
  afterEach(async () => {
    await server.close();
  });
  const connector = createComplianceActionsConnector({ pageSize: 3, ratePerSecond: 1_000 });
  const requests = () => server.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);

  it('pages through every action, retrying the 429 and the 503, and sets the cursor to the newest date', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) });
    const items = await collect(connector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 503']);
    expect(requests().map((body) => [body.start, body.rows])).toEqual([
      [1, 3],
      [1, 3],
      [4, 3],
      [4, 3],
      [7, 3],
    ]);
    expect(items.map((item) => item.ok && item.id)).toEqual([
      'warning-letter:220901:3002811111:drugs',
      'injunction:379:3012044444:drugs',
      'warning-letter:655601:3022334455:drugs',
      'warning-letter:655601:1020304:drugs',
      'warning-letter:672801:3008123456:drugs',
      'warning-letter:679101:3019876543:devices',
      'warning-letter:710201:3015118900:drugs',
    ]);
    expect(items[0]).toMatchObject({
      ok: true,
      body: { firm_name: 'Kessler Chemie Holding GmbH', center: 'CDER', state: null, country: 'Germany', fiscal_year: 2012, source_file: null, source_url: `${server.url}/compliance_actions` },
    });
    expect(context.savedCursor()).toBe('2025-07-18');
  });

  it('asks for what changed since the cursor, less 120 days', async () => {
    const context = testLiveContext(testLiveSettings(server.url), { cursor: '2025-07-18', http: testHttpClient() });
    const items = await collect(connector.fetchLive!(context));
    expect(requests().at(-1)?.filters).toEqual({ ActionTakenDateFrom: ['2025-03-20'] });
    expect(items.map((item) => item.ok && item.id)).toEqual(['warning-letter:710201:3015118900:drugs']);
  });

  it('fails clearly without credentials', async () => {
    const context = testLiveContext(testLiveSettings(server.url, { dashboard: { user: null, key: null } }));
    await expect(collect(connector.fetchLive!(context))).rejects.toThrow(/set REGINTEL_FDA_DASHBOARD_USER .* and REGINTEL_FDA_DASHBOARD_KEY/);
    expect(server.requests).toHaveLength(0);
  });

  describe('through the runner', () => {
    let harness: IngestHarness;
    beforeEach(() => {
      harness = createIngestHarness('regintel-compliance-live-');
    });
    afterEach(() => harness.close());

    it('publishes everything once, then only the changed and new actions, and skips an unchanged source', async () => {
      const { deps, bus, ledger } = harness;
      const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(server.url) };
      expect(await runConnector(connector, target, deps)).toMatchObject({ status: 'ok', read: 7, published: 7, dlq: 0 });

      rows = rows.map((row) => (row.CaseInjunctionID === '710201' ? { ...row, LegalName: 'Alpine Skin Naturals LLC' } : row));
      rows.push({ ...rows[0]!, FEINumber: '3031234567', LegalName: 'Goldcrest Labs Inc.', CountryName: 'United States', ActionTakenDate: '2025-08-01', FiscalYear: '2025', CaseInjunctionID: '711002' });
      // The probe sees 8 rows and a newer date; the fetch asks from 2025-07-18 − 120 days.
      expect(await runConnector(connector, target, deps)).toMatchObject({ status: 'ok', read: 2, published: 2, unchanged: 0 });
      const published = await bus.read(TOPICS.rawComplianceActions, { limit: 100 });
      expect(published.slice(7).map((message) => [message.key, (message.value as { firm_name: string }).firm_name])).toEqual([
        ['warning-letter:710201:3015118900:drugs', 'Alpine Skin Naturals LLC'],
        ['warning-letter:711002:3031234567:drugs', 'Goldcrest Labs Inc.'],
      ]);
      expect(ledger.sourceState('fda-compliance-actions', 'live').cursor).toBe('2025-08-01');

      expect(await runConnector(connector, target, deps)).toMatchObject({ status: 'unchanged', read: 0, published: 0 });
    });
  });
});
