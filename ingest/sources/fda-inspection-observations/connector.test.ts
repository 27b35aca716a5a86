import writeXlsxFile from 'write-excel-file/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { collect, createIngestHarness, type IngestHarness, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import type { SourceItem } from '../../connector.ts';
import { runConnector } from '../../run-connector.ts';
import { inspectionObservationsConnector, listWorkbookLinks } from './connector.ts';

const HEADER = ['Citation Program Area', 'Cite Id', 'Reference Number', 'Short Description', 'Long Description', 'Frequency'];

async function workbook(rows: Array<[number, string, string, string, number]>): Promise<Buffer> {
  return writeXlsxFile([{ sheet: 'Drugs', data: [HEADER, ...rows.map(([id, ref, short, long, n]) => ['Drugs', id, ref, short, long, n])] }]).toBuffer();
}

// The listing page as fda.gov lays it out: links in a list, text naming the fiscal year.
const PAGE = `<html><body><h2>Inspection Observations</h2><ul>
  <li><a href="/media/170001/download?attachment" title="FY 2023">FY 2023 Inspectional Observations (Excel)</a></li>
  <li><a href="/media/160002/download">FY2022 Inspectional Observations (Excel)</a></li>
  <li><a href="/media/999999/download">Data dictionary (PDF)</a></li>
</ul></body></html>`;

describe('fda-inspection-observations live fetcher against a replayed fda.gov', () => {
  let server: ReplayServer;
  let fy23Revision = 1;
  beforeAll(async () => {
    server = await startReplayServer([
      { path: '/inspection-observations', respond: () => ({ body: PAGE, headers: { 'Content-Type': 'text/html' } }) },
      {
        path: '/media/170001/download',
        respond: async () => ({
          body: await workbook([
            [1105, '21 CFR 211.22(d)', 'Procedures not in writing', 'The responsibilities and procedures applicable to the quality control unit are not in writing.', fy23Revision === 1 ? 200 : 205],
            [2027, '21 CFR 211.192', 'Investigations of discrepancies', 'There is a failure to thoroughly review any unexplained discrepancy.', 150],
          ]),
        }),
        failFirst: { times: 1, status: 429, headers: { 'Retry-After': '0' } },
      },
      { path: '/media/160002/download', respond: () => ({ body: 'PK\u0003\u0004 truncated zip' }) },
    ]);
  });
  afterAll(() => server.close());

  it('finds one workbook link per fiscal year, newest first', async () => {
    const links = await listWorkbookLinks(testLiveContext(testLiveSettings(server.url)));
    expect(links).toEqual([
      { fiscal_year: 2023, url: `${server.url}/media/170001/download?attachment` },
      { fiscal_year: 2022, url: `${server.url}/media/160002/download` },
    ]);
  });

  it('downloads and parses every year (retrying the 429), dead-letters the broken workbook, and sets the newest year as cursor', async () => {
    const context = testLiveContext(testLiveSettings(server.url));
    const items = await collect(inspectionObservationsConnector.fetchLive!(context));
    const ok = items.filter((i): i is Extract<SourceItem, { ok: true }> => i.ok);
    expect(ok.map((i) => i.id)).toEqual(['fy2023:Drugs:1105', 'fy2023:Drugs:2027']);
    expect(ok[0]?.body).toMatchObject({ reference_number: '21 CFR 211.22(d)', frequency: 200, fiscal_year: 2023 });
    const failed = items.filter((i) => !i.ok);
    expect(failed).toEqual([expect.objectContaining({ ref: `${server.url}/media/160002/download`, reason: expect.stringMatching(/unreadable workbook/) })]);
    expect(context.savedCursor()).toBe('2023');
  });

  it('on the next run fetches only the newest year again and sees its changed frequency', async () => {
    fy23Revision = 2;
    const before = server.requests.filter((r) => r.path === '/media/160002/download').length;
    const items = await collect(inspectionObservationsConnector.fetchLive!(testLiveContext(testLiveSettings(server.url), { cursor: '2023' })));
    expect(server.requests.filter((r) => r.path === '/media/160002/download').length).toBe(before);
    expect(items.find((i) => i.ok && i.id === 'fy2023:Drugs:1105')).toMatchObject({ body: { frequency: 205 } });
  });
});

/**
 * fda.gov's answer to non-browser clients of its HTML pages since mid-2026, as public projects
 * report it: a redirect to `/core/install.php`, which then answers 404 (or 401). The
 * `/media/<id>/download` files still answer.
 */
describe('fda-inspection-observations behind fda.gov bot protection', () => {
  let server: ReplayServer;
  let harness: IngestHarness;
  beforeEach(async () => {
    harness = createIngestHarness('regintel-observations-blocked-');
    server = await startReplayServer([
      { path: '/inspection-observations', respond: () => ({ status: 302, headers: { Location: '/core/install.php?rebuild=1' }, body: '' }) },
      { path: '/core/install.php', respond: () => ({ status: 404, headers: { 'Content-Type': 'text/html' }, body: '<html><body><h1>Page not found</h1></body></html>' }) },
      {
        path: '/media/170001/download',
        respond: async () => ({ body: await workbook([[1105, '21 CFR 211.22(d)', 'Procedures not in writing', 'The responsibilities and procedures applicable to the quality control unit are not in writing.', 200]]) }),
      },
    ]);
  });
  afterEach(async () => {
    await server.close();
    await harness.close();
  });

  it('reports the source as blocked by the bot protection, not as a missing page or a parse failure', async () => {
    const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(server.url) };
    const run = await runConnector(inspectionObservationsConnector, target, harness.deps);
    expect(run).toMatchObject({ status: 'failed', check: 'blocked', error: expect.stringContaining("blocked by the publisher's bot protection") });
    // Not retried: one request to the page, one to where it was sent.
    expect(server.requests.map((request) => request.path)).toEqual(['/inspection-observations', '/core/install.php']);
  });

  it('fetches the workbooks from direct download URLs configured for the source, without the page', async () => {
    const files = { FY2023: `${server.url}/media/170001/download` };
    const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(server.url, { files }) };
    expect(await runConnector(inspectionObservationsConnector, target, harness.deps)).toMatchObject({ status: 'ok', published: 1, check: 'ok' });
    expect(server.requests.map((request) => request.path)).toEqual(['/media/170001/download']);
    expect(harness.ledger.sourceState('fda-inspection-observations', 'live').cursor).toBe('2023');
  });
});
