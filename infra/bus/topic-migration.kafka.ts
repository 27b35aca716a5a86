/**
 * `regintel topics migrate` on Kafka: replays a topic created with fewer partitions or replicas
 * than configured into a topic of the same name with the configured layout.
 *
 * Why a replay and not `createPartitions`: adding partitions in place changes the partition of
 * most keys, so a facility's old records would sit on one partition and its new ones on another,
 * and the order `facility.changes` and alerts rely on would be lost. A replay re-partitions every
 * record with the bus's own rule (`partitionKeyOf` + Kafka's murmur2) and keeps the log order of
 * each key.
 *
 * Steps, each recorded in a state file so a crash resumes instead of losing data:
 *  1. refuse while a consumer group of the topic has live members (stop `regintel enrich`/`start`
 *     first), or when a group is part-way through a topic of several partitions (its position
 *     cannot be translated; let it catch up first);
 *  2. copy `T` into `T.migrating` (created with the new layout), routing each record to its new
 *     partition, and translate each group's committed offset: on the new partition p the group
 *     has consumed exactly the records routed to p from before its old offset;
 *  3. delete `T`, create it with the new layout, copy `T.migrating` back partition by partition;
 *  4. commit the translated offsets, delete `T.migrating` and the state file.
 * The record key, value, headers and timestamp are copied as they are.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import kafkajs from 'kafkajs';
import type { Admin, IHeaders, Kafka, Message } from 'kafkajs';
import type { Logger } from '../logger.ts';
import { isLeadershipChange } from './event-bus.kafka.ts';
import { partitionFor, topicSpec } from './topic-layout.kafka.ts';
import { type TopicLayout, partitionKeyOf, topicLayout } from './topics.ts';

/** Where a migration of one topic stands; written before each irreversible step. */
interface MigrationState {
  topic: string;
  temp: string;
  layout: TopicLayout;
  phase: 'copying-out' | 'copied-out';
  /** Translated committed offsets per group, by new partition (set at 'copied-out'). */
  groupOffsets: Record<string, number[]>;
  messages: number;
}

/** What one migration did. */
export interface MigrationResult {
  topic: string;
  messages: number;
  partitions: number;
  replicationFactor: number;
  /** Committed offsets carried over, per group, by new partition. */
  groups: Record<string, number[]>;
  resumed: boolean;
}

const SEND_BYTES = 512 * 1024;
const READY_TIMEOUT_MS = 60_000;

/** Suffix of the temporary copy of a topic being migrated. */
export const MIGRATING_SUFFIX = '.migrating';

/**
 * Migrates one topic to `defaults` (table topics keep one partition). `stateDir` holds the state
 * file of an unfinished migration; running again after a crash resumes it.
 */
export async function migrateTopic(kafka: Kafka, admin: Admin, topic: string, defaults: TopicLayout, options: { stateDir: string; logger: Logger }): Promise<MigrationResult> {
  const log = options.logger.child({ module: 'topic-migration', topic });
  const layout = topicLayout(topic, defaults);
  const stateFile = join(options.stateDir, `topic-migration-${topic}.json`);
  let state = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as MigrationState) : null;
  const resumed = state !== null;
  const save = (next: MigrationState): void => {
    mkdirSync(options.stateDir, { recursive: true });
    writeFileSync(stateFile, `${JSON.stringify(next, null, 2)}\n`);
    state = next;
  };
  const temp = `${topic}${MIGRATING_SUFFIX}`;

  if (!state || state.phase === 'copying-out') {
    // A copy that did not finish is thrown away and made again from the untouched original.
    if ((await admin.listTopics()).includes(temp)) await deleteTopic(admin, temp);
    const committed = await committedOffsets(admin, topic);
    const marks = await whileLeadersMove(() => admin.fetchTopicOffsets(topic));
    const high = new Map(marks.map((m) => [m.partition, Number(m.high)]));
    for (const [groupId, offsets] of committed) {
      const partial = [...offsets].filter(([partition, offset]) => offset < (high.get(partition) ?? 0));
      if (marks.length > 1 && partial.length > 0) {
        throw new Error(`group ${groupId} is part-way through ${topic} (${marks.length} partitions): let it catch up before migrating, its position could not be carried over`);
      }
    }
    save({ topic, temp, layout, phase: 'copying-out', groupOffsets: {}, messages: 0 });
    await createTopic(admin, temp, layout);
    const translated = new Map<string, number[]>([...committed.keys()].map((groupId) => [groupId, new Array<number>(layout.partitions).fill(0)]));
    log.info({ to: temp, ...layout }, 'copying the topic into its new layout');
    const messages = await copyTopic(kafka, admin, topic, temp, (message, fromPartition) => {
      const value = message.value === null ? null : parseJson(message.value.toString('utf8'));
      const key = message.key?.toString('utf8') ?? '';
      const partition = partitionFor(partitionKeyOf(topic, { key, value }), layout.partitions);
      const offset = Number(message.offset);
      for (const [groupId, offsets] of committed) {
        const consumedBefore = offsets.get(fromPartition) ?? 0;
        const counts = translated.get(groupId);
        if (counts && offset < consumedBefore) counts[partition] = (counts[partition] ?? 0) + 1;
      }
      return partition;
    });
    await expectCount(admin, temp, messages);
    save({ topic, temp, layout, phase: 'copied-out', groupOffsets: Object.fromEntries(translated), messages });
  }

  const copied = state as MigrationState;
  log.info({ messages: copied.messages }, 'replacing the topic with the re-partitioned copy');
  if ((await admin.listTopics()).includes(topic)) await deleteTopic(admin, topic);
  await createTopic(admin, topic, copied.layout);
  const back = await copyTopic(kafka, admin, temp, topic, (_message, fromPartition) => fromPartition);
  await expectCount(admin, topic, copied.messages);
  if (back !== copied.messages) throw new Error(`copied ${back} of ${copied.messages} records back into ${topic}`);
  for (const [groupId, offsets] of Object.entries(copied.groupOffsets)) {
    await admin.setOffsets({ groupId, topic, partitions: offsets.map((offset, partition) => ({ partition, offset: String(offset) })) });
  }
  await deleteTopic(admin, temp);
  rmSync(stateFile, { force: true });
  log.info({ messages: copied.messages, ...copied.layout }, 'topic migrated');
  return { topic, messages: copied.messages, partitions: copied.layout.partitions, replicationFactor: copied.layout.replicationFactor, groups: copied.groupOffsets, resumed };
}

/** Committed offsets on `topic` of every group that has some; refuses groups with live members. */
async function committedOffsets(admin: Admin, topic: string): Promise<Map<string, Map<number, number>>> {
  const groups = (await admin.listGroups()).groups.map((group) => group.groupId);
  const result = new Map<string, Map<number, number>>();
  for (const groupId of groups) {
    const [entry] = await admin.fetchOffsets({ groupId, topics: [topic] });
    const offsets = new Map((entry?.partitions ?? []).filter((p) => Number(p.offset) >= 0).map((p) => [p.partition, Number(p.offset)]));
    if (offsets.size === 0) continue;
    const { groups: described } = await admin.describeGroups([groupId]);
    const stateOfGroup = described[0]?.state ?? 'Dead';
    if (stateOfGroup !== 'Empty' && stateOfGroup !== 'Dead') {
      throw new Error(`group ${groupId} has live members (state ${stateOfGroup}): stop every regintel enrich / start process before migrating ${topic}`);
    }
    result.set(groupId, offsets);
  }
  return result;
}

async function createTopic(admin: Admin, topic: string, layout: TopicLayout): Promise<void> {
  await admin.createTopics({
    topics: [topicSpec(topic, layout)],
    waitForLeaders: true,
  });
  // A new partition may answer "not the leader" for a moment after its creation: wait until every
  // partition answers an offsets request.
  await whileLeadersMove(() => admin.fetchTopicOffsets(topic));
}

/** Runs `call`, retrying for up to ~30 s while partition leaders are still being placed. */
async function whileLeadersMove<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= 30 || !isLeadershipChange(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function deleteTopic(admin: Admin, topic: string): Promise<void> {
  await admin.deleteTopics({ topics: [topic], timeout: 30_000 });
  // Deletion completes asynchronously; re-creating a topic still being deleted fails.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while ((await admin.listTopics()).includes(topic)) {
    if (Date.now() > deadline) throw new Error(`topic ${topic} was not deleted within ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function expectCount(admin: Admin, topic: string, expected: number): Promise<void> {
  const count = (await whileLeadersMove(() => admin.fetchTopicOffsets(topic))).reduce((sum, m) => sum + Number(m.high) - Number(m.low), 0);
  if (count !== expected) throw new Error(`${topic} holds ${count} records, ${expected} expected`);
}

/**
 * Copies every record of `from` into `to`, partition by partition in offset order, each to the
 * partition `route` picks; returns how many. Sends are awaited one by one (idempotent producer,
 * acks=all), so each destination partition receives its records in source order.
 */
async function copyTopic(kafka: Kafka, admin: Admin, from: string, to: string, route: (message: kafkajs.KafkaMessage, fromPartition: number) => number): Promise<number> {
  const marks = await whileLeadersMove(() => admin.fetchTopicOffsets(from));
  const pending = new Map(marks.filter((m) => Number(m.high) > Number(m.low)).map((m) => [m.partition, Number(m.high)]));
  if (pending.size === 0) return 0;
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
  const groupId = `regintel.migrate.${randomUUID()}`;
  const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 200, allowAutoTopicCreation: false });
  let copied = 0;
  let finish: () => void = () => undefined;
  let fail: (err: unknown) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  try {
    await producer.connect();
    await consumer.connect();
    await consumer.subscribe({ topics: [from], fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat }) => {
        const end = pending.get(batch.partition);
        if (end === undefined) return;
        try {
          const records = batch.messages.filter((m) => Number(m.offset) < end);
          let chunk: Message[] = [];
          let bytes = 0;
          const flush = async (): Promise<void> => {
            if (chunk.length === 0) return;
            await producer.send({ topic: to, acks: -1, compression: kafkajs.CompressionTypes.GZIP, messages: chunk });
            copied += chunk.length;
            chunk = [];
            bytes = 0;
          };
          for (const message of records) {
            const size = (message.key?.length ?? 0) + (message.value?.length ?? 0);
            if (chunk.length > 0 && bytes + size > SEND_BYTES) await flush();
            chunk.push({ key: message.key, value: message.value, headers: message.headers as IHeaders, timestamp: message.timestamp, partition: route(message, batch.partition) });
            bytes += size;
          }
          await flush();
          resolveOffset(batch.lastOffset());
          await heartbeat();
          if (Number(batch.lastOffset()) >= end - 1) {
            pending.delete(batch.partition);
            if (pending.size === 0) finish();
          }
        } catch (err) {
          fail(err);
          throw err;
        }
      },
    });
    await done;
    return copied;
  } finally {
    await consumer.disconnect().catch(() => undefined);
    await producer.disconnect().catch(() => undefined);
    await admin.deleteGroups([groupId]).catch(() => undefined);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
