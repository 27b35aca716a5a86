import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cfrSectionBody, ecfrRecordId, PART_REVISIONS } from './cfr-section.ts';
import { parseDeviceMarkdown } from './parse-device-markdown.ts';

const read = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const combined = parseDeviceMarkdown(read('part-820-excerpt.md'), 'part-820-excerpt.md');
const bodyOf = (number: string, version: string) => {
  const found = combined.sections.find((s) => s.sectionNumber === number && s.version === version);
  if (!found) throw new Error(`§ ${number} ${version} not parsed`);
  return cfrSectionBody(found, { format: 'markdown', effectiveDate: found.effectiveDate, sourceFile: 'part-820.md', sourceUrl: 'https://www.ecfr.gov/x' });
};

describe('parseDeviceMarkdown on Part 820 carrying the QSR and, after it, the QMSR', () => {
  it('reads both texts, tells them apart by version, and lists reserved numbers', () => {
    expect(combined.part).toBe('820');
    expect(combined.editionDate).toBe('2025-04-01');
    expect(combined.sections.map((s) => `${s.sectionNumber} ${s.version}`)).toEqual(['820.1 QSR', '820.3 QSR', '820.30 QSR', '820.1 QMSR', '820.10 QMSR']);
    expect(combined.reserved).toEqual(['820.4', '820.5']);
    expect(combined.failures).toEqual([]);
  });

  it('dates the QSR by its annual edition and the QMSR by the effective date in its heading', () => {
    expect(combined.sections.map((s) => s.effectiveDate)).toEqual(['2025-04-01', '2025-04-01', '2025-04-01', '2026-02-02', '2026-02-02']);
  });

  it('gives the QMSR the plain id and the superseded QSR a suffixed one', () => {
    const plain = PART_REVISIONS['820']!.revised;
    expect(combined.sections.map((s) => ecfrRecordId(s, plain))).toEqual([
      '21 CFR 820.1 (QSR)',
      '21 CFR 820.3 (QSR)',
      '21 CFR 820.30 (QSR)',
      '21 CFR 820.1',
      '21 CFR 820.10',
    ]);
  });

  it('splits a run-in heading from its first subparagraph and reads the citation', () => {
    const scope = bodyOf('820.1', 'QSR');
    expect(scope.subsections.map((s) => [s.label, s.heading])).toEqual([
      ['(a)', 'Applicability'],
      ['(a)(1)', null],
      ['(a)(2)', null],
      ['(b)', null],
    ]);
    expect(scope.subsections[1]?.text).toMatch(/^Current good manufacturing practice \(CGMP\) requirements are set forth in this quality system regulation\./);
    expect(scope.source_note).toBe('[61 FR 52654, Oct. 7, 1996, as amended at 65 FR 17136, Mar. 31, 2000; 69 FR 29829, May 25, 2004]');
    expect(scope.amendment_dates).toEqual(['1996-10-07', '2000-03-31', '2004-05-25']);
    expect(scope.part_authority).toMatch(/^21 U\.S\.C\. 351, 352, 360/);
  });

  it('keeps an italic defined term in the text and joins text split by a page break of the original', () => {
    const definitions = bodyOf('820.3', 'QSR');
    expect(definitions.subsections.map((s) => [s.label, s.heading])).toEqual([
      ['(a)', null],
      ['(b)', null],
    ]);
    expect(definitions.subsections[1]?.text).toBe(
      'Complaint means any written, electronic, or oral communication that alleges deficiencies related to the identity, quality, durability, reliability, safety, effectiveness, or performance of a device after it is released for distribution.',
    );
  });

  it('nests (i) and (ii) under (a)(2) of design controls', () => {
    expect(bodyOf('820.30', 'QSR').subsections.map((s) => s.label)).toEqual(['(a)', '(a)(1)', '(a)(2)', '(a)(2)(i)', '(a)(2)(ii)', '(b)']);
    expect(bodyOf('820.30', 'QSR').subpart_heading).toBe('Design Controls');
  });

  it('takes the QMSR heading without its "(EFF.)" note and without the QSR source note', () => {
    expect(bodyOf('820.10', 'QMSR')).toMatchObject({
      part_heading: 'QUALITY MANAGEMENT SYSTEM REGULATION',
      part_source: null,
      subpart: 'A',
      amendment_dates: [],
    });
  });
});

describe('parseDeviceMarkdown on the QMSR published alone', () => {
  it('reads it as the QMSR from its heading', () => {
    const alone = parseDeviceMarkdown(read('part-820-qmsr-excerpt.md'));
    expect(alone.sections.map((s) => `${s.sectionNumber} ${s.version} ${s.effectiveDate}`)).toEqual(['820.1 QMSR 2026-02-02', '820.10 QMSR 2026-02-02']);
    expect(alone.reserved).toEqual(['820.5']);
  });
});

describe('parseDeviceMarkdown on a single-section revision and broken files', () => {
  it('gives a second text of one section, set forth after an effective date note, its own version', () => {
    const text = [
      '# PART 801—LABELING',
      '## Subpart A—General Labeling Provisions',
      '### § 801.4 Meaning of intended uses.',
      'The words *intended uses* refer to the objective intent of the persons legally responsible.',
      '> Citation: [86 FR 41401, Aug. 2, 2021]',
      '### Effective Date Note:',
      'At 82 FR 2217, Jan. 9, 2017, § 801.4 was revised, effective Feb. 8, 2017. This amendment was delayed indefinitely. For the convenience of the user, the revised text is set forth as follows:',
      '### § 801.4 Meaning of intended uses.',
      'The words *intended uses* refer to the objective intent of the persons legally responsible for the labeling of devices.',
    ].join('\n');
    const parsed = parseDeviceMarkdown(text);
    expect(parsed.sections.map((s) => [s.sectionNumber, s.version, s.effectiveDate])).toEqual([
      ['801.4', null, null],
      ['801.4', 'revision 82 FR 2217', null],
    ]);
    expect(parsed.sections.map((s) => ecfrRecordId(s, null))).toEqual(['21 CFR 801.4', '21 CFR 801.4 (revision 82 FR 2217)']);
  });

  it('throws on a file without a PART heading and on unclosed front matter', () => {
    expect(() => parseDeviceMarkdown('# Notes\n\nNothing here.\n')).toThrow(/no "PART n—" heading/);
    expect(() => parseDeviceMarkdown('---\nsource:\n  chunk_id: "Part 800"\n# PART 800—GENERAL\n')).toThrow(/front matter is not closed/);
  });
});
