import { TENANT_ID_PATTERN } from '../../api/platform/api-keys.ts';
import { entryView } from '../../api/watchlist/watchlist-service.ts';
import type { WatchlistEntry } from '../../enrich/alerts/alert-records.ts';
import type { AlertStore } from '../../enrich/alerts/alert-store.ts';

export interface WatchlistCommandOptions {
  action: string | undefined;
  tenant: string | undefined;
  json: boolean;
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

const USAGE = `Usage:
  regintel watchlist list --tenant <id> [--json]`;

const PAGE = 1000;

/**
 * `regintel watchlist list --tenant T`: a tenant's live entries as the API lists them. Signing
 * secrets are never shown (they are not in the view), and a webhook URL's query string, where
 * receivers sometimes put a token, is masked.
 */
export async function watchlistCommand(store: Pick<AlertStore, 'listEntries'>, options: WatchlistCommandOptions): Promise<number> {
  const { out, err } = options;
  if (options.action !== 'list') {
    err.write(`${USAGE}\n`);
    return 2;
  }
  if (!options.tenant || !TENANT_ID_PATTERN.test(options.tenant)) {
    err.write(`--tenant is required: letters, digits, '-' and '_', at most 64 characters.\n${USAGE}\n`);
    return 2;
  }
  const entries: WatchlistEntry[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.listEntries({ tenant: options.tenant, limit: PAGE, offset });
    entries.push(...page);
    if (page.length < PAGE) break;
  }
  const results = entries.map((entry) => {
    const view = entryView(entry);
    return { ...view, webhook_url: view.webhook_url ? maskQuery(view.webhook_url) : null };
  });
  if (options.json) {
    out.write(`${JSON.stringify({ tenant: options.tenant, total: results.length, results }, null, 2)}\n`);
    return 0;
  }
  if (results.length === 0) out.write(`No watchlist entries for tenant ${options.tenant}.\n`);
  for (const r of results) {
    out.write(
      `${r.watchlist_id}  FEI ${r.fei_number}${r.legal_name ? ` ${r.legal_name}` : ''}  alert_on ${r.alert_on.join(',')}${r.alert_threshold ? ` (threshold ${r.alert_threshold})` : ''}  ` +
        `webhook ${r.webhook_url ? `${r.webhook_status} ${r.webhook_url}` : 'none'}  email ${r.notification_email ?? 'none'}  created ${r.created_at}  last checked ${r.last_checked ?? 'never'}\n`,
    );
  }
  return 0;
}

/** `https://h/p?token=x` → `https://h/p?…`: enough to recognise the endpoint, not to call it. */
function maskQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}?…`;
}
