import { isoDay } from './calendar.ts';

/**
 * FDA fiscal quarters, the periods of the trending endpoint (`period: 'FY2025-Q1'`).
 *
 * The U.S. federal fiscal year N runs from 1 October of N-1 to 30 September of N, so
 * Q1 = Oct–Dec (of calendar year N-1), Q2 = Jan–Mar, Q3 = Apr–Jun, Q4 = Jul–Sep.
 * 30 September 2024 is the last day of FY2024-Q4; 1 October 2024 is the first day of FY2025-Q1.
 *
 * Trends compare complete quarters only (a quarter half-way through would always look like a
 * fall). SPEC-DECISIONS 16: "the current period is the latest fiscal quarter that has data, unless
 * `as_of` is given" — read together with the "complete quarters only", the current period
 * is the latest quarter that is complete on the reference day, the reference day being `as_of`
 * when given and otherwise the latest date in the data.
 */

/** A fiscal quarter as numbers. */
export interface FiscalQuarter {
  fiscal_year: number;
  quarter: 1 | 2 | 3 | 4;
}

const LABEL = /^FY(\d{4})-Q([1-4])$/;

/** `FY2025-Q1` for fiscal year 2025, quarter 1. */
export function formatFiscalQuarter(q: FiscalQuarter): string {
  return `FY${q.fiscal_year}-Q${q.quarter}`;
}

/** Reads a `FY<year>-Q<n>` label; null when it is not one. */
export function parseFiscalQuarter(label: string): FiscalQuarter | null {
  const m = LABEL.exec(label);
  if (!m) return null;
  return { fiscal_year: Number(m[1]), quarter: Number(m[2]) as FiscalQuarter['quarter'] };
}

function mustParse(label: string): FiscalQuarter {
  const q = parseFiscalQuarter(label);
  if (!q) throw new RangeError(`not a fiscal quarter label: ${label}`);
  return q;
}

/** The fiscal quarter (`FY2025-Q1`) a date falls in. */
export function fiscalQuarterOf(date: string): string {
  const [year, month] = isoDay(date).split('-').map(Number) as [number, number];
  const fiscalYear = month >= 10 ? year + 1 : year;
  // Months 10,11,12 → Q1; 1–3 → Q2; 4–6 → Q3; 7–9 → Q4.
  const quarter = (Math.floor(((month + 2) % 12) / 3) + 1) as FiscalQuarter['quarter'];
  return formatFiscalQuarter({ fiscal_year: fiscalYear, quarter });
}

/** The fiscal year (2025) of a date. */
export function fiscalYearOfDate(date: string): number {
  return mustParse(fiscalQuarterOf(date)).fiscal_year;
}

const QUARTER_MONTHS: Record<FiscalQuarter['quarter'], { startMonth: string; endMonthDay: string; calendarYearOffset: number }> = {
  1: { startMonth: '10-01', endMonthDay: '12-31', calendarYearOffset: -1 },
  2: { startMonth: '01-01', endMonthDay: '03-31', calendarYearOffset: 0 },
  3: { startMonth: '04-01', endMonthDay: '06-30', calendarYearOffset: 0 },
  4: { startMonth: '07-01', endMonthDay: '09-30', calendarYearOffset: 0 },
};

/** First and last day (both inclusive) of a quarter: FY2025-Q1 → 2024-10-01 … 2024-12-31. */
export function quarterRange(label: string): { start: string; end: string } {
  const q = mustParse(label);
  const months = QUARTER_MONTHS[q.quarter];
  const year = String(q.fiscal_year + months.calendarYearOffset).padStart(4, '0');
  return { start: `${year}-${months.startMonth}`, end: `${year}-${months.endMonthDay}` };
}

/** The quarter before (FY2025-Q1 → FY2024-Q4). */
export function previousQuarter(label: string): string {
  const q = mustParse(label);
  return q.quarter === 1
    ? formatFiscalQuarter({ fiscal_year: q.fiscal_year - 1, quarter: 4 })
    : formatFiscalQuarter({ fiscal_year: q.fiscal_year, quarter: (q.quarter - 1) as FiscalQuarter['quarter'] });
}

/** The quarter after (FY2024-Q4 → FY2025-Q1). */
export function nextQuarter(label: string): string {
  const q = mustParse(label);
  return q.quarter === 4
    ? formatFiscalQuarter({ fiscal_year: q.fiscal_year + 1, quarter: 1 })
    : formatFiscalQuarter({ fiscal_year: q.fiscal_year, quarter: (q.quarter + 1) as FiscalQuarter['quarter'] });
}

/** Quarters apart, positive when `to` is later (FY2024-Q4 → FY2025-Q2 is 2). */
export function quartersApart(from: string, to: string): number {
  const a = mustParse(from);
  const b = mustParse(to);
  return (b.fiscal_year - a.fiscal_year) * 4 + (b.quarter - a.quarter);
}

/** Every quarter from `first` to `last`, both included; empty when `last` is before `first`. */
export function quartersBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let q = first, n = quartersApart(first, last); n >= 0; q = nextQuarter(q), n -= 1) out.push(q);
  return out;
}

/**
 * The latest quarter that is complete on `day`, taking `day` as the last day the data covers:
 * a quarter is complete when its last day is on or before `day`. 30 Sep 2024 → FY2024-Q4 (its own
 * last day); 29 Sep 2024 → FY2024-Q3; 1 Oct 2024 → FY2024-Q4.
 */
export function latestCompleteQuarter(day: string): string {
  const d = isoDay(day);
  const q = fiscalQuarterOf(d);
  return quarterRange(q).end === d ? q : previousQuarter(q);
}

/** How the current period was chosen: from `as_of`, or from the latest date in the data. */
export type PeriodBasis = 'as_of' | 'latest_data';

/** The current and previous complete quarters of a trend comparison. */
export interface ComparedPeriods {
  period: string;
  previous_period: string;
  basis: PeriodBasis;
  /** The day the current period was judged complete on. */
  reference_day: string;
}

/**
 * The current and previous periods of a trend (SPEC-DECISIONS 16, complete quarters only):
 * `asOf` when given, else the latest data date, decides the latest complete quarter. Null when
 * neither is known (no data and no `as_of`): there is nothing to compare.
 */
export function comparedPeriods(options: { asOf?: string | null; latestDataDate: string | null }): ComparedPeriods | null {
  const basis: PeriodBasis = options.asOf ? 'as_of' : 'latest_data';
  const reference = options.asOf ?? options.latestDataDate;
  if (!reference) return null;
  const period = latestCompleteQuarter(reference);
  return { period, previous_period: previousQuarter(period), basis, reference_day: isoDay(reference) };
}
