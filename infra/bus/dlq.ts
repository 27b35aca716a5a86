import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { contentHash } from '../util/content-hash.ts';
import type { EventBus, OutgoingMessage } from './event-bus.port.ts';
import { dlqTopic } from './topics.ts';

/**
 * A record a pipeline stage could not process. Stages turn poison messages into dead letters
 * instead of throwing, so one bad record never blocks its topic (see event-bus.port.ts).
 */
export interface DeadLetter {
  /** Stage that gave up, e.g. `enrich.observations`; picks the topic `dlq.<stage>`. */
  stage: string;
  /** Short machine-readable cause, e.g. `schema_invalid`. */
  reason: string;
  /** Human-readable detail (an error message); never secrets. */
  error?: string;
  /** The input as the stage saw it, with its log position when it came from the bus. */
  original: { topic?: string; partition?: number; offset?: number; key?: string; value: unknown };
}

/**
 * The value published on a `dlq.<stage>` topic. Exported so replay tools and the API can parse
 * dead letters instead of trusting their shape.
 */
export const DeadLetterMessage = z.object({
  stage: z.string().min(1),
  reason: z.string().min(1),
  error: z.string().optional(),
  failed_at: z.iso.datetime().describe('ISO 8601 time the stage gave up on the record.'),
  original: z.object({
    topic: z.string().optional(),
    partition: z.number().int().nonnegative().optional(),
    offset: z.number().int().nonnegative().optional(),
    key: z.string().optional(),
    value: z.unknown(),
  }),
});
export type DeadLetterMessage = z.infer<typeof DeadLetterMessage>;

/**
 * Publishes dead letters, one batch per stage, to `dlq.<stage>`.
 *
 * The key is the original key so a record's dead letters stay together (and compact together on
 * Kafka); without one, a hash of the original value gives the same record the same key every
 * time. A value that cannot be serialised is replaced by its string form: the DLQ is the last
 * resort, so publishing to it must not fail on the very data that made the stage fail.
 */
export async function publishDeadLetters(bus: Pick<EventBus, 'publish'>, clock: Clock, letters: readonly DeadLetter[]): Promise<void> {
  if (letters.length === 0) return;
  const failedAt = clock.now().toISOString();
  const byStage = new Map<string, OutgoingMessage[]>();
  for (const letter of letters) {
    const value = jsonSafe(letter.original.value);
    const original: DeadLetterMessage['original'] = { value };
    if (letter.original.topic !== undefined) original.topic = letter.original.topic;
    if (letter.original.partition !== undefined) original.partition = letter.original.partition;
    if (letter.original.offset !== undefined) original.offset = letter.original.offset;
    if (letter.original.key !== undefined) original.key = letter.original.key;
    const message: DeadLetterMessage = { stage: letter.stage, reason: letter.reason, failed_at: failedAt, original };
    if (letter.error !== undefined) message.error = letter.error;
    const batch = byStage.get(letter.stage) ?? [];
    batch.push({ key: letter.original.key ?? contentHash(value), value: message });
    byStage.set(letter.stage, batch);
  }
  for (const [stage, batch] of byStage) await bus.publish(dlqTopic(stage), batch);
}

/** Returns the value if it survives JSON, else a marker with its string form. */
function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  try {
    if (JSON.stringify(value) !== undefined) return value;
  } catch {
    // Circular structures and BigInt land here.
  }
  return { unserialisable: String(value) };
}
