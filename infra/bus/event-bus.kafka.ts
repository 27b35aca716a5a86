/**
 * The EventBus port on Kafka, through kafkajs. It passes the same contract suite as the embedded
 * adapter (test/contracts/event-bus.contract.ts); what follows is how each promise of
 * event-bus.port.ts is kept on a real broker.
 *
 * Topics. `ensureTopics` and the first `publish` to a topic create it through the admin API with
 * the configured layout (topic-layout.kafka.ts: partitions, replication factor and
 * min.insync.replicas, by default chosen from the broker count: 1/1/1 on one broker, 6/3/2 on three
 * or more; table topics keep one partition, topics.ts), ignore "already exists", and wait until
 * every partition has a leader, so the first send never meets a topic that is still being born. An
 * existing topic with fewer partitions or replicas than configured is kept as it is (adding
 * partitions in place would move facilities to other partitions mid-history) and logged once,
 * with the advice to run `regintel topics migrate`. Producers and consumers never auto-create topics.
 *
 * Publishing. One idempotent producer per bus (acks = all, one request in flight), so a batch is
 * appended once and in order even when kafkajs retries a send. Values are JSON, keys strings; the
 * message timestamp (CreateTime) comes from the injected clock, like the embedded adapter's. The
 * partition is chosen by `partitionKeyOf` (topics.ts): every record of one facility on one
 * partition, every chunk of one rule document on one partition, else by key.
 *
 * Commits. Each subscription is one kafkajs consumer (one group member) running `eachBatch` with
 * auto-resolve and auto-commit off. kafkajs hands over one partition per batch; the batch is cut
 * into slices of at most `maxBatchSize`, and a slice's offset is resolved and committed (next
 * offset = last + 1) only after the handler's promise resolved. A process that dies mid-slice
 * therefore re-delivers from the last committed slice: at-least-once, with only the uncommitted
 * tail delivered again.
 *
 * Redelivery. When the handler throws, nothing is committed and the SAME slice is handed to the
 * handler again, inside the same `eachBatch` call, after an exponential backoff (`retryBackoffMs`)
 * during which the consumer keeps heart-beating (it also beats while a slow handler runs, so a
 * long batch does not cost the member its place in the group). The error never reaches kafkajs,
 * so a poison message cannot crash the consumer; it blocks its partition (and the subscription's
 * other partitions: one member handles one batch at a time, as the embedded adapter does) until
 * the handler turns it into a DLQ outcome (dlq.ts), which is the port's rule. The retry loop is
 * abandoned, uncommitted, when the subscription stops, the group rebalances (the heartbeat throws
 * and kafkajs re-joins) or `seek` moves the partition (the batch is then stale); kafkajs then
 * fetches again from the last resolved offset, so the same messages come back.
 *
 * Exclusive groups. A subscription with `exclusive` announces its own assignment protocol
 * (topic-layout.kafka.ts, `createExclusiveAssigner`): every partition to the member of the
 * longest-running process (the same process for every exclusive group), none to the others, which
 * stand by and take over when it leaves or its session times out.
 *
 * Assignment hook. With `onAssigned`, each join that hands the member partitions starts the hook
 * with the group's committed offsets of those partitions (read after the join, so they are the
 * previous holder's last commits); every batch waits for it, heart-beating, and a batch fetched
 * meanwhile for an assignment a newer join replaced is left unresolved and fetched again. A hook
 * that throws is retried with the redelivery backoff; hook runs of successive joins never overlap.
 *
 * Seek. With a member of the group running in this process, `seek` moves that member (kafkajs
 * seek) and commits the new position through it; otherwise a throw-away member of the group
 * commits it, which Kafka only allows while the group has no live members.
 *
 * Read. `read` uses a short-lived consumer in a unique group that never commits and is deleted
 * afterwards; at or past the end offset it answers [] from the watermarks, without a consumer.
 *
 * Starting positions. A group with no committed offset for a partition gets one at `subscribe`
 * (the low watermark with `fromBeginning`, the end offset without), committed by the new member
 * right after it joined. This matches the embedded adapter, where `subscribe` writes the group's
 * row, and it makes `lag` truthful from the first moment instead of reporting "-1".
 *
 * Crashes. kafkajs restarts a consumer that crashed on a retriable error (a broker restart, a
 * lost coordinator) by itself; this adapter restarts the others after backoff with a new kafkajs
 * consumer for the same group. Meanwhile `state()` and `health()` show the consumer as `crashed`
 * with the error, and it goes back to `running` when it has re-joined its group.
 *
 * Outages. Calls that reach a caller wrap connection failures and exhausted retries in
 * `BackendUnavailableError('bus', …)`; `health()` answers `down` with the reason within a few
 * seconds when no broker answers.
 */
import { randomUUID } from 'node:crypto';
import kafkajs from 'kafkajs';
import type {
  Admin,
  Consumer,
  ConsumerCrashEvent,
  ConsumerGroupJoinEvent,
  EachBatchPayload,
  IHeaders,
  KafkaMessage,
  LogEntry,
  logCreator as KafkaLogCreator,
  Producer,
  RetryOptions,
} from 'kafkajs';
import { BackendUnavailableError } from '../backend-unavailable.ts';
import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type {
  AssignedPartition,
  BusHealth,
  BusMessage,
  ConsumerState,
  EventBus,
  GroupLag,
  OutgoingMessage,
  SubscribeOptions,
  Subscription,
  TopicPartitionOffsets,
} from './event-bus.port.ts';
import { BusClosedError, checkSubscribeOptions } from './event-bus.port.ts';
import { type ConfiguredTopicLayout, checkTopicLayouts, topicSpec, createExclusiveAssigner, createRoutingPartitioner, discoverTopicLayout, migrationAdvice } from './topic-layout.kafka.ts';
import { type TopicLayout, partitionKeyOf, topicLayout } from './topics.ts';

// kafkajs is CommonJS and spreads its error classes into module.exports, which Node's ESM
// loader cannot see as named exports: take them from the default export.
const {
  Kafka,
  logLevel: KafkaLogLevel,
  KafkaJSBrokerNotFound,
  KafkaJSConnectionError,
  KafkaJSError,
  KafkaJSGroupCoordinatorNotFound,
  KafkaJSNumberOfRetriesExceeded,
  KafkaJSProtocolError,
  KafkaJSRequestTimeoutError,
  KafkaJSTimeout,
} = kafkajs;

/** Options of the Kafka bus. The defaults suit production; tests shorten the backoff. */
export interface KafkaEventBusOptions {
  /** Bootstrap brokers, e.g. `['127.0.0.1:9092']`. */
  brokers: string[];
  /** kafkajs client id; also prefixes the throw-away group ids `read` uses. */
  clientId: string;
  logger: Logger;
  /** Source of message timestamps (Kafka CreateTime). Default: the system clock. */
  clock?: Clock;
  /**
   * Exponential backoff between redeliveries of a failed batch, and between restarts of a
   * consumer that crashed on an error kafkajs does not retry. Default 100 ms doubling to 5 s.
   */
  retryBackoffMs?: { initial: number; max: number };
  /**
   * Consumer group session timeout: how long the broker waits for a silent member before
   * handing its partitions to others. Default 30 s; brokers accept 6 s to 5 min by default.
   */
  sessionTimeoutMs?: number;
  /**
   * Layout of the topics this bus creates; unset fields are chosen from the broker count
   * (`defaultTopicLayout`: 1/1/1 on a single broker, 6 partitions, RF 3, min ISR 2 on a cluster).
   */
  topicLayout?: ConfiguredTopicLayout;
}

const DEFAULT_BACKOFF = { initial: 100, max: 5_000 } as const;
const DEFAULT_SESSION_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BATCH = 100;
const DEFAULT_READ_LIMIT = 100;
/**
 * Long-poll of an idle fetch. Delivery latency does not depend on it (the broker answers as soon
 * as a message arrives); it bounds how long `stop()` waits for an idle fetch to return.
 */
const FETCH_MAX_WAIT_MS = 500;
/** Health must answer while the broker is gone, well within a load balancer's probe timeout. */
const HEALTH_TIMEOUT_MS = 3_000;
/** How long a new topic may take to get a partition leader. */
const TOPIC_READY_TIMEOUT_MS = 15_000;
/** Upper bound of one `read`, so a tool never hangs on a broken cluster. */
const READ_TIMEOUT_MS = 30_000;
/** Heartbeats while a failed batch waits for its redelivery are sent at least this often. */
const BACKOFF_HEARTBEAT_SLICE_MS = 1_000;
/**
 * kafkajs retry policy for a local or same-datacentre broker: first retry after ~100 ms, capped at
 * 3 s, about 18 s in all. That rides out a broker restart; beyond it a publish fails with
 * BackendUnavailableError (the caller retries) and consumers are restarted (see header).
 */
const KAFKA_RETRY: RetryOptions = { initialRetryTime: 100, maxRetryTime: 3_000, factor: 0.2, multiplier: 2, retries: 10 };

/** A running subscription as the bus tracks it, for `seek`, `health` and `close`. */
interface ActiveConsumer {
  groupId: string;
  topics: readonly string[];
  subscription: Subscription;
  /** Moves the group's position while this member runs (seek + commit through the member). */
  seek(topic: string, partition: number, offset: number): Promise<boolean>;
}

/**
 * Creates the Kafka EventBus (see the file header for commit, redelivery and crash semantics).
 *
 * Connections are opened lazily, on the first call that needs them, so creating the bus never
 * fails because the broker is down; `health()` tells whether it is reachable.
 */
export function createKafkaEventBus(options: KafkaEventBusOptions): EventBus {
  const logger = options.logger.child({ module: 'event-bus.kafka' });
  const clock = options.clock ?? systemClock;
  const backoff = options.retryBackoffMs ?? DEFAULT_BACKOFF;
  const sessionTimeout = options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS;
  // kafkajs requires heartbeats well inside the session; a third is its own recommendation.
  const heartbeatInterval = Math.max(100, Math.min(3_000, Math.floor(sessionTimeout / 3)));
  const brokersLabel = options.brokers.join(',');
  const readGroupPrefix = `${options.clientId}.read.`;
  /** This process's place in every exclusive group (one rank for all, so they all pick the same process). */
  const exclusiveRank = { startedAt: Date.now(), instance: randomUUID() };

  const kafka = new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    connectionTimeout: 3_000,
    retry: KAFKA_RETRY,
    logLevel: kafkaLevelFor(logger),
    logCreator: createPinoLogCreator(logger),
  });
  // Health has its own client without retries: it must answer fast while the broker is away,
  // and say so once in its result rather than through a stream of connection-error logs.
  const probeKafka = new Kafka({
    clientId: `${options.clientId}-health`,
    brokers: options.brokers,
    connectionTimeout: 1_000,
    requestTimeout: HEALTH_TIMEOUT_MS,
    retry: { retries: 0 },
    logLevel: KafkaLogLevel.NOTHING,
  });

  // Retries are bounded on purpose although kafkajs warns that this "may invalidate EoS": an
  // endless retry would hang `publish` through an outage, and the bus promises at-least-once
  // only, so a caller re-publishing after BackendUnavailableError is within the contract.
  const producer: Producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
    createPartitioner: createRoutingPartitioner(),
    retry: KAFKA_RETRY,
  });
  const admin: Admin = kafka.admin({ retry: KAFKA_RETRY });
  // For offsets of topics found by listing: on a shared cluster one may be deleted between the
  // listing and the lookup, and the full retry budget would then stall `topics()` for ~18 s.
  const listingAdmin: Admin = kafka.admin({ retry: { ...KAFKA_RETRY, retries: 2 } });
  const probe: Admin = probeKafka.admin();

  let layoutDefaults: Promise<TopicLayout> | undefined;
  /** Existing topics whose layout was already compared with the configured one. */
  const layoutChecked = new Set<string>();
  let producerReady: Promise<void> | undefined;
  let adminReady: Promise<void> | undefined;
  let listingAdminReady: Promise<void> | undefined;
  /** Topics known to exist with a leader, so publish checks once per topic and process. */
  const readyTopics = new Set<string>();
  const active = new Set<ActiveConsumer>();
  /** Group/topic pairs this process subscribed with `fromBeginning: false`, for `lag`. */
  const subscribedFromEnd = new Set<string>();
  let closing: Promise<void> | undefined;
  let closed = false;

  function assertOpen(): void {
    if (closed) throw new BusClosedError('kafka');
  }

  /** Connects once; a failed connect is forgotten so the next call tries again. */
  function connectOnce(current: Promise<void> | undefined, connect: () => Promise<void>, reset: () => void): Promise<void> {
    if (current) return current;
    const attempt = connect().catch((err: unknown) => {
      reset();
      throw err;
    });
    return attempt;
  }

  async function withAdmin(): Promise<Admin> {
    adminReady = connectOnce(adminReady, () => admin.connect(), () => {
      adminReady = undefined;
    });
    await adminReady;
    return admin;
  }

  async function withListingAdmin(): Promise<Admin> {
    listingAdminReady = connectOnce(listingAdminReady, () => listingAdmin.connect(), () => {
      listingAdminReady = undefined;
    });
    await listingAdminReady;
    return listingAdmin;
  }

  async function withProducer(): Promise<Producer> {
    producerReady = connectOnce(producerReady, () => producer.connect(), () => {
      producerReady = undefined;
    });
    await producerReady;
    return producer;
  }

  /**
   * Runs a broker call and wraps an outage in BackendUnavailableError; other errors pass. A
   * partition whose leader is moving (just after topics are created, or a broker restart) answers
   * with a retriable protocol error for a moment: that is retried briefly, not reported as an outage.
   */
  async function guarded<T>(what: string, call: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (err) {
        if (attempt < LEADERSHIP_RETRIES && isLeadershipChange(err)) {
          await new Promise((resolve) => setTimeout(resolve, Math.min(LEADERSHIP_BACKOFF_MAX_MS, 250 * attempt)));
          continue;
        }
        throw outageOr(what, err);
      }
    }
  }

  /** The error to throw: an outage as BackendUnavailableError, anything else as it came. */
  function outageOr(what: string, err: unknown): unknown {
    if (!isOutage(err)) return err;
    return new BackendUnavailableError('bus', `Kafka at ${brokersLabel} is unavailable (${what}): ${toError(err).message}`, { cause: err });
  }

  /** The configured layout, its open fields resolved from the cluster once per process. */
  function defaults(client: Admin): Promise<TopicLayout> {
    layoutDefaults ??= discoverTopicLayout(client, options.topicLayout).then(
      (layout) => {
        logger.info({ ...layout }, 'kafka topic layout for new topics');
        return layout;
      },
      (err: unknown) => {
        layoutDefaults = undefined;
        throw err;
      },
    );
    return layoutDefaults;
  }

  async function ensureTopicsNow(topics: readonly string[]): Promise<void> {
    const missing = [...new Set(topics)].filter((topic) => !readyTopics.has(topic));
    if (missing.length === 0) return;
    const client = await withAdmin();
    const layout = await defaults(client);
    const existing = new Set(await client.listTopics());
    const created = missing.filter((topic) => !existing.has(topic));
    if (created.length > 0) {
      try {
        await client.createTopics({
          topics: created.map((topic) => topicSpec(topic, topicLayout(topic, layout))),
          waitForLeaders: true,
        });
      } catch (err) {
        // kafkajs returns false when every topic already exists; a mix of new and existing
        // topics (or a concurrent creator) surfaces as an aggregate of per-topic errors.
        if (!isOnlyTopicAlreadyExists(err)) throw err;
      }
    }
    await waitForLeaders(client, missing);
    await warnAboutLayout(client, layout, missing.filter((topic) => existing.has(topic)));
    for (const topic of missing) readyTopics.add(topic);
  }

  /** Logs, once per topic and process, existing topics that fall short of the configured layout. */
  async function warnAboutLayout(client: Admin, layout: TopicLayout, topics: string[]): Promise<void> {
    const unchecked = topics.filter((topic) => !layoutChecked.has(topic));
    if (unchecked.length === 0) return;
    for (const topic of unchecked) layoutChecked.add(topic);
    try {
      const advice = migrationAdvice(await checkTopicLayouts(client, layout, unchecked));
      if (advice) logger.warn({ topics: unchecked }, advice);
    } catch (err) {
      logger.debug({ err: toError(err) }, 'could not compare the topic layout');
    }
  }

  /** Polls metadata until every partition of the topics has a leader. */
  async function waitForLeaders(client: Admin, topics: string[]): Promise<void> {
    const deadline = Date.now() + TOPIC_READY_TIMEOUT_MS;
    let lastError: unknown;
    for (;;) {
      try {
        const { topics: metadata } = await client.fetchTopicMetadata({ topics });
        const ready = topics.every((topic) => {
          const partitions = metadata.find((entry) => entry.name === topic)?.partitions ?? [];
          return partitions.length > 0 && partitions.every((partition) => partition.leader >= 0);
        });
        if (ready) return;
      } catch (err) {
        lastError = err;
      }
      if (Date.now() > deadline) {
        throw new BackendUnavailableError('bus', `topics ${topics.join(', ')} got no partition leader within ${TOPIC_READY_TIMEOUT_MS} ms`, {
          cause: lastError,
        });
      }
      await sleep(50);
    }
  }

  /** End offsets (high watermarks) and low watermarks of a topic, by partition. */
  async function watermarks(topic: string): Promise<Map<number, { low: number; high: number }>> {
    const client = await withAdmin();
    const offsets = await client.fetchTopicOffsets(topic);
    return new Map(offsets.map((entry) => [entry.partition, { low: Number(entry.low), high: Number(entry.high) }]));
  }

  /**
   * Watermarks of a topic found by listing, or undefined when it was deleted meanwhile. A failed
   * quick lookup is only an error if the topic still exists after a few looks; then the full
   * retry budget decides (an outage surfaces as usual).
   */
  async function listedWatermarks(topic: string): Promise<Map<number, { low: number; high: number }> | undefined> {
    try {
      const offsets = await (await withListingAdmin()).fetchTopicOffsets(topic);
      return new Map(offsets.map((entry) => [entry.partition, { low: Number(entry.low), high: Number(entry.high) }]));
    } catch (err) {
      for (let look = 1; look <= 3; look += 1) {
        if (!(await listUserTopics()).includes(topic)) return undefined;
        await sleep(100 * look);
      }
      logger.debug({ err: toError(err), topic }, 'quick offset lookup failed; retrying with the full budget');
      return watermarks(topic);
    }
  }

  /** Existing topics, internal ones (`__consumer_offsets`, …) left out. */
  async function listUserTopics(): Promise<string[]> {
    const client = await withAdmin();
    const topics = await client.listTopics();
    return topics.filter((topic) => !topic.startsWith('__')).sort();
  }

  async function topicExists(topic: string): Promise<boolean> {
    if (readyTopics.has(topic)) return true;
    return (await listUserTopics()).includes(topic);
  }

  function toBusMessage(topic: string, partition: number, message: KafkaMessage): BusMessage {
    return {
      topic,
      partition,
      offset: Number(message.offset),
      key: message.key?.toString('utf8') ?? '',
      value: parseValue(topic, partition, message),
      timestamp: new Date(Number(message.timestamp)).toISOString(),
      headers: headersOf(message.headers),
    };
  }

  /**
   * A value that is not JSON (written by a foreign producer) is handed over as its raw string:
   * the handler's validation turns it into a dead letter, where a throw here would block the
   * partition forever.
   */
  function parseValue(topic: string, partition: number, message: KafkaMessage): unknown {
    if (message.value === null) return null;
    const text = message.value.toString('utf8');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      logger.warn({ topic, partition, offset: Number(message.offset) }, 'bus message value is not JSON; delivered as a string');
      return text;
    }
  }

  /**
   * Sets a group's committed offset while no member of it runs in this process: a throw-away
   * member joins, commits and leaves. (kafkajs's admin.setOffsets does the same but waits out a
   * full fetch long-poll of 5 s.) Kafka only accepts this while the group has no live members.
   */
  async function commitAsTemporaryMember(groupId: string, topic: string, partition: number, offset: number): Promise<void> {
    const client = await withAdmin();
    const { groups } = await client.describeGroups([groupId]);
    const state = groups[0]?.state ?? 'Dead';
    if (state !== 'Empty' && state !== 'Dead') {
      throw new Error(`cannot seek group ${groupId}: it has running members elsewhere (state ${state}); stop them first`);
    }
    const consumer = kafka.consumer({
      groupId,
      sessionTimeout,
      heartbeatInterval,
      maxWaitTimeInMs: 100,
      allowAutoTopicCreation: false,
      retry: KAFKA_RETRY,
    });
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [topic] });
      // Nothing is resolved or committed by this member except the one commit below.
      await consumer.run({ autoCommit: false, eachBatchAutoResolve: false, eachBatch: async () => undefined });
      consumer.pause([{ topic }]);
      await consumer.commitOffsets([{ topic, partition, offset: String(offset) }]);
    } finally {
      await consumer.disconnect().catch((err: unknown) => logger.warn({ err: toError(err), groupId }, 'temporary group member did not leave cleanly'));
    }
  }

  function startSubscription(subscribeOptions: SubscribeOptions, uninitialised: Map<string, Map<number, number>>): Promise<Subscription> {
    const { groupId, handler } = subscribeOptions;
    const topics = [...subscribeOptions.topics];
    const maxBatchSize = subscribeOptions.maxBatchSize ?? DEFAULT_MAX_BATCH;
    const fromBeginning = subscribeOptions.fromBeginning ?? true;
    const state: ConsumerState = { groupId, topics: [...topics], status: 'running', failedAttempts: 0 };
    const log = logger.child({ groupId });
    // An exclusive group's members rank by when their process's bus was created (see createExclusiveAssigner).
    const partitionAssigners = subscribeOptions.exclusive ? [createExclusiveAssigner(exclusiveRank)] : undefined;

    let consumer: Consumer | undefined;
    let assignment: Record<string, number[]> = {};
    let stopping = false;
    const stop = new AbortController();
    let stopped: Promise<void> | undefined;
    let inFlight: Promise<void> | undefined;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    let restarting: Promise<void> | undefined;
    let consecutiveCrashes = 0;
    /** Wakes a backoff wait early (stop). */
    let wake: (() => void) | undefined;
    /** Joins of the group so far: an assignment hook still running for an older join gives up. */
    let joins = 0;
    /**
     * The assignment hook's run for the latest join (`SubscribeOptions.onAssigned`): true once it
     * succeeded, false when a newer join or a stop overtook it. Batches wait for it; runs for
     * successive joins are chained, so the hook never runs twice at once.
     */
    let preparing: Promise<boolean> | undefined;
    let hookChain: Promise<unknown> = Promise.resolve();

    const backoffFor = (attempt: number): number => Math.min(backoff.max, backoff.initial * 2 ** Math.max(0, attempt - 1));

    function settleStatus(): void {
      if (stopping) return;
      state.status = state.failedAttempts > 0 ? 'retrying' : 'running';
    }

    /** Sleeps up to `ms`, heart-beating, until the time is up; false if the wait was cut short. */
    async function waitBeforeRetry(ms: number, payload: EachBatchPayload): Promise<boolean> {
      const until = Date.now() + ms;
      for (;;) {
        if (stopping || !payload.isRunning() || payload.isStale()) return false;
        const left = until - Date.now();
        if (left <= 0) return true;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(left, BACKOFF_HEARTBEAT_SLICE_MS));
          function done(): void {
            clearTimeout(timer);
            wake = undefined;
            resolve();
          }
          wake = done;
        });
        // Keeps the membership alive during long backoffs; throws on a rebalance, which hands
        // the partition back to kafkajs (uncommitted, so it is delivered again).
        await payload.heartbeat();
      }
    }

    /**
     * kafkajs only heart-beats between batches; a handler slower than the session timeout (an
     * embedding batch on a small machine) would get the member evicted, its commit refused and
     * the slice redelivered forever. So the member heart-beats while the handler runs. A failed
     * beat (a rebalance) needs no action here: the commit that follows fails the same way and
     * kafkajs re-joins.
     */
    async function withHeartbeats<T>(payload: EachBatchPayload, work: Promise<T>): Promise<T> {
      const timer = setInterval(() => {
        payload.heartbeat().catch((err: unknown) => log.debug({ err: toError(err) }, 'heartbeat during a batch failed'));
      }, heartbeatInterval);
      try {
        return await work;
      } finally {
        clearInterval(timer);
      }
    }

    /** Hands one slice to the handler until it succeeds; false if abandoned (nothing committed). */
    async function handleSlice(slice: BusMessage[], payload: EachBatchPayload): Promise<boolean> {
      for (;;) {
        try {
          await withHeartbeats(payload, handler(slice, { signal: stop.signal }));
          state.failedAttempts = 0;
          settleStatus();
          return true;
        } catch (err) {
          const error = toError(err);
          state.failedAttempts += 1;
          state.lastError = error.message;
          if (stopping) return false;
          state.status = 'retrying';
          const first = slice[0] as BusMessage;
          const waitMs = backoffFor(state.failedAttempts);
          log.error(
            { err: error, topic: first.topic, partition: first.partition, fromOffset: first.offset, count: slice.length, attempt: state.failedAttempts, retryInMs: waitMs },
            'bus consumer failed; retrying the batch',
          );
          if (!(await waitBeforeRetry(waitMs, payload))) return false;
        }
      }
    }

    async function processBatch(payload: EachBatchPayload): Promise<void> {
      const { batch } = payload;
      const { topic, partition } = batch;
      const messages = batch.messages.map((message) => toBusMessage(topic, partition, message));
      for (let start = 0; start < messages.length; start += maxBatchSize) {
        if (stopping || !payload.isRunning() || payload.isStale()) return;
        const slice = messages.slice(start, start + maxBatchSize);
        if (!(await handleSlice(slice, payload))) return;
        // A seek while the handler ran wins: committing now would undo the replay.
        if (payload.isStale()) return;
        const last = (slice[slice.length - 1] as BusMessage).offset;
        payload.resolveOffset(String(last));
        await payload.commitOffsetsIfNecessary({ topics: [{ topic, partitions: [{ partition, offset: String(last + 1) }] }] });
        await payload.heartbeat();
      }
    }

    /**
     * Waits (heart-beating) for the assignment hook of the latest join; false when the batch must
     * be left unresolved instead (the hook was overtaken, or the member is stopping).
     */
    async function assignmentReady(payload: EachBatchPayload): Promise<boolean> {
      for (;;) {
        const current = preparing;
        if (!current) return true;
        const ready = await withHeartbeats(payload, current);
        if (current !== preparing) continue;
        return ready && !stopping && payload.isRunning() && !payload.isStale();
      }
    }

    /** The group's committed offsets of the partitions just assigned; a partition never committed counts from where the group starts. */
    async function committedPositions(held: Record<string, number[]>): Promise<AssignedPartition[]> {
      const client = await withAdmin();
      const heldTopics = Object.keys(held).filter((topic) => (held[topic] ?? []).length > 0);
      const committed = await client.fetchOffsets({ groupId, topics: heldTopics });
      const assigned: AssignedPartition[] = [];
      for (const { topic, partitions } of committed) {
        const mine = new Set(held[topic] ?? []);
        const marks = partitions.some((entry) => mine.has(entry.partition) && Number(entry.offset) < 0) ? await watermarks(topic) : undefined;
        for (const entry of partitions) {
          if (!mine.has(entry.partition)) continue;
          const offset = Number(entry.offset);
          const mark = marks?.get(entry.partition);
          assigned.push({ topic, partition: entry.partition, committedOffset: offset >= 0 ? offset : mark ? (fromBeginning ? mark.low : mark.high) : 0 });
        }
      }
      return assigned.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition);
    }

    /** Runs the assignment hook for join number `join` until it succeeds; false when overtaken or stopped. */
    async function prepareAssignment(join: number, held: Record<string, number[]>, onAssigned: NonNullable<SubscribeOptions['onAssigned']>): Promise<boolean> {
      for (let attempt = 1; ; attempt += 1) {
        if (stopping || join !== joins) return false;
        try {
          const assigned = await committedPositions(held);
          if (stopping || join !== joins) return false;
          await onAssigned(assigned, { signal: stop.signal });
          if (state.failedAttempts > 0) {
            state.failedAttempts = 0;
            settleStatus();
          }
          return true;
        } catch (err) {
          const error = toError(err);
          if (stopping) return false;
          state.failedAttempts = attempt;
          state.lastError = error.message;
          state.status = 'retrying';
          const waitMs = backoffFor(attempt);
          log.error({ err: error, attempt, retryInMs: waitMs }, 'bus consumer could not prepare its assignment; retrying');
          await new Promise<void>((resolve) => {
            const timer = setTimeout(done, waitMs);
            function done(): void {
              clearTimeout(timer);
              wake = undefined;
              resolve();
            }
            wake = done;
          });
        }
      }
    }

    async function eachBatch(payload: EachBatchPayload): Promise<void> {
      // A batch fetched while stopping is left unresolved: kafkajs fetches it again next time.
      if (stopping) return;
      const run = assignmentReady(payload).then((ready) => (ready ? processBatch(payload) : undefined));
      inFlight = run.catch(() => undefined);
      try {
        await run;
      } finally {
        inFlight = undefined;
      }
    }

    function scheduleRestart(): void {
      if (stopping || restartTimer) return;
      consecutiveCrashes += 1;
      const waitMs = backoffFor(consecutiveCrashes);
      log.warn({ attempt: consecutiveCrashes, restartInMs: waitMs }, 'restarting crashed bus consumer');
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        restarting = startMember().then(
          () => {
            restarting = undefined;
          },
          (err: unknown) => {
            restarting = undefined;
            state.status = 'crashed';
            state.lastError = toError(err).message;
            log.error({ err: toError(err) }, 'bus consumer restart failed');
            scheduleRestart();
          },
        );
      }, waitMs);
    }

    function onCrash(event: ConsumerCrashEvent): void {
      const { error, restart } = event.payload;
      if (stopping) return;
      state.status = 'crashed';
      state.lastError = error.message;
      log.error({ err: error, kafkaRestarts: restart }, 'bus consumer crashed');
      // kafkajs restarts retriable crashes by itself; the rest would stay dead without us.
      if (!restart) scheduleRestart();
    }

    function onGroupJoin(event: ConsumerGroupJoinEvent): void {
      assignment = { ...event.payload.memberAssignment };
      joins += 1;
      // kafkajs emits the join synchronously, before the member fetches: no batch of the new
      // assignment can reach the handler before `preparing` is set.
      const onAssigned = subscribeOptions.onAssigned;
      if (onAssigned && Object.values(assignment).some((partitions) => partitions.length > 0)) {
        const join = joins;
        const held = assignment;
        preparing = hookChain.then(() => prepareAssignment(join, held, onAssigned));
        hookChain = preparing;
      } else {
        preparing = undefined;
      }
      if (subscribeOptions.exclusive) log.info({ active: Object.values(assignment).some((partitions) => partitions.length > 0) }, 'exclusive group joined');
      consecutiveCrashes = 0;
      settleStatus();
    }

    /** Creates, connects and runs one kafkajs consumer for the group. */
    async function startMember(): Promise<void> {
      const member = kafka.consumer({
        groupId,
        sessionTimeout,
        heartbeatInterval,
        maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
        allowAutoTopicCreation: false,
        retry: KAFKA_RETRY,
        ...(partitionAssigners ? { partitionAssigners } : {}),
      });
      member.on(member.events.CRASH, onCrash);
      member.on(member.events.GROUP_JOIN, onGroupJoin);
      consumer = member;
      try {
        await member.connect();
        await member.subscribe({ topics, fromBeginning });
        await member.run({ autoCommit: false, eachBatchAutoResolve: false, eachBatch });
      } catch (err) {
        await member.disconnect().catch(() => undefined);
        throw err;
      }
      if (stopping) await member.disconnect().catch(() => undefined);
    }

    /** Commits the starting position of partitions the group never committed (see header). */
    async function initialisePositions(): Promise<void> {
      const member = consumer;
      if (!member || uninitialised.size === 0) return;
      const commits: { topic: string; partition: number; offset: string }[] = [];
      for (const [topic, partitions] of uninitialised) {
        for (const [partition, offset] of partitions) {
          if (!(assignment[topic] ?? []).includes(partition)) continue;
          // The seek also discards any fetch already in flight for the partition.
          member.seek({ topic, partition, offset: String(offset) });
          commits.push({ topic, partition, offset: String(offset) });
        }
      }
      uninitialised.clear();
      if (commits.length === 0) return;
      try {
        await member.commitOffsets(commits);
      } catch (err) {
        // Not fatal: the member already runs from the seeked positions; only `lag` reads the
        // partitions as "no commit" until the first batch commits.
        log.warn({ err: toError(err) }, 'could not commit the starting positions of a new group');
      }
    }

    const entry: ActiveConsumer = {
      groupId,
      topics,
      async seek(topic, partition, offset) {
        const member = consumer;
        if (!member || stopping || !(assignment[topic] ?? []).includes(partition)) return false;
        member.seek({ topic, partition, offset: String(offset) });
        await member.commitOffsets([{ topic, partition, offset: String(offset) }]);
        return true;
      },
      subscription: {
        stop() {
          stopped ??= (async () => {
            stopping = true;
            stop.abort();
            wake?.();
            if (restartTimer) clearTimeout(restartTimer);
            restartTimer = undefined;
            await restarting;
            await inFlight;
            await hookChain;
            await consumer?.disconnect().catch((err: unknown) => log.warn({ err: toError(err) }, 'bus consumer did not disconnect cleanly'));
            state.status = 'stopped';
            active.delete(entry);
          })();
          return stopped;
        },
        state: () => ({ ...state, topics: [...state.topics] }),
      },
    };

    // Registered before it starts, so a `close()` racing with `subscribe` stops it too.
    active.add(entry);
    return (async () => {
      try {
        await startMember();
      } catch (err) {
        active.delete(entry);
        throw err;
      }
      await initialisePositions();
      return entry.subscription;
    })();
  }

  /** Partitions of the group's topics without a committed offset, with the offset to start at. */
  async function uncommittedStarts(groupId: string, topics: readonly string[], fromBeginning: boolean): Promise<Map<string, Map<number, number>>> {
    const client = await withAdmin();
    const committed = await client.fetchOffsets({ groupId, topics: [...topics] });
    const result = new Map<string, Map<number, number>>();
    for (const { topic, partitions } of committed) {
      const missing = partitions.filter((entry) => Number(entry.offset) < 0);
      if (missing.length === 0) continue;
      const marks = await watermarks(topic);
      const starts = new Map<number, number>();
      for (const { partition } of missing) {
        const mark = marks.get(partition);
        if (mark) starts.set(partition, fromBeginning ? mark.low : mark.high);
      }
      result.set(topic, starts);
    }
    return result;
  }

  async function readNow(topic: string, partition: number, fromOffset: number, limit: number): Promise<BusMessage[]> {
    if (limit <= 0 || !(await topicExists(topic))) return [];
    const mark = (await watermarks(topic)).get(partition);
    if (!mark) return [];
    const start = Math.max(fromOffset, mark.low);
    const end = Math.min(mark.high, start + limit);
    if (start >= end) return [];

    const groupId = `${readGroupPrefix}${randomUUID()}`;
    const consumer = kafka.consumer({
      groupId,
      sessionTimeout,
      heartbeatInterval,
      maxWaitTimeInMs: 100,
      allowAutoTopicCreation: false,
      retry: KAFKA_RETRY,
    });
    const collected = new Map<number, BusMessage>();
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        eachBatch: async ({ batch, resolveOffset }) => {
          if (batch.partition !== partition) return;
          for (const message of batch.messages) {
            const offset = Number(message.offset);
            if (offset >= start && offset < end) collected.set(offset, toBusMessage(topic, partition, message));
          }
          // Moves the fetch position on (nothing is committed: the group is thrown away).
          resolveOffset(batch.lastOffset());
          if (Number(batch.lastOffset()) >= end - 1) finish();
        },
      });
      consumer.seek({ topic, partition, offset: String(start) });
      await Promise.race([
        finished,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new BackendUnavailableError('bus', `read of ${topic} did not complete within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
        }),
      ]);
    } finally {
      if (timer) clearTimeout(timer);
      await consumer.disconnect().catch(() => undefined);
      // The group has no commits, so it never shows in `lag`; deleting it keeps the cluster tidy.
      await admin.deleteGroups([groupId]).catch((err: unknown) => logger.debug({ err: toError(err), groupId }, 'could not delete the read group'));
    }
    return [...collected.values()].sort((a, b) => a.offset - b.offset);
  }

  async function lagNow(groupId: string | undefined): Promise<GroupLag[]> {
    const client = await withAdmin();
    const existing = new Set(await listUserTopics());
    const groupIds =
      groupId !== undefined
        ? [groupId]
        : (await client.listGroups()).groups.map((group) => group.groupId).filter((id) => !id.startsWith(readGroupPrefix));
    const marksByTopic = new Map<string, Promise<Map<number, { low: number; high: number }> | undefined>>();
    const marksOf = (topic: string): Promise<Map<number, { low: number; high: number }> | undefined> => {
      let marks = marksByTopic.get(topic);
      if (!marks) {
        marks = listedWatermarks(topic);
        marksByTopic.set(topic, marks);
      }
      return marks;
    };
    const perGroup = await Promise.all(
      groupIds.map(async (id) => {
        const rows: GroupLag[] = [];
        const offsets = await client.fetchOffsets({ groupId: id });
        for (const { topic, partitions } of offsets) {
          // Offsets of a deleted topic can linger; asking for its watermarks would retry for long.
          if (!existing.has(topic)) continue;
          const marks = await marksOf(topic);
          if (!marks) continue;
          for (const entry of partitions) {
            const mark = marks.get(entry.partition);
            if (!mark) continue;
            const committedOffset = committedOrDefault(id, topic, Number(entry.offset), mark.high);
            rows.push({ groupId: id, topic, partition: entry.partition, committedOffset, endOffset: mark.high, lag: Math.max(0, mark.high - committedOffset) });
          }
        }
        return rows;
      }),
    );
    return perGroup
      .flat()
      .sort((a, b) => a.groupId.localeCompare(b.groupId) || a.topic.localeCompare(b.topic) || a.partition - b.partition);
  }

  /**
   * A partition without a commit reads as where its group would start: the end for a group this
   * process subscribed with `fromBeginning: false`, else 0. (Rare: `subscribe` commits the start
   * position, see header.)
   */
  function committedOrDefault(groupId: string, topic: string, committed: number, end: number): number {
    if (committed >= 0) return committed;
    return subscribedFromEnd.has(groupTopicKey(groupId, topic)) ? end : 0;
  }

  return {
    async ensureTopics(topics) {
      assertOpen();
      await guarded('ensureTopics', () => ensureTopicsNow(topics));
    },

    async publish(topic, messages) {
      assertOpen();
      if (messages.length === 0) return;
      const records = prepareRecords(topic, messages, clock);
      await guarded('publish', async () => {
        await ensureTopicsNow([topic]);
        const client = await withProducer();
        // One produce request per chunk: a broker refuses a record batch over message.max.bytes
        // (1 MiB by default), and one publish may carry many large records (text + embedding).
        // Chunks go out in order, so the batch keeps its order; it is not atomic across chunks.
        for (const chunk of chunkBySize(records, MAX_REQUEST_BYTES)) {
          await client.send({ topic, acks: -1, compression: kafkajs.CompressionTypes.GZIP, messages: chunk });
        }
      });
    },

    async subscribe(subscribeOptions) {
      assertOpen();
      if (closing) throw new Error('kafka event bus is closing');
      checkSubscribeOptions(subscribeOptions, active);
      const { groupId, topics } = subscribeOptions;
      const fromBeginning = subscribeOptions.fromBeginning ?? true;
      return guarded('subscribe', async () => {
        await ensureTopicsNow(topics);
        const starts = await uncommittedStarts(groupId, topics, fromBeginning);
        if (!fromBeginning) for (const topic of topics) subscribedFromEnd.add(groupTopicKey(groupId, topic));
        return startSubscription(subscribeOptions, starts);
      });
    },

    async seek(groupId, topic, partition, offset) {
      assertOpen();
      if (!Number.isInteger(offset) || offset < 0) throw new RangeError('seek offset must be a non-negative integer');
      await guarded('seek', async () => {
        await ensureTopicsNow([topic]);
        const mark = (await watermarks(topic)).get(partition);
        if (!mark) throw new RangeError(`topic ${topic} has no partition ${partition}`);
        if (offset > mark.high) throw new RangeError(`seek offset ${offset} is beyond the end of ${topic} (${mark.high})`);
        for (const consumer of active) {
          if (consumer.groupId === groupId && consumer.topics.includes(topic) && (await consumer.seek(topic, partition, offset))) return;
        }
        await commitAsTemporaryMember(groupId, topic, partition, offset);
      });
    },

    async read(topic, readOptions = {}) {
      assertOpen();
      const partition = readOptions.partition ?? 0;
      const fromOffset = Math.max(0, readOptions.fromOffset ?? 0);
      const limit = readOptions.limit ?? DEFAULT_READ_LIMIT;
      return guarded('read', () => readNow(topic, partition, fromOffset, limit));
    },

    async topics(): Promise<TopicPartitionOffsets[]> {
      assertOpen();
      return guarded('topics', async () => {
        const names = await listUserTopics();
        const rows = await Promise.all(
          names.map(async (topic) => {
            const marks = await listedWatermarks(topic);
            return [...(marks ?? [])].map(([partition, mark]) => ({ topic, partition, endOffset: mark.high }));
          }),
        );
        return rows.flat();
      });
    },

    async lag(groupId): Promise<GroupLag[]> {
      assertOpen();
      return guarded('lag', () => lagNow(groupId));
    },

    async health(): Promise<BusHealth> {
      const consumers = [...active].map((consumer) => consumer.subscription.state());
      if (closed || closing) return { status: 'down', detail: 'bus is closed', consumers };
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          probe.connect().then(() => probe.describeCluster()),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
          }),
        ]);
        return { status: 'up', consumers };
      } catch (err) {
        // Start the next probe from a fresh connection rather than a half-dead one.
        await probe.disconnect().catch(() => undefined);
        return { status: 'down', detail: `Kafka at ${brokersLabel} is unreachable: ${toError(err).message}`, consumers };
      } finally {
        if (timer) clearTimeout(timer);
      }
    },

    close() {
      closing ??= (async () => {
        await Promise.all([...active].map((consumer) => consumer.subscription.stop()));
        const quietly = (what: string) => (err: unknown) => logger.warn({ err: toError(err) }, `kafka ${what} did not disconnect cleanly`);
        await Promise.all([
          producerReady ? producer.disconnect().catch(quietly('producer')) : undefined,
          adminReady ? admin.disconnect().catch(quietly('admin')) : undefined,
          listingAdminReady ? listingAdmin.disconnect().catch(quietly('listing admin')) : undefined,
          probe.disconnect().catch(quietly('health probe')),
        ]);
        closed = true;
      })();
      return closing;
    },
  };
}

/** Serialises the whole batch before sending, so a bad value sends nothing. */
function prepareRecords(topic: string, messages: readonly OutgoingMessage[], clock: Clock): { key: string; partitionKey: string; value: string; headers: Record<string, string>; timestamp: string }[] {
  const timestamp = String(clock.now().getTime());
  return messages.map((message, index) => {
    if (typeof message.key !== 'string') throw new TypeError(`message ${index} for ${topic} has no string key`);
    const value = JSON.stringify(message.value);
    if (value === undefined) throw new TypeError(`message ${index} for ${topic} has a value that is not JSON`);
    // `partitionKey` picks the partition (createRoutingPartitioner) and is never sent.
    return { key: message.key, partitionKey: partitionKeyOf(topic, message), value, headers: { ...(message.headers ?? {}) }, timestamp };
  });
}

/** Uncompressed bytes per produce request: well under the broker's default 1 MiB per record batch. */
const MAX_REQUEST_BYTES = 512 * 1024;

/**
 * Splits records into runs whose uncompressed size stays under `limit`; a record larger than the
 * limit travels alone (the broker decides whether it fits).
 */
export function chunkBySize<T extends { key: string; value: string; headers: Record<string, string> }>(records: readonly T[], limit: number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const record of records) {
    const bytes = Buffer.byteLength(record.key) + Buffer.byteLength(record.value) + Object.entries(record.headers).reduce((n, [k, v]) => n + k.length + v.length, 0);
    if (current.length > 0 && size + bytes > limit) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(record);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function groupTopicKey(groupId: string, topic: string): string {
  return `${groupId}\u0000${topic}`;
}

function headersOf(headers: IHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers ?? {})) {
    if (raw === undefined) continue;
    // A repeated header arrives as an array; the last value wins, as in a plain object.
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (value !== undefined) result[name] = value.toString();
  }
  return result;
}

function isOnlyTopicAlreadyExists(err: unknown): boolean {
  const errors = (err as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return false;
  return errors.every((inner) => (inner as { type?: unknown }).type === 'TOPIC_ALREADY_EXISTS');
}

/**
 * True when the error means "the cluster cannot be reached or used right now": a connection or
 * request failure, no broker or coordinator, a timeout, or a retriable error whose retries ran
 * out. Decided by kafkajs's error classes and `retriable` flag, never by message text.
 */
/**
 * Attempts of a call that meets a moving partition leader before it counts as an outage: about
 * 11 s in all, what a busy broker took to load the six partitions of each of some thirty new
 * topics (or to elect new leaders after losing a broker).
 */
const LEADERSHIP_RETRIES = 10;
const LEADERSHIP_BACKOFF_MAX_MS = 2_000;

/**
 * Protocol errors that mean "ask again in a moment": the partition's leader is being elected or
 * moved, or the group's coordinator is (a fresh or shrunken cluster moves `__consumer_offsets`
 * partitions too; kafkajs's admin calls do not ride that out by themselves).
 */
const LEADERSHIP_ERRORS = new Set([
  'NOT_LEADER_FOR_PARTITION',
  'LEADER_NOT_AVAILABLE',
  'UNKNOWN_TOPIC_OR_PARTITION',
  'NOT_COORDINATOR_FOR_GROUP',
  'GROUP_COORDINATOR_NOT_AVAILABLE',
  'GROUP_LOAD_IN_PROGRESS',
]);

export function isLeadershipChange(err: unknown): boolean {
  for (let current: unknown = err, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth += 1) {
    if (current instanceof KafkaJSProtocolError && LEADERSHIP_ERRORS.has(current.type)) return true;
  }
  return false;
}

function isOutage(err: unknown): boolean {
  for (let current: unknown = err, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth += 1) {
    if (
      current instanceof KafkaJSConnectionError ||
      current instanceof KafkaJSRequestTimeoutError ||
      current instanceof KafkaJSBrokerNotFound ||
      current instanceof KafkaJSGroupCoordinatorNotFound ||
      current instanceof KafkaJSNumberOfRetriesExceeded ||
      current instanceof KafkaJSTimeout
    ) {
      return true;
    }
    if (current instanceof BackendUnavailableError) return true;
    if (current instanceof KafkaJSError && current.retriable) return true;
  }
  return false;
}

/** kafkajs's own level filter, set from the pino logger's so disabled levels cost nothing. */
function kafkaLevelFor(logger: Logger): number {
  if (logger.isLevelEnabled('debug')) return KafkaLogLevel.DEBUG;
  if (logger.isLevelEnabled('info')) return KafkaLogLevel.INFO;
  if (logger.isLevelEnabled('warn')) return KafkaLogLevel.WARN;
  if (logger.isLevelEnabled('error')) return KafkaLogLevel.ERROR;
  return KafkaLogLevel.NOTHING;
}

/** Fields kafkajs attaches that may carry message contents; never logged. */
const PAYLOAD_FIELDS = new Set(['payload', 'messages', 'message', 'value', 'key', 'headers', 'buffer']);

/**
 * Bridges kafkajs's logger to pino: one line per kafkajs entry at the matching level, with the
 * kafkajs namespace, and only scalar extras (ids, offsets, error text) so payloads never leak.
 */
function createPinoLogCreator(logger: Logger): KafkaLogCreator {
  const base = logger.child({ lib: 'kafkajs' });
  return () =>
    ({ namespace, level, log }: LogEntry) => {
      const { message, timestamp: _timestamp, ...extra } = log;
      const fields: Record<string, string | number | boolean> = { kafkajs: namespace };
      for (const [name, value] of Object.entries(extra)) {
        if (PAYLOAD_FIELDS.has(name)) continue;
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[name] = value;
        else if (value instanceof Error) fields[name] = value.message;
      }
      const text = typeof message === 'string' ? message : String(message);
      switch (level) {
        case KafkaLogLevel.ERROR:
          base.error(fields, text);
          break;
        case KafkaLogLevel.WARN:
          base.warn(fields, text);
          break;
        case KafkaLogLevel.INFO:
          base.info(fields, text);
          break;
        default:
          base.debug(fields, text);
      }
    };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
