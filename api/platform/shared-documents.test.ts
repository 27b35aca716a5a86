import { describe, expect, it } from 'vitest';
import { createSharedDocuments } from './shared-documents.ts';

describe('createSharedDocuments', () => {
  it('hands back the object first stored under a key, and a new one for a new key', () => {
    const shared = createSharedDocuments<{ text: string }>(10);
    const first = { text: 'v1' };
    expect(shared.share('o1\nh1', first)).toBe(first);
    expect(shared.share('o1\nh1', { text: 'v1' })).toBe(first);
    const changed = { text: 'v2' };
    expect(shared.share('o1\nh2', changed)).toBe(changed);
  });

  it('holds at most maxEntries, dropping the earliest stored', () => {
    const shared = createSharedDocuments<number>(2);
    shared.share('a', 1);
    shared.share('b', 2);
    shared.share('c', 3);
    expect(shared.size()).toBe(2);
    expect(shared.share('a', 10)).toBe(10);
    expect(shared.share('c', 30)).toBe(3);
  });
});
