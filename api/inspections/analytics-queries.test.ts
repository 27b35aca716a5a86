import { describe, expect, it } from 'vitest';
import type { TrendingCitationsReport } from '../../enrich/domain/analytics/trending.ts';
import type { SearchStore, StoredDocument } from '../../infra/search/search-store.port.ts';
import { createResponseCache } from '../platform/response-cache.ts';
import { INDEX_VERSIONS } from '../../enrich/sinks/index-version.ts';
import { createAnalyticsReader } from './analytics-queries.ts';
import { chooseTrendingReport } from './trending.route.ts';

/** A store of analytics documents that counts listings; `_version` stands for the sink's version of the index. */
function fakeStore(docs: Map<string, { kind: string; content_hash: string; body: Record<string, unknown> }>) {
  let listings = 0;
  const search: Pick<SearchStore, 'get' | 'list' | 'ensureIndex'> = {
    ensureIndex: async () => undefined,
    get: async <T>(index: string, id: string) => {
      const doc = index === INDEX_VERSIONS ? docs.get('_version') : docs.get(id);
      return doc ? ({ id, doc } as unknown as StoredDocument<T>) : null;
    },
    list: async <T>(_index: string, options: Parameters<SearchStore['list']>[1] = {}) => {
      listings += 1;
      const kind = options.filter?.[0]?.eq;
      const items = [...docs].filter(([, d]) => d.kind === kind).map(([id, doc]) => ({ id, doc }) as unknown as StoredDocument<T>);
      return { total: items.length, items: items.slice(options.offset ?? 0, (options.offset ?? 0) + (options.limit ?? 10)) };
    },
  };
  return { search, listings: () => listings };
}

describe('createAnalyticsReader', () => {
  it('lists a kind once per data version and lifetime, and again after the sink bumps the version or the lifetime ends', async () => {
    const docs = new Map([
      ['investigator:a', { kind: 'investigator', content_hash: 'h1', body: { investigator_name: 'A' } }],
      ['_version', { kind: 'index_version', content_hash: 'v1', body: {} }],
    ]);
    let now = 0;
    const store = fakeStore(docs);
    const reader = createAnalyticsReader({ search: store.search, cache: createResponseCache({ ttlMs: 300_000, now: () => now }) });

    expect(await reader.all('investigator')).toEqual([{ id: 'investigator:a', body: { investigator_name: 'A' } }]);
    await reader.all('investigator');
    expect(store.listings()).toBe(1);

    docs.set('investigator:b', { kind: 'investigator', content_hash: 'h2', body: { investigator_name: 'B' } });
    docs.set('_version', { kind: 'index_version', content_hash: 'v2', body: {} });
    expect((await reader.all('investigator')).map((d) => d.id)).toEqual(['investigator:a', 'investigator:b']);
    expect(store.listings()).toBe(2);

    now = 300_001;
    await reader.all('investigator');
    expect(store.listings()).toBe(3);
    expect(await reader.get('missing')).toBeNull();
  });
});

describe('chooseTrendingReport', () => {
  const report = (period: string, current: number): TrendingCitationsReport => ({
    period,
    previous_period: 'x',
    period_basis: 'as_of',
    period_ranges: { current: { start: '', end: '' }, previous: { start: '', end: '' } },
    results: [],
    total: 0,
    total_citations_current: current,
    total_citations_previous: 0,
  });

  it('prefers the latest quarter with citations, else the latest stored one in range', () => {
    // FY2026-Q1 is the quarter complete on the step's day but has no citations; FY2025-Q3 has.
    const stored = [report('FY2026-Q1', 0), report('FY2025-Q3', 4), report('FY2024-Q2', 2)];
    expect(chooseTrendingReport(stored, { asOf: null, today: '2026-01-20' }).period).toBe('FY2025-Q3');
    expect(chooseTrendingReport(stored, { asOf: '2025-06-29', today: '2026-01-20' }).period).toBe('FY2024-Q2');
    expect(chooseTrendingReport([report('FY2026-Q1', 0)], { asOf: null, today: '2026-01-20' }).period).toBe('FY2026-Q1');
  });

  it('names an empty report after the quarter complete on as_of, or on today, when nothing is in range', () => {
    expect(chooseTrendingReport([], { asOf: null, today: '2025-01-15' })).toMatchObject({ period: 'FY2025-Q1', previous_period: 'FY2024-Q4', results: [], total: 0 });
    expect(chooseTrendingReport([report('FY2025-Q3', 4)], { asOf: '2024-03-31', today: '2026-01-20' })).toMatchObject({
      period: 'FY2024-Q2',
      previous_period: 'FY2024-Q1',
      period_ranges: { current: { start: '2024-01-01', end: '2024-03-31' } },
    });
  });
});
