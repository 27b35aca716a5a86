import { type WatchlistDeps, alertView, redeliver } from '../../api/watchlist/watchlist-service.ts';
import { ApiError } from '../../api/platform/errors.ts';
import type { StoredAlert } from '../../enrich/alerts/alert-records.ts';
import type { AlertStore } from '../../enrich/alerts/alert-store.ts';
import type { AlertEmail, AlertEmailStore } from '../../enrich/alerts/email-store.ts';
import { requeueEmail } from '../../enrich/sinks/email-dispatcher.ts';
import type { Clock } from '../../infra/clock.ts';

export interface AlertsCommandDeps {
  store: AlertStore;
  emails: AlertEmailStore;
  /** The watchlist service's slice, for redelivery (the API's own path). */
  watchlist: WatchlistDeps;
  /** Tenants that hold API keys: `alerts list` without --tenant covers them and every tenant with a watchlist entry. */
  tenants: () => Promise<string[]>;
  clock: Clock;
  /** Whether this process has REGINTEL_SMTP_URL (the enrichment process sends e-mail only when it has). */
  mailConfigured: boolean;
}

export interface AlertsCommandOptions {
  action: string | undefined;
  argument: string | undefined;
  tenant: string | undefined;
  json: boolean;
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

const USAGE = `Usage:
  regintel alerts list [--tenant <id>] [--json]
  regintel alerts redeliver <alert_id>`;

/** Most alerts `alerts list` shows (newest first); the API pages through the rest. */
export const ALERTS_LIST_LIMIT = 100;
const PAGE = 1000;

/**
 * `regintel alerts …`: the alert history with where each alert's webhook and e-mail stand, and
 * redelivery (both channels the entry has, due now, with a fresh 24-hour retry window; the
 * enrichment process sends). Nothing printed carries a secret: alerts hold none.
 */
export async function alertsCommand(deps: AlertsCommandDeps, options: AlertsCommandOptions): Promise<number> {
  const { out, err } = options;
  switch (options.action) {
    case 'list': {
      const tenants = options.tenant ? [options.tenant] : await allTenants(deps);
      let total = 0;
      const found: StoredAlert[] = [];
      for (const tenant of tenants) {
        total += await deps.store.countAlerts({ tenant });
        found.push(...(await deps.store.listAlerts({ tenant, limit: ALERTS_LIST_LIMIT, offset: 0 })));
      }
      found.sort((a, b) => (a.payload.occurred_at === b.payload.occurred_at ? b.payload.alert_id.localeCompare(a.payload.alert_id) : b.payload.occurred_at.localeCompare(a.payload.occurred_at)));
      const shown = found.slice(0, ALERTS_LIST_LIMIT);
      const emails = new Map<string, AlertEmail>();
      for (const alert of shown) {
        const email = await deps.emails.get(alert.payload.alert_id);
        if (email) emails.set(alert.payload.alert_id, email);
      }
      const results = shown.map((alert) => ({ tenant: alert.tenant, ...alertView(alert), email: emailView(emails.get(alert.payload.alert_id)) }));
      if (options.json) {
        out.write(`${JSON.stringify({ total, shown: results.length, results }, null, 2)}\n`);
        return 0;
      }
      if (results.length === 0) out.write(options.tenant ? `No alerts for tenant ${options.tenant}.\n` : 'No alerts.\n');
      for (const r of results) {
        const email = r.email ? `  email ${r.email.state} (${plural(r.email.attempts, 'attempt')})` : '';
        out.write(
          `${r.alert_id}  ${r.occurred_at}  ${r.type}  FEI ${r.fei_number}${r.facility_name ? ` ${r.facility_name}` : ''}  tenant ${r.tenant}  ${r.watchlist_id}  ` +
            `webhook ${r.delivery.state} (${plural(r.delivery.attempts, 'attempt')})${email}\n`,
        );
      }
      if (total > results.length) out.write(`${results.length} of ${total} shown, newest first (GET /v1/483/alerts pages through them all).\n`);
      return 0;
    }
    case 'redeliver': {
      const id = options.argument;
      if (!id) {
        err.write(`Give the alert id (as shown by alerts list).\n${USAGE}\n`);
        return 2;
      }
      const alert = /^alt_[0-9a-f]{1,64}$/.test(id) ? await deps.store.getAlert(id) : null;
      if (!alert) {
        err.write(`No alert ${id.slice(0, 100)}.\n`);
        return 1;
      }
      const entry = await deps.store.getEntry(alert.payload.watchlist_id);
      if (!entry || entry.deleted_at) {
        err.write(`The watchlist entry ${alert.payload.watchlist_id} of alert ${alert.payload.alert_id} was deleted: nothing to redeliver to.\n`);
        return 1;
      }
      const done: string[] = [];
      const problems: string[] = [];
      if (entry.webhook_url) {
        try {
          await redeliver(deps.watchlist, alert.tenant, alert.payload.alert_id);
          done.push('webhook');
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          problems.push(`webhook: ${error.message}`);
        }
      }
      if (entry.notification_email) {
        await requeueEmail({ emails: deps.emails, clock: deps.clock }, alert);
        done.push('e-mail');
        if (!deps.mailConfigured) problems.push('e-mail: REGINTEL_SMTP_URL is not set here; the enrichment process sends it only if it has an SMTP server');
      }
      if (done.length === 0 && problems.length === 0) problems.push(`watchlist entry ${entry.id} has neither a webhook_url nor a notification_email`);
      if (options.json) out.write(`${JSON.stringify({ alert_id: alert.payload.alert_id, tenant: alert.tenant, watchlist_id: entry.id, requeued: done, problems })}\n`);
      else {
        if (done.length > 0) out.write(`Queued ${alert.payload.alert_id} for redelivery by ${done.join(' and ')} (tenant ${alert.tenant}); the enrichment process sends it now.\n`);
        for (const problem of problems) err.write(`${problem}\n`);
      }
      return done.length > 0 ? 0 : 1;
    }
    default:
      err.write(`${USAGE}\n`);
      return 2;
  }
}

async function allTenants(deps: AlertsCommandDeps): Promise<string[]> {
  const tenants = new Set(await deps.tenants());
  for (let offset = 0; ; offset += PAGE) {
    const page = await deps.store.listEntries({ limit: PAGE, offset });
    for (const entry of page) tenants.add(entry.tenant);
    if (page.length < PAGE) break;
  }
  return [...tenants].sort();
}

function emailView(email: AlertEmail | undefined) {
  if (!email) return null;
  return { state: email.state, attempts: email.attempts, last_attempt_at: email.last_attempt_at, next_attempt_at: email.next_attempt_at, last_status_code: email.last_status_code, last_error: email.last_error };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
