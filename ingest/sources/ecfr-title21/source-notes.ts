import { parseSourceDate } from '../../formats/dates.ts';

/**
 * Dates of the Federal Register documents a CFR source note cites, in order, as ISO dates.
 *
 * A section's note such as `[43 FR 45077, Sept. 29, 1978, as amended at 73 FR 51932, Sept. 8,
 * 2008]` is the only per-section amendment history the print text and the annual-edition
 * markdown carry: the first date is the original publication, the others the amendments.
 * Several page numbers may share one date (`55 FR 11013, 11014, Mar. 26, 1990`).
 */
export function federalRegisterDates(note: string | null): string[] {
  if (!note) return [];
  const flat = note.replace(/\s+/g, ' ');
  const dates: string[] = [];
  for (const match of flat.matchAll(/\d+\s+FR\s+[\d,\s]+?,\s*([A-Z][a-z]{2,8}\.?\s+\d{1,2},\s*\d{4})/g)) {
    const iso = parseSourceDate(match[1]!.replace(/\s+/g, ' ').replace(',', ''));
    if (iso && !dates.includes(iso)) dates.push(iso);
  }
  return dates;
}

/** Merges date lists into one sorted list without repeats. */
export function mergeDates(...lists: ReadonlyArray<readonly string[]>): string[] {
  return [...new Set(lists.flat())].sort();
}

/** Collapses the layout whitespace of extracted text: one space between words, trimmed. */
export function flattenWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
