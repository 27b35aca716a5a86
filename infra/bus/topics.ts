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
