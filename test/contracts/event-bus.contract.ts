import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../infra/clock.ts';
import { DeadLetterMessage, publishDeadLetters } from '../../infra/bus/dlq.ts';
import type { BatchHandler, BusMessage, EventBus, GroupLag, Subscription } from '../../infra/bus/event-bus.port.ts';
import { dlqTopic } from '../../infra/bus/topics.ts';

/**
 * One bus under test. The log behind it (a SQLite file, a Kafka cluster) outlives its clients,
 * which is what `reopen` exercises.
 */
export interface EventBusUnderTest {
  bus: EventBus;
  /**
   * Opens a new client on the same log, as a restarted process would (embedded: the same file;
   * Kafka: a new kafkajs client on the same brokers). The suite closes what this returns.
   */
  reopen(): Promise<EventBus>;
  /** Closes `bus` (close is idempotent) and releases the log's storage, if it owns any. */
  cleanup(): Promise<void>;
}

/**
 * Polls `predicate` until it holds; async consumption is awaited this way, never with fixed sleeps.
 * Exported for the other bus suites (crash test) so they wait the same way.
 */
export async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await predicate()) return;
    if (Date.now() > deadline) throw new Error(`waitFor: ${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Lets the event loop turn a few times, so work that should NOT happen has had its chance. */
async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Records every batch a handler receives. */
function collector(onBatch?: (batch: BusMessage[]) => Promise<void> | void): {
  handler: BatchHandler;
  batches: BusMessage[][];
  offsets(topic?: string): number[];
} {
  const batches: BusMessage[][] = [];
  return {
    batches,
    handler: async (batch) => {
      batches.push(batch);
      await onBatch?.(batch);
    },
    offsets: (topic) =>
      batches
        .flat()
        .filter((m) => topic === undefined || m.topic === topic)
        .map((m) => m.offset),
  };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

function messages(count: number, prefix = 'k'): { key: string; value: { n: number } }[] {
  return range(0, count).map((n) => ({ key: `${prefix}-${n}`, value: { n } }));
}

/**
 * The EventBus contract: every semantic of event-bus.port.ts's header comment, as tests.
 *
 * Every adapter runs it (embedded now, kafkajs later) so "the bus" means the same thing whatever
 * is deployed. Names are unique per test, so it can run against a shared Kafka cluster. Assumes
 * topics the bus creates have one partition (0) and that the factory configures short poll and
 * retry intervals (tens of milliseconds).
 */
export function eventBusContract(name: string, makeBus: () => Promise<EventBusUnderTest>): void {
  describe(`EventBus contract: ${name}`, () => {
    let harness: EventBusUnderTest;
    let bus: EventBus;
    const extraBuses: EventBus[] = [];
    const subscriptions: Subscription[] = [];
    const suffix = (): string => randomUUID().slice(0, 8);
    const topicName = (label: string): string => `contract.${label}.${suffix()}`;
    const groupName = (label: string): string => `contract-${label}-${suffix()}`;

    /** Subscribes and remembers the subscription so a failing test still stops it. */
    async function subscribe(target: EventBus, options: Parameters<EventBus['subscribe']>[0]): Promise<Subscription> {
      const subscription = await target.subscribe(options);
      subscriptions.push(subscription);
      return subscription;
    }

    async function lagOf(groupId: string, topic: string, target: EventBus = bus): Promise<GroupLag | undefined> {
      return (await target.lag(groupId)).find((row) => row.topic === topic);
    }

    async function waitForLagZero(groupId: string, topic: string, endOffset: number, target: EventBus = bus): Promise<void> {
      await waitFor(
        async () => {
          const row = await lagOf(groupId, topic, target);
          return row !== undefined && row.committedOffset === endOffset && row.lag === 0;
        },
        15_000,
        `${groupId} committed to ${endOffset} on ${topic}`,
      );
    }

    beforeEach(async () => {
      harness = await makeBus();
      bus = harness.bus;
    });

    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((s) => s.stop()));
      await Promise.all(extraBuses.splice(0).map((b) => b.close()));
      await harness.cleanup();
    });

    it('assigns dense offsets from 0 in publish order and keeps key, value and headers', async () => {
      const topic = topicName('order');
      await bus.publish(topic, [{ key: 'a', value: { text: 'first', nested: [1, 2] }, headers: { source: 'test' } }]);
      await bus.publish(topic, [{ key: 'b', value: 'second' }]);
      await bus.publish(topic, [{ key: 'c', value: null }]);

      const read = await bus.read(topic);

      expect(read.map((m) => [m.offset, m.key])).toEqual([
        [0, 'a'],
        [1, 'b'],
        [2, 'c'],
      ]);
      expect(read.map((m) => m.value)).toEqual([{ text: 'first', nested: [1, 2] }, 'second', null]);
      expect(read[0]?.headers).toEqual({ source: 'test' });
      expect(read[1]?.headers).toEqual({});
      for (const message of read) {
        expect(message.topic).toBe(topic);
        expect(message.partition).toBe(0);
        expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
      }
    });

    it('appends a published batch as consecutive offsets in batch order', async () => {
      const topic = topicName('batch');
      await bus.publish(topic, messages(5, 'first'));
      await bus.publish(topic, messages(2, 'second'));

      const read = await bus.read(topic);

      expect(read.map((m) => m.offset)).toEqual(range(0, 7));
      expect(read.map((m) => m.key)).toEqual(['first-0', 'first-1', 'first-2', 'first-3', 'first-4', 'second-0', 'second-1']);
    });

    it('creates a topic on first publish and on ensureTopics, idempotently, and reports end offsets', async () => {
      const explicit = topicName('explicit');
      const empty = topicName('empty');
      const implicit = topicName('implicit');
      await bus.ensureTopics([explicit, empty]);
      await bus.ensureTopics([explicit, empty]);
      await bus.publish(explicit, messages(3));
      await bus.publish(implicit, messages(1));

      const mine = (await bus.topics()).filter((t) => [explicit, empty, implicit].includes(t.topic));

      expect(mine.sort((a, b) => a.topic.localeCompare(b.topic))).toEqual(
        [
          { topic: explicit, partition: 0, endOffset: 3 },
          { topic: empty, partition: 0, endOffset: 0 },
          { topic: implicit, partition: 0, endOffset: 1 },
        ].sort((a, b) => a.topic.localeCompare(b.topic)),
      );
    });

    it('reads from an offset with a limit, without a group', async () => {
      const topic = topicName('read');
      await bus.publish(topic, messages(10));

      expect((await bus.read(topic, { fromOffset: 3, limit: 4 })).map((m) => m.offset)).toEqual([3, 4, 5, 6]);
      expect((await bus.read(topic, { partition: 0, fromOffset: 8 })).map((m) => m.key)).toEqual(['k-8', 'k-9']);
      expect(await bus.read(topic, { fromOffset: 10 })).toEqual([]);
      expect(await bus.lag()).not.toContainEqual(expect.objectContaining({ topic }));
    });

    it('delivers every message, in order, to a new group from the beginning by default', async () => {
      const topic = topicName('deliver');
      const groupId = groupName('deliver');
      await bus.publish(topic, messages(5));
      const seen = collector();

      await subscribe(bus, { groupId, topics: [topic], handler: seen.handler });
      await bus.publish(topic, messages(3, 'late'));
      await waitForLagZero(groupId, topic, 8);

      expect(seen.offsets()).toEqual(range(0, 8));
      expect(seen.batches.flat().map((m) => m.value)).toEqual([...messages(5), ...messages(3, 'late')].map((m) => m.value));
    });

    it('hands the handler batches of one topic partition, in offset order, no larger than maxBatchSize', async () => {
      const first = topicName('multi-a');
      const second = topicName('multi-b');
      const groupId = groupName('multi');
      await bus.publish(first, messages(7));
      await bus.publish(second, messages(5));
      const seen = collector();

      await subscribe(bus, { groupId, topics: [first, second], handler: seen.handler, maxBatchSize: 3 });
      await waitForLagZero(groupId, first, 7);
      await waitForLagZero(groupId, second, 5);

      for (const batch of seen.batches) {
        expect(batch.length).toBeGreaterThan(0);
        expect(batch.length).toBeLessThanOrEqual(3);
        expect(new Set(batch.map((m) => `${m.topic}/${m.partition}`)).size).toBe(1);
        const start = batch[0]?.offset ?? -1;
        expect(batch.map((m) => m.offset)).toEqual(range(start, start + batch.length));
      }
      expect(seen.offsets(first)).toEqual(range(0, 7));
      expect(seen.offsets(second)).toEqual(range(0, 5));
    });

    it('keeps the offsets of two groups independent', async () => {
      const topic = topicName('groups');
      const fast = groupName('fast');
      const blocked = groupName('blocked');
      await bus.publish(topic, messages(6));
      const fastSeen = collector();
      const blockedSeen = collector(() => {
        throw new Error('blocked group refuses every batch');
      });

      await subscribe(bus, { groupId: fast, topics: [topic], handler: fastSeen.handler });
      await subscribe(bus, { groupId: blocked, topics: [topic], handler: blockedSeen.handler });
      await waitForLagZero(fast, topic, 6);
      await waitFor(() => blockedSeen.batches.length >= 2, 15_000, 'blocked group retried');

      expect(fastSeen.offsets()).toEqual(range(0, 6));
      expect(await lagOf(blocked, topic)).toMatchObject({ committedOffset: 0, endOffset: 6, lag: 6 });
    });

    it('commits only after the handler promise resolves', async () => {
      const topic = topicName('commit');
      const groupId = groupName('commit');
      await bus.publish(topic, messages(3));
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const seen = collector(() => gate);

      await subscribe(bus, { groupId, topics: [topic], handler: seen.handler });
      await waitFor(() => seen.batches.length === 1, 15_000, 'handler entered');
      await settle();

      expect(await lagOf(groupId, topic)).toMatchObject({ committedOffset: 0, lag: 3 });
      release();
      await waitForLagZero(groupId, topic, 3);
      expect(seen.offsets()).toEqual([0, 1, 2]);
    });

    it('redelivers the same batch with backoff while the handler throws, then commits once it succeeds', async () => {
      const topic = topicName('retry');
      const groupId = groupName('retry');
      await bus.publish(topic, messages(3));
      let failing = true;
      const seen = collector(() => {
        if (failing) throw new Error('transient failure');
      });

      const subscription = await subscribe(bus, { groupId, topics: [topic], handler: seen.handler });
      await waitFor(() => seen.batches.length >= 3, 15_000, 'three deliveries');

      const whileFailing = subscription.state();
      expect(whileFailing.status).toBe('retrying');
      expect(whileFailing.failedAttempts).toBeGreaterThanOrEqual(2);
      expect(whileFailing.lastError).toContain('transient failure');
      expect(await lagOf(groupId, topic)).toMatchObject({ committedOffset: 0, lag: 3 });

      failing = false;
      await waitForLagZero(groupId, topic, 3);
      await waitFor(() => subscription.state().status === 'running', 15_000, 'status back to running');

      for (const batch of seen.batches) expect(batch.map((m) => m.offset)).toEqual([0, 1, 2]);
      expect(subscription.state().failedAttempts).toBe(0);
    });

    it('stop() resolves only after the in-flight batch has finished and been committed', async () => {
      const topic = topicName('stop');
      const groupId = groupName('stop');
      await bus.publish(topic, messages(4));
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let handlerFinished = false;
      const seen = collector(async () => {
        await gate;
        handlerFinished = true;
      });
      const subscription = await subscribe(bus, { groupId, topics: [topic], handler: seen.handler });
      await waitFor(() => seen.batches.length === 1, 15_000, 'handler entered');

      let stopResolved = false;
      const stopping = subscription.stop().then(() => {
        stopResolved = true;
      });
      await settle();
      expect(stopResolved).toBe(false);

      release();
      await stopping;

      expect(handlerFinished).toBe(true);
      expect(subscription.state().status).toBe('stopped');
      expect(await lagOf(groupId, topic)).toMatchObject({ committedOffset: 4, lag: 0 });
    });

    it('stop() aborts the handler\'s signal; a handler that gives up leaves its batch uncommitted, to be handled again whole', async () => {
      const topic = topicName('abort');
      const groupId = groupName('abort');
      await bus.publish(topic, messages(3));
      let entered = false;
      const subscription = await subscribe(bus, {
        groupId,
        topics: [topic],
        handler: async (_batch, { signal }) => {
          entered = true;
          // A long batch: it would never end by itself, only through the stop signal.
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
          signal.throwIfAborted();
        },
      });
      await waitFor(() => entered, 15_000, 'handler entered');
      await subscription.stop();
      expect(subscription.state().status).toBe('stopped');
      expect(await lagOf(groupId, topic)).toMatchObject({ committedOffset: 0, lag: 3 });

      const again = collector();
      await subscribe(bus, { groupId, topics: [topic], handler: again.handler });
      await waitForLagZero(groupId, topic, 3);
      expect(again.offsets()).toEqual([0, 1, 2]);
    });

    it('resumes a group from its committed offset after the bus is closed and reopened', async () => {
      const topic = topicName('reopen');
      const groupId = groupName('reopen');
      await bus.publish(topic, messages(5));
      const before = collector();
      const first = await subscribe(bus, { groupId, topics: [topic], handler: before.handler });
      await waitForLagZero(groupId, topic, 5);
      await first.stop();
      await bus.close();
      await bus.close();

      const reopened = await harness.reopen();
      extraBuses.push(reopened);
      await reopened.publish(topic, messages(3, 'after'));
      const after = collector();
      await subscribe(reopened, { groupId, topics: [topic], handler: after.handler });
      await waitForLagZero(groupId, topic, 8, reopened);

      expect(before.offsets()).toEqual(range(0, 5));
      expect(after.offsets()).toEqual([5, 6, 7]);
      expect((await reopened.read(topic)).map((m) => m.key)).toEqual([...messages(5), ...messages(3, 'after')].map((m) => m.key));
    });

    it('replays from the offset a group was moved to with seek', async () => {
      const topic = topicName('seek');
      const groupId = groupName('seek');
      await bus.publish(topic, messages(5));
      const first = collector();
      const subscription = await subscribe(bus, { groupId, topics: [topic], handler: first.handler });
      await waitForLagZero(groupId, topic, 5);
      await subscription.stop();

      await bus.seek(groupId, topic, 0, 2);
      expect(await lagOf(groupId, topic)).toMatchObject({ committedOffset: 2, endOffset: 5, lag: 3 });
      const replay = collector();
      await subscribe(bus, { groupId, topics: [topic], handler: replay.handler });
      await waitForLagZero(groupId, topic, 5);

      expect(first.offsets()).toEqual(range(0, 5));
      expect(replay.offsets()).toEqual([2, 3, 4]);
    });

    it('calls onAssigned with the committed offsets before any batch, retries it when it throws, and delivers only after it resolved', async () => {
      const topic = topicName('assigned');
      const groupId = groupName('assigned');
      await bus.publish(topic, messages(5));
      const first = await subscribe(bus, { groupId, topics: [topic], handler: collector().handler });
      await waitForLagZero(groupId, topic, 5);
      await first.stop();
      await bus.publish(topic, messages(2, 'more'));

      const events: string[] = [];
      let attempts = 0;
      const seen = collector((batch) => {
        events.push(`batch ${batch[0]?.offset}`);
      });
      await subscribe(bus, {
        groupId,
        topics: [topic],
        handler: seen.handler,
        onAssigned: async (assigned) => {
          attempts += 1;
          events.push(`assigned ${JSON.stringify(assigned)}`);
          if (attempts === 1) throw new Error('state store not reachable yet');
        },
      });
      await waitForLagZero(groupId, topic, 7);

      const hook = `assigned ${JSON.stringify([{ topic, partition: 0, committedOffset: 5 }])}`;
      expect(events[0]).toBe(hook);
      expect(events[1]).toBe(hook);
      expect(events.slice(2).every((e) => e.startsWith('batch'))).toBe(true);
      expect(seen.offsets()).toEqual([5, 6]);
    });

    it('starts a new group at the end of the topic with fromBeginning: false', async () => {
      const topic = topicName('latest');
      const groupId = groupName('latest');
      await bus.publish(topic, messages(3, 'old'));
      const seen = collector();

      await subscribe(bus, { groupId, topics: [topic], handler: seen.handler, fromBeginning: false });
      expect(await lagOf(groupId, topic)).toMatchObject({ committedOffset: 3, endOffset: 3, lag: 0 });
      await bus.publish(topic, messages(2, 'new'));
      await waitForLagZero(groupId, topic, 5);

      expect(seen.offsets()).toEqual([3, 4]);
      expect(seen.batches.flat().map((m) => m.key)).toEqual(['new-0', 'new-1']);
    });

    it('reports committed offset, end offset and lag of every subscribed group', async () => {
      const topic = topicName('lag');
      const done = groupName('done');
      const stuck = groupName('stuck');
      await bus.publish(topic, messages(5));
      const doneSubscription = await subscribe(bus, { groupId: done, topics: [topic], handler: collector().handler });
      await waitForLagZero(done, topic, 5);
      await doneSubscription.stop();
      await bus.publish(topic, messages(3, 'more'));
      const stuckSeen = collector(() => {
        throw new Error('stuck');
      });
      await subscribe(bus, { groupId: stuck, topics: [topic], handler: stuckSeen.handler });
      await waitFor(() => stuckSeen.batches.length >= 1, 15_000, 'stuck group tried');

      const all = (await bus.lag()).filter((row) => row.topic === topic).sort((a, b) => a.groupId.localeCompare(b.groupId));

      expect(all).toEqual(
        [
          { groupId: done, topic, partition: 0, committedOffset: 5, endOffset: 8, lag: 3 },
          { groupId: stuck, topic, partition: 0, committedOffset: 0, endOffset: 8, lag: 8 },
        ].sort((a, b) => a.groupId.localeCompare(b.groupId)),
      );
      expect(await bus.lag(done)).toEqual([{ groupId: done, topic, partition: 0, committedOffset: 5, endOffset: 8, lag: 3 }]);
    });

    it('reports up with the states of its running and retrying consumers', async () => {
      const topic = topicName('health');
      const healthy = groupName('healthy');
      const failing = groupName('failing');
      await bus.publish(topic, messages(2));
      const healthySubscription = await subscribe(bus, { groupId: healthy, topics: [topic], handler: collector().handler });
      const failingSeen = collector(() => {
        throw new Error('health check failure');
      });
      await subscribe(bus, { groupId: failing, topics: [topic], handler: failingSeen.handler });
      await waitForLagZero(healthy, topic, 2);
      await waitFor(() => failingSeen.batches.length >= 2, 15_000, 'failing group retried');

      const health = await bus.health();

      expect(health.status).toBe('up');
      expect(health.consumers).toContainEqual(expect.objectContaining({ groupId: healthy, topics: [topic], status: 'running' }));
      expect(health.consumers).toContainEqual(
        expect.objectContaining({ groupId: failing, status: 'retrying', lastError: expect.stringContaining('health check failure') }),
      );
      const failingState = health.consumers.find((c) => c.groupId === failing);
      expect(failingState?.failedAttempts).toBeGreaterThanOrEqual(1);

      await healthySubscription.stop();
      const afterStop = await bus.health();
      expect(afterStop.consumers.filter((c) => c.groupId === healthy && c.status !== 'stopped')).toEqual([]);
    });

    it('stops every consumer on close, and close is idempotent', async () => {
      const topic = topicName('close');
      const groupId = groupName('close');
      await bus.publish(topic, messages(1));
      const seen = collector();
      const subscription = await subscribe(bus, { groupId, topics: [topic], handler: seen.handler });
      await waitFor(() => seen.batches.length === 1, 15_000, 'delivery');

      await bus.close();
      await bus.close();

      expect(subscription.state().status).toBe('stopped');
    });

    it('publishes dead letters to dlq.<stage> that read back as DeadLetterMessage', async () => {
      const clock = createFixedClock('2024-05-06T07:08:09.000Z');
      const stageA = `contract-a-${suffix()}`;
      const stageB = `contract-b-${suffix()}`;
      const unkeyed = { id: 'obs-1', text: 'bad record', tags: ['x'] };

      await publishDeadLetters(bus, clock, [
        { stage: stageA, reason: 'schema_invalid', error: 'id is required', original: { topic: 'raw.x', partition: 0, offset: 41, key: 'rec-41', value: { id: '' } } },
        { stage: stageB, reason: 'unparseable', original: { value: 'not json' } },
        { stage: stageA, reason: 'enrichment_failed', original: { value: unkeyed } },
      ]);
      await publishDeadLetters(bus, clock, [{ stage: stageA, reason: 'again', original: { value: { tags: ['x'], text: 'bad record', id: 'obs-1' } } }]);

      const letters = await bus.read(dlqTopic(stageA));
      const parsed = letters.map((m) => DeadLetterMessage.parse(m.value));
      expect(parsed).toEqual([
        {
          stage: stageA,
          reason: 'schema_invalid',
          error: 'id is required',
          failed_at: '2024-05-06T07:08:09.000Z',
          original: { topic: 'raw.x', partition: 0, offset: 41, key: 'rec-41', value: { id: '' } },
        },
        { stage: stageA, reason: 'enrichment_failed', failed_at: '2024-05-06T07:08:09.000Z', original: { value: unkeyed } },
        {
          stage: stageA,
          reason: 'again',
          failed_at: '2024-05-06T07:08:09.000Z',
          original: { value: { tags: ['x'], text: 'bad record', id: 'obs-1' } },
        },
      ]);
      expect(letters[0]?.key).toBe('rec-41');
      expect(letters[1]?.key).toMatch(/^[0-9a-f]{64}$/);
      expect(letters[2]?.key).toBe(letters[1]?.key);
      const other = await bus.read(dlqTopic(stageB));
      expect(other.map((m) => DeadLetterMessage.parse(m.value))).toEqual([
        { stage: stageB, reason: 'unparseable', failed_at: '2024-05-06T07:08:09.000Z', original: { value: 'not json' } },
      ]);
    });
  });
}
