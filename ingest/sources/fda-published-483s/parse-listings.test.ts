import { readFileSync } from 'node:fs';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import type { SheetData } from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { ListingRow, ListingRowResult } from './listing-row.ts';
import { documentUrl, mediaIdOf } from './listing-row.ts';
import { parseDashboardCsv, parseDashboardXlsx } from './parse-dashboard-export.ts';
import { parseReadingRoomListing, parseScrapedList } from './parse-json-listings.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

function values(results: ListingRowResult[]): ListingRow[] {
  return results.flatMap((result) => (result.ok ? [result.value] : []));
}

describe('parseDashboardCsv', () => {
  it('reads the 2024 export, whose posting column is "Date Posted"', () => {
    const results = parseDashboardCsv(fixture('published_483s_2024-07.csv'), 'published_483s_2024-07.csv');
    expect(results).toHaveLength(8);
    expect(results[1]).toEqual({
      ok: true,
      ref: 'published_483s_2024-07.csv#line3',
      value: {
        fei_number: '3009222222',
        firm_name: 'Northfield Radiopharmacy LLC',
        record_type: '483',
        record_date: '2024-03-13',
        publish_date: '2024-05-21',
        source_url: 'https://www.fda.gov/media/178002/download?attachment',
        media_id: '178002',
        state: null,
        establishment_type: null,
        dashboard_record_id: '269270',
      },
    });
  });

  it('keeps a row without FEI or date with nulls, and names the bad FEI of another', () => {
    const results = parseDashboardCsv(fixture('published_483s_2024-07.csv'), 'x.csv');
    expect(results[5]).toMatchObject({ ok: true, value: { fei_number: null, record_date: null, media_id: '116001', firm_name: 'Unnamed Biologics Inc.' } });
    expect(results[7]).toEqual({ ok: false, reason: 'FEI Number "30112866349" is not an FEI (5–10 digits)', ref: 'x.csv#line9' });
  });

  it('reads the 2025 export ("Publish Date"), "-" as an unknown date and squeezed firm names', () => {
    const rows = values(parseDashboardCsv(fixture('published_483s_2025-07.csv'), 'b.csv'));
    expect(rows).toHaveLength(9);
    expect(rows[7]).toMatchObject({ record_date: null, fei_number: null, publish_date: '2024-01-17' });
    expect(rows[8]).toMatchObject({ firm_name: 'Zenith Lifesciences Limited', fei_number: '3005777777', media_id: '111481' });
  });

  it('throws for files that are not an export, naming what is wrong', () => {
    expect(() => parseDashboardCsv('', 'e.csv')).toThrow('empty file');
    expect(() => parseDashboardCsv('Record Date,FEI Number,Legal Name,Download\n2024-01-01,3001,A,x\n', 'p.csv')).toThrow(/'Publish Date' \(or 'Date Posted'\)/);
    expect(() => parseDashboardCsv('Firm,FEI\nA,1\n', 'c.csv')).toThrow(/missing column\(s\) 'Record Date'/);
  });
});

describe('parseDashboardXlsx', () => {
  // The published workbook's cell types: Date cells, FEI as text, "-" for a missing record date,
  // numeric Record Type and Record ID.
  const date = (iso: string) => ({ value: new Date(`${iso}T00:00:00Z`), format: 'yyyy-mm-dd' });
  const sheet: SheetData = [
    ['Record Date', 'FEI Number', 'Legal Name', 'Record Type', 'Publish Date', 'Download', 'Record ID'],
    [date('2025-06-19'), '3004666666', 'Natco Example Limited', 483, date('2025-07-10'), 'https://www.fda.gov/media/187001/download', 287101],
    ['-', null, 'Unnamed Biologics Inc.', 483, date('2024-01-17'), 'https://www.fda.gov/media/116001/download', 288072],
    [],
    [date('2017-03-08'), '3005777777', 'Zenith Lifesciences Limited', 483, 'not a date', 'https://www.fda.gov/media/111481/download', 288929],
  ];

  it('reads typed cells, skips blank rows and fails a row with an unreadable date', async () => {
    const bytes = await writeXlsxFile(sheet).toBuffer();
    const results = await parseDashboardXlsx(bytes, 'published_483s_2025-07.xlsx');
    expect(results.map((result) => [result.ref, result.ok])).toEqual([
      ['published_483s_2025-07.xlsx#row2', true],
      ['published_483s_2025-07.xlsx#row3', true],
      ['published_483s_2025-07.xlsx#row5', false],
    ]);
    expect(values(results)).toEqual([
      {
        fei_number: '3004666666',
        firm_name: 'Natco Example Limited',
        record_type: '483',
        record_date: '2025-06-19',
        publish_date: '2025-07-10',
        source_url: 'https://www.fda.gov/media/187001/download',
        media_id: '187001',
        state: null,
        establishment_type: null,
        dashboard_record_id: '287101',
      },
      expect.objectContaining({ fei_number: null, record_date: null, dashboard_record_id: '288072' }),
    ]);
    expect(results[2]).toMatchObject({ reason: 'Publish Date "not a date" is not a date' });
  });

  it('rejects a truncated workbook and one without the columns', async () => {
    const bytes = await writeXlsxFile(sheet).toBuffer();
    await expect(parseDashboardXlsx(bytes.subarray(0, bytes.length / 2), 't.xlsx')).rejects.toThrow(/cannot read t\.xlsx as xlsx/);
    const wrong = await writeXlsxFile([['Firm', 'FEI'], ['A', '3001']]).toBuffer();
    await expect(parseDashboardXlsx(wrong, 'w.xlsx')).rejects.toThrow(/missing column\(s\) 'Record Date', 'FEI Number', 'Legal Name', 'Download'/);
  });
});

describe('parseScrapedList', () => {
  it('reads numeric FEIs and MM/DD/YYYY dates, drops the /na placeholder URL and fails an impossible date', () => {
    const results = parseScrapedList(JSON.parse(fixture('published_483s_list_example_2025-12.json')), 's.json');
    expect(results[0]).toMatchObject({ ok: true, value: { fei_number: '3033000001', record_date: '2025-12-19', publish_date: null, media_id: '190001' } });
    expect(results[2]).toMatchObject({ ok: true, value: { source_url: null, media_id: null, fei_number: '3013000002' } });
    expect(results[3]).toEqual({ ok: false, reason: 'date "13/45/2025" is not a date', ref: 's.json#3' });
  });

  it('throws when the file is not a JSON array', () => {
    expect(() => parseScrapedList({ data: [] }, 's.json')).toThrow('s.json is not a JSON array');
  });
});

describe('parseReadingRoomListing', () => {
  const results = parseReadingRoomListing(JSON.parse(fixture('ora-foia-reading.json')), 'rr');

  it('keeps only 483 rows (4 of 6) and reads <time> cells, links and entities', () => {
    expect(results.map((result) => result.ref)).toEqual(['rr#mid187001', 'rr#mid186720', 'rr#mid186741', 'rr#mid186742']);
    expect(results[1]).toEqual({
      ok: true,
      ref: 'rr#mid186720',
      value: {
        fei_number: '3011110195',
        firm_name: 'East Orange Example Medical Center',
        record_type: '483',
        record_date: '2025-04-29',
        publish_date: '2025-06-02',
        source_url: 'https://www.fda.gov/media/186720/download',
        media_id: '186720',
        state: 'New Jersey',
        establishment_type: 'Outsourcing Facility',
        dashboard_record_id: null,
      },
    });
    expect(results[2]).toMatchObject({ value: { firm_name: 'Apothecary & Sons Pharma LLC', state: 'Texas' } });
    expect(results[3]).toMatchObject({ ok: true, value: { fei_number: null, record_date: null, source_url: null } });
  });
});

describe('document URLs', () => {
  it.each([
    ['https://www.fda.gov/media/178585/download?attachment', '178585'],
    ['https://www.fda.gov/files/drugs/published/Cipla%2C%20Goa%2C%20India%209.28.18%20483.pdf', null],
  ])('%s has media id %j', (url, id) => {
    expect(mediaIdOf(documentUrl(url))).toBe(id);
  });

  it('treats placeholders and non-URLs as no URL', () => {
    expect(documentUrl('https://www.fda.gov/na')).toBeNull();
    expect(documentUrl('see FDA website')).toBeNull();
    expect(documentUrl('')).toBeNull();
  });
});
