import type { LetterRow, LetterRowResult } from './letter-row.ts';

/**
 * Merging warning-letter listings into one record per letter.
 *
 * Record id, from FDA's own keys:
 * - the letter page's slug (`patcos-cosmetics-pvt-ltd-718220-03122026`) when a listing gives the
 *   address. The case id alone is not unique (one case id can cover letters to two firms on one
 *   day), the slug is: it is the letter's page;
 * - `export:<company slug>:<letter date>:<posted date>` for letters only fda.gov's table export
 *   knows: that export has no address or key, and company + both dates is what tells its rows
 *   apart.
 *
 * A row of the keyless export is first matched to a letter with an address (same company, letter
 * date and posted date, preferring the same subject), so a letter that is in both files is one
 * record with the export's response/closeout columns added.
 */

/** One listing file (or the live listing). Higher `rank` wins a field. */
export interface LetterListing {
  label: string;
  source: string;
  rank: number;
  rows: LetterRowResult[];
}

/** A merged letter: its id, where its values came from, and the body to validate. */
export interface MergedLetter {
  id: string;
  ref: string;
  body: LetterRow & { listed_in: string[]; source_file: string };
}

/** A row that could not become a record, with why and where. */
export type LetterMergeFailure = { reason: string; ref: string; raw?: unknown };

const FIELDS = [
  'company_name',
  'letter_issue_date',
  'posted_date',
  'issuing_office',
  'subject',
  'source_url',
  'url_slug',
  'case_id',
  'has_response_letter',
  'response_letter_date',
  'has_closeout_letter',
  'closeout_letter_date',
] as const;

const norm = (value: string | null) => (value ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
const slugify = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const matchKey = (row: LetterRow) => `${row.letter_issue_date}|${row.posted_date}|${norm(row.company_name)}`;

type Entry = { listing: LetterListing; row: LetterRow; ref: string };

/**
 * One record per letter. A field takes the first non-null value in rank order (newest listing
 * first), so a column the newest listing lacks (response/closeout) still comes from an older one.
 * Rows repeated verbatim within the keyless export are one letter listed twice: that export
 * cannot tell two identical rows apart, so they collapse instead of being dead-lettered.
 */
export function mergeLetterListings(listings: readonly LetterListing[]): { records: MergedLetter[]; failures: LetterMergeFailure[] } {
  const ordered = [...listings].sort((a, b) => b.rank - a.rank);
  const failures: LetterMergeFailure[] = [];
  const entries = new Map<string, Entry[]>();
  const add = (id: string, entry: Entry) => entries.set(id, [...(entries.get(id) ?? []), entry]);
  const addressedByKey = new Map<string, string[]>();
  const keyless: Array<{ listing: LetterListing; rows: Array<{ row: LetterRow; ref: string }> }> = [];

  for (const listing of ordered) {
    const slugsHere = new Map<string, string>();
    const verbatim = new Set<string>();
    const withoutAddress: Array<{ row: LetterRow; ref: string }> = [];
    for (const result of listing.rows) {
      if (!result.ok) {
        failures.push({ reason: result.reason, ref: result.ref });
        continue;
      }
      const row = result.value;
      if (!row.url_slug) {
        const text = JSON.stringify(row);
        if (!verbatim.has(text)) withoutAddress.push({ row, ref: result.ref });
        verbatim.add(text);
        continue;
      }
      const earlier = slugsHere.get(row.url_slug);
      if (earlier) {
        failures.push({ reason: `second row for letter ${row.url_slug} in one listing (first: ${earlier})`, ref: result.ref, raw: row });
        continue;
      }
      slugsHere.set(row.url_slug, result.ref);
      if (!entries.has(row.url_slug)) addressedByKey.set(matchKey(row), [...(addressedByKey.get(matchKey(row)) ?? []), row.url_slug]);
      add(row.url_slug, { listing, row, ref: result.ref });
    }
    if (withoutAddress.length > 0) keyless.push({ listing, rows: withoutAddress });
  }

  for (const { listing, rows } of keyless) {
    const claimed = new Set<string>();
    const ownIds = new Map<string, string>();
    for (const { row, ref } of rows) {
      const candidates = (addressedByKey.get(matchKey(row)) ?? []).filter((id) => !claimed.has(id));
      const sameSubject = candidates.find((id) => norm(entries.get(id)![0]!.row.subject) === norm(row.subject));
      const match = sameSubject ?? candidates[0];
      if (match) {
        claimed.add(match);
        add(match, { listing, row, ref });
        continue;
      }
      const id = `export:${slugify(row.company_name)}:${row.letter_issue_date}:${row.posted_date}`;
      const earlier = ownIds.get(id);
      if (earlier) {
        failures.push({ reason: `cannot be told apart from ${earlier}: same company, letter date and posted date, and the export has no letter address`, ref, raw: row });
        continue;
      }
      ownIds.set(id, ref);
      add(id, { listing, row, ref });
    }
  }

  const records = [...entries.entries()].map(([id, list]): MergedLetter => {
    const sorted = [...list].sort((a, b) => b.listing.rank - a.listing.rank);
    const top = sorted[0]!;
    const merged: Record<string, unknown> = { ...top.row };
    for (const field of FIELDS) merged[field] = sorted.map((entry) => entry.row[field]).find((value) => value !== null) ?? null;
    return {
      id,
      ref: top.ref,
      body: { ...(merged as unknown as LetterRow), listed_in: [...new Set(sorted.map((entry) => entry.listing.label))].sort(), source_file: top.listing.source },
    };
  });
  return { records, failures };
}
