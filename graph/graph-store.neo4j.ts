import {
  Neo4jError,
  auth,
  driver as createDriver,
  int,
  isDate,
  isDateTime,
  isDuration,
  isInt,
  isLocalDateTime,
  isLocalTime,
  isNode,
  isPath,
  isPoint,
  isRelationship,
  isTime,
  isUnboundRelationship,
} from 'neo4j-driver';
import type { Driver, ManagedTransaction, Session } from 'neo4j-driver';
import { BackendUnavailableError } from '../infra/backend-unavailable.ts';
import type { Logger } from '../infra/logger.ts';
import type {
  EdgeRecord,
  GraphHealth,
  GraphStore,
  NeighbourQuery,
  NodeRecord,
  NodeRef,
  Properties,
} from './graph-store.port.ts';
import { LABEL_PATTERN, namedQuery, renderCypher } from './queries.ts';
import { checkLabel, checkPropertyName, checkProperties, checkType } from './graph-validation.ts';

/** Options of {@link createNeo4jGraphStore}. */
export interface Neo4jGraphStoreOptions {
  /**
   * `bolt://127.0.0.1:7687` for one server (127.0.0.1, not localhost: Node may try ::1 first), or a
   * routing URL `neo4j://host:7687` for a cluster: reads (`executeRead`, READ sessions) then go to
   * followers or read replicas and writes (`executeWrite`) to the leader; the shared bookmark
   * manager makes a read after a write see it.
   */
  url: string;
  /** Basic-auth user; omit when the server runs with auth disabled. */
  user?: string;
  password?: string;
  /** Database name; the server's default database (`neo4j`) when absent. */
  database?: string;
  logger: Logger;
  /**
   * How long the driver keeps retrying a managed transaction that failed transiently (deadlock,
   * leader switch, connection lost), in ms. Default 15 s: long enough to ride out a server
   * restart in a pipeline, short enough that an API request gets its 503 while a person waits.
   */
  maxRetryTimeMs?: number;
}

/** Rows per UNWIND statement and transaction: big enough to amortise round trips, small enough for a 1 GB heap. */
const CHUNK = 1000;
/** health(): a server that does not answer `RETURN 1` within this is "down" for our purposes. */
const HEALTH_TIMEOUT_MS = 3000;
/**
 * Stands in for the key property of a label nobody declared (no ensureSchema, no upsertNodes, no
 * constraint on the server). No node of such a label was written through this port, so the
 * property is never read from a real node; a name no node carries keeps the query valid.
 */
const UNDECLARED_KEY = '__regintel_undeclared_key__';

/**
 * The Neo4j GraphStore (engines mode), on `neo4j-driver` over Bolt.
 *
 * - Keys: `ensureSchema` creates one uniqueness constraint per label (named
 *   `regintel_<Label>_<property>`), which both guards the key and gives MERGE its index. The
 *   label→key map lives in memory and is rebuilt from `SHOW CONSTRAINTS` on first use (and on a
 *   miss), so a new process knows the keys another one declared; `upsertNodes` on a new label
 *   creates the constraint too, so every label written through this port is rediscoverable.
 * - Writes: `UNWIND $rows … MERGE … SET n += row` in managed transactions of {@link CHUNK} rows.
 *   A call larger than one chunk is not atomic as a whole, but each chunk is, and MERGE plus
 *   `SET +=` is idempotent, so the driver's retries and a caller's re-run are both safe.
 * - Numbers: JS numbers go over Bolt as floats (the driver packs every `number` as Float) and come
 *   back as JS numbers, so `1` round-trips as `1`. Converting integral numbers to Neo4j Integers
 *   would make a property's stored type depend on its value (1 → INTEGER, 1.5 → FLOAT) for nothing
 *   the port can express (it has one number type, and Cypher holds 1 = 1.0). The one cost: Cypher
 *   that needs an integer from a parameter says `toInteger($p)` (as queries.ts does for SKIP/LIMIT).
 *   Integers the server computes (`count(*)`) or other writers stored come back as JS numbers via
 *   `disableLosslessIntegers` (exact up to 2^53, far beyond any count); `toPlain` converts any left.
 * - Errors: connection failures and transient errors that outlive the driver's retries become
 *   `BackendUnavailableError('graph', …)`, so the API answers 503 without knowing the driver.
 */
export function createNeo4jGraphStore(options: Neo4jGraphStoreOptions): GraphStore {
  const { database, logger } = options;
  // For messages and logs: a URL may carry credentials (bolt://user:pass@host), which must not leak.
  const url = options.url.replace(/\/\/[^@/]*@/, '//');
  const log = logger.child({ component: 'graph-store', backend: 'neo4j' });
  const driver: Driver = createDriver(
    options.url,
    options.user === undefined ? undefined : auth.basic(options.user, options.password ?? ''),
    {
      disableLosslessIntegers: true,
      maxTransactionRetryTime: options.maxRetryTimeMs ?? 15_000,
      // A local or same-network server answers a TCP connect in milliseconds; the 30 s default
      // would only delay the 503 when a host is black-holed.
      connectionTimeout: 5000,
      logging: {
        level: 'warn',
        logger: (level, message) => log[level]({ driver: 'neo4j-driver' }, message),
      },
    },
  );

  /** label → key property. */
  const keys = new Map<string, string>();
  let keysLoaded: Promise<void> | undefined;

  function session(mode: 'READ' | 'WRITE'): Session {
    return driver.session({
      database,
      defaultAccessMode: mode,
      // Shared bookmarks: a read after a write sees it even on a cluster (a single server always does).
      bookmarkManager: driver.executeQueryBookmarkManager,
    });
  }

  async function inSession<T>(
    mode: 'READ' | 'WRITE',
    what: string,
    work: (s: Session) => Promise<T>,
  ): Promise<T> {
    const s = session(mode);
    try {
      return await work(s);
    } catch (error) {
      throw translateError(error, url, what);
    } finally {
      await s.close().catch(() => undefined);
    }
  }

  function read<T>(what: string, work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
    return inSession('READ', what, (s) => s.executeRead(work));
  }

  function write<T>(what: string, work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
    return inSession('WRITE', what, (s) => s.executeWrite(work));
  }

  /**
   * Reads the uniqueness constraints of single labels on single properties into `keys`; labels
   * already known keep their entry (they were declared by this process, which also created the
   * constraint).
   */
  async function refreshKeys(): Promise<void> {
    const rows = await read('read the key constraints', async (tx) => {
      const result = await tx.run(
        `SHOW CONSTRAINTS YIELD name, type, entityType, labelsOrTypes, properties
         WHERE entityType = 'NODE' AND type IN ['UNIQUENESS', 'NODE_PROPERTY_UNIQUENESS', 'NODE_KEY']
           AND size(labelsOrTypes) = 1 AND size(properties) = 1
         RETURN labelsOrTypes[0] AS label, properties[0] AS property, name
         ORDER BY name`,
      );
      return result.records.map((r) => ({ label: r.get('label') as string, property: r.get('property') as string }));
    });
    const seen = new Map<string, string>();
    for (const { label, property } of rows) {
      const first = seen.get(label);
      if (first !== undefined && first !== property) {
        log.warn({ label, property, kept: first }, 'Several single-property uniqueness constraints on one label; keeping the first by name');
        continue;
      }
      seen.set(label, property);
      if (!keys.has(label)) keys.set(label, property);
    }
  }

  /** Loads the key map once per process; a failure (server down) is retried on the next call. */
  function ready(): Promise<void> {
    keysLoaded ??= refreshKeys().catch((error: unknown) => {
      keysLoaded = undefined;
      throw error;
    });
    return keysLoaded;
  }

  async function createConstraint(label: string, property: string): Promise<void> {
    const name = `regintel_${label}_${property}`;
    await write(`create the key constraint on ${label}.${property}`, (tx) =>
      tx.run(`CREATE CONSTRAINT \`${name}\` IF NOT EXISTS FOR (n:\`${label}\`) REQUIRE n.\`${property}\` IS UNIQUE`),
    );
    log.debug({ label, property, constraint: name }, 'Key constraint ensured');
  }

  /**
   * The key property of `label`: with `given`, records it (creating the constraint) or checks it
   * against the known one; without, looks it up, asking the server once more on a miss since
   * another process may have declared it. Undeclared → undefined.
   */
  async function keyProperty(label: string, given?: string): Promise<string | undefined> {
    await ready();
    let known = keys.get(label);
    if (known === undefined) {
      await refreshKeys();
      known = keys.get(label);
    }
    if (given === undefined || known === given) return known;
    if (known !== undefined) throw new Error(`Label ${label} is keyed by "${known}", not "${given}".`);
    await createConstraint(label, given);
    keys.set(label, given);
    return given;
  }

  function keysParam(): Record<string, string> {
    return Object.fromEntries(keys);
  }

  async function runNeighbours(query: NeighbourQuery, startKey: string): Promise<Array<{ edge: EdgeRecord; node: NodeRecord }>> {
    const rel = query.type === undefined ? '[r]' : `[r:\`${query.type}\`]`;
    const pattern = query.direction === 'out' ? `-${rel}->` : `<-${rel}-`;
    const cypher = [
      `MATCH (s:\`${query.node.label}\` {\`${startKey}\`: $key})${pattern}(n)`,
      'WITH r, n, head(labels(n)) AS label',
      'WITH r, n, label, CASE WHEN $keys[label] IS NULL THEN NULL ELSE n[$keys[label]] END AS key',
      'RETURN type(r) AS type, properties(r) AS edgeProps, label, key, properties(n) AS nodeProps',
      // The embedded adapter's order: label, key, then relationship type.
      'ORDER BY label, key, type',
      query.limit === undefined ? '' : 'LIMIT $limit',
    ].join('\n');
    const params = { key: query.node.key, keys: keysParam(), limit: int(query.limit ?? 0) };
    const rows = await read('read neighbours', async (tx) => (await tx.run(cypher, params)).records.map((r) => r.toObject()));
    return rows.map((r) => {
      const other: NodeRef = { label: r.label as string, key: r.key as string };
      const self: NodeRef = { label: query.node.label, key: query.node.key };
      const edge: EdgeRecord = {
        type: r.type as string,
        from: query.direction === 'out' ? self : other,
        to: query.direction === 'out' ? other : self,
        properties: toPlain(r.edgeProps, keys) as Properties,
      };
      return { edge, node: { ...other, properties: toPlain(r.nodeProps, keys) as Properties } };
    });
  }

  const store: GraphStore = {
    async ensureSchema(schema) {
      const entries = Object.entries(schema);
      for (const [label, property] of entries) {
        checkLabel(label);
        checkPropertyName(property);
      }
      await ready();
      // Check every entry before creating anything, so a conflicting map changes nothing.
      for (const [label, property] of entries) {
        const known = keys.get(label);
        if (known !== undefined && known !== property) {
          throw new Error(`Label ${label} is keyed by "${known}", not "${property}".`);
        }
      }
      // Always CREATE … IF NOT EXISTS, even for labels already in the map: the map may come from
      // this process while someone dropped the constraint, and the statement is a no-op otherwise.
      for (const [label, property] of entries) {
        await createConstraint(label, property);
        keys.set(label, property);
      }
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
        return props;
      });
      await keyProperty(label, keyPropertyName);
      const cypher = `UNWIND $rows AS row MERGE (n:\`${label}\` {\`${keyPropertyName}\`: row.\`${keyPropertyName}\`}) SET n += row`;
      for (const chunk of chunks(prepared)) {
        await write(`upsert ${label} nodes`, (tx) => tx.run(cypher, { rows: chunk }));
      }
    },

    async upsertEdges(type, edges) {
      checkType(type);
      const prepared = edges.map((edge) => {
        checkEndNode(edge.from, 'start');
        checkEndNode(edge.to, 'end');
        return { from: edge.from, to: edge.to, props: checkProperties(edge.properties ?? {}, `${type} relationship`) };
      });
      // Resolve every key before writing anything, so an undeclared label rejects the whole call.
      const keyOf = new Map<string, string>();
      for (const label of new Set(prepared.flatMap((e) => [e.from.label, e.to.label]))) {
        const key = await keyProperty(label);
        if (key === undefined) {
          throw new Error(`No key property is known for label ${label}: declare it with ensureSchema before adding edges.`);
        }
        keyOf.set(label, key);
      }
      // Labels cannot be parameters, so one statement per (start label, end label) pair.
      const groups = new Map<string, Array<{ from: string; to: string; props: Properties }>>();
      for (const e of prepared) {
        const group = `${e.from.label} ${e.to.label}`;
        const list = groups.get(group) ?? [];
        list.push({ from: e.from.key, to: e.to.key, props: e.props });
        groups.set(group, list);
      }
      for (const [group, list] of groups) {
        const [fromLabel = '', toLabel = ''] = group.split(' ');
        const cypher = [
          'UNWIND $edges AS e',
          `MERGE (a:\`${fromLabel}\` {\`${keyOf.get(fromLabel) ?? ''}\`: e.from})`,
          `MERGE (b:\`${toLabel}\` {\`${keyOf.get(toLabel) ?? ''}\`: e.to})`,
          `MERGE (a)-[r:\`${type}\`]->(b)`,
          'SET r += e.props',
        ].join('\n');
        for (const chunk of chunks(list)) {
          await write(`upsert ${type} relationships`, (tx) => tx.run(cypher, { edges: chunk }));
        }
      }
    },

    async deleteNodes(label, keys) {
      checkLabel(label);
      // A label never declared has no nodes written through this port: nothing to delete.
      const key = await keyProperty(label);
      if (key === undefined || keys.length === 0) return 0;
      const cypher = `UNWIND $keys AS k MATCH (n:\`${label}\` {\`${key}\`: k}) DETACH DELETE n RETURN count(*) AS deleted`;
      let deleted = 0;
      for (const chunk of chunks([...new Set(keys)])) {
        const result = await write(`delete ${label} nodes`, (tx) => tx.run(cypher, { keys: chunk }));
        deleted += Number(result.records[0]?.get('deleted') ?? 0);
      }
      return deleted;
    },

    async getNode(ref) {
      // A label that fails the pattern or was never declared has no nodes written through this
      // port: null, as the embedded adapter answers.
      if (typeof ref.label !== 'string' || !LABEL_PATTERN.test(ref.label)) return null;
      const key = await keyProperty(ref.label);
      if (key === undefined) return null;
      const properties = await read('read a node', async (tx) => {
        const result = await tx.run(`MATCH (n:\`${ref.label}\` {\`${key}\`: $key}) RETURN properties(n) AS properties LIMIT 1`, {
          key: ref.key,
        });
        return result.records[0]?.get('properties') as unknown;
      });
      return properties === undefined ? null : { label: ref.label, key: ref.key, properties: toPlain(properties, keys) as Properties };
    },

    async neighbours(query) {
      if (query.direction !== 'out' && query.direction !== 'in') {
        throw new Error(`Invalid direction ${JSON.stringify(query.direction)}: expected "out" or "in".`);
      }
      if (query.type !== undefined) checkType(query.type);
      if (query.limit !== undefined && (!Number.isInteger(query.limit) || query.limit < 0)) {
        throw new Error(`Invalid limit ${String(query.limit)}: expected a non-negative integer.`);
      }
      if (typeof query.node.label !== 'string' || !LABEL_PATTERN.test(query.node.label)) return [];
      const startKey = await keyProperty(query.node.label);
      if (startKey === undefined) return [];
      let result = await runNeighbours(query, startKey);
      // A neighbour whose label this process has not heard of came back without a key (and so
      // possibly out of order): learn the keys from the server and ask again, once.
      if (result.some((r) => !keys.has(r.node.label))) {
        await refreshKeys();
        result = await runNeighbours(query, startKey);
      }
      return result;
    },

    async counts() {
      // Count-store lookups (constant time per label and type) rather than a scan of every node:
      // labels and types come from the token store, one UNION ALL statement counts them all, and
      // zero counts (tokens outlive their last node) are dropped.
      return read('count nodes and relationships', async (tx) => {
        const labels = (await tx.run('CALL db.labels() YIELD label RETURN label')).records.map((r) => r.get('label') as string);
        const types = (await tx.run('CALL db.relationshipTypes() YIELD relationshipType AS type RETURN type')).records.map(
          (r) => r.get('type') as string,
        );
        const parts = [
          ...labels.map((label, i) => `MATCH (n:${quote(label)}) RETURN 'node' AS kind, $labels[${i}] AS name, count(n) AS n`),
          ...types.map((type, i) => `MATCH ()-[r:${quote(type)}]->() RETURN 'edge' AS kind, $types[${i}] AS name, count(r) AS n`),
        ];
        const nodes: Record<string, number> = {};
        const edges: Record<string, number> = {};
        if (parts.length === 0) return { nodes, edges };
        const result = await tx.run(parts.join('\nUNION ALL\n'), { labels, types });
        for (const r of result.records) {
          const n = toNumber(r.get('n'));
          if (n > 0) (r.get('kind') === 'node' ? nodes : edges)[r.get('name') as string] = n;
        }
        return { nodes, edges };
      });
    },

    async query<Row = Record<string, unknown>>(name: string, params: Record<string, unknown>): Promise<Row[]> {
      const q = namedQuery(name);
      const normalised = q.params(params ?? {});
      await ready();
      let missing = false;
      const keyOf = (label: string): string => {
        const key = keys.get(label);
        if (key !== undefined) return key;
        missing = true;
        return UNDECLARED_KEY;
      };
      let cypher = renderCypher(q, normalised, keyOf);
      if (missing) {
        // Another process may have declared the label since the map was loaded.
        await refreshKeys();
        cypher = renderCypher(q, normalised, keyOf);
      }
      const run = q.writes ? write : read;
      const rows = await run(`run the named query ${name}`, async (tx) => (await tx.run(cypher, normalised)).records);
      return rows.map((r) => toPlain(r.toObject(), keys) as Row);
    },

    async clear(options = {}) {
      const keepLabels = [...(options.keepLabels ?? [])];
      // CALL … IN TRANSACTIONS deletes in batches the heap can hold, but only runs in an auto-commit
      // transaction, which the driver does not retry: retry here (deleting is idempotent). The
      // constraints, and with them the key map, stay.
      // `CALL (n) { … }` (variable scope clause) needs Neo4j 5.23+; the `WITH n` form is deprecated in 5.26.
      // Nodes of a kept label stay; DETACH DELETE of the others removes every relationship that
      // touches them, so only relationships between two kept nodes survive (as in the embedded adapter).
      const cypher = 'MATCH (n) WHERE NOT any(label IN labels(n) WHERE label IN $keepLabels) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS';
      for (let attempt = 1; ; attempt += 1) {
        try {
          await inSession('WRITE', 'clear the graph', async (s) => {
            await s.run(cypher, { keepLabels });
          });
          return;
        } catch (error) {
          if (attempt >= 3 || !(error instanceof BackendUnavailableError)) throw error;
          log.warn({ attempt, err: error }, 'Clearing the graph failed transiently; retrying');
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
        }
      }
    },

    async health(): Promise<GraphHealth> {
      const s = session('READ');
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        // Auto-commit on purpose: a health probe must not sit in the driver's retry loop.
        const probe = s.run('RETURN 1 AS ok').then(() => undefined);
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Neo4j at ${url} did not answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
        });
        await Promise.race([probe, timeout]);
        return { status: 'up' };
      } catch (error) {
        return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
        void s.close().catch(() => undefined);
      }
    },

    async close() {
      await driver.close();
    },
  };
  return store;
}

/**
 * Wraps what means "the graph cannot be used right now" in BackendUnavailableError: no
 * connection, session expired, and transient errors still failing after the driver's retries
 * (the driver marks all of those retriable). Anything else (syntax, constraint violation) is
 * a bug or bad data and passes through unchanged.
 */
function translateError(error: unknown, url: string, what: string): unknown {
  if (error instanceof BackendUnavailableError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const unavailable =
    (error instanceof Neo4jError && (error.retriable || code === 'ServiceUnavailable' || code === 'SessionExpired')) ||
    (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'].includes(code));
  if (!unavailable) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new BackendUnavailableError('graph', `Neo4j at ${url} is unavailable (${what}): ${message}`, { cause: error });
}

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}

/** Backquotes a name read from the server (any string), doubling backquotes as Cypher requires. */
function quote(name: string): string {
  return `\`${name.replace(/`/g, '``')}\``;
}

function toNumber(value: unknown): number {
  if (isInt(value)) return value.toNumber();
  return typeof value === 'number' ? value : 0;
}

/**
 * Turns driver values into plain JS: Integers into numbers, nodes into `{label, key, properties}`
 * (key from the label's key property, null when unknown), relationships into `{type, properties}`,
 * paths into their nodes and relationships, temporal values into ISO strings, points into
 * coordinates. Named queries return `properties(n)` maps, which only need the recursion.
 */
function toPlain(value: unknown, keys: ReadonlyMap<string, string>): unknown {
  if (value === null || value === undefined) return null;
  if (isInt(value)) return value.toNumber();
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map((v: unknown) => toPlain(v, keys));
  if (isNode(value)) {
    const label = value.labels[0] ?? '';
    const keyName = keys.get(label);
    const key = keyName === undefined ? undefined : value.properties[keyName];
    return { label, key: typeof key === 'string' ? key : null, properties: toPlain(value.properties, keys) };
  }
  if (isRelationship(value) || isUnboundRelationship(value)) {
    return { type: value.type, properties: toPlain(value.properties, keys) };
  }
  if (isPath(value)) {
    return {
      nodes: [value.start, ...value.segments.map((s) => s.end)].map((n) => toPlain(n, keys)),
      relationships: value.segments.map((s) => toPlain(s.relationship, keys)),
    };
  }
  if (isDate(value) || isDateTime(value) || isLocalDateTime(value) || isLocalTime(value) || isTime(value) || isDuration(value)) {
    return value.toString();
  }
  if (isPoint(value)) {
    return { srid: toNumber(value.srid), x: value.x, y: value.y, ...(value.z === undefined ? {} : { z: value.z }) };
  }
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v, keys)]));
  }
  return value;
}




function checkEndNode(ref: NodeRef, what: string): void {
  checkLabel(ref.label);
  if (typeof ref.key !== 'string' || ref.key.length === 0) {
    throw new Error(`The ${what} node of an edge needs a non-empty string key, got ${JSON.stringify(ref.key)}.`);
  }
}



