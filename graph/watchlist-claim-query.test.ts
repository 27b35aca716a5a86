import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedGraphStore } from './graph-store.embedded.ts';
import { watchlistClaimKey } from './watchlist-claim-query.ts';

/*
 * The claim behind "the same FEI twice → 409" (graph/watchlist-claim-query.ts), on the embedded
 * adapter; the Neo4j contract suite holds Neo4j to the same rows. Two stores on one file stand for
 * two API processes.
 */
const dir = mkdtempSync(join(tmpdir(), 'regintel-claim-'));
const file = join(dir, 'graph.db');
const one = createEmbeddedGraphStore({ file });
const two = createEmbeddedGraphStore({ file });

afterAll(async () => {
  await one.close();
  await two.close();
  rmSync(dir, { recursive: true, force: true });
});

const claim = async (store: typeof one, watchlistId: string, now: string, staleBefore = '2000-01-01T00:00:00.000000+00:00') =>
  (await store.query<{ watchlist_id: string }>('claimWatchlistFei', { tenant: 't1', fei: '3001001', watchlist_id: watchlistId, now, stale_before: staleBefore }))[0]?.watchlist_id;

describe('claimWatchlistFei', () => {
  it('gives a free claim to the first taker and names it to every later one, across connections', async () => {
    await one.ensureSchema({ WatchlistClaim: 'key', WatchlistEntry: 'id' });
    expect(await claim(one, 'wl_a', '2025-01-01T00:00:00.000000+00:00')).toBe('wl_a');
    expect(await claim(two, 'wl_b', '2025-01-01T00:00:01.000000+00:00')).toBe('wl_a');
    // Another tenant's claim on the same FEI is its own.
    expect((await two.query<{ watchlist_id: string }>('claimWatchlistFei', { tenant: 't2', fei: '3001001', watchlist_id: 'wl_c', now: '2025-01-01T00:00:00.000000+00:00', stale_before: '2000-01-01' }))[0]?.watchlist_id).toBe('wl_c');
  });

  it('keeps a claim whose live entry exists, and hands over one whose entry was deleted', async () => {
    await one.upsertNodes('WatchlistEntry', 'id', [{ id: 'wl_a', tenant: 't1', fei_number: '3001001' }]);
    // Even when old: a live entry is never stale.
    expect(await claim(two, 'wl_d', '2025-02-01T00:00:00.000000+00:00', '2025-01-31T00:00:00.000000+00:00')).toBe('wl_a');
    await one.upsertNodes('WatchlistEntry', 'id', [{ id: 'wl_a', deleted_at: '2025-02-02T00:00:00.000000+00:00' }]);
    expect(await claim(two, 'wl_e', '2025-02-03T00:00:00.000000+00:00')).toBe('wl_e');
    expect((await one.getNode({ label: 'WatchlistClaim', key: watchlistClaimKey('t1', '3001001') }))?.properties).toMatchObject({ watchlist_id: 'wl_e', claimed_at: '2025-02-03T00:00:00.000000+00:00' });
  });

  it('hands over a claim whose entry never appeared once it is older than stale_before', async () => {
    // wl_e has no entry node (its create died after claiming).
    expect(await claim(one, 'wl_f', '2025-02-03T00:00:30.000000+00:00', '2025-02-02T23:59:30.000000+00:00')).toBe('wl_e');
    expect(await claim(one, 'wl_f', '2025-02-03T00:01:30.000000+00:00', '2025-02-03T00:00:30.000000+00:00')).toBe('wl_f');
  });
});
