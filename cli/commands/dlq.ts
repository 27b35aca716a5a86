import { DeadLetterMessage } from '../../infra/bus/dlq.ts';
import { OPERATOR_GROUP_PREFIX } from '../../infra/bus/pipeline-progress.ts';
import type { BusMessage, EventBus, OutgoingMessage } from '../../infra/bus/event-bus.port.ts';
import { dlqTopic } from '../../infra/bus/topics.ts';
import { contentHash } from '../../infra/util/content-hash.ts';

/**
 * The consumer group that remembers, per `dlq.<stage>` topic, how far `regintel dlq replay` got:
 * a second replay republishes only letters that arrived since, and `regintel status` (and the
 * `regintel_consumer_lag` gauge) show this group's lag as the letters not replayed yet. An operator
 * group (`ops.*`): pipeline progress and `/v1/health` leave it out.
 */
export const DLQ_REPLAY_GROUP = `${OPERATOR_GROUP_PREFIX}dlq-replay`;

const PAGE = 1000;

/** One dead letter as `dlq list --json` prints it. */
export interface ListedLetter {
  stage: string;
  partition: number;
  offset: number;
  failed_at: string;
  reason: string;
  error: string | null;
  original: { topic: string | null; partition: number | null; offset: number | null; key: string | null };
  /** True when a replay has already republished it. */
  replayed: boolean;
}

export interface DlqOptions {
  action: string | undefined;
  stage: string | undefined;
  json: boolean;
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

/**
 * `regintel dlq list [stage]` and `regintel dlq replay <stage>`.
 *
 * list: every dead letter (of one stage, or of all), with the stage's reason and the position of
 * the record it came from. replay: after a fix, republishes the original record of each letter not
 * replayed yet to the topic it came from, keyed as before. Every consumer group of that topic then
 * sees it again; stages and sinks upsert by id and skip unchanged hashes, so that is harmless, and
 * a record that still fails is dead-lettered again (a new letter, listed and replayable). Letters
 * with no topic of origin (an ingest failure: the source file itself) are reported and skipped:
 * re-run `regintel ingest <source> --force` for those.
 */
export async function dlqCommand(bus: Pick<EventBus, 'topics' | 'read' | 'lag' | 'seek' | 'publish' | 'ensureTopics'>, options: DlqOptions): Promise<number> {
  if (options.action === 'list') return list(bus, options);
  if (options.action === 'replay') {
    if (!options.stage) {
      options.err.write('regintel dlq replay: name the stage, e.g. regintel dlq replay enrich (see regintel dlq list).\n');
      return 2;
    }
    return replay(bus, options.stage, options);
  }
  options.err.write(`regintel dlq: unknown action '${options.action ?? ''}'; try 'regintel dlq list [stage] [--json]' or 'regintel dlq replay <stage> [--json]'.\n`);
  return 2;
}

async function list(bus: Parameters<typeof dlqCommand>[0], options: DlqOptions): Promise<number> {
  const partitions = (await bus.topics()).filter((t) => t.topic.startsWith('dlq.') && (!options.stage || t.topic === dlqTopic(options.stage)));
  if (options.stage && partitions.length === 0) {
    options.err.write(`regintel dlq: no topic ${dlqTopic(options.stage)} (no dead letters for stage '${options.stage}').\n`);
    return 1;
  }
  const replayedUpTo = await replayPositions(bus);
  const letters: ListedLetter[] = [];
  for (const { topic, partition } of partitions) {
    for await (const message of readAll(bus, topic, partition, 0)) {
      const parsed = DeadLetterMessage.safeParse(message.value);
      const stage = topic.slice('dlq.'.length);
      const replayed = message.offset < (replayedUpTo.get(`${topic}\u0000${partition}`) ?? 0);
      if (!parsed.success) {
        letters.push({ stage, partition, offset: message.offset, failed_at: message.timestamp, reason: 'unreadable dead letter', error: null, original: { topic: null, partition: null, offset: null, key: message.key }, replayed });
        continue;
      }
      const { original } = parsed.data;
      letters.push({
        stage,
        partition,
        offset: message.offset,
        failed_at: parsed.data.failed_at,
        reason: parsed.data.reason,
        error: parsed.data.error ?? null,
        original: { topic: original.topic ?? null, partition: original.partition ?? null, offset: original.offset ?? null, key: original.key ?? null },
        replayed,
      });
    }
  }
  if (options.json) {
    options.out.write(`${JSON.stringify(letters, null, 2)}\n`);
    return 0;
  }
  if (letters.length === 0) {
    options.out.write('no dead letters\n');
    return 0;
  }
  for (const letter of letters) {
    const from = letter.original.topic ? `${letter.original.topic}@${letter.original.partition ?? 0}:${letter.original.offset ?? '?'}` : 'no topic (ingest)';
    const error = letter.error ? ` — ${letter.error.length > 160 ? `${letter.error.slice(0, 157)}...` : letter.error}` : '';
    options.out.write(`dlq.${letter.stage} #${letter.offset}${letter.replayed ? ' (replayed)' : ''}  ${letter.failed_at}  ${letter.reason}${error}  [from ${from}, key ${letter.original.key ?? '-'}]\n`);
  }
  const pending = letters.filter((letter) => !letter.replayed).length;
  options.out.write(`${letters.length} dead letter(s), ${pending} not replayed\n`);
  return 0;
}

async function replay(bus: Parameters<typeof dlqCommand>[0], stage: string, options: DlqOptions): Promise<number> {
  const topic = dlqTopic(stage);
  const partitions = (await bus.topics()).filter((t) => t.topic === topic);
  if (partitions.length === 0) {
    options.err.write(`regintel dlq: no topic ${topic} (no dead letters for stage '${stage}').\n`);
    return 1;
  }
  const replayedUpTo = await replayPositions(bus);
  const byTopic = new Map<string, OutgoingMessage[]>();
  let skipped = 0;
  const ends: Array<{ partition: number; end: number }> = [];
  for (const { partition, endOffset } of partitions) {
    const from = replayedUpTo.get(`${topic}\u0000${partition}`) ?? 0;
    for await (const message of readAll(bus, topic, partition, from, endOffset)) {
      const parsed = DeadLetterMessage.safeParse(message.value);
      const target = parsed.success ? parsed.data.original.topic : undefined;
      if (!parsed.success || !target) {
        skipped += 1;
        continue;
      }
      const { original } = parsed.data;
      const batch = byTopic.get(target) ?? [];
      batch.push({ key: original.key ?? contentHash(original.value), value: original.value, headers: { 'x-regintel-replayed-from': `${topic}@${partition}:${message.offset}` } });
      byTopic.set(target, batch);
    }
    ends.push({ partition, end: endOffset });
  }
  await bus.ensureTopics([...byTopic.keys()]);
  for (const [target, messages] of byTopic) {
    for (let i = 0; i < messages.length; i += PAGE) await bus.publish(target, messages.slice(i, i + PAGE));
  }
  // Only after every original is back on its topic: a replay cut short is simply run again.
  for (const { partition, end } of ends) await bus.seek(DLQ_REPLAY_GROUP, topic, partition, end);
  const republished = Object.fromEntries([...byTopic].map(([target, messages]) => [target, messages.length]));
  const total = Object.values(republished).reduce((sum, n) => sum + n, 0);
  if (options.json) options.out.write(`${JSON.stringify({ stage, republished, skipped }, null, 2)}\n`);
  else {
    const where = Object.entries(republished).map(([target, n]) => `${n} to ${target}`).join(', ');
    options.out.write(`dlq.${stage}: republished ${total} record(s)${where ? ` (${where})` : ''}${skipped > 0 ? `; skipped ${skipped} with no topic of origin (re-run regintel ingest <source> --force for those)` : ''}\n`);
  }
  return 0;
}

/** Where the last replay ended, per DLQ topic partition. */
async function replayPositions(bus: Pick<EventBus, 'lag'>): Promise<Map<string, number>> {
  const positions = new Map<string, number>();
  for (const entry of await bus.lag(DLQ_REPLAY_GROUP)) positions.set(`${entry.topic}\u0000${entry.partition}`, entry.committedOffset);
  return positions;
}

/** Messages of one partition from `from` up to `until` (exclusive; default: to the end), a page at a time. */
async function* readAll(bus: Pick<EventBus, 'read'>, topic: string, partition: number, from: number, until = Number.POSITIVE_INFINITY): AsyncGenerator<BusMessage> {
  let offset = from;
  while (offset < until) {
    const page = await bus.read(topic, { partition, fromOffset: offset, limit: PAGE });
    if (page.length === 0) return;
    for (const message of page) {
      if (message.offset >= until) return;
      yield message;
    }
    offset = (page.at(-1)?.offset ?? offset) + 1;
  }
}
