import type { ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../fixtures/cli.ts';
import { type ApiProcess, startApiProcess } from '../fixtures/api-process.ts';
import { supervisedWorkers } from '../fixtures/supervised-workers.ts';

/**
 * `regintel api --workers 2`, a real supervisor with two API processes sharing one port and one
 * limits file: the per-second and monthly counters must stay exact whichever process serves.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'regintel-workers-'));
let api: ApiProcess;
let child: ChildProcess;
let base = '';
let key = '';

beforeAll(async () => {
  key = await createKey(dataDir, 'workers-tenant', 'starter');
  api = await startApiProcess(dataDir, 2);
  child = api.child;
  base = api.base;
}, 90_000);

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function apiProcesses(): number[] {
  return supervisedWorkers(child.pid ?? 0);
}

function statusOnNewConnection(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** Files a process holds open (Linux /proc). */
function openFiles(pid: number): string[] {
  return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
    try {
      return [readlinkSync(`/proc/${pid}/fd/${fd}`)];
    } catch {
      return []; // closed between the listing and the read
    }
  });
}

describe('regintel api --workers 2', () => {
  it('keeps the counters in the supervisor: the API processes never open limits.db (no lock waits between them)', () => {
    const limitsFile = join(dataDir, 'limits.db');
    expect(openFiles(child.pid!)).toContain(limitsFile);
    for (const pid of apiProcesses()) expect(openFiles(pid)).not.toContain(limitsFile);
  });

  it('serves from two processes with per-second and monthly counts exact across them', async () => {
    expect(apiProcesses()).toHaveLength(2);

    // 200 requests, 20 at a time, on a Starter key (10 per second, 10,000 per month).
    const results: Array<{ status: number; remaining: number; reset: number; monthlyRemaining: number }> = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 200) {
          next += 1;
          const response = await fetch(`${base}/v1/483/observations?limit=1`, { headers: { 'X-Api-Key': key } });
          await response.arrayBuffer();
          results.push({
            status: response.status,
            remaining: Number(response.headers.get('x-ratelimit-remaining')),
            reset: Number(response.headers.get('x-ratelimit-reset')),
            monthlyRemaining: Number(response.headers.get('x-ratelimit-monthly-remaining')),
          });
        }
      }),
    );
    const served = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(served.length + refused.length).toBe(200);
    expect(served.length).toBeGreaterThanOrEqual(10);
    expect(refused.length).toBeGreaterThan(0);

    // Each one-second window (named by its reset time) let through at most 10 requests, each seeing a
    // different remaining count: two processes counting apart would hand out the same count twice.
    const windows = new Map<number, number[]>();
    for (const r of served) windows.set(r.reset, [...(windows.get(r.reset) ?? []), r.remaining]);
    for (const remaining of windows.values()) {
      expect(remaining.length).toBeLessThanOrEqual(10);
      expect(new Set(remaining).size).toBe(remaining.length);
    }

    // The monthly count moved by exactly one per served request, never twice to the same value.
    const monthly = served.map((r) => r.monthlyRemaining).sort((a, b) => b - a);
    expect(monthly).toEqual(Array.from({ length: served.length }, (_, i) => 10_000 - 1 - i));

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const usage = (await (await fetch(`${base}/v1/usage`, { headers: { 'X-Api-Key': key } })).json()) as { data: { currentUsage: number } };
    expect(usage.data.currentUsage).toBe(served.length);
  }, 60_000);

  it('restarts an API process that dies, and keeps serving meanwhile', async () => {
    const [victim, survivor] = apiProcesses();
    process.kill(victim!, 'SIGKILL');
    // Until the supervisor has reaped the dead process, node:cluster may still hand it a new
    // connection, which then hangs: wait for that, then ask while only the survivor serves.
    while (apiProcesses().includes(victim!)) await new Promise((resolve) => setTimeout(resolve, 50));
    // New connections, as a client after the fact opens them: a kept-alive socket to the killed
    // process is reset by the kernel, which says nothing about the service.
    for (let i = 0; i < 5; i += 1) expect(await statusOnNewConnection(`${base}/v1/usage`, { 'X-Api-Key': key })).toBe(200);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const now = apiProcesses();
      if (now.length === 2 && !now.includes(victim!)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const after = apiProcesses();
    expect(after).toHaveLength(2);
    expect(after).toContain(survivor);
    expect(after).not.toContain(victim);
  }, 60_000);

  it('stops every process on SIGTERM by itself, before the supervisor has to kill one', async () => {
    const workers = apiProcesses();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(api.stderr()).not.toContain('killing it');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
