import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collect } from '../../../test/fixtures/live.ts';
import type { SourceItem } from '../../connector.ts';
import { medicineWorkbook } from './fixtures/workbook.ts';
import { EMA_MEDICINES_DIR, readEmaMedicinesMirror } from './read-mirror.ts';
import { EmaMedicineRecord } from './record.ts';

const csv = readFileSync(path.join(import.meta.dirname, 'fixtures/medicines-sample.csv'), 'utf8');
const roots: string[] = [];

function mirror(files: Record<string, Buffer | string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ema-medicines-'));
  roots.push(root);
  mkdirSync(path.join(root, EMA_MEDICINES_DIR));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(root, EMA_MEDICINES_DIR, name), content);
  return root;
}

const bodies = (items: SourceItem[]) => new Map(items.filter((item) => item.ok).map((item) => [item.id, item.body as EmaMedicineRecord]));
const failures = (items: SourceItem[]) => items.filter((item) => !item.ok);

afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('readEmaMedicinesMirror', () => {
  it('reads the xlsx and ignores the CSV conversion next to it', async () => {
    const items = await collect(readEmaMedicinesMirror(mirror({ 'Medicines_output_european_public_assessment_reports_2025-02-12.xlsx': await medicineWorkbook(csv), 'ema_medicines_2025-02-12.csv': 'not,the,table\n' })));
    expect([...bodies(items).keys()]).toEqual(['ema-medicine:EMEA/H/C/009001', 'ema-medicine:EMEA/V/C/009002', 'ema-medicine:EMEA/H/C/009003']);
    expect(failures(items).map((item) => item.ref)).toEqual(['Medicines_output_european_public_assessment_reports_2025-02-12.xlsx#row13', 'Medicines_output_european_public_assessment_reports_2025-02-12.xlsx#row14']);
    for (const body of bodies(items).values()) expect(EmaMedicineRecord.safeParse(body).success).toBe(true);
  });

  it('reads the CSV when there is no xlsx', async () => {
    const items = await collect(readEmaMedicinesMirror(mirror({ 'ema_medicines_2025-02-12.csv': csv })));
    expect(bodies(items).get('ema-medicine:EMEA/H/C/009001')?.source_file).toBe('ema_medicines_2025-02-12.csv');
    expect(bodies(items).size).toBe(3);
  });

  it('merges two snapshots by product number, the newer one winning', async () => {
    const newer = csv.replace('EMEA/V/C/009002,Authorised', 'EMEA/V/C/009002,Withdrawn');
    expect(newer).not.toBe(csv);
    const items = await collect(
      readEmaMedicinesMirror(
        mirror({
          // File names sort the other way round: the banner's date decides.
          'a_newer.xlsx': await medicineWorkbook(newer, '20/02/2025 - 16:00'),
          'b_older.xlsx': await medicineWorkbook(csv, '12/02/2025 - 16:00'),
        }),
      ),
    );
    expect(bodies(items).size).toBe(3);
    expect(bodies(items).get('ema-medicine:EMEA/V/C/009002')).toMatchObject({ medicine_status: 'Withdrawn', source_file: 'a_newer.xlsx' });
    expect(new Set(items.filter((item) => item.ok).map((item) => item.id)).size).toBe(items.filter((item) => item.ok).length);
  });

  it('dead-letters an unreadable workbook once and reads the others', async () => {
    const items = await collect(readEmaMedicinesMirror(mirror({ 'broken.xlsx': Buffer.from('not a zip'), 'good.xlsx': await medicineWorkbook(csv) })));
    expect(failures(items)[0]).toEqual({ ok: false, reason: expect.stringMatching(/^unreadable medicine table: not a readable xlsx workbook/), ref: 'broken.xlsx' });
    expect(bodies(items).size).toBe(3);
  });

  it('throws when the folder is missing', async () => {
    await expect(collect(readEmaMedicinesMirror(path.join(tmpdir(), 'no-such-mirror')))).rejects.toThrow(/does not exist/);
  });
});
