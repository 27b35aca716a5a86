import { changeTokenReader, openSqlite } from '../infra/sqlite.ts';
import type { SqliteDatabase } from '../infra/sqlite.ts';
import type {
  EdgeRecord,
  GraphHealth,
  GraphStore,
  NeighbourQuery,
  NodeRecord,
  NodeRef,
  Properties,
} from './graph-store.port.ts';
import { namedQuery } from './queries.ts';
import { checkLabel, checkPropertyName, checkProperties, checkType } from './graph-validation.ts';

/**
 * The embedded GraphStore: nodes and relationships as two SQLite tables with their properties as
 * JSON, in a file of its own (e.g. `<dataDir>/graph.db`).
 *
 * Why: the graph this product needs is shallow (facility → inspection → observation → CFR), so the
 * reads are one or two joins over indexed keys; tables keep the default install server-free while
 * the named-query registry keeps the read surface identical to Neo4j's.
 *
 * Merging follows Cypher `SET n += row` through SQLite's `json_patch`: given properties replace
 * stored ones, others stay, and a property given as null is removed (Cypher removes a property set
 * to null the same way), so "null" and "absent" read back the same on both engines.
 */
export function createEmbeddedGraphStore(options: { file: string }): GraphStore {
  const db: SqliteDatabase = openSqlite(options.file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS nodes (
      label TEXT NOT NULL,
      key TEXT NOT NULL,
      props TEXT NOT NULL,
      PRIMARY KEY (label, key)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS edges (
      type TEXT NOT NULL,
      from_label TEXT NOT NULL,
      from_key TEXT NOT NULL,
      to_label TEXT NOT NULL,
      to_key TEXT NOT NULL,
      props TEXT NOT NULL,
      PRIMARY KEY (type, from_label, from_key, to_label, to_key)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS edges_by_from ON edges (from_label, from_key, type);
    CREATE INDEX IF NOT EXISTS edges_by_to ON edges (to_label, to_key, type);
    CREATE TABLE IF NOT EXISTS node_keys (
      label TEXT PRIMARY KEY,
      key_property TEXT NOT NULL
    );
  `);

  const keyOfLabel = db.prepare<[string]>('SELECT key_property FROM node_keys WHERE label = ?').pluck();
  const insertKey = db.prepare<[string, string]>('INSERT INTO node_keys (label, key_property) VALUES (?, ?)');
  // @props twice: a new node gets the row with nulls dropped (json_patch onto {}), an existing one is patched.
  const mergeNode = db.prepare<[{ label: string; key: string; props: string }]>(`
    INSERT INTO nodes (label, key, props) VALUES (@label, @key, json_patch('{}', @props))
    ON CONFLICT (label, key) DO UPDATE SET props = json_patch(props, @props)
  `);
  // Prepared once: getNode runs on every API request (the key and its tenant).
  const selectNode = db.prepare<[string, string]>('SELECT props FROM nodes WHERE label = ? AND key = ?');
  const ensureEndNode = db.prepare<[string, string, string]>(
    'INSERT INTO nodes (label, key, props) VALUES (?, ?, ?) ON CONFLICT (label, key) DO NOTHING',
  );
  const mergeEdge = db.prepare<
    [{ type: string; fromLabel: string; fromKey: string; toLabel: string; toKey: string; props: string }]
  >(`
    INSERT INTO edges (type, from_label, from_key, to_label, to_key, props)
    VALUES (@type, @fromLabel, @fromKey, @toLabel, @toKey, json_patch('{}', @props))
    ON CONFLICT (type, from_label, from_key, to_label, to_key) DO UPDATE SET props = json_patch(props, @props)
  `);

  /**
   * The key property of a label, recording it on first sight. Edges need it to create a missing end
   * node "with just its key" as Neo4j's `MERGE (n:Label {key: $key})` would; a label seen neither in
   * ensureSchema nor in upsertNodes has no known key property, which is a caller error.
   */
  function keyProperty(label: string, given?: string): string {
    const known = keyOfLabel.get(label) as string | undefined;
    if (given === undefined) {
      if (known === undefined) {
        throw new Error(`No key property is known for label ${label}: declare it with ensureSchema before adding edges.`);
      }
      return known;
    }
    if (known === undefined) {
      insertKey.run(label, given);
      return given;
    }
    if (known !== given) {
      throw new Error(`Label ${label} is keyed by "${known}", not "${given}".`);
    }
    return known;
  }

  function endNode(ref: NodeRef, what: string): void {
    checkLabel(ref.label);
    if (typeof ref.key !== 'string' || ref.key.length === 0) {
      throw new Error(`The ${what} node of an edge needs a non-empty string key, got ${JSON.stringify(ref.key)}.`);
    }
    ensureEndNode.run(ref.label, ref.key, JSON.stringify({ [keyProperty(ref.label)]: ref.key }));
  }

  const deleteNode = db.prepare<[string, string]>('DELETE FROM nodes WHERE label = ? AND key = ?');
  const deleteEdgesFrom = db.prepare<[string, string]>('DELETE FROM edges WHERE from_label = ? AND from_key = ?');
  const deleteEdgesTo = db.prepare<[string, string]>('DELETE FROM edges WHERE to_label = ? AND to_key = ?');

  const store: GraphStore = {
    async ensureSchema(keys) {
      const entries = Object.entries(keys);
      for (const [label, property] of entries) {
        checkLabel(label);
        checkPropertyName(property);
      }
      db.transaction(() => {
        for (const [label, property] of entries) keyProperty(label, property);
      }).immediate();
    },

    async upsertNodes(label, keyPropertyName, rows) {
      checkLabel(label);
      checkPropertyName(keyPropertyName);
      const prepared = rows.map((row) => {
        const props = checkProperties(row, `${label} node`);
        const key = props[keyPropertyName];
        if (typeof key !== 'string' || key.length === 0) {
          throw new Error(`Every ${label} row needs "${keyPropertyName}" as a non-empty string, got ${JSON.stringify(key)}.`);
        }
        return { key, json: JSON.stringify(props) };
      });
      db.transaction(() => {
        keyProperty(label, keyPropertyName);
        for (const row of prepared) mergeNode.run({ label, key: row.key, props: row.json });
      }).immediate();
    },

    async deleteNodes(label, keys) {
      checkLabel(label);
      return db.transaction(() => {
        let deleted = 0;
        for (const key of new Set(keys)) {
          deleteEdgesFrom.run(label, key);
          deleteEdgesTo.run(label, key);
          deleted += deleteNode.run(label, key).changes;
        }
        return deleted;
      }).immediate();
    },

    async upsertEdges(type, edges) {
      checkType(type);
      const prepared = edges.map((edge) => ({
        from: edge.from,
        to: edge.to,
        json: JSON.stringify(checkProperties(edge.properties ?? {}, `${type} relationship`)),
      }));
      db.transaction(() => {
        for (const edge of prepared) {
          endNode(edge.from, 'start');
          endNode(edge.to, 'end');
          mergeEdge.run({
            type,
            fromLabel: edge.from.label,
            fromKey: edge.from.key,
            toLabel: edge.to.label,
            toKey: edge.to.key,
            props: edge.json,
          });
        }
      }).immediate();
    },

    async getNode(ref) {
      const row = selectNode.get(ref.label, ref.key) as
        | { props: string }
        | undefined;
      return row ? { label: ref.label, key: ref.key, properties: JSON.parse(row.props) as Properties } : null;
    },

    async neighbours(query: NeighbourQuery) {
      if (query.direction !== 'out' && query.direction !== 'in') {
        throw new Error(`Invalid direction ${JSON.stringify(query.direction)}: expected "out" or "in".`);
      }
      if (query.type !== undefined) checkType(query.type);
      const limit = query.limit ?? -1; // SQLite: a negative LIMIT means none.
      if (query.limit !== undefined && (!Number.isInteger(query.limit) || query.limit < 0)) {
        throw new Error(`Invalid limit ${String(query.limit)}: expected a non-negative integer.`);
      }
      const [self, other] = query.direction === 'out' ? ['from', 'to'] : ['to', 'from'];
      const rows = db
        .prepare(
          `SELECT e.type, e.from_label, e.from_key, e.to_label, e.to_key, e.props AS edge_props,
                  n.label, n.key, n.props AS node_props
           FROM edges e
           JOIN nodes n ON n.label = e.${other}_label AND n.key = e.${other}_key
           WHERE e.${self}_label = ? AND e.${self}_key = ? AND (? IS NULL OR e.type = ?)
           ORDER BY n.label, n.key, e.type
           LIMIT ?`,
        )
        .all(query.node.label, query.node.key, query.type ?? null, query.type ?? null, limit) as Array<{
        type: string;
        from_label: string;
        from_key: string;
        to_label: string;
        to_key: string;
        edge_props: string;
        label: string;
        key: string;
        node_props: string;
      }>;
      return rows.map((r) => {
        const edge: EdgeRecord = {
          type: r.type,
          from: { label: r.from_label, key: r.from_key },
          to: { label: r.to_label, key: r.to_key },
          properties: JSON.parse(r.edge_props) as Properties,
        };
        const node: NodeRecord = { label: r.label, key: r.key, properties: JSON.parse(r.node_props) as Properties };
        return { edge, node };
      });
    },

    async counts() {
      const nodes = db.prepare('SELECT label, count(*) AS n FROM nodes GROUP BY label ORDER BY label').all() as Array<{
        label: string;
        n: number;
      }>;
      const edges = db.prepare('SELECT type, count(*) AS n FROM edges GROUP BY type ORDER BY type').all() as Array<{
        type: string;
        n: number;
      }>;
      return {
        nodes: Object.fromEntries(nodes.map((r) => [r.label, r.n])),
        edges: Object.fromEntries(edges.map((r) => [r.type, r.n])),
      };
    },

    async query<Row = Record<string, unknown>>(name: string, params: Record<string, unknown>): Promise<Row[]> {
      const q = namedQuery(name);
      const normalised = q.params(params ?? {});
      const run = db.transaction(() => q.embedded(db, normalised));
      // A writing query takes the write lock up front, so its reads see what it is about to decide on.
      return (q.writes ? run.immediate() : run()) as Row[];
    },

    async clear(options = {}) {
      const keep = JSON.stringify([...(options.keepLabels ?? [])]);
      // The key map stays, as Neo4j's constraints survive `MATCH (n) DETACH DELETE n`.
      db.transaction(() => {
        db.prepare('DELETE FROM edges WHERE from_label NOT IN (SELECT value FROM json_each(?)) OR to_label NOT IN (SELECT value FROM json_each(?))').run(keep, keep);
        db.prepare('DELETE FROM nodes WHERE label NOT IN (SELECT value FROM json_each(?))').run(keep);
      }).immediate();
    },

    changeToken: changeTokenReader(db),

    async health(): Promise<GraphHealth> {
      try {
        db.prepare('SELECT count(*) FROM node_keys').get();
        return { status: 'up' };
      } catch (error) {
        return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
      }
    },

    async close() {
      if (db.open) db.close();
    },
  };
  return store;
}






