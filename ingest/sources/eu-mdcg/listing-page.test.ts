import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPdfLink, linkFileName, parseMdcgPage } from './listing-page.ts';

const page = readFileSync(path.join(import.meta.dirname, 'fixtures/mdcg-page.html'), 'utf8');

describe('parseMdcgPage on a page in the Commission layout', () => {
  const entries = parseMdcgPage(page);

  it('reads one entry per linked PDF, in page order, with its topic, reference, title and month', () => {
    expect(entries.map((entry) => [entry.file_key, entry.topic, entry.reference, entry.title, entry.issue_month])).toEqual([
      ['mdcg_2099-3_en', 'Clinical investigation and evaluation', 'MDCG 2099-3 Rev.1', 'Guidance on the content of example clinical investigation plans', '2024-05'],
      ['mdcg_2099-4_en', 'Clinical investigation and evaluation', 'MDCG 2099-4', 'Example safety reporting in clinical investigations', '2099-04'],
      ['mdcg_2099-4_appendix_en', 'Clinical investigation and evaluation', 'MDCG 2099-4', 'Appendix: example safety report form', '2099-04'],
      ['md_example_qa_covid-19_en', 'COVID-19', null, 'Guidance on example face masks in the COVID-19 context', '2020-06'],
      ['mdcg_2099-3_en', 'Other topics', 'MDCG 2099-3 Rev.1', 'Guidance on the content of example clinical investigation plans', '2024-05'],
    ]);
  });

  it('keeps the link as published, relative or absolute', () => {
    expect(entries[1]!.href).toBe('/document/download/0a1b2c3d-0000-4000-8000-000000000401_en?filename=mdcg_2099-4_en.pdf');
    expect(entries[3]!.href).toBe('/system/files/2020-06/md_example_qa_covid-19_en.pdf');
  });

  it('has no entries for a page without document tables', () => {
    expect(parseMdcgPage('<html><body><h2>Maintenance</h2><p>Back soon.</p></body></html>')).toEqual([]);
  });
});

describe('PDF links', () => {
  it('takes the file name from filename=, else from the path', () => {
    expect(linkFileName('/document/download/abc_en?filename=mdcg_2021-24_en.pdf')).toBe('mdcg_2021-24_en.pdf');
    expect(linkFileName('https://health.ec.europa.eu/system/files/2020-09/md_mdcg_2020_5_en.pdf')).toBe('md_mdcg_2020_5_en.pdf');
  });

  it('skips downloads that are not PDFs', () => {
    expect(isPdfLink('/document/download/abc_en?filename=annex.xlsx')).toBe(false);
    expect(isPdfLink('/document/download/abc_en')).toBe(true);
    expect(isPdfLink('/medical-devices-sector/new-regulations_en')).toBe(false);
  });
});
