import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { findConnector } from '../../ingest/sources/index.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { hasSharedData, hasSharedModel, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';
import { RULE_GROUPS, TEST_CORPUS, ingestCorpus } from '../search-quality/rules-corpus.ts';

warnIfMissing(hasSharedData && hasSharedModel, 'the document-1 rules API on real rule documents with the real embedding model');

/*
 * Document 1 end to end on real data: seven FDA guidances (one on oncology) and two MDCG documents
 * from ../shared/data run through the connectors, rule enrichment with the real model and the
 * search sink, then one ICH guideline (Q3B(R2), source ich) and one EU GMP annex (Annex 15, source
 * ema) of the reference set through their connectors; the ClinicalTrials.gov mirror (API downloads
 * and record histories) through the analytics step. Every route is then asked as a client would,
 * with keys of different tiers.
 */

/** The reference-set files the test adds to the corpus: small, and off the topics the search tests ask about. */
const REFERENCE_SET_FILES = ['ICH_Q3B_R2_Step4_2006.txt', 'EU_GMP_Annex15_Qualification_Validation_2015.txt'];

/** Runs the ICH and EU GMP rule-document connectors over a mirror holding only `REFERENCE_SET_FILES`. */
async function ingestReferenceSet(deps: Awaited<ReturnType<typeof createTestDeps>>['deps']) {
  const mirror = mkdtempSync(join(tmpdir(), 'regintel-rules-reference-'));
  const pipeline = await startPipeline(deps, RULE_GROUPS);
  try {
    mkdirSync(join(mirror, 'ich_eu_gmp_reference_set'));
    for (const name of REFERENCE_SET_FILES) copyFileSync(join(sharedDataDir, 'ich_eu_gmp_reference_set', name), join(mirror, 'ich_eu_gmp_reference_set', name));
    const connectors = ['ich-rule-documents', 'eu-gmp-annexes'].map((name) => {
      const connector = findConnector(name);
      if (!connector) throw new Error(`no connector ${name}`);
      return connector;
    });
    const runs = await runIngest(connectors, { mode: 'mirror', mirrorDir: mirror }, deps);
    await waitUntilIdle(deps, RULE_GROUPS, { timeoutMs: 600_000, pollMs: 250 });
    return runs;
  } finally {
    await pipeline.stop();
    rmSync(mirror, { recursive: true, force: true });
  }
}

const DMC = 'fda-guidance:establishment-and-operation-of-clinical-trial-data-monitoring-committees';
const PART_11 = 'fda-guidance:part-11-electronic-records-electronic-signatures-scope-and-application';
const ANALYTICS_GROUPS = ['enrich.analytics', 'sink.search.analytics'];

const PROTOCOL = {
  title: 'A Phase III Randomized, Double-Blind, Placebo-Controlled Study of Drug X in Metastatic NSCLC',
  therapeutic_area: 'Oncology',
  indication: 'Metastatic non-small cell lung cancer',
  phase: 'III',
  study_design: { type: 'randomized parallel', blinding: 'double-blind', arms: 2, control_type: 'placebo' },
  endpoints: {
    primary: { name: 'Overall survival', definition: 'Time from randomization to death from any cause', assessment_schedule: 'Every 8 weeks' },
    secondary: [{ name: 'Progression-free survival', definition: 'RECIST 1.1 progression or death' }],
  },
  sample_size: { planned_enrollment: 600, power: 0.9, alpha: 0.05, effect_size: 'HR 0.75' },
  target_authorities: ['FDA'],
};

describe.skipIf(!hasSharedData || !hasSharedModel)('document 1 rules API on real rule documents (needs ../shared)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let analytics: RunningPipeline;
  const keys: Record<'free' | 'starter' | 'pro', string> = { free: '', starter: '', pro: '' };
  const as = (tier: keyof typeof keys) => ({ 'x-api-key': keys[tier] });
  // The Free tier allows 2 requests per second: its calls are spaced so the limiter never answers instead.
  const pace = (tier: keyof typeof keys) => (tier === 'free' ? new Promise((resolve) => setTimeout(resolve, 600)) : Promise.resolve());
  const post = async (path: string, body: unknown, tier: keyof typeof keys = 'pro') => (await pace(tier), api.post(path, body, as(tier)));
  const get = async (path: string, tier: keyof typeof keys = 'pro') => (await pace(tier), api.get(path, as(tier)));

  beforeAll(async () => {
    env = await createTestDeps();
    analytics = await startPipeline(env.deps, ANALYTICS_GROUPS);
    const runs = await ingestCorpus(env.deps, TEST_CORPUS, { timeoutMs: 1_500_000 });
    for (const run of runs) expect(run.status, run.source).toBe('ok');
    for (const run of await ingestReferenceSet(env.deps)) expect(run.status, run.source).toBe('ok');
    const ctgov = findConnector('ctgov-studies');
    if (!ctgov) throw new Error('no ctgov-studies connector');
    await runIngest([ctgov], { mode: 'mirror', mirrorDir: sharedDataDir }, env.deps);
    await waitUntilIdle(env.deps, ANALYTICS_GROUPS, { timeoutMs: 300_000, pollMs: 250 });
    api = await startTestServer(env.deps);
    for (const tier of ['free', 'starter', 'pro'] as const) keys[tier] = (await env.deps.apiKeys.create({ tenantId: `rules-${tier}`, tier, test: true })).key;
  }, 1_800_000);

  afterAll(async () => {
    await api?.close();
    await analytics?.stop();
    await env?.cleanup();
  });

  describe('POST /v1/semantic-search', () => {
    it('answers shape A by default: the guidance that answers the question first, one hit per document, best first', async () => {
      const response = await post('/v1/semantic-search', { query: 'How should a sponsor establish and operate a data monitoring committee?' });
      expect(response.status).toBe(200);
      const body = response.body;
      expect(Object.keys(body).sort()).toEqual(['query', 'query_metadata', 'results']);
      expect(body.results.length).toBeGreaterThan(0);
      expect(body.results.length).toBeLessThanOrEqual(5);
      expect(body.results[0]).toMatchObject({ rule_id: DMC, source: 'fda' });
      expect(body.results[0].similarity_score).toBeGreaterThanOrEqual(0.7);
      expect(Object.keys(body.results[0]).sort()).toEqual(['effective_date', 'rule_id', 'similarity_score', 'source', 'title']);
      const scores = body.results.map((hit: { similarity_score: number }) => hit.similarity_score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      expect(scores.every((score: number) => score >= 0.25)).toBe(true);
      expect(new Set(body.results.map((hit: { rule_id: string }) => hit.rule_id)).size).toBe(body.results.length);
      expect(body.query_metadata).toMatchObject({ embedding_model: expect.stringContaining('MiniLM'), indexes_searched: ['rules'], total_results: body.results.length });
    });

    it('answers shape B for limit/threshold, with the best passage, document type and the threshold applied', async () => {
      const response = await post('/v1/semantic-search', { query: 'electronic signatures and audit trails for electronic records', limit: 3, threshold: 0.4 });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['processing_time_ms', 'query', 'results', 'total_results']);
      const [top] = response.body.results;
      expect(top).toMatchObject({ rule_id: PART_11, source: 'fda', source_document: expect.stringMatching(/^FDA-\d{4}-D-\d+$/), metadata: { document_type: 'guidance' } });
      expect(top.content.toLowerCase()).toMatch(/electronic|signature|audit/);
      expect(response.body.total_results).toBe(response.body.results.length);
      expect(response.body.results.every((hit: { relevance_score: number }) => hit.relevance_score >= 0.4)).toBe(true);
    });

    it('expands abbreviations: "DMC charter" finds the data monitoring committee guidance', async () => {
      const response = await post('/v1/semantic-search', { query: 'DMC charter', top_k: 3 });
      expect(response.body.results[0]?.rule_id).toBe(DMC);
    });

    it('filters by source: ema returns only EU documents; fda includes the oncology guidance, fda-oncology only it', async () => {
      const ema = await post('/v1/semantic-search', { query: 'safety reporting in clinical investigations', sources: ['ema'], top_k: 10, min_similarity: 0 });
      expect(ema.body.results.length).toBeGreaterThan(0);
      expect(ema.body.results.every((hit: { source: string }) => hit.source === 'ema')).toBe(true);
      const oncologyQuery = { query: 'oncology drug products used with in vitro diagnostic tests', top_k: 10, min_similarity: 0 };
      const fda = await post('/v1/semantic-search', { ...oncologyQuery, sources: ['fda'] });
      expect(fda.body.results[0]).toMatchObject({ source: 'fda-oncology' });
      const oncology = await post('/v1/semantic-search', { ...oncologyQuery, sources: ['fda-oncology'] });
      expect(oncology.body.results.map((hit: { source: string }) => hit.source)).toEqual(['fda-oncology']);
    });

    it('refuses a missing query, out-of-range sizes, unknown sources and mixed parameter pairs with 400 VALIDATION_ERROR naming the field', async () => {
      const missing = await post('/v1/semantic-search', { top_k: 3 });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Field query is required', details: { field: 'query' } });
      for (const [body, field] of [
        [{ query: 'x', top_k: 51 }, 'top_k'],
        [{ query: 'x', limit: 0 }, 'limit'],
        [{ query: 'x', threshold: 1.5 }, 'threshold'],
        [{ query: 'x', sources: ['fda', 'nope'] }, 'sources.1'],
      ] as const) {
        const response = await post('/v1/semantic-search', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.error.details.field).toBe(field);
      }
      const mixed = await post('/v1/semantic-search', { query: 'x', top_k: 3, threshold: 0.5 });
      expect(mixed.status).toBe(400);
      expect(mixed.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'top_k, threshold' } });
    });
  });

  it('GET /v1/rules/search answers shape B and validates q and limit', async () => {
    const response = await get('/v1/rules/search?q=risk-based%20monitoring%20of%20clinical%20investigations&sources=fda,ema&limit=2');
    expect(response.status).toBe(200);
    expect(response.body.results.length).toBeLessThanOrEqual(2);
    expect(response.body.results[0].title).toMatch(/Risk-Based/i);
    expect((await get('/v1/rules/search?limit=2')).body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'q' } });
    expect((await get('/v1/rules/search?q=x&limit=51')).status).toBe(400);
  });

  describe('GET /v1/rules', () => {
    it('lists every document once, newest first, paged', async () => {
      const first = await get('/v1/rules?limit=4');
      expect(first.status).toBe(200);
      expect(first.body.pagination).toEqual({ limit: 4, offset: 0, total: 11, hasMore: true });
      const rest = await get('/v1/rules?limit=100&offset=4');
      const all = [...first.body.data, ...rest.body.data];
      expect(new Set(all.map((doc: { rule_id: string }) => doc.rule_id)).size).toBe(11);
      const dates = all.map((doc: { effective_date: string | null }) => doc.effective_date).filter((d: string | null) => d !== null);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('filters by source, therapeutic area, document type and effective date', async () => {
      expect((await get('/v1/rules?source=ema')).body.data.map((doc: { source: string }) => doc.source)).toEqual(['ema', 'ema', 'ema']);
      expect((await get('/v1/rules?source=fda')).body.pagination.total).toBe(7);
      const oncology = await get('/v1/rules?therapeutic_area=Oncology');
      expect(oncology.body.data.map((doc: { source: string }) => doc.source)).toEqual(['fda-oncology']);
      expect((await get('/v1/rules?document_type=MDCG%20guidance')).body.data.every((doc: { document_type: string }) => doc.document_type === 'MDCG guidance')).toBe(true);
      const recent = await get('/v1/rules?effective_after=2020-01-01&limit=100');
      expect(recent.body.data.length).toBeGreaterThan(0);
      expect(recent.body.data.every((doc: { effective_date: string }) => doc.effective_date >= '2020-01-01')).toBe(true);
      const older = await get('/v1/rules?effective_before=2019-12-31&limit=100');
      expect(recent.body.pagination.total + older.body.pagination.total).toBeLessThanOrEqual(11);
      expect((await get('/v1/rules?source=ich')).body.data).toEqual([
        expect.objectContaining({ rule_id: 'ich-guideline:q3b-r2', title: 'ICH Q3B(R2): Impurities in New Drug Products', document_type: 'ICH guideline', reference: 'ICH Q3B(R2)' }),
      ]);
    });

    it('ranks by q with a relevance score', async () => {
      const response = await get('/v1/rules?q=electronic%20records%20and%20signatures&limit=3');
      expect(response.body.data[0]).toMatchObject({ rule_id: PART_11, relevance_score: expect.any(Number) });
    });

    it('refuses bad dates, reversed ranges and unknown sources with 400 naming the field', async () => {
      for (const [query, field] of [
        ['effective_after=2024-02-30', 'effective_after'],
        ['effective_after=2024-01-01&effective_before=2023-01-01', 'effective_after'],
        ['source=fda,mars', 'source.1'],
        ['limit=101', 'limit'],
      ] as const) {
        const response = await get(`/v1/rules?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body.error.details.field, query).toBe(field);
      }
    });
  });

  it('POST /v1/rules: advanced search with filters.documentType, and listing without a query', async () => {
    const mdcg = await post('/v1/rules', { query: 'serious adverse event reporting in device clinical investigations', filters: { documentType: 'MDCG guidance' }, limit: 5 });
    expect(mdcg.status).toBe(200);
    expect(mdcg.body.data.length).toBeGreaterThan(0);
    expect(mdcg.body.data.every((doc: { document_type: string }) => doc.document_type === 'MDCG guidance')).toBe(true);
    expect(mdcg.body.data[0].content.length).toBeGreaterThan(0);
    const listing = await post('/v1/rules', { sources: ['ema'] });
    expect(listing.body.pagination.total).toBe(3);
    expect(listing.body.data[0]).toMatchObject({ content: null, relevance_score: null });
    expect((await post('/v1/rules', { filters: { colour: 'red' } })).status).toBe(400);
  });

  it('GET /v1/rules/{id}: the document with its sections in reading order; 404 for an unknown id', async () => {
    const response = await get(`/v1/rules/${encodeURIComponent(PART_11)}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ rule_id: PART_11, source: 'fda', reference: expect.stringMatching(/^FDA-/) });
    expect(response.body.data.sections.length).toBe(response.body.data.section_count);
    expect(response.body.data.sections.map((s: { text: string }) => s.text).join(' ')).toMatch(/electronic signatures/i);
    const missing = await get('/v1/rules/fda-guidance%3Ano-such-guidance');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('POST /v1/search: keyword search finds documents by their words', async () => {
    const response = await post('/v1/search', { query: 'container closure integrity testing sterility', limit: 3 });
    expect(response.status).toBe(200);
    expect(response.body.data[0].title).toMatch(/Container and Closure System Integrity/);
    expect(response.body.data[0].relevance_score).toBeGreaterThan(0.5);
    expect(response.body.data).toHaveLength(3);
    expect(response.body.pagination).toMatchObject({ limit: 3, offset: 0 });
    expect(response.body.pagination.total).toBeGreaterThanOrEqual(3);
    const second = await post('/v1/search', { query: 'container closure integrity testing sterility', limit: 1, offset: 1 });
    expect(second.body.data[0].rule_id).toBe(response.body.data[1].rule_id);
    expect((await post('/v1/search', { sources: ['fda'] })).body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'query' } });
  });

  it('GET /v1/catalog/sources: counts, newest document, last ingest and freshness per source; who and cdisc empty and said so', async () => {
    const response = await get('/v1/catalog/sources');
    expect(response.status).toBe(200);
    expect(response.body.pagination).toEqual({ limit: 20, offset: 0, total: 6, hasMore: false });
    const bySource = Object.fromEntries(response.body.data.map((s: { source_id: string }) => [s.source_id, s]));
    expect(Object.keys(bySource).sort()).toEqual(['cdisc', 'ema', 'fda', 'fda-oncology', 'ich', 'who']);
    expect(bySource.fda).toMatchObject({ document_count: 7, freshness: { status: 'fresh' }, last_ingested_at: expect.any(String) });
    expect(bySource.fda.section_count).toBeGreaterThan(7);
    expect(bySource['fda-oncology']).toMatchObject({ document_count: 1 });
    expect(bySource.ema).toMatchObject({ document_count: 3, document_types: { 'MDCG guidance': 2, 'EU GMP annex': 1 } });
    expect(bySource.ich).toMatchObject({
      document_count: 1,
      document_types: { 'ICH guideline': 1 },
      newest_document: { rule_id: 'ich-guideline:q3b-r2', effective_date: '2006-06-02' },
      freshness: { status: 'fresh' },
      last_ingested_at: expect.any(String),
    });
    expect(bySource.ich.section_count).toBeGreaterThan(1);
    expect(bySource.who).toMatchObject({ document_count: 0, section_count: 0, newest_document: null, freshness: { status: 'never_ingested' }, note: expect.stringContaining('live source') });
  });

  describe('patterns and prevention', () => {
    it('GET /v1/patterns: the ten amendment pattern types and eleven observation categories, each with the data behind it', async () => {
      const response = await get('/v1/patterns?limit=100');
      expect(response.status).toBe(200);
      expect(response.body.pagination).toEqual({ limit: 100, offset: 0, total: 21, hasMore: false });
      const kinds = response.body.data.map((p: { kind: string }) => p.kind);
      expect(kinds.filter((k: string) => k === 'amendment_pattern')).toHaveLength(10);
      expect(kinds.filter((k: string) => k === 'observation_category')).toHaveLength(11);
      // The record histories (876 versions of 140 trials) show observed changes: 128 trials have two or more versions.
      const extension = response.body.data.find((p: { pattern_id: string }) => p.pattern_id === 'AP-study_duration_extension');
      expect(extension.data).toMatchObject({ source: expect.stringContaining('ClinicalTrials.gov'), status: 'ok' });
      expect(extension.data.trials_analyzed).toBeGreaterThanOrEqual(10);
      expect(extension.data.trials_analyzed).toBeLessThanOrEqual(128);
      expect(extension.data.frequency).toBeGreaterThan(0);
    });

    it('GET /v1/patterns/{area}: INSUFFICIENT_DATA when too little version history, INVALID_THERAPEUTIC_AREA for an unknown area, INSUFFICIENT_TIER for Free custom periods', async () => {
      const oncology = await get('/v1/patterns/oncology');
      expect(oncology.status).toBe(404);
      expect(oncology.body.error).toMatchObject({ code: 'INSUFFICIENT_DATA', details: { criteria: { therapeutic_area: 'Oncology' } } });
      const unknown = await get('/v1/patterns/Astrology');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({ code: 'INVALID_THERAPEUTIC_AREA', details: { allowed_values: expect.arrayContaining(['Rare_Disease']) } });
      expect((await get('/v1/patterns/Oncology?time_period=1_year', 'free')).body.error.code).toBe('INSUFFICIENT_TIER');
      expect((await get('/v1/patterns/Oncology?time_period=2_years')).body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'time_period' } });
    });

    it('GET /v1/patterns/{area}: statistics from observed changes where ten or more trials have histories, INSUFFICIENT_DATA elsewhere', async () => {
      const cardiovascular = await get('/v1/patterns/cardiovascular?time_period=10_years');
      expect(cardiovascular.status).toBe(200);
      expect(cardiovascular.body).toMatchObject({ therapeutic_area: 'Cardiovascular', analysis_period: { end: '2021-12-15' } });
      expect(cardiovascular.body.total_trials_analyzed).toBeGreaterThanOrEqual(10);
      expect(cardiovascular.body.patterns.map((p: { pattern_type: string }) => p.pattern_type)).toContain('study_duration_extension');
      for (const p of cardiovascular.body.patterns) expect(p.frequency).toBeGreaterThan(0);
      const rare = await get('/v1/patterns/Rare_Disease?time_period=10_years');
      expect(rare.status).toBe(404);
      expect(rare.body.error).toMatchObject({ code: 'INSUFFICIENT_DATA', details: { reason: 'too_few_trials', minimum_trials: 10 } });
    });

    it('GET /v1/prevention/strategies: every strategy cites a regulatory basis; filters by pattern', async () => {
      const response = await get('/v1/prevention/strategies?limit=100');
      expect(response.body.data).toHaveLength(21);
      expect(response.body.pagination).toEqual({ limit: 100, offset: 0, total: 21, hasMore: false });
      for (const entry of response.body.data) {
        expect(entry.strategies.length, entry.pattern_id).toBeGreaterThan(0);
        for (const strategy of entry.strategies) expect(strategy.regulatory_basis.length).toBeGreaterThan(0);
      }
      const one = await get('/v1/prevention/strategies?pattern_id=OC-data_integrity');
      expect(one.body.data.map((e: { name: string }) => e.name)).toEqual(['Data Integrity']);
      expect((await get('/v1/prevention/strategies?pattern_id=nope')).status).toBe(400);
    });
  });

  it('POST /v1/requirements/search: requirements by area, phase and type; INVALID_THERAPEUTIC_AREA for an unknown area', async () => {
    const response = await post('/v1/requirements/search', { search_criteria: { therapeutic_area: 'Oncology', phase: 'III', requirement_types: ['endpoint_definition'] }, max_results: 5 });
    expect(response.status).toBe(200);
    expect(response.body.total_count).toBeGreaterThan(0);
    expect(response.body.requirements.length).toBeLessThanOrEqual(5);
    for (const requirement of response.body.requirements) expect(requirement).toMatchObject({ authority: expect.any(String), title: expect.any(String), requirement_type: 'endpoint_definition' });
    const bad = await post('/v1/requirements/search', { search_criteria: { therapeutic_area: 'Dermatology' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_THERAPEUTIC_AREA');
  });

  describe('POST /v1/rules/validate', () => {
    it('validates a protocol; Free sees score, summary and issues only, Starter+ the per-authority view and recommendations', async () => {
      const pro = await post('/v1/rules/validate', { protocol: PROTOCOL, validation_options: { compare_similar_trials: true } });
      expect(pro.status).toBe(200);
      expect(pro.body).toMatchObject({ validation_id: expect.any(String), overall_status: expect.stringMatching(/^(compliant|needs_attention|non_compliant)$/), compliance_by_authority: { FDA: expect.any(Object) } });
      // Completed ClinicalTrials.gov trials of the area; first the mirror's one completed randomised,
      // double-blind, placebo-controlled NSCLC trial. The registry records no approvals: approval_date null.
      expect(Object.keys(pro.body)).not.toContain('similar_approved_trials_note');
      expect(pro.body.similar_approved_trials[0]).toMatchObject({ trial_id: 'NCT00777179', therapeutic_area: 'Oncology', approval_date: null });
      for (const trial of pro.body.similar_approved_trials) expect(trial.approval_date).toBeNull();
      for (const issue of pro.body.issues) expect(issue.regulatory_reference).toMatchObject({ authority: expect.any(String), document: expect.any(String), section: expect.any(String) });
      const free = await post('/v1/rules/validate', { protocol: PROTOCOL }, 'free');
      expect(free.status).toBe(200);
      expect(Object.keys(free.body).sort()).toEqual(['compliance_score', 'issues', 'overall_status', 'summary', 'timestamp', 'validation_id']);
    });

    it('answers INVALID_PROTOCOL with every missing field and PROTOCOL_TOO_COMPLEX over the tier limits', async () => {
      const missing = await post('/v1/rules/validate', { protocol: { title: 'T', phase: 'II' } }, 'starter');
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatchObject({ code: 'INVALID_PROTOCOL', details: { missing_fields: ['therapeutic_area', 'indication', 'study_design', 'endpoints', 'sample_size'] } });
      const complex = await post('/v1/rules/validate', { protocol: { ...PROTOCOL, study_design: { ...PROTOCOL.study_design, arms: 7 } } }, 'starter');
      expect(complex.status).toBe(403);
      expect(complex.body.error).toMatchObject({ code: 'PROTOCOL_TOO_COMPLEX', details: { exceeded: ['arms'] } });
    });

    it('counts validations against the monthly quota: the Free tier gets 5, then 429 QUOTA_EXCEEDED', async () => {
      const key = (await env.deps.apiKeys.create({ tenantId: 'rules-quota', tier: 'free', test: true })).key;
      const validate = async () => (await pace('free'), api.post('/v1/rules/validate', { protocol: PROTOCOL }, { 'x-api-key': key }));
      for (let i = 0; i < 5; i += 1) expect((await validate()).status).toBe(200);
      const over = await validate();
      expect(over.status).toBe(429);
      expect(over.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { quota: 'validations_monthly', limit: 5 } });
      // Other routes stay open: the quota is the validations'.
      await pace('free');
      expect((await api.get('/v1/catalog/sources', { 'x-api-key': key })).status).toBe(200);
    });
  });
});
