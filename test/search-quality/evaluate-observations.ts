import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import type { StoredObservation } from '../../api/inspections/facility-queries.ts';
import { searchObservations } from '../../api/inspections/observation-search.ts';
import { ObservationSearchRequest } from '../../api/inspections/search-observations.schema.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { type Scores, bm25Ranker, mean, ndcgAt, recallAt, reciprocalRank } from './evaluate-rules.ts';
import { OBSERVATION_JUDGED_QUERIES } from './observations-judged-set.ts';

/**
 * Scores observation search (document 2) on its judged set (observations-judged-set.ts) against a
 * BM25 baseline over the observation texts, and prints nDCG@10, recall@10 and MRR for both, per
 * query kind, and how the spec's similarity bands hold:
 *
 *   node bin/run-ts.js test/search-quality/evaluate-observations.ts --data DIR [--verbose]
 *
 * DIR is a data folder `npm start` (embedded) filled from the mirror: the judged set grades the
 * mirror's 391 observations. Requests go through `searchObservations` exactly as the route sends
 * them (query expansion on, the default), 10 results each. Metrics as in evaluate-rules.ts.
 */

const K = 10;
const fmt = (value: number) => value.toFixed(3);

export interface ObservationQualityRow {
  kind: 'all' | 'abbreviation' | 'paraphrase' | 'topic';
  n: number;
  ours: Scores;
  bm25: Scores;
}

export async function evaluateObservations(dataDir: string, options: { verbose?: boolean } = {}): Promise<{ rows: ObservationQualityRow[]; bands: string; corpus: number }> {
  const env = await createTestDeps({ dataDir });
  try {
    const { search, embedder } = env.deps;
    const docs: Array<{ id: string; text: string }> = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await search.list<StoredObservation>(OBSERVATIONS_INDEX, { limit: 1000, offset });
      docs.push(...page.items.map(({ doc }) => ({ id: doc.observation_id, text: doc.observation_text })));
      if (page.items.length < 1000) break;
    }
    const known = new Set(docs.map((doc) => doc.id));
    const missing = OBSERVATION_JUDGED_QUERIES.flatMap((q) => Object.keys(q.judgments)).filter((id) => !known.has(id));
    if (missing.length > 0) console.warn(`judged observations absent from ${dataDir}: ${[...new Set(missing)].length} (e.g. ${missing[0]})`);
    const bm25 = bm25Ranker(docs);
    const scored: Array<{ kind: ObservationQualityRow['kind']; ours: Scores; bm25: Scores }> = [];
    const bands = { high: [] as number[], good: [] as number[], partial: [] as number[] };
    for (const query of OBSERVATION_JUDGED_QUERIES) {
      const answer = await searchObservations({ search, embedder }, ObservationSearchRequest.parse({ query: query.query, top_k: K }), performance.now());
      const ranked = answer.results.map((hit) => hit.observation_id);
      for (const hit of answer.results) {
        const grade = query.judgments[hit.observation_id] ?? 0;
        if (hit.similarity_score >= 0.7) bands.high.push(grade);
        else if (hit.similarity_score >= 0.5) bands.good.push(grade);
        else bands.partial.push(grade);
      }
      const baseline = bm25(query.query);
      const score = (list: readonly string[]) => ({ ndcg: ndcgAt(list, query.judgments), recall: recallAt(list, query.judgments), mrr: reciprocalRank(list, query.judgments) });
      scored.push({ kind: query.kind, ours: score(ranked), bm25: score(baseline) });
      if (options.verbose) {
        console.log(`\n${query.id} [${query.kind}] ${query.query}   ours nDCG ${fmt(score(ranked).ndcg)} | bm25 ${fmt(score(baseline).ndcg)}`);
        for (const hit of answer.results.slice(0, 5)) console.log(`  ${hit.similarity_score.toFixed(3)} ${query.judgments[hit.observation_id] ?? 0} ${hit.observation_id}`);
        console.log(`  bm25: ${baseline.slice(0, 5).map((id) => `${query.judgments[id] ?? 0} ${id}`).join(' | ')}`);
      }
    }
    const rows = (['all', 'abbreviation', 'paraphrase', 'topic'] as const).map((kind) => {
      const subset = scored.filter((row) => kind === 'all' || row.kind === kind);
      return { kind, n: subset.length, ours: mean(subset.map((row) => row.ours)), bm25: mean(subset.map((row) => row.bm25)) };
    });
    const band = (grades: number[]) => (grades.length === 0 ? 'none' : `${grades.length} hits, ${Math.round((100 * grades.filter((g) => g >= 2).length) / grades.length)}% graded ≥ 2, ${Math.round((100 * grades.filter((g) => g >= 1).length) / grades.length)}% ≥ 1`);
    return { rows, bands: `≥ 0.70: ${band(bands.high)}; 0.50–0.70: ${band(bands.good)}; below 0.50: ${band(bands.partial)}`, corpus: docs.length };
  } finally {
    await env.close();
  }
}

/** The table and bands as the scorecard prints them. */
export function formatObservationQuality(result: Awaited<ReturnType<typeof evaluateObservations>>): string {
  const lines = [
    `Judged set: ${OBSERVATION_JUDGED_QUERIES.length} queries over ${result.corpus} observations`,
    '| queries | n | nDCG@10 ours | nDCG@10 BM25 | recall@10 ours | recall@10 BM25 | MRR ours | MRR BM25 |',
    '|---|---|---|---|---|---|---|---|',
    ...result.rows.map((row) => `| ${row.kind} | ${row.n} | ${fmt(row.ours.ndcg)} | ${fmt(row.bm25.ndcg)} | ${fmt(row.ours.recall)} | ${fmt(row.bm25.recall)} | ${fmt(row.ours.mrr)} | ${fmt(row.bm25.mrr)} |`),
    `Similarity bands (top 10 of every query): ${result.bands}`,
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--data');
  if (at < 0 || !process.argv[at + 1]) {
    console.error('usage: evaluate-observations.ts --data DIR (a data folder `npm start` filled from the mirror)');
    process.exit(2);
  }
  const result = await evaluateObservations(resolve(process.argv[at + 1] ?? ''), { verbose: process.argv.includes('--verbose') });
  console.log(`\n${formatObservationQuality(result)}`);
}
