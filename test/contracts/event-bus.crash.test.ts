import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedEventBus } from '../../infra/bus/event-bus.embedded.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { waitFor } from './event-bus.contract.ts';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const childScript = join(repoRoot, 'test/fixtures/bus-crash-child.ts');
const N = 2000;
/** Must match test/fixtures/bus-crash-child.ts (not imported: importing it runs the consumer). */
const CRASH_TOPIC = 'crash.topic';
const CRASH_GROUP = 'crash-group';

describe('embedded EventBus under kill -9', () => {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-bus-crash-'));
  const busFile = join(dir, 'bus.db');
  const outFile = join(dir, 'offsets.txt');
  const children: ChildProcess[] = [];
  const childOutput: string[] = [];

  function startChild(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, busFile, outFile], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => childOutput.push(chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => childOutput.push(chunk.toString('utf8')));
    children.push(child);
    return child;
  }

  function exited(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((done) => child.once('exit', () => done()));
  }

  function outputOffsets(): number[] {
    if (!existsSync(outFile)) return [];
    return readFileSync(outFile, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map(Number);
  }

  /** Read straight from the table, so the test does not trust the adapter it is checking. */
  function committedOffset(): number | undefined {
    const db = new Database(busFile, { readonly: true });
    try {
      const row = db
        .prepare<[string, string], { committed_offset: number }>(
          'SELECT committed_offset FROM bus_group_offsets WHERE group_id = ? AND topic = ? AND partition_no = 0',
        )
        .get(CRASH_GROUP, CRASH_TOPIC);
      return row?.committed_offset;
    } finally {
      db.close();
    }
  }

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses no committed message and re-delivers only the uncommitted tail after SIGKILL', async () => {
    const bus = createEmbeddedEventBus({ file: busFile, logger: createSilentLogger(), pollMs: 20 });
    try {
      const messages = Array.from({ length: N }, (_, n) => ({ key: `m-${n}`, value: { n } }));
      for (let i = 0; i < N; i += 500) await bus.publish(CRASH_TOPIC, messages.slice(i, i + 500));

      const first = startChild();
      await waitFor(() => outputOffsets().length >= 300, 30_000, 'first child wrote 300 offsets').catch((err: unknown) => {
        throw new Error(`${String(err)}\nchild output:\n${childOutput.join('')}`);
      });
      first.kill('SIGKILL');
      await exited(first);
      expect(first.signalCode).toBe('SIGKILL');

      const committedAtKill = committedOffset() ?? 0;
      const beforeRestart = outputOffsets();
      expect(committedAtKill).toBeGreaterThan(0);
      expect(committedAtKill).toBeLessThan(N);

      startChild();
      await waitFor(async () => (await bus.lag(CRASH_GROUP))[0]?.lag === 0, 45_000, 'group lag 0 after restart').catch((err: unknown) => {
        throw new Error(`${String(err)}\nchild output:\n${childOutput.join('')}`);
      });

      const all = outputOffsets();
      const afterRestart = all.slice(beforeRestart.length);
      const counts = new Map<number, number>();
      for (const offset of all) counts.set(offset, (counts.get(offset) ?? 0) + 1);
      const missing = Array.from({ length: N }, (_, n) => n).filter((n) => !counts.has(n));
      const duplicated = [...counts].filter(([, count]) => count > 1).map(([offset]) => offset);

      // The first run wrote in order, and at least everything it committed.
      expect(beforeRestart).toEqual(Array.from({ length: beforeRestart.length }, (_, i) => i));
      expect(beforeRestart.length).toBeGreaterThanOrEqual(committedAtKill);
      expect(missing).toEqual([]);
      expect(duplicated.filter((offset) => offset < committedAtKill)).toEqual([]);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
      // The restarted consumer resumes exactly at the committed offset, in order, to the end.
      expect(afterRestart).toEqual(Array.from({ length: N - committedAtKill }, (_, i) => committedAtKill + i));
      expect(await bus.lag(CRASH_GROUP)).toEqual([
        { groupId: CRASH_GROUP, topic: CRASH_TOPIC, partition: 0, committedOffset: N, endOffset: N, lag: 0 },
      ]);
    } finally {
      await bus.close();
    }
  });
});
