import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHtmlFragment, readHtmlTables } from './html-fragment.ts';
import { letterAddress, normaliseOffice } from './letter-row.ts';
import type { LetterRow, LetterRowResult } from './letter-row.ts';
import { parseLetterCsv } from './parse-letter-csv.ts';
import { DataTablesPage, parseDataTablesRows } from './parse-datatables.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const values = (rows: LetterRowResult[]): LetterRow[] => rows.flatMap((row) => (row.ok ? [row.value] : []));

describe('letter addresses', () => {
  it.each([
    ['/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/patcos-cosmetics-pvt-ltd-718220-03122026', 'patcos-cosmetics-pvt-ltd-718220-03122026', '718220'],
    ['/warning-letters/beta-bionics-inc-717927-01282026-0', 'beta-bionics-inc-717927-01282026-0', '717927'],
    ['/warning-letters/mariscos-procesados-694846-campresa', 'mariscos-procesados-694846-campresa', '694846'],
    ['/warning-letters/cosmo-korea-11032025', 'cosmo-korea-11032025', null],
    ['/warning-letters/moorish-science-temple-divine-and-national-movement-north-america-inc-13-moorish-american-national', 'moorish-science-temple-divine-and-national-movement-north-america-inc-13-moorish-american-national', null],
  ])('%s → slug %s, case id %j', (url, slug, caseId) => {
    expect(letterAddress(url)).toEqual({ url: `https://www.fda.gov${url}`, slug, caseId });
  });

  it('is null for something that is not a page address', () => {
    expect(letterAddress('')).toBeNull();
    expect(letterAddress('https://www.fda.gov/warning letters/ä')).toBeNull();
  });
});

describe('issuing offices', () => {
  it('writes the pipe form FDA switched to the way the older rows have it', () => {
    expect(normaliseOffice('Center for Drug Evaluation and Research | CDER')).toBe('Center for Drug Evaluation and Research (CDER)');
    expect(normaliseOffice(' Center for  Tobacco Products ')).toBe('Center for Tobacco Products');
    expect(normaliseOffice('')).toBeNull();
  });
});

describe('parseLetterCsv', () => {
  it('reads the scraped listing layout with addresses, and fails the row with an impossible date', () => {
    const { layout, rows } = parseLetterCsv(fixture('warning_letters_listing.csv'), 'l.csv');
    expect(layout).toBe('listing');
    expect(rows).toHaveLength(8);
    expect(rows[3]).toEqual({
      ok: true,
      ref: 'l.csv#line5',
      value: {
        company_name: 'Example Pharmaceuticals, LLC',
        letter_issue_date: '2022-02-03',
        posted_date: '2022-02-15',
        issuing_office: 'Center for Drug Evaluation and Research (CDER)',
        subject: 'Failure to Register and List',
        source_url: 'https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/example-pharmaceuticals-llc-625001-02032022-0',
        url_slug: 'example-pharmaceuticals-llc-625001-02032022-0',
        case_id: '625001',
        has_response_letter: null,
        response_letter_date: null,
        has_closeout_letter: null,
        closeout_letter_date: null,
      },
    });
    expect(rows[7]).toEqual({ ok: false, reason: 'letter issue date "13/40/2025" is not a date', ref: 'l.csv#line9' });
  });

  it("reads fda.gov's export layout with response and closeout letters", () => {
    const { layout, rows } = parseLetterCsv(fixture('warning_letters_fdagov_export_2025-07.csv'), 'e.csv');
    expect(layout).toBe('export');
    const letters = values(rows);
    expect(letters[0]).toMatchObject({ source_url: null, has_closeout_letter: true, closeout_letter_date: '2025-06-30', has_response_letter: false });
    expect(letters[1]).toMatchObject({ has_response_letter: true, response_letter_date: '2022-02-01', has_closeout_letter: false });
    expect(rows[6]).toMatchObject({ ok: false, reason: 'letter issue date "" is not a date' });
  });

  it('throws for a file in neither layout, naming both', () => {
    expect(() => parseLetterCsv('Firm,Date\nA,01/01/2024\n', 'x.csv')).toThrow(/neither warning-letter layout: expected url, posted_date/);
    expect(() => parseLetterCsv('', 'x.csv')).toThrow('empty file');
  });
});

describe('parseDataTablesRows', () => {
  const page = DataTablesPage.parse(JSON.parse(fixture('datatables-listing.json')));
  const rows = parseDataTablesRows(page, 'p0');

  it('reads <time> dates, the letter link, and response/closeout links', () => {
    expect(rows.map((row) => row.ok)).toEqual([true, true, true, true, true]);
    expect(values(rows)[2]).toEqual({
      company_name: 'Apothecary Example, LLC',
      letter_issue_date: '2025-12-01',
      posted_date: '2026-03-10',
      issuing_office: 'Center for Drug Evaluation and Research (CDER)',
      subject: 'Compounding Pharmacy/Adulterated Drug Products',
      source_url: 'https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/apothecary-example-llc-717001-12012025',
      url_slug: 'apothecary-example-llc-717001-12012025',
      case_id: '717001',
      has_response_letter: true,
      response_letter_date: '2026-01-05',
      has_closeout_letter: false,
      closeout_letter_date: null,
    });
    expect(values(rows)[3]).toMatchObject({ has_closeout_letter: true, closeout_letter_date: '2025-06-30', has_response_letter: false });
    // Plain-text cells (no <time>) read the same.
    expect(values(rows)[4]).toMatchObject({ posted_date: '2021-02-12', letter_issue_date: '2021-02-12', case_id: '613001' });
  });

  it('fails a row whose company cell has no link, or that is too short', () => {
    const bad = parseDataTablesRows({ data: [['03/17/2026', '03/12/2026', 'No Link Inc.', 'CTP', 'Subject'], ['03/17/2026']] }, 'p9');
    expect(bad).toEqual([
      { ok: false, reason: 'company cell has no link to the letter', ref: 'p9#0' },
      { ok: false, reason: expect.stringMatching(/^row has 1 cells/), ref: 'p9#1' },
    ]);
  });
});

describe('html fragments', () => {
  it('decodes entities, collects links and <time> values, and keeps block breaks as newlines', () => {
    expect(readHtmlFragment('<p>A&amp;B&nbsp;Labs<br>Suite 1</p><a href="/x?a=1&amp;b=2"><time datetime="2024-01-02">Jan 2</time></a>')).toEqual({
      text: 'A&B Labs\nSuite 1\nJan 2',
      hrefs: ['/x?a=1&b=2'],
      datetimes: ['2024-01-02'],
    });
    expect(readHtmlFragment('Plain text 7').text).toBe('Plain text 7');
  });

  it('reads the cells of each table of a page, header row included', () => {
    const tables = readHtmlTables('<html><script>if (a < b) {}</script><table><thead><tr><th>Facility <sup>1</sup></th></tr></thead><tbody><tr><td>X, Y<br/>City, ST</td></tr></tbody></table></html>');
    expect(tables.map((table) => table.map((row) => row.map((cell) => cell.text)))).toEqual([[['Facility 1'], ['X, Y\nCity, ST']]]);
  });
});
