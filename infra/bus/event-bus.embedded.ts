import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { SqliteDatabase } from '../sqlite.ts';
import { openSqlite } from '../sqlite.ts';
import type {
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

/** Options of the embedded bus; the defaults suit production, tests shorten the waits. */
export interface EmbeddedEventBusOptions {
  /** SQLite file holding the log, e.g. `<dataDir>/bus.db`. */
  file: string;
  logger: Logger;
  /** Source of message timestamps. Default: the system clock. */
  clock?: Clock;
  /** Idle wait between polls of a consumer that found no full batch. Default 250 ms. */
  pollMs?: number;
  /** Exponential backoff between redeliveries of a failed batch. Default 100 ms doubling to 5 s. */
  retryBackoffMs?: { initial: number; max: number };
}

/** The embedded adapter has exactly one partition per topic. */
const PARTITION = 0;
const DEFAULT_POLL_MS = 250;
const DEFAULT_BACKOFF = { initial: 100, max: 5_000 } as const;
const DEFAULT_MAX_BATCH = 100;
const DEFAULT_READ_LIMIT = 100;

/*
 * `end_offset` lives on the topic row so the next offset is one indexed read inside the write
 * transaction, and stays right even if old messages are one day pruned. Columns avoid the words
 * OFFSET and PARTITION, which are SQL keywords.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS bus_topics (
  name        TEXT PRIMARY KEY,
  end_offset  INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS bus_messages (
  topic        TEXT NOT NULL REFERENCES bus_topics(name),
  partition_no INTEGER NOT NULL,
  msg_offset   INTEGER NOT NULL,
  key          TEXT NOT NULL,
  value        TEXT NOT NULL,
  headers      TEXT NOT NULL,
  timestamp    TEXT NOT NULL,
  PRIMARY KEY (topic, partition_no, msg_offset)
);
CREATE TABLE IF NOT EXISTS bus_group_offsets (
  group_id         TEXT NOT NULL,
  topic            TEXT NOT NULL REFERENCES bus_topics(name),
  partition_no     INTEGER NOT NULL,
  committed_offset INTEGER NOT NULL,
  updated_at       TEXT NOT NULL,
  PRIMARY KEY (group_id, topic, partition_no)
);
`;

interface MessageRow {
  msg_offset: number;
  key: string;
  value: string;
  headers: string;
  timestamp: string;
}

interface LagRow {
  group_id: string;
  topic: string;
  partition_no: number;
  committed_offset: number;
  end_offset: number;
}

interface PreparedRow {
  key: string;
  value: string;
  headers: string;
}

/** A running consumer loop, as the bus tracks it for `health` and `close`. */
interface ActiveConsumer {
  subscription: Subscription;
  groupId: string;
  topics: readonly string[];
}

/**
 * Creates the embedded EventBus: a durable, append-only log in one SQLite file.
 *
 * It exists so RegIntel runs with no broker: ingest CLIs, enrichment consumers and the API share
 * the data folder's `bus.db` across processes, with the same at-least-once semantics the Kafka
 * adapter gives (see event-bus.port.ts). Consumers poll; a group's position is a row that is only
 * advanced after its handler resolved, so a kill -9 re-delivers only the uncommitted tail.
 *
 * Limitation: there is no group membership across processes. Two processes consuming with the
 * same group id both receive every message (commits never move a group backwards, see `commit`).
 */
export function createEmbeddedEventBus(options: EmbeddedEventBusOptions): EventBus {
  const logger = options.logger;
  const clock = options.clock ?? systemClock;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const backoff = options.retryBackoffMs ?? DEFAULT_BACKOFF;
  const db: SqliteDatabase = openSqlite(options.file);

  // IMMEDIATE so two processes opening a fresh file don't both try to upgrade a read lock.
  db.transaction(() => db.exec(SCHEMA)).immediate();

  const stmt = {
    ping: db.prepare('SELECT 1 AS ok'),
    insertTopic: db.prepare('INSERT OR IGNORE INTO bus_topics (name, end_offset, created_at) VALUES (?, 0, ?)'),
    endOffset: db.prepare<[string], { end_offset: number }>('SELECT end_offset FROM bus_topics WHERE name = ?'),
    setEndOffset: db.prepare('UPDATE bus_topics SET end_offset = ? WHERE name = ?'),
    insertMessage: db.prepare(
      'INSERT INTO bus_messages (topic, partition_no, msg_offset, key, value, headers, timestamp) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    readMessages: db.prepare<[string, number, number, number], MessageRow>(
      `SELECT msg_offset, key, value, headers, timestamp FROM bus_messages
       WHERE topic = ? AND partition_no = ? AND msg_offset >= ? ORDER BY msg_offset LIMIT ?`,
    ),
    listTopics: db.prepare<[], { name: string; end_offset: number }>('SELECT name, end_offset FROM bus_topics ORDER BY name'),
    committed: db.prepare<[string, string, number], { committed_offset: number }>(
      'SELECT committed_offset FROM bus_group_offsets WHERE group_id = ? AND topic = ? AND partition_no = ?',
    ),
    initOffset: db.prepare(
      `INSERT OR IGNORE INTO bus_group_offsets (group_id, topic, partition_no, committed_offset, updated_at)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    upsertOffset: db.prepare(
      `INSERT INTO bus_group_offsets (group_id, topic, partition_no, committed_offset, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (group_id, topic, partition_no) DO UPDATE SET committed_offset = excluded.committed_offset,
       updated_at = excluded.updated_at`,
    ),
    // Compare-and-set: a commit only lands if nobody (seek, another process) moved the group
    // while the handler ran, so a stale commit can never undo a replay.
    commitOffset: db.prepare(
      `UPDATE bus_group_offsets SET committed_offset = ?, updated_at = ?
       WHERE group_id = ? AND topic = ? AND partition_no = ? AND committed_offset = ?`,
    ),
    lagAll: db.prepare<[], LagRow>(
      `SELECT g.group_id, g.topic, g.partition_no, g.committed_offset, t.end_offset
       FROM bus_group_offsets g JOIN bus_topics t ON t.name = g.topic ORDER BY g.group_id, g.topic, g.partition_no`,
    ),
    lagGroup: db.prepare<[string], LagRow>(
      `SELECT g.group_id, g.topic, g.partition_no, g.committed_offset, t.end_offset
       FROM bus_group_offsets g JOIN bus_topics t ON t.name = g.topic WHERE g.group_id = ?
       ORDER BY g.topic, g.partition_no`,
    ),
  };

  const nowIso = (): string => clock.now().toISOString();

  const ensureTopicsTx = db.transaction((names: readonly string[], at: string) => {
    for (const name of names) stmt.insertTopic.run(name, at);
  });

  const publishTx = db.transaction((topic: string, rows: readonly PreparedRow[], at: string) => {
    stmt.insertTopic.run(topic, at);
    let offset = stmt.endOffset.get(topic)?.end_offset ?? 0;
    for (const row of rows) {
      stmt.insertMessage.run(topic, PARTITION, offset, row.key, row.value, row.headers, at);
      offset += 1;
    }
    stmt.setEndOffset.run(offset, topic);
  });

  const subscribeTx = db.transaction((groupId: string, topics: readonly string[], fromBeginning: boolean, at: string) => {
    for (const topic of topics) {
      stmt.insertTopic.run(topic, at);
      const start = fromBeginning ? 0 : (stmt.endOffset.get(topic)?.end_offset ?? 0);
      stmt.initOffset.run(groupId, topic, PARTITION, start, at);
    }
  });

  const seekTx = db.transaction((groupId: string, topic: string, offset: number, at: string) => {
    stmt.insertTopic.run(topic, at);
    const end = stmt.endOffset.get(topic)?.end_offset ?? 0;
    if (offset > end) throw new RangeError(`seek offset ${offset} is beyond the end of ${topic} (${end})`);
    stmt.upsertOffset.run(groupId, topic, PARTITION, offset, at);
  });

  let closed = false;
  let closing: Promise<void> | undefined;
  const active = new Set<ActiveConsumer>();

  // Only a closed database refuses work: while `close` waits for in-flight batches, their
  // handlers must still be able to publish their results.
  function assertOpen(): void {
    if (closed) throw new BusClosedError('embedded');
  }

  function toMessage(topic: string, row: MessageRow): BusMessage {
    return {
      topic,
      partition: PARTITION,
      offset: row.msg_offset,
      key: row.key,
      value: JSON.parse(row.value) as unknown,
      timestamp: row.timestamp,
      headers: JSON.parse(row.headers) as Record<string, string>,
    };
  }

  function readRows(topic: string, fromOffset: number, limit: number): BusMessage[] {
    return stmt.readMessages.all(topic, PARTITION, fromOffset, limit).map((row) => toMessage(topic, row));
  }

  /** Serialises the whole batch before the transaction so a bad value leaves the log untouched. */
  function prepareRows(topic: string, messages: readonly OutgoingMessage[]): PreparedRow[] {
    return messages.map((message, index) => {
      if (typeof message.key !== 'string') throw new TypeError(`message ${index} for ${topic} has no string key`);
      const value = JSON.stringify(message.value);
      if (value === undefined) throw new TypeError(`message ${index} for ${topic} has a value that is not JSON`);
      return { key: message.key, value, headers: JSON.stringify(message.headers ?? {}) };
    });
  }

  function commit(groupId: string, topic: string, expected: number, next: number): void {
    const result = stmt.commitOffset.run(next, nowIso(), groupId, topic, PARTITION, expected);
    if (result.changes === 0) {
      logger.warn({ groupId, topic, partition: PARTITION, expected, next }, 'bus group moved while its batch ran; commit skipped');
    }
  }

  function startConsumer(subscribeOptions: SubscribeOptions): Subscription {
    const { groupId, handler } = subscribeOptions;
    const topics = [...subscribeOptions.topics];
    const maxBatchSize = subscribeOptions.maxBatchSize ?? DEFAULT_MAX_BATCH;
    const fromBeginning = subscribeOptions.fromBeginning ?? true;
    const state: ConsumerState = { groupId, topics: [...topics], status: 'running', failedAttempts: 0 };

    let stopping = false;
    const stop = new AbortController();
    let wake: (() => void) | undefined;
    /** Size of the batch that failed, so the redelivery is the same batch even if more arrived. */
    const retryLimit = new Map<string, number>();
    /** The batch being handled, so a failure can be logged with its position (never its payloads). */
    let current: { topic: string; partition: number; fromOffset: number; count: number } | undefined;

    const pause = (ms: number): Promise<void> =>
      new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done(): void {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });

    /** Handles at most one batch per topic; returns whether any topic had a full batch waiting. */
    async function pollOnce(): Promise<boolean> {
      let full = false;
      current = undefined;
      for (const topic of topics) {
        if (stopping) break;
        let committed = stmt.committed.get(groupId, topic, PARTITION)?.committed_offset;
        if (committed === undefined) {
          // The row vanished (e.g. deleted by hand): start again as a new group would.
          subscribeTx.immediate(groupId, [topic], fromBeginning, nowIso());
          committed = stmt.committed.get(groupId, topic, PARTITION)?.committed_offset ?? 0;
        }
        const limit = retryLimit.get(topic) ?? maxBatchSize;
        const batch = readRows(topic, committed, limit);
        if (batch.length === 0) continue;
        current = { topic, partition: PARTITION, fromOffset: committed, count: batch.length };
        retryLimit.set(topic, batch.length);
        await handler(batch, { signal: stop.signal });
        const last = batch[batch.length - 1] as BusMessage;
        commit(groupId, topic, committed, last.offset + 1);
        retryLimit.delete(topic);
        current = undefined;
        if (batch.length >= maxBatchSize) full = true;
      }
      return full;
    }

    /** Runs the assignment hook until it succeeds (backing off like a failed batch); false when stopped first. */
    async function prepareAssignment(onAssigned: NonNullable<SubscribeOptions['onAssigned']>): Promise<boolean> {
      for (let attempt = 1; !stopping; attempt += 1) {
        try {
          const assigned = topics.map((topic) => ({ topic, partition: PARTITION, committedOffset: stmt.committed.get(groupId, topic, PARTITION)?.committed_offset ?? 0 }));
          await onAssigned(assigned, { signal: stop.signal });
          state.failedAttempts = 0;
          state.status = 'running';
          return true;
        } catch (err) {
          const error = toError(err);
          state.failedAttempts = attempt;
          state.lastError = error.message;
          if (stopping) break;
          state.status = 'retrying';
          const waitMs = Math.min(backoff.max, backoff.initial * 2 ** (attempt - 1));
          logger.error({ err: error, groupId, attempt, retryInMs: waitMs }, 'bus consumer could not prepare its assignment; retrying');
          await pause(waitMs);
        }
      }
      return false;
    }

    async function run(): Promise<void> {
      // Start on a later turn so `subscribe` has resolved (and the caller holds its Subscription)
      // before the handler first runs.
      await new Promise<void>((resolve) => setImmediate(resolve));
      // One member holds every partition (there is one) from the start: the assignment hook runs once.
      if (subscribeOptions.onAssigned && !(await prepareAssignment(subscribeOptions.onAssigned))) return;
      while (!stopping) {
        let full = false;
        try {
          full = await pollOnce();
          state.status = 'running';
          state.failedAttempts = 0;
        } catch (err) {
          const error = toError(err);
          state.failedAttempts += 1;
          state.lastError = error.message;
          if (stopping) break;
          state.status = 'retrying';
          const waitMs = Math.min(backoff.max, backoff.initial * 2 ** (state.failedAttempts - 1));
          logger.error(
            { err: error, groupId, ...current, attempt: state.failedAttempts, retryInMs: waitMs },
            'bus consumer failed; retrying the batch',
          );
          await pause(waitMs);
          continue;
        }
        if (stopping) break;
        // A full batch means more is probably waiting; still yield so timers and I/O run.
        if (full) await new Promise<void>((resolve) => setImmediate(resolve));
        else await pause(pollMs);
      }
    }

    const loop = run().then(
      () => {
        state.status = 'stopped';
      },
      (err: unknown) => {
        // Unreachable by design (run catches everything), but a consumer must never take the
        // process down with an unhandled rejection.
        state.status = 'crashed';
        state.lastError = toError(err).message;
        logger.error({ err: toError(err), groupId }, 'bus consumer loop crashed');
      },
    );

    const entry: ActiveConsumer = {
      groupId,
      topics,
      subscription: {
        stop: async () => {
          stopping = true;
          stop.abort();
          wake?.();
          await loop;
          active.delete(entry);
        },
        state: () => ({ ...state, topics: [...state.topics] }),
      },
    };
    active.add(entry);
    return entry.subscription;
  }

  return {
    async ensureTopics(topics) {
      assertOpen();
      ensureTopicsTx.immediate(topics, nowIso());
    },

    async publish(topic, messages) {
      assertOpen();
      if (messages.length === 0) return;
      const rows = prepareRows(topic, messages);
      publishTx.immediate(topic, rows, nowIso());
    },

    async subscribe(subscribeOptions) {
      assertOpen();
      if (closing) throw new Error('embedded event bus is closing');
      checkSubscribeOptions(subscribeOptions, active);
      const { groupId, topics } = subscribeOptions;
      subscribeTx.immediate(groupId, topics, subscribeOptions.fromBeginning ?? true, nowIso());
      return startConsumer(subscribeOptions);
    },

    async seek(groupId, topic, partition, offset) {
      assertOpen();
      if (partition !== PARTITION) throw new RangeError(`the embedded bus has only partition ${PARTITION}`);
      if (!Number.isInteger(offset) || offset < 0) throw new RangeError('seek offset must be a non-negative integer');
      seekTx.immediate(groupId, topic, offset, nowIso());
    },

    async read(topic, readOptions = {}) {
      assertOpen();
      if ((readOptions.partition ?? PARTITION) !== PARTITION) return [];
      return readRows(topic, readOptions.fromOffset ?? 0, readOptions.limit ?? DEFAULT_READ_LIMIT);
    },

    async topics(): Promise<TopicPartitionOffsets[]> {
      assertOpen();
      return stmt.listTopics.all().map((row) => ({ topic: row.name, partition: PARTITION, endOffset: row.end_offset }));
    },

    async lag(groupId): Promise<GroupLag[]> {
      assertOpen();
      const rows = groupId === undefined ? stmt.lagAll.all() : stmt.lagGroup.all(groupId);
      return rows.map((row) => ({
        groupId: row.group_id,
        topic: row.topic,
        partition: row.partition_no,
        committedOffset: row.committed_offset,
        endOffset: row.end_offset,
        lag: Math.max(0, row.end_offset - row.committed_offset),
      }));
    },

    async health(): Promise<BusHealth> {
      const consumers = [...active].map((consumer) => consumer.subscription.state());
      if (closed || closing) return { status: 'down', detail: 'bus is closed', consumers };
      try {
        stmt.ping.get();
        return { status: 'up', consumers };
      } catch (err) {
        return { status: 'down', detail: toError(err).message, consumers };
      }
    },

    close() {
      closing ??= (async () => {
        await Promise.all([...active].map((consumer) => consumer.subscription.stop()));
        db.close();
        closed = true;
      })();
      return closing;
    },
  };
}

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
