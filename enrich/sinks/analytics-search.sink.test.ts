import { readIndexVersion } from './index-version.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { EnrichedAnalytics } from '../records/enriched-analytics.ts';
import { ANALYTICS_INDEX } from './analytics-index.ts';
import { type StoredAnalyticsDocument, createAnalyticsSearchSink } from './analytics-search.sink.ts';

function record(id: string, kind: EnrichedAnalytics['kind'], hashLetter: string, body: Record<string, unknown> = {}, retracted?: boolean): EnrichedAnalytics {
  return {
    id,
    source: 'enrich.analytics',
    fetched_at: '2025-01-15T06:00:00.000Z',
    content_hash: hashLetter.repeat(64),
    schema_version: 1,
    kind,
    body: { analytics_version: '1.0', as_of: '2025-01-15', computed_at: '2025-01-15T06:00:00.000Z', ...body },
    ...(retracted === undefined ? {} : { retracted }),
  };
}

let offset = 0;
const message = (value: unknown): BusMessage => ({ topic: TOPICS.enrichedAnalytics, partition: 0, offset: offset++, key: 'k', value, timestamp: '2025-01-15T06:00:00.000Z', headers: {} });

describe('analytics search sink', () => {
  let dir: string;
  let search: SearchStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'analytics-sink-'));
    search = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
  });
  afterEach(async () => {
    await search.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores each document under its id with its kind, and the body whole', async () => {
    const sink = createAnalyticsSearchSink({ search });
    const result = await sink.handleBatch([message(record('summary', 'summary', 'a', { total_citations: 3 })), message(record('benchmark:state:NJ', 'benchmark', 'b', { grouping: 'state' }))]);
    expect(result).toEqual({ processed: 2, rejected: [] });
    const summary = await search.get<StoredAnalyticsDocument>(ANALYTICS_INDEX, 'summary');
    expect(summary?.doc).toMatchObject({ kind: 'summary', content_hash: 'a'.repeat(64), as_of: '2025-01-15', body: { total_citations: 3 } });
    expect(await search.count(ANALYTICS_INDEX, [{ field: 'kind', eq: 'benchmark' }])).toBe(1);
  });

  it('keeps the last record of an id, skips one it already holds, and deletes a retracted one', async () => {
    const sink = createAnalyticsSearchSink({ search });
    await sink.handleBatch([message(record('summary', 'summary', 'a', { total_citations: 3 })), message(record('summary', 'summary', 'c', { total_citations: 4 }))]);
    expect((await search.get<StoredAnalyticsDocument>(ANALYTICS_INDEX, 'summary'))?.doc.body).toMatchObject({ total_citations: 4 });
    // The same record replayed: nothing written.
    expect(await sink.handleBatch([message(record('summary', 'summary', 'c', { total_citations: 4 }))])).toEqual({ processed: 0, rejected: [] });

    await sink.handleBatch([message(record('investigator:jane doe', 'investigator', 'd'))]);
    const versionBefore = await readIndexVersion(search, ANALYTICS_INDEX);
    expect(await search.count(ANALYTICS_INDEX)).toBe(2);
    expect(await sink.handleBatch([message(record('investigator:jane doe', 'investigator', 'e', { retracted_at: 'x' }, true))])).toEqual({ processed: 1, rejected: [] });
    expect(await search.get(ANALYTICS_INDEX, 'investigator:jane doe')).toBeNull();
    expect(await search.count(ANALYTICS_INDEX)).toBe(1);
    // The retraction changed the index, so readers' caches must miss.
    expect(await readIndexVersion(search, ANALYTICS_INDEX)).not.toBe(versionBefore);
  });

  it('rejects an invalid record with its reason and stores the rest', async () => {
    const sink = createAnalyticsSearchSink({ search });
    const bad = { ...record('x', 'summary', 'f'), kind: 'forecast' };
    const result = await sink.handleBatch([message(bad), message(record('summary', 'summary', 'a'))]);
    expect(result.processed).toBe(1);
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]?.reason).toMatch(/^invalid analytics record: kind: /);
    expect(await search.get(ANALYTICS_INDEX, 'x')).toBeNull();
  });
});
