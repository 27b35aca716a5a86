import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { driver as createDriver } from 'neo4j-driver';
import type { Driver } from 'neo4j-driver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BackendUnavailableError } from '../../infra/backend-unavailable.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { createEmbeddedGraphStore } from '../../graph/graph-store.embedded.ts';
import { createNeo4jGraphStore } from '../../graph/graph-store.neo4j.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { NAMED_QUERIES } from '../../graph/queries.ts';
import { GRAPH_KEYS } from '../../graph/schema.ts';
import { graphStoreContract } from './graph-store.contract.ts';

/**
 * The GraphStore contract and Neo4j specifics against the real server of `npm run engines:up`.
 *
 * Community has one user database, so isolation is sequential: vitest runs this file's tests one
 * after another (and engines files one at a time), the contract clears the graph before each test,
 * and this file clears it after its own. An unreachable server fails the file in `beforeAll` with a
 * message saying so: a skip would let a broken engines CI pass.
 */

const URL = 'bolt://127.0.0.1:7687';
/** Labels only the contract uses (not in GRAPH_KEYS): their constraints are dropped after the file. */
const TEST_ONLY_CONSTRAINTS = ['regintel_Firm_name'];

let admin: Driver;
let reachable = false;

function open(options: { maxRetryTimeMs?: number; url?: string } = {}): GraphStore {
  return createNeo4jGraphStore({ url: options.url ?? URL, logger: createSilentLogger(), ...options });
}

beforeAll(async () => {
  admin = createDriver(URL, undefined, { disableLosslessIntegers: true, connectionTimeout: 5000 });
  try {
    await Promise.race([
      admin.verifyConnectivity(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 10 s')), 10_000)),
    ]);
  } catch (error) {
    await admin.close();
    throw new Error(
      `Neo4j is not reachable at ${URL} (${error instanceof Error ? error.message : String(error)}). ` +
        'Start it with `bash infra/engines/engines.sh up neo4j` (or `npm run engines:up`) before `npm run test:engines`.',
    );
  }
  reachable = true;
});

afterAll(async () => {
  if (!reachable) return;
  const session = admin.session();
  try {
    await session.run('MATCH (n) DETACH DELETE n');
    for (const name of TEST_ONLY_CONSTRAINTS) await session.run(`DROP CONSTRAINT \`${name}\` IF EXISTS`);
  } finally {
    await session.close();
    await admin.close();
  }
});

graphStoreContract('neo4j', async () => {
  const store = open();
  return { store, cleanup: () => store.close() };
});

describe('Neo4j GraphStore specifics', () => {
  const opened: GraphStore[] = [];
  const removers: Array<() => void> = [];

  function fresh(options: { maxRetryTimeMs?: number; url?: string } = {}): GraphStore {
    const store = open(options);
    opened.push(store);
    return store;
  }

  async function clearedStore(): Promise<GraphStore> {
    const store = fresh();
    await store.clear();
    return store;
  }

  afterEach(async () => {
    const store = fresh();
    await store.clear();
    for (const s of opened.splice(0)) await s.close();
    for (const remove of removers.splice(0)) remove();
  });

  it('creates one uniqueness constraint per label, idempotently, and a new process learns the keys from them', async () => {
    const store = await clearedStore();
    await store.ensureSchema(GRAPH_KEYS);
    await store.ensureSchema(GRAPH_KEYS);
    const result = await admin.executeQuery(
      `SHOW CONSTRAINTS YIELD name, type, entityType, labelsOrTypes, properties
       WHERE entityType = 'NODE' AND name STARTS WITH 'regintel_'
       RETURN name, type, labelsOrTypes[0] AS label, properties AS properties`,
    );
    const constraints = new Map(result.records.map((r) => [r.get('label') as string, r.toObject()]));
    for (const [label, property] of Object.entries(GRAPH_KEYS)) {
      expect(constraints.get(label), label).toMatchObject({ name: `regintel_${label}_${property}`, properties: [property] });
      expect(['UNIQUENESS', 'NODE_PROPERTY_UNIQUENESS']).toContain(constraints.get(label)?.type);
    }

    // A second store (as a new process would) never calls ensureSchema, yet keys end nodes right.
    const later = fresh();
    await later.upsertEdges('HAD', [{ from: { label: 'Facility', key: '1001' }, to: { label: 'Inspection', key: 'INS-1' } }]);
    expect((await later.getNode({ label: 'Facility', key: '1001' }))?.properties).toEqual({ fei: '1001' });
    expect((await later.getNode({ label: 'Inspection', key: 'INS-1' }))?.properties).toEqual({ id: 'INS-1' });
    await expect(later.ensureSchema({ Facility: 'name' })).rejects.toThrow(/keyed by "fei"/);
    await expect(later.upsertNodes('Inspection', 'number', [{ number: '1' }])).rejects.toThrow(/keyed by "id"/);

    // The constraint does its job: a key is unique per label.
    await expect(
      admin.executeQuery("CREATE (:Facility {fei: '1001'})"),
    ).rejects.toThrow(/already exists/);
  });

  it('rejects labels, types and key properties that could not be spliced into Cypher safely, writing nothing', async () => {
    const store = await clearedStore();
    await store.ensureSchema({ Facility: 'fei' });
    await expect(store.upsertNodes('Facility`) DETACH DELETE (n', 'fei', [{ fei: '1' }])).rejects.toThrow(/label/);
    await expect(store.upsertNodes('Facility', 'fei`) DELETE n', [{ fei: '1' }])).rejects.toThrow(/key property/);
    await expect(
      store.upsertEdges('HAD]->() DETACH DELETE (x', [{ from: { label: 'Facility', key: '1' }, to: { label: 'Facility', key: '2' } }]),
    ).rejects.toThrow(/relationship type/);
    await expect(store.ensureSchema({ 'Bad Label': 'id' })).rejects.toThrow(/label/);
    await expect(
      store.upsertEdges('HAD', [{ from: { label: 'Facility', key: '1' }, to: { label: 'Undeclared', key: 'x' } }]),
    ).rejects.toThrow(/ensureSchema/);
    expect(await store.counts()).toEqual({ nodes: {}, edges: {} });
    expect(await store.getNode({ label: 'facility', key: '1' })).toBeNull();
  });

  it('round-trips numbers as JS numbers (sent as floats), with lists, booleans and counts', async () => {
    const store = await clearedStore();
    await store.ensureSchema({ Facility: 'fei' });
    const props = {
      fei: '1',
      int: 42,
      negative: -7,
      zero: 0,
      float: 2.5,
      big: Number.MAX_SAFE_INTEGER,
      ints: [1, 2, 3],
      mixed: [1, 1.5],
      flags: [true, false],
      empty: [],
      yes: true,
    };
    await store.upsertNodes('Facility', 'fei', [props]);
    const node = await store.getNode({ label: 'Facility', key: '1' });
    expect(node?.properties).toEqual(props);
    expect(Object.is(node?.properties.zero, 0)).toBe(true);
    const [count] = await store.query<{ label: string; count: unknown }>('countByLabel', {});
    expect(count).toEqual({ label: 'Facility', count: 1 });
    expect(typeof count?.count).toBe('number');
  });

  it('answers every named query with the same rows as the embedded adapter on the same graph', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regintel-graph-parity-'));
    removers.push(() => rmSync(dir, { recursive: true, force: true }));
    const embedded = createEmbeddedGraphStore({ file: join(dir, 'graph.db') });
    opened.push(embedded);
    const neo4j = await clearedStore();

    for (const store of [embedded, neo4j]) {
      await store.ensureSchema(GRAPH_KEYS);
      await store.upsertEdges('HAD', [
        { from: { label: 'Facility', key: '1001' }, to: { label: 'Inspection', key: 'INS-2' } },
        { from: { label: 'Facility', key: '1001' }, to: { label: 'Inspection', key: 'INS-1' } },
        { from: { label: 'Facility', key: '1002' }, to: { label: 'Inspection', key: 'INS-3' } },
      ]);
      await store.upsertNodes('Facility', 'fei', [
        { fei: '1001', name: 'Acme Sterile', state: 'NJ', employees: 120, sterile: true },
        { fei: '1002', name: 'Beta Pharma', state: 'PR', employees: 45.5, sterile: false },
        { fei: '1003', name: 'Gamma Labs', state: null },
      ]);
      await store.upsertNodes('Inspection', 'id', [
        { id: 'INS-1', date: '2023-01-10', classification: 'OAI', days: 5 },
        { id: 'INS-2', date: '2024-03-05', classification: 'NAI', days: 2 },
        { id: 'INS-3', date: '2022-07-21', classification: 'VAI', days: 3 },
      ]);
      await store.upsertNodes('Observation', 'id', [
        { id: 'OBS-1', cfr: ['211.113(b)'], text: 'Aseptic processing not validated.' },
        { id: 'OBS-2', cfr: ['211.22(d)', '211.100(a)'], text: 'Procedures not followed.' },
        { id: 'OBS-3', cfr: [], text: 'Cleaning not documented.' },
      ]);
      await store.upsertEdges('CITED', [
        { from: { label: 'Inspection', key: 'INS-1' }, to: { label: 'Observation', key: 'OBS-2' }, properties: { item: 2 } },
        { from: { label: 'Inspection', key: 'INS-1' }, to: { label: 'Observation', key: 'OBS-1' }, properties: { item: 1 } },
        { from: { label: 'Inspection', key: 'INS-3' }, to: { label: 'Observation', key: 'OBS-3' }, properties: { item: 1 } },
      ]);
      // Curated CFR ↔ ICH mappings as the knowledge sink writes them (subsection pairs as parallel lists).
      await store.upsertEdges('MAPS_TO', [
        { from: { label: 'CfrSection', key: '21 CFR 211.192' }, to: { label: 'IchSection', key: 'ICH Q7 2.1' }, properties: { relevance: 'direct', alignment_score: 0.85, mapping_type: 'related', cfr_subsections: ['211.192'], ich_subsections: ['2.16'] } },
        { from: { label: 'CfrSection', key: '21 CFR 211.192' }, to: { label: 'IchSection', key: 'ICH Q10 3.2.2' }, properties: { relevance: 'supporting', alignment_score: 0.7, mapping_type: 'related', cfr_subsections: [], ich_subsections: [] } },
        { from: { label: 'CfrSection', key: '21 CFR 211.100' }, to: { label: 'IchSection', key: 'ICH Q7 2.1' }, properties: { relevance: 'indirect', alignment_score: 0.5, mapping_type: 'prerequisite' } },
      ]);
      await store.upsertNodes('Tenant', 'id', [{ id: 't1', name: 'One' }, { id: 't2', name: 'Two' }]);
      await store.upsertNodes('ApiKey', 'prefix', [
        { prefix: 'rk_b', tenant: 't1', created_at: '2025-02-01T00:00:00Z', hash: 'h2', scopes: ['read'] },
        { prefix: 'rk_a', tenant: 't1', created_at: '2025-01-01T00:00:00Z', hash: 'h1', scopes: ['read', 'write'] },
        { prefix: 'rk_c', tenant: 't2', created_at: '2025-01-15T00:00:00Z', hash: 'h3', revoked: true },
        { prefix: 'rk_d', tenant: 't1', created_at: '2025-01-01T00:00:00Z', hash: 'h4' },
      ]);
      await store.upsertNodes('WatchlistEntry', 'id', [
        { id: 'wl_b', tenant: 't1', fei_number: '1001', created_at: '2025-01-02T00:00:00.000000+00:00', alert_on: ['new_citation'], last_checked: null },
        { id: 'wl_a', tenant: 't1', fei_number: '1002', created_at: '2025-01-02T00:00:00.000000+00:00', alert_on: ['new_citation', 'risk_score_change'] },
        { id: 'wl_c', tenant: 't2', fei_number: '1001', created_at: '2025-01-01T00:00:00.000000+00:00', webhook_url: 'https://hooks.example.com/x' },
        { id: 'wl_d', tenant: 't1', fei_number: '1003', created_at: '2024-12-01T00:00:00.000000+00:00', deleted_at: '2025-01-05T00:00:00.000000+00:00' },
      ]);
      await store.upsertNodes('Alert', 'id', [
        { id: 'alt_1', tenant: 't1', watchlist_id: 'wl_b', type: 'new_citation', fei_number: '1001', occurred_at: '2025-02-01T00:00:00.000000+00:00', delivery_state: 'pending', next_attempt_at: '2025-02-01T00:00:30.000000+00:00' },
        { id: 'alt_2', tenant: 't1', watchlist_id: 'wl_a', type: 'risk_score_change', fei_number: '1002', occurred_at: '2025-02-03T00:00:00.000000+00:00', delivery_state: 'pending', next_attempt_at: '2025-02-03T00:00:00.000000+00:00' },
        { id: 'alt_3', tenant: 't1', watchlist_id: 'wl_b', type: 'new_citation', fei_number: '1001', occurred_at: '2025-02-03T00:00:00.000000+00:00', delivery_state: 'delivered' },
        { id: 'alt_4', tenant: 't2', watchlist_id: 'wl_c', type: 'new_citation', fei_number: '1001', occurred_at: '2025-02-02T00:00:00.000000+00:00', delivery_state: 'pending', next_attempt_at: '2025-03-01T00:00:00.000000+00:00' },
      ]);
      await store.upsertNodes('AlertDelivery', 'id', [
        { id: 'alt_1:webhook:1', tenant: 't1', watchlist_id: 'wl_b', alert_id: 'alt_1', attempted_at: '2025-02-01T00:00:00.000000+00:00', status_code: 500, latency_ms: 12 },
        { id: 'alt_1:webhook:2', tenant: 't1', watchlist_id: 'wl_b', alert_id: 'alt_1', attempted_at: '2025-02-01T00:01:00.000000+00:00', status_code: null, error: 'timeout' },
        { id: 'alt_4:webhook:1', tenant: 't2', watchlist_id: 'wl_c', alert_id: 'alt_4', attempted_at: '2025-02-02T00:00:00.000000+00:00', status_code: 200 },
      ]);
      await store.upsertNodes('AlertEmail', 'id', [
        { id: 'alt_1', watchlist_id: 'wl_b', state: 'pending', next_attempt_at: '2025-02-01T00:00:30.000000+00:00' },
        { id: 'alt_2', watchlist_id: 'wl_a', state: 'pending', next_attempt_at: '2025-02-03T00:00:00.000000+00:00' },
        { id: 'alt_3', watchlist_id: 'wl_b', state: 'sent', next_attempt_at: null },
        { id: 'alt_4', watchlist_id: 'wl_c', state: 'pending', next_attempt_at: '2025-03-01T00:00:00.000000+00:00' },
      ]);
    }

    const cases: Array<[string, Record<string, unknown>]> = [
      ['nodesByLabel', { label: 'Facility' }],
      ['nodesByLabel', { label: 'Inspection', limit: 2, offset: 1 }],
      ['nodesByLabel', { label: 'Observation', limit: 0 }],
      ['nodesByLabel', { label: 'ApiKey', offset: 10 }],
      ['nodesByLabel', { label: 'Nothing' }],
      ['countByLabel', {}],
      ['apiKeys', {}],
      ['apiKeys', { tenant: 't1' }],
      ['apiKeys', { tenant: 'nobody' }],
      ['facilityInspections', { fei: '1001' }],
      ['facilityInspections', { fei: '1002' }],
      ['facilityInspections', { fei: '1003' }],
      ['nodesByKeys', { label: 'Facility', keys: ['1003', '1001', 'absent'] }],
      ['nodesByKeys', { label: 'Observation', keys: ['OBS-2'] }],
      ['nodesByKeys', { label: 'Inspection', keys: ['nobody'] }],
      ['watchlistEntries', {}],
      ['watchlistEntries', { tenant: 't1', limit: 1, offset: 1 }],
      ['watchlistEntries', { feis: ['1001', '1003'] }],
      ['watchlistEntries', { tenant: 't2', feis: ['1002'] }],
      ['watchlistEntryCount', { tenant: 't1' }],
      ['watchlistEntryCount', { feis: ['1001'] }],
      ['tenantAlerts', { tenant: 't1' }],
      ['tenantAlerts', { tenant: 't1', watchlist_id: 'wl_b', limit: 1 }],
      ['tenantAlerts', { tenant: 't1', type: 'risk_score_change', fei: '1002', since: '2025-02-02' }],
      ['tenantAlerts', { tenant: 't3' }],
      ['tenantAlertCount', { tenant: 't1', since: '2025-02-02T00:00:00.000000+00:00' }],
      ['dueAlerts', { now: '2025-02-03T00:00:00.000000+00:00' }],
      ['dueAlerts', { now: '2025-04-01T00:00:00.000000+00:00', exclude_watchlists: ['wl_b'], limit: 5 }],
      ['dueAlerts', { now: '2025-04-01T00:00:00.000000+00:00', exclude_tenants: ['t1'] }],
      ['dueEmails', { now: '2025-02-03T00:00:00.000000+00:00' }],
      ['dueEmails', { now: '2025-04-01T00:00:00.000000+00:00', exclude_watchlists: ['wl_b'], limit: 5 }],
      ['dueEmails', { now: '2025-04-01T00:00:00.000000+00:00', exclude_tenants: ['t1'] }],
      ['alertDeliveries', { tenant: 't1', watchlist_id: 'wl_b' }],
      ['alertDeliveries', { tenant: 't2', watchlist_id: 'wl_b' }],
      ['alertDeliveryCount', { tenant: 't1', watchlist_id: 'wl_b' }],
      ['sectionMappings', { side: 'cfr', keys: ['21 CFR 211.192', '21 CFR 211.100', 'absent'] }],
      ['sectionMappings', { side: 'ich', keys: ['ICH Q7 2.1'] }],
      ['sectionMappings', { side: 'ich', keys: ['ICH Q10 9.9'] }],
      // The one writing query, in sequence: a free claim is won, a held one names its holder, a
      // stale one (its entry never appeared) is taken over.
      ['claimWatchlistFei', { tenant: 't9', fei: '1001', watchlist_id: 'wl_first', now: '2025-05-01T00:00:00.000000+00:00', stale_before: '2025-04-30T23:59:00.000000+00:00' }],
      ['claimWatchlistFei', { tenant: 't9', fei: '1001', watchlist_id: 'wl_second', now: '2025-05-01T00:00:01.000000+00:00', stale_before: '2025-04-30T23:59:01.000000+00:00' }],
      ['claimWatchlistFei', { tenant: 't9', fei: '1001', watchlist_id: 'wl_third', now: '2025-05-01T00:02:00.000000+00:00', stale_before: '2025-05-01T00:01:00.000000+00:00' }],
    ];
    // A query added to the registry without a case here fails this test rather than going unchecked.
    expect(new Set(cases.map(([name]) => name))).toEqual(new Set(Object.keys(NAMED_QUERIES)));
    let nonEmpty = 0;
    for (const [name, params] of cases) {
      const expected = await embedded.query(name, params);
      expect(await neo4j.query(name, params), `${name} ${JSON.stringify(params)}`).toEqual(expected);
      if (expected.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(7);

    // The non-query reads agree too.
    expect(await neo4j.counts()).toEqual(await embedded.counts());
    for (const node of [{ label: 'Facility', key: '1001' }, { label: 'Observation', key: 'OBS-2' }]) {
      expect(await neo4j.getNode(node)).toEqual(await embedded.getNode(node));
      for (const direction of ['out', 'in'] as const) {
        expect(await neo4j.neighbours({ node, direction })).toEqual(await embedded.neighbours({ node, direction }));
      }
    }
  });

  it('upserts 5,000 nodes and 5,000 edges in batches', async () => {
    const store = await clearedStore();
    await store.ensureSchema(GRAPH_KEYS);
    const n = 5000;
    const inspections = Array.from({ length: n }, (_, i) => ({
      id: `INS-${i}`,
      date: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
      classification: ['NAI', 'VAI', 'OAI'][i % 3] ?? 'NAI',
      days: i % 7,
    }));
    const edges = inspections.map((row, i) => ({
      from: { label: 'Facility', key: `F-${i % 250}` },
      to: { label: 'Inspection', key: row.id },
      properties: { seq: i },
    }));
    const started = performance.now();
    await store.upsertNodes('Inspection', 'id', inspections);
    const nodesDone = performance.now();
    await store.upsertEdges('HAD', edges);
    const edgesDone = performance.now();
    console.info(
      `[graph-store.neo4j] batched upsert: ${n} nodes in ${Math.round(nodesDone - started)} ms, ` +
        `${n} edges (+250 end nodes) in ${Math.round(edgesDone - nodesDone)} ms`,
    );
    expect(await store.counts()).toEqual({ nodes: { Facility: 250, Inspection: n }, edges: { HAD: n } });
    // Running the same batch again merges: nothing doubles.
    await store.upsertEdges('HAD', edges.slice(0, 1500));
    expect((await store.counts()).edges).toEqual({ HAD: n });
    const had = await store.neighbours({ node: { label: 'Facility', key: 'F-0' }, direction: 'out', limit: 3 });
    expect(had.map((h) => h.node.key)).toEqual(['INS-0', 'INS-1000', 'INS-1250']);
  });

  it('throws BackendUnavailableError and reports down when the server is not there', async () => {
    const port = await closedPort();
    const store = fresh({ url: `bolt://127.0.0.1:${port}`, maxRetryTimeMs: 500 });
    const health = await store.health();
    expect(health.status).toBe('down');
    expect(health.detail).toBeTruthy();
    for (const call of [
      () => store.getNode({ label: 'Facility', key: '1' }),
      () => store.upsertNodes('Facility', 'fei', [{ fei: '1' }]),
      () => store.counts(),
      () => store.query('countByLabel', {}),
      () => store.clear(),
    ]) {
      const error: unknown = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackendUnavailableError);
      expect((error as BackendUnavailableError).backend).toBe('graph');
      expect((error as Error).message).toContain(`127.0.0.1:${port}`);
    }
  });
});

/** A local port nothing listens on: bind an ephemeral one, then let it go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
