import { flattenWhitespace } from '../ecfr-title21/source-notes.ts';
import { nestParagraphs, USC_LEVELS, type RawParagraph } from '../ecfr-title21/paragraph-labels.ts';
import type { FdcaSectionBody } from './record.ts';

/** A U.S. Code section as both parsers read it, before it becomes a record body. */
export interface UscSection {
  /** `351`, `360bbb-3a` (the Code's en dash written as a hyphen). */
  sectionNumber: string;
  heading: string;
  /** The subchapter part, `Part A—Drugs and Devices`, when the rendering says. */
  part: string | null;
  paragraphs: RawParagraph[];
  sourceCredit: string | null;
  notes: Array<{ heading: string; text: string }>;
  currentThrough: string | null;
}

/** A section that could not be read, with where it was. */
export interface UscSectionFailure {
  ref: string;
  reason: string;
}

const SECTION_HEAD = /^§\s*(\d+[a-z]*(?:\s*[–-]\s*\d+[a-z]*)?)\.\s*(.*)$/;
const RANGE_HEAD = /^§§\s*(.+?)\.\s*(.*)$/;

/**
 * Reads a section heading as the Code prints it: `§351. Adulterated drugs and devices`,
 * `§360bbb–3a. Emergency use…`, `§356l. …` (after markdown emphasis is removed). `range` is set
 * for `§§360aaa to 360aaa–6. Omitted`, a run of numbers with no text.
 */
export function parseSectionHeading(raw: string): { number: string; heading: string } | { range: string; heading: string } | null {
  const text = flattenWhitespace(raw.replace(/\*+/g, ''));
  const range = RANGE_HEAD.exec(text);
  if (range) return { range: range[1]!.replace(/\s*[–-]\s*/g, '-'), heading: range[2]! };
  const single = SECTION_HEAD.exec(text);
  if (!single) return null;
  return { number: single[1]!.replace(/\s*[–-]\s*/g, '-'), heading: single[2]!.replace(/\.$/, '') };
}

/**
 * The FD&C Act's own section number, from the source credit: the Act is "act June 25, 1938,
 * ch. 675", so `(June 25, 1938, ch. 675, §501, 52 Stat. 1049; …)` is FD&C Act § 501 and
 * `ch. 675, §505–1, as added …` is § 505-1. Sections enacted by other laws and only classified
 * to this subchapter (e.g. 21 U.S.C. 360a-1, Pub. L. 110–85) have none: null.
 */
export function fdcaSectionOf(sourceCredit: string | null): string | null {
  const match = /ch\.\s*675,\s*§+\s*(\d+[A-Z]*(?:\s*[–-]\s*\d+)?)/.exec(sourceCredit ?? '');
  return match ? match[1]!.replace(/\s*[–-]\s*/, '-') : null;
}

/** uscode.house.gov's page of one section of title 21. */
export function uscodeSectionUrl(sectionNumber: string): string {
  return `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title21-section${sectionNumber}&num=0&edition=prelim`;
}

/** The record id: `21 U.S.C. <section>`, the Code's own key, the same in every rendering. */
export function uscRecordId(sectionNumber: string): string {
  return `21 U.S.C. ${sectionNumber}`;
}

/**
 * Builds a record body. A repealed section keeps its number with the repeal note as text, so a
 * citation of it still resolves (to a section saying it was repealed).
 */
export function uscSectionBody(
  section: UscSection,
  options: { format: FdcaSectionBody['source_format']; sourceFile: string | null; edition: string | null },
): FdcaSectionBody {
  const repealed = /^Repealed\b/i.test(section.heading);
  const paragraphText = (p: RawParagraph) => {
    const labels = p.labels.map((label) => `(${label})`).join('');
    const heading = p.heading && !p.text.startsWith(p.heading) ? p.heading : '';
    return [labels, heading, p.text].filter((piece) => piece.length > 0).join(' ');
  };
  const text = section.paragraphs.map(paragraphText).filter((piece) => piece.length > 0).join('\n\n');
  return {
    citation: `21 U.S.C. ${section.sectionNumber}`,
    usc_title: 21,
    usc_section: section.sectionNumber,
    fdca_section: fdcaSectionOf(section.sourceCredit) ?? (repealed ? fdcaSectionOf(text) : null),
    heading: section.heading,
    status: repealed ? 'repealed' : 'in_force',
    part: section.part,
    text: text || section.heading,
    subsections: nestParagraphs(section.paragraphs, USC_LEVELS),
    source_credit: section.sourceCredit,
    notes: section.notes,
    current_through: section.currentThrough,
    edition: options.edition,
    source_format: options.format,
    source_file: options.sourceFile,
    source_url: uscodeSectionUrl(section.sectionNumber),
  };
}
