import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import type { SheetData } from 'write-excel-file/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect, createIngestHarness, type IngestHarness, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { runConnector } from '../../run-connector.ts';
import { PUBLISHED_483S_DIR, READING_ROOM_PATH, published483sConnector } from './connector.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
type Ok = Extract<SourceItem, { ok: true }>;
const oks = (items: SourceItem[]) => items.filter((item): item is Ok => item.ok);
const failures = (items: SourceItem[]) => items.filter((item) => !item.ok);
const byId = (items: SourceItem[]) => new Map(oks(items).map((item) => [item.id, item.body]));

/** The 2025-07 CSV fixture as the published workbook: dates as Date cells, numbers as numbers. */
async function workbookOf(csvFile: string, rename: Record<string, string> = {}): Promise<Buffer> {
  const [header, ...lines] = readFileSync(path.join(fixtures, csvFile), 'utf8').trim().split('\n');
  const rows: SheetData = [header!.split(',')];
  for (const line of lines) {
    const cells = line.match(/("[^"]*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, ''));
    const [recordDate, fei, name, type, posted, url, id] = cells;
    const date = (iso: string | undefined) => (iso && /^\d{4}/.test(iso) ? { value: new Date(`${iso}T00:00:00Z`), format: 'yyyy-mm-dd' } : (iso ?? null));
    rows.push([date(recordDate), fei || null, rename[name!] ?? name!, Number(type), date(posted), url!, Number(id)]);
  }
  return writeXlsxFile(rows).toBuffer();
}

describe('published 483s mirror over the fixtures', () => {
  let mirror = '';
  let folder = '';
  beforeEach(async () => {
    mirror = mkdtempSync(path.join(tmpdir(), 'regintel-p483-'));
    folder = path.join(mirror, PUBLISHED_483S_DIR);
    mkdirSync(folder);
    for (const file of ['published_483s_2024-07.csv', 'published_483s_2025-07.csv', 'published_483s_list_example_2025-12.json']) copyFileSync(path.join(fixtures, file), path.join(folder, file));
    writeFileSync(path.join(folder, 'PROVENANCE.md'), '# notes, not data\n');
  });
  afterEach(() => rmSync(mirror, { recursive: true, force: true }));

  const read = async () => collect(published483sConnector.readMirror({ mirrorDir: mirror, clock: systemClock }));

  it('merges both exports and the scraped list into 12 483s, and dead-letters the 2 bad rows', async () => {
    const items = await read();
    expect([...byId(items).keys()].sort()).toEqual([
      '1000444444:2015-07-11:m78001',
      '1000444444:2015-07-11:m78002',
      '1000444444:2015-07-11:m78003',
      '3001555555:2016-07-05',
      '3003333333:2018-10-30',
      '3004111111:2024-04-12',
      '3004666666:2025-06-19',
      '3005777777:2017-03-08',
      '3009222222:2024-03-13',
      '3013000002:2025-03-27',
      '3033000001:2025-12-19',
      'media:116001',
    ]);
    expect(failures(items)).toEqual([
      expect.objectContaining({ ref: 'published_483s_2024-07.csv#line9', reason: expect.stringMatching(/30112866349/) }),
      expect.objectContaining({ ref: 'published_483s_list_example_2025-12.json#3', reason: 'date "13/45/2025" is not a date' }),
    ]);
  });

  it('lets the newest export win a field and records every listing of a 483', async () => {
    const records = byId(await read());
    expect(records.get('3009222222:2024-03-13')).toEqual({
      fei_number: '3009222222',
      firm_name: 'Northfield Radiopharmacy LLC dba Northfield Nuclear',
      record_type: '483',
      record_date: '2024-03-13',
      date_issued: '2024-03-13',
      publish_date: '2024-05-22',
      source_url: 'https://www.fda.gov/media/178002/download',
      media_id: '178002',
      state: null,
      establishment_type: null,
      dashboard_record_id: '287201',
      listed_in: ['dashboard-2024-07', 'dashboard-2025-07'],
      source_file: 'published_483s_2025-07.csv',
    });
    // The 2024 export's /files/ address and the 2025 /media/ address are one 483 (same FEI and date).
    expect(records.get('3003333333:2018-10-30')).toMatchObject({ source_url: 'https://www.fda.gov/media/111001/download', listed_in: ['dashboard-2024-07', 'dashboard-2025-07'] });
    expect(records.get('3001555555:2016-07-05')).toMatchObject({ listed_in: ['dashboard-2024-07'], source_file: 'published_483s_2024-07.csv' });
    expect(records.get('1000444444:2015-07-11:m78003')).toMatchObject({ listed_in: ['dashboard-2025-07'] });
  });

  it('keeps the export values over the scraped list and takes new 483s from the list', async () => {
    const records = byId(await read());
    expect(records.get('3004666666:2025-06-19')).toMatchObject({
      firm_name: 'Natco Example Limited',
      publish_date: '2025-07-10',
      listed_in: ['dashboard-2025-07', 'scraped-example-2025-12'],
    });
    expect(records.get('3033000001:2025-12-19')).toMatchObject({ publish_date: null, listed_in: ['scraped-example-2025-12'], source_file: 'published_483s_list_example_2025-12.json' });
    expect(records.get('3013000002:2025-03-27')).toMatchObject({ source_url: null, media_id: null });
  });

  it('reads the xlsx of a snapshot instead of its CSV when both are there', async () => {
    writeFileSync(path.join(folder, 'published_483s_2025-07.xlsx'), await workbookOf('published_483s_2025-07.csv', { 'Natco Example Limited': 'Natco Example Limited (xlsx)' }));
    const records = byId(await read());
    expect(records.get('3004666666:2025-06-19')).toMatchObject({ firm_name: 'Natco Example Limited (xlsx)', source_file: 'published_483s_2025-07.xlsx', publish_date: '2025-07-10' });
    expect(records.size).toBe(12);
  });

  it('dead-letters a truncated xlsx once and falls back to the CSV of the same snapshot', async () => {
    const bytes = await workbookOf('published_483s_2025-07.csv');
    writeFileSync(path.join(folder, 'published_483s_2025-07.xlsx'), bytes.subarray(0, 300));
    const items = await read();
    expect(failures(items)[0]).toMatchObject({ ref: 'published_483s_2025-07.xlsx', reason: expect.stringMatching(/^unreadable Dashboard export: cannot read/) });
    expect(byId(items).get('3004666666:2025-06-19')).toMatchObject({ source_file: 'published_483s_2025-07.csv' });
  });

  it('dead-letters an unreadable file and still publishes the others', async () => {
    writeFileSync(path.join(folder, 'published_483s_2024-07.csv'), 'Firm,FEI\nA,1\n');
    writeFileSync(path.join(folder, 'published_483s_list_example_2025-12.json'), '[{"date": ');
    const items = await read();
    expect(failures(items).map((item) => !item.ok && [item.ref, item.reason.slice(0, 40)])).toEqual([
      ['published_483s_2024-07.csv', "unreadable Dashboard export: missing col"],
      ['published_483s_list_example_2025-12.json', 'unreadable scraped list: Unexpected end '],
    ]);
    expect(byId(items).size).toBe(9);
  });

  it('throws when the folder holds no listing at all', async () => {
    rmSync(folder, { recursive: true });
    mkdirSync(folder);
    await expect(read()).rejects.toThrow(/no published_483s_/);
  });
});

warnIfMissing(hasSharedData, 'the published-483s check over fda_published_483s');

describe.skipIf(!hasSharedData)('published 483s mirror over ../shared/data', () => {
  let items: SourceItem[] = [];
  beforeAll(async () => {
    items = await collect(published483sConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
  });

  it('gives 1,942 483s and 5 dead-lettered rows from 1,723 + 1,851 export rows and 98 + 99 list entries', () => {
    // Counted outside this code: 1,865 distinct FEI+date(+media) ids across both exports and 80
    // scraped 483s posted after the 2025-07 export, less the 3 ids whose only rows are bad.
    expect(oks(items)).toHaveLength(1942);
    expect(failures(items)).toHaveLength(5);
    // The source's own errors: an 11-digit FEI (Qualgen, twice per export) and a 2024 row whose FEI cell holds the firm name.
    expect(failures(items).filter((item) => !item.ok && /"30112866349"/.test(item.reason))).toHaveLength(4);
    expect(failures(items).filter((item) => !item.ok && /"Unico Holdings, Inc\."/.test(item.reason))).toHaveLength(1);
  });

  it('reads the xlsx of 2025-07, and every 2025 row but the 2 bad ones becomes a record', () => {
    const in2025 = oks(items).filter((item) => (item.body.listed_in as string[]).includes('dashboard-2025-07'));
    expect(in2025).toHaveLength(1851 - 2);
    expect(in2025.every((item) => item.body.source_file === 'published_483s_2025-07.xlsx')).toBe(true);
    // PROVENANCE: 1,077 distinct "FEI Number" values in 2025, counting the blank and the 11-digit typo.
    expect(new Set(in2025.map((item) => item.body.fei_number).filter((fei) => fei !== null)).size).toBe(1075);
    expect(in2025.filter((item) => item.body.record_date === null)).toHaveLength(19);
  });

  it('lists every 483 as posted on or after its date, at an fda.gov address', () => {
    const bodies = oks(items).map((item) => item.body);
    expect(bodies.filter((body) => body.record_date && body.publish_date && String(body.record_date) > String(body.publish_date))).toEqual([]);
    expect(bodies.filter((body) => body.source_url !== null && !String(body.source_url).startsWith('https://www.fda.gov/'))).toEqual([]);
    // Only the scraped entry whose address is the placeholder https://www.fda.gov/na has none.
    expect(bodies.filter((body) => body.source_url === null).map((body) => body.firm_name)).toEqual(['BlendHouse Portland LLC']);
    expect(oks(items).filter((item) => (item.body.listed_in as string[]).join() === 'scraped-slickbit-2025-12')).toHaveLength(80);
  });
});

describe('published 483s live fetcher against a replay of the reading-room listing', () => {
  const listing = JSON.parse(readFileSync(path.join(fixtures, 'ora-foia-reading.json'), 'utf8')) as Array<Record<string, string>>;
  let server: ReplayServer;
  let serveChanged = false;
  let etag = '"v1"';
  let served = 0;

  beforeAll(async () => {
    server = await startReplayServer([
      { method: 'HEAD', path: READING_ROOM_PATH, respond: () => ({ headers: { ETag: etag, 'Last-Modified': 'Tue, 01 Jul 2025 10:00:00 GMT' } }) },
      {
        path: READING_ROOM_PATH,
        failFirst: { times: 1, status: 429, headers: { 'Retry-After': '0' } },
        respond: () => {
          served += 1;
          // The second hit answers 503 once: a 5xx the client must retry through.
          if (served === 1) return { status: 503, body: 'upstream busy' };
          const rows = serveChanged ? listing.map((row) => (row.mid === '186741' ? { ...row, field_company_name_1: 'Apothecary &amp; Sons Pharma, LLC' } : row)) : listing;
          return { body: rows };
        },
      },
    ]);
  });
  afterAll(async () => server.close());

  it('retries a 429 (Retry-After) and a 503, then reads the 483 rows only', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) });
    const items = await collect(published483sConnector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 503']);
    expect([...byId(items).keys()]).toEqual(['3004666666:2025-06-19', '3011110195:2025-04-29', '3032314463:2025-05-15']);
    expect(failures(items)).toEqual([expect.objectContaining({ ref: `${READING_ROOM_PATH}#mid186742`, reason: expect.stringMatching(/nothing to identify/) })]);
    expect(byId(items).get('3004666666:2025-06-19')).toMatchObject({ listed_in: ['oii-reading-room'], source_file: 'https://www.fda.gov/datatables-json/ora-foia-reading.json', establishment_type: 'Drug Manufacturer' });
    // The listing has no "changed since" filter: no cursor is kept.
    expect(context.savedCursor()).toBeNull();
  });

  it('fingerprints the listing by its ETag from a HEAD request', async () => {
    const before = server.requests.length;
    expect(await published483sConnector.probeLive!(testLiveContext(testLiveSettings(server.url)))).toBe('etag:"v1"');
    expect(server.requests.slice(before).map((request) => request.method)).toEqual(['HEAD']);
  });

  it('stops at settings.maxRecords', async () => {
    const items = await collect(published483sConnector.fetchLive!(testLiveContext(testLiveSettings(server.url, { maxRecords: 2 }))));
    expect(items).toHaveLength(2);
  });

  describe('through the runner', () => {
    let harness: IngestHarness;
    beforeEach(() => {
      harness = createIngestHarness('regintel-p483-live-');
    });
    afterEach(() => harness.close());

    it('publishes only the changed 483 on a second fetch, and skips an unchanged ETag', async () => {
      const { deps } = harness;
      const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(server.url) };
      serveChanged = false;
      etag = '"v1"';
      const first = await runConnector(published483sConnector, target, deps);
      expect(first).toMatchObject({ status: 'ok', published: 3, dlq: 1 });
      serveChanged = true;
      etag = '"v2"';
      const second = await runConnector(published483sConnector, target, deps);
      expect(second).toMatchObject({ status: 'ok', published: 1, unchanged: 2 });
      const third = await runConnector(published483sConnector, target, deps);
      expect(third.status).toBe('unchanged');
    });
  });
});
