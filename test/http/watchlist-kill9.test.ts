import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WatchlistEntry, isoMicros } from '../../enrich/alerts/alert-records.ts';
import { type AlertStore, createAlertStore } from '../../enrich/alerts/alert-store.ts';
import { createEmbeddedGraphStore } from '../../graph/graph-store.embedded.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { createEmbeddedEventBus } from '../../infra/bus/event-bus.embedded.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { processEnv } from '../../infra/config.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { createWebhookClient } from '../../infra/webhooks/webhook-client.ts';
import { generateWebhookSecret } from '../../infra/webhooks/webhook-secrets.ts';
import { repoRoot } from '../fixtures/shared.ts';
import { type WebhookReceiver, startWebhookReceiver } from '../fixtures/webhook-receiver.ts';

/*
 * The retry schedule survives `kill -9` (issue 13, faults): the real `regintel enrich` process
 * turns a facility change into an alert and tries to deliver it to a real HTTPS receiver, which
 * answers 500. The process is killed with SIGKILL while the retry is still scheduled, nothing is
 * sent while it is down, and a new process sends the retry (same webhook-id, signed, answered
 * 200) no earlier than the schedule said: the schedule lives in the graph file, not in memory.
 */

const FIRST_RETRY_MS = 4_000;
const dataDir = mkdtempSync(join(tmpdir(), 'regintel-webhook-kill9-'));
const children: ChildProcess[] = [];
let receiver: WebhookReceiver;
let graph: GraphStore;
let store: AlertStore;
let entry: WatchlistEntry;

function startEnrich(): ChildProcess {
  const child = spawn(process.execPath, [join(repoRoot, 'bin/regintel.js'), 'enrich'], {
    cwd: repoRoot,
    env: {
      PATH: processEnv().PATH,
      HOME: processEnv().HOME,
      REGINTEL_DATA_DIR: dataDir,
      REGINTEL_LOG_LEVEL: 'warn',
      REGINTEL_CONSUMER_POLL_MS: '50',
      REGINTEL_WEBHOOK_CA_FILE: receiver.caFile,
      REGINTEL_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      REGINTEL_WEBHOOK_FIRST_RETRY_MS: String(FIRST_RETRY_MS),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  return child;
}

function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The entry as the API stores it: its secret sealed with the data folder's key file, which the
  // child process opens in turn.
  graph = createEmbeddedGraphStore({ file: join(dataDir, 'graph.db') });
  store = createAlertStore(graph);
  const webhooks = createWebhookClient({ config: { allowedHosts: ['127.0.0.1'], caFile: receiver.caFile, secretKey: null, firstRetryDelayMs: FIRST_RETRY_MS }, dataDir });
  const secret = generateWebhookSecret();
  entry = {
    id: 'wl_00000000000000000000kill',
    tenant: 't-kill9',
    fei_number: '3001001',
    legal_name: 'Acme Drugs Inc',
    webhook_url: receiver.url('/k9'),
    alert_on: ['new_citation'],
    alert_threshold: null,
    notification_email: null,
    created_at: isoMicros(new Date(Date.now() - 60_000)),
    last_checked: null,
    secret_sealed: webhooks.secrets.seal(secret),
    previous_secret_sealed: null,
    previous_secret_expires_at: null,
    webhook_disabled_at: null,
    deleted_at: null,
  };
  await store.saveEntries([entry]);
  receiver.setSecret('/k9', secret);
  receiver.reply('/k9', [500]);

  // A new 483 citation for the watched facility, on the bus file the child consumes.
  const bus = createEmbeddedEventBus({ file: join(dataDir, 'bus.db'), logger: createSilentLogger() });
  await bus.ensureTopics(Object.values(TOPICS));
  const occurredAt = new Date().toISOString();
  const body = {
    id: 'new_citation:3001001:c-kill9',
    type: 'new_citation',
    fei_number: '3001001',
    facility_name: 'Acme Drugs Inc',
    occurred_at: occurredAt,
    diff: { before: null, after: { citation_id: 'c-kill9', inspection_id: '1002', date: '2024-05-20', act_cfr_number: '21 CFR 211.192', cfr_section: '21 CFR 211.192', short_description: 'Investigations of discrepancies' } },
  };
  await bus.publish(TOPICS.facilityChanges, [{ key: '3001001', value: { ...body, source: 'test', fetched_at: occurredAt, content_hash: contentHash(body), schema_version: 1 } }]);
  await bus.close();
}, 60_000);

afterAll(async () => {
  await Promise.all(children.map((child) => kill(child, 'SIGKILL')));
  await graph?.close();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('webhook retry across kill -9 of the process', () => {
  it('sends the scheduled retry from a new process after SIGKILL, not before its time', async () => {
    const first = startEnrich();
    await receiver.waitFor((all) => all.length >= 1, 60_000);
    // The failed attempt is on the schedule in the graph: pending, one attempt, a retry due later.
    const [alert] = await until(
      () => store.listAlerts({ tenant: entry.tenant, limit: 10, offset: 0 }),
      (alerts) => alerts.length === 1 && alerts[0]?.delivery.attempts === 1 && alerts[0]?.delivery.state === 'pending',
      10_000,
      'the failed attempt on the schedule',
    );
    await kill(first, 'SIGKILL');
    expect(first.signalCode).toBe('SIGKILL');
    const killedAt = Date.now();
    const due = Date.parse(alert!.delivery.next_attempt_at as string);
    const lastAttempt = Date.parse(alert!.delivery.last_attempt_at as string);
    // 4 s ± 20 % after the failure; the kill came before it.
    expect(due - lastAttempt).toBeGreaterThanOrEqual(0.8 * FIRST_RETRY_MS);
    expect(due - lastAttempt).toBeLessThan(1.2 * FIRST_RETRY_MS);
    expect(killedAt).toBeLessThan(due);
    expect(receiver.received).toHaveLength(1);

    // Down past the due time: nobody sends.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 500));
    expect(receiver.received).toHaveLength(1);

    startEnrich();
    await receiver.waitFor((all) => all.length >= 2, 60_000);
    const [failed, retried] = receiver.received;
    expect(retried?.id).toBe(alert!.payload.alert_id);
    expect(failed?.id).toBe(alert!.payload.alert_id);
    expect(retried?.verified).toBe(true);
    expect(Number(retried?.timestamp) * 1000).toBeGreaterThanOrEqual(Math.floor(due / 1000) * 1000);

    const delivered = await until(
      () => store.getAlert(alert!.payload.alert_id),
      (stored) => stored?.delivery.state === 'delivered',
      10_000,
      'the retry recorded as delivered',
    );
    expect(delivered?.delivery).toMatchObject({ state: 'delivered', attempts: 2, last_status_code: 200 });
    const attempts = await store.listAttempts({ tenant: entry.tenant, watchlistId: entry.id, limit: 10, offset: 0 });
    expect(attempts.map((a) => [a.attempt, a.outcome, a.status_code]).sort()).toEqual([
      [1, 'failed', 500],
      [2, 'delivered', 200],
    ]);
    // Exactly two requests: the retry was sent once, by the new process.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(2);
  }, 120_000);
});
