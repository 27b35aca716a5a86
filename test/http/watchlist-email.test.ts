import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntries } from '../../api/watchlist/watchlist-service.ts';
import type { Deps } from '../../cli/deps.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { alertId } from '../../enrich/alerts/alert-diff.ts';
import { ALERT_SCHEMA_VERSION, type AlertRecord } from '../../enrich/alerts/alert-records.ts';
import { type AlertStore, createAlertStore } from '../../enrich/alerts/alert-store.ts';
import { type AlertEmailStore, createAlertEmailStore } from '../../enrich/alerts/email-store.ts';
import { EMAIL_DISPATCHER, createEmailDispatcher } from '../../enrich/sinks/email-dispatcher.ts';
import { createEmailSink } from '../../enrich/sinks/email.sink.ts';
import { WEBHOOK_DISPATCHER } from '../../enrich/sinks/webhook-dispatcher.ts';
import { createWebhookSink } from '../../enrich/sinks/webhook.sink.ts';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS, dlqTopic } from '../../infra/bus/topics.ts';
import { type Clock, createFixedClock } from '../../infra/clock.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { createMailer } from '../../infra/mail/mailer.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../fixtures/smtp-receiver.ts';
import { type WebhookReceiver, startWebhookReceiver } from '../fixtures/webhook-receiver.ts';

/*
 * Alert e-mail against a real SMTP server started in the test (the `smtp-server` package): from a
 * change on facility.changes to a message in the server's hands, beside the signed webhook of the
 * same alert; a server that refuses is retried on the webhook schedule (fake clock) without holding
 * up another tenant's mail; with no SMTP configured nothing is sent and nothing fails.
 */

const embedder = createHashEmbedder();
const FROM = 'RegIntel Test <alerts@regintel.test>';

/** A classification change VAI → OAI on facility.changes, as the facilities step publishes it. */
function classificationChange(fei: string, occurredAt: string) {
  const body = {
    id: `classification_change:${fei}:1002:VAI->OAI`,
    type: 'classification_change',
    fei_number: fei,
    facility_name: 'Acme Drugs Inc',
    occurred_at: occurredAt,
    diff: { before: { inspection_id: '1002', classification: 'VAI' }, after: { inspection_id: '1002', end_date: '2024-05-20', classification: 'OAI' } },
  };
  return { ...body, source: 'test', fetched_at: occurredAt, content_hash: contentHash(body), schema_version: 1 };
}

describe('alert e-mail end to end', () => {
  let smtp: SmtpReceiver;
  let receiver: WebhookReceiver;
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  const GROUPS = ['enrich.alerts', 'sink.webhooks', 'sink.email'];

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    receiver = await startWebhookReceiver();
    env = await createTestDeps({
      embedder,
      env: { REGINTEL_WEBHOOK_CA_FILE: receiver.caFile, REGINTEL_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', REGINTEL_SMTP_URL: smtp.url, REGINTEL_SMTP_FROM: FROM },
    });
    deps = env.deps;
    pipeline = await startPipeline(deps, [...GROUPS, WEBHOOK_DISPATCHER, EMAIL_DISPATCHER]);
  }, 60_000);

  afterAll(async () => {
    await pipeline?.stop();
    await env?.cleanup();
    await receiver?.close();
    await smtp?.close();
  });

  it('mails each entry with an address a plain message with the facility, the change and the diff, beside the webhook', async () => {
    const service = { store: createAlertStore(deps.graph), graph: deps.graph, webhooks: deps.webhooks, bus: deps.bus, clock: deps.clock };
    const [both] = await createEntries(service, 't-mail-a', { fei_number: '3001001', webhook_url: receiver.url('/both'), notification_email: 'qa@acme.test' });
    const [mailOnly] = await createEntries(service, 't-mail-b', { facilities: ['3001001'], notification_email: 'ops@beta.test', alert_on: ['classification_change'] });
    const [neither] = await createEntries(service, 't-mail-c', { fei_number: '3001001' });
    if (!both?.webhook_secret || !mailOnly || !neither) throw new Error('entries not created');
    receiver.setSecret('/both', both.webhook_secret);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await deps.bus.publish(TOPICS.facilityChanges, [{ key: '3001001', value: classificationChange('3001001', new Date().toISOString()) }]);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 30_000, pollMs: 100 });
    await smtp.waitFor((all) => all.length >= 2);
    await receiver.waitFor((all) => all.some((r) => r.path === '/both'));

    expect(smtp.received).toHaveLength(2);
    const toA = smtp.received.find((m) => m.to.includes('qa@acme.test'));
    const toB = smtp.received.find((m) => m.to.includes('ops@beta.test'));
    expect(toA?.to).toEqual(['qa@acme.test']);
    expect(toB?.to).toEqual(['ops@beta.test']);
    const idA = alertId(both.id, classificationChange('3001001', '').id);
    for (const [mail, entryId, id] of [
      [toA, both.id, idA],
      [toB, mailOnly.id, alertId(mailOnly.id, classificationChange('3001001', '').id)],
    ] as const) {
      expect(mail?.subject).toBe('[RegIntel] Inspection classification changed: Acme Drugs Inc (FEI 3001001)');
      expect(mail?.headers.from).toContain('alerts@regintel.test');
      expect(mail?.headers['message-id']).toBe(`<${id}@regintel>`);
      expect(mail?.headers['content-type']).toMatch(/^text\/plain/);
      const text = mail?.text ?? '';
      expect(text).toContain('Facility:     Acme Drugs Inc');
      expect(text).toContain('FEI number:   3001001');
      expect(text).toContain('Change:       classification_change');
      expect(text).toMatch(/Before:\n {4}Inspection: 1002\n {4}Classification: VAI\n\nAfter:\n {4}Inspection: 1002\n {4}Inspection end date: 2024-05-20\n {4}Classification: OAI/);
      expect(text).toContain(`Alert id:     ${id}`);
      expect(text).toContain(`Watchlist id: ${entryId}`);
      expect(text).not.toMatch(/https?:|www\.|<a\s/i);
    }
    // The webhook of the same alert went out, signed, unaffected.
    const hooks = receiver.received.filter((r) => r.path === '/both');
    expect(hooks.map((r) => [r.id, r.verified])).toEqual([[idA, true]]);

    // Each channel has its own attempt records on the entry's delivery list and on the log.
    const store = createAlertStore(deps.graph);
    await expect
      .poll(async () => (await store.listAttempts({ tenant: 't-mail-a', watchlistId: both.id, limit: 10, offset: 0 })).map((a) => [a.channel, a.outcome, a.status_code]).sort(), { timeout: 10_000 })
      .toEqual([
        ['email', 'delivered', 250],
        ['webhook', 'delivered', 200],
      ]);
    // The SMTP server has both messages a moment before the dispatcher records the second attempt.
    const emailAttemptsLogged = async () =>
      (await deps.bus.read(TOPICS.alertsDeliveries, { limit: 100 }))
        .filter((m) => (m.value as { channel: string }).channel === 'email')
        .map((m) => (m.value as { alert_id: string }).alert_id)
        .sort();
    await expect.poll(emailAttemptsLogged, { timeout: 10_000 }).toEqual([idA, alertId(mailOnly.id, classificationChange('3001001', '').id)].sort());
    expect((await createAlertEmailStore(deps.graph).get(idA))?.state).toBe('delivered');
  }, 60_000);

  it('mails nothing twice when the alerts are replayed', async () => {
    const before = smtp.received.length;
    await deps.bus.seek('sink.email', TOPICS.alerts, 0, 0);
    await deps.bus.seek('enrich.alerts', TOPICS.facilityChanges, 0, 0);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 30_000, pollMs: 100 });
    // A pass of the e-mail dispatcher (every 250 ms) has had time to run; nothing new is due.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(smtp.received.length).toBe(before);
  });
});

describe('alert e-mail retries', () => {
  let smtp: SmtpReceiver;
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let store: AlertStore;
  let emails: AlertEmailStore;
  const clock = createFixedClock(new Date());
  let offset = 0;

  /** An alert for an entry (occurring at `at`'s now), through the real webhook and e-mail sinks (as if the differ had published it). */
  async function alertFor(created: { id: string; tenant: string; fei_number: string }, changeId: string, at: Clock = clock): Promise<string> {
    const id = alertId(created.id, changeId);
    const value: AlertRecord = {
      id,
      source: 'test',
      fetched_at: at.now().toISOString(),
      content_hash: contentHash({ id }),
      schema_version: ALERT_SCHEMA_VERSION,
      tenant: created.tenant,
      change_id: changeId,
      payload: { alert_id: id, type: 'new_citation', watchlist_id: created.id, fei_number: created.fei_number, facility_name: 'Acme', occurred_at: at.now().toISOString(), diff: { before: null, after: { citation_id: changeId, act_cfr_number: '21 CFR 211.192' } }, api_version: 'v1' },
    };
    const message: BusMessage = { topic: TOPICS.alerts, partition: 0, offset: offset++, key: created.id, value, timestamp: at.now().toISOString(), headers: {} };
    expect((await createWebhookSink({ store, clock }).handleBatch([message])).rejected).toEqual([]);
    expect((await createEmailSink({ store, emails, clock, enabled: deps.mail !== null }).handleBatch([message])).rejected).toEqual([]);
    return id;
  }

  const entry = async (tenant: string, fei: string, email: string) => {
    const [created] = await createEntries({ store, graph: deps.graph, webhooks: deps.webhooks, bus: deps.bus, clock }, tenant, { fei_number: fei, notification_email: email });
    if (!created) throw new Error('entry not created');
    return created;
  };
  const dispatcher = (mailer = deps.mail) => {
    if (!mailer) throw new Error('no mailer');
    return createEmailDispatcher({ emails, store, mailer, bus: deps.bus, clock, logger: createSilentLogger(), random: () => 0.5 });
  };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    env = await createTestDeps({ embedder, env: { REGINTEL_SMTP_URL: smtp.url } });
    deps = env.deps;
    await deps.bus.ensureTopics(Object.values(TOPICS));
    store = createAlertStore(deps.graph);
    emails = createAlertEmailStore(deps.graph);
  }, 60_000);

  afterAll(async () => {
    await env?.cleanup();
    await smtp?.close();
  });

  it('retries a refusing server with growing delays, without holding up another tenant’s mail (fake clock)', async () => {
    const refused = await entry('t-refused', '3101001', 'refused@acme.test');
    const fine = await entry('t-fine', '3101001', 'fine@beta.test');
    clock.advance(1000);
    smtp.refuse(3, 451, { to: 'refused@acme.test' });
    const stuck = await alertFor(refused, 'refuse-1');
    const other = await alertFor(fine, 'fine-1');

    const sender = dispatcher();
    await sender.runDue();
    // The other tenant's message went out in the same pass.
    expect(smtp.received.map((m) => m.to)).toEqual([['fine@beta.test']]);
    expect((await emails.get(other))?.state).toBe('delivered');
    for (let round = 0; round < 10; round += 1) {
      const email = await emails.get(stuck);
      if (email?.state !== 'pending') break;
      clock.set(email.next_attempt_at as string);
      await sender.runDue();
    }
    expect(await emails.get(stuck)).toMatchObject({ state: 'delivered', attempts: 4, last_status_code: 250, next_attempt_at: null, last_error: null });
    const attempts = (await store.listAttempts({ tenant: 't-refused', watchlistId: refused.id, limit: 10, offset: 0 })).reverse();
    expect(attempts.map((a) => [a.channel, a.attempt, a.outcome, a.status_code])).toEqual([
      ['email', 1, 'failed', 451],
      ['email', 2, 'failed', 451],
      ['email', 3, 'failed', 451],
      ['email', 4, 'delivered', 250],
    ]);
    expect(attempts[0]?.error).toContain('451');
    const times = attempts.map((a) => Date.parse(a.attempted_at));
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(gaps[0]).toBeGreaterThan(0);
    expect(gaps[1]).toBeGreaterThan(gaps[0] as number);
    expect(gaps[2]).toBeGreaterThan(gaps[1] as number);
    expect(smtp.refusals()).toBe(3);
    expect(smtp.received.filter((m) => m.to.includes('refused@acme.test'))).toHaveLength(1);
  });

  it('retries when the SMTP server is down, and the schedule survives a restart', async () => {
    const created = await entry('t-down', '3102002', 'down@acme.test');
    const id = await alertFor(created, 'down-1');
    // A closed port: the connection is refused.
    const closed = await startSmtpReceiver();
    await closed.close();
    await dispatcher(createMailer({ smtpUrl: closed.url, from: FROM }) ?? undefined).runDue();
    const pending = await emails.get(id);
    expect(pending).toMatchObject({ state: 'pending', attempts: 1, last_status_code: null });
    expect(pending?.last_error).toMatch(/ECONNREFUSED/);

    // The process goes away; another starts on the same data folder and sends when the retry is due.
    await env.close();
    env = await createTestDeps({ embedder, dataDir: env.dataDir, env: { REGINTEL_SMTP_URL: smtp.url } });
    deps = env.deps;
    store = createAlertStore(deps.graph);
    emails = createAlertEmailStore(deps.graph);
    const before = smtp.received.length;
    expect(await dispatcher().runDue()).toBe(0);
    clock.set(pending?.next_attempt_at as string);
    expect(await dispatcher().runDue()).toBe(1);
    expect(await emails.get(id)).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['down@acme.test']]);
  });

  it('does not mail an alert that occurred more than 24 hours ago (no backlog when e-mail is turned on)', async () => {
    const created = await entry('t-old', '3104004', 'old@acme.test');
    const past = createFixedClock(new Date(clock.now().getTime() - 25 * 60 * 60 * 1000));
    const id = await alertFor(created, 'old-1', past);
    expect(await emails.existing([id])).toEqual(new Set());
  });

  it('cancels the pending e-mail of a deleted entry', async () => {
    const created = await entry('t-deleted', '3103003', 'gone@acme.test');
    const id = await alertFor(created, 'deleted-1');
    await store.updateEntry(created.id, { deleted_at: new Date().toISOString() });
    const before = smtp.received.length;
    await dispatcher().runDue();
    expect(await emails.get(id)).toMatchObject({ state: 'cancelled', last_error: 'watchlist entry deleted' });
    expect(smtp.received.length).toBe(before);
  });
});

describe('alert e-mail with no SMTP configured', () => {
  let smtp: SmtpReceiver;
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let pipeline: RunningPipeline;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    env = await createTestDeps({ embedder });
  }, 60_000);

  afterAll(async () => {
    await pipeline?.stop();
    await env?.cleanup();
    await smtp?.close();
  });

  it('sends nothing and fails nothing: the alert is stored, no e-mail is scheduled', async () => {
    const { deps } = env;
    expect(deps.mail).toBeNull();
    pipeline = await startPipeline(deps, ['enrich.alerts', 'sink.webhooks', 'sink.email', WEBHOOK_DISPATCHER, EMAIL_DISPATCHER]);
    const store = createAlertStore(deps.graph);
    const [created] = await createEntries({ store, graph: deps.graph, webhooks: deps.webhooks, bus: deps.bus, clock: deps.clock }, 't-nosmtp', { fei_number: '3201001', notification_email: 'qa@acme.test' });
    if (!created) throw new Error('entry not created');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await deps.bus.publish(TOPICS.facilityChanges, [{ key: '3201001', value: classificationChange('3201001', new Date().toISOString()) }]);
    await waitUntilIdle(deps, ['enrich.alerts', 'sink.webhooks', 'sink.email'], { timeoutMs: 30_000, pollMs: 100 });
    const id = alertId(created.id, classificationChange('3201001', '').id);
    expect((await store.getAlert(id))?.delivery.state).toBe('no_webhook');
    expect(await createAlertEmailStore(deps.graph).existing([id])).toEqual(new Set());
    expect(await store.listAttempts({ tenant: 't-nosmtp', watchlistId: created.id, limit: 10, offset: 0 })).toEqual([]);
    expect((await deps.bus.lag()).filter((l) => l.groupId === 'sink.email').every((l) => l.lag === 0)).toBe(true);
    expect(await deps.bus.read(dlqTopic('sink.email'), { limit: 10 }).catch(() => [])).toEqual([]);
    expect(smtp.received).toEqual([]);
  }, 60_000);
});
