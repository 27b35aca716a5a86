import type { Clock } from '../../infra/clock.ts';
import type { BusMessage, EventBus, Subscription } from '../../infra/bus/event-bus.port.ts';
import { publishDeadLetters } from '../../infra/bus/dlq.ts';
import type { Logger } from '../../infra/logger.ts';

/** A message the processor could not handle, with the reason, bound for `dlq.<stage>`. */
export interface Rejected {
  message: BusMessage;
  reason: string;
  error?: string;
}

/** What a processor reports for one batch: how many records it wrote and which it rejected. */
export interface BatchResult {
  processed: number;
  rejected: Rejected[];
}

/**
 * A stream processor or sink: consumes topics as a consumer group and handles batches. It returns
 * rejections instead of throwing for bad records; it throws only for infrastructure faults (the
 * bus then retries the same batch, since nothing was committed).
 */
export interface Processor {
  /** Consumer group; also the name shown by `regintel status`. */
  groupId: string;
  /** DLQ stage: rejected messages go to `dlq.<stage>`. */
  stage: string;
  topics: string[];
  /**
   * Most messages per batch (default 50). A batch is the unit of commit and of shutdown: stopping
   * waits for the batch in hand, so a processor whose messages are slow (a rule document is
   * hundreds of chunks to embed) takes few at a time.
   */
  maxBatchSize?: number;
  /**
   * `signal` aborts when the pipeline is stopping; a processor with long batches may throw between
   * steps (`signal.throwIfAborted()`): the batch is then not committed and is handled again, whole,
   * after the restart.
   */
  handleBatch(messages: BusMessage[], signal?: AbortSignal): Promise<BatchResult>;
}

export interface ProcessorCounters {
  processed: number;
  rejected: number;
  batches: number;
}

/**
 * Subscribes a processor and is the single place where rejections become dead letters: the batch's
 * rejections are published to `dlq.<stage>` before the handler resolves, so the bus commits the
 * offsets only once every message has either been processed or dead-lettered.
 */
export async function startProcessor(
  processor: Processor,
  deps: { bus: EventBus; clock: Clock; logger: Logger },
): Promise<{ subscription: Subscription; counters: ProcessorCounters }> {
  const log = deps.logger.child({ module: 'processor', group: processor.groupId });
  const counters: ProcessorCounters = { processed: 0, rejected: 0, batches: 0 };
  const subscription = await deps.bus.subscribe({
    groupId: processor.groupId,
    topics: processor.topics,
    maxBatchSize: processor.maxBatchSize ?? 50,
    handler: async (messages, { signal }) => {
      const result = await processor.handleBatch(messages, signal);
      if (result.rejected.length > 0) {
        await publishDeadLetters(
          deps.bus,
          deps.clock,
          result.rejected.map((r) => ({
            stage: processor.stage,
            reason: r.reason,
            ...(r.error ? { error: r.error } : {}),
            original: { topic: r.message.topic, partition: r.message.partition, offset: r.message.offset, key: r.message.key, value: r.message.value },
          })),
        );
        for (const r of result.rejected) {
          log.warn({ topic: r.message.topic, offset: r.message.offset, messageKey: r.message.key, reason: r.reason }, 'record dead-lettered');
        }
      }
      counters.processed += result.processed;
      counters.rejected += result.rejected.length;
      counters.batches += 1;
      const first = messages[0];
      const last = messages.at(-1);
      log.debug({ topic: first?.topic, from: first?.offset, to: last?.offset, processed: result.processed, rejected: result.rejected.length }, 'batch handled');
    },
  });
  return { subscription, counters };
}
