import { expect } from 'vitest';
import { WEBHOOK_DISPATCHER } from '../../enrich/sinks/webhook-dispatcher.ts';
import { rawValue } from '../../enrich/facilities/facility-test-builders.ts';
import { startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { type JsonResponse, createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import type { WebhookReceiver } from '../fixtures/webhook-receiver.ts';

/*
 * The watchlist → alert → signed webhook flow as one scenario that runs unchanged in either mode
 * (env {} for embedded, enginesEnv(...) for Kafka, Elasticsearch and Neo4j), so a test can run it
 * in both and compare what the receiver got:
 * 1. a baseline facility (NAI 2021, VAI 2024) goes through the facilities step;
 * 2. tenant A creates the same FEI four times at once through two API servers over the same stores
 *    (two processes' worth of state: two graph connections): one 201, three 409;
 * 3. tenant B watches new citations only;
 * 4. news: the 2024 inspection is reclassified VAI → OAI and a 483 citation is posted;
 * 5. a risk-score move of 3 points in the same band arrives on facility.changes.
 * The outcome is what the receiver got per tenant, without the ids that differ by run.
 */

const GROUPS = ['enrich.facilities', 'enrich.alerts', 'sink.webhooks'];
const FEI = '3001001';
/** Both API servers open secrets sealed by the other: one key, not a key file per data folder. */
const SECRET_KEY = 'ab'.repeat(32);

/** A Dashboard inspection of Acme (FEI 3001001, NJ, Drugs), as the raw topic carries it. */
export const inspection = (id: string, date: string, classification: 'NAI' | 'VAI' | 'OAI') =>
  rawValue(`${id}:${classification}`, {
    inspection_id: id,
    fei_number: FEI,
    firm_name: 'Acme Drugs Inc',
    street_address: null,
    city: null,
    state: 'NJ',
    zip_code: null,
    country: 'United States',
    fiscal_year: Number(date.slice(0, 4)),
    inspection_end_date: date,
    classification,
    classification_raw: null,
    posted_citations: null,
    project_areas: ['Quality Assurance'],
    product_types: ['Drugs'],
    areas: [{ project_area: 'Quality Assurance', product_type: 'Drugs', classification, classification_raw: null, posted_citations: null, additional_details: null, fmd_145_date: null }],
    source_file: null,
    source_url: null,
  });

/** A Dashboard citation of an Acme inspection. */
export const citation = (inspectionId: string, date: string, cfr: string, text: string) =>
  rawValue(`${inspectionId}:${cfr}`, {
    inspection_id: inspectionId,
    fei_number: FEI,
    firm_name: 'Acme Drugs Inc',
    inspection_end_date: date,
    fiscal_year: Number(date.slice(0, 4)),
    program_area: 'Drugs',
    act_cfr_number: cfr,
    short_description: text,
    long_description: null,
    citation_id: null,
    occurrences: 1,
    source_file: null,
    source_url: null,
  });

export interface ReceivedAlert {
  type: string;
  fei_number: unknown;
  facility_name: unknown;
  diff: unknown;
  verified: boolean;
}

export interface AlertFlowOutcome {
  /** Statuses of the four concurrent creates of one FEI by one tenant, sorted. */
  raceStatuses: number[];
  /** What each tenant's receiver path got, sorted by type. */
  alpha: ReceivedAlert[];
  beta: ReceivedAlert[];
  /** Requests that arrived after the 3-point risk move (must be none). */
  afterSmallMove: number;
  /** Whether every delivered alert's webhook-id is its alert_id and the API lists it as delivered. */
  historyMatches: boolean;
}

/** Runs the scenario in one mode; `tag` keeps the receiver paths of two runs apart. */
export async function runAlertFlow(env: Record<string, string>, receiver: WebhookReceiver, tag: string): Promise<AlertFlowOutcome> {
  const fullEnv = { ...env, REGINTEL_WEBHOOK_CA_FILE: receiver.caFile, REGINTEL_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', REGINTEL_WEBHOOK_SECRET_KEY: SECRET_KEY };
  const main = await createTestDeps({ embedder: createHashEmbedder(), env: fullEnv });
  // A second API over the same stores (its own connections; same data folder when embedded).
  const second = await createTestDeps({ embedder: createHashEmbedder(), env: fullEnv, ...(env.REGINTEL_MODE === 'engines' ? {} : { dataDir: main.dataDir }) });
  const deps = main.deps;
  const pipeline = await startPipeline(deps, [...GROUPS, WEBHOOK_DISPATCHER]);
  const idle = () => waitUntilIdle(deps, GROUPS, { timeoutMs: 120_000, pollMs: 100 });
  const apis = [await startTestServer(deps), await startTestServer(second.deps)];
  try {
    await deps.bus.publish(TOPICS.rawInspections, [
      { key: '1001', value: inspection('1001', '2021-03-10', 'NAI') },
      { key: '1002', value: inspection('1002', '2024-05-20', 'VAI') },
    ]);
    await idle();
    const keyA = (await deps.apiKeys.create({ tenantId: `t-alpha-${tag}`, tier: 'enterprise', test: true })).key;
    const keyB = (await deps.apiKeys.create({ tenantId: `t-beta-${tag}`, tier: 'pro', test: true })).key;
    const call = async (api: number, method: string, path: string, key: string, body?: unknown): Promise<JsonResponse> => {
      const response = await fetch(`${apis[api]?.url}${path}`, {
        method,
        headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    };

    const alphaPath = `/${tag}/alpha`;
    const betaPath = `/${tag}/beta`;
    const race = await Promise.all([0, 1, 0, 1].map((api) => call(api, 'POST', '/v1/483/watchlist', keyA, { fei_number: FEI, webhook_url: receiver.url(alphaPath) })));
    const winner = race.find((r) => r.status === 201);
    if (winner) receiver.setSecret(alphaPath, winner.body.webhook_secret);
    const b = await call(1, 'POST', '/v1/483/watchlist', keyB, { fei_number: FEI, webhook_url: receiver.url(betaPath), alert_on: ['new_citation'] });
    if (b.status !== 201) throw new Error(`tenant B create: ${b.status} ${JSON.stringify(b.body)}`);
    receiver.setSecret(betaPath, b.body.webhook_secret);

    // One piece of news at a time, so how the facilities step batches two topics never decides
    // which risk-score moves there are (the same in both modes).
    const at = (path: string) => receiver.received.filter((r) => r.path === path);
    const has = (path: string, type: string) => at(path).some((r) => r.payload?.type === type);
    await deps.bus.publish(TOPICS.rawInspections, [{ key: '1002', value: inspection('1002', '2024-05-20', 'OAI') }]);
    await idle();
    await receiver.waitFor(() => has(alphaPath, 'classification_change') && has(alphaPath, 'risk_score_change'), 60_000);
    await deps.bus.publish(TOPICS.rawCitations, [{ key: 'c', value: citation('1002', '2024-05-20', '21 CFR 211.192', 'Investigations of discrepancies') }]);
    await idle();
    await receiver.waitFor(() => has(betaPath, 'new_citation') && has(alphaPath, 'new_citation'), 60_000);
    // Let any stray second delivery show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const before = receiver.received.length;
    const small = {
      id: `risk_score_change:${FEI}:2099-01-01:30->33`,
      type: 'risk_score_change',
      reasons: ['points'],
      delta: 3,
      fei_number: FEI,
      facility_name: 'Acme Drugs Inc',
      occurred_at: new Date().toISOString(),
      diff: { before: { risk_score: 30, risk_level: 'medium' }, after: { risk_score: 33, risk_level: 'medium' } },
    };
    await deps.bus.publish(TOPICS.facilityChanges, [{ key: FEI, value: { ...small, source: 'test', fetched_at: small.occurred_at, content_hash: contentHash(small), schema_version: 1 } }]);
    await idle();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const afterSmallMove = receiver.received.length - before;

    const history = await call(0, 'GET', '/v1/483/alerts?limit=100', keyA);
    const listed = history.body.results as Array<{ alert_id: string; delivery: { state: string } }>;
    const historyMatches =
      listed.length === at(alphaPath).length && listed.every((alert) => alert.delivery.state === 'delivered') && new Set(listed.map((a) => a.alert_id)).size === new Set(at(alphaPath).map((r) => r.id)).size && at(alphaPath).every((r) => listed.some((a) => a.alert_id === r.id));

    const view = (path: string): ReceivedAlert[] =>
      at(path)
        .map((r) => ({ type: String(r.payload?.type), fei_number: r.payload?.fei_number, facility_name: r.payload?.facility_name, diff: r.payload?.diff, verified: r.verified }))
        .sort((x, y) => x.type.localeCompare(y.type) || JSON.stringify(x.diff).localeCompare(JSON.stringify(y.diff)));
    return { raceStatuses: race.map((r) => r.status).sort(), alpha: view(alphaPath), beta: view(betaPath), afterSmallMove, historyMatches };
  } finally {
    for (const api of apis) await api.close();
    await pipeline.stop();
    // Embedded: the second API shares the main data folder, which cleanup removes once.
    if (env.REGINTEL_MODE === 'engines') await second.cleanup();
    else await second.close();
    await main.cleanup();
  }
}

/**
 * What the scenario must produce in any mode, stated from the inputs: one create wins the race;
 * tenant B gets only the citation; tenant A one alert of each type with the diffs of the news
 * (oai_ratio = 40 × mean classification weight, spec: NAI 0.1, VAI 0.5, OAI 1.0, so 12 → 22);
 * every request signed; nothing for the 3-point move; the alert history matches the deliveries.
 */
export function expectFlowOutcome(outcome: AlertFlowOutcome): void {
  expect(outcome.raceStatuses).toEqual([201, 409, 409, 409]);
  const cited = { inspection_id: '1002', date: '2024-05-20', act_cfr_number: '21 CFR 211.192', short_description: 'Investigations of discrepancies' };
  expect(outcome.beta).toMatchObject([{ type: 'new_citation', fei_number: FEI, facility_name: 'Acme Drugs Inc', diff: { before: null, after: cited }, verified: true }]);
  const types = outcome.alpha.map((a) => a.type);
  // The citation may move the score ≥ 5 points on its own too: one or two risk-score alerts.
  expect(types.slice(0, 2)).toEqual(['classification_change', 'new_citation']);
  expect(types.slice(2).length).toBeGreaterThanOrEqual(1);
  expect(types.slice(2).every((type) => type === 'risk_score_change')).toBe(true);
  expect(outcome.alpha.every((a) => a.verified)).toBe(true);
  expect(outcome.alpha[0]?.diff).toEqual({ before: { inspection_id: '1002', classification: 'VAI' }, after: { inspection_id: '1002', end_date: '2024-05-20', classification: 'OAI' } });
  expect(outcome.alpha[1]?.diff).toMatchObject({ before: null, after: cited });
  type RiskDiff = { delta: number; before: { risk_score: number; risk_level: string }; after: { risk_score: number; risk_level: string }; factors: Array<{ name: string; before: number; after: number; delta: number }> };
  const risks = outcome.alpha.slice(2).map((a) => a.diff as RiskDiff);
  for (const risk of risks) expect(Math.abs(risk.delta) >= 5 || risk.before.risk_level !== risk.after.risk_level).toBe(true);
  // The reclassification's move: oai_ratio alone rises by 10 points.
  const reclassified = risks.filter((risk) => risk.factors.some((f) => f.name === 'oai_ratio' && f.before === 12 && f.after === 22 && f.delta === 10));
  expect(reclassified).toHaveLength(1);
  expect(outcome.afterSmallMove).toBe(0);
  expect(outcome.historyMatches).toBe(true);
}
