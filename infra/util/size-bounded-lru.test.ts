import { describe, expect, it } from 'vitest';
import { createSizeBoundedLru } from './size-bounded-lru.ts';

describe('a map bounded by the total size of its values', () => {
  it('drops the least recently used first, a read counting as a use', () => {
    const lru = createSizeBoundedLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 4);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect([lru.count(), lru.total()]).toEqual([2, 8]);
  });

  it('replaces a key without counting it twice, and keeps a lone value over the bound', () => {
    const lru = createSizeBoundedLru<string>(10);
    lru.set('a', 'A', 6);
    lru.set('a', 'A2', 7);
    expect([lru.get('a'), lru.total()]).toEqual(['A2', 7]);
    lru.set('big', 'B', 25);
    expect([lru.get('a'), lru.get('big'), lru.count(), lru.total()]).toEqual([undefined, 'B', 1, 25]);
    lru.delete('big');
    expect([lru.count(), lru.total()]).toEqual([0, 0]);
  });
});
