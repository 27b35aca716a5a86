import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { emaMedicinesConnector } from './connector.ts';
import { EmaMedicineRecord } from './record.ts';

warnIfMissing(hasSharedData, 'the ema-medicines mirror tests over ema_medicines_epar');

describe.skipIf(!hasSharedData)('ema-medicines over ../shared/data/ema_medicines_epar', () => {
  let items: SourceItem[];
  let records: EmaMedicineRecord[];
  beforeAll(async () => {
    items = await collect(emaMedicinesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
    records = items.filter((item) => item.ok).map((item) => item.body as EmaMedicineRecord);
  }, 60_000);

  it('publishes the 2,502 medicines of PROVENANCE.md from the xlsx, none failing', () => {
    expect(items.filter((item) => !item.ok)).toEqual([]);
    expect(records).toHaveLength(2502);
    expect(new Set(items.map((item) => (item.ok ? item.id : ''))).size).toBe(2502);
    expect(new Set(records.map((record) => record.source_file))).toEqual(new Set(['Medicines_output_european_public_assessment_reports_2025-02-12.xlsx']));
  });

  it('matches the counts PROVENANCE.md gives: categories, statuses, orphans, advanced therapies, MA date range', () => {
    const count = (predicate: (record: EmaMedicineRecord) => boolean) => records.filter(predicate).length;
    expect([count((record) => record.category === 'human'), count((record) => record.category === 'veterinary')]).toEqual([2153, 349]);
    expect([count((record) => record.medicine_status === 'Authorised'), count((record) => record.medicine_status === 'Withdrawn'), count((record) => record.medicine_status === 'Application withdrawn')]).toEqual([1721, 371, 255]);
    expect(count((record) => record.orphan_medicine === true)).toBe(226);
    expect(count((record) => record.advanced_therapy === true)).toBe(27);
    const dates = records.map((record) => record.marketing_authorisation_date).filter((date): date is string => date !== null).sort();
    expect([dates[0], dates.at(-1)]).toEqual(['1995-10-20', '2025-02-10']);
  });

  it('every body fits its schema', () => {
    for (const record of records) expect(EmaMedicineRecord.safeParse(record).success, record.reference).toBe(true);
  });
});
