import { CFR_LEVELS, nestParagraphs, splitRunInChild, type RawParagraph } from './paragraph-labels.ts';
import type { EcfrSectionBody } from './record.ts';
import { federalRegisterDates, mergeDates } from './source-notes.ts';

/** A CFR section as the three parsers read it, before it becomes a record body. */
export interface CfrSection {
  part: string;
  partHeading: string | null;
  partAuthority: string | null;
  partSource: string | null;
  subpart: string | null;
  subpartHeading: string | null;
  sectionNumber: string;
  heading: string;
  /** Paragraphs in reading order, labels split off; unlabelled ones included. */
  paragraphs: RawParagraph[];
  /** The bracketed source note (`[43 FR 45077, Sept. 29, 1978, as amended at …]`). */
  sourceNote: string | null;
  /** A section-level authority note (eCFR `SECAUTH`). */
  authorityNote: string | null;
  /** Which text of the section this is when a source holds two (`QSR`, `QMSR`). */
  version: string | null;
}

/**
 * Parts replaced as a whole, with the names of their two texts. Part 820's Quality System
 * Regulation (QSR) was replaced by the Quality Management System Regulation (QMSR; 89 FR 7496,
 * Feb. 2, 2024) effective 2026-02-02. The QMSR is the text in force and the one the live eCFR
 * serves, so it keeps the plain id; the QSR text is `21 CFR 820.30 (QSR)`.
 */
export const PART_REVISIONS: Record<string, { prior: string; revised: string; effective: string }> = {
  '820': { prior: 'QSR', revised: 'QMSR', effective: '2026-02-02' },
};

/** A CFR section that could not be read, with where it was. */
export interface CfrSectionFailure {
  ref: string;
  reason: string;
}

/**
 * The record id: `21 CFR <section>` from the CFR's own section number, so the print text, the
 * markdown and the live XML of one section share it; a second text of the same section gets its
 * version in parentheses (`21 CFR 820.30 (QSR)`).
 */
export function ecfrRecordId(section: Pick<CfrSection, 'sectionNumber' | 'version'>, plainVersion: string | null): string {
  const base = `21 CFR ${section.sectionNumber}`;
  return section.version && section.version !== plainVersion ? `${base} (${section.version})` : base;
}

/** The eCFR page of a section (the current edition, or a point-in-time one). */
export function ecfrSectionUrl(sectionNumber: string, date: string | null): string {
  const part = sectionNumber.split('.')[0]!;
  const root = date ? `https://www.ecfr.gov/on/${date}/title-21` : 'https://www.ecfr.gov/current/title-21';
  return `${root}/part-${part}/section-${sectionNumber}`;
}

/** Writes a paragraph back as text, labels first. */
function paragraphText(paragraph: RawParagraph): string {
  const labels = paragraph.labels.map((label) => `(${label})`).join('');
  return [labels, paragraph.text].filter((piece) => piece.length > 0).join(' ');
}

/**
 * Builds the record body of a section. The paragraph hierarchy is rebuilt here, once, for every
 * rendering; amendment dates are the source note's dates, or the part's `Source:` note's when the
 * section has none (the part note applies "unless otherwise noted"), plus any the caller knows
 * from elsewhere (the eCFR versions API).
 */
export function cfrSectionBody(
  section: CfrSection,
  options: {
    format: EcfrSectionBody['source_format'];
    effectiveDate: string | null;
    sourceFile: string | null;
    sourceUrl: string;
    extraAmendmentDates?: readonly string[];
  },
): EcfrSectionBody {
  const paragraphs = section.paragraphs.flatMap(splitRunInChild).filter((p) => p.text.length > 0 || p.labels.length > 0);
  const noteDates = federalRegisterDates(section.sourceNote ?? section.partSource);
  return {
    citation: `21 CFR ${section.sectionNumber}`,
    title_number: 21,
    part_number: section.part,
    part_heading: section.partHeading,
    subpart: section.subpart,
    subpart_heading: section.subpartHeading,
    section_number: section.sectionNumber,
    section_heading: section.heading,
    version: section.version,
    text: paragraphs.map(paragraphText).join('\n\n'),
    subsections: nestParagraphs(paragraphs, CFR_LEVELS),
    source_note: section.sourceNote,
    authority_note: section.authorityNote,
    part_authority: section.partAuthority,
    part_source: section.partSource,
    effective_date: options.effectiveDate,
    amendment_dates: mergeDates(noteDates, options.extraAmendmentDates ?? []),
    source_format: options.format,
    source_file: options.sourceFile,
    source_url: options.sourceUrl,
  };
}

/** A section heading without its `§ 211.1` prefix and closing period: `Scope`. */
export function cleanHeading(heading: string): string {
  return heading
    .replace(/\s+/g, ' ')
    .replace(/^§+\s*[\d.]+[a-z]?\s*/, '')
    .replace(/\.$/, '')
    .trim();
}
