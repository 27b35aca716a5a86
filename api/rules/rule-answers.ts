import type { StoredRuleChunk } from '../../enrich/sinks/rules-index.ts';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';
import { invalidField, notFound } from '../platform/errors.ts';
import { elapsedMs, paginationOf } from '../inspections/common.ts';
import { type RuleDocumentSummary, summaryOf } from './rule-documents.ts';
import { type RuleFilters, type RuleSearchDeps, type RuleSearchHit, keywordSearch, matchesFilters, passageExcerpt, searchRules } from './rule-search.ts';
import { type AdvancedSearchRequest, KEYWORD_MAX_OFFSET, type RulesListQuery, type SemanticSearchRequest } from './rules.schema.ts';

/**
 * The answers of the rule routes, as plain functions over the search deps (the routes only
 * declare them): hits mapped to the spec's shapes A and B, listings in the generic envelope.
 */

interface Envelope {
  requestId: string;
  startedAt: number;
}
const meta = (e: Envelope) => ({ requestId: e.requestId, processingTimeMs: elapsedMs(e.startedAt) });

/** SPEC-DECISIONS 10: each parameter name keeps its own default. */
export const SHAPE_A_DEFAULTS = { top_k: 5, min_similarity: 0.25 } as const;
export const SHAPE_B_DEFAULTS = { limit: 10, threshold: 0.5 } as const;

function hitA(hit: RuleSearchHit) {
  return {
    rule_id: hit.document.rule_id,
    title: hit.document.title,
    source: hit.document.source_id,
    similarity_score: hit.score,
    effective_date: hit.document.effective_on,
  };
}

function hitB(hit: RuleSearchHit) {
  const areas = hit.document.therapeutic_area ?? [];
  return {
    rule_id: hit.document.rule_id,
    title: hit.document.title,
    source: hit.document.source_id,
    source_document: hit.document.reference ?? hit.document.title,
    content: passageExcerpt(hit.passage),
    relevance_score: hit.score,
    metadata: {
      effective_date: hit.document.effective_on,
      document_type: hit.document.document_type,
      therapeutic_area: areas.length > 0 ? areas.join(', ') : null,
    },
  };
}

/**
 * `POST /v1/semantic-search`: shape A for `top_k`/`min_similarity` (or neither), shape B for
 * `limit`/`threshold`. Mixing the pairs is refused: the answer's shape would be a guess.
 */
export async function semanticSearch(deps: RuleSearchDeps, request: SemanticSearchRequest, startedAt: number) {
  const usesA = request.top_k !== undefined || request.min_similarity !== undefined;
  const usesB = request.limit !== undefined || request.threshold !== undefined;
  if (usesA && usesB) {
    const fields = (['top_k', 'min_similarity', 'limit', 'threshold'] as const).filter((name) => request[name] !== undefined);
    throw invalidField(fields.join(', '), `Use either top_k/min_similarity (answer shape A) or limit/threshold (answer shape B), not both; got ${fields.join(', ')}`);
  }
  const filters: RuleFilters = request.sources ? { sources: request.sources } : {};
  if (usesB) {
    const hits = await searchRules(deps, { query: request.query, filters, limit: request.limit ?? SHAPE_B_DEFAULTS.limit, minScore: request.threshold ?? SHAPE_B_DEFAULTS.threshold });
    return shapeB(request.query, hits, startedAt);
  }
  const hits = await searchRules(deps, { query: request.query, filters, limit: request.top_k ?? SHAPE_A_DEFAULTS.top_k, minScore: request.min_similarity ?? SHAPE_A_DEFAULTS.min_similarity });
  return {
    query: request.query,
    results: hits.map(hitA),
    query_metadata: { execution_time_ms: elapsedMs(startedAt), embedding_model: deps.embedder.modelId, indexes_searched: [RULES_INDEX], total_results: hits.length },
  };
}

export function shapeB(query: string, hits: readonly RuleSearchHit[], startedAt: number) {
  return { query, total_results: hits.length, results: hits.map(hitB), processing_time_ms: elapsedMs(startedAt) };
}

function summary(doc: RuleDocumentSummary) {
  return {
    rule_id: doc.rule_id,
    title: doc.title,
    source: doc.source_id,
    publisher: doc.publisher,
    document_type: doc.document_type,
    reference: doc.reference,
    status: doc.status,
    issue_date: doc.issue_date,
    issue_month: doc.issue_month,
    effective_date: doc.effective_on,
    therapeutic_area: doc.therapeutic_area,
    url: doc.url,
  };
}

/** Candidates ranked for a paged search: enough for the deepest page the schemas allow. */
const RANKED_DEPTH = 500;

function checkDates(after: string | undefined, before: string | undefined, fields: [string, string]): void {
  if (after && before && after > before) throw invalidField(fields[0], `${fields[0]} (${after}) must not be after ${fields[1]} (${before})`);
}

/** `GET /v1/rules`: the documents matching the filters, newest first, or ranked by `q`. */
export async function listRules(deps: RuleSearchDeps, query: RulesListQuery, envelope: Envelope) {
  checkDates(query.effective_after, query.effective_before, ['effective_after', 'effective_before']);
  const filters: RuleFilters = {
    ...(query.source ? { sources: query.source } : {}),
    ...(query.document_type ? { document_type: query.document_type } : {}),
    ...(query.therapeutic_area ? { therapeutic_area: query.therapeutic_area } : {}),
    ...(query.effective_after ? { effective_after: query.effective_after } : {}),
    ...(query.effective_before ? { effective_before: query.effective_before } : {}),
  };
  if (query.q) {
    const hits = await searchRules(deps, { query: query.q, filters, limit: RANKED_DEPTH, minScore: SHAPE_A_DEFAULTS.min_similarity });
    const page = hits.slice(query.offset, query.offset + query.limit);
    return { data: page.map((hit) => ({ ...summary(hit.document), relevance_score: hit.score })), pagination: paginationOf(query, hits.length), meta: meta(envelope) };
  }
  const matching = (await deps.documents.documents()).filter((doc) => matchesFilters(doc, filters));
  return { data: matching.slice(query.offset, query.offset + query.limit).map(summary), pagination: paginationOf(query, matching.length), meta: meta(envelope) };
}

/** `POST /v1/rules`: advanced search (filters in the body, camelCase or snake_case). */
export async function advancedSearch(deps: RuleSearchDeps, body: AdvancedSearchRequest, envelope: Envelope) {
  const f = body.filters ?? {};
  const after = f.effectiveAfter ?? f.effective_after;
  const before = f.effectiveBefore ?? f.effective_before;
  checkDates(after, before, ['filters.effectiveAfter', 'filters.effectiveBefore']);
  const documentType = f.documentType ?? f.document_type;
  const area = f.therapeuticArea ?? f.therapeutic_area;
  const filters: RuleFilters = {
    ...(body.sources ? { sources: body.sources } : {}),
    ...(documentType ? { document_type: documentType } : {}),
    ...(area ? { therapeutic_area: area } : {}),
    ...(after ? { effective_after: after } : {}),
    ...(before ? { effective_before: before } : {}),
    ...(f.status ? { status: f.status } : {}),
  };
  const page = { limit: body.limit, offset: body.offset };
  if (body.query) {
    const hits = await searchRules(deps, { query: body.query, filters, limit: RANKED_DEPTH, minScore: body.min_score });
    return {
      data: hits.slice(body.offset, body.offset + body.limit).map((hit) => ({ ...summary(hit.document), content: passageExcerpt(hit.passage), relevance_score: hit.score })),
      pagination: paginationOf(page, hits.length),
      meta: meta(envelope),
    };
  }
  const matching = (await deps.documents.documents()).filter((doc) => matchesFilters(doc, filters));
  return {
    data: matching.slice(body.offset, body.offset + body.limit).map((doc) => ({ ...summary(doc), content: null, relevance_score: null })),
    pagination: paginationOf(page, matching.length),
    meta: meta(envelope),
  };
}

/** `POST /v1/search`: keyword search, one page of the ranked documents with the pagination block. */
export async function keywordSearchAnswer(deps: RuleSearchDeps, body: { query: string; sources?: RuleFilters['sources']; limit: number; offset: number }, envelope: Envelope) {
  const hits = await keywordSearch(deps, { query: body.query, filters: body.sources ? { sources: body.sources } : {}, limit: RANKED_DEPTH });
  return {
    data: hits.slice(body.offset, body.offset + body.limit).map((hit) => ({ ...summary(hit.document), content: passageExcerpt(hit.passage), relevance_score: hit.score })),
    pagination: paginationOf(body, hits.length, KEYWORD_MAX_OFFSET),
    meta: meta(envelope),
  };
}

/** `GET /v1/rules/{id}`: the document with its sections in reading order. */
export async function getRule(deps: RuleSearchDeps, ruleId: string, envelope: Envelope) {
  await deps.documents.ready();
  const chunks = await deps.search.list<StoredRuleChunk>(RULES_INDEX, {
    filter: [{ field: 'rule_id', eq: ruleId }],
    sort: [{ field: 'chunk_index', order: 'asc' }],
    limit: 10_000,
  });
  const first = chunks.items[0];
  if (!first) throw notFound(`No rule document with id '${ruleId.slice(0, 200)}'`);
  const head = summary((await deps.documents.byId(ruleId)) ?? summaryOf(first.doc));
  const sections: Array<{ heading_path: string[]; heading: string; text: string; word_count: number }> = [];
  for (const { doc } of chunks.items) {
    const last = sections.at(-1);
    // Chunks never cross a top-level section; consecutive chunks under the same headings are one section.
    if (last && last.heading === doc.heading) {
      last.text = `${last.text}\n\n${doc.text}`;
      last.word_count += doc.word_count;
    } else {
      sections.push({ heading_path: [...doc.heading_path], heading: doc.heading, text: doc.text, word_count: doc.word_count });
    }
  }
  return {
    data: { ...head, section_count: sections.length, word_count: sections.reduce((sum, s) => sum + s.word_count, 0), sections },
    meta: meta(envelope),
  };
}
