import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { createAlertStore, type AlertStore } from '../../enrich/alerts/alert-store.ts';
import { ALERT_SCHEMA_VERSION, type AlertRecord } from '../../enrich/alerts/alert-records.ts';
import { alertId } from '../../enrich/alerts/alert-diff.ts';
import { createWebhookDispatcher } from '../../enrich/sinks/webhook-dispatcher.ts';
import { createWebhookSink } from '../../enrich/sinks/webhook.sink.ts';
import { createEntries } from '../../api/watchlist/watchlist-service.ts';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createFixedClock } from '../../infra/clock.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { createWebhookClient } from '../../infra/webhooks/webhook-client.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { type WebhookReceiver, startWebhookReceiver } from '../fixtures/webhook-receiver.ts';

/*
 * Webhook delivery against a real HTTPS receiver (a CA and certificate from `selfsigned`, every
 * signature checked with the `standardwebhooks` verifier): retries with growing delays on a fake
 * clock, the schedule surviving a restart, a hanging receiver that does not hold up another
 * tenant, 410 Gone, and names that resolve to private addresses refused before any connection.
 * DNS is the one fake: a table, so a name can point at 10.0.0.1 or the metadata address.
 */

const embedder = createHashEmbedder();

/** Names the test's resolver knows; 127.0.0.1 is on the allow-list, `rebind.test` (also 127.0.0.1) is not. */
const DNS: Record<string, string[]> = {
  'private.test': ['10.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'rebind.test': ['127.0.0.1'],
};
const resolve = async (host: string) => {
  const found = DNS[host];
  if (!found) throw Object.assign(new Error(`${host} not in the test table`), { code: 'ENOTFOUND' });
  return found;
};

describe('webhook delivery', () => {
  let receiver: WebhookReceiver;
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let store: AlertStore;
  const clock = createFixedClock(new Date());
  let offset = 0;

  /** A watchlist entry created the API's way, its secret handed to the receiver for that path. */
  async function entry(tenant: string, fei: string, url: string, path?: string) {
    const [created] = await createEntries({ store, graph: deps.graph, webhooks: deps.webhooks, bus: deps.bus, clock }, tenant, { fei_number: fei, webhook_url: url });
    if (!created?.webhook_secret) throw new Error('no secret');
    receiver.setSecret(path ?? new URL(url).pathname, created.webhook_secret);
    return created;
  }

  /** An alert for the entry, stored through the real webhook sink (as if the differ had published it). */
  async function alertFor(created: { id: string; tenant: string; fei_number: string }, changeId: string): Promise<string> {
    const id = alertId(created.id, changeId);
    const value: AlertRecord = {
      id,
      source: 'test',
      fetched_at: clock.now().toISOString(),
      content_hash: contentHash({ id }),
      schema_version: ALERT_SCHEMA_VERSION,
      tenant: created.tenant,
      change_id: changeId,
      payload: { alert_id: id, type: 'new_citation', watchlist_id: created.id, fei_number: created.fei_number, facility_name: 'Acme', occurred_at: clock.now().toISOString(), diff: { before: null, after: { citation_id: changeId } }, api_version: 'v1' },
    };
    const message: BusMessage = { topic: TOPICS.alerts, partition: 0, offset: offset++, key: created.id, value, timestamp: clock.now().toISOString(), headers: {} };
    const result = await createWebhookSink({ store, clock }).handleBatch([message]);
    expect(result.rejected).toEqual([]);
    return id;
  }

  const dispatcher = (overrides: { random?: () => number } = {}) =>
    createWebhookDispatcher({ store, webhooks: deps.webhooks, bus: deps.bus, clock, logger: createSilentLogger(), random: overrides.random ?? (() => 0.5) });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    env = await createTestDeps({ embedder, env: { REGINTEL_WEBHOOK_CA_FILE: receiver.caFile, REGINTEL_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
    deps = env.deps;
    deps.webhooks = createWebhookClient({ config: deps.config.webhooks, dataDir: env.dataDir, resolve });
    await deps.bus.ensureTopics(Object.values(TOPICS));
    store = createAlertStore(deps.graph);
  }, 60_000);

  afterAll(async () => {
    await env?.cleanup();
    await receiver?.close();
  });

  it('retries a receiver answering 500 three times with growing delays, then delivers once (fake clock)', async () => {
    const created = await entry('t-flaky', '3001001', receiver.url('/flaky'));
    receiver.reply('/flaky', [500, 500, 500, 200]);
    const id = await alertFor(created, 'change-1');
    const sender = dispatcher();
    for (let round = 0; round < 10; round += 1) {
      await sender.runDue();
      const alert = await store.getAlert(id);
      if (alert?.delivery.state !== 'pending') break;
      clock.set(alert.delivery.next_attempt_at as string);
    }
    const alert = await store.getAlert(id);
    expect(alert?.delivery).toMatchObject({ state: 'delivered', attempts: 4, last_status_code: 200, next_attempt_at: null });
    const attempts = (await store.listAttempts({ tenant: 't-flaky', watchlistId: created.id, limit: 10, offset: 0 })).reverse();
    expect(attempts.map((a) => [a.attempt, a.outcome, a.status_code])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 500],
      [3, 'failed', 500],
      [4, 'delivered', 200],
    ]);
    const times = attempts.map((a) => Date.parse(a.attempted_at));
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(gaps[0]).toBeGreaterThan(0);
    expect(gaps[1]).toBeGreaterThan(gaps[0] as number);
    expect(gaps[2]).toBeGreaterThan(gaps[1] as number);
    // The receiver saw the same webhook-id four times, every signature valid.
    const seen = receiver.received.filter((r) => r.path === '/flaky');
    expect(seen.map((r) => r.id)).toEqual([id, id, id, id]);
    expect(seen.every((r) => r.verified)).toBe(true);
    expect(seen[0]?.payload).toMatchObject({ alert_id: id, type: 'new_citation', watchlist_id: created.id, fei_number: '3001001', api_version: 'v1', diff: { before: null } });
    // Every attempt is on the delivery log too.
    const log = await deps.bus.read(TOPICS.alertsDeliveries, { limit: 100 });
    expect(log.filter((m) => (m.value as { alert_id: string }).alert_id === id)).toHaveLength(4);
  });

  it('keeps the retry schedule across a restart: a new process picks up the due retry', async () => {
    const created = await entry('t-restart', '3002002', receiver.url('/restart'));
    receiver.reply('/restart', [503]);
    const id = await alertFor(created, 'change-restart');
    await dispatcher().runDue();
    const pending = await store.getAlert(id);
    expect(pending?.delivery).toMatchObject({ state: 'pending', attempts: 1, last_status_code: 503 });

    // The process goes away (nothing kept in memory), another starts on the same data folder.
    await env.close();
    env = await createTestDeps({ embedder, dataDir: env.dataDir, env: { REGINTEL_WEBHOOK_CA_FILE: receiver.caFile, REGINTEL_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
    deps = env.deps;
    deps.webhooks = createWebhookClient({ config: deps.config.webhooks, dataDir: env.dataDir, resolve });
    store = createAlertStore(deps.graph);

    expect(await dispatcher().runDue()).toBe(0); // not due yet
    clock.set(pending?.delivery.next_attempt_at as string);
    expect(await dispatcher().runDue()).toBe(1);
    expect((await store.getAlert(id))?.delivery).toMatchObject({ state: 'delivered', attempts: 2 });
    // The secret was sealed with the data folder's key and still signs after the restart.
    expect(receiver.received.filter((r) => r.path === '/restart').map((r) => r.verified)).toEqual([true, true]);
  });

  it('times a hanging receiver out without delaying another tenant’s delivery', async () => {
    const hanging = await entry('t-hang', '3003003', receiver.url('/hang'));
    const healthy = await entry('t-healthy', '3003003', receiver.url('/healthy'));
    receiver.reply('/hang', ['hang']);
    const stuck = await alertFor(hanging, 'change-hang');
    const fine = await alertFor(healthy, 'change-healthy');
    const pass = dispatcher().runDue();
    // The healthy receiver is served while the hanging one still holds its request.
    await receiver.waitFor((all) => all.some((r) => r.path === '/healthy'));
    await expect.poll(async () => (await store.getAlert(fine))?.delivery.state).toBe('delivered');
    expect((await store.getAlert(stuck))?.delivery.attempts).toBe(0);
    await pass;
    const [attempt] = await store.listAttempts({ tenant: 't-hang', watchlistId: hanging.id, limit: 5, offset: 0 });
    expect(attempt).toMatchObject({ outcome: 'timeout', status_code: null, error: 'timeout: no response within 5000 ms' });
    expect((await store.getAlert(stuck))?.delivery).toMatchObject({ state: 'pending', attempts: 1 });
  }, 20_000);

  it('keeps a tenant whose 20 entries share one hanging receiver to its share of the slots', async () => {
    // Twenty entries of one tenant, one dead URL: per-entry isolation alone would let them take
    // all 16 slots for 5 s each; the per-tenant cap (a quarter of the slots) leaves room.
    receiver.reply('/dead', Array.from({ length: 40 }, () => 'hang' as const));
    const dead = [];
    for (let i = 0; i < 20; i += 1) dead.push(await entry('t-dead', String(3_100_000 + i), receiver.url('/dead')));
    const stuck = [];
    for (const [i, created] of dead.entries()) stuck.push(await alertFor(created, `change-dead-${i}`));
    // The healthy tenant's alert is due last, so the due order alone would put it behind all twenty.
    clock.advance(1);
    const healthy = await entry('t-healthy-2', '3004004', receiver.url('/healthy-2'));
    const fine = await alertFor(healthy, 'change-healthy-2');
    const started = Date.now();
    const pass = dispatcher().runDue();
    await receiver.waitFor((all) => all.some((r) => r.path === '/healthy-2'), 4_000);
    expect(Date.now() - started).toBeLessThan(4_000);
    await expect.poll(async () => (await store.getAlert(fine))?.delivery.state).toBe('delivered');
    // The dead tenant had four attempts in flight, not sixteen.
    expect(receiver.received.filter((r) => r.path === '/dead')).toHaveLength(4);
    await pass;
    const attempted = await Promise.all(stuck.map(async (id) => (await store.getAlert(id))?.delivery.attempts ?? 0));
    expect(attempted.filter((n) => n === 1)).toHaveLength(4);
    // Out of the later tests' way: the dead tenant's alerts stop here.
    for (const id of stuck) await store.updateDelivery(id, { state: 'cancelled', next_attempt_at: null });
  }, 30_000);

  it('disables the webhook on 410 Gone and cancels what is pending for it', async () => {
    const created = await entry('t-gone', '3004004', receiver.url('/gone'));
    receiver.reply('/gone', [410]);
    const first = await alertFor(created, 'gone-1');
    await dispatcher().runDue();
    expect((await store.getAlert(first))?.delivery).toMatchObject({ state: 'disabled', last_status_code: 410 });
    expect((await store.getEntry(created.id))?.webhook_disabled_at).not.toBeNull();
    const second = await alertFor(created, 'gone-2');
    expect((await store.getAlert(second))?.delivery.state).toBe('disabled');
    expect(receiver.received.filter((r) => r.path === '/gone')).toHaveLength(1);
  });

  it('refuses, without connecting, a name that resolves to 10.0.0.1, 169.254.169.254 or a non-allowed loopback', async () => {
    // Created while pointing at the allowed address, then the name's DNS changes (rebinding).
    const targets = [
      { tenant: 't-ssrf-1', host: 'private.test', address: '10.0.0.1' },
      { tenant: 't-ssrf-2', host: 'metadata.test', address: '169.254.169.254' },
      { tenant: 't-ssrf-3', host: 'rebind.test', address: '127.0.0.1' },
    ];
    const ids: Array<{ id: string; entryId: string; tenant: string; address: string }> = [];
    for (const target of targets) {
      const created = await entry(target.tenant, '3005005', receiver.url('/ssrf'), '/ssrf');
      await store.updateEntry(created.id, { webhook_url: `https://${target.host}:${receiver.port}/ssrf` });
      ids.push({ id: await alertFor(created, `ssrf-${target.host}`), entryId: created.id, tenant: target.tenant, address: target.address });
    }
    const before = receiver.connections();
    await dispatcher().runDue();
    expect(receiver.connections()).toBe(before);
    expect(receiver.received.filter((r) => r.path === '/ssrf')).toHaveLength(0);
    for (const { id, entryId, tenant, address } of ids) {
      const [attempt] = await store.listAttempts({ tenant, watchlistId: entryId, limit: 5, offset: 0 });
      expect(attempt).toMatchObject({ outcome: 'refused', status_code: null });
      expect(attempt?.error).toContain(address);
      expect((await store.getAlert(id))?.delivery.state).toBe('pending');
    }
  });
});
