import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar.ts';
import {
  comparedPeriods,
  fiscalQuarterOf,
  fiscalYearOfDate,
  latestCompleteQuarter,
  nextQuarter,
  parseFiscalQuarter,
  previousQuarter,
  quarterRange,
  quartersApart,
  quartersBetween,
} from './fiscal-quarters.ts';

describe('fiscalQuarterOf', () => {
  // FY N runs 1 Oct N-1 … 30 Sep N: Q1 Oct–Dec, Q2 Jan–Mar, Q3 Apr–Jun, Q4 Jul–Sep.
  it.each([
    ['2024-09-30', 'FY2024-Q4'], // last day of FY2024
    ['2024-10-01', 'FY2025-Q1'], // first day of FY2025
    ['2024-12-31', 'FY2025-Q1'],
    ['2025-01-01', 'FY2025-Q2'],
    ['2025-03-31', 'FY2025-Q2'],
    ['2025-04-01', 'FY2025-Q3'],
    ['2025-06-30', 'FY2025-Q3'],
    ['2025-07-01', 'FY2025-Q4'],
    ['2024-11-15T12:00:00Z', 'FY2025-Q1'],
  ])('%s is in %s', (date, quarter) => {
    expect(fiscalQuarterOf(date)).toBe(quarter);
  });

  it('gives the fiscal year of a date', () => {
    expect(fiscalYearOfDate('2024-09-30')).toBe(2024);
    expect(fiscalYearOfDate('2024-10-01')).toBe(2025);
  });
});

describe('quarter arithmetic', () => {
  it('gives first and last days', () => {
    expect(quarterRange('FY2025-Q1')).toEqual({ start: '2024-10-01', end: '2024-12-31' });
    expect(quarterRange('FY2025-Q2')).toEqual({ start: '2025-01-01', end: '2025-03-31' });
    expect(quarterRange('FY2025-Q3')).toEqual({ start: '2025-04-01', end: '2025-06-30' });
    expect(quarterRange('FY2025-Q4')).toEqual({ start: '2025-07-01', end: '2025-09-30' });
  });

  it('has quarters of 90 to 92 days', () => {
    // Oct 31 + Nov 30 + Dec 31 = 92; Jan 31 + Feb 28 + Mar 31 = 90 (2025 is not a leap year).
    const length = (q: string) => daysBetween(quarterRange(q).start, quarterRange(q).end) + 1;
    expect(length('FY2025-Q1')).toBe(92);
    expect(length('FY2025-Q2')).toBe(90);
    expect(length('FY2024-Q2')).toBe(91); // Feb 2024 has 29 days
  });

  it('steps across fiscal-year ends', () => {
    expect(previousQuarter('FY2025-Q1')).toBe('FY2024-Q4');
    expect(nextQuarter('FY2024-Q4')).toBe('FY2025-Q1');
    expect(previousQuarter('FY2025-Q3')).toBe('FY2025-Q2');
    expect(quartersApart('FY2024-Q4', 'FY2025-Q2')).toBe(2);
    expect(quartersBetween('FY2024-Q3', 'FY2025-Q2')).toEqual(['FY2024-Q3', 'FY2024-Q4', 'FY2025-Q1', 'FY2025-Q2']);
    expect(quartersBetween('FY2025-Q2', 'FY2025-Q1')).toEqual([]);
  });

  it('reads labels strictly', () => {
    expect(parseFiscalQuarter('FY2025-Q1')).toEqual({ fiscal_year: 2025, quarter: 1 });
    expect(parseFiscalQuarter('FY2025-Q5')).toBeNull();
    expect(parseFiscalQuarter('2025-Q1')).toBeNull();
    expect(() => previousQuarter('Q1 2025')).toThrow(RangeError);
  });
});

describe('latestCompleteQuarter', () => {
  it('counts a quarter complete on its own last day', () => {
    expect(latestCompleteQuarter('2024-09-30')).toBe('FY2024-Q4');
    expect(latestCompleteQuarter('2024-12-31')).toBe('FY2025-Q1');
  });

  it('falls back to the previous quarter the day before a quarter ends', () => {
    expect(latestCompleteQuarter('2024-09-29')).toBe('FY2024-Q3');
  });

  it('on the first day of a quarter, the quarter just ended is the complete one', () => {
    expect(latestCompleteQuarter('2024-10-01')).toBe('FY2024-Q4');
  });
});

describe('comparedPeriods (SPEC-DECISIONS 16)', () => {
  it('takes as_of over the latest data date', () => {
    expect(comparedPeriods({ asOf: '2024-09-30', latestDataDate: '2025-05-01' })).toEqual({
      period: 'FY2024-Q4',
      previous_period: 'FY2024-Q3',
      basis: 'as_of',
      reference_day: '2024-09-30',
    });
  });

  it('uses the latest data date otherwise, keeping to complete quarters', () => {
    // Data up to 8 July 2024: FY2024-Q4 has barely begun, so FY2024-Q3 (Apr–Jun) is current.
    expect(comparedPeriods({ latestDataDate: '2024-07-08' })).toMatchObject({ period: 'FY2024-Q3', previous_period: 'FY2024-Q2', basis: 'latest_data' });
  });

  it('is null with neither', () => {
    expect(comparedPeriods({ asOf: null, latestDataDate: null })).toBeNull();
  });
});
