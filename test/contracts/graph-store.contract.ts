import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GraphStore, Properties } from '../../graph/graph-store.port.ts';

/**
 * The GraphStore contract: graph/graph-store.port.ts's semantics and every named query's rows, run
 * against each adapter (embedded SQLite now, Neo4j later) so both answer the same questions alike.
 *
 * Each test starts from `clear()` on a fresh store, so an adapter backed by a shared server can hand
 * out the same database every time.
 */
export function graphStoreContract(
  name: string,
  makeStore: () => Promise<{ store: GraphStore; cleanup: () => Promise<void> }>,
): void {
  describe(`GraphStore contract: ${name}`, () => {
    let store: GraphStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await makeStore());
      await store.clear();
      await store.ensureSchema({ Facility: 'fei', Firm: 'name', Inspection: 'id', Observation: 'id' });
    });

    afterEach(async () => {
      await cleanup();
    });

    /**
     * Two facilities; Acme (1001) had INS-1 (citing OBS-1 and OBS-2) and INS-2 (citing nothing) and is
     * owned by a firm; Beta (1002) had INS-3 (citing OBS-3). Edges are written before some nodes, as
     * they may arrive in a stream.
     */
    async function buildGraph(): Promise<void> {
      await store.upsertEdges('HAD', [
        { from: { label: 'Facility', key: '1001' }, to: { label: 'Inspection', key: 'INS-2' } },
        { from: { label: 'Facility', key: '1001' }, to: { label: 'Inspection', key: 'INS-1' } },
        { from: { label: 'Facility', key: '1002' }, to: { label: 'Inspection', key: 'INS-3' } },
      ]);
      await store.upsertNodes('Facility', 'fei', [
        { fei: '1001', name: 'Acme Sterile', state: 'NJ' },
        { fei: '1002', name: 'Beta Pharma', state: 'PR' },
      ]);
      await store.upsertNodes('Inspection', 'id', [
        { id: 'INS-1', date: '2023-01-10', classification: 'OAI' },
        { id: 'INS-2', date: '2024-03-05', classification: 'NAI' },
        { id: 'INS-3', date: '2022-07-21', classification: 'VAI' },
      ]);
      await store.upsertNodes('Observation', 'id', [
        { id: 'OBS-1', cfr: ['211.113(b)'], text: 'Aseptic processing not validated.' },
        { id: 'OBS-2', cfr: ['211.22(d)'], text: 'Procedures not followed.' },
        { id: 'OBS-3', cfr: [], text: 'Cleaning not documented.' },
      ]);
      await store.upsertEdges('CITED', [
        { from: { label: 'Inspection', key: 'INS-1' }, to: { label: 'Observation', key: 'OBS-2' }, properties: { item: 2 } },
        { from: { label: 'Inspection', key: 'INS-1' }, to: { label: 'Observation', key: 'OBS-1' }, properties: { item: 1 } },
        { from: { label: 'Inspection', key: 'INS-3' }, to: { label: 'Observation', key: 'OBS-3' }, properties: { item: 1 } },
      ]);
      await store.upsertEdges('OWNED_BY', [{ from: { label: 'Facility', key: '1001' }, to: { label: 'Firm', key: 'Zenith Holdings' } }]);
    }

    describe('nodes', () => {
      it('merges a node, keeping properties it was not given', async () => {
        await store.upsertNodes('Facility', 'fei', [{ fei: '1001', name: 'Acme', city: 'Newark', tags: ['sterile'] }]);
        await store.upsertNodes('Facility', 'fei', [{ fei: '1001', city: 'Trenton', state: 'NJ' }]);
        expect(await store.getNode({ label: 'Facility', key: '1001' })).toEqual({
          label: 'Facility',
          key: '1001',
          properties: { fei: '1001', name: 'Acme', city: 'Trenton', state: 'NJ', tags: ['sterile'] },
        });
        expect((await store.counts()).nodes).toEqual({ Facility: 1 });
      });

      it('removes a property set to null, as Cypher SET n += {p: null} does', async () => {
        await store.upsertNodes('Facility', 'fei', [{ fei: '1001', name: 'Acme', city: 'Newark' }]);
        await store.upsertNodes('Facility', 'fei', [{ fei: '1001', city: null }]);
        await store.upsertNodes('Facility', 'fei', [{ fei: '1002', name: 'Beta', city: null }]);
        expect((await store.getNode({ label: 'Facility', key: '1001' }))?.properties).toEqual({ fei: '1001', name: 'Acme' });
        expect((await store.getNode({ label: 'Facility', key: '1002' }))?.properties).toEqual({ fei: '1002', name: 'Beta' });
      });

      it('returns null for a node that does not exist', async () => {
        expect(await store.getNode({ label: 'Facility', key: 'nope' })).toBeNull();
      });

      it('rejects rows without their key as a non-empty string, and map-valued properties', async () => {
        await expect(store.upsertNodes('Facility', 'fei', [{ name: 'Keyless' }])).rejects.toThrow(/fei/);
        await expect(store.upsertNodes('Facility', 'fei', [{ fei: '' }])).rejects.toThrow(/fei/);
        await expect(
          store.upsertNodes('Facility', 'fei', [{ fei: '1', address: { city: 'X' } } as unknown as Properties]),
        ).rejects.toThrow(/address/);
        expect((await store.counts()).nodes).toEqual({});
      });
    });

    describe('edges', () => {
      it('creates missing end nodes with just their key, which later node merges fill in', async () => {
        await store.upsertEdges('HAD', [{ from: { label: 'Facility', key: '1001' }, to: { label: 'Inspection', key: 'INS-1' } }]);
        expect(await store.getNode({ label: 'Facility', key: '1001' })).toEqual({
          label: 'Facility',
          key: '1001',
          properties: { fei: '1001' },
        });
        expect((await store.getNode({ label: 'Inspection', key: 'INS-1' }))?.properties).toEqual({ id: 'INS-1' });
        await store.upsertNodes('Facility', 'fei', [{ fei: '1001', name: 'Acme' }]);
        expect((await store.getNode({ label: 'Facility', key: '1001' }))?.properties).toEqual({ fei: '1001', name: 'Acme' });
        // An edge to an existing node leaves that node's properties alone.
        await store.upsertEdges('HAD', [{ from: { label: 'Facility', key: '1001' }, to: { label: 'Inspection', key: 'INS-2' } }]);
        expect((await store.getNode({ label: 'Facility', key: '1001' }))?.properties).toEqual({ fei: '1001', name: 'Acme' });
      });

      it('keeps one relationship per type between two nodes, merging its properties', async () => {
        const from = { label: 'Inspection', key: 'INS-1' };
        const to = { label: 'Observation', key: 'OBS-1' };
        await store.upsertEdges('CITED', [{ from, to, properties: { item: 1, repeat: true } }]);
        await store.upsertEdges('CITED', [{ from, to, properties: { repeat: false, note: 'again' } }]);
        await store.upsertEdges('CITED', [{ from, to }]);
        await store.upsertEdges('REFERENCED', [{ from, to }]);
        expect((await store.counts()).edges).toEqual({ CITED: 1, REFERENCED: 1 });
        const cited = await store.neighbours({ node: from, direction: 'out', type: 'CITED' });
        expect(cited).toHaveLength(1);
        expect(cited[0]?.edge).toEqual({ type: 'CITED', from, to, properties: { item: 1, repeat: false, note: 'again' } });
      });
    });

    describe('deleteNodes', () => {
      it('deletes nodes by key with every relationship touching them, and counts those that existed', async () => {
        await buildGraph();
        expect(await store.deleteNodes('Observation', ['OBS-1', 'OBS-404'])).toBe(1);
        expect(await store.getNode({ label: 'Observation', key: 'OBS-1' })).toBeNull();
        const cited = await store.neighbours({ node: { label: 'Inspection', key: 'INS-1' }, direction: 'out', type: 'CITED' });
        expect(cited.map((n) => n.node.key)).toEqual(['OBS-2']);
        expect((await store.counts()).nodes.Observation).toBe(2);
        expect((await store.counts()).edges.CITED).toBe(2);
      });

      it('leaves the nodes at the other end, even without relationships, and ignores unknown keys and labels', async () => {
        await buildGraph();
        expect(await store.deleteNodes('Facility', ['1001'])).toBe(1);
        expect(await store.getNode({ label: 'Facility', key: '1001' })).toBeNull();
        // Its inspections and its firm stay; only the relationships to the deleted facility went.
        expect((await store.getNode({ label: 'Inspection', key: 'INS-1' }))?.properties).toMatchObject({ classification: 'OAI' });
        expect(await store.getNode({ label: 'Firm', key: 'Zenith Holdings' })).not.toBeNull();
        expect(await store.neighbours({ node: { label: 'Firm', key: 'Zenith Holdings' }, direction: 'in' })).toEqual([]);
        expect(await store.neighbours({ node: { label: 'Inspection', key: 'INS-1' }, direction: 'in', type: 'HAD' })).toEqual([]);
        expect((await store.neighbours({ node: { label: 'Facility', key: '1002' }, direction: 'out', type: 'HAD' })).map((n) => n.node.key)).toEqual(['INS-3']);
        expect(await store.deleteNodes('Facility', ['1001', '9999'])).toBe(0);
        expect(await store.deleteNodes('Observation', [])).toBe(0);
        expect(await store.deleteNodes('NeverDeclared', ['x'])).toBe(0);
        // A deleted node can come back: merging creates it afresh.
        await store.upsertNodes('Facility', 'fei', [{ fei: '1001', name: 'Acme again' }]);
        expect((await store.getNode({ label: 'Facility', key: '1001' }))?.properties).toEqual({ fei: '1001', name: 'Acme again' });
      });
    });

    describe('neighbours', () => {
      it('follows outgoing relationships, ordered by label then key, optionally of one type', async () => {
        await buildGraph();
        const facility = { label: 'Facility', key: '1001' };
        const all = await store.neighbours({ node: facility, direction: 'out' });
        expect(all.map((n) => `${n.node.label}:${n.node.key}`)).toEqual(['Firm:Zenith Holdings', 'Inspection:INS-1', 'Inspection:INS-2']);
        expect(all.map((n) => n.edge.type)).toEqual(['OWNED_BY', 'HAD', 'HAD']);
        const had = await store.neighbours({ node: facility, direction: 'out', type: 'HAD' });
        expect(had.map((n) => n.node.key)).toEqual(['INS-1', 'INS-2']);
        expect(had[0]?.node.properties).toEqual({ id: 'INS-1', date: '2023-01-10', classification: 'OAI' });
        expect(had[0]?.edge).toEqual({ type: 'HAD', from: facility, to: { label: 'Inspection', key: 'INS-1' }, properties: {} });
        expect(await store.neighbours({ node: facility, direction: 'out', type: 'CITED' })).toEqual([]);
      });

      it('follows incoming relationships and honours the limit', async () => {
        await buildGraph();
        const incoming = await store.neighbours({ node: { label: 'Observation', key: 'OBS-1' }, direction: 'in' });
        expect(incoming).toEqual([
          {
            edge: {
              type: 'CITED',
              from: { label: 'Inspection', key: 'INS-1' },
              to: { label: 'Observation', key: 'OBS-1' },
              properties: { item: 1 },
            },
            node: { label: 'Inspection', key: 'INS-1', properties: { id: 'INS-1', date: '2023-01-10', classification: 'OAI' } },
          },
        ]);
        const limited = await store.neighbours({ node: { label: 'Facility', key: '1001' }, direction: 'out', limit: 2 });
        expect(limited.map((n) => n.node.key)).toEqual(['Zenith Holdings', 'INS-1']);
        expect(await store.neighbours({ node: { label: 'Facility', key: 'nope' }, direction: 'in' })).toEqual([]);
      });
    });

    it('counts nodes per label and relationships per type', async () => {
      await buildGraph();
      expect(await store.counts()).toEqual({
        nodes: { Facility: 2, Firm: 1, Inspection: 3, Observation: 3 },
        edges: { CITED: 3, HAD: 3, OWNED_BY: 1 },
      });
    });

    describe('named queries', () => {
      it('facilityInspections lists a facility\'s inspections by key with their observation counts', async () => {
        await buildGraph();
        expect(await store.query('facilityInspections', { fei: '1001' })).toEqual([
          { inspection: { id: 'INS-1', date: '2023-01-10', classification: 'OAI' }, observation_count: 2 },
          { inspection: { id: 'INS-2', date: '2024-03-05', classification: 'NAI' }, observation_count: 0 },
        ]);
        expect(await store.query('facilityInspections', { fei: '1002' })).toEqual([
          { inspection: { id: 'INS-3', date: '2022-07-21', classification: 'VAI' }, observation_count: 1 },
        ]);
        expect(await store.query('facilityInspections', { fei: '9999' })).toEqual([]);
        await expect(store.query('facilityInspections', {})).rejects.toThrow(/fei/);
      });

      it('nodesByLabel pages through one label by key', async () => {
        await buildGraph();
        expect(await store.query('nodesByLabel', { label: 'Inspection', limit: 2, offset: 1 })).toEqual([
          { key: 'INS-2', properties: { id: 'INS-2', date: '2024-03-05', classification: 'NAI' } },
          { key: 'INS-3', properties: { id: 'INS-3', date: '2022-07-21', classification: 'VAI' } },
        ]);
        const facilities = await store.query<{ key: string }>('nodesByLabel', { label: 'Facility' });
        expect(facilities.map((r) => r.key)).toEqual(['1001', '1002']);
        expect(await store.query('nodesByLabel', { label: 'Nothing' })).toEqual([]);
      });

      it('nodesByLabel rejects a label that is not a plain identifier', async () => {
        await expect(store.query('nodesByLabel', { label: 'Facility) DETACH DELETE (n' })).rejects.toThrow(/label/);
        await expect(store.query('nodesByLabel', { label: 'Facility', limit: -1 })).rejects.toThrow(/limit/);
      });

      it('nodesByKeys returns the nodes of one label with the given keys, by key, leaving out absent keys', async () => {
        await buildGraph();
        expect(await store.query('nodesByKeys', { label: 'Inspection', keys: ['INS-3', 'INS-9', 'INS-1', 'INS-3'] })).toEqual([
          { key: 'INS-1', properties: { id: 'INS-1', date: '2023-01-10', classification: 'OAI' } },
          { key: 'INS-3', properties: { id: 'INS-3', date: '2022-07-21', classification: 'VAI' } },
        ]);
        expect(await store.query('nodesByKeys', { label: 'Facility', keys: ['INS-1'] })).toEqual([]);
        await expect(store.query('nodesByKeys', { label: 'Inspection', keys: [] })).rejects.toThrow(/keys/);
        await expect(store.query('nodesByKeys', { label: 'Inspection', keys: 'INS-1' })).rejects.toThrow(/keys/);
        await expect(store.query('nodesByKeys', { label: 'Inspection) DETACH DELETE (n', keys: ['x'] })).rejects.toThrow(/label/);
      });

      it('countByLabel counts nodes per label, by label', async () => {
        await buildGraph();
        expect(await store.query('countByLabel', {})).toEqual([
          { label: 'Facility', count: 2 },
          { label: 'Firm', count: 1 },
          { label: 'Inspection', count: 3 },
          { label: 'Observation', count: 3 },
        ]);
      });

      it('rejects an unknown query name', async () => {
        await expect(store.query('dropEverything', {})).rejects.toThrow(/Unknown graph query/);
        await expect(store.query('toString', {})).rejects.toThrow(/Unknown graph query/);
      });
    });

    it('clear removes every node and relationship', async () => {
      await buildGraph();
      await store.clear();
      expect(await store.counts()).toEqual({ nodes: {}, edges: {} });
      expect(await store.getNode({ label: 'Facility', key: '1001' })).toBeNull();
      expect(await store.query('countByLabel', {})).toEqual([]);
      // The key schema survives a clear: edges can still create end nodes keyed correctly.
      await store.upsertEdges('HAD', [{ from: { label: 'Facility', key: '1003' }, to: { label: 'Inspection', key: 'INS-9' } }]);
      expect((await store.getNode({ label: 'Facility', key: '1003' }))?.properties).toEqual({ fei: '1003' });
    });

    it('clear can spare labels: their nodes and the relationships among them stay', async () => {
      await buildGraph();
      await store.upsertNodes('Tenant', 'id', [{ id: 'acme', tier: 'pro' }]);
      await store.upsertNodes('ApiKey', 'prefix', [{ prefix: 'ri_live_ab12', hash: 'h' }]);
      await store.upsertEdges('HAS_KEY', [{ from: { label: 'Tenant', key: 'acme' }, to: { label: 'ApiKey', key: 'ri_live_ab12' } }]);
      await store.upsertEdges('WATCHES', [{ from: { label: 'Tenant', key: 'acme' }, to: { label: 'Facility', key: '1001' } }]);
      await store.clear({ keepLabels: ['Tenant', 'ApiKey'] });
      // A relationship to a node that was not spared goes with that node.
      expect(await store.counts()).toEqual({ nodes: { ApiKey: 1, Tenant: 1 }, edges: { HAS_KEY: 1 } });
      expect((await store.getNode({ label: 'Tenant', key: 'acme' }))?.properties).toEqual({ id: 'acme', tier: 'pro' });
      expect(await store.getNode({ label: 'Facility', key: '1001' })).toBeNull();
    });

    it('reports healthy', async () => {
      expect((await store.health()).status).toBe('up');
    });
  });
}
