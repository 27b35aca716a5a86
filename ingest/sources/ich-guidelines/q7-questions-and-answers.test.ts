import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedQ7Sections, q7SectionHolding } from '../../../infra/bus/payloads/ich-q7-citations.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { parseQ7QuestionsAndAnswers, q7QuestionAndAnswerBodies, q7QuestionAndAnswerChunks } from './q7-questions-and-answers.ts';
import { readQ7QuestionsAndAnswersText } from './read-q7-questions-and-answers.ts';
import { IchSectionRecord } from './record.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('ICH Q7 Q&A parser on a pdftotext -layout fixture', () => {
  const { entries, problems } = parseQ7QuestionsAndAnswers(fixture('q7-qas-pdftotext-excerpt.txt'));

  it('reads one entry per row, numbered from the # column, under its chapter; the contents page, an empty chapter and the annex are not rows', () => {
    expect(problems).toEqual([]);
    expect(entries.map((entry) => [entry.number, entry.chapter, entry.chapter_title, entry.approval])).toEqual([
      ['1.1', '1', 'FIXTURE CHAPTER ONE', 'June 2015'],
      ['1.2', '1', 'FIXTURE CHAPTER ONE', 'June 2015'],
      ['3.1', '3', 'FIXTURE CHAPTER THREE', 'June 2015'],
    ]);
  });

  it('joins each column across its lines, with a blank answer line (or the row number alone) as a paragraph break', () => {
    expect(entries[0]!.question).toBe('Is a cited section read from its brackets, ranges included?');
    expect(entries[0]!.answer).toBe(
      'Parser fixture text: a first paragraph cites [ICH Q7, Sections 12.72 to 75] and [ICH Q10, Section 2.7, ICH Q7, Sections 2.2, 3.3].\n\nParser fixture text: a second paragraph cites [ICH Q7, Section 20 – see Glossary] and [ICH Q7, Section 2.22(2)].',
    );
  });

  it('cuts a line where the two cells are packed one space apart after the question part that fills the column', () => {
    expect(entries[1]!.question).toBe('Does a packed fixture line keep its question words in the question column when two cells share it?');
    expect(entries[1]!.answer).toMatch(/^Yes\. Parser fixture text: the cut falls after the question part/);
    expect(entries[1]!.answer).not.toMatch(/question column when/);
  });

  it('carries a row across a page break: running header and page number skipped, no paragraph break at the page foot', () => {
    expect(entries[2]!.question).toBe('Is a question running over a page break, with its last words on the next page, read as one question?');
    expect(entries[2]!.answer).toBe(
      'Parser fixture text: a row that starts near the foot of a page and goes on after the running header of the next page is read as one answer [ICH Q7, Section 6.51].\n\nParser fixture text: a second paragraph of the same answer [ICH Q7, Sections 6.50, 6.51].',
    );
  });

  it('lists the Q7 sections each Q&A cites, ranges spelled out, other guidelines’ numbers left out', () => {
    expect(entries[0]!.cited_q7_sections).toEqual(['12.72', '12.73', '12.74', '12.75', '2.2', '3.3', '20', '2.22']);
    expect(entries[2]!.cited_q7_sections).toEqual(['6.51', '6.50']);
  });
});

describe('ICH Q7 Q&A parser on the positioned (pdf.js) layout', () => {
  const { entries, problems } = parseQ7QuestionsAndAnswers(fixture('q7-qas-positioned-excerpt.txt'), 'positioned');

  it('cuts at the answer column: justified question words and a question run past the column stay in the question', () => {
    expect(problems).toEqual([]);
    expect(entries.map((entry) => entry.number)).toEqual(['4.1', '4.2']);
    expect(entries[0]!.question).toBe('Is a justified question line read with its wide gaps?');
    expect(entries[0]!.answer).toBe('Parser fixture text: in the positioned layout every run stands at its own column, so the answer column is where the cut is [ICH Q7, Section 4.14].');
    expect(entries[1]!.question).toBe('Is a question line running past the answer column kept whole?');
    expect(entries[1]!.cited_q7_sections).toEqual(['10.11']);
  });
});

describe('Q7 citations', () => {
  it.each([
    ['[ICH Q7, Sections 2.13, 2.22, and 11.12]', ['2.13', '2.22', '11.12']],
    ['[ICH Q7, Sections 7.20 and 7.24]', ['7.20', '7.24']],
    ['[ICH Q7, Section 2.22(2)]', ['2.22']],
    ['[ICH Q7, 7.31]', ['7.31']],
    ['[ICH Q7, Section 1.3, Table 1]', ['1.3']],
    ['[ICH Q7, Section 1.2, 20 – see Glossary for definition of ‘API’]', ['1.2', '20']],
    ['[ICH Q7, Sections 15.10 to 15.12]', ['15.10', '15.11', '15.12']],
    ['[ICH Q10, Section 2.7, ICH Q7, Sections 2.2, 3.3]', ['2.2', '3.3']],
    ['[ICH Q7, Section 11.21; ICH Q9; ICH Q11]', ['11.21']],
    ['[ICH Q9, Section 4.3] and [ICH Q5A, Section 2.B]', []],
    ['[ICH Q7, Section\n12.76]', ['12.76']],
  ])('%s cites %j', (text, expected) => {
    expect(citedQ7Sections(text)).toEqual(expected);
  });

  it('reads a paragraph number in the section holding it', () => {
    expect(['12.76', '2.22', '12.7', '20', '2.2', '13.12', '16.10', '15.1'].map(q7SectionHolding)).toEqual(['12.7', '2.2', '12.7', '20', '2.2', '13', '16', '15.1']);
  });
});

describe('Q&A records and rule-document chunks', () => {
  const text = fixture('q7-qas-pdftotext-excerpt.txt');

  it('makes one raw.ich.sections body per Q&A under the guideline code `Q7 Q&As`, question as title and answer as text', () => {
    const { bodies, problems } = q7QuestionAndAnswerBodies(text, 'ICH_Q7_QAs_2015.txt');
    expect(problems).toEqual([]);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) expect(IchSectionRecord.safeParse(body).success).toBe(true);
    expect(bodies[1]).toMatchObject({
      guideline_code: 'Q7 Q&As',
      publisher: 'ICH',
      guideline_date: '2015-06-10',
      section_number: '1.2',
      title: 'Does a packed fixture line keep its question words in the question column when two cells share it?',
      parent_section_number: null,
      source_format: 'pdf-text',
      source_file: 'ICH_Q7_QAs_2015.txt',
    });
  });

  it('chunks the rule document one Q&A per chunk under its chapter', () => {
    const chunks = q7QuestionAndAnswerChunks(text);
    expect(chunks.map((chunk) => [chunk.chunk_index, chunk.heading_path])).toEqual([
      [0, ['1. FIXTURE CHAPTER ONE', 'Q&A 1.1']],
      [1, ['1. FIXTURE CHAPTER ONE', 'Q&A 1.2']],
      [2, ['3. FIXTURE CHAPTER THREE', 'Q&A 3.1']],
    ]);
    expect(chunks[1]!.text).toMatch(/^Does a packed fixture line .* share it\?\n\nYes\. Parser fixture text/s);
    expect(chunks[1]!.word_count).toBe(chunks[1]!.text.split(/\s+/).length);
  });
});

warnIfMissing(hasSharedData, 'the ICH Q7 Q&A parser on the shared Q&A file');

describe.skipIf(!hasSharedData)('ICH Q7 Q&As of the shared mirror (ich_q7_q9r1/ICH_Q7_QAs_2015)', () => {
  const folder = join(sharedDataDir, 'ich_q7_q9r1');
  const expectedNumbers =
    '1.1 1.2 2.1 2.2 2.3 2.4 2.5 2.6 3.1 3.2 4.1 4.2 5.1 5.2 5.3 5.4 5.5 6.1 6.2 6.3 7.1 7.2 7.3 7.4 7.5 7.6 8.1 8.2 10.1 11.1 11.2 11.3 11.4 11.5 12.1 12.2 12.3 12.4 13.1 14.1 14.2 14.3 15.1 15.2 16.1 16.2 16.3 17.1 17.2 17.3 17.4 18.1 18.2 19.1 20.1'.split(' ');

  it('reads all 55 Q&As from the PDF positions, none under chapter 9 (“No Q&A.”), with the texts checked by reading', async () => {
    const read = await readQ7QuestionsAndAnswersText(folder, 'ICH_Q7_QAs_2015.txt');
    expect(read).toMatchObject({ file: 'ICH_Q7_QAs_2015.pdf', layout: 'positioned' });
    const { entries, problems } = parseQ7QuestionsAndAnswers(read.text, read.layout);
    expect(problems).toEqual([]);
    expect(entries.map((entry) => entry.number)).toEqual(expectedNumbers);
    const byNumber = new Map(entries.map((entry) => [entry.number, entry]));
    // Packed lines in the pdftotext rendering; the PDF keeps the two columns apart.
    expect(byNumber.get('1.1')!.question).toBe('Should GMP according to ICH Q7 be applied for manufacturing Steps before the defined ‘API starting material\' i.e., Steps not identified in grey in Table 1?');
    expect(byNumber.get('1.1')!.answer).toMatch(/^ICH Q7 does not apply to Steps prior to the introduction of the API starting material\. However, there is an expectation that/);
    // A row that runs over a page break.
    expect(byNumber.get('2.3')!.question).toBe('Can other departments outside of the quality unit be held responsible for releasing raw materials and intermediates?');
    expect(byNumber.get('2.3')!.answer).toContain('This responsibility cannot be delegated [ICH Q7, Section 2.22(2)]. The system established by the quality unit');
    expect(byNumber.get('5.5')!.cited_q7_sections).toEqual(['12.72', '12.73', '12.74', '12.75', '12.76']);
    expect(byNumber.get('10.1')!.question).toBe('What is meant by ‘APIs and intermediates can be transferred under quarantine to another unit under the company’s control when...’ and is this applicable to contract manufacturers?');
    expect(byNumber.get('14.1')).toMatchObject({ question: 'Should rejected materials be stored under physical and secure segregation?', cited_q7_sections: ['4.14', '10.11', '7.44', '14.1'] });
    expect(byNumber.get('20.1')!.answer).toMatch(/^No\. However, they are related\. .*\[ICH Q7, Sections 2\.50, 14\.30, 20\]\.$/s);
    // Every Q&A cites Q7 somewhere: 129 section numbers in all.
    expect(entries.every((entry) => entry.cited_q7_sections.length > 0)).toBe(true);
    expect(entries.reduce((sum, entry) => sum + entry.cited_q7_sections.length, 0)).toBe(129);
  });

  it('reads the pdftotext file alone to the same 55 rows, most of them word for word (48 when measured)', async () => {
    const pdf = await readQ7QuestionsAndAnswersText(folder, 'ICH_Q7_QAs_2015.txt');
    const exact = parseQ7QuestionsAndAnswers(pdf.text, pdf.layout).entries;
    const fromText = parseQ7QuestionsAndAnswers(readFileSync(join(folder, 'ICH_Q7_QAs_2015.txt'), 'utf8'));
    expect(fromText.problems).toEqual([]);
    expect(fromText.entries.map((entry) => entry.number)).toEqual(expectedNumbers);
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    const same = fromText.entries.filter((entry, index) => words(entry.question) === words(exact[index]!.question) && words(entry.answer) === words(exact[index]!.answer));
    expect(same.length).toBeGreaterThanOrEqual(48);
  });
});
