import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../fixtures/cli.ts';
import type { JsonResponse } from '../fixtures/harness.ts';
import { type ApiProcess, startApiProcess } from '../fixtures/api-process.ts';
import { supervisedWorkers } from '../fixtures/supervised-workers.ts';

/**
 * SPEC-DECISIONS 14 under concurrency: `regintel api --workers 2` (two API processes sharing the
 * SQLite graph) receives the same tenant+FEI create several times at once. Exactly one create may
 * answer 201; every other answers 409 naming that entry, and the list holds one entry per FEI.
 * A check-then-write in the route would let two processes both see "not watched" and both create.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'regintel-watchlist-race-'));
let api: ApiProcess;
let child: ChildProcess;
let base = '';
let key = '';

beforeAll(async () => {
  // Enterprise: 100 requests a second, so the burst below is never cut by the rate limiter.
  key = await createKey(dataDir, 'race-tenant', 'enterprise');
  api = await startApiProcess(dataDir, 2);
  child = api.child;
  base = api.base;
}, 90_000);

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown): Promise<JsonResponse> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

describe('POST /v1/483/watchlist racing in two API processes', () => {
  it('answers exactly one 201 per tenant+FEI, every other create 409 naming it', async () => {
    const workers = supervisedWorkers(child.pid ?? 0);
    expect(workers).toHaveLength(2);

    const feis = Array.from({ length: 12 }, (_, i) => String(3_900_100 + i));
    const copies = 4;
    // All creates in flight at once: each FEI's copies land on both processes (the cluster hands
    // connections round robin) at the same moment.
    const results = await Promise.all(feis.flatMap((fei) => Array.from({ length: copies }, () => call('POST', '/v1/483/watchlist', { fei_number: fei }).then((r) => ({ fei, ...r })))));

    for (const fei of feis) {
      const mine = results.filter((r) => r.fei === fei);
      const created = mine.filter((r) => r.status === 201);
      const conflicts = mine.filter((r) => r.status === 409);
      expect(created, `${fei}: ${JSON.stringify(mine.map((r) => r.status))}`).toHaveLength(1);
      expect(conflicts).toHaveLength(copies - 1);
      const id = created[0]?.body.watchlist_id as string;
      expect(id).toMatch(/^wl_[0-9a-f]+$/);
      for (const conflict of conflicts) {
        expect(conflict.body).toEqual({ error: `Facility ${fei} is already on the watchlist as ${id}`, status_code: 409 });
      }
    }

    const list = await call('GET', '/v1/483/watchlist?limit=100');
    expect(list.status).toBe(200);
    const listed = list.body.results as Array<{ fei_number: string; watchlist_id: string }>;
    expect(listed.map((entry) => entry.fei_number).sort()).toEqual([...feis].sort());
  }, 60_000);

  it('frees the FEI on delete, and a multi-FEI body that clashes creates nothing', async () => {
    const fei = '3900200';
    const first = await call('POST', '/v1/483/watchlist', { fei_number: fei });
    expect(first.status).toBe(201);
    expect((await call('DELETE', `/v1/483/watchlist/${first.body.watchlist_id}`)).status).toBe(200);
    // Re-created twice at once after the delete: still one winner.
    const again = await Promise.all([0, 1, 2].map(() => call('POST', '/v1/483/watchlist', { fei_number: fei })));
    expect(again.map((r) => r.status).sort()).toEqual([201, 409, 409]);

    // 3900201 is new, 3900200 is watched: the body fails whole, and 3900201 stays free.
    const clash = await call('POST', '/v1/483/watchlist', { facilities: ['3900201', fei] });
    expect(clash.status).toBe(409);
    const alone = await call('POST', '/v1/483/watchlist', { fei_number: '3900201' });
    expect(alone.status).toBe(201);
  }, 60_000);
});
