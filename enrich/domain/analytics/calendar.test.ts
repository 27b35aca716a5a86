import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, earliestDay, isIsoDate, isoDay, latestDay } from './calendar.ts';

describe('calendar days', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true); // 2024 is a leap year
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-9-30')).toBe(false);
  });

  it('reads the calendar day of a timestamp as written, without shifting zones', () => {
    expect(isoDay('2024-10-01T23:30:00-07:00')).toBe('2024-10-01');
    expect(() => isoDay('30/09/2024')).toThrow(RangeError);
  });

  it('adds days across month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    // 30 September + 1 day is the first day of the next fiscal year.
    expect(addDays('2024-09-30', 1)).toBe('2024-10-01');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366); // leap year
    expect(daysBetween('2025-01-01', '2024-12-31')).toBe(-1);
  });

  it('finds the earliest and latest day, null for none', () => {
    expect(latestDay(['2024-09-30', '2024-10-01', '2023-01-01'])).toBe('2024-10-01');
    expect(earliestDay(['2024-09-30', '2024-10-01', '2023-01-01'])).toBe('2023-01-01');
    expect(latestDay([])).toBeNull();
  });
});
