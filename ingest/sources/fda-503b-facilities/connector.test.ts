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
import { OUTSOURCING_FACILITIES_DIR, REGISTERED_FACILITIES_PATH, outsourcingFacilitiesConnector } from './connector.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
type Ok = Extract<SourceItem, { ok: true }>;
const oks = (items: SourceItem[]) => items.filter((item): item is Ok => item.ok);
const failures = (items: SourceItem[]) => items.filter((item) => !item.ok);
const byId = (items: SourceItem[]) => new Map(oks(items).map((item) => [item.id, item.body]));

describe('503B facilities mirror over the fixture (Latin-1, as FDA’s list was saved)', () => {
  let mirror = '';
  let folder = '';
  beforeEach(() => {
    mirror = mkdtempSync(path.join(tmpdir(), 'regintel-503b-'));
    folder = path.join(mirror, OUTSOURCING_FACILITIES_DIR);
    mkdirSync(folder);
    copyFileSync(path.join(fixtures, 'list_503b.csv'), path.join(folder, 'list_503b.csv'));
  });
  afterEach(() => rmSync(mirror, { recursive: true, force: true }));
  const read = () => collect(outsourcingFacilitiesConnector.readMirror({ mirrorDir: mirror, clock: systemClock }));

  it('gives one record per facility, keyed by name and place, and dead-letters the bad row', async () => {
    const items = await read();
    expect([...byId(items).keys()]).toEqual([
      'advanced-example-technology-inc:elmsford:ny',
      'examplehealth-corporation:las-vegas:nv',
      'example-care:columbia:mo',
      'summit-compounding-services-llc:phoenix:az',
      'sample-laboratories:north-wichita:ks',
      'stormtail-health-inc:chandler:az',
    ]);
    expect(failures(items)).toEqual([
      {
        ok: false,
        ref: 'list_503b.csv#line8',
        reason: 'initial registration date "13/45/2019" is not a date; Form 483 issued "Maybe" is not Yes, No or N/A',
      },
    ]);
  });

  it('splits former name, city and state out of the facility cell and cleans FDA’s footnote marks', async () => {
    const records = byId(await read());
    expect(records.get('summit-compounding-services-llc:phoenix:az')).toEqual({
      facility_name: 'Summit Compounding Services, LLC',
      formerly_registered_as: 'Valley Example, Inc.',
      city: 'Phoenix',
      state: 'AZ',
      fei_number: null,
      contact: null,
      initial_registration_date: '2016-06-21',
      most_recent_registration_date: '2019-12-11',
      last_inspection_date: '2018-04-20',
      not_yet_inspected: false,
      form_483_issued: true,
      recall_conducted: null,
      action_after_inspection: 'Untitled Letter Issued 3/18/2019',
      action_date: '2019-03-18',
      compounds_from_bulk_substances: true,
      source_file: 'list_503b.csv',
    });
    expect(records.get('examplehealth-corporation:las-vegas:nv')).toMatchObject({ action_after_inspection: 'Open', action_date: null });
    // A non-breaking space (0xA0 in Latin-1) reads as a space, not as a garbled character.
    expect(records.get('sample-laboratories:north-wichita:ks')).toMatchObject({ city: 'North Wichita', form_483_issued: false, compounds_from_bulk_substances: false });
    expect(records.get('example-care:columbia:mo')).toMatchObject({ compounds_from_bulk_substances: true });
    expect(records.get('stormtail-health-inc:chandler:az')).toMatchObject({ not_yet_inspected: true, last_inspection_date: null, form_483_issued: null });
  });

  it('dead-letters a file without a facility column, and throws when there is no list at all', async () => {
    writeFileSync(path.join(folder, 'list_503b.csv'), 'Name,City\nA,B\n');
    expect(await read()).toEqual([{ ok: false, ref: 'list_503b.csv', reason: "unreadable 503B list: no facility column; found 'Name', 'City'" }]);
    rmSync(path.join(folder, 'list_503b.csv'));
    await expect(read()).rejects.toThrow(/no 503B list/);
  });
});

warnIfMissing(hasSharedData, 'the 503B check over fda_503b_outsourcing_facilities');

describe.skipIf(!hasSharedData)('503B facilities mirror over ../shared/data', () => {
  let items: SourceItem[] = [];
  beforeAll(async () => {
    items = await collect(outsourcingFacilitiesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
  });

  it('reads the 73 facilities of PROVENANCE.md with its Form 483 split and latest dates', () => {
    expect(failures(items)).toEqual([]);
    const records = oks(items).map((item) => item.body);
    expect(records).toHaveLength(73);
    expect(records.filter((record) => record.form_483_issued === true)).toHaveLength(54);
    expect(records.filter((record) => record.form_483_issued === false)).toHaveLength(4);
    expect(records.filter((record) => record.form_483_issued === null)).toHaveLength(15);
    expect(records.map((record) => String(record.most_recent_registration_date)).sort().at(-1)).toBe('2020-04-28');
    expect(records.map((record) => record.last_inspection_date).filter((date): date is string => typeof date === 'string').sort().at(-1)).toBe('2020-03-30');
    expect(records.every((record) => typeof record.state === 'string' && typeof record.city === 'string')).toBe(true);
    expect(records.filter((record) => String(record.initial_registration_date) > String(record.most_recent_registration_date))).toEqual([]);
  });

  it('finds the facilities PROVENANCE.md names for linking to 483s', () => {
    const names = oks(items).map((item) => String(item.body.facility_name));
    expect(names.some((name) => name.startsWith('Edge Pharma'))).toBe(true);
    expect(names).toContain('Stokes Healthcare Inc., DBA Epicur Pharma');
  });
});

describe('503B facilities live fetcher against a replay of the fda.gov page', () => {
  const page = readFileSync(path.join(fixtures, 'registered-outsourcing-facilities.html'), 'utf8');
  let html = page;
  let lastModified = 'Fri, 30 Aug 2024 14:00:00 GMT';
  let server: ReplayServer;
  let hits = 0;

  beforeAll(async () => {
    server = await startReplayServer([
      { method: 'HEAD', path: REGISTERED_FACILITIES_PATH, respond: () => ({ headers: { 'Last-Modified': lastModified } }) },
      {
        path: REGISTERED_FACILITIES_PATH,
        failFirst: { times: 1, status: 429, headers: { 'Retry-After': '0' } },
        respond: () => {
          hits += 1;
          if (hits === 1) return { status: 500, body: 'internal error' };
          return { headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: html };
        },
      },
    ]);
  });
  afterAll(async () => server.close());

  it('retries a 429 and a 500, then reads the page’s table', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const items = await collect(outsourcingFacilitiesConnector.fetchLive!(testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) })));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 500']);
    expect(failures(items)).toEqual([]);
    expect([...byId(items).keys()]).toEqual(['examplehealth-corporation:las-vegas:nv', 'summit-compounding-services-llc:phoenix:az', 'peak-valley-sterile-llc:denver:co']);
    expect(byId(items).get('summit-compounding-services-llc:phoenix:az')).toEqual({
      facility_name: 'Summit Compounding Services, LLC',
      formerly_registered_as: 'Valley Example, Inc.',
      city: 'Phoenix',
      state: 'AZ',
      fei_number: null,
      contact: 'John Roe, +1 555 010 3000',
      initial_registration_date: '2016-06-21',
      most_recent_registration_date: '2023-12-01',
      last_inspection_date: '2024-02-08',
      not_yet_inspected: false,
      form_483_issued: true,
      recall_conducted: true,
      action_after_inspection: 'Warning Letter 05/06/2024',
      action_date: '2024-05-06',
      compounds_from_bulk_substances: false,
      source_file: 'https://www.fda.gov/drugs/human-drug-compounding/registered-outsourcing-facilities',
    });
    expect(byId(items).get('examplehealth-corporation:las-vegas:nv')).toMatchObject({ action_after_inspection: 'Open', recall_conducted: false });
    expect(byId(items).get('peak-valley-sterile-llc:denver:co')).toMatchObject({ facility_name: 'Peak & Valley Sterile, LLC', contact: null, not_yet_inspected: true });
  });

  it('reads a CSV of the list configured for the source (REGINTEL_SOURCE_FILES) instead of the page', async () => {
    const csv = await startReplayServer([{ path: '/media/list_503b.csv', respond: () => ({ headers: { 'Content-Type': 'text/csv' }, body: readFileSync(path.join(fixtures, 'list_503b.csv')) }) }]);
    try {
      const before = server.requests.length;
      const settings = testLiveSettings(server.url, { files: { file: `${csv.url}/media/list_503b.csv` } });
      const items = await collect(outsourcingFacilitiesConnector.fetchLive!(testLiveContext(settings, { http: testHttpClient() })));
      // The six facilities of the fixture list, as the mirror reads it, and its one bad row.
      expect(oks(items).map((item) => item.id)).toEqual([
        'advanced-example-technology-inc:elmsford:ny',
        'examplehealth-corporation:las-vegas:nv',
        'example-care:columbia:mo',
        'summit-compounding-services-llc:phoenix:az',
        'sample-laboratories:north-wichita:ks',
        'stormtail-health-inc:chandler:az',
      ]);
      expect(failures(items)).toHaveLength(1);
      expect(oks(items)[0]?.body).toMatchObject({ source_file: `${csv.url}/media/list_503b.csv` });
      // The page was not asked for.
      expect(server.requests).toHaveLength(before);
    } finally {
      await csv.close();
    }
  });

  it('fingerprints the page by Last-Modified from a HEAD request', async () => {
    expect(await outsourcingFacilitiesConnector.probeLive!(testLiveContext(testLiveSettings(server.url)))).toBe('last-modified:Fri, 30 Aug 2024 14:00:00 GMT');
  });

  it('fails the fetch when the page has no facility table (a changed or error page)', async () => {
    html = '<html><body><p>Page not available</p></body></html>';
    try {
      await expect(collect(outsourcingFacilitiesConnector.fetchLive!(testLiveContext(testLiveSettings(server.url))))).rejects.toThrow(/no table with a Facility column/);
    } finally {
      html = page;
    }
  });

  describe('through the runner', () => {
    let harness: IngestHarness;
    beforeEach(() => {
      harness = createIngestHarness('regintel-503b-live-');
    });
    afterEach(() => harness.close());

    it('publishes only the facility whose row changed when the page changes', async () => {
      const { deps } = harness;
      const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(server.url) };
      expect(await runConnector(outsourcingFacilitiesConnector, target, deps)).toMatchObject({ status: 'ok', published: 3 });
      html = page.replace('<td>Not yet inspected</td>', '<td>09/03/2024</td>').replace('<td>N/A</td>\n<td>N/A</td>\n<td>N/A</td>', '<td>No</td>\n<td>No</td>\n<td>N/A</td>');
      lastModified = 'Fri, 06 Sep 2024 14:00:00 GMT';
      try {
        expect(await runConnector(outsourcingFacilitiesConnector, target, deps)).toMatchObject({ status: 'ok', published: 1, unchanged: 2 });
        expect((await runConnector(outsourcingFacilitiesConnector, target, deps)).status).toBe('unchanged');
      } finally {
        html = page;
      }
    });
  });
});
