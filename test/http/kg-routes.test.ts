import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSharedData, hasSharedModel, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';
import { sharedTestEmbedders } from '../fixtures/shared-embedder.ts';
import { type ModeUnderTest, bringUp, buildSmallMirror } from './document2-modes.ts';

/**
 * Document 3 (the knowledge-graph API) on real data: the small mirror of the document-2 suites
 * plus the eCFR (Parts 211, 610, 800–830) and ICH folders (Q9, Q10, E6(R3); Q7 and Q9(R1)) through
 * the whole pipeline, then every operation and alias answers from what was ingested.
 */
warnIfMissing(hasSharedData && hasSharedModel, 'the knowledge-graph API on a real mirror slice');

describe.skipIf(!hasSharedData || !hasSharedModel)('knowledge-graph API on a real mirror slice', () => {
  let mirror = '';
  let mode: ModeUnderTest;
  let starterKey = '';
  let proKey = '';
  // The Enterprise key of bringUp (100 requests per second): a Starter key allows 10, and this file asks faster.
  const get = (path: string, key = mode.key) => mode.api.get(path, { 'x-api-key': key });
  const post = (path: string, body: unknown, key = mode.key) => mode.api.post(path, body, { 'x-api-key': key });

  beforeAll(async () => {
    mirror = await buildSmallMirror();
    for (const folder of ['cfr_title21', 'ich_guidelines', 'ich_q7_q9r1']) if (!existsSync(join(mirror, folder))) symlinkSync(join(sharedDataDir, folder), join(mirror, folder));
    mode = await bringUp(mirror, {}, sharedTestEmbedders(), 'kg-embedded');
    starterKey = (await mode.deps.apiKeys.create({ tenantId: 'kg-starter', tier: 'starter', test: true })).key;
    proKey = (await mode.deps.apiKeys.create({ tenantId: 'kg-pro', tier: 'pro', test: true })).key;
  }, 1_200_000);

  afterAll(async () => {
    await mode?.cleanup();
    rmSync(mirror, { recursive: true, force: true });
  });

  it('classifies an OOS event to the laboratory type with 211.192 among its regulations, evidence verified, on both paths', async () => {
    const event = { event: 'Out-of-specification assay results were invalidated without a documented laboratory investigation.', product_type: 'drug' };
    // A Starter key may classify (Starter+).
    const response = await post('/v1/kg/classify', event, starterKey);
    expect(response.status).toBe(200);
    expect(response.body.classification).toMatchObject({ event_type: 'laboratory_testing_failure', category: 'laboratory', product_type: 'drug', product_type_source: 'given' });
    expect(response.body.classification.confidence).toBeGreaterThanOrEqual(0.85);
    expect(response.body.applicable_cfr_sections).toContain('21 CFR 211.192');
    const regulation = response.body.applicable_regulations.find((r: { cfr_section: string }) => r.cfr_section === '21 CFR 211.192');
    expect(regulation.title).toBe('Production record review');
    expect(regulation.summary).toMatch(/^All drug product production and control records/);
    expect(response.body.event_classification.event_type).toBe('laboratory_testing_failure');
    // Every source resolved (the taxonomy, each cited section's ingested text).
    expect(response.body.evidence_chain).toMatchObject({ chain_integrity: 'verified', evidence_coverage: 1, provenance_complete: true });
    expect(response.body.evidence_sources.map((s: { source_id: string }) => s.source_id)).toEqual(expect.arrayContaining(['v3.0', '21-CFR-211.192']));
    const alias = await post('/v1/intelligence/classify', event);
    expect(alias.status).toBe(200);
    expect(alias.body.classification).toEqual(response.body.classification);
    // Without a product type, a device report is inferred as a device.
    const device = await post('/v1/kg/classify', { event: 'The medical device complaint file shows CAPA records were never opened for returned implants.' });
    expect(device.body.classification).toMatchObject({ product_type: 'device', product_type_source: 'inferred' });
  });

  it('lists a section the event text names first, as direct, and leaves out a named number the graph does not hold', async () => {
    const named = await post('/v1/kg/classify', { event: 'Form 483 observation under 21 CFR 211.113(b): two media fill units were positive and the failure was not investigated.' });
    expect(named.status).toBe(200);
    expect(named.body.applicable_regulations[0]).toMatchObject({ cfr_section: '21 CFR 211.113', relevance: 'direct', note: 'named in the event text', title: 'Control of microbiological contamination' });
    expect(named.body.applicable_cfr_sections[0]).toBe('21 CFR 211.113');
    // The type's own sections still follow.
    expect(named.body.applicable_cfr_sections).toContain('21 CFR 211.192');
    expect(named.body.evidence_chain.chain_integrity).toBe('verified');
    // 211.999 is no section of Part 211: nothing a client could look up, so it is not listed.
    const misprint = await post('/v1/kg/classify', { event: 'Form 483 observation under 21 CFR 211.999: the OOS result was invalidated without a laboratory investigation.' });
    expect(misprint.status).toBe(200);
    expect(misprint.body.applicable_cfr_sections).not.toContain('21 CFR 211.999');
    expect(misprint.body.applicable_regulations.some((r: { note?: string }) => r.note === 'named in the event text')).toBe(false);
    expect(misprint.body.evidence_chain.chain_integrity).toBe('verified');
  });

  it('answers the spec messages for bad classify and investigate bodies (family A)', async () => {
    expect((await post('/v1/kg/classify', {})).body).toEqual({ error: 'Missing required field: event', status_code: 400 });
    expect((await post('/v1/kg/classify', { event: 'x', product_type: 'cosmetic' })).body.error).toBe('Invalid product_type. Must be one of: drug, food, device, api');
    expect((await post('/v1/kg/classify', { event: 'x', top_n: 6 })).body.error).toBe('top_n must be an integer between 1 and 5');
    expect((await post('/v1/kg/classify', { event: 'x'.repeat(5001) })).status).toBe(400);
    expect((await post('/v1/kg/investigate', { event: 'x', similarity_threshold: 1.5 })).body).toEqual({ error: 'similarity_threshold must be between 0 and 1', status_code: 400 });
    // A Starter key meets the Pro gate (and no quota its plan lacks): 403, never 500.
    expect((await post('/v1/kg/investigate', { event: 'OOS not investigated' }, starterKey)).body).toEqual({ error: 'Pro+ subscription required', status_code: 403 });
  });

  it('serves 21 CFR 211.192 with its text, ICH cross-references by regime and citation statistics; a missing text turns the chain partial', async () => {
    const response = await get('/v1/kg/regulations/211.192?include_related_cfr=true');
    expect(response.status).toBe(200);
    expect(response.body.regulation).toMatchObject({ cfr_section: '21 CFR 211.192', part: '211', title: 'Production record review', text_available: true });
    const q7 = response.body.ich_cross_references.find((g: { guideline: string }) => g.guideline === 'Q7');
    expect(q7.regime).toBe('gmp');
    expect(q7.sections.map((s: { section: string }) => s.section)).toContain('6.7');
    expect(q7.sections.find((s: { section: string }) => s.section === '6.7').text).toMatch(/^6\.70 Written procedures should be established/);
    expect(response.body.common_citations.total_483_citations).toBeGreaterThan(0);
    expect(response.body.common_citations.citation_rank).toBeGreaterThanOrEqual(1);
    expect(response.body.evidence_chain.chain_integrity).toBe('verified');
    for (const form of ['21-CFR-211.192', '21CFR211.192']) expect((await get(`/v1/intelligence/regulations/${form}`)).body.regulation.cfr_section).toBe('21 CFR 211.192');

    // Remove the section's text from the graph: the lookup still answers, with the heading, and says so.
    await mode.deps.graph.upsertNodes('CfrSection', 'id', [{ id: '21 CFR 211.192', text: null }]);
    const partial = await get('/v1/kg/regulations/211.192?include_subsections=false');
    expect(partial.body.regulation).toMatchObject({ title: 'Production record review', text_available: false });
    expect(partial.body.full_text.summary).toBe('');
    expect(partial.body.evidence_chain.chain_integrity).toBe('partial');
    expect(partial.body.evidence_chain.evidence_coverage).toBeLessThan(1);

    expect((await get('/v1/kg/regulations/21%20CFR%20211.192')).body).toEqual({ error: 'Invalid CFR format. Use format: 21-CFR-XXX.YY', status_code: 400 });
    expect((await get('/v1/kg/regulations/211.999')).body).toEqual({ error: 'CFR section not found: 211.999', status_code: 404 });

    // A section known only by its heading carries its part's product types, as an ingested one does
    // (Part 11 governs every regulated product's records; an IND is a drug's, never an API's).
    expect((await get('/v1/kg/regulations/21-CFR-11.10')).body.regulation).toMatchObject({ text_available: false, product_types: ['drug', 'food', 'device'] });
    expect((await get('/v1/kg/regulations/21-CFR-312.60')).body.regulation).toMatchObject({ text_available: false, product_types: ['drug'] });
  });

  it('serves ICH Q7 from its text: 19 main sections, 12.40 normalised to 12.4 with its numbered paragraphs', async () => {
    const toc = await get('/v1/kg/ich/Q7?include_sections=false');
    expect(toc.status).toBe(200);
    expect(toc.body.table_of_contents).toHaveLength(19);
    expect(toc.body.sections).toBeUndefined();
    expect(toc.body.guideline).toMatchObject({ guideline_id: 'Q7', effective_date: '2000-11-10' });
    const section = await get('/v1/intelligence/ich/Q7/12.40');
    expect(section.body.section).toMatchObject({ section_number: '12.4', section_id: 'Q7-12.4', title: 'Approaches to Process Validation', parent_section: { section_number: '12', title: 'VALIDATION' } });
    expect(section.body.section.subsections[0]).toMatchObject({ subsection: '12.40' });
    expect(section.body.section.subsections[0].text).toMatch(/^Process Validation \(PV\) is the documented evidence/);
    expect(section.body.evidence_chain.chain_integrity).toBe('verified');
    // A chapter is a heading over its numbered sections: resolved when they are, and read as their text.
    const whole = await get('/v1/kg/ich/Q7');
    const chapters = whole.body.evidence_sources.filter((source: { source_type: string; source_id: string }) => source.source_type === 'ich_guidelines' && /^Q7-\d+$/.test(source.source_id));
    expect(chapters).toHaveLength(19);
    for (const chapter of chapters) expect(chapter.verified, chapter.source_id).toBe(true);
    const chapter = await get('/v1/kg/ich/Q7/5');
    expect(chapter.body.section.full_text).toMatch(/^5\.1 Design and Construction\n/);
    expect(chapter.body.section.full_text).toContain('\n\n5.2 ');
    expect(chapter.body.section.key_requirements[0]).toMatch(/^Equipment used in the manufacture of intermediates and APIs should be/);
    expect(chapter.body.evidence_sources.find((source: { source_id: string }) => source.source_id === 'Q7-5')).toMatchObject({ verified: true, confidence: 1 });
    expect((await get('/v1/kg/ich/Q7/4-4')).body.error).toBe('Invalid section format. Use format: X.Y (e.g., 4.4)');
    expect((await get('/v1/kg/ich/Q7/44.4')).body).toEqual({ error: 'Section 44.4 not found in guideline Q7', status_code: 404 });
    expect((await get('/v1/kg/ich/Q12')).body.error).toBe('Guideline not found: Q12');
    expect((await get('/v1/kg/ich/XYZ')).body.error).toBe('Invalid guideline. Must be: Q7, Q9, or Q10');
  });

  it('serves Q9 from Q9(R1) with seven main sections, and Q10 3.2.2 with CFR mappings and deficiencies from the 483 data', async () => {
    const q9 = await get('/v1/kg/ich/Q9?section_depth=summary');
    expect(q9.body.guideline).toMatchObject({ effective_date: '2023-01-18', text_source: 'ICH Q9(R1)' });
    // Seven numbered sections, then the two annexes with the CFR mappings on their sections (II.4 …).
    expect(q9.body.table_of_contents.map((entry: { section: string }) => entry.section)).toEqual(['1', '2', '3', '4', '5', '6', '7', 'Annex I', 'Annex II']);
    const q9Mapped = q9.body.sections.flatMap((s: { cfr_mappings: unknown[]; subsections: Array<{ cfr_mappings: unknown[] }> }) => [...s.cfr_mappings, ...s.subsections.flatMap((sub) => sub.cfr_mappings)]);
    expect(q9Mapped).toHaveLength(q9.body.cfr_cross_reference_summary.total_cfr_mappings);
    expect((await get('/v1/kg/ich/Q9/5.1')).body.section.title).toBe('Formality in Quality Risk Management');
    const q10 = await get('/v1/kg/ich/Q10?include_sections=false');
    expect(q10.body.table_of_contents).toHaveLength(5);
    // Every mapping the summary counts is shown: Q10 3.2.2's under 3.2, naming its own section, and 3.2's text goes on with 3.2.1–3.2.4.
    const q10Full = await get('/v1/kg/ich/Q10');
    const q10Mapped = q10Full.body.sections.flatMap((s: { cfr_mappings: unknown[]; subsections: Array<{ cfr_mappings: unknown[] }> }) => [...s.cfr_mappings, ...s.subsections.flatMap((sub) => sub.cfr_mappings)]);
    expect(q10Mapped).toHaveLength(q10Full.body.cfr_cross_reference_summary.total_cfr_mappings);
    const q10_3_2 = q10Full.body.sections.find((s: { section: string }) => s.section === '3').subsections.find((s: { section: string }) => s.section === '3.2');
    expect(q10_3_2.cfr_mappings.some((m: { ich_section: string; cfr_section: string }) => m.ich_section === '3.2.2' && m.cfr_section === '21 CFR 211.192')).toBe(true);
    expect(q10_3_2.text).toMatch(/\n\n3\.2\.2 [^\n]+\n/);
    const capa = await get('/v1/kg/ich/Q10/3.2.2');
    expect(capa.body.cfr_cross_references.map((c: { cfr_section: string }) => c.cfr_section)).toContain('21 CFR 211.192');
    // Deficiencies are the short descriptions FDA printed on 483 citations under the mapped sections.
    expect(capa.body.practical_guidance.common_deficiencies.length).toBeGreaterThan(0);
    expect(capa.body.practical_guidance.implementation_steps).toEqual([]);
  });

  it('investigates with similar observations above the threshold, ICH results by regime and a risk assessment from the citation data', async () => {
    const body = { event_text: 'The firm failed to thoroughly investigate unexplained discrepancies and batch failures, and did not extend the investigation to other batches.', product_type: 'drug' };
    const response = await post('/v1/kg/investigate', body, proKey);
    expect(response.status).toBe(200);
    expect(response.body.response_metadata.cache_status).toBe('miss');
    // At the default threshold the observations made under the requirement the event breaks (211.192) come back.
    expect(response.body.similar_observations.length).toBeGreaterThan(0);
    expect(response.body.similar_observations[0].cited_regulations).toEqual(['21 CFR 211.192']);
    for (const observation of response.body.similar_observations) expect(observation.similarity_score).toBeGreaterThanOrEqual(0.75);
    expect(response.body.ich_guideline_results.every((g: { regime: string }) => g.regime === 'gmp')).toBe(true);
    // Each guideline named by its title, as the regulation lookup names it (Q10 is "Pharmaceutical Quality System").
    expect(response.body.ich_guideline_results.length).toBeGreaterThan(0);
    for (const group of response.body.ich_guideline_results) expect(group.guideline_title, group.guideline).not.toBe('');
    const q10 = response.body.ich_guideline_results.find((g: { guideline: string }) => g.guideline === 'Q10');
    if (q10) expect(q10.guideline_title).toMatch(/Pharmaceutical Quality System/i);
    expect(response.body.risk_assessment.similar_citation_frequency.total_similar_citations).toBeGreaterThan(0);
    expect(['critical', 'high', 'medium', 'low']).toContain(response.body.risk_assessment.risk_level);
    const looser = await post('/v1/intelligence/investigate', { ...body, similarity_threshold: 0.5 }, proKey);
    expect(looser.body.similar_observations.length).toBeGreaterThanOrEqual(response.body.similar_observations.length);
    const again = await post('/v1/kg/investigate', body, proKey);
    expect(again.body.response_metadata.cache_status).toBe('hit');
    const bare = await post('/v1/kg/investigate', { ...body, include_similar: false, include_ich: false, include_risk_assessment: false }, proKey);
    expect(Object.keys(bare.body)).not.toContain('similar_observations');
    expect(Object.keys(bare.body)).not.toContain('risk_assessment');
  });

  it('serves trends (Pro+), the enforcement timeline and the taxonomy', async () => {
    expect((await get('/v1/kg/analytics/trends', starterKey)).body).toEqual({ error: 'Pro+ subscription required', status_code: 403 });
    const trends = await get('/v1/analytics/trends?time_period=5y&limit=3', proKey);
    expect(trends.status).toBe(200);
    expect(trends.body.analysis_period.duration_days).toBe(1825);
    expect(trends.body.trending_citations.length).toBeLessThanOrEqual(3);
    expect(trends.body.predictive_forecasts).toEqual({ enabled: false, next_quarter_predictions: null });
    expect((await get('/v1/kg/analytics/trends?time_period=2w', proKey)).body.error).toBe('Invalid time_period. Must be one of: 30d, 90d, 1y, 3y, 5y');
    expect((await get(`/v1/kg/analytics/trends?time_period=${'9'.repeat(50)}`, proKey)).body.error).toBe('Invalid time_period. Must be one of: 30d, 90d, 1y, 3y, 5y');
    expect((await get('/v1/kg/analytics/trends?limit=101', proKey)).body.error).toBe('limit must be between 1 and 100');

    const timeline = await get('/v1/kg/enforcement/timeline/21-CFR-211.192');
    expect(timeline.status).toBe(200);
    const hospira = timeline.body.facilities.find((f: { fei_number: string }) => f.fei_number === '1925262');
    expect(hospira.citations_under_section).toBeGreaterThanOrEqual(1);
    expect(hospira.warning_letters).toBeGreaterThanOrEqual(1);
    expect(timeline.body.timeline.some((e: { event: string; fei_number: string }) => e.event === 'oai_inspection' && e.fei_number === '1925262')).toBe(true);

    const taxonomy = await get('/v1/kg/taxonomy');
    expect(taxonomy.body.total_event_types).toBe(39);
    expect(taxonomy.body.aliases).toHaveLength(7);
  });
});
