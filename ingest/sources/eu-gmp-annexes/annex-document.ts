import { z } from 'zod';
import { isoDate, parseSourceDate } from '../../formats/dates.ts';
import { chunkDocument } from '../rule-documents/chunker.ts';
import { RuleDocumentRecord, Text } from '../rule-documents/record.ts';

/**
 * One EU GMP annex (EudraLex Volume 4) as a rule document. SPEC-DECISIONS 26 files EU GMP annexes
 * under the `ema` source id (EU regulatory guidance, EMA and European Commission); `publisher`
 * says they are the Commission's.
 */
export const EU_COMMISSION = 'European Commission';

export const EuGmpAnnexRecord = RuleDocumentRecord.extend({
  source_id: z.literal('ema'),
  publisher: z.literal(EU_COMMISSION),
  /** The annex number of EudraLex Volume 4 (`1`, `11`, `15`). */
  annex: Text,
  /** The Commission's document reference on the cover (`C(2022) 5938 final`), null when none is printed. */
  commission_reference: Text.nullable(),
  text_source: z.literal('pdf-text'),
});
export type EuGmpAnnexRecord = z.infer<typeof EuGmpAnnexRecord>;

const DATE_TEXT = /\b(\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4})\b/;

/** The annex number and title its cover prints (`Annex 11: Computerised Systems`, or `Annex 1` then the title line). */
export function annexHeading(text: string): { annex: string; title: string } | null {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+/g, ' ').trim());
  for (const [index, line] of lines.slice(0, 80).entries()) {
    const match = /^Annex\s+(\d{1,2})\s*(?::\s*(.+))?$/i.exec(line);
    if (!match) continue;
    const title = match[2] ?? lines.slice(index + 1).find((next) => next !== '');
    if (title) return { annex: match[1]!, title: title.trim() };
  }
  return null;
}

/**
 * The cover's dates: issue from `Brussels, 22.8.2022` or `Brussels, 30 March 2015` (null when the
 * cover gives none, as Annex 11's does), effective from the first date after `Deadline for coming
 * into operation:` (Annex 1 lists a second, later deadline for one point; the first is the annex's).
 */
export function annexDates(text: string): { issue_date: string | null; effective_date: string | null } {
  const head = text.slice(0, 8_000).replace(/\s+/g, ' ');
  const brussels = /Brussels,\s*(?:(\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{1,2}\s+[A-Z][a-z]+\s+\d{4}))/.exec(head);
  const issue = brussels ? (brussels[4] ? parseSourceDate(brussels[4]) : isoDate(Number(brussels[3]), Number(brussels[2]), Number(brussels[1]))) : null;
  const deadline = /Deadline for coming into operation:\s*(?:-\s*)?(.{0,80})/i.exec(head);
  const effectiveText = deadline ? DATE_TEXT.exec(deadline[1]!)?.[1] : undefined;
  return { issue_date: issue, effective_date: effectiveText ? parseSourceDate(effectiveText) : null };
}

/** The rule-document body of one annex's pdftotext; null when the cover names no annex. */
export function euGmpAnnexBody(text: string, sourceFile: string): EuGmpAnnexRecord | null {
  const heading = annexHeading(text);
  if (!heading) return null;
  const dates = annexDates(text);
  const reference = /\b(C\(\d{4}\)\s*\d+\s*final|Ares\(\d{4}\)\d+)/i.exec(text.slice(0, 4_000))?.[1] ?? null;
  return {
    source_id: 'ema',
    publisher: EU_COMMISSION,
    document_type: 'EU GMP annex',
    reference: `EudraLex Vol. 4 Annex ${heading.annex}`,
    title: `EU GMP Annex ${heading.annex}: ${heading.title}`,
    issue_date: dates.issue_date,
    issue_month: dates.issue_date?.slice(0, 7) ?? null,
    effective_date: dates.effective_date,
    updated_date: null,
    status: 'final',
    therapeutic_area: null,
    url: 'https://health.ec.europa.eu/medicinal-products/eudralex/eudralex-volume-4_en',
    source_file: sourceFile,
    part: null,
    chunks: chunkDocument(text, { style: 'plain' }),
    annex: heading.annex,
    commission_reference: reference,
    text_source: 'pdf-text',
  };
}
