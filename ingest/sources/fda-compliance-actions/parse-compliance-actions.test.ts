import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceItem } from '../../connector.ts';
import { readDashboardExport } from '../fda-dashboard/export-table.ts';
import { COMPLIANCE_ACTION_COLUMNS, complianceActionItems } from './parse-compliance-actions.ts';

const here = import.meta.dirname;
const fixture = (name: string) => path.join(here, 'fixtures', name);

async function itemsOf(file: string): Promise<SourceItem[]> {
  const table = await readDashboardExport(file, COMPLIANCE_ACTION_COLUMNS);
  return complianceActionItems(table.rows, (row) => `${path.basename(file)}#row${row.line}`, { source_file: `fda_compliance_actions/${path.basename(file)}`, source_url: null });
}

const ok = (items: SourceItem[]) => items.flatMap((item) => (item.ok ? [item] : []));

describe('complianceActionItems on the 2008–2024 snapshot fixture', () => {
  let items: SourceItem[] = [];
  beforeAll(async () => {
    items = await itemsOf(fixture('compliance_actions_2008-2024.csv'));
  });

  it('gives 8 actions and 2 failures: the impossible date and the missing case id', () => {
    expect(ok(items)).toHaveLength(8);
    expect(items.filter((item) => !item.ok)).toEqual([
      expect.objectContaining({ ok: false, ref: 'compliance_actions_2008-2024.csv#row7', reason: 'unreadable Action Taken Date ("2020-13-45")' }),
      expect.objectContaining({ ok: false, ref: 'compliance_actions_2008-2024.csv#row8', reason: 'no usable Case/Injunction ID ("")' }),
    ]);
  });

  it('keeps a short FEI as digits, maps the dash to null and derives the fiscal year from the date', () => {
    expect(ok(items).find((item) => item.body.firm_name === 'Lumen Optik GmbH')).toEqual({
      ok: true,
      id: 'warning-letter:596101:3425:devices',
      body: {
        case_injunction_id: '596101',
        fei_number: '3425',
        firm_name: 'Lumen Optik GmbH',
        action_type: 'Warning Letter',
        action_taken_date: '2019-12-04',
        fiscal_year: 2020,
        product_type: 'Devices',
        center: null,
        state: null,
        country: 'Germany',
        source_file: 'fda_compliance_actions/compliance_actions_2008-2024.csv',
        source_url: null,
      },
    });
  });

  it('ids an injunction apart from warning letters and one letter to two sites as two actions', () => {
    expect(ok(items).map((item) => item.id)).toEqual([
      'warning-letter:679101:3019876543:devices',
      'warning-letter:672801:3008123456:drugs',
      'warning-letter:655601:3022334455:drugs',
      'warning-letter:655601:1020304:drugs',
      'injunction:379:3012044444:drugs',
      'warning-letter:596101:3425:devices',
      'seizure:533801:3009988776:biologics',
      'warning-letter:220901:3002811111:drugs',
    ]);
    expect(ok(items).find((item) => item.id.startsWith('injunction:'))?.body).toMatchObject({ state: 'KY', country: 'United States', fiscal_year: 2023 });
  });
});

describe('complianceActionItems row checks', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'regintel-compliance-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const HEADER = 'FEI Number,Legal Name,State,Country/Area,Product Type,Action Taken Date,Action Type,Case/Injunction ID';

  it('fails a row whose body breaks the record schema, naming the field', async () => {
    writeFileSync(path.join(dir, 'blank-name.csv'), `${HEADER}\n3019876543,,Texas,United States,Devices,2024-06-21,Warning Letter,679101\n`);
    const [item] = await itemsOf(path.join(dir, 'blank-name.csv'));
    expect(item).toMatchObject({ ok: false, ref: 'blank-name.csv#row2', reason: expect.stringMatching(/^invalid record: firm_name: /) });
  });

  it('drops a repeated row but fails one that repeats the key with other values', async () => {
    const row = '3008123456,Meridian Pharma Limited,-,India,Drugs,2024-04-09,Warning Letter,672801';
    writeFileSync(path.join(dir, 'repeats.csv'), `${HEADER}\n${row}\n${row}\n${row.replace('2024-04-09', '2024-04-08')}\n`);
    const items = await itemsOf(path.join(dir, 'repeats.csv'));
    expect(items.map((item) => item.ok)).toEqual([true, false]);
    expect(items[1]).toMatchObject({ ref: 'repeats.csv#row4', reason: 'same compliance action as repeats.csv#row2 (warning-letter:672801:3008123456:drugs) with different values' });
  });
});
