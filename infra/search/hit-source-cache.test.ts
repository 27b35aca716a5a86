import { describe, expect, it } from 'vitest';
import { createHitSourceCache } from './hit-source-cache.ts';

describe('createHitSourceCache', () => {
  it('answers only for the version it was given', () => {
    const cache = createHitSourceCache(10);
    cache.set('obs.g1', 'o1', 7, 1, { text: 'v7' });
    expect(cache.get('obs.g1', 'o1', 7, 1)).toEqual({ text: 'v7' });
    expect(cache.get('obs.g1', 'o1', 8, 1)).toBeUndefined();
    // A newer version seen once evicts the old copy: it is not answered again.
    expect(cache.get('obs.g1', 'o1', 7, 1)).toBeUndefined();
  });

  it('tells apart the same id in two concrete indices and two primary terms', () => {
    const cache = createHitSourceCache(10);
    cache.set('obs.g1', 'o1', 3, 1, { gen: 1 });
    cache.set('obs.g2', 'o1', 3, 1, { gen: 2 });
    expect(cache.get('obs.g1', 'o1', 3, 1)).toEqual({ gen: 1 });
    expect(cache.get('obs.g2', 'o1', 3, 1)).toEqual({ gen: 2 });
    expect(cache.get('obs.g2', 'o1', 3, 2)).toBeUndefined();
  });

  it('hands out copies: a caller changing a document does not change the cache', () => {
    const cache = createHitSourceCache(10);
    const doc = { tags: ['a'] };
    cache.set('i', 'd', 1, 1, doc);
    doc.tags.push('changed before');
    const first = cache.get('i', 'd', 1, 1) as { tags: string[] };
    first.tags.push('changed after');
    expect(cache.get('i', 'd', 1, 1)).toEqual({ tags: ['a'] });
  });

  it('drops the least recently used entry beyond its bound', () => {
    const cache = createHitSourceCache(2);
    cache.set('i', 'a', 1, 1, { n: 'a' });
    cache.set('i', 'b', 1, 1, { n: 'b' });
    cache.get('i', 'a', 1, 1);
    cache.set('i', 'c', 1, 1, { n: 'c' });
    expect(cache.size()).toBe(2);
    expect(cache.get('i', 'b', 1, 1)).toBeUndefined();
    expect(cache.get('i', 'a', 1, 1)).toEqual({ n: 'a' });
    expect(cache.get('i', 'c', 1, 1)).toEqual({ n: 'c' });
  });
});
