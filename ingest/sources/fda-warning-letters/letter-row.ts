import { parseSourceDate } from '../../formats/dates.ts';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';

/**
 * One warning letter as any listing gives it (the scraped listing CSV, fda.gov's table export,
 * the live DataTables JSON), in one shape for merging.
 */
export interface LetterRow {
  company_name: string;
  letter_issue_date: string;
  posted_date: string;
  issuing_office: string | null;
  subject: string | null;
  source_url: string | null;
  url_slug: string | null;
  case_id: string | null;
  has_response_letter: boolean | null;
  response_letter_date: string | null;
  has_closeout_letter: boolean | null;
  closeout_letter_date: string | null;
}

/** A parsed row with where it came from (`file#line`, `listing@offset#row`), for the DLQ. */
export type LetterRowResult = ParseResult<LetterRow> & { ref: string };

/** Letter addresses in the listings are relative to fda.gov. */
export const FDA_ORIGIN = 'https://www.fda.gov';

/** Text with non-breaking and repeated spaces squeezed, '' for nothing. */
export function tidyText(value: string | null | undefined): string {
  return (value ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * FDA writes some offices two ways ("Center for Drug Evaluation and Research (CDER)" and, since a
 * site change, "Center for Drug Evaluation and Research | CDER"); the pipe form becomes the
 * parenthesised one so one office is one value.
 */
export function normaliseOffice(raw: string | null | undefined): string | null {
  const office = tidyText(raw);
  if (!office) return null;
  const piped = /^(.*?)\s*\|\s*([A-Z][A-Za-z&]{1,9})$/.exec(office);
  return piped ? `${piped[1]} (${piped[2]})` : office;
}

/**
 * The slug and case id of a letter page. Slugs end `<firm>-<case id>-<MMDDYYYY>` (Drupal adds
 * `-0`, `-1` to a repeated slug); older or hand-made ones put the case id elsewhere or leave it out
 * ('cosmo-korea-11032025'), in which case the id is null rather than guessed.
 */
export function letterAddress(raw: string | null | undefined): { url: string; slug: string; caseId: string | null } | null {
  const value = tidyText(raw);
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, FDA_ORIGIN);
  } catch {
    return null;
  }
  const slug = url.pathname.split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
  if (!/^[a-z0-9-]+$/.test(slug)) return null;
  const standard = /-(\d{5,7})-\d{8}(?:-\d+)?$/.exec(slug);
  const loose = [...slug.matchAll(/(?:^|-)(\d{6,7})(?=-|$)/g)].pop();
  return { url: url.toString(), slug, caseId: standard?.[1] ?? loose?.[1] ?? null };
}

/** A response/closeout cell: blank → no letter; a date → letter on that date; other text → a letter of unknown date. */
export function followUpLetter(raw: string | null | undefined): { has: boolean; date: string | null } {
  const value = tidyText(raw);
  if (!value) return { has: false, date: null };
  return { has: true, date: parseSourceDate(value) };
}

/** Checks the required fields of a letter and assembles the row; every problem is named. */
export function letterRow(fields: {
  company: string | null | undefined;
  letterDate: string | null | undefined;
  postedDate: string | null | undefined;
  office: string | null | undefined;
  subject: string | null | undefined;
  url?: string | null;
  response?: { has: boolean; date: string | null } | null;
  closeout?: { has: boolean; date: string | null } | null;
}): ParseResult<LetterRow> {
  const company = tidyText(fields.company);
  const letterDate = parseSourceDate(tidyText(fields.letterDate));
  const postedDate = parseSourceDate(tidyText(fields.postedDate));
  const address = fields.url ? letterAddress(fields.url) : null;
  const problems = [
    company ? null : 'no company name',
    letterDate ? null : `letter issue date ${JSON.stringify(tidyText(fields.letterDate))} is not a date`,
    postedDate ? null : `posted date ${JSON.stringify(tidyText(fields.postedDate))} is not a date`,
    fields.url && !address ? `letter URL ${JSON.stringify(fields.url)} is not a letter page address` : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0 || !letterDate || !postedDate) return fail(problems.join('; '));
  return ok({
    company_name: company,
    letter_issue_date: letterDate,
    posted_date: postedDate,
    issuing_office: normaliseOffice(fields.office),
    subject: tidyText(fields.subject) || null,
    source_url: address?.url ?? null,
    url_slug: address?.slug ?? null,
    case_id: address?.caseId ?? null,
    has_response_letter: fields.response?.has ?? null,
    response_letter_date: fields.response?.date ?? null,
    has_closeout_letter: fields.closeout?.has ?? null,
    closeout_letter_date: fields.closeout?.date ?? null,
  });
}
