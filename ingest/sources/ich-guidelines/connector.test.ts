import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { ichGuidelinesConnector } from './connector.ts';
import { citedQ7Sections, q7SectionHolding } from '../../../infra/bus/payloads/ich-q7-citations.ts';
import { IchSectionRecord } from './record.ts';

const fixtures = join(import.meta.dirname, 'fixtures');
const read = (mirrorDir: string) => collect(ichGuidelinesConnector.readMirror({ mirrorDir, clock: systemClock }));
const okItems = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: true }> => item.ok);
const failures = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: false }> => !item.ok);

describe('ich-guidelines mirror reader on fixture files', () => {
  let mirror: string;
  let folder: string;
  beforeEach(() => {
    mirror = mkdtempSync(join(tmpdir(), 'regintel-ich-'));
    folder = join(mirror, 'ich_guidelines');
    mkdirSync(join(folder, 'E6R3_markdown_sections'), { recursive: true });
    copyFileSync(join(fixtures, 'ich-q10-excerpt.txt'), join(folder, 'ICH_Q10_Step4_2008.txt'));
    copyFileSync(join(fixtures, 'ich-e6r3-excerpt.txt'), join(folder, 'ICH_E6R3_Step4_FinalGuideline_2025_0106.txt'));
    copyFileSync(join(fixtures, 'fda-q8r2-excerpt.txt'), join(folder, 'FDA_Guidance_ICH_Q8R2_Pharmaceutical_Development_2009.txt'));
    for (const name of readdirSync(join(fixtures, 'E6R3_markdown_sections'))) copyFileSync(join(fixtures, 'E6R3_markdown_sections', name), join(folder, 'E6R3_markdown_sections', name));
  });
  afterEach(() => rmSync(mirror, { recursive: true, force: true }));

  it('publishes every section of every guideline under ICH ids, bodies fitting the schema', async () => {
    const items = await read(mirror);
    expect(failures(items)).toEqual([]);
    const ids = okItems(items).map((item) => item.id);
    expect(ids.filter((id) => id.startsWith('ICH Q10 '))).toEqual(['ICH Q10 1', 'ICH Q10 1.1', 'ICH Q10 1.2', 'ICH Q10 1.3', 'ICH Q10 2', 'ICH Q10 2.1', 'ICH Q10 2.2', 'ICH Q10 Annex 1']);
    expect(ids).toContain('ICH Q8(R2) Annex 2.3');
    expect(ids).toContain('ICH E6(R3) II.1.1');
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of okItems(items)) expect(IchSectionRecord.safeParse(item.body).success).toBe(true);
  });

  it('uses the complete E6(R3) markdown instead of its text, naming the file of each section', async () => {
    const e6 = okItems(await read(mirror)).filter((item) => item.body.guideline_code === 'E6(R3)');
    expect(e6).toHaveLength(14);
    expect(new Set(e6.map((item) => item.body.source_format))).toEqual(new Set(['markdown']));
    expect(e6.find((item) => item.id === 'ICH E6(R3) 1.2.1')?.body).toMatchObject({ source_file: 'E6R3_markdown_sections/01_annex1.md', version: 'Step 4 (final version)', guideline_date: '2025-01-06' });
  });

  it('falls back to the text when the markdown misses sections', async () => {
    rmSync(join(folder, 'E6R3_markdown_sections', '02_appendix_glossary.md'));
    const e6 = okItems(await read(mirror)).filter((item) => item.body.guideline_code === 'E6(R3)');
    expect(e6).toHaveLength(14);
    expect(new Set(e6.map((item) => item.body.source_format))).toEqual(new Set(['pdf-text']));
    expect(e6.find((item) => item.id === 'ICH E6(R3) A.1')?.body.source_file).toBe('ICH_E6R3_Step4_FinalGuideline_2025_0106.txt');
  });

  it('dead-letters an unknown file, an unreadable PDF and an empty text, one each, and goes on', async () => {
    writeFileSync(join(folder, 'meeting_notes.txt'), '1. INTRODUCTION\nNotes.');
    writeFileSync(join(folder, 'ICH_Q11_Step4_2012.pdf'), 'not a pdf');
    writeFileSync(join(folder, 'ICH_Q5E_Step4_2004.txt'), '');
    const items = await read(mirror);
    expect(failures(items).map((item) => [item.ref, item.reason.replace(/:.*$/s, '')])).toEqual([
      ['ich_guidelines/ICH_Q11_Step4_2012.pdf', 'unreadable ICH_Q11_Step4_2012.pdf'],
      ['ich_guidelines/ICH_Q5E_Step4_2004.txt', 'unreadable ICH_Q5E_Step4_2004.txt'],
      ['ich_guidelines/meeting_notes.txt', 'meeting_notes.txt names no known ICH guideline'],
    ]);
    expect(failures(items)[1]?.reason).toBe('unreadable ICH_Q5E_Step4_2004.txt: empty file');
    expect(okItems(items).filter((item) => item.body.guideline_code === 'Q10')).toHaveLength(8);
  });

  it('reads the Q7 Q&As of ich_q7_q9r1 as their own records, one per Q&A, question as title and answer as text', async () => {
    mkdirSync(join(mirror, 'ich_q7_q9r1'));
    copyFileSync(join(fixtures, 'q7-qas-pdftotext-excerpt.txt'), join(mirror, 'ich_q7_q9r1', 'ICH_Q7_QAs_2015.txt'));
    const items = await read(mirror);
    expect(failures(items)).toEqual([]);
    const qas = okItems(items).filter((item) => item.body.guideline_code === 'Q7 Q&As');
    expect(qas.map((item) => item.id)).toEqual(['ICH Q7 Q&As 1.1', 'ICH Q7 Q&As 1.2', 'ICH Q7 Q&As 3.1']);
    expect(qas[2]?.body).toMatchObject({ title: 'Is a question running over a page break, with its last words on the next page, read as one question?', source_format: 'pdf-text', depth: 1 });
    expect(okItems(items).some((item) => item.body.guideline_code === 'Q7')).toBe(false);
  });

  it('is absent without its folder and throws when the folder vanished', async () => {
    rmSync(folder, { recursive: true });
    expect(ichGuidelinesConnector.isPresent(mirror)).toBe(false);
    await expect(read(mirror)).rejects.toThrow(/ich_guidelines does not exist/);
  });
});

warnIfMissing(hasSharedData, 'ich-guidelines over ich_guidelines');

describe.skipIf(!hasSharedData)('ich-guidelines over the shared ich_guidelines data set', () => {
  const folder = join(sharedDataDir, 'ich_guidelines');
  let items: SourceItem[] = [];
  beforeEach(async () => {
    if (items.length === 0) items = await read(sharedDataDir);
  });

  /** Section numbers each text's own table of contents lists on one line with dot leaders. */
  const tocNumbers = (file: string) =>
    [...readFileSync(join(folder, file), 'utf8').matchAll(/^\s*((?:[A-Z]\.|[IVX]+\.)?\d+(?:\.\d+)*)\.?\s+\S.*?(?:\.\s?){4,}\s*\d+\s*$/gm)].map((m) => m[1]!);

  it('reads every guideline of the mirror without a failure, each section once', () => {
    expect(failures(items)).toEqual([]);
    const codes = new Set(okItems(items).map((item) => item.body.guideline_code));
    // PROVENANCE.md: E6(R3), Q8(R2) (FDA edition), Q9 (2005), Q10, Q11, Q5E; ich_q7_q9r1: Q7, its Q&As and Q9(R1).
    expect(codes).toEqual(new Set(['E6(R3)', 'Q8(R2)', 'Q9', 'Q10', 'Q11', 'Q5E', 'Q7', 'Q7 Q&As', 'Q9(R1)']));
    const ids = okItems(items).map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds every section the tables of contents list (read from the text, not the contents)', () => {
    const files: Record<string, string> = {
      Q10: 'ICH_Q10_Step4_2008.txt',
      Q9: 'ICH_Q9_Step4_2005.txt',
      Q11: 'ICH_Q11_Step4_2012.txt',
      Q5E: 'ICH_Q5E_Step4_2004.txt',
      'E6(R3)': 'ICH_E6R3_Step4_FinalGuideline_2025_0106.txt',
    };
    for (const [code, file] of Object.entries(files)) {
      const listed = tocNumbers(file).map((number) => `ICH ${code} ${number}`);
      const ids = new Set(okItems(items).map((item) => item.id));
      expect(listed.filter((id) => !ids.has(id))).toEqual([]);
      expect(listed.length).toBeGreaterThan(10);
    }
  });

  it('publishes E6(R3) from the complete markdown sections', () => {
    const e6 = okItems(items).filter((item) => item.body.guideline_code === 'E6(R3)');
    expect(new Set(e6.map((item) => item.body.source_format))).toEqual(new Set(['markdown']));
    expect(e6.find((item) => item.id === 'ICH E6(R3) 3.10.1')?.body).toMatchObject({ title: 'Risk Management', parent_section_number: '3.10', source_file: 'E6R3_markdown_sections/04_annex1_sponsor.md' });
    expect(e6.find((item) => item.id === 'ICH E6(R3) II.6')?.body.text).toMatch(/^Quality should be built into the scientific and operational design and conduct of clinical trials\./);
  });

  it('reads the sections the product cites, titled as the guidelines title them', () => {
    const byId = new Map(okItems(items).map((item) => [item.id, item.body]));
    expect(byId.get('ICH Q10 3.2.2')?.title).toBe('Corrective Action and Preventive Action (CAPA) System');
    expect(byId.get('ICH Q9 Annex I')?.title).toBe('Risk Management Methods and Tools');
    expect(byId.get('ICH Q9 I.2')?.title).toBe('Failure Mode Effects Analysis (FMEA)');
    expect(byId.get('ICH Q8(R2) Annex 2.4')).toMatchObject({ title: 'Design Space', publisher: 'FDA' });
    expect(byId.get('ICH Q11 5.1.1')?.title).toBe('Selection of Starting Materials for Synthetic Drug Substances');
    expect(byId.get('ICH Q5E 2.2.1')).toMatchObject({ title: 'Analytical Techniques', guideline_date: '2004-11-18' });
    // Q7 (ich_q7_q9r1): 20 chapters titled as the guide titles them, a numbered list inside 2.22
    // is not a chapter, and a subsection's text carries its numbered paragraphs.
    const q7Chapters = okItems(items).filter((item) => item.body.guideline_code === 'Q7' && item.body.depth === 1);
    expect(q7Chapters.map((item) => item.body.section_number)).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)));
    expect(byId.get('ICH Q7 3')?.title).toBe('PERSONNEL');
    expect(byId.get('ICH Q7 12.4')).toMatchObject({ title: 'Approaches to Process Validation', parent_section_number: '12' });
    expect(String(byId.get('ICH Q7 2.1')?.text)).toMatch(/^2\.10 Quality should be the responsibility of all persons involved in manufacturing\./);
    // The Q7 Q&As: 55 records of their own (not Q7 sections), read from the PDF's positions.
    const qas = okItems(items).filter((item) => item.body.guideline_code === 'Q7 Q&As');
    expect(qas).toHaveLength(55);
    expect(byId.get('ICH Q7 Q&As 5.5')).toMatchObject({ title: 'At product changeover, are both visual examination and analytical testing necessary to verify that equipment is clean?', source_format: 'pdf', source_file: 'ICH_Q7_QAs_2015.pdf', guideline_date: '2015-06-10' });
    expect(byId.get('ICH Q7 5')?.title).toBe('PROCESS EQUIPMENT');
    // Every section a Q&A cites is held by an ingested Q7 section (the graph's CITES edges end there).
    const holders = qas.flatMap((item) => citedQ7Sections(`${item.body.title} ${item.body.text}`).map(q7SectionHolding));
    expect(holders.length).toBeGreaterThan(100);
    expect([...new Set(holders)].filter((holder) => !byId.has(`ICH Q7 ${holder}`))).toEqual([]);
    // Q9(R1): the 2023 sections 5.1–5.3 and 6.1, both annexes, and no chapter made of a reference list.
    expect(byId.get('ICH Q9(R1) 5.1')?.title).toBe('Formality in Quality Risk Management');
    expect(byId.get('ICH Q9(R1) II.9')?.title).toBe('Quality Risk Management as Part of Supply Chain Control');
    expect(byId.has('ICH Q9(R1) 9')).toBe(false);
    // Page furniture is gone from the text.
    const q10Text = okItems(items).filter((item) => item.body.guideline_code === 'Q10').map((item) => String(item.body.text ?? '')).join('\n');
    expect(q10Text).not.toMatch(/\.{6}/);
  });
});

describe.skipIf(!hasSharedData)('ich-guidelines reading a PDF whose text twin is missing (the live path)', () => {
  let mirror: string;
  beforeEach(() => {
    mirror = mkdtempSync(join(tmpdir(), 'regintel-ich-pdf-'));
    mkdirSync(join(mirror, 'ich_guidelines'));
    // A copy in a temporary mirror, removed after the test.
    copyFileSync(join(sharedDataDir, 'ich_guidelines', 'ICH_Q10_Step4_2008.pdf'), join(mirror, 'ich_guidelines', 'ICH_Q10_Step4_2008.pdf'));
  });
  afterEach(() => rmSync(mirror, { recursive: true, force: true }));

  it('outlines the Q10 PDF through pdf.js into the sections and titles of its pdftotext rendering', async () => {
    const fromPdf = okItems(await read(mirror));
    const text = readFileSync(join(sharedDataDir, 'ich_guidelines', 'ICH_Q10_Step4_2008.txt'), 'utf8');
    const listed = [...text.matchAll(/^\s*(\d+(?:\.\d+)*)\.?\s+\S.*?(?:\.\s?){4,}\s*\d+\s*$/gm)].map((m) => `ICH Q10 ${m[1]}`);
    expect(listed.filter((id) => !fromPdf.some((item) => item.id === id))).toEqual([]);
    expect(fromPdf.find((item) => item.id === 'ICH Q10 3.2.2')?.body).toMatchObject({ title: 'Corrective Action and Preventive Action (CAPA) System', source_format: 'pdf', guideline_date: '2008-06-04' });
    expect(fromPdf.find((item) => item.id === 'ICH Q10 1.3')?.body.title).toBe('Relationship of ICH Q10 to Regional GMP Requirements, ISO Standards and ICH Q7');
  });
});
