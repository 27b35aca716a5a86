import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import kafkajs from 'kafkajs';
import type { Admin } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/fixtures/engines.ts';
import { createSilentLogger } from '../logger.ts';
import { createKafkaEventBus } from './event-bus.kafka.ts';
import type { BusMessage, EventBus } from './event-bus.port.ts';
import { checkTopicLayouts, partitionFor } from './topic-layout.kafka.ts';
import { migrateTopic } from './topic-migration.kafka.ts';
import { TOPICS } from './topics.ts';

/*
 * Partitioning and `regintel topics migrate` against the broker of `npm run engines:up` (one node):
 * a topic created with one partition, part-consumed by a group, is replayed into six partitions;
 * every facility's records end on one partition in their original order, and the group goes on
 * with exactly the records it had not consumed. Without a broker the tests fail with the reason.
 */

const TOPIC = TOPICS.rawInspections;
const GROUP = 'test.migrate.group';
const SIX = { partitions: 6, replicationFactor: 1, minInsyncReplicas: 1 };
const FEIS = Array.from({ length: 10 }, (_, i) => `300${1000 + i}`);
/** 60 inspections, facilities interleaved, each with its place in the original log. */
const RECORDS = Array.from({ length: 60 }, (_, seq) => ({ key: `insp-${seq}`, value: { id: `insp-${seq}`, fei_number: FEIS[seq % FEIS.length], seq } }));
const CONSUMED = 25;

const kafka = new kafkajs.Kafka({ clientId: 'regintel-test-migrate', brokers: [ENGINES.kafka], logLevel: kafkajs.logLevel.NOTHING });
let admin: Admin;
let stateDir: string;
const buses: EventBus[] = [];

function openBus(partitions: number): EventBus {
  const bus = createKafkaEventBus({
    brokers: [ENGINES.kafka],
    clientId: 'regintel-test-migrate',
    logger: createSilentLogger(),
    retryBackoffMs: { initial: 5, max: 40 },
    sessionTimeoutMs: 10_000,
    topicLayout: { partitions, replicationFactor: 1, minInsyncReplicas: 1 },
  });
  buses.push(bus);
  return bus;
}

async function wipeKafka(): Promise<void> {
  const groups = (await admin.listGroups()).groups.map((g) => g.groupId);
  if (groups.length > 0) await admin.deleteGroups(groups).catch(() => undefined);
  const topics = (await admin.listTopics()).filter((t) => !t.startsWith('__'));
  if (topics.length > 0) await admin.deleteTopics({ topics, timeout: 30_000 });
  for (let i = 0; i < 100 && (await admin.listTopics()).some((t) => topics.includes(t)); i += 1) await new Promise((resolve) => setTimeout(resolve, 200));
}

async function readPartition(bus: EventBus, partition: number): Promise<BusMessage[]> {
  return bus.read(TOPIC, { partition, fromOffset: 0, limit: 1000 });
}

beforeAll(async () => {
  admin = kafka.admin();
  await admin.connect();
  await wipeKafka();
  stateDir = mkdtempSync(join(tmpdir(), 'regintel-migrate-'));
});

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await wipeKafka().catch(() => undefined);
  await admin.disconnect();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('topic layout and migration on Kafka', () => {
  it('finds a one-partition topic short of six, replays it by FEI and carries the group position over', async () => {
    const old = openBus(1);
    await old.publish(TOPIC, RECORDS);
    await old.seek(GROUP, TOPIC, 0, CONSUMED);
    await old.close();

    const [before] = await checkTopicLayouts(admin, SIX, [TOPIC]);
    expect(before?.partitions).toBe(1);
    expect(before?.problems).toEqual(['1 partition(s), 6 wanted']);

    const result = await migrateTopic(kafka, admin, TOPIC, SIX, { stateDir, logger: createSilentLogger() });
    expect(result).toMatchObject({ topic: TOPIC, messages: 60, partitions: 6, resumed: false });
    const [after] = await checkTopicLayouts(admin, SIX, [TOPIC]);
    expect(after?.partitions).toBe(6);
    expect(after?.problems).toEqual([]);
    expect((await admin.listTopics()).some((t) => t.endsWith('.migrating'))).toBe(false);

    const bus = openBus(6);
    const partitions = await Promise.all(Array.from({ length: 6 }, (_, p) => readPartition(bus, p)));
    expect(partitions.flat()).toHaveLength(60);
    for (const [p, messages] of partitions.entries()) {
      const seqs = messages.map((m) => (m.value as { seq: number }).seq);
      // Log order kept within each partition, hence within each facility.
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      for (const message of messages) expect(partitionFor(`fei:${(message.value as { fei_number: string }).fei_number}`, 6)).toBe(p);
    }
    for (const fei of FEIS) {
      expect(new Set(partitions.flatMap((messages, p) => (messages.some((m) => (m.value as { fei_number: string }).fei_number === fei) ? [p] : [])))).toHaveProperty('size', 1);
    }
    // The group had consumed records 0..24: on each new partition it stands right after them.
    const committed = (await admin.fetchOffsets({ groupId: GROUP, topics: [TOPIC] }))[0]?.partitions ?? [];
    const consumedAgain = committed.flatMap(({ partition, offset }) => (partitions[partition] ?? []).slice(0, Number(offset)).map((m) => (m.value as { seq: number }).seq));
    expect(consumedAgain.sort((a, b) => a - b)).toEqual(Array.from({ length: CONSUMED }, (_, i) => i));

    // The group resumes with exactly the 35 records it had not seen.
    const seen: number[] = [];
    const subscription = await bus.subscribe({
      groupId: GROUP,
      topics: [TOPIC],
      handler: async (messages) => {
        for (const m of messages) seen.push((m.value as { seq: number }).seq);
      },
    });
    const deadline = Date.now() + 30_000;
    while (seen.length < 60 - CONSUMED && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await subscription.stop();
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 - CONSUMED }, (_, i) => CONSUMED + i));

    // A new record of a facility goes where its history is.
    await bus.publish(TOPIC, [{ key: 'insp-new', value: { id: 'insp-new', fei_number: `000${FEIS[3]}`, seq: 60 } }]);
    const home = partitionFor(`fei:${FEIS[3]}`, 6);
    expect((await readPartition(bus, home)).map((m) => m.key)).toContain('insp-new');
  });

  it('refuses while the group has a live member', async () => {
    const bus = openBus(6);
    const subscription = await bus.subscribe({ groupId: 'test.migrate.live', topics: [TOPIC], handler: async () => undefined });
    try {
      await expect(migrateTopic(kafka, admin, TOPIC, { ...SIX, partitions: 12 }, { stateDir, logger: createSilentLogger() })).rejects.toThrow(/live members/);
    } finally {
      await subscription.stop();
    }
  });
});
