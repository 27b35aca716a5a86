import { monthYears } from '../rule-documents/dates.ts';

/**
 * What the first page of an MDCG document says about it: its reference ("MDCG 2021-24 Rev.1"),
 * its title and the month of its current version. The mirror's index has no real titles (its
 * `title_meta` is the file name), so the cover page is where the title comes from.
 */

export interface DocumentHead {
  reference: string | null;
  title: string | null;
  /** `YYYY-MM` of the newest month on the cover (a revision's month, when revised). */
  month: string | null;
}

const REFERENCE = /^MDCG\s+(\d{4})\s*[-–—]\s*(\d{1,3})(?:\s*\/\s*(\d{1,2}))?(?:\s*(?:rev(?:ision)?\.?|v)\s*(\d{1,2}))?/i;
const HEAD_LINES = 80;
// Cover-page furniture that is never the title.
const FURNITURE = /^(?:european|commission|european commission|medical devices?|medical devices? coordination group document|health and|food safety|health and food safety|page \d+ of \d+|\d{1,3}|applicable for\b.*|(?:dg|directorate|directorate-general|unit)\b.*|medical products and innovation)$/i;
// A date or revision line: it ends a title (and is skipped when it comes before one).
const DATE_LINE = /^(?:(?:revision\s*\d+\s*[–-]\s*)?(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{4}\b|rev(?:ision)?\.?\s*\d|version\s+\d)/i;
// Where a title ends otherwise: the endorsement disclaimer, the first section, a table.
const TITLE_END = /^(?:this document|disclaimer|introduction|question\s+\d|table of contents|contents\b|\|)/i;

/** "MDCG  2019-16 rev. 1" → "MDCG 2019-16 Rev.1"; null when the text is not an MDCG reference. */
export function normaliseReference(text: string): string | null {
  const match = REFERENCE.exec(text.trim());
  if (!match) return null;
  const [, year, number, sub, revision] = match;
  return `MDCG ${year}-${Number(number)}${sub ? `/${Number(sub)}` : ''}${revision ? ` Rev.${Number(revision)}` : ''}`;
}

function titleFrom(lines: readonly string[], start: number): { title: string; end: number } | null {
  const taken: string[] = [];
  let blanks = 0;
  let end = start;
  for (let i = start; i < lines.length && taken.length < 6; i++, end = i) {
    const line = lines[i]!;
    // PDF converters put a blank line between the lines of one title; two end it.
    if (line === '') {
      if (taken.length > 0 && ++blanks >= 2) break;
      continue;
    }
    blanks = 0;
    if (normaliseReference(line) || TITLE_END.test(line)) break;
    // "Medical devices" after the first title line is the title's own end ("... of orphan / medical devices").
    if (DATE_LINE.test(line) || (FURNITURE.test(line) && !(taken.length > 0 && /^medical devices?$/i.test(line)))) {
      if (taken.length > 0) break;
      continue;
    }
    taken.push(line);
  }
  const title = taken.join(' ').replace(/\s+/g, ' ').trim();
  return title.length >= 8 && /[a-z]/i.test(title) ? { title: title.slice(0, 300), end } : null;
}

/** The dates printed right under the title ("December 2019", "July 2020 rev.1"): the newest month. */
function monthUnder(lines: readonly string[], from: number): string | null {
  const months: string[] = [];
  for (let i = from; i < lines.length && i < from + 12; i++) {
    const line = lines[i]!;
    if (line === '' || FURNITURE.test(line)) continue;
    const found = line.length <= 60 ? monthYears(line) : [];
    if (found.length === 0) break;
    months.push(...found);
  }
  return months.sort()[months.length - 1] ?? null;
}

/** Reads the cover page (the first lines) of an MDCG document's text. */
export function readDocumentHead(text: string): DocumentHead {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .slice(0, HEAD_LINES)
    .map((line) => line.replace(/\s+/g, ' ').trim());
  const referenceLines = lines.map((line, index) => (normaliseReference(line) ? index : -1)).filter((index) => index >= 0);
  const reference = referenceLines.length > 0 ? normaliseReference(lines[referenceLines[0]!]!) : null;
  // The title follows the reference on the cover (some covers repeat the reference as a page
  // header first); documents without a reference start with their title.
  let found: { title: string; end: number } | null = null;
  for (const index of referenceLines) {
    found = titleFrom(lines, index + 1);
    if (found) break;
  }
  found ??= titleFrom(lines, 0);
  return { reference, title: found?.title ?? null, month: found ? monthUnder(lines, found.end) : null };
}
