import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../infra/clock.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { GRAPH_KEYS } from '../../graph/schema.ts';
import { oncePerTurn } from '../../infra/util/once-per-turn.ts';
import { PLAN_TIERS, type PlanTier } from './tiers.ts';

/**
 * API keys and tenants, kept in the graph store as `(:Tenant {id, tier})-[:HAS_KEY]->(:ApiKey
 * {prefix, hash, revoked})`, so they live in Neo4j in engines mode and in SQLite when embedded.
 *
 * A key is `ri_live_` or `ri_test_` plus 32 hex characters (128 random bits). Only its sha256 is
 * stored: with 128 bits of entropy a plain hash cannot be brute-forced, and the lookup stays one
 * indexed read by prefix. Comparison is constant-time. The key itself is printed once at creation
 * and never logged. Embedded, a verification (two SQLite reads by key) is kept while the graph
 * store's change token stands: any write to the file, by any process, changes it, so a key created
 * or revoked with the CLI still takes effect at once on a running server (for every request read
 * after the write: the token is read once per turn of the event loop).
 *
 * On Neo4j those two reads are two Bolt round trips per request, which made authentication most of
 * a cheap route's time; there a verification, successful or not, is kept for `verifyCacheMs` (engines
 * mode: 5 s), keyed by the key's sha256. A revocation through this service drops its entry at once; one made
 * by another process (the CLI) takes effect within that time, and so does a tier change.
 */

/** What authentication proves about a caller. `keyId` is the key's public prefix, never the key. */
export interface Principal {
  keyId: string;
  tenantId: string;
  tier: PlanTier;
  test: boolean;
}

export interface ApiKeyRecord {
  prefix: string;
  tenantId: string;
  test: boolean;
  createdAt: string;
  revoked: boolean;
  revokedAt: string | null;
}

export interface TenantRecord {
  id: string;
  tier: PlanTier;
}

export type VerifyResult = { ok: true; principal: Principal } | { ok: false; reason: 'malformed' | 'unknown' | 'revoked' };

export interface ApiKeyService {
  /** Creates a key for a tenant (creating the tenant, or setting its tier). The key is returned once. */
  create(input: { tenantId: string; tier: PlanTier; test: boolean }): Promise<{ key: string; record: ApiKeyRecord; tenant: TenantRecord }>;
  list(tenantId?: string): Promise<Array<ApiKeyRecord & { tier: PlanTier | null }>>;
  /** Revokes the key whose prefix (or full key) is given; null when none matches. */
  revoke(prefixOrKey: string): Promise<ApiKeyRecord | null>;
  verify(presented: string): Promise<VerifyResult>;
}

const KEY_PATTERN = /^ri_(live|test)_([0-9a-f]{32})$/;
/** Characters of the key kept as its public id: `ri_live_` + 8 hex. */
const PREFIX_LENGTH = 16;
/** Tenant ids appear in logs, keys of stores and URLs: keep them plain. */
export const TENANT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The sha256 of a key, in hex. It runs on every request: the one-shot `hash` took 0.8 µs here, a `createHash` chain 3.6. */
const sha256Hex = (text: string) => hash('sha256', text, 'hex');

/** Creates the key service over a graph store. */
export function createApiKeyService(deps: { graph: GraphStore; clock: Clock; verifyCacheMs?: number }): ApiKeyService {
  const { graph, clock } = deps;
  const verifyCacheMs = deps.verifyCacheMs ?? 0;
  /**
   * Verifications by the key's sha256 (hex), with when they stop counting. Refusals are kept too:
   * a client retrying with a revoked or mistyped key would otherwise cost a store read per request,
   * before any rate limit applies (those come after authentication). A key refused now cannot
   * become valid later: keys are drawn at random at creation, never chosen.
   */
  const verified = new Map<string, { result: VerifyResult; until: number; token: string | undefined }>();
  const VERIFIED_MAX = 10_000;
  // One token read serves the requests of one event-loop turn; a revocation in this process also
  // drops its entries directly (revoke below), so only another process's write waits for the next turn.
  const changeToken = graph.changeToken ? oncePerTurn(() => graph.changeToken?.()) : () => undefined;

  async function tenantOf(tenantId: string): Promise<TenantRecord | null> {
    const node = await graph.getNode({ label: 'Tenant', key: tenantId });
    const tier = node?.properties.tier;
    return node && typeof tier === 'string' && (PLAN_TIERS as readonly string[]).includes(tier) ? { id: tenantId, tier: tier as PlanTier } : null;
  }

  function toRecord(properties: Record<string, unknown>): ApiKeyRecord {
    return {
      prefix: String(properties.prefix),
      tenantId: String(properties.tenant),
      test: properties.test === true,
      createdAt: String(properties.created_at),
      revoked: properties.revoked === true,
      revokedAt: typeof properties.revoked_at === 'string' ? properties.revoked_at : null,
    };
  }

  return {
    async create({ tenantId, tier, test }) {
      if (!TENANT_ID_PATTERN.test(tenantId)) throw new Error(`invalid tenant id '${tenantId}': letters, digits, '-' and '_' only, at most 64`);
      let key = '';
      let prefix = '';
      // A prefix collision (1 in 4 billion per pair) would make two keys share a node: draw again.
      do {
        key = `ri_${test ? 'test' : 'live'}_${randomBytes(16).toString('hex')}`;
        prefix = key.slice(0, PREFIX_LENGTH);
      } while (await graph.getNode({ label: 'ApiKey', key: prefix }));
      const createdAt = clock.now().toISOString();
      const existing = await tenantOf(tenantId);
      await graph.upsertNodes('Tenant', GRAPH_KEYS.Tenant, [{ id: tenantId, tier, ...(existing ? {} : { created_at: createdAt }) }]);
      await graph.upsertNodes('ApiKey', GRAPH_KEYS.ApiKey, [
        { prefix, hash: sha256Hex(key), tenant: tenantId, test, created_at: createdAt, revoked: false },
      ]);
      await graph.upsertEdges('HAS_KEY', [{ from: { label: 'Tenant', key: tenantId }, to: { label: 'ApiKey', key: prefix } }]);
      return {
        key,
        record: { prefix, tenantId, test, createdAt, revoked: false, revokedAt: null },
        tenant: { id: tenantId, tier },
      };
    },

    async list(tenantId) {
      const rows = await graph.query<{ properties: Record<string, unknown> }>('apiKeys', { tenant: tenantId ?? '' });
      const records = rows.map((row) => toRecord(row.properties));
      const tiers = new Map<string, PlanTier | null>();
      for (const record of records) if (!tiers.has(record.tenantId)) tiers.set(record.tenantId, (await tenantOf(record.tenantId))?.tier ?? null);
      return records
        .map((record) => ({ ...record, tier: tiers.get(record.tenantId) ?? null }))
        .sort((a, b) => a.tenantId.localeCompare(b.tenantId) || a.createdAt.localeCompare(b.createdAt));
    },

    async revoke(prefixOrKey) {
      const prefix = prefixOrKey.trim().slice(0, PREFIX_LENGTH);
      if (prefix.length < PREFIX_LENGTH) return null;
      const node = await graph.getNode({ label: 'ApiKey', key: prefix });
      if (!node) return null;
      for (const [hash, entry] of verified) if (entry.result.ok && entry.result.principal.keyId === prefix) verified.delete(hash);
      const revokedAt = clock.now().toISOString();
      await graph.upsertNodes('ApiKey', GRAPH_KEYS.ApiKey, [{ prefix, revoked: true, revoked_at: revokedAt }]);
      return { ...toRecord(node.properties), revoked: true, revokedAt };
    },

    async verify(presented) {
      if (!KEY_PATTERN.test(presented)) return { ok: false, reason: 'malformed' };
      const prefix = presented.slice(0, PREFIX_LENGTH);
      const cacheKey = sha256Hex(presented);
      const now = clock.now().getTime();
      // Read before the store: a result kept under this token is at least as new as what it names.
      const token = changeToken();
      const held = verified.get(cacheKey);
      if (held && (held.until > now || (token !== undefined && held.token === token))) return held.result;
      const result = await readVerification(prefix, Buffer.from(cacheKey, 'hex'));
      if (verifyCacheMs > 0 || token !== undefined) {
        verified.delete(cacheKey);
        // Map order is insertion order: the first entry is the oldest.
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(cacheKey, { result, until: verifyCacheMs > 0 ? now + verifyCacheMs : 0, token });
      }
      return result;
    },
  };

  /** What the store says of the presented key (its prefix and sha256). */
  async function readVerification(prefix: string, offered: Buffer): Promise<VerifyResult> {
    const node = await graph.getNode({ label: 'ApiKey', key: prefix });
    const stored = node && typeof node.properties.hash === 'string' ? Buffer.from(node.properties.hash, 'hex') : null;
    if (!node || !stored || stored.length !== offered.length || !timingSafeEqual(stored, offered)) return { ok: false, reason: 'unknown' };
    if (node.properties.revoked === true) return { ok: false, reason: 'revoked' };
    const tenantId = String(node.properties.tenant);
    const tenant = await tenantOf(tenantId);
    if (!tenant) return { ok: false, reason: 'unknown' };
    return { ok: true, principal: { keyId: prefix, tenantId, tier: tenant.tier, test: node.properties.test === true } };
  }
}
