import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collect, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { makePdf } from '../../../test/fixtures/pdf.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayRoute, ReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { SourceItem } from '../../connector.ts';
import { fdaGuidanceConnector } from './connector.ts';
import { LISTING_PATH } from './fetch-live.ts';
import { FdaGuidanceRecord } from './record.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const listing = JSON.parse(readFileSync(path.join(fixtures, 'search-for-guidance.json'), 'utf8')) as Array<Record<string, string>>;
const landing = readFileSync(path.join(fixtures, 'landing-example-companion-diagnostics.html'), 'utf8');
const LANDING_PATH = '/regulatory-information/search-fda-guidance-documents/example-companion-diagnostics-oncology-trials';

const ID = {
  validation: 'fda-guidance:validation-of-example-sterile-processes',
  oncology: 'fda-guidance:example-companion-diagnostics-in-oncology-trials',
  lenses: 'fda-guidance:labeling-of-example-contact-lens-cases',
};
// The listing dates of the three entries, in UTC: the order they are fetched in.
const CHANGED = { validation: '2024-03-04T14:15:00.000Z', oncology: '2024-05-01T12:00:00.000Z', lenses: '2024-06-10T14:00:00.000Z' };

const pdfs: Record<string, Buffer> = {
  '/media/1001/download': makePdf([
    ['Contains Nonbinding Recommendations', 'Validation of Example Sterile Processes', 'Guidance for Industry', 'I. INTRODUCTION', 'This guidance describes how manufacturers of example sterile products validate aseptic processing.'].join('\n'),
    ['Contains Nonbinding Recommendations', 'II. RECOMMENDATIONS', 'A. Process Design', 'Critical process parameters should be identified and controlled.', 'B. Process Qualification', 'Media fills should simulate the whole aseptic process.'].join('\n'),
  ]),
  '/media/1002/download': makePdf([['Example Companion Diagnostics in Oncology Trials', 'Draft - Not for Implementation', 'I. INTRODUCTION', 'Sponsors of oncology trials may select patients with an investigational tumor biomarker test.'].join('\n')]),
  '/media/1003/download': makePdf([['Labeling of Example Contact Lens Cases', 'I. INTRODUCTION', 'Contact lens cases should be labeled with replacement and cleaning instructions for the wearer.'].join('\n')]),
};

function routes(state: { listing: unknown; pdfs: Record<string, Buffer> }, extra: Partial<Record<'listingFail' | 'pdfFail', ReplayRoute['failFirst']>> = {}): ReplayRoute[] {
  return [
    { method: 'HEAD', path: LISTING_PATH, respond: () => ({ headers: { ETag: '"listing-v1"' } }) },
    { path: LISTING_PATH, respond: () => ({ body: state.listing as object }), failFirst: extra.listingFail },
    { path: LANDING_PATH, respond: () => ({ headers: { 'Content-Type': 'text/html' }, body: landing }) },
    { path: '/media/1001/download', respond: () => ({ headers: { 'Content-Type': 'application/pdf' }, body: state.pdfs['/media/1001/download']! }), failFirst: extra.pdfFail },
    { path: /^\/media\/100[23]\/download$/, respond: (request) => ({ headers: { 'Content-Type': 'application/pdf' }, body: state.pdfs[request.path]! }) },
  ];
}

const bodies = (items: SourceItem[]) => new Map(items.filter((item) => item.ok).map((item) => [item.id, item.body as FdaGuidanceRecord]));
const fetched = (server: ReplayServer) => server.requests.filter((request) => request.method === 'GET').map((request) => request.path);

describe('fda-guidance live fetcher against a replay of fda.gov', () => {
  let server: ReplayServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('retries a 429 with Retry-After and a 503, fetches oldest first, and sets the cursor to the newest entry', async () => {
    server = await startReplayServer(routes({ listing, pdfs }, { listingFail: { times: 1, status: 429, headers: { 'Retry-After': '1' } }, pdfFail: { times: 1, status: 503 } }));
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) });
    const items = await collect(fdaGuidanceConnector.fetchLive!(context));

    expect(retries.map((retry) => [new URL(retry.url).pathname, retry.reason])).toEqual([
      [LISTING_PATH, 'HTTP 429'],
      ['/media/1001/download', 'HTTP 503'],
    ]);
    expect(fetched(server)).toEqual([LISTING_PATH, LISTING_PATH, '/media/1001/download', '/media/1001/download', LANDING_PATH, '/media/1002/download', '/media/1003/download']);
    expect(items.filter((item) => !item.ok)).toEqual([{ ok: false, reason: 'entry without a title', ref: 'search-for-guidance.json#3' }]);
    expect([...bodies(items).keys()]).toEqual([ID.validation, ID.oncology, ID.lenses]);
    expect(context.savedCursor()).toBe(`v1:${CHANGED.lenses}`);
  });

  it('builds the record from the listing and the PDF, with public fda.gov URLs', async () => {
    server = await startReplayServer(routes({ listing, pdfs }));
    const items = await collect(fdaGuidanceConnector.fetchLive!(testLiveContext(testLiveSettings(server.url))));
    const records = bodies(items);
    for (const body of records.values()) expect(FdaGuidanceRecord.safeParse(body).success).toBe(true);
    const validation = records.get(ID.validation)!;
    expect(validation).toMatchObject({
      source_id: 'fda',
      document_type: 'guidance',
      status: 'final',
      docket: 'FDA-2024-D-0101',
      issue_date: '2024-03-04',
      updated_date: '2024-03-04',
      centers: ['CDER', 'CBER'],
      topics: ['Current Good Manufacturing Practice (CGMP)', 'Sterile Products'],
      regulated_products: ['Drugs', 'Biologics'],
      pages: 2,
      url: 'https://www.fda.gov/regulatory-information/search-fda-guidance-documents/validation-example-sterile-processes',
      pdf_url: 'https://www.fda.gov/media/1001/download',
      text_source: 'pdf',
    });
    expect(validation.chunks.map((chunk) => chunk.heading_path)).toEqual([[], ['I. INTRODUCTION'], ['II. RECOMMENDATIONS']]);
    expect(validation.chunks[2]!.text).toContain('B. Process Qualification');
    // The PDF found through the landing page; oncology by title and topic; draft by the listing.
    expect(records.get(ID.oncology)).toMatchObject({ source_id: 'fda-oncology', status: 'draft', document_type: 'draft guidance', centers: ['OCE', 'CDRH'], pdf_url: 'https://www.fda.gov/media/1002/download' });
  });

  it('with the cursor, fetches only the entry that changed since, and publishes its new text', async () => {
    const state = { listing, pdfs: { ...pdfs } };
    server = await startReplayServer(routes(state));
    const first = testLiveContext(testLiveSettings(server.url));
    const before = bodies(await collect(fdaGuidanceConnector.fetchLive!(first))).get(ID.oncology)!;

    state.listing = listing.map((entry, index) => (index === 2 ? { ...entry, changed: '<time datetime="2024-07-01T08:00:00-04:00">07/01/2024 - 08:00</time>' } : entry));
    state.pdfs['/media/1002/download'] = makePdf([['Example Companion Diagnostics in Oncology Trials', 'I. INTRODUCTION', 'Revised: sponsors should submit a study risk determination before enrolling patients in the trial, and describe the biomarker.'].join('\n')]);
    server.requests.length = 0;
    const second = testLiveContext(testLiveSettings(server.url), { cursor: first.savedCursor() });
    const items = await collect(fdaGuidanceConnector.fetchLive!(second));

    expect(fetched(server)).toEqual([LISTING_PATH, LANDING_PATH, '/media/1002/download']);
    const after = bodies(items).get(ID.oncology)!;
    expect([...bodies(items).keys()]).toEqual([ID.oncology]);
    expect(after.chunks.map((chunk) => chunk.text).join(' ')).toContain('Revised: sponsors should submit');
    expect(after.chunks).not.toEqual(before.chunks);
    expect(second.savedCursor()).toBe('v1:2024-07-01T12:00:00.000Z');
  });

  it('pages through the listing maxRecords at a time, resuming from the cursor', async () => {
    server = await startReplayServer(routes({ listing, pdfs }));
    const first = testLiveContext(testLiveSettings(server.url, { maxRecords: 1 }));
    expect([...bodies(await collect(fdaGuidanceConnector.fetchLive!(first))).keys()]).toEqual([ID.validation]);
    expect(first.savedCursor()).toBe(`v1:${CHANGED.validation}`);
    const second = testLiveContext(testLiveSettings(server.url, { maxRecords: 1 }), { cursor: first.savedCursor() });
    expect([...bodies(await collect(fdaGuidanceConnector.fetchLive!(second))).keys()]).toEqual([ID.oncology]);
    expect(second.savedCursor()).toBe(`v1:${CHANGED.oncology}`);
  });

  it('dead-letters a guidance whose PDF keeps failing and holds the cursor before it', async () => {
    server = await startReplayServer(routes({ listing, pdfs }, { pdfFail: { times: 99, status: 503 } }));
    const context = testLiveContext(testLiveSettings(server.url));
    const items = await collect(fdaGuidanceConnector.fetchLive!(context));
    expect(items.filter((item) => !item.ok && item.ref.includes('validation-example-sterile-processes'))).toEqual([
      { ok: false, reason: expect.stringMatching(/^could not fetch the guidance: .*gave up after 5 attempts \(last: HTTP 503\)/), ref: 'https://www.fda.gov/regulatory-information/search-fda-guidance-documents/validation-example-sterile-processes' },
    ]);
    expect([...bodies(items).keys()]).toEqual([ID.oncology, ID.lenses]);
    // The failed guidance is the oldest: the cursor stays unset, so the next run retries it.
    expect(context.savedCursor()).toBeNull();
  });

  it('fails the whole run when the listing is not the listing array', async () => {
    server = await startReplayServer(routes({ listing: { error: 'maintenance' }, pdfs }));
    await expect(collect(fdaGuidanceConnector.fetchLive!(testLiveContext(testLiveSettings(server.url))))).rejects.toThrow(/not a JSON array/);
  });

  it('probes the listing with HEAD for its ETag, naming the cursor the run would start from', async () => {
    server = await startReplayServer(routes({ listing, pdfs }));
    expect(await fdaGuidanceConnector.probeLive!(testLiveContext(testLiveSettings(server.url)))).toBe('etag:"listing-v1"|cursor:');
    expect(await fdaGuidanceConnector.probeLive!(testLiveContext(testLiveSettings(server.url), { cursor: `v1:${CHANGED.validation}` }))).toBe(`etag:"listing-v1"|cursor:v1:${CHANGED.validation}`);
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD', 'HEAD']);
  });
});
