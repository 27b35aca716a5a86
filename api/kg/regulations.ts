import { z } from 'zod';
import { regimeOfCfrPart } from '../../graph/knowledge/regulation-maps.schema.ts';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import { productTypesOfPart } from '../../enrich/domain/cfr-parts.ts';
import { REGULATION_MAPPINGS, CFR_RELATED_EDGES } from '../../graph/knowledge/regulation-maps.ts';
import type { GraphStore, Properties } from '../../graph/graph-store.port.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import { ApiError } from '../platform/errors.ts';
import type { ResponseCache } from '../platform/response-cache.ts';
import { citationTable, sectionCitationStats } from './citation-stats.ts';
import { summaryOf } from './classify.ts';
import { EvidenceCollector, responseMetadata } from './evidence.ts';
import { cfrSections, fillGuidelineTitles, ichSections, relatedRegulations, sectionMappings, stringProp, type SectionMapping, type SectionNode } from './kg-knowledge.ts';
import { cfrApiId, flag, parseKgCfr } from './kg-params.ts';

/*
 * `GET /v1/kg/regulations/{cfr}` (document 3, SPEC-DECISIONS 20 and 24): a Title 21 section with
 * its text and paragraphs, its curated ICH cross-references by regime (Q7/Q9/Q10 for GMP sections,
 * E6(R3) for GCP ones), related sections on request, and 483 citation statistics.
 *
 * The text is what the eCFR connector ingested (Parts 211, 610 and 800–830 from the mirror; the
 * parts it fetches live when run live). A section the service knows only by its heading (cited by
 * the curated knowledge or by 483s, listed with its official heading) answers with that heading,
 * empty `full_text` and `evidence_chain.chain_integrity: 'partial'`: nothing is written from memory.
 */

export const RegulationQuery = z.object({
  include_subsections: flag(true).describe('Paragraphs of the section (default true).'),
  include_ich_references: flag(true).describe('Curated ICH cross-references (default true).'),
  include_related_cfr: flag(false).describe('Related CFR sections (default false).'),
});
export type RegulationQuery = z.output<typeof RegulationQuery>;

export interface RegulationDeps {
  graph: GraphStore;
  search: SearchStore;
  clock: Clock;
  /** 24 hours: citation statistics. */
  statsCache: ResponseCache;
}

/** Sections the curated knowledge names, so a heading-only section still answers (not a 404). */
const KNOWN_SECTIONS: ReadonlySet<string> = new Set([
  ...REGULATION_MAPPINGS.map((mapping) => mapping.cfr_section.replace(/ \(QSR\)$/, '')),
  ...CFR_RELATED_EDGES.flatMap((edge) => [edge.from, edge.to]),
  ...EVENT_TAXONOMY.event_types.flatMap((type) => Object.values(type.cfr_sections).flatMap((citations) => (citations ?? []).map((citation) => citation.section.replace(/ \(QSR\)$/, '')))),
]);

const stringArray = (props: Properties, name: string): string[] => {
  const value = props[name];
  return Array.isArray(value) ? value.map(String) : [];
};

/**
 * The paragraphs of a section: the labels and texts the sink stores side by side; for a node
 * stored before the texts were, the labels located in the full text. Only top-level paragraphs
 * (`(a)`) are split out; their sub-paragraphs stay in their text.
 */
export function subsectionsOf(section: SectionNode): Array<{ subsection: string; text: string }> {
  const labels = stringArray(section.props, 'paragraphs');
  const texts = stringArray(section.props, 'paragraph_texts');
  if (labels.length === 0) return [];
  if (texts.length === labels.length) return labels.map((label, index) => ({ subsection: label, text: texts[index] ?? '' })).filter((entry) => entry.text !== '');
  const text = section.text ?? '';
  const positions = labels.map((label) => ({ label, at: text.indexOf(label) })).filter((entry) => entry.at >= 0);
  return positions.map((entry, index) => ({ subsection: entry.label, text: text.slice(entry.at + entry.label.length, positions[index + 1]?.at ?? text.length).trim() }));
}

/** The ICH cross-references of a section, grouped by guideline, strongest first. */
async function ichCrossReferences(graph: GraphStore, mappings: readonly SectionMapping[], evidence: EvidenceCollector) {
  const ich = await ichSections(graph, mappings.map((mapping) => mapping.ich_section));
  const groups = new Map<string, { guideline: string; guideline_title: string; regime: 'gmp' | 'gcp'; sections: Array<{ section: string; title: string; text: string; relevance: SectionMapping['relevance']; mapping_rationale: string; alignment_score: number }> }>();
  for (const mapping of [...mappings].sort((a, b) => b.alignment_score - a.alignment_score || a.ich_section.localeCompare(b.ich_section, 'en', { numeric: true }))) {
    const [, code = '', number = ''] = /^ICH (\S+) (.+)$/.exec(mapping.ich_section) ?? [];
    const node = ich.get(mapping.ich_section);
    const group = groups.get(code) ?? { guideline: code, guideline_title: '', regime: mapping.regime === 'gcp' ? 'gcp' : 'gmp', sections: [] };
    group.sections.push({ section: number, title: node?.title ?? '', text: node?.text ? summaryOf(node.text, 400) : '', relevance: mapping.relevance, mapping_rationale: mapping.rationale, alignment_score: mapping.alignment_score });
    groups.set(code, group);
    evidence.add({
      source_type: 'ich_guidelines',
      source_id: `${code.replace(/\(R1\)$/, '')}-${number}`,
      retrieval_method: 'cross_reference_mapping',
      confidence: node?.text ? mapping.alignment_score : 0,
      verified: Boolean(node?.text),
    });
  }
  await fillGuidelineTitles(graph, groups);
  return [...groups.values()];
}

/** The answer's content and the sources it consulted, for a parsed section id. */
async function regulationContent(deps: RegulationDeps, parsed: ReturnType<typeof parseKgCfr>, raw: string, query: RegulationQuery) {
  const node = (await cfrSections(deps.graph, [parsed.section])).get(parsed.section);
  if (!node && !KNOWN_SECTIONS.has(parsed.section)) throw new ApiError('NOT_FOUND', `CFR section not found: ${raw}`);
  const section: SectionNode = node ?? { id: parsed.section, title: null, text: null, props: {} };
  const evidence = new EvidenceCollector();
  evidence.add({
    source_type: 'cfr_regulations',
    source_id: cfrApiId(parsed.section),
    retrieval_method: 'direct_lookup',
    confidence: section.text ? 1 : 0,
    authority: 'eCFR Title 21',
    ...(stringProp(section.props, 'effective_date') ? { publication_date: stringProp(section.props, 'effective_date') as string } : {}),
    verified: Boolean(section.text),
  });
  const mappings = query.include_ich_references ? await sectionMappings(deps.graph, 'cfr', parsed.section.startsWith('21 CFR 820.') ? [parsed.section, `${parsed.section} (QSR)`] : [parsed.section]) : [];
  const ich = query.include_ich_references ? await ichCrossReferences(deps.graph, mappings, evidence) : null;
  let related: Array<{ cfr_section: string; title: string; relationship: 'prerequisite' | 'supporting' | 'related'; rationale: string }> | null = null;
  if (query.include_related_cfr) {
    const edges = await relatedRegulations(deps.graph, parsed.section);
    const titles = await cfrSections(deps.graph, edges.map((edge) => edge.other.replace(/ \(QSR\)$/, '')));
    related = edges.map((edge) => ({
      cfr_section: edge.other,
      title: titles.get(edge.other.replace(/ \(QSR\)$/, ''))?.title ?? '',
      relationship: edge.relationship === 'prerequisite' || edge.relationship === 'supporting' ? edge.relationship : 'related',
      rationale: edge.rationale,
    }));
  }
  const table = await citationTable(deps.search, deps.statsCache);
  const stats = await sectionCitationStats(deps.search, table, parsed.section);
  evidence.add({ source_type: 'fda_483_database', source_id: `483-citations:${cfrApiId(parsed.section)}`, retrieval_method: 'aggregation', confidence: 1, total_records: stats.total_483_citations, data_period: stats.data_period, authority: 'FDA', verified: true });
  const subpart = stringProp(section.props, 'subpart');
  const subpartHeading = stringProp(section.props, 'subpart_heading');
  return {
    regulation: {
      cfr_section: parsed.section,
      part: String(parsed.part),
      subpart: subpart ? `Subpart ${subpart}${subpartHeading ? `—${subpartHeading}` : ''}` : null,
      section: parsed.number,
      title: section.title ?? '',
      full_citation: `21 CFR ${parsed.number}`,
      product_types: stringArray(section.props, 'product_types').length > 0 ? stringArray(section.props, 'product_types') : productTypesOfPart(parsed.part),
      effective_date: stringProp(section.props, 'effective_date'),
      last_updated: stringProp(section.props, 'last_amended'),
      text_available: Boolean(section.text),
      regime: regimeOfCfrPart(parsed.part) ?? null,
    },
    full_text: {
      summary: summaryOf(section.text, 600),
      ...(query.include_subsections ? { subsections: subsectionsOf(section) } : {}),
    },
    ...(ich ? { ich_cross_references: ich } : {}),
    ...(related ? { related_regulations: related } : {}),
    common_citations: {
      total_483_citations: stats.total_483_citations,
      data_period: stats.data_period,
      citation_rank: stats.citation_rank,
      trending: stats.trending,
      most_common_deficiency_types: stats.most_common_deficiency_types,
    },
    evidence,
  };
}

/**
 * Computes the answer for a section id. The route caches it whole (kg-answer-cache.ts) per section,
 * parameters and data version.
 */
export async function regulationLookup(deps: RegulationDeps, raw: string, query: RegulationQuery, meta: { requestId: string; startedAt: number }) {
  const parsed = parseKgCfr(raw);
  const now = deps.clock.now();
  const { evidence, ...body } = await regulationContent(deps, parsed, raw, query);
  return {
    ...body,
    ...evidence.block(now.toISOString().slice(0, 10)),
    response_metadata: responseMetadata({ requestId: meta.requestId, startedAt: meta.startedAt, now, sources: evidence.size, extra: { cfr_database_version: 'eCFR Title 21' } }),
  };
}
