import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isSerialisedJsonBody, serialisedJsonBytes } from '../platform/route.ts';
import { type KgAnswerBody, PER_REQUEST_FIELDS, createKgAnswerCache } from './kg-answer-cache.ts';

/** An answer as a KG builder makes it: content, evidence, `response_metadata` last. */
function built(content: string, requestId: string): KgAnswerBody {
  return {
    regulation: { cfr_section: '21 CFR 211.192', title: content, text: 'All drug product production … “quoted” — and ünïcode' },
    evidence_chain: { chain_integrity: 'verified', last_verification_date: '2026-11-20' },
    response_metadata: { processing_timestamp: '2026-11-20T10:00:00.000Z', resolver_version: 'kg-resolver 1.0', function_request_id: requestId, processing_time_ms: 42, total_sources_consulted: 3, cfr_database_version: 'eCFR Title 21' },
  };
}

const request = (requestId: string, at = '2026-11-26T12:00:00.000Z') => ({ requestId, startedAt: performance.now(), now: new Date(at) });
const parsed = (body: unknown) => (isSerialisedJsonBody(body) ? JSON.parse(serialisedJsonBytes(body).toString('utf8')) : body) as KgAnswerBody;
const withoutRequestFields = (body: KgAnswerBody) => ({
  ...body,
  response_metadata: Object.fromEntries(Object.entries(body.response_metadata).filter(([name]) => !(PER_REQUEST_FIELDS as readonly string[]).includes(name))),
});

describe('createKgAnswerCache', () => {
  it('builds on a miss, then serves the same answer serialised with this request’s id, time and cache_status hit', async () => {
    const cache = createKgAnswerCache({ ttlMs: 60_000 });
    let builds = 0;
    const compute = async () => (builds += 1, built('Production record review', 'req_first'));
    const first = await cache.answer('k', 'v1', request('req_first'), compute);
    expect(isSerialisedJsonBody(first)).toBe(false);
    expect(parsed(first).response_metadata).toMatchObject({ cache_status: 'miss', function_request_id: 'req_first' });

    const second = await cache.answer('k', 'v1', request('req_second', '2026-11-26T12:05:00.000Z'), compute);
    expect(builds).toBe(1);
    expect(isSerialisedJsonBody(second)).toBe(true);
    const hit = parsed(second);
    expect(hit.response_metadata).toMatchObject({ cache_status: 'hit', function_request_id: 'req_second', processing_timestamp: '2026-11-26T12:05:00.000Z' });
    expect(hit.response_metadata.processing_time_ms).toBeGreaterThanOrEqual(0);
    expect(hit.response_metadata.processing_time_ms).toBeLessThan(1000);
    // Everything else is the built answer, byte for byte once parsed: content, evidence, metadata.
    expect(withoutRequestFields(hit)).toEqual(withoutRequestFields(parsed(first)));
    // `response_metadata` stays the last field, as the built answer has it.
    expect(Object.keys(hit).at(-1)).toBe('response_metadata');
  });

  it('misses when the data version changed, and never serves the answer built on the old data', async () => {
    const cache = createKgAnswerCache({ ttlMs: 60_000 });
    await cache.answer('k', 'v1', request('r1'), async () => built('old title', 'r1'));
    const after = parsed(await cache.answer('k', 'v2', request('r2'), async () => built('new title', 'r2')));
    expect(after.response_metadata.cache_status).toBe('miss');
    expect((after.regulation as { title: string }).title).toBe('new title');
    const again = parsed(await cache.answer('k', 'v2', request('r3'), async () => built('unused', 'r3')));
    expect(again.response_metadata.cache_status).toBe('hit');
    expect((again.regulation as { title: string }).title).toBe('new title');
  });

  it('misses once the lifetime has passed', async () => {
    let clock = 0;
    const cache = createKgAnswerCache({ ttlMs: 1000, now: () => clock });
    await cache.answer('k', 'v', request('r1'), async () => built('a', 'r1'));
    clock = 999;
    expect(parsed(await cache.answer('k', 'v', request('r2'), async () => built('b', 'r2'))).response_metadata.cache_status).toBe('hit');
    clock = 1000;
    const expired = parsed(await cache.answer('k', 'v', request('r3'), async () => built('c', 'r3')));
    expect(expired.response_metadata.cache_status).toBe('miss');
    expect((expired.regulation as { title: string }).title).toBe('c');
  });

  it('builds once for concurrent misses of one key; the others get that answer with their own request fields', async () => {
    const cache = createKgAnswerCache({ ttlMs: 60_000 });
    let builds = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      builds += 1;
      await gate;
      return built('shared', 'req_0');
    };
    const answers = Array.from({ length: 5 }, (_, i) => cache.answer('k', 'v', request(`req_${i}`), compute));
    release();
    const bodies = (await Promise.all(answers)).map(parsed);
    expect(builds).toBe(1);
    expect(bodies.map((body) => body.response_metadata.function_request_id)).toEqual(['req_0', 'req_1', 'req_2', 'req_3', 'req_4']);
    expect(bodies.every((body) => body.response_metadata.cache_status === 'miss')).toBe(true);
  });

  it('never stores an error: the next request builds again', async () => {
    const cache = createKgAnswerCache({ ttlMs: 60_000 });
    await expect(cache.answer('k', 'v', request('r1'), async () => Promise.reject(new Error('graph down')))).rejects.toThrow('graph down');
    const next = parsed(await cache.answer('k', 'v', request('r2'), async () => built('recovered', 'r2')));
    expect(next.response_metadata.cache_status).toBe('miss');
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps at most maxEntries and maxBytes, dropping the least recently used first', async () => {
    const cache = createKgAnswerCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b']) await cache.answer(key, 'v', request(key), async () => built(key, key));
    // `a` is used again, so `b` is the least recently used when `c` arrives.
    await cache.answer('a', 'v', request('a2'), async () => built('unused', 'a2'));
    await cache.answer('c', 'v', request('c'), async () => built('c', 'c'));
    expect(cache.stats().entries).toBe(2);
    expect(parsed(await cache.answer('a', 'v', request('a3'), async () => built('x', 'a3'))).response_metadata.cache_status).toBe('hit');
    expect(parsed(await cache.answer('b', 'v', request('b2'), async () => built('b', 'b2'))).response_metadata.cache_status).toBe('miss');

    const small = createKgAnswerCache({ ttlMs: 60_000, maxBytes: 600 });
    for (const key of ['a', 'b', 'c']) await small.answer(key, 'v', request(key), async () => built(key.repeat(100), key));
    expect(small.stats().bytes).toBeLessThanOrEqual(600);
    expect(small.stats().entries).toBeLessThan(3);
  });

  it("gives each hit a gzip of its own bytes, compressing the stored part once and counting it in the budget", async () => {
    const cache = createKgAnswerCache({ ttlMs: 60_000 });
    await cache.answer('k', 'v', request('r1'), async () => built('Q7 '.repeat(2000), 'r1'));
    const before = cache.stats().bytes;
    for (const id of ['r2', 'r3']) {
      const hit = await cache.answer('k', 'v', request(id), async () => built('unused', id));
      if (!isSerialisedJsonBody(hit) || !hit.gzip) throw new Error('a hit is serialised with its gzip');
      expect(gunzipSync(Buffer.concat(hit.gzip())).equals(serialisedJsonBytes(hit))).toBe(true);
      expect(JSON.parse(gunzipSync(Buffer.concat(hit.gzip())).toString('utf8')).response_metadata).toMatchObject({ function_request_id: id, cache_status: 'hit' });
    }
    const after = cache.stats().bytes;
    expect(after).toBeGreaterThan(before);
    // Compressed once: the third request's gzip adds nothing more.
    await cache.answer('k', 'v', request('r4'), async () => built('unused', 'r4')).then((hit) => isSerialisedJsonBody(hit) && hit.gzip?.());
    expect(cache.stats().bytes).toBe(after);
  });

  it('renders an answer with no field besides response_metadata as valid JSON', async () => {
    const cache = createKgAnswerCache({ ttlMs: 60_000 });
    const only = async () => ({ response_metadata: { resolver_version: 'kg-resolver 1.0', function_request_id: 'r1' } });
    await cache.answer('k', 'v', request('r1'), only);
    const hit = parsed(await cache.answer('k', 'v', request('r2'), only));
    expect(hit).toEqual({ response_metadata: expect.objectContaining({ function_request_id: 'r2', cache_status: 'hit', resolver_version: 'kg-resolver 1.0' }) });
  });
});
