import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { DASHBOARD_AGGREGATES_DIR, dashboardAggregatesConnector } from './connector.ts';
import { parseAggregateTable } from './parse-aggregate-table.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
type Ok = Extract<SourceItem, { ok: true }>;
const oks = (items: SourceItem[]) => items.filter((item): item is Ok => item.ok);
const failures = (items: SourceItem[]) => items.filter((item) => !item.ok);

describe('parseAggregateTable', () => {
  const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

  it('keys a row by its declared key columns, years as numbers, and reads counts as numbers', () => {
    const rows = parseAggregateTable(fixture('class_fiscal.csv'), 'class_fiscal', 'class_fiscal.csv');
    expect(rows[1]).toEqual({
      ok: true,
      ref: 'class_fiscal.csv#line3',
      value: { id: 'class_fiscal:fiscal_year=2009|classification=Official Action Indicated (OAI)', table: 'class_fiscal', keys: { fiscal_year: 2009, classification: 'Official Action Indicated (OAI)' }, values: { count: 361 }, attributes: {} },
    });
  });

  it('fails a non-numeric count, a repeated key and a year that is not one, and keeps the rest', () => {
    const rows = parseAggregateTable(fixture('class_fiscal.csv'), 'class_fiscal', 'c.csv');
    expect(rows.map((row) => row.ok)).toEqual([true, true, true, false, true, false, false]);
    expect(rows.filter((row) => !row.ok)).toEqual([
      { ok: false, reason: `'Count' "n/a" is not a number`, ref: 'c.csv#line5' },
      { ok: false, reason: 'same key as line 6 (class_fiscal:fiscal_year=2010|classification=Official Action Indicated (OAI))', ref: 'c.csv#line7' },
      { ok: false, reason: `'Fiscal Year' "FY11" is not a year`, ref: 'c.csv#line8' },
    ]);
  });

  it('keeps descriptive columns out of the key, so a blank state code is just null', () => {
    const rows = parseAggregateTable(fixture('inspections_state.csv'), 'inspections_state', 's.csv');
    expect(rows[1]).toMatchObject({ ok: true, value: { id: 'inspections_state:state=District of Columbia', values: { total: 158 }, attributes: { state_code: null } } });
  });

  it('reads thousands separators, quoted commas, and an empty count as null', () => {
    const rows = parseAggregateTable(fixture('top_10_citations_table.csv'), 'top_10_citations_table', 't.csv');
    expect(rows.map((row) => row.ok && [row.value.keys.act_cfr_number, row.value.values.total, row.value.attributes.short_description])).toEqual([
      ['21 CFR 820.100(a)', 3892, 'Lack of or inadequate procedures'],
      ['21 CFR 211.22(d)', 1955, 'Procedures not in writing, fully followed'],
      ['21 CFR 211.192', null, 'Investigations of discrepancies, failures'],
    ]);
  });

  it('takes the count-named columns of an unknown table as values and the rest as keys', () => {
    const rows = parseAggregateTable(fixture('import_refusals_region.csv'), 'import_refusals_region', 'r.csv');
    expect(rows[0]).toMatchObject({ ok: true, value: { id: 'import_refusals_region:region=Asia|product_type=Drugs', values: { total: 412 } } });
  });

  it('throws for a file that is no such table', () => {
    expect(() => parseAggregateTable('', 'class_fiscal', 'e.csv')).toThrow('empty file');
    expect(() => parseAggregateTable('Fiscal Year,Total\n2009,1\n', 'class_fiscal', 'c.csv')).toThrow(/missing column\(s\) 'Classification', 'Count'/);
    expect(() => parseAggregateTable('Region,Note\nAsia,x\n', 'notes', 'n.csv')).toThrow(/no count column/);
  });
});

describe('dashboard aggregates mirror over the fixtures', () => {
  let mirror = '';
  beforeEach(() => {
    mirror = mkdtempSync(path.join(tmpdir(), 'regintel-agg-'));
    cpSync(fixtures, path.join(mirror, DASHBOARD_AGGREGATES_DIR), { recursive: true });
  });
  afterEach(() => rmSync(mirror, { recursive: true, force: true }));
  const read = () => collect(dashboardAggregatesConnector.readMirror({ mirrorDir: mirror, clock: systemClock }));

  it('gives one record per good row of the 5 tables and dead-letters the 3 bad rows', async () => {
    const items = await read();
    expect(oks(items)).toHaveLength(4 + 2 + 2 + 3 + 3);
    expect(failures(items)).toHaveLength(3);
    expect(oks(items).find((item) => item.id === 'inspection_countries:fiscal_year=2010')?.body).toEqual({
      table: 'inspection_countries',
      keys: { fiscal_year: 2010 },
      values: { domestic: 6975, foreign: 965 },
      attributes: {},
      source_file: 'inspection_countries.csv',
    });
  });

  it('dead-letters an unreadable table once and reads the others', async () => {
    writeFileSync(path.join(mirror, DASHBOARD_AGGREGATES_DIR, 'inspections_state.csv'), 'State,"Total\nCalifornia,1\n');
    const items = await read();
    expect(failures(items)).toContainEqual(expect.objectContaining({ ref: 'inspections_state.csv', reason: expect.stringMatching(/^unreadable aggregate table: /) }));
    expect(oks(items)).toHaveLength(4 + 2 + 2 + 3);
  });

  it('has no live fetcher: the tables are derived, FDA serves no such endpoint', () => {
    expect(dashboardAggregatesConnector.fetchLive).toBeUndefined();
    expect(dashboardAggregatesConnector.probeLive).toBeUndefined();
  });
});

warnIfMissing(hasSharedData, 'the dashboard-aggregates check over fda_dashboard_aggregates');

describe.skipIf(!hasSharedData)('dashboard aggregates mirror over ../shared/data', () => {
  let items: SourceItem[] = [];
  beforeAll(async () => {
    items = await collect(dashboardAggregatesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
  });

  it('reads every row of the 14 tables with the row counts of PROVENANCE.md', () => {
    expect(failures(items)).toEqual([]);
    const perTable: Record<string, number> = {};
    for (const item of oks(items)) perTable[String(item.body.table)] = (perTable[String(item.body.table)] ?? 0) + 1;
    expect(perTable).toMatchObject({
      class_fiscal: 48,
      class_product: 144,
      inspection_countries: 16,
      inspections_state: 54,
      top_10_citations_table: 10,
      warning_letters_fiscal: 51,
      compliance_fiscal: 24,
      compliance_products: 6,
    });
    expect(Object.keys(perTable)).toHaveLength(14);
    // PROVENANCE: classifications per FY 2009–2024.
    const years = oks(items).filter((item) => item.body.table === 'class_fiscal').map((item) => (item.body.keys as { fiscal_year: number }).fiscal_year);
    expect([Math.min(...years), Math.max(...years)]).toEqual([2009, 2024]);
  });

  it('has the top citations PROVENANCE.md quotes', () => {
    const total = (cfr: string) => oks(items).find((item) => item.id === `top_10_citations_table:act_cfr_number=${cfr}`)?.body.values;
    expect(total('21 CFR 820.100(a)')).toEqual({ total: 3892 });
    expect(total('21 CFR 820.198(a)')).toEqual({ total: 2748 });
    expect(total('21 CFR 211.22(d)')).toEqual({ total: 1955 });
  });
});
