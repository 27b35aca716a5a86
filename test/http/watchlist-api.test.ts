import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createWebhookClient } from '../../infra/webhooks/webhook-client.ts';
import { type JsonResponse, createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { type WebhookReceiver, startWebhookReceiver } from '../fixtures/webhook-receiver.ts';

/*
 * The watchlist endpoints over HTTP (spec doc 2; SPEC-DECISIONS 14, 15): both body forms, 409 for
 * the same FEI twice, tenants isolated (404), 400 naming the field for every bad input, the list
 * with pagination, delete, tenant events, secret rotation and the test event against a real HTTPS
 * receiver that verifies signatures.
 */

const resolve = async (host: string) => {
  const table: Record<string, string[]> = { 'hooks.example.com': ['93.184.216.34'], 'internal.example.com': ['10.0.0.1'], 'metadata.example.com': ['169.254.169.254'] };
  const found = table[host];
  if (!found) throw Object.assign(new Error('unknown host'), { code: 'ENOTFOUND' });
  return found;
};

describe('watchlist API', () => {
  let receiver: WebhookReceiver;
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  // Several keys per tenant, taken in turn, so the per-key second limits (Starter: 10/s) never bite.
  const pools: Record<'free' | 'a' | 'b', string[]> = { free: [], a: [], b: [] };
  let turn = 0;
  const keys = {
    get free() {
      return pools.free[0] as string;
    },
    get a() {
      return pools.a[turn++ % pools.a.length] as string;
    },
    get b() {
      return pools.b[turn++ % pools.b.length] as string;
    },
  };

  const call = async (method: string, path: string, key: string, body?: unknown): Promise<JsonResponse> => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  const post = (path: string, body: unknown, key: string = keys.a) => call('POST', path, key, body);
  const get = (path: string, key: string = keys.a) => call('GET', path, key);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    env = await createTestDeps({ embedder: createHashEmbedder(), env: { REGINTEL_WEBHOOK_CA_FILE: receiver.caFile, REGINTEL_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
    deps = env.deps;
    deps.webhooks = createWebhookClient({ config: deps.config.webhooks, dataDir: env.dataDir, resolve });
    await deps.bus.ensureTopics(Object.values(TOPICS));
    await deps.graph.upsertNodes('Facility', 'fei', [{ fei: '3001001', legal_name: 'Acme Drugs Inc' }]);
    api = await startTestServer(deps);
    pools.free.push((await deps.apiKeys.create({ tenantId: 't-free', tier: 'free', test: true })).key);
    for (let i = 0; i < 6; i += 1) {
      pools.a.push((await deps.apiKeys.create({ tenantId: 't-a', tier: 'pro', test: true })).key);
      pools.b.push((await deps.apiKeys.create({ tenantId: 't-b', tier: 'starter', test: true })).key);
    }
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await env?.cleanup();
    await receiver?.close();
  });

  it('creates an entry (201) with the spec fields, the secret shown once, and the firm name from our data', async () => {
    const created = await post('/v1/483/watchlist', { fei_number: '0003001001', webhook_url: 'https://hooks.example.com/regintel', alert_on: ['risk_score_change', 'new_citation'] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      watchlist_id: expect.stringMatching(/^wl_[0-9a-f]{24}$/),
      tenant_id: 't-a',
      fei_number: '3001001',
      legal_name: 'Acme Drugs Inc',
      webhook_url: 'https://hooks.example.com/regintel',
      alert_on: ['new_citation', 'risk_score_change'],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/),
      alert_threshold: null,
      notification_email: null,
      webhook_secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
    });
    expect(created.headers.get('cache-control')).toBe('no-store');
    // Never shown again.
    const listed = await get('/v1/483/watchlist');
    expect(JSON.stringify(listed.body)).not.toContain(created.body.webhook_secret);
    expect(listed.body.results[0]).toMatchObject({ watchlist_id: created.body.watchlist_id, last_checked: null, webhook_status: 'active' });
    expect(listed.body.results[0].tenant_id).toBeUndefined();

    // The same FEI again: 409 naming the existing entry, body A.
    const again = await post('/v1/483/watchlist', { fei_number: '3001001' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: `Facility 3001001 is already on the watchlist as ${created.body.watchlist_id}`, status_code: 409 });
    // Another tenant may watch it.
    expect((await post('/v1/483/watchlist', { fei_number: '3001001' }, keys.b)).status).toBe(201);
  });

  it('accepts the overview body: one entry per FEI, answered as { results }', async () => {
    const created = await post('/v1/483/watchlist', { facilities: ['3002002', '3003003', '0003002002'], alert_threshold: 'OAI', notification_email: 'qa@example.com' });
    expect(created.status).toBe(201);
    expect(created.body.results.map((e: { fei_number: string }) => e.fei_number)).toEqual(['3002002', '3003003']);
    expect(created.body.results[0]).toMatchObject({ alert_threshold: 'OAI', notification_email: 'qa@example.com', webhook_url: null, webhook_secret: null, alert_on: ['new_citation', 'classification_change', 'risk_score_change'] });
    const clash = await post('/v1/483/watchlist', { facilities: ['3009009', '3003003'] });
    expect(clash.status).toBe(409);
    expect((await get('/v1/483/watchlist')).body.total).toBe(3);
  });

  it('lists with pagination and validates limit/offset', async () => {
    const page = await get('/v1/483/watchlist?limit=2&offset=1');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, offset: 1, limit: 2, query_metadata: { execution_time_ms: expect.any(Number) } });
    // Oldest first; the two entries of one overview request share created_at (ties go by id).
    expect(page.body.results.map((e: { fei_number: string }) => e.fei_number).sort()).toEqual(['3002002', '3003003']);
    const bad = await get('/v1/483/watchlist?limit=101');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('limit');
  });

  it.each([
    [{}, 'fei_number'],
    [{ fei_number: 'abc' }, 'fei_number'],
    [{ fei_number: '0000' }, 'fei_number'],
    [{ fei_number: 0 }, 'fei_number'],
    [{ fei_number: '3001001', legal_name: 'Acme\u0000 Labs' }, 'legal_name'],
    [{ fei_number: '3001001', legal_name: 'Acme \ud800' }, 'legal_name'],
    [{ fei_number: '3001001', webhook_url: 'http://hooks.example.com/x' }, 'webhook_url'],
    [{ fei_number: '3001001', webhook_url: 'not a url' }, 'webhook_url'],
    [{ fei_number: '3001001', webhook_url: 'https://10.0.0.1/hook' }, 'webhook_url'],
    [{ fei_number: '3001001', webhook_url: 'https://internal.example.com/hook' }, 'webhook_url'],
    [{ fei_number: '3001001', webhook_url: 'https://metadata.example.com/latest' }, 'webhook_url'],
    [{ fei_number: '3001001', webhook_url: 'https://[::1]/hook' }, 'webhook_url'],
    [{ fei_number: '3001001', webhook_url: 'https://nowhere.invalid/hook' }, 'webhook_url'],
    [{ fei_number: '3001001', alert_on: ['new_citation', 'price_change'] }, 'alert_on'],
    [{ fei_number: '3001001', alert_on: [] }, 'alert_on'],
    [{ fei_number: '3001001', legal_name: 'x'.repeat(201) }, 'legal_name'],
    [{ fei_number: '3001001', notification_email: 'not-an-address' }, 'notification_email'],
    [{ facilities: ['3001001'], alert_threshold: 'BAD' }, 'alert_threshold'],
    [{ facilities: [] }, 'facilities'],
    [{ fei_number: '3001001', facilities: ['3002002'] }, 'facilities'],
    [[1, 2], 'body'],
  ])('answers 400 in body A naming the field for %j', async (body, field) => {
    const response = await post('/v1/483/watchlist', body, keys.b);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body).sort()).toEqual(['error', 'status_code']);
    expect(response.body.error).toContain(field);
  });

  it('lists the invalid and the valid alert_on values', async () => {
    const response = await post('/v1/483/watchlist', { fei_number: '3001001', alert_on: ['price_change'] }, keys.b);
    expect(response.body.error).toBe('Field alert_on: invalid value(s) "price_change". Valid values: new_citation, classification_change, risk_score_change');
  });

  it('keeps tenants apart: another tenant’s id is 404, never 403', async () => {
    const mine = (await get('/v1/483/watchlist')).body.results[0].watchlist_id as string;
    for (const [method, path] of [
      ['DELETE', `/v1/483/watchlist/${mine}`],
      ['GET', `/v1/483/watchlist/${mine}/alerts`],
      ['GET', `/v1/483/watchlist/${mine}/deliveries`],
      ['POST', `/v1/483/watchlist/${mine}/rotate-secret`],
      ['POST', `/v1/483/watchlist/${mine}/test`],
    ] as const) {
      const response = await call(method, path, keys.b);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ error: `Watchlist entry not found: ${mine}`, status_code: 404 });
    }
    expect((await get('/v1/483/watchlist', keys.b)).body.results.map((e: { fei_number: string }) => e.fei_number)).toEqual(['3001001']);
    expect((await call('DELETE', '/v1/483/watchlist/wl_doesnotexist', keys.a)).status).toBe(404);
    expect((await post('/v1/483/alerts/alt_0123/redeliver', undefined, keys.b)).status).toBe(404);
  });

  it('is Starter+: a Free key gets 403 in body A', async () => {
    const response = await get('/v1/483/watchlist', keys.free);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'Starter+ subscription required', status_code: 403 });
  });

  it('sends a signed test event to a real HTTPS receiver, rotates the secret and signs with both during the grace period', async () => {
    const created = await post('/v1/483/watchlist', { fei_number: '3007007', webhook_url: receiver.url('/api-test') }, keys.b);
    expect(created.status).toBe(201);
    const id = created.body.watchlist_id as string;
    receiver.setSecret('/api-test', created.body.webhook_secret);
    const tested = await post(`/v1/483/watchlist/${id}/test`, undefined, keys.b);
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ watchlist_id: id, delivered: true, outcome: 'delivered', status_code: 200, error: null, webhook_status: 'active' });
    const [request] = receiver.received.filter((r) => r.path === '/api-test');
    expect(request).toMatchObject({ id: tested.body.event_id, verified: true });
    expect(request?.payload).toMatchObject({ type: 'test', watchlist_id: id, fei_number: '3007007', api_version: 'v1' });

    const rotated = await post(`/v1/483/watchlist/${id}/rotate-secret`, undefined, keys.b);
    expect(rotated.status).toBe(200);
    expect(rotated.body.webhook_secret).not.toBe(created.body.webhook_secret);
    await post(`/v1/483/watchlist/${id}/test`, undefined, keys.b);
    // Verifies with the old secret (grace period) and with the new one.
    expect(receiver.received.filter((r) => r.path === '/api-test').at(-1)?.verified).toBe(true);
    receiver.setSecret('/api-test', rotated.body.webhook_secret);
    await post(`/v1/483/watchlist/${id}/test`, undefined, keys.b);
    expect(receiver.received.filter((r) => r.path === '/api-test').at(-1)?.verified).toBe(true);

    const deliveries = await get(`/v1/483/watchlist/${id}/deliveries`, keys.b);
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.total).toBe(3);
    expect(deliveries.body.results[0]).toMatchObject({ event_type: 'test', channel: 'webhook', attempt: 1, outcome: 'delivered', status_code: 200, latency_ms: expect.any(Number), error: null });

    // Without a webhook there is nothing to test or rotate.
    const bare = (await get('/v1/483/watchlist', keys.b)).body.results.find((e: { webhook_url: string | null }) => e.webhook_url === null);
    expect((await post(`/v1/483/watchlist/${bare.watchlist_id}/test`, undefined, keys.b)).status).toBe(409);
  });

  it('deletes an entry (then 404), and every create and delete is on tenant.events without the secret', async () => {
    const created = await post('/v1/483/watchlist', { fei_number: '3008008', webhook_url: 'https://hooks.example.com/x' }, keys.b);
    const id = created.body.watchlist_id as string;
    const deleted = await call('DELETE', `/v1/483/watchlist/${id}`, keys.b);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true, watchlist_id: id });
    expect((await call('DELETE', `/v1/483/watchlist/${id}`, keys.b)).status).toBe(404);
    // The FEI can be watched again.
    expect((await post('/v1/483/watchlist', { fei_number: '3008008' }, keys.b)).status).toBe(201);
    const events = (await deps.bus.read(TOPICS.tenantEvents, { limit: 1000 })).map((m) => m.value as { type: string; watchlist_id: string });
    expect(events.filter((e) => e.watchlist_id === id).map((e) => e.type)).toEqual(['watchlist_entry_created', 'watchlist_entry_deleted']);
    expect(JSON.stringify(events)).not.toContain(created.body.webhook_secret);
  });

  it('validates the alert-list filters and answers an empty history', async () => {
    const empty = await get('/v1/483/alerts?type=new_citation&fei_number=3001001&since=2025-01-01');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ results: [], total: 0, offset: 0, limit: 20 });
    expect((await get('/v1/483/alerts?type=price_change')).body.error).toContain('type');
    expect((await get('/v1/483/alerts?since=yesterday')).body.error).toContain('since');
    expect((await get('/v1/483/alerts?since=2025-02-30')).status).toBe(400);
    expect((await get('/v1/483/alerts?fei_number=x1')).body.error).toContain('fei_number');
  });
});
