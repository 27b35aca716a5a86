import type { GraphStore, Properties } from '../../graph/graph-store.port.ts';
import { deepFreeze } from '../../infra/util/deep-freeze.ts';

/**
 * The graph store with its `nodesByKeys` reads (CFR and ICH sections, guideline titles) kept while
 * the graph's version stands. Why: classifying a new text reads the nodes of the handful of sections
 * it maps to, always among the same few thousand; on Neo4j each read was a Bolt transaction, about
 * 3 ms of the API process's CPU and the JVM's beside it. Kept, classify answered ~30 % more new
 * texts a second at 20 clients on the engines (A/B by hand, 2026-12-06: 143-192 -> 186-258 req/s).
 *
 * `graphVersion` is the version the answer caches already key on (the rules graph sink bumps it on
 * every write), so a node is never kept past a change an answer would see. Nodes a key does not
 * name are kept as absent too. Nodes are shared between answers, so they are frozen. Bounded by
 * `maxNodes` (emptied when full: the sections are a few thousand, well under it).
 */
export function withNodesByKeysCache(graph: GraphStore, graphVersion: () => Promise<string>, maxNodes = 20_000): GraphStore {
  let keptAt: string | null = null;
  const kept = new Map<string, Properties | null>();
  const keyOf = (label: string, key: string) => `${label}\u0000${key}`;

  async function nodesByKeys(params: Record<string, unknown>): Promise<Array<{ key: string; properties: Properties }>> {
    const label = params.label;
    const keys = params.keys;
    // Anything the named query's own validation should judge goes to it unchanged.
    if (typeof label !== 'string' || !Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) return graph.query('nodesByKeys', params);
    const version = await graphVersion();
    if (version !== keptAt || kept.size > maxNodes) {
      kept.clear();
      keptAt = version;
    }
    // What this call answers from, taken before any await: a concurrent call that sees a newer
    // version empties `kept` meanwhile.
    const nodes = new Map<string, Properties | null>();
    const missing: string[] = [];
    for (const key of new Set(keys as string[])) {
      const node = kept.get(keyOf(label, key));
      if (node === undefined) missing.push(key);
      else nodes.set(key, node);
    }
    if (missing.length > 0) {
      const rows = await graph.query<{ key: string; properties: Properties }>('nodesByKeys', { label, keys: missing });
      const found = new Map(rows.map((row) => [row.key, deepFreeze(row.properties)]));
      for (const key of missing) nodes.set(key, found.get(key) ?? null);
      // Kept only when the version did not move while the nodes were read.
      if (keptAt === version) for (const key of missing) kept.set(keyOf(label, key), nodes.get(key) ?? null);
    }
    return [...nodes.keys()].sort().flatMap((key) => {
      const properties = nodes.get(key);
      return properties ? [{ key, properties }] : [];
    });
  }

  const query = <Row,>(name: string, params: Record<string, unknown>): Promise<Row[]> =>
    name === 'nodesByKeys' ? (nodesByKeys(params) as Promise<Row[]>) : graph.query<Row>(name, params);
  // A Proxy rather than a copy (as withIngestMetrics), so every other method passes through untouched.
  return new Proxy(graph, { get: (target, property, receiver) => (property === 'query' ? query : (Reflect.get(target, property, receiver) as unknown)) });
}
