import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { IchRuleDocumentRecord, ichFileIdentity, ichRuleDocumentId } from './rule-document.ts';
import { ichRuleDocumentsConnector } from './rule-documents.connector.ts';

const fixtureMirror = join(import.meta.dirname, 'fixtures', 'rule-mirror');
const read = (mirrorDir: string) => collect(ichRuleDocumentsConnector.readMirror({ mirrorDir, clock: systemClock }));
type Ok = Extract<SourceItem, { ok: true }>;
const records = (items: SourceItem[]) => items.filter((item): item is Ok => item.ok).map((item) => ({ id: item.id, body: item.body as IchRuleDocumentRecord }));

describe('ICH file names', () => {
  it.each([
    ['ICH_Q1A_R2_Step4_2003.txt', 'Q1A(R2)', false, 'ICH', 'ich-guideline:q1a-r2'],
    ['ICH_Q2_R2_Step4_2023_corr2025.txt', 'Q2(R2)', false, 'ICH', 'ich-guideline:q2-r2'],
    ['ICH_Q3C_R9_2024.pdf', 'Q3C(R9)', false, 'ICH', 'ich-guideline:q3c-r9'],
    ['ICH_Q9R1_Step4_2023_corr2025.txt', 'Q9(R1)', false, 'ICH', 'ich-guideline:q9-r1'],
    ['ICH_Q9_Step4_2005.txt', 'Q9', false, 'ICH', 'ich-guideline:q9'],
    ['ICH_E6R3_Step4_FinalGuideline_2025_0106.txt', 'E6(R3)', false, 'ICH', 'ich-guideline:e6-r3'],
    ['ICH_Q7_QAs_2015.txt', 'Q7', true, 'ICH', 'ich-guideline:q7-qa'],
    ['ICH_Q14_Step4_2023_corr2025.txt', 'Q14', false, 'ICH', 'ich-guideline:q14'],
    ['FDA_Guidance_ICH_Q8R2_Pharmaceutical_Development_2009.txt', 'Q8(R2)', false, 'FDA', 'ich-guideline:q8-r2'],
  ])('%s is %s', (name, code, qa, edition, id) => {
    const identity = ichFileIdentity(name);
    expect(identity).toEqual({ code, questionsAndAnswers: qa, edition });
    expect(ichRuleDocumentId(identity!)).toBe(id);
  });

  it.each(['EU_GMP_Annex1_Sterile_2022.txt', 'FDA_Guidance_Process_Validation_2011.txt', 'PROVENANCE.md'])('%s names no ICH guideline', (name) => {
    expect(ichFileIdentity(name)).toBeNull();
  });
});

describe('ich-rule-documents on fixture files', () => {
  let items: SourceItem[];
  beforeAll(async () => {
    items = await read(fixtureMirror);
  });

  it('publishes one rule document per guideline, the ICH edition of Q8(R2) over FDA’s, and leaves the EU annex alone', () => {
    expect(records(items).map((record) => record.id)).toEqual(['ich-guideline:q1a-r2', 'ich-guideline:q7-qa', 'ich-guideline:q8-r2']);
    const q8 = records(items).find((record) => record.id === 'ich-guideline:q8-r2')!.body;
    expect(q8.publisher).toBe('International Council for Harmonisation (ICH)');
    expect(q8.source_file).toBe('ich_eu_gmp_reference_set/ICH_Q8_R2_Step4_2009.txt');
    expect(q8.chunks.map((chunk) => chunk.text).join(' ')).toContain('ICH edition');
  });

  it('keeps title, source document, type, date and sections of each document', () => {
    const q1a = records(items).find((record) => record.id === 'ich-guideline:q1a-r2')!.body;
    expect(IchRuleDocumentRecord.safeParse(q1a).success).toBe(true);
    expect(q1a).toMatchObject({
      source_id: 'ich',
      title: 'ICH Q1A(R2): Stability Testing of New Drug Substances and Products',
      reference: 'ICH Q1A(R2)',
      document_type: 'ICH guideline',
      guideline_code: 'Q1A(R2)',
      issue_date: '2003-02-06',
      issue_month: '2003-02',
      status: 'final',
      source_file: 'ich_eu_gmp_reference_set/ICH_Q1A_R2_Step4_2003.txt',
    });
    const sections = new Set(q1a.chunks.flatMap((chunk) => chunk.heading_path));
    expect(sections).toContain('1 INTRODUCTION');
    expect(sections).toContain('2 GUIDELINES');
  });

  it('reads a month-only date as the month, and the Q&As as their own document type', () => {
    const byId = new Map(records(items).map((record) => [record.id, record.body]));
    expect(byId.get('ich-guideline:q8-r2')).toMatchObject({ issue_date: null, issue_month: '2009-08' });
    expect(byId.get('ich-guideline:q7-qa')).toMatchObject({
      document_type: 'ICH questions and answers',
      reference: 'ICH Q7 Q&As',
      title: 'ICH Q7: Questions and Answers on Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients',
    });
  });

  it('dead-letters a guideline file without text, naming it', () => {
    const failed = items.filter((item) => !item.ok);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ ok: false, ref: 'ich_eu_gmp_reference_set/ICH_Q12_Step4_2019.txt' });
    expect((failed[0] as { reason: string }).reason).toMatch(/no chunks/);
  });

  it('throws only when none of its folders exists', async () => {
    await expect(read(join(fixtureMirror, 'ich_guidelines'))).rejects.toThrow(/none of/);
  });
});

warnIfMissing(hasSharedData, 'the ich-rule-documents parse of the real ICH folders');

describe.skipIf(!hasSharedData)('ich-rule-documents over ../shared/data (parse only, no embedding)', () => {
  let items: SourceItem[];
  beforeAll(async () => {
    items = await read(sharedDataDir);
  }, 60_000);

  it('publishes the 20 ICH documents of the three folders, none failing', () => {
    expect(items.filter((item) => !item.ok)).toEqual([]);
    expect(records(items).map((record) => record.body.reference).sort()).toEqual(
      [
        'ICH E6(R3)', 'ICH Q10', 'ICH Q11', 'ICH Q12', 'ICH Q13', 'ICH Q14', 'ICH Q1A(R2)', 'ICH Q2(R2)', 'ICH Q3A(R2)', 'ICH Q3B(R2)', 'ICH Q3C(R9)',
        'ICH Q3D(R2)', 'ICH Q5E', 'ICH Q6A', 'ICH Q6B', 'ICH Q7', 'ICH Q7 Q&As', 'ICH Q8(R2)', 'ICH Q9', 'ICH Q9(R1)',
      ].sort(),
    );
  });

  it('dates each guideline as its title page does (PROVENANCE.md versions)', () => {
    const dates = new Map(records(items).map((record) => [record.body.reference, record.body.issue_date ?? record.body.issue_month]));
    expect(dates.get('ICH Q7')).toBe('2000-11-10');
    expect(dates.get('ICH Q9(R1)')).toBe('2023-01-18');
    expect(dates.get('ICH Q1A(R2)')).toBe('2003-02-06');
    expect(dates.get('ICH Q3C(R9)')).toBe('2024-01-24');
    expect(dates.get('ICH Q12')).toBe('2019-11-20');
    expect(dates.get('ICH Q8(R2)')).toBe('2009-08');
  });

  it('chunks Q7 along its chapters, every body fitting the schema', () => {
    for (const record of records(items)) expect(IchRuleDocumentRecord.safeParse(record.body).success, record.id).toBe(true);
    const q7 = records(items).find((record) => record.id === 'ich-guideline:q7')!.body;
    const chapters = new Set(q7.chunks.map((chunk) => chunk.heading_path[0]));
    expect(chapters).toContain('2 QUALITY MANAGEMENT');
    expect(chapters).toContain('12 VALIDATION');
  });

  it('chunks the Q7 Q&As one Q&A per chunk (55), question and answer together under the Q7 chapter', () => {
    const qa = records(items).find((record) => record.id === 'ich-guideline:q7-qa')!.body;
    expect(qa.source_file).toBe('ich_q7_q9r1/ICH_Q7_QAs_2015.pdf');
    expect(qa.chunks).toHaveLength(55);
    const changeover = qa.chunks.find((chunk) => chunk.heading_path[1] === 'Q&A 5.5')!;
    expect(changeover.heading_path).toEqual(['5. PROCESS EQUIPMENT – CLEANING', 'Q&A 5.5']);
    expect(changeover.text).toMatch(/^At product changeover, are both visual examination and analytical testing necessary to verify that equipment is clean\?\n\nAppropriate cleaning validation verifies/);
  });
});
