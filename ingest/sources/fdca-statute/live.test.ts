import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect, createIngestHarness, type IngestHarness, recordingHttpClient, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer, type ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { runConnector } from '../../run-connector.ts';
import { fdcaStatuteConnector } from './connector.ts';

const page = readFileSync(join(import.meta.dirname, 'fixtures/uscode-subchapter-v-excerpt.html'), 'utf8');

describe('fdca-statute live fetcher against a replay of uscode.house.gov', () => {
  const state = { version: 1 };
  let server: ReplayServer;
  beforeEach(async () => {
    state.version = 1;
    const current = () => (state.version === 1 ? page : page.replace('or refuses to permit entry or inspection.', 'or refuses to permit entry or inspection, or fails to produce records.'));
    server = await startReplayServer([
      {
        method: 'HEAD',
        path: '/view.xhtml',
        failFirst: { times: 1, status: 503 },
        respond: () => ({ headers: { ETag: `"subchapter-v-${state.version}"` } }),
      },
      {
        path: '/view.xhtml',
        failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } },
        respond: (request) =>
          request.query.get('path') === '/prelim@title21/chapter9/subchapter5' && request.query.get('edition') === 'prelim'
            ? { headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: current() }
            : { status: 404, body: 'unknown path' },
      },
    ]);
  });
  afterEach(async () => server.close());

  it('fetches the subchapter page, retrying a 429 with Retry-After, at the polite rate', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const rates: number[] = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: recordingHttpClient(rates, retries) });
    const items = await collect(fdcaStatuteConnector.fetchLive!(context));
    expect(items.map((item) => (item.ok ? item.id : item.reason))).toEqual(['21 U.S.C. 351', '21 U.S.C. 360qq']);
    expect(items[0]?.ok && items[0].body).toMatchObject({ source_format: 'uscode-html', fdca_section: '501', part: 'Part A—Drugs and Devices' });
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429']);
    expect(rates).toEqual([1]);
    // The Code has no "changed since" filter: no cursor.
    expect(context.savedCursor()).toBeNull();
  });

  it('probes the page with a HEAD request (a 503 retried) and fingerprints its ETag', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    expect(await fdcaStatuteConnector.probeLive!(testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) }))).toBe('etag:"subchapter-v-1"');
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 503']);
  });

  it('stops at the record cap', async () => {
    const items = await collect(fdcaStatuteConnector.fetchLive!(testLiveContext(testLiveSettings(server.url, { maxRecords: 1 }))));
    expect(items).toHaveLength(1);
  });

  it('fails the run on a page with no section at all', async () => {
    await server.close();
    server = await startReplayServer([{ path: '/view.xhtml', respond: () => ({ body: '<html><body><p>Maintenance</p></body></html>' }) }]);
    await expect(collect(fdcaStatuteConnector.fetchLive!(testLiveContext(testLiveSettings(server.url))))).rejects.toThrow(/no section heading/);
  });

  describe('through the runner', () => {
    let harness: IngestHarness;
    beforeEach(() => {
      harness = createIngestHarness('regintel-fdca-live-');
    });
    afterEach(() => harness.close());

    it('skips an unchanged page by its ETag, and republishes only the section that changed', async () => {
      const { deps } = harness;
      const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(server.url) };
      expect(await runConnector(fdcaStatuteConnector, target, deps)).toMatchObject({ status: 'ok', read: 2, published: 2 });
      expect(await runConnector(fdcaStatuteConnector, target, deps)).toMatchObject({ status: 'unchanged', read: 0 });
      state.version = 2;
      expect(await runConnector(fdcaStatuteConnector, target, deps)).toMatchObject({ status: 'ok', read: 2, published: 1, unchanged: 1 });
    });
  });
});
