import { describe, expect, it } from 'vitest';
import { mostCommon, tally, topCounts, topKeys } from './tallies.ts';

describe('top lists', () => {
  it('orders by count, then breaks ties alphabetically', () => {
    const counts = tally(['b', 'a', 'c', 'b', 'a', 'c', 'c']); // a 2, b 2, c 3
    expect(topCounts(counts)).toEqual([
      { key: 'c', count: 3 },
      { key: 'a', count: 2 },
      { key: 'b', count: 2 },
    ]);
    expect(topKeys(counts, 2)).toEqual(['c', 'a']);
  });

  it('picks the most common non-empty value, ties to the first alphabetically', () => {
    expect(mostCommon(['Investigations', null, 'Complaints', ' ', 'Complaints', 'Investigations'])).toBe('Complaints');
    expect(mostCommon([null, undefined, ''])).toBeNull();
  });
});
