import { Client } from '@elastic/elasticsearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/fixtures/engines.ts';
import { createSilentLogger } from '../logger.ts';
import { STAGED_ALIAS_SUFFIX, createElasticsearchSearchStore, dropStagedIndices, promoteStagedIndices } from './search-store.elasticsearch.ts';
import type { IndexMapping, SearchStore } from './search-store.port.ts';

/*
 * Index aliases and the reindex swap against the Elasticsearch of `npm run engines:up`: indices are
 * reached through `<prefix><name>`, a reindex builds behind `<prefix><name>.staged`, and the swap
 * moves the alias in one step while readers keep getting answers. Own prefix; afterAll drops it.
 */
const NODE = ENGINES.elasticsearch;
const PREFIX = `regintel-alias-${Date.now().toString(36)}-`;
const MAPPING: IndexMapping = { fields: { title: 'text', kind: 'keyword' } };
const logger = createSilentLogger();
const es = new Client({ node: NODE });
const stores: SearchStore[] = [];

function open(options: { aliasSuffix?: string; shards?: number; replicas?: number } = {}): SearchStore {
  const store = createElasticsearchSearchStore({ node: NODE, indexPrefix: PREFIX, logger, ...options });
  stores.push(store);
  return store;
}

const docs = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}`, doc: { title: `${prefix} document ${i}`, kind: prefix } }));

beforeAll(async () => {
  const health = await es.cluster.health({ wait_for_status: 'yellow', timeout: '10s' });
  expect(['green', 'yellow']).toContain(health.status);
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  const indices = (await es.cat.indices({ index: `${PREFIX}*`, format: 'json' })) as Array<{ index?: string }>;
  for (const { index } of indices) if (index) await es.indices.delete({ index }, { ignore: [404] });
  await es.close();
});

describe('Elasticsearch indices behind aliases', () => {
  it('creates a generation index behind the alias, with the configured shards and replicas', async () => {
    const store = open({ shards: 2, replicas: 0 });
    await store.ensureIndex('shards', MAPPING);
    await store.ensureIndex('shards', MAPPING);
    const behind = Object.keys(await es.indices.getAlias({ name: `${PREFIX}shards` }));
    expect(behind).toHaveLength(1);
    expect(behind[0]).toMatch(new RegExp(`^${PREFIX}shards\\.g\\d+$`));
    const settings = await es.indices.getSettings({ index: behind[0] as string });
    expect(settings[behind[0] as string]?.settings?.index?.number_of_shards).toBe('2');
    expect(settings[behind[0] as string]?.settings?.index?.number_of_replicas).toBe('0');
    expect(await store.indices()).toEqual([{ index: 'shards', count: 0 }]);
    await store.dropIndex('shards');
    expect(await store.indices()).toEqual([]);
    expect(Object.keys(await es.indices.getAlias({ name: `${PREFIX}shards` }, { ignore: [404] })).filter((k) => k.startsWith(PREFIX))).toEqual([]);
  });

  it('answers reads at once when many requests declare one new index together, in one process and in two', async () => {
    // The first requests on a fresh cluster all declare the index they read: a racer that saw the
    // index exist read it before its shard had started ("no shard available", a 503 to the user).
    const [one, two] = [open(), open()];
    const declareAndRead = (store: SearchStore) => async () => {
      await store.ensureIndex('race', MAPPING);
      return store.get('race', 'absent');
    };
    const reads = await Promise.all([...Array.from({ length: 4 }, () => declareAndRead(one)), ...Array.from({ length: 4 }, () => declareAndRead(two))].map((read) => read()));
    expect(reads).toEqual(Array.from({ length: 8 }, () => null));
    expect(Object.keys(await es.indices.getAlias({ name: `${PREFIX}race` }))).toHaveLength(1);
    await one.dropIndex('race');
  });

  it('builds a staged index beside the live one and swaps it in atomically while readers keep answering', async () => {
    const live = open();
    await live.ensureIndex('obs', MAPPING);
    await live.upsert('obs', docs('old', 3));
    const staged = open({ aliasSuffix: STAGED_ALIAS_SUFFIX });
    await staged.ensureIndex('obs', MAPPING);
    await staged.upsert('obs', docs('new', 5));
    // Each store sees only its own generation.
    expect(await live.indices()).toEqual([{ index: 'obs', count: 3 }]);
    expect(await staged.indices()).toEqual([{ index: 'obs', count: 5 }]);

    const seen: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) seen.push(await live.count('obs'));
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await promoteStagedIndices({ node: NODE, indexPrefix: PREFIX, logger })).toEqual(['obs']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    reading = false;
    await reader;
    // Every read during the swap answered, from the old index or the new one, never from none.
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every((count) => count === 3 || count === 5)).toBe(true);
    expect(seen.at(-1)).toBe(5);

    expect((await live.list('obs', { limit: 10 })).items.map((item) => item.id).sort()).toEqual(docs('new', 5).map((d) => d.id));
    expect(await live.indices()).toEqual([{ index: 'obs', count: 5 }]);
    // The old generation is gone and writes go to the new one through the alias.
    expect((await es.cat.indices({ index: `${PREFIX}obs*`, format: 'json' })) as unknown[]).toHaveLength(1);
    await live.upsert('obs', docs('later', 1));
    expect(await live.count('obs')).toBe(6);
  });

  it('replaces an index made before aliases, and drops what a failed reindex left', async () => {
    // The layout of earlier versions: a concrete index named like the alias.
    const legacy = `${PREFIX}legacy`;
    const live = open();
    const staged = open({ aliasSuffix: STAGED_ALIAS_SUFFIX });
    await staged.ensureIndex('legacy', MAPPING);
    await staged.upsert('legacy', docs('new', 2));
    const meta = await es.indices.getMapping({ index: `${legacy}${STAGED_ALIAS_SUFFIX}` });
    const generation = Object.keys(meta)[0] as string;
    const analysis = (await es.indices.getSettings({ index: generation }))[generation]?.settings?.index?.analysis;
    await es.indices.create({ index: legacy, settings: { index: { number_of_replicas: 0 }, analysis }, mappings: Object.values(meta)[0]?.mappings ?? {} });
    await es.index({ index: legacy, id: 'old-0', document: { id: 'old-0', doc: { title: 'old', kind: 'old' } }, refresh: true });
    expect(await live.indices()).toContainEqual({ index: 'legacy', count: 1 });

    expect(await promoteStagedIndices({ node: NODE, indexPrefix: PREFIX, logger })).toEqual(['legacy']);
    expect(await live.count('legacy')).toBe(2);
    expect(Object.keys(await es.indices.getAlias({ name: legacy }))[0]).toMatch(/\.g\d+$/);

    await staged.ensureIndex('leftover', MAPPING);
    await dropStagedIndices({ node: NODE, indexPrefix: PREFIX });
    expect((await staged.indices()).map((i) => i.index)).toEqual([]);
    expect((await live.indices()).map((i) => i.index)).toContain('legacy');
  });
});
