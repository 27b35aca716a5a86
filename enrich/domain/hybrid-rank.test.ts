import { describe, expect, it } from 'vitest';
import { contentTerms, rankHybrid, termCoverage } from './hybrid-rank.ts';

describe('termCoverage', () => {
  it('joins inflections through the prefix stem', () => {
    // query terms: out, specification, results, investigated → 4 stems; all present in the text
    expect(termCoverage(contentTerms('out of specification results not investigated'), 'OOS results (out of specification) lacked an investigation')).toBe(1);
  });
  it('counts the share of distinct query words present', () => {
    // query terms: aseptic, gowning → only "gowning" present
    expect(termCoverage(['aseptic', 'gowning'], 'Gowning qualification was not performed')).toBe(0.5);
  });
  it('matches terms shorter than the stem as whole words only', () => {
    expect(termCoverage(['oos'], 'a boost to oosx')).toBe(0);
    expect(termCoverage(['oos'], 'the OOS result')).toBe(1);
  });
  it('is 0 for a query of stop words only', () => {
    expect(termCoverage(contentTerms('the of and'), 'anything')).toBe(0);
  });
});

describe('rankHybrid', () => {
  it('computes the documented weighted sum', () => {
    // a: semantic = (0.75-0.15)/0.6 = 1; coverage = 1 (both words) → 0.7·1 + 0.3·1 = 1
    // b: semantic = (0.45-0.15)/0.6 = 0.5; coverage 0.5 ("cleaning" only) → 0.7·0.5 + 0.3·0.5 = 0.5
    const ranked = rankHybrid('cleaning validation', [
      { id: 'b', cosine: 0.45, text: 'cleaning records' },
      { id: 'a', cosine: 0.75, text: 'cleaning validation was not done' },
    ]);
    expect(ranked.map((h) => [h.id, h.similarity, h.relevance])).toEqual([
      ['a', 1, 'high'],
      ['b', 0.5, 'medium'],
    ]);
  });

  it('lets semantic evidence rank a paraphrase above a weak keyword match', () => {
    const ranked = rankHybrid('aseptic gowning', [
      { id: 'keyword-only', cosine: 0.1, text: 'aseptic technique posters' },
      { id: 'paraphrase', cosine: 0.65, text: 'operators donned sterile garments improperly' },
    ]);
    expect(ranked[0]?.id).toBe('paraphrase');
  });

  it('keeps every score within 0..1 and orders ties by id', () => {
    const ranked = rankHybrid('x', [
      { id: 'b', cosine: -0.5, text: '' },
      { id: 'a', cosine: -0.5, text: '' },
    ]);
    expect(ranked.map((h) => h.id)).toEqual(['a', 'b']);
    for (const hit of ranked) {
      expect(hit.similarity).toBeGreaterThanOrEqual(0);
      expect(hit.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('with weightTermsByRarityAmong, lets a word few candidates share count for more than a word they all share', () => {
    // "testing" is in all four candidates, "certificate" in one: by share of words the two
    // one-word matches tie; weighted by rarity the "certificate" match ranks first.
    const candidates = [
      { id: 'common-word', cosine: 0.45, text: 'testing was late' },
      { id: 'rare-word', cosine: 0.45, text: 'the certificate was accepted' },
      { id: 'other-1', cosine: 0.2, text: 'testing of water' },
      { id: 'other-2', cosine: 0.2, text: 'testing of air' },
    ];
    const plain = rankHybrid('certificate testing', candidates);
    expect(plain.find((h) => h.id === 'rare-word')?.similarity).toBe(plain.find((h) => h.id === 'common-word')?.similarity);
    const weighted = rankHybrid('certificate testing', [...candidates, { id: 'other-3', cosine: 0.2, text: 'testing of surfaces' }], {
      weightTermsByRarityAmong: new Set(['common-word', 'rare-word', 'other-1', 'other-2', 'other-3']),
    });
    expect(weighted[0]?.id).toBe('rare-word');
    expect(weighted[0]?.similarity).toBeGreaterThan(weighted.find((h) => h.id === 'common-word')?.similarity ?? 1);
  });

  it('with weightTermsByRarityAmong, counts how often a word occurs among the named candidates only', () => {
    // Among a and b "testing" is in one of two, as "certificate" is: equal weights, a tie, even
    // though the unnamed candidates all contain "testing".
    const ranked = rankHybrid(
      'certificate testing',
      [
        { id: 'a', cosine: 0.45, text: 'testing was late' },
        { id: 'b', cosine: 0.45, text: 'the certificate was accepted' },
        { id: 'c', cosine: 0.2, text: 'testing of water' },
        { id: 'd', cosine: 0.2, text: 'testing of air' },
      ],
      { weightTermsByRarityAmong: new Set(['a', 'b']) },
    );
    expect(ranked.find((h) => h.id === 'a')?.similarity).toBe(ranked.find((h) => h.id === 'b')?.similarity);
  });
});
