import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cfrSectionBody } from './cfr-section.ts';
import { parseEcfrXml } from './parse-ecfr-xml.ts';

const xml = readFileSync(join(import.meta.dirname, 'fixtures/ecfr-part-211.xml'), 'utf8');
const parsed = parseEcfrXml(xml);
const body = (number: string) => {
  const found = parsed.sections.find((s) => s.sectionNumber === number);
  if (!found) throw new Error(`§ ${number} not parsed`);
  return cfrSectionBody(found, { format: 'ecfr-xml', effectiveDate: '2026-03-02', sourceFile: null, sourceUrl: 'https://www.ecfr.gov/x' });
};

describe('parseEcfrXml on an eCFR versioner part document', () => {
  it('reads the sections of every subpart; a [Reserved] section is listed apart', () => {
    expect(parsed.part).toBe('211');
    expect(parsed.sections.map((s) => [s.sectionNumber, s.subpart])).toEqual([
      ['211.1', 'A'],
      ['211.110', 'F'],
      ['211.192', 'F'],
    ]);
    expect(parsed.reserved).toEqual(['211.2']);
    expect(parsed.failures).toEqual([]);
  });

  it('reads the part heading, authority and source notes, subpart heading and section heading', () => {
    expect(body('211.1')).toMatchObject({
      part_heading: 'CURRENT GOOD MANUFACTURING PRACTICE FOR FINISHED PHARMACEUTICALS',
      part_authority: '21 U.S.C. 321, 351, 352, 355, 360b, 371, 374; 42 U.S.C. 216, 262, 263a, 264.',
      part_source: '43 FR 45077, Sept. 29, 1978, unless otherwise noted.',
      subpart_heading: 'General Provisions',
      section_heading: 'Scope',
      source_note: '[43 FR 45077, Sept. 29, 1978, as amended at 62 FR 66522, Dec. 19, 1997; 74 FR 65431, Dec. 10, 2009]',
      amendment_dates: ['1978-09-29', '1997-12-19', '2009-12-10'],
    });
  });

  it('takes an italic run-in heading, splits the subparagraph that follows it and nests the flat P elements', () => {
    const sampling = body('211.110');
    expect(sampling.subsections.map((s) => [s.label, s.heading])).toEqual([
      ['(a)', 'Control procedures'],
      ['(a)(1)', null],
      ['(a)(1)(i)', null],
      ['(a)(1)(ii)', null],
      ['(a)(2)', null],
      ['(b)', null],
    ]);
    expect(sampling.subsections[2]?.text).toBe('Tablet or capsule weight variation;');
  });

  it('keeps inline emphasis as text, flattens a table into the last paragraph, and reads SECAUTH', () => {
    const sampling = body('211.110');
    expect(sampling.subsections[5]?.text).toBe(
      'In-process materials shall be tested for identity, strength, quality, and purity as appropriate, and approved or rejected by the quality control unit, during the production process, e.g., at commencement or completion of significant phases.\nTest | Stage | Blend uniformity | After blending |',
    );
    expect(sampling.authority_note).toBe('21 U.S.C. 351, 374.');
  });

  it('uses the part source note for dates when the section has no CITA', () => {
    expect(body('211.192')).toMatchObject({ source_note: null, amendment_dates: ['1978-09-29'], subsections: [] });
  });

  it('assigns a version to the sections of a part when asked', () => {
    expect(parseEcfrXml(xml, { version: () => 'QMSR' }).sections.every((s) => s.version === 'QMSR')).toBe(true);
  });
});

describe('parseEcfrXml on documents it cannot read', () => {
  it('throws on an empty body, on XML without a part, and on broken XML', () => {
    expect(() => parseEcfrXml('')).toThrow('empty XML document');
    expect(() => parseEcfrXml('<DIV1 TYPE="TITLE"><HEAD>Title 21</HEAD></DIV1>')).toThrow('no DIV5 part element');
    expect(() => parseEcfrXml('<DIV5 N="211" TYPE="PART"><HEAD>PART 211</DIV5>')).toThrow(/not well-formed XML/);
  });
});
