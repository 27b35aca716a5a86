import type { NodeRef, Properties } from '../../graph/graph-store.port.ts';
import { citedQ7Sections, q7SectionHolding } from '../../infra/bus/payloads/ich-q7-citations.ts';
import { citedSectionId } from '../domain/citations.ts';
import type { KnowledgeBody } from '../records/knowledge-record.ts';
import type { EnrichedGuidelineSection, EnrichedRegulation } from '../records/enriched-rules.ts';

/** Nodes and relationships one record adds to the graph; the sink merges many of these per batch. */
export interface GraphWrite {
  nodes: Array<{ label: string; properties: Properties & { id: string } }>;
  edges: Array<{ type: string; from: NodeRef; to: NodeRef; properties: Properties }>;
}

const cfrPartId = (part: number | string) => `21 CFR Part ${part}`;
const guidelineOfSection = (id: string) => /^ICH \S+/.exec(id)?.[0] ?? id;
/** Label of a cited section id: CFR ids start `21 CFR`, ICH ids `ICH`. */
const sectionRef = (id: string): NodeRef => ({ label: id.startsWith('ICH ') ? 'IchSection' : 'CfrSection', key: id });

/**
 * (:CfrSection)-[:IN_PART]->(:CfrPart). The section node carries its text, so an analyst reads the
 * requirement where the graph cites it; `text_source` tells ingested text from a reference heading.
 */
export function regulationGraph(record: EnrichedRegulation): GraphWrite {
  return {
    nodes: [
      { label: 'CfrPart', properties: { id: cfrPartId(record.part), part: record.part, heading: record.part_heading } },
      {
        label: 'CfrSection',
        properties: {
          id: record.cfr_section,
          citation: record.citation,
          part: record.part,
          section_number: record.section_number,
          heading: record.heading,
          subpart: record.subpart,
          subpart_heading: record.subpart_heading,
          version: record.version,
          text: record.text,
          paragraphs: record.subsections.map((subsection) => subsection.label),
          // Parallel to `paragraphs` (properties hold no objects): each paragraph's own text, '' when it has none.
          paragraph_texts: record.subsections.map((subsection) => subsection.text ?? ''),
          effective_date: record.effective_date,
          last_amended: record.last_amended,
          product_types: record.product_types,
          regime: record.regime,
          source_url: record.source_url,
          text_source: 'ingested',
        },
      },
    ],
    edges: [{ type: 'IN_PART', from: { label: 'CfrSection', key: record.cfr_section }, to: { label: 'CfrPart', key: cfrPartId(record.part) }, properties: {} }],
  };
}

/**
 * (:IchSection)-[:IN]->(:IchGuideline), and (:IchSection)-[:PART_OF]->(:IchSection) for the outline.
 * A Q7 Q&A (`ICH Q7 Q&As 2.4`) also CITES the Q7 sections its references name, each edge to the
 * section holding the cited number (paragraph `2.22` is in section `2.2`) with the numbers as cited.
 */
export function guidelineGraph(record: EnrichedGuidelineSection): GraphWrite {
  const edges: GraphWrite['edges'] = [{ type: 'IN', from: { label: 'IchSection', key: record.ich_section }, to: { label: 'IchGuideline', key: record.guideline }, properties: {} }];
  if (record.parent_section) edges.push({ type: 'PART_OF', from: { label: 'IchSection', key: record.ich_section }, to: { label: 'IchSection', key: record.parent_section }, properties: {} });
  if (record.guideline === 'ICH Q7 Q&As') {
    const cited = new Map<string, string[]>();
    for (const number of citedQ7Sections(`${record.title ?? ''} ${record.text ?? ''}`)) cited.set(q7SectionHolding(number), [...(cited.get(q7SectionHolding(number)) ?? []), number]);
    for (const [section, numbers] of cited) edges.push({ type: 'CITES', from: { label: 'IchSection', key: record.ich_section }, to: { label: 'IchSection', key: `ICH Q7 ${section}` }, properties: { sections: numbers } });
  }
  return {
    nodes: [
      {
        label: 'IchGuideline',
        properties: { id: record.guideline, code: record.guideline_code, title: record.guideline_title, version: record.guideline_version, date: record.guideline_date },
      },
      {
        label: 'IchSection',
        properties: {
          id: record.ich_section,
          guideline: record.guideline,
          section_number: record.section_number,
          title: record.title,
          text: record.text,
          depth: record.depth,
          source_url: record.source_url,
          text_source: 'ingested',
        },
      },
    ],
    edges,
  };
}

/** The curated knowledge as nodes and edges (docs/graph.md lists them). */
export function knowledgeGraph(body: KnowledgeBody): GraphWrite {
  switch (body.kind) {
    case 'reference_section': {
      const { id, heading, source } = body.section;
      if (id.startsWith('ICH ')) {
        const guideline = guidelineOfSection(id);
        return {
          nodes: [{ label: 'IchSection', properties: { id, guideline, section_number: id.slice(guideline.length + 1), title: heading, reference_source: source, text_source: 'reference' } }],
          edges: [{ type: 'IN', from: { label: 'IchSection', key: id }, to: { label: 'IchGuideline', key: guideline }, properties: {} }],
        };
      }
      const [, part = '', section = ''] = /^21 CFR (\d+)\.(\d+)/.exec(id) ?? [];
      return {
        nodes: [
          { label: 'CfrPart', properties: { id: cfrPartId(part), part: Number(part) } },
          { label: 'CfrSection', properties: { id, citation: id, part: Number(part), section_number: `${part}.${section}`, heading, reference_source: source, text_source: 'reference' } },
        ],
        edges: [{ type: 'IN_PART', from: { label: 'CfrSection', key: id }, to: { label: 'CfrPart', key: cfrPartId(part) }, properties: {} }],
      };
    }
    case 'regulation_mapping': {
      const mapping = body.mapping;
      const subsections = mapping.subsection_mappings ?? [];
      return {
        nodes: [],
        edges: [
          {
            type: 'MAPS_TO',
            from: { label: 'CfrSection', key: mapping.cfr_section },
            to: { label: 'IchSection', key: mapping.ich_section },
            properties: {
              mapping_id: mapping.id,
              regime: mapping.regime,
              relevance: mapping.relevance,
              mapping_type: mapping.mapping_type,
              alignment_score: mapping.alignment_score,
              rationale: mapping.rationale,
              // Properties cannot hold objects: the subsection pairs become parallel lists.
              cfr_subsections: subsections.map((sub) => sub.cfr_subsection),
              ich_subsections: subsections.map((sub) => sub.ich_subsection),
              provenance: mapping.provenance,
              maps_version: body.maps_version,
            },
          },
        ],
      };
    }
    case 'regulation_relation': {
      const { from, to, relationship, rationale } = body.relation;
      return {
        nodes: [],
        edges: [{ type: 'RELATED_TO', from: { label: 'CfrSection', key: from }, to: { label: 'CfrSection', key: to }, properties: { relationship, rationale, maps_version: body.maps_version } }],
      };
    }
    case 'event_type': {
      const type = body.event_type;
      // One GOVERNED_BY per section (a relationship is unique per type and ends): the product
      // types it governs for, and `direct` where it is direct for at least one of them.
      const governed = new Map<string, { product_types: string[]; direct_for: string[] }>();
      for (const [productType, citations] of Object.entries(type.cfr_sections)) {
        for (const citation of citations ?? []) {
          const entry = governed.get(citation.section) ?? { product_types: [], direct_for: [] };
          entry.product_types.push(productType);
          if (citation.relevance === 'direct') entry.direct_for.push(productType);
          governed.set(citation.section, entry);
        }
      }
      return {
        nodes: [
          {
            label: 'EventType',
            properties: {
              id: type.id,
              name: type.name,
              category: type.category,
              severity: type.severity,
              description: type.description,
              keywords: type.keywords,
              abbreviations: type.abbreviations,
              taxonomy_version: body.taxonomy_version,
            },
          },
        ],
        edges: [
          ...[...governed].map(([section, entry]) => ({
            type: 'GOVERNED_BY',
            from: { label: 'EventType', key: type.id },
            to: { label: 'CfrSection', key: section },
            properties: { product_types: entry.product_types, direct_for: entry.direct_for, relevance: entry.direct_for.length > 0 ? 'direct' : 'indirect' },
          })),
          ...type.ich_references.map((reference) => ({
            type: 'GUIDED_BY',
            from: { label: 'EventType', key: type.id },
            to: { label: 'IchSection', key: reference.section },
            properties: { relevance: reference.relevance, note: reference.note ?? null },
          })),
        ],
      };
    }
    case 'event_type_alias': {
      const { alias, canonical, rationale } = body.alias;
      return {
        nodes: [{ label: 'EventTypeAlias', properties: { id: alias, canonical, rationale } }],
        edges: canonical === 'unknown' ? [] : [{ type: 'ALIAS_OF', from: { label: 'EventTypeAlias', key: alias }, to: { label: 'EventType', key: canonical }, properties: {} }],
      };
    }
    case 'requirement': {
      const requirement = body.requirement;
      const cited = citedSectionId(requirement.reference);
      return {
        nodes: [
          {
            label: 'Requirement',
            properties: {
              id: requirement.id,
              title: requirement.title,
              authority: requirement.authority,
              requirement_type: requirement.requirement_type,
              therapeutic_areas: requirement.therapeutic_areas === 'all' ? ['all'] : requirement.therapeutic_areas,
              phases: requirement.phases,
              summary: requirement.summary,
              reference_document: requirement.reference.document,
              reference_section: requirement.reference.section,
              reference_url: requirement.reference.url ?? null,
              catalogue_version: body.catalogue_version,
            },
          },
        ],
        edges: cited ? [{ type: 'CITES', from: { label: 'Requirement', key: requirement.id }, to: sectionRef(cited), properties: { section: requirement.reference.section } }] : [],
      };
    }
    case 'validation_rule': {
      const rule = body.rule;
      const cited = citedSectionId(rule.regulatory_reference);
      return {
        nodes: [
          {
            label: 'ValidationRule',
            properties: {
              id: rule.id,
              severity: rule.severity,
              category: rule.category,
              title: rule.title,
              description: rule.description,
              recommendation: rule.recommendation,
              effort: rule.effort,
              approval_risk: rule.impact.approval_risk,
              delay_risk_months: rule.impact.delay_risk_months,
              scope: rule.scope,
              recent_guidance: rule.recent_guidance,
              reference_authority: rule.regulatory_reference.authority,
              reference_document: rule.regulatory_reference.document,
              reference_section: rule.regulatory_reference.section,
              catalogue_version: body.catalogue_version,
            },
          },
        ],
        edges: cited ? [{ type: 'CITES', from: { label: 'ValidationRule', key: rule.id }, to: sectionRef(cited), properties: { section: rule.regulatory_reference.section } }] : [],
      };
    }
  }
}
