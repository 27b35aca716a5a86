import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collect, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { makePdf } from '../../../test/fixtures/pdf.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayRoute, ReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { SourceItem } from '../../connector.ts';
import { euMdcgConnector } from './connector.ts';
import { MDCG_PAGE_PATH } from './fetch-live.ts';
import { MdcgDocumentRecord } from './record.ts';

const page = readFileSync(path.join(import.meta.dirname, 'fixtures/mdcg-page.html'), 'utf8');

// The PDFs the fixture page links, by download path.
const pdfs: Record<string, Buffer> = {
  '/document/download/0a1b2c3d-0000-4000-8000-000000000301_en': makePdf([
    ['MDCG 2099-3 Rev.1', 'Guidance on the content of example clinical investigation plans', 'May 2024 rev.1', '1 Introduction', 'This guidance describes the content expected in a clinical investigation plan.'].join('\n'),
    ['2 Content of the plan', 'The plan should set out the rationale, objectives, design and statistical considerations.'].join('\n'),
  ]),
  '/document/download/0a1b2c3d-0000-4000-8000-000000000401_en': makePdf([['MDCG 2099-4', 'Example safety reporting in clinical investigations', 'Sponsors shall report serious adverse events to all Member States where the investigation runs.'].join('\n')]),
  '/document/download/0a1b2c3d-0000-4000-8000-000000000403_en': makePdf([['Appendix: example safety report form', 'The form lists the event, its seriousness, causality assessment and the device involved in it.'].join('\n')]),
  '/system/files/2020-06/md_example_qa_covid-19_en.pdf': makePdf([['Guidance on example face masks in the COVID-19 context', 'Face masks intended to limit the transmission of infectious agents are medical devices.'].join('\n')]),
};

function routes(state: { page: string; pdfs: Record<string, Buffer> }, failures: { page?: ReplayRoute['failFirst']; pdf?: ReplayRoute['failFirst'] } = {}): ReplayRoute[] {
  return [
    { method: 'HEAD', path: MDCG_PAGE_PATH, respond: () => ({ headers: { 'Last-Modified': 'Mon, 02 Jun 2025 08:00:00 GMT' } }) },
    { path: MDCG_PAGE_PATH, respond: () => ({ headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: state.page }), failFirst: failures.page },
    { path: '/document/download/0a1b2c3d-0000-4000-8000-000000000401_en', respond: (request) => ({ body: state.pdfs[request.path]! }), failFirst: failures.pdf },
    { path: /^\/(?:document\/download|system\/files)\//, respond: (request) => (state.pdfs[request.path] ? { body: state.pdfs[request.path]! } : { status: 404, body: 'not found' }) },
  ];
}

const bodies = (items: SourceItem[]) => new Map(items.filter((item) => item.ok).map((item) => [item.id, item.body as MdcgDocumentRecord]));
const pdfRequests = (server: ReplayServer) => server.requests.filter((request) => request.path !== MDCG_PAGE_PATH).map((request) => request.path);

describe('eu-mdcg live fetcher against a replay of the Commission page', () => {
  let server: ReplayServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('retries a 429 on the page and a 503 on a PDF, and reads every linked PDF once', async () => {
    server = await startReplayServer(routes({ page, pdfs }, { page: { times: 1, status: 429, headers: { 'Retry-After': '1' } }, pdf: { times: 1, status: 503 } }));
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) });
    const items = await collect(euMdcgConnector.fetchLive!(context));

    expect(retries.map((retry) => [new URL(retry.url).pathname, retry.reason])).toEqual([
      [MDCG_PAGE_PATH, 'HTTP 429'],
      ['/document/download/0a1b2c3d-0000-4000-8000-000000000401_en', 'HTTP 503'],
    ]);
    expect(items.filter((item) => !item.ok)).toEqual([]);
    // mdcg_2099-3_en is linked from two topics: fetched and published once.
    expect([...bodies(items).keys()]).toEqual(['eu-mdcg:mdcg_2099-3_en', 'eu-mdcg:mdcg_2099-4_en', 'eu-mdcg:mdcg_2099-4_appendix_en', 'eu-mdcg:md_example_qa_covid-19_en']);
    expect(pdfRequests(server).filter((request) => request.endsWith('0301_en'))).toHaveLength(1);
    expect(context.savedCursor()).toMatch(/^v1:[0-9a-f]{12}(?:,[0-9a-f]{12}){3}$/);
  });

  it('builds records from the page row and the PDF text, with public URLs', async () => {
    server = await startReplayServer(routes({ page, pdfs }));
    const records = bodies(await collect(euMdcgConnector.fetchLive!(testLiveContext(testLiveSettings(server.url)))));
    for (const body of records.values()) expect(MdcgDocumentRecord.safeParse(body).success).toBe(true);
    expect(records.get('eu-mdcg:mdcg_2099-3_en')).toMatchObject({
      reference: 'MDCG 2099-3 Rev.1',
      title: 'Guidance on the content of example clinical investigation plans',
      issue_month: '2024-05',
      topic: 'Clinical investigation and evaluation',
      pages: 2,
      text_source: 'pdf',
      url: `https://health.ec.europa.eu${MDCG_PAGE_PATH}`,
      pdf_url: 'https://health.ec.europa.eu/document/download/0a1b2c3d-0000-4000-8000-000000000301_en?filename=mdcg_2099-3_en.pdf',
      source_file: 'mdcg_2099-3_en.pdf',
    });
    expect(records.get('eu-mdcg:mdcg_2099-3_en')!.chunks.map((chunk) => chunk.heading_path)).toEqual([[], ['1 Introduction'], ['2 Content of the plan']]);
    expect(records.get('eu-mdcg:md_example_qa_covid-19_en')).toMatchObject({ reference: null, document_type: 'guidance', topic: 'COVID-19', issue_month: '2020-06' });
  });

  it('with the cursor, reads only a re-uploaded PDF (new link) and publishes its new text', async () => {
    const state = { page, pdfs: { ...pdfs } };
    server = await startReplayServer(routes(state));
    const first = testLiveContext(testLiveSettings(server.url));
    await collect(euMdcgConnector.fetchLive!(first));

    // A revision: the Commission uploads a new file, so the row links a new download id.
    state.page = page.replace('0a1b2c3d-0000-4000-8000-000000000401_en?filename=mdcg_2099-4_en.pdf', '0a1b2c3d-0000-4000-8000-000000000499_en?filename=mdcg_2099-4_en.pdf').replace('April 2099', 'June 2099');
    state.pdfs['/document/download/0a1b2c3d-0000-4000-8000-000000000499_en'] = makePdf([['MDCG 2099-4 Rev.1', 'Example safety reporting in clinical investigations', 'Revised: sponsors shall also report device deficiencies that could have led to a serious adverse event.'].join('\n')]);
    server.requests.length = 0;
    const second = testLiveContext(testLiveSettings(server.url), { cursor: first.savedCursor() });
    const items = await collect(euMdcgConnector.fetchLive!(second));

    expect(pdfRequests(server)).toEqual(['/document/download/0a1b2c3d-0000-4000-8000-000000000499_en']);
    const revised = bodies(items).get('eu-mdcg:mdcg_2099-4_en')!;
    expect([...bodies(items).keys()]).toEqual(['eu-mdcg:mdcg_2099-4_en']);
    expect(revised.issue_month).toBe('2099-06');
    expect(revised.chunks.map((chunk) => chunk.text).join(' ')).toContain('Revised: sponsors shall also report device deficiencies');
    expect(second.savedCursor()).not.toBe(first.savedCursor());

    server.requests.length = 0;
    await collect(euMdcgConnector.fetchLive!(testLiveContext(testLiveSettings(server.url), { cursor: second.savedCursor() })));
    expect(pdfRequests(server)).toEqual([]);
  });

  it('reads at most maxRecords PDFs and leaves the rest for the next run', async () => {
    server = await startReplayServer(routes({ page, pdfs }));
    const first = testLiveContext(testLiveSettings(server.url, { maxRecords: 2 }));
    expect([...bodies(await collect(euMdcgConnector.fetchLive!(first))).keys()]).toEqual(['eu-mdcg:mdcg_2099-3_en', 'eu-mdcg:mdcg_2099-4_en']);
    const second = testLiveContext(testLiveSettings(server.url, { maxRecords: 2 }), { cursor: first.savedCursor() });
    expect([...bodies(await collect(euMdcgConnector.fetchLive!(second))).keys()]).toEqual(['eu-mdcg:mdcg_2099-4_appendix_en', 'eu-mdcg:md_example_qa_covid-19_en']);
  });

  it('dead-letters a PDF that is gone (404) and does not retry it next run; fails the run on an empty page', async () => {
    const state = { page, pdfs: { ...pdfs } };
    delete state.pdfs['/system/files/2020-06/md_example_qa_covid-19_en.pdf'];
    server = await startReplayServer(routes(state));
    const context = testLiveContext(testLiveSettings(server.url));
    const items = await collect(euMdcgConnector.fetchLive!(context));
    expect(items.filter((item) => !item.ok)).toEqual([
      { ok: false, reason: expect.stringMatching(/^could not read the document: .*HTTP 404/), ref: 'https://health.ec.europa.eu/system/files/2020-06/md_example_qa_covid-19_en.pdf' },
    ]);
    expect(context.savedCursor()!.split(',')).toHaveLength(4);

    state.page = '<html><body><h1>Guidance</h1><p>This page is being updated.</p></body></html>';
    await expect(collect(euMdcgConnector.fetchLive!(testLiveContext(testLiveSettings(server.url))))).rejects.toThrow(/lists no PDF documents/);
  });

  it('probes the page with HEAD for its Last-Modified', async () => {
    server = await startReplayServer(routes({ page, pdfs }));
    expect(await euMdcgConnector.probeLive!(testLiveContext(testLiveSettings(server.url)))).toBe('last-modified:Mon, 02 Jun 2025 08:00:00 GMT|cursor:');
  });
});
