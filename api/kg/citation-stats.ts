import type { Filter, SearchStore } from '../../infra/search/search-store.port.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import { trendDirection, signedPercent, percentageChange, type TrendDirection } from '../../enrich/domain/analytics/period-change.ts';
import { readIndexVersion } from '../../enrich/sinks/index-version.ts';
import type { ResponseCache } from '../platform/response-cache.ts';

/*
 * Form 483 citation statistics per CFR section, from the observation index (every numbered
 * observation of the ingested 483s, with the CFR section the citation catalogue matched it to and
 * its inspection date). Document 3 counts citations over 2020–2024; the trend compares the last
 * two calendar years of that window (2024 against 2023) with the ±10 % bands of document 3.
 * The whole table of counts is computed at most once per 24 hours (the spec's lifetime for
 * citation statistics), then each lookup reads it.
 */

export const CITATION_WINDOW = { start: '2020-01-01', end: '2024-12-31', label: '2020-2024' } as const;
const CURRENT_YEAR = { start: '2024-01-01', end: '2024-12-31' };
const PREVIOUS_YEAR = { start: '2023-01-01', end: '2023-12-31' };
const MAX_SECTIONS = 5000;

export interface CitationTable {
  /** Citations per section in the window, most cited first. */
  counts: ReadonlyMap<string, number>;
  /** 1 = most cited; ties share the better rank. */
  ranks: ReadonlyMap<string, number>;
  current: ReadonlyMap<string, number>;
  previous: ReadonlyMap<string, number>;
}

export interface SectionCitationStats {
  total_483_citations: number;
  data_period: string;
  citation_rank: number | null;
  trending: TrendDirection;
  trend_percentage: string | null;
  most_common_deficiency_types: string[];
}

const window = (range: { start: string; end: string }): Filter => [
  { field: 'inspection_end_date', gte: range.start },
  { field: 'inspection_end_date', lte: range.end },
];

async function countsIn(search: SearchStore, range: { start: string; end: string }): Promise<Map<string, number>> {
  const buckets = await search.terms(OBSERVATIONS_INDEX, 'cfr_section', { filter: window(range), size: MAX_SECTIONS });
  return new Map(buckets.map((bucket) => [bucket.key, bucket.count]));
}

export async function buildCitationTable(search: SearchStore): Promise<CitationTable> {
  await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
  const [counts, current, previous] = await Promise.all([countsIn(search, CITATION_WINDOW), countsIn(search, CURRENT_YEAR), countsIn(search, PREVIOUS_YEAR)]);
  const ordered = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const ranks = new Map<string, number>();
  ordered.forEach(([section, count], index) => {
    const before = ordered[index - 1];
    ranks.set(section, before && before[1] === count ? (ranks.get(before[0]) as number) : index + 1);
  });
  return { counts: new Map(ordered), ranks, current, previous };
}

/** The table, from the 24-hour cache when fresh and built on the observation index as it is now. */
export async function citationTable(search: SearchStore, cache: ResponseCache): Promise<CitationTable> {
  return (await cache.get('kg:citation-table', await readIndexVersion(search, OBSERVATIONS_INDEX), () => buildCitationTable(search))).value;
}

/**
 * Statistics of one section (`21 CFR 211.192`; Part 820 also counts the QSR citations, which is
 * how every device 483 of the data cites it). Deficiency types are the observation categories
 * most often assigned to its citations.
 */
export async function sectionCitationStats(search: SearchStore, table: CitationTable, section: string): Promise<SectionCitationStats> {
  const ids = section.startsWith('21 CFR 820.') ? [section, `${section} (QSR)`] : [section];
  const sum = (map: ReadonlyMap<string, number>) => ids.reduce((total, id) => total + (map.get(id) ?? 0), 0);
  const total = sum(table.counts);
  const ranks = ids.map((id) => table.ranks.get(id)).filter((rank): rank is number => rank !== undefined);
  const current = sum(table.current);
  const previous = sum(table.previous);
  const categories = total === 0 ? [] : await search.terms(OBSERVATIONS_INDEX, 'categories', { filter: [{ field: 'cfr_section', in: ids }, ...window(CITATION_WINDOW)], size: 5 });
  return {
    total_483_citations: total,
    data_period: CITATION_WINDOW.label,
    citation_rank: ranks.length > 0 ? Math.min(...ranks) : null,
    trending: trendDirection(current, previous),
    trend_percentage: signedPercent(percentageChange(current, previous)),
    most_common_deficiency_types: categories.map((bucket) => bucket.key),
  };
}
