import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentTerms } from '../../enrich/domain/hybrid-rank.ts';
import { RULES_INDEX, type StoredRuleChunk } from '../../enrich/sinks/rules-index.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { createRuleDocumentTable } from '../../api/rules/rule-documents.ts';
import { searchRules } from '../../api/rules/rule-search.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { type Grade, JUDGED_QUERIES, type JudgedQuery } from './rules-judged-set.ts';
import { tokenCapEnv } from './rules-corpus.ts';

/**
 * Scores rule search on the judged set (rules-judged-set.ts) against a BM25 baseline and prints
 * nDCG@10, recall@10 and MRR for both, per query kind, and how the spec's score bands hold:
 *
 *   node bin/run-ts.js test/search-quality/evaluate-rules.ts [--data DIR] [--verbose] [--max-tokens N]
 *
 * The corpus comes from build-judged-corpus.ts (default data/rules-quality).
 *
 * Metrics: nDCG@10 with gain 2^grade − 1 against the ideal ordering of every judged document;
 * recall@10 = share of documents graded ≥ 2 found in the top 10; MRR = 1 / rank of the first
 * document graded ≥ 2 (0 when none in the top 10).
 *
 * Baseline: plain BM25 (k1 1.2, b 0.75) over whole documents — every chunk's text joined, the
 * title counted three times — on lower-cased words without stop words, with no stemming other
 * than a plural s. It is the "keyword engine" the semantic search must beat.
 */

const K = 10;

export function ndcgAt(ranked: readonly string[], judgments: Readonly<Record<string, Grade>>, k = K): number {
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = ranked.slice(0, k).reduce((sum, id, i) => sum + gain(judgments[id] ?? 0) / Math.log2(i + 2), 0);
  const ideal = (Object.values(judgments) as number[])
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

export function recallAt(ranked: readonly string[], judgments: Readonly<Record<string, Grade>>, k = K): number {
  const relevant = Object.entries(judgments).filter(([, grade]) => grade >= 2).map(([id]) => id);
  if (relevant.length === 0) return 0;
  const top = new Set(ranked.slice(0, k));
  return relevant.filter((id) => top.has(id)).length / relevant.length;
}

export function reciprocalRank(ranked: readonly string[], judgments: Readonly<Record<string, Grade>>, k = K): number {
  const index = ranked.slice(0, k).findIndex((id) => (judgments[id] ?? 0) >= 2);
  return index < 0 ? 0 : 1 / (index + 1);
}

const tokens = (text: string) => contentTerms(text).map((term) => (term.length > 3 && term.endsWith('s') && !term.endsWith('ss') ? term.slice(0, -1) : term));

/** Whole-document BM25 with the title weighted (see the module comment). */
export async function createBm25Baseline(search: SearchStore): Promise<(query: string) => string[]> {
  const docs = new Map<string, { title: string; text: string[] }>();
  for (let offset = 0; ; offset += 2000) {
    const page = await search.list<StoredRuleChunk>(RULES_INDEX, { limit: 2000, offset });
    for (const { doc } of page.items) {
      const entry = docs.get(doc.rule_id) ?? { title: doc.title, text: [] };
      entry.text.push(doc.text);
      docs.set(doc.rule_id, entry);
    }
    if (page.items.length < 2000) break;
  }
  return bm25Ranker([...docs.entries()].map(([id, doc]) => ({ id, text: `${doc.title} ${doc.title} ${doc.title} ${doc.text.join(' ')}` })));
}

/** Plain BM25 (k1 1.2, b 0.75) over the given texts: ids of the matching ones, best first. */
export function bm25Ranker(docs: ReadonlyArray<{ id: string; text: string }>): (query: string) => string[] {
  const index = docs.map((doc) => {
    const terms = tokens(doc.text);
    const tf = new Map<string, number>();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    return { id: doc.id, tf, length: terms.length };
  });
  const df = new Map<string, number>();
  for (const doc of index) for (const term of doc.tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const avgLength = index.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, index.length);
  const n = index.length;
  const k1 = 1.2;
  const b = 0.75;
  return (query: string) => {
    const terms = [...new Set(tokens(query))];
    return index
      .map((doc) => {
        let score = 0;
        for (const term of terms) {
          const f = doc.tf.get(term) ?? 0;
          if (f === 0) continue;
          const idf = Math.log(1 + (n - (df.get(term) ?? 0) + 0.5) / ((df.get(term) ?? 0) + 0.5));
          score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * doc.length) / avgLength));
        }
        return { id: doc.id, score };
      })
      .filter((hit) => hit.score > 0)
      .sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : 1))
      .map((hit) => hit.id);
  };
}

export interface Scores {
  ndcg: number;
  recall: number;
  mrr: number;
}

export function mean(rows: readonly Scores[]): Scores {
  const avg = (key: keyof Scores) => rows.reduce((sum, row) => sum + row[key], 0) / Math.max(1, rows.length);
  return { ndcg: avg('ndcg'), recall: avg('recall'), mrr: avg('mrr') };
}

const fmt = (value: number) => value.toFixed(3);

export async function evaluate(dataDir: string, options: { verbose: boolean; env?: Record<string, string> }): Promise<void> {
  const env = await createTestDeps({ dataDir, env: options.env ?? {} });
  try {
    const { search, embedder } = env.deps;
    const documents = createRuleDocumentTable(search);
    const known = new Set((await documents.documents()).map((doc) => doc.rule_id));
    const missing = JUDGED_QUERIES.flatMap((q) => Object.keys(q.judgments)).filter((id) => !known.has(id));
    if (missing.length > 0) console.warn(`judged documents absent from the corpus: ${[...new Set(missing)].join(', ')}`);
    const bm25 = await createBm25Baseline(search);
    const rows: Array<{ query: JudgedQuery; ours: Scores; base: Scores }> = [];
    const bands = { high: [] as number[], good: [] as number[], partial: [] as number[] };
    for (const query of JUDGED_QUERIES) {
      const hits = await searchRules({ search, embedder, documents }, { query: query.query, filters: {}, limit: K, minScore: 0 });
      const ranked = hits.map((hit) => hit.document.rule_id);
      const baseline = bm25(query.query);
      for (const hit of hits) {
        const grade = query.judgments[hit.document.rule_id] ?? 0;
        if (hit.score >= 0.7) bands.high.push(grade);
        else if (hit.score >= 0.5) bands.good.push(grade);
        else if (hit.score >= 0.25) bands.partial.push(grade);
      }
      const score = (list: string[]) => ({ ndcg: ndcgAt(list, query.judgments), recall: recallAt(list, query.judgments), mrr: reciprocalRank(list, query.judgments) });
      rows.push({ query, ours: score(ranked), base: score(baseline) });
      if (options.verbose) {
        console.log(`\n${query.id} [${query.kind}] ${query.query}   ours nDCG ${fmt(score(ranked).ndcg)} | bm25 ${fmt(score(baseline).ndcg)}`);
        for (const hit of hits.slice(0, 5)) {
          const grade = query.judgments[hit.document.rule_id];
          console.log(`  ${hit.score.toFixed(3)} ${grade === undefined ? '?' : grade} ${hit.document.rule_id.slice(0, 90)}${grade === undefined ? `\n      ${hit.passage.text.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`);
        }
        console.log(`  bm25: ${baseline.slice(0, 3).map((id) => `${query.judgments[id] ?? 0} ${id.slice(0, 60)}`).join(' | ')}`);
      }
    }
    console.log(`\nJudged set: ${rows.length} queries, ${known.size} documents (${dataDir})`);
    console.log('| queries | n | nDCG@10 ours | nDCG@10 BM25 | recall@10 ours | recall@10 BM25 | MRR ours | MRR BM25 |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const kind of ['all', 'abbreviation', 'paraphrase', 'topic'] as const) {
      const subset = rows.filter((row) => kind === 'all' || row.query.kind === kind);
      const ours = mean(subset.map((row) => row.ours));
      const base = mean(subset.map((row) => row.base));
      console.log(`| ${kind} | ${subset.length} | ${fmt(ours.ndcg)} | ${fmt(base.ndcg)} | ${fmt(ours.recall)} | ${fmt(base.recall)} | ${fmt(ours.mrr)} | ${fmt(base.mrr)} |`);
    }
    const band = (grades: number[]) => (grades.length === 0 ? 'none' : `${grades.length} hits, ${Math.round((100 * grades.filter((g) => g >= 2).length) / grades.length)}% graded ≥ 2, ${Math.round((100 * grades.filter((g) => g >= 1).length) / grades.length)}% ≥ 1`);
    console.log(`\nScore bands (top 10 of every query): ≥ 0.70: ${band(bands.high)}; 0.50–0.70: ${band(bands.good)}; 0.25–0.50: ${band(bands.partial)}`);
  } finally {
    await env.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = process.argv.includes('--data') ? resolve(process.argv[process.argv.indexOf('--data') + 1] ?? '') : resolve('data/rules-quality');
  await evaluate(dataDir, { verbose: process.argv.includes('--verbose'), env: tokenCapEnv(process.argv) });
}
