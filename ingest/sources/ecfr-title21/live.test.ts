import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect, createIngestHarness, type IngestHarness, recordingHttpClient, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer, type ReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { SourceItem } from '../../connector.ts';
import { runConnector } from '../../run-connector.ts';
import { ecfrTitle21Connector } from './connector.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const okIds = (items: SourceItem[]) => items.flatMap((item) => (item.ok ? [item.id] : []));

const PART_820_XML = `<?xml version="1.0" encoding="UTF-8"?>
<DIV5 N="820" TYPE="PART"><HEAD>PART 820—QUALITY MANAGEMENT SYSTEM REGULATION</HEAD>
<DIV6 N="A" TYPE="SUBPART"><HEAD>Subpart A—General Provisions</HEAD>
<DIV8 N="820.10" TYPE="SECTION"><HEAD>§ 820.10   Requirements for a quality management system.</HEAD>
<P>Each manufacturer shall, consistent with their role under this part, establish and maintain a quality management system.</P>
<CITA TYPE="N">[89 FR 7523, Feb. 2, 2024]</CITA></DIV8></DIV6></DIV5>`;

/**
 * A replay of the eCFR versioner API in two states: the first as of 2026-03-02; the second as of
 * 2026-03-09, after an amendment of § 211.192 that took effect on 2026-03-05.
 */
function ecfrRoutes(state: { round: 1 | 2 }) {
  const asOf = () => (state.round === 1 ? '2026-03-02' : '2026-03-09');
  return [
    {
      path: '/api/versioner/v1/titles.json',
      failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } },
      respond: () => {
        const titles = JSON.parse(fixture('ecfr-titles.json')) as { titles: Array<Record<string, unknown>> };
        const title21 = titles.titles.find((title) => title.number === 21)!;
        title21.up_to_date_as_of = asOf();
        if (state.round === 2) title21.latest_amended_on = '2026-03-05';
        return { body: titles };
      },
    },
    {
      path: '/api/versioner/v1/versions/title-21.json',
      respond: (request: { query: URLSearchParams }) => {
        // The Versioner's documented refusal of a request without an issue date.
        if (!['issue_date[on]', 'issue_date[lte]', 'issue_date[gte]'].some((name) => request.query.has(name))) return { status: 400, body: JSON.parse(fixture('ecfr-versions-400.json')) as object };
        const part = request.query.get('part');
        if (part === '211') {
          // Part 211 answers in two pages (the real page holds 1,000 versions; two here).
          const versions = JSON.parse(fixture('ecfr-versions-211.json')) as { content_versions: Array<Record<string, unknown>>; meta: Record<string, unknown> };
          if (state.round === 2) versions.content_versions.push({ amendment_date: '2026-03-05', issue_date: '2026-03-05', identifier: '211.192', part: '211', removed: false, type: 'section' });
          const lte = request.query.get('issue_date[lte]')!;
          const issued = versions.content_versions.filter((version) => String(version.issue_date) <= lte);
          const page = Number(request.query.get('page') ?? '1');
          return { body: { content_versions: issued.slice((page - 1) * 2, page * 2), meta: { ...versions.meta, total_pages: Math.ceil(issued.length / 2) } } };
        }
        // The 2024 QMSR amendment, issued on 2024-02-02 and in force from 2026-02-02; `date` is
        // the deprecated field the Versioner still sends beside `amendment_date`.
        if (part === '820') return { body: { content_versions: [{ date: '2026-02-02', amendment_date: '2026-02-02', issue_date: '2024-02-02', identifier: '820.10', part: '820', removed: false, type: 'section' }], meta: { total_pages: 1 } } };
        return { status: 404, body: { error: `part ${part} not found` } };
      },
    },
    {
      path: /^\/api\/versioner\/v1\/full\/\d{4}-\d{2}-\d{2}\/title-21\.xml$/,
      failFirst: { times: 1, status: 503 },
      respond: (request: { query: URLSearchParams }) => {
        const xml = request.query.get('part') === '820' ? PART_820_XML : fixture('ecfr-part-211.xml');
        const body = state.round === 2 ? xml.replace('before a batch is released or distributed.', 'before a batch is released or distributed, and the review shall be documented.') : xml;
        return { headers: { 'Content-Type': 'application/xml' }, body };
      },
    },
  ];
}

describe('ecfr-title21 live fetcher against a replay of the eCFR API', () => {
  const state: { round: 1 | 2 } = { round: 1 };
  let server: ReplayServer;
  beforeEach(async () => {
    state.round = 1;
    server = await startReplayServer(ecfrRoutes(state));
  });
  afterEach(async () => server.close());

  const settings = (overrides = {}) => testLiveSettings(server.url, { ecfr: { parts: ['211', '820', '999'], date: null }, ...overrides });

  it('fetches each part as a page, retrying a 429 (Retry-After) and a 503, and dead-letters an unknown part', async () => {
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const rates: number[] = [];
    const context = testLiveContext(settings(), { http: recordingHttpClient(rates, retries) });
    const items = await collect(ecfrTitle21Connector.fetchLive!(context));
    expect(okIds(items)).toEqual(['21 CFR 211.1', '21 CFR 211.110', '21 CFR 211.192', '21 CFR 820.10']);
    expect(items.filter((item) => !item.ok)).toEqual([
      expect.objectContaining({ ok: false, ref: `${server.url}/api/versioner/v1/versions/title-21.json?part=999&issue_date%5Blte%5D=2026-03-02`, reason: expect.stringMatching(/^part 999 versions: .*HTTP 404/) }),
    ]);
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 503']);
    expect(retries[0]?.waitMs).toBeGreaterThanOrEqual(20); // Retry-After: 1 s, capped by the test client at 20 ms
    const fullRequests = server.requests.filter((request) => request.path.includes('/full/'));
    expect(fullRequests.map((request) => `${request.path}?part=${request.query.get('part')}`)).toEqual([
      '/api/versioner/v1/full/2026-03-02/title-21.xml?part=211',
      '/api/versioner/v1/full/2026-03-02/title-21.xml?part=211',
      '/api/versioner/v1/full/2026-03-02/title-21.xml?part=820',
    ]);
    // Every request for versions names the as-of date, and part 211's second page was read.
    const versionRequests = server.requests.filter((request) => request.path.endsWith('/versions/title-21.json'));
    expect(versionRequests.map((request) => `${request.query.get('part')}:${request.query.get('issue_date[lte]')}:${request.query.get('page') ?? '1'}`)).toEqual([
      '211:2026-03-02:1',
      '211:2026-03-02:2',
      '820:2026-03-02:1',
      '999:2026-03-02:1',
    ]);
    // Part 999 failed: no cursor date for it, so it is asked for again next run.
    expect(JSON.parse(context.savedCursor()!)).toEqual({ '211': '2026-03-02', '820': '2026-03-02' });
    expect(new Set(rates)).toEqual(new Set([1]));
  });

  it('merges the source note dates with the versions API dates, and dates a section by its current version', async () => {
    const items = await collect(ecfrTitle21Connector.fetchLive!(testLiveContext(settings())));
    const scope = items.find((item) => item.ok && item.id === '21 CFR 211.1');
    expect(scope?.ok && scope.body).toMatchObject({
      source_format: 'ecfr-xml',
      effective_date: '2024-06-18',
      amendment_dates: ['1978-09-29', '1997-12-19', '2009-12-10', '2024-06-18'],
      source_url: 'https://www.ecfr.gov/current/title-21/part-211/section-211.1',
    });
    const qms = items.find((item) => item.ok && item.id === '21 CFR 820.10');
    // amendment_date, not the issue date, dates the text in force.
    expect(qms?.ok && qms.body).toMatchObject({ version: 'QMSR', effective_date: '2026-02-02' });
    expect(qms?.ok && qms.body.amendment_dates).toContain('2026-02-02');
  });

  it('stops at the record cap without moving the cursor', async () => {
    const context = testLiveContext(settings({ maxRecords: 2 }));
    expect(okIds(await collect(ecfrTitle21Connector.fetchLive!(context)))).toEqual(['21 CFR 211.1', '21 CFR 211.110']);
    expect(context.savedCursor()).toBeNull();
  });

  it('probes title 21 by its latest amendment date and the part list', async () => {
    expect(await ecfrTitle21Connector.probeLive!(testLiveContext(settings()))).toBe('latest_amended_on=2026-02-20;date=current;parts=211,820,999');
  });

  describe('through the runner', () => {
    let harness: IngestHarness;
    beforeEach(() => {
      harness = createIngestHarness('regintel-ecfr-live-');
    });
    afterEach(() => harness.close());

    it('skips an unchanged title, then fetches only the amended part and publishes only the changed section', async () => {
      const { deps, ledger } = harness;
      const target = { mode: 'live' as const, http: testHttpClient(), settings: () => settings({ ecfr: { parts: ['211', '820'], date: null } }) };
      expect(await runConnector(ecfrTitle21Connector, target, deps)).toMatchObject({ status: 'ok', read: 4, published: 4, dlq: 0 });
      expect(JSON.parse(ledger.sourceState('ecfr-title21', 'live').cursor!)).toEqual({ '211': '2026-03-02', '820': '2026-03-02' });

      expect(await runConnector(ecfrTitle21Connector, target, deps)).toMatchObject({ status: 'unchanged', read: 0 });

      state.round = 2;
      const before = server.requests.length;
      expect(await runConnector(ecfrTitle21Connector, target, deps)).toMatchObject({ status: 'ok', read: 3, published: 1, unchanged: 2 });
      // Part 820 has no version after the cursor: its text was not asked for again.
      const fullAgain = server.requests.slice(before).filter((request) => request.path.includes('/full/'));
      expect(new Set(fullAgain.map((request) => `${request.path}?part=${request.query.get('part')}`))).toEqual(new Set(['/api/versioner/v1/full/2026-03-09/title-21.xml?part=211']));
      expect(JSON.parse(ledger.sourceState('ecfr-title21', 'live').cursor!)).toEqual({ '211': '2026-03-09', '820': '2026-03-09' });
    });

    it('records a run whose part answered 503 (title reprocessing) as partial, and reads that part again next run', async () => {
      const { deps, ledger } = harness;
      let reprocessing = true;
      const reprocessingServer = await startReplayServer([
        ...ecfrRoutes(state).filter((route) => !(route.path instanceof RegExp)),
        {
          path: /^\/api\/versioner\/v1\/full\/\d{4}-\d{2}-\d{2}\/title-21\.xml$/,
          respond: (request: { query: URLSearchParams }) => {
            if (reprocessing && request.query.get('part') === '211') return { status: 503, headers: { 'Content-Type': 'text/plain' }, body: 'Service Unavailable' };
            return { headers: { 'Content-Type': 'application/xml' }, body: request.query.get('part') === '820' ? PART_820_XML : fixture('ecfr-part-211.xml') };
          },
        },
      ]);
      try {
        const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(reprocessingServer.url, { ecfr: { parts: ['211', '820'], date: null } }) };
        const first = await runConnector(ecfrTitle21Connector, target, deps);
        expect(first).toMatchObject({ status: 'partial', read: 2, published: 1, dlq: 1, check: 'unreachable' });
        expect(first.error).toMatch(/part 211: .*gave up after \d+ attempts \(last: HTTP 503\)/);
        // Only the part read in full moved; no fingerprint, so the next run is not skipped.
        expect(ledger.sourceState('ecfr-title21', 'live')).toEqual({ fingerprint: null, cursor: JSON.stringify({ '820': '2026-03-02' }) });
        expect(ledger.lastRuns().find((run) => run.source === 'ecfr-title21')).toBeUndefined();

        reprocessing = false;
        const before = reprocessingServer.requests.length;
        expect(await runConnector(ecfrTitle21Connector, target, deps)).toMatchObject({ status: 'ok', read: 3, published: 3, dlq: 0, check: 'ok' });
        const full = reprocessingServer.requests.slice(before).filter((request) => request.path.includes('/full/'));
        // Part 211 is read again although none of its versions is newer; part 820 is not.
        expect(full.map((request) => request.query.get('part'))).toEqual(['211']);
        expect(JSON.parse(ledger.sourceState('ecfr-title21', 'live').cursor!)).toEqual({ '211': '2026-03-02', '820': '2026-03-02' });
      } finally {
        await reprocessingServer.close();
      }
    });
  });

  it('reads a cursor of earlier versions (one date for every part) and skips parts with no newer version', async () => {
    const context = testLiveContext(settings({ ecfr: { parts: ['211', '820'], date: null } }), { cursor: '2026-03-02' });
    expect(await collect(ecfrTitle21Connector.fetchLive!(context))).toEqual([]);
    expect(server.requests.filter((request) => request.path.includes('/full/'))).toEqual([]);
    expect(JSON.parse(context.savedCursor()!)).toEqual({ '211': '2026-03-02', '820': '2026-03-02' });
  });

  it('is refused by the Versioner without an issue date, as documented (the request the fetcher no longer sends)', async () => {
    const response = await fetch(`${server.url}/api/versioner/v1/versions/title-21.json?part=211`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'An issue_date parameter must be provided' });
  });
});
