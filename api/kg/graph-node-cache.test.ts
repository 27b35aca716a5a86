import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedGraphStore } from '../../graph/graph-store.embedded.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { withNodesByKeysCache } from './graph-node-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'regintel-node-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A real embedded graph with two CFR sections, and a count of the named queries that reached it. */
async function sectionsGraph(file: string) {
  const graph = createEmbeddedGraphStore({ file: join(dir, file) });
  await graph.upsertNodes('CfrSection', 'id', [
    { id: '21 CFR 211.192', heading: 'Production record review' },
    { id: '21 CFR 211.113', heading: 'Control of microbiological contamination' },
  ]);
  const reads: string[] = [];
  const counted = new Proxy(graph, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'query') return (name: string, params: Record<string, unknown>) => (reads.push(name), target.query(name, params));
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as GraphStore;
  return { graph, counted, reads };
}

describe('withNodesByKeysCache', () => {
  it('answers as the named query does, and reads the graph once per key while the version stands', async () => {
    const { graph, counted, reads } = await sectionsGraph('a.db');
    const cached = withNodesByKeysCache(counted, async () => 'v1');
    const params = { label: 'CfrSection', keys: ['21 CFR 211.192', '21 CFR 999.1', '21 CFR 211.113', '21 CFR 211.192'] };
    const direct = await graph.query('nodesByKeys', params);
    const first = await cached.query('nodesByKeys', params);
    const second = await cached.query('nodesByKeys', params);
    expect(first).toEqual(direct);
    expect(second).toEqual(direct);
    expect(first.map((row) => (row as { key: string }).key)).toEqual(['21 CFR 211.113', '21 CFR 211.192']);
    // The absent key is remembered as absent: no second read.
    expect(reads).toEqual(['nodesByKeys']);
    await graph.close();
  });

  it('reads again after the graph version changes, and sees the new node', async () => {
    const { graph, counted, reads } = await sectionsGraph('b.db');
    let version = 'v1';
    const cached = withNodesByKeysCache(counted, async () => version);
    const params = { label: 'CfrSection', keys: ['21 CFR 211.100'] };
    expect(await cached.query('nodesByKeys', params)).toEqual([]);
    await graph.upsertNodes('CfrSection', 'id', [{ id: '21 CFR 211.100', heading: 'Written procedures; deviations' }]);
    expect(await cached.query('nodesByKeys', params)).toEqual([]);
    version = 'v2';
    const after = (await cached.query('nodesByKeys', params)) as Array<{ key: string; properties: Record<string, unknown> }>;
    expect(after.map((row) => row.properties.heading)).toEqual(['Written procedures; deviations']);
    expect(reads).toEqual(['nodesByKeys', 'nodesByKeys']);
    await graph.close();
  });

  it('answers a read with the nodes it found kept, even when a newer version empties the cache meanwhile', async () => {
    const { graph } = await sectionsGraph('d.db');
    let release: () => void = () => {};
    let hold = false;
    const slow = new Proxy(graph, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property === 'query')
          return async (name: string, params: Record<string, unknown>) => {
            if (hold) await new Promise<void>((resolve) => (release = resolve));
            return target.query(name, params);
          };
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as GraphStore;
    let version = 'v1';
    const cached = withNodesByKeysCache(slow, async () => version);
    await cached.query('nodesByKeys', { label: 'CfrSection', keys: ['21 CFR 211.192'] });
    hold = true;
    // Kept 211.192, reads 211.113 and waits in the graph…
    const pending = cached.query('nodesByKeys', { label: 'CfrSection', keys: ['21 CFR 211.192', '21 CFR 211.113'] });
    await new Promise((resolve) => setImmediate(resolve));
    // …while another request sees a new version and empties what was kept.
    version = 'v2';
    hold = false;
    await cached.query('nodesByKeys', { label: 'CfrSection', keys: ['21 CFR 999.9'] });
    release();
    const rows = (await pending) as Array<{ key: string }>;
    expect(rows.map((row) => row.key)).toEqual(['21 CFR 211.113', '21 CFR 211.192']);
    await graph.close();
  });

  it('shares frozen nodes and passes every other query and method through', async () => {
    const { graph, counted, reads } = await sectionsGraph('c.db');
    const cached = withNodesByKeysCache(counted, async () => 'v1');
    const [row] = (await cached.query('nodesByKeys', { label: 'CfrSection', keys: ['21 CFR 211.192'] })) as Array<{ properties: Record<string, unknown> }>;
    expect(() => {
      (row?.properties as Record<string, unknown>).heading = 'changed';
    }).toThrow(TypeError);
    expect(await cached.query('countByLabel', { label: 'CfrSection' })).toEqual(await graph.query('countByLabel', { label: 'CfrSection' }));
    expect(reads).toEqual(['nodesByKeys', 'countByLabel']);
    expect((await cached.counts()).nodes.CfrSection).toBe(2);
    await graph.close();
  });
});
