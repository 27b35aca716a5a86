import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import type { EnrichedGuidelineSection } from '../../enrich/records/enriched-rules.ts';
import { guidelineGraph } from '../../enrich/sinks/rules-graph.projection.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { findConnector } from '../../ingest/sources/index.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';

/*
 * Q7 sections list the ICH Q7 Q&As that cite them. The Q&As come the real way: the fixture Q&A
 * file (pdftotext layout, ingest/sources/ich-guidelines/fixtures) read by the ich-guidelines
 * connector from a mirror folder, through `enrich.rules` and the graph sink. The Q7 sections they
 * cite are seeded as the same sink writes ingested sections (guidelineGraph), with fixture text.
 */

const GROUPS = ['enrich.rules', 'sink.graph.rules'];
const FIXTURES = join(import.meta.dirname, '../../ingest/sources/ich-guidelines/fixtures');

/** A Q7 section as `enrich.rules` would publish it from the guideline's text. */
function q7Section(number: string, title: string | null, text: string | null, parent: string | null): EnrichedGuidelineSection {
  return {
    id: `ICH Q7 ${number}`,
    source: 'ich-guidelines',
    fetched_at: '2026-01-01T00:00:00.000Z',
    content_hash: number.padEnd(64, '0').slice(0, 64),
    schema_version: 1,
    ich_section: `ICH Q7 ${number}`,
    guideline: 'ICH Q7',
    guideline_code: 'Q7',
    guideline_title: 'Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients',
    guideline_version: 'Step 4',
    guideline_date: '2000-11-10',
    section_number: number,
    title,
    text,
    parent_section: parent ? `ICH Q7 ${parent}` : null,
    depth: number.split('.').length,
    source_url: 'https://database.ich.org/sites/default/files/Q7%20Guideline.pdf',
  };
}

describe('GET /v1/kg/ich/Q7 and /Q7/{section}: the Q7 Q&As citing a section', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let mirror = '';
  let key = '';
  const get = (path: string) => api.get(path, { 'x-api-key': key });

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    mirror = mkdtempSync(join(tmpdir(), 'regintel-q7qa-'));
    mkdirSync(join(mirror, 'ich_q7_q9r1'));
    copyFileSync(join(FIXTURES, 'q7-qas-pdftotext-excerpt.txt'), join(mirror, 'ich_q7_q9r1', 'ICH_Q7_QAs_2015.txt'));
    pipeline = await startPipeline(deps, GROUPS);
    await runIngest([findConnector('ich-guidelines')!], { mode: 'mirror', mirrorDir: mirror }, deps);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 60_000 });

    const sections = [
      q7Section('5', 'PROCESS EQUIPMENT', null, null),
      q7Section('5.1', 'Design and Construction', '5.10 Parser fixture text: a paragraph no fixture Q&A cites.', '5'),
      q7Section('5.2', 'Equipment Maintenance and Cleaning', '5.20 Parser fixture text: a first paragraph. 5.21 Parser fixture text: the paragraph the packed fixture Q&A cites.', '5'),
      q7Section('12', 'VALIDATION', null, null),
      q7Section('12.7', 'Cleaning Validation', '12.70 Parser fixture text: an opening paragraph. 12.72 Parser fixture text: a paragraph in the cited range.', '12'),
      q7Section('20', 'GLOSSARY', 'Parser fixture text: a definition.', null),
    ];
    for (const section of sections) {
      const write = guidelineGraph(section);
      for (const node of write.nodes) await deps.graph.upsertNodes(node.label, 'id', [node.properties]);
      for (const edge of write.edges) await deps.graph.upsertEdges(edge.type, [{ from: edge.from, to: edge.to, properties: edge.properties }]);
    }
    key = (await deps.apiKeys.create({ tenantId: 'q7qa', tier: 'enterprise', test: true })).key;
    api = await startTestServer(deps);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await pipeline?.stop();
    await env?.cleanup();
    rmSync(mirror, { recursive: true, force: true });
  });

  it('ingests the Q&As as their own document, linked to the cited Q7 sections by CITES edges', async () => {
    const citing = await deps.graph.neighbours({ node: { label: 'IchSection', key: 'ICH Q7 12.7' }, type: 'CITES', direction: 'in' });
    expect(citing.map((entry) => [entry.node.key, entry.edge.properties.sections])).toEqual([['ICH Q7 Q&As 1.1', ['12.72', '12.73', '12.74', '12.75']]]);
  });

  it('lists on a subsection the Q&A citing one of its paragraphs, with the question, the answer’s opening and a fetchable source', async () => {
    const response = await get('/v1/kg/ich/Q7/5.2');
    expect(response.status).toBe(200);
    expect(response.body.questions_and_answers).toEqual([
      {
        qa_number: '1.2',
        question: 'Does a packed fixture line keep its question words in the question column when two cells share it?',
        answer_excerpt: 'Yes. Parser fixture text: the cut falls after the question part, which fills the question column, and the answer goes on in the answer column without the question words [ICH Q7, Section 5.21].',
        cited_sections: ['5.21'],
        source_id: 'ich-guideline:q7-qa',
        page_reference: 'Q&A 1.2',
      },
    ]);
    expect(response.body.evidence_sources).toContainEqual(
      expect.objectContaining({ source_type: 'ich_guidelines', source_id: 'ich-guideline:q7-qa', retrieval_method: 'cross_reference_mapping', confidence: 1, page_reference: 'Q&A 1.2', publication_date: '2015-06-10', verified: true }),
    );
    expect(response.body.evidence_chain.chain_integrity).toBe('verified');
  });

  it('lists on a chapter the Q&As citing any of its sections, and none where no Q&A cites the section', async () => {
    const chapter = await get('/v1/intelligence/ich/Q7/12');
    expect(chapter.body.questions_and_answers.map((qa: { qa_number: string }) => qa.qa_number)).toEqual(['1.1']);
    expect((await get('/v1/kg/ich/Q7/12.7')).body.questions_and_answers.map((qa: { qa_number: string }) => qa.qa_number)).toEqual(['1.1']);
    const uncited = await get('/v1/kg/ich/Q7/5.1');
    expect(uncited.body.questions_and_answers).toEqual([]);
    expect(uncited.body.evidence_sources.map((source: { source_id: string }) => source.source_id)).not.toContain('ich-guideline:q7-qa');
  });

  it('lists the Q&As under each section of the guideline answer, and says when a listed Q&A lost its answer text', async () => {
    const guideline = await get('/v1/kg/ich/Q7');
    expect(guideline.status).toBe(200);
    const chapter5 = guideline.body.sections.find((section: { section: string }) => section.section === '5');
    const cleaning = chapter5.subsections.find((section: { section: string }) => section.section === '5.2');
    expect(cleaning.questions_and_answers.map((qa: { qa_number: string }) => qa.qa_number)).toEqual(['1.2']);
    expect(chapter5.subsections.find((section: { section: string }) => section.section === '5.1').questions_and_answers).toEqual([]);
    // Q&A 1.1 cites chapter 20 by its number alone.
    expect(guideline.body.sections.find((section: { section: string }) => section.section === '20')).toBeUndefined();
    expect(guideline.body.evidence_sources).toContainEqual(expect.objectContaining({ source_id: 'ich-guideline:q7-qa', page_reference: 'Q&A 1.1, Q&A 1.2', verified: true }));

    await deps.graph.upsertNodes('IchSection', 'id', [{ id: 'ICH Q7 Q&As 1.2', text: null }]);
    const partial = await get('/v1/kg/ich/Q7/5.2?include_context=true');
    expect(partial.body.evidence_sources).toContainEqual(expect.objectContaining({ source_id: 'ich-guideline:q7-qa', confidence: 0, verified: false }));
    expect(partial.body.evidence_chain.chain_integrity).toBe('partial');
  });
});

warnIfMissing(hasSharedData, 'the Q7 Q&As served beside the Q7 sections on the real ich_q7_q9r1 folder');

describe.skipIf(!hasSharedData)('GET /v1/kg/ich/Q7/{section} on the real Q7 and Q7 Q&As (ich_q7_q9r1)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let mirror = '';
  let key = '';
  const get = (path: string) => api.get(path, { 'x-api-key': key });
  const numbers = (body: { questions_and_answers: Array<{ qa_number: string }> }) => body.questions_and_answers.map((qa) => qa.qa_number);

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    mirror = mkdtempSync(join(tmpdir(), 'regintel-q7qa-real-'));
    symlinkSync(join(sharedDataDir, 'ich_q7_q9r1'), join(mirror, 'ich_q7_q9r1'));
    pipeline = await startPipeline(deps, GROUPS);
    await runIngest([findConnector('ich-guidelines')!], { mode: 'mirror', mirrorDir: mirror }, deps);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 120_000 });
    key = (await deps.apiKeys.create({ tenantId: 'q7qa-real', tier: 'enterprise', test: true })).key;
    api = await startTestServer(deps);
  }, 300_000);

  afterAll(async () => {
    await api?.close();
    await pipeline?.stop();
    await env?.cleanup();
    rmSync(mirror, { recursive: true, force: true });
  });

  it('lists on 12.7 (Cleaning Validation) the five cleaning Q&As citing it or its paragraphs, checked by reading the Q&As', async () => {
    const response = await get('/v1/kg/ich/Q7/12.7');
    expect(response.status).toBe(200);
    expect(response.body.section).toMatchObject({ section_number: '12.7', title: 'Cleaning Validation' });
    expect(numbers(response.body)).toEqual(['5.1', '5.2', '5.3', '5.4', '5.5']);
    const changeover = response.body.questions_and_answers.find((qa: { qa_number: string }) => qa.qa_number === '5.5');
    expect(changeover).toMatchObject({
      question: 'At product changeover, are both visual examination and analytical testing necessary to verify that equipment is clean?',
      cited_sections: ['12.72', '12.73', '12.74', '12.75', '12.76'],
      source_id: 'ich-guideline:q7-qa',
    });
    expect(changeover.answer_excerpt).toMatch(/^Appropriate cleaning validation verifies that the cleaning process is effective\./);
    expect(response.body.evidence_sources).toContainEqual(expect.objectContaining({ source_id: 'ich-guideline:q7-qa', page_reference: 'Q&A 5.1, Q&A 5.2, Q&A 5.3, Q&A 5.4, Q&A 5.5', publication_date: '2015-06-10', verified: true }));
    expect(response.body.evidence_chain.chain_integrity).toBe('verified');
  });

  it('lists on a chapter without subsections (13, Change Control) the Q&As citing its paragraphs', async () => {
    expect(numbers((await get('/v1/kg/ich/Q7/13')).body)).toEqual(['11.2', '12.2', '12.3', '13.1']);
    const guideline = await get('/v1/kg/ich/Q7?section_depth=summary');
    const quality = guideline.body.sections.find((section: { section: string }) => section.section === '2');
    expect(numbers(quality.subsections.find((section: { section: string }) => section.section === '2.2'))).toEqual(['2.2', '2.3', '2.4', '3.2', '6.3', '10.1', '16.1']);
  });
});
