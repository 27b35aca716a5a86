import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedGraphStore } from '../../graph/graph-store.embedded.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { NAMED_QUERIES, renderCypher } from '../../graph/queries.ts';
import { graphStoreContract } from './graph-store.contract.ts';

function tempFile(): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-graph-'));
  return { file: join(dir, 'graph.db'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

graphStoreContract('embedded (SQLite)', async () => {
  const { file, remove } = tempFile();
  const store = createEmbeddedGraphStore({ file });
  return {
    store,
    cleanup: async () => {
      await store.close();
      remove();
    },
  };
});

describe('embedded GraphStore specifics', () => {
  const opened: GraphStore[] = [];
  const removers: Array<() => void> = [];

  function open(file: string): GraphStore {
    const store = createEmbeddedGraphStore({ file });
    opened.push(store);
    return store;
  }

  function newFile(): string {
    const { file, remove } = tempFile();
    removers.push(remove);
    return file;
  }

  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    for (const remove of removers.splice(0)) remove();
  });

  it('keeps nodes, edges and the key schema across reopening the file', async () => {
    const file = newFile();
    const first = createEmbeddedGraphStore({ file });
    await first.ensureSchema({ Facility: 'fei', Inspection: 'id' });
    await first.upsertNodes('Facility', 'fei', [{ fei: '1001', name: 'Acme' }]);
    await first.close();
    const second = open(file);
    expect((await second.getNode({ label: 'Facility', key: '1001' }))?.properties).toEqual({ fei: '1001', name: 'Acme' });
    await second.upsertEdges('HAD', [{ from: { label: 'Facility', key: '1001' }, to: { label: 'Inspection', key: 'I' } }]);
    expect((await second.getNode({ label: 'Inspection', key: 'I' }))?.properties).toEqual({ id: 'I' });
  });

  it('rejects an edge to a label whose key property was never declared', async () => {
    const store = open(newFile());
    await store.ensureSchema({ Facility: 'fei' });
    await expect(
      store.upsertEdges('HAD', [{ from: { label: 'Facility', key: '1' }, to: { label: 'Inspection', key: 'I' } }]),
    ).rejects.toThrow(/ensureSchema/);
    // The batch is atomic: the start node was not created either.
    expect(await store.getNode({ label: 'Facility', key: '1' })).toBeNull();
  });

  it('rejects labels, types and key properties that could not be spliced into Cypher safely', async () => {
    const store = open(newFile());
    await expect(store.upsertNodes('facility', 'fei', [{ fei: '1' }])).rejects.toThrow(/label/);
    await expect(store.upsertNodes('Facility', 'fei`) DELETE n', [{ fei: '1' }])).rejects.toThrow(/key property/);
    await store.ensureSchema({ Facility: 'fei' });
    await expect(
      store.upsertEdges('had', [{ from: { label: 'Facility', key: '1' }, to: { label: 'Facility', key: '2' } }]),
    ).rejects.toThrow(/relationship type/);
    await expect(store.upsertNodes('Facility', 'id', [{ id: '1' }])).rejects.toThrow(/keyed by "fei"/);
  });

  it('renders Cypher templates with validated labels and the schema\'s key properties', () => {
    const keys: Record<string, string> = { Facility: 'fei', Inspection: 'inspection_id' };
    const keyOf = (label: string): string => keys[label] ?? 'id';
    const nodes = renderCypher(NAMED_QUERIES.nodesByLabel!, { label: 'Facility' }, keyOf);
    expect(nodes).toContain('MATCH (n:`Facility`)');
    expect(nodes).toContain('n.`fei` AS key');
    expect(renderCypher(NAMED_QUERIES.facilityInspections!, { fei: '1' }, keyOf)).toContain('ORDER BY i.`inspection_id`');
    expect(() => renderCypher(NAMED_QUERIES.nodesByLabel!, { label: 'X`) DETACH DELETE (m' }, keyOf)).toThrow(/label/);
    expect(() => renderCypher(NAMED_QUERIES.nodesByLabel!, { label: 'Facility' }, () => 'a b')).toThrow(/Key property/);
    for (const query of Object.values(NAMED_QUERIES)) {
      expect(renderCypher(query, { label: 'Facility', fei: '1' }, keyOf)).not.toMatch(/\{\{/);
    }
  });
});
