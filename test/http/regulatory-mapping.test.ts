import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { ANALYTICS_INDEX, ANALYTICS_MAPPING } from '../../enrich/sinks/analytics-index.ts';
import { RULES_GRAPH_VERSION } from '../../enrich/sinks/graph-version.ts';
import { bumpIndexVersion } from '../../enrich/sinks/index-version.ts';
import { RULES_INDEX, RULES_MAPPING, type StoredRuleChunk } from '../../enrich/sinks/rules-index.ts';
import { GCP_ICH_MAPPINGS } from '../../graph/knowledge/regulation-maps.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';

/*
 * The regulatory-mapping family over the embedded stores: the curated maps ship with the code,
 * headings come from CfrSection / IchSection nodes (seeded here the way the rules graph sink
 * writes them) or the reference list, counts from `cfr_reference:` analytics documents, and rule
 * documents from chunks in the `rules` index. Expected values are worked out from the fixtures.
 */

const PATH = '/v1/483/regulatory-mapping';
const POST_PATH = '/v1/483/observations/regulatory-mapping';

const OOS_TEXT =
  'Your firm failed to thoroughly investigate out-of-specification (OOS) assay results for batch 1234. The QC unit invalidated the OOS result without a documented root cause and released the batch.';

/** Distinct GCP sections with curated E6(R3) mappings (the table's mapped part). */
const GCP_SECTIONS = new Set(GCP_ICH_MAPPINGS.map((mapping) => mapping.cfr_section));

const analyticsDoc = (act: string, count: number) => ({
  id: `cfr_reference:${act}`,
  doc: { kind: 'cfr_reference', content_hash: `h-${act}-${count}`, as_of: '2025-06-30', body: { act_cfr_number: act, short_description: null, occurrence_count: count, associated_product_types: ['drug'], cross_references: [], match_confidence: 0, matched_at: '2025-06-30' } },
});

describe('regulatory mapping (GET /v1/483/regulatory-mapping, /{cfr}, POST /v1/483/observations/regulatory-mapping)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  const embedder = createHashEmbedder();
  let key: string;
  let freeKey: string;
  /** A second free key: the free tier allows 2 requests per second per key. */
  let freeKey2: string;
  let starterKey: string;
  const get = (path: string, k = key) => api.get(path, { 'x-api-key': k });
  const post = (body: unknown, k = key) => api.post(POST_PATH, body, { 'x-api-key': k });

  beforeAll(async () => {
    env = await createTestDeps({ embedder });
    deps = env.deps;

    // Citation counts: 211.192 cited as (a) 7 times and bare 5 times → 12; 312.62(b) 3; a QSR section 2;
    // an FD&C Act section and a Title 42 section are not Title 21 sections and are left out.
    await deps.search.ensureIndex(ANALYTICS_INDEX, ANALYTICS_MAPPING);
    const docs = [analyticsDoc('21 CFR 211.192(a)', 7), analyticsDoc('21 CFR 211.192', 5), analyticsDoc('21 CFR 312.62(b)', 3), analyticsDoc('21 CFR 820.100(a)', 2), analyticsDoc('FDCA 501(a)(2)(B)', 4), analyticsDoc('42 CFR 493.1', 9)];
    await deps.search.upsert(ANALYTICS_INDEX, docs);
    await bumpIndexVersion(deps.search, ANALYTICS_INDEX, docs.map((d) => [d.id, d.doc.content_hash] as const), '2025-06-30T00:00:00Z');

    // Section nodes as the rules graph sink writes them: ingested CFR text, a QSR section, E6(R3) sections.
    await deps.graph.upsertNodes('CfrSection', 'id', [
      { id: '21 CFR 211.192', heading: 'Production record review', part: 211, text: 'All drug product production and control records … shall be reviewed … Any unexplained discrepancy … shall be thoroughly investigated.', text_source: 'ingested' },
      { id: '21 CFR 820.100 (QSR)', heading: 'Corrective and preventive action', part: 820, text_source: 'ingested' },
    ]);
    // E6(R3) as ingested: headings on 2.10 and 2.12, numbered paragraphs with text and no title.
    const e6 = (number: string, props: Record<string, string | null>) => ({ id: `ICH E6(R3) ${number}`, guideline: 'ICH E6(R3)', section_number: number, text_source: 'ingested', title: null, text: null, ...props });
    await deps.graph.upsertNodes('IchSection', 'id', [
      e6('2.10', { title: 'Investigational Product Management' }),
      e6('2.10.4', { text: 'The investigator/institution and/or a pharmacist or other appropriate individual should maintain records of the product’s delivery, the inventory, the use by each participant (including documenting that the participants were provided the doses specified by the protocol) and the return to the sponsor and destruction or alternative disposition of unused product(s). These records should include dates, quantities, batch/serial numbers and expiration dates.' }),
      e6('2.12', { title: 'Records' }),
      e6('2.12.2', { text: 'The investigator/institution should maintain adequate source records that include pertinent observations on each of the trial participants under their responsibility. Source records should be attributable, legible, contemporaneous, original, accurate and complete.' }),
      e6('2.12.12', { text: 'The investigator/institution should retain the essential records for the required retention period in accordance with applicable regulatory requirements.' }),
    ]);

    // Rule chunks: an OOS guidance in two chunks, a CAPA guideline, an unrelated sterile guidance,
    // and a device guidance worded like the OOS one (laboratory results, assays, investigations).
    await deps.search.ensureIndex(RULES_INDEX, RULES_MAPPING);
    const chunk = (ruleId: string, index: number, source: string, title: string, text: string) => ({ ruleId, index, source, title, text });
    const chunks = [
      chunk('fda-oos-2022', 0, 'fda', 'Investigating Out-of-Specification (OOS) Test Results for Pharmaceutical Production', 'This guidance describes how to investigate out-of-specification (OOS) test results: the laboratory investigation, assay results, root cause and the batch disposition by the quality unit.'),
      chunk('fda-oos-2022', 1, 'fda', 'Investigating Out-of-Specification (OOS) Test Results for Pharmaceutical Production', 'An OOS result may be invalidated only when a laboratory error is documented; the investigation of the batch must be thorough and documented.'),
      chunk('ich-q10', 0, 'ich', 'Pharmaceutical Quality System Q10', 'Corrective action and preventive action (CAPA) system: investigation of deviations, root cause analysis and effectiveness checks.'),
      chunk('fda-aseptic-2004', 0, 'fda', 'Sterile Drug Products Produced by Aseptic Processing', 'Media fills simulate aseptic operations; gowning qualification and cleanroom airflow patterns.'),
      chunk('fda-ivd-faq', 0, 'fda', 'In Vitro Diagnostic (IVD) Device Studies - Frequently Asked Questions', 'Laboratory assay results outside the specification are investigated and documented before the study results are reported.'),
    ];
    const vectors = await embedder.embed(chunks.map((c) => `${c.title} ${c.text}`));
    await deps.search.upsert(
      RULES_INDEX,
      chunks.map((c, i) => {
        const doc: StoredRuleChunk = {
          rule_id: c.ruleId, source_id: c.source, source: c.source, publisher: c.source.toUpperCase(), title: c.title, document_type: 'guidance', reference: null,
          issue_date: null, issue_month: null, effective_date: null, updated_date: null, status: 'final', therapeutic_area: null, url: null, chunk_index: c.index,
          chunk_count: null, heading_path: [], heading: '', text: c.text, word_count: c.text.split(' ').length, content_hash: `h-${c.ruleId}-${c.index}`, embedding_model: embedder.modelId,
        };
        return { id: `${c.ruleId}#${c.index}`, doc: { ...doc }, vector: vectors[i]! };
      }),
    );

    key = (await deps.apiKeys.create({ tenantId: 'mapping', tier: 'enterprise', test: true })).key;
    starterKey = (await deps.apiKeys.create({ tenantId: 'mapping-starter', tier: 'starter', test: true })).key;
    freeKey = (await deps.apiKeys.create({ tenantId: 'mapping-free', tier: 'free', test: true })).key;
    freeKey2 = (await deps.apiKeys.create({ tenantId: 'mapping-free', tier: 'free', test: true })).key;
    api = await startTestServer(deps);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await env?.cleanup();
  });

  describe('GET /v1/483/regulatory-mapping', () => {
    it('lists every mapped GCP section and every cited Title 21 section, most cited first', async () => {
      const res = await get(`${PATH}?limit=100`, starterKey);
      expect(res.status).toBe(200);
      // 211.192 and 820.100 are cited GMP sections; 312.62 is both cited and mapped.
      expect(res.body.total).toBe(GCP_SECTIONS.size + 2);
      expect(res.body).toMatchObject({ offset: 0, limit: 100, filters_applied: { has_mappings: false, min_relevance: 0, requirement: null } });
      expect(res.body.mappings.slice(0, 3).map((m: { cfr_section: string; occurrence_count: number }) => [m.cfr_section, m.occurrence_count])).toEqual([
        ['21 CFR 211.192', 12],
        ['21 CFR 312.62', 3],
        ['21 CFR 820.100', 2],
      ]);
      // Then uncited mapped sections in CFR order: Part 11 first, 11.10 before 11.100.
      expect(res.body.mappings.slice(3, 8).map((m: { cfr_section: string }) => m.cfr_section)).toEqual(['21 CFR 11.10', '21 CFR 11.30', '21 CFR 11.50', '21 CFR 11.100', '21 CFR 11.300']);
      expect(res.body.source).toMatch(/E6\(R3\)/);
      expect(res.body.data_attribution).toMatchObject({ api_version: 'v1', data_source_url: 'https://www.ecfr.gov/current/title-21' });
      expect(Number.isNaN(Date.parse(res.body.data_attribution.retrieved_at))).toBe(false);
      expect(res.body.query_metadata.execution_time_ms).toBeLessThan(500);
    });

    it('serves a GCP section with its curated E6(R3) mappings, strongest first, and a GMP section with none', async () => {
      const res = await get(`${PATH}?limit=3`);
      const [gmp, gcp, qsr] = res.body.mappings;
      expect(gcp).toMatchObject({
        cfr_section: '21 CFR 312.62',
        cfr_title: 'Investigator recordkeeping and record retention',
        occurrence_count: 3,
        source_url: 'https://www.ecfr.gov/current/title-21/section-312.62',
        data_attribution: { api_version: 'v1' },
      });
      expect(gcp.ich_mappings).toEqual([
        {
          ich_section: 'ICH E6(R3) 2.10.4',
          // The enclosing heading, then the paragraph's first sentence, cut at 300 characters.
          matched_requirement: expect.stringMatching(/^Investigational Product Management: The investigator\/institution and\/or a pharmacist .{150,}…$/),
          relevance_score: 0.88,
          mapping_rationale: expect.stringMatching(/^312\.62\(a\) requires records of the disposition/),
        },
        {
          ich_section: 'ICH E6(R3) 2.12.2',
          matched_requirement: 'Records: The investigator/institution should maintain adequate source records that include pertinent observations on each of the trial participants under their responsibility.',
          relevance_score: 0.85,
          mapping_rationale: expect.stringMatching(/^312\.62\(b\)/),
        },
        {
          ich_section: 'ICH E6(R3) 2.12.12',
          matched_requirement: 'Records: The investigator/institution should retain the essential records for the required retention period in accordance with applicable regulatory requirements.',
          relevance_score: 0.82,
          mapping_rationale: expect.stringMatching(/^312\.62\(c\)/),
        },
      ]);
      expect(gcp.ich_mappings[0].matched_requirement.length).toBeLessThanOrEqual('Investigational Product Management: '.length + 300);
      // 211.192 has curated Q7/Q9/Q10 mappings, but this table maps only the GCP regime (SPEC-DECISIONS 25).
      expect(gmp).toMatchObject({ cfr_section: '21 CFR 211.192', cfr_title: 'Production record review', occurrence_count: 12, ich_mappings: [] });
      // Part 820 as 483s cite it: the QSR text's heading.
      expect(qsr).toMatchObject({ cfr_section: '21 CFR 820.100', cfr_title: 'Corrective and preventive action', ich_mappings: [] });
    });

    it('pages with offset and limit over the same order', async () => {
      const all = (await get(`${PATH}?limit=100`)).body.mappings.map((m: { cfr_section: string }) => m.cfr_section);
      const page = await get(`${PATH}?offset=2&limit=4`);
      expect(page.body.mappings.map((m: { cfr_section: string }) => m.cfr_section)).toEqual(all.slice(2, 6));
      expect(page.body).toMatchObject({ offset: 2, limit: 4, total: all.length });
      expect((await get(PATH)).body.limit).toBe(50);
    });

    it('has_mappings keeps only sections with E6(R3) mappings', async () => {
      const res = await get(`${PATH}?has_mappings=true&limit=100`);
      expect(res.body.total).toBe(GCP_SECTIONS.size);
      expect(res.body.mappings[0].cfr_section).toBe('21 CFR 312.62');
      expect(res.body.mappings.every((m: { ich_mappings: unknown[] }) => m.ich_mappings.length > 0)).toBe(true);
      expect(res.body.filters_applied.has_mappings).toBe(true);
    });

    it('min_relevance drops weaker mappings and the sections left without one', async () => {
      const res = await get(`${PATH}?min_relevance=0.85&limit=100`);
      const expected = new Set(GCP_ICH_MAPPINGS.filter((m) => m.alignment_score >= 0.85).map((m) => m.cfr_section));
      expect(res.body.total).toBe(expected.size);
      const gcp = res.body.mappings.find((m: { cfr_section: string }) => m.cfr_section === '21 CFR 312.62');
      expect(gcp.ich_mappings.map((m: { ich_section: string }) => m.ich_section)).toEqual(['ICH E6(R3) 2.10.4', 'ICH E6(R3) 2.12.2']);
      for (const entry of res.body.mappings) for (const mapping of entry.ich_mappings) expect(mapping.relevance_score).toBeGreaterThanOrEqual(0.85);
      expect(res.body.filters_applied.min_relevance).toBe(0.85);
      // The same number written as people write it: no leading zero.
      const short = await get(`${PATH}?min_relevance=.85&limit=100`);
      expect(short.status).toBe(200);
      expect(short.body.total).toBe(expected.size);
    });

    it('requirement matches the ICH heading, text and rationale, keeping only matching mappings', async () => {
      const res = await get(`${PATH}?requirement=${encodeURIComponent('Essential records')}&limit=100`);
      expect(res.status).toBe(200);
      expect(res.body.filters_applied.requirement).toBe('Essential records');
      const gcp = res.body.mappings.find((m: { cfr_section: string }) => m.cfr_section === '21 CFR 312.62');
      expect(gcp.ich_mappings.map((m: { ich_section: string }) => m.ich_section)).toEqual(['ICH E6(R3) 2.12.12']);
      expect(res.body.mappings.some((m: { cfr_section: string }) => m.cfr_section === '21 CFR 211.192')).toBe(false);
      // A rationale-only word: "coercion" appears in the 50.20 ↔ 2.8.3 rationale.
      const consent = await get(`${PATH}?requirement=coercion`);
      expect(consent.body.mappings.map((m: { cfr_section: string }) => m.cfr_section)).toEqual(['21 CFR 50.20']);
      expect(consent.body.mappings[0].ich_mappings.map((m: { ich_section: string }) => m.ich_section)).toEqual(['ICH E6(R3) 2.8.3']);
      expect((await get(`${PATH}?requirement=zzzznotaword`)).body).toMatchObject({ total: 0, mappings: [] });
    });

    it('refuses bad query values with a 400 naming the field (family A)', async () => {
      for (const [query, field] of [
        ['min_relevance=1.5', 'min_relevance'],
        ['min_relevance=high', 'min_relevance'],
        ['has_mappings=maybe', 'has_mappings'],
        ['limit=101', 'limit'],
        ['limit=0', 'limit'],
        ['offset=-1', 'offset'],
        ['requirement=', 'requirement'],
      ] as const) {
        const res = await get(`${PATH}?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body, query).toEqual({ error: expect.stringContaining(field), status_code: 400 });
      }
    });

    it('is Starter+: a free key gets 403 in family A', async () => {
      const res = await get(PATH, freeKey);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Starter+ subscription required', status_code: 403 });
      expect((await get(`${PATH}/312.62`, freeKey)).status).toBe(403);
    });

    it('follows new citation data at once (the cache is keyed by the analytics version)', async () => {
      expect((await get(`${PATH}/211.192`)).body.occurrence_count).toBe(12);
      const doc = analyticsDoc('21 CFR 211.192(b)', 4);
      await deps.search.upsert(ANALYTICS_INDEX, [doc]);
      await bumpIndexVersion(deps.search, ANALYTICS_INDEX, [[doc.id, doc.doc.content_hash]], '2025-07-01T00:00:00Z');
      expect((await get(`${PATH}/211.192`)).body.occurrence_count).toBe(16);
      await deps.search.delete(ANALYTICS_INDEX, [doc.id]);
      await bumpIndexVersion(deps.search, ANALYTICS_INDEX, [[doc.id, '']], '2025-07-02T00:00:00Z');
      expect((await get(`${PATH}/211.192`)).body.occurrence_count).toBe(12);
    });
  });

  describe('GET /v1/483/regulatory-mapping/{cfr}', () => {
    it('answers the detail form for every accepted spelling', async () => {
      for (const spelling of ['21%20CFR%20312.62', '312.62', '21-CFR-312.62', '21%20CFR%20312.62(b)']) {
        const res = await get(`${PATH}/${spelling}`, starterKey);
        expect(res.status, spelling).toBe(200);
        expect(res.body, spelling).toMatchObject({
          cfr_section: '21 CFR 312.62',
          cfr_title: 'Investigator recordkeeping and record retention',
          occurrence_count: 3,
          cfr_reference_url: 'https://www.ecfr.gov/current/title-21/section-312.62',
          source_url: 'https://www.ecfr.gov/current/title-21/section-312.62',
        });
        expect(res.body.ich_mappings.map((m: { relevance_score: number }) => m.relevance_score), spelling).toEqual([0.88, 0.85, 0.82]);
        expect(res.body.query_metadata.execution_time_ms).toBeLessThan(200);
      }
    });

    it('answers a GMP section with ich_mappings: [] and a known but uncited section with count 0', async () => {
      const gmp = await get(`${PATH}/21%20CFR%20211.192`);
      expect(gmp.body).toMatchObject({ cfr_section: '21 CFR 211.192', cfr_title: 'Production record review', occurrence_count: 12, ich_mappings: [], cfr_reference_url: 'https://www.ecfr.gov/current/title-21/section-211.192' });
      // 211.22 is named by the curated GMP maps but neither cited nor ingested here: known, no heading to show.
      const named = await get(`${PATH}/211.22`);
      expect(named.status).toBe(200);
      expect(named.body).toMatchObject({ cfr_section: '21 CFR 211.22', cfr_title: '', occurrence_count: 0, ich_mappings: [] });
      // 50.27 is GCP-mapped and uncited; its heading comes from the reference list.
      const consent = await get(`${PATH}/50.27`);
      expect(consent.body).toMatchObject({ cfr_section: '21 CFR 50.27', occurrence_count: 0 });
      expect(consent.body.ich_mappings.length).toBeGreaterThan(0);
    });

    it('answers 404 in family A for a section it does not know, and for other titles', async () => {
      for (const [spelling, shown] of [
        ['21%20CFR%20999.1', '21 CFR 999.1'],
        ['42%20CFR%20493.1', '42 CFR 493.1'],
      ]) {
        const res = await get(`${PATH}/${spelling}`);
        expect(res.status, spelling).toBe(404);
        expect(res.body).toEqual({ error: `CFR reference not found: ${shown}`, status_code: 404 });
      }
    });

    it('answers 400 naming cfr for text that is not a CFR reference', async () => {
      for (const spelling of ['abc', '211', 'FDCA%20501(a)']) {
        const res = await get(`${PATH}/${spelling}`);
        expect(res.status, spelling).toBe(400);
        expect(res.body).toEqual({ error: expect.stringMatching(/CFR reference/), status_code: 400 });
        expect(res.body.error).toMatch(/cfr|CFR/);
      }
    });
  });

  describe('POST /v1/483/observations/regulatory-mapping', () => {
    it('maps an OOS-investigation text to 211.192, a category, GMP ICH sections and the OOS guidance', async () => {
      const res = await post({ observation_text: OOS_TEXT }, starterKey);
      expect(res.status).toBe(200);
      expect(res.body.observation_text).toBe(OOS_TEXT);
      expect(res.body.categories).toContain('Laboratory Controls');
      expect(res.body.event_type).toMatchObject({ id: expect.any(String), name: expect.any(String) });
      expect(res.body.event_type.confidence).toBeGreaterThanOrEqual(0.6);
      const section = res.body.cfr_sections.find((s: { cfr_section: string }) => s.cfr_section === '21 CFR 211.192');
      expect(section).toMatchObject({ title: 'Production record review', basis: `event type ${res.body.event_type.id}` });
      expect(section.confidence).toBeGreaterThan(0.5);
      expect(res.body.cfr_sections.length).toBeLessThanOrEqual(5);
      const via192 = res.body.ich_sections.filter((s: { via_cfr: string }) => s.via_cfr === '21 CFR 211.192');
      expect(via192.map((s: { ich_section: string }) => s.ich_section).sort()).toEqual(['ICH Q10 3.2.2', 'ICH Q7 11.1', 'ICH Q7 6.7', 'ICH Q9 II.7']);
      expect(via192.every((s: { regime: string; guideline: string }) => s.regime === 'gmp' && ['Q7', 'Q9', 'Q10'].includes(s.guideline))).toBe(true);
      expect(res.body.product_type).toBe('drug');
      const ruleIds = res.body.rule_documents.map((d: { rule_id: string }) => d.rule_id);
      expect(ruleIds[0]).toBe('fda-oos-2022');
      expect(new Set(ruleIds).size).toBe(ruleIds.length);
      expect(res.body.rule_documents[0]).toMatchObject({ source: 'fda', title: expect.stringMatching(/Out-of-Specification/), excerpt: expect.stringMatching(/OOS/) });
      expect(res.body.rule_documents[0].similarity_score).toBeGreaterThan(0);
    });

    it('lists rule documents of the product regime the answer states: no device guidance for a drug observation', async () => {
      const asDrug = await post({ observation_text: OOS_TEXT, top_k: 5 }, starterKey);
      expect(asDrug.body.product_type).toBe('drug');
      expect(asDrug.body.rule_documents.map((d: { rule_id: string }) => d.rule_id)).not.toContain('fda-ivd-faq');
      const asDevice = await post({ observation_text: OOS_TEXT, top_k: 5, product_type: 'device' }, starterKey);
      expect(asDevice.body.rule_documents.map((d: { rule_id: string }) => d.rule_id)).toContain('fda-ivd-faq');
    });

    it('puts a section the text cites first, with its E6(R3) mappings labelled gcp', async () => {
      const res = await post({ observation_text: 'The clinical investigator did not prepare adequate case histories as required by 21 CFR 312.62(b).', top_k: 3 });
      expect(res.status).toBe(200);
      expect(res.body.cfr_sections[0]).toEqual({ cfr_section: '21 CFR 312.62', title: 'Investigator recordkeeping and record retention', confidence: 1, basis: 'cited in text' });
      const gcp = res.body.ich_sections.filter((s: { via_cfr: string }) => s.via_cfr === '21 CFR 312.62');
      expect(gcp.map((s: { ich_section: string }) => s.ich_section)).toEqual(['ICH E6(R3) 2.10.4', 'ICH E6(R3) 2.12.2', 'ICH E6(R3) 2.12.12']);
      expect(gcp.every((s: { regime: string; guideline: string }) => s.regime === 'gcp' && s.guideline === 'E6(R3)')).toBe(true);
      expect(res.body.rule_documents.length).toBeLessThanOrEqual(3);
    });

    it('embeds the classifier prototypes once per process, not per request', async () => {
      await post({ observation_text: OOS_TEXT });
      const before = embedder.calls;
      await post({ observation_text: 'Equipment was not calibrated at the defined interval; balance calibration records missing.' });
      // The text once for the classifier and once for the rule passages (one embedder in this test
      // stands for both models); never the prototypes again.
      expect(embedder.calls - before).toBe(2);
    });

    it('accepts product type aliases case-insensitively', async () => {
      const res = await post({ observation_text: 'Complaint files did not include an evaluation of whether the complaint was an MDR event.', product_type: 'Medical_Device' });
      expect(res.status).toBe(200);
      expect(res.body.product_type).toBe('device');
    });

    it('refuses bad bodies with a 400 naming the field (family A), never a 500', async () => {
      for (const [body, field] of [
        [{}, 'observation_text'],
        [{ observation_text: '' }, 'observation_text'],
        [{ observation_text: '   ' }, 'observation_text'],
        [{ observation_text: 'x'.repeat(5001) }, 'observation_text'],
        [{ observation_text: 42 }, 'observation_text'],
        [{ observation_text: OOS_TEXT, product_type: 'cosmetics' }, 'product_type'],
        [{ observation_text: OOS_TEXT, top_k: 0 }, 'top_k'],
        [{ observation_text: OOS_TEXT, top_k: 21 }, 'top_k'],
        [{ observation_text: OOS_TEXT, top_k: 2.5 }, 'top_k'],
      ] as const) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body).toEqual({ error: expect.stringContaining(field), status_code: 400 });
      }
      const malformed = await api.post(POST_PATH, '{"observation_text":', { 'x-api-key': key });
      expect(malformed.status).toBe(400);
    });

    it('is Starter+', async () => {
      const res = await post({ observation_text: OOS_TEXT }, freeKey2);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Starter+ subscription required', status_code: 403 });
    });

    // Last: it gives the rule passages and the rules graph versions, which the tests above run without.
    it('answers the same text again from its cache while the rule passages and the rules graph stand, and anew after either changes', async () => {
      await bumpIndexVersion(deps.search, RULES_INDEX, [['fda-oos-2022#0', 'h-fda-oos-2022-0']], '2025-07-01T00:00:00Z');
      await bumpIndexVersion(deps.search, RULES_GRAPH_VERSION, [['21 CFR 211.192', 'g1']], '2025-07-01T00:00:00Z');
      const text = 'Assay results out of specification were invalidated without a documented laboratory investigation.';
      const first = await post({ observation_text: text });
      const embeddings = embedder.calls;
      const again = await post({ observation_text: text });
      expect(again.status).toBe(200);
      expect(embedder.calls).toBe(embeddings);
      expect(again.body.query_metadata.execution_time_ms).toEqual(expect.any(Number));
      expect({ ...again.body, query_metadata: null }).toEqual({ ...first.body, query_metadata: null });

      await deps.graph.upsertNodes('CfrSection', 'id', [{ id: '21 CFR 211.192', heading: 'Production record review (amended)', part: 211, text_source: 'ingested' }]);
      await bumpIndexVersion(deps.search, RULES_GRAPH_VERSION, [['21 CFR 211.192', 'g2']], '2025-07-02T00:00:00Z');
      const afterGraph = await post({ observation_text: text });
      expect(afterGraph.body.cfr_sections.find((s: { cfr_section: string }) => s.cfr_section === '21 CFR 211.192')?.title).toBe('Production record review (amended)');
    });
  });
});
