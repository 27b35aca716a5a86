import { randomBytes } from 'node:crypto';
import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Clock } from '../../infra/clock.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import type { WebhookClient } from '../../infra/webhooks/webhook-client.ts';
import { generateWebhookSecret } from '../../infra/webhooks/webhook-secrets.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { ALERT_TYPES, API_VERSION, type DeliveryAttempt, type StoredAlert, type WatchlistEntry, isoMicros } from '../../enrich/alerts/alert-records.ts';
import type { AlertStore } from '../../enrich/alerts/alert-store.ts';
import { recordAttempt, signingSecrets } from '../../enrich/sinks/webhook-dispatcher.ts';
import { ApiError, invalidField, notFound } from '../platform/errors.ts';
import type { CreateWatchlistBody } from './watchlist.schema.ts';

/*
 * The watchlist family's behaviour over the stores, shared by the routes and the CLI. Every read
 * and write is scoped to the caller's tenant: another tenant's id answers exactly as an unknown one
 * (404), never 403, so ids reveal nothing (SPEC-DECISIONS 14).
 */

export interface WatchlistDeps {
  store: AlertStore;
  graph: Pick<GraphStore, 'getNode'>;
  webhooks: WebhookClient;
  bus: Pick<EventBus, 'publish'>;
  clock: Clock;
}

/** How long a rotated-out secret keeps signing beside the new one, so receivers can switch without missing a delivery. */
export const SECRET_ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

const newWatchlistId = () => `wl_${randomBytes(12).toString('hex')}`;

/** Creates one entry per FEI of the body; 409 when the tenant already watches one of them. */
export async function createEntries(deps: WatchlistDeps, tenant: string, body: CreateWatchlistBody): Promise<Array<WatchlistEntry & { webhook_secret: string | null }>> {
  const feis = [...new Set(body.facilities ?? (body.fei_number ? [body.fei_number] : []))];
  // A bad field is the client's to fix whatever the watchlist holds: 400 before 409.
  const webhookUrl = body.webhook_url ?? null;
  if (webhookUrl) {
    const verdict = await deps.webhooks.checkUrl(webhookUrl);
    if (!verdict.ok) throw invalidField('webhook_url', `Field webhook_url: ${verdict.reason}`);
  }
  const existing = await deps.store.listEntries({ tenant, feis, limit: 1, offset: 0 });
  const clash = existing[0];
  if (clash) throw new ApiError('CONFLICT', `Facility ${clash.fei_number} is already on the watchlist as ${clash.id}`, { details: { watchlist_id: clash.id, fei_number: clash.fei_number } });
  const createdAt = isoMicros(deps.clock.now());
  const created: Array<WatchlistEntry & { webhook_secret: string | null }> = [];
  for (const fei of feis) {
    const secret = webhookUrl ? generateWebhookSecret() : null;
    const entry: WatchlistEntry = {
      id: newWatchlistId(),
      tenant,
      fei_number: fei,
      legal_name: (feis.length === 1 ? body.legal_name : null) ?? (await facilityName(deps, fei)),
      webhook_url: webhookUrl,
      alert_on: body.alert_on ?? [...ALERT_TYPES],
      alert_threshold: body.alert_threshold ?? null,
      notification_email: body.notification_email ?? null,
      created_at: createdAt,
      last_checked: null,
      secret_sealed: secret ? deps.webhooks.secrets.seal(secret) : null,
      previous_secret_sealed: null,
      previous_secret_expires_at: null,
      webhook_disabled_at: null,
      deleted_at: null,
    };
    created.push({ ...entry, webhook_secret: secret });
  }
  await claimAll(deps, tenant, created);
  await deps.store.saveEntries(created.map(({ webhook_secret: _secret, ...entry }) => entry));
  await publishTenantEvents(
    deps,
    created.map((entry) => ({ type: 'watchlist_entry_created', entry, at: createdAt })),
  );
  return created;
}

/**
 * Claims each FEI for its new entry (atomic in the graph store, so two API processes creating the
 * same FEI at once get one 201 and one 409: the list check above only catches the calm case). On a
 * lost claim the ones already won are freed, so a multi-FEI body creates all or nothing.
 */
async function claimAll(deps: Pick<WatchlistDeps, 'store' | 'clock'>, tenant: string, entries: readonly WatchlistEntry[]): Promise<void> {
  const won: WatchlistEntry[] = [];
  for (const entry of entries) {
    const holder = await deps.store.claimFei({ tenant, fei: entry.fei_number, watchlistId: entry.id, now: deps.clock.now() });
    if (holder === entry.id) {
      won.push(entry);
      continue;
    }
    for (const mine of won) await deps.store.releaseFei(tenant, mine.fei_number, mine.id);
    throw new ApiError('CONFLICT', `Facility ${entry.fei_number} is already on the watchlist as ${holder}`, { details: { watchlist_id: holder, fei_number: entry.fei_number } });
  }
}

/** The firm name our data holds for the FEI (the graph's Facility node), else null. */
async function facilityName(deps: WatchlistDeps, fei: string): Promise<string | null> {
  const node = await deps.graph.getNode({ label: 'Facility', key: fei });
  const name = node?.properties.legal_name;
  return typeof name === 'string' && name ? name : null;
}

/** The caller's live entry, or 404 (unknown, deleted and other tenants' ids alike). */
export async function ownEntry(deps: Pick<WatchlistDeps, 'store'>, tenant: string, id: string): Promise<WatchlistEntry> {
  const entry = /^wl_[0-9a-f]{1,64}$/.test(id) ? await deps.store.getEntry(id) : null;
  if (!entry || entry.tenant !== tenant || entry.deleted_at) throw notFound(`Watchlist entry not found: ${id.slice(0, 100)}`);
  return entry;
}

/** Deletes (monitoring stops, the secret is destroyed); the node stays with `deleted_at` so its alert history remains explainable. */
export async function deleteEntry(deps: WatchlistDeps, tenant: string, id: string): Promise<WatchlistEntry> {
  const entry = await ownEntry(deps, tenant, id);
  const at = isoMicros(deps.clock.now());
  await deps.store.updateEntry(entry.id, { deleted_at: at, secret_sealed: null, previous_secret_sealed: null, previous_secret_expires_at: null });
  await publishTenantEvents(deps, [{ type: 'watchlist_entry_deleted', entry, at }]);
  return entry;
}

/** Replaces the signing secret; the old one keeps signing beside it for 24 hours. */
export async function rotateSecret(deps: WatchlistDeps, tenant: string, id: string): Promise<{ secret: string; previousExpiresAt: string }> {
  const entry = await ownEntry(deps, tenant, id);
  if (!entry.webhook_url || !entry.secret_sealed) throw new ApiError('CONFLICT', `Watchlist entry ${entry.id} has no webhook_url, so no signing secret`);
  const secret = generateWebhookSecret();
  const previousExpiresAt = isoMicros(new Date(deps.clock.now().getTime() + SECRET_ROTATION_GRACE_MS));
  await deps.store.updateEntry(entry.id, { secret_sealed: deps.webhooks.secrets.seal(secret), previous_secret_sealed: entry.secret_sealed, previous_secret_expires_at: previousExpiresAt });
  return { secret, previousExpiresAt };
}

/** Puts an alert's webhook delivery back on the schedule, due now, with a fresh 24-hour retry window. */
export async function redeliver(deps: WatchlistDeps, tenant: string, alertId: string): Promise<StoredAlert> {
  const alert = /^alt_[0-9a-f]{1,64}$/.test(alertId) ? await deps.store.getAlert(alertId) : null;
  if (!alert || alert.tenant !== tenant) throw notFound(`Alert not found: ${alertId.slice(0, 100)}`);
  const entry = await ownEntry(deps, tenant, alert.payload.watchlist_id);
  if (!entry.webhook_url) throw new ApiError('CONFLICT', `Watchlist entry ${entry.id} has no webhook_url`);
  if (entry.webhook_disabled_at) throw new ApiError('CONFLICT', `The webhook of ${entry.id} was disabled after a 410 Gone; send a test event (POST /v1/483/watchlist/${entry.id}/test) to re-enable it`);
  const now = isoMicros(deps.clock.now());
  const delivery = { state: 'pending' as const, next_attempt_at: now, first_attempt_at: null };
  await deps.store.updateDelivery(alert.payload.alert_id, delivery);
  return { ...alert, delivery: { ...alert.delivery, ...delivery } };
}

/**
 * Sends a signed `test` event now and answers with the attempt (Stripe's "send test webhook").
 * The attempt is recorded like any other; a delivered test re-enables a webhook disabled by 410.
 */
export async function sendTestEvent(deps: WatchlistDeps, tenant: string, id: string): Promise<{ eventId: string; attempt: DeliveryAttempt; webhookStatus: 'active' | 'disabled' }> {
  const entry = await ownEntry(deps, tenant, id);
  if (!entry.webhook_url || !entry.secret_sealed) throw new ApiError('CONFLICT', `Watchlist entry ${entry.id} has no webhook_url`);
  const at = deps.clock.now();
  const eventId = `evt_test_${randomBytes(12).toString('hex')}`;
  const payload = {
    alert_id: eventId,
    type: 'test',
    watchlist_id: entry.id,
    fei_number: entry.fei_number,
    facility_name: entry.legal_name,
    occurred_at: isoMicros(at),
    diff: { before: null, after: null },
    api_version: API_VERSION,
  };
  const result = await deps.webhooks.send({ url: entry.webhook_url, secrets: signingSecrets(entry, at, deps.webhooks.secrets), messageId: eventId, payload: JSON.stringify(payload) });
  const attempt: DeliveryAttempt = {
    delivery_id: `${eventId}:webhook:1`,
    alert_id: eventId,
    watchlist_id: entry.id,
    tenant,
    event_type: 'test',
    channel: 'webhook',
    attempt: 1,
    attempted_at: isoMicros(at),
    ...result,
  };
  await recordAttempt(deps, attempt);
  let disabled = entry.webhook_disabled_at !== null;
  if (disabled && result.outcome === 'delivered') {
    await deps.store.updateEntry(entry.id, { webhook_disabled_at: null });
    disabled = false;
  }
  return { eventId, attempt, webhookStatus: disabled ? 'disabled' : 'active' };
}

/** `tenant.events`: entry created or deleted (never the secret). */
async function publishTenantEvents(deps: Pick<WatchlistDeps, 'bus'>, events: Array<{ type: 'watchlist_entry_created' | 'watchlist_entry_deleted'; entry: WatchlistEntry; at: string }>): Promise<void> {
  if (events.length === 0) return;
  await deps.bus.publish(
    TOPICS.tenantEvents,
    events.map(({ type, entry, at }) => {
      const body = { type, tenant_id: entry.tenant, watchlist_id: entry.id, fei_number: entry.fei_number, alert_on: entry.alert_on, has_webhook: entry.webhook_url !== null, occurred_at: at };
      return { key: entry.tenant, value: { id: `${type}:${entry.id}`, source: 'api', fetched_at: at, content_hash: contentHash(body), schema_version: 1, ...body } };
    }),
  );
}

/** An entry as lists show it. */
export function entryView(entry: WatchlistEntry) {
  return {
    watchlist_id: entry.id,
    fei_number: entry.fei_number,
    legal_name: entry.legal_name,
    webhook_url: entry.webhook_url,
    alert_on: entry.alert_on,
    created_at: entry.created_at,
    alert_threshold: entry.alert_threshold,
    notification_email: entry.notification_email,
    last_checked: entry.last_checked,
    webhook_status: !entry.webhook_url ? ('none' as const) : entry.webhook_disabled_at ? ('disabled' as const) : ('active' as const),
  };
}

/** An alert as lists show it: its payload and where its delivery stands. */
export function alertView(alert: StoredAlert) {
  const { first_attempt_at: _first, ...delivery } = alert.delivery;
  return { ...alert.payload, delivery };
}

/** A delivery attempt as lists show it. */
export function attemptView(attempt: DeliveryAttempt) {
  const { watchlist_id: _w, tenant: _t, ...view } = attempt;
  return view;
}
