import { mkdtempSync, mkdirSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { DashboardInspectionRecord } from '../fda-dashboard-inspections/record.ts';
import { INSPECTION_OUTCOMES_DIR, inspectionOutcomesConnector } from './connector.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'regintel-outcomes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixtureMirror(): string {
  const folder = path.join(dir, 'mirror', INSPECTION_OUTCOMES_DIR);
  mkdirSync(folder, { recursive: true });
  copyFileSync(path.join(import.meta.dirname, 'fixtures', 'inspection_rows_oai_fixture.csv'), path.join(folder, 'inspection_rows_oai_fixture.csv'));
  return path.join(dir, 'mirror');
}

describe('inspection outcomes connector on a fixture mirror', () => {
  it('merges project areas per inspection, keeps OAI or null with the oai_flag basis, canonical FEIs, and names every bad row', async () => {
    const mirrorDir = fixtureMirror();
    expect(inspectionOutcomesConnector.isPresent(mirrorDir)).toBe(true);
    const items = await collect(inspectionOutcomesConnector.readMirror({ mirrorDir, clock: systemClock }));
    const ok = items.flatMap((item) => (item.ok ? [item] : []));
    const failed = items.flatMap((item) => (item.ok ? [] : [item]));

    expect(ok.map((item) => item.id)).toEqual(['1000001', '1000002', '1000003', '1000004', '1000007', '1000008']);
    for (const item of ok) expect(DashboardInspectionRecord.safeParse(item.body).success).toBe(true);

    const byId = new Map(ok.map((item) => [item.id, item.body]));
    // Leading zeros dropped (SPEC-DECISIONS 22).
    expect(byId.get('1000001')).toMatchObject({ fei_number: '9990001', classification: null, classification_basis: 'oai_flag', firm_name: null, country: 'France', fiscal_year: 2012 });
    // One OAI area makes the inspection OAI; both areas kept.
    expect(byId.get('1000002')).toMatchObject({ classification: 'OAI', project_areas: ['Drug Quality Assurance', 'Pre-Approval Evaluation'] });
    expect((byId.get('1000002') as { areas: unknown[] }).areas).toHaveLength(2);
    // A repeated identical row is one area.
    expect((byId.get('1000004') as { areas: unknown[] }).areas).toHaveLength(1);
    // FY2026 starts 1 October 2025.
    expect(byId.get('1000008')).toMatchObject({ fei_number: '9990002', classification: 'OAI', fiscal_year: 2026 });

    expect(failed.map((item) => item.reason)).toEqual([
      'unreadable Inspection End Date ("not-a-date")',
      'is_oai must be 0 or 1 ("2")',
      'rows of Inspection ID 1000003 are not together: the file must list a facility\'s rows together (sorted by FEI)',
    ]);
    expect(failed[0]!.ref).toBe(`${INSPECTION_OUTCOMES_DIR}/inspection_rows_oai_fixture.csv#line8`);
  });
});

warnIfMissing(hasSharedData, 'the read of the 165,010 real inspection-outcome rows');

describe.skipIf(!hasSharedData)('inspection outcomes connector on ../shared/data', () => {
  it('reads every inspection of the snapshot as one record, the OAI ones as OAI', async () => {
    let records = 0;
    let oai = 0;
    const feis = new Set<string>();
    const failures: string[] = [];
    for await (const item of inspectionOutcomesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock })) {
      if (!item.ok) {
        failures.push(item.reason);
        continue;
      }
      records += 1;
      if (item.body.classification === 'OAI') oai += 1;
      feis.add(String(item.body.fei_number));
    }
    // PROVENANCE.md: 138,136 distinct Inspection IDs and 61,743 distinct FEIs.
    expect(failures).toEqual([]);
    expect(records).toBe(138_136);
    expect(feis.size).toBe(61_743);
    // 7,728 OAI rows are 6,498 distinct inspections (counted with Python's csv module over the file).
    expect(oai).toBe(6_498);
  }, 120_000);
});
