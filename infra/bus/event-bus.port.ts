/**
 * EventBus port: the log that is RegIntel's source of truth.
 *
 * Semantics every adapter honours (test/contracts/event-bus.contract.ts enforces them):
 * - Topics are named, append-only logs. Each message gets an offset that increases by one per
 *   message within a topic partition. The embedded adapter has one partition per topic (0);
 *   Kafka may have several, so offsets are always reported per (topic, partition).
 * - `publish` appends a batch. In the embedded adapter a batch is atomic: all or nothing.
 * - Consumer groups: each group keeps its own committed offset per topic partition. A group sees
 *   every message of its topics once the group has committed past it; after a crash it resumes
 *   from the last committed offset, so delivery is at-least-once and only the uncommitted tail is
 *   delivered again. Offsets are committed after the handler's promise resolves, never before.
 * - A handler that throws does not advance the offset; the batch is retried with backoff. Poison
 *   messages are the caller's job: turn them into DLQ outcomes (see dlq.ts), never exceptions.
 * - `seek` moves a group's committed position (replay from an offset, or from the beginning).
 * - A group that has never committed starts at the beginning of the topic (`fromBeginning`
 *   defaults to true) or at its end (`fromBeginning: false`).
 */

/** A message as it sits in the log. `value` is the parsed JSON payload. */
/**
 * Thrown by `publish` (and other calls) after the bus was closed: the process is stopping. Callers
 * that outlive a close (an ingest run in progress at SIGTERM) tell it from a failure with this.
 */
export class BusClosedError extends Error {
  constructor(bus: string) {
    super(`${bus} event bus is closed`);
    this.name = 'BusClosedError';
  }
}

export interface BusMessage<T = unknown> {
  topic: string;
  partition: number;
  offset: number;
  key: string;
  value: T;
  /** ISO 8601 time at which the bus accepted the message. */
  timestamp: string;
  headers: Record<string, string>;
}

/** What a producer hands to `publish`. */
export interface OutgoingMessage {
  /** Partitioning and compaction key: the record's stable id. */
  key: string;
  /** Any JSON-serialisable value. */
  value: unknown;
  headers?: Record<string, string>;
}

/** Handler for a batch of messages from one topic partition, in offset order. */
/**
 * Handles one batch. `signal` aborts when the subscription is stopping: a handler with a long batch
 * may give up between steps by throwing; nothing of the batch is committed then, and it is handled
 * again (whole) after the restart, so its writes must be idempotent, as every handler's are.
 */
export type BatchHandler = (messages: BusMessage[], context: { signal: AbortSignal }) => Promise<void>;

export interface SubscribeOptions {
  groupId: string;
  topics: string[];
  handler: BatchHandler;
  /** Where a group with no committed offset starts. Default true. */
  fromBeginning?: boolean;
  /** Largest batch handed to the handler at once. Default 100. */
  maxBatchSize?: number;
  /**
   * At most one member of the group consumes at a time: on Kafka, every partition goes to the
   * longest-running member and the others stand by, taking over when it leaves or dies. For steps
   * whose state spans every partition. (The embedded bus has one partition: always exclusive.)
   */
  exclusive?: boolean;
  /**
   * For a step with local state (the stateful steps are exclusive groups): called each time this
   * member is handed partitions of the group (Kafka: after every rebalance that gives it some;
   * embedded: once, when the consumer starts), before any of their messages reach `handler`, with
   * the group's committed offset of each partition it now holds. The step brings its local state
   * up to those offsets here: another member, on another host with its own data folder, may have
   * consumed them since this member last held them, or this one never did. No message of the
   * subscription is delivered until the promise resolves; a throw is retried with the batch
   * backoff, as a failed batch is.
   */
  onAssigned?: (assigned: readonly AssignedPartition[], context: { signal: AbortSignal }) => Promise<void>;
}

/** A topic partition handed to a group member, with the group's committed offset (the next to read). */
export interface AssignedPartition {
  topic: string;
  partition: number;
  committedOffset: number;
}

/** State of one running consumer, for health and status reporting. */
export interface ConsumerState {
  groupId: string;
  topics: string[];
  status: 'running' | 'retrying' | 'stopped' | 'crashed';
  /** Last error seen by the consumer loop, if any (message only; never payloads). */
  lastError?: string;
  /** Count of consecutive failed attempts of the current batch. */
  failedAttempts: number;
}

export interface Subscription {
  /** Stops fetching; resolves once the batch in flight has finished and been committed. */
  stop(): Promise<void>;
  state(): ConsumerState;
}

export interface TopicPartitionOffsets {
  topic: string;
  partition: number;
  /** Offset the next published message will get (= number of messages ever appended). */
  endOffset: number;
}

export interface GroupLag {
  groupId: string;
  topic: string;
  partition: number;
  /** Next offset the group will read. */
  committedOffset: number;
  endOffset: number;
  lag: number;
}

export interface BusHealth {
  status: 'up' | 'down';
  detail?: string;
  consumers: ConsumerState[];
}

export interface EventBus {
  /** Creates the topics if they do not exist. Idempotent. */
  ensureTopics(topics: readonly string[]): Promise<void>;
  /** Appends messages to a topic, in order. */
  publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void>;
  /** Starts a consumer for the group; returns once it is running. */
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Sets the group's next offset for a topic partition (replay). */
  seek(groupId: string, topic: string, partition: number, offset: number): Promise<void>;
  /** Reads messages without a group, for tools and tests. */
  read(topic: string, options?: { partition?: number; fromOffset?: number; limit?: number }): Promise<BusMessage[]>;
  /** Topics with their end offsets. */
  topics(): Promise<TopicPartitionOffsets[]>;
  /** Committed offsets and lag of every known group (or of one group). */
  lag(groupId?: string): Promise<GroupLag[]>;
  health(): Promise<BusHealth>;
  /** Stops every consumer and releases resources. */
  close(): Promise<void>;
}

/**
 * Argument checks every adapter applies in `subscribe`, so both modes refuse the same calls: a
 * group id, at least one topic, a positive integer batch size, and no second consumer of the same
 * group and topic in one process (it would either get no partitions or deliver everything twice).
 */
export function checkSubscribeOptions(options: SubscribeOptions, running: Iterable<{ groupId: string; topics: readonly string[] }>): void {
  const { groupId, topics, maxBatchSize } = options;
  if (!groupId) throw new TypeError('subscribe needs a groupId');
  if (topics.length === 0) throw new TypeError('subscribe needs at least one topic');
  if (maxBatchSize !== undefined && (!Number.isInteger(maxBatchSize) || maxBatchSize < 1)) {
    throw new RangeError('maxBatchSize must be a positive integer');
  }
  for (const consumer of running) {
    if (consumer.groupId === groupId && consumer.topics.some((t) => topics.includes(t))) {
      throw new Error(`group ${groupId} already has a running consumer for one of these topics`);
    }
  }
}

