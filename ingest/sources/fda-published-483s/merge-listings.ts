import type { ListingRow, ListingRowResult } from './listing-row.ts';

/**
 * Merging the published-483 listings (two Dashboard exports, scraped copies, the live listing)
 * into one record per 483.
 *
 * Record id, from the listing's own keys:
 * - `<FEI>:<483 date>` — how FDA and every downstream source name a 483 (the firm and the day);
 * - `<FEI>:<483 date>:m<media id>` when two 483s share FEI and date in any listing (legacy 483s
 *   filed under the same placeholder date, several 483s of one firm on one day): the fda.gov media
 *   id of the PDF tells them apart. The shared-pair check runs over every listing of the run, so a
 *   483 keeps the same id whichever snapshot lists it;
 * - `media:<media id>` for the few rows without an FEI or a date.
 *
 * Keying on FEI and date rather than on the URL also merges the 2024 export's old
 * `/files/drugs/published/…pdf` addresses with the same 483s' `/media/<id>/download` addresses in
 * 2025; the export's "Record ID" is a row number that changes between exports, so it is not a key.
 */

/** One listing: a snapshot file, or the live listing. Higher `rank` wins a field. */
export interface Listing {
  /** e.g. `dashboard-2025-07`, `scraped-slickbit-2025-12`, `oii-reading-room`. */
  label: string;
  /** The file name or URL, for `source_file`. */
  source: string;
  rank: number;
  rows: ListingRowResult[];
}

/** A merged 483: its id, where its values came from (for the DLQ), and the body to validate. */
export interface MergedPublished483 {
  id: string;
  ref: string;
  body: ListingRow & { date_issued: string | null; listed_in: string[]; source_file: string };
}

/** A row that could not become a record, with why and where. */
export type MergeFailure = { reason: string; ref: string; raw?: unknown };

function pairKey(row: ListingRow): string | null {
  return row.fei_number && row.record_date ? `${row.fei_number}:${row.record_date}` : null;
}

/** FEI+date pairs that more than one row of some single listing carries. */
function sharedPairs(listings: readonly Listing[]): Set<string> {
  const shared = new Set<string>();
  for (const listing of listings) {
    const seen = new Set<string>();
    for (const result of listing.rows) {
      if (!result.ok) continue;
      const key = pairKey(result.value);
      if (!key) continue;
      if (seen.has(key)) shared.add(key);
      seen.add(key);
    }
  }
  return shared;
}

function recordId(row: ListingRow, shared: Set<string>): { id: string } | { reason: string } {
  const key = pairKey(row);
  if (key && !shared.has(key)) return { id: key };
  if (key && row.media_id) return { id: `${key}:m${row.media_id}` };
  if (key) return { reason: `FEI ${row.fei_number} and 483 date ${row.record_date} are shared by several 483s and this row has no fda.gov media id to tell it apart` };
  if (row.media_id) return { id: `media:${row.media_id}` };
  return { reason: 'no FEI + 483 date and no fda.gov media id: nothing to identify the 483 by' };
}

const FIELDS = ['fei_number', 'firm_name', 'record_type', 'record_date', 'publish_date', 'source_url', 'media_id', 'state', 'establishment_type', 'dashboard_record_id'] as const;

/**
 * One record per 483 over all listings. A field takes the value of the highest-ranked listing
 * that has one (newest snapshot wins, and a value a newer listing lacks, like the scraped lists'
 * missing posting date, comes from an older one). Rows that cannot be identified, and a second row
 * with the same id inside one listing, are failures.
 */
export function mergeListings(listings: readonly Listing[]): { records: MergedPublished483[]; failures: MergeFailure[] } {
  const ordered = [...listings].sort((a, b) => b.rank - a.rank);
  const shared = sharedPairs(ordered);
  const failures: MergeFailure[] = [];
  const byId = new Map<string, Array<{ listing: Listing; row: ListingRow; ref: string }>>();
  for (const listing of ordered) {
    const inListing = new Map<string, string>();
    for (const result of listing.rows) {
      if (!result.ok) {
        failures.push({ reason: result.reason, ref: result.ref });
        continue;
      }
      const identified = recordId(result.value, shared);
      if ('reason' in identified) {
        failures.push({ reason: identified.reason, ref: result.ref, raw: result.value });
        continue;
      }
      const earlier = inListing.get(identified.id);
      if (earlier) {
        failures.push({ reason: `second row for 483 ${identified.id} in one listing (first: ${earlier})`, ref: result.ref, raw: result.value });
        continue;
      }
      inListing.set(identified.id, result.ref);
      const entries = byId.get(identified.id) ?? [];
      entries.push({ listing, row: result.value, ref: result.ref });
      byId.set(identified.id, entries);
    }
  }
  const records = [...byId.entries()].map(([id, entries]): MergedPublished483 => {
    const top = entries[0]!;
    const merged = { ...top.row };
    for (const field of FIELDS) {
      const value = entries.map((entry) => entry.row[field]).find((candidate) => candidate !== null);
      (merged as Record<string, unknown>)[field] = value ?? null;
    }
    return {
      id,
      ref: top.ref,
      body: {
        ...merged,
        date_issued: merged.record_date,
        listed_in: [...new Set(entries.map((entry) => entry.listing.label))].sort(),
        source_file: top.listing.source,
      },
    };
  });
  return { records, failures };
}
