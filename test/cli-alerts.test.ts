import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntries } from '../api/watchlist/watchlist-service.ts';
import { alertId } from '../enrich/alerts/alert-diff.ts';
import { ALERT_SCHEMA_VERSION, type AlertRecord } from '../enrich/alerts/alert-records.ts';
import { createAlertStore } from '../enrich/alerts/alert-store.ts';
import { createAlertEmailStore } from '../enrich/alerts/email-store.ts';
import { createEmailSink } from '../enrich/sinks/email.sink.ts';
import { createWebhookSink } from '../enrich/sinks/webhook.sink.ts';
import type { BusMessage } from '../infra/bus/event-bus.port.ts';
import { TOPICS } from '../infra/bus/topics.ts';
import { contentHash } from '../infra/util/content-hash.ts';
import { regintel } from './fixtures/cli.ts';
import { createTestDeps } from './fixtures/harness.ts';
import { createHashEmbedder } from './fixtures/hash-embedder.ts';

/*
 * `regintel alerts list|redeliver` and `regintel watchlist list`, run as the real bin against a
 * data folder holding two tenants' entries and alerts: what they print, their exit codes, the
 * schedule a redelivery writes — and that no signing secret or SMTP password ever appears.
 */

const SMTP_PASSWORD = 'smtp-pa55word-never-printed';
const ENV = { REGINTEL_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', REGINTEL_SMTP_URL: `smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:2525` };

async function run(dataDir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await regintel(dataDir, args, ENV);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('regintel alerts / watchlist', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  const secrets: string[] = [];
  const ids = { a: '', b: '', entryA: '', entryB: '' };
  const printed: string[] = [];
  const cli = async (args: string[]) => {
    const result = await run(env.dataDir, args);
    printed.push(result.stdout, result.stderr);
    return result;
  };

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder(), env: ENV });
    const { deps } = env;
    await deps.bus.ensureTopics(Object.values(TOPICS));
    const store = createAlertStore(deps.graph);
    const emails = createAlertEmailStore(deps.graph);
    const service = { store, graph: deps.graph, webhooks: deps.webhooks, bus: deps.bus, clock: deps.clock };
    const [a] = await createEntries(service, 't-cli-a', { fei_number: '3001001', legal_name: 'Acme Drugs Inc', webhook_url: 'https://127.0.0.1:9/hook?token=abc123', notification_email: 'qa@acme.test' });
    const [b] = await createEntries(service, 't-cli-b', { fei_number: '3002002', notification_email: 'ops@beta.test' });
    if (!a?.webhook_secret || !b) throw new Error('entries not created');
    secrets.push(a.webhook_secret, a.secret_sealed as string);
    ids.entryA = a.id;
    ids.entryB = b.id;

    let offset = 0;
    for (const [entry, changeId, key] of [
      [a, 'cli-change-a', 'a'],
      [b, 'cli-change-b', 'b'],
    ] as const) {
      const id = alertId(entry.id, changeId);
      ids[key] = id;
      const at = new Date(Date.now() + 1000 * offset).toISOString();
      const value: AlertRecord = {
        id,
        source: 'test',
        fetched_at: at,
        content_hash: contentHash({ id }),
        schema_version: ALERT_SCHEMA_VERSION,
        tenant: entry.tenant,
        change_id: changeId,
        payload: { alert_id: id, type: 'new_citation', watchlist_id: entry.id, fei_number: entry.fei_number, facility_name: 'Acme Drugs Inc', occurred_at: at, diff: { before: null, after: { act_cfr_number: '21 CFR 211.192' } }, api_version: 'v1' },
      };
      const message: BusMessage = { topic: TOPICS.alerts, partition: 0, offset: offset++, key: entry.id, value, timestamp: at, headers: {} };
      await createWebhookSink({ store, clock: deps.clock }).handleBatch([message]);
      await createEmailSink({ store, emails, clock: deps.clock, enabled: true }).handleBatch([message]);
    }
    // As if both had been sent: a redelivery must put them back on the schedule.
    await store.updateDelivery(ids.a, { state: 'delivered', attempts: 1, next_attempt_at: null });
    await emails.update(ids.a, { state: 'delivered', attempts: 1, next_attempt_at: null });
    await emails.update(ids.b, { state: 'failed', attempts: 9, next_attempt_at: null, last_error: '550 mailbox unavailable' });
    await env.close();
  }, 60_000);

  afterAll(async () => {
    await env?.cleanup();
  });

  it('lists a tenant’s watchlist without secrets, query strings masked', async () => {
    const json = await cli(['watchlist', 'list', '--tenant', 't-cli-a', '--json']);
    expect(json.code).toBe(0);
    const body = JSON.parse(json.stdout) as { total: number; results: Array<Record<string, unknown>> };
    expect(body.total).toBe(1);
    expect(body.results[0]).toMatchObject({ watchlist_id: ids.entryA, fei_number: '3001001', legal_name: 'Acme Drugs Inc', webhook_url: 'https://127.0.0.1:9/hook?…', notification_email: 'qa@acme.test', webhook_status: 'active' });
    const text = await cli(['watchlist', 'list', '--tenant', 't-cli-b']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`${ids.entryB}  FEI 3002002`);
    expect(text.stdout).toContain('webhook none  email ops@beta.test');
    expect(text.stdout).not.toContain(ids.entryA);
    expect((await cli(['watchlist', 'list', '--tenant', 't-nobody'])).stdout).toBe('No watchlist entries for tenant t-nobody.\n');
    const missing = await cli(['watchlist', 'list']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--tenant is required/);
  }, 60_000);

  it('lists alerts of every tenant or one, with webhook and e-mail states', async () => {
    const all = await cli(['alerts', 'list', '--json']);
    expect(all.code).toBe(0);
    const body = JSON.parse(all.stdout) as { total: number; results: Array<{ alert_id: string; tenant: string; delivery: { state: string }; email: { state: string; last_error: string | null } | null }> };
    expect(body.total).toBe(2);
    // Newest first: b occurred a second after a.
    expect(body.results.map((r) => [r.alert_id, r.tenant, r.delivery.state, r.email?.state])).toEqual([
      [ids.b, 't-cli-b', 'no_webhook', 'failed'],
      [ids.a, 't-cli-a', 'delivered', 'delivered'],
    ]);
    expect(body.results[0]?.email?.last_error).toBe('550 mailbox unavailable');
    const one = await cli(['alerts', 'list', '--tenant', 't-cli-a']);
    expect(one.code).toBe(0);
    expect(one.stdout.trim().split('\n')).toHaveLength(1);
    expect(one.stdout).toContain(`${ids.a}  `);
    expect(one.stdout).toContain('new_citation  FEI 3001001 Acme Drugs Inc  tenant t-cli-a');
    expect(one.stdout).toContain('webhook delivered (1 attempt)  email delivered (1 attempt)');
    expect((await cli(['alerts', 'list', '--tenant', 't-nobody'])).stdout).toBe('No alerts for tenant t-nobody.\n');
  }, 60_000);

  it('redelivers an alert on both of its channels, and refuses unknown ids', async () => {
    const done = await cli(['alerts', 'redeliver', ids.a]);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Queued ${ids.a} for redelivery by webhook and e-mail (tenant t-cli-a)`);
    const mailOnly = await cli(['alerts', 'redeliver', ids.b, '--json']);
    expect(mailOnly.code).toBe(0);
    expect(JSON.parse(mailOnly.stdout)).toEqual({ alert_id: ids.b, tenant: 't-cli-b', watchlist_id: ids.entryB, requeued: ['e-mail'], problems: [] });

    const unknown = await cli(['alerts', 'redeliver', 'alt_0000']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No alert alt_0000');
    expect((await cli(['alerts', 'redeliver'])).code).toBe(2);
    expect((await cli(['alerts', 'frobnicate'])).code).toBe(2);

    // The schedule the running enrichment process reads: both due now, fresh retry windows.
    env = await createTestDeps({ embedder: createHashEmbedder(), dataDir: env.dataDir, env: ENV });
    const store = createAlertStore(env.deps.graph);
    const emails = createAlertEmailStore(env.deps.graph);
    expect((await store.getAlert(ids.a))?.delivery).toMatchObject({ state: 'pending', first_attempt_at: null, attempts: 1 });
    expect(await emails.get(ids.a)).toMatchObject({ state: 'pending', first_attempt_at: null, attempts: 1 });
    expect(await emails.get(ids.b)).toMatchObject({ state: 'pending', first_attempt_at: null });
    expect(Date.parse((await emails.get(ids.b))?.next_attempt_at as string)).toBeLessThanOrEqual(Date.now());
    await env.close();
  }, 60_000);

  it('never prints a signing secret or the SMTP password', () => {
    const everything = printed.join('\n');
    expect(printed.length).toBeGreaterThan(10);
    for (const secret of [...secrets, SMTP_PASSWORD, 'whsec_', 'abc123']) expect(everything).not.toContain(secret);
  });
});
