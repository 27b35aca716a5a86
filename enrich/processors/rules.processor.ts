import type { Clock } from '../../infra/clock.ts';
import { isRetraction } from '../../infra/bus/payloads/retraction.ts';
import type { BusMessage, EventBus } from '../../infra/bus/event-bus.port.ts';
import { EcfrSectionRecord, IchSectionRecord } from '../../infra/bus/payloads/raw-rules.ts';
import { MessageEnvelope, TOPICS } from '../../infra/bus/topics.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { regimeOfCfrPart } from '../../graph/knowledge/regulation-maps.schema.ts';
import { productTypesOfPart } from '../domain/cfr-parts.ts';
import { type Outcome, dlq, ok } from '../pipeline/outcome.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import type { EnrichedGuidelineSection, EnrichedRegulation } from '../records/enriched-rules.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';

/** Version of the enriched regulation and guideline bodies; bump when their shape or meaning changes. */
export const ENRICHED_RULES_SCHEMA_VERSION = 1;

type Draft = { topic: string; body: Omit<EnrichedRegulation, 'fetched_at' | 'content_hash'> | Omit<EnrichedGuidelineSection, 'fetched_at' | 'content_hash'> };


/**
 * Turns ingested rule text into the records the graph (and later rule search) read: each eCFR
 * section becomes an `enriched.regulations` record with its part's product types and regime, each
 * ICH section an `enriched.guidelines` record with its guideline and parent. The ids stay the
 * connectors' ids, because the curated knowledge cites sections by exactly those ids.
 */
export function createRulesProcessor(deps: { bus: EventBus; clock: Clock }): Processor {
  return {
    groupId: 'enrich.rules',
    stage: 'enrich.rules',
    topics: [TOPICS.rawEcfrSections, TOPICS.rawIchSections],
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      const rejected: Rejected[] = [];
      const drafts: Draft[] = [];
      for (const message of messages) {
        // Known limit (issue 18): a retracted eCFR or ICH section is not yet taken out of the graph,
        // where curated knowledge cites it; the tombstone is acknowledged, not dead-lettered.
        if (isRetraction(message.value)) continue;
        const outcome = message.topic === TOPICS.rawEcfrSections ? regulationOf(message.value) : guidelineSectionOf(message.value);
        if (outcome.kind === 'dlq') rejected.push({ message, reason: outcome.reason });
        else drafts.push(outcome.value);
      }
      const fetchedAt = deps.clock.now().toISOString();
      for (const topic of [TOPICS.enrichedRegulations, TOPICS.enrichedGuidelines]) {
        const batch = drafts.filter((draft) => draft.topic === topic);
        if (batch.length === 0) continue;
        await deps.bus.publish(
          topic,
          batch.map(({ body }) => ({ key: body.id, value: { ...body, fetched_at: fetchedAt, content_hash: contentHash(body) } })),
        );
      }
      return { processed: drafts.length, rejected };
    },
  };
}

function regulationOf(value: unknown): Outcome<Draft> {
  const envelope = MessageEnvelope.safeParse(value);
  if (!envelope.success) return dlq(`invalid envelope: ${describeZodIssues(envelope.error)}`);
  const parsed = EcfrSectionRecord.safeParse(value);
  if (!parsed.success) return dlq(`invalid eCFR section: ${describeZodIssues(parsed.error)}`);
  const section = parsed.data;
  const part = Number(section.part_number);
  const amended = [...section.amendment_dates].sort().at(-1) ?? null;
  return ok({
    topic: TOPICS.enrichedRegulations,
    body: {
      id: envelope.data.id,
      source: envelope.data.source,
      schema_version: ENRICHED_RULES_SCHEMA_VERSION,
      cfr_section: envelope.data.id,
      citation: section.citation,
      part,
      part_heading: section.part_heading,
      subpart: section.subpart,
      subpart_heading: section.subpart_heading,
      section_number: section.section_number,
      heading: section.section_heading,
      version: section.version,
      text: section.text,
      subsections: section.subsections,
      effective_date: section.effective_date,
      last_amended: amended,
      product_types: productTypesOfPart(part),
      regime: regimeOfCfrPart(part) ?? 'general',
      source_url: section.source_url,
    },
  });
}

function guidelineSectionOf(value: unknown): Outcome<Draft> {
  const envelope = MessageEnvelope.safeParse(value);
  if (!envelope.success) return dlq(`invalid envelope: ${describeZodIssues(envelope.error)}`);
  const parsed = IchSectionRecord.safeParse(value);
  if (!parsed.success) return dlq(`invalid ICH section: ${describeZodIssues(parsed.error)}`);
  const section = parsed.data;
  const guideline = `ICH ${section.guideline_code}`;
  return ok({
    topic: TOPICS.enrichedGuidelines,
    body: {
      id: envelope.data.id,
      source: envelope.data.source,
      schema_version: ENRICHED_RULES_SCHEMA_VERSION,
      ich_section: envelope.data.id,
      guideline,
      guideline_code: section.guideline_code,
      guideline_title: section.guideline_title,
      guideline_version: section.version,
      guideline_date: section.guideline_date,
      section_number: section.section_number,
      title: section.title,
      text: section.text,
      parent_section: section.parent_section_number ? `${guideline} ${section.parent_section_number}` : null,
      depth: section.depth,
      source_url: section.source_url,
    },
  });
}
