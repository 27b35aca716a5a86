import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import { cachedAtIndexVersion } from '../platform/versioned-list.ts';
import type { SharedDocuments } from '../platform/shared-documents.ts';
import type { ResponseCache } from '../platform/response-cache.ts';
import type { Filter, FilterClause, ScoredHit, SearchStore } from '../../infra/search/search-store.port.ts';
import { RULES_INDEX, type StoredRuleChunk } from '../../enrich/sinks/rules-index.ts';
import { type RuleDocumentSummary, type RuleDocumentTable, type SourceId, sourceIdsFor, summaryOf } from './rule-documents.ts';
import { type ChunkEvidence, keywordScore, queryMatchers, rankRuleDocuments } from './rule-rank.ts';
import { readRuleQuery } from './rule-query.ts';

/**
 * Rule search over the `rules` chunk index, answering with documents (SPEC-DECISIONS 26):
 * lexical (BM25) and vector (cosine) candidates under the same filters, ranked per document by
 * rule-rank.ts, each hit carrying its best passage. `keywordSearch` is the lexical-only variant
 * behind `POST /v1/search`.
 */

export interface RuleSearchDeps {
  search: SearchStore;
  embedder: Embedder;
  documents: RuleDocumentTable;
  /**
   * Ranked answers per query and filters, kept while the rules index stays at the same version.
   * Why: a hybrid search costs milliseconds of CPU (BM25 over every matching chunk, cosine over
   * every vector, ranking), and the questions users ask repeat; a version check is one read by id,
   * so a cached answer is never older than the last write to the index. Absent: no caching.
   */
  cache?: ResponseCache;
  /** One passage object per chunk version across the cached answers (api/platform/shared-documents.ts). */
  passages?: SharedDocuments<RulePassage>;
}

/** The best passage of a hit: headings and text of the chunk that matched best. */
export interface RulePassage {
  chunk_index: number;
  heading: string;
  text: string;
}

/** A hit's passage, shared with every cached answer holding the same chunk version. */
function passageOf(deps: Pick<RuleSearchDeps, 'passages'>, hit: ScoredHit<StoredRuleChunk>): RulePassage {
  const passage = { chunk_index: hit.doc.chunk_index, heading: hit.doc.heading, text: hit.doc.text };
  return deps.passages ? deps.passages.share(`${hit.id}\n${hit.doc.content_hash}`, passage) : passage;
}

/** Filters every rule search accepts; all given must hold. */
export interface RuleFilters {
  sources?: readonly SourceId[];
  document_type?: string;
  therapeutic_area?: string;
  /** Inclusive bounds on the date the document took effect (`effective_on`). */
  effective_after?: string;
  effective_before?: string;
  status?: 'draft' | 'final';
}

export interface RuleSearchHit {
  document: RuleDocumentSummary;
  score: number;
  /** The best passage: headings and text of the chunk that matched best. */
  passage: RulePassage;
}

/** Chunks gathered from each of lexical and vector search before ranking. */
const CANDIDATES = 150;
/** Characters of a passage shown as the excerpt. */
const EXCERPT_CHARS = 900;

/** Store clauses for the filters the index maps; the date filter is applied on the document table. */
function storeFilter(filters: RuleFilters): Filter {
  const clauses: FilterClause[] = [];
  if (filters.sources && filters.sources.length > 0) clauses.push({ field: 'source_id', in: sourceIdsFor(filters.sources) });
  if (filters.document_type) clauses.push({ field: 'document_type', eq: filters.document_type });
  if (filters.therapeutic_area) clauses.push({ field: 'therapeutic_area', eq: filters.therapeutic_area });
  if (filters.status) clauses.push({ field: 'status', eq: filters.status });
  return clauses;
}

/** True when a document passes the filters (the date bounds included). */
export function matchesFilters(doc: RuleDocumentSummary, filters: RuleFilters): boolean {
  if (filters.sources && filters.sources.length > 0 && !sourceIdsFor(filters.sources).includes(doc.source_id)) return false;
  if (filters.document_type && doc.document_type !== filters.document_type) return false;
  if (filters.therapeutic_area && !(doc.therapeutic_area ?? []).includes(filters.therapeutic_area)) return false;
  if (filters.status && doc.status !== filters.status) return false;
  if (filters.effective_after || filters.effective_before) {
    if (!doc.effective_on) return false;
    if (filters.effective_after && doc.effective_on < filters.effective_after) return false;
    if (filters.effective_before && doc.effective_on > filters.effective_before) return false;
  }
  return true;
}

/**
 * The excerpt of a hit's passage, computed once per passage object: the cached rankings hand out
 * the same passage objects to every request that repeats a question, and flattening the whitespace
 * of twenty passages on each of them was a fifth of a cached keyword search.
 */
const excerpts = new WeakMap<{ text: string }, string>();
export function passageExcerpt(passage: { text: string }): string {
  let text = excerpts.get(passage);
  if (text === undefined) {
    text = excerpt(passage.text);
    excerpts.set(passage, text);
  }
  return text;
}

/** An excerpt of a passage: whole words, at most EXCERPT_CHARS characters. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_CHARS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function evidence(hit: ScoredHit<StoredRuleChunk>, cosine: number | null): ChunkEvidence {
  return { rule_id: hit.doc.rule_id, chunk_id: hit.id, cosine, heading: hit.doc.heading, text: hit.doc.text };
}

/** The evidence a hybrid search ranks: candidate chunks of the documents passing the filters. */
export interface RuleCandidates {
  /** The query as searched (abbreviations spelled out). */
  text: string;
  chunks: ChunkEvidence[];
  hits: Map<string, ScoredHit<StoredRuleChunk>>;
  documents: Map<string, RuleDocumentSummary>;
}

/**
 * Lexical and vector candidates under the filters. A document found only by its words has its
 * best chunk below the vector top-k: it is scored exactly by a second, filtered vector query, so
 * every candidate document is judged on the same evidence.
 */
export async function gatherRuleCandidates(deps: RuleSearchDeps, request: { query: string; filters: RuleFilters }): Promise<RuleCandidates> {
  await deps.documents.ready();
  const query = readRuleQuery(request.query);
  const filter = storeFilter(request.filters);
  const [vector] = await deps.embedder.embed([query.text]);
  if (!vector) throw new Error('embedder returned no vector for the query');
  const [lexical, semantic] = await Promise.all([
    deps.search.lexical<StoredRuleChunk>(RULES_INDEX, { text: query.text, k: CANDIDATES, filter }),
    deps.search.vector<StoredRuleChunk>(RULES_INDEX, { vector, k: CANDIDATES, filter }),
  ]);
  const chunks = new Map<string, ChunkEvidence>();
  const hits = new Map<string, ScoredHit<StoredRuleChunk>>();
  for (const hit of semantic) {
    chunks.set(hit.id, evidence(hit, hit.score));
    hits.set(hit.id, hit);
  }
  const semanticDocs = new Set(semantic.map((hit) => hit.doc.rule_id));
  const lexicalOnlyDocs = [...new Set(lexical.map((hit) => hit.doc.rule_id))].filter((id) => !semanticDocs.has(id));
  if (lexicalOnlyDocs.length > 0) {
    const extra = await deps.search.vector<StoredRuleChunk>(RULES_INDEX, {
      vector,
      k: lexicalOnlyDocs.length * 4,
      filter: [...filter, { field: 'rule_id', in: lexicalOnlyDocs }],
    });
    for (const hit of extra) {
      chunks.set(hit.id, evidence(hit, hit.score));
      hits.set(hit.id, hit);
    }
  }
  for (const hit of lexical) {
    if (chunks.has(hit.id)) continue;
    // Its cosine is below the document's best chunk (now known), so it can only win on its words.
    chunks.set(hit.id, evidence(hit, null));
    hits.set(hit.id, hit);
  }
  const documents = new Map<string, RuleDocumentSummary>();
  for (const hit of hits.values()) {
    const summary = (await deps.documents.byId(hit.doc.rule_id)) ?? summaryOf(hit.doc);
    if (matchesFilters(summary, request.filters)) documents.set(summary.rule_id, summary);
  }
  return { text: query.text, chunks: [...chunks.values()].filter((chunk) => documents.has(chunk.rule_id)), hits, documents };
}

/**
 * Hybrid search: documents best first with their 0..1 score, at most `limit`, none below `minScore`.
 * `limit` may exceed what a page shows (GET /v1/rules pages through it).
 */
export async function searchRules(deps: RuleSearchDeps, request: { query: string; filters: RuleFilters; limit: number; minScore: number }): Promise<RuleSearchHit[]> {
  // The whole ranking is cached, so every limit and threshold asked of the same query shares it.
  const ranked = await cachedRuleAnswer(deps, 'hybrid', { query: request.query, filters: request.filters }, () => rankAllRules(deps, request));
  return ranked.filter((hit) => hit.score >= request.minScore).slice(0, request.limit);
}

/** Every candidate document of a hybrid search, best first. */
async function rankAllRules(deps: RuleSearchDeps, request: { query: string; filters: RuleFilters }): Promise<RuleSearchHit[]> {
  const candidates = await gatherRuleCandidates(deps, request);
  const titles = new Map([...candidates.documents.values()].map((doc) => [doc.rule_id, doc.title]));
  return rankRuleDocuments(candidates.text, candidates.chunks, titles).map((doc) => {
    const chunk = candidates.hits.get(doc.best_chunk_id) as ScoredHit<StoredRuleChunk>;
    return {
      document: candidates.documents.get(doc.rule_id) as RuleDocumentSummary,
      score: doc.score,
      passage: passageOf(deps, chunk),
    };
  });
}

/**
 * `compute()` answered from the deps' cache when the rules index has not changed since it was
 * computed. The cached lists are shared between callers: they map them, never mutate them.
 */
async function cachedRuleAnswer(deps: Pick<RuleSearchDeps, 'search' | 'cache'>, kind: string, request: object, compute: () => Promise<RuleSearchHit[]>): Promise<RuleSearchHit[]> {
  if (!deps.cache) return compute();
  return cachedAtIndexVersion(deps.search, deps.cache, RULES_INDEX, `${kind}\n${JSON.stringify(request)}`, compute);
}

/**
 * Rule documents related to a text, in the shape of a CFR reference's cross-references: the
 * hybrid ranking, best first, none below `minScore` (the analytics step asks it for every cited
 * number; cli/pipeline.ts wires it, since enrich/ may not import the API).
 */
export function relatedRuleDocuments(deps: RuleSearchDeps, minScore: number) {
  return async (text: string, limit: number) =>
    (await searchRules(deps, { query: text, filters: {}, limit, minScore })).map((hit) => ({
      rule_id: hit.document.rule_id,
      source: hit.document.source_id,
      title: hit.document.title,
      similarity_score: hit.score,
    }));
}

/**
 * Keyword search: BM25 candidates only, one hit per document in the order of its best chunk, scored
 * by the share of the query's words in its title and passage (rule-rank.ts `keywordScore`).
 */
export async function keywordSearch(deps: Omit<RuleSearchDeps, 'embedder'>, request: { query: string; filters: RuleFilters; limit: number }): Promise<RuleSearchHit[]> {
  const ranked = await cachedRuleAnswer(deps, 'keyword', { query: request.query, filters: request.filters }, () => rankKeywordHits(deps, request));
  return ranked.slice(0, request.limit);
}

/** Every keyword candidate document, best first. */
async function rankKeywordHits(deps: Omit<RuleSearchDeps, 'embedder'>, request: { query: string; filters: RuleFilters }): Promise<RuleSearchHit[]> {
  await deps.documents.ready();
  const lexical = await deps.search.lexical<StoredRuleChunk>(RULES_INDEX, { text: request.query, k: CANDIDATES, filter: storeFilter(request.filters) });
  const matchers = queryMatchers(request.query);
  const hits: RuleSearchHit[] = [];
  const seen = new Set<string>();
  for (const hit of lexical) {
    if (seen.has(hit.doc.rule_id)) continue;
    seen.add(hit.doc.rule_id);
    const document = (await deps.documents.byId(hit.doc.rule_id)) ?? summaryOf(hit.doc);
    if (!matchesFilters(document, request.filters)) continue;
    hits.push({
      document,
      score: keywordScore(matchers, document.title, `${hit.doc.heading} ${hit.doc.text}`),
      passage: passageOf(deps, hit),
    });
  }
  // BM25 picks and orders candidates per engine; the shown order is by the engine-independent score, ties kept in BM25 order.
  return hits
    .map((hit, index) => ({ hit, index }))
    .sort((a, b) => b.hit.score - a.hit.score || a.index - b.index)
    .map(({ hit }) => hit);
}
