import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXAMPLES_DIR } from '../openapi-examples.ts';

/**
 * Captures real example answers for the OpenAPI document from a running server on the mirror:
 * one request per operation, the 2xx body written to `docs/examples/<operationId>.json` with every
 * array cut to its first three items (an example shows the shape, not the data set). The examples
 * are checked against their routes' response schemas by `cli/openapi-examples.test.ts`.
 *
 *   node bin/run-ts.js cli/tools/capture-examples.ts --url http://127.0.0.1:8080 --key ri_test_...
 */

/** One request per operation, on facilities the mirror has data for (FEI 3006271438: inspections, OAI outcomes, 483s, a warning letter). */
export const EXAMPLE_REQUESTS: Readonly<Record<string, { method: 'GET' | 'POST'; path: string; body?: unknown }>> = {
  listObservations: { method: 'GET', path: '/v1/483/observations?limit=3' },
  listFacilities: { method: 'GET', path: '/v1/483/facilities?limit=3&sort_by=risk_score' },
  getFacility: { method: 'GET', path: '/v1/483/facilities/3006271438' },
  getFacilityInspections: { method: 'GET', path: '/v1/483/facilities/3006271438/inspections?include_citations=true&include_compliance_actions=true' },
  getFacilityCitations: { method: 'GET', path: '/v1/483/facilities/3006271438/citations?limit=3' },
  getFacilityScore: { method: 'GET', path: '/v1/483/facilities/3006271438/score' },
  listRiskScores: { method: 'GET', path: '/v1/483/risk-scores?limit=3' },
  getRiskScore: { method: 'GET', path: '/v1/483/risk-scores/3006271438' },
  listCfrReferences: { method: 'GET', path: '/v1/483/cfr-references?limit=3' },
  getCfrReference: { method: 'GET', path: '/v1/483/cfr-references/21%20CFR%20211.110(a)' },
  getAnalyticsSummary: { method: 'GET', path: '/v1/483/analytics/summary' },
  listBenchmarks: { method: 'GET', path: '/v1/483/analytics/benchmarks?grouping=product_type&limit=3' },
  listRegulatoryMappings: { method: 'GET', path: '/v1/483/regulatory-mapping?has_mappings=true&limit=2' },
  getRegulatoryMapping: { method: 'GET', path: '/v1/483/regulatory-mapping/21%20CFR%20312.62' },
  mapObservationToRegulations: {
    method: 'POST',
    path: '/v1/483/observations/regulatory-mapping',
    body: { observation_text: 'Out-of-specification assay results were invalidated without a documented laboratory investigation.', product_type: 'drug', top_k: 3 },
  },
  listInvestigators: { method: 'GET', path: '/v1/483/investigators?limit=3' },
  listTrendingCitations: { method: 'GET', path: '/v1/483/citations/trending?limit=3' },
  searchObservations: { method: 'POST', path: '/v1/483/observations/search', body: { query: 'OOS results not investigated', top_k: 3 } },
  // Platform.
  getHealth: { method: 'GET', path: '/v1/health' },
  getReadiness: { method: 'GET', path: '/v1/health/ready' },
  getUsage: { method: 'GET', path: '/v1/usage' },
  listChanges: { method: 'GET', path: '/v1/changes?limit=3' },
  // Watchlist family (api/watchlist/): the capture key's tenant's own entries and alerts (the
  // entry these read is created first, in `capture`).
  listWatchlist: { method: 'GET', path: '/v1/483/watchlist?limit=3' },
  listAlerts: { method: 'GET', path: '/v1/483/alerts?limit=3' },
  // Knowledge graph (document 3); the aliases share their primary's answer, so only primaries are captured.
  kgClassifyEvent: { method: 'POST', path: '/v1/kg/classify', body: { event: 'Out-of-specification assay results were invalidated without a documented laboratory investigation.', top_n: 2 } },
  kgInvestigateEvent: { method: 'POST', path: '/v1/kg/investigate', body: { event: 'The firm failed to thoroughly investigate unexplained discrepancies and batch failures.', product_type: 'drug' } },
  kgGetRegulation: { method: 'GET', path: '/v1/kg/regulations/21-CFR-211.192?include_related_cfr=true' },
  kgGetIchGuideline: { method: 'GET', path: '/v1/kg/ich/Q10?section_depth=summary' },
  kgGetIchSection: { method: 'GET', path: '/v1/kg/ich/Q7/12.4' },
  kgGetAnalyticsTrends: { method: 'GET', path: '/v1/kg/analytics/trends?time_period=5y&limit=3' },
  kgGetEnforcementTimeline: { method: 'GET', path: '/v1/kg/enforcement/timeline/21-CFR-211.192?limit=3' },
  kgGetTaxonomy: { method: 'GET', path: '/v1/kg/taxonomy' },
  // Document 1 (api/rules/). Amendment patterns: on the mirror every area has under 10 trials with
  // history in the default 5 years (404 INSUFFICIENT_DATA); over 10 years Oncology has enough.
  semanticSearch: { method: 'POST', path: '/v1/semantic-search', body: { query: 'How should a sponsor establish and operate a data monitoring committee?', top_k: 3 } },
  searchRulesGet: { method: 'GET', path: '/v1/rules/search?q=risk-based%20monitoring%20of%20clinical%20investigations&limit=3' },
  listRules: { method: 'GET', path: '/v1/rules?source=fda&limit=3' },
  searchRulesAdvanced: { method: 'POST', path: '/v1/rules', body: { query: 'audit trails for electronic records', filters: { documentType: 'guidance' }, limit: 3 } },
  getRule: { method: 'GET', path: '/v1/rules/fda-guidance%3Apart-11-electronic-records-electronic-signatures-scope-and-application' },
  keywordSearch: { method: 'POST', path: '/v1/search', body: { query: 'container closure integrity testing', limit: 3 } },
  listCatalogSources: { method: 'GET', path: '/v1/catalog/sources' },
  listPatterns: { method: 'GET', path: '/v1/patterns' },
  getAmendmentPatterns: { method: 'GET', path: '/v1/patterns/Oncology?time_period=10_years' },
  listPreventionStrategies: { method: 'GET', path: '/v1/prevention/strategies?kind=amendment_pattern' },
  searchRequirements: { method: 'POST', path: '/v1/requirements/search', body: { search_criteria: { therapeutic_area: 'Oncology', phase: 'III', requirement_types: ['endpoint_definition'] }, max_results: 3 } },
  validateProtocol: {
    method: 'POST',
    path: '/v1/rules/validate',
    body: {
      protocol: {
        title: 'A Phase III Randomized, Double-Blind, Placebo-Controlled Study of Drug X in Metastatic NSCLC',
        therapeutic_area: 'Oncology',
        indication: 'Metastatic non-small cell lung cancer',
        phase: 'III',
        study_design: { type: 'randomized parallel', blinding: 'double-blind', arms: 2, control_type: 'placebo' },
        endpoints: { primary: { name: 'Overall survival', definition: 'Time from randomization to death from any cause', assessment_schedule: 'Every 8 weeks' }, secondary: [{ name: 'Progression-free survival' }] },
        sample_size: { planned_enrollment: 600, power: 0.9, alpha: 0.05 },
        target_authorities: ['FDA', 'EMA'],
      },
      validation_options: { compare_similar_trials: true },
    },
  },
};

/** Cuts every array to its first `n` items, recursively. */
export function trimArrays(value: unknown, n = 3): unknown {
  if (Array.isArray(value)) return value.slice(0, n).map((item) => trimArrays(item, n));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimArrays(v, n)]));
  return value;
}

type ExampleRequest = { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown };

/** The watchlist entry the captures read. Its webhook is a public address literal (example.com's), since a host name must resolve at creation; offline, the test delivery fails and says so. */
const EXAMPLE_WATCH = { fei_number: '3006271438', webhook_url: 'https://93.184.215.14/regintel-webhook', alert_on: ['new_citation', 'classification_change'] };

/** A signing secret is shown once, to its owner: an example never publishes a real one. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'webhook_secret' && typeof v === 'string' ? 'whsec_<shown once, at creation>' : redactSecrets(v)]));
  }
  return value;
}

async function capture(url: string, key: string): Promise<void> {
  mkdirSync(EXAMPLES_DIR, { recursive: true });
  const call = async (request: ExampleRequest) =>
    fetch(`${url}${request.path}`, {
      method: request.method,
      headers: { 'x-api-key': key, ...(request.body ? { 'content-type': 'application/json' } : {}) },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    });
  const record = async (operationId: string, request: ExampleRequest): Promise<Record<string, unknown> | null> => {
    const response = await call(request);
    if (response.status < 200 || response.status > 202) {
      console.error(`${operationId}: ${request.method} ${request.path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      return null;
    }
    const body = (await response.json()) as Record<string, unknown>;
    writeFileSync(join(EXAMPLES_DIR, `${operationId}.json`), `${JSON.stringify(redactSecrets(trimArrays(body)), null, 2)}\n`);
    console.log(`${operationId}: ${request.method} ${request.path}`);
    return body;
  };

  // The watchlist family answers for the capture key's tenant: its own entry first, then every
  // operation on it (a test event makes a delivery to list), removed again at the end.
  const created = await record('createWatchlistEntry', { method: 'POST', path: '/v1/483/watchlist', body: EXAMPLE_WATCH });
  const watchlistId = typeof created?.watchlist_id === 'string' ? created.watchlist_id : null;
  const extra: Record<string, ExampleRequest> = {};
  if (watchlistId) {
    await record('testWatchlistEntryWebhook', { method: 'POST', path: `/v1/483/watchlist/${watchlistId}/test` });
    extra.listWatchlistEntryAlerts = { method: 'GET', path: `/v1/483/watchlist/${watchlistId}/alerts?limit=3` };
    extra.listWatchlistEntryDeliveries = { method: 'GET', path: `/v1/483/watchlist/${watchlistId}/deliveries?limit=3` };
    extra.rotateWatchlistEntrySecret = { method: 'POST', path: `/v1/483/watchlist/${watchlistId}/rotate-secret` };
  }
  // Operations whose path needs an id read from another answer.
  const investigators = (await (await call({ method: 'GET', path: '/v1/483/investigators?limit=1' })).json()) as { results?: Array<{ investigator_name: string; investigator_id?: string }> };
  const first = investigators.results?.[0];
  if (first) {
    extra.getInvestigator = { method: 'GET', path: `/v1/483/investigators/${encodeURIComponent(first.investigator_name)}` };
    extra.getInvestigatorProfile = { method: 'GET', path: `/v1/483/investigators/${encodeURIComponent(first.investigator_id ?? first.investigator_name)}/profile` };
  }
  const alerts = (await (await call({ method: 'GET', path: '/v1/483/alerts?limit=1' })).json()) as { results?: Array<{ alert_id: string }> };
  const alert = alerts.results?.[0];
  if (alert) extra.redeliverAlert = { method: 'POST', path: `/v1/483/alerts/${encodeURIComponent(alert.alert_id)}/redeliver` };
  else console.error('redeliverAlert: the capture tenant has no alert yet (one comes with the next change to a watched facility)');
  for (const [operationId, request] of Object.entries({ ...EXAMPLE_REQUESTS, ...extra })) await record(operationId, request);
  if (watchlistId) await record('deleteWatchlistEntry', { method: 'DELETE', path: `/v1/483/watchlist/${watchlistId}` });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
  const url = process.argv.includes('--url') ? arg('--url') : 'http://127.0.0.1:8080';
  const key = process.argv.includes('--key') ? arg('--key') : '';
  if (!url || !key) {
    console.error('usage: capture-examples --url URL --key KEY');
    process.exit(2);
  }
  await capture(url, key);
}
