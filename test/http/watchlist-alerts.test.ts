import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { WEBHOOK_DISPATCHER } from '../../enrich/sinks/webhook-dispatcher.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { type JsonResponse, createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { type WebhookReceiver, type ReceivedWebhook, startWebhookReceiver } from '../fixtures/webhook-receiver.ts';
import { citation, inspection } from './watchlist-flow.ts';

/*
 * The alert path end to end in embedded mode: raw FDA records → facilities step → facility.changes
 * → alert differ → alerts → webhook sink → a real HTTPS receiver verifying every signature. A
 * baseline is ingested first, two tenants watch the facility, then a new 483 citation and a VAI →
 * OAI reclassification arrive; each tenant gets exactly the alert types it asked for, once, even
 * after the differ replays facility.changes; a risk-score move under 5 points sends nothing.
 */

const GROUPS = ['enrich.facilities', 'enrich.alerts', 'sink.webhooks'];

describe('alert path end to end', () => {
  let receiver: WebhookReceiver;
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  const keys = { a: '', b: '' };
  const entries = { a: '', b: '' };

  const call = async (method: string, path: string, key: string, body?: unknown): Promise<JsonResponse> => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  const at = (path: string) => (all: ReceivedWebhook[]) => all.filter((r) => r.path === path);
  const idle = () => waitUntilIdle(deps, GROUPS, { timeoutMs: 60_000, pollMs: 100 });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    env = await createTestDeps({ embedder: createHashEmbedder(), env: { REGINTEL_WEBHOOK_CA_FILE: receiver.caFile, REGINTEL_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
    deps = env.deps;
    pipeline = await startPipeline(deps, [...GROUPS, WEBHOOK_DISPATCHER]);
    // The baseline: two inspections, no citations yet. The first document of a facility raises no events.
    await deps.bus.publish(TOPICS.rawInspections, [
      { key: '1001', value: inspection('1001', '2021-03-10', 'NAI') },
      { key: '1002', value: inspection('1002', '2024-05-20', 'VAI') },
    ]);
    await idle();
    api = await startTestServer(deps);
    keys.a = (await deps.apiKeys.create({ tenantId: 't-alpha', tier: 'starter', test: true })).key;
    keys.b = (await deps.apiKeys.create({ tenantId: 't-beta', tier: 'pro', test: true })).key;
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await pipeline?.stop();
    await env?.cleanup();
    await receiver?.close();
  });

  it('delivers each tenant exactly its alert types, signed, with the right diffs', async () => {
    const a = await call('POST', '/v1/483/watchlist', keys.a, { fei_number: '3001001', webhook_url: receiver.url('/alpha') });
    const b = await call('POST', '/v1/483/watchlist', keys.b, { fei_number: '3001001', webhook_url: receiver.url('/beta'), alert_on: ['new_citation'] });
    expect([a.status, b.status]).toEqual([201, 201]);
    entries.a = a.body.watchlist_id;
    entries.b = b.body.watchlist_id;
    receiver.setSecret('/alpha', a.body.webhook_secret);
    receiver.setSecret('/beta', b.body.webhook_secret);

    // News: inspection 1002 is reclassified VAI → OAI and a 483 citation is posted for it.
    await deps.bus.publish(TOPICS.rawInspections, [{ key: '1002', value: inspection('1002', '2024-05-20', 'OAI') }]);
    await deps.bus.publish(TOPICS.rawCitations, [{ key: 'c', value: citation('1002', '2024-05-20', '21 CFR 211.192', 'Investigations of discrepancies') }]);
    await idle();
    await receiver.waitFor((all) => at('/beta')(all).length >= 1 && at('/alpha')(all).some((r) => r.payload?.type === 'new_citation') && at('/alpha')(all).some((r) => r.payload?.type === 'classification_change'));
    await expect.poll(async () => (await call('GET', '/v1/483/alerts', keys.a)).body.results.every((r: { delivery: { state: string } }) => r.delivery.state === 'delivered'), { timeout: 10_000 }).toBe(true);

    const alpha = at('/alpha')(receiver.received);
    const beta = at('/beta')(receiver.received);
    expect([...alpha, ...beta].every((r) => r.verified)).toBe(true);
    expect(beta.map((r) => r.payload?.type)).toEqual(['new_citation']);
    const types = alpha.map((r) => r.payload?.type as string);
    // VAI → OAI lifts oai_ratio by 10 points on its own (below), so the composite moves ≥ 5: all
    // three types. The citation may move it again, in the same batch or its own: one or two risk alerts.
    expect(new Set(types)).toEqual(new Set(['new_citation', 'classification_change', 'risk_score_change']));
    expect(types.filter((type) => type === 'risk_score_change').length).toBeLessThanOrEqual(2);
    expect(new Set(alpha.map((r) => r.id)).size).toBe(alpha.length);

    const reclassified = alpha.find((r) => r.payload?.type === 'classification_change')?.payload;
    expect(reclassified).toMatchObject({
      alert_id: expect.stringMatching(/^alt_[0-9a-f]{32}$/),
      watchlist_id: entries.a,
      fei_number: '3001001',
      facility_name: 'Acme Drugs Inc',
      api_version: 'v1',
      diff: { before: { inspection_id: '1002', classification: 'VAI' }, after: { inspection_id: '1002', end_date: '2024-05-20', classification: 'OAI' } },
    });
    const cited = alpha.find((r) => r.payload?.type === 'new_citation')?.payload;
    expect(cited?.diff).toMatchObject({ before: null, after: { inspection_id: '1002', act_cfr_number: '21 CFR 211.192', date: '2024-05-20' } });
    type FactorMove = { name: string; before: number | null; after: number | null; delta: number | null };
    type RiskDiff = { delta: number; before: { risk_score: number; risk_level: string }; after: { risk_score: number; risk_level: string }; factors: FactorMove[] };
    const moves = alpha.filter((r) => r.payload?.type === 'risk_score_change').map((r) => (r.payload as { diff: RiskDiff }).diff);
    for (const diff of moves) {
      expect(Math.abs(diff.delta) >= 5 || diff.before.risk_level !== diff.after.risk_level).toBe(true);
      expect(diff.delta).toBeCloseTo(diff.after.risk_score - diff.before.risk_score, 1);
      // Per-factor deltas: all five factors of the spec, in its order, each after − before.
      expect(diff.factors.map((f) => f.name)).toEqual(['oai_ratio', 'citation_frequency', 'recency', 'severity', 'peer_benchmark']);
      for (const factor of diff.factors) expect(factor.delta).toBeCloseTo((factor.after ?? NaN) - (factor.before ?? NaN), 2);
      // The factor points add up to the composite on both sides (one decimal).
      const sum = (side: 'before' | 'after') => diff.factors.reduce((total, f) => total + (f[side] ?? 0), 0);
      expect(Math.abs(sum('before') - diff.before.risk_score)).toBeLessThan(0.1);
      expect(Math.abs(sum('after') - diff.after.risk_score)).toBeLessThan(0.1);
    }
    // oai_ratio = 40 × mean classification weight (spec: NAI 0.1, VAI 0.5, OAI 1.0): NAI+VAI → NAI+OAI,
    // in exactly one of the moves.
    expect(moves.filter((diff) => diff.factors.some((f) => f.name === 'oai_ratio' && f.before === 12 && f.after === 22 && f.delta === 10))).toHaveLength(1);

    // The history matches what was delivered; webhook-id is the alert id.
    const history = await call('GET', '/v1/483/alerts', keys.a);
    expect(history.body.total).toBe(alpha.length);
    expect(new Set(history.body.results.map((r: { alert_id: string }) => r.alert_id))).toEqual(new Set(alpha.map((r) => r.id)));
    expect(history.body.results[0].delivery).toMatchObject({ state: 'delivered', attempts: 1, last_status_code: 200 });
    const filtered = await call('GET', `/v1/483/watchlist/${entries.a}/alerts?type=classification_change`, keys.a);
    expect(filtered.body.results.map((r: { alert_id: string }) => r.alert_id)).toEqual([reclassified?.alert_id]);
    expect((await call('GET', '/v1/483/alerts?fei_number=3009999', keys.a)).body.total).toBe(0);
    expect((await call('GET', '/v1/483/alerts', keys.b)).body.total).toBe(1);

    // last_checked is set; the delivery log has one 200 per alert.
    const listed = await call('GET', '/v1/483/watchlist', keys.a);
    expect(listed.body.results[0].last_checked).toMatch(/\+00:00$/);
    const deliveries = await call('GET', `/v1/483/watchlist/${entries.a}/deliveries`, keys.a);
    expect(deliveries.body.results.map((d: { status_code: number }) => d.status_code)).toEqual(alpha.map(() => 200));
  }, 90_000);

  it('sends nothing twice when the differ replays facility.changes', async () => {
    const before = receiver.received.length;
    await deps.bus.seek('enrich.alerts', TOPICS.facilityChanges, 0, 0);
    await deps.bus.seek('enrich.alerts', TOPICS.enrichedFacilities, 0, 0);
    await idle();
    // A pass of the dispatcher has had time to run (poll 50 ms); nothing new is due.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.length).toBe(before);
    expect((await call('GET', '/v1/483/alerts', keys.b)).body.total).toBe(1);
  });

  it('sends nothing for a risk-score move under 5 points in the same band', async () => {
    const before = receiver.received.length;
    const body = {
      id: 'risk_score_change:3001001:2099-01-01:30->33',
      type: 'risk_score_change',
      reasons: ['points'],
      delta: 3,
      fei_number: '3001001',
      facility_name: 'Acme Drugs Inc',
      occurred_at: new Date().toISOString(),
      diff: { before: { risk_score: 30, risk_level: 'medium' }, after: { risk_score: 33, risk_level: 'medium' } },
    };
    await deps.bus.publish(TOPICS.facilityChanges, [{ key: '3001001', value: { ...body, source: 'test', fetched_at: body.occurred_at, content_hash: contentHash(body), schema_version: 1 } }]);
    await idle();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.length).toBe(before);
    const risk = (await call('GET', '/v1/483/alerts?type=risk_score_change', keys.a)).body.results as Array<{ diff: { delta: number } }>;
    expect(risk.some((r) => r.diff.delta === 3)).toBe(false);
  });

  it('redelivers an alert on request with the same webhook-id', async () => {
    const [latest] = (await call('GET', '/v1/483/alerts', keys.b)).body.results;
    const before = at('/beta')(receiver.received).length;
    const response = await call('POST', `/v1/483/alerts/${latest.alert_id}/redeliver`, keys.b);
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ alert_id: latest.alert_id, watchlist_id: entries.b, delivery: { state: 'pending' } });
    await receiver.waitFor((all) => at('/beta')(all).length > before);
    const again = at('/beta')(receiver.received).at(-1);
    expect(again).toMatchObject({ id: latest.alert_id, verified: true });
  });

  it('stops alerting a deleted entry', async () => {
    expect((await call('DELETE', `/v1/483/watchlist/${entries.b}`, keys.b)).status).toBe(200);
    const before = at('/beta')(receiver.received).length;
    await deps.bus.publish(TOPICS.rawCitations, [{ key: 'd', value: citation('1002', '2024-05-20', '21 CFR 211.22(d)', 'Procedures not in writing') }]);
    await idle();
    await receiver.waitFor((all) => at('/alpha')(all).some((r) => (r.payload?.diff as { after?: { act_cfr_number?: string } })?.after?.act_cfr_number === '21 CFR 211.22(d)'));
    expect(at('/beta')(receiver.received).length).toBe(before);
  });
});
