import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXAMPLES_DIR } from '../openapi-examples.ts';

/**
 * Captures real example answers for the OpenAPI document from a running server on the mirror:
 * one request per operation, the 200 body written to `docs/examples/<operationId>.json` with every
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
  getCfrReference: { method: 'GET', path: '/v1/483/cfr-references/21%20CFR%20211.192' },
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
};

/** Cuts every array to its first `n` items, recursively. */
export function trimArrays(value: unknown, n = 3): unknown {
  if (Array.isArray(value)) return value.slice(0, n).map((item) => trimArrays(item, n));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimArrays(v, n)]));
  return value;
}

async function capture(url: string, key: string): Promise<void> {
  mkdirSync(EXAMPLES_DIR, { recursive: true });
  const extra: Record<string, { method: 'GET' | 'POST'; path: string; body?: unknown }> = {};
  // Operations whose path needs an id read from another answer.
  const investigators = (await (await fetch(`${url}/v1/483/investigators?limit=1`, { headers: { 'x-api-key': key } })).json()) as { results?: Array<{ investigator_name: string; investigator_id?: string }> };
  const first = investigators.results?.[0];
  if (first) {
    extra.getInvestigator = { method: 'GET', path: `/v1/483/investigators/${encodeURIComponent(first.investigator_name)}` };
    extra.getInvestigatorProfile = { method: 'GET', path: `/v1/483/investigators/${encodeURIComponent(first.investigator_id ?? first.investigator_name)}/profile` };
  }
  for (const [operationId, request] of Object.entries({ ...EXAMPLE_REQUESTS, ...extra })) {
    const response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: { 'x-api-key': key, ...(request.body ? { 'content-type': 'application/json' } : {}) },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    });
    if (response.status !== 200) {
      console.error(`${operationId}: ${request.method} ${request.path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      continue;
    }
    writeFileSync(join(EXAMPLES_DIR, `${operationId}.json`), `${JSON.stringify(trimArrays(await response.json()), null, 2)}\n`);
    console.log(`${operationId}: ${request.method} ${request.path}`);
  }
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
