import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { SHORTLIST_FROM } from '../../infra/search/sign-bit-shortlist.ts';
import { searchStoreContract } from './search-store.contract.ts';

function tempFile(): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-search-'));
  return { file: join(dir, 'search.db'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

searchStoreContract('embedded (SQLite)', async () => {
  const { file, remove } = tempFile();
  const store = createEmbeddedSearchStore({ file });
  return {
    store,
    cleanup: async () => {
      await store.close();
      remove();
    },
  };
});

/** Deterministic PRNG (mulberry32) so the large brute-force comparison is reproducible. */
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

/** Brute force over float64 vectors: the reference the store's Float32 cache and heap must agree with. */
function bruteForce(vectors: Map<string, number[]>, query: number[], k: number): Array<{ id: string; score: number }> {
  return [...vectors]
    .map(([id, v]) => ({ id, score: cosine(v, query) }))
    .sort((p, q) => q.score - p.score || (p.id < q.id ? -1 : 1))
    .slice(0, k);
}

describe('embedded SearchStore specifics', () => {
  const opened: SearchStore[] = [];
  const removers: Array<() => void> = [];

  function open(file: string): SearchStore {
    const store = createEmbeddedSearchStore({ file });
    opened.push(store);
    return store;
  }

  function newFile(): string {
    const { file, remove } = tempFile();
    removers.push(remove);
    return file;
  }

  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    for (const remove of removers.splice(0)) remove();
  });

  it('pages a one-field sort over thousands of documents by walking the field index: arrays by min/max, missing last, ties by id, as a full sort would', async () => {
    const store = open(newFile());
    await store.ensureIndex('many', { fields: { score: 'number', group: 'keyword' } });
    const next = prng(7);
    const docs = Array.from({ length: 2_600 }, (_, i) => {
      const id = `d${String(i).padStart(5, '0')}`;
      const roll = next();
      // Scores from a small set (many ties), some arrays, some missing.
      const score = roll < 0.1 ? undefined : roll < 0.2 ? [Math.floor(next() * 20), Math.floor(next() * 20)] : Math.floor(next() * 20);
      return { id, doc: { ...(score === undefined ? {} : { score }), group: next() < 0.5 ? 'a' : 'b' } };
    });
    await store.upsert('many', docs);
    const key = (doc: { score?: number | number[] }, order: 'asc' | 'desc') =>
      doc.score === undefined ? null : Array.isArray(doc.score) ? (order === 'asc' ? Math.min(...doc.score) : Math.max(...doc.score)) : doc.score;
    for (const order of ['asc', 'desc'] as const) {
      const expected = [...docs]
        .sort((x, y) => {
          const a = key(x.doc, order);
          const b = key(y.doc, order);
          if (a === null || b === null) return a === b ? (x.id < y.id ? -1 : 1) : a === null ? 1 : -1;
          return (order === 'asc' ? a - b : b - a) || (x.id < y.id ? -1 : 1);
        })
        .map((d) => d.id);
      for (const offset of [0, 40, 2_330, 2_590]) {
        const page = await store.list('many', { sort: [{ field: 'score', order }], limit: 20, offset });
        expect(page.total).toBe(2_600);
        expect(page.items.map((i) => i.id), `${order} at ${offset}`).toEqual(expected.slice(offset, offset + 20));
      }
    }
  });

  it('fills the value table of an index made before it existed, so filters, sorts and terms work on an old data folder', async () => {
    const file = newFile();
    const first = open(file);
    await first.ensureIndex('legacy', { fields: { state: 'keyword', score: 'number', tags: 'keyword' } });
    await first.upsert('legacy', [
      { id: 'a', doc: { state: 'NJ', score: 70, tags: ['x', 'y'] } },
      { id: 'b', doc: { state: 'KS', score: 20, tags: ['y'] } },
      { id: 'c', doc: { state: 'NJ', score: 45 } },
    ]);
    await first.close();
    // What a data folder of the earlier version holds: documents, no value table.
    const raw = new Database(file);
    raw.exec('DROP TABLE "search_vals_legacy"');
    raw.close();
    const reopened = open(file);
    expect((await reopened.list('legacy', { filter: [{ field: 'state', eq: 'NJ' }], sort: [{ field: 'score', order: 'desc' }] })).items.map((i) => i.id)).toEqual(['a', 'c']);
    expect(await reopened.count('legacy', [{ field: 'score', gte: 30 }])).toBe(2);
    expect(await reopened.terms('legacy', 'tags')).toEqual([
      { key: 'y', count: 2 },
      { key: 'x', count: 1 },
    ]);
  });

  it('ranks an OR of words exactly as FTS5 ranks it, ties by id, and sees another instance\'s writes (per-term ranks it keeps)', async () => {
    const file = newFile();
    const reader = open(file);
    const writer = open(file);
    const next = prng(7);
    const words = ['sterile', 'aseptic', 'validation', 'cleaning', 'audit', 'trail', 'deviation', 'capa', 'batch', 'record'];
    const docs = Array.from({ length: 400 }, (_, i) => ({
      id: `d${String(i).padStart(3, '0')}`,
      // A few exact duplicates, so equal ranks occur and must order by id.
      doc: { body: i % 50 === 0 ? 'sterile audit' : Array.from({ length: 3 + Math.floor(next() * 12) }, () => words[Math.floor(next() * words.length)]).join(' '), part: i % 3 === 0 ? 'one' : 'other' },
    }));
    await writer.ensureIndex('corpus', { fields: { body: 'text', part: 'keyword' } });
    await writer.upsert('corpus', docs);

    // The oracle: FTS5 itself, asked the whole OR query in one statement.
    const sqlite = new Database(file, { readonly: true });
    const fts5 = (expression: string, k: number) =>
      sqlite
        .prepare(`SELECT d.id, -bm25(search_fts_corpus) AS score FROM search_fts_corpus JOIN search_docs_corpus d ON d.rid = search_fts_corpus.rowid WHERE search_fts_corpus MATCH ? ORDER BY bm25(search_fts_corpus), d.id LIMIT ?`)
        .all(expression, k) as Array<{ id: string; score: number }>;
    try {
      for (const [text, expression] of [
        ['sterile audit', '"sterile" OR "audit"'],
        ['cleaning validation of the batch record', '"cleaning" OR "validation" OR "batch" OR "record"'],
        ['capa', '"capa"'],
      ] as const) {
        for (const k of [1, 7, 60, 500]) {
          const got = await reader.lexical('corpus', { text, k });
          expect(got.map((hit) => ({ id: hit.id, score: hit.score }))).toEqual(fts5(expression, k));
          // Under a filter: the same ranks, of the allowed documents only.
          const filtered = await reader.lexical('corpus', { text, k, filter: [{ field: 'part', eq: 'one' }] });
          expect(filtered.map((hit) => ({ id: hit.id, score: hit.score }))).toEqual(fts5(expression, 500).filter((hit) => Number(hit.id.slice(1)) % 3 === 0).slice(0, k));
        }
      }
      // A write through the other instance changes every idf: the reader's kept ranks must not be served.
      await writer.upsert('corpus', Array.from({ length: 30 }, (_, i) => ({ id: `new${i}`, doc: { body: 'capa capa capa' } })));
      expect((await reader.lexical('corpus', { text: 'capa', k: 40 })).map((hit) => ({ id: hit.id, score: hit.score }))).toEqual(fts5('"capa"', 40));
    } finally {
      sqlite.close();
    }
  });

  it('a second instance on the same file sees the first one\'s writes, vector cache included', async () => {
    const file = newFile();
    const writer = open(file);
    const reader = open(file);
    const mapping = { fields: { status: 'keyword' as const }, vectorDimensions: 2 };
    await writer.ensureIndex('shared', mapping);
    await writer.upsert('shared', [
      { id: 'east', doc: { status: 'open' }, vector: [1, 0] },
      { id: 'north', doc: { status: 'open' }, vector: [0, 1] },
    ]);
    expect((await reader.vector('shared', { vector: [1, 0.1], k: 1 }))[0]?.id).toBe('east');

    // The reader has cached its vectors; a write through the other instance must invalidate them.
    await writer.upsert('shared', [{ id: 'east-ish', doc: { status: 'open' }, vector: [1, 0.1] }]);
    const after = await reader.vector('shared', { vector: [1, 0.1], k: 3 });
    expect(after.map((h) => h.id)).toEqual(['east-ish', 'east', 'north']);
    expect(after[0]?.score).toBeCloseTo(1, 5);

    await writer.delete('shared', ['east-ish']);
    expect((await reader.vector('shared', { vector: [1, 0.1], k: 1 }))[0]?.id).toBe('east');

    // Writes the other way round, and a drop-and-recreate under the same name.
    await reader.upsert('shared', [{ id: 'west', doc: { status: 'closed' }, vector: [-1, 0] }]);
    expect((await writer.vector('shared', { vector: [-1, 0], k: 1 }))[0]?.id).toBe('west');
    await writer.dropIndex('shared');
    await writer.ensureIndex('shared', mapping);
    await writer.upsert('shared', [{ id: 'only', doc: { status: 'open' }, vector: [0, -1] }]);
    expect((await reader.vector('shared', { vector: [1, 0], k: 5 })).map((h) => h.id)).toEqual(['only']);
    expect(await reader.count('shared')).toBe(1);
  });


  it('a second instance never answers from a parsed document the first one has since replaced, and cached documents are read-only', async () => {
    const file = newFile();
    const writer = open(file);
    const reader = open(file);
    await writer.ensureIndex('docs', { fields: { body: 'text', tags: 'keyword' }, vectorDimensions: 2 });
    await writer.upsert('docs', [{ id: 'a', doc: { body: 'aseptic processing', tags: ['x'] }, vector: [1, 0] }]);
    // Fill the reader's cache through every read that uses it.
    expect((await reader.get('docs', 'a'))?.doc).toEqual({ body: 'aseptic processing', tags: ['x'] });
    expect((await reader.lexical('docs', { text: 'aseptic', k: 5 }))[0]?.doc).toEqual({ body: 'aseptic processing', tags: ['x'] });
    expect((await reader.vector('docs', { vector: [1, 0], k: 5 }))[0]?.doc).toEqual({ body: 'aseptic processing', tags: ['x'] });

    await writer.upsert('docs', [{ id: 'a', doc: { body: 'aseptic processing revised', tags: ['y'] }, vector: [1, 0] }]);
    const revised = { body: 'aseptic processing revised', tags: ['y'] };
    expect((await reader.get('docs', 'a'))?.doc).toEqual(revised);
    expect((await reader.lexical('docs', { text: 'aseptic', k: 5 }))[0]?.doc).toEqual(revised);
    expect((await reader.vector('docs', { vector: [1, 0], k: 5 }))[0]?.doc).toEqual(revised);
    await writer.delete('docs', ['a']);
    expect(await reader.get('docs', 'a')).toBeNull();

    await reader.upsert('docs', [{ id: 'b', doc: { body: 'gowning', tags: ['z'] }, vector: [0, 1] }]);
    const doc = (await reader.get<{ tags: string[] }>('docs', 'b'))?.doc;
    expect(() => doc?.tags.push('mutated')).toThrow(TypeError);
    expect((await reader.get('docs', 'b'))?.doc).toEqual({ body: 'gowning', tags: ['z'] });
  });
  it('returns the same top-10 as brute force over 5,000 random 384-d vectors', async () => {
    const store = open(newFile());
    const dims = 384;
    const next = prng(20240611);
    await store.ensureIndex('big', { fields: { bucket: 'keyword' }, vectorDimensions: dims });
    const vectors = new Map<string, number[]>();
    const items = Array.from({ length: 5000 }, (_, i) => {
      const id = `doc-${i}`;
      const vector = randomVector(next, dims);
      vectors.set(id, vector);
      return { id, doc: { bucket: i % 7 === 0 ? 'seven' : 'other' }, vector };
    });
    await store.upsert('big', items);

    for (let q = 0; q < 5; q++) {
      const query = randomVector(next, dims);
      const expected = bruteForce(vectors, query, 10);
      const hits = await store.vector('big', { vector: query, k: 10 });
      expect(hits.map((h) => h.id)).toEqual(expected.map((e) => e.id));
      hits.forEach((h, i) => expect(h.score).toBeCloseTo(expected[i]!.score, 5));
    }

    const query = randomVector(next, dims);
    const sevens = new Map([...vectors].filter(([id]) => Number(id.slice(4)) % 7 === 0));
    const filtered = await store.vector('big', { vector: query, k: 10, filter: [{ field: 'bucket', eq: 'seven' }] });
    expect(filtered.map((h) => h.id)).toEqual(bruteForce(sevens, query, 10).map((e) => e.id));
  });

  it(`past ${SHORTLIST_FROM.toLocaleString('en')} vectors (sign-bit shortlist), still finds a query's near neighbours in brute-force order, filtered or not, after deletes moved them`, async () => {
    const store = open(newFile());
    const dims = 64;
    const next = prng(99);
    await store.ensureIndex('large', { fields: { bucket: 'keyword' }, vectorDimensions: dims });
    const live = new Map<string, number[]>();
    const bucketOf = new Map<string, string>();
    const items = Array.from({ length: SHORTLIST_FROM + 1_000 }, (_, i) => ({ id: `r${i}`, doc: { bucket: 'a' }, vector: randomVector(next, dims) }));
    // Twelve neighbours of one base vector, each further from it than the last; the last one in bucket b.
    const base = randomVector(next, dims);
    const noise = randomVector(next, dims);
    for (let i = 0; i < 12; i++) items.push({ id: `near${i}`, doc: { bucket: i === 11 ? 'b' : 'a' }, vector: base.map((value, j) => value + (0.05 + 0.02 * i) * (noise[(j + i) % dims] as number)) });
    for (const item of items) {
      live.set(item.id, item.vector);
      bucketOf.set(item.id, item.doc.bucket);
    }
    await store.upsert('large', items);
    // A search builds the vector cache; the deletes then move its last slots (the neighbours) into the holes they leave.
    expect((await store.vector('large', { vector: base, k: 1 }))[0]?.id).toBe('near0');
    const doomed = Array.from({ length: 40 }, (_, i) => `r${i * 97}`);
    await store.delete('large', doomed);
    for (const id of doomed) live.delete(id);

    const hits = await store.vector('large', { vector: base, k: 10 });
    expect(hits.map((h) => h.id)).toEqual(bruteForce(live, base, 10).map((e) => e.id));
    expect(hits.map((h) => h.id)).toEqual(Array.from({ length: 10 }, (_, i) => `near${i}`));
    const inA = new Map([...live].filter(([id]) => bucketOf.get(id) === 'a'));
    const filtered = await store.vector('large', { vector: base, k: 12, filter: [{ field: 'bucket', eq: 'a' }] });
    expect(filtered.map((h) => h.id)).toEqual(bruteForce(inA, base, 12).map((e) => e.id));
    expect(filtered.map((h) => h.id)).not.toContain('near11');
  });

  it('keeps its vector cache right through interleaved upserts, replacements and deletes', async () => {
    const store = open(newFile());
    const dims = 8;
    const next = prng(7);
    await store.ensureIndex('churn', { fields: {}, vectorDimensions: dims });
    const live = new Map<string, number[]>();
    for (let round = 0; round < 20; round++) {
      const batch = Array.from({ length: 15 }, () => {
        const id = `d${Math.floor(next() * 60)}`;
        const vector = randomVector(next, dims);
        return { id, doc: {}, vector };
      });
      await store.upsert('churn', batch);
      for (const item of batch) live.set(item.id, item.vector);
      const doomed = Array.from({ length: 5 }, () => `d${Math.floor(next() * 60)}`);
      const existed = new Set(doomed.filter((id) => live.has(id))).size;
      expect(await store.delete('churn', doomed)).toBe(existed);
      for (const id of doomed) live.delete(id);

      const query = randomVector(next, dims);
      const hits = await store.vector('churn', { vector: query, k: 8 });
      expect(hits.map((h) => h.id)).toEqual(bruteForce(live, query, 8).map((e) => e.id));
    }
    expect(await store.count('churn')).toBe(live.size);
  });

  it('rejects invalid index names, unknown indices and a changed mapping', async () => {
    const store = open(newFile());
    await expect(store.ensureIndex('Bad Name', { fields: {} })).rejects.toThrow(/index name/);
    await expect(store.ensureIndex('x"; DROP TABLE search_indices; --', { fields: {} })).rejects.toThrow(/index name/);
    await expect(store.count('never-declared')).rejects.toThrow(/does not exist/);
    await store.ensureIndex('m', { fields: { a: 'keyword' } });
    await expect(store.ensureIndex('m', { fields: { a: 'keyword', b: 'text' } })).rejects.toThrow(/different mapping/);
    expect(await store.indices()).toEqual([{ index: 'm', count: 0 }]);
  });

  it('binds filter values, so quotes and SQL in them are just values', async () => {
    const store = open(newFile());
    await store.ensureIndex('inject', { fields: { name: 'keyword' } });
    const nasty = `x' OR 1=1 --`;
    await store.upsert('inject', [
      { id: '1', doc: { name: nasty } },
      { id: '2', doc: { name: 'plain' } },
    ]);
    expect((await store.list('inject', { filter: [{ field: 'name', eq: nasty }] })).items.map((i) => i.id)).toEqual(['1']);
    expect(await store.count('inject', [{ field: 'name', in: ['"', "'", nasty] }])).toBe(1);
  });

  it('answers every document right when its parsed-document cache holds only a few', async () => {
    // Each stored document is ~40 JSON characters: the bound holds three, so every search below
    // evicts documents other searches will read again.
    const store = createEmbeddedSearchStore({ file: newFile(), docCacheChars: 130 });
    await store.ensureIndex('small', { fields: { body: 'text', n: 'number' }, vectorDimensions: 2 });
    const docs = Array.from({ length: 12 }, (_, n) => ({ id: `d${n}`, doc: { body: `sterile batch record ${n}`, n }, vector: [1, n] }));
    await store.upsert('small', docs);
    for (let round = 0; round < 3; round += 1) {
      const lexical = await store.lexical('small', { text: 'sterile batch', k: 12 });
      expect(lexical.map((hit) => (hit.doc as { n: number }).n).sort((a, b) => a - b)).toEqual(docs.map((d) => d.doc.n));
      for (const hit of lexical) expect(hit.doc).toEqual(docs.find((d) => d.id === hit.id)?.doc);
      const vector = await store.vector('small', { vector: [1, 11], k: 2 });
      expect(vector.map((hit) => hit.id)).toEqual(['d11', 'd10']);
      expect(vector[0]?.doc).toEqual({ body: 'sterile batch record 11', n: 11 });
    }
    await store.close();
  });

  it('survives reopening the file', async () => {
    const file = newFile();
    const first = createEmbeddedSearchStore({ file });
    await first.ensureIndex('persist', { fields: { body: 'text' }, vectorDimensions: 2 });
    await first.upsert('persist', [{ id: 'p', doc: { body: 'investigated deviations' }, vector: [0, 1] }]);
    await first.close();
    const second = open(file);
    expect((await second.lexical('persist', { text: 'deviation', k: 1 }))[0]?.id).toBe('p');
    expect((await second.vector('persist', { vector: [0, 3], k: 1 }))[0]?.score).toBeCloseTo(1, 5);
  });
});
