import type { GraphStore, Properties } from '../../graph/graph-store.port.ts';
import { watchlistClaimKey } from '../../graph/watchlist-claim-query.ts';
import { type AlertPayload, type AlertType, type ClassificationValue, type DeliveryAttempt, type DeliveryState, type DeliveryStateName, type StoredAlert, type WatchlistEntry, API_VERSION, isoMicros } from './alert-records.ts';

/**
 * Watchlist entries, alerts and delivery attempts in the graph store (labels `WatchlistEntry`,
 * `Alert`, `AlertDelivery`), read through named queries (graph/queries.ts). The graph is the one
 * store every process shares in both modes, so API workers, the differ and the webhook sink see the
 * same entries, and the retry schedule survives a restart or a `kill -9`.
 */
export interface AlertStore {
  saveEntries(entries: readonly WatchlistEntry[]): Promise<void>;
  /** The entry, deleted or not (callers decide); null when the id was never used. */
  getEntry(id: string): Promise<WatchlistEntry | null>;
  updateEntry(id: string, patch: Partial<Omit<WatchlistEntry, 'id'>>): Promise<void>;
  /**
   * Atomically claims the tenant's FEI for a new entry (graph/watchlist-claim-query.ts) and returns
   * the holder afterwards: `watchlistId` when it won, else the id of the entry already watching.
   * Claims whose entry never appeared become free again after `staleAfterMs`.
   */
  claimFei(claim: { tenant: string; fei: string; watchlistId: string; now: Date; staleAfterMs?: number }): Promise<string>;
  /** Frees a claim this caller won but will not use (another FEI of the same request lost). */
  releaseFei(tenant: string, fei: string, watchlistId: string): Promise<void>;
  /** Sets `last_checked` on these entries (and nothing else, so a concurrent edit by the API is kept). */
  touchEntries(ids: readonly string[], lastChecked: string): Promise<void>;
  /** Live entries, oldest first. */
  listEntries(filter: { tenant?: string; feis?: readonly string[]; limit: number; offset: number }): Promise<WatchlistEntry[]>;
  countEntries(filter: { tenant?: string; feis?: readonly string[] }): Promise<number>;
  /** Every live entry watching one of these FEIs, all tenants. */
  entriesWatching(feis: readonly string[]): Promise<WatchlistEntry[]>;
  getAlert(id: string): Promise<StoredAlert | null>;
  /** Which of these alert ids are stored already. */
  existingAlertIds(ids: readonly string[]): Promise<Set<string>>;
  saveAlerts(alerts: readonly StoredAlert[]): Promise<void>;
  updateDelivery(alertId: string, delivery: Partial<DeliveryState>): Promise<void>;
  listAlerts(filter: AlertFilter & { limit: number; offset: number }): Promise<StoredAlert[]>;
  countAlerts(filter: AlertFilter): Promise<number>;
  /** Alerts whose webhook attempt is due at `now`, earliest first, skipping some entries and tenants. */
  dueAlerts(now: string, options: { excludeWatchlists: readonly string[]; excludeTenants?: readonly string[]; limit: number }): Promise<StoredAlert[]>;
  recordAttempt(attempt: DeliveryAttempt): Promise<void>;
  listAttempts(filter: { tenant: string; watchlistId: string; limit: number; offset: number }): Promise<DeliveryAttempt[]>;
  countAttempts(filter: { tenant: string; watchlistId: string }): Promise<number>;
}

export interface AlertFilter {
  tenant: string;
  watchlistId?: string;
  type?: string;
  fei?: string;
  /** ISO 8601 in the stored format (isoMicros), compared as a string. */
  since?: string;
}

const PAGE = 1000;

/** A claim whose entry has not appeared after this long belongs to a create that died half-way. */
const CLAIM_STALE_MS = 60_000;

/** Creates the store over a graph store. */
export function createAlertStore(graph: GraphStore): AlertStore {
  const rows = async (name: string, params: Record<string, unknown>) =>
    (await graph.query<{ properties: Properties }>(name, params)).map((row) => row.properties);
  const count = async (name: string, params: Record<string, unknown>) => Number((await graph.query<{ count: unknown }>(name, params))[0]?.count ?? 0);
  const alertParams = (filter: AlertFilter) => ({
    tenant: filter.tenant,
    watchlist_id: filter.watchlistId ?? '',
    type: filter.type ?? '',
    fei: filter.fei ?? '',
    since: filter.since ?? '',
  });

  // The claim label's key, declared once per store: on Neo4j this is the uniqueness constraint that
  // makes concurrent MERGEs of one claim wait for each other.
  let claimSchema: Promise<void> | undefined;
  const claimSchemaReady = () => (claimSchema ??= graph.ensureSchema({ WatchlistClaim: 'key' }).catch((error: unknown) => {
    claimSchema = undefined;
    throw error;
  }));

  return {
    async claimFei({ tenant, fei, watchlistId, now, staleAfterMs = CLAIM_STALE_MS }) {
      await claimSchemaReady();
      const [row] = await graph.query<{ watchlist_id: unknown }>('claimWatchlistFei', {
        tenant,
        fei,
        watchlist_id: watchlistId,
        now: isoMicros(now),
        stale_before: isoMicros(new Date(now.getTime() - staleAfterMs)),
      });
      return String(row?.watchlist_id ?? '');
    },
    async releaseFei(tenant, fei, watchlistId) {
      await claimSchemaReady();
      const key = watchlistClaimKey(tenant, fei);
      const claim = await graph.getNode({ label: 'WatchlistClaim', key });
      // Only our own claim: a release must never free one another create has won since.
      if (claim?.properties.watchlist_id === watchlistId) await graph.upsertNodes('WatchlistClaim', 'key', [{ key, watchlist_id: null }]);
    },
    async saveEntries(entries) {
      if (entries.length > 0) await graph.upsertNodes('WatchlistEntry', 'id', entries.map(entryProperties));
    },
    async getEntry(id) {
      const node = await graph.getNode({ label: 'WatchlistEntry', key: id });
      return node ? entryOf(node.properties) : null;
    },
    async updateEntry(id, patch) {
      await graph.upsertNodes('WatchlistEntry', 'id', [{ ...(patch as Properties), id }]);
    },
    async touchEntries(ids, lastChecked) {
      if (ids.length > 0) await graph.upsertNodes('WatchlistEntry', 'id', [...new Set(ids)].map((id) => ({ id, last_checked: lastChecked })));
    },
    async listEntries(filter) {
      return (await rows('watchlistEntries', { tenant: filter.tenant ?? '', feis: [...(filter.feis ?? [])], limit: filter.limit, offset: filter.offset })).map(entryOf);
    },
    countEntries: (filter) => count('watchlistEntryCount', { tenant: filter.tenant ?? '', feis: [...(filter.feis ?? [])] }),
    async entriesWatching(feis) {
      const found: WatchlistEntry[] = [];
      const unique = [...new Set(feis)];
      for (let i = 0; i < unique.length; i += PAGE) {
        const chunk = unique.slice(i, i + PAGE);
        for (let offset = 0; ; offset += PAGE) {
          const page = (await rows('watchlistEntries', { feis: chunk, limit: PAGE, offset })).map(entryOf);
          found.push(...page);
          if (page.length < PAGE) break;
        }
      }
      return found;
    },
    async getAlert(id) {
      const node = await graph.getNode({ label: 'Alert', key: id });
      return node ? alertOf(node.properties) : null;
    },
    async existingAlertIds(ids) {
      const found = new Set<string>();
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += PAGE) {
        const hits = await graph.query<{ key: string }>('nodesByKeys', { label: 'Alert', keys: unique.slice(i, i + PAGE) });
        for (const hit of hits) found.add(hit.key);
      }
      return found;
    },
    async saveAlerts(alerts) {
      if (alerts.length > 0) await graph.upsertNodes('Alert', 'id', alerts.map(alertProperties));
    },
    async updateDelivery(alertId, delivery) {
      await graph.upsertNodes('Alert', 'id', [{ id: alertId, ...deliveryProperties(delivery) }]);
    },
    async listAlerts(filter) {
      return (await rows('tenantAlerts', { ...alertParams(filter), limit: filter.limit, offset: filter.offset })).map(alertOf);
    },
    countAlerts: (filter) => count('tenantAlertCount', alertParams(filter)),
    async dueAlerts(now, options) {
      return (await rows('dueAlerts', { now, exclude_watchlists: [...options.excludeWatchlists], exclude_tenants: [...(options.excludeTenants ?? [])], limit: options.limit })).map(alertOf);
    },
    async recordAttempt(attempt) {
      const { delivery_id, ...rest } = attempt;
      await graph.upsertNodes('AlertDelivery', 'id', [{ id: delivery_id, ...rest }]);
    },
    async listAttempts(filter) {
      return (await rows('alertDeliveries', { tenant: filter.tenant, watchlist_id: filter.watchlistId, limit: filter.limit, offset: filter.offset })).map(attemptOf);
    },
    countAttempts: (filter) => count('alertDeliveryCount', { tenant: filter.tenant, watchlist_id: filter.watchlistId }),
  };
}

function entryProperties(entry: WatchlistEntry): Properties {
  return { ...entry, alert_on: [...entry.alert_on] };
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function entryOf(p: Properties): WatchlistEntry {
  return {
    id: String(p.id),
    tenant: String(p.tenant),
    fei_number: String(p.fei_number),
    legal_name: str(p.legal_name),
    webhook_url: str(p.webhook_url),
    alert_on: (Array.isArray(p.alert_on) ? p.alert_on : []) as AlertType[],
    alert_threshold: str(p.alert_threshold) as ClassificationValue | null,
    notification_email: str(p.notification_email),
    created_at: String(p.created_at),
    last_checked: str(p.last_checked),
    secret_sealed: str(p.secret_sealed),
    previous_secret_sealed: str(p.previous_secret_sealed),
    previous_secret_expires_at: str(p.previous_secret_expires_at),
    webhook_disabled_at: str(p.webhook_disabled_at),
    deleted_at: str(p.deleted_at),
  };
}

function deliveryProperties(delivery: Partial<DeliveryState>): Properties {
  const out: Properties = {};
  if (delivery.state !== undefined) out.delivery_state = delivery.state;
  if (delivery.attempts !== undefined) out.attempts = delivery.attempts;
  if (delivery.first_attempt_at !== undefined) out.first_attempt_at = delivery.first_attempt_at;
  if (delivery.last_attempt_at !== undefined) out.last_attempt_at = delivery.last_attempt_at;
  if (delivery.next_attempt_at !== undefined) out.next_attempt_at = delivery.next_attempt_at;
  if (delivery.last_status_code !== undefined) out.last_status_code = delivery.last_status_code;
  if (delivery.last_error !== undefined) out.last_error = delivery.last_error;
  return out;
}

/** Graph properties are scalars: the diff is kept as JSON text. */
function alertProperties(alert: StoredAlert): Properties {
  const { payload } = alert;
  return {
    id: payload.alert_id,
    tenant: alert.tenant,
    type: payload.type,
    watchlist_id: payload.watchlist_id,
    fei_number: payload.fei_number,
    facility_name: payload.facility_name,
    occurred_at: payload.occurred_at,
    diff_json: JSON.stringify(payload.diff),
    created_at: alert.created_at,
    ...deliveryProperties(alert.delivery),
  };
}

function alertOf(p: Properties): StoredAlert {
  const payload: AlertPayload = {
    alert_id: String(p.id),
    type: String(p.type) as AlertPayload['type'],
    watchlist_id: String(p.watchlist_id),
    fei_number: String(p.fei_number),
    facility_name: str(p.facility_name),
    occurred_at: String(p.occurred_at),
    diff: JSON.parse(String(p.diff_json ?? '{"before":null,"after":null}')) as AlertPayload['diff'],
    api_version: API_VERSION,
  };
  return {
    payload,
    tenant: String(p.tenant),
    created_at: String(p.created_at),
    delivery: {
      state: (str(p.delivery_state) ?? 'no_webhook') as DeliveryStateName,
      attempts: num(p.attempts) ?? 0,
      first_attempt_at: str(p.first_attempt_at),
      last_attempt_at: str(p.last_attempt_at),
      next_attempt_at: str(p.next_attempt_at),
      last_status_code: num(p.last_status_code),
      last_error: str(p.last_error),
    },
  };
}

function attemptOf(p: Properties): DeliveryAttempt {
  return {
    delivery_id: String(p.id),
    alert_id: String(p.alert_id),
    watchlist_id: String(p.watchlist_id),
    tenant: String(p.tenant),
    event_type: String(p.event_type),
    channel: p.channel === 'email' ? 'email' : 'webhook',
    attempt: num(p.attempt) ?? 1,
    attempted_at: String(p.attempted_at),
    outcome: String(p.outcome) as DeliveryAttempt['outcome'],
    status_code: num(p.status_code),
    latency_ms: num(p.latency_ms) ?? 0,
    error: str(p.error),
  };
}
