import type { Clock } from '../../infra/clock.ts';
import type { AssignedPartition, BusMessage, EventBus, Subscription } from '../../infra/bus/event-bus.port.ts';
import { publishDeadLetters } from '../../infra/bus/dlq.ts';
import type { Logger } from '../../infra/logger.ts';
import { type Metrics, sourceOf } from '../../infra/metrics/metrics.ts';

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
   * True for a step whose state spans every partition of its topics (the facilities step, the
   * analytics): one worker consumes them all and other workers stand by (`SubscribeOptions.exclusive`).
   */
  exclusive?: boolean;
  /**
   * For a step with local state: brings it up to the group's committed offsets when this worker
   * is handed the step's partitions (`SubscribeOptions.onAssigned`), before any batch: the state
   * may have been built on another host, or not at all here. Without it the step must be
   * stateless or keep its state in the log.
   */
  onAssigned?(assigned: readonly AssignedPartition[], signal: AbortSignal): Promise<void>;
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
  deps: { bus: EventBus; clock: Clock; logger: Logger; metrics?: Pick<Metrics, 'pipeline'> },
): Promise<{ subscription: Subscription; counters: ProcessorCounters }> {
  const log = deps.logger.child({ module: 'processor', group: processor.groupId });
  const counters: ProcessorCounters = { processed: 0, rejected: 0, batches: 0 };
  const subscription = await deps.bus.subscribe({
    groupId: processor.groupId,
    topics: processor.topics,
    maxBatchSize: processor.maxBatchSize ?? 50,
    ...(processor.exclusive ? { exclusive: true } : {}),
    ...(processor.onAssigned ? { onAssigned: (assigned: readonly AssignedPartition[], { signal }: { signal: AbortSignal }) => processor.onAssigned?.(assigned, signal) ?? Promise.resolve() } : {}),
    handler: async (messages, { signal }) => {
      const stopTimer = deps.metrics?.pipeline.batchDuration.startTimer({ step: processor.groupId });
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
      if (deps.metrics) recordBatch(deps.metrics, processor.groupId, messages, result);
      stopTimer?.();
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

/**
 * Records in, out and dead-lettered by step and source (the envelope's `source`). A processor
 * reports how many records it handled, not which, so `out` carries the batch's source when the
 * batch had one (the usual case: a batch comes from one topic partition) and `mixed` otherwise.
 */
function recordBatch(metrics: Pick<Metrics, 'pipeline'>, step: string, messages: readonly BusMessage[], result: BatchResult): void {
  const sources = new Map<string, number>();
  for (const message of messages) {
    const source = sourceOf(message.value);
    sources.set(source, (sources.get(source) ?? 0) + 1);
  }
  for (const [source, count] of sources) metrics.pipeline.recordsIn.inc({ step, source }, count);
  const only = sources.size === 1 ? [...sources.keys()][0] : undefined;
  if (result.processed > 0) metrics.pipeline.recordsOut.inc({ step, source: only ?? 'mixed' }, result.processed);
  for (const rejected of result.rejected) metrics.pipeline.deadLettered.inc({ step, source: sourceOf(rejected.message.value), reason: reasonLabel(rejected.reason) });
}

/**
 * Reasons are meant to be short machine words (`schema_invalid`), but some processors put the zod
 * detail in them; the label keeps the part before the first colon, bounded, so series stay few.
 */
function reasonLabel(reason: string): string {
  return (reason.split(':')[0] ?? reason).trim().slice(0, 60) || 'unknown';
}
