import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUscodeHtml } from './parse-uscode-html.ts';
import { uscSectionBody } from './usc-section.ts';

const page = parseUscodeHtml(readFileSync(join(import.meta.dirname, 'fixtures/uscode-subchapter-v-excerpt.html'), 'utf8'));
const body = (number: string) => {
  const section = page.sections.find((s) => s.sectionNumber === number);
  if (!section) throw new Error(`§ ${number} not parsed`);
  return uscSectionBody(section, { format: 'uscode-html', sourceFile: null, edition: null });
};

describe('parseUscodeHtml on an OLRC page of subchapter V', () => {
  it('reads the sections (not the subchapter heading), lists the omitted range, and dates the page', () => {
    expect(page.sections.map((s) => s.sectionNumber)).toEqual(['351', '360qq']);
    expect(page.omitted).toEqual(['360aaa to 360aaa-6']);
    expect(page.currentThrough).toBe('2025-01-06');
  });

  it('takes the part from the expcite comment, entities decoded', () => {
    expect(body('351')).toMatchObject({ part: 'Part A—Drugs and Devices', heading: 'Adulterated drugs and devices', fdca_section: '501', current_through: '2025-01-06' });
    expect(body('360qq').part).toBe('Part C—Electronic Product Radiation Control');
  });

  it('reads statute paragraphs and heads into the hierarchy, the credit and the notes apart', () => {
    const statute = body('351');
    expect(statute.subsections.map((s) => s.label)).toEqual(['(a)', '(a)(1)', '(f)', '(f)(1)', '(f)(1)(A)', '(f)(1)(A)(i)', '(f)(1)(A)(ii)', '(f)(1)(A)(ii)(I)', '(f)(1)(A)(ii)(II)', '(j)']);
    expect(statute.subsections.at(-1)).toEqual({
      label: '(j)',
      heading: 'Delayed, denied, or limited inspection; refusal to permit entry or inspection',
      text: 'If it is a drug or device and it has been manufactured, processed, packed, or held in any factory, warehouse, or establishment and the owner, operator, or agent of such factory delays, denies, or limits an inspection, or refuses to permit entry or inspection.',
    });
    expect(statute.source_credit).toBe('(June 25, 1938, ch. 675, §501, 52 Stat. 1049; Pub. L. 112–144, title VII, §§707(a), 711, July 9, 2012, 126 Stat. 1068, 1071; Pub. L. 115–52, title VII, §702(c), Aug. 18, 2017, 131 Stat. 1056.)');
    expect(statute.notes).toEqual([{ heading: 'Amendments', text: '2017—Par. (j). Pub. L. 115–52 inserted “or device” after “drug”. 2012—Par. (j). Pub. L. 112–144, §707(a), added par. (j).' }]);
    expect(statute.text).not.toMatch(/Browse|Law Revision Counsel|collapseNav/);
  });

  it('reads a repealed section from its repeal summary', () => {
    expect(body('360qq')).toMatchObject({ status: 'repealed', fdca_section: '540', text: expect.stringMatching(/^Section, act June 25, 1938, ch\. 675, §540/) });
  });

  it('tolerates HTML that is not XML: an unclosed paragraph, a bare attribute, a raw ampersand', () => {
    const html = [
      '<html><head><meta charset="utf-8"></head><body>',
      '<form><input type="checkbox" checked> <a href="/view.xhtml?req=granuleid&edition=prelim">Browse</a></form>',
      '<p>Navigation help <br> text',
      '<!-- documentid:21_351 currentthrough:20250106 -->',
      '<h3 class="section-head">&sect;351. Adulterated drugs and devices</h3>',
      '<!-- field-start:statute --><p class="statutory-body">(a) Text&nbsp;here &amp; there.</p><!-- field-end:statute -->',
      '</body></html>',
    ].join('\n');
    expect(parseUscodeHtml(html).sections.map((s) => [s.sectionNumber, s.paragraphs])).toEqual([['351', [{ labels: ['a'], text: 'Text here & there.' }]]]);
  });

  it('throws on a page with no section heading', () => {
    expect(() => parseUscodeHtml('<html><body><h1>Service Unavailable</h1><p>Try again later.</p></body></html>')).toThrow(/no section heading/);
  });
});
