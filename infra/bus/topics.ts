import { z } from 'zod';

/**
 * Topic names are a contract between processes (ARCHITECTURE.md, "Topics"). Payload schemas live
 * beside their producers; every payload carries the envelope below.
 */
export const TOPICS = {
  rawForm483: 'raw.fda.form483',
  rawCitationCatalogue: 'raw.fda.citation_catalogue',
  rawCitations: 'raw.fda.citations',
  rawInspections: 'raw.fda.inspections',
  rawComplianceActions: 'raw.fda.compliance_actions',
  rawPublished483s: 'raw.fda.published_483s',
  rawWarningLetters: 'raw.fda.warning_letters',
  rawDashboardAggregates: 'raw.fda.dashboard_aggregates',
  rawOutsourcingFacilities: 'raw.fda.outsourcing_facilities',
  rawClinicalInvestigatorInspections: 'raw.fda.clinical_investigator_inspections',
  rawDrugEnforcement: 'raw.openfda.drug_enforcement',
  rawDrugShortages: 'raw.openfda.drug_shortages',
  rawEcfrSections: 'raw.ecfr.sections',
  rawStatuteSections: 'raw.usc.fdca_sections',
  rawIchSections: 'raw.ich.sections',
  rawRuleDocuments: 'raw.rules.documents',
  rawCtgovStudies: 'raw.ctgov.studies',
  enrichedObservations: 'enriched.observations',
  enrichedRegulations: 'enriched.regulations',
  enrichedGuidelines: 'enriched.guidelines',
  /** One record per retrieval chunk of a rule document (guidance, MDCG, EMA), with its embedding. */
  enrichedRules: 'enriched.rules',
  /** One versioned document per facility (FEI): totals, composite risk score and predictive facility score. */
  enrichedFacilities: 'enriched.facilities',
  /** What changed for a facility since its last published document: new citations, classifications, risk-score moves. */
  facilityChanges: 'facility.changes',
  /** Issue-7 analytics documents (summary, benchmarks, CFR references, trending, investigators, KG trends, amendment patterns), keyed by document id. */
  enrichedAnalytics: 'enriched.analytics',
  /** Curated knowledge (taxonomy, regulation maps, requirements, validation rules), published by `regintel knowledge publish`. */
  enrichedKnowledge: 'enriched.knowledge',
  tenantEvents: 'tenant.events',
  /** One alert per (watchlist entry, facility change), with its diff: the alert differ's output (enrich/alerts). */
  alerts: 'alerts',
  /** The delivery log: one record per webhook or e-mail attempt, with status code, latency and error. */
  alertsDeliveries: 'alerts.deliveries',
} as const;

/** Dead-letter topic of a stage: `dlq.<stage>`. */
export function dlqTopic(stage: string): string {
  return `dlq.${stage}`;
}

/** Fields every message on every topic carries. */
export const MessageEnvelope = z.object({
  id: z.string().min(1).describe("Stable id built from the source's own keys."),
  source: z.string().min(1).describe('Dataset or endpoint the record came from.'),
  fetched_at: z.string().describe('ISO 8601 time the record was read from its source.'),
  content_hash: z.string().regex(/^[0-9a-f]{64}$/).describe('sha256 of the canonical JSON of the record body.'),
  schema_version: z.number().int().positive(),
});
export type MessageEnvelope = z.infer<typeof MessageEnvelope>;

/**
 * Topics read whole, as tables beside the stream, by every worker that needs them (`bus.read`
 * from offset 0: the national NAI/VAI split, the citation catalogue, study versions, regulation
 * headings, published analytics hashes). They are small, and one partition keeps "read it all in
 * order" a single sequential read on every adapter, so they stay at one partition whatever the
 * configured count.
 */
export const TABLE_TOPICS: ReadonlySet<string> = new Set<string>([
  TOPICS.rawDashboardAggregates,
  TOPICS.rawCitationCatalogue,
  TOPICS.rawCtgovStudies,
  TOPICS.enrichedRegulations,
  TOPICS.enrichedAnalytics,
]);

/**
 * Topics whose records are about one facility: partitioned by FEI, so every record of a facility
 * (its inspections, citations, actions, 483 observations, its scored document, its change events
 * and the alerts raised on them) lands on one partition and is consumed in order by one worker.
 */
export const FACILITY_TOPICS: ReadonlySet<string> = new Set<string>([
  TOPICS.rawForm483,
  TOPICS.rawCitations,
  TOPICS.rawInspections,
  TOPICS.rawComplianceActions,
  TOPICS.rawPublished483s,
  TOPICS.enrichedObservations,
  TOPICS.enrichedFacilities,
  TOPICS.facilityChanges,
  TOPICS.alerts,
]);

/** Topics partitioned by rule document: every part of a document and every chunk of it together. */
export const RULE_DOCUMENT_TOPICS: ReadonlySet<string> = new Set<string>([TOPICS.rawRuleDocuments, TOPICS.enrichedRules]);

/** Partitions, replicas and the in-sync minimum a topic is created with. */
export interface TopicLayout {
  partitions: number;
  replicationFactor: number;
  minInsyncReplicas: number;
}

/** The layout of one topic under the configured defaults: table topics keep one partition. */
export function topicLayout(topic: string, defaults: TopicLayout): TopicLayout {
  return TABLE_TOPICS.has(topic) ? { ...defaults, partitions: 1 } : defaults;
}

/**
 * The string a message is partitioned by, one rule per topic, so no publisher has to know it:
 * - facility topics: the FEI without leading zeros (SPEC-DECISIONS 22), read from `fei_number`
 *   (or an alert's `payload.fei_number`); a record without one falls back to its key;
 * - rule-document topics: the document id (`rule_id`, or the record id without `#partN`/`#<chunk>`);
 * - every other topic: the message key (the record's stable id).
 * The message key itself is untouched (it stays the record id consumers and compaction see).
 */
export function partitionKeyOf(topic: string, message: { key: string; value: unknown }): string {
  const value = typeof message.value === 'object' && message.value !== null ? (message.value as Record<string, unknown>) : null;
  if (FACILITY_TOPICS.has(topic)) {
    const payload = typeof value?.payload === 'object' && value.payload !== null ? (value.payload as Record<string, unknown>) : null;
    const fei = value?.fei_number ?? payload?.fei_number;
    if (typeof fei === 'string' && fei.trim() !== '') return `fei:${fei.trim().replace(/^0+(?=.)/, '')}`;
    return message.key;
  }
  if (RULE_DOCUMENT_TOPICS.has(topic)) {
    if (typeof value?.rule_id === 'string') return `rule:${value.rule_id}`;
    const id = typeof value?.id === 'string' ? value.id : message.key;
    return `rule:${id.replace(/#part\d+$/, '').replace(/#\d+$/, '')}`;
  }
  return message.key;
}
