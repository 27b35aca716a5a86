import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseFei, parseAuditors, parseReadingRoomCsv } from './parse-reading-room-csv.ts';
import type { ReadingRoomDocument } from './parse-reading-room-csv.ts';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../../..');
const sharedCsv = path.resolve(repoRoot, '../shared/data/fda_483_reading_room_ocr/fda_reading_room_form483_dataset_20210512.csv');
const fixture = readFileSync(path.join(here, 'fixtures/reading-room-three-rows.csv'), 'utf8');

function okValue(result: ReturnType<typeof parseReadingRoomCsv>[number] | undefined): ReadingRoomDocument {
  if (!result?.ok) throw new Error(`expected an ok row, got ${JSON.stringify(result)}`);
  return result.value;
}

describe('parseReadingRoomCsv on a three-row fixture in the real layout', () => {
  const results = parseReadingRoomCsv(fixture);

  it('returns one result per data row, numbered from 1', () => {
    expect(results.map((result) => [result.row, result.ok])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
  });

  it('reads listing metadata, investigators amid OCR noise and the inspection dates', () => {
    expect(okValue(results[0])).toMatchObject({
      fei_number: '3011223344',
      company_name: 'Example Pharmacy, Inc',
      state: 'Tennessee',
      establishment_type: 'Outsourcing Facility',
      record_date: '2021-02-11',
      publish_date: '2021-03-31',
      source_url: 'https://www.fda.gov/media/100001/download',
      pdf_name: 'ExamplePharmacy508ed',
      investigators: [
        { name: 'Maria L Santos', title: 'Investigator' },
        { name: 'Kevin R Duarte', title: 'Investigator' },
      ],
      inspection_start_date: '2021-01-19',
      inspection_end_date: '2021-02-11',
    });
  });

  it('keeps the quoted multi-line observations field whole, quotes and commas included', () => {
    const text = okValue(results[0]).observations_text;
    expect(text.startsWith('This document lists observations')).toBe(true);
    expect(text).toContain('OBSERVATION 1\n\nThere is a failure to thoroughly review');
    expect(text).toContain('Specifically, "Example Pellets 50 mg", Lot 01112021@3, failed sterility testing');
    expect(text).toContain('OBSERVATION 2\nBuildings used in the manufacture');
  });

  it('turns a float-looking FEI into digits and leaves unreadable OCR dates null', () => {
    expect(okValue(results[1])).toMatchObject({
      fei_number: '3012345678',
      investigators: [{ name: 'Priya N. Raman', title: 'Investigator' }],
      inspection_start_date: null,
      inspection_end_date: null,
    });
  });

  it('fails the row with empty observations and says why', () => {
    expect(results[2]).toEqual({ ok: false, reason: 'empty observations text', row: 3 });
  });
});

describe('parseReadingRoomCsv row and file failures', () => {
  const header = fixture.slice(0, fixture.indexOf('\n'));

  it('reports missing columns once, as row 0, instead of throwing', () => {
    expect(parseReadingRoomCsv('a,b,fei_number\n1,2,3011223344\n')).toEqual([
      { ok: false, reason: 'missing columns: company_name, record_date, publish_date, pdf_url, auditors, audit_dates, observations', row: 0 },
    ]);
  });

  it('reports an empty file as missing every column', () => {
    const results = parseReadingRoomCsv('');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ ok: false, row: 0 });
  });

  it('reports a CSV it cannot tokenise as row 0', () => {
    const results = parseReadingRoomCsv(`${header}\n0,1,2020-01-01,3011223344,"unterminated`);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ ok: false, row: 0 });
    if (results[0] && !results[0].ok) expect(results[0].reason).toMatch(/^unparseable CSV/);
  });

  it('fails rows without FEI or with an unreadable record date and goes on with the next', () => {
    const rows = [
      ',0,2020-01-01,,Firm A,483,Texas,Outsourcing Facility,2020-02-01,/m,https://x/m,a,,,,,,OBSERVATION 1',
      ',1,not a date,3011223344,Firm B,483,Texas,Outsourcing Facility,2020-02-01,/m,https://x/m,b,,,,,,OBSERVATION 1',
      ',2,2020-01-01,3011223344,Firm C,483,Texas,Outsourcing Facility,2020-02-01,/m,https://x/m,c,,,,,,OBSERVATION 1',
    ];
    const results = parseReadingRoomCsv(`${header}\n${rows.join('\n')}\n`);
    expect(results.map((result) => result.ok)).toEqual([false, false, true]);
    expect(results[0]).toMatchObject({ row: 1, reason: expect.stringMatching(/FEI/) });
    expect(results[1]).toMatchObject({ row: 2, reason: expect.stringMatching(/record_date/) });
  });
});

describe('reading-room helpers', () => {
  it.each([
    ['3011761321', '3011761321'],
    ['3015826069 ', '3015826069'],
    ['1450022', '1450022'],
    ['3011761321.0', '3011761321'],
    ['3.011761321E9', '3011761321'],
    ['', null],
    ['n/a', null],
    ['30117613210000', null],
  ])('normalises FEI %j to %j', (raw, expected) => {
    expect(normaliseFei(raw)).toBe(expected);
  });

  it('continues a title cut at the box edge onto the next line, and ignores label and scrawl lines', () => {
    expect(parseAuditors('Zachary L Stamm, Investigator\nJolanna A Norton, Generic Drug User Fee\nAmendments (GDUFA)\n\f')).toEqual([
      { name: 'Zachary L Stamm', title: 'Investigator' },
      { name: 'Jolanna A Norton', title: 'Generic Drug User Fee Amendments (GDUFA)' },
    ]);
    expect(parseAuditors('Francis A Guidry, Investigator\n(Biotechnology)\n\ntun. 4\n')).toEqual([
      { name: 'Francis A Guidry', title: 'Investigator (Biotechnology)' },
    ]);
    expect(parseAuditors(' \n\nSNATURE EMPLOYEE(S) NAME AND TITLE (Print\n\nee Masen AA “AA\n')).toEqual([]);
  });
});

if (!existsSync(sharedCsv)) console.warn(`parse-reading-room-csv: ${sharedCsv} is absent, so the real-data checks are skipped`);

describe.skipIf(!existsSync(sharedCsv))('parseReadingRoomCsv on the 72-row reading-room file (needs ../shared/data)', () => {
  // Read in beforeAll: a skipped suite's body still runs to collect its tests.
  let results: ReturnType<typeof parseReadingRoomCsv> = [];
  let documents: ReadingRoomDocument[] = [];
  beforeAll(() => {
    results = parseReadingRoomCsv(readFileSync(sharedCsv, 'utf8'));
    documents = results.flatMap((result) => (result.ok ? [result.value] : []));
  });

  it('gives 68 documents and 4 failures, the failures being the rows without text', () => {
    expect(results).toHaveLength(72);
    expect(documents).toHaveLength(68);
    expect(results.filter((result) => !result.ok)).toEqual(
      [68, 69, 70, 71].map((row) => ({ ok: false, reason: 'empty observations text', row })),
    );
  });

  it('gives every document a digits-only FEI of 7–10 digits and ISO listing dates', () => {
    for (const document of documents) {
      expect(document.fei_number).toMatch(/^\d{7,10}$/);
      expect(document.record_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(document.publish_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(documents.map((document) => document.fei_number)).size).toBe(66);
  });

  it('reads the Wells Pharmacy investigators named in PROVENANCE.md', () => {
    expect(documents.find((document) => document.fei_number === '3011761321')?.investigators).toEqual([
      { name: 'June P Page', title: 'Investigator' },
      { name: 'Julius I Jones', title: 'Investigator' },
    ]);
  });

  it('finds investigators in most rows and inspection dates that end on or before the listing date', () => {
    expect(documents.filter((document) => document.investigators.length > 0).length).toBeGreaterThanOrEqual(55);
    const dated = documents.filter((document) => document.inspection_end_date !== null);
    expect(dated.length).toBeGreaterThanOrEqual(45);
    for (const document of dated) {
      expect(document.inspection_start_date! <= document.inspection_end_date!).toBe(true);
      // FDA lists a 483 under its issue date, the last day of the inspection or within days of it.
      expect(document.inspection_end_date! <= document.record_date).toBe(true);
    }
  });
});
