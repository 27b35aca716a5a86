/**
 * GraphStore port: the knowledge graph (Neo4j in engines mode, SQLite tables when embedded).
 *
 * Semantics every adapter honours (test/contracts/graph-store.contract.ts enforces them):
 * - A node is identified by its label and the value of that label's key property (for example
 *   `Facility` by `fei`). `upsertNodes` merges: it creates the node or sets the given properties on
 *   the existing one, leaving properties it was not given untouched (Cypher `MERGE … SET n += row`).
 * - A relationship is identified by its type and its two end nodes; there is at most one of a given
 *   type between two nodes. `upsertEdges` merges the same way and creates missing end nodes with just
 *   their key (so edges can arrive before nodes in a stream).
 * - `deleteNodes` removes nodes and every relationship touching them; other nodes stay, even when
 *   the deletion leaves them without relationships.
 * - Property values are JSON scalars, arrays of scalars, or null. Keys are strings.
 * - Reads go through named queries (graph/queries.ts): each has a Cypher text for Neo4j and an
 *   equivalent implementation for the embedded adapter, and both return the same rows.
 */

export type PropertyValue = string | number | boolean | null | ReadonlyArray<string | number | boolean>;
export type Properties = Record<string, PropertyValue>;

/** Identifies a node: label plus the key property's value. */
export interface NodeRef {
  label: string;
  key: string;
}

export interface NodeRecord {
  label: string;
  key: string;
  properties: Properties;
}

export interface EdgeRecord {
  type: string;
  from: NodeRef;
  to: NodeRef;
  properties: Properties;
}

export interface GraphHealth {
  status: 'up' | 'down';
  detail?: string;
}

export interface NeighbourQuery {
  node: NodeRef;
  /** Relationship type to follow; all types when absent. */
  type?: string;
  direction: 'out' | 'in';
  limit?: number;
}

export interface GraphStore {
  /** Creates constraints/indexes for the key properties. Idempotent. */
  ensureSchema(keys: Record<string, string>): Promise<void>;
  /**
   * Merges nodes of one label. `keyProperty` names the property that identifies the node
   * (e.g. `fei`); each row must carry it as a non-empty string.
   */
  upsertNodes(label: string, keyProperty: string, rows: readonly Properties[]): Promise<void>;
  /** Merges relationships of one type between nodes identified by label and key. */
  upsertEdges(
    type: string,
    edges: ReadonlyArray<{ from: NodeRef; to: NodeRef; properties?: Properties }>,
  ): Promise<void>;
  /**
   * Deletes nodes of one label by key, with every relationship that touches them (Cypher
   * `DETACH DELETE`): how a retracted record leaves the graph. Keys that do not exist are ignored;
   * resolves to how many nodes existed.
   */
  deleteNodes(label: string, keys: readonly string[]): Promise<number>;
  getNode(ref: NodeRef): Promise<NodeRecord | null>;
  /** Nodes one hop away, with the relationship that leads there, ordered by label then key. */
  neighbours(query: NeighbourQuery): Promise<Array<{ edge: EdgeRecord; node: NodeRecord }>>;
  /** Node counts per label and relationship counts per type. */
  counts(): Promise<{ nodes: Record<string, number>; edges: Record<string, number> }>;
  /** Runs a named query (see graph/queries.ts): a read, or an atomic write where the query declares `writes`. */
  query<Row = Record<string, unknown>>(name: string, params: Record<string, unknown>): Promise<Row[]>;
  /**
   * Removes every node and relationship (used by reindex and tests). `keepLabels` spares the nodes
   * of those labels and the relationships between two spared nodes: state that is not rebuilt from
   * the log (tenants and their key hashes) survives a reindex.
   */
  clear(options?: { keepLabels?: readonly string[] }): Promise<void>;
  health(): Promise<GraphHealth>;
  close(): Promise<void>;
  /**
   * Optional: a token that changes whenever anything in the store may have changed, by this
   * process or another, and that costs no read of the data (the embedded store: see
   * `changeTokenReader`). Absent where a store cannot tell cheaply (Neo4j).
   */
  changeToken?(): string;
}
