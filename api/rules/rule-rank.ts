import { contentTerms } from '../../enrich/domain/hybrid-rank.ts';

/**
 * Ranking of rule documents from chunk evidence (SPEC-DECISIONS 26: a hit is a document, its best
 * passage the excerpt). Pure: the search module gathers candidate chunks from lexical (BM25) and
 * vector (cosine) search and passes them in; nothing here does I/O.
 *
 * Per document, three signals, each 0..1 and computed here from the same text and vectors, so
 * the embedded and Elasticsearch adapters rank identically (BM25 values differ between engines
 * and only choose candidates):
 * - semantic: the best chunk's cosine to the query, rescaled from the band all-MiniLM-L6-v2
 *   produces on this corpus (about 0.20 for an unrelated guidance, 0.70 for the passage that
 *   answers the question) to 0..1. Chunks are embedded with their document title and headings,
 *   so the cosine already reads the passage in its document's context;
 * - title: share of the query's content words found in the title (prefix-stemmed) — a guidance
 *   titled with the query's subject is what a reader means by "the guidance on X";
 * - passage: share of the query's content words in the best passage (headings + text), which
 *   rewards the exact regulatory wording embeddings blur.
 * score = weights · signals, clamped to 0..1 and rounded to three decimals.
 *
 * The weights and the semantic band were set on the judged query set (test/search-quality/),
 * where 0.70 and above marks documents judged relevant (the spec's "high confidence"), 0.50–0.70
 * mostly related ones, and 0.25–0.50 partial matches.
 */

export interface ChunkEvidence {
  rule_id: string;
  chunk_id: string;
  /** Cosine of the query vector and the chunk vector (-1..1); null when unknown (never scored by vector). */
  cosine: number | null;
  heading: string;
  text: string;
}

export interface RankedDocument {
  rule_id: string;
  score: number;
  /** The chunk shown as the excerpt: the best passage by the same signals. */
  best_chunk_id: string;
  signals: { semantic: number; title: number; passage: number };
}

export const RANK_SETTINGS = {
  semanticFloor: 0.2,
  semanticCeiling: 0.68,
  weights: { semantic: 0.6, title: 0.2, passage: 0.2 },
} as const;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** A cheap stem: the first five letters, enough to join "monitoring" and "monitored". */
function stem(term: string): string {
  return term.length > 5 ? term.slice(0, 5) : term;
}

/** One matcher per distinct query stem (whole words for short terms, prefixes for long ones). */
export function queryMatchers(query: string): RegExp[] {
  return [...new Set(contentTerms(query).map(stem))].map((s) => new RegExp(s.length >= 5 ? `\\b${s}` : `\\b${s}\\b`, 'i'));
}

/** Share (0..1) of the matchers found in the text. */
export function coverage(matchers: readonly RegExp[], text: string): number {
  if (matchers.length === 0) return 0;
  let found = 0;
  for (const matcher of matchers) if (matcher.test(text)) found += 1;
  return found / matchers.length;
}

/** The semantic signal of a cosine. */
export function semanticSignal(cosine: number | null): number {
  if (cosine === null) return 0;
  return clamp01((cosine - RANK_SETTINGS.semanticFloor) / (RANK_SETTINGS.semanticCeiling - RANK_SETTINGS.semanticFloor));
}

/**
 * Ranks the documents of the candidate chunks, best first (ties by rule_id, so pages are stable).
 * `titles` gives each document's title.
 */
export function rankRuleDocuments(query: string, chunks: readonly ChunkEvidence[], titles: ReadonlyMap<string, string>): RankedDocument[] {
  const matchers = queryMatchers(query);
  const byDocument = new Map<string, ChunkEvidence[]>();
  for (const chunk of chunks) {
    const list = byDocument.get(chunk.rule_id);
    if (list) list.push(chunk);
    else byDocument.set(chunk.rule_id, [chunk]);
  }
  const { weights } = RANK_SETTINGS;
  const ranked: RankedDocument[] = [];
  for (const [ruleId, list] of byDocument) {
    const title = coverage(matchers, titles.get(ruleId) ?? '');
    let best: { chunk: ChunkEvidence; semantic: number; passage: number; value: number } | null = null;
    for (const chunk of list) {
      const semantic = semanticSignal(chunk.cosine);
      const passage = coverage(matchers, `${chunk.heading} ${chunk.text}`);
      const value = weights.semantic * semantic + weights.passage * passage;
      if (!best || value > best.value || (value === best.value && chunk.chunk_id < best.chunk.chunk_id)) best = { chunk, semantic, passage, value };
    }
    if (!best) continue;
    const score = clamp01(best.value + weights.title * title);
    ranked.push({
      rule_id: ruleId,
      score: round3(score),
      best_chunk_id: best.chunk.chunk_id,
      signals: { semantic: round3(best.semantic), title: round3(title), passage: round3(best.passage) },
    });
  }
  return ranked.sort((a, b) => b.score - a.score || (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0));
}

/**
 * Keyword relevance of a document (POST /v1/search): the share of the query's words its title and
 * best passage hold, the title counting double. No vectors are involved.
 */
export function keywordScore(matchers: readonly RegExp[], title: string, passage: string): number {
  return round3(clamp01((2 * coverage(matchers, title) + coverage(matchers, passage) + coverage(matchers, `${title} ${passage}`)) / 4));
}
