import { describe, expect, it } from 'vitest';
import { type ChunkEvidence, RANK_SETTINGS, calibrate, coverage, keywordScore, phraseMatchers, queryMatchers, rankRuleDocuments, semanticSignal } from './rule-rank.ts';

const chunk = (rule_id: string, index: number, cosine: number | null, text: string, heading = ''): ChunkEvidence => ({ rule_id, chunk_id: `${rule_id}#${index}`, cosine, heading, text });

describe('rankRuleDocuments', () => {
  const titles = new Map([
    ['dmc', 'Establishment and Operation of Clinical Trial Data Monitoring Committees'],
    ['laser', 'Laser Products - Conformance with IEC 60825-1'],
  ]);

  it('returns one hit per document, its best chunk as the passage, best document first', () => {
    const ranked = rankRuleDocuments('data monitoring committee charter', [
      chunk('dmc', 0, 0.62, 'Introduction to the guidance.'),
      chunk('dmc', 7, 0.74, 'The DMC charter should describe the committee’s procedures.', 'Data Monitoring Committee Charter'),
      chunk('laser', 2, 0.21, 'Laser products shall comply with the performance standard.'),
    ], titles);
    expect(ranked.map((doc) => doc.rule_id)).toEqual(['dmc', 'laser']);
    expect(ranked[0]).toMatchObject({ best_chunk_id: 'dmc#7' });
    expect(ranked[0]!.score).toBeGreaterThanOrEqual(0.7);
    expect(ranked[1]!.score).toBeLessThan(0.25);
  });

  it('scores within 0..1 and breaks ties by rule id', () => {
    const ranked = rankRuleDocuments('anything', [chunk('b', 0, 0.3, 'x'), chunk('a', 0, 0.3, 'x')], new Map());
    expect(ranked.map((doc) => doc.rule_id)).toEqual(['a', 'b']);
    for (const doc of ranked) {
      expect(doc.score).toBeGreaterThanOrEqual(0);
      expect(doc.score).toBeLessThanOrEqual(1);
    }
  });

  it('still lets a closer chunk with the words beat a closer-still chunk without them, after passing over chunks that cannot win', () => {
    const { semanticFloor, semanticCeiling } = RANK_SETTINGS;
    const cosineFor = (signal: number) => semanticFloor + signal * (semanticCeiling - semanticFloor);
    // Values: #0 semantic 1.0, no words (0.40); #1 semantic 0.6, every word and pair (0.64); #2 (0.60) and #3 (0.40) cannot reach it.
    const ranked = rankRuleDocuments('container closure integrity', [
      chunk('d', 0, cosineFor(1), 'unrelated words'),
      chunk('d', 1, cosineFor(0.6), 'container closure integrity testing'),
      chunk('d', 2, cosineFor(0.5), 'container closure integrity once more'),
      chunk('d', 3, null, 'container closure integrity by the words alone'),
    ], new Map([['d', 'Stability']]));
    expect(ranked[0]!.best_chunk_id).toBe('d#1');
    expect(ranked[0]!.signals.passage).toBe(1);
    expect(ranked[0]!.signals.semantic).toBeCloseTo(0.6, 3);
  });

  it('puts the document naming the subject as a phrase before one holding its words apart, at a lower cosine', () => {
    const ranked = rankRuleDocuments('aseptic process simulation', [
      chunk('annex', 4, 0.35, 'Aseptic process simulation (APS) should be repeated at least twice a year per line.'),
      chunk('model', 9, 0.4, 'Computational simulation of the manufacturing process; aseptic technique is covered elsewhere.'),
    ], new Map([['annex', 'Manufacture of Sterile Medicinal Products'], ['model', 'Computational Modeling']]));
    expect(ranked.map((doc) => doc.rule_id)).toEqual(['annex', 'model']);
    expect(ranked[0]!.signals.phrase).toBe(1);
    expect(ranked[1]!.signals.phrase).toBe(0);
    expect(ranked[1]!.signals.passage).toBe(1);
  });

  it('lets a chunk without a known cosine win only on its words', () => {
    const ranked = rankRuleDocuments('container closure integrity', [chunk('d', 0, 0.3, 'unrelated words'), chunk('d', 1, null, 'container closure integrity testing')], new Map([['d', 'Stability']]));
    expect(ranked[0]!.best_chunk_id).toBe('d#1');
  });
});

describe('calibrate', () => {
  it('is monotone, maps 0 to 0 and the top of the raw range to 1', () => {
    const raws = Array.from({ length: 101 }, (_, i) => i / 100);
    const shown = raws.map(calibrate);
    expect(shown[0]).toBe(0);
    expect(calibrate(1.3)).toBe(1);
    for (let i = 1; i < shown.length; i += 1) expect(shown[i]!).toBeGreaterThanOrEqual(shown[i - 1]!);
  });
});

describe('signals', () => {
  it('rescales cosines from the model band to 0..1', () => {
    expect(semanticSignal(RANK_SETTINGS.semanticFloor)).toBe(0);
    expect(semanticSignal(RANK_SETTINGS.semanticCeiling)).toBe(1);
    expect(semanticSignal(null)).toBe(0);
    expect(semanticSignal(-0.2)).toBe(0);
  });

  it('counts query words by prefix stem, ignoring stop words', () => {
    const matchers = queryMatchers('the monitoring of investigations');
    expect(matchers).toHaveLength(2);
    expect(coverage(matchers, 'Monitored clinical investigation sites')).toBe(1);
    expect(coverage(matchers, 'nothing relevant')).toBe(0);
  });

  it('finds neighbouring query words in order, a couple of words apart at most', () => {
    const pairs = phraseMatchers('media fill');
    expect(pairs).toHaveLength(1);
    for (const text of ['Media fills are repeated', 'the media-fill results', 'MEDIA FILL']) expect(coverage(pairs, text), text).toBe(1);
    expect(coverage(pairs, 'fill the media')).toBe(0);
    expect(coverage(pairs, 'acceptable media for electronic product user manuals, then fill in the form')).toBe(0);
    // "out of specification investigation" against "Out-of-specification (OOS) investigations": both pairs, one word apart.
    expect(coverage(phraseMatchers('out of specification investigation'), 'Out-of-specification (OOS) investigations are not normally needed')).toBe(1);
    expect(phraseMatchers('recalls')).toEqual([]);
  });

  it('keyword score counts the title double', () => {
    const matchers = queryMatchers('electronic signatures');
    expect(keywordScore(matchers, 'Electronic Records; Electronic Signatures', 'other')).toBeGreaterThan(keywordScore(matchers, 'Other', 'electronic signatures'));
  });
});
