import { describe, expect, it } from 'vitest';
import { chunkBySize } from './event-bus.kafka.ts';

const record = (key: string, bytes: number) => ({ key, value: 'x'.repeat(bytes - key.length), headers: {} });

describe('chunkBySize', () => {
  it('keeps records in order and every chunk under the limit', () => {
    const records = Array.from({ length: 10 }, (_, i) => record(`k${i}`, 300));
    const chunks = chunkBySize(records, 1000);
    // 300 bytes each: three fit under 1,000, so 3 + 3 + 3 + 1.
    expect(chunks.map((c) => c.length)).toEqual([3, 3, 3, 1]);
    expect(chunks.flat().map((r) => r.key)).toEqual(records.map((r) => r.key));
  });

  it('sends a record larger than the limit alone', () => {
    const chunks = chunkBySize([record('a', 10), record('big', 5000), record('b', 10)], 1000);
    expect(chunks.map((c) => c.map((r) => r.key))).toEqual([['a'], ['big'], ['b']]);
  });

  it('returns no chunks for no records', () => {
    expect(chunkBySize([], 1000)).toEqual([]);
  });
});
