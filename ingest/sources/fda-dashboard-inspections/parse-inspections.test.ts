import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceItem } from '../../connector.ts';
import { readDashboardExport } from '../fda-dashboard/export-table.ts';
import { classificationCode, INSPECTION_COLUMNS, inspectionItems } from './parse-inspections.ts';

const here = import.meta.dirname;
const fixture = (name: string) => path.join(here, 'fixtures', name);

async function itemsOf(file: string, reverse = false): Promise<SourceItem[]> {
  const table = await readDashboardExport(file, INSPECTION_COLUMNS);
  const rows = reverse ? [...table.rows].reverse() : table.rows;
  return inspectionItems(rows, (row) => `${path.basename(file)}#row${row.line}`, { source_file: `fda_dashboard_inspections/${path.basename(file)}`, source_url: null });
}
const ok = (items: SourceItem[]) => items.flatMap((item) => (item.ok ? [item] : []));
const withoutSource = (items: SourceItem[]) => ok(items).map((item) => ({ id: item.id, body: { ...item.body, source_file: null } }));

describe('inspectionItems on the "Inspections Details" export fixture', () => {
  let xlsx: SourceItem[] = [];
  let csv: SourceItem[] = [];
  beforeAll(async () => {
    xlsx = await itemsOf(fixture('inspections-details.xlsx'));
    csv = await itemsOf(fixture('inspections-details.csv'));
  });

  it('gives one record per Inspection ID: 5 inspections from 7 good rows, and the 2 bad rows as failures', () => {
    expect(ok(xlsx).map((item) => item.id)).toEqual(['1234501', '1229870', '1240011', '1198765', '1250033']);
    expect(xlsx.filter((item) => !item.ok)).toEqual([
      expect.objectContaining({ ref: 'inspections-details.xlsx#row7', reason: 'unreadable Inspection End Date (null)' }),
      expect.objectContaining({ ref: 'inspections-details.xlsx#row8', reason: 'no usable Inspection ID (null)' }),
    ]);
  });

  it('merges the project areas of one inspection and classifies it by its most severe area', () => {
    expect(ok(xlsx)[0]).toEqual({
      ok: true,
      id: '1234501',
      body: {
        inspection_id: '1234501',
        fei_number: '3004567890',
        firm_name: 'Riverbend Pharmaceuticals Inc.',
        street_address: null,
        city: 'Durham',
        state: 'NC',
        zip_code: '27703',
        country: 'United States',
        fiscal_year: 2024,
        inspection_end_date: '2024-03-14',
        classification: 'OAI',
        classification_raw: 'Official Action Indicated (OAI)',
        posted_citations: true,
        project_areas: ['Drug Quality Assurance', 'Pre-Approval Evaluation'],
        product_types: ['Drugs'],
        areas: [
          {
            project_area: 'Drug Quality Assurance',
            product_type: 'Drugs',
            classification: 'VAI',
            classification_raw: 'Voluntary Action Indicated (VAI)',
            posted_citations: true,
            additional_details: null,
            fmd_145_date: '2024-05-02',
          },
          {
            project_area: 'Pre-Approval Evaluation',
            product_type: 'Drugs',
            classification: 'OAI',
            classification_raw: 'Official Action Indicated (OAI)',
            posted_citations: true,
            additional_details: 'Pre-approval inspection for ANDA 219876',
            fmd_145_date: '2024-05-02',
          },
        ],
        source_file: 'fda_dashboard_inspections/inspections-details.xlsx',
        source_url: null,
      },
    });
  });

  it('keeps a foreign site without a state, a 7-digit FEI, and an unknown classification as null beside its label', () => {
    const byId = new Map(ok(xlsx).map((item) => [item.id, item.body]));
    expect(byId.get('1229870')).toMatchObject({ fei_number: '3001122334', state: null, zip_code: '4400', country: 'Denmark', classification: 'VAI' });
    expect(byId.get('1240011')).toMatchObject({ fei_number: '1012345', fiscal_year: 2024, inspection_end_date: '2023-10-05', state: 'CA' });
    expect(byId.get('1250033')).toMatchObject({ classification: null, classification_raw: 'Referred to Center', posted_citations: false, product_types: ['Veterinary'] });
  });

  it('reads the CSV form of the export to the same records (the float-like FEI included)', () => {
    expect(withoutSource(csv)).toEqual(withoutSource(xlsx));
    expect(csv.filter((item) => !item.ok).map((item) => !item.ok && item.ref)).toEqual(['inspections-details.csv#row7', 'inspections-details.csv#row8']);
  });

  it('does not depend on row order', async () => {
    expect(withoutSource(await itemsOf(fixture('inspections-details.xlsx'), true)).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      withoutSource(xlsx).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});

describe('inspectionItems row checks', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'regintel-inspections-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const HEADER = 'FEI Number,Legal Name,City,State,Zip,Country/Area,Fiscal Year,Inspection ID,Posted Citations,Inspection End Date,Classification,Project Area,Product Type';

  it('fails an inspection whose rows disagree on the FEI, naming both', async () => {
    writeFileSync(
      path.join(dir, 'conflict.csv'),
      `${HEADER}\n3004567890,Riverbend,Durham,NC,27703,United States,2024,1234501,Yes,03/14/2024,VAI,Drug Quality Assurance,Drugs\n3004567891,Riverbend,Durham,NC,27703,United States,2024,1234501,Yes,03/14/2024,VAI,Pre-Approval Evaluation,Drugs\n`,
    );
    expect(await itemsOf(path.join(dir, 'conflict.csv'))).toEqual([
      expect.objectContaining({ ok: false, ref: 'conflict.csv#row2', reason: 'rows of Inspection ID 1234501 disagree on FEI Number (3004567890, 3004567891)' }),
    ]);
  });

  it('keeps a record without a firm name, the name null (SPEC-DECISIONS 24: named by another source, or unknown)', async () => {
    writeFileSync(path.join(dir, 'nameless.csv'), `${HEADER}\n3004567890,,Durham,NC,27703,United States,2024,1234501,Yes,03/14/2024,NAI,Drug Quality Assurance,Drugs\n`);
    expect(await itemsOf(path.join(dir, 'nameless.csv'))).toEqual([expect.objectContaining({ ok: true, body: expect.objectContaining({ firm_name: null, classification: 'NAI' }) })]);
  });

  it('fails a record that breaks the schema (a fiscal year before 1990), naming the field', async () => {
    writeFileSync(path.join(dir, 'ancient.csv'), `${HEADER}\n3004567890,Riverbend,Durham,NC,27703,United States,1890,1234501,Yes,03/14/2024,NAI,Drug Quality Assurance,Drugs\n`);
    expect(await itemsOf(path.join(dir, 'ancient.csv'))).toEqual([expect.objectContaining({ ok: false, reason: expect.stringMatching(/^invalid record: fiscal_year: /) })]);
  });
});

describe('classificationCode', () => {
  it.each([
    ['No Action Indicated (NAI)', 'NAI'],
    ['VAI', 'VAI'],
    ['oai', 'OAI'],
    ['Official Action Indicated', 'OAI'],
    ['Voluntary Action Indicated', 'VAI'],
    ['Referred to Center', null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(classificationCode(raw)).toBe(expected);
  });
});
