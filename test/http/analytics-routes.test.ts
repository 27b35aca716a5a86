import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { type AnalyticsInputs, analyticsContentHash, analyticsDocuments } from '../../enrich/analytics/analytics-documents.ts';
import { facilityWithInspections } from '../../enrich/domain/analytics/history-builders.ts';
import type { FacilityHistory } from '../../enrich/domain/risk/facility-history.ts';
import { ANALYTICS_SOURCE } from '../../enrich/processors/analytics.processor.ts';
import { ENRICHED_ANALYTICS_SCHEMA_VERSION, type EnrichedAnalytics } from '../../enrich/records/enriched-analytics.ts';
import { createAnalyticsSearchSink } from '../../enrich/sinks/analytics-search.sink.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { investigatorId } from '../../api/inspections/investigators.route.ts';
import { deliver } from '../fixtures/bus.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';

/*
 * The analytics-backed /v1/483 routes on the running app, over documents computed by the real
 * `analyticsDocuments` from hand-built histories and stored by the real analytics sink.
 *
 * Worked example, as_of 2025-01-15: the current period is FY2025-Q1 (Oct–Dec 2024), the previous
 * FY2024-Q4 (Jul–Sep 2024).
 *   F1 (FEI 1001, drug, NJ, United States), program area Drugs:
 *     a0 2024-08-12 VAI  ['jane doe.']            211.192
 *     a1 2024-11-05 OAI  ['Jane Doe', 'Sam Roe']  211.192, 211.192, 211.22(d)   (descriptions: 'Investigations of discrepancies' ×2, 'Quality unit procedures')
 *   F2 (FEI 1002, drug, NJ, United States), program area Drugs:
 *     b0 2024-07-20 VAI  (nobody named)           211.100(a), 211.100(a), 211.67(a)
 *     b1 2024-12-02 —    ['Jane Doe']             211.192, 211.100(a), 211.67(a)
 *   F3 (FEI 1003, medical_device, India), program area Devices:
 *     c2 2023-03-15 OAI  ['J. Doe']               820.198(a)
 *     c1 2024-09-10 OAI  ['J. Doe']               820.100(a), 820.100(a)
 * Composite scores: 1001 → 82 (critical), 1002 → 40 (medium), 1003 → 60 (high).
 *
 * CFR counts: 211.192 4, 211.100(a) 3, 211.67(a) 2, 820.100(a) 2, 211.22(d) 1, 820.198(a) 1 (13 citations).
 * Per fiscal year: FY2023 1 (c2); FY2024 6 (a0 1, b0 3, c1 2); FY2025 6 (a1 3, b1 3).
 * Trending FY2025-Q1 vs FY2024-Q4 (current 6, previous 6):
 *   211.192 3 vs 1 → +200 %, increasing; 211.100(a) 1 vs 2 → −50 %, decreasing; 211.67(a) 1 vs 1 → 0 %, stable;
 *   211.22(d) 1 vs 0 → increasing, no percentage; 820.100(a) 0 vs 2 → −100 %, decreasing.
 * Investigators: Jane Doe (a0, a1, b1: 3 inspections, OAI 1 of 2 classified → 0.5, 2 facilities);
 *   J. Doe (c1, c2: 2, 1.0, 1 facility); Sam Roe (a1: 1, 1.0, 1 facility).
 */
const F1 = facilityWithInspections(
  { fei: '1001', product_types: ['drug'], state: 'NJ', country: 'United States' },
  {
    a0: { date: '2024-08-12', classification: 'VAI', program_area: 'Drugs', investigators: ['jane doe.'], cited: ['21 CFR 211.192'] },
    a1: {
      date: '2024-11-05',
      classification: 'OAI',
      program_area: 'Drugs',
      investigators: ['Jane Doe', 'Sam Roe'],
      cited: ['21 CFR 211.192', '21 CFR 211.192', '21 CFR 211.22(d)'],
      descriptions: ['Investigations of discrepancies', 'Investigations of discrepancies', 'Quality unit procedures'],
    },
  },
);
const F2 = facilityWithInspections(
  { fei: '1002', product_types: ['drug'], state: 'NJ', country: 'United States' },
  {
    b0: { date: '2024-07-20', classification: 'VAI', program_area: 'Drugs', cited: ['21 CFR 211.100(a)', '21 CFR 211.100(a)', '21 CFR 211.67(a)'] },
    b1: { date: '2024-12-02', program_area: 'Drugs', investigators: ['Jane Doe'], cited: ['21 CFR 211.192', '21 CFR 211.100(a)', '21 CFR 211.67(a)'] },
  },
);
const F3 = facilityWithInspections(
  { fei: '1003', product_types: ['medical_device'], country: 'India' },
  {
    c2: { date: '2023-03-15', classification: 'OAI', program_area: 'Devices', investigators: ['J. Doe'], cited: ['21 CFR 820.198(a)'] },
    c1: { date: '2024-09-10', classification: 'OAI', program_area: 'Devices', investigators: ['J. Doe'], cited: ['21 CFR 820.100(a)', '21 CFR 820.100(a)'] },
  },
);

function inputs(histories: FacilityHistory[]): AnalyticsInputs {
  return {
    histories,
    riskScores: new Map([
      ['1001', 82],
      ['1002', 40],
      ['1003', 60],
    ]),
    studies: [],
    asOf: '2025-01-15',
    computedAt: '2025-01-15T06:00:00.000Z',
    crossReferences: new Map([
      [
        '21 CFR 211.192',
        [
          { rule_id: 'fda-oos-guidance', source: 'fda', title: 'Investigating Out-of-Specification (OOS) Test Results', similarity_score: 0.71 },
          { rule_id: 'fda-breakthrough-devices', source: 'fda', title: 'Breakthrough Devices Program', similarity_score: 0.31 },
        ],
      ],
    ]),
  };
}

/** Runs the documents through the real sink, as the analytics step's records. */
async function publish(deps: Deps, histories: FacilityHistory[]): Promise<void> {
  const records: EnrichedAnalytics[] = analyticsDocuments(inputs(histories)).map((document) => ({
    id: document.id,
    source: ANALYTICS_SOURCE,
    fetched_at: '2025-01-15T06:00:00.000Z',
    content_hash: analyticsContentHash(document),
    schema_version: ENRICHED_ANALYTICS_SCHEMA_VERSION,
    kind: document.kind,
    body: document.body,
  }));
  const messages = await deliver(deps.bus, TOPICS.enrichedAnalytics, records);
  const result = await createAnalyticsSearchSink({ search: deps.search }).handleBatch(messages);
  expect(result.rejected).toEqual([]);
}

describe('analytics routes', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  // Functional checks use an Enterprise key (100 requests/s); the tier keys serve the tier checks.
  const keys: Record<'free' | 'starter' | 'pro' | 'ent', string> = { free: '', starter: '', pro: '', ent: '' };
  const as = (tier: keyof typeof keys) => ({ 'x-api-key': keys[tier] });

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    api = await startTestServer(deps);
    for (const tier of ['free', 'starter', 'pro'] as const) keys[tier] = (await deps.apiKeys.create({ tenantId: `analytics-${tier}`, tier, test: true })).key;
    keys.ent = (await deps.apiKeys.create({ tenantId: 'analytics-enterprise', tier: 'enterprise', test: true })).key;
  });
  afterAll(async () => {
    await api.close();
    await env.cleanup();
  });

  describe('before the analytics step has run', () => {
    it('answers a summary of zeros with nothing dated', async () => {
      const response = await api.get('/v1/483/analytics/summary', as('ent'));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        total_citations: 0,
        total_facilities: 0,
        total_cfr_references: 0,
        risk_distribution: { low: 0, medium: 0, high: 0, critical: 0 },
        top_cited_cfr: [],
        fiscal_year_breakdown: {},
        data_freshness: { citations: 'none', facilities: 'none', risk_scores: 'none', cfr_references: 'none' },
      });
      expect(Number.isInteger(response.body.query_metadata.execution_time_ms)).toBe(true);
    });

    it('answers empty lists, and honest 404s for one item', async () => {
      for (const path of ['/v1/483/cfr-references', '/v1/483/analytics/benchmarks', '/v1/483/investigators', '/v1/483/citations/trending']) {
        const response = await api.get(path, as('ent'));
        expect(response.status, path).toBe(200);
        expect(response.body.results, path).toEqual([]);
        expect(response.body.total, path).toBe(0);
      }
      expect((await api.get('/v1/483/cfr-references/211.192', as('ent'))).body).toEqual({ error: 'CFR reference not found: 211.192', status_code: 404 });
      expect((await api.get('/v1/483/investigators/Jane%20Doe', as('ent'))).body).toEqual({ error: 'Investigator not found: Jane Doe', status_code: 404 });
    });

    it('names an empty trending period from as_of: the quarter complete on it, with no citations', async () => {
      const response = await api.get('/v1/483/citations/trending?as_of=2024-11-20', as('ent'));
      // 2024-11-20 is in FY2025-Q1; the latest quarter complete on it is FY2024-Q4 (Jul–Sep 2024).
      expect(response.body).toMatchObject({ period: 'FY2024-Q4', previous_period: 'FY2024-Q3', results: [], total_citations_current: 0, total_citations_previous: 0 });
    });
  });

  describe('over the worked example', () => {
    beforeAll(async () => {
      await publish(deps, [F1, F2, F3]);
    });

    describe('CFR references', () => {
      it('lists references by occurrence, most cited first, ties by number', async () => {
        const response = await api.get('/v1/483/cfr-references', as('ent'));
        expect(response.status).toBe(200);
        expect(response.body.results.map((r: { act_cfr_number: string; occurrence_count: number }) => [r.act_cfr_number, r.occurrence_count])).toEqual([
          ['21 CFR 211.192', 4],
          ['21 CFR 211.100(a)', 3],
          ['21 CFR 211.67(a)', 2],
          ['21 CFR 820.100(a)', 2],
          ['21 CFR 211.22(d)', 1],
          ['21 CFR 820.198(a)', 1],
        ]);
        expect(response.body.results[0]).toEqual({ act_cfr_number: '21 CFR 211.192', short_description: 'Investigations of discrepancies', occurrence_count: 4 });
        expect(response.body).toMatchObject({ total: 6, offset: 0, limit: 20, filters_applied: { sort_order: 'desc' } });
      });

      it('filters by a least count, sorts ascending and pages', async () => {
        const response = await api.get('/v1/483/cfr-references?min_occurrence_count=2&sort_order=asc&limit=2&offset=1', as('ent'));
        // Count ≥ 2 ascending: 211.67(a) 2, 820.100(a) 2, 211.100(a) 3, 211.192 4 → page [1, 3).
        expect(response.body.results.map((r: { act_cfr_number: string }) => r.act_cfr_number)).toEqual(['21 CFR 820.100(a)', '21 CFR 211.100(a)']);
        expect(response.body).toMatchObject({ total: 4, offset: 1, limit: 2, filters_applied: { sort_order: 'asc', min_occurrence_count: '2' } });
      });

      it('answers one reference in any spelling, with its cross-references above the threshold', async () => {
        const expected = {
          act_cfr_number: '21 CFR 211.192',
          short_description: 'Investigations of discrepancies',
          occurrence_count: 4,
          associated_product_types: ['drug'],
          // The Breakthrough Devices hit (0.31) is below the 0.5 threshold.
          cross_references: [{ rule_id: 'fda-oos-guidance', source: 'fda', title: 'Investigating Out-of-Specification (OOS) Test Results', similarity_score: 0.71 }],
          match_confidence: 0.71,
          matched_at: '2025-01-15T06:00:00.000Z',
        };
        for (const path of ['/v1/483/cfr-references/21%20CFR%20211.192', '/v1/483/cfr-references/211.192', '/v1/483/cfr-references/21CFR211.192', '/v1/483/cfr-references?cfr=21%20CFR%20211.192']) {
          const response = await api.get(path, as('ent'));
          expect(response.status, path).toBe(200);
          expect(response.body, path).toMatchObject(expected);
        }
        expect((await api.get('/v1/483/cfr-references/211.100(A)', as('ent'))).body.occurrence_count).toBe(3);
      });

      it('answers 404 in body A for an unknown reference, paragraphs included', async () => {
        expect((await api.get('/v1/483/cfr-references/21%20CFR%20211.192(b)', as('ent'))).body).toEqual({ error: 'CFR reference not found: 21 CFR 211.192(b)', status_code: 404 });
        expect((await api.get('/v1/483/cfr-references?cfr=not-a-section', as('ent'))).body).toEqual({ error: 'CFR reference not found: not-a-section', status_code: 404 });
      });

      it('rejects bad parameters with 400 naming the field', async () => {
        const sort = await api.get('/v1/483/cfr-references?sort_order=up', as('ent'));
        expect(sort.status).toBe(400);
        expect(sort.body).toEqual({ error: 'Invalid value for sort_order. Allowed values: asc, desc', status_code: 400 });
        for (const query of ['limit=101', 'limit=0', 'offset=-1', 'min_occurrence_count=x']) {
          const response = await api.get(`/v1/483/cfr-references?${query}`, as('ent'));
          expect(response.status, query).toBe(400);
          expect(response.body.error, query).toContain(query.split('=')[0]);
        }
      });
    });

    describe('analytics summary', () => {
      it('summarises the data set', async () => {
        const response = await api.get('/v1/483/analytics/summary', as('ent'));
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          total_citations: 13,
          total_facilities: 3,
          total_cfr_references: 6,
          risk_distribution: { low: 0, medium: 1, high: 1, critical: 1 },
          fiscal_year_breakdown: { '2023': 1, '2024': 6, '2025': 6 },
          data_freshness: { citations: '2024-12-02', facilities: '2024-12-02', risk_scores: '2025-01-15', cfr_references: '2024-12-02' },
        });
        expect(response.body.top_cited_cfr.slice(0, 2)).toEqual([
          { act_cfr_number: '21 CFR 211.192', short_description: 'Investigations of discrepancies', occurrence_count: 4 },
          { act_cfr_number: '21 CFR 211.100(a)', short_description: null, occurrence_count: 3 },
        ]);
      });

      it('is Starter+ (SPEC-DECISIONS 6): a Starter key is served, a Free key gets 403 in body A', async () => {
        expect((await api.get('/v1/483/analytics/summary', as('starter'))).status).toBe(200);
        const response = await api.get('/v1/483/analytics/summary', as('free'));
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: 'Starter+ subscription required', status_code: 403 });
      });
    });

    describe('benchmarks', () => {
      it('benchmarks product types by default, largest group first', async () => {
        const response = await api.get('/v1/483/analytics/benchmarks', as('ent'));
        expect(response.status).toBe(200);
        expect(response.body.results.map((b: { group_value: string }) => b.group_value)).toEqual(['drug', 'medical_device']);
        // drug: OAI rates F1 1/2, F2 0/1 (b1 unclassified) → mean and median 0.25; scores 82, 40 → 61;
        // citations 4 + 6 over 4 inspections = 2.5; percentiles of [40, 82]: 40 + p·42 → 50.5, 71.5, 77.8.
        expect(response.body.results[0]).toEqual({
          grouping: 'product_type',
          group_value: 'drug',
          metrics: {
            avg_oai_rate: 0.25,
            median_oai_rate: 0.25,
            avg_risk_score: 61,
            median_risk_score: 61,
            avg_citations_per_inspection: 2.5,
            total_facilities: 2,
            percentile_25: 50.5,
            percentile_75: 71.5,
            percentile_90: 77.8,
          },
          peer_group_size: 2,
          insufficient_data: true,
          last_updated: '2025-01-15T06:00:00.000Z',
        });
        expect(response.body).toMatchObject({ total: 2, offset: 0, limit: 20, filters_applied: { grouping: 'product_type', group_value: null } });
        expect(typeof response.body.data_source).toBe('string');
      });

      it('finds one group case-insensitively; a group with no facility is an empty list', async () => {
        const nj = await api.get('/v1/483/analytics/benchmarks?grouping=state&group_value=nj', as('ent'));
        expect(nj.body.results.map((b: { group_value: string; metrics: { total_facilities: number } }) => [b.group_value, b.metrics.total_facilities])).toEqual([['NJ', 2]]);
        expect(nj.body.filters_applied).toEqual({ grouping: 'state', group_value: 'nj' });
        const countries = await api.get('/v1/483/analytics/benchmarks?grouping=country', as('ent'));
        expect(countries.body.results.map((b: { group_value: string }) => b.group_value)).toEqual(['United States', 'India']);
        const none = await api.get('/v1/483/analytics/benchmarks?grouping=state&group_value=CA', as('ent'));
        expect(none.body).toMatchObject({ results: [], total: 0 });
      });

      it('answers the spec’s 400 for an invalid grouping, 405 for another method, 403 below Pro', async () => {
        const invalid = await api.get('/v1/483/analytics/benchmarks?grouping=city', as('ent'));
        expect(invalid.status).toBe(400);
        expect(invalid.body).toEqual({ error: 'Invalid grouping. Allowed values: product_type, state, program_area, country', status_code: 400 });
        const post = await api.post('/v1/483/analytics/benchmarks', {}, as('ent'));
        expect(post.status).toBe(405);
        expect(post.body).toEqual({ error: 'Method not allowed', status_code: 405 });
        expect(post.headers.get('allow')).toMatch(/GET/);
        expect((await api.get('/v1/483/analytics/benchmarks', as('pro'))).status).toBe(200);
        const starter = await api.get('/v1/483/analytics/benchmarks', as('starter'));
        expect(starter.status).toBe(403);
        expect(starter.body).toEqual({ error: 'Pro+ subscription required', status_code: 403 });
      });
    });

    describe('investigators', () => {
      const names = (body: { results: Array<{ investigator_name: string }> }) => body.results.map((r) => r.investigator_name);

      it('lists profiles, most inspections first', async () => {
        const response = await api.get('/v1/483/investigators', as('ent'));
        expect(response.status).toBe(200);
        expect(names(response.body)).toEqual(['Jane Doe', 'J. Doe', 'Sam Roe']);
        // Jane Doe: a0 (VAI), a1 (OAI), b1 (unclassified) → 1 of 2 classified; sections 211.192 ×4
        // (a0 1, a1 2, b1 1), then 211.100, 211.22, 211.67 once each (ties by section).
        expect(response.body.results[0]).toEqual({
          investigator_id: investigatorId('Jane Doe'),
          investigator_name: 'Jane Doe',
          total_inspections: 3,
          oai_rate: 0.5,
          classified_inspections: 2,
          facilities_inspected: 2,
          top_product_types: ['drug'],
          top_cfrs: [
            { cfr: '21 CFR 211.192', count: 4 },
            { cfr: '21 CFR 211.100', count: 1 },
            { cfr: '21 CFR 211.22', count: 1 },
            { cfr: '21 CFR 211.67', count: 1 },
          ],
        });
        expect(response.body).toMatchObject({ total: 3, offset: 0, limit: 20, filters_applied: { min_inspections: 0, product_type: null, sort_by: 'total_inspections' } });
      });

      it('sorts, filters and pages', async () => {
        // OAI rates: J. Doe 1, Sam Roe 1 (tie → name), Jane Doe 0.5.
        expect(names((await api.get('/v1/483/investigators?sort_by=oai_rate', as('ent'))).body)).toEqual(['J. Doe', 'Sam Roe', 'Jane Doe']);
        expect(names((await api.get('/v1/483/investigators?sort_by=name', as('ent'))).body)).toEqual(['J. Doe', 'Jane Doe', 'Sam Roe']);
        expect(names((await api.get('/v1/483/investigators?sort_by=facilities_inspected', as('ent'))).body)).toEqual(['Jane Doe', 'J. Doe', 'Sam Roe']);
        expect(names((await api.get('/v1/483/investigators?min_inspections=2', as('ent'))).body)).toEqual(['Jane Doe', 'J. Doe']);
        const devices = await api.get('/v1/483/investigators?product_type=MEDICAL_DEVICE', as('ent'));
        expect(names(devices.body)).toEqual(['J. Doe']);
        expect(devices.body.filters_applied).toEqual({ min_inspections: 0, product_type: 'MEDICAL_DEVICE', sort_by: 'total_inspections' });
        const page = await api.get('/v1/483/investigators?limit=1&offset=1', as('ent'));
        expect(page.body).toMatchObject({ total: 3, offset: 1, limit: 1 });
        expect(names(page.body)).toEqual(['J. Doe']);
      });

      it('rejects an unknown sort_by naming the field and its values', async () => {
        const response = await api.get('/v1/483/investigators?sort_by=age', as('ent'));
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: 'Invalid value for sort_by. Allowed values: total_inspections, oai_rate, facilities_inspected, name', status_code: 400 });
        expect((await api.get('/v1/483/investigators?min_inspections=-1', as('ent'))).status).toBe(400);
      });

      it('finds one investigator by name, case-insensitively; 404 names an unknown one', async () => {
        const response = await api.get('/v1/483/investigators/JANE%20%20DOE.', as('ent'));
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ investigator_name: 'Jane Doe', total_inspections: 3, investigator_id: investigatorId('Jane Doe') });
        // An abbreviation is another person as far as the records say.
        expect((await api.get('/v1/483/investigators/J.%20Doe', as('ent'))).body.total_inspections).toBe(2);
        expect((await api.get('/v1/483/investigators/John%20Smith', as('ent'))).body).toEqual({ error: 'Investigator not found: John Smith', status_code: 404 });
      });

      it('serves the full profile by id (or name), with per-year counts, outcomes and the data notice', async () => {
        const id = investigatorId('Jane Doe');
        expect(id).toMatch(/^inv_[0-9a-f]{16}$/);
        const response = await api.get(`/v1/483/investigators/${id}/profile`, as('ent'));
        expect(response.status).toBe(200);
        // a0 2024-08-12 → FY2024; a1 2024-11-05 and b1 2024-12-02 → FY2025.
        expect(response.body).toMatchObject({
          investigator_id: id,
          investigator_name: 'Jane Doe',
          total_inspections: 3,
          inspections_by_fiscal_year: { '2024': 1, '2025': 2 },
          classification_outcomes: { NAI: 0, VAI: 1, OAI: 1, not_oai_unsplit: 0, unclassified: 1 },
          first_inspection_date: '2024-08-12',
          last_inspection_date: '2024-12-02',
        });
        expect(response.body.data_notice.join(' ')).toMatch(/public records/);
        expect(response.body.data_notice.join(' ')).toMatch(/only inspections that produced a Form 483/);
        expect(response.body.data_notice.join(' ')).toMatch(/abbreviated/);
        expect((await api.get('/v1/483/investigators/j.%20doe/profile', as('ent'))).body.inspections_by_fiscal_year).toEqual({ '2023': 1, '2024': 1 });
        expect((await api.get('/v1/483/investigators/inv_0000000000000000/profile', as('ent'))).body).toEqual({ error: 'Investigator not found: inv_0000000000000000', status_code: 404 });
      });

      it('needs a key (401) and at least Starter (403); Starter keys reach every Starter route', async () => {
        for (const path of ['/v1/483/investigators', '/v1/483/investigators/Jane%20Doe', `/v1/483/investigators/${investigatorId('Jane Doe')}/profile`, '/v1/483/cfr-references', '/v1/483/cfr-references/211.192']) {
          expect((await api.get(path, as('starter'))).status, path).toBe(200);
        }
        expect((await api.get('/v1/483/investigators')).status).toBe(401);
        expect((await api.get('/v1/483/investigators', as('free'))).body).toEqual({ error: 'Starter+ subscription required', status_code: 403 });
      });
    });

    describe('trending citations', () => {
      type Row = { act_cfr_number: string; occurrence_count: number; previous_count: number; trend_direction: string; percentage_change: number | null };
      const rows = (body: { results: Row[] }) => body.results.map((r) => [r.act_cfr_number, r.occurrence_count, r.previous_count, r.trend_direction, r.percentage_change]);

      it('compares the latest complete quarter that has citations with the one before', async () => {
        const response = await api.get('/v1/483/citations/trending', as('ent'));
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          period: 'FY2025-Q1',
          previous_period: 'FY2024-Q4',
          period_ranges: { current: { start: '2024-10-01', end: '2024-12-31' }, previous: { start: '2024-07-01', end: '2024-09-30' } },
          total: 5,
          total_citations_current: 6,
          total_citations_previous: 6,
          offset: 0,
          limit: 20,
          filters_applied: { trend: null, min_count: 0, product_type: null, as_of: null },
        });
        expect(rows(response.body)).toEqual([
          ['21 CFR 211.192', 3, 1, 'increasing', 200],
          ['21 CFR 211.100(a)', 1, 2, 'decreasing', -50],
          ['21 CFR 211.67(a)', 1, 1, 'stable', 0],
          ['21 CFR 211.22(d)', 1, 0, 'increasing', null],
          ['21 CFR 820.100(a)', 0, 2, 'decreasing', -100],
        ]);
        expect(response.body.results[0]).toMatchObject({ description: 'Investigations of discrepancies', top_product_types: ['drug'] });
        expect(response.body.results[4].top_product_types).toEqual(['medical_device']);
      });

      it('filters by trend, least count and product type, and pages', async () => {
        const decreasing = await api.get('/v1/483/citations/trending?trend=decreasing', as('ent'));
        expect(rows(decreasing.body).map((r) => r[0])).toEqual(['21 CFR 211.100(a)', '21 CFR 820.100(a)']);
        expect(decreasing.body).toMatchObject({ total: 2, total_citations_current: 6 });
        expect(rows((await api.get('/v1/483/citations/trending?min_count=1&product_type=Drug', as('ent'))).body).map((r) => r[0])).toEqual([
          '21 CFR 211.192',
          '21 CFR 211.100(a)',
          '21 CFR 211.67(a)',
          '21 CFR 211.22(d)',
        ]);
        const page = await api.get('/v1/483/citations/trending?limit=2&offset=2', as('ent'));
        expect(rows(page.body).map((r) => r[0])).toEqual(['21 CFR 211.67(a)', '21 CFR 211.22(d)']);
        expect(page.body.total).toBe(5);
      });

      it('takes as_of to an earlier quarter with citations, and to the latest with citations before it', async () => {
        // 2024-10-15: the latest complete quarter is FY2024-Q4 (a0 1, b0 3, c1 2 = 6; FY2024-Q3 had none).
        const q4 = await api.get('/v1/483/citations/trending?as_of=2024-10-15', as('ent'));
        expect(q4.body).toMatchObject({ period: 'FY2024-Q4', previous_period: 'FY2024-Q3', total_citations_current: 6, total_citations_previous: 0, filters_applied: { as_of: '2024-10-15' } });
        expect(rows(q4.body)).toEqual([
          ['21 CFR 211.100(a)', 2, 0, 'increasing', null],
          ['21 CFR 820.100(a)', 2, 0, 'increasing', null],
          ['21 CFR 211.192', 1, 0, 'increasing', null],
          ['21 CFR 211.67(a)', 1, 0, 'increasing', null],
        ]);
        // 2024-06-30 completes FY2024-Q3, which has no citations; the latest quarter on or before it that has is FY2023-Q2 (c2).
        const q2 = await api.get('/v1/483/citations/trending?as_of=2024-06-30', as('ent'));
        expect(q2.body).toMatchObject({ period: 'FY2023-Q2', previous_period: 'FY2023-Q1', total_citations_current: 1, total_citations_previous: 0 });
        expect(rows(q2.body)).toEqual([['21 CFR 820.198(a)', 1, 0, 'increasing', null]]);
        // Before any citation: the quarter complete on as_of, empty.
        const early = await api.get('/v1/483/citations/trending?as_of=2020-01-01', as('ent'));
        expect(early.body).toMatchObject({ period: 'FY2020-Q1', previous_period: 'FY2019-Q4', results: [], total: 0, total_citations_current: 0 });
      });

      it('rejects bad parameters with 400 naming the field, and keys below Pro with 403', async () => {
        expect((await api.get('/v1/483/citations/trending?trend=up', as('ent'))).body).toEqual({ error: 'Invalid value for trend. Allowed values: increasing, stable, decreasing', status_code: 400 });
        for (const query of ['as_of=2024-02-30', 'as_of=yesterday', 'min_count=-1', 'limit=101']) {
          const response = await api.get(`/v1/483/citations/trending?${query}`, as('ent'));
          expect(response.status, query).toBe(400);
          expect(response.body.error, query).toContain(query.split('=')[0]);
        }
        expect((await api.get('/v1/483/citations/trending', as('starter'))).body).toEqual({ error: 'Pro+ subscription required', status_code: 403 });
      });
    });

    it('answers odd input with a 2xx, 400 or 404, never a 500', async () => {
      const paths = [
        '/v1/483/cfr-references/%E0%A4%A',
        '/v1/483/cfr-references/%20',
        `/v1/483/cfr-references/${'9'.repeat(300)}`,
        '/v1/483/cfr-references?cfr=',
        '/v1/483/cfr-references?limit=1e3',
        '/v1/483/cfr-references?limit=5&limit=6',
        '/v1/483/investigators/%25',
        '/v1/483/investigators/a%2Fb/profile',
        '/v1/483/investigators?product_type=',
        '/v1/483/analytics/benchmarks?grouping=',
        '/v1/483/analytics/benchmarks?grouping[]=state',
        '/v1/483/citations/trending?as_of=2024-13-01',
        '/v1/483/citations/trending?min_count=99999999999999999',
      ];
      for (const path of paths) {
        const response = await api.get(path, as('ent'));
        expect([200, 400, 404], `${path} → ${JSON.stringify(response.body)}`).toContain(response.status);
        if (response.status !== 200) expect(typeof response.body.error, path).toBe('string');
      }
    });

    describe('caching', () => {
      it('serves a changed document as soon as the sink has stored it, cache or not', async () => {
        const before = await api.get('/v1/483/investigators/Sam%20Roe', as('ent'));
        expect(before.body.total_inspections).toBe(1);
        const list = await api.get('/v1/483/investigators?sort_by=name', as('ent'));
        expect(list.body.results.find((r: { investigator_name: string }) => r.investigator_name === 'Sam Roe').total_inspections).toBe(1);
        const trendingBefore = await api.get('/v1/483/citations/trending', as('ent'));
        expect(trendingBefore.body.total_citations_current).toBe(6);

        // Sam Roe inspects F2 again on 2024-12-10, citing 211.192: he now has 2 inspections, 2 facilities;
        // FY2025-Q1 gains a citation (211.192 4 vs 1).
        const F2b = facilityWithInspections(
          { fei: '1002', product_types: ['drug'], state: 'NJ', country: 'United States' },
          {
            b0: { date: '2024-07-20', classification: 'VAI', program_area: 'Drugs', cited: ['21 CFR 211.100(a)', '21 CFR 211.100(a)', '21 CFR 211.67(a)'] },
            b1: { date: '2024-12-02', program_area: 'Drugs', investigators: ['Jane Doe'], cited: ['21 CFR 211.192', '21 CFR 211.100(a)', '21 CFR 211.67(a)'] },
            b2: { date: '2024-12-10', program_area: 'Drugs', investigators: ['Sam Roe'], cited: ['21 CFR 211.192'] },
          },
        );
        await publish(deps, [F1, F2b, F3]);

        const after = await api.get('/v1/483/investigators?sort_by=name', as('ent'));
        expect(after.body.results.find((r: { investigator_name: string }) => r.investigator_name === 'Sam Roe')).toMatchObject({ total_inspections: 2, facilities_inspected: 2 });
        const trendingAfter = await api.get('/v1/483/citations/trending', as('ent'));
        expect(trendingAfter.body.total_citations_current).toBe(7);
        expect(trendingAfter.body.results[0]).toMatchObject({ act_cfr_number: '21 CFR 211.192', occurrence_count: 4, previous_count: 1, percentage_change: 300 });
      });
    });
  });
});
