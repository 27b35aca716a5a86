import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import { ALL_REFERENCE_SECTIONS } from '../../graph/knowledge/reference-sections.ts';
import { CFR_RELATED_EDGES, REGULATION_MAPPINGS } from '../../graph/knowledge/regulation-maps.ts';
import { REGULATION_MAPS_VERSION } from '../../graph/knowledge/regulation-maps.schema.ts';
import { REQUIREMENTS_CATALOGUE } from '../../graph/knowledge/requirements.ts';
import { PROTOCOL_RULES, RULE_CATALOGUE_VERSION, ruleDefinition } from '../domain/protocol-validation/rules.ts';
import type { KnowledgeBody } from '../records/knowledge-record.ts';

/** A knowledge body with the stable id it is published under. */
export interface KnowledgeItem {
  id: string;
  body: KnowledgeBody;
}

/**
 * Every curated fact of the knowledge files, in a fixed order (reference sections first, so the
 * section nodes that edges point at carry their headings from the start).
 */
export function knowledgeItems(): KnowledgeItem[] {
  const { taxonomy_version } = EVENT_TAXONOMY;
  return [
    ...ALL_REFERENCE_SECTIONS.map((section): KnowledgeItem => ({ id: `reference_section:${section.id}`, body: { kind: 'reference_section', section } })),
    ...REGULATION_MAPPINGS.map(
      (mapping): KnowledgeItem => ({ id: `regulation_mapping:${mapping.id}`, body: { kind: 'regulation_mapping', maps_version: REGULATION_MAPS_VERSION, mapping } }),
    ),
    ...CFR_RELATED_EDGES.map(
      (relation): KnowledgeItem => ({
        id: `regulation_relation:${relation.from}|${relation.to}`,
        body: { kind: 'regulation_relation', maps_version: REGULATION_MAPS_VERSION, relation },
      }),
    ),
    ...EVENT_TAXONOMY.event_types.map((event_type): KnowledgeItem => ({ id: `event_type:${event_type.id}`, body: { kind: 'event_type', taxonomy_version, event_type } })),
    ...EVENT_TAXONOMY.aliases.map((alias): KnowledgeItem => ({ id: `event_type_alias:${alias.alias}`, body: { kind: 'event_type_alias', taxonomy_version, alias } })),
    ...REQUIREMENTS_CATALOGUE.requirements.map(
      (requirement): KnowledgeItem => ({
        id: `requirement:${requirement.id}`,
        body: { kind: 'requirement', catalogue_version: REQUIREMENTS_CATALOGUE.catalogue_version, requirement },
      }),
    ),
    ...PROTOCOL_RULES.map(
      (rule): KnowledgeItem => ({
        id: `validation_rule:${rule.id}`,
        body: { kind: 'validation_rule', catalogue_version: RULE_CATALOGUE_VERSION, rule: ruleDefinition(rule) },
      }),
    ),
  ];
}
