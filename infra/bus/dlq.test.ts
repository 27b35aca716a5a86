import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../clock.ts';
import { createSilentLogger } from '../logger.ts';
import { DeadLetterMessage, publishDeadLetters } from './dlq.ts';
import { createEmbeddedEventBus } from './event-bus.embedded.ts';
import type { EventBus } from './event-bus.port.ts';
import { dlqTopic } from './topics.ts';

describe('publishDeadLetters', () => {
  const clock = createFixedClock('2025-01-02T03:04:05.678Z');
  let dir: string;
  let bus: EventBus;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-dlq-'));
    bus = createEmbeddedEventBus({ file: join(dir, 'bus.db'), logger: createSilentLogger() });
  });

  afterEach(async () => {
    await bus.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes each stage’s letters, in order, to dlq.<stage> with the failure time and original', async () => {
    await publishDeadLetters(bus, clock, [
      { stage: 'enrich', reason: 'schema_invalid', error: 'bad id', original: { topic: 'raw.fda.form483', partition: 0, offset: 7, key: 'r7', value: { id: 7 } } },
      { stage: 'ingest', reason: 'parse_failed', original: { value: 'line 3' } },
      { stage: 'enrich', reason: 'no_category', original: { key: 'r9', value: { id: 9 } } },
    ]);

    const enrich = await bus.read(dlqTopic('enrich'));
    expect(enrich.map((m) => m.key)).toEqual(['r7', 'r9']);
    expect(enrich.map((m) => DeadLetterMessage.parse(m.value))).toEqual([
      {
        stage: 'enrich',
        reason: 'schema_invalid',
        error: 'bad id',
        failed_at: '2025-01-02T03:04:05.678Z',
        original: { topic: 'raw.fda.form483', partition: 0, offset: 7, key: 'r7', value: { id: 7 } },
      },
      { stage: 'enrich', reason: 'no_category', failed_at: '2025-01-02T03:04:05.678Z', original: { key: 'r9', value: { id: 9 } } },
    ]);
    expect((await bus.read(dlqTopic('ingest'))).map((m) => m.value)).toEqual([
      { stage: 'ingest', reason: 'parse_failed', failed_at: '2025-01-02T03:04:05.678Z', original: { value: 'line 3' } },
    ]);
  });

  it('keys an unkeyed letter by a hash of its value that ignores object key order', async () => {
    await publishDeadLetters(bus, clock, [
      { stage: 's', reason: 'r', original: { value: { a: 1, b: { c: [1, 2], d: 'x' } } } },
      { stage: 's', reason: 'r', original: { value: { b: { d: 'x', c: [1, 2] }, a: 1 } } },
      { stage: 's', reason: 'r', original: { value: { a: 2 } } },
    ]);

    const keys = (await bus.read(dlqTopic('s'))).map((m) => m.key);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('still publishes a letter whose original value cannot be serialised', async () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;

    await publishDeadLetters(bus, clock, [
      { stage: 'odd', reason: 'circular', original: { value: circular } },
      { stage: 'odd', reason: 'missing', original: { value: undefined } },
    ]);

    const values = (await bus.read(dlqTopic('odd'))).map((m) => DeadLetterMessage.parse(m.value).original.value);
    expect(values).toEqual([{ unserialisable: '[object Object]' }, null]);
  });

  it('publishes nothing for an empty list', async () => {
    await publishDeadLetters(bus, clock, []);

    expect(await bus.topics()).toEqual([]);
  });

  it('rejects a published value that lacks failed_at', () => {
    expect(DeadLetterMessage.safeParse({ stage: 's', reason: 'r', original: { value: 1 } }).success).toBe(false);
  });
});
