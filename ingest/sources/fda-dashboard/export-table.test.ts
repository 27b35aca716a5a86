import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnSpecs } from './columns.ts';
import { readDashboardExport } from './export-table.ts';

const SPECS = {
  fei: { export: ['FEI Number'], api: 'FEINumber', required: true },
  firm: { export: ['Legal Name', 'Company Name'], api: 'LegalName', required: true },
  date: { export: ['Inspection End Date'], api: 'InspectionEndDate', required: true },
  details: { export: ['Additional Details'], api: 'AdditionalDetails' },
} as const satisfies ColumnSpecs<string>;

let dir = '';
const file = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'regintel-dashboard-export-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('readDashboardExport', () => {
  it('finds the header below a title block in a workbook and keeps cell types and row numbers', async () => {
    const bytes = await writeXlsxFile([
      {
        sheet: 'Inspections',
        data: [
          ['FDA Data Dashboard - Inspections Details'],
          ['Filters applied: Product Type = Drugs'],
          [],
          ['fei number', 'Company  Name', 'Inspection End Date'],
          [3004567890, 'Riverbend Pharmaceuticals Inc.', { value: new Date(Date.UTC(2024, 2, 14)), type: Date, format: 'mm/dd/yyyy' }],
          [null, null, null],
          [3001122334, 'Nordhavn Biologics A/S', { value: new Date(Date.UTC(2023, 5, 2)), type: Date, format: 'mm/dd/yyyy' }],
        ],
      },
    ]).toBuffer();
    writeFileSync(file('titled.xlsx'), bytes);
    const table = await readDashboardExport(file('titled.xlsx'), SPECS);
    expect(table.sheet).toBe('Inspections');
    expect(table.rows).toEqual([
      { line: 5, cells: { fei: 3004567890, firm: 'Riverbend Pharmaceuticals Inc.', date: new Date(Date.UTC(2024, 2, 14)), details: null } },
      { line: 7, cells: { fei: 3001122334, firm: 'Nordhavn Biologics A/S', date: new Date(Date.UTC(2023, 5, 2)), details: null } },
    ]);
  });

  it('reads a CSV export, preamble lines included, with the CSV line of each row', async () => {
    writeFileSync(file('with-preamble.csv'), 'FDA Data Dashboard - Inspections\r\nFilters: Country/Area = Denmark\r\nFEI Number,Legal Name,Inspection End Date,Additional Details\r\n3001122334,"Nordhavn Biologics A/S",06/02/2023,"Line one\nline two"\r\n');
    const table = await readDashboardExport(file('with-preamble.csv'), SPECS);
    expect(table.rows).toEqual([{ line: 5, cells: { fei: '3001122334', firm: 'Nordhavn Biologics A/S', date: '06/02/2023', details: 'Line one\nline two' } }]);
  });

  it('names the required headings a file lacks', async () => {
    writeFileSync(file('other.csv'), 'FEI Number,Firm,Date\n1,2,3\n');
    await expect(readDashboardExport(file('other.csv'), SPECS)).rejects.toThrow("missing column(s) 'Legal Name', 'Inspection End Date'");
  });

  it('rejects an empty CSV, an unterminated quote, a truncated workbook and a missing file with a reason', async () => {
    writeFileSync(file('empty.csv'), '  \n');
    await expect(readDashboardExport(file('empty.csv'), SPECS)).rejects.toThrow('empty file');
    writeFileSync(file('broken.csv'), 'FEI Number,Legal Name,Inspection End Date\n1,"unterminated,2024-01-01\n');
    await expect(readDashboardExport(file('broken.csv'), SPECS)).rejects.toThrow(/^unparseable CSV/);
    const bytes = await writeXlsxFile([{ sheet: 'Sheet1', data: [['FEI Number', 'Legal Name', 'Inspection End Date'], [1, 'A', 'B']] }]).toBuffer();
    writeFileSync(file('truncated.xlsx'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(readDashboardExport(file('truncated.xlsx'), SPECS)).rejects.toThrow(/cannot read truncated\.xlsx as xlsx/);
    await expect(readDashboardExport(file('absent.xlsx'), SPECS)).rejects.toThrow(/cannot read absent\.xlsx as xlsx/);
  });
});
