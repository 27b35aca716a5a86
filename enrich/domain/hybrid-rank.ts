/**
 * Hybrid ranking: fuses lexical (BM25) and semantic (cosine) evidence into one 0..1 similarity.
 * It lives above the SearchStore port so the embedded and Elasticsearch adapters rank the same
 * way; Elasticsearch's paid `rrf` is not used.
 *
 * similarity = 0.70 · semantic + 0.30 · coverage
 * - semantic: cosine rescaled from the band this model produces (≈0.15 unrelated, ≈0.75 a close
 *   paraphrase) to 0..1, so scores mean the same across queries;
 * - coverage: share of the query's content words found in the document (prefix-stemmed), which
 *   rewards exact regulatory wording ("out of specification") that embeddings blur. With
 *   `weightTermsByRarityAmong` (observation search) each word counts by how few of those
 *   candidates contain it:
 *   on the judged observation set nDCG@10 went from 0.674 to 0.691, mostly on abbreviation and
 *   paraphrase queries whose telling word is rare ("certificate", "integrity", "sporicidal").
 * Semantic evidence carries most weight because 483 text is often OCR'd and paraphrased.
 *
 * BM25 finds lexical candidates but does not score them: its values depend on each engine's
 * analyzer and statistics (SQLite FTS5 with Porter, Elasticsearch with its own), and letting them
 * into the score made the two modes order near-ties differently. Both signals above are computed
 * here, from the same vectors and text, so every adapter ranks identically.
 */

export interface Candidate {
  id: string;
  /** Cosine similarity of query and document vectors (-1..1). */
  cosine: number;
  /** The document's searchable text, for term coverage. */
  text: string;
}

export interface RankedHit {
  id: string;
  similarity: number;
  relevance: 'low' | 'medium' | 'high';
  /** How far the two kinds of evidence agree and are strong: 0..1. */
  confidence: number;
}

const SEMANTIC_FLOOR = 0.15;
const SEMANTIC_CEILING = 0.75;
const WEIGHTS = { semantic: 0.7, coverage: 0.3 } as const;

const STOPWORDS = new Set(
  'a an and are as at be by for from has have in is it its not of on or that the their there this to was were which with without within no'.split(' '),
);

/** Content words of a text, lower-cased, stop words removed. */
export function contentTerms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((term) => term.length > 1 && !STOPWORDS.has(term));
}

/** A cheap stem: the first five letters, enough to join "investigated" and "investigation". */
function stem(term: string): string {
  return term.length > 5 ? term.slice(0, 5) : term;
}

/**
 * A matcher per distinct query stem: a document word matches when it starts with a five-letter
 * stem, or equals a shorter term. Regexes run natively over the text, so scoring a candidate costs a
 * few scans instead of tokenising its whole (often long, OCR'd) text.
 */
function stemMatchers(queryTerms: readonly string[]): RegExp[] {
  return [...new Set(queryTerms.map(stem))].map((s) => new RegExp(s.length >= 5 ? `\\b${s}` : `\\b${s}\\b`, 'i'));
}

/** Share (0..1) of the query's distinct content words that occur in the text. */
export function termCoverage(queryTerms: readonly string[], text: string): number {
  return coverageOf(stemMatchers(queryTerms), text);
}

function coverageOf(matchers: readonly RegExp[], text: string): number {
  if (matchers.length === 0) return 0;
  let found = 0;
  for (const matcher of matchers) if (matcher.test(text)) found += 1;
  return found / matchers.length;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Ranks candidates best first; ties broken by id so pages are stable. */
export function rankHybrid(query: string, candidates: readonly Candidate[], options: { weightTermsByRarityAmong?: ReadonlySet<string> } = {}): RankedHit[] {
  const matchers = stemMatchers(contentTerms(query));
  const matches = candidates.map((candidate) => matchers.map((matcher) => matcher.test(candidate.text)));
  const among = options.weightTermsByRarityAmong;
  const weights = among ? rarityWeights(matches.filter((_, index) => among.has(candidates[index]?.id ?? '')), matchers.length) : matchers.map(() => 1);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  return candidates
    .map((candidate, index) => {
      const semantic = clamp01((candidate.cosine - SEMANTIC_FLOOR) / (SEMANTIC_CEILING - SEMANTIC_FLOOR));
      const found = matches[index] ?? [];
      const coverage = totalWeight === 0 ? 0 : found.reduce((sum, hit, term) => sum + (hit ? (weights[term] ?? 0) : 0), 0) / totalWeight;
      const similarity = clamp01(WEIGHTS.semantic * semantic + WEIGHTS.coverage * coverage);
      // Agreement: strong when both the meaning and the wording point at the document.
      const confidence = clamp01(Math.min(semantic, coverage) * 0.5 + similarity * 0.5);
      return {
        id: candidate.id,
        similarity: round3(similarity),
        relevance: similarity >= 0.6 ? 'high' : similarity >= 0.4 ? 'medium' : 'low',
        confidence: round3(confidence),
      } satisfies RankedHit;
    })
    .sort((a, b) => b.similarity - a.similarity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * A weight per query term from how few of the given candidates contain it (an inverse document
 * frequency over them): a term in nearly every candidate ("testing", "procedures") says little
 * about which one answers, a term in a few ("certificate", "integrity") says much. Callers pass
 * the vector search's candidates, which every search engine finds alike (exact kNN over the same
 * vectors), so the weights, and the order, do not depend on the engine's keyword analyzer.
 */
function rarityWeights(matches: readonly boolean[][], terms: number): number[] {
  const n = matches.length;
  return Array.from({ length: terms }, (_, term) => {
    const df = matches.reduce((count, row) => count + (row[term] ? 1 : 0), 0);
    return Math.log((n + 1) / (df + 0.5));
  });
}
