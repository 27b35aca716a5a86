import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer, type ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { makePdf } from '../../../test/fixtures/pdf.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import { FORM483_DOCUMENTS_DIR, form483DocumentsConnector } from './connector.ts';
import { parseForm483Text } from './parse-form483-text.ts';

const fixtureText = readFileSync(join(import.meta.dirname, 'fixtures/form483-two-pages.txt'), 'utf8');

describe('fda-483-documents mirror reader with PDFs', () => {
  let mirror: string;
  let items: SourceItem[];
  beforeAll(async () => {
    mirror = mkdtempSync(join(tmpdir(), 'regintel-483-'));
    const dir = join(mirror, FORM483_DOCUMENTS_DIR);
    mkdirSync(dir);
    // A PDF without a text twin (read with pdf.js), a PDF with one (read from the twin), and two bad PDFs.
    writeFileSync(join(dir, 'northwind.pdf'), makePdf(fixtureText.split('\f')));
    writeFileSync(join(dir, 'twin.pdf'), makePdf(['not what the twin says']));
    writeFileSync(join(dir, 'twin.txt'), fixtureText.replace('3099887766', '3099887700'));
    writeFileSync(join(dir, 'garbage.pdf'), 'this is not a PDF at all');
    writeFileSync(join(dir, 'truncated.pdf'), makePdf(fixtureText.split('\f')).subarray(0, 300));
    items = await collect(form483DocumentsConnector.readMirror({ mirrorDir: mirror, clock: systemClock }));
  });
  afterAll(() => rmSync(mirror, { recursive: true, force: true }));

  it('reads a lone PDF through pdf.js into the same header the pdftotext text gives', () => {
    const fromPdf = items.find((item) => item.ok && item.body.fei_number === '3099887766');
    const expected = parseForm483Text(fixtureText);
    if (!expected.ok || !fromPdf?.ok) throw new Error('both must parse');
    expect(fromPdf.body).toMatchObject({
      fei_number: expected.value.fei_number,
      firm_name: expected.value.firm_name,
      inspection_end_date: expected.value.inspection_end_date,
      investigators: expected.value.investigators,
    });
    expect(fromPdf.id).toBe('483-3099887766-20230519');
  });

  it('prefers the text twin of a PDF', () => {
    expect(items.filter((item) => item.ok).map((item) => item.ok && item.body.fei_number).sort()).toEqual(['3099887700', '3099887766']);
  });

  it('dead-letters a garbage and a truncated PDF with a reason, and reads the rest', () => {
    const failures = items.filter((item): item is Extract<SourceItem, { ok: false }> => !item.ok);
    expect(failures.map((f) => f.ref).sort()).toEqual(['garbage.pdf', 'truncated.pdf']);
    for (const failure of failures) expect(failure.reason).toMatch(/unreadable PDF|no FEI|OBSERVATION|not a 483/i);
  });
});

describe.skipIf(!hasSharedData)('pdf.js text of the five published 483 PDFs (needs ../shared/data)', () => {
  warnIfMissing(hasSharedData, 'the 483 PDF comparison');
  const dir = join(sharedDataDir, FORM483_DOCUMENTS_DIR);
  const pdfs = hasSharedData ? readdirSync(dir).filter((name) => name.endsWith('.pdf')) : [];

  it.each(pdfs)('%s: same FEI, dates, investigators and observation numbers as its pdftotext twin', async (file) => {
    const fromPdf = parseForm483Text(await pdfToText(readFileSync(join(dir, file))));
    const fromTwin = parseForm483Text(readFileSync(join(dir, file.replace(/\.pdf$/, '.txt')), 'utf8'));
    if (!fromPdf.ok || !fromTwin.ok) throw new Error(`${file}: ${JSON.stringify([fromPdf.ok, fromTwin.ok])}`);
    const numbers = (text: string) => [...text.matchAll(/OBSERVATION\s+(\d+)/g)].map((m) => m[1]);
    expect(fromPdf.value.fei_number).toBe(fromTwin.value.fei_number);
    expect(fromPdf.value.inspection_end_date).toBe(fromTwin.value.inspection_end_date);
    expect(fromPdf.value.investigators.map((i) => i.name)).toEqual(fromTwin.value.investigators.map((i) => i.name));
    expect(numbers(fromPdf.value.observations_text)).toEqual(numbers(fromTwin.value.observations_text));
  });
});

describe('fda-483-documents live fetcher against a replayed reading-room listing', () => {
  const row = (mid: string, fei: string, recordDate: string, publishDate: string, type = '483') => ({
    mid,
    field_record_date: recordDate,
    field_fein: fei,
    field_company_name_1: 'Northwind Compounding LLC',
    field_foia_record_type: type,
    field_foia_record_type_1: `<a href="/media/${mid}/download">${type}</a>`,
    field_state_1: 'Oregon',
    field_establishment_type_1: 'Outsourcing Facility',
    field_publish_date: publishDate,
  });
  const listing = [
    row('500001', '3099887766', '05/19/2023', '06/30/2023'),
    row('500002', '3099887766', '05/19/2023', '06/30/2023', 'Establishment Inspection Report (EIR)'),
    row('500003', '3011111111', '01/10/2023', '02/01/2023'),
  ];
  let server: ReplayServer;
  beforeAll(async () => {
    server = await startReplayServer([
      { path: '/datatables-json/ora-foia-reading.json', respond: () => ({ body: listing }) },
      { path: '/media/500001/download', respond: () => ({ body: makePdf(fixtureText.split('\f')), headers: { 'Content-Type': 'application/pdf' } }), failFirst: { times: 1, status: 502 } },
      { path: '/media/500003/download', respond: () => ({ body: 'Access Denied', headers: { 'Content-Type': 'application/pdf' } }) },
      { path: '/media/500004/download', respond: () => ({ body: makePdf(fixtureText.replace(/3099887766/g, '3099887799').split('\f')) }) },
    ]);
  });
  afterAll(() => server.close());

  it('downloads each listed 483 PDF (not other record types), retrying a 502, dead-lettering an unreadable one', async () => {
    const context = testLiveContext(testLiveSettings(server.url));
    const items = await collect(form483DocumentsConnector.fetchLive!(context));
    expect(items.map((item) => (item.ok ? item.id : `failed ${item.ref.replace(server.url, '')}`))).toEqual(['failed /media/500003/download', '483-3099887766-20230519']);
    expect(items[1]).toMatchObject({ body: { publish_date: '2023-06-30', source_url: 'https://www.fda.gov/media/500001/download', firm_name: 'Northwind Compounding LLC' } });
    expect(server.requests.some((r) => r.path === '/media/500002/download')).toBe(false);
    expect(context.savedCursor()).toBe('2023-06-30');
  });

  it('on the next run downloads only 483s posted since the cursor', async () => {
    listing.push(row('500004', '3099887799', '05/19/2023', '07/15/2023'));
    const before = server.requests.length;
    const items = await collect(form483DocumentsConnector.fetchLive!(testLiveContext(testLiveSettings(server.url), { cursor: '2023-06-30' })));
    const fetched = server.requests.slice(before).map((r) => r.path);
    expect(fetched).toEqual(['/datatables-json/ora-foia-reading.json', '/media/500001/download', '/media/500004/download']);
    expect(items.filter((i) => i.ok).map((i) => i.ok && i.id)).toEqual(['483-3099887766-20230519', '483-3099887799-20230519']);
  });
});
