import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import type { Filter, FilterClause, SearchStore } from '../../infra/search/search-store.port.ts';
import { cfrSection, normaliseCfr } from '../../enrich/domain/cfr.ts';
import { type RankedHit, rankHybrid } from '../../enrich/domain/hybrid-rank.ts';
import { expandQuery } from '../../enrich/domain/query-expansion.ts';
import { OBSERVATION_CATEGORIES } from '../../enrich/domain/observation-categories.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import type { ResponseCache } from '../platform/response-cache.ts';
import { cachedAtIndexVersion } from '../platform/versioned-list.ts';
import type { SharedDocuments } from '../platform/shared-documents.ts';
import { invalidField } from '../platform/errors.ts';
import { observationProductType } from './common.ts';
import { type FacilityContext, facilityContextOf, readFacility } from './facility-profile.ts';
import { observationAttribution } from './observation-attribution.ts';
import { type ObservationInspections, type ObservationInspectionsReader, joinObservationInspections } from './observation-inspections.ts';
import type { ObservationSearchRequest, ObservationSearchResponse } from './search-observations.schema.ts';

type StoredObservation = Omit<EnrichedObservation, 'embedding'>;

const PROGRAM_AREAS = ['Drugs', 'Biologics', 'Devices', 'Foods', 'Veterinary Medicine', 'Bioresearch Monitoring', 'Tobacco'] as const;

/** Candidates gathered from each of lexical and vector search before fusion. */
const CANDIDATES = 100;
/** The most a request can ask for (top_k and limit are at most 100): a ranking keeps no more. */
const MAX_RESULTS = 100;

export interface ObservationSearchDeps {
  search: SearchStore;
  embedder: Embedder;
  /**
   * Rankings already computed, by question, at the observation index's version (its sink's marker):
   * the same question asked again, at any page size, is answered without embedding or searching.
   * Absent: every request ranks afresh.
   */
  cache?: ResponseCache;
  /** One object per observation version across the cached rankings (api/platform/shared-documents.ts). */
  documents?: SharedDocuments<StoredObservation>;
  /**
   * The observation ↔ classified-inspection join (observation-inspections.ts), cached per index
   * versions and shared with the observation listing. Absent: joined afresh on every request.
   */
  inspections?: ObservationInspectionsReader;
  /**
   * Where facility documents are read for `facility_context` (the facility routes' versioned read
   * cache, so the context is the very document those routes serve). Absent: `search`.
   */
  facilities?: Pick<SearchStore, 'get'>;
}

type Expansion = ReturnType<typeof expandQuery>;

/** Every candidate of one question, best first, with what the response reports about the query. */
interface RankedObservations {
  hits: Array<Omit<RankedHit, 'id'> & { doc: StoredObservation }>;
  expansion: Expansion | null;
}

/**
 * Observation search: lexical (BM25) and semantic (cosine) candidates under the same filters,
 * fused by the domain's hybrid ranker, best first.
 */
export async function searchObservations(deps: ObservationSearchDeps, request: ObservationSearchRequest, startedAt: number): Promise<ObservationSearchResponse> {
  const topK = request.top_k ?? request.limit ?? 10;
  const inspections = await (deps.inspections?.read() ?? joinObservationInspections(deps.search));
  const { hits, expansion } = await rankedObservations(deps, request, inspections);
  const page = hits.slice(0, topK);
  const contexts = request.include_facility_context ? await facilityContexts(deps.facilities ?? deps.search, page.map((hit) => hit.doc.fei_number)) : null;
  const results = page.map(({ doc, similarity, relevance, confidence }) => {
    const inspection = inspections.of(doc);
    const context = contexts?.get(doc.fei_number);
    return {
      observation_id: doc.observation_id,
      inspection_id: inspection.inspection_id,
      fei_number: doc.fei_number,
      facility_name: doc.facility_name,
      city: doc.city,
      state: doc.state,
      country: doc.country,
      inspection_end_date: doc.inspection_end_date,
      classification: inspection.classification,
      product_type: doc.product_type,
      program_area: doc.program_area,
      act_cfr_number: doc.act_cfr_number,
      short_description: doc.short_description,
      observation_text: doc.observation_text,
      similarity_score: similarity,
      relevance,
      confidence_level: confidence,
      categories: doc.categories,
      severity_score: doc.severity_score,
      ...(context ? { facility_context: context } : {}),
      data_attribution: observationAttribution(doc),
    };
  });

  const intent = expansion?.intent ?? expandQuery(request.query.trim()).intent;
  return {
    // The text as sent (doc 2: "original text"); the search itself uses it trimmed.
    query: request.query,
    results,
    query_metadata: {
      execution_time_ms: Math.round(performance.now() - startedAt),
      total_results: results.length,
      indexes_searched: [OBSERVATIONS_INDEX],
      enhanced_pipeline: true,
      enhanced_search: {
        query_expansion_enabled: expansion !== null,
        expanded_query: expansion?.expanded_query ?? null,
        abbreviations_found: expansion?.abbreviations_found ?? [],
        synonyms_added: expansion?.synonyms_added ?? [],
        domain_terms_added: expansion?.domain_terms_added ?? [],
        // Intent is reported even without expansion: it describes the query, it does not change it.
        intent,
      },
    },
  };
}

/**
 * The ranking of a question, from the cache when the observation index has not changed since. A
 * classification filter reads the join (built from the facility index too), so its rankings are
 * also keyed by the join's fingerprint: a new join is a new ranking, never one filtered by the old.
 */
async function rankedObservations(deps: ObservationSearchDeps, request: ObservationSearchRequest, inspections: ObservationInspections): Promise<RankedObservations> {
  if (!deps.cache) return rankObservations(deps, request, inspections);
  // The page size and the facility context shape the answer, not the ranking; surrounding spaces are not part of the question.
  const { top_k: _topK, limit: _limit, include_facility_context: _context, ...question } = { ...request, query: request.query.trim() };
  const join = request.filters?.classification?.length ? `\n${inspections.fingerprint}` : '';
  return cachedAtIndexVersion(deps.search, deps.cache, OBSERVATIONS_INDEX, `observations\n${JSON.stringify(question)}${join}`, async () => {
    const ranked = await rankObservations(deps, request, inspections);
    const shared = deps.documents;
    if (!shared) return ranked;
    return { ...ranked, hits: ranked.hits.map((hit) => ({ ...hit, doc: shared.share(`${hit.doc.observation_id}\n${hit.doc.content_hash}`, hit.doc) })) };
  });
}

async function rankObservations(deps: ObservationSearchDeps, request: ObservationSearchRequest, inspections: ObservationInspections): Promise<RankedObservations> {
  const filter = buildFilter(request, inspections);
  const query = request.query.trim();
  const expansion = request.enable_query_expansion ? expandQuery(query) : null;
  // The readable expanded query carries the meaning (abbreviations spelled out) for the embedding and
  // the term coverage; synonyms and implied domain terms only widen the lexical net.
  const semanticText = expansion?.expanded_query ?? query;
  const lexicalText = expansion?.search_text ?? query;
  const [queryVector] = await deps.embedder.embed([semanticText]);
  if (!queryVector) throw new Error('embedder returned no vector for the query');

  const [lexical, semantic] = await Promise.all([
    deps.search.lexical<StoredObservation>(OBSERVATIONS_INDEX, { text: lexicalText, k: CANDIDATES, filter }),
    deps.search.vector<StoredObservation>(OBSERVATIONS_INDEX, { vector: queryVector, k: CANDIDATES, filter }),
  ]);
  const cosines = new Map(semantic.map((hit) => [hit.id, hit.score]));
  const lexicalOnly = lexical.filter((hit) => !cosines.has(hit.id)).map((hit) => hit.id);
  if (lexicalOnly.length > 0) {
    // Exact cosines for keyword hits the vector top-k missed, so every candidate is scored alike.
    // By id alone: they passed the request's filters in the keyword search, and a broad filter
    // beside the ids made the store read tens of thousands of rows to find those few.
    const extra = await deps.search.vector(OBSERVATIONS_INDEX, {
      vector: queryVector,
      k: lexicalOnly.length,
      filter: [{ field: 'observation_id', in: lexicalOnly }],
    });
    for (const hit of extra) cosines.set(hit.id, hit.score);
  }
  const docs = new Map<string, StoredObservation>([...semantic, ...lexical].map((hit) => [hit.id, hit.doc]));
  const ranked = rankHybrid(
    semanticText,
    [...docs.entries()].map(([id, doc]) => ({
      id,
      cosine: cosines.get(id) ?? 0,
      text: `${doc.short_description ?? ''} ${doc.observation_text}`,
    })),
    { weightTermsByRarityAmong: new Set(semantic.map((hit) => hit.id)) },
  );
  return {
    hits: ranked.slice(0, MAX_RESULTS).map((hit) => ({ doc: docs.get(hit.id) as StoredObservation, similarity: hit.similarity, relevance: hit.relevance, confidence: hit.confidence })),
    expansion,
  };
}

/**
 * Translates the request's filters into store filter clauses, rejecting values that cannot match.
 * A classification filter keeps the observations served with that classification: with the join,
 * their ids (observation-inspections.ts); without it, the observations' own field.
 */
export function buildFilter(request: ObservationSearchRequest, inspections?: ObservationInspections): Filter {
  const clauses: FilterClause[] = [];
  const f = request.filters ?? {};
  if (f.classification && f.classification.length > 0) {
    clauses.push(inspections ? { field: 'observation_id', in: inspections.idsClassifiedAs(f.classification) } : { field: 'classification', in: f.classification });
  }
  if (f.product_type) clauses.push({ field: 'product_type', eq: observationProductType(f.product_type, 'filters.product_type') });
  if (f.program_area) {
    const canonical = PROGRAM_AREAS.find((area) => area.toLowerCase() === f.program_area?.toLowerCase());
    if (!canonical) throw invalidField('filters.program_area', `Invalid value for filters.program_area. Allowed values: ${PROGRAM_AREAS.join(', ')}`, PROGRAM_AREAS);
    clauses.push({ field: 'program_area', eq: canonical });
  }
  if (f.date_range) {
    const { start, end } = f.date_range;
    if (start && end && start > end) throw invalidField('filters.date_range', 'filters.date_range start must not be after end');
    if (start) clauses.push({ field: 'inspection_end_date', gte: start });
    if (end) clauses.push({ field: 'inspection_end_date', lte: end });
  }
  const cfrInput = f.cfr_reference ?? request.cfr_citation;
  if (cfrInput) {
    const cfr = normaliseCfr(cfrInput);
    if (!cfr) throw invalidField(f.cfr_reference ? 'filters.cfr_reference' : 'cfr_citation', `Invalid CFR reference '${cfrInput}'. Use a section such as 211.113 or 21 CFR 211.113(b)`);
    clauses.push(cfr === cfrSection(cfr) ? { field: 'cfr_section', eq: cfr } : { field: 'act_cfr_number', eq: cfr });
  }
  if (f.category) {
    const canonical = OBSERVATION_CATEGORIES.find((category) => category.toLowerCase() === f.category?.toLowerCase());
    if (!canonical) throw invalidField('filters.category', `Invalid value for filters.category. Allowed values: ${OBSERVATION_CATEGORIES.join(', ')}`, OBSERVATION_CATEGORIES);
    clauses.push({ field: 'categories', eq: canonical });
  }
  return clauses;
}

/** `facility_context` per distinct FEI of the page: one read by id each, through the facility routes' cache. */
async function facilityContexts(facilities: Pick<SearchStore, 'get'>, feis: readonly string[]): Promise<Map<string, FacilityContext>> {
  const distinct = [...new Set(feis)];
  const documents = await Promise.all(distinct.map((fei) => readFacility(facilities, fei)));
  return new Map(distinct.map((fei, i) => [fei, facilityContextOf(documents[i] ?? null)]));
}
