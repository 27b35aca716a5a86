import { describe, expect, it } from 'vitest';
import kafkajs from 'kafkajs';
import { chunkBySize, isLeadershipChange } from './event-bus.kafka.ts';

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

describe('isLeadershipChange', () => {
  const { KafkaJSConnectionError, KafkaJSProtocolError } = kafkajs;
  // kafkajs builds these from the broker's error code table: an Error carrying type, code and retriable.
  const protocolError = (type: string, code: number) => new KafkaJSProtocolError(Object.assign(new Error(`${type} (test)`), { type, code, retriable: true }));

  it('retries a moving partition leader, also when it is the cause of another error', () => {
    expect(isLeadershipChange(protocolError('NOT_LEADER_FOR_PARTITION', 6))).toBe(true);
    expect(isLeadershipChange(protocolError('LEADER_NOT_AVAILABLE', 5))).toBe(true);
    expect(isLeadershipChange(new Error('listOffsets failed', { cause: protocolError('UNKNOWN_TOPIC_OR_PARTITION', 3) }))).toBe(true);
  });

  it('leaves a lost connection and other protocol errors to the outage path', () => {
    expect(isLeadershipChange(new KafkaJSConnectionError('Connection error: ECONNREFUSED'))).toBe(false);
    expect(isLeadershipChange(protocolError('REQUEST_TIMED_OUT', 7))).toBe(false);
    expect(isLeadershipChange(new Error('plain'))).toBe(false);
  });
});
