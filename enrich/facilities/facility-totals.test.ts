import { describe, expect, it } from 'vitest';
import type { Classification, ComplianceActionFact, FacilityHistory, InspectionFact } from '../domain/risk/facility-history.ts';
import { addMonths, facilityTotals } from './facility-totals.ts';

const AS_OF = '2024-06-30';

const inspection = (id: string, end_date: string, classification: Classification | null): InspectionFact => ({
  id,
  end_date,
  classification,
  program_area: 'Drugs',
  product_types: ['Drugs'],
  investigators: [],
});
const action = (id: string, date: string, kind: ComplianceActionFact['kind'] = 'warning_letter'): ComplianceActionFact => ({
  id,
  kind,
  action_type: kind === 'warning_letter' ? 'Warning Letter' : 'Import Alert',
  date,
});
const history = (parts: Partial<FacilityHistory>): FacilityHistory => ({
  fei: '1',
  name: 'Acme',
  state: null,
  country: null,
  product_types: ['Drugs'],
  inspections: [],
  citations: [],
  compliance_actions: [],
  ...parts,
});

describe('facilityTotals', () => {
  it('counts not-OAI inspections apart, never as NAI or VAI (SPEC-DECISIONS 23)', () => {
    const notOai = (id: string, date: string): InspectionFact => ({ ...inspection(id, date, null), not_oai: true });
    const totals = facilityTotals(history({ inspections: [notOai('a', '2019-05-01'), notOai('b', '2021-05-01'), inspection('c', '2023-05-01', 'OAI'), inspection('d', '2023-09-01', null)] }), AS_OF);
    expect(totals).toMatchObject({ total_inspections: 4, nai_count: 0, vai_count: 0, oai_count: 1, not_oai_unsplit_count: 2, last_classification: null });
  });

  it('reads an OAI after not-OAI inspections as deteriorating: 1.0 against their national NAI/VAI weight (about 0.25)', () => {
    const notOai = (id: string, date: string): InspectionFact => ({ ...inspection(id, date, null), not_oai: true });
    const totals = facilityTotals(history({ inspections: [notOai('a', '2019-05-01'), notOai('b', '2021-05-01'), inspection('c', '2023-05-01', 'OAI')] }), AS_OF);
    expect(totals.trend).toBe('deteriorating');
  });

  it('counts a facility with one NAI inspection: one inspection, NAI last, nothing to compare so stable', () => {
    const totals = facilityTotals(history({ inspections: [inspection('a', '2023-03-01', 'NAI')] }), AS_OF);
    expect(totals).toEqual({
      total_inspections: 1,
      nai_count: 1,
      vai_count: 0,
      oai_count: 0,
      not_oai_unsplit_count: 0,
      warning_letters: 0,
      import_alerts: 0,
      last_inspection_date: '2023-03-01',
      last_classification: 'NAI',
      trend: 'stable',
    });
  });

  it('calls all-OAI stable: the latest (1.0) equals the mean of the earlier ones (1.0)', () => {
    const totals = facilityTotals(
      history({ inspections: [inspection('a', '2018-01-01', 'OAI'), inspection('b', '2020-01-01', 'OAI'), inspection('c', '2022-01-01', 'OAI')] }),
      AS_OF,
    );
    expect(totals).toMatchObject({ total_inspections: 3, oai_count: 3, last_classification: 'OAI', trend: 'stable' });
  });

  it('compares the latest classification with the mean of up to three before it', () => {
    // Earlier NAI, NAI (mean 0.1), latest VAI 0.5: +0.4 ≥ 0.2 → deteriorating.
    expect(
      facilityTotals(history({ inspections: [inspection('a', '2019-01-01', 'NAI'), inspection('b', '2020-01-01', 'NAI'), inspection('c', '2023-01-01', 'VAI')] }), AS_OF).trend,
    ).toBe('deteriorating');
    // Earlier OAI, VAI (mean 0.75), latest NAI 0.1: −0.65 → improving.
    expect(
      facilityTotals(history({ inspections: [inspection('a', '2019-01-01', 'OAI'), inspection('b', '2020-01-01', 'VAI'), inspection('c', '2023-01-01', 'NAI')] }), AS_OF).trend,
    ).toBe('improving');
    // Only the three before the latest count: OAI (2010) is outside; VAI, VAI, NAI → mean 1.1/3 ≈ 0.367; latest VAI 0.5: +0.133 → stable.
    expect(
      facilityTotals(
        history({
          inspections: [
            inspection('o', '2010-01-01', 'OAI'),
            inspection('a', '2015-01-01', 'VAI'),
            inspection('b', '2017-01-01', 'VAI'),
            inspection('c', '2019-01-01', 'NAI'),
            inspection('d', '2023-01-01', 'VAI'),
          ],
        }),
        AS_OF,
      ).trend,
    ).toBe('stable');
    // Exactly at the threshold: earlier VAI 0.5 → latest NAI 0.1 is −0.4; earlier NAI, VAI (0.3) → latest VAI 0.5 is +0.2 → deteriorating.
    expect(
      facilityTotals(history({ inspections: [inspection('a', '2019-01-01', 'NAI'), inspection('b', '2020-01-01', 'VAI'), inspection('c', '2023-01-01', 'VAI')] }), AS_OF).trend,
    ).toBe('deteriorating');
  });

  it('leaves last_classification null when the latest inspection is known only from its 483, while counting the earlier classification', () => {
    const totals = facilityTotals(history({ inspections: [inspection('a', '2019-01-01', 'VAI'), inspection('483-1-20230501', '2023-05-01', null)] }), AS_OF);
    expect(totals).toMatchObject({ total_inspections: 2, vai_count: 1, last_inspection_date: '2023-05-01', last_classification: null });
  });

  it('falls back to adverse events in the last 24 months against the 24 before when classifications are missing', () => {
    // Windows for 2024-06-30: recent (2022-06-30, 2024-06-30], previous (2020-06-30, 2022-06-30].
    // Recent: a 483 (2023-05-01) and a warning letter (2023-09-01) = 2; previous: one warning letter (2021-01-01) = 1 → deteriorating.
    const worse = facilityTotals(
      history({
        inspections: [inspection('483-1-20230501', '2023-05-01', null)],
        compliance_actions: [action('w1', '2021-01-01'), action('w2', '2023-09-01'), action('ia', '2024-01-01', 'import_alert')],
      }),
      AS_OF,
    );
    expect(worse).toMatchObject({ warning_letters: 2, import_alerts: 1, trend: 'deteriorating' });
    // Previous window: 483 (2021-02-01) and a letter (2021-06-01) = 2; recent: one letter = 1 → improving.
    const better = facilityTotals(
      history({ inspections: [inspection('483-1-20210201', '2021-02-01', null)], compliance_actions: [action('w1', '2021-06-01'), action('w2', '2023-01-01')] }),
      AS_OF,
    );
    expect(better.trend).toBe('improving');
    // An event exactly on the window edge (2022-06-30) belongs to the previous window: 1 vs 1 → stable.
    expect(facilityTotals(history({ compliance_actions: [action('w1', '2022-06-30'), action('w2', '2024-06-30')] }), AS_OF).trend).toBe('stable');
  });

  it('calls a facility with no inspections in five years stable, with its old counts intact', () => {
    const totals = facilityTotals(history({ inspections: [inspection('483-1-20180301', '2018-03-01', null)], compliance_actions: [action('w', '2018-09-01')] }), AS_OF);
    expect(totals).toMatchObject({ total_inspections: 1, warning_letters: 1, last_inspection_date: '2018-03-01', trend: 'stable' });
  });

  it('ignores facts dated after the as-of day', () => {
    const totals = facilityTotals(history({ inspections: [inspection('a', '2020-01-01', 'VAI'), inspection('b', '2025-01-01', 'OAI')], compliance_actions: [action('w', '2025-02-01')] }), AS_OF);
    expect(totals).toMatchObject({ total_inspections: 1, oai_count: 0, warning_letters: 0, last_classification: 'VAI' });
  });

  it('reports an empty history as zeros with no last inspection', () => {
    expect(facilityTotals(history({}), AS_OF)).toMatchObject({ total_inspections: 0, last_inspection_date: null, last_classification: null, trend: 'stable' });
  });
});

describe('addMonths', () => {
  it('moves by calendar months and clamps to the end of a shorter month', () => {
    expect(addMonths('2024-06-30', -24)).toBe('2022-06-30');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonths('2021-10-01', 24)).toBe('2023-10-01');
    expect(addMonths('2021-01-31', 1)).toBe('2021-02-28');
    expect(addMonths('2021-11-15', 2)).toBe('2022-01-15');
  });
});
