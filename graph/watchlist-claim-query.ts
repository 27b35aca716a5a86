import type { NamedQuery } from './queries.ts';

/*
 * The one write among the named queries: the claim that makes "the same FEI twice for one tenant →
 * 409" (SPEC-DECISIONS 14) hold when two API processes create the same entry at the same moment.
 * A read-then-write check cannot: both processes read "not watched" and both create. Instead each
 * create takes the `WatchlistClaim` node keyed by tenant and FEI in one atomic step, and only the
 * process whose watchlist id ends up on the claim creates its entry.
 *
 * A claim can be taken over when nobody holds it, when its entry was deleted (so a deleted FEI can
 * be watched again without a release step that a crash could skip), or when its entry never
 * appeared and the claim is older than `stale_before` (a process that died between claiming and
 * saving must not block the FEI for ever).
 */

/** The claim key: FEIs are digits, so `fei:tenant` is unambiguous whatever the tenant id holds. */
export function watchlistClaimKey(tenant: string, fei: string): string {
  return `${fei}:${tenant}`;
}

function text(raw: Record<string, unknown>, name: string): string {
  const value = raw[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > 500) {
    throw new Error(`Parameter "${name}" must be a non-empty string of at most 500 characters, got ${JSON.stringify(value)}.`);
  }
  return value;
}

export const claimWatchlistFei: NamedQuery = {
  name: 'claimWatchlistFei',
  description:
    'Atomically claims tenant+FEI for a new watchlist entry and returns the holder afterwards: the given watchlist_id when the claim was free (or its entry deleted, or stale), else the live holder (params: tenant, fei, watchlist_id, now, stale_before).',
  writes: true,
  // MERGE under the key constraint serialises creators of the claim; `SET c._lock` takes the
  // node's write lock before its holder is read, so two takers of an existing claim cannot both
  // read "free" (Neo4j reads committed data, and the lock waits for the other commit).
  cypher: [
    'MERGE (c:WatchlistClaim {key: $key})',
    'ON CREATE SET c.tenant = $tenant, c.fei_number = $fei',
    'SET c._lock = true',
    'WITH c, c.watchlist_id AS holder, c.claimed_at AS claimed_at',
    'OPTIONAL MATCH (w:WatchlistEntry {id: coalesce(holder, "")})',
    'WITH c, holder, claimed_at, CASE WHEN holder IS NULL OR (w IS NOT NULL AND w.deleted_at IS NOT NULL) OR (w IS NULL AND claimed_at < $stale_before) THEN $watchlist_id ELSE holder END AS winner',
    'SET c.watchlist_id = winner, c.claimed_at = CASE WHEN winner = holder THEN claimed_at ELSE $now END',
    'REMOVE c._lock',
    'RETURN winner AS watchlist_id',
  ].join('\n'),
  params: (raw) => {
    const tenant = text(raw, 'tenant');
    const fei = text(raw, 'fei');
    return { key: watchlistClaimKey(tenant, fei), tenant, fei, watchlist_id: text(raw, 'watchlist_id'), now: text(raw, 'now'), stale_before: text(raw, 'stale_before') };
  },
  // One INSERT … ON CONFLICT statement is atomic in SQLite (one writer at a time across
  // processes), and the adapter runs it and the read-back in one transaction.
  embedded: (db, p) => {
    db.prepare(
      `INSERT INTO nodes (label, key, props)
       VALUES ('WatchlistClaim', @key, json_object('key', @key, 'tenant', @tenant, 'fei_number', @fei, 'watchlist_id', @watchlist_id, 'claimed_at', @now))
       ON CONFLICT (label, key) DO UPDATE SET props = json_set(nodes.props, '$.watchlist_id', @watchlist_id, '$.claimed_at', @now)
       WHERE json_extract(nodes.props, '$.watchlist_id') IS NULL
          OR EXISTS (SELECT 1 FROM nodes w WHERE w.label = 'WatchlistEntry' AND w.key = json_extract(nodes.props, '$.watchlist_id')
                       AND json_extract(w.props, '$.deleted_at') IS NOT NULL)
          OR (NOT EXISTS (SELECT 1 FROM nodes w WHERE w.label = 'WatchlistEntry' AND w.key = json_extract(nodes.props, '$.watchlist_id'))
              AND json_extract(nodes.props, '$.claimed_at') < @stale_before)`,
    ).run(p);
    return db
      .prepare(`SELECT json_extract(props, '$.watchlist_id') AS watchlist_id FROM nodes WHERE label = 'WatchlistClaim' AND key = ?`)
      .all(p.key) as Array<{ watchlist_id: string }>;
  },
};
