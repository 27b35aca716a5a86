import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cfrSectionBody } from './cfr-section.ts';
import { parsePrintText, printAsOfDate } from './parse-print-text.ts';

const fixture = readFileSync(join(import.meta.dirname, 'fixtures/part-211-print-excerpt.txt'), 'utf8');
const parsed = parsePrintText(fixture, 'part-211-print-excerpt.txt');
const section = (number: string) => {
  const found = parsed.sections.find((s) => s.sectionNumber === number);
  if (!found) throw new Error(`§ ${number} not parsed`);
  return cfrSectionBody(found, { format: 'print-text', effectiveDate: parsed.asOfDate, sourceFile: 'x.txt', sourceUrl: 'https://www.ecfr.gov/x' });
};

describe('parsePrintText on a four-page eCFR print of Part 211', () => {
  it('reads the part, its as-of date and every section after the table of contents, reserved apart', () => {
    expect(parsed.part).toBe('211');
    expect(parsed.asOfDate).toBe('2026-03-02');
    expect(parsed.sections.map((s) => s.sectionNumber)).toEqual(['211.1', '211.3', '211.42', '211.46']);
    expect(parsed.reserved).toEqual(['211.45']);
    expect(parsed.failures).toEqual([]);
  });

  it('joins the wrapped part heading and the authority note continued on an indented line', () => {
    expect(section('211.1')).toMatchObject({
      part_heading: 'CURRENT GOOD MANUFACTURING PRACTICE FOR FINISHED PHARMACEUTICALS',
      part_authority: '21 U.S.C. 321, 351, 352, 355, 360b, 371, 374; 42 U.S.C. 216, 262, 263a, 264.',
      part_source: '43 FR 45077, Sept. 29, 1978, unless otherwise noted.',
      subpart: 'A',
      subpart_heading: 'General Provisions',
      section_heading: 'Scope',
    });
  });

  it('reads the source note wrapped over two lines and its dates', () => {
    const body = section('211.1');
    expect(body.source_note).toBe(
      '[43 FR 45077, Sept. 29, 1978, as amended at 62 FR 66522, Dec. 19, 1997; 69 FR 29828, May 25, 2004; 74 FR 65431, Dec. 10, 2009; 80 FR 56168, Sept. 17, 2015]',
    );
    expect(body.amendment_dates).toEqual(['1978-09-29', '1997-12-19', '2004-05-25', '2009-12-10', '2015-09-17']);
    expect(body.subsections.map((s) => s.label)).toEqual(['(a)', '(b)']);
  });

  it('falls back to the part source note for a section without its own', () => {
    expect(section('211.3')).toMatchObject({
      source_note: null,
      amendment_dates: ['1978-09-29'],
      text: 'The definitions set forth in § 210.3 of this chapter apply in this part.',
      subsections: [],
    });
  });

  it('strips the running header and footer, joining a paragraph split by a page break', () => {
    const body = section('211.42');
    const b = body.subsections.find((s) => s.label === '(b)');
    expect(b?.text).toBe(
      'Any such building shall have adequate space for the orderly placement of equipment and materials to prevent mixups between different components, drug product containers, closures, labeling, in-process materials, or drug products, and to prevent contamination. The flow of components through the building shall be designed to prevent contamination.',
    );
    expect(body.text).not.toMatch(/enhanced display|up to date as of|page \d of 4|Current Good Manufacturing Practice for Finished/);
  });

  it('rebuilds the paragraph hierarchy, including a label that opens a page', () => {
    expect(section('211.42').subsections.map((s) => s.label)).toEqual(['(a)', '(b)', '(c)', '(c)(1)', '(c)(2)', '(c)(10)', '(c)(10)(i)', '(c)(10)(ii)', '(d)']);
    expect(section('211.42').subsections.find((s) => s.label === '(c)(10)(ii)')?.text).toBe('Temperature and humidity controls;');
    expect(section('211.42').amendment_dates).toEqual(['1978-09-29', '1995-01-20']);
  });

  it('keeps an unlabelled section as one paragraph of text', () => {
    expect(section('211.46').text).toBe(
      'Adequate ventilation shall be provided. Equipment for adequate control over air pressure, micro-organisms, dust, humidity, and temperature shall be provided when appropriate for the manufacture, processing, packing, or holding of a drug product.',
    );
  });
});

describe('parsePrintText on text that is not a part print', () => {
  it('throws when there is no PART heading', () => {
    expect(() => parsePrintText('Guidance for Industry\n\nSome text.\n')).toThrow(/no "PART n—" heading/);
  });

  it('reads the as-of date from the file name when the header lacks it', () => {
    expect(printAsOfDate('no header here', '21CFR_part610_ecfr_2026-04-09.txt')).toBe('2026-04-09');
  });

  it('reads paragraphs by their labels alone when the layout has no indentation (pdf.js text)', () => {
    const flat = ['PART 211—CURRENT GOOD MANUFACTURING PRACTICE', 'Subpart A—General Provisions', '§ 211.1 Scope.', '(a) First paragraph', 'continues here.', '(b) Second paragraph.'].join('\n');
    const result = parsePrintText(flat);
    expect(result.sections[0]?.paragraphs.map((p) => [p.labels, p.text])).toEqual([
      [['a'], 'First paragraph continues here.'],
      [['b'], 'Second paragraph.'],
    ]);
  });
});
