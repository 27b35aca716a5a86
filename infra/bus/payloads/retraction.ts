import { z } from 'zod';
import { contentHash } from '../../util/content-hash.ts';
import { MessageEnvelope } from '../topics.ts';

/**
 * Fields of a record the bus partitions by (`partitionKeyOf` in topics.ts: the FEI of facility
 * topics, the document of rule topics). A retraction copies them from the record it retracts so it
 * lands on the record's partition, after it, on a multi-partition Kafka topic too.
 */
export const ROUTING_FIELDS = ['fei_number', 'rule_id'] as const;
export type RoutingFields = Partial<Record<(typeof ROUTING_FIELDS)[number], string>>;

function RoutingFields() {
  return z.object({
    fei_number: z.string().optional().describe('FEI of the retracted record, when it had one (its partition key).'),
    rule_id: z.string().optional().describe('Rule document of the retracted record, when it had one (its partition key).'),
  });
}

/** The routing fields a record body carries (string values only). */
export function routingFieldsOf(body: Record<string, unknown>): RoutingFields {
  const fields: RoutingFields = {};
  for (const name of ROUTING_FIELDS) {
    const value = body[name];
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  return fields;
}

/**
 * A retraction (tombstone): the record with this id left its source, or was corrected away. It
 * travels on the record's own topic under the record's own key, so it lands in the same partition
 * after the record it retracts and every consumer sees the two in order.
 *
 * It is an explicit marker in the envelope, not a Kafka null value, for three reasons: every
 * consumer parses JSON values with zod, and a null would be dead-lettered by any step that does not
 * know it (the marker fails loudly only where a step wrongly reads it as a record); the marker keeps
 * the envelope (`source`, `fetched_at`), which says who retracted the record and when, and which
 * consumers need when one id has two sources (an OCR and a born-digital copy of one 483); and our
 * topics are not compacted, so a null value would buy nothing from the broker. Both buses carry it
 * as ordinary JSON. It is the convention `enriched.analytics` and the change feed already use.
 */
export const Retraction = MessageEnvelope.extend({
  retracted: z.literal(true).describe('Always true: the record with this id is gone.'),
  retracted_at: z.string().describe('ISO 8601 time the retraction was decided.'),
  ...RoutingFields().shape,
});
export type Retraction = z.infer<typeof Retraction>;

/** True when a message value is a retraction of any kind (raw or enriched): `retracted: true`. */
export function isRetraction(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { retracted?: unknown }).retracted === true;
}

/**
 * A retraction of `id` by `source`. Its content hash covers the id and the fact of retraction,
 * not the time, so a replayed retraction is recognisably the same message.
 */
export function retractionOf(input: { id: string; source: string; at: string; schemaVersion: number; routing?: RoutingFields }): Retraction {
  return {
    ...input.routing,
    id: input.id,
    source: input.source,
    fetched_at: input.at,
    content_hash: contentHash({ id: input.id, retracted: true }),
    schema_version: input.schemaVersion,
    retracted: true,
    retracted_at: input.at,
  };
}
