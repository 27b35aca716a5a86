import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from './content-hash.ts';

describe('contentHash', () => {
  it('ignores key order at every depth', () => {
    expect(contentHash({ a: 1, b: { c: 2, d: [1, { e: 3, f: 4 }] } })).toBe(contentHash({ b: { d: [1, { f: 4, e: 3 }], c: 2 }, a: 1 }));
  });

  it('changes when a value changes or array order changes', () => {
    expect(contentHash({ a: [1, 2] })).not.toBe(contentHash({ a: [2, 1] }));
    expect(contentHash({ a: '1' })).not.toBe(contentHash({ a: 1 }));
  });

  it('is the sha256 of the sorted JSON', () => {
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
    // computed independently: printf '%s' '{"a":2,"b":1}' | sha256sum
    expect(contentHash({ b: 1, a: 2 })).toBe('d3626ac30a87e6f7a6428233b3c68299976865fa5508e4267c5415c76af7a772');
  });
});
