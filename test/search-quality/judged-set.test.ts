import { describe, expect, it } from 'vitest';
import { bm25Ranker, ndcgAt, recallAt, reciprocalRank } from './evaluate-rules.ts';
import { OBSERVATION_JUDGED_QUERIES } from './observations-judged-set.ts';
import { JUDGED_CORPUS } from './rules-corpus.ts';
import { JUDGED_QUERIES, type JudgedQuery } from './rules-judged-set.ts';

/** At least 30 queries, 10 of each kind, unique ids, grades 1–3, and a document graded `best` or higher in each. */
function expectWellFormed(queries: readonly JudgedQuery[], best: 2 | 3): void {
  expect(queries.length).toBeGreaterThanOrEqual(30);
  expect(new Set(queries.map((q) => q.id)).size).toBe(queries.length);
  for (const kind of ['abbreviation', 'paraphrase', 'topic']) expect(queries.filter((q) => q.kind === kind).length).toBeGreaterThanOrEqual(10);
  for (const query of queries) {
    expect(Object.values(query.judgments).some((grade) => grade >= best), query.id).toBe(true);
    for (const grade of Object.values(query.judgments)) expect([1, 2, 3]).toContain(grade);
  }
}

describe('the judged rule-search set', () => {
  it('has at least 30 queries of each kind asked, unique ids, a grade-3 document each, grades 1–3', () => {
    expectWellFormed(JUDGED_QUERIES, 3);
  });

  it('judges only documents of its corpus sources', () => {
    const ids = JUDGED_QUERIES.flatMap((q) => Object.keys(q.judgments));
    expect(ids.every((id) => /^(?:fda-guidance|eu-mdcg|ich-guideline|eu-gmp):/.test(id))).toBe(true);
    const mdcg = new Set(JUDGED_CORPUS.mdcgFiles.map((file) => `eu-mdcg:${file.replace(/\.md$/, '')}`));
    for (const id of ids.filter((i) => i.startsWith('eu-mdcg:'))) expect(mdcg.has(id), id).toBe(true);
  });
});

describe('metrics', () => {
  const judgments = { a: 3, b: 2, c: 1 } as const;
  it('nDCG@10 is 1 for the ideal order and lower otherwise', () => {
    expect(ndcgAt(['a', 'b', 'c'], judgments)).toBeCloseTo(1);
    expect(ndcgAt(['c', 'b', 'a'], judgments)).toBeLessThan(1);
    expect(ndcgAt(['x', 'y'], judgments)).toBe(0);
  });
  it('recall@10 counts documents graded 2 or 3; MRR the first of them', () => {
    expect(recallAt(['a', 'x'], judgments)).toBe(0.5);
    expect(reciprocalRank(['c', 'x', 'b'], judgments)).toBeCloseTo(1 / 3);
  });
});

describe('the judged observation-search set', () => {
  it('has at least 30 queries, 10 of each kind, unique ids, a document graded 2 or 3 each, grades 1–3, observation ids only', () => {
    expectWellFormed(OBSERVATION_JUDGED_QUERIES, 2);
    for (const query of OBSERVATION_JUDGED_QUERIES) {
      for (const id of Object.keys(query.judgments)) expect(id, query.id).toMatch(/^483-\d+-\d{8}-\d+$/);
    }
  });
});

describe('bm25Ranker', () => {
  it('ranks the document with the rarer query term first and leaves out documents without any', () => {
    const rank = bm25Ranker([
      { id: 'common', text: 'procedures procedures were not followed' },
      { id: 'rare', text: 'media fill procedures were not followed' },
      { id: 'none', text: 'gowning was inadequate' },
    ]);
    expect(rank('media fill procedures')).toEqual(['rare', 'common']);
  });
});
