import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { medicineBody, renderMedicine } from './document.ts';
import { readMedicineCsv } from './read-table.ts';
import type { MedicineRow } from './parse-medicine-table.ts';

const table = readMedicineCsv(readFileSync(path.join(import.meta.dirname, 'fixtures/medicines-sample.csv'), 'utf8'));
const rows = table.rows.filter((row) => row.ok).map((row) => (row as { value: MedicineRow }).value);

describe('an EMA medicine as a rule document', () => {
  it('maps the table to the shared fields: product number, dates, MeSH areas, no draft/final', () => {
    expect(medicineBody(rows[0]!, 'table.xlsx')).toMatchObject({
      source_id: 'ema',
      publisher: 'European Medicines Agency',
      document_type: 'EPAR',
      reference: 'EMEA/H/C/009001',
      title: 'Examplimab',
      issue_date: '2022-04-21',
      issue_month: '2022-04',
      effective_date: '2022-03-15',
      updated_date: '2025-02-12',
      status: null,
      therapeutic_area: ['Multiple Myeloma', 'Immunoglobulin Light-chain Amyloidosis'],
      url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/examplimab',
      orphan_medicine: true,
      species: null,
    });
  });

  it('renders the indication and particulars as readable text', () => {
    const text = renderMedicine(rows[0]!);
    expect(text.startsWith('# Examplimab\n\nExamplimab (examplimab) is a human medicine assessed by the European Medicines Agency, product number EMEA/H/C/009001. Status: Authorised.')).toBe(true);
    expect(text).toContain('## Therapeutic indication\n\nExamplimab as monotherapy is indicated');
    expect(text).toContain('Particulars: orphan medicine; conditional marketing authorisation; PRIME priority medicine; under additional monitoring.');
    expect(renderMedicine(rows[1]!)).toContain('Target species: Dogs, Cats.');
  });

  it('chunks a long indication into several chunks under the medicine', () => {
    const { chunks } = medicineBody(rows[0]!, 'table.xlsx');
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.heading_path[0]).toBe('Examplimab');
      expect(chunk.word_count).toBeLessThanOrEqual(500);
    }
  });

  it('renders a withdrawn application without an indication', () => {
    const text = renderMedicine(rows[2]!);
    expect(text).not.toContain('## Therapeutic indication');
    expect(text).toContain('Application withdrawn: 2023-11-11.');
    expect(text).toContain('Particulars: generic or hybrid medicine.');
  });
});
