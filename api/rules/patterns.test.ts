import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bumpIndexVersion } from '../../enrich/sinks/index-version.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import { ANALYTICS_INDEX, ANALYTICS_MAPPING } from '../../enrich/sinks/analytics-index.ts';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import { createPatternAnswers } from './patterns.ts';

describe('GET /v1/patterns', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  function openStore() {
    const dir = mkdtempSync(join(tmpdir(), 'regintel-patterns-'));
    const search = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
    cleanups.push(async () => {
      await search.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return search;
  }

  // The index declares 384-dimension vectors; these tests count categories, so any unit vector will do.
  const vector = Array.from({ length: 384 }, (_, i) => (i === 0 ? 1 : 0));
  const countOf = (patterns: Array<{ name: string; data: unknown }>, category: string) =>
    (patterns.find((p) => p.name === category)?.data as { observation_count: number }).observation_count;

  it('follows the observation index: kept while its version stands, counted again when the sink changes it', async () => {
    const search = openStore();
    await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
    await search.upsert(OBSERVATIONS_INDEX, [
      { id: 'o1', doc: { categories: ['Data Integrity'] }, vector },
      { id: 'o2', doc: { categories: ['Data Integrity', 'Laboratory Controls'] }, vector },
    ]);
    await bumpIndexVersion(search, OBSERVATIONS_INDEX, [['o1', 'h1'], ['o2', 'h2']], '2026-11-01T00:00:00Z');
    const answers = createPatternAnswers({ search });
    const first = await answers.listPatterns();
    expect(countOf(first, 'Data Integrity')).toBe(2);
    expect(countOf(first, 'Laboratory Controls')).toBe(1);

    // A new observation as its sink writes it: the document and a new version marker.
    await search.upsert(OBSERVATIONS_INDEX, [{ id: 'o3', doc: { categories: ['Laboratory Controls'] }, vector }]);
    await bumpIndexVersion(search, OBSERVATIONS_INDEX, [['o3', 'h3']], '2026-11-02T00:00:00Z');
    const second = await answers.listPatterns();
    expect(countOf(second, 'Data Integrity')).toBe(2);
    expect(countOf(second, 'Laboratory Controls')).toBe(2);
  });

  it('keeps the whole list while the analytics and observation versions stand, and reads it again when analytics change', async () => {
    const search = openStore();
    await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
    await search.ensureIndex(ANALYTICS_INDEX, ANALYTICS_MAPPING);
    const statistics = (status: string, note: string) => [
      { id: 'amendment_patterns:all:5_years', doc: { kind: 'amendment_patterns', body: { status, data_coverage: { note } } } },
    ];
    const amendmentStatus = (patterns: Array<{ kind: string; data: unknown }>) =>
      (patterns.find((p) => p.kind === 'amendment_pattern')?.data as { status: string }).status;
    await search.upsert(ANALYTICS_INDEX, statistics('NO_VERSION_HISTORY', 'no registry versions'));
    await bumpIndexVersion(search, ANALYTICS_INDEX, [['amendment_patterns:all:5_years', 'h1']], '2026-11-01T00:00:00Z');
    await bumpIndexVersion(search, OBSERVATIONS_INDEX, [], '2026-11-01T00:00:00Z');
    const answers = createPatternAnswers({ search });
    expect(amendmentStatus(await answers.listPatterns())).toBe('no_version_history');

    // Written behind the sink's back (no new version): the cached list stands.
    await search.upsert(ANALYTICS_INDEX, statistics('INSUFFICIENT_DATA', 'three trials'));
    expect(amendmentStatus(await answers.listPatterns())).toBe('no_version_history');

    await bumpIndexVersion(search, ANALYTICS_INDEX, [['amendment_patterns:all:5_years', 'h2']], '2026-11-02T00:00:00Z');
    expect(amendmentStatus(await answers.listPatterns())).toBe('insufficient_data');
  });

  it('counts on every call when the index has no version marker (a store written by hand)', async () => {
    const search = openStore();
    await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
    const answers = createPatternAnswers({ search });
    expect(countOf(await answers.listPatterns(), 'Quality System')).toBe(0);
    await search.upsert(OBSERVATIONS_INDEX, [{ id: 'o1', doc: { categories: ['Quality System'] }, vector }]);
    expect(countOf(await answers.listPatterns(), 'Quality System')).toBe(1);
  });
});
