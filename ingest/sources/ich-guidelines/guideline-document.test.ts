import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ichRecordId, ichSectionBody, parseGuidelineMarkdown, parseGuidelineText } from './guideline-document.ts';
import { codeFromFileName, readVersion } from './guidelines.ts';
import { IchSectionRecord } from './record.ts';

const fixtures = join(import.meta.dirname, 'fixtures');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');

describe('parseGuidelineText on a Q10 print (pdftotext layout)', () => {
  const q10 = parseGuidelineText(read('ich-q10-excerpt.txt'), 'Q10');

  it('reads the version and date from the title page', () => {
    expect({ publisher: q10.publisher, version: q10.version, step: q10.step, date: q10.date }).toEqual({ publisher: 'ICH', version: 'Step 4', step: 4, date: '2008-06-04' });
  });

  it('reads the sections once, after the table of contents, without the running title or page numbers', () => {
    expect(q10.sections.map((s) => [s.number, s.title])).toEqual([
      ['1', 'PHARMACEUTICAL QUALITY SYSTEM'],
      ['1.1', 'Introduction'],
      ['1.2', 'Scope'],
      ['1.3', 'Relationship of ICH Q10 to Regional GMP Requirements, ISO Standards and ICH Q7'],
      ['2', 'MANAGEMENT RESPONSIBILITY'],
      ['2.1', 'Management Commitment'],
      ['2.2', 'Quality Policy'],
      ['Annex 1', 'Potential Opportunities to Enhance Science and Risk Based Regulatory Approaches'],
    ]);
    const all = q10.sections.map((s) => `${s.title} ${s.text}`).join('\n');
    expect(all).not.toMatch(/Pharmaceutical Quality System\n|\.{5}|TABLE OF CONTENTS/);
  });

  it('keeps the numbered list of 2.1 and the footnote of 1.3 in their text', () => {
    expect(q10.sections.find((s) => s.number === '2.1')?.text).toBe(
      'Senior management has the ultimate responsibility to ensure an effective pharmaceutical quality system is in place. Management should: 1. Participate in the design, implementation and monitoring of the system; 2. Demonstrate strong and visible support for the system.',
    );
    expect(q10.sections.find((s) => s.number === '1.3')?.text).toMatch(/^Regional GMP requirements, the ICH Q7 Guideline and ISO quality management system guidelines form the foundation for ICH Q10\.\n\n1 For the purpose/);
  });

  it('builds bodies that fit the schema, with the ich.org URL and parent/depth', () => {
    const section = q10.sections.find((s) => s.number === '1.3')!;
    const body = ichSectionBody(q10, section, { format: 'pdf-text', sourceFile: 'ICH_Q10_Step4_2008.txt' });
    expect(IchSectionRecord.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      guideline_code: 'Q10',
      guideline_title: 'Pharmaceutical Quality System',
      section_number: '1.3',
      parent_section_number: '1',
      depth: 2,
      source_url: 'https://database.ich.org/sites/default/files/Q10%20Guideline.pdf',
    });
    expect(ichRecordId('Q10', section.number)).toBe('ICH Q10 1.3');
  });
});

describe('parseGuidelineText on the E6(R3) print and its markdown transcription', () => {
  const text = parseGuidelineText(read('ich-e6r3-excerpt.txt'), 'E6(R3)');
  const markdownDir = join(fixtures, 'E6R3_markdown_sections');
  const markdown = parseGuidelineMarkdown(
    readdirSync(markdownDir).map((name) => ({ name: `E6R3_markdown_sections/${name}`, text: readFileSync(join(markdownDir, name), 'utf8') })),
    'E6(R3)',
  );

  it('reads divisions, principles as II.n, Annex 1 numbering, the appendix and the glossary', () => {
    expect(text.sections.map((s) => s.number)).toEqual(['I', 'II', 'II.1', 'II.1.1', 'II.2', 'III', '1', '1.1', '1.1.1', '1.2', '1.2.1', 'Appendix A', 'A.1', 'Glossary']);
    expect(text).toMatchObject({ version: 'Step 4 (final version)', step: 4, date: '2025-01-06' });
  });

  it('gives a numbered provision no title and its sentence as text', () => {
    expect(text.sections.find((s) => s.number === '1.2.1')).toMatchObject({
      title: null,
      text: 'The IRB/IEC should safeguard the rights, safety and well-being of all trial participants. Special attention should be paid to trials that may include vulnerable participants.',
      parent: '1.2',
      depth: 4,
    });
  });

  it('reads the same sections, titles and texts from the markdown, minus the transcriber\u2019s notes', () => {
    expect(markdown.sections.map((s) => [s.number, s.title])).toEqual(text.sections.map((s) => [s.number, s.title]));
    for (const section of markdown.sections) {
      expect(section.text?.replace(/\s+/g, ' ') ?? null).toBe(text.sections.find((s) => s.number === section.number)?.text?.replace(/\s+/g, ' ') ?? null);
    }
    expect(markdown.sections.map((s) => s.text ?? '').join(' ')).not.toMatch(/출처|원문/);
    expect(markdown.sections.find((s) => s.number === 'A.1')?.source).toBe('E6R3_markdown_sections/02_appendix_glossary.md');
    expect({ version: markdown.version, date: markdown.date }).toEqual({ version: 'Final version', date: '2025-01-06' });
  });
});

describe("parseGuidelineText on FDA's edition of Q8(R2)", () => {
  const q8 = parseGuidelineText(read('fda-q8r2-excerpt.txt'), 'Q8(R2)');

  it('is read as an FDA guidance without a day-precise date', () => {
    expect({ publisher: q8.publisher, version: q8.version, step: q8.step, date: q8.date }).toEqual({ publisher: 'FDA', version: 'FDA guidance, November 2009 (ICH revision 2)', step: null, date: null });
  });

  it('numbers sections by the ICH numbers in parentheses and the annex apart', () => {
    expect(q8.sections.map((s) => [s.number, s.parent])).toEqual([
      ['1', null],
      ['1.2', '1'],
      ['2', null],
      ['2.1', '2'],
      ['2.1.1', '2.1'],
      ['Annex', null],
      ['Annex 1', 'Annex'],
      ['Annex 2', 'Annex'],
      ['Annex 2.1', 'Annex 2'],
      ['Annex 2.2', 'Annex 2'],
      ['Annex 2.3', 'Annex 2'],
      ['Appendix 1', 'Annex'],
      ['Appendix 2', 'Annex'],
      ['Appendix 2.A', 'Appendix 2'],
      ['Appendix 2.B', 'Appendix 2'],
    ]);
    expect(q8.sections.find((s) => s.number === 'Annex 2.3')?.title).toBe('Risk Assessment: Linking Material Attributes and Process Parameters to Drug Product CQAs');
  });
});

describe('guideline names and versions', () => {
  it('tells the guideline from the file names of the mirror', () => {
    expect(
      ['ICH_E6R3_Step4_FinalGuideline_2025_0106.txt', 'FDA_Guidance_ICH_Q8R2_Pharmaceutical_Development_2009.txt', 'ICH_Q9_Step4_2005.txt', 'ICH_Q9(R1)_Guideline.pdf', 'ICH_Q10_Step4_2008.txt', 'ICH_Q11_Step4_2012.txt', 'ICH_Q5E_Step4_2004.txt', 'E6R3_markdown_sections', 'notes.txt'].map(codeFromFileName),
    ).toEqual(['E6(R3)', 'Q8(R2)', 'Q9', 'Q9(R1)', 'Q10', 'Q11', 'Q5E', 'E6(R3)', null]);
  });

  it('reads no date from a title page that states none', () => {
    expect(readVersion('ICH HARMONISED GUIDELINE\nQUALITY RISK MANAGEMENT')).toEqual({ publisher: 'ICH', version: null, step: null, date: null });
  });

  it('throws on a text without any numbered section', () => {
    expect(() => parseGuidelineText('Meeting minutes\fNothing numbered here.', 'Q10')).toThrow('no numbered sections found in the Q10 text');
    expect(() => parseGuidelineText('', 'Q10')).toThrow('empty file');
  });
});
