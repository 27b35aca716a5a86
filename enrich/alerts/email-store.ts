import type { GraphStore, Properties } from '../../graph/graph-store.port.ts';
import { API_VERSION, type AlertPayload } from './alert-records.ts';

/**
 * Where an alert's e-mail stands: `pending` (an attempt is due at `next_attempt_at`), `delivered`
 * (the SMTP relay accepted it), `failed` (24 hours of retries ran out), `cancelled` (the entry was
 * deleted or lost its address).
 */
export const EMAIL_STATES = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type EmailStateName = (typeof EMAIL_STATES)[number];

/**
 * An alert's e-mail and its retry schedule (graph label `AlertEmail`, keyed by the alert id). It is
 * kept apart from the `Alert` node so the webhook path's records are never touched by e-mail, and
 * it carries the payload so a send never waits for the webhook sink to have stored the alert.
 * Attempts are `AlertDelivery` nodes with `channel: 'email'`.
 */
export interface AlertEmail {
  alert_id: string;
  tenant: string;
  watchlist_id: string;
  payload: AlertPayload;
  state: EmailStateName;
  attempts: number;
  created_at: string;
  first_attempt_at: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
}

export type EmailSchedule = Pick<AlertEmail, 'state' | 'attempts' | 'first_attempt_at' | 'last_attempt_at' | 'next_attempt_at' | 'last_status_code' | 'last_error'>;

export interface AlertEmailStore {
  get(alertId: string): Promise<AlertEmail | null>;
  /** Which of these alert ids have an e-mail record already. */
  existing(alertIds: readonly string[]): Promise<Set<string>>;
  save(emails: readonly AlertEmail[]): Promise<void>;
  update(alertId: string, patch: Partial<EmailSchedule>): Promise<void>;
  /** E-mails due at `now`, earliest first, skipping some entries. */
  due(now: string, options: { excludeWatchlists: readonly string[]; excludeTenants?: readonly string[]; limit: number }): Promise<AlertEmail[]>;
}

const PAGE = 1000;
const LABEL = 'AlertEmail';

export function createAlertEmailStore(graph: GraphStore): AlertEmailStore {
  return {
    async get(alertId) {
      const node = await graph.getNode({ label: LABEL, key: alertId });
      return node ? emailOf(node.properties) : null;
    },
    async existing(alertIds) {
      const found = new Set<string>();
      const unique = [...new Set(alertIds)];
      for (let i = 0; i < unique.length; i += PAGE) {
        for (const hit of await graph.query<{ key: string }>('nodesByKeys', { label: LABEL, keys: unique.slice(i, i + PAGE) })) found.add(hit.key);
      }
      return found;
    },
    async save(emails) {
      if (emails.length > 0) await graph.upsertNodes(LABEL, 'id', emails.map(emailProperties));
    },
    async update(alertId, patch) {
      await graph.upsertNodes(LABEL, 'id', [{ ...(patch as Properties), id: alertId }]);
    },
    async due(now, options) {
      const rows = await graph.query<{ properties: Properties }>('dueEmails', { now, exclude_watchlists: [...options.excludeWatchlists], exclude_tenants: [...(options.excludeTenants ?? [])], limit: options.limit });
      return rows.map((row) => emailOf(row.properties));
    },
  };
}

function emailProperties(email: AlertEmail): Properties {
  const { payload, alert_id, ...rest } = email;
  return { id: alert_id, alert_id, ...rest, payload_json: JSON.stringify(payload) };
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function emailOf(p: Properties): AlertEmail {
  const payload = JSON.parse(String(p.payload_json ?? 'null')) as AlertPayload | null;
  return {
    alert_id: String(p.id),
    tenant: String(p.tenant),
    watchlist_id: String(p.watchlist_id),
    payload: payload ?? { alert_id: String(p.id), type: 'test', watchlist_id: String(p.watchlist_id), fei_number: '', facility_name: null, occurred_at: '', diff: { before: null, after: null }, api_version: API_VERSION },
    state: (str(p.state) ?? 'pending') as EmailStateName,
    attempts: num(p.attempts) ?? 0,
    created_at: String(p.created_at),
    first_attempt_at: str(p.first_attempt_at),
    last_attempt_at: str(p.last_attempt_at),
    next_attempt_at: str(p.next_attempt_at),
    last_status_code: num(p.last_status_code),
    last_error: str(p.last_error),
  };
}
