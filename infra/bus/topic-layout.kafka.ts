/**
 * Topic layout on Kafka: how many partitions and replicas new topics get, how a message picks its
 * partition, and which existing topics fall short of the configured layout.
 *
 * Defaults. A field left unset in the configuration is chosen from the number of brokers the
 * cluster reports when the bus first creates a topic: a single broker (the local engines, tests)
 * gets 1 partition, replication factor 1, min.insync.replicas 1; a cluster of n ≥ 2 brokers gets
 * 6 partitions (room for six enrichment workers per consumer group), replication factor min(n, 3)
 * and min.insync.replicas RF − 1 (with acks=all a write survives one lost broker, and the topic
 * stays writable while one replica is down). Discovery is read once per process: a cluster that
 * grows later keeps the layout its topics were created with until they are migrated.
 *
 * Partitioning. The partition is a hash of `partitionKeyOf` (topics.ts: the FEI for facility
 * topics, the document id for rule documents, the record id elsewhere) with Kafka's own murmur2
 * partitioner, so Java and kafkajs producers agree.
 */
import kafkajs from 'kafkajs';
import type { Admin, ITopicConfig, PartitionAssigner, PartitionerArgs } from 'kafkajs';
import { type TopicLayout, topicLayout } from './topics.ts';

const { AssignerProtocol, Partitioners } = kafkajs;

/** Layout fields from the configuration; null (or absent) = chosen from the broker count. */
export interface ConfiguredTopicLayout {
  partitions?: number | null;
  replicationFactor?: number | null;
  minInsyncReplicas?: number | null;
}

/** Partitions per topic on a cluster of several brokers. */
export const CLUSTER_PARTITIONS = 6;
/** Replicas per topic on a cluster of three or more brokers. */
export const CLUSTER_REPLICATION_FACTOR = 3;

/** The layout of new topics on a cluster of `brokerCount` brokers, configured fields first (pure). */
export function defaultTopicLayout(brokerCount: number, configured: ConfiguredTopicLayout = {}): TopicLayout {
  const cluster = brokerCount >= 2;
  const replicationFactor = configured.replicationFactor ?? Math.max(1, Math.min(brokerCount, CLUSTER_REPLICATION_FACTOR));
  return {
    partitions: configured.partitions ?? (cluster ? CLUSTER_PARTITIONS : 1),
    replicationFactor,
    minInsyncReplicas: configured.minInsyncReplicas ?? Math.max(1, replicationFactor - 1),
  };
}

/** Resolves the defaults against the live cluster (one describeCluster call). */
export async function discoverTopicLayout(admin: Admin, configured: ConfiguredTopicLayout = {}): Promise<TopicLayout> {
  const complete = configured.partitions != null && configured.replicationFactor != null && configured.minInsyncReplicas != null;
  const brokers = complete ? 1 : (await admin.describeCluster()).brokers.length;
  return defaultTopicLayout(brokers, configured);
}

/**
 * How a topic is created: its layout, and every message kept (the log is the source of truth:
 * stores are rebuilt from it, raw study versions are kept for diffs), not the broker's 7-day default.
 */
export function topicSpec(topic: string, layout: TopicLayout): ITopicConfig {
  return {
    topic,
    numPartitions: layout.partitions,
    replicationFactor: layout.replicationFactor,
    configEntries: [
      { name: 'retention.ms', value: '-1' },
      { name: 'min.insync.replicas', value: String(layout.minInsyncReplicas) },
    ],
  };
}

/** A message with the string it is partitioned by (set by the bus, never sent). */
export interface RoutedMessage {
  key: string;
  partitionKey?: string;
}

/**
 * kafkajs partitioner that hashes `partitionKey` instead of the message key (Kafka's murmur2, as
 * the default partitioner does), so the record id stays the key while the FEI picks the partition.
 */
export function createRoutingPartitioner(): () => (args: PartitionerArgs) => number {
  return () => {
    const hash = Partitioners.DefaultPartitioner();
    return ({ topic, partitionMetadata, message }) => {
      const routed = message as typeof message & { partitionKey?: string };
      return hash({ topic, partitionMetadata, message: { ...message, key: routed.partitionKey ?? message.key } });
    };
  };
}

/** The partition of `partitionKey` on a topic of `partitions` partitions (same hash as the producer). */
export function partitionFor(partitionKey: string, partitions: number): number {
  const hash = Partitioners.DefaultPartitioner();
  const partitionMetadata = Array.from({ length: partitions }, (_, partitionId) => ({ partitionId, leader: 0, replicas: [0], isr: [0], partitionErrorCode: 0 }));
  return hash({ topic: 'any', partitionMetadata, message: { key: partitionKey, value: null } });
}

/** How one existing topic compares with the layout it would be created with today. */
export interface TopicLayoutCheck {
  topic: string;
  partitions: number;
  replicationFactor: number;
  wanted: TopicLayout;
  /** What falls short, in words; empty when the topic matches (more partitions than wanted is fine). */
  problems: string[];
}

/** Compares existing topics (all user topics, or the given ones) with the wanted layout. */
export async function checkTopicLayouts(admin: Admin, defaults: TopicLayout, topics?: readonly string[]): Promise<TopicLayoutCheck[]> {
  const names = topics ? [...topics] : (await admin.listTopics()).filter((topic) => !topic.startsWith('__')).sort();
  if (names.length === 0) return [];
  const { topics: metadata } = await admin.fetchTopicMetadata({ topics: names });
  return metadata
    .map((entry) => {
      const wanted = topicLayout(entry.name, defaults);
      const partitions = entry.partitions.length;
      const replicationFactor = Math.min(...entry.partitions.map((partition) => partition.replicas.length));
      const problems: string[] = [];
      if (partitions < wanted.partitions) problems.push(`${partitions} partition(s), ${wanted.partitions} wanted`);
      if (replicationFactor < wanted.replicationFactor) problems.push(`replication factor ${replicationFactor}, ${wanted.replicationFactor} wanted`);
      return { topic: entry.name, partitions, replicationFactor, wanted, problems };
    })
    .sort((a, b) => a.topic.localeCompare(b.topic));
}

/** The one-line advice logged and shown by `regintel status` for topics that fall short. */
export function migrationAdvice(checks: readonly TopicLayoutCheck[]): string | null {
  const short = checks.filter((check) => check.problems.length > 0);
  if (short.length === 0) return null;
  return `${short.length} topic(s) have fewer partitions or replicas than configured (${short.map((c) => `${c.topic}: ${c.problems.join(', ')}`).join('; ')}); stop the enrich and ingest processes and run \`regintel topics migrate\` to replay them into topics with the configured layout`;
}

/** Runs `work` with a short-lived admin client on the given brokers (tools: status, migrate). */
export async function withKafkaAdmin<T>(brokers: readonly string[], clientId: string, work: (admin: Admin) => Promise<T>): Promise<T> {
  const kafka = new kafkajs.Kafka({ clientId: `${clientId}-admin`, brokers: [...brokers], connectionTimeout: 3_000, logLevel: kafkajs.logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** Protocol name of the exclusive assignment; every member of an exclusive group announces it. */
export const EXCLUSIVE_ASSIGNER = 'RegIntelExclusive';

/**
 * Partition assigner of an exclusive group (`SubscribeOptions.exclusive`): every partition of the
 * group's topics goes to ONE member, the one whose process has run longest (its rank travels in
 * the member metadata), and the others stand by with nothing. A worker joining therefore never
 * takes state-bearing partitions away from the active one; when the active member leaves or dies
 * (session timeout), the next-oldest gets everything. For steps whose state spans all partitions
 * (the facilities step's peer baselines, the analytics over every facility).
 *
 * The rank is the PROCESS's (`ExclusiveRank`, one per bus), not the subscription's, and ties are
 * broken by a per-process id rather than by member id (which differs from group to group): every
 * exclusive group then picks the same process. That matters because the analytics step reads the
 * facilities step's local store: the two must live in one process, on one data folder.
 */
export function createExclusiveAssigner(rank: ExclusiveRank): PartitionAssigner {
  return ({ cluster }) => ({
    name: EXCLUSIVE_ASSIGNER,
    version: 1,
    protocol({ topics }) {
      return { name: EXCLUSIVE_ASSIGNER, metadata: AssignerProtocol.MemberMetadata.encode({ version: 1, topics, userData: Buffer.from(JSON.stringify(rank)) }) };
    },
    async assign({ members, topics }) {
      const ranked = members
        .map((member) => ({ memberId: member.memberId, ...rankOf(member.memberMetadata) }))
        .sort((a, b) => a.startedAt - b.startedAt || a.instance.localeCompare(b.instance) || a.memberId.localeCompare(b.memberId));
      const active = ranked[0]?.memberId;
      const everything: Record<string, number[]> = {};
      for (const topic of topics) everything[topic] = cluster.findTopicPartitionMetadata(topic).map((partition) => partition.partitionId).sort((a, b) => a - b);
      return members.map((member) => ({
        memberId: member.memberId,
        memberAssignment: AssignerProtocol.MemberAssignment.encode({ version: 1, assignment: member.memberId === active ? everything : {}, userData: Buffer.alloc(0) }),
      }));
    },
  });
}

/** A process's place in the exclusive groups' order: when its bus was created, and an id for ties. */
export interface ExclusiveRank {
  startedAt: number;
  instance: string;
}

function rankOf(metadata: Buffer): ExclusiveRank {
  try {
    const { userData } = AssignerProtocol.MemberMetadata.decode(metadata) ?? {};
    const parsed = JSON.parse(userData?.toString('utf8') || '{}') as { startedAt?: unknown; instance?: unknown };
    return {
      startedAt: typeof parsed.startedAt === 'number' ? parsed.startedAt : Number.MAX_SAFE_INTEGER,
      instance: typeof parsed.instance === 'string' ? parsed.instance : '',
    };
  } catch {
    return { startedAt: Number.MAX_SAFE_INTEGER, instance: '' };
  }
}
