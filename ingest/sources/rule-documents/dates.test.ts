import { describe, expect, it } from 'vitest';
import { europeanDate, issueFields, monthYear, monthYears } from './dates.ts';

describe('rule-document dates', () => {
  it('keeps a full date with its month, and a month alone without inventing a day', () => {
    expect(issueFields('February 3, 2026')).toEqual({ issue_date: '2026-02-03', issue_month: '2026-02' });
    expect(issueFields('December 20, \n2016')).toEqual({ issue_date: '2016-12-20', issue_month: '2016-12' });
    expect(issueFields('December 2025')).toEqual({ issue_date: null, issue_month: '2025-12' });
    expect(issueFields('')).toEqual({ issue_date: null, issue_month: null });
  });

  it('finds months in cover-page lines', () => {
    expect(monthYear('Revision 1 – July 2024')).toBe('2024-07');
    expect(monthYears('December 2019\nJuly 2020 rev.1')).toEqual(['2019-12', '2020-07']);
    expect(monthYear('Regulation (EU) 2017/745')).toBeNull();
  });

  it("reads EMA's day-first dates and refuses impossible ones", () => {
    expect(europeanDate('15/01/2007')).toBe('2007-01-15');
    expect(europeanDate('31/02/2020')).toBeNull();
    expect(europeanDate('2007-01-15')).toBeNull();
  });
});
