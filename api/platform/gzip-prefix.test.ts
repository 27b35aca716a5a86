import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type GzipPrefix, compressPrefix, gzipWithPrefix } from './gzip-prefix.ts';

/** The chunks `gzipWithPrefix` answers, joined as they go out on the wire. */
const gzipOf = (prefix: GzipPrefix, tail: Buffer) => Buffer.concat(gzipWithPrefix(prefix, tail));

/** JSON-like text that compresses the way an answer does (repeated keys, varied values). */
const answerLike = (items: number) => JSON.stringify({ sections: Array.from({ length: items }, (_, i) => ({ section: `${i}.1`, text: `Section ${i} requires procedures for cleaning of equipment ${i * 7}.` })) });

describe('gzipWithPrefix', () => {
  it('is a gzip member that zlib decodes to the prefix followed by the tail', () => {
    const prefix = Buffer.from(answerLike(2000).slice(0, -1), 'utf8');
    const tail = Buffer.from(',"response_metadata":{"function_request_id":"req_1","cache_status":"hit"}}', 'utf8');
    const gzip = gzipOf(compressPrefix(prefix), tail);
    expect(gunzipSync(gzip).equals(Buffer.concat([prefix, tail]))).toBe(true);
    expect(JSON.parse(gunzipSync(gzip).toString('utf8')).response_metadata.function_request_id).toBe('req_1');
    // The prefix is compressed; the answer on the wire is a fraction of the JSON.
    expect(gzip.byteLength).toBeLessThan((prefix.byteLength + tail.byteLength) / 4);
  });

  it('reuses one compressed prefix for many tails, each decoding to its own bytes', () => {
    const compressed = compressPrefix(Buffer.from('{"a":1', 'utf8'));
    for (const id of ['r1', 'r22', 'r333']) {
      expect(gunzipSync(gzipOf(compressed, Buffer.from(`,"id":"${id}"}`, 'utf8'))).toString('utf8')).toBe(`{"a":1,"id":"${id}"}`);
    }
  });

  it('holds an empty prefix, an empty tail, and a tail longer than one stored block (65,535 bytes)', () => {
    const noise = randomBytes(150_000);
    expect(gunzipSync(gzipOf(compressPrefix(Buffer.alloc(0)), Buffer.from('{}'))).toString()).toBe('{}');
    expect(gunzipSync(gzipOf(compressPrefix(Buffer.from('{}')), Buffer.alloc(0))).toString()).toBe('{}');
    const long = gzipOf(compressPrefix(Buffer.from('head')), noise);
    expect(gunzipSync(long).equals(Buffer.concat([Buffer.from('head'), noise]))).toBe(true);
  });

  it('has a trailer zlib checks: a corrupted tail byte fails the CRC', () => {
    const gzip = gzipOf(compressPrefix(Buffer.from('{"a":1')), Buffer.from(',"b":2}'));
    const corrupted = Buffer.from(gzip);
    // The tail is stored, so its bytes sit just before the 8-byte trailer.
    corrupted[corrupted.byteLength - 10] = 0x41;
    expect(() => gunzipSync(corrupted)).toThrow();
  });

  it('hands back the compressed prefix itself, not a copy of it', () => {
    const compressed = compressPrefix(Buffer.from(answerLike(100), 'utf8'));
    expect(gzipWithPrefix(compressed, Buffer.from('}')).includes(compressed.deflated)).toBe(true);
  });
});
