import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedEventBus } from '../../../infra/bus/event-bus.embedded.ts';
import type { EventBus } from '../../../infra/bus/event-bus.port.ts';
import { systemClock } from '../../../infra/clock.ts';
import { createIngestLedger, type IngestLedger } from '../../../infra/ledger/ingest-ledger.ts';
import { createSilentLogger } from '../../../infra/logger.ts';
import { collect, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer, type ReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { HttpClient, HttpRequest } from '../../http/http-client.ts';
import { runConnector } from '../../run-connector.ts';
import { fdcaStatuteConnector } from './connector.ts';

/** The test client without the per-host waits (1 s each here); the rate asked for is recorded. */
function unthrottled(rates: number[], retries: Array<{ url: string; reason: string; waitMs: number }> = []): HttpClient {
  const inner = testHttpClient(retries);
  const strip = (request?: HttpRequest): HttpRequest => {
    rates.push(request?.ratePerSecond ?? Number.NaN);
    return { ...request, ratePerSecond: undefined };
  };
  return {
    request: (url, request) => inner.request(url, strip(request)),
    getJson: (url, request) => inner.getJson(url, strip(request)),
    getText: (url, request) => inner.getText(url, strip(request)),
    getBytes: (url, request) => inner.getBytes(url, strip(request)),
  };
}

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
    const context = testLiveContext(testLiveSettings(server.url), { http: unthrottled(rates, retries) });
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
    expect(await fdcaStatuteConnector.probeLive!(testLiveContext(testLiveSettings(server.url), { http: unthrottled([], retries) }))).toBe('etag:"subchapter-v-1"');
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 503']);
  });

  it('stops at the record cap', async () => {
    const items = await collect(fdcaStatuteConnector.fetchLive!(testLiveContext(testLiveSettings(server.url, { maxRecords: 1 }), { http: unthrottled([]) })));
    expect(items).toHaveLength(1);
  });

  it('fails the run on a page with no section at all', async () => {
    await server.close();
    server = await startReplayServer([{ path: '/view.xhtml', respond: () => ({ body: '<html><body><p>Maintenance</p></body></html>' }) }]);
    await expect(collect(fdcaStatuteConnector.fetchLive!(testLiveContext(testLiveSettings(server.url), { http: unthrottled([]) })))).rejects.toThrow(/no section heading/);
  });

  describe('through the runner', () => {
    let dir: string;
    let bus: EventBus;
    let ledger: IngestLedger;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'regintel-fdca-live-'));
      bus = createEmbeddedEventBus({ file: join(dir, 'bus.db'), logger: createSilentLogger() });
      ledger = createIngestLedger({ file: join(dir, 'ledger.db') });
    });
    afterEach(async () => {
      await bus.close();
      ledger.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('skips an unchanged page by its ETag, and republishes only the section that changed', async () => {
      const deps = { bus, ledger, clock: systemClock, logger: createSilentLogger() };
      const target = { mode: 'live' as const, http: unthrottled([]), settings: () => testLiveSettings(server.url) };
      expect(await runConnector(fdcaStatuteConnector, target, deps)).toMatchObject({ status: 'ok', read: 2, published: 2 });
      expect(await runConnector(fdcaStatuteConnector, target, deps)).toMatchObject({ status: 'unchanged', read: 0 });
      state.version = 2;
      expect(await runConnector(fdcaStatuteConnector, target, deps)).toMatchObject({ status: 'ok', read: 2, published: 1, unchanged: 1 });
    });
  });
});
