import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import type { SheetData } from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalYearFromFileName, parseObservationsWorkbook } from './parse-observations-workbook.ts';
import type { CatalogueCitation, CatalogueRowResult } from './parse-observations-workbook.ts';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../../..');
const sharedXlsx = path.resolve(repoRoot, '../shared/data/fda_inspectional_observations_fy2019/Inspection_Observations_FY19_0.xlsx');

const HEADER = ['Citation Program Area', 'Cite Id', 'Reference Number', 'Short Description', 'Long Description', 'Frequency'];

// As FDA lays it out in later years: a title row and a blank row above the header.
const drugsSheet: SheetData = [
  [null, 'Inspectional Observations FY2019 — Drugs'],
  [],
  HEADER,
  ['Drugs', 1105, ' 21 CFR 211.22(d) ', 'Procedures not  in writing, fully followed', 'The responsibilities and procedures applicable to the quality control unit are not [in writing] [fully followed].  Specifically, ***', 215],
  [
    'Drugs',
    2027,
    '21 CFR 211.192',
    'Investigations of discrepancies, failures',
    'There is a failure to thoroughly review [any unexplained discrepancy]_x000D_\n[the failure of a batch]   whether or not the batch has been already distributed.  Specifically, ***',
    167,
  ],
  [],
  ['Drugs', 21422, 'FDCA 503B(b)(2)(A)', 'Outsourcing facility, compounded drug report follow up', 'Your outsourcing facility did not submit a report.  Specifically, ***', 3],
];

async function workbook(sheets: Array<{ sheet: string; data: SheetData }>): Promise<Buffer> {
  return writeXlsxFile(sheets).toBuffer();
}

function citations(results: CatalogueRowResult[]): CatalogueCitation[] {
  return results.flatMap((result) => (result.ok ? [result.value] : []));
}

describe('parseObservationsWorkbook on a generated workbook', () => {
  let dir = '';
  let file = '';
  let bytes: Buffer = Buffer.alloc(0);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'regintel-observations-'));
    file = path.join(dir, 'Inspection_Observations_FY19_0.xlsx');
    bytes = await workbook([
      { sheet: 'Summary', data: [[null, 'Number of 483 issued from the System*'], ['Drugs', 779]] },
      { sheet: 'Drugs', data: drugsSheet },
    ]);
    writeFileSync(file, bytes);
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the three citations below the title rows, skipping Summary and blank rows', async () => {
    const results = await parseObservationsWorkbook(file, { fiscalYear: 2019 });
    expect(results.map((result) => [result.sheet, result.row, result.ok])).toEqual([
      ['Drugs', 4, true],
      ['Drugs', 5, true],
      ['Drugs', 7, true],
    ]);
    expect(citations(results)[0]).toEqual({
      cite_id: '1105',
      reference_number: '21 CFR 211.22(d)',
      short_description: 'Procedures not in writing, fully followed',
      long_description: 'The responsibilities and procedures applicable to the quality control unit are not [in writing] [fully followed]. Specifically, ***',
      frequency: 215,
      program_area: 'Drugs',
      fiscal_year: 2019,
    });
  });

  it('removes _x000D_ and normalises whitespace in the long description', async () => {
    const [, investigations] = citations(await parseObservationsWorkbook(file, { fiscalYear: 2019 }));
    expect(investigations?.long_description).toBe(
      'There is a failure to thoroughly review [any unexplained discrepancy] [the failure of a batch] whether or not the batch has been already distributed. Specifically, ***',
    );
    expect(investigations?.long_description).not.toMatch(/_x000D_|\r|\n|\s{2}/);
  });

  it('reads a Buffer the same as a path', async () => {
    expect(await parseObservationsWorkbook(bytes, { fiscalYear: 2019 })).toEqual(await parseObservationsWorkbook(file, { fiscalYear: 2019 }));
  });

  it('rejects a truncated workbook with a message instead of crashing or hanging', async () => {
    const truncated = bytes.subarray(0, Math.floor(bytes.length / 2));
    await expect(parseObservationsWorkbook(truncated, { fiscalYear: 2019 })).rejects.toThrow(/cannot read workbook buffer \(\d+ bytes\) as xlsx/);
    const truncatedFile = path.join(dir, 'truncated.xlsx');
    writeFileSync(truncatedFile, truncated);
    await expect(parseObservationsWorkbook(truncatedFile, { fiscalYear: 2019 })).rejects.toThrow(/truncated\.xlsx/);
  });

  it('rejects a file that is not an xlsx at all, and a missing file', async () => {
    await expect(parseObservationsWorkbook(Buffer.from('Cite Id,Frequency\n1,2\n'), { fiscalYear: 2019 })).rejects.toThrow(/as xlsx/);
    await expect(parseObservationsWorkbook(path.join(dir, 'absent.xlsx'), { fiscalYear: 2019 })).rejects.toThrow(/absent\.xlsx/);
  });
});

describe('parseObservationsWorkbook row failures', () => {
  it('fails a row with a non-numeric frequency or no reference, and keeps the good rows', async () => {
    const bytes = await workbook([
      {
        sheet: 'Devices',
        data: [
          HEADER,
          ['Devices', 3130, '21 CFR 820.100(a)', 'Lack of or inadequate procedures', 'Procedures for CAPA have not been established. Specifically, ***', 'n/a'],
          ['Devices', 479, null, 'Purchasing controls', 'Procedures to ensure purchased product conforms. Specifically, ***', 151],
          ['Devices', 14713, '21 CFR 820.198(a)', 'Complaint procedures', 'Procedures for complaints have not been established. Specifically, ***', 240],
        ],
      },
    ]);
    const results = await parseObservationsWorkbook(bytes, { fiscalYear: 2019 });
    expect(results.map((result) => result.ok)).toEqual([false, false, true]);
    expect(results[0]).toMatchObject({ sheet: 'Devices', row: 2, reason: expect.stringMatching(/frequency/) });
    expect(results[1]).toMatchObject({ sheet: 'Devices', row: 3, reason: 'no reference number' });
  });

  it('fails a program sheet that has no recognisable header row', async () => {
    const bytes = await workbook([{ sheet: 'Foods', data: [['Id', 'Ref', 'Text'], [1, '21 CFR 117.10', 'Personnel']] }]);
    const results = await parseObservationsWorkbook(bytes, { fiscalYear: 2019 });
    expect(results).toEqual([{ ok: false, reason: expect.stringMatching(/no header row/), sheet: 'Foods', row: 0 }]);
  });
});

describe('fiscalYearFromFileName', () => {
  it.each([
    ['Inspection_Observations_FY19_0.xlsx', 2019],
    ['FY2023', 2023],
    ['inspection-observations-fy2021.xlsx', 2021],
    ['fda_inspectional_observations_fy2019', 2019],
    ['Inspection_Observations.xlsx', null],
    ['report_2019.xlsx', null],
  ])('%j → %j', (name, expected) => {
    expect(fiscalYearFromFileName(name)).toBe(expected);
  });
});

if (!existsSync(sharedXlsx)) console.warn(`parse-observations-workbook: ${sharedXlsx} is absent, so the real-workbook checks are skipped`);

describe.skipIf(!existsSync(sharedXlsx))("parseObservationsWorkbook on FDA's FY2019 workbook (needs ../shared/data)", () => {
  let results: CatalogueRowResult[] = [];

  beforeAll(async () => {
    results = await parseObservationsWorkbook(readFileSync(sharedXlsx), { fiscalYear: fiscalYearFromFileName(path.basename(sharedXlsx)) ?? 0 });
  });

  it('yields 1,789 citations and no failures, per sheet as in the CSV conversion', () => {
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results).toHaveLength(1789);
    const perSheet: Record<string, number> = {};
    for (const result of results) perSheet[result.sheet] = (perSheet[result.sheet] ?? 0) + 1;
    expect(perSheet).toEqual({
      Biologics: 77,
      'Bioresearch Monitoring': 90,
      Devices: 189,
      Drugs: 384,
      Foods: 787,
      'Human Tissue': 93,
      'Parts 1240 & 1250': 29,
      'Rad Health': 32,
      'Vet Med': 108,
    });
  });

  it('has the published 21 CFR 211.192 Drugs row, and the PROVENANCE totals', () => {
    const all = citations(results);
    expect(all.find((citation) => citation.program_area === 'Drugs' && citation.reference_number === '21 CFR 211.192')).toMatchObject({
      frequency: 167,
      short_description: 'Investigations of discrepancies, failures',
      fiscal_year: 2019,
    });
    expect(all.reduce((sum, citation) => sum + citation.frequency, 0)).toBe(16203);
    expect(new Set(all.map((citation) => citation.reference_number)).size).toBe(1350);
    expect(all.every((citation) => citation.long_description !== '' && !/_x000D_|\r/.test(citation.long_description))).toBe(true);
  });
});
