import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect, createIngestHarness, type IngestHarness, recordingHttpClient, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer, type ReplayAnswer, type ReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { SourceItem } from '../../connector.ts';
import { runConnector } from '../../run-connector.ts';
import { ichGuidelinesConnector } from './connector.ts';

/**
 * A PDF of the given pages, each a text laid out in lines (leading spaces become the x offset),
 * in Courier so columns survive. Just enough PDF 1.4 for pdf.js: catalog, pages, one standard
 * font, a content stream per page, and the cross-reference table.
 */
function pdfOf(text: string): Buffer {
  const pages = text.split('\f').map((page) => page.split('\n'));
  const objects: string[] = [];
  const kids = pages.map((_, index) => `${4 + 2 * index} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`, '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>');
  pages.forEach((lines, index) => {
    const ops = lines
      .map((line, row) => ({ line, row }))
      .filter(({ line }) => line.trim() !== '')
      .map(({ line, row }) => {
        const indent = line.length - line.trimStart().length;
        const escaped = line.trim().replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "'");
        return `1 0 0 1 ${36 + indent * 5} ${760 - row * 11} Tm (${escaped}) Tj`;
      });
    const stream = `BT /F1 8.3 Tf ${ops.join(' ')} ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * index} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });
  let out = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(out, 'latin1');
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const q10Text = readFileSync(join(import.meta.dirname, 'fixtures/ich-q10-excerpt.txt'), 'utf8');
const e6Text = readFileSync(join(import.meta.dirname, 'fixtures/ich-e6r3-excerpt.txt'), 'utf8');
const Q10_PATH = '/sites/default/files/Q10%20Guideline.pdf';
const E6_PATH = '/sites/default/files/ICH_E6%28R3%29_Step4_FinalGuideline_2025_0106.pdf';
const okIds = (items: SourceItem[]) => items.flatMap((item) => (item.ok ? [item.id] : []));

describe('ich-guidelines live fetcher against a replay of database.ich.org', () => {
  const state = { q10: 1 };
  let server: ReplayServer;
  const documents = () => ({
    [Q10_PATH]: { etag: `"q10-v${state.q10}"`, pdf: pdfOf(state.q10 === 1 ? q10Text : q10Text.replace('related to quality.', 'related to quality and its measurable objectives.')) },
    [E6_PATH]: { etag: '"e6r3-v1"', pdf: pdfOf(e6Text) },
  });
  beforeEach(async () => {
    state.q10 = 1;
    const answer = (path: string, ifNoneMatch: string | undefined, head: boolean): ReplayAnswer => {
      const document = documents()[path as keyof ReturnType<typeof documents>];
      if (!document) return { status: 404, body: 'Not Found' };
      if (ifNoneMatch === document.etag) return { status: 304, headers: { ETag: document.etag } };
      return { headers: { ETag: document.etag, 'Content-Type': 'application/pdf' }, body: head ? '' : document.pdf };
    };
    server = await startReplayServer([
      { method: 'HEAD', path: /^\/sites\/default\/files\//, respond: (request) => answer(request.path, undefined, true) },
      { path: Q10_PATH, failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } }, respond: (request) => answer(request.path, request.headers['if-none-match'] as string | undefined, false) },
      { path: E6_PATH, failFirst: { times: 1, status: 502 }, respond: (request) => answer(request.path, request.headers['if-none-match'] as string | undefined, false) },
      { path: /^\/sites\/default\/files\//, respond: () => ({ status: 404, body: 'Not Found' }) },
    ]);
  });
  afterEach(async () => server.close());

  it('downloads each guideline PDF (a 429 and a 502 retried), outlines it, and dead-letters the missing ones', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const rates: number[] = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: recordingHttpClient(rates, retries) });
    const items = await collect(ichGuidelinesConnector.fetchLive!(context));
    expect(okIds(items).filter((id) => id.startsWith('ICH Q10 '))).toEqual(['ICH Q10 1', 'ICH Q10 1.1', 'ICH Q10 1.2', 'ICH Q10 1.3', 'ICH Q10 2', 'ICH Q10 2.1', 'ICH Q10 2.2', 'ICH Q10 Annex 1']);
    expect(okIds(items).filter((id) => id.startsWith('ICH E6(R3) '))).toHaveLength(14);
    expect(items.filter((item) => !item.ok).map((item) => (item.ok ? '' : item.reason.split(':')[0]))).toEqual(['Q7', 'Q9(R1)', 'Q8(R2)', 'Q11', 'Q5E']);
    expect(retries.map((retry) => retry.reason).sort()).toEqual(['HTTP 429', 'HTTP 502']);
    expect(new Set(rates)).toEqual(new Set([1]));
    const q10 = items.find((item) => item.ok && item.id === 'ICH Q10 2.2');
    expect(q10?.ok && q10.body).toMatchObject({ title: 'Quality Policy', source_format: 'pdf', version: 'Step 4', guideline_date: '2008-06-04', source_url: 'https://database.ich.org/sites/default/files/Q10%20Guideline.pdf' });
    expect(JSON.parse(context.savedCursor()!)).toEqual({ Q10: 'etag:"q10-v1"', 'E6(R3)': 'etag:"e6r3-v1"' });
  });

  it('sends the cursor ETags back and skips the PDFs that answer 304 Not Modified', async () => {
    const context = testLiveContext(testLiveSettings(server.url), { cursor: JSON.stringify({ Q10: 'etag:"q10-v1"', 'E6(R3)': 'etag:"e6r3-v1"' }) });
    const items = await collect(ichGuidelinesConnector.fetchLive!(context));
    expect(okIds(items)).toEqual([]);
    const q10Requests = server.requests.filter((request) => request.path === Q10_PATH && request.method === 'GET');
    expect(q10Requests.at(-1)?.headers['if-none-match']).toBe('"q10-v1"');
  });

  it('probes each PDF with HEAD and fingerprints the ETags', async () => {
    expect(await ichGuidelinesConnector.probeLive!(testLiveContext(testLiveSettings(server.url)))).toBe(
      'Q7=error;Q9(R1)=error;Q10=etag:"q10-v1";E6(R3)=etag:"e6r3-v1";Q8(R2)=error;Q11=error;Q5E=error',
    );
  });

  it('stops at the record cap and keeps the old cursor', async () => {
    const context = testLiveContext(testLiveSettings(server.url, { maxRecords: 3 }));
    expect(okIds(await collect(ichGuidelinesConnector.fetchLive!(context)))).toEqual(['ICH Q10 1', 'ICH Q10 1.1', 'ICH Q10 1.2']);
    expect(context.savedCursor()).toBeNull();
  });

  describe('through the runner', () => {
    let harness: IngestHarness;
    beforeEach(() => {
      harness = createIngestHarness('regintel-ich-live-');
    });
    afterEach(() => harness.close());

    it('skips unchanged PDFs and republishes only the section that changed in a new Q10', async () => {
      const { deps, ledger } = harness;
      const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(server.url) };
      // Five guidelines answer 404 here (and their ICH pages too): the run is partial, not a success.
      expect(await runConnector(ichGuidelinesConnector, target, deps)).toMatchObject({ status: 'partial', published: 22, dlq: 5 });
      // So the next run is not skipped: the missing PDFs are asked for again, the others answer 304.
      expect(await runConnector(ichGuidelinesConnector, target, deps)).toMatchObject({ status: 'partial', read: 5, published: 0 });
      state.q10 = 2;
      // E6(R3) answers 304 and is not read again; of Q10 only § 2.2 changed.
      expect(await runConnector(ichGuidelinesConnector, target, deps)).toMatchObject({ status: 'partial', read: 8 + 5, published: 1, unchanged: 7 });
      expect(JSON.parse(ledger.sourceState('ich-guidelines', 'live').cursor!)).toEqual({ Q10: 'etag:"q10-v2"', 'E6(R3)': 'etag:"e6r3-v1"' });
    });
  });

  describe('a guideline PDF that moved', () => {
    const Q10_MOVED = '/sites/default/files/ICH_Q10_Guideline_2008_0604_1.pdf';
    let moved: ReplayServer;
    beforeEach(async () => {
      // The Quality guidelines page as ich.org lays it out: per guideline, the guideline PDF among
      // presentations and training material (a saved excerpt, trimmed to the Q10 entry).
      const page = readFileSync(join(import.meta.dirname, 'fixtures/ich-quality-guidelines-page.html'), 'utf8');
      moved = await startReplayServer([
        { path: '/page/quality-guidelines', respond: () => ({ headers: { 'Content-Type': 'text/html' }, body: page }) },
        { path: Q10_MOVED, respond: () => ({ headers: { ETag: '"q10-moved"', 'Content-Type': 'application/pdf' }, body: pdfOf(q10Text) }) },
        { path: /^\/sites\/default\/files\//, respond: () => ({ status: 404, headers: { 'Content-Type': 'text/html' }, body: '<html><body>Page not found</body></html>' }) },
      ]);
    });
    afterEach(async () => moved.close());

    it('on a 404 reads the link again from the guideline\'s ICH page and fetches the PDF there', async () => {
      const context = testLiveContext(testLiveSettings(moved.url));
      const items = await collect(ichGuidelinesConnector.fetchLive!(context));
      expect(okIds(items).filter((id) => id.startsWith('ICH Q10 '))).toHaveLength(8);
      const q10Section = items.find((item) => item.ok && item.id === 'ICH Q10 2.2');
      expect(q10Section).toBeDefined();
      const q10Requests = moved.requests.filter((request) => request.path.includes('Q10')).map((request) => request.path);
      expect(q10Requests).toEqual(['/sites/default/files/Q10%20Guideline.pdf', Q10_MOVED]);
      // The family page is read once for all the Quality guidelines that answered 404.
      expect(moved.requests.filter((request) => request.path === '/page/quality-guidelines')).toHaveLength(1);
      // Guidelines the page does not link stay failures, each naming both attempts.
      expect(items.find((item) => !item.ok && item.reason.startsWith('Q7:'))).toMatchObject({ incomplete: true, reason: expect.stringMatching(/HTTP 404.*links no PDF of Q7/) });
    });

    it('takes a URL configured for the guideline instead of the catalogue link, without the page', async () => {
      const context = testLiveContext(testLiveSettings(moved.url, { files: { Q10: `${moved.url}${Q10_MOVED}` } }));
      const items = await collect(ichGuidelinesConnector.fetchLive!(context));
      expect(okIds(items).filter((id) => id.startsWith('ICH Q10 '))).toHaveLength(8);
      expect(moved.requests.filter((request) => request.path.includes('Q10')).map((request) => request.path)).toEqual([Q10_MOVED]);
    });
  });
});
