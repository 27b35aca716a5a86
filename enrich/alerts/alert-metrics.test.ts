import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedGraphStore } from '../../graph/graph-store.embedded.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { GRAPH_KEYS } from '../../graph/schema.ts';
import { createMetrics } from '../../infra/metrics/metrics.ts';
import { pendingDeliveries, withAlertMetrics } from './alert-metrics.ts';
import { API_VERSION, type DeliveryAttempt, type StoredAlert } from './alert-records.ts';
import { createAlertStore } from './alert-store.ts';
import { createAlertEmailStore } from './email-store.ts';

const alert = (id: string, createdAt: string, state: StoredAlert['delivery']['state'], type: StoredAlert['payload']['type'] = 'new_citation'): StoredAlert => ({
  payload: { alert_id: id, type, watchlist_id: 'wl_1', fei_number: '3001001', facility_name: null, occurred_at: createdAt, diff: { before: null, after: null }, api_version: API_VERSION },
  tenant: 'acme',
  created_at: createdAt,
  delivery: { state, attempts: 0, first_attempt_at: null, last_attempt_at: null, next_attempt_at: state === 'pending' ? createdAt : null, last_status_code: null, last_error: null },
});

const attempt = (alertId: string, outcome: DeliveryAttempt['outcome']): DeliveryAttempt => ({
  delivery_id: `${alertId}:webhook:1`,
  alert_id: alertId,
  watchlist_id: 'wl_1',
  tenant: 'acme',
  event_type: 'new_citation',
  channel: 'webhook',
  attempt: 1,
  attempted_at: '2026-11-26T12:00:00.000000Z',
  outcome,
  status_code: outcome === 'delivered' ? 200 : 500,
  latency_ms: 12,
  error: null,
});

describe('alert metrics', () => {
  let dir: string;
  let graph: GraphStore;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-alert-metrics-'));
    graph = createEmbeddedGraphStore({ file: join(dir, 'graph.db') });
    await graph.ensureSchema(GRAPH_KEYS);
  });
  afterEach(async () => {
    await graph.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts alerts created by type and delivery attempts by channel and outcome, storing them as before', async () => {
    const metrics = createMetrics({ role: 'test', defaultMetrics: false });
    const store = withAlertMetrics(createAlertStore(graph), metrics);
    await store.saveAlerts([alert('al_1', '2026-11-26T11:00:00.000000Z', 'pending'), alert('al_2', '2026-11-26T11:05:00.000000Z', 'pending', 'risk_score_change')]);
    await store.recordAttempt(attempt('al_1', 'delivered'));
    await store.recordAttempt(attempt('al_2', 'timeout'));
    const text = await metrics.text();
    expect(text).toContain('regintel_alerts_created_total{type="new_citation"} 1');
    expect(text).toContain('regintel_alerts_created_total{type="risk_score_change"} 1');
    expect(text).toContain('regintel_alert_deliveries_total{channel="webhook",outcome="delivered"} 1');
    expect(text).toContain('regintel_alert_deliveries_total{channel="webhook",outcome="timeout"} 1');
    expect((await createAlertStore(graph).getAlert('al_2'))?.payload.type).toBe('risk_score_change');
  });

  it('reads pending deliveries and the oldest one through the dispatchers’ due queries', async () => {
    const store = createAlertStore(graph);
    await store.saveAlerts([
      alert('al_1', '2026-11-26T11:00:00.000000Z', 'pending'),
      alert('al_2', '2026-11-26T09:30:00.000000Z', 'pending'),
      alert('al_3', '2026-11-26T08:00:00.000000Z', 'delivered'),
    ]);
    const pending = await pendingDeliveries({ alerts: store, emails: createAlertEmailStore(graph) });
    expect(pending).toEqual([
      { channel: 'webhook', count: 2, oldestCreatedAt: '2026-11-26T09:30:00.000000Z' },
      { channel: 'email', count: 0, oldestCreatedAt: null },
    ]);
  });
});
