import { z } from 'zod';
import { MessageEnvelope } from '../../infra/bus/topics.ts';
import { EventTypeAlias, EventTypeDefinition, TAXONOMY_VERSION } from '../../graph/knowledge/event-taxonomy.schema.ts';
import { ReferenceSection } from '../../graph/knowledge/reference-sections.ts';
import { REGULATION_MAPS_VERSION, RegulationMapping, RelatedRegulationEdge } from '../../graph/knowledge/regulation-maps.schema.ts';
import { REQUIREMENTS_CATALOGUE_VERSION, Requirement } from '../../graph/knowledge/requirements.schema.ts';
import { ProtocolRuleDefinition, RULE_CATALOGUE_VERSION } from '../domain/protocol-validation/rules.ts';

/** The `source` of every knowledge record: curated in this repository, versioned with the code. */
export const KNOWLEDGE_SOURCE = 'regintel-knowledge';

/** Version of the knowledge record bodies; bump when their shape or meaning changes. */
export const KNOWLEDGE_SCHEMA_VERSION = 1;

/**
 * One curated fact on `enriched.knowledge`, in the shape of the knowledge file it comes from, so the
 * graph sink validates it with that file's own schema. Ids say what they are
 * (`event_type:data_integrity_failure`, `requirement:REQ-GEN-001`), so a changed entry replaces its
 * previous version.
 */
export const KnowledgeBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event_type'), taxonomy_version: z.literal(TAXONOMY_VERSION), event_type: EventTypeDefinition }),
  z.object({ kind: z.literal('event_type_alias'), taxonomy_version: z.literal(TAXONOMY_VERSION), alias: EventTypeAlias }),
  z.object({ kind: z.literal('reference_section'), section: ReferenceSection }),
  z.object({ kind: z.literal('regulation_mapping'), maps_version: z.literal(REGULATION_MAPS_VERSION), mapping: RegulationMapping }),
  z.object({ kind: z.literal('regulation_relation'), maps_version: z.literal(REGULATION_MAPS_VERSION), relation: RelatedRegulationEdge }),
  z.object({ kind: z.literal('requirement'), catalogue_version: z.literal(REQUIREMENTS_CATALOGUE_VERSION), requirement: Requirement }),
  z.object({ kind: z.literal('validation_rule'), catalogue_version: z.literal(RULE_CATALOGUE_VERSION), rule: ProtocolRuleDefinition }),
]);
export type KnowledgeBody = z.infer<typeof KnowledgeBody>;

export const KnowledgeRecord = z.intersection(MessageEnvelope, KnowledgeBody);
export type KnowledgeRecord = z.infer<typeof KnowledgeRecord>;
