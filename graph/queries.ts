import type { SqliteDatabase } from '../infra/sqlite.ts';
import { dueEmails } from './email-queries.ts';
import { sectionMappings } from './kg-queries.ts';
import { claimWatchlistFei } from './watchlist-claim-query.ts';

/**
 * Node labels in this graph. Labels cannot be Cypher parameters, so the Neo4j adapter splices them
 * into query text; restricting them to letters makes that splice safe. The embedded adapter
 * enforces the same rule so a label that works embedded also works on Neo4j.
 */
export const LABEL_PATTERN = /^[A-Z][A-Za-z]*$/;

/** Relationship types (HAD, CITED, …): same reasoning as LABEL_PATTERN, Cypher's upper-snake convention. */
export const RELATIONSHIP_TYPE_PATTERN = /^[A-Z][A-Z0-9_]*$/;

/** Key property names are spliced into Cypher as `n.<key>` by renderCypher. */
export const PROPERTY_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A named read query: the one way the API reads the graph, so the same question has one Cypher
 * text (Neo4j) and one SQLite implementation (embedded) that the contract suite holds to the same
 * rows.
 *
 * Cypher texts may contain template slots besides `$parameters`, filled by `renderCypher` because
 * Cypher cannot take labels or property names as parameters: `{{label}}` (the validated `label`
 * parameter, for queries over a caller-chosen label), `{{key:Label}}` (the key property of `Label`
 * from the adapter's `ensureSchema` map, e.g. `fei`) and `{{key:label}}` (the key property of the
 * `label` parameter's label). The Neo4j adapter runs `renderCypher(query, params, keyOf)` with
 * `params` = `query.params(raw)`; counts come back as Neo4j Integers and must be turned into numbers.
 */
export interface NamedQuery {
  name: string;
  description: string;
  cypher: string;
  /**
   * Validates the caller's parameters and fills defaults. Both adapters run it first, so limits,
   * defaults and rejections are identical; Neo4j receives its result as the Cypher parameters.
   */
  params: (raw: Record<string, unknown>) => Record<string, unknown>;
  /** The SQLite equivalent of `cypher`, over the embedded adapter's nodes/edges tables; takes `params`' output. */
  embedded: (db: SqliteDatabase, params: Record<string, unknown>) => Record<string, unknown>[];
  /**
   * Set on the few queries that change the graph (an atomic conditional create, which a
   * read-then-upsert cannot be across processes): Neo4j runs them in a write transaction, the
   * embedded adapter in an immediate one. Absent: a read.
   */
  writes?: boolean;
}

const MAX_PAGE = 1000;

function label(raw: Record<string, unknown>, name = 'label'): string {
  const value = raw[name];
  if (typeof value !== 'string' || !LABEL_PATTERN.test(value)) {
    throw new Error(`Parameter "${name}" must be a node label matching ${String(LABEL_PATTERN)}, got ${JSON.stringify(value)}.`);
  }
  return value;
}

function nonEmptyString(raw: Record<string, unknown>, name: string): string {
  const value = raw[name];
  if (typeof value !== 'string' || value.length === 0) {
    throw new Error(`Parameter "${name}" must be a non-empty string, got ${JSON.stringify(value)}.`);
  }
  return value;
}

function integer(raw: Record<string, unknown>, name: string, fallback: number, min: number, max: number): number {
  const value = raw[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`Parameter "${name}" must be an integer in [${min}, ${max}], got ${JSON.stringify(value)}.`);
  }
  return value;
}

function parseProps(json: string): Record<string, unknown> {
  return JSON.parse(json) as Record<string, unknown>;
}

const nodesByLabel: NamedQuery = {
  name: 'nodesByLabel',
  description: 'Nodes of one label, by key, one page at a time (params: label, limit = 20, offset = 0).',
  cypher: [
    'MATCH (n:{{label}})',
    'RETURN n.{{key:label}} AS key, properties(n) AS properties',
    'ORDER BY key',
    'SKIP toInteger($offset) LIMIT toInteger($limit)',
  ].join('\n'),
  params: (raw) => ({
    label: label(raw),
    limit: integer(raw, 'limit', 20, 0, MAX_PAGE),
    offset: integer(raw, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
  }),
  embedded: (db, p) =>
    (
      db
        .prepare('SELECT key, props FROM nodes WHERE label = ? ORDER BY key LIMIT ? OFFSET ?')
        .all(p.label, p.limit, p.offset) as Array<{ key: string; props: string }>
    ).map((r) => ({ key: r.key, properties: parseProps(r.props) })),
};

/** A list of 1–MAX_PAGE non-empty strings (node keys), deduplicated. */
function stringList(raw: Record<string, unknown>, name: string): string[] {
  const value = raw[name];
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_PAGE || !value.every((item) => typeof item === 'string' && item.length > 0)) {
    throw new Error(`Parameter "${name}" must be a list of 1 to ${MAX_PAGE} non-empty strings.`);
  }
  return [...new Set(value as string[])];
}

const nodesByKeys: NamedQuery = {
  name: 'nodesByKeys',
  description: 'Nodes of one label with the given keys, by key; keys with no node are left out (params: label, keys: 1–1000 strings).',
  cypher: [
    'MATCH (n:{{label}})',
    'WHERE n.{{key:label}} IN $keys',
    'RETURN n.{{key:label}} AS key, properties(n) AS properties',
    'ORDER BY key',
  ].join('\n'),
  params: (raw) => ({ label: label(raw), keys: stringList(raw, 'keys') }),
  embedded: (db, p) =>
    (
      db
        .prepare('SELECT key, props FROM nodes WHERE label = ? AND key IN (SELECT value FROM json_each(?)) ORDER BY key')
        .all(p.label, JSON.stringify(p.keys)) as Array<{ key: string; props: string }>
    ).map((r) => ({ key: r.key, properties: parseProps(r.props) })),
};

const apiKeys: NamedQuery = {
  name: 'apiKeys',
  description: "API keys (hash included: callers must never print it), optionally of one tenant (params: tenant = '' for all).",
  cypher: [
    'MATCH (k:ApiKey)',
    "WHERE $tenant = '' OR k.tenant = $tenant",
    'RETURN properties(k) AS properties',
    'ORDER BY k.tenant, k.created_at, k.prefix',
  ].join('\n'),
  params: (raw) => ({ tenant: typeof raw.tenant === 'string' ? raw.tenant : '' }),
  embedded: (db, p) =>
    (
      db
        .prepare(
          `SELECT props FROM nodes WHERE label = 'ApiKey' AND (@tenant = '' OR json_extract(props, '$.tenant') = @tenant)
           ORDER BY json_extract(props, '$.tenant'), json_extract(props, '$.created_at'), key`,
        )
        .all({ tenant: p.tenant }) as Array<{ props: string }>
    ).map((r) => ({ properties: parseProps(r.props) })),
};

const countByLabel: NamedQuery = {
  name: 'countByLabel',
  description: 'How many nodes carry each label, by label.',
  cypher: ['MATCH (n)', 'UNWIND labels(n) AS label', 'RETURN label, count(*) AS count', 'ORDER BY label'].join('\n'),
  params: () => ({}),
  embedded: (db) =>
    db.prepare('SELECT label, count(*) AS count FROM nodes GROUP BY label ORDER BY label').all() as Array<{
      label: string;
      count: number;
    }>,
};

const facilityInspections: NamedQuery = {
  name: 'facilityInspections',
  description: "A facility's inspections with how many observations each cited, by inspection key (params: fei).",
  cypher: [
    'MATCH (:Facility {fei: $fei})-[:HAD]->(i:Inspection)',
    'OPTIONAL MATCH (i)-[:CITED]->(o:Observation)',
    'WITH i, count(o) AS observation_count',
    'RETURN properties(i) AS inspection, observation_count',
    'ORDER BY i.{{key:Inspection}}',
  ].join('\n'),
  params: (raw) => ({ fei: nonEmptyString(raw, 'fei') }),
  embedded: (db, p) =>
    (
      db
        .prepare(
          `SELECT i.props AS props,
                  (SELECT count(*) FROM edges c
                    WHERE c.type = 'CITED' AND c.from_label = 'Inspection' AND c.from_key = i.key
                      AND c.to_label = 'Observation') AS observation_count
           FROM edges h
           JOIN nodes i ON i.label = h.to_label AND i.key = h.to_key
           WHERE h.type = 'HAD' AND h.from_label = 'Facility' AND h.from_key = ? AND h.to_label = 'Inspection'
           ORDER BY i.key`,
        )
        .all(p.fei) as Array<{ props: string; observation_count: number }>
    ).map((r) => ({ inspection: parseProps(r.props), observation_count: r.observation_count })),
};

/** An optional string filter: absent or '' means "any". */
function optionalString(raw: Record<string, unknown>, name: string, maxLength = 200): string {
  const value = raw[name] ?? '';
  if (typeof value !== 'string' || value.length > maxLength) {
    throw new Error(`Parameter "${name}" must be a string of at most ${maxLength} characters, got ${JSON.stringify(value)}.`);
  }
  return value;
}

/** An optional list of strings; absent or empty means "any". */
function optionalStringList(raw: Record<string, unknown>, name: string): string[] {
  const value = raw[name] ?? [];
  if (!Array.isArray(value) || value.length > MAX_PAGE || !value.every((item) => typeof item === 'string')) {
    throw new Error(`Parameter "${name}" must be a list of at most ${MAX_PAGE} strings.`);
  }
  return [...new Set(value as string[])];
}

const propsRows = (rows: unknown[]) => (rows as Array<{ props: string }>).map((r) => ({ properties: parseProps(r.props) }));

/*
 * Watchlists and alerts (api/watchlist, enrich/alerts, enrich/sinks/webhook*): tenant state kept in
 * the graph so every process (API workers, the pipeline) and both modes see the same entries, alert
 * history and retry schedule. A deleted entry keeps its node with `deleted_at` set (the port has no
 * delete, and its alert history stays explainable); the queries below skip it.
 */

const WATCHLIST_FILTER_SQL = `label = 'WatchlistEntry' AND json_extract(props, '$.deleted_at') IS NULL
  AND (@tenant = '' OR json_extract(props, '$.tenant') = @tenant)
  AND (@nfeis = 0 OR json_extract(props, '$.fei_number') IN (SELECT value FROM json_each(@feis)))`;
const WATCHLIST_FILTER_CYPHER = "w.deleted_at IS NULL AND ($tenant = '' OR w.tenant = $tenant) AND (size($feis) = 0 OR w.fei_number IN $feis)";
const watchlistParams = (raw: Record<string, unknown>) => ({ tenant: optionalString(raw, 'tenant'), feis: optionalStringList(raw, 'feis') });

const watchlistEntries: NamedQuery = {
  name: 'watchlistEntries',
  description: "Live watchlist entries, oldest first, optionally of one tenant and of some FEIs (params: tenant = '' for all, feis = [] for all, limit = 100, offset = 0).",
  cypher: ['MATCH (w:WatchlistEntry)', `WHERE ${WATCHLIST_FILTER_CYPHER}`, 'RETURN properties(w) AS properties', 'ORDER BY w.created_at, w.id', 'SKIP toInteger($offset) LIMIT toInteger($limit)'].join('\n'),
  params: (raw) => ({ ...watchlistParams(raw), limit: integer(raw, 'limit', 100, 0, MAX_PAGE), offset: integer(raw, 'offset', 0, 0, Number.MAX_SAFE_INTEGER) }),
  embedded: (db, p) =>
    propsRows(
      db
        .prepare(`SELECT props FROM nodes WHERE ${WATCHLIST_FILTER_SQL} ORDER BY json_extract(props, '$.created_at'), key LIMIT @limit OFFSET @offset`)
        .all({ tenant: p.tenant, feis: JSON.stringify(p.feis), nfeis: (p.feis as string[]).length, limit: p.limit, offset: p.offset }),
    ),
};

const watchlistEntryCount: NamedQuery = {
  name: 'watchlistEntryCount',
  description: "How many live watchlist entries match (params: tenant = '' for all, feis = [] for all).",
  cypher: ['MATCH (w:WatchlistEntry)', `WHERE ${WATCHLIST_FILTER_CYPHER}`, 'RETURN count(w) AS count'].join('\n'),
  params: watchlistParams,
  embedded: (db, p) => [
    db.prepare(`SELECT count(*) AS count FROM nodes WHERE ${WATCHLIST_FILTER_SQL}`).get({ tenant: p.tenant, feis: JSON.stringify(p.feis), nfeis: (p.feis as string[]).length }) as { count: number },
  ],
};

const ALERT_FILTER_SQL = `label = 'Alert' AND json_extract(props, '$.tenant') = @tenant
  AND (@watchlist_id = '' OR json_extract(props, '$.watchlist_id') = @watchlist_id)
  AND (@type = '' OR json_extract(props, '$.type') = @type)
  AND (@fei = '' OR json_extract(props, '$.fei_number') = @fei)
  AND (@since = '' OR json_extract(props, '$.occurred_at') >= @since)`;
const ALERT_FILTER_CYPHER =
  "a.tenant = $tenant AND ($watchlist_id = '' OR a.watchlist_id = $watchlist_id) AND ($type = '' OR a.type = $type) AND ($fei = '' OR a.fei_number = $fei) AND ($since = '' OR a.occurred_at >= $since)";
const alertParams = (raw: Record<string, unknown>) => ({
  tenant: nonEmptyString(raw, 'tenant'),
  watchlist_id: optionalString(raw, 'watchlist_id'),
  type: optionalString(raw, 'type'),
  fei: optionalString(raw, 'fei'),
  since: optionalString(raw, 'since'),
});

const tenantAlerts: NamedQuery = {
  name: 'tenantAlerts',
  description: "A tenant's alerts, newest first, optionally of one entry, type, FEI, or since a time (params: tenant, watchlist_id, type, fei, since = '' for any; limit = 20, offset = 0).",
  cypher: ['MATCH (a:Alert)', `WHERE ${ALERT_FILTER_CYPHER}`, 'RETURN properties(a) AS properties', 'ORDER BY a.occurred_at DESC, a.id DESC', 'SKIP toInteger($offset) LIMIT toInteger($limit)'].join('\n'),
  params: (raw) => ({ ...alertParams(raw), limit: integer(raw, 'limit', 20, 0, MAX_PAGE), offset: integer(raw, 'offset', 0, 0, Number.MAX_SAFE_INTEGER) }),
  embedded: (db, p) =>
    propsRows(db.prepare(`SELECT props FROM nodes WHERE ${ALERT_FILTER_SQL} ORDER BY json_extract(props, '$.occurred_at') DESC, key DESC LIMIT @limit OFFSET @offset`).all(p)),
};

const tenantAlertCount: NamedQuery = {
  name: 'tenantAlertCount',
  description: "How many of a tenant's alerts match (the filters of tenantAlerts).",
  cypher: ['MATCH (a:Alert)', `WHERE ${ALERT_FILTER_CYPHER}`, 'RETURN count(a) AS count'].join('\n'),
  params: alertParams,
  embedded: (db, p) => [db.prepare(`SELECT count(*) AS count FROM nodes WHERE ${ALERT_FILTER_SQL}`).get(p) as { count: number }],
};

const dueAlerts: NamedQuery = {
  name: 'dueAlerts',
  description: 'Alerts whose webhook delivery is pending and due at `now`, earliest first, leaving out some entries and tenants (params: now, exclude_watchlists = [], exclude_tenants = [], limit = 50).',
  cypher: [
    'MATCH (a:Alert)',
    "WHERE a.delivery_state = 'pending' AND a.next_attempt_at <= $now AND NOT a.watchlist_id IN $exclude_watchlists AND NOT a.tenant IN $exclude_tenants",
    'RETURN properties(a) AS properties',
    'ORDER BY a.next_attempt_at, a.id',
    'LIMIT toInteger($limit)',
  ].join('\n'),
  params: (raw) => ({ now: nonEmptyString(raw, 'now'), exclude_watchlists: optionalStringList(raw, 'exclude_watchlists'), exclude_tenants: optionalStringList(raw, 'exclude_tenants'), limit: integer(raw, 'limit', 50, 0, MAX_PAGE) }),
  embedded: (db, p) =>
    propsRows(
      db
        .prepare(
          `SELECT props FROM nodes WHERE label = 'Alert' AND json_extract(props, '$.delivery_state') = 'pending' AND json_extract(props, '$.next_attempt_at') <= @now
             AND json_extract(props, '$.watchlist_id') NOT IN (SELECT value FROM json_each(@exclude))
             AND json_extract(props, '$.tenant') NOT IN (SELECT value FROM json_each(@exclude_tenants))
           ORDER BY json_extract(props, '$.next_attempt_at'), key LIMIT @limit`,
        )
        .all({ now: p.now, exclude: JSON.stringify(p.exclude_watchlists), exclude_tenants: JSON.stringify(p.exclude_tenants), limit: p.limit }),
    ),
};

const DELIVERY_FILTER_SQL = `label = 'AlertDelivery' AND json_extract(props, '$.tenant') = @tenant AND json_extract(props, '$.watchlist_id') = @watchlist_id`;
const DELIVERY_FILTER_CYPHER = 'd.tenant = $tenant AND d.watchlist_id = $watchlist_id';
const deliveryParams = (raw: Record<string, unknown>) => ({ tenant: nonEmptyString(raw, 'tenant'), watchlist_id: nonEmptyString(raw, 'watchlist_id') });

const alertDeliveries: NamedQuery = {
  name: 'alertDeliveries',
  description: "Delivery attempts of a tenant's watchlist entry, newest first (params: tenant, watchlist_id, limit = 20, offset = 0).",
  cypher: ['MATCH (d:AlertDelivery)', `WHERE ${DELIVERY_FILTER_CYPHER}`, 'RETURN properties(d) AS properties', 'ORDER BY d.attempted_at DESC, d.id DESC', 'SKIP toInteger($offset) LIMIT toInteger($limit)'].join('\n'),
  params: (raw) => ({ ...deliveryParams(raw), limit: integer(raw, 'limit', 20, 0, MAX_PAGE), offset: integer(raw, 'offset', 0, 0, Number.MAX_SAFE_INTEGER) }),
  embedded: (db, p) =>
    propsRows(db.prepare(`SELECT props FROM nodes WHERE ${DELIVERY_FILTER_SQL} ORDER BY json_extract(props, '$.attempted_at') DESC, key DESC LIMIT @limit OFFSET @offset`).all(p)),
};

const alertDeliveryCount: NamedQuery = {
  name: 'alertDeliveryCount',
  description: "How many delivery attempts a tenant's watchlist entry has (params: tenant, watchlist_id).",
  cypher: ['MATCH (d:AlertDelivery)', `WHERE ${DELIVERY_FILTER_CYPHER}`, 'RETURN count(d) AS count'].join('\n'),
  params: deliveryParams,
  embedded: (db, p) => [db.prepare(`SELECT count(*) AS count FROM nodes WHERE ${DELIVERY_FILTER_SQL}`).get(p) as { count: number }],
};

/**
 * The registry. Adapters look names up with `Object.hasOwn` (see `namedQuery`), so inherited
 * names such as `toString` are not queries.
 */
export const NAMED_QUERIES: Record<string, NamedQuery> = {
  nodesByLabel,
  nodesByKeys,
  countByLabel,
  apiKeys,
  facilityInspections,
  watchlistEntries,
  watchlistEntryCount,
  tenantAlerts,
  tenantAlertCount,
  dueAlerts,
  alertDeliveries,
  alertDeliveryCount,
  sectionMappings,
  dueEmails,
  claimWatchlistFei,
};

/** Looks a query up by name; an unknown name is a caller error worth a list of the known ones. */
export function namedQuery(name: string): NamedQuery {
  if (typeof name !== 'string' || !Object.hasOwn(NAMED_QUERIES, name)) {
    throw new Error(`Unknown graph query ${JSON.stringify(name)}; known queries: ${Object.keys(NAMED_QUERIES).join(', ')}.`);
  }
  return NAMED_QUERIES[name] as NamedQuery;
}

/**
 * Fills a query's template slots for Neo4j (see NamedQuery): `{{label}}` from the validated
 * params, `{{key:X}}` with the key property of label X (or of the `label` param when X is `label`).
 * Everything spliced is checked against the patterns above and backquoted, so no value reaches the
 * query text unchecked; all other values stay `$parameters`.
 */
export function renderCypher(
  query: NamedQuery,
  params: Record<string, unknown>,
  keyPropertyOf: (label: string) => string,
): string {
  return query.cypher.replace(/\{\{(label|key:[A-Za-z]+)\}\}/g, (_, slot: string) => {
    if (slot === 'label') return `\`${label(params)}\``;
    const target = slot.slice('key:'.length);
    const forLabel = target === 'label' ? label(params) : target;
    const property = keyPropertyOf(forLabel);
    if (!PROPERTY_NAME_PATTERN.test(property)) {
      throw new Error(`Key property ${JSON.stringify(property)} of label ${forLabel} is not a plain property name.`);
    }
    return `\`${property}\``;
  });
}
