import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import { REGULATION_MAPPINGS } from '../../graph/knowledge/regulation-maps.ts';
import { ichPartsOf, type RegulationMapping } from '../../graph/knowledge/regulation-maps.schema.ts';
import { cfrSection, normaliseCfr } from '../../enrich/domain/cfr.ts';
import { type ClassifierProductType, type EventClassificationResult, NAMED_IN_TEXT } from '../../enrich/domain/event-classifier.ts';
import { rankHybrid } from '../../enrich/domain/hybrid-rank.ts';
import { observationCategories } from '../../enrich/domain/observation-categories.ts';
import { type CitationRegime, regimeOfProductType, sharedPractice, withinRegime } from '../../enrich/domain/analytics/cross-reference-regime.ts';
import type { EventClassifier } from '../../enrich/event-classification.ts';
import { RULES_INDEX, RULES_MAPPING, type StoredRuleChunk } from '../../enrich/sinks/rules-index.ts';
import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import type { SearchStore, ScoredHit } from '../../infra/search/search-store.port.ts';
import { compareCfr, sectionHeadings } from './regulatory-mapping.ts';
import type { ObservationMappingRequest, ObservationMappingResponse } from './regulatory-mapping.schema.ts';

/*
 * `POST /v1/483/observations/regulatory-mapping` (SPEC-DECISIONS 17): observation text →
 * categories, CFR sections, ICH sections and rule documents.
 *
 * - CFR sections: those the text cites itself (confidence 1), then those of the event type the
 *   taxonomy v3.0 classifier assigns (its calibrated confidence, ×1 for a section that states the
 *   requirement directly, ×0.75 for an indirect one), then those of its secondary types (×0.6).
 *   The text is embedded once; the classifier's prototypes are embedded once per process (the
 *   classifier is built once by the route factory and prepares its model lazily).
 * - ICH sections: the curated mappings of those sections in both regimes (Q7/Q9/Q10 for GMP
 *   sections, E6(R3) for GCP ones), each labelled with its regime: this is the observation → rules
 *   map, not the E6(R3)-only table of GET /v1/483/regulatory-mapping.
 * - Rule documents: lexical and vector candidates over the rule chunks, fused by the domain's
 *   hybrid ranker, grouped per document with its best passage (SPEC-DECISIONS 26).
 */

export interface ObservationMappingDeps {
  search: SearchStore;
  graph: GraphStore;
  embedder: Embedder;
  /** Built once per process; its prototypes are embedded on first use only. */
  classifier: EventClassifier;
  /** Declares the rules index once (a no-op when it exists). */
  ensureRulesIndex: () => Promise<void>;
}

/** Rule chunks gathered from each of lexical and vector search before fusion. */
const RULE_CANDIDATES = 60;
const EXCERPT_CHARS = 400;
const INDIRECT_WEIGHT = 0.75;
const SECONDARY_WEIGHT = 0.6;

/**
 * Title 21 parts a bare `part.section` number is read as (FDA writes `211.192` without `21 CFR`);
 * any other bare decimal (`pH 7.5`, `2.5 mL`) is not a citation. With `21 CFR` or `§` before it,
 * any part counts.
 */
const BARE_CITATION_PARTS: ReadonlySet<number> = new Set([
  1, 11, 50, 54, 56, 58, 101, 106, 107, 110, 111, 112, 113, 114, 117, 118, 123, 129, 201, 202, 203, 205, 206, 207, 210, 211, 212, 225, 226, 250, 290, 310, 312, 314,
  320, 328, 329, 330, 600, 601, 606, 607, 610, 630, 640, 660, 680, 801, 803, 806, 807, 812, 820, 821, 822, 830, 1020, 1040, 1271,
]);

const PREFIXED = /(?:\b21\s*C\.?\s*F\.?\s*R\.?\s*(?:Part\s+)?(?:§+\s*)?|§+\s*)(\d{1,4}\.\d{1,4}(?:\s*\([A-Za-z0-9]{1,6}\))*)/gi;
const BARE = /(?<![\d.§])\b(\d{2,4})\.(\d{1,4})\b(?!\.\d)((?:\([A-Za-z0-9]{1,6}\))*)/g;

/** Title 21 sections the text cites (`21 CFR 211.192`, `§ 211.192(a)`, `211.192`), in order of first mention. */
export function citedSections(text: string): string[] {
  const found: Array<{ at: number; section: string }> = [];
  for (const match of text.matchAll(PREFIXED)) {
    const section = cfrSection(normaliseCfr(match[1] ?? '') ?? '');
    if (section) found.push({ at: match.index, section });
  }
  for (const match of text.matchAll(BARE)) {
    if (!BARE_CITATION_PARTS.has(Number(match[1]))) continue;
    const section = cfrSection(`${match[1]}.${match[2]}`);
    if (section) found.push({ at: match.index, section });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((hit) => hit.section))];
}

interface Candidate {
  section: string;
  confidence: number;
  basis: string;
  order: number;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** CFR candidates from the text's own citations and the classification, strongest basis kept per section. */
export function cfrCandidates(cited: readonly string[], classification: EventClassificationResult | null): Candidate[] {
  const candidates = new Map<string, Candidate>();
  const add = (section: string, confidence: number, basis: string) => {
    const held = candidates.get(section);
    if (!held || confidence > held.confidence) candidates.set(section, { section, confidence: round3(confidence), basis, order: held?.order ?? candidates.size });
  };
  for (const section of cited) add(section, 1, 'cited in text');
  if (classification && classification.classification.event_type !== 'unknown') {
    const { event_type: id, confidence } = classification.classification;
    for (const regulation of classification.applicable_regulations) {
      // The text's own citations are `cited`, at the paragraph the text gives.
      if (regulation.note === NAMED_IN_TEXT) continue;
      add(regulation.cfr_section, confidence * (regulation.relevance === 'direct' ? 1 : INDIRECT_WEIGHT), `event type ${id}`);
    }
    for (const secondary of classification.secondary) {
      for (const section of secondary.applicable_cfr_sections) add(section, secondary.confidence * SECONDARY_WEIGHT, `event type ${secondary.event_type} (secondary)`);
    }
  }
  return [...candidates.values()].sort((a, b) => b.confidence - a.confidence || a.order - b.order || compareCfr(a.section, b.section));
}

const MAPPINGS_BY_SECTION: ReadonlyMap<string, readonly RegulationMapping[]> = (() => {
  const map = new Map<string, RegulationMapping[]>();
  for (const mapping of REGULATION_MAPPINGS) map.set(mapping.cfr_section, [...(map.get(mapping.cfr_section) ?? []), mapping]);
  return map;
})();

/** The curated mappings of a section; a plain Part 820 id also reaches the QSR text's mappings (what 483s cite). */
function mappingsOf(section: string): readonly RegulationMapping[] {
  const own = MAPPINGS_BY_SECTION.get(section) ?? [];
  if (!section.startsWith('21 CFR 820.') || section.endsWith(' (QSR)')) return own;
  return [...own, ...(MAPPINGS_BY_SECTION.get(`${section} (QSR)`) ?? [])];
}

/** ICH sections of the chosen CFR sections, ordered by CFR confidence × relevance. */
export function ichSectionsFor(sections: ReadonlyArray<Pick<Candidate, 'section' | 'confidence'>>): ObservationMappingResponse['ich_sections'] {
  return sections
    .flatMap(({ section, confidence }) =>
      mappingsOf(section).map((mapping) => ({
        weight: confidence * mapping.alignment_score,
        entry: {
          ich_section: mapping.ich_section,
          guideline: ichPartsOf(mapping.ich_section)?.guideline ?? '',
          regime: mapping.regime,
          relevance_score: mapping.alignment_score,
          mapping_rationale: mapping.rationale,
          via_cfr: section,
        },
      })),
    )
    .sort((a, b) => b.weight - a.weight || a.entry.ich_section.localeCompare(b.entry.ich_section, 'en', { numeric: true }))
    .map(({ entry }) => entry);
}

/** The classifier's product type for the request's: biologics are drugs to Part 211 (211.1(b)). */
function classifierProductType(productType: ObservationMappingRequest['product_type']): ClassifierProductType | null {
  if (productType === undefined) return null;
  return productType === 'biologics' ? 'drug' : productType;
}

function excerptOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= EXCERPT_CHARS) return clean;
  const cut = clean.slice(0, EXCERPT_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * Rule documents most similar to the text: chunk candidates fused, grouped per document, best
 * passage. A document written for the other product regime or practice only is left out (a drug
 * laboratory observation is not explained by a guidance on IVD device studies, nor a GMP one by
 * a clinical-investigation guidance; enrich/domain/analytics/cross-reference-regime.ts).
 */
export async function similarRuleDocuments(
  deps: Pick<ObservationMappingDeps, 'search' | 'ensureRulesIndex'>,
  text: string,
  vector: ArrayLike<number>,
  topK: number,
  regime: CitationRegime = { product: null, practice: null },
): Promise<ObservationMappingResponse['rule_documents']> {
  await deps.ensureRulesIndex();
  const semanticUsable = vector.length === RULES_MAPPING.vectorDimensions;
  const [lexical, semantic] = await Promise.all([
    deps.search.lexical<StoredRuleChunk>(RULES_INDEX, { text, k: RULE_CANDIDATES }),
    semanticUsable ? deps.search.vector<StoredRuleChunk>(RULES_INDEX, { vector, k: RULE_CANDIDATES }) : Promise.resolve([] as ScoredHit<StoredRuleChunk>[]),
  ]);
  const cosines = new Map(semantic.map((hit) => [hit.id, hit.score]));
  const lexicalOnly = lexical.filter((hit) => !cosines.has(hit.id));
  if (semanticUsable && lexicalOnly.length > 0) {
    // Cosines for keyword hits the vector top-k missed: the chunks of their documents, so every candidate is scored alike.
    const ruleIds = [...new Set(lexicalOnly.map((hit) => hit.doc.rule_id))];
    const extra = await deps.search.vector<StoredRuleChunk>(RULES_INDEX, { vector, k: RULE_CANDIDATES * 4, filter: [{ field: 'rule_id', in: ruleIds }] });
    for (const hit of extra) if (!cosines.has(hit.id)) cosines.set(hit.id, hit.score);
  }
  const chunks = new Map<string, StoredRuleChunk>([...semantic, ...lexical].map((hit) => [hit.id, hit.doc]));
  const ranked = rankHybrid(
    text,
    [...chunks].map(([id, chunk]) => ({ id, cosine: cosines.get(id) ?? 0, text: `${chunk.title} ${chunk.heading} ${chunk.text}` })),
  );
  const best = new Map<string, ObservationMappingResponse['rule_documents'][number]>();
  for (const hit of ranked) {
    const chunk = chunks.get(hit.id) as StoredRuleChunk;
    if (best.has(chunk.rule_id)) continue; // ranked best first: the first chunk of a document is its best passage
    if (!withinRegime(regime, chunk)) continue;
    best.set(chunk.rule_id, { rule_id: chunk.rule_id, source: chunk.source_id, title: chunk.title, similarity_score: hit.similarity, excerpt: excerptOf(chunk.text) });
    if (best.size === topK) break;
  }
  return [...best.values()];
}

const TYPE_NAMES = new Map(EVENT_TAXONOMY.event_types.map((type) => [type.id, type.name]));

/** The answer without its per-request part (`query_metadata`): what the route caches. */
export type ObservationMapping = Omit<ObservationMappingResponse, 'query_metadata'>;

/** Maps one observation text to categories, CFR sections, ICH sections and rule documents. */
export async function mapObservation(deps: ObservationMappingDeps, request: ObservationMappingRequest): Promise<ObservationMapping> {
  const text = request.observation_text;
  const cited = citedSections(text);
  const categories = observationCategories({ text, cfr: cited[0] ?? null });

  // The classifier embeds with its own model; rule passages are found with the index's.
  const [outcome, [vector]] = await Promise.all([deps.classifier.classify(text, classifierProductType(request.product_type)), deps.embedder.embed([text])]);
  if (!vector) throw new Error('embedder returned no vector for the observation');
  // The product type was validated by the request schema, and the text is not empty: a refusal here is a bug.
  if (!outcome.ok) throw new Error(`classifier refused a validated request: ${outcome.error.message}`);
  const classification = outcome.result;

  const chosen = cfrCandidates(cited, classification).slice(0, request.top_k);
  const [headings, rule_documents] = await Promise.all([
    sectionHeadings(
      deps.graph,
      chosen.map((candidate) => candidate.section),
    ),
    similarRuleDocuments(deps, text, vector, request.top_k, {
      // The product type the answer states (given, else inferred, else the documented default drug).
      product: regimeOfProductType(request.product_type ?? classification.product_type),
      practice: sharedPractice(chosen.map((candidate) => candidate.section)),
    }),
  ]);

  const primary = classification.classification;
  return {
    observation_text: text,
    categories,
    cfr_sections: chosen.map((candidate) => ({
      cfr_section: candidate.section,
      title: headings.get(candidate.section) ?? '',
      confidence: candidate.confidence,
      basis: candidate.basis,
    })),
    ich_sections: ichSectionsFor(chosen),
    rule_documents,
    event_type: primary.event_type === 'unknown' ? null : { id: primary.event_type, name: TYPE_NAMES.get(primary.event_type) ?? primary.event_type, confidence: primary.confidence },
    product_type: request.product_type ?? classification.product_type,
  };
}

