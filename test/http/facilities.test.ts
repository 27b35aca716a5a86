import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import type { Deps } from '../../cli/deps.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { encodeVector } from '../../infra/embedding/embedder.port.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { enrichedObservationValue, rawValue } from '../../enrich/facilities/facility-test-builders.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';

/*
 * The facility, observation-listing and risk-score routes of document 2 over a hand-made fixture
 * that goes the real way: raw Dashboard inspections, citations and a warning letter, plus enriched
 * 483 observations, through the facilities step and the search sinks.
 *
 * Acme (3001001, NJ, Drugs): inspection 1001 (2021-03-10, NAI), inspection 1002 (2023-05-20, OAI)
 *   with two Dashboard citations and one 483 observation (its 483 inspection folds into 1002; the
 *   483 names the city, Trenton, and the establishment type), and a warning letter (2023-09-01).
 * Wells (3002002, TN): one 483 (2022-11-15, unclassified) with two observations.
 * Coastal (3003003, CA, Devices): inspection 1003 (2020-01-10, VAI), no citations.
 */

const embedder = createHashEmbedder();

const dashboardInspection = (fei: string, id: string, date: string, classification: 'NAI' | 'VAI' | 'OAI', firm: string, state: string, productType: string) =>
  rawValue(id, {
    inspection_id: id,
    fei_number: fei,
    firm_name: firm,
    street_address: null,
    city: null,
    state,
    zip_code: null,
    country: 'United States',
    fiscal_year: Number(date.slice(0, 4)),
    inspection_end_date: date,
    classification,
    classification_raw: null,
    posted_citations: null,
    project_areas: ['Quality Assurance'],
    product_types: [productType],
    areas: [{ project_area: 'Quality Assurance', product_type: productType, classification, classification_raw: null, posted_citations: null, additional_details: null, fmd_145_date: null }],
    source_file: null,
    source_url: null,
  });

const dashboardCitation = (id: string, cfr: string, shortDescription: string) =>
  rawValue(id, {
    inspection_id: '1002',
    fei_number: '3001001',
    firm_name: 'Acme Drugs Inc',
    inspection_end_date: '2023-05-20',
    fiscal_year: 2023,
    program_area: 'Drugs',
    act_cfr_number: cfr,
    short_description: shortDescription,
    long_description: null,
    citation_id: null,
    occurrences: 1,
    source_file: null,
    source_url: null,
  });

const warningLetter = rawValue('warning-letter:600001:3001001:drugs', {
  case_injunction_id: '600001',
  fei_number: '3001001',
  firm_name: 'Acme Drugs Inc',
  action_type: 'Warning Letter',
  action_taken_date: '2023-09-01',
  fiscal_year: 2023,
  product_type: 'Drugs',
  center: null,
  state: 'NJ',
  country: 'United States',
  source_file: null,
  source_url: null,
});

/** An enriched observation with a real 384-dimension embedding, so the observations sink takes it. */
async function observation(overrides: Partial<EnrichedObservation>): Promise<EnrichedObservation> {
  const draft = enrichedObservationValue(overrides);
  const [vector] = await embedder.embed([draft.observation_text]);
  const { id: _id, source: _source, fetched_at: _fetched, content_hash: _hash, schema_version: _version, ...body } = draft;
  const withVector = { ...body, embedding: { model: embedder.modelId, dimensions: 384, vector: encodeVector(vector as Float32Array) } };
  return { ...draft, ...withVector, content_hash: contentHash(withVector) };
}

const GROUPS = ['enrich.facilities', 'sink.search.facilities', 'sink.search.observations'];

describe('facility, observation-listing and risk-score routes', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  const keys = { free: '', starter: '', pro: '' };
  // Enterprise keys taken in turn for the bulk of the calls, so the per-key second limits never bite.
  const pool: string[] = [];
  let turn = 0;
  const get = (path: string, tier?: keyof typeof keys) => api.get(path, { 'x-api-key': tier ? keys[tier] : (pool[turn++ % pool.length] as string) });

  beforeAll(async () => {
    env = await createTestDeps({ embedder });
    deps = env.deps;
    pipeline = await startPipeline(deps, GROUPS);
    await deps.bus.publish(TOPICS.rawInspections, [
      { key: '1001', value: dashboardInspection('3001001', '1001', '2021-03-10', 'NAI', 'Acme Drugs Inc', 'NJ', 'Drugs') },
      { key: '1002', value: dashboardInspection('3001001', '1002', '2023-05-20', 'OAI', 'Acme Drugs Inc', 'NJ', 'Drugs') },
      { key: '1003', value: dashboardInspection('3003003', '1003', '2020-01-10', 'VAI', 'Coastal Devices LLC', 'CA', 'Devices') },
    ]);
    await deps.bus.publish(TOPICS.rawCitations, [
      { key: 'a', value: dashboardCitation('1002:211.192', '21 CFR 211.192', 'Investigations of discrepancies, failures') },
      { key: 'b', value: dashboardCitation('1002:211.22', '21 CFR 211.22(d)', 'Procedures not in writing, fully followed') },
    ]);
    await deps.bus.publish(TOPICS.rawComplianceActions, [{ key: 'wl', value: warningLetter }]);
    const observations = [
      await observation({
        fei_number: '3001001',
        facility_name: 'Acme Drugs Inc',
        city: 'Trenton',
        state: 'NJ',
        establishment_type: 'Drug Manufacturer',
        inspection_end_date: '2023-05-20',
        fiscal_year: 2023,
        act_cfr_number: '21 CFR 211.160(b)',
        cfr_section: '21 CFR 211.160',
        observation_text: 'Laboratory controls do not include scientifically sound test procedures.',
        categories: ['Laboratory Controls'],
        severity_score: 5,
      }),
      await observation({
        fei_number: '3002002',
        inspection_end_date: '2022-11-15',
        fiscal_year: 2023,
        observation_text: 'Aseptic processing areas are deficient regarding the system for monitoring environmental conditions.',
        categories: ['Sterility Assurance'],
        severity_score: 8,
      }),
      await observation({
        fei_number: '3002002',
        observation_number: 2,
        inspection_end_date: '2022-11-15',
        fiscal_year: 2023,
        act_cfr_number: '21 CFR 211.68(b)',
        cfr_section: '21 CFR 211.68',
        observation_text: 'Appropriate controls are not exercised over computers to assure that changes in records are instituted only by authorized personnel.',
        categories: ['Data Integrity'],
        severity_score: 6,
      }),
    ];
    await deps.bus.publish(TOPICS.enrichedObservations, observations.map((o) => ({ key: o.fei_number, value: o })));
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 60_000, pollMs: 100 });
    api = await startTestServer(deps);
    for (const tier of ['free', 'starter', 'pro'] as const) keys[tier] = (await deps.apiKeys.create({ tenantId: `t-${tier}`, tier, test: true })).key;
    for (let i = 0; i < 6; i += 1) pool.push((await deps.apiKeys.create({ tenantId: `t-enterprise-${i}`, tier: 'enterprise', test: true })).key);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await pipeline?.stop();
    await env?.cleanup();
  });

  describe('GET /v1/483/facilities', () => {
    it('lists every facility (never the index version marker) in the generic envelope, highest composite score first', async () => {
      const response = await get('/v1/483/facilities');
      expect(response.status).toBe(200);
      expect(response.body.pagination).toEqual({ limit: 20, offset: 0, total: 3, hasMore: false });
      expect(response.body.meta.requestId).toBe(response.headers.get('x-request-id'));
      expect(response.body.meta.processingTimeMs).toBeGreaterThanOrEqual(0);
      const scores = response.body.data.map((f: { risk_score: number }) => f.risk_score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      // OAI, a warning letter and three citations: Acme scores highest.
      expect(response.body.data[0]).toMatchObject({
        fei_number: '3001001',
        facility_name: 'Acme Drugs Inc',
        state: 'NJ',
        product_types: ['Drugs'],
        total_inspections: 2,
        oai_count: 1,
        warning_letters: 1,
        last_inspection_date: '2023-05-20',
        last_classification: 'OAI',
      });
    });

    it('filters by state, classification, product type, CFR section, name and latest-inspection date', async () => {
      const feis = async (query: string) => (await get(`/v1/483/facilities?${query}`)).body.data.map((f: { fei_number: string }) => f.fei_number).sort();
      expect(await feis('state=nj')).toEqual(['3001001']);
      expect(await feis('country=united%20states')).toEqual(['3001001', '3002002', '3003003']);
      expect(await feis('state=Tn&country=India')).toEqual([]);
      expect(await feis('classification=OAI')).toEqual(['3001001']);
      expect(await feis('classification=VAI')).toEqual(['3003003']);
      expect(await feis('product_type=devices')).toEqual(['3003003']);
      expect(await feis('cfr_section=211.192')).toEqual(['3001001']);
      expect(await feis('cfr_section=21%20CFR%20211.113(b)')).toEqual(['3002002']);
      expect(await feis('name=wells')).toEqual(['3002002']);
      expect(await feis('date_from=2022-01-01')).toEqual(['3001001', '3002002']);
      expect(await feis('fei_number=0003003003')).toEqual(['3003003']);
    });

    it('sorts by name A to Z and paginates with hasMore', async () => {
      const byName = await get('/v1/483/facilities?sort_by=name');
      expect(byName.body.data.map((f: { facility_name: string }) => f.facility_name)).toEqual(['Acme Drugs Inc', 'Coastal Devices LLC', 'Wells Pharmacy, Inc']);
      const first = await get('/v1/483/facilities?sort_by=name&limit=2');
      expect(first.body.pagination).toEqual({ limit: 2, offset: 0, total: 3, hasMore: true });
      const second = await get('/v1/483/facilities?sort_by=name&limit=2&offset=2');
      expect(second.body.data.map((f: { fei_number: string }) => f.fei_number)).toEqual(['3002002']);
      expect(second.body.pagination.hasMore).toBe(false);
      const oldest = await get('/v1/483/facilities?sort_by=last_inspection_date&sort_order=asc');
      expect(oldest.body.data.map((f: { fei_number: string }) => f.fei_number)).toEqual(['3003003', '3002002', '3001001']);
    });

    it('answers 400 naming the field for bad values, and 403 to a Free key', async () => {
      const bad = await get('/v1/483/facilities?classification=XAI');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'classification', allowed_values: ['NAI', 'VAI', 'OAI'] } });
      const range = await get('/v1/483/facilities?min_score=60&max_score=10');
      expect(range.status).toBe(400);
      expect(range.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'min_score' } });
      const dates = await get('/v1/483/facilities?date_from=2024-01-01&date_to=2023-01-01');
      expect(dates.body.error.details.field).toBe('date_from');
      expect((await get('/v1/483/facilities?sort_by=popularity')).body.error.details.field).toBe('sort_by');
      expect((await get('/v1/483/facilities?limit=101')).body.error.details.field).toBe('limit');
      expect((await get('/v1/483/facilities?cfr_section=abc')).body.error.details.field).toBe('cfr_section');
      const free = await get('/v1/483/facilities', 'free');
      expect(free.status).toBe(403);
      expect(free.body.error.code).toBe('INSUFFICIENT_TIER');
    });
  });

  describe('GET /v1/483/observations', () => {
    it('lists observations newest inspection first, ties by observation id', async () => {
      const response = await get('/v1/483/observations');
      expect(response.status).toBe(200);
      expect(response.body.pagination).toEqual({ limit: 20, offset: 0, total: 3, hasMore: false });
      expect(response.body.data.map((o: { observation_id: string }) => o.observation_id)).toEqual([
        '483-3001001-20230520-1',
        '483-3002002-20221115-1',
        '483-3002002-20221115-2',
      ]);
      // Its 483 inspection is Dashboard inspection 1002 (OAI): the listing serves that id and classification.
      expect(response.body.data[0]).toMatchObject({ fei_number: '3001001', inspection_id: '1002', classification: 'OAI', act_cfr_number: '21 CFR 211.160(b)', data_attribution: { api_version: 'v1' } });
      expect(response.body.data[1]).toMatchObject({ inspection_id: '483-3002002-20221115', classification: null });
    });

    it('filters and sorts', async () => {
      const ids = async (query: string) => (await get(`/v1/483/observations?${query}`)).body.data.map((o: { observation_id: string }) => o.observation_id);
      expect(await ids('fei_number=0003002002')).toEqual(['483-3002002-20221115-1', '483-3002002-20221115-2']);
      expect(await ids('category=sterility%20assurance')).toEqual(['483-3002002-20221115-1']);
      expect(await ids('cfr_section=211.113')).toEqual(['483-3002002-20221115-1']);
      expect(await ids('cfr_section=21%20CFR%20211.68(b)')).toEqual(['483-3002002-20221115-2']);
      expect(await ids('state=nj')).toEqual(['483-3001001-20230520-1']);
      expect(await ids('program_area=drugs&date_to=2022-12-31')).toEqual(['483-3002002-20221115-1', '483-3002002-20221115-2']);
      expect(await ids('sort=severity_score&order=asc')).toEqual(['483-3001001-20230520-1', '483-3002002-20221115-2', '483-3002002-20221115-1']);
      expect(await ids('q=aseptic%20environmental')).toEqual(['483-3002002-20221115-1']);
      expect(await ids('classification=OAI')).toEqual(['483-3001001-20230520-1']);
      expect(await ids('classification=NAI')).toEqual([]);
      const page = await get('/v1/483/observations?limit=1&offset=1');
      expect(page.body.pagination).toEqual({ limit: 1, offset: 1, total: 3, hasMore: true });
    });

    it('answers 400 naming the field', async () => {
      const area = await get('/v1/483/observations?program_area=Cosmetics');
      expect(area.status).toBe(400);
      expect(area.body.error.details.field).toBe('program_area');
      expect(area.body.error.message).toMatch(/Allowed values: Drugs, Biologics, Devices/);
      expect((await get('/v1/483/observations?category=Nope')).body.error.details.field).toBe('category');
      expect((await get('/v1/483/observations?date_from=2023-01-01&date_to=2022-01-01')).body.error.details.field).toBe('date_from');
      expect((await get('/v1/483/observations?date_from=2023-02-30')).body.error.details.field).toBe('date_from');
      expect((await get('/v1/483/observations?fei_number=12ab')).body.error.details.field).toBe('fei_number');
      expect((await get('/v1/483/observations?sort=random')).body.error.details.field).toBe('sort');
    });
  });

  describe('GET /v1/483/facilities/{fei_number}', () => {
    it('returns the facility with both scores, its summary, latest inspections and action counts', async () => {
      const response = await get('/v1/483/facilities/0003001001');
      expect((await get('/v1/483/facilities/3001001', 'starter')).status).toBe(200);
      expect(response.status).toBe(200);
      expect(response.body.meta.requestId).toBe(response.headers.get('x-request-id'));
      const data = response.body.data;
      expect(data.fei_number).toBe('3001001');
      expect(data.facility).toEqual({
        legal_name: 'Acme Drugs Inc',
        city: 'Trenton',
        state: 'NJ',
        country: 'United States',
        product_types: ['Drugs'],
        parent_company: null,
        registration_status: null,
        establishment_type: 'Drug Manufacturer',
      });
      expect(data.inspection_summary).toMatchObject({ total_inspections: 2, nai_count: 1, vai_count: 0, oai_count: 1, warning_letters: 1, last_inspection_date: '2023-05-20', last_classification: 'OAI' });
      expect(data.recent_inspections.map((i: { inspection_id: string; total_citations: number }) => [i.inspection_id, i.total_citations])).toEqual([
        ['1002', 3],
        ['1001', 0],
      ]);
      expect(data.compliance_actions).toEqual({ total: 1, by_type: { warning_letter: 1 }, latest_action_date: '2023-09-01' });
      expect(data.risk_score).toMatchObject({ fei_number: '3001001', methodology_version: 'v2.0' });
      expect(data.facility_score).toMatchObject({ fei_number: '3001001' });
    });

    it('answers 404 NOT_FOUND (body B) for an unknown FEI and 400 for a malformed one', async () => {
      const missing = await get('/v1/483/facilities/9999999');
      expect(missing.status).toBe(404);
      expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'Facility not found for FEI: 9999999' });
      expect(missing.body.meta.requestId).toBeTruthy();
      const malformed = await get('/v1/483/facilities/abc');
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'fei_number' } });
    });
  });

  describe('GET /v1/483/facilities/{fei_number}/inspections', () => {
    it('returns exactly fei_number, facility, summary and inspections, newest first, unknown values null', async () => {
      const response = await get('/v1/483/facilities/3001001/inspections');
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['facility', 'fei_number', 'inspections', 'summary']);
      expect(response.body.summary).toMatchObject({ total_inspections: 2, oai_count: 1, nai_count: 1, warning_letters: 1 });
      expect(response.body.inspections).toEqual([
        { inspection_id: '1002', inspection_start_date: null, inspection_end_date: '2023-05-20', classification: 'OAI', program_area: 'Drugs', inspection_type: null, lead_investigator_id: null, team_size: null, total_citations: 3 },
        { inspection_id: '1001', inspection_start_date: null, inspection_end_date: '2021-03-10', classification: 'NAI', program_area: 'Drugs', inspection_type: null, lead_investigator_id: null, team_size: null, total_citations: 0 },
      ]);
    });

    it('adds citations and the compliance actions that followed each inspection on request', async () => {
      const response = await get('/v1/483/facilities/3001001/inspections?include_citations=true&include_compliance_actions=TRUE');
      const [latest, earlier] = response.body.inspections;
      expect(latest.citations).toHaveLength(3);
      expect(latest.citations.map((c: { act_cfr_number: string }) => c.act_cfr_number).sort()).toEqual(['21 CFR 211.160(b)', '21 CFR 211.192', '21 CFR 211.22(d)']);
      for (const c of latest.citations) expect(c.severity_score).toBeGreaterThan(0);
      expect(latest.compliance_actions).toEqual([{ action_type: 'warning_letter', action_date: '2023-09-01', action_id: 'warning-letter:600001', status: null, response_deadline: null }]);
      expect(earlier).toMatchObject({ citations: [], compliance_actions: [] });
    });

    it('filters by classification and dates; 404 and 400 in body B', async () => {
      const nai = await get('/v1/483/facilities/3001001/inspections?classification=NAI');
      expect(nai.body.inspections.map((i: { inspection_id: string }) => i.inspection_id)).toEqual(['1001']);
      const after = await get('/v1/483/facilities/3001001/inspections?date_from=2022-01-01');
      expect(after.body.inspections.map((i: { inspection_id: string }) => i.inspection_id)).toEqual(['1002']);
      const wells = await get('/v1/483/facilities/3002002/inspections');
      expect(wells.body.inspections).toEqual([expect.objectContaining({ inspection_id: '483-3002002-20221115', classification: null, total_citations: 2 })]);
      expect(wells.body.facility.legal_name).toBe('Wells Pharmacy, Inc');
      const missing = await get('/v1/483/facilities/9999999/inspections');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
      const bad = await get('/v1/483/facilities/3001001/inspections?classification=BAD');
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.field).toBe('classification');
      expect((await get('/v1/483/facilities/3001001/inspections?include_citations=yes')).body.error.details.field).toBe('include_citations');
    });
  });

  describe('GET /v1/483/facilities/{fei_number}/citations', () => {
    it('lists citations with fiscal year, the inspection classification, source and attribution', async () => {
      const response = await get('/v1/483/facilities/3002002/citations');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ fei_number: '3002002', facility_name: 'Wells Pharmacy, Inc', total: 2, query_metadata: { limit: 100, sort_order: 'desc' } });
      expect(response.body.results.map((c: { citation_id: string }) => c.citation_id)).toEqual(['483-3002002-20221115-1', '483-3002002-20221115-2']);
      expect(response.body.results[0]).toMatchObject({
        inspection_id: '483-3002002-20221115',
        inspection_end_date: '2022-11-15',
        // FDA's fiscal year 2023 began on 1 October 2022.
        fiscal_year: 2023,
        act_cfr_number: '21 CFR 211.113(b)',
        program_area: 'Drugs',
        classification: null,
        category: 'Sterility Assurance',
        source: 'fda-form-483',
        data_attribution: { api_version: 'v1' },
      });
      const acme = await get('/v1/483/facilities/3001001/citations?sort_order=asc');
      expect(acme.body.total).toBe(3);
      const dashboard = acme.body.results.filter((c: { source: string }) => c.source === 'fda-data-dashboard');
      expect(dashboard).toHaveLength(2);
      for (const c of acme.body.results) expect(c).toMatchObject({ inspection_id: '1002', classification: 'OAI', fiscal_year: 2023 });
    });

    it('applies limit, category and dates; 404 in body B', async () => {
      const one = await get('/v1/483/facilities/3001001/citations?limit=1');
      expect(one.body.results).toHaveLength(1);
      expect(one.body).toMatchObject({ total: 3, query_metadata: { limit: 1 } });
      const integrity = await get('/v1/483/facilities/3002002/citations?category=data%20integrity');
      expect(integrity.body.results.map((c: { citation_id: string }) => c.citation_id)).toEqual(['483-3002002-20221115-2']);
      const none = await get('/v1/483/facilities/3002002/citations?date_to=2022-01-01');
      expect(none.body).toMatchObject({ total: 0, results: [] });
      expect((await get('/v1/483/facilities/3002002/citations?limit=1001')).body.error.details.field).toBe('limit');
      const missing = await get('/v1/483/facilities/9999999/citations');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
    });
  });

  describe('GET /v1/483/facilities/{fei_number}/score', () => {
    it('returns the predictive facility score document', async () => {
      const response = await get('/v1/483/facilities/3001001/score');
      expect(response.status).toBe(200);
      expect(response.body.fei_number).toBe('3001001');
      expect(Object.keys(response.body.score_components).sort()).toEqual(['citation_severity', 'enforcement_trend', 'historical_pattern', 'industry_benchmark', 'time_since_inspection']);
      const detail = await get('/v1/483/facilities/3001001');
      expect(response.body.risk_score).toBe(detail.body.data.facility_score.risk_score);
      expect((await get('/v1/483/facilities/9999999/score')).status).toBe(404);
    });
  });

  describe('/v1/483/risk-scores (Pro+)', () => {
    it('lists composite scores highest first with methodology and query metadata', async () => {
      const response = await get('/v1/483/risk-scores', 'pro');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: 3, offset: 0, limit: 20 });
      expect(response.body.methodology).toMatch(/^Composite risk score v2\.0/);
      expect(response.body.query_metadata.execution_time_ms).toBeGreaterThanOrEqual(0);
      const scores = response.body.results.map((r: { risk_score: number }) => r.risk_score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      expect(response.body.results[0].fei_number).toBe('3001001');
      expect(Object.keys(response.body.results[0]).sort()).toEqual(['factors', 'fei_number', 'risk_level', 'risk_score']);
      const asc = await get('/v1/483/risk-scores?sort_order=asc&limit=1');
      expect(asc.body.results).toHaveLength(1);
      expect(asc.body.results[0].risk_score).toBe(Math.min(...scores));
      const top = scores[0] as number;
      const atLeast = await get(`/v1/483/risk-scores?min_score=${top}`);
      expect(atLeast.body.results.map((r: { fei_number: string }) => r.fei_number)).toContain('3001001');
      const level = response.body.results[0].risk_level as string;
      const byLevel = await get(`/v1/483/risk-scores?risk_level=${level}`);
      for (const r of byLevel.body.results) expect(r.risk_level).toBe(level);
    });

    it('answers in body A: invalid risk_level lists the allowed values, 403 below Pro, 404 in the spec words', async () => {
      const bad = await get('/v1/483/risk-scores?risk_level=extreme');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: 'Invalid value for risk_level. Allowed values: low, medium, high, critical', status_code: 400 });
      const range = await get('/v1/483/risk-scores?min_score=80&max_score=20');
      expect(range.body).toEqual({ error: 'min_score must not be greater than max_score', status_code: 400 });
      const starter = await get('/v1/483/risk-scores', 'starter');
      expect(starter.status).toBe(403);
      expect(starter.body).toEqual({ error: 'Pro+ subscription required', status_code: 403 });
      const missing = await get('/v1/483/risk-scores/0009999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Risk score not found for FEI: 9999999', status_code: 404 });
    });

    it('returns one facility composite score with query metadata', async () => {
      const response = await get('/v1/483/risk-scores/3001001');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ fei_number: '3001001', methodology_version: 'v2.0' });
      expect(Object.keys(response.body.factors).sort()).toEqual(['citation_frequency', 'oai_ratio', 'peer_benchmark', 'recency', 'severity']);
      expect(response.body.query_metadata.execution_time_ms).toBeGreaterThanOrEqual(0);
      const list = await get('/v1/483/risk-scores');
      expect(response.body.risk_score).toBe(list.body.results.find((r: { fei_number: string }) => r.fei_number === '3001001').risk_score);
    });
  });
});
