import { z } from 'zod';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { rankHybrid } from '../../enrich/domain/hybrid-rank.ts';
import { normaliseActReference } from '../../enrich/domain/cfr.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import type { EventClassifier } from '../../enrich/event-classification.ts';
import { percentageChange, signedPercent, trendDirection } from '../../enrich/domain/analytics/period-change.ts';
import { ApiError } from '../platform/errors.ts';
import type { ResponseCache } from '../platform/response-cache.ts';
import { CITATION_WINDOW, citationTable } from './citation-stats.ts';
import { ClassifyBody, checkEvent, checkProductType, classificationEvidence, productTypeSource, regulationEntry, runClassifier, summaryOf, withoutUnknownNamedSections } from './classify.ts';
import { EvidenceCollector, responseMetadata } from './evidence.ts';
import { cfrSections, fillGuidelineTitles, ichSections, sectionMappings, type SectionNode } from './kg-knowledge.ts';
import { subsectionsOf } from './regulations.ts';

/*
 * `POST /v1/kg/investigate` (document 3, SPEC-DECISIONS 19): the classification, the governing
 * regulations with their paragraphs, similar historical 483 observations, the ICH sections mapped
 * to those regulations by regime, and a risk assessment computed from the citation data.
 *
 * Similarity is the hybrid similarity of observation search (enrich/domain/hybrid-rank.ts): the
 * cosine of the event and observation embeddings rescaled from the band this model produces
 * (≈0.15 unrelated, ≈0.75 a close paraphrase) to 0–1, weighted 0.7, plus the share of the event's
 * content words the observation contains, weighted 0.3; plus 0.2 when the observation cites a
 * regulation the classification found applicable (APPLICABLE_REGULATION_BONUS, measured below). At
 * the default threshold 0.75, four in five observations returned for the judged events cite a
 * section an investigator would cite for the event; a higher threshold returns fewer.
 */

export interface InvestigateDeps {
  graph: GraphStore;
  search: SearchStore;
  embedder: Embedder;
  clock: Clock;
  classifier: EventClassifier;
  /** 24 hours: citation statistics. */
  statsCache: ResponseCache;
}

const flagMeta = (description: string) => z.unknown().optional().meta({ type: 'boolean', default: true, description });

export const InvestigateBody = z
  .looseObject({
    event: z.unknown().optional().meta({ type: 'string', minLength: 1, maxLength: 5000, description: 'The event (1–5,000 characters). `event_text` is accepted instead.' }),
    event_text: z.unknown().optional().meta({ type: 'string', description: 'Alternative name of `event` (SPEC-DECISIONS 19).' }),
    product_type: ClassifyBody.shape.product_type,
    include_similar: flagMeta('Similar historical observations (default true). Alias: include_similar_observations.'),
    include_similar_observations: flagMeta('Alternative name of include_similar.'),
    include_ich: flagMeta('ICH sections mapped to the regulations (default true).'),
    include_risk_assessment: flagMeta('Risk assessment (default true).'),
    include_regulatory_text: flagMeta('Paragraphs of each applicable regulation (default true).'),
    similarity_threshold: z.unknown().optional().meta({ type: 'number', minimum: 0, maximum: 1, default: 0.75, description: 'Least similarity of a returned observation (0–1, default 0.75).' }),
  })
  .meta({ id: 'KgInvestigateRequest' });

export interface InvestigateInput {
  text: string;
  productType: string | undefined;
  includeSimilar: boolean;
  includeIch: boolean;
  includeRisk: boolean;
  includeText: boolean;
  threshold: number;
}

function checkFlag(body: Record<string, unknown>, names: readonly string[]): boolean {
  for (const name of names) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'boolean') throw new ApiError('VALIDATION_ERROR', `${name} must be a boolean`);
    return value;
  }
  return true;
}

/** Reads the body with document 3's messages. */
export function checkInvestigateBody(body: Record<string, unknown>): InvestigateInput {
  const text = checkEvent(body.event ?? body.event_text);
  // Sent beside `event`, the alternative name is not read, but it is still checked: a client that
  // sends it wrongly typed or empty is told so instead of being answered as if it were fine.
  const alternative = body.event_text;
  if (body.event !== undefined && body.event !== null && alternative !== undefined && alternative !== null && (typeof alternative !== 'string' || alternative.trim() === '')) {
    throw new ApiError('VALIDATION_ERROR', 'event_text must be a non-empty string (it is the alternative name of event)');
  }
  const threshold = body.similarity_threshold;
  if (threshold !== undefined && threshold !== null && (typeof threshold !== 'number' || !Number.isFinite(threshold) || threshold < 0 || threshold > 1)) {
    throw new ApiError('VALIDATION_ERROR', 'similarity_threshold must be between 0 and 1');
  }
  return {
    text,
    productType: checkProductType(body.product_type),
    includeSimilar: checkFlag(body, ['include_similar', 'include_similar_observations']),
    includeIch: checkFlag(body, ['include_ich']),
    includeRisk: checkFlag(body, ['include_risk_assessment']),
    includeText: checkFlag(body, ['include_regulatory_text']),
    threshold: typeof threshold === 'number' ? threshold : 0.75,
  };
}

type StoredObservation = Omit<EnrichedObservation, 'embedding'>;
const CANDIDATES = 60;
const MAX_SIMILAR = 10;
const TYPES = new Map(EVENT_TAXONOMY.event_types.map((type) => [type.id, type]));
const BASE_RISK: Record<string, number> = { critical: 0.8, major: 0.6, minor: 0.35 };

export function riskLevel(score: number): 'critical' | 'high' | 'medium' | 'low' {
  return score >= 0.9 ? 'critical' : score >= 0.7 ? 'high' : score >= 0.5 ? 'medium' : 'low';
}

/**
 * Observations ranked by the hybrid similarity of observation search (enrich/domain/hybrid-rank.ts),
 * best first, with the documents: the ranking before investigate's bonus and threshold.
 */
export async function rankSimilarObservations(search: SearchStore, text: string, vector: ArrayLike<number>) {
  await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
  const [lexical, semantic] = await Promise.all([
    search.lexical<StoredObservation>(OBSERVATIONS_INDEX, { text, k: CANDIDATES }),
    vector.length === OBSERVATIONS_MAPPING.vectorDimensions ? search.vector<StoredObservation>(OBSERVATIONS_INDEX, { vector, k: CANDIDATES }) : Promise.resolve([]),
  ]);
  const cosines = new Map(semantic.map((hit) => [hit.id, hit.score]));
  const missing = lexical.filter((hit) => !cosines.has(hit.id)).map((hit) => hit.id);
  if (missing.length > 0 && vector.length === OBSERVATIONS_MAPPING.vectorDimensions) {
    for (const hit of await search.vector(OBSERVATIONS_INDEX, { vector, k: missing.length, filter: [{ field: 'observation_id', in: missing }] })) cosines.set(hit.id, hit.score);
  }
  const docs = new Map<string, StoredObservation>([...semantic, ...lexical].map((hit) => [hit.id, hit.doc]));
  return rankHybrid(text, [...docs].map(([id, doc]) => ({ id, cosine: cosines.get(id) ?? 0, text: `${doc.short_description ?? ''} ${doc.observation_text}` }))).map((hit) => ({
    id: hit.id,
    similarity: hit.similarity,
    doc: docs.get(hit.id) as StoredObservation,
  }));
}

/**
 * Added to an observation's hybrid similarity when it cites a regulation the classification found
 * applicable: an observation made under the very requirement the event breaks. Measured on the
 * judged events (test/search-quality/investigate-events.judged.json, evaluate-investigate-similarity.ts):
 * at the default threshold 0.75, 24 observations for 7 of 26 events (75 % citing a section an
 * investigator would cite) without it; with 0.2, 85 for 20 of 26 (80 %), and the first observation
 * genuinely similar for 24 of 26 events instead of 21. Smaller bonuses sit between the two.
 */
export const APPLICABLE_REGULATION_BONUS = 0.2;

/** Whether `cited` is one of `sections` or a paragraph of one ("211.67" covers "21 CFR 211.67(a)"), in any spelling. */
export function citesOneOf(cited: string, sections: readonly string[]): boolean {
  const c = normaliseActReference(cited);
  return c !== null && sections.some((section) => {
    const s = normaliseActReference(section);
    return s !== null && (c === s || c.startsWith(`${s}(`));
  });
}

/** Investigate's similarity: the hybrid similarity, plus the bonus for citing an applicable regulation (at most 1). */
export function investigateSimilarity(hybrid: number, citesApplicable: boolean): number {
  return Math.round(Math.min(1, hybrid + (citesApplicable ? APPLICABLE_REGULATION_BONUS : 0)) * 1000) / 1000;
}

/** Observations most similar to the event, at or above the threshold, best first. */
async function similarObservations(search: SearchStore, text: string, vector: ArrayLike<number>, threshold: number, model: string, applicable: readonly string[]) {
  return (await rankSimilarObservations(search, text, vector))
    .map((hit) => ({ ...hit, similarity: investigateSimilarity(hit.similarity, citesOneOf(hit.doc.act_cfr_number ?? hit.doc.cfr_section ?? '', applicable)) }))
    .sort((a, b) => b.similarity - a.similarity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((hit) => hit.similarity >= threshold)
    .slice(0, MAX_SIMILAR)
    .map((hit) => {
      const { doc } = hit;
      const year = Number(doc.inspection_end_date?.slice(0, 4));
      return {
        observation_id: doc.observation_id,
        similarity_score: hit.similarity,
        text: doc.observation_text,
        cited_regulations: [doc.act_cfr_number ?? doc.cfr_section].filter((value): value is string => Boolean(value)),
        facility_type: doc.establishment_type ?? null,
        inspection_year: Number.isFinite(year) && year > 0 ? year : null,
        product_category: doc.product_type || null,
        source_metadata: { source_type: 'fda_483_database', source_id: doc.observation_id, retrieval_method: 'hybrid_keyword_embedding', embedding_model: model },
      };
    });
}

/** The investigation's content and the sources it consulted. */
async function investigationContent(deps: InvestigateDeps, input: InvestigateInput) {
  // The classifier embeds with its own model; similar observations are found with the index's.
  const [{ result: classified }, searchVectors] = await Promise.all([runClassifier(deps, input.text, input.productType), input.includeSimilar ? deps.embedder.embed([input.text]) : null]);
  const sections = await cfrSections(deps.graph, classified.applicable_regulations.map((r) => r.cfr_section.replace(/ \(QSR\)$/, '')));
  const result = withoutUnknownNamedSections(classified, (section) => sections.has(section));
  const c = result.classification;
  const sectionOf = (id: string) => sections.get(id.replace(/ \(QSR\)$/, ''));
  const evidence = new EvidenceCollector();
  const byCitation = new Map<string, SectionNode>();
  for (const r of result.applicable_regulations) {
    const node = sectionOf(r.cfr_section);
    if (node) byCitation.set(r.cfr_section, node);
  }
  classificationEvidence(evidence, result, byCitation);
  const regulations = result.applicable_regulations.map((r) => {
    const node = sectionOf(r.cfr_section);
    const entry = regulationEntry(r, node, result.product_type);
    return input.includeText && node ? { ...entry, subsections: subsectionsOf(node) } : entry;
  });

  const applicable = result.applicable_regulations.map((r) => r.cfr_section.replace(/ \(QSR\)$/, ''));
  const vector = searchVectors?.[0];
  const similar = vector ? await similarObservations(deps.search, input.text, vector, input.threshold, deps.embedder.modelId, applicable) : null;
  if (similar) {
    evidence.add({ source_type: 'semantic_search', source_id: OBSERVATIONS_INDEX, retrieval_method: 'hybrid_keyword_embedding', confidence: similar.length === 0 ? 0 : similar.reduce((sum, s) => sum + s.similarity_score, 0) / similar.length, documents_retrieved: similar.length, verified: true });
    for (const observation of similar.slice(0, 5)) evidence.add({ source_type: 'fda_483_database', source_id: observation.observation_id, retrieval_method: 'semantic_search', confidence: observation.similarity_score, verified: true });
  }

  type IchGroup = { guideline: string; guideline_title: string; regime: 'gmp' | 'gcp'; sections: Array<{ section: string; title: string; text: string; relevance_score: number; related_cfr: string[] }> };
  let ich: IchGroup[] | null = null;
  if (input.includeIch) {
    const mappings = result.applicable_regulations.length === 0 ? [] : await sectionMappings(deps.graph, 'cfr', result.applicable_regulations.map((r) => r.cfr_section));
    const nodes = await ichSections(deps.graph, mappings.map((m) => m.ich_section));
    const groups = new Map<string, IchGroup>();
    const bySection = new Map<string, { mapping: (typeof mappings)[number]; related: Set<string>; score: number }>();
    for (const mapping of mappings) {
      const held = bySection.get(mapping.ich_section);
      const score = mapping.alignment_score * c.confidence;
      if (!held) bySection.set(mapping.ich_section, { mapping, related: new Set([mapping.cfr_section]), score });
      else {
        held.related.add(mapping.cfr_section);
        held.score = Math.max(held.score, score);
      }
    }
    for (const [id, entry] of [...bySection].sort((a, b) => b[1].score - a[1].score)) {
      const [, code = '', number = ''] = /^ICH (\S+) (.+)$/.exec(id) ?? [];
      const node = nodes.get(id);
      const group: IchGroup = groups.get(code) ?? { guideline: code, guideline_title: '', regime: entry.mapping.regime === 'gcp' ? 'gcp' : 'gmp', sections: [] };
      group.sections.push({ section: number, title: node?.title ?? '', text: summaryOf(node?.text ?? null, 400), relevance_score: Math.round(entry.score * 1000) / 1000, related_cfr: [...entry.related] });
      groups.set(code, group);
      evidence.add({ source_type: 'ich_guidelines', source_id: `${code.replace(/\(R1\)$/, '')}-${number}`, retrieval_method: 'cross_reference_mapping', confidence: node?.text ? entry.mapping.alignment_score : 0, verified: Boolean(node?.text) });
    }
    await fillGuidelineTitles(deps.graph, groups);
    ich = [...groups.values()];
  }

  let risk = null;
  if (input.includeRisk) {
    const table = await citationTable(deps.search, deps.statsCache);
    const ids = result.applicable_regulations.filter((r) => r.relevance === 'direct').map((r) => r.cfr_section);
    const variants = (id: string) => (id.endsWith(' (QSR)') ? [id, id.replace(/ \(QSR\)$/, '')] : [id]);
    const count = (map: ReadonlyMap<string, number>, id: string) => variants(id).reduce((sum, v) => sum + (map.get(v) ?? 0), 0);
    const total = ids.reduce((sum, id) => sum + count(table.counts, id), 0);
    const current = ids.reduce((sum, id) => sum + count(table.current, id), 0);
    const previous = ids.reduce((sum, id) => sum + count(table.previous, id), 0);
    const most = [...ids].sort((a, b) => count(table.counts, b) - count(table.counts, a))[0] ?? null;
    const maxCount = Math.max(1, ...table.counts.values());
    const trend = trendDirection(current, previous);
    const severity = c.severity ?? 'major';
    // Severity sets the base; how often FDA cites the governing sections (relative to the most
    // cited section of the data) and their recent direction move it.
    const frequency = Math.min(1, total / maxCount);
    const score = Math.min(1, Math.max(0, (BASE_RISK[severity] ?? 0.5) + 0.15 * frequency + (trend === 'increasing' ? 0.05 : trend === 'decreasing' ? -0.05 : 0)));
    const rounded = Math.round(score * 100) / 100;
    const type = TYPES.get(c.event_type);
    const priority = severity === 'critical' ? 'immediate' : severity === 'major' ? 'short_term' : 'long_term';
    risk = {
      risk_level: riskLevel(rounded),
      risk_score: rounded,
      score_basis: `base ${BASE_RISK[severity]} for ${c.event_type === 'unknown' ? 'an unclassified event (treated as major)' : `severity ${severity}`}, + 0.15 × citation frequency ${Math.round(frequency * 100) / 100} (citations of the governing sections ${CITATION_WINDOW.label} relative to the most cited section), ${trend === 'increasing' ? '+ 0.05 (increasing)' : trend === 'decreasing' ? '− 0.05 (decreasing)' : '+ 0 (stable)'} trend 2024 vs 2023`,
      impact_areas: c.event_type === 'unknown' ? [] : [{ area: type?.category ?? c.category, severity, rationale: `${type?.name ?? c.event_type}: ${type?.description ?? ''}`.trim() }],
      recommended_actions: result.applicable_regulations
        .filter((r) => r.relevance === 'direct')
        .slice(0, 4)
        .map((r) => ({ priority, action: `Assess the event against ${r.cfr_section}${sectionOf(r.cfr_section)?.title ? ` (${sectionOf(r.cfr_section)?.title})` : ''}${r.note ? `: ${r.note}` : ''}.` }) as const),
      similar_citation_frequency: { total_similar_citations: total, time_period: CITATION_WINDOW.label, trend, trend_percentage: signedPercent(percentageChange(current, previous)), most_common_cfr: most && count(table.counts, most) > 0 ? most : null },
    };
    evidence.add({ source_type: 'fda_483_database', source_id: `483-citations:${ids.join(',') || 'none'}`, retrieval_method: 'aggregation', confidence: 1, total_records: total, data_period: CITATION_WINDOW.label, verified: true });
  }

  return {
    event_classification: {
      event_type: c.event_type,
      confidence: c.confidence,
      category: c.category,
      severity: c.severity,
      keywords_extracted: result.evidence.matched_terms.map((term) => term.term),
      product_type: result.product_type,
      product_type_source: productTypeSource(result),
    },
    applicable_regulations: regulations,
    ...(similar ? { similar_observations: similar } : {}),
    ...(ich ? { ich_guideline_results: ich } : {}),
    ...(risk ? { risk_assessment: risk } : {}),
    evidence,
    taxonomyVersion: result.evidence.taxonomy_version,
  };
}

/** The whole investigation; the route caches it 24 hours per input and data version (kg-answer-cache.ts). */
export async function investigate(deps: InvestigateDeps, input: InvestigateInput, meta: { requestId: string; startedAt: number }) {
  const now = deps.clock.now();
  const { evidence, taxonomyVersion, ...body } = await investigationContent(deps, input);
  return {
    ...body,
    ...evidence.block(now.toISOString().slice(0, 10)),
    response_metadata: responseMetadata({ requestId: meta.requestId, startedAt: meta.startedAt, now, sources: evidence.size, extra: { taxonomy_version: taxonomyVersion } }),
  };
}
