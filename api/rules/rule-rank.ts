import { contentTerms } from '../../enrich/domain/hybrid-rank.ts';

/**
 * Ranking of rule documents from chunk evidence (SPEC-DECISIONS 26: a hit is a document, its best
 * passage the excerpt). Pure: the search module gathers candidate chunks from lexical (BM25) and
 * vector (cosine) search and passes them in; nothing here does I/O.
 *
 * Per document, five signals, each 0..1 and computed here from the same text and vectors, so
 * the embedded and Elasticsearch adapters rank identically (BM25 values differ between engines
 * and only choose candidates):
 * - semantic: the best chunk's cosine to the query, rescaled from the band all-MiniLM-L6-v2
 *   produces on this corpus (about 0.20 for an unrelated guidance, 0.75 for the passage that
 *   answers the question) to 0..1. Chunks are embedded with their document title and headings,
 *   so the cosine already reads the passage in its document's context;
 * - breadth: the second-best chunk's cosine, rescaled alike — a document written about the
 *   question answers it in more than one passage, a document that mentions it once does not;
 * - title: share of the query's content words found in the title (prefix-stemmed) — a guidance
 *   titled with the query's subject is what a reader means by "the guidance on X";
 * - passage: share of the query's content words in the best passage (headings + text), which
 *   rewards the exact regulatory wording embeddings blur;
 * - phrase: share of the query's neighbouring word pairs found together in that passage. GMP
 *   subjects are phrases of common words ("media fill", "change control", "aseptic process
 *   simulation"); word by word they match a user-manual or a computational-modelling guidance as
 *   well as EU GMP Annex 1, and the passage that names the subject is often past the part of the
 *   chunk the vector reads (rule-documents.processor.ts embeds its first 640 characters).
 * raw = weights · signals (at most 1.1). A short query ("DMC charter", "recalls") gets lower
 * cosines from the model than a sentence, even for the document written about it, so the shown
 * score also reads how far a document stands out from the other candidates:
 * lifted = raw + (raw − median raw of the best ten), and score = `calibrate(rawScale · lifted)`,
 * a monotone map that gives the spec's bands their meaning. Both steps keep the order within a
 * query.
 *
 * Weights, the semantic band and the calibration knots were set on the judged query set
 * (test/search-quality/, 81 queries over 146 documents; the phrase signal on 2026-12-06, when the
 * ICH guidelines, EU GMP annexes and 25 GMP questions joined it: nDCG@10 0.872 → 0.892, the GMP
 * questions 0.769 → 0.827), see the README for the figures against whole-document BM25 and for
 * how the bands hold there.
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
  signals: { semantic: number; breadth: number; title: number; passage: number; phrase: number; raw: number };
}

export const RANK_SETTINGS = {
  semanticFloor: 0.2,
  semanticCeiling: 0.75,
  weights: { semantic: 0.4, breadth: 0.2, title: 0.1, passage: 0.2, phrase: 0.2 },
  /** Words allowed between two neighbouring query words for them to count as a phrase ("out-of-specification (OOS) investigations"). */
  phraseGap: 2,
  /** Brings the weighted sum back to the range the calibration knots were set on (weights summing to 0.9). */
  rawScale: 0.9 / 1.1,
  /** How much standing out from the other candidates lifts the shown score. */
  lift: 1,
  /** The best candidates the median is taken over. */
  liftPool: 10,
  /** lifted → shown score: piecewise linear through these points (see the module comment). */
  calibration: [
    [0, 0],
    [0.45, 0.25],
    // Set 2026-12-06 when rule passages came to be embedded from their first ~128 tokens (their
    // cosines run higher): 0.65/0.80 then gave 74 hits at 0.70+ with 82 % graded 2+, and 0.50-0.70
    // hits 32 % related; these knots give 63 hits, 83 % (90 % related), and 48 % related.
    [0.67, 0.5],
    [0.85, 0.7],
    [1.3, 1],
  ],
} as const;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** A cheap stem: the first five letters, enough to join "monitoring" and "monitored". */
function stem(term: string): string {
  return term.length > 5 ? term.slice(0, 5) : term;
}

/**
 * Words of a question that say nothing about its subject ("how should a sponsor…", "does my
 * device need…"): left out of the word signals, so a question and its keywords score alike.
 */
const QUESTION_WORDS = new Set('how what when where which who whom whose why should must shall can could would will may might does do did done need needs my our your we you they it its into about under over than then also any some all much many'.split(' '));

/** The query's subject words, stemmed, in order (question words and stop words left out). */
function queryStems(query: string): string[] {
  return contentTerms(query)
    .filter((term) => !QUESTION_WORDS.has(term))
    .map(stem);
}

/** A regex source matching one stem as a word: a prefix for long stems, the whole word (or its plural) for short ones. */
const stemWord = (s: string) => (s.length >= 5 ? `\\b${s}` : `\\b${s}(?:e?s)?\\b`);

/** One matcher per distinct query stem (prefixes for long terms, whole words or their plurals for short ones). */
export function queryMatchers(query: string): RegExp[] {
  return [...new Set(queryStems(query))].map((s) => new RegExp(stemWord(s), 'i'));
}

/** A pair of neighbouring query words: its matcher and where its two words are among `queryMatchers`. */
interface QueryPair {
  first: number;
  second: number;
  matcher: RegExp;
}

/**
 * One matcher per pair of neighbouring query words, finding them in order with at most
 * `phraseGap` words between: "media fill", "change control" and "aseptic process simulation" name
 * a subject only as a phrase, while each word alone is everywhere ("media" in a user-manual
 * guidance, "simulation" in computational modelling). Empty for a one-word query. Pairs run
 * across the whole query: splitting it into clauses (at dashes and commas) scored the judged set
 * the same and let short generic pairs ("written procedures") pull cross-references to unrelated
 * documents.
 */
export function phraseMatchers(query: string): RegExp[] {
  return queryPairs(query).map((pair) => pair.matcher);
}

function queryPairs(query: string): QueryPair[] {
  const stems = queryStems(query).filter((s, i, all) => i === 0 || s !== all[i - 1]);
  const distinct = [...new Set(stems)];
  const gap = `\\w*(?:\\W+\\w+){0,${RANK_SETTINGS.phraseGap}}?\\W+`;
  return stems.slice(1).map((second, i) => {
    const first = stems[i] as string;
    return { first: distinct.indexOf(first), second: distinct.indexOf(second), matcher: new RegExp(`${stemWord(first)}${gap}${stemWord(second)}`, 'i') };
  });
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

/** The shown score of a lifted weighted sum: monotone, so it never changes the order. */
export function calibrate(raw: number): number {
  const knots = RANK_SETTINGS.calibration;
  for (let i = 1; i < knots.length; i += 1) {
    const [x0, y0] = knots[i - 1] as readonly [number, number];
    const [x1, y1] = knots[i] as readonly [number, number];
    if (raw <= x1) return clamp01(y0 + ((Math.max(raw, x0) - x0) / (x1 - x0)) * (y1 - y0));
  }
  return 1;
}

/**
 * Ranks the documents of the candidate chunks, best first (ties by rule_id, so pages are stable).
 * `titles` gives each document's title.
 */
export function rankRuleDocuments(query: string, chunks: readonly ChunkEvidence[], titles: ReadonlyMap<string, string>): RankedDocument[] {
  const matchers = queryMatchers(query);
  const pairs = queryPairs(query);
  /** Word and phrase signals of a text; a pair is searched for only where both its words are. */
  const wordsOf = (text: string) => {
    const found = matchers.map((matcher) => matcher.test(text));
    const passage = matchers.length === 0 ? 0 : found.filter(Boolean).length / matchers.length;
    // A one-word query is its own phrase: its phrase signal is the word's presence.
    if (pairs.length === 0) return { passage, phrase: passage };
    const together = pairs.filter((pair) => found[pair.first] && found[pair.second] && pair.matcher.test(text)).length;
    return { passage, phrase: together / pairs.length };
  };
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
    let best: { chunk: ChunkEvidence; semantic: number; passage: number; phrase: number; value: number } | null = null;
    for (const chunk of list) {
      const semantic = semanticSignal(chunk.cosine);
      // A chunk that could not reach the best value even with every query word and phrase in it
      // cannot win (nor tie): its word scans, one per query word and pair, are not needed.
      if (best && weights.semantic * semantic + weights.passage + weights.phrase < best.value) continue;
      const text = `${chunk.heading} ${chunk.text}`;
      const { passage, phrase } = wordsOf(text);
      const value = weights.semantic * semantic + weights.passage * passage + weights.phrase * phrase;
      if (!best || value > best.value || (value === best.value && chunk.chunk_id < best.chunk.chunk_id)) best = { chunk, semantic, passage, phrase, value };
    }
    if (!best) continue;
    // The second-best chunk seen; a document seen through one chunk only has no breadth.
    const cosines = list.map((chunk) => chunk.cosine).filter((cosine): cosine is number => cosine !== null).sort((a, b) => b - a);
    const breadth = semanticSignal(cosines[1] ?? null);
    const raw = best.value + weights.title * title + weights.breadth * breadth;
    ranked.push({
      rule_id: ruleId,
      score: 0,
      best_chunk_id: best.chunk.chunk_id,
      signals: { semantic: round3(best.semantic), breadth: round3(breadth), title: round3(title), passage: round3(best.passage), phrase: round3(best.phrase), raw: round3(raw) },
    });
  }
  ranked.sort((a, b) => b.signals.raw - a.signals.raw || (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0));
  const pool = ranked.slice(0, RANK_SETTINGS.liftPool).map((doc) => doc.signals.raw);
  const median = pool.length === 0 ? 0 : ((pool[Math.floor((pool.length - 1) / 2)] as number) + (pool[Math.ceil((pool.length - 1) / 2)] as number)) / 2;
  for (const doc of ranked) doc.score = round3(calibrate(RANK_SETTINGS.rawScale * (doc.signals.raw + RANK_SETTINGS.lift * (doc.signals.raw - median))));
  return ranked;
}

/**
 * Keyword relevance of a document (POST /v1/search): the share of the query's words its title and
 * best passage hold, the title counting double. No vectors are involved.
 */
export function keywordScore(matchers: readonly RegExp[], title: string, passage: string): number {
  return round3(clamp01((2 * coverage(matchers, title) + coverage(matchers, passage) + coverage(matchers, `${title} ${passage}`)) / 4));
}
