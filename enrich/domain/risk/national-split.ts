import { fiscalYearOfDate } from '../analytics/fiscal-quarters.ts';
import { CLASSIFICATION_WEIGHTS } from './composite-risk.ts';
import type { InspectionFact } from './facility-history.ts';

/**
 * The national NAI/VAI split per fiscal year and product type, from the FDA Data Dashboard's
 * classification aggregates (`class_product`: counts per fiscal year, product type and
 * classification; `class_fiscal`: per fiscal year over all product types). SPEC-DECISIONS 23: an
 * inspection known only as "not OAI" is weighed at the expected weight under that split, never as
 * a guessed NAI or VAI. Pure: the facilities step feeds it the aggregate rows it reads off the log.
 */
export interface NationalSplit {
  /** `fiscalYear|productType` (product type as the Dashboard names it, e.g. `Drugs`), and `fiscalYear|*` for all types. */
  counts: ReadonlyMap<string, { nai: number; vai: number }>;
}

/** One aggregate row as the split needs it: the table and its key columns and total. */
export interface ClassificationAggregateRow {
  table: string;
  keys: Record<string, string | number>;
  values: Record<string, number | null>;
}

/** The tables that carry classification counts. */
export const SPLIT_TABLES = ['class_product', 'class_fiscal'] as const;

/** Adds the NAI and VAI counts of aggregate rows to a split (other rows and OAI counts are ignored). */
export function addToSplit(split: NationalSplit, rows: readonly ClassificationAggregateRow[]): NationalSplit {
  const counts = new Map(split.counts);
  for (const row of rows) {
    if (!(SPLIT_TABLES as readonly string[]).includes(row.table)) continue;
    const year = Number(row.keys.fiscal_year);
    const label = String(row.keys.classification ?? '');
    const total = row.values.total ?? row.values.count ?? null;
    const code = /\((NAI|VAI)\)/.exec(label)?.[1] ?? (/^(NAI|VAI)$/.test(label) ? label : null);
    if (!Number.isInteger(year) || total === null || !code) continue;
    const type = row.table === 'class_product' ? String(row.keys.product_type ?? '') : '*';
    if (!type) continue;
    const key = `${year}|${type}`;
    const current = counts.get(key) ?? { nai: 0, vai: 0 };
    // A row restates the count for its key (a newer snapshot replaces it), so it is set, not summed.
    counts.set(key, code === 'NAI' ? { ...current, nai: total } : { ...current, vai: total });
  }
  return { counts };
}

export const EMPTY_SPLIT: NationalSplit = { counts: new Map() };

/** What a not-OAI inspection weighs, and where the weight came from (for the factor descriptions). */
export interface NotOaiWeight {
  weight: number;
  basis: string;
}

/**
 * Expected classification weight of a not-OAI inspection: (0.1 × NAI + 0.5 × VAI) / (NAI + VAI)
 * for its fiscal year and product type, else for its fiscal year over all product types, else
 * null (unknown: the caller leaves it out, as it does any unclassified inspection).
 */
export function notOaiWeight(split: NationalSplit, inspection: Pick<InspectionFact, 'end_date' | 'product_types' | 'program_area'>): NotOaiWeight | null {
  const year = fiscalYearOfDate(inspection.end_date);
  const types = [...inspection.product_types, ...(inspection.program_area ? [inspection.program_area] : [])];
  for (const type of [...types, '*']) {
    const counts = split.counts.get(`${year}|${type}`);
    if (counts && counts.nai + counts.vai > 0) {
      const weight = (CLASSIFICATION_WEIGHTS.NAI * counts.nai + CLASSIFICATION_WEIGHTS.VAI * counts.vai) / (counts.nai + counts.vai);
      return { weight, basis: `FY${year} ${type === '*' ? 'all product types' : type}: ${counts.nai} NAI / ${counts.vai} VAI` };
    }
  }
  return null;
}
