import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSettings } from '../../connector.ts';
import { recordingHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayRequest, ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { nextLink, openFdaHeaders, openFdaPages, openFdaRatePerSecond, probeOpenFda, redactKey } from './openfda-client.ts';
import type { OpenFdaPage, OpenFdaQuery } from './openfda-client.ts';

const KEY = 'k3y-test-0penfda';
const RECORDS = ['D-0001-2024', 'D-0002-2024', 'D-0003-2024', 'D-0004-2024', 'D-0005-2024'].map((recall_number, index) => ({ recall_number, report_date: `2024010${index + 1}` }));
const meta = (total: number) => ({ last_updated: '2026-03-04', results: { skip: 0, limit: 2, total } });

/** search_after paging as openFDA does it: the cursor is the index after the page's last record. */
function linkedPages(request: ReplayRequest) {
  const limit = Number(request.query.get('limit'));
  const after = Number(request.query.get('search_after')?.replace(/^0=/, '') ?? 0);
  const results = RECORDS.slice(after, after + limit);
  const next = after + limit;
  const query = new URLSearchParams(request.query);
  query.set('search_after', `0=${next}`);
  // openFDA's link names api.fda.gov: the client must send it to the configured base instead.
  const headers: Record<string, string> = next < RECORDS.length ? { Link: `<https://api.fda.gov${request.path}?${query.toString()}>; rel="next"` } : {};
  return { headers, body: { meta: meta(RECORDS.length), results } };
}

function skipPages(request: ReplayRequest) {
  const limit = Number(request.query.get('limit'));
  const skip = Number(request.query.get('skip') ?? 0);
  return { body: { meta: meta(RECORDS.length), results: RECORDS.slice(skip, skip + limit) } };
}

describe('openFDA paging client against a replay server', () => {
  let server: ReplayServer;
  const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
  const rates: number[] = [];
  const settings = (overrides: Partial<LiveSettings> = {}) => testLiveSettings(server.url, overrides);
  const pages = async (query: OpenFdaQuery, overrides: Partial<LiveSettings> = {}) => {
    const all: OpenFdaPage[] = [];
    for await (const page of openFdaPages(testLiveContext(settings(overrides), { http: recordingHttpClient(rates, retries) }), query)) all.push(page);
    return all;
  };
  const hits = (path: string) => server.requests.filter((request) => request.path === path);

  beforeAll(async () => {
    server = await startReplayServer([
      { path: '/drug/linked.json', respond: linkedPages },
      { path: '/drug/skip.json', respond: skipPages },
      { path: '/drug/throttled.json', failFirst: { times: 1, status: 429, headers: { 'Retry-After': '1' } }, respond: skipPages },
      { path: '/drug/flaky.json', failFirst: { times: 2, status: 503 }, respond: skipPages },
      { path: '/drug/none.json', respond: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'No matches found!' } } }) },
      // An error body that echoes the caller's key: it must be masked before it reaches a log.
      { path: '/drug/bad-query.json', respond: (request) => ({ status: 400, body: { error: { code: 'BAD_REQUEST', message: `Invalid search for ${request.headers.authorization ?? ''} ${KEY}` } } }) },
      { path: '/drug/not-openfda.json', respond: () => ({ body: { hello: 'world' } }) },
      {
        path: '/drug/huge.json',
        respond: (request) => ({ body: { meta: { last_updated: '2026-03-04', results: { skip: 0, limit: 1000, total: 40_000 } }, results: Array.from({ length: Number(request.query.get('limit')) }, (_, n) => ({ n })) } }),
      },
    ]);
  });
  afterAll(async () => server?.close());

  it('follows the search_after Link header from a first page sent without skip, rebased onto the configured server', async () => {
    const result = await pages({ path: '/drug/linked.json', search: 'report_date:[20240101 TO 99991231]', sort: 'report_date:asc', pageSize: 2 });
    expect(result.map((page) => page.records)).toEqual([RECORDS.slice(0, 2), RECORDS.slice(2, 4), RECORDS.slice(4)]);
    const requests = hits('/drug/linked.json');
    expect(requests.map((request) => [request.query.get('skip'), request.query.get('search_after')])).toEqual([
      [null, null],
      [null, '0=2'],
      [null, '0=4'],
    ]);
    expect(requests[0]!.query.get('search')).toBe('report_date:[20240101 TO 99991231]');
    expect(requests[0]!.query.get('sort')).toBe('report_date:asc');
    expect(result[0]!.total).toBe(5);
  });

  it('sends the API key as the Basic-auth username on every page, never in a URL', async () => {
    const before = hits('/drug/linked.json').length;
    const result = await pages({ path: '/drug/linked.json', search: null, sort: null, pageSize: 2 }, { openFdaApiKey: KEY });
    const sent = hits('/drug/linked.json').slice(before);
    expect(sent.map((request) => request.headers.authorization)).toEqual(Array(3).fill(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`));
    expect(sent.some((request) => request.query.has('api_key'))).toBe(false);
    expect(result.map((page) => page.url).join(' ')).not.toContain(KEY);
    expect(openFdaHeaders(null)).toEqual({ Accept: 'application/json' });
  });

  it('falls back to skip paging when no Link header comes back, stopping at the total', async () => {
    const result = await pages({ path: '/drug/skip.json', search: null, sort: null, pageSize: 2 });
    expect(result.flatMap((page) => page.records)).toEqual(RECORDS);
    expect(hits('/drug/skip.json').map((request) => request.query.get('skip'))).toEqual([null, '2', '4']);
  });

  it('stops at settings.maxRecords', async () => {
    const before = hits('/drug/skip.json').length;
    const result = await pages({ path: '/drug/skip.json', search: null, sort: null, pageSize: 2 }, { maxRecords: 3 });
    expect(result.flatMap((page) => page.records)).toEqual(RECORDS.slice(0, 3));
    expect(hits('/drug/skip.json').length - before).toBe(2);
  });

  it('retries a 429 (waiting as Retry-After asks, within the client cap) and a 503, then pages on', async () => {
    retries.length = 0;
    expect((await pages({ path: '/drug/throttled.json', search: null, sort: null, pageSize: 5 })).flatMap((page) => page.records)).toHaveLength(5);
    expect((await pages({ path: '/drug/flaky.json', search: null, sort: null, pageSize: 5 })).flatMap((page) => page.records)).toHaveLength(5);
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429', 'HTTP 503', 'HTTP 503']);
    expect(retries[0]!.waitMs).toBe(20);
  });

  it('reads 404 NOT_FOUND as no records, but fails on other client errors with the key masked', async () => {
    expect(await pages({ path: '/drug/none.json', search: 'report_date:[20990101 TO 99991231]', sort: null })).toEqual([]);
    const failure = pages({ path: '/drug/bad-query.json', search: 'nonsense', sort: null }, { openFdaApiKey: KEY });
    await expect(failure).rejects.toThrow(/HTTP 400/);
    const message = await failure.catch((error: Error) => error.message);
    expect(message).toContain('Invalid search for Basic ***');
    expect(message).not.toContain(KEY);
    expect(message).not.toContain(Buffer.from(`${KEY}:`).toString('base64'));
    await expect(pages({ path: '/drug/not-openfda.json', search: null, sort: null })).rejects.toThrow(/not an openFDA result page/);
  });

  it('stops at the 25,000 skip ceiling when openFDA gives no search_after link', async () => {
    const result = await pages({ path: '/drug/huge.json', search: null, sort: null });
    // skip 0, 1000, …, 25000: 26 pages, the largest skip openFDA accepts.
    expect(result).toHaveLength(26);
    expect(hits('/drug/huge.json').at(-1)!.query.get('skip')).toBe('25000');
  });

  it('asks for 1 request/s without an API key and 4/s with one', async () => {
    rates.length = 0;
    await pages({ path: '/drug/skip.json', search: null, sort: null, pageSize: 5 });
    await pages({ path: '/drug/skip.json', search: null, sort: null, pageSize: 5 }, { openFdaApiKey: KEY });
    expect(rates).toEqual([1, 4]);
    expect([openFdaRatePerSecond(null), openFdaRatePerSecond(KEY)]).toEqual([1, 4]);
  });

  it('fingerprints an endpoint by meta.last_updated and meta.results.total from one record', async () => {
    const context = testLiveContext(settings());
    expect(await probeOpenFda(context, '/drug/skip.json')).toBe('2026-03-04|5');
    expect(hits('/drug/skip.json').at(-1)!.query.get('limit')).toBe('1');
    expect(await probeOpenFda(context, '/drug/none.json')).toBe('empty');
  });
});

describe('openFDA helpers', () => {
  it('reads the next target of a Link header', () => {
    expect(nextLink('<https://api.fda.gov/drug/enforcement.json?limit=2&search_after=0%3D17>; rel="next"')).toBe('https://api.fda.gov/drug/enforcement.json?limit=2&search_after=0%3D17');
    expect(nextLink('<https://x/prev>; rel="prev", <https://x/next>; rel=next')).toBe('https://x/next');
    expect(nextLink(null)).toBeNull();
    expect(nextLink('<https://x/prev>; rel="prev"')).toBeNull();
  });

  it('masks the key, raw or URL-encoded', () => {
    expect(redactKey('https://api.fda.gov/x?api_key=a%2Fb&limit=1', 'a/b')).toBe('https://api.fda.gov/x?api_key=***&limit=1');
    expect(redactKey('no key here', null)).toBe('no key here');
  });
});
