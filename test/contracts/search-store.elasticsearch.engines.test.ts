import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Client } from '@elastic/elasticsearch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BackendUnavailableError } from '../../infra/backend-unavailable.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { createElasticsearchSearchStore } from '../../infra/search/search-store.elasticsearch.ts';
import { MAX_RESULT_WINDOW, type SearchStore } from '../../infra/search/search-store.port.ts';
import { ENGINES } from '../fixtures/engines.ts';
import { searchStoreContract } from './search-store.contract.ts';

/**
 * The SearchStore contract and Elasticsearch specifics against the real server that
 * `bash infra/engines/engines.sh up elasticsearch` serves. Every run uses an index prefix of its
 * own, so runs (and the other engine suites) never see each other's indices; afterAll drops them.
 * No server means a failed file, not a skipped one: these tests only run in `npm run test:engines`,
 * where a missing engine is a broken CI.
 */

const NODE = ENGINES.elasticsearch;
const PREFIX = `regintel-it-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}-`;

async function requireElasticsearch(): Promise<void> {
  let detail: string;
  try {
    const response = await fetch(`${NODE}/_cluster/health?wait_for_status=yellow&timeout=10s`, { signal: AbortSignal.timeout(15_000) });
    const body = (await response.json()) as { status?: string };
    if (response.ok && (body.status === 'green' || body.status === 'yellow')) return;
    detail = `HTTP ${response.status}, cluster status ${String(body.status)}`;
  } catch (error) {
    detail = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
  }
  throw new Error(`Elasticsearch is not reachable/healthy at ${NODE} (${detail}). Start it with: bash infra/engines/engines.sh up elasticsearch`);
}

function openStore(options: { node?: string } = {}): SearchStore {
  return createElasticsearchSearchStore({ node: options.node ?? NODE, indexPrefix: PREFIX, logger: createSilentLogger() });
}

let reachable = false;

beforeAll(async () => {
  await requireElasticsearch();
  reachable = true;
}, 30_000);

afterAll(async () => {
  if (!reachable) return;
  // Whatever a failed test left behind, by exact name (wildcard deletes may be refused by the cluster).
  const es = new Client({ node: NODE });
  try {
    const indices = (await es.cat.indices({ index: `${PREFIX}*`, format: 'json' })) as Array<{ index?: string }>;
    for (const { index } of indices) if (index) await es.indices.delete({ index }, { ignore: [404] });
  } finally {
    await es.close();
  }
});

searchStoreContract('elasticsearch', async () => {
  const store = openStore();
  return { store, cleanup: () => store.close() };
});

/** Deterministic PRNG (mulberry32), as in the embedded suite. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomVector(next: () => number, dims: number): number[] {
  return Array.from({ length: dims }, () => next() * 2 - 1);
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] as number) * (b[i] as number);
    na += (a[i] as number) ** 2;
    nb += (b[i] as number) ** 2;
  }
  return dot / Math.sqrt(na * nb);
}

function bruteForce(vectors: Map<string, number[]>, query: number[], k: number): Array<{ id: string; score: number }> {
  return [...vectors]
    .map(([id, v]) => ({ id, score: cosine(v, query) }))
    .sort((p, q) => q.score - p.score || (p.id < q.id ? -1 : 1))
    .slice(0, k);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('elasticsearch SearchStore specifics', () => {
  const es = new Client({ node: NODE });
  const stores: SearchStore[] = [];
  const run = Math.random().toString(36).slice(2, 8);

  function store(): SearchStore {
    const s = openStore();
    stores.push(s);
    return s;
  }

  afterEach(async () => {
    for (const s of stores.splice(0)) await s.close();
  });

  afterAll(async () => {
    await es.close();
  });

  it('creates the index with the text analyzer: stems and drops English stop words', async () => {
    const s = store();
    const index = `analyzer-${run}`;
    await s.ensureIndex(index, { fields: { body: 'text', status: 'keyword' } });
    const name = `${PREFIX}${index}`;

    const mapping = await es.indices.getMapping({ index: name });
    // `name` is the alias; the answer is keyed by the one generation index behind it.
    const concrete = Object.keys(mapping)[0] as string;
    expect(Object.keys(mapping)).toEqual([expect.stringMatching(new RegExp(`^${name}\\.g\\d+$`))]);
    const meta = mapping[concrete]?.mappings._meta as { regintel?: { analysis?: string; mapping?: string } } | undefined;
    const variant = meta?.regintel?.analysis;
    // The integ-test distribution has no analysis-common, so no Porter: Hunspell it must be there.
    expect(['porter', 'hunspell_en_US']).toContain(variant);
    console.info(`elasticsearch text analysis variant in use: ${String(variant)}`);
    expect(JSON.parse(meta?.regintel?.mapping ?? '{}')).toEqual({ fields: { body: 'text', status: 'keyword' } });
    expect(mapping[concrete]?.mappings.dynamic).toBe('false');
    const settings = await es.indices.getSettings({ index: name });
    expect(settings[concrete]?.settings?.index?.number_of_replicas).toBe('0');
    expect(settings[concrete]?.settings?.index?.number_of_shards).toBe('1');

    const tokens = async (text: string): Promise<string[]> =>
      ((await es.indices.analyze({ index: name, field: 'doc.body', text })).tokens ?? []).map((t) => t.token);
    expect(await tokens('the of and')).toEqual([]);
    const investigated = await tokens('investigated');
    const investigation = await tokens('Investigation');
    expect(investigated.some((t) => investigation.includes(t))).toBe(true);
    expect(investigated).not.toContain('investigated');
    expect(await tokens('Complaints')).toContain('complaint');
    expect(await tokens('The sterile filters')).toEqual(expect.arrayContaining(['sterile', 'filter']));
    expect(await tokens('The sterile filters')).not.toContain('the');
    // Hunspell keeps what its dictionary does not know as written (lowercased); Porter stems by rule.
    expect(await tokens('Endotoxins')).toEqual([variant === 'hunspell_en_US' ? 'endotoxins' : 'endotoxin']);
  });

  it('returns the same top-10 as brute force over 2,000 random 384-d vectors, with and without a filter', async () => {
    const s = store();
    const index = `big-${run}`;
    const dims = 384;
    const next = prng(20240611);
    await s.ensureIndex(index, { fields: { bucket: 'keyword' }, vectorDimensions: dims });
    const vectors = new Map<string, number[]>();
    const items = Array.from({ length: 2000 }, (_, i) => {
      const id = `doc-${i}`;
      const vector = randomVector(next, dims);
      vectors.set(id, vector);
      return { id, doc: { bucket: i % 7 === 0 ? 'seven' : 'other' }, vector };
    });
    // 2,000 items: four _bulk requests, the last one refreshing.
    await s.upsert(index, items);
    expect(await s.count(index)).toBe(2000);

    for (let q = 0; q < 10; q++) {
      const query = randomVector(next, dims);
      const expected = bruteForce(vectors, query, 10);
      const hits = await s.vector(index, { vector: query, k: 10 });
      expect(hits.map((h) => h.id)).toEqual(expected.map((e) => e.id));
      hits.forEach((h, i) => expect(h.score).toBeCloseTo(expected[i]!.score, 5));
    }

    const sevens = new Map([...vectors].filter(([id]) => Number(id.slice(4)) % 7 === 0));
    for (let q = 0; q < 3; q++) {
      const query = randomVector(next, dims);
      const filtered = await s.vector(index, { vector: query, k: 10, filter: [{ field: 'bucket', eq: 'seven' }] });
      expect(filtered.map((h) => h.id)).toEqual(bruteForce(sevens, query, 10).map((e) => e.id));
    }
  });

  it('creates indices with index.max_result_window at MAX_RESULT_WINDOW, and raises it on an existing index it declares or opens', async () => {
    const window = async (name: string) => {
      const settings = await es.indices.getSettings({ index: name, name: 'index.max_result_window', flat_settings: true });
      return Object.values(settings).map((state) => Number(state.settings?.['index.max_result_window'] ?? 10_000));
    };
    const index = `window-${run}`;
    const name = `${PREFIX}${index}`;
    await store().ensureIndex(index, { fields: { n: 'number' } });
    expect(await window(name)).toEqual([MAX_RESULT_WINDOW]);

    // As an index made before the setting was: Elasticsearch's default window (10,000).
    await es.indices.putSettings({ index: name, settings: { index: { max_result_window: 10_000 } } });
    expect(await window(name)).toEqual([10_000]);
    const declaring = store();
    await declaring.ensureIndex(index, { fields: { n: 'number' } });
    expect(await window(name)).toEqual([MAX_RESULT_WINDOW]);
    await declaring.upsert(index, Array.from({ length: 10_010 }, (_, i) => ({ id: `doc-${String(i).padStart(5, '0')}`, doc: { n: i } })));

    // A reader that only opens the index (no ensureIndex) raises it too, then pages past 10,000.
    await es.indices.putSettings({ index: name, settings: { index: { max_result_window: 10_000 } } });
    const reading = store();
    const deep = await reading.list(index, { sort: [{ field: 'n', order: 'asc' }], limit: 20, offset: 10_000 });
    expect(deep.items.map((item) => item.id)).toEqual(Array.from({ length: 10 }, (_, i) => `doc-${String(10_000 + i).padStart(5, '0')}`));
    expect(await window(name)).toEqual([MAX_RESULT_WINDOW]);
  }, 120_000);

  it('refuses a different mapping for an existing index, and indices it did not create', async () => {
    const s = store();
    const index = `remap-${run}`;
    await s.ensureIndex(index, { fields: { a: 'keyword' } });
    await expect(s.ensureIndex(index, { fields: { a: 'keyword', b: 'text' } })).rejects.toThrow(/different mapping/);
    await expect(s.ensureIndex(index, { fields: { a: 'keyword' }, vectorDimensions: 3 })).rejects.toThrow(/different mapping/);
    // The same mapping written with its keys in another order is the same mapping.
    await s.ensureIndex(index, { fields: { a: 'keyword' } });

    const foreign = `foreign-${run}`;
    await es.indices.create({ index: `${PREFIX}${foreign}`, settings: { number_of_replicas: 0 } });
    await expect(s.ensureIndex(foreign, { fields: {} })).rejects.toThrow(/not created by this adapter/);
    expect((await s.indices()).some((i) => i.index === foreign)).toBe(false);
    await expect(s.count('never-declared')).rejects.toThrow(/does not exist/);
    await expect(s.ensureIndex('Bad Name', { fields: {} })).rejects.toThrow(/index name/);
  });

  it('keeps unmapped fields, empty objects and arrays exactly, and never indexes them', async () => {
    const s = store();
    const index = `shape-${run}`;
    await s.ensureIndex(index, { fields: { 'meta.kind': 'keyword', title: 'text' }, vectorDimensions: 2 });
    const doc = {
      title: 'Nested shapes',
      meta: { kind: 'letter', empty: {}, list: [], deep: { deeper: { x: 1.5, y: null } } },
      other: { title: 'not searchable' },
      flags: [true, false],
      n: 0,
    };
    await s.upsert(index, [{ id: 'n/1 é', doc, vector: [0.5, 0.5] }]);
    expect(await s.get(index, 'n/1 é')).toEqual({ id: 'n/1 é', doc });
    expect((await s.list(index, { filter: [{ field: 'meta.kind', eq: 'letter' }] })).items).toEqual([{ id: 'n/1 é', doc }]);
    expect((await s.vector(index, { vector: [1, 1], k: 1 }))[0]).toEqual({ id: 'n/1 é', doc, score: expect.closeTo(1, 5) });
    expect(await s.lexical(index, { text: 'searchable', k: 5 })).toEqual([]);
  });

  it('stores malformed numbers and dates unindexed, names refused documents, and counts after deletes', async () => {
    const s = store();
    const index = `refuse-${run}`;
    await s.ensureIndex(index, { fields: { n: 'number', d: 'date', status: 'keyword' } });
    await s.upsert(index, [
      { id: 'ok', doc: { n: 1, d: '2024-01-01', status: 'open' } },
      { id: 'odd', doc: { n: 'many', d: 'last tuesday', status: 'open' } },
    ]);
    expect(await s.get(index, 'odd')).toEqual({ id: 'odd', doc: { n: 'many', d: 'last tuesday', status: 'open' } });
    expect(await s.count(index, [{ field: 'n', exists: true }])).toBe(1);
    expect(await s.count(index, [{ field: 'd', gte: '2000-01-01' }])).toBe(1);
    // An object where a keyword is mapped cannot be indexed: the error names the document.
    await expect(s.upsert(index, [{ id: 'bad', doc: { status: { nested: true } } }])).rejects.toThrow(/bad: .*status/);
    expect(await s.get(index, 'bad')).toBeNull();
    expect(await s.delete(index, ['ok', 'ok', 'gone'])).toBe(1);
    expect((await s.indices()).find((i) => i.index === index)).toEqual({ index, count: 1 });
  });

  it('answers a zero query vector like the embedded adapter (score 0, by id) and stores zero vectors without one', async () => {
    const s = store();
    const index = `zero-${run}`;
    await s.ensureIndex(index, { fields: {}, vectorDimensions: 2 });
    await s.upsert(index, [
      { id: 'b', doc: {}, vector: [0, 1] },
      { id: 'a', doc: {}, vector: [1, 0] },
      { id: 'z', doc: {}, vector: [0, 0] },
    ]);
    expect(await s.vector(index, { vector: [0, 0], k: 5 })).toEqual([
      { id: 'a', doc: {}, score: 0 },
      { id: 'b', doc: {}, score: 0 },
    ]);
    expect((await s.vector(index, { vector: [1, 0], k: 5 })).map((h) => h.id)).toEqual(['a', 'b']);
    expect(await s.get(index, 'z')).toEqual({ id: 'z', doc: {} });
  });

  it('throws BackendUnavailableError when the server cannot be reached, and reports down', async () => {
    const port = await freePort();
    const s = openStore({ node: `http://127.0.0.1:${port}` });
    stores.push(s);
    const started = performance.now();
    const error = await s.count('anything').catch((e: unknown) => e);
    // Retried with a short backoff, so an outage answers 503 quickly instead of hanging the API.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(error).toBeInstanceOf(BackendUnavailableError);
    expect((error as BackendUnavailableError).backend).toBe('search');
    await expect(s.ensureIndex('anything', { fields: {} })).rejects.toBeInstanceOf(BackendUnavailableError);
    await expect(s.indices()).rejects.toBeInstanceOf(BackendUnavailableError);
    const health = await s.health();
    expect(health.status).toBe('down');
    expect(health.detail).toBeTruthy();
  });
});
