import { describe, expect, it } from 'vitest';
import { regimeOfCfrPart } from '../../graph/knowledge/regulation-maps.schema.ts';
import { productTypesOfPart } from './cfr-parts.ts';

describe('productTypesOfPart', () => {
  it.each([
    [211, ['drug']],
    [314, ['drug']],
    [610, ['drug']],
    [820, ['device']],
    [812, ['device']],
    [117, ['food']],
    [111, ['supplement', 'food']],
    [50, ['drug', 'food', 'device']],
    [11, ['drug', 'food', 'device']],
    [1271, []],
  ])('Part %i applies to %j', (part, expected) => {
    expect(productTypesOfPart(part)).toEqual(expected);
  });
});

describe('regimeOfCfrPart (the regime the rules processor records)', () => {
  it('puts the issue’s GMP parts in gmp and its GCP/BIMO parts in gcp', () => {
    expect([210, 211, 600, 606, 640, 680, 820, 111, 117].map(regimeOfCfrPart)).toEqual(Array(9).fill('gmp'));
    expect([11, 50, 56, 312, 812].map(regimeOfCfrPart)).toEqual(Array(5).fill('gcp'));
    expect([101, 314, 803, 1271].map(regimeOfCfrPart)).toEqual(Array(4).fill(undefined));
  });
});
