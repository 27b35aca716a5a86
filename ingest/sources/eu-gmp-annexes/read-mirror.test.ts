import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { EuGmpAnnexRecord } from './annex-document.ts';
import { euGmpAnnexesConnector } from './connector.ts';

const read = (mirrorDir: string) => collect(euGmpAnnexesConnector.readMirror({ mirrorDir, clock: systemClock }));
type Ok = Extract<SourceItem, { ok: true }>;
const records = (items: SourceItem[]) => new Map(items.filter((item): item is Ok => item.ok).map((item) => [item.id, item.body as EuGmpAnnexRecord]));

describe('eu-gmp-annexes on fixture files', () => {
  let items: SourceItem[];
  beforeAll(async () => {
    items = await read(join(import.meta.dirname, 'fixtures'));
  });

  it('publishes each annex once as source ema, publisher European Commission, and skips the ICH file beside them', () => {
    expect([...records(items).keys()].sort()).toEqual(['eu-gmp:annex-1', 'eu-gmp:annex-11', 'eu-gmp:annex-15']);
    for (const body of records(items).values()) {
      expect(EuGmpAnnexRecord.safeParse(body).success).toBe(true);
      expect(body).toMatchObject({ source_id: 'ema', publisher: 'European Commission', document_type: 'EU GMP annex', status: 'final' });
    }
  });

  it('keeps title, reference, issue and effective dates as the cover prints them', () => {
    const annexes = records(items);
    expect(annexes.get('eu-gmp:annex-15')).toMatchObject({
      title: 'EU GMP Annex 15: Qualification and Validation',
      reference: 'EudraLex Vol. 4 Annex 15',
      commission_reference: 'Ares(2015)1380025',
      issue_date: '2015-03-30',
      effective_date: '2015-10-01',
      source_file: 'ich_eu_gmp_reference_set/EU_GMP_Annex15_Qualification_Validation_2015.txt',
    });
    // Title on the line after "Annex 1"; the first of two deadlines is the annex's own.
    expect(annexes.get('eu-gmp:annex-1')).toMatchObject({ title: 'EU GMP Annex 1: Manufacture of Sterile Medicinal Products', issue_date: '2022-08-22', effective_date: '2023-08-25', commission_reference: 'C(2022) 5938 final' });
    // "Brussels," without a date: no issue date is guessed.
    expect(annexes.get('eu-gmp:annex-11')).toMatchObject({ issue_date: null, issue_month: null, effective_date: '2011-06-30' });
  });

  it('chunks along the numbered chapters', () => {
    const sections = new Set(records(items).get('eu-gmp:annex-11')!.chunks.flatMap((chunk) => chunk.heading_path));
    expect(sections).toEqual(new Set(['1 Risk Management', '2 Personnel']));
  });

  it('dead-letters a file whose cover names no annex', () => {
    const failed = items.filter((item) => !item.ok);
    expect(failed).toEqual([{ ok: false, reason: expect.stringMatching(/names no EU GMP annex/), ref: 'ich_eu_gmp_reference_set/EU_GMP_Annex99_Unreadable_Cover.txt' }]);
  });
});

warnIfMissing(hasSharedData, 'the eu-gmp-annexes parse of ich_eu_gmp_reference_set');

describe.skipIf(!hasSharedData)('eu-gmp-annexes over ../shared/data (parse only, no embedding)', () => {
  it('publishes Annexes 1, 11 and 15 with the dates of PROVENANCE.md, none failing', async () => {
    const items = await read(sharedDataDir);
    expect(items.filter((item) => !item.ok)).toEqual([]);
    const annexes = records(items);
    expect([...annexes.keys()].sort()).toEqual(['eu-gmp:annex-1', 'eu-gmp:annex-11', 'eu-gmp:annex-15']);
    expect(annexes.get('eu-gmp:annex-1')).toMatchObject({ issue_date: '2022-08-22', title: 'EU GMP Annex 1: Manufacture of Sterile Medicinal Products' });
    expect(annexes.get('eu-gmp:annex-11')).toMatchObject({ effective_date: '2011-06-30', title: 'EU GMP Annex 11: Computerised Systems' });
    expect(annexes.get('eu-gmp:annex-15')).toMatchObject({ issue_date: '2015-03-30', effective_date: '2015-10-01' });
    for (const body of annexes.values()) expect(body.chunks.length).toBeGreaterThan(10);
  }, 60_000);
});
