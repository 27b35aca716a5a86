import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import type { SourceItem } from '../../connector.ts';
import { collect, recordingHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { CLIIL_DIR, clinicalInvestigatorsConnector as connector } from './connector.ts';
import { FDA_DEFICIENCY_LEGEND, parseDeficiencyMapping } from './deficiency-legend.ts';
import type { ClinicalInvestigatorInspectionRecord } from './record.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const PAGE_PATH = '/drugs/drug-approvals-and-databases/clinical-investigator-inspection-list-cliil';
const ZIP_PATH = '/media/84721/download';

type OkItem = Extract<SourceItem, { ok: true }>;
const oks = (items: SourceItem[]) => items.filter((item): item is OkItem => item.ok);
const fails = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: false }> => !item.ok);
const body = (item: OkItem | undefined) => item?.body as ClinicalInvestigatorInspectionRecord;

function mirrorWith(files: Record<string, string | null>): string {
  const mirrorDir = mkdtempSync(path.join(tmpdir(), 'regintel-cliil-'));
  const dir = path.join(mirrorDir, CLIIL_DIR);
  mkdirSync(dir);
  for (const [name, content] of Object.entries(files)) {
    if (content === null) copyFileSync(path.join(fixtures, name), path.join(dir, name));
    else writeFileSync(path.join(dir, name), content);
  }
  return mirrorDir;
}

describe('clinical investigators connector over a fixture mirror', () => {
  const made: string[] = [];
  const read = async (files: Record<string, string | null>) => {
    const mirrorDir = mirrorWith(files);
    made.push(mirrorDir);
    return collect(connector.readMirror({ mirrorDir, clock: systemClock }));
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('publishes the 7 good inspections of both lists and dead-letters the 2 bad DA rows with their line', async () => {
    const items = await read({ 'cliil_data_audit_DA.csv': null, 'cliil_for_cause_FC.csv': null, 'deficiency_code_mapping.csv': null, 'raw_cliil_da.xls': 'BIFF' });
    expect(oks(items).map((item) => item.id)).toEqual([
      'cliil-DA-4410-20190314',
      'cliil-DA-4410-19770929',
      'cliil-DA-5127-20041102',
      'cliil-DA-6033-undated-CANC',
      'cliil-DA-6033-undated-WASH',
      'cliil-FC-4410-20150211',
      'cliil-FC-8120-19770801',
    ]);
    expect(fails(items).map(({ ref, reason }) => ({ ref, reason }))).toEqual([
      { ref: 'cliil_data_audit_DA.csv#L7', reason: 'Insp. Date: unreadable date "13/40/88"' },
      { ref: 'cliil_data_audit_DA.csv#L8', reason: 'Insp. Def. Codes: "X1" is not a deficiency code' },
    ]);
  });

  it('explains codes from the mapping file and, for codes it lacks (10, 19), from FDA’s built-in legend', async () => {
    const items = await read({ 'cliil_for_cause_FC.csv': null, 'deficiency_code_mapping.csv': null });
    expect(body(oks(items).find((item) => item.id === 'cliil-FC-4410-20150211'))).toMatchObject({
      classification_raw: 'OAIW',
      classification: 'OAI',
      classification_description: 'Warning letter issued',
      source_file: 'cliil_for_cause_FC.csv',
      deficiencies: [
        { code: '02', deficiency: 'Failure to obtain and/or document subject consent', cfr_reference: '21 CFR 312.60, 50.20, 50.27' },
        { code: '05', deficiency: 'Failure to follow investigational plan', cfr_reference: '21 CFR 312.60' },
        { code: '10', deficiency: 'Inappropriate delegation of authority', cfr_reference: '21 CFR 312.7, 312.61' },
        { code: '19', deficiency: 'Failure to supervise or personally conduct the clinical investigation', cfr_reference: '21 CFR 312.60' },
      ],
    });
  });

  it('dead-letters an unreadable list or mapping file once and still publishes the other list', async () => {
    const items = await read({ 'cliil_for_cause_FC.csv': null, 'cliil_data_audit_DA.csv': 'ID No.,Name\n1,x\n', 'deficiency_code_mapping.csv': '' });
    expect(fails(items)).toEqual([
      { ok: false, ref: 'deficiency_code_mapping.csv', reason: 'unreadable deficiency mapping: empty file' },
      { ok: false, ref: 'cliil_data_audit_DA.csv', reason: expect.stringMatching(/^unreadable CLIIL list: missing column\(s\) 'Location', 'Address'/) },
    ]);
    expect(oks(items)).toHaveLength(2);
  });

  it('throws when the folder holds only the .xls exports, saying why, and when it is gone', async () => {
    await expect(read({ 'raw_clinical_investigator_inspection_da_jun19.xls': 'BIFF' })).rejects.toThrow(/only \.xls .*cannot be read/);
    await expect(collect(connector.readMirror({ mirrorDir: path.join(tmpdir(), 'regintel-absent-mirror'), clock: systemClock }))).rejects.toThrow(/is missing/);
  });
});

warnIfMissing(hasSharedData, 'the CLIIL checks over fda_clinical_investigator_inspections');

describe.skipIf(!hasSharedData)('clinical investigators connector over ../shared/data', () => {
  let items: SourceItem[] = [];
  beforeAll(async () => {
    items = await collect(connector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
  });

  it('publishes every one of the 2,500 DA and 1,748 FC rows under distinct ids, with no failures', () => {
    expect(fails(items)).toEqual([]);
    const records = oks(items).map(body);
    expect(records.filter((record) => record.inspection_type === 'DA')).toHaveLength(2500);
    expect(records.filter((record) => record.inspection_type === 'FC')).toHaveLength(1748);
    expect(new Set(oks(items).map((item) => item.id)).size).toBe(4248);
  });

  it('has the date ranges and undated counts of PROVENANCE.md (two-digit years read across 1977–2019)', () => {
    for (const [type, first, last, undated] of [
      ['DA', '1977-09-29', '2019-02-20', 47],
      ['FC', '1977-08-01', '2019-04-10', 38],
    ] as const) {
      const records = oks(items).map(body).filter((record) => record.inspection_type === type);
      const dates = records.flatMap((record) => (record.inspection_date ? [record.inspection_date] : [])).sort();
      expect([dates[0], dates.at(-1), records.length - dates.length]).toEqual([first, last, undated]);
    }
  });

  it('keeps the raw classifications as counted in PROVENANCE.md', () => {
    const count = (type: string, raw: string) => oks(items).map(body).filter((record) => record.inspection_type === type && record.classification_raw === raw).length;
    expect([count('DA', 'NAI'), count('DA', 'VAI'), count('DA', 'VAI2'), count('DA', 'CANC')]).toEqual([1017, 730, 424, 88]);
    expect([count('FC', 'VAI'), count('FC', 'NAI'), count('FC', 'OAI'), count('FC', 'VAI2'), count('FC', 'OAIC')]).toEqual([596, 440, 150, 144, 103]);
  });

  it('gives investigator 62851 its two undated DA rows and its dated DA and FC inspections as four records', () => {
    const ids = oks(items).filter((item) => body(item).cliil_id === '62851').map((item) => item.id).sort();
    expect(ids).toEqual(['cliil-DA-62851-19850327', 'cliil-DA-62851-undated-CANC', 'cliil-DA-62851-undated-WASH', 'cliil-FC-62851-20040217']);
  });

  it("reads a mapping whose codes 01–21 are FDA's legend word for word", () => {
    const mapping = parseDeficiencyMapping(readFileSync(path.join(sharedDataDir, CLIIL_DIR, 'deficiency_code_mapping.csv'), 'utf8'));
    for (const [code, entry] of FDA_DEFICIENCY_LEGEND) if (code !== '00') expect(mapping.get(code)).toEqual(entry);
  });
});

describe('clinical investigators live fetcher against a replay of the CLIIL page and zip', () => {
  let server: ReplayServer;
  let download = zipOf(readFileSync(path.join(fixtures, 'CLIIL.TXT')));
  const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
  const rates: number[] = [];
  const live = (overrides: Parameters<typeof testLiveSettings>[1] = {}) => testLiveContext(testLiveSettings(server.url, overrides), { http: recordingHttpClient(rates, retries) });

  beforeAll(async () => {
    server = await startReplayServer([
      {
        path: PAGE_PATH,
        failFirst: { times: 1, status: 503 },
        respond: () => ({ headers: { 'Content-Type': 'text/html' }, body: `<p>Updated quarterly.</p><a href="${ZIP_PATH}">Clinical Investigator Inspection List zip file</a>` }),
      },
      { path: ZIP_PATH, failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } }, respond: () => ({ headers: { 'Content-Type': 'application/zip' }, body: Buffer.from(download) }) },
      { method: 'HEAD', path: ZIP_PATH, respond: () => ({ headers: { ETag: '"cliil-2026q1"', 'Last-Modified': 'Tue, 06 Jan 2026 14:00:00 GMT' } }) },
    ]);
  });
  afterAll(async () => server?.close());

  it('follows the page link to the zip, retries the 503 and the 429, and reads every inspection', async () => {
    const context = live();
    const items = await collect(connector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 503', 'HTTP 429']);
    // Retry-After: 1 asks for 1,000 ms; the test client caps waits at 20 ms.
    expect(retries[1]!.waitMs).toBe(20);
    expect(rates).toEqual([1, 1]);
    expect(oks(items).map((item) => item.id)).toEqual(['cliil-DA-4410-20190314', 'cliil-FC-4410-20150211', 'cliil-DA-5127-20041102', 'cliil-DA-6033-undated-CANC', 'cliil-FC-8120-19770801']);
    expect(fails(items)).toEqual([{ ok: false, reason: '3 fields where CLIIL.TXT has 13', ref: 'CLIIL.TXT#L8' }]);
    expect(body(oks(items)[0])).toMatchObject({ source_url: `https://www.fda.gov${ZIP_PATH}`, source_file: null, deficiencies: [{ code: '03' }, { code: '05' }, { code: '06' }] });
    // The download is the whole list: there is no change filter, so no cursor.
    expect(context.savedCursor()).toBeNull();
  });

  it('sees a reclassified inspection under the same id on the next download', async () => {
    const before = await collect(connector.fetchLive!(live()));
    download = zipOf(Buffer.from(readFileSync(path.join(fixtures, 'CLIIL.TXT'), 'utf8').replaceAll('~11/02/2004~DA~VAI2~', '~11/02/2004~DA~VAI3R~')));
    const after = await collect(connector.fetchLive!(live()));
    const okazor = (items: SourceItem[]) => body(oks(items).find((item) => item.id === 'cliil-DA-5127-20041102'));
    expect([okazor(before).classification_raw, okazor(after).classification_raw]).toEqual(['VAI2', 'VAI3R']);
  });

  it('caps the records at settings.maxRecords', async () => {
    const items = await collect(connector.fetchLive!(live({ maxRecords: 2 })));
    expect(oks(items)).toHaveLength(2);
  });

  it('fingerprints the download by its fda.gov URL, ETag and Last-Modified from a HEAD request', async () => {
    const fingerprint = await connector.probeLive!(live());
    expect(fingerprint).toBe(`https://www.fda.gov${ZIP_PATH}|"cliil-2026q1"|Tue, 06 Jan 2026 14:00:00 GMT`);
    expect(server.requests.some((request) => request.method === 'HEAD' && request.path === ZIP_PATH)).toBe(true);
  });

  it('takes the zip from a URL configured for the source (REGINTEL_SOURCE_FILES) without reading the page', async () => {
    const before = server.requests.filter((request) => request.path === PAGE_PATH).length;
    const items = await collect(connector.fetchLive!(live({ files: { file: `${server.url}${ZIP_PATH}` } })));
    expect(oks(items)).toHaveLength(5);
    expect(server.requests.filter((request) => request.path === PAGE_PATH)).toHaveLength(before);
    expect(body(oks(items)[0])).toMatchObject({ source_url: `${server.url}${ZIP_PATH}` });
  });

  it('fails the run when the download is not a zip, so its fingerprint is not saved', async () => {
    download = new TextEncoder().encode('<html>Site maintenance</html>');
    await expect(collect(connector.fetchLive!(live()))).rejects.toThrow(/not a readable zip/);
  });
});

function zipOf(cliilTxt: Uint8Array): Uint8Array {
  return zipSync({ 'CLIIL.TXT': cliilTxt, 'README.TXT': new TextEncoder().encode('See the CLIIL database codes page.') });
}
