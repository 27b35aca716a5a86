import { z } from 'zod';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { type EventClassificationResult, NAMED_IN_TEXT } from '../../enrich/domain/event-classifier.ts';
import type { EventClassifier } from '../../enrich/event-classification.ts';
import type { Clock } from '../../infra/clock.ts';
import { ApiError } from '../platform/errors.ts';
import { EvidenceCollector, responseMetadata } from './evidence.ts';
import { cfrSections, type SectionNode } from './kg-knowledge.ts';
import { KG_PRODUCT_TYPES, cfrApiId } from './kg-params.ts';

/*
 * `POST /v1/kg/classify`: an event text → its taxonomy v3.0 type, the CFR sections that govern it
 * for the product type, and evidence. The classifier (enrich/domain/event-classifier.ts) is the same
 * function the CLI and the pipeline call; this module adds the regulation titles and summaries the
 * graph holds and the evidence block, and renders the spec's two response forms (SPEC-DECISIONS 18).
 */

/** Longest event text accepted (SPEC-DECISIONS 19). */
export const MAX_EVENT_CHARS = 5000;

export interface ClassifyDeps {
  graph: GraphStore;
  clock: Clock;
  /** Built once per process with its own embedding model; its prototypes are embedded on first use. */
  classifier: EventClassifier;
}

const TYPES = new Map(EVENT_TAXONOMY.event_types.map((type) => [type.id, type]));

/** Checks `event` as document 3 words its errors; returns the trimmed text. */
export function checkEvent(raw: unknown, field = 'event'): string {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) throw new ApiError('VALIDATION_ERROR', `Missing required field: ${field}`);
  if (typeof raw !== 'string') throw new ApiError('VALIDATION_ERROR', `${field} must be a string`);
  if (raw.length > MAX_EVENT_CHARS) throw new ApiError('VALIDATION_ERROR', `${field} must be at most 5,000 characters`);
  return raw.trim();
}

/** Checks `product_type`: absent, or one of the four (case-insensitive). */
export function checkProductType(raw: unknown): (typeof KG_PRODUCT_TYPES)[number] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!(KG_PRODUCT_TYPES as readonly string[]).includes(value)) {
    throw new ApiError('VALIDATION_ERROR', `Invalid product_type. Must be one of: ${KG_PRODUCT_TYPES.join(', ')}`);
  }
  return value as (typeof KG_PRODUCT_TYPES)[number];
}

/** The classify body as documented; every field is checked by the handler with the spec's messages. */
export const ClassifyBody = z
  .looseObject({
    // Optional to the platform's parser so a missing event gets document 3's own message from `checkEvent`.
    event: z.unknown().optional().meta({ type: 'string', minLength: 1, maxLength: MAX_EVENT_CHARS, description: 'Required. The event in plain English (1–5,000 characters).' }),
    product_type: z.unknown().optional().meta({ type: 'string', enum: [...KG_PRODUCT_TYPES], description: 'drug, food, device or api; inferred from the text when absent (default drug).' }),
    top_n: z.unknown().optional().meta({ type: 'integer', minimum: 1, maximum: 5, default: 1, description: 'Distinct event types to return, 1–5 (secondaries only at or above 0.60).' }),
  })
  .meta({ id: 'KgClassifyRequest' });

export function checkTopN(raw: unknown): number {
  if (raw === undefined || raw === null) return 1;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 5) throw new ApiError('VALIDATION_ERROR', 'top_n must be an integer between 1 and 5');
  return raw;
}

/** First sentence (or so) of a section's text, at most `max` characters, cut at a word. */
export function summaryOf(text: string | null, max = 280): string {
  if (!text) return '';
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.;](?=\s|$)/.exec(clean)?.[0] ?? clean;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** One applicable regulation as the spec shapes it, with the title and summary the graph holds. */
export function regulationEntry(citation: { cfr_section: string; relevance: 'direct' | 'indirect'; note?: string }, section: SectionNode | undefined, productType: string) {
  return {
    cfr_section: citation.cfr_section,
    title: section?.title ?? '',
    relevance: citation.relevance,
    // The section's own words when its text is held; else what the taxonomy says it carries.
    summary: section?.text ? summaryOf(section.text) : (citation.note ?? ''),
    product_type: productType,
    ...(citation.note ? { note: citation.note } : {}),
  };
}

/** Runs the classifier (with its own embedding model) on one validated request. */
export async function runClassifier(deps: Pick<ClassifyDeps, 'classifier'>, text: string, productType: string | undefined): Promise<{ result: EventClassificationResult }> {
  const outcome = await deps.classifier.classify(text, productType ?? null);
  // The request was validated before: a refusal here is a bug, not a client error.
  if (!outcome.ok) throw new Error(`classifier refused a validated request: ${outcome.error.message}`);
  return { result: outcome.result };
}

/**
 * The result without the sections its text names that the graph does not hold (a misprint, a
 * number of no Title 21 part we serve): only sections a client can look up are listed.
 */
export function withoutUnknownNamedSections(result: EventClassificationResult, held: (section: string) => boolean): EventClassificationResult {
  const kept = result.applicable_regulations.filter((regulation) => regulation.note !== NAMED_IN_TEXT || held(regulation.cfr_section));
  if (kept.length === result.applicable_regulations.length) return result;
  return { ...result, applicable_regulations: kept, applicable_cfr_sections: [...new Set(kept.map((regulation) => regulation.cfr_section))] };
}

/** `given` when the client named the product type; otherwise `inferred` (from the text, or the documented default `drug`). */
export function productTypeSource(result: EventClassificationResult): 'given' | 'inferred' {
  return result.product_type_source === 'given' ? 'given' : 'inferred';
}

/** Classification evidence: the taxonomy entry, the CFR sections (verified when their text is held). */
export function classificationEvidence(evidence: EvidenceCollector, result: EventClassificationResult, sections: ReadonlyMap<string, SectionNode>): void {
  const c = result.classification;
  evidence.add({
    source_type: 'event_taxonomy',
    source_id: result.evidence.taxonomy_version,
    retrieval_method: 'hybrid_keyword_embedding',
    confidence: c.confidence,
    matched_terms: result.evidence.matched_terms.map((term) => term.term),
    total_records: TYPES.size,
    // The taxonomy ships with the service: it always resolves, even when the answer is `unknown`.
    verified: true,
  });
  for (const regulation of result.applicable_regulations) {
    const section = sections.get(regulation.cfr_section);
    evidence.add({
      source_type: 'cfr_mapping',
      source_id: cfrApiId(regulation.cfr_section),
      retrieval_method: 'cross_reference_mapping',
      confidence: section?.text ? (regulation.relevance === 'direct' ? 1 : 0.75) * c.confidence : 0,
      authority: 'FDA',
      verified: Boolean(section?.text),
    });
  }
}

/** The whole classify answer. */
export async function classify(deps: ClassifyDeps, input: { text: string; productType: string | undefined; topN: number; requestId: string; startedAt: number }) {
  const { result: classified } = await runClassifier(deps, input.text, input.productType);
  const sections = await cfrSections(deps.graph, classified.applicable_regulations.map((r) => r.cfr_section));
  const result = withoutUnknownNamedSections(classified, (section) => sections.has(section));
  const c = result.classification;
  const evidence = new EvidenceCollector();
  classificationEvidence(evidence, result, sections);
  const regulations = result.applicable_regulations.map((r) => regulationEntry(r, sections.get(r.cfr_section), result.product_type));
  const secondary = result.secondary.slice(0, input.topN - 1);
  const now = deps.clock.now();
  const known = c.event_type !== 'unknown';
  return {
    classification: {
      event_type: c.event_type,
      confidence: c.confidence,
      category: c.category,
      severity: c.severity,
      confidence_level: c.confidence_band,
      ...(c.confidence_band === 'medium' ? { lower_confidence: true } : {}),
      manual_review_suggested: c.manual_review_suggested,
      product_type: result.product_type,
      product_type_source: productTypeSource(result),
      product_type_evidence: result.evidence.product_type_terms,
      keywords_matched: result.evidence.matched_terms.map((term) => term.term),
    },
    applicable_regulations: regulations,
    event_classification: { event_type: c.event_type, event_category: c.category, confidence: c.confidence, severity: c.severity },
    applicable_cfr_sections: result.applicable_cfr_sections,
    ...(input.topN > 1
      ? {
          top_n_classifications: [
            ...(known ? [{ event_type: c.event_type, event_category: c.category, severity: c.severity, confidence: c.confidence, applicable_cfr_sections: result.applicable_cfr_sections }] : []),
            ...secondary.map((s) => ({ event_type: s.event_type, event_category: s.category, severity: s.severity, confidence: s.confidence, applicable_cfr_sections: s.applicable_cfr_sections })),
          ],
        }
      : {}),
    ...(known ? {} : { nearest_event_types: result.evidence.candidates.slice(0, 3).map((candidate) => ({ event_type: candidate.event_type, probability: candidate.probability })) }),
    ...evidence.block(now.toISOString().slice(0, 10)),
    response_metadata: responseMetadata({ requestId: input.requestId, startedAt: input.startedAt, now, sources: evidence.size, extra: { taxonomy_version: result.evidence.taxonomy_version } }),
  };
}
