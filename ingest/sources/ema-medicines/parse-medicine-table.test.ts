import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { medicineWorkbook } from './fixtures/workbook.ts';
import type { MedicineRow, MedicineTable } from './parse-medicine-table.ts';
import { parseMedicineTable } from './parse-medicine-table.ts';
import { readMedicineCsv, readMedicineWorkbook } from './read-table.ts';

const csv = readFileSync(path.join(import.meta.dirname, 'fixtures/medicines-sample.csv'), 'utf8');
const value = (table: MedicineTable, index: number): MedicineRow => {
  const row = table.rows[index];
  if (!row?.ok) throw new Error(`expected an ok row, got ${JSON.stringify(row)}`);
  return row.value;
};

describe('the medicine table read from the published xlsx layout', () => {
  let table: MedicineTable;
  beforeAll(async () => {
    table = await readMedicineWorkbook(await medicineWorkbook(csv));
  });

  it('finds the header under the banner and reads the banner date', () => {
    expect(table.generated_on).toBe('2025-02-12');
    // Row numbers are the sheet's: the header is row 9, medicines start at row 10.
    expect(table.rows.map((row) => [row.row, row.ok])).toEqual([
      [10, true],
      [11, true],
      [12, true],
      [13, false],
      [14, false],
    ]);
  });

  it('types a human medicine: lists split, flags as booleans, day-first dates as ISO', () => {
    expect(value(table, 0)).toMatchObject({
      category: 'human',
      name: 'Examplimab',
      product_number: 'EMEA/H/C/009001',
      medicine_status: 'Authorised',
      latest_procedure: 'EMEA/H/C/009001/II/0012',
      therapeutic_areas: ['Multiple Myeloma', 'Immunoglobulin Light-chain Amyloidosis'],
      atc_code: 'L01FX99',
      pharmacotherapeutic_group: 'Antineoplastic agents',
      marketing_authorisation_holder: 'Example Pharma Europe B.V.',
      revision_number: 7,
      flags: { orphan_medicine: true, conditional_approval: true, additional_monitoring: true, prime_priority_medicine: true, biosimilar: false, patient_safety: false },
      dates: { marketing_authorisation_date: '2022-03-15', ec_decision_date: '2025-01-20', first_published_date: '2022-04-21', last_updated_date: '2025-02-12', refusal_date: null },
    });
  });

  it('types a veterinary medicine with its species and ATCvet group', () => {
    expect(value(table, 1)).toMatchObject({ category: 'veterinary', species: ['Dogs', 'Cats'], atcvet_code: 'QJ01XX99', pharmacotherapeutic_group: 'Antibacterials for systemic use', therapeutic_areas: [] });
  });

  it('fails rows with an impossible date or no product number, saying which', () => {
    expect(table.rows[3]).toEqual({ ok: false, reason: 'unreadable marketing authorisation date "31/02/2020"', row: 13 });
    expect(table.rows[4]).toEqual({ ok: false, reason: 'no EMA product number ("")', row: 14 });
  });
});

describe('the medicine table read from the CSV conversion', () => {
  it('gives the same medicines as the workbook, numbered by CSV line', async () => {
    const fromCsv = readMedicineCsv(csv);
    const fromXlsx = await readMedicineWorkbook(await medicineWorkbook(csv));
    expect(fromCsv.generated_on).toBeNull();
    expect(fromCsv.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
    expect(fromCsv.rows.map(({ row: _row, ...rest }) => rest)).toEqual(fromXlsx.rows.map(({ row: _row, ...rest }) => rest));
  });
});

describe('files that are not the table', () => {
  it('rejects a table without the product number column, or with required columns missing', () => {
    expect(() => parseMedicineTable([['Name', 'Status'], ['X', 'Authorised']])).toThrow(/no header row with an 'EMA product number' column/);
    expect(() => parseMedicineTable([['EMA product number', 'Name of medicine'], ['EMEA/H/C/1', 'X']])).toThrow("missing column(s) 'category', 'medicine status'");
    expect(() => readMedicineCsv('')).toThrow('empty file');
  });

  it('rejects bytes that are not an xlsx workbook', async () => {
    await expect(readMedicineWorkbook(Buffer.from('PK\u0003\u0004 truncated'))).rejects.toThrow(/^not a readable xlsx workbook/);
  });
});
