import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { bumpIndexVersion, readIndexVersion } from '../../enrich/sinks/index-version.ts';
import { KNOWN_VERSION_MAX_AGE_MS, withVersionReadWindow, withVersionReadsUntilChange, withVersionedReadCache } from './versioned-list.ts';

const INDEX = 'things';
const MAPPING = { fields: { name: 'keyword' as const } };

// Each test gets a fresh embedded store in a folder of its own, with the two indices declared.
let dir: string;
let search: SearchStore;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'regintel-versioned-list-'));
  search = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
  await search.ensureIndex(INDEX, MAPPING);
  await search.ensureIndex('other', MAPPING);
});
afterEach(async () => {
  await search.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('withVersionedReadCache', () => {

  const names = (page: { items: Array<{ doc: { name?: unknown } }> }) => page.items.map((item) => item.doc.name);

  it('answers a repeated listing from the cache while the version stays, and reads the store again after a bump', async () => {
    await search.upsert(INDEX, [{ id: 'a', doc: { name: 'alpha' } }]);
    await bumpIndexVersion(search, INDEX, [['a', 'h1']], '2026-01-01T00:00:00Z');
    const spy = vi.spyOn(search, 'list');
    const cached = withVersionedReadCache(search, [INDEX]);

    expect(names(await cached.list(INDEX, { limit: 10 }))).toEqual(['alpha']);
    expect(names(await cached.list(INDEX, { limit: 10 }))).toEqual(['alpha']);
    expect(spy).toHaveBeenCalledTimes(1);

    await search.upsert(INDEX, [{ id: 'b', doc: { name: 'beta' } }]);
    await bumpIndexVersion(search, INDEX, [['b', 'h2']], '2026-01-01T00:00:01Z');
    expect(names(await cached.list(INDEX, { limit: 10 }))).toEqual(['alpha', 'beta']);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('answers a repeated read by id from the cache while the version stays, a missing document included', async () => {
    await search.upsert(INDEX, [{ id: 'a', doc: { name: 'alpha' } }]);
    await bumpIndexVersion(search, INDEX, [['a', 'h1']], '2026-01-01T00:00:00Z');
    const spy = vi.spyOn(search, 'get');
    const cached = withVersionedReadCache(search, [INDEX]);
    const reads = () => spy.mock.calls.filter(([index]) => index === INDEX).length;

    expect((await cached.get(INDEX, 'a'))?.doc).toEqual({ name: 'alpha' });
    expect((await cached.get(INDEX, 'a'))?.doc).toEqual({ name: 'alpha' });
    expect(await cached.get(INDEX, 'zz')).toBeNull();
    expect(await cached.get(INDEX, 'zz')).toBeNull();
    expect(reads()).toBe(2);

    await search.upsert(INDEX, [{ id: 'a', doc: { name: 'alpha 2' } }, { id: 'zz', doc: { name: 'zulu' } }]);
    await bumpIndexVersion(search, INDEX, [['a', 'h2'], ['zz', 'h3']], '2026-01-01T00:00:01Z');
    expect((await cached.get(INDEX, 'a'))?.doc).toEqual({ name: 'alpha 2' });
    expect((await cached.get(INDEX, 'zz'))?.doc).toEqual({ name: 'zulu' });
    expect(reads()).toBe(4);
  });

  it('keys on the list options: another page or filter is another entry', async () => {
    await search.upsert(INDEX, [{ id: 'a', doc: { name: 'alpha' } }, { id: 'b', doc: { name: 'beta' } }]);
    await bumpIndexVersion(search, INDEX, [['a', 'h1']], '2026-01-01T00:00:00Z');
    const cached = withVersionedReadCache(search, [INDEX]);
    expect(names(await cached.list(INDEX, { limit: 1 }))).toEqual(['alpha']);
    expect(names(await cached.list(INDEX, { limit: 1, offset: 1 }))).toEqual(['beta']);
    expect(names(await cached.list(INDEX, { filter: [{ field: 'name', eq: 'beta' }] }))).toEqual(['beta']);
  });

  it('never caches an index without a version, nor one it was not asked to cache', async () => {
    const cached = withVersionedReadCache(search, [INDEX]);
    await search.upsert(INDEX, [{ id: 'a', doc: { name: 'alpha' } }]);
    expect(names(await cached.list(INDEX))).toEqual(['alpha']);
    await search.upsert(INDEX, [{ id: 'b', doc: { name: 'beta' } }]);
    expect(names(await cached.list(INDEX))).toEqual(['alpha', 'beta']);

    await bumpIndexVersion(search, 'other', [['x', 'h']], '2026-01-01T00:00:00Z');
    await search.upsert('other', [{ id: 'x', doc: { name: 'x' } }]);
    expect(names(await cached.list('other'))).toEqual(['x']);
    await search.upsert('other', [{ id: 'y', doc: { name: 'y' } }]);
    expect(names(await cached.list('other'))).toEqual(['x', 'y']);
  });

  it('passes every other method through to the store', async () => {
    await search.upsert(INDEX, [{ id: 'a', doc: { name: 'alpha' } }]);
    const cached = withVersionedReadCache(search, [INDEX]);
    expect(await cached.count(INDEX)).toBe(1);
    expect((await cached.get(INDEX, 'a'))?.doc).toEqual({ name: 'alpha' });
  });
});

describe('bumpIndexVersion', () => {
  it('never repeats a version, even when a rebuild ends on the same batch', async () => {
    await bumpIndexVersion(search, INDEX, [['a', 'h1']], '2026-01-01T00:00:00Z');
    const first = await readIndexVersion(search, INDEX);
    await bumpIndexVersion(search, INDEX, [['a', 'h1']], '2026-01-01T00:00:00Z');
    const second = await readIndexVersion(search, INDEX);
    expect(first).not.toBe('');
    expect(second).not.toBe(first);
  });
});

describe('withVersionReadWindow', () => {
  beforeEach(async () => {
    await bumpIndexVersion(search, INDEX, [['a', 'h1']], '2026-01-01T00:00:00Z');
  });

  it('reuses a version read for the window, then reads the store again and answers with the version before until that read is in', async () => {
    let clock = 1_000;
    const windowed = withVersionReadWindow(search, 250, () => clock);
    const first = await readIndexVersion(windowed, INDEX);

    await bumpIndexVersion(search, INDEX, [['b', 'h2']], '2026-01-01T00:00:01Z');
    const spy = vi.spyOn(search, 'get');
    clock += 249;
    expect(await readIndexVersion(windowed, INDEX)).toBe(first);
    expect(spy).not.toHaveBeenCalled();

    clock += 1;
    expect(await readIndexVersion(windowed, INDEX)).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = await readIndexVersion(windowed, INDEX);
    expect(second).not.toBe(first);
    expect(second).toBe(await readIndexVersion(search, INDEX));
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('waits for the new read when the version it read last is older than the maximum age', async () => {
    let clock = 1_000;
    const windowed = withVersionReadWindow(search, 250, () => clock);
    const first = await readIndexVersion(windowed, INDEX);
    await bumpIndexVersion(search, INDEX, [['b', 'h2']], '2026-01-01T00:00:01Z');
    clock += KNOWN_VERSION_MAX_AGE_MS;
    const second = await readIndexVersion(windowed, INDEX);
    expect(second).not.toBe(first);
    expect(second).toBe(await readIndexVersion(search, INDEX));
  });

  it('shares one read between concurrent callers, and keeps each index apart', async () => {
    const windowed = withVersionReadWindow(search, 250, () => 0);
    const spy = vi.spyOn(search, 'get');
    const versions = await Promise.all([readIndexVersion(windowed, INDEX), readIndexVersion(windowed, INDEX), readIndexVersion(windowed, 'other')]);
    expect(versions[0]).toBe(versions[1]);
    expect(versions[2]).toBe('');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('never holds on to a failed read, nor to reads of other documents', async () => {
    const windowed = withVersionReadWindow(search, 250, () => 0);
    const spy = vi.spyOn(search, 'get').mockRejectedValueOnce(new Error('store down'));
    await expect(readIndexVersion(windowed, INDEX)).rejects.toThrow('store down');
    expect(await readIndexVersion(windowed, INDEX)).not.toBe('');

    await search.upsert(INDEX, [{ id: 'doc', doc: { name: 'alpha' } }]);
    expect((await windowed.get(INDEX, 'doc'))?.doc).toEqual({ name: 'alpha' });
    await search.upsert(INDEX, [{ id: 'doc', doc: { name: 'beta' } }]);
    expect((await windowed.get(INDEX, 'doc'))?.doc).toEqual({ name: 'beta' });
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it('is the store itself with a window of 0', () => {
    expect(withVersionReadWindow(search, 0)).toBe(search);
  });
});

describe('withVersionReadsUntilChange', () => {
  /** Writes are seen from the next turn of the event loop (the token is read once per turn). */
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(async () => {
    await bumpIndexVersion(search, INDEX, [['a', 'h1']], '2026-01-01T00:00:00Z');
  });

  it('reads a version from the store once while nothing is written, and keeps reads of other documents out', async () => {
    const kept = withVersionReadsUntilChange(search);
    const spy = vi.spyOn(search, 'get');
    const first = await readIndexVersion(kept, INDEX);
    expect(await readIndexVersion(kept, INDEX)).toBe(first);
    await nextTurn();
    expect(await readIndexVersion(kept, INDEX)).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    await kept.get(INDEX, 'doc');
    await kept.get(INDEX, 'doc');
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('sees at once a version bumped through this connection or through another one (another process)', async () => {
    const kept = withVersionReadsUntilChange(search);
    const first = await readIndexVersion(kept, INDEX);
    await bumpIndexVersion(search, INDEX, [['b', 'h2']], '2026-01-01T00:00:01Z');
    await nextTurn();
    const second = await readIndexVersion(kept, INDEX);
    expect(second).not.toBe(first);
    expect(second).toBe(await readIndexVersion(search, INDEX));

    const otherProcess = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
    try {
      await bumpIndexVersion(otherProcess, INDEX, [['c', 'h3']], '2026-01-01T00:00:02Z');
      await nextTurn();
      const third = await readIndexVersion(kept, INDEX);
      expect(third).not.toBe(second);
      expect(third).toBe(await readIndexVersion(otherProcess, INDEX));
    } finally {
      await otherProcess.close();
    }
  });

  it('calls a method replaced on the store after the view was made (a spy), not the one it first bound', async () => {
    const kept = withVersionReadsUntilChange(search);
    await kept.count(INDEX);
    const spy = vi.spyOn(search, 'count').mockResolvedValue(42);
    expect(await kept.count(INDEX)).toBe(42);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('is the store itself when the store has no change token (Elasticsearch)', () => {
    const withoutToken = new Proxy(search, { get: (target, name, receiver) => (name === 'changeToken' ? undefined : (Reflect.get(target, name, receiver) as unknown)) });
    expect(withVersionReadsUntilChange(withoutToken)).toBe(withoutToken);
  });
});
