import { describe, expect, it } from 'vitest';
import { citesOneOf, investigateSimilarity } from './investigate.ts';

describe('investigate similarity', () => {
  it('counts a cited paragraph under its section, in any spelling, and nothing else', () => {
    expect(citesOneOf('21 CFR 211.67(a)', ['211.67'])).toBe(true);
    expect(citesOneOf('211.42(c)(10)(iv)', ['21 CFR 211.42(c)(10)(iv)'])).toBe(true);
    expect(citesOneOf('FDCA 501(a)(2)(A)', ['FDCA 501(a)(2)(A)'])).toBe(true);
    expect(citesOneOf('21 CFR 211.6', ['211.67'])).toBe(false);
    expect(citesOneOf('21 CFR 211.670', ['211.67'])).toBe(false);
    expect(citesOneOf('', ['211.67'])).toBe(false);
  });

  it('adds 0.2 for an observation under an applicable regulation, never above 1', () => {
    expect(investigateSimilarity(0.6, true)).toBe(0.8);
    expect(investigateSimilarity(0.6, false)).toBe(0.6);
    expect(investigateSimilarity(0.9, true)).toBe(1);
  });
});
