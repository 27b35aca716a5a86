import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Processor, startProcessor } from '../../enrich/pipeline/processor.ts';
import { createFixedClock } from '../../infra/clock.ts';
import { publishDeadLetters } from '../../infra/bus/dlq.ts';
import { createEmbeddedEventBus } from '../../infra/bus/event-bus.embedded.ts';
import type { BusMessage, EventBus, Subscription } from '../../infra/bus/event-bus.port.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { DLQ_REPLAY_GROUP, type ListedLetter, dlqCommand } from './dlq.ts';

/*
 * `regintel dlq list|replay` on the embedded bus with a real processor subscription: a step
 * rejects records until it is "fixed", the single DLQ handler writes the letters, list shows them
 * with their reason, replay puts the originals back on their topic where the fixed step handles
 * them, and a second replay republishes nothing.
 */

const TOPIC = 'raw.test.widgets';
const clock = createFixedClock('2026-11-26T12:00:00.000Z');

async function run(bus: EventBus, action: string, stage?: string, json = true): Promise<{ code: number; out: string; err: string }> {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  err.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await dlqCommand(bus, { action, stage, json, out, err });
  return { code, out: stdout, err: stderr };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('regintel dlq', () => {
  let dir: string;
  let bus: EventBus;
  let subscription: Subscription | null = null;
  const handled: number[] = [];
  let fixed = false;

  /** Rejects odd widgets until fixed; records every widget it accepts. */
  const widgets: Processor = {
    groupId: 'enrich.widgets',
    stage: 'enrich.widgets',
    topics: [TOPIC],
    async handleBatch(messages: BusMessage[]) {
      const rejected = [];
      let processed = 0;
      for (const message of messages) {
        const n = (message.value as { n: number }).n;
        if (n % 2 === 1 && !fixed) rejected.push({ message, reason: 'odd_widget', error: `widget ${n} is odd` });
        else {
          handled.push(n);
          processed += 1;
        }
      }
      return { processed, rejected };
    },
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-dlq-cli-'));
    bus = createEmbeddedEventBus({ file: join(dir, 'bus.db'), logger: createSilentLogger(), pollMs: 20 });
    await bus.ensureTopics([TOPIC]);
    handled.length = 0;
    fixed = false;
    ({ subscription } = await startProcessor(widgets, { bus, clock, logger: createSilentLogger() }));
  });

  afterEach(async () => {
    await subscription?.stop();
    await bus.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const consumed = async () => (await bus.lag('enrich.widgets')).every((entry) => entry.lag === 0);

  it('lists dead letters with reason and origin, replays them after a fix, and never replays twice', async () => {
    await bus.publish(TOPIC, [1, 2, 3, 4].map((n) => ({ key: `w${n}`, value: { id: `w${n}`, n } })));
    await until(consumed);
    expect(handled).toEqual([2, 4]);

    const listed = await run(bus, 'list', 'enrich.widgets');
    expect(listed.code).toBe(0);
    const letters = JSON.parse(listed.out) as ListedLetter[];
    expect(letters.map((l) => [l.offset, l.reason, l.error, l.original, l.replayed])).toEqual([
      [0, 'odd_widget', 'widget 1 is odd', { topic: TOPIC, partition: 0, offset: 0, key: 'w1' }, false],
      [1, 'odd_widget', 'widget 3 is odd', { topic: TOPIC, partition: 0, offset: 2, key: 'w3' }, false],
    ]);

    fixed = true;
    const replayed = await run(bus, 'replay', 'enrich.widgets');
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.out)).toEqual({ stage: 'enrich.widgets', republished: { [TOPIC]: 2 }, skipped: 0 });
    await until(async () => handled.length === 4 && (await consumed()));
    expect(handled).toEqual([2, 4, 1, 3]);
    const copies = await bus.read(TOPIC, { fromOffset: 4 });
    expect(copies.map((m) => [m.key, m.headers['x-regintel-replayed-from']])).toEqual([
      ['w1', 'dlq.enrich.widgets@0:0'],
      ['w3', 'dlq.enrich.widgets@0:1'],
    ]);

    // The letters are now marked replayed, the replay group has no lag, and a second replay sends nothing.
    expect((JSON.parse((await run(bus, 'list', 'enrich.widgets')).out) as ListedLetter[]).every((l) => l.replayed)).toBe(true);
    expect((await bus.lag(DLQ_REPLAY_GROUP)).map((entry) => entry.lag)).toEqual([0]);
    expect(JSON.parse((await run(bus, 'replay', 'enrich.widgets')).out)).toEqual({ stage: 'enrich.widgets', republished: {}, skipped: 0 });
    expect(await bus.read(TOPIC, { fromOffset: 6 })).toEqual([]);
  });

  it('skips letters without a topic of origin and says what to do instead', async () => {
    await publishDeadLetters(bus, clock, [{ stage: 'ingest', reason: 'parse_failed', error: 'row 3', original: { value: 'a,b' } }]);
    const text = await run(bus, 'list', undefined, false);
    expect(text.out).toContain('dlq.ingest #0  2026-11-26T12:00:00.000Z  parse_failed — row 3  [from no topic (ingest), key');
    expect(text.out).toContain('1 dead letter(s), 1 not replayed');
    const replayed = await run(bus, 'replay', 'ingest', false);
    expect(replayed.out).toBe('dlq.ingest: republished 0 record(s); skipped 1 with no topic of origin (re-run regintel ingest <source> --force for those)\n');
  });

  it('refuses an unknown stage, a replay without a stage, and an unknown action', async () => {
    expect(await run(bus, 'list', 'nope')).toMatchObject({ code: 1, err: expect.stringContaining('no topic dlq.nope') });
    expect(await run(bus, 'replay')).toMatchObject({ code: 2, err: expect.stringContaining('name the stage') });
    expect(await run(bus, 'purge')).toMatchObject({ code: 2, err: expect.stringContaining("unknown action 'purge'") });
  });
});
