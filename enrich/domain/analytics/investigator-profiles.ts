import type { FacilityHistory } from '../risk/facility-history.ts';
import { inspectionRows } from './citation-rows.ts';
import { fiscalYearOfDate } from './fiscal-quarters.ts';
import { roundTo } from './statistics.ts';
import { bump, mostCommon, topCounts, topKeys } from './tallies.ts';

/**
 * Investigator profiles (spec doc 2, `GET /v1/483/investigators`) from every inspection that names
 * its investigators (the 483 documents print them; any other source that does is used alike).
 *
 * - Names are matched ignoring case, repeated spaces and trailing punctuation, nothing more:
 *   public records abbreviate ("J. Smith", "John Smith") and two different people can share an
 *   abbreviation, so abbreviations are not merged. The name shown is the spelling seen most often.
 * - `total_inspections`: distinct inspections naming the investigator (lead or team member).
 * - `oai_rate`: OAI ÷ inspections whose OAI status is known (a classification, or a source's
 *   "not OAI"), null when none is known. A 483 alone does not say NAI/VAI/OAI, and 0 would claim
 *   "never OAI" on no evidence.
 *   `classified_inspections` (not in the spec's shape) says how many inspections the rate is over.
 * - `facilities_inspected`: distinct FEIs.
 * - `top_product_types`: product types of those inspections, most frequent first (top 3).
 * - `top_cfrs`: the sections cited in those inspections (section grain, `21 CFR 211.192`; the
 *   reference as cited when it is not a CFR section), most frequent first (top 5).
 * - `inspections_by_fiscal_year`, `classification_outcomes`, `first_inspection_date`,
 *   `last_inspection_date` (not in the spec's shape; the profile route serves them): inspections per
 *   FDA fiscal year of their end date, every year between the first and the last listed (0 when
 *   none); outcomes counted as stated, `unclassified` for inspections no source classifies.
 * Ties in top lists: alphabetical. Coverage caveat (spec): only inspections that produced a 483.
 */

/** Top list lengths. */
export const TOP_PRODUCT_TYPES = 3;
export const TOP_CFRS = 5;

/** One profile in the spec's shape, plus `classified_inspections`. */
export interface InvestigatorProfile {
  investigator_name: string;
  total_inspections: number;
  oai_rate: number | null;
  facilities_inspected: number;
  top_product_types: string[];
  top_cfrs: Array<{ cfr: string; count: number }>;
  /** Not in the spec's shape: inspections with a known classification, the denominator of `oai_rate`. */
  classified_inspections: number;
  /** Not in the spec's shape: inspections per fiscal year (1 Oct – 30 Sep), gaps filled with 0. */
  inspections_by_fiscal_year: Record<string, number>;
  /**
   * Not in the spec's shape: outcomes as stated by a source; `not_oai_unsplit` when a source says
   * only "not OAI" (SPEC-DECISIONS 23), `unclassified` when none states anything.
   */
  classification_outcomes: { NAI: number; VAI: number; OAI: number; not_oai_unsplit: number; unclassified: number };
  /** Not in the spec's shape: end dates of the earliest and latest inspection. */
  first_inspection_date: string | null;
  last_inspection_date: string | null;
}

/** The matching key of a printed investigator name. */
export function investigatorKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:]+$/, '')
    .toLowerCase();
}

interface Accumulator {
  spellings: string[];
  inspections: Set<string>;
  classified: number;
  oai: number;
  outcomes: { NAI: number; VAI: number; OAI: number; not_oai_unsplit: number; unclassified: number };
  dates: Map<string, string>;
  facilities: Set<string>;
  productTypes: Map<string, number>;
  cfrs: Map<string, number>;
}

/** Profiles of every named investigator, most inspections first (ties by name). */
export function investigatorProfiles(histories: readonly FacilityHistory[]): InvestigatorProfile[] {
  const citationsByInspection = new Map<string, string[]>();
  for (const facility of histories) {
    for (const c of facility.citations) {
      const list = citationsByInspection.get(c.inspection_id) ?? [];
      list.push((c.cfr_section ?? c.act_cfr_number).trim());
      citationsByInspection.set(c.inspection_id, list);
    }
  }

  const byKey = new Map<string, Accumulator>();
  for (const { inspection, facility, product_types } of inspectionRows(histories)) {
    const named = new Map<string, string>();
    for (const printed of inspection.investigators) {
      const key = investigatorKey(printed);
      if (key.length > 0 && !named.has(key)) named.set(key, printed.replace(/\s+/g, ' ').trim().replace(/[\s,;:]+$/, ''));
    }
    for (const [key, spelling] of named) {
      const acc = byKey.get(key) ?? {
        spellings: [],
        inspections: new Set<string>(),
        classified: 0,
        oai: 0,
        outcomes: { NAI: 0, VAI: 0, OAI: 0, not_oai_unsplit: 0, unclassified: 0 },
        dates: new Map<string, string>(),
        facilities: new Set<string>(),
        productTypes: new Map<string, number>(),
        cfrs: new Map<string, number>(),
      };
      acc.spellings.push(spelling);
      acc.inspections.add(inspection.id);
      acc.dates.set(inspection.id, inspection.end_date);
      acc.outcomes[inspection.classification ?? (inspection.not_oai === true ? 'not_oai_unsplit' : 'unclassified')] += 1;
      // A not-OAI row (SPEC-DECISIONS 23) knows the OAI question's answer: it counts in the rate's denominator.
      if (inspection.classification !== null || inspection.not_oai === true) acc.classified += 1;
      if (inspection.classification === 'OAI') acc.oai += 1;
      acc.facilities.add(facility.fei);
      for (const p of new Set(product_types)) bump(acc.productTypes, p);
      for (const cfr of citationsByInspection.get(inspection.id) ?? []) bump(acc.cfrs, cfr);
      byKey.set(key, acc);
    }
  }

  return [...byKey.values()]
    .map((acc) => ({
      investigator_name: mostCommon(acc.spellings) ?? '',
      total_inspections: acc.inspections.size,
      oai_rate: acc.classified === 0 ? null : roundTo(acc.oai / acc.classified, 4),
      facilities_inspected: acc.facilities.size,
      top_product_types: topKeys(acc.productTypes, TOP_PRODUCT_TYPES),
      top_cfrs: topCounts(acc.cfrs, TOP_CFRS).map(({ key, count }) => ({ cfr: key, count })),
      classified_inspections: acc.classified,
      inspections_by_fiscal_year: perFiscalYear([...acc.dates.values()]),
      classification_outcomes: { ...acc.outcomes },
      first_inspection_date: [...acc.dates.values()].sort()[0] ?? null,
      last_inspection_date: [...acc.dates.values()].sort().at(-1) ?? null,
    }))
    .sort(investigatorOrder('total_inspections'));
}

/** Inspections per fiscal year of their end dates, every year from the first to the last present. */
function perFiscalYear(dates: readonly string[]): Record<string, number> {
  const counts = new Map<number, number>();
  for (const date of dates) {
    const year = fiscalYearOfDate(date);
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  const out: Record<string, number> = {};
  if (counts.size === 0) return out;
  const years = [...counts.keys()];
  for (let y = Math.min(...years); y <= Math.max(...years); y += 1) out[String(y)] = counts.get(y) ?? 0;
  return out;
}

/** Sort keys of the list endpoint. */
export type InvestigatorSort = 'total_inspections' | 'oai_rate' | 'facilities_inspected' | 'name';

function byName(a: InvestigatorProfile, b: InvestigatorProfile): number {
  const x = a.investigator_name.toLowerCase();
  const y = b.investigator_name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The list order: numbers highest first, names A–Z; unknown OAI rates after every known one;
 * ties by name so pages are stable.
 */
export function investigatorOrder(sortBy: InvestigatorSort): (a: InvestigatorProfile, b: InvestigatorProfile) => number {
  return (a, b) => {
    switch (sortBy) {
      case 'name':
        return byName(a, b);
      case 'oai_rate': {
        const x = a.oai_rate ?? -1;
        const y = b.oai_rate ?? -1;
        return y - x || byName(a, b);
      }
      case 'total_inspections':
      case 'facilities_inspected':
        return b[sortBy] - a[sortBy] || byName(a, b);
    }
  };
}

/**
 * The list endpoint's rows: at least `min_inspections` inspections, `product_type` among the top
 * product types (case-insensitive), in `sort_by` order.
 */
export function selectInvestigators(
  profiles: readonly InvestigatorProfile[],
  options: { min_inspections?: number | null; product_type?: string | null; sort_by?: InvestigatorSort },
): InvestigatorProfile[] {
  const wanted = options.product_type?.trim().toLowerCase() || null;
  return profiles
    .filter(
      (p) =>
        p.total_inspections >= (options.min_inspections ?? 0) &&
        (wanted === null || p.top_product_types.some((t) => t.toLowerCase() === wanted)),
    )
    .sort(investigatorOrder(options.sort_by ?? 'total_inspections'));
}

/** The profile of a name as typed in the path (case-insensitive), or null. */
export function findInvestigator(profiles: readonly InvestigatorProfile[], name: string): InvestigatorProfile | null {
  const key = investigatorKey(name);
  return profiles.find((p) => investigatorKey(p.investigator_name) === key) ?? null;
}
