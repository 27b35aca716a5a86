import { describe, expect, it } from 'vitest';
import { approximateChars, createHitSourceCache } from './hit-source-cache.ts';

describe('createHitSourceCache', () => {
  it('answers only for the version it was given', () => {
    const cache = createHitSourceCache(1_000);
    cache.set('obs.g1', 'o1', 7, 1, { text: 'v7' });
    expect(cache.get('obs.g1', 'o1', 7, 1)).toEqual({ text: 'v7' });
    expect(cache.get('obs.g1', 'o1', 8, 1)).toBeUndefined();
    // A newer version seen once evicts the old copy: it is not answered again.
    expect(cache.get('obs.g1', 'o1', 7, 1)).toBeUndefined();
  });

  it('tells apart the same id in two concrete indices and two primary terms', () => {
    const cache = createHitSourceCache(1_000);
    cache.set('obs.g1', 'o1', 3, 1, { gen: 1 });
    cache.set('obs.g2', 'o1', 3, 1, { gen: 2 });
    expect(cache.get('obs.g1', 'o1', 3, 1)).toEqual({ gen: 1 });
    expect(cache.get('obs.g2', 'o1', 3, 1)).toEqual({ gen: 2 });
    expect(cache.get('obs.g2', 'o1', 3, 2)).toBeUndefined();
  });

  it('shares one frozen document: a caller cannot change what the next one reads', () => {
    const cache = createHitSourceCache(1_000);
    cache.set('i', 'd', 1, 1, { tags: ['a'] });
    const first = cache.get('i', 'd', 1, 1) as { tags: string[] };
    expect(() => first.tags.push('changed')).toThrow(TypeError);
    expect(cache.get('i', 'd', 1, 1)).toBe(first);
    expect(first).toEqual({ tags: ['a'] });
  });

  it('counts the characters of keys and strings, and a few for every other value', () => {
    // 8 (object) + 'text'(4) + 'abc'(3) + 'n'(1) + 8 (number) + 'tags'(4) + 8 (array) + '0'(1) + 'x'(1)
    expect(approximateChars({ text: 'abc', n: 1, tags: ['x'] })).toBe(38);
  });

  it('drops the least recently used entries beyond its character bound', () => {
    // Each document is 8 + 1 + 1 = 10 characters: the bound holds two.
    const cache = createHitSourceCache(25);
    cache.set('i', 'a', 1, 1, { n: 'a' });
    cache.set('i', 'b', 1, 1, { n: 'b' });
    cache.get('i', 'a', 1, 1);
    cache.set('i', 'c', 1, 1, { n: 'c' });
    expect(cache.size()).toBe(2);
    expect(cache.chars()).toBe(20);
    expect(cache.get('i', 'b', 1, 1)).toBeUndefined();
    expect(cache.get('i', 'a', 1, 1)).toEqual({ n: 'a' });
    expect(cache.get('i', 'c', 1, 1)).toEqual({ n: 'c' });
  });
});
