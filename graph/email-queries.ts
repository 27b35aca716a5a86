import type { NamedQuery } from './queries.ts';

/*
 * The alert e-mail schedule's read (enrich/sinks/email-dispatcher.ts): `AlertEmail` nodes, one per
 * alert that goes out by e-mail, keyed by the alert id, each with its own state and next attempt —
 * the e-mail twin of `dueAlerts`.
 */

const MAX_PAGE = 1000;

function params(raw: Record<string, unknown>): Record<string, unknown> {
  const now = raw.now;
  if (typeof now !== 'string' || now.length === 0) throw new Error('Parameter "now" must be a non-empty string.');
  const exclude = raw.exclude_watchlists ?? [];
  if (!Array.isArray(exclude) || exclude.length > MAX_PAGE || !exclude.every((item) => typeof item === 'string')) {
    throw new Error(`Parameter "exclude_watchlists" must be a list of at most ${MAX_PAGE} strings.`);
  }
  const limit = raw.limit ?? 50;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE) {
    throw new Error(`Parameter "limit" must be an integer in [0, ${MAX_PAGE}], got ${JSON.stringify(limit)}.`);
  }
  const tenants = raw.exclude_tenants ?? [];
  if (!Array.isArray(tenants) || tenants.length > MAX_PAGE || !tenants.every((item) => typeof item === 'string')) {
    throw new Error(`Parameter "exclude_tenants" must be a list of at most ${MAX_PAGE} strings.`);
  }
  return { now, exclude_watchlists: [...new Set(exclude as string[])], exclude_tenants: [...new Set(tenants as string[])], limit };
}

export const dueEmails: NamedQuery = {
  name: 'dueEmails',
  description: 'Alert e-mails whose send is pending and due at `now`, earliest first, leaving out some entries and tenants (params: now, exclude_watchlists = [], exclude_tenants = [], limit = 50).',
  cypher: [
    'MATCH (e:AlertEmail)',
    "WHERE e.state = 'pending' AND e.next_attempt_at <= $now AND NOT e.watchlist_id IN $exclude_watchlists AND NOT e.tenant IN $exclude_tenants",
    'RETURN properties(e) AS properties',
    'ORDER BY e.next_attempt_at, e.id',
    'LIMIT toInteger($limit)',
  ].join('\n'),
  params,
  embedded: (db, p) =>
    (
      db
        .prepare(
          `SELECT props FROM nodes WHERE label = 'AlertEmail' AND json_extract(props, '$.state') = 'pending' AND json_extract(props, '$.next_attempt_at') <= @now
             AND json_extract(props, '$.watchlist_id') NOT IN (SELECT value FROM json_each(@exclude))
             AND json_extract(props, '$.tenant') NOT IN (SELECT value FROM json_each(@exclude_tenants))
           ORDER BY json_extract(props, '$.next_attempt_at'), key LIMIT @limit`,
        )
        .all({ now: p.now, exclude: JSON.stringify(p.exclude_watchlists), exclude_tenants: JSON.stringify(p.exclude_tenants), limit: p.limit }) as Array<{ props: string }>
    ).map((row) => ({ properties: JSON.parse(row.props) as Record<string, unknown> })),
};
