import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import kafkajs from 'kafkajs';
import type { Admin } from 'kafkajs';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BackendUnavailableError } from '../../infra/backend-unavailable.ts';
import type { KafkaEventBusOptions } from '../../infra/bus/event-bus.kafka.ts';
import { createKafkaEventBus } from '../../infra/bus/event-bus.kafka.ts';
import type { BusMessage, EventBus, Subscription } from '../../infra/bus/event-bus.port.ts';
import type { Logger } from '../../infra/logger.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { eventBusContract, waitFor } from './event-bus.contract.ts';

/*
 * The EventBus contract and Kafka-specific behaviour against the broker of `npm run engines:up`
 * (bash infra/engines/engines.sh up kafka): KRaft, one node, on 127.0.0.1:9092. Runs only in
 * `npm run test:engines`. Without a reachable broker every test FAILS with the reason: a skip
 * would let a broken CI look green.
 */

const BROKERS = ['127.0.0.1:9092'];
/** Short backoff and session so retries and restarts happen within the contract's waits. */
const fast: Pick<KafkaEventBusOptions, 'retryBackoffMs' | 'sessionTimeoutMs'> = { retryBackoffMs: { initial: 5, max: 40 }, sessionTimeoutMs: 10_000 };

function openBus(logger: Logger = createSilentLogger(), overrides: Partial<KafkaEventBusOptions> = {}): EventBus {
  return createKafkaEventBus({ brokers: BROKERS, clientId: `regintel-test-${randomUUID().slice(0, 8)}`, logger, ...fast, ...overrides });
}

/** What a test created on the shared cluster, so cleanup can delete it. */
interface Touched {
  topics: Set<string>;
  groups: Set<string>;
}

/** Passes every call through and remembers the topics and groups it names. */
function recording(bus: EventBus, touched: Touched): EventBus {
  return {
    ...bus,
    ensureTopics: async (topics) => {
      for (const topic of topics) touched.topics.add(topic);
      return bus.ensureTopics(topics);
    },
    publish: async (topic, messages) => {
      touched.topics.add(topic);
      return bus.publish(topic, messages);
    },
    subscribe: async (options) => {
      touched.groups.add(options.groupId);
      for (const topic of options.topics) touched.topics.add(topic);
      return bus.subscribe(options);
    },
    seek: async (groupId, topic, partition, offset) => {
      touched.groups.add(groupId);
      touched.topics.add(topic);
      return bus.seek(groupId, topic, partition, offset);
    },
  };
}

let cleaner: Admin;

/** Deletes what a test created; best effort, a leftover only costs disk on a test broker. */
async function deleteTouched(touched: Touched): Promise<void> {
  if (touched.groups.size > 0) await cleaner.deleteGroups([...touched.groups]).catch(() => undefined);
  // Deleting only listed topics avoids retries on never-created ones; if listing fails, try all.
  const listed = await cleaner.listTopics().catch(() => undefined);
  const topics = listed ? [...touched.topics].filter((topic) => listed.includes(topic)) : [...touched.topics];
  if (topics.length > 0) await cleaner.deleteTopics({ topics, timeout: 10_000 }).catch(() => undefined);
}

beforeAll(async () => {
  const probe = openBus();
  try {
    const health = await probe.health();
    if (health.status !== 'up') {
      throw new Error(
        `Kafka is not reachable at ${BROKERS.join(',')} (${health.detail ?? 'no detail'}). ` +
          'These engine tests need the broker: run `bash infra/engines/engines.sh up kafka` (npm run engines:up) before `npm run test:engines`.',
      );
    }
  } finally {
    await probe.close();
  }
  cleaner = new kafkajs.Kafka({ clientId: 'regintel-test-cleanup', brokers: BROKERS, logLevel: kafkajs.logLevel.NOTHING, retry: { retries: 2 } }).admin();
  await cleaner.connect();
}, 20_000);

afterAll(async () => {
  await cleaner?.disconnect();
});

eventBusContract('kafka', async () => {
  const touched: Touched = { topics: new Set(), groups: new Set() };
  const reopened: EventBus[] = [];
  const bus = recording(openBus(), touched);
  return {
    bus,
    reopen: async () => {
      const next = recording(openBus(), touched);
      reopened.push(next);
      return next;
    },
    cleanup: async () => {
      await bus.close();
      await Promise.all(reopened.map((b) => b.close()));
      await deleteTouched(touched);
    },
  };
});

/** Collects pino's JSON lines, to check what the adapter logs (and what it must not). */
function captureLogs(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('kafka EventBus specifics', () => {
  const touched: Touched = { topics: new Set(), groups: new Set() };
  const buses: EventBus[] = [];
  const subscriptions: Subscription[] = [];
  const suffix = (): string => randomUUID().slice(0, 8);

  function open(logger?: Logger, overrides?: Partial<KafkaEventBusOptions>): EventBus {
    const bus = recording(openBus(logger, overrides), touched);
    buses.push(bus);
    return bus;
  }

  async function subscribe(bus: EventBus, options: Parameters<EventBus['subscribe']>[0]): Promise<Subscription> {
    const subscription = await bus.subscribe(options);
    subscriptions.push(subscription);
    return subscription;
  }

  async function lagZero(bus: EventBus, groupId: string, end: number): Promise<void> {
    await waitFor(async () => (await bus.lag(groupId)).some((row) => row.committedOffset === end && row.lag === 0), 20_000, `${groupId} at ${end}`);
  }

  afterEach(async () => {
    await Promise.all(subscriptions.splice(0).map((s) => s.stop()));
    await Promise.all(buses.splice(0).map((b) => b.close()));
    await deleteTouched(touched);
    touched.topics.clear();
    touched.groups.clear();
  });

  it('redelivers a poison batch until the handler succeeds, then commits it, without crashing the consumer', async () => {
    const { logger, lines } = captureLogs();
    const bus = open(logger);
    const topic = `kafka.poison.${suffix()}`;
    const groupId = `kafka-poison-${suffix()}`;
    await bus.publish(
      topic,
      [0, 1, 2].map((n) => ({ key: `p-${n}`, value: { n, secretPayload: 'PAYLOAD-MARKER' } })),
    );
    const batches: BusMessage[][] = [];
    const subscription = await subscribe(bus, {
      groupId,
      topics: [topic],
      handler: async (batch) => {
        batches.push(batch);
        if (batches.length <= 3) throw new Error(`poison attempt ${batches.length}`);
      },
    });

    await lagZero(bus, groupId, 3);

    expect(batches).toHaveLength(4);
    for (const batch of batches) expect(batch.map((m) => m.offset)).toEqual([0, 1, 2]);
    expect(subscription.state()).toMatchObject({ status: 'running', failedAttempts: 0, lastError: 'poison attempt 3' });
    const failures = lines.filter((line) => line.msg === 'bus consumer failed; retrying the batch');
    expect(failures.map((line) => line.attempt)).toEqual([1, 2, 3]);
    expect(failures[0]).toMatchObject({ groupId, topic, partition: 0, fromOffset: 0, count: 3, err: { message: 'poison attempt 1' } });
    expect(lines.filter((line) => line.msg === 'bus consumer crashed' || String(line.msg).startsWith('Crash'))).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('PAYLOAD-MARKER');
  });

  it('publishes one batch far larger than the broker’s 1 MiB record-batch limit, in order', async () => {
    const bus = open();
    const topic = `kafka.large.${suffix()}`;
    // 120 records of ~30 KB each: about 3.6 MB in one publish call.
    const messages = Array.from({ length: 120 }, (_, n) => ({ key: `big-${n}`, value: { n, text: `${n} `.padEnd(30_000, 'x') } }));
    await bus.publish(topic, messages);
    const read = await bus.read(topic, { fromOffset: 0, limit: 200 });
    expect(read.map((m) => m.key)).toEqual(messages.map((m) => m.key));
    expect(read.map((m) => m.offset)).toEqual(messages.map((_, n) => n));
  });

  it('lists a running consumer in health with its group and topics', async () => {
    const bus = open();
    const topic = `kafka.health.${suffix()}`;
    const groupId = `kafka-health-${suffix()}`;
    await bus.publish(topic, [{ key: 'k', value: 1 }]);
    await subscribe(bus, { groupId, topics: [topic], handler: async () => undefined });
    await lagZero(bus, groupId, 1);

    const health = await bus.health();

    expect(health.status).toBe('up');
    expect(health.consumers).toEqual([{ groupId, topics: [topic], status: 'running', failedAttempts: 0 }]);
  });

  it('answers read at the end of a topic, or of a missing topic, fast and without creating anything', async () => {
    const bus = open();
    const topic = `kafka.read-end.${suffix()}`;
    const missing = `kafka.read-missing.${suffix()}`;
    await bus.publish(topic, [0, 1, 2].map((n) => ({ key: `k-${n}`, value: n })));

    const started = performance.now();
    const atEnd = await bus.read(topic, { fromOffset: 3 });
    const beyond = await bus.read(topic, { fromOffset: 50 });
    const elapsed = performance.now() - started;

    expect(atEnd).toEqual([]);
    expect(beyond).toEqual([]);
    expect(elapsed).toBeLessThan(1_000);
    expect(await bus.read(missing)).toEqual([]);
    expect((await bus.topics()).map((t) => t.topic)).not.toContain(missing);
    expect((await bus.read(topic, { fromOffset: 2 })).map((m) => m.value)).toEqual([2]);
  });

  it('replays from a seek made while the group runs in this process', async () => {
    const bus = open();
    const topic = `kafka.seek-live.${suffix()}`;
    const groupId = `kafka-seek-live-${suffix()}`;
    await bus.publish(topic, [0, 1, 2, 3, 4].map((n) => ({ key: `k-${n}`, value: n })));
    const seen: number[] = [];
    await subscribe(bus, { groupId, topics: [topic], handler: async (batch) => void seen.push(...batch.map((m) => m.offset)) });
    await lagZero(bus, groupId, 5);

    await bus.seek(groupId, topic, 0, 2);
    await waitFor(() => seen.length === 8, 20_000, 'replay after a live seek');
    await lagZero(bus, groupId, 5);

    expect(seen).toEqual([0, 1, 2, 3, 4, 2, 3, 4]);
  });

  it('keeps the member alive through a handler slower than the session timeout, so the batch is handled once', async () => {
    // 6 s is the broker's smallest allowed session (group.min.session.timeout.ms).
    const bus = open(undefined, { sessionTimeoutMs: 6_000 });
    const topic = `kafka.slow.${suffix()}`;
    const groupId = `kafka-slow-${suffix()}`;
    await bus.publish(topic, [{ key: 'k', value: 1 }]);
    let calls = 0;
    await subscribe(bus, {
      groupId,
      topics: [topic],
      handler: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 8_000));
      },
    });

    await lagZero(bus, groupId, 1);

    expect(calls).toBe(1);
  });

  it('shows a consumer that crashed on a non-retriable error as crashed and keeps restarting it', async () => {
    const { logger, lines } = captureLogs();
    // The broker refuses sessions below group.min.session.timeout.ms (6 s): JoinGroup fails with
    // INVALID_SESSION_TIMEOUT, which kafkajs does not retry or restart.
    const bus = open(logger, { sessionTimeoutMs: 1_000, retryBackoffMs: { initial: 50, max: 200 } });
    const topic = `kafka.crash.${suffix()}`;
    const groupId = `kafka-crash-${suffix()}`;
    await bus.publish(topic, [{ key: 'k', value: 1 }]);

    const subscription = await subscribe(bus, { groupId, topics: [topic], handler: async () => undefined });
    await waitFor(() => lines.filter((line) => line.msg === 'restarting crashed bus consumer').length >= 3, 20_000, 'three restarts');

    expect(subscription.state()).toMatchObject({ groupId, status: 'crashed', lastError: expect.stringMatching(/session timeout/i) });
    const health = await bus.health();
    expect(health.status).toBe('up');
    expect(health.consumers).toContainEqual(expect.objectContaining({ groupId, status: 'crashed' }));

    await subscription.stop();
    const restartsAtStop = lines.filter((line) => line.msg === 'restarting crashed bus consumer').length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subscription.state().status).toBe('stopped');
    expect(lines.filter((line) => line.msg === 'restarting crashed bus consumer')).toHaveLength(restartsAtStop);
  });

  it('reports down with the reason within seconds when no broker answers', async () => {
    const bus = createKafkaEventBus({ brokers: ['127.0.0.1:1'], clientId: 'regintel-test-nobroker', logger: createSilentLogger() });
    buses.push(bus);

    const started = performance.now();
    const health = await bus.health();

    expect(performance.now() - started).toBeLessThan(5_000);
    expect(health).toMatchObject({ status: 'down', detail: expect.stringContaining('127.0.0.1:1'), consumers: [] });
  });

  it('wraps an unreachable broker in BackendUnavailableError once kafkajs has given up', async () => {
    const bus = createKafkaEventBus({ brokers: ['127.0.0.1:1'], clientId: 'regintel-test-nobroker', logger: createSilentLogger() });
    buses.push(bus);

    const failure = await bus.publish('kafka.unreachable', [{ key: 'k', value: 1 }]).then(
      () => undefined,
      (err: unknown) => err,
    );

    expect(failure).toBeInstanceOf(BackendUnavailableError);
    expect(failure).toMatchObject({ backend: 'bus' });
  });
});
