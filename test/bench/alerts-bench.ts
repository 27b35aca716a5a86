import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDeps, createDeps } from '../../cli/deps.ts';
import { startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { createEntries } from '../../api/watchlist/watchlist-service.ts';
import { createAlertStore } from '../../enrich/alerts/alert-store.ts';
import { WEBHOOK_DISPATCHER } from '../../enrich/sinks/webhook-dispatcher.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { type WebhookReceiver, startWebhookReceiver } from '../fixtures/webhook-receiver.ts';

/*
 * `npm run bench -- --only alerts [--mode engines]`: the alert path from a `facility.changes`
 * event to a delivered, signed webhook, with the service's own settings (consumer poll 250 ms,
 * 16 attempts in flight, 5 s timeout), against a real HTTPS receiver on this machine that verifies
 * every signature. One more tenant's receiver hangs (never answers) and that tenant watches every
 * facility, so each change also starts an attempt that can only end by the 5 s timeout:
 * - latency: one change at a time (every 200 ms), time from publishing the change to the
 *   receiver having the answering tenant's webhook, p50/p95/max;
 * - throughput: a burst of changes published at once, deliveries per second to the answering
 *   receivers until the last has arrived.
 */

const TENANTS = 20;
const LATENCY_EVENTS = 100;
const BURST_EVENTS = 1_000;
const GROUPS = ['enrich.alerts', 'sink.webhooks'];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const feiOf = (tenant: number) => String(3_800_000 + tenant);

/** A `new_citation` change for a tenant's facility (ids unique per event, so each is news). */
function change(tenant: number, n: number) {
  const occurredAt = new Date().toISOString();
  const body = {
    id: `new_citation:${feiOf(tenant)}:bench-${n}`,
    type: 'new_citation',
    fei_number: feiOf(tenant),
    facility_name: `Bench Facility ${tenant}`,
    occurred_at: occurredAt,
    diff: { before: null, after: { citation_id: `bench-${n}`, inspection_id: `bench-i-${tenant}`, date: '2025-01-01', act_cfr_number: '21 CFR 211.192', cfr_section: '21 CFR 211.192', short_description: 'Bench citation' } },
  };
  return { key: body.fei_number, value: { ...body, source: 'bench', fetched_at: occurredAt, content_hash: contentHash(body), schema_version: 1 } };
}

export interface AlertsBenchFigures {
  mode: 'embedded' | 'engines';
  at: string;
  tenants: number;
  hanging_receivers: number;
  latency: { events: number; delivered: number; p50_ms: number; p95_ms: number; max_ms: number };
  throughput: { events: number; delivered: number; seconds: number; deliveries_per_second: number; last_alert_stored_after_seconds: number };
  hanging: { attempts: number; timeouts_recorded: number };
  unverified: number;
  answering_failed_attempts: number;
}

export async function alertsBench(options: { mode: 'embedded' | 'engines' }): Promise<AlertsBenchFigures> {
  const receiver: WebhookReceiver = await startWebhookReceiver();
  const dataDir = mkdtempSync(join(tmpdir(), 'regintel-bench-alerts-'));
  const prefix = 'regintel-bench-alerts-';
  if (options.mode === 'engines') await resetEngines(prefix);
  const config = loadConfig({
    REGINTEL_DATA_DIR: dataDir,
    REGINTEL_LOG_LEVEL: 'warn',
    PORT: '0',
    REGINTEL_WEBHOOK_CA_FILE: receiver.caFile,
    REGINTEL_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    ...(options.mode === 'engines' ? enginesEnv(prefix) : {}),
  });
  const deps = await createDeps(config, createLogger({ level: 'warn', destination: process.stderr }), { embedder: createHashEmbedder() });
  try {
    await deps.bus.ensureTopics(Object.values(TOPICS));
    // The watchlist service as the API wires it (cli/app.ts).
    const service = { store: createAlertStore(deps.graph), graph: deps.graph, webhooks: deps.webhooks, bus: deps.bus, clock: deps.clock };
    for (let t = 0; t < TENANTS; t += 1) {
      const [entry] = await createEntries(service, `bench-t${t}`, { fei_number: feiOf(t), webhook_url: receiver.url(`/t${t}`), alert_on: ['new_citation'] });
      receiver.setSecret(`/t${t}`, entry?.webhook_secret as string);
    }
    // The hanging receiver's tenant watches every facility (one entry each, all on the dead
    // receiver): each change costs it a 5 s attempt.
    const hanging = [];
    for (let t = 0; t < TENANTS; t += 1) {
      const [entry] = await createEntries(service, 'bench-hang', { fei_number: feiOf(t), webhook_url: receiver.url(`/hang/${t}`), alert_on: ['new_citation'] });
      receiver.setSecret(`/hang/${t}`, entry?.webhook_secret as string);
      receiver.reply(`/hang/${t}`, Array.from({ length: 10_000 }, () => 'hang' as const));
      hanging.push(entry);
    }

    const pipeline = await startPipeline(deps, [...GROUPS, WEBHOOK_DISPATCHER]);
    try {
      const answered = () => receiver.received.filter((r) => !r.path.startsWith('/hang/'));
      // Warm-up: one delivery end to end (consumer group joins, first TLS handshakes).
      await deps.bus.publish(TOPICS.facilityChanges, [change(0, -1)]);
      await receiver.waitFor(() => answered().length >= 1, 120_000);

      // Latency, one change at a time.
      const latencies: number[] = [];
      for (let n = 0; n < LATENCY_EVENTS; n += 1) {
        const tenant = n % TENANTS;
        const before = answered().length;
        const sent = Date.now();
        await deps.bus.publish(TOPICS.facilityChanges, [change(tenant, n)]);
        await receiver.waitFor(() => answered().length > before, 60_000);
        latencies.push((answered().at(-1)?.at ?? NaN) - sent);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      latencies.sort((a, b) => a - b);

      // Throughput: a burst spread over the tenants.
      const burstBefore = answered().length;
      const burstStart = Date.now();
      const burst = Array.from({ length: BURST_EVENTS }, (_, i) => change(i % TENANTS, LATENCY_EVENTS + i));
      for (let i = 0; i < burst.length; i += 100) await deps.bus.publish(TOPICS.facilityChanges, burst.slice(i, i + 100));
      await receiver.waitFor(() => answered().length >= burstBefore + BURST_EVENTS, 600_000);
      const burstSeconds = (Math.max(...answered().slice(burstBefore).map((r) => r.at)) - burstStart) / 1000;
      await waitUntilIdle(deps, GROUPS, { timeoutMs: 120_000, pollMs: 100 });

      // When the last burst alert was stored for delivery (the differ and sink's share of the time).
      let lastStored = 0;
      for (let t = 0; t < TENANTS; t += 1) {
        for (const alert of await service.store.listAlerts({ tenant: `bench-t${t}`, limit: 1000, offset: 0 })) lastStored = Math.max(lastStored, Date.parse(alert.created_at));
      }
      // Attempts to the answering receivers that did not deliver (a timeout under load, say): retried, so counted twice.
      let answeringFailures = 0;
      for (let t = 0; t < TENANTS; t += 1) {
        const [entry] = await service.store.listEntries({ tenant: `bench-t${t}`, limit: 1, offset: 0 });
        const log = await service.store.listAttempts({ tenant: `bench-t${t}`, watchlistId: entry?.id as string, limit: 1000, offset: 0 });
        answeringFailures += log.filter((a) => a.outcome !== 'delivered').length;
      }
      const hangAttempts = receiver.received.filter((r) => r.path.startsWith('/hang/')).length;
      let timeouts = 0;
      for (const entry of hanging) {
        const log = await service.store.listAttempts({ tenant: 'bench-hang', watchlistId: entry?.id as string, limit: 1000, offset: 0 });
        timeouts += log.filter((a) => a.outcome === 'timeout').length;
      }
      return {
        mode: options.mode,
        at: new Date().toISOString(),
        tenants: TENANTS,
        hanging_receivers: 1,
        latency: { events: LATENCY_EVENTS, delivered: latencies.length, p50_ms: percentile(latencies, 50), p95_ms: percentile(latencies, 95), max_ms: latencies.at(-1) ?? NaN },
        throughput: { events: BURST_EVENTS, delivered: answered().length - burstBefore, seconds: Math.round(burstSeconds * 100) / 100, deliveries_per_second: Math.round(BURST_EVENTS / burstSeconds), last_alert_stored_after_seconds: Math.round((lastStored - burstStart) / 10) / 100 },
        hanging: { attempts: hangAttempts, timeouts_recorded: timeouts },
        unverified: receiver.received.filter((r) => !r.verified).length,
        answering_failed_attempts: answeringFailures,
      };
    } finally {
      await pipeline.stop();
    }
  } finally {
    await closeDeps(deps);
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
