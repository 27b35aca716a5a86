import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect, createIngestHarness, type IngestHarness, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { runConnector } from '../../run-connector.ts';
import { WARNING_LETTERS_AJAX_PATH, WARNING_LETTERS_DIR, warningLettersConnector } from './connector.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
type Ok = Extract<SourceItem, { ok: true }>;
const oks = (items: SourceItem[]) => items.filter((item): item is Ok => item.ok);
const failures = (items: SourceItem[]) => items.filter((item) => !item.ok);
const byId = (items: SourceItem[]) => new Map(oks(items).map((item) => [item.id, item.body]));

describe('warning letters mirror over the fixtures', () => {
  let mirror = '';
  let folder = '';
  beforeEach(() => {
    mirror = mkdtempSync(path.join(tmpdir(), 'regintel-wl-'));
    folder = path.join(mirror, WARNING_LETTERS_DIR);
    mkdirSync(folder);
    for (const file of ['warning_letters_listing.csv', 'warning_letters_fdagov_export_2025-07.csv']) copyFileSync(path.join(fixtures, file), path.join(folder, file));
    writeFileSync(path.join(folder, 'last_updated.json'), '{"metadata_fetch": {"total_records": 8}}');
  });
  afterEach(() => rmSync(mirror, { recursive: true, force: true }));
  const read = () => collect(warningLettersConnector.readMirror({ mirrorDir: mirror, clock: systemClock }));

  it('gives 7 addressed letters plus 2 known only from the export, and dead-letters 2 rows', async () => {
    const items = await read();
    expect([...byId(items).keys()].sort()).toEqual([
      'acme-cosmetics-pvt-ltd-718001-03122026',
      'example-pharmaceuticals-llc-625001-02032022-0',
      'export:ethnic-example-inc-dba-darbar-example-foods:2020-06-03:2020-06-09',
      'export:genesis-example-company-sa:2021-12-29:2022-01-18',
      'glow-example-11032025',
      'northern-vapor-llc-613001-02122021',
      'sample-rx-inc-700001-05152025',
      'southern-vapor-company-613001-02122021',
      'vapor-example-617001-cleburne',
    ]);
    expect(failures(items).map((item) => !item.ok && item.ref)).toEqual(['warning_letters_listing.csv#line9', 'warning_letters_fdagov_export_2025-07.csv#line8']);
  });

  it('adds the export’s closeout to the addressed letter, keeping the newer listing’s subject', async () => {
    expect(byId(await read()).get('sample-rx-inc-700001-05152025')).toEqual({
      company_name: 'Sample Rx, Inc.',
      letter_issue_date: '2025-05-15',
      posted_date: '2025-05-20',
      issuing_office: 'Division of Pharmaceutical Quality Operations IV',
      subject: 'Finished Pharmaceuticals/Unapproved New Drug/Misbranded/OTC',
      source_url: 'https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/sample-rx-inc-700001-05152025',
      url_slug: 'sample-rx-inc-700001-05152025',
      case_id: '700001',
      has_response_letter: false,
      response_letter_date: null,
      has_closeout_letter: true,
      closeout_letter_date: '2025-06-30',
      listed_in: ['warning_letters_fdagov_export_2025-07', 'warning_letters_listing'],
      source_file: 'warning_letters_listing.csv',
    });
  });

  it('collapses the export’s verbatim duplicate rows and keeps unknown flags null', async () => {
    const records = byId(await read());
    expect(records.get('example-pharmaceuticals-llc-625001-02032022-0')).toMatchObject({ has_response_letter: true, response_letter_date: '2022-02-01', issuing_office: 'Center for Drug Evaluation and Research (CDER)' });
    // Two letters share case id 613001 and their date; only one of them is in the export.
    expect(records.get('northern-vapor-llc-613001-02122021')).toMatchObject({ case_id: '613001', has_closeout_letter: false });
    expect(records.get('southern-vapor-company-613001-02122021')).toMatchObject({ case_id: '613001', has_closeout_letter: null, listed_in: ['warning_letters_listing'] });
    expect(records.get('glow-example-11032025')).toMatchObject({ case_id: null });
    expect(records.get('export:genesis-example-company-sa:2021-12-29:2022-01-18')).toMatchObject({ source_url: null, closeout_letter_date: '2024-12-12' });
  });

  it('dead-letters an unreadable file and still publishes the other', async () => {
    writeFileSync(path.join(folder, 'warning_letters_listing.csv'), 'letter,when\n"unterminated\n');
    const items = await read();
    expect(failures(items)[0]).toMatchObject({ ref: 'warning_letters_listing.csv', reason: expect.stringMatching(/^unreadable warning-letter listing: /) });
    expect(byId(items).size).toBe(5);
  });
});

warnIfMissing(hasSharedData, 'the warning-letter check over fda_warning_letters_listing');

describe.skipIf(!hasSharedData)('warning letters mirror over ../shared/data', () => {
  let items: SourceItem[] = [];
  beforeAll(async () => {
    items = await collect(warningLettersConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
  });

  it('gives one record per letter: the 3,374 listed ones plus 411 only the 2025-07 export has', () => {
    // Counted outside this code: the export's 3,463 rows are 2,737 distinct rows, 2,326 of which
    // match a listed letter on company, letter date and posted date.
    expect(failures(items)).toEqual([]);
    expect(oks(items)).toHaveLength(3374 + 411);
    expect(oks(items).filter((item) => (item.body.listed_in as string[]).length === 2)).toHaveLength(2326);
  });

  it('writes CDER one way, keeps case ids from the URLs, and carries the closeouts over', () => {
    const letters = oks(items).map((item) => item.body);
    expect(letters.filter((letter) => String(letter.issuing_office).includes('| CDER'))).toEqual([]);
    // 65 listed slugs carry no case id (e.g. 'cosmo-korea-11032025').
    expect(letters.filter((letter) => letter.url_slug !== null && letter.case_id === null)).toHaveLength(65);
    expect(letters.filter((letter) => letter.has_closeout_letter === true)).toHaveLength(360);
    // Letters are posted after they are issued, but for two rows FDA dated the other way round.
    expect(letters.filter((letter) => String(letter.letter_issue_date) > String(letter.posted_date)).map((letter) => letter.company_name)).toEqual([
      'Argon Medical Productions & Vertrieb Gesellschaft MBH & CO',
      'Cooper Institute',
    ]);
  });
});

describe('warning letters live fetcher against a replay of the DataTables view', () => {
  const page = JSON.parse(readFileSync(path.join(fixtures, 'datatables-listing.json'), 'utf8')) as { data: string[][] };
  const base = page.data;
  let rows = base;
  let missingPage: string | null = null;
  let server: ReplayServer;
  let pageHits = 0;
  // The view hands out at most two rows per request, whatever `length` asks: paging by rows received.
  const SERVER_PAGE = 2;

  beforeAll(async () => {
    server = await startReplayServer([
      {
        path: WARNING_LETTERS_AJAX_PATH,
        failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } },
        respond: ({ query, headers }) => {
          if (headers['x-requested-with'] !== 'XMLHttpRequest') return { status: 403, body: 'not an XHR' };
          pageHits += 1;
          if (pageHits === 2) return { status: 502, body: 'bad gateway' };
          if (query.get('start') === missingPage) return { status: 404, body: 'no such page' };
          const start = Number(query.get('start'));
          const length = Math.min(Number(query.get('length')), SERVER_PAGE);
          return { body: { draw: Number(query.get('draw')), recordsTotal: rows.length, recordsFiltered: rows.length, data: rows.slice(start, start + length) } };
        },
      },
    ]);
  });
  afterAll(async () => server.close());
  beforeEach(() => {
    rows = base;
    missingPage = null;
  });

  const newLetter = ['03/18/2026', '03/16/2026', '<a href="/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/new-example-llc-720101-03162026">New Example LLC</a>', 'Center for Tobacco Products', 'Adulterated/Misbranded', '', '', ''];
  const changedAcme = [base[0]![0]!, base[0]![1]!, base[0]![2]!, base[0]![3]!, 'Finished Drug Products/Adulterated/Misbranded', '', '', ''];

  it('pages through the listing, retrying a 429 and a 502, and keeps the newest posted date as cursor', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) });
    const before = server.requests.length;
    const items = await collect(warningLettersConnector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 502']);
    // 429 wants a second; the test client caps waits at 20 ms.
    expect(retries[0]!.waitMs).toBeLessThanOrEqual(20);
    // The 429 hits the first page, the 502 the second; both are asked again.
    expect(server.requests.slice(before).map((request) => request.query.get('start'))).toEqual(['0', '0', '2', '2', '4']);
    expect([...byId(items).keys()]).toEqual([
      'acme-cosmetics-pvt-ltd-718001-03122026',
      'oralabs-example-inc-720001-03112026',
      'apothecary-example-llc-717001-12012025',
      'sample-rx-inc-700001-05152025',
      'northern-vapor-llc-613001-02122021',
    ]);
    expect(byId(items).get('acme-cosmetics-pvt-ltd-718001-03122026')).toMatchObject({ listed_in: ['fda.gov-listing'], issuing_office: 'Center for Drug Evaluation and Research (CDER)' });
    expect(context.savedCursor()).toBe('2026-03-17');
  });

  it('with a cursor, stops at the first page older than it and reads the cursor day again', async () => {
    rows = [newLetter, changedAcme, ...base.slice(1)];
    const context = testLiveContext(testLiveSettings(server.url), { cursor: '2026-03-17' });
    const before = server.requests.length;
    const items = await collect(warningLettersConnector.fetchLive!(context));
    expect(server.requests.slice(before).map((request) => request.query.get('start'))).toEqual(['0', '2']);
    expect([...byId(items).keys()]).toEqual(['new-example-llc-720101-03162026', 'acme-cosmetics-pvt-ltd-718001-03122026', 'oralabs-example-inc-720001-03112026']);
    expect(context.savedCursor()).toBe('2026-03-18');
  });

  it('stops at settings.maxRecords and then leaves the cursor alone', async () => {
    const context = testLiveContext(testLiveSettings(server.url, { maxRecords: 3 }));
    const items = await collect(warningLettersConnector.fetchLive!(context));
    expect(items).toHaveLength(3);
    expect(context.savedCursor()).toBeNull();
  });

  it('keeps what it read when a later page fails for good, and leaves the cursor', async () => {
    missingPage = '2';
    const context = testLiveContext(testLiveSettings(server.url), { cursor: '2020-01-01' });
    const items = await collect(warningLettersConnector.fetchLive!(context));
    expect(oks(items)).toHaveLength(2);
    expect(failures(items)).toEqual([expect.objectContaining({ reason: expect.stringMatching(/^listing paging stopped: .*HTTP 404/) })]);
    expect(context.savedCursor()).toBeNull();
  });

  it('fingerprints the listing by its total and newest letter, from a one-row request', async () => {
    const before = server.requests.length;
    expect(await warningLettersConnector.probeLive!(testLiveContext(testLiveSettings(server.url)))).toBe('total:5;newest:2026-03-17/acme-cosmetics-pvt-ltd-718001-03122026');
    expect(server.requests.slice(before).map((request) => request.query.get('length'))).toEqual(['1']);
  });

  describe('through the runner', () => {
    let harness: IngestHarness;
    beforeEach(() => {
      harness = createIngestHarness('regintel-wl-live-');
    });
    afterEach(() => harness.close());

    it('publishes only the new and the changed letter on the next run, from the saved cursor', async () => {
      const { deps, ledger } = harness;
      const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(server.url) };
      expect(await runConnector(warningLettersConnector, target, deps)).toMatchObject({ status: 'ok', published: 5 });
      expect(ledger.sourceState('fda-warning-letters', 'live').cursor).toBe('2026-03-17');
      rows = [newLetter, changedAcme, ...base.slice(1)];
      expect(await runConnector(warningLettersConnector, target, deps)).toMatchObject({ status: 'ok', read: 3, published: 2, unchanged: 1 });
      expect(ledger.sourceState('fda-warning-letters', 'live').cursor).toBe('2026-03-18');
      expect((await runConnector(warningLettersConnector, target, deps)).status).toBe('unchanged');
    });
  });
});
