import type { FacilityHistory } from '../risk/facility-history.ts';
import { citationRows } from './citation-rows.ts';
import { citationRegime, withinRegime } from './cross-reference-regime.ts';
import { roundTo } from './statistics.ts';
import { bump, mostCommon, topKeys } from './tallies.ts';

/**
 * CFR reference statistics (spec doc 2, `GET /v1/483/cfr-references`): how often each cited
 * number occurs, for which product types, and which rule documents resemble it.
 *
 * Rows are keyed by `act_cfr_number` as cited (the endpoint's key, e.g. `21 CFR 211.192`).
 * Cross-references come from a `similar` function the caller supplies (the rule search, done
 * outside this pure module); this module only keeps the documents of the number's regime (product
 * and practice, cross-reference-regime.ts), orders, de-duplicates and trims what it returns.
 * `match_confidence` is the best cross-reference's similarity — how sure the strongest link is —
 * and 0 when nothing matched.
 */

/** A rule document resembling a cited section. */
export interface CrossReference {
  rule_id: string;
  source: string;
  title: string;
  /** 0–1. */
  similarity_score: number;
}

/** What the `similar` function is asked about one cited number. */
export interface CfrReferenceQuery {
  act_cfr_number: string;
  /** Section without paragraphs, null for an FD&C Act citation. */
  cfr_section: string | null;
  /** Most common short description, for a text-similarity search. */
  short_description: string | null;
}

/** Looks up rule documents similar to a cited number (the caller's embedding search). */
export type SimilarRules = (query: CfrReferenceQuery) => readonly CrossReference[];

/** One CFR reference in the spec's shape. */
export interface CfrReference {
  act_cfr_number: string;
  short_description: string | null;
  occurrence_count: number;
  /** Every product type cited under the number, most cited first (ties alphabetical). */
  associated_product_types: string[];
  cross_references: CrossReference[];
  match_confidence: number;
  matched_at: string;
}

/** Default number of cross-references kept per reference. */
export const MAX_CROSS_REFERENCES = 5;

/**
 * Statistics of every cited number, most cited first (ties by number). `similar` is called once
 * per number; `matchedAt` (a timestamp) is stamped on every row.
 */
export function cfrReferences(
  histories: readonly FacilityHistory[],
  options: { similar: SimilarRules; matchedAt: string; maxCrossReferences?: number; minSimilarity?: number },
): CfrReference[] {
  const groups = new Map<string, { count: number; section: string | null; descriptions: Array<string | null>; productTypes: Map<string, number> }>();
  for (const row of citationRows(histories)) {
    const key = row.citation.act_cfr_number.trim();
    const g = groups.get(key) ?? { count: 0, section: row.citation.cfr_section, descriptions: [], productTypes: new Map<string, number>() };
    g.count += 1;
    g.section ??= row.citation.cfr_section;
    g.descriptions.push(row.citation.short_description);
    for (const p of new Set(row.product_types)) bump(g.productTypes, p);
    groups.set(key, g);
  }

  return [...groups]
    .map(([act_cfr_number, g]) => {
      const short_description = mostCommon(g.descriptions);
      const regime = citationRegime(act_cfr_number, g.section, g.productTypes.keys());
      const found = options.similar({ act_cfr_number, cfr_section: g.section, short_description }).filter((ref) => withinRegime(regime, ref));
      const cross_references = rankCrossReferences(found, {
        max: options.maxCrossReferences ?? MAX_CROSS_REFERENCES,
        minSimilarity: options.minSimilarity ?? 0,
      });
      return {
        act_cfr_number,
        short_description,
        occurrence_count: g.count,
        associated_product_types: topKeys(g.productTypes),
        cross_references,
        match_confidence: cross_references[0]?.similarity_score ?? 0,
        matched_at: options.matchedAt,
      };
    })
    .sort(compareByOccurrence('desc'));
}

/**
 * Cleans a similarity search's answer: scores outside 0–1 clamped (cosine can be slightly above 1
 * from rounding, or negative), non-numbers dropped, one entry per rule (its best), best first
 * (ties by rule id), at most `max`, none below `minSimilarity`.
 */
export function rankCrossReferences(found: readonly CrossReference[], options: { max: number; minSimilarity: number }): CrossReference[] {
  const best = new Map<string, CrossReference>();
  for (const ref of found) {
    if (!Number.isFinite(ref.similarity_score)) continue;
    const score = roundTo(Math.min(1, Math.max(0, ref.similarity_score)), 4);
    if (score < options.minSimilarity) continue;
    const held = best.get(ref.rule_id);
    if (!held || score > held.similarity_score) best.set(ref.rule_id, { ...ref, similarity_score: score });
  }
  return [...best.values()]
    .sort((a, b) => b.similarity_score - a.similarity_score || (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0))
    .slice(0, Math.max(0, options.max));
}

function compareByOccurrence(order: 'asc' | 'desc') {
  return (a: { act_cfr_number: string; occurrence_count: number }, b: { act_cfr_number: string; occurrence_count: number }): number => {
    const byCount = order === 'desc' ? b.occurrence_count - a.occurrence_count : a.occurrence_count - b.occurrence_count;
    return byCount || (a.act_cfr_number < b.act_cfr_number ? -1 : a.act_cfr_number > b.act_cfr_number ? 1 : 0);
  };
}

/** A row of the list endpoint. */
export interface CfrReferenceListItem {
  act_cfr_number: string;
  short_description: string | null;
  occurrence_count: number;
}

/**
 * The list endpoint's rows: at least `min_occurrence_count` occurrences, sorted by count in
 * `sort_order` (ties by number, ascending either way so pages are stable).
 */
export function listCfrReferences(
  references: readonly CfrReference[],
  options: { min_occurrence_count?: number | null; sort_order?: 'asc' | 'desc' } = {},
): CfrReferenceListItem[] {
  return references
    .filter((r) => r.occurrence_count >= (options.min_occurrence_count ?? 0))
    .sort(compareByOccurrence(options.sort_order ?? 'desc'))
    .map(({ act_cfr_number, short_description, occurrence_count }) => ({ act_cfr_number, short_description, occurrence_count }));
}
