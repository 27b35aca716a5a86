import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { enrichedFacilityValue, enrichedObservationValue } from '../../enrich/facilities/facility-test-builders.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING, storedFacilityOf } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';

/*
 * GET /v1/export/{dataset} over the embedded store: NDJSON and CSV carry the same rows, the list
 * filters select them, a filter that does not apply is a 400, the export is Pro+, counts as one
 * call, and has no row cap (10,500 observations: past the default 10,000-row window of Elasticsearch).
 */

const facility = (fei: string, name: string, state: string, riskScore: number, riskLevel: 'low' | 'medium' | 'high' | 'critical', inspections: Array<{ id: string; end_date: string; classification: 'NAI' | 'VAI' | 'OAI' | null }>, citations: Array<{ id: string; inspection_id: string; date: string; cfr: string }>) => {
  const base = enrichedFacilityValue();
  return storedFacilityOf(
    enrichedFacilityValue({
      id: fei,
      fei_number: fei,
      facility_name: name,
      state,
      country: 'United States',
      risk_score: { ...base.risk_score, fei_number: fei, risk_score: riskScore, risk_level: riskLevel, factors: { oai_ratio: riskScore / 2, recency: riskScore / 2 } },
      inspections: inspections.map((i) => ({ ...i, program_area: 'Drugs', product_types: ['Drugs'], investigators: ['A Investigator'], citation_count: citations.filter((c) => c.inspection_id === i.id).length })),
      citations: citations.map((c) => ({ id: c.id, inspection_id: c.inspection_id, date: c.date, act_cfr_number: c.cfr, cfr_section: c.cfr.replace(/\(.*$/, ''), short_description: 'Written procedures, "not followed"', categories: ['Quality System'] })),
      compliance_actions: [],
    }),
  );
};

const FACILITIES = [
  facility('3001001', 'Acme Drugs, Inc', 'NJ', 71.5, 'high', [{ id: '1001', end_date: '2021-03-10', classification: 'NAI' }, { id: '1002', end_date: '2023-05-20', classification: 'OAI' }], [
    { id: 'c1', inspection_id: '1002', date: '2023-05-20', cfr: '21 CFR 211.192' },
    { id: 'c2', inspection_id: '1002', date: '2023-05-20', cfr: '21 CFR 211.22(d)' },
  ]),
  facility('3002002', 'Wells Pharmacy', 'TN', 35, 'medium', [{ id: '2001', end_date: '2022-11-15', classification: null }], []),
  facility('3003003', 'Coastal Devices LLC', 'NJ', 12, 'low', [{ id: '3001', end_date: '2020-01-10', classification: 'VAI' }], [{ id: 'c3', inspection_id: '3001', date: '2020-01-10', cfr: '21 CFR 820.100' }]),
];

const OBSERVATION_COUNT = 10_500;

describe('GET /v1/export/{dataset}', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  const keys = { starter: '', pro: '' };

  const download = async (path: string, key = keys.pro) => {
    const response = await fetch(`${api.url}${path}`, { headers: { 'x-api-key': key } });
    return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), text: await response.text() };
  };
  const ndjson = (text: string) => text.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    env = await createTestDeps();
    deps = env.deps;
    await deps.search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
    await deps.search.upsert(FACILITIES_INDEX, FACILITIES.map((doc) => ({ id: doc.fei_number, doc: { ...doc } })));
    await deps.search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
    const vector = Array.from({ length: 384 }, (_, i) => (i === 0 ? 1 : 0));
    const observations = Array.from({ length: OBSERVATION_COUNT }, (_, i) => {
      const { embedding: _embedding, ...doc } = enrichedObservationValue({ fei_number: i % 2 === 0 ? '3001001' : '3002002', observation_number: i + 1, inspection_end_date: '2023-05-20' });
      return { id: doc.observation_id, doc: { ...doc, embedding_model: 'test' }, vector };
    });
    for (let i = 0; i < observations.length; i += 2_000) await deps.search.upsert(OBSERVATIONS_INDEX, observations.slice(i, i + 2_000));
    api = await startTestServer(deps);
    keys.starter = (await deps.apiKeys.create({ tenantId: 't-starter', tier: 'starter', test: true })).key;
    keys.pro = (await deps.apiKeys.create({ tenantId: 't-pro', tier: 'pro', test: true })).key;
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await env?.cleanup();
  });

  it('streams facilities as NDJSON, one list item per line, as a download', async () => {
    const response = await download('/v1/export/facilities');
    expect(response.status).toBe(200);
    expect(response.type).toBe('application/x-ndjson');
    expect(response.disposition).toMatch(/^attachment; filename="regintel-facilities-\d{4}-\d{2}-\d{2}\.ndjson"$/);
    const rows = ndjson(response.text);
    expect(rows.map((r) => r.fei_number).sort()).toEqual(['3001001', '3002002', '3003003']);
    expect(rows.find((r) => r.fei_number === '3001001')).toMatchObject({ facility_name: 'Acme Drugs, Inc', state: 'NJ', risk_score: 71.5, risk_level: 'high', total_inspections: 3 });
  });

  it('gives the same rows as CSV: a header line, RFC 4180 quoting, lists joined', async () => {
    const response = await download('/v1/export/citations?format=csv');
    expect(response.status).toBe(200);
    expect(response.type).toMatch(/^text\/csv/);
    const lines = response.text.split('\r\n');
    expect(lines[0]).toBe('fei_number,facility_name,inspection_id,citation_id,date,act_cfr_number,cfr_section,short_description,categories');
    const records = parseCsv(response.text, { columns: true }) as Array<Record<string, string>>;
    expect(records.map((r) => r.citation_id).sort()).toEqual(['c1', 'c2', 'c3']);
    expect(records.find((r) => r.citation_id === 'c2')).toEqual({
      fei_number: '3001001',
      facility_name: 'Acme Drugs, Inc',
      inspection_id: '1002',
      citation_id: 'c2',
      date: '2023-05-20',
      act_cfr_number: '21 CFR 211.22(d)',
      cfr_section: '21 CFR 211.22',
      short_description: 'Written procedures, "not followed"',
      categories: 'Quality System',
    });
    const json = ndjson((await download('/v1/export/citations')).text);
    expect(json.map((r) => r.citation_id).sort()).toEqual(['c1', 'c2', 'c3']);
  });

  it('applies the list filters; for inspections and citations the dates and the section select the rows', async () => {
    const feis = async (query: string) => ndjson((await download(`/v1/export/facilities?${query}`)).text).map((r) => r.fei_number).sort();
    expect(await feis('state=nj')).toEqual(['3001001', '3003003']);
    expect(await feis('risk_level=medium')).toEqual(['3002002']);
    expect(await feis('min_score=30&max_score=50')).toEqual(['3002002']);
    const inspections = ndjson((await download('/v1/export/inspections?date_from=2022-01-01')).text);
    expect(inspections.map((r) => r.inspection_id).sort()).toEqual(['1002', '2001']);
    expect(inspections.find((r) => r.inspection_id === '2001')?.classification).toBeNull();
    const cited = ndjson((await download('/v1/export/citations?cfr_section=211.192')).text);
    expect(cited.map((r) => r.citation_id)).toEqual(['c1']);
    const scores = ndjson((await download('/v1/export/risk-scores?risk_level=high')).text);
    expect(scores).toEqual([{ fei_number: '3001001', facility_name: 'Acme Drugs, Inc', risk_score: 71.5, risk_level: 'high', factors: { oai_ratio: 35.75, recency: 35.75 } }]);
  });

  it('has no row cap: 10,500 observations, each once, past the list window', async () => {
    const rows = ndjson((await download('/v1/export/observations')).text);
    expect(rows).toHaveLength(OBSERVATION_COUNT);
    expect(new Set(rows.map((r) => r.observation_id)).size).toBe(OBSERVATION_COUNT);
    const wells = ndjson((await download('/v1/export/observations?fei_number=3002002')).text);
    expect(wells).toHaveLength(OBSERVATION_COUNT / 2);
    expect(wells.every((r) => r.fei_number === '3002002')).toBe(true);
  });

  it('answers an empty rules export with nothing, and a CSV header only', async () => {
    expect((await download('/v1/export/rules')).text).toBe('');
    expect((await download('/v1/export/rules?format=csv')).text.split('\r\n')[0]).toMatch(/^rule_id,chunk_index,/);
  });

  it('refuses bad input with a 400 naming the field, and lower plans with a 403', async () => {
    const notApplying = await api.get('/v1/export/facilities?category=Data%20Integrity', { 'x-api-key': keys.pro });
    expect(notApplying.status).toBe(400);
    expect(notApplying.body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(notApplying.body)).toContain('category');
    for (const path of ['/v1/export/everything', '/v1/export/facilities?format=xml', '/v1/export/facilities?date_from=2023-13-01', '/v1/export/observations?cfr_section=chapter%20nine']) {
      const response = await api.get(path, { 'x-api-key': keys.pro });
      expect(response.status, path).toBe(400);
    }
    const starter = await api.get('/v1/export/facilities', { 'x-api-key': keys.starter });
    expect(starter.status).toBe(403);
  });

  it('counts the whole download as one call', async () => {
    const usage = async () => (await api.get('/v1/usage', { 'x-api-key': keys.pro })).body;
    const before = await usage();
    await download('/v1/export/observations');
    const after = await usage();
    const used = (body: { data: { currentUsage: number } }) => body.data.currentUsage;
    expect(used(after)).toBe(used(before) + 1);
  });
});
