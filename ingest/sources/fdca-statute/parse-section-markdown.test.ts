import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSectionMarkdown } from './parse-section-markdown.ts';
import { fdcaSectionOf, parseSectionHeading, uscSectionBody } from './usc-section.ts';

const read = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const body = (name: string, index = 0, partBefore: string | null = null) => {
  const parsed = parseSectionMarkdown(read(name), { fileName: name, partBefore });
  const section = parsed.sections[index];
  if (!section) throw new Error(`no section ${index} in ${name}`);
  return uscSectionBody(section, { format: 'markdown', sourceFile: name, edition: parsed.edition });
};

describe('parseSectionMarkdown on § 351', () => {
  const parsed = parseSectionMarkdown(read('section-351-excerpt.md'));

  it('names the section from its heading and the edition from the front matter', () => {
    expect(parsed.chunkSection).toBe('351');
    expect(parsed.edition).toBe('USCODE-2024');
    expect(parsed.sections.map((s) => [s.sectionNumber, s.heading])).toEqual([['351', 'Adulterated drugs and devices']]);
  });

  it('maps 21 U.S.C. 351 to FD&C Act section 501 through the source credit', () => {
    expect(body('section-351-excerpt.md')).toMatchObject({
      citation: '21 U.S.C. 351',
      usc_section: '351',
      fdca_section: '501',
      status: 'in_force',
      source_credit: '(June 25, 1938, ch. 675, §501, 52 Stat. 1049; Pub. L. 112–144, title VII, §§707(a), 711, July 9, 2012, 126 Stat. 1068, 1071; Pub. L. 115–52, title VII, §702(c), Aug. 18, 2017, 131 Stat. 1056.)',
    });
  });

  it('nests subsection heads, paragraphs, subparagraphs, clauses and subclauses', () => {
    expect(body('section-351-excerpt.md').subsections.map((s) => [s.label, s.heading])).toEqual([
      ['(a)', 'Poisonous, insanitary, etc., ingredients; adequate controls in manufacture'],
      ['(a)(1)', null],
      ['(f)', 'Certain class III devices'],
      ['(f)(1)', null],
      ['(f)(1)(A)', null],
      ['(f)(1)(A)(i)', null],
      ['(f)(1)(A)(ii)', null],
      ['(f)(1)(A)(ii)(I)', null],
      ['(f)(1)(A)(ii)(II)', null],
      ['(k)', '(k), (l) Repealed. Pub. L. 105–115, title I, §125(a)(2)(B), Nov. 21, 1997, 111 Stat. 2325'],
      ['(j)', 'Delayed, denied, or limited inspection; refusal to permit entry or inspection'],
    ]);
  });

  it('keeps the statute text apart from the notes, and drops the bold note group headings', () => {
    const statute = body('section-351-excerpt.md');
    expect(statute.text.startsWith('A drug or device shall be deemed to be adulterated—\n\n(a) Poisonous, insanitary, etc.')).toBe(true);
    expect(statute.text).not.toMatch(/Amendments|Editorial Notes|Source:/);
    expect(statute.notes).toEqual([
      { heading: 'Amendments', text: '2017—Par. (j). Pub. L. 115–52 inserted "or device" after "drug". 2012—Par. (j). Pub. L. 112–144, §707(a), added par. (j).' },
      { heading: 'Effective Date of 1997 Amendment', text: 'Amendment by Pub. L. 105–115 effective 90 days after Nov. 21, 1997.' },
    ]);
  });
});

describe('parseSectionMarkdown on files holding several sections and part headings', () => {
  it('reads every section of a file, in the part the previous file ended in, and reports the part it ends in', () => {
    const parsed = parseSectionMarkdown(read('section-360bbb-0-excerpt.md'), { partBefore: 'Part E—General Provisions Relating to Drugs and Devices' });
    expect(parsed.sections.map((s) => [s.sectionNumber, s.part])).toEqual([
      ['360bbb-0', 'Part E—General Provisions Relating to Drugs and Devices'],
      ['360bbb-0a', 'Part E—General Provisions Relating to Drugs and Devices'],
    ]);
    expect(parsed.partAtEnd).toBe('Part F—New Animal Drugs for Minor Use and Minor Species');
    expect(body('section-360bbb-0-excerpt.md', 1)).toMatchObject({ fdca_section: '561B', subsections: [expect.objectContaining({ label: '(a)', heading: 'Definitions' }), expect.objectContaining({ label: '(a)(1)', heading: 'Eligible investigational drug' })] });
  });

  it('keeps a repealed section, with its repeal note as text, and lists an omitted range apart', () => {
    const parsed = parseSectionMarkdown(read('section-360qq-excerpt.md'));
    expect(parsed.omitted).toEqual(['360aaa to 360aaa-6']);
    expect(body('section-360qq-excerpt.md')).toMatchObject({
      citation: '21 U.S.C. 360qq',
      status: 'repealed',
      fdca_section: '540',
      source_credit: null,
      text: 'Section, act June 25, 1938, ch. 675, §540, formerly act July 1, 1944, ch. 373, title III, §540, related to annual report on administration of electronic product radiation control program.',
    });
    expect(parsed.partAtEnd).toBe('Part D—Dissemination of Treatment Information');
  });

  it('throws on front matter that is never closed', () => {
    expect(() => parseSectionMarkdown('---\nsource:\n  chunk_id: "21 U.S.C. § 351"\n# §351. Adulterated\n')).toThrow('front matter is not closed');
  });
});

describe('section headings and FD&C numbers', () => {
  it('reads en dashes, italic letters and ranges as the Code prints them', () => {
    expect(parseSectionHeading('§360bbb–3a. Emergency use of medical products')).toEqual({ number: '360bbb-3a', heading: 'Emergency use of medical products' });
    expect(parseSectionHeading('§356*l*. Advanced manufacturing technologies designation program')).toEqual({ number: '356l', heading: 'Advanced manufacturing technologies designation program' });
    expect(parseSectionHeading('§§360aaa to 360aaa–6. Omitted')).toEqual({ range: '360aaa to 360aaa-6', heading: 'Omitted' });
    expect(parseSectionHeading('Part B—Drugs for Rare Diseases or Conditions')).toBeNull();
  });

  it('finds the Act section in a credit, and none for a section enacted by another law', () => {
    expect(fdcaSectionOf('(June 25, 1938, ch. 675, §505–1, as added Pub. L. 110–85, title IX, §901(b), Sept. 27, 2007, 121 Stat. 926.)')).toBe('505-1');
    expect(fdcaSectionOf('(Pub. L. 110–85, title VIII, §801(c), Sept. 27, 2007, 121 Stat. 920.)')).toBeNull();
  });
});
