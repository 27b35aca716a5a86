import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../infra/clock.ts';
import { createEmbeddedGraphStore } from '../../graph/graph-store.embedded.ts';
import { GRAPH_KEYS } from '../../graph/schema.ts';
import { createApiKeyService } from './api-keys.ts';

const dir = mkdtempSync(join(tmpdir(), 'regintel-keys-'));
const graph = createEmbeddedGraphStore({ file: join(dir, 'graph.db') });
const clock = createFixedClock('2026-11-21T10:00:00Z');
const service = createApiKeyService({ graph, clock });
afterAll(async () => {
  await graph.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('API keys', () => {
  it('issues ri_live_/ri_test_ keys of 32 hex and stores only the sha256', async () => {
    await graph.ensureSchema(GRAPH_KEYS);
    const live = await service.create({ tenantId: 'acme', tier: 'pro', test: false });
    const test = await service.create({ tenantId: 'acme', tier: 'pro', test: true });
    expect(live.key).toMatch(/^ri_live_[0-9a-f]{32}$/);
    expect(test.key).toMatch(/^ri_test_[0-9a-f]{32}$/);
    const node = await graph.getNode({ label: 'ApiKey', key: live.record.prefix });
    expect(node?.properties.hash).toBe(createHash('sha256').update(live.key).digest('hex'));
    expect(JSON.stringify(node)).not.toContain(live.key);
    const edges = await graph.neighbours({ node: { label: 'Tenant', key: 'acme' }, type: 'HAS_KEY', direction: 'out' });
    expect(edges.map((e) => e.node.key).sort()).toEqual([live.record.prefix, test.record.prefix].sort());
  });

  it('verifies a key to its tenant and tier, and rejects a forged key that shares the prefix', async () => {
    const { key, record } = await service.create({ tenantId: 'globex', tier: 'starter', test: false });
    expect(await service.verify(key)).toEqual({ ok: true, principal: { keyId: record.prefix, tenantId: 'globex', tier: 'starter', test: false } });
    const forged = `${key.slice(0, 16)}${'0'.repeat(24)}`;
    expect(forged).toHaveLength(key.length);
    expect(await service.verify(forged)).toEqual({ ok: false, reason: 'unknown' });
    expect(await service.verify('ri_live_XYZ')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('revokes by prefix, and the key stops working at once', async () => {
    const { key, record } = await service.create({ tenantId: 'initech', tier: 'free', test: false });
    const revoked = await service.revoke(record.prefix);
    expect(revoked).toMatchObject({ prefix: record.prefix, revoked: true, revokedAt: '2026-11-21T10:00:00.000Z' });
    expect(await service.verify(key)).toEqual({ ok: false, reason: 'revoked' });
    expect(await service.revoke('ri_live_00000000')).toBeNull();
  });

  it('moves the tenant to the tier of its newest key', async () => {
    const first = await service.create({ tenantId: 'umbrella', tier: 'free', test: false });
    await service.create({ tenantId: 'umbrella', tier: 'enterprise', test: false });
    const result = await service.verify(first.key);
    expect(result.ok && result.principal.tier).toBe('enterprise');
  });

  it('rejects tenant ids that could not be used safely', async () => {
    await expect(service.create({ tenantId: 'bad tenant!', tier: 'free', test: false })).rejects.toThrow(/invalid tenant id/);
  });

  it('lists keys per tenant with the tenant’s tier and never the hash', async () => {
    const listed = await service.list('acme');
    expect(listed).toHaveLength(2);
    expect(listed.every((k) => k.tenantId === 'acme' && k.tier === 'pro')).toBe(true);
    expect(JSON.stringify(listed)).not.toMatch(/hash/);
  });
});

describe('API keys with a verification cache (engines mode)', () => {
  /**
   * The same graph, with its reads counted (what the cache saves is reads of the store) and, like
   * Neo4j, no change token: only the time-to-live can end a cached verification.
   */
  function counted() {
    let reads = 0;
    const countingGraph = new Proxy(graph, {
      get(target, name, receiver) {
        if (name === 'changeToken') return undefined;
        if (name === 'getNode') {
          return (...args: Parameters<typeof graph.getNode>) => {
            reads += 1;
            return target.getNode(...args);
          };
        }
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    return { countingGraph, reads: () => reads };
  }

  it('answers a key verified within the last 5 s without reading the store, and reads it again after', async () => {
    const cacheClock = createFixedClock('2026-11-21T10:00:00Z');
    const { countingGraph, reads } = counted();
    const cached = createApiKeyService({ graph: countingGraph, clock: cacheClock, verifyCacheMs: 5_000 });
    const { key, record } = await cached.create({ tenantId: 'cache-co', tier: 'pro', test: false });
    const expected = { ok: true, principal: { keyId: record.prefix, tenantId: 'cache-co', tier: 'pro', test: false } };
    expect(await cached.verify(key)).toEqual(expected);
    const afterFirst = reads();
    cacheClock.advance(4_000);
    expect(await cached.verify(key)).toEqual(expected);
    expect(reads()).toBe(afterFirst);
    cacheClock.advance(2_000);
    expect(await cached.verify(key)).toEqual(expected);
    expect(reads()).toBeGreaterThan(afterFirst);
  });

  it('never lets a cached key pass when the presented key differs, and drops the entry when this service revokes it', async () => {
    const cached = createApiKeyService({ graph, clock: createFixedClock('2026-11-21T10:00:00Z'), verifyCacheMs: 5_000 });
    const { key, record } = await cached.create({ tenantId: 'cache-revoke', tier: 'starter', test: false });
    expect((await cached.verify(key)).ok).toBe(true);
    expect(await cached.verify(`${key.slice(0, 16)}${'0'.repeat(24)}`)).toEqual({ ok: false, reason: 'unknown' });
    await cached.revoke(record.prefix);
    expect(await cached.verify(key)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('keeps a refusal as long: a revoked or unknown key retried at once costs no store read', async () => {
    const cacheClock = createFixedClock('2026-11-21T10:00:00Z');
    const { countingGraph, reads } = counted();
    const cached = createApiKeyService({ graph: countingGraph, clock: cacheClock, verifyCacheMs: 5_000 });
    const { key, record } = await cached.create({ tenantId: 'cache-refused', tier: 'pro', test: false });
    await cached.revoke(record.prefix);
    const unknown = `${key.slice(0, 16)}${'f'.repeat(24)}`;
    expect(await cached.verify(key)).toEqual({ ok: false, reason: 'revoked' });
    expect(await cached.verify(unknown)).toEqual({ ok: false, reason: 'unknown' });
    const afterFirst = reads();
    for (let i = 0; i < 5; i += 1) {
      expect(await cached.verify(key)).toEqual({ ok: false, reason: 'revoked' });
      expect(await cached.verify(unknown)).toEqual({ ok: false, reason: 'unknown' });
    }
    expect(reads()).toBe(afterFirst);
    cacheClock.advance(5_001);
    expect(await cached.verify(key)).toEqual({ ok: false, reason: 'revoked' });
    expect(reads()).toBeGreaterThan(afterFirst);
  });

  it('sees a revocation made by another process once the 5 s have passed', async () => {
    const cacheClock = createFixedClock('2026-11-21T10:00:00Z');
    const { countingGraph } = counted();
    const apiProcess = createApiKeyService({ graph: countingGraph, clock: cacheClock, verifyCacheMs: 5_000 });
    const cliProcess = createApiKeyService({ graph, clock });
    const { key, record } = await cliProcess.create({ tenantId: 'cache-cli', tier: 'free', test: true });
    expect((await apiProcess.verify(key)).ok).toBe(true);
    await cliProcess.revoke(record.prefix);
    cacheClock.advance(5_001);
    expect(await apiProcess.verify(key)).toEqual({ ok: false, reason: 'revoked' });
  });
});

describe('API keys on the embedded store (verifications kept while the file is unchanged)', () => {
  it('reads the store once for repeated verifications, a refusal included, while nothing is written', async () => {
    let reads = 0;
    const countingGraph = new Proxy(graph, {
      get(target, name, receiver) {
        if (name !== 'getNode') return Reflect.get(target, name, receiver) as unknown;
        return (...args: Parameters<typeof graph.getNode>) => {
          reads += 1;
          return target.getNode(...args);
        };
      },
    });
    const api = createApiKeyService({ graph: countingGraph, clock });
    const { key } = await api.create({ tenantId: 'token-co', tier: 'pro', test: false });
    const unknown = `${key.slice(0, 16)}${'e'.repeat(24)}`;
    expect((await api.verify(key)).ok).toBe(true);
    expect(await api.verify(unknown)).toEqual({ ok: false, reason: 'unknown' });
    const afterFirst = reads;
    for (let i = 0; i < 5; i += 1) {
      expect((await api.verify(key)).ok).toBe(true);
      expect(await api.verify(unknown)).toEqual({ ok: false, reason: 'unknown' });
    }
    expect(reads).toBe(afterFirst);
  });

  // A request that arrives after the CLI's write is read in a later turn of the event loop than the
  // write; within one turn the key checks share one token read (oncePerTurn).
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('sees from the next turn of the event loop a revocation and a tier change made through another connection to the file (the CLI)', async () => {
    const cliGraph = createEmbeddedGraphStore({ file: join(dir, 'graph.db') });
    try {
      const api = createApiKeyService({ graph, clock });
      const cli = createApiKeyService({ graph: cliGraph, clock });
      const { key, record } = await cli.create({ tenantId: 'token-cli', tier: 'free', test: false });
      expect(await api.verify(key)).toMatchObject({ ok: true, principal: { tier: 'free' } });
      await cli.create({ tenantId: 'token-cli', tier: 'pro', test: false });
      await nextTurn();
      expect(await api.verify(key)).toMatchObject({ ok: true, principal: { tier: 'pro' } });
      await cli.revoke(record.prefix);
      await nextTurn();
      expect(await api.verify(key)).toEqual({ ok: false, reason: 'revoked' });
    } finally {
      await cliGraph.close();
    }
  });
});
