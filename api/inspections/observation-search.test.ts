import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bumpIndexVersion } from '../../enrich/sinks/index-version.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING } from '../../enrich/sinks/facility-index.ts';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import { createResponseCache } from '../platform/response-cache.ts';
import { ObservationSearchRequest } from './search-observations.schema.ts';
import { searchObservations } from './observation-search.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function observation(id: string, text: string) {
  return {
    observation_id: id,
    inspection_id: `insp-${id}`,
    fei_number: '3001234567',
    facility_name: 'Example Pharma',
    observation_text: text,
    short_description: null,
    categories: ['Laboratory Controls'],
    fetched_at: '2026-11-01T00:00:00Z',
  };
}

describe('observation search ranking cache', () => {
  it('answers a repeated question at any page size from its ranking, and ranks again once the sink changes the index', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regintel-obs-search-'));
    dirs.push(dir);
    const search = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
    const embedder = createHashEmbedder();
    try {
      await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
      // The app declares both at start (cli/app.ts); the search reads facility documents for its join.
      await search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
      const texts = {
        o1: 'Out of specification results were not investigated',
        o2: 'Out of specification assay result invalidated without investigation',
        o3: 'Cleaning validation was not performed for shared equipment',
      };
      const vectors = await embedder.embed(Object.values(texts));
      await search.upsert(
        OBSERVATIONS_INDEX,
        Object.entries(texts).map(([id, text], i) => ({ id, doc: observation(id, text), vector: vectors[i] as Float32Array })),
      );
      await bumpIndexVersion(search, OBSERVATIONS_INDEX, [['o1', 'a'], ['o2', 'b'], ['o3', 'c']], '2026-11-01T00:00:00Z');
      const deps = { search, embedder, cache: createResponseCache({ ttlMs: 60_000 }) };
      const ask = (body: object) => searchObservations(deps, ObservationSearchRequest.parse(body), performance.now());

      const embedsBefore = embedder.calls;
      const three = await ask({ query: 'OOS not investigated', top_k: 3 });
      const one = await ask({ query: 'OOS not investigated', top_k: 1 });
      expect(embedder.calls - embedsBefore).toBe(1);
      expect(three.results.map((r) => r.observation_id).slice(0, 1)).toEqual(one.results.map((r) => r.observation_id));
      expect(one.results).toHaveLength(1);
      expect(three.results.map((r) => r.observation_id)).not.toContain(undefined);

      // A filter is part of the question: a different answer, not the cached one.
      const filtered = await ask({ query: 'OOS not investigated', top_k: 3, filters: { category: 'Data Integrity' } });
      expect(filtered.results).toEqual([]);

      // The sink writes a new observation and moves the version marker: the next answer includes it.
      const [vector] = await embedder.embed(['Out of specification result not investigated at all']);
      await search.upsert(OBSERVATIONS_INDEX, [{ id: 'o4', doc: observation('o4', 'Out of specification result not investigated at all'), vector: vector as Float32Array }]);
      await bumpIndexVersion(search, OBSERVATIONS_INDEX, [['o4', 'd']], '2026-11-02T00:00:00Z');
      const after = await ask({ query: 'OOS not investigated', top_k: 4 });
      expect(after.results.map((r) => r.observation_id)).toContain('o4');
    } finally {
      await search.close();
    }
  });

  it('echoes the query exactly as sent, and searches it trimmed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regintel-obs-search-'));
    dirs.push(dir);
    const search = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
    const embedder = createHashEmbedder();
    try {
      await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
      await search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
      const texts = { o1: 'OOS results were not investigated', o2: 'Cleaning validation was not performed' };
      const vectors = await embedder.embed(Object.values(texts));
      await search.upsert(
        OBSERVATIONS_INDEX,
        Object.entries(texts).map(([id, text], i) => ({ id, doc: observation(id, text), vector: vectors[i] as Float32Array })),
      );
      await bumpIndexVersion(search, OBSERVATIONS_INDEX, [['o1', 'a'], ['o2', 'b']], '2026-11-01T00:00:00Z');
      const deps = { search, embedder, cache: createResponseCache({ ttlMs: 60_000 }) };
      const ask = (body: object) => searchObservations(deps, ObservationSearchRequest.parse(body), performance.now());

      const padded = await ask({ query: '  OOS results  ', top_k: 2 });
      expect(padded.query).toBe('  OOS results  ');
      const plain = await ask({ query: 'OOS results', top_k: 2 });
      expect(plain.query).toBe('OOS results');
      expect(padded.results).toEqual(plain.results);
      expect(padded.query_metadata.enhanced_search.expanded_query).toBe(plain.query_metadata.enhanced_search.expanded_query);
      // Only spaces is still no query (the same 400 as an empty one).
      expect(ObservationSearchRequest.safeParse({ query: '   ' }).error?.issues[0]).toMatchObject({ code: 'too_small', path: ['query'] });
    } finally {
      await search.close();
    }
  });
});
