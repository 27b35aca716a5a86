import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IndexMapping, SearchStore, UpsertItem } from '../../infra/search/search-store.port.ts';

/**
 * The SearchStore contract: every semantic of infra/search/search-store.port.ts as tests, run
 * against each adapter (embedded SQLite now, Elasticsearch later) so they cannot drift apart.
 *
 * Each test uses an index name of its own, so an adapter backed by a shared server (Elasticsearch)
 * can reuse one store across tests; `cleanup` should drop whatever the store holds.
 */
export function searchStoreContract(
  name: string,
  makeStore: () => Promise<{ store: SearchStore; cleanup: () => Promise<void> }>,
): void {
  describe(`SearchStore contract: ${name}`, () => {
    let store: SearchStore;
    let cleanup: () => Promise<void>;
    let created: string[] = [];
    let counter = 0;
    const run = Math.random().toString(36).slice(2, 8);

    /** A fresh lowercase index name for this test (valid for SQLite tables and Elasticsearch alike). */
    function indexName(hint: string): string {
      counter += 1;
      const index = `contract-${run}-${counter}-${hint}`;
      created.push(index);
      return index;
    }

    beforeEach(async () => {
      ({ store, cleanup } = await makeStore());
      created = [];
    });

    afterEach(async () => {
      for (const index of created) await store.dropIndex(index);
      await cleanup();
    });

    /** An index with every field type, 3-d vectors and the fixture below. */
    const mapping: IndexMapping = {
      fields: {
        title: 'text',
        body: 'text',
        status: 'keyword',
        tags: 'keyword',
        date: 'date',
        severity: 'number',
        critical: 'boolean',
      },
      vectorDimensions: 3,
    };

    /**
     * Vectors chosen so cosines to the query [1, 0, 0] are exact by hand:
     * a [1,0,0] → 1, b [1,1,0] → 1/√2 ≈ 0.7071, e [3,4,0] → 3/5 = 0.6, c [0,1,0] → 0, d [-2,0,0] → -1.
     */
    const fixture: UpsertItem[] = [
      {
        id: 'a',
        doc: { title: 'Sterile gowning', body: 'Operators did not follow sterile gowning procedures.', status: 'open', tags: ['aseptic', 'gowning'], date: '2023-01-15', severity: 3, critical: true, extra: { note: 'unmapped' } },
        vector: [1, 0, 0],
      },
      {
        id: 'b',
        doc: { title: 'Filter integrity', body: 'Sterile filter integrity testing was not documented.', status: 'open', tags: ['aseptic', 'filtration'], date: '2023-03-02', severity: 2, critical: false },
        vector: [1, 1, 0],
      },
      {
        id: 'c',
        doc: { title: 'Cleaning records', body: 'Cleaning of the sterile area was not recorded.', status: 'closed', tags: ['cleaning'], date: '2023-06-30', severity: 1, critical: false },
        vector: [0, 1, 0],
      },
      {
        id: 'd',
        doc: { title: 'Endotoxin results', body: 'Endotoxin excursions in water for injection were not investigated.', status: 'closed', tags: [], date: '2024-02-10', severity: 5, critical: true },
        vector: [-2, 0, 0],
      },
      {
        id: 'e',
        doc: { title: 'Complaint handling', body: 'Complaints were closed without investigation.', status: 'closed', tags: ['complaints', 'capa'], date: '2024-11-01', critical: null },
        vector: [3, 4, 0],
      },
    ];

    async function fixtureIndex(hint: string): Promise<string> {
      const index = indexName(hint);
      await store.ensureIndex(index, mapping);
      await store.upsert(index, fixture);
      return index;
    }

    const ids = (items: ReadonlyArray<{ id: string }>): string[] => items.map((i) => i.id);

    describe('indices', () => {
      it('declaring an index again is a no-op that keeps its documents', async () => {
        const index = await fixtureIndex('idem');
        await store.ensureIndex(index, mapping);
        expect(await store.count(index)).toBe(5);
        const listed = (await store.indices()).filter((i) => i.index === index);
        expect(listed).toEqual([{ index, count: 5 }]);
      });

      it('indices() lists each index with its document count', async () => {
        const one = indexName('one');
        const two = indexName('two');
        await store.ensureIndex(one, { fields: { status: 'keyword' } });
        await store.ensureIndex(two, { fields: { status: 'keyword' } });
        await store.upsert(one, [{ id: 'x', doc: { status: 'open' } }]);
        const ours = (await store.indices()).filter((i) => i.index === one || i.index === two);
        expect(ours.sort((p, q) => p.index.localeCompare(q.index))).toEqual([
          { index: one, count: 1 },
          { index: two, count: 0 },
        ]);
      });

      it('dropIndex removes the index and its documents, and is a no-op when absent', async () => {
        const index = await fixtureIndex('drop');
        await store.dropIndex(index);
        expect((await store.indices()).some((i) => i.index === index)).toBe(false);
        await expect(store.dropIndex(index)).resolves.toBeUndefined();
        await store.ensureIndex(index, mapping);
        expect(await store.count(index)).toBe(0);
        expect(await store.get(index, 'a')).toBeNull();
      });
    });

    describe('documents', () => {
      it('get returns the stored document, unmapped fields included, and null for an unknown id', async () => {
        const index = await fixtureIndex('get');
        const got = await store.get(index, 'a');
        expect(got).toEqual({ id: 'a', doc: fixture[0]?.doc });
        expect(await store.get(index, 'nope')).toBeNull();
      });

      it('upsert replaces the whole document and its vector, leaving one copy', async () => {
        const index = await fixtureIndex('replace');
        // Search once first, so an adapter that caches vectors has them cached before the replacement.
        expect(ids(await store.vector(index, { vector: [0, 0, 1], k: 1 }))).toHaveLength(1);
        await store.upsert(index, [{ id: 'c', doc: { title: 'Replaced', status: 'open' }, vector: [0, 0, 1] }]);
        await store.upsert(index, [{ id: 'c', doc: { title: 'Replaced', status: 'open' }, vector: [0, 0, 1] }]);
        expect(await store.count(index)).toBe(5);
        expect(await store.get(index, 'c')).toEqual({ id: 'c', doc: { title: 'Replaced', status: 'open' } });
        const hits = await store.vector(index, { vector: [0, 0, 1], k: 2 });
        expect(hits[0]?.id).toBe('c');
        expect(hits[0]?.score).toBeCloseTo(1, 5);
        expect(hits[1]?.score).toBeCloseTo(0, 5);
        // The old text no longer matches; the new one does.
        expect(ids(await store.lexical(index, { text: 'cleaning', k: 10 }))).toEqual([]);
        expect(ids(await store.lexical(index, { text: 'replaced', k: 10 }))).toEqual(['c']);
      });

      it('delete removes the documents and resolves to how many existed', async () => {
        const index = await fixtureIndex('delete');
        await store.vector(index, { vector: [1, 0, 0], k: 1 });
        expect(await store.delete(index, ['a', 'missing', 'd'])).toBe(2);
        expect(await store.delete(index, ['a'])).toBe(0);
        expect(await store.get(index, 'a')).toBeNull();
        expect(await store.count(index)).toBe(3);
        expect(ids(await store.vector(index, { vector: [1, 0, 0], k: 5 }))).toEqual(['b', 'e', 'c']);
        expect(ids(await store.lexical(index, { text: 'endotoxin gowning', k: 10 }))).toEqual([]);
      });

      it('rejects a vector whose length differs from vectorDimensions', async () => {
        const index = indexName('dims');
        await store.ensureIndex(index, mapping);
        await expect(store.upsert(index, [{ id: 'x', doc: { status: 'open' }, vector: [1, 0] }])).rejects.toThrow(/dimension/i);
        await expect(store.vector(index, { vector: [1, 0, 0, 0], k: 1 })).rejects.toThrow(/dimension/i);
        expect(await store.get(index, 'x')).toBeNull();
      });
    });

    describe('list', () => {
      it('filters with eq on a keyword, matching any element of an array', async () => {
        const index = await fixtureIndex('eq');
        expect(ids((await store.list(index, { filter: [{ field: 'status', eq: 'open' }] })).items)).toEqual(['a', 'b']);
        expect(ids((await store.list(index, { filter: [{ field: 'tags', eq: 'aseptic' }] })).items)).toEqual(['a', 'b']);
        expect(ids((await store.list(index, { filter: [{ field: 'tags', eq: 'capa' }] })).items)).toEqual(['e']);
        expect(ids((await store.list(index, { filter: [{ field: 'critical', eq: true }] })).items)).toEqual(['a', 'd']);
        expect(ids((await store.list(index, { filter: [{ field: 'severity', eq: 5 }] })).items)).toEqual(['d']);
      });

      it('filters with in, on scalars and arrays', async () => {
        const index = await fixtureIndex('in');
        expect(ids((await store.list(index, { filter: [{ field: 'tags', in: ['cleaning', 'capa'] }] })).items)).toEqual(['c', 'e']);
        expect(ids((await store.list(index, { filter: [{ field: 'status', in: ['closed'] }] })).items)).toEqual(['c', 'd', 'e']);
        expect((await store.list(index, { filter: [{ field: 'status', in: ['nothing'] }] })).total).toBe(0);
      });

      it('filters date ranges (inclusive) and number ranges', async () => {
        const index = await fixtureIndex('range');
        const dates = await store.list(index, { filter: [{ field: 'date', gte: '2023-03-02', lte: '2024-02-10' }] });
        expect(ids(dates.items)).toEqual(['b', 'c', 'd']);
        expect(ids((await store.list(index, { filter: [{ field: 'date', gte: '2024-01-01' }] })).items)).toEqual(['d', 'e']);
        expect(ids((await store.list(index, { filter: [{ field: 'severity', gte: 2, lte: 3 }] })).items)).toEqual(['a', 'b']);
        expect(ids((await store.list(index, { filter: [{ field: 'severity', lte: 1 }] })).items)).toEqual(['c']);
      });

      it('filters on existence: absent, null and empty arrays do not exist', async () => {
        const index = await fixtureIndex('exists');
        expect(ids((await store.list(index, { filter: [{ field: 'severity', exists: false }] })).items)).toEqual(['e']);
        expect(ids((await store.list(index, { filter: [{ field: 'critical', exists: false }] })).items)).toEqual(['e']);
        expect(ids((await store.list(index, { filter: [{ field: 'tags', exists: false }] })).items)).toEqual(['d']);
        expect(ids((await store.list(index, { filter: [{ field: 'tags', exists: true }] })).items)).toEqual(['a', 'b', 'c', 'e']);
      });

      it('ANDs clauses together', async () => {
        const index = await fixtureIndex('and');
        const page = await store.list(index, {
          filter: [
            { field: 'status', eq: 'closed' },
            { field: 'date', lte: '2024-06-30' },
          ],
        });
        expect(ids(page.items)).toEqual(['c', 'd']);
        expect(page.total).toBe(2);
      });

      it('sorts by a field with id as tie-breaker, missing values last, and defaults to id ascending', async () => {
        const index = await fixtureIndex('sort');
        expect(ids((await store.list(index)).items)).toEqual(['a', 'b', 'c', 'd', 'e']);
        expect(ids((await store.list(index, { sort: [{ field: 'severity', order: 'desc' }] })).items)).toEqual(['d', 'a', 'b', 'c', 'e']);
        expect(ids((await store.list(index, { sort: [{ field: 'severity', order: 'asc' }] })).items)).toEqual(['c', 'b', 'a', 'd', 'e']);
        // Ties on status break by id ascending whatever the order.
        expect(ids((await store.list(index, { sort: [{ field: 'status', order: 'desc' }] })).items)).toEqual(['a', 'b', 'c', 'd', 'e']);
        expect(ids((await store.list(index, { sort: [{ field: 'status', order: 'asc' }] })).items)).toEqual(['c', 'd', 'e', 'a', 'b']);
        expect(ids((await store.list(index, { sort: [{ field: 'date', order: 'desc' }] })).items)).toEqual(['e', 'd', 'c', 'b', 'a']);
      });

      it('pages with limit and offset, reporting the total that matched the filter', async () => {
        const index = await fixtureIndex('page');
        const sort = [{ field: 'date', order: 'asc' as const }];
        const first = await store.list(index, { sort, limit: 2, offset: 0 });
        const second = await store.list(index, { sort, limit: 2, offset: 2 });
        const third = await store.list(index, { sort, limit: 2, offset: 4 });
        expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
        expect([...ids(first.items), ...ids(second.items), ...ids(third.items)]).toEqual(['a', 'b', 'c', 'd', 'e']);
        const filtered = await store.list(index, { filter: [{ field: 'status', eq: 'closed' }], limit: 1, offset: 1 });
        expect(filtered).toEqual({ total: 3, items: [{ id: 'd', doc: fixture[3]?.doc }] });
        expect((await store.list(index, { offset: 10 })).items).toEqual([]);
      });

      it('pages past 10,000 deep (the default Elasticsearch window) to the last document', async () => {
        const index = indexName('page-deep');
        await store.ensureIndex(index, { fields: { n: 'number', status: 'keyword' } });
        const count = 10_050;
        // n has ties (a page's order then goes by id) and a sort on it walks the store's index.
        const many = Array.from({ length: count }, (_, i) => ({ id: `doc-${String(i).padStart(5, '0')}`, doc: { n: i % 1_000, status: i % 2 === 0 ? 'even' : 'odd' } }));
        for (let i = 0; i < many.length; i += 2_000) await store.upsert(index, many.slice(i, i + 2_000));
        const byN = [...many].sort((a, b) => b.doc.n - a.doc.n || (a.id < b.id ? -1 : 1)).map((d) => d.id);
        const sorted = await store.list(index, { sort: [{ field: 'n', order: 'desc' }], limit: 100, offset: 10_000 });
        expect(sorted.total).toBe(count);
        expect(ids(sorted.items)).toEqual(byN.slice(10_000));
        expect(ids((await store.list(index, { limit: 100, offset: 10_020 })).items)).toEqual(many.slice(10_020).map((d) => d.id));
        const odd = await store.list(index, { filter: [{ field: 'status', eq: 'odd' }], sort: [{ field: 'n', order: 'asc' }], limit: 10, offset: 5_020 });
        expect(odd.total).toBe(5_025);
        expect(odd.items).toHaveLength(5);
      });

      it('defaults to 20 items a page', async () => {
        const index = indexName('default-limit');
        await store.ensureIndex(index, { fields: { n: 'number' } });
        await store.upsert(
          index,
          Array.from({ length: 25 }, (_, i) => ({ id: `doc-${String(i).padStart(2, '0')}`, doc: { n: i } })),
        );
        const page = await store.list(index);
        expect(page.total).toBe(25);
        expect(page.items).toHaveLength(20);
        expect(page.items[19]?.id).toBe('doc-19');
      });

      it('rejects filters and sorts on fields that are not in the mapping', async () => {
        const index = await fixtureIndex('unmapped');
        await expect(store.list(index, { filter: [{ field: 'extra', exists: true }] })).rejects.toThrow(/extra/);
        await expect(store.list(index, { sort: [{ field: 'extra', order: 'asc' }] })).rejects.toThrow(/extra/);
        await expect(store.count(index, [{ field: 'nope', eq: 'x' }])).rejects.toThrow(/nope/);
      });
    });

    describe('scan', () => {
      const collect = async (pages: AsyncIterable<Array<{ id: string }>>) => {
        const sizes: number[] = [];
        const seen: string[] = [];
        for await (const page of pages) {
          sizes.push(page.length);
          seen.push(...ids(page));
        }
        return { sizes, seen };
      };

      it('yields every document once, in pages of at most pageSize', async () => {
        const index = await fixtureIndex('scan-all');
        const { sizes, seen } = await collect(store.scan(index, { pageSize: 2 }));
        expect([...seen].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
        expect(sizes.reduce((sum, n) => sum + n, 0)).toBe(5);
      });

      it('applies the filter and returns the stored documents', async () => {
        const index = await fixtureIndex('scan-filter');
        const pages: Array<Array<{ id: string; doc: Record<string, unknown> }>> = [];
        for await (const page of store.scan(index, { filter: [{ field: 'status', eq: 'closed' }, { field: 'severity', gte: 1 }] })) pages.push(page);
        const docs = pages.flat();
        expect(ids(docs).sort()).toEqual(['c', 'd']);
        expect(docs.find((d) => d.id === 'd')?.doc).toMatchObject({ title: 'Endotoxin results', severity: 5 });
      });

      it('yields nothing for an empty index or a filter nothing matches', async () => {
        const empty = indexName('scan-empty');
        await store.ensureIndex(empty, mapping);
        expect((await collect(store.scan(empty))).seen).toEqual([]);
        const index = await fixtureIndex('scan-none');
        expect((await collect(store.scan(index, { filter: [{ field: 'status', eq: 'nothing' }] }))).seen).toEqual([]);
      });

      it('reads past 10,000 documents, every document exactly once', async () => {
        const index = indexName('scan-many');
        await store.ensureIndex(index, { fields: { status: 'keyword' } });
        const count = 10_050;
        const many = Array.from({ length: count }, (_, i) => ({ id: `doc-${String(i).padStart(5, '0')}`, doc: { status: i % 2 === 0 ? 'even' : 'odd' } }));
        for (let i = 0; i < many.length; i += 2_000) await store.upsert(index, many.slice(i, i + 2_000));
        const { seen } = await collect(store.scan(index, { pageSize: 2_000 }));
        expect(seen).toHaveLength(count);
        expect(new Set(seen).size).toBe(count);
        const odd = await collect(store.scan(index, { filter: [{ field: 'status', eq: 'odd' }], pageSize: 2_000 }));
        expect(odd.seen).toHaveLength(5_025);
      });
    });

    describe('lexical', () => {
      /** Six documents that mention "sterile" and one that mentions the rare "endotoxin". */
      async function corpus(hint: string): Promise<string> {
        const index = indexName(hint);
        await store.ensureIndex(index, { fields: { title: 'text', body: 'text', status: 'keyword' } });
        const docs: Array<[string, string, string]> = [
          ['s1', 'Sterile gowning', 'open'],
          ['s2', 'Sterile filtration', 'open'],
          ['s3', 'Sterile area cleaning', 'closed'],
          ['s4', 'Sterile hold times', 'closed'],
          ['x1', 'Endotoxin excursions', 'closed'],
          ['n1', 'Label reconciliation', 'open'],
          ['n2', 'Training records', 'open'],
          ['n3', 'Stability program', 'open'],
          ['n4', 'Calibration schedule', 'open'],
          ['n5', 'Batch record review', 'open'],
        ];
        await store.upsert(
          index,
          docs.map(([id, title, status]) => ({ id, doc: { title, body: `${title} observed during the inspection.`, status } })),
        );
        return index;
      }

      it('ranks the document with the rare matching term first, best first, within k', async () => {
        const index = await corpus('bm25');
        const hits = await store.lexical(index, { text: 'sterile endotoxin', k: 10 });
        expect(hits[0]?.id).toBe('x1');
        expect(ids(hits).sort()).toEqual(['s1', 's2', 's3', 's4', 'x1']);
        for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
        expect(await store.lexical(index, { text: 'sterile endotoxin', k: 2 })).toHaveLength(2);
      });

      it('matches across stemmed forms (investigation / investigated)', async () => {
        const index = await fixtureIndex('stem');
        expect(ids(await store.lexical(index, { text: 'investigated', k: 10 })).sort()).toEqual(['d', 'e']);
        expect(ids(await store.lexical(index, { text: 'INVESTIGATION', k: 10 })).sort()).toEqual(['d', 'e']);
      });

      it('searches every text field', async () => {
        const index = await fixtureIndex('fields');
        // "Filter integrity" is in b's title; "procedures" only in a's body.
        expect(ids(await store.lexical(index, { text: 'integrity', k: 10 }))).toEqual(['b']);
        expect(ids(await store.lexical(index, { text: 'procedures', k: 10 }))).toEqual(['a']);
      });

      it('applies filters before taking the top k', async () => {
        const index = await corpus('filter');
        const hits = await store.lexical(index, { text: 'sterile endotoxin', k: 2, filter: [{ field: 'status', eq: 'open' }] });
        expect(ids(hits).sort()).toEqual(['s1', 's2']);
      });

      it('returns no hits for an empty, punctuation-only or all-stopword query', async () => {
        const index = await corpus('empty');
        expect(await store.lexical(index, { text: '', k: 10 })).toEqual([]);
        expect(await store.lexical(index, { text: '  ?!* ()', k: 10 })).toEqual([]);
        expect(await store.lexical(index, { text: 'the of and', k: 10 })).toEqual([]);
      });

      it('treats query syntax characters as plain text', async () => {
        const index = await corpus('syntax');
        const hits = await store.lexical(index, { text: 'title:endotoxin AND -"sterile* OR NOT (', k: 10 });
        expect(hits[0]?.id).toBe('x1');
      });
    });

    describe('vector', () => {
      it('ranks by cosine similarity, best first, at most k', async () => {
        const index = await fixtureIndex('cosine');
        const hits = await store.vector(index, { vector: [1, 0, 0], k: 3 });
        expect(ids(hits)).toEqual(['a', 'b', 'e']);
        expect(hits[0]?.score).toBeCloseTo(1, 5);
        expect(hits[1]?.score).toBeCloseTo(Math.SQRT1_2, 5);
        expect(hits[2]?.score).toBeCloseTo(0.6, 5);
        const all = await store.vector(index, { vector: [5, 0, 0], k: 10 });
        expect(ids(all)).toEqual(['a', 'b', 'e', 'c', 'd']);
        expect(all[3]?.score).toBeCloseTo(0, 5);
        expect(all[4]?.score).toBeCloseTo(-1, 5);
        expect(all[0]?.doc).toEqual(fixture[0]?.doc);
      });

      it('returns each hit as it is now: a document changed or deleted after a search is read again', async () => {
        const index = await fixtureIndex('fresh');
        const first = await store.vector(index, { vector: [1, 0, 0], k: 2 });
        expect(ids(first)).toEqual(['a', 'b']);
        await store.upsert(index, [{ id: 'a', doc: { ...fixture[0]?.doc, title: 'Rewritten title' }, vector: [1, 0, 0] }]);
        await store.delete(index, ['b']);
        const again = await store.vector(index, { vector: [1, 0, 0], k: 2 });
        expect(ids(again)).toEqual(['a', 'e']);
        expect(again[0]?.doc).toMatchObject({ title: 'Rewritten title' });
        const lexical = await store.lexical(index, { text: 'rewritten', k: 5 });
        expect(lexical.map((hit) => [hit.id, (hit.doc as { title?: string }).title])).toEqual([['a', 'Rewritten title']]);
      });

      it('applies filters before top-k, so k hits come back even when the closest are filtered out', async () => {
        const index = await fixtureIndex('vfilter');
        const hits = await store.vector(index, { vector: [1, 0, 0], k: 2, filter: [{ field: 'status', eq: 'closed' }] });
        expect(ids(hits)).toEqual(['e', 'c']);
        expect(hits[0]?.score).toBeCloseTo(0.6, 5);
        const tagged = await store.vector(index, { vector: [0, 1, 0], k: 5, filter: [{ field: 'tags', eq: 'aseptic' }] });
        expect(ids(tagged)).toEqual(['b', 'a']);
        expect(tagged[0]?.score).toBeCloseTo(Math.SQRT1_2, 5);
      });

      it('applies in-lists on keyword arrays ANDed with other clauses, and sees writes made after a filtered search', async () => {
        const index = await fixtureIndex('vfilter-in');
        const filter = [
          { field: 'tags', in: ['gowning', 'filtration', 'cleaning'] },
          { field: 'status', in: ['open', 'closed'] },
        ];
        // a (gowning), b (filtration) and c (cleaning); d and e carry none of the tags.
        expect(ids(await store.vector(index, { vector: [1, 0, 0], k: 5, filter }))).toEqual(['a', 'b', 'c']);
        expect(ids(await store.vector(index, { vector: [1, 0, 0], k: 5, filter: [...filter, { field: 'status', eq: 'closed' }] }))).toEqual(['c']);
        // b loses its tag, d gains one, a is deleted: the same filter now finds d and c only.
        await store.upsert(index, [{ id: 'b', doc: { title: 'Filter integrity', status: 'open', tags: ['aseptic'] }, vector: [1, 1, 0] }]);
        await store.upsert(index, [{ id: 'd', doc: { title: 'Endotoxin results', status: 'closed', tags: ['cleaning'] }, vector: [-2, 0, 0] }]);
        await store.delete(index, ['a']);
        expect(ids(await store.vector(index, { vector: [1, 0, 0], k: 5, filter }))).toEqual(['c', 'd']);
      });
    });

    describe('aggregations', () => {
      it('count honours the filter', async () => {
        const index = await fixtureIndex('count');
        expect(await store.count(index)).toBe(5);
        expect(await store.count(index, [{ field: 'status', eq: 'closed' }])).toBe(3);
        expect(await store.count(index, [{ field: 'tags', in: ['aseptic', 'capa'] }])).toBe(3);
      });

      it('terms counts array elements per document, most frequent first, ties by key', async () => {
        const index = indexName('terms');
        await store.ensureIndex(index, { fields: { tags: 'keyword', status: 'keyword' } });
        await store.upsert(index, [
          { id: '1', doc: { tags: ['b', 'a'], status: 'open' } },
          // A value repeated within one document counts that document once.
          { id: '2', doc: { tags: ['b', 'c', 'b'], status: 'open' } },
          { id: '3', doc: { tags: 'b', status: 'closed' } },
          { id: '4', doc: { tags: ['c', 'd'], status: 'closed' } },
          { id: '5', doc: { status: 'closed' } },
        ]);
        expect(await store.terms(index, 'tags')).toEqual([
          { key: 'b', count: 3 },
          { key: 'c', count: 2 },
          { key: 'a', count: 1 },
          { key: 'd', count: 1 },
        ]);
        expect(await store.terms(index, 'tags', { size: 2 })).toEqual([
          { key: 'b', count: 3 },
          { key: 'c', count: 2 },
        ]);
        expect(await store.terms(index, 'tags', { filter: [{ field: 'status', eq: 'closed' }] })).toEqual([
          { key: 'b', count: 1 },
          { key: 'c', count: 1 },
          { key: 'd', count: 1 },
        ]);
      });

      it('terms returns at most 10 keys by default', async () => {
        const index = indexName('terms-size');
        await store.ensureIndex(index, { fields: { tag: 'keyword' } });
        await store.upsert(index, Array.from({ length: 12 }, (_, i) => ({ id: String(i), doc: { tag: `t${String(i).padStart(2, '0')}` } })));
        const buckets = await store.terms(index, 'tag');
        expect(buckets).toHaveLength(10);
        expect(buckets[0]).toEqual({ key: 't00', count: 1 });
      });
    });

    it('reports healthy', async () => {
      expect((await store.health()).status).toBe('up');
    });
  });
}
