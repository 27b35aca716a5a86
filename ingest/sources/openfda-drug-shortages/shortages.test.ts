import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import type { SourceItem } from '../../connector.ts';
import { collect, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayRequest, ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { DRUG_SHORTAGES_DIR, drugShortagesConnector as connector } from './connector.ts';
import { parseShortageResult } from './parse-shortage.ts';
import type { DrugShortageRecord } from './record.ts';

const fixtureText = readFileSync(path.join(import.meta.dirname, 'fixtures/drug_shortages_sample.json'), 'utf8');
const fixture = JSON.parse(fixtureText) as Array<Record<string, unknown>>;

type OkItem = Extract<SourceItem, { ok: true }>;
const oks = (items: SourceItem[]) => items.filter((item): item is OkItem => item.ok);
const fails = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: false }> => !item.ok);
const body = (item: OkItem | undefined) => item?.body as DrugShortageRecord;

describe('parseShortageResult on the fixture records (openFDA results layout)', () => {
  const results = fixture.map((raw) => parseShortageResult(raw, { source_file: 'drug_shortages_sample.json' }));

  it('reads MM/DD/YYYY dates as ISO, the categories as a list and the openfda join keys', () => {
    expect(results[0]).toMatchObject({
      ok: true,
      value: {
        package_ndc: '0409-4888-10',
        generic_name: 'Lidocaine Hydrochloride Injection',
        company_name: 'Hospira, Inc., a Pfizer Company',
        status: 'Current',
        availability: 'Limited Availability',
        shortage_reason: 'Demand increase for the drug',
        therapeutic_category: ['Anesthesia'],
        update_type: 'Reverified',
        initial_posting_date: '2023-08-14',
        update_date: '2026-01-15',
        change_date: null,
        discontinued_date: null,
        resolved_note: null,
        source_file: 'drug_shortages_sample.json',
        source_url: null,
      },
    });
    const value = results[0]!.ok ? results[0]!.value : null;
    expect(value?.openfda).toMatchObject({ application_number: ['NDA006488'], package_ndc: ['0409-4888-10', '0409-4888-02'], route: ['INFILTRATION', 'INTRAVENOUS'], pharm_class_epc: [] });
  });

  it('keeps a record without an openfda block, with its discontinuation date', () => {
    expect(results[1]).toMatchObject({ ok: true, value: { package_ndc: '55150-241-10', status: 'To Be Discontinued', discontinued_date: '2025-12-31', availability: null, therapeutic_category: ['Anesthesia', 'Neurology'] } });
  });

  it('fails a record whose update date is not a real date, naming the field', () => {
    expect(results[3]).toEqual({ ok: false, reason: 'update_date: unreadable date "02/30/2026"' });
    expect(parseShortageResult({ ...fixture[0], package_ndc: 'n/a' }, { live: true })).toEqual({ ok: false, reason: 'invalid record: package_ndc: Invalid input: expected string, received null' });
  });
});

describe('drug shortages connector over a fixture mirror', () => {
  const made: string[] = [];
  const read = async (files: Record<string, string>) => {
    const mirrorDir = mkdtempSync(path.join(tmpdir(), 'regintel-shortages-'));
    made.push(mirrorDir);
    mkdirSync(path.join(mirrorDir, DRUG_SHORTAGES_DIR));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(mirrorDir, DRUG_SHORTAGES_DIR, name), text);
    return collect(connector.readMirror({ mirrorDir, clock: systemClock }));
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('yields each package NDC once, the copy with the later update date winning, and dead-letters the bad record', async () => {
    const items = await read({ 'drug_shortages_sample.json': fixtureText });
    expect(oks(items).map((item) => item.id)).toEqual(['0409-4888-10', '55150-241-10']);
    expect(body(oks(items)[0])).toMatchObject({ status: 'Resolved', availability: 'Available', update_date: '2026-03-02', change_date: '2026-03-02' });
    expect(fails(items)).toEqual([{ ok: false, reason: 'update_date: unreadable date "02/30/2026"', ref: 'drug_shortages_sample.json#3', raw: fixture[3] }]);
  });

  it('keeps the later update even when an older snapshot file is read after it', async () => {
    const items = await read({ 'a_2026-03.json': JSON.stringify([fixture[2]]), 'b_2026-01.json': JSON.stringify([fixture[0]]) });
    expect(oks(items).map((item) => [item.id, body(item).status, body(item).source_file])).toEqual([['0409-4888-10', 'Resolved', 'a_2026-03.json']]);
  });

  it('dead-letters an empty file once and reads the others', async () => {
    const items = await read({ 'a_empty.json': '', 'b_sample.json': fixtureText });
    expect(fails(items).map(({ ref, reason }) => [ref, reason])).toEqual([
      ['a_empty.json', 'empty file'],
      ['b_sample.json#3', 'update_date: unreadable date "02/30/2026"'],
    ]);
    expect(oks(items)).toHaveLength(2);
  });
});

warnIfMissing(hasSharedData, 'the drug shortages checks over openfda_drug_shortages');

describe.skipIf(!hasSharedData)('drug shortages connector over ../shared/data', () => {
  let items: SourceItem[] = [];
  beforeAll(async () => {
    items = await collect(connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
  });

  it('reads the 500 records as 499 presentations: the one repeated NDC is merged, nothing fails', () => {
    expect(fails(items)).toEqual([]);
    expect(oks(items)).toHaveLength(499);
    expect(new Set(oks(items).map((item) => item.id)).size).toBe(499);
    expect(oks(items).filter((item) => item.id === '65862-618-90')).toHaveLength(1);
  });

  it('keeps the statuses of PROVENANCE.md (the merged repeat was a Current one) and ISO dates', () => {
    const records = oks(items).map(body);
    const status = (value: string) => records.filter((record) => record.status === value).length;
    expect([status('Current'), status('To Be Discontinued'), status('Resolved')]).toEqual([338 - 1, 150, 12]);
    for (const record of records) expect(record.update_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(records.map((record) => record.update_date).sort().at(-1)!.startsWith('2026-')).toBe(true);
  });
});

describe('drug shortages live fetcher against a replay of api.fda.gov', () => {
  let server: ReplayServer;
  let served: Array<Record<string, unknown>> = [];
  let hits = 0;
  const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
  const live = (cursor: string | null = null, apiKey: string | null = null) =>
    testLiveContext(testLiveSettings(server.url, { openFdaApiKey: apiKey }), { cursor, http: testHttpClient(retries) });

  /** One record a page with openFDA's search_after Link; the second hit answers 502 once. */
  function shortagePages(request: ReplayRequest) {
    hits += 1;
    if (hits === 2) return { status: 502, body: 'bad gateway' };
    const after = Number(request.query.get('search_after') ?? 0);
    const query = new URLSearchParams(request.query);
    query.set('search_after', String(after + 1));
    const headers: Record<string, string> = after + 1 < served.length ? { Link: `<https://api.fda.gov/drug/shortages.json?${query.toString()}>; rel="next"` } : {};
    return { headers, body: { meta: { last_updated: '2026-03-27', results: { skip: 0, limit: 1000, total: served.length } }, results: served.slice(after, after + 1) } };
  }

  beforeAll(async () => {
    server = await startReplayServer([{ path: '/drug/shortages.json', failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } }, respond: shortagePages }]);
  });
  afterAll(async () => server?.close());

  it('pages by update date, retrying the 429 and the 502, merges the NDC seen twice and saves the newest update date', async () => {
    served = [fixture[1]!, fixture[0]!, fixture[2]!];
    const context = live(null, 'shortage-key');
    const items = await collect(connector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 502']);
    expect(oks(items).map((item) => [item.id, body(item).status])).toEqual([
      ['55150-241-10', 'To Be Discontinued'],
      ['0409-4888-10', 'Resolved'],
    ]);
    expect(body(oks(items)[1])!.source_url).toBe('https://api.fda.gov/drug/shortages.json?search=package_ndc:%220409-4888-10%22');
    const mine = server.requests.filter((request) => request.path === '/drug/shortages.json');
    expect(mine.every((request) => request.headers.authorization === `Basic ${Buffer.from('shortage-key:').toString('base64')}`)).toBe(true);
    expect([mine[0]!.query.get('sort'), mine[0]!.query.get('search')]).toEqual(['update_date:asc', null]);
    expect(context.savedCursor()).toBe('2026-03-02');
    expect(retries.map((retry) => retry.url).join(' ')).not.toContain('shortage-key');
    expect(oks(items).map((item) => JSON.stringify(item.body)).join(' ')).not.toContain('shortage-key');
  });

  it('asks only for entries updated since the cursor and sees a changed availability', async () => {
    served = [{ ...fixture[1]!, availability: 'Unavailable', update_type: 'Revised', update_date: '03/20/2026' }];
    const before = server.requests.length;
    const context = live('2026-03-02');
    const items = await collect(connector.fetchLive!(context));
    expect(server.requests[before]!.query.get('search')).toBe('update_date:[20260302 TO 99991231]');
    expect(oks(items).map((item) => [item.id, body(item).availability, body(item).update_type])).toEqual([['55150-241-10', 'Unavailable', 'Revised']]);
    expect(context.savedCursor()).toBe('2026-03-20');
  });

  it('fingerprints the endpoint by last update and total', async () => {
    served = [fixture[0]!];
    expect(await connector.probeLive!(live())).toBe('2026-03-27|1');
  });
});
