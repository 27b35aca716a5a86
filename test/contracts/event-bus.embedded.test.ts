import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedEventBus } from '../../infra/bus/event-bus.embedded.ts';
import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { eventBusContract, waitFor } from './event-bus.contract.ts';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const fast = { pollMs: 10, retryBackoffMs: { initial: 5, max: 40 } };

eventBusContract('embedded', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-bus-contract-'));
  const file = join(dir, 'bus.db');
  const open = (): EventBus => createEmbeddedEventBus({ file, logger: createSilentLogger(), ...fast });
  const bus = open();
  return {
    bus,
    reopen: async () => open(),
    cleanup: async () => {
      await bus.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('embedded EventBus specifics', () => {
  const dirs: string[] = [];
  const buses: EventBus[] = [];

  function tempFile(): string {
    const dir = mkdtempSync(join(tmpdir(), 'regintel-bus-embedded-'));
    dirs.push(dir);
    return join(dir, 'bus.db');
  }

  function open(file: string, logger = createSilentLogger()): EventBus {
    const bus = createEmbeddedEventBus({ file, logger, ...fast });
    buses.push(bus);
    return bus;
  }

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('appends nothing from a batch when one of its values cannot be serialised', async () => {
    const bus = open(tempFile());
    await bus.publish('atomic', [{ key: 'ok', value: 1 }]);

    await expect(
      bus.publish('atomic', [
        { key: 'a', value: 2 },
        { key: 'b', value: { big: 10n } },
        { key: 'c', value: 3 },
      ]),
    ).rejects.toThrow();
    await bus.publish('atomic', [{ key: 'next', value: 4 }]);

    expect((await bus.read('atomic')).map((m) => [m.offset, m.key])).toEqual([
      [0, 'ok'],
      [1, 'next'],
    ]);
  });

  it('allocates dense, unique offsets when two processes publish to the same file at once', async () => {
    const file = tempFile();
    open(file);
    const perWriter = 300;
    const script = `
      import { createEmbeddedEventBus } from './infra/bus/event-bus.embedded.ts';
      import { createSilentLogger } from './infra/logger.ts';
      const [file, writer, count] = process.argv.slice(1);
      const bus = createEmbeddedEventBus({ file, logger: createSilentLogger() });
      for (let i = 0; i < Number(count); i += 1) await bus.publish('shared', [{ key: writer + '-' + i, value: i }]);
      await bus.close();
    `;
    const runWriter = (writer: string): Promise<number | null> =>
      new Promise((done, fail) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, file, writer, String(perWriter)], {
          cwd: repoRoot,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        child.on('error', fail);
        child.on('exit', (code) => done(code));
      });

    const codes = await Promise.all([runWriter('a'), runWriter('b')]);

    expect(codes).toEqual([0, 0]);
    const reader = open(file);
    const all = await reader.read('shared', { limit: 10_000 });
    expect(all.map((m) => m.offset)).toEqual(Array.from({ length: 2 * perWriter }, (_, i) => i));
    for (const writer of ['a', 'b']) {
      const mine = all.filter((m) => m.key.startsWith(`${writer}-`)).map((m) => m.value);
      expect(mine).toEqual(Array.from({ length: perWriter }, (_, i) => i));
    }
    expect(await reader.topics()).toEqual([{ topic: 'shared', partition: 0, endOffset: 2 * perWriter }]);
  });

  it('delivers to a consumer in one process what another process publishes', async () => {
    const file = tempFile();
    const consumerSide = open(file);
    const producerSide = open(file);
    const seen: number[] = [];
    const subscription = await consumerSide.subscribe({
      groupId: 'cross',
      topics: ['cross'],
      handler: async (batch) => {
        seen.push(...batch.map((m) => m.offset));
      },
    });

    await producerSide.publish('cross', [
      { key: 'x', value: 1 },
      { key: 'y', value: 2 },
    ]);
    await waitFor(() => seen.length === 2, 10_000, 'cross-connection delivery');
    await subscription.stop();

    expect(seen).toEqual([0, 1]);
    expect(await producerSide.lag('cross')).toEqual([{ groupId: 'cross', topic: 'cross', partition: 0, committedOffset: 2, endOffset: 2, lag: 0 }]);
  });

  it('picks up a seek made by another connection while the consumer runs', async () => {
    const file = tempFile();
    const bus = open(file);
    const admin = open(file);
    await bus.publish('replay', [0, 1, 2, 3].map((n) => ({ key: `k${n}`, value: n })));
    const seen: number[] = [];
    await bus.subscribe({ groupId: 'g', topics: ['replay'], handler: async (batch) => void seen.push(...batch.map((m) => m.offset)) });
    await waitFor(() => seen.length === 4, 10_000, 'first pass');

    await admin.seek('g', 'replay', 0, 1);
    await waitFor(() => seen.length === 7, 10_000, 'replay');

    expect(seen).toEqual([0, 1, 2, 3, 1, 2, 3]);
  });

  it('rejects a second consumer of the same group and topic in one process', async () => {
    const bus = open(tempFile());
    await bus.subscribe({ groupId: 'solo', topics: ['t'], handler: async () => undefined });

    await expect(bus.subscribe({ groupId: 'solo', topics: ['t'], handler: async () => undefined })).rejects.toThrow(/already has a running consumer/);
  });

  it('logs a failed batch with the error and its position but never the payload', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    const bus = open(tempFile(), pino({ level: 'info' }, sink));
    await bus.publish('logged', [{ key: 'k', value: { secretPayload: 'PAYLOAD-MARKER' } }]);
    let calls = 0;
    const subscription = await bus.subscribe({
      groupId: 'logged',
      topics: ['logged'],
      handler: async () => {
        calls += 1;
        if (calls < 3) throw new Error('handler exploded');
      },
    });

    await waitFor(async () => (await bus.lag('logged'))[0]?.lag === 0, 10_000, 'eventual commit');
    await subscription.stop();

    const failures = lines.filter((line) => line.msg === 'bus consumer failed; retrying the batch');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ groupId: 'logged', topic: 'logged', fromOffset: 0, count: 1, attempt: 1, err: { message: 'handler exploded' } });
    expect(failures[1]).toMatchObject({ attempt: 2 });
    expect(JSON.stringify(lines)).not.toContain('PAYLOAD-MARKER');
  });

  it('reports down after close and refuses further work', async () => {
    const bus = open(tempFile());
    await bus.close();

    expect(await bus.health()).toMatchObject({ status: 'down' });
    await expect(bus.publish('t', [{ key: 'k', value: 1 }])).rejects.toThrow(/closed/);
  });
});
