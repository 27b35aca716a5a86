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
import { DRUG_ENFORCEMENT_DIR, drugEnforcementConnector as connector } from './connector.ts';
import { parseEnforcementResult } from './parse-enforcement.ts';
import type { DrugEnforcementRecord } from './record.ts';

const fixtureText = readFileSync(path.join(import.meta.dirname, 'fixtures/drug_enforcement_sample.json'), 'utf8');
const fixture = JSON.parse(fixtureText) as Array<Record<string, unknown>>;

type OkItem = Extract<SourceItem, { ok: true }>;
const oks = (items: SourceItem[]) => items.filter((item): item is OkItem => item.ok);
const fails = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: false }> => !item.ok);
const body = (item: OkItem | undefined) => item?.body as DrugEnforcementRecord;

describe('parseEnforcementResult on the fixture records (openFDA results layout)', () => {
  const results = fixture.map((raw) => parseEnforcementResult(raw, { source_file: 'drug_enforcement_sample.json' }));

  it('keeps the openFDA fields, dates as ISO, and the join keys of the openfda block', () => {
    expect(results[0]).toEqual({
      ok: true,
      value: {
        recall_number: 'D-0457-2022',
        event_id: '90412',
        status: 'Terminated',
        classification: 'Class II',
        product_type: 'Drugs',
        recalling_firm: 'Northfield Generics LLC',
        address_1: '4100 Fisher Rd',
        address_2: 'Suite 200',
        city: 'Columbus',
        state: 'OH',
        postal_code: '43228-1011',
        country: 'United States',
        voluntary_mandated: 'Voluntary: Firm initiated',
        initial_firm_notification: 'Letter',
        distribution_pattern: 'Nationwide in the USA',
        product_description: 'Ranolazine Extended-Release Tablets, 500 mg, 60-count bottle, Rx only, NDC 71822-113-60.',
        product_quantity: '12,480 bottles',
        reason_for_recall: 'Failed Dissolution Specifications: out of specification result at the 12-hour time point during stability testing.',
        code_info: 'Lot #: RZ21088, Exp 08/2023; RZ21091, Exp 09/2023',
        more_code_info: null,
        recall_initiation_date: '2022-02-14',
        center_classification_date: '2022-03-22',
        termination_date: '2023-09-06',
        report_date: '2022-03-30',
        openfda: {
          application_number: ['ANDA204518'],
          brand_name: ['RANOLAZINE'],
          generic_name: ['RANOLAZINE'],
          manufacturer_name: ['Northfield Generics LLC'],
          product_ndc: ['71822-113'],
          package_ndc: ['71822-113-60', '71822-113-05'],
          product_type: ['HUMAN PRESCRIPTION DRUG'],
          route: ['ORAL'],
          substance_name: ['RANOLAZINE'],
          rxcui: ['1045444'],
          spl_set_id: ['8d2e4f60-1b3c-4a5d-9e7f-2c6b8a0d4e12'],
          unii: ['A6IEZ5M406'],
          pharm_class_epc: [],
        },
        source_url: null,
        source_file: 'drug_enforcement_sample.json',
      },
    });
  });

  it("reads 'N/A', '' and absent values as null, and an empty openfda block as empty lists", () => {
    expect(results[1]).toMatchObject({ ok: true, value: { recall_number: 'D-0112-2024', state: null, address_2: null, more_code_info: null, termination_date: null, status: 'Ongoing' } });
    const value = results[1]!.ok ? results[1]!.value : null;
    expect(Object.values(value!.openfda).every((list) => list.length === 0)).toBe(true);
  });

  it('fails a record with an impossible date or without a recall number, naming the field', () => {
    expect(results[2]).toEqual({ ok: false, reason: 'report_date: unreadable date "20211345"' });
    expect(results[3]).toEqual({ ok: false, reason: 'invalid record: recall_number: Invalid input: expected string, received null' });
    expect(parseEnforcementResult(['not', 'a', 'record'], { live: true })).toEqual({ ok: false, reason: 'not a JSON object' });
  });

  it('points a live record at the API query that returns it', () => {
    expect(parseEnforcementResult(fixture[0], { live: true })).toMatchObject({
      ok: true,
      value: { source_url: 'https://api.fda.gov/drug/enforcement.json?search=recall_number:%22D-0457-2022%22', source_file: null },
    });
  });
});

describe('drug enforcement connector over a fixture mirror', () => {
  const made: string[] = [];
  const read = async (files: Record<string, string>) => {
    const mirrorDir = mkdtempSync(path.join(tmpdir(), 'regintel-enforcement-'));
    made.push(mirrorDir);
    mkdirSync(path.join(mirrorDir, DRUG_ENFORCEMENT_DIR));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(mirrorDir, DRUG_ENFORCEMENT_DIR, name), text);
    return collect(connector.readMirror({ mirrorDir, clock: systemClock }));
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('publishes two recalls under their recall numbers and dead-letters the two bad records with their index', async () => {
    const items = await read({ 'drug_enforcement_sample.json': fixtureText });
    expect(oks(items).map((item) => item.id)).toEqual(['D-0457-2022', 'D-0112-2024']);
    expect(fails(items).map(({ ref }) => ref)).toEqual(['drug_enforcement_sample.json#2', 'drug_enforcement_sample.json#3']);
  });

  it('merges snapshots: the later file’s copy of a recall wins and the recall is yielded once', async () => {
    const later = [{ ...fixture[1], status: 'Terminated', termination_date: '20250410' }];
    const items = await read({ 'drug_enforcement_2024.json': fixtureText, 'drug_enforcement_2025.json': JSON.stringify(later) });
    expect(oks(items).map((item) => item.id)).toEqual(['D-0457-2022', 'D-0112-2024']);
    expect(body(oks(items)[1])).toMatchObject({ status: 'Terminated', termination_date: '2025-04-10', source_file: 'drug_enforcement_2025.json' });
  });

  it('dead-letters an unreadable file once and goes on with the other files', async () => {
    const items = await read({ 'a_truncated.json': fixtureText.slice(0, 300), 'b_sample.json': fixtureText, 'c_meta_only.json': '{"meta": {}}' });
    expect(fails(items).map(({ ref, reason }) => [ref, reason.split(':')[0]])).toEqual([
      ['a_truncated.json', 'invalid JSON'],
      ['b_sample.json#2', 'report_date'],
      ['b_sample.json#3', 'invalid record'],
      ['c_meta_only.json', 'expected a JSON array of openFDA records or an openFDA page with a results array'],
    ]);
    expect(oks(items)).toHaveLength(2);
  });

  it('throws when the folder is gone or holds no JSON', async () => {
    await expect(collect(connector.readMirror({ mirrorDir: path.join(tmpdir(), 'regintel-absent'), clock: systemClock }))).rejects.toThrow(/is missing/);
    await expect(read({ 'notes.txt': 'x' })).rejects.toThrow(/no \.json file/);
  });
});

warnIfMissing(hasSharedData, 'the drug enforcement checks over openfda_drug_enforcement');

describe.skipIf(!hasSharedData)('drug enforcement connector over ../shared/data', () => {
  let items: SourceItem[] = [];
  beforeAll(async () => {
    items = await collect(connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
  });

  it('publishes all 500 sample recalls, none failing', () => {
    expect(fails(items)).toEqual([]);
    expect(oks(items)).toHaveLength(500);
  });

  it('matches the facts of PROVENANCE.md', () => {
    const records = oks(items).map(body);
    const count = (pick: (record: DrugEnforcementRecord) => string | null) => {
      const counts: Record<string, number> = {};
      for (const record of records) counts[String(pick(record))] = (counts[String(pick(record))] ?? 0) + 1;
      return counts;
    };
    expect(count((record) => record.classification)).toEqual({ 'Class II': 405, 'Class III': 51, 'Class I': 44 });
    expect(count((record) => record.status)).toEqual({ Terminated: 425, Ongoing: 65, Completed: 10 });
    expect(records.filter((record) => record.openfda.brand_name.length > 0)).toHaveLength(78);
    expect(new Set(records.map((record) => record.event_id)).size).toBe(322);
    expect(new Set(records.map((record) => record.recalling_firm)).size).toBe(262);
    const dates = records.map((record) => record.report_date).sort();
    expect([dates[0], dates.at(-1)]).toEqual(['2012-07-04', '2026-03-04']);
  });
});

describe('drug enforcement live fetcher against a replay of api.fda.gov', () => {
  let server: ReplayServer;
  let served: Array<Record<string, unknown>> = [];
  let hits = 0;
  const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
  const valid = () => [fixture[0]!, fixture[1]!];
  const live = (cursor: string | null = null) => testLiveContext(testLiveSettings(server.url), { cursor, http: testHttpClient(retries) });

  /** Two records a page, with openFDA's search_after Link; the second hit answers 503 once. */
  function enforcementPages(request: ReplayRequest) {
    hits += 1;
    if (hits === 2) return { status: 503, body: 'upstream timeout' };
    const after = Number(request.query.get('search_after') ?? 0);
    const results = served.slice(after, after + 2);
    const query = new URLSearchParams(request.query);
    query.set('search_after', String(after + 2));
    const headers: Record<string, string> = after + 2 < served.length ? { Link: `<https://api.fda.gov/drug/enforcement.json?${query.toString()}>; rel="next"` } : {};
    if (served.length === 0) return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No matches found!' } } };
    return { headers, body: { meta: { last_updated: '2026-03-04', results: { skip: 0, limit: 1000, total: served.length } }, results } };
  }

  beforeAll(async () => {
    server = await startReplayServer([{ path: '/drug/enforcement.json', failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } }, respond: enforcementPages }]);
  });
  afterAll(async () => server?.close());

  it('pages through every report in report-date order, retrying the 429 and the 503, and saves the newest report date', async () => {
    served = [fixture[0]!, { ...fixture[0]!, recall_number: 'D-0460-2022', report_date: '20220406' }, fixture[1]!];
    const context = live();
    const items = await collect(connector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 503']);
    expect(oks(items).map((item) => item.id)).toEqual(['D-0457-2022', 'D-0460-2022', 'D-0112-2024']);
    expect(body(oks(items)[0])!.source_url).toBe('https://api.fda.gov/drug/enforcement.json?search=recall_number:%22D-0457-2022%22');
    const first = server.requests.find((request) => request.path === '/drug/enforcement.json')!;
    expect([first.query.get('search'), first.query.get('sort'), first.query.get('limit')]).toEqual([null, 'report_date:asc', '1000']);
    expect(context.savedCursor()).toBe('2023-12-20');
  });

  it('asks only for reports and terminations since the cursor, and sees the recall’s new status', async () => {
    served = [{ ...fixture[1]!, status: 'Terminated', termination_date: '20260115' }];
    const before = server.requests.length;
    const context = live('2023-12-20');
    const items = await collect(connector.fetchLive!(context));
    expect(server.requests[before]!.query.get('search')).toBe('report_date:[20231220 TO 99991231] termination_date:[20231220 TO 99991231]');
    expect(oks(items).map((item) => [item.id, body(item).status, body(item).termination_date])).toEqual([['D-0112-2024', 'Terminated', '2026-01-15']]);
    // Only an older report came back: the cursor does not move back.
    expect(context.savedCursor()).toBe('2023-12-20');
  });

  it('reads openFDA’s NOT_FOUND as nothing new, keeping the cursor', async () => {
    served = [];
    const context = live('2026-03-04');
    expect(await collect(connector.fetchLive!(context))).toEqual([]);
    expect(context.savedCursor()).toBe('2026-03-04');
  });

  it('dead-letters a bad record of a page and publishes the rest', async () => {
    served = [fixture[0]!, fixture[3]!];
    const items = await collect(connector.fetchLive!(live()));
    expect(oks(items).map((item) => item.id)).toEqual(['D-0457-2022']);
    expect(fails(items)).toEqual([expect.objectContaining({ reason: expect.stringMatching(/^invalid record: recall_number/), ref: expect.stringMatching(/\/drug\/enforcement\.json\?.*#1$/) })]);
  });

  it('fingerprints the endpoint by last update and total', async () => {
    served = valid();
    expect(await connector.probeLive!(live())).toBe('2026-03-04|2');
  });
});
