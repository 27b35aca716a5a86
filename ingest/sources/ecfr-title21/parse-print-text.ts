import { isoDate } from '../../formats/dates.ts';
import { cleanHeading, type CfrSection, type CfrSectionFailure } from './cfr-section.ts';
import { splitLeadingLabels, type RawParagraph } from './paragraph-labels.ts';
import { flattenWhitespace } from './source-notes.ts';

/**
 * Parser of the eCFR "print" rendering of one CFR part (the PDF the eCFR site prints, as text:
 * `pdftotext -layout`, or pdf.js when only the PDF exists).
 *
 * Layout facts it relies on (see the fixture): pages are separated by form feeds; each page
 * starts with `21 CFR Part 211 (up to date as of 4/09/2026)`, a right-aligned citation and the
 * part's running title, and ends with `21 CFR 211.22(a) (enhanced display)   page 4 of 29`; a
 * table of contents precedes the `PART 211—…` heading; structure lines (`Subpart B—…`,
 * `§ 211.22 …`, source notes `[43 FR …]`) start in column 0, while paragraph labels are indented
 * and their continuation lines indented further.
 */

export interface PrintTextPart {
  part: string | null;
  /** The "up to date as of" date of the print. */
  asOfDate: string | null;
  sections: CfrSection[];
  /** Sections marked `[Reserved]`: numbers with no text, not published. */
  reserved: string[];
  failures: CfrSectionFailure[];
}

interface Line {
  text: string;
  indent: number;
  /** A blank line precedes this one on the same page. */
  blankBefore: boolean;
}

const HEADER = /^21 CFR Part \d+ \((?:up to date as of [\d/]+|[A-Z][a-z]+\.? \d{1,2}, \d{4})\)$/;
const RUNNING_CITATION = /^21 CFR \d+(?:\.\d+[a-z]?)?(?:\([A-Za-z0-9]+\))*$/;
const FOOTER = /\(enhanced display\)\s+page \d+ of \d+$|^page \d+ of \d+$/;
const PART_HEAD = /^PART (\d+)\s*[—–-]\s*(.*)$/;
const SUBPART_HEAD = /^Subpart ([A-Z]{1,2})\s*[—–-]\s*(.+)$/;
const SECTION_HEAD = /^§\s*(\d+\.\d+[a-z]?)((?:\s*[-–—]\s*(?:§\s*)?\d+\.\d+[a-z]?)?)\s+(.*)$/;
/** `Subparts C—D [Reserved]`: subpart letters kept free, with no sections. */
const RESERVED_SUBPARTS = /^Subparts? [A-Z]{1,2}(?:\s*[—–-]\s*[A-Z]{1,2})?\s*\[Reserved\]$/;
const PART_NOTE = /^(Authority|Source|Cross References?|Editorial Notes?|Effective Date Notes?):\s*(.*)$/;

/** The "up to date as of" date of a print, from its running header or its file name. */
export function printAsOfDate(text: string, fileName = ''): string | null {
  const header = /up to date as of (\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (header) return isoDate(Number(header[3]), Number(header[1]), Number(header[2]));
  const named = /(\d{4})-(\d{2})-(\d{2})/.exec(fileName);
  return named ? isoDate(Number(named[1]), Number(named[2]), Number(named[3])) : null;
}

/** Removes each page's running header and footer; returns the body lines with layout facts. */
function bodyLines(text: string): Line[] {
  const lines: Line[] = [];
  let runningTitle: string | null = null;
  for (const page of text.split('\f')) {
    const rows = page.split('\n').map((row) => row.replace(/\s+$/, ''));
    // Footer: trailing blank lines and the "(enhanced display) page N of M" line.
    while (rows.length > 0 && (rows[rows.length - 1]!.trim() === '' || FOOTER.test(rows[rows.length - 1]!.trim()))) rows.pop();
    // Header: the two citation lines and the running title, within the first few lines.
    let start = 0;
    let seenHeader = false;
    while (start < rows.length && start < 8) {
      const trimmed = rows[start]!.trim();
      if (trimmed === '') start += 1;
      else if (HEADER.test(trimmed) || (seenHeader && RUNNING_CITATION.test(trimmed))) {
        seenHeader = true;
        start += 1;
      } else if (seenHeader && runningTitle === null && !PART_HEAD.test(trimmed) && !trimmed.startsWith('§')) {
        runningTitle = trimmed;
        start += 1;
      } else if (seenHeader && trimmed === runningTitle) start += 1;
      else break;
    }
    let blank = false;
    let first = true;
    for (const row of rows.slice(start)) {
      if (row.trim() === '') {
        blank = true;
        continue;
      }
      lines.push({ text: row.trim(), indent: row.length - row.trimStart().length, blankBefore: blank && !first });
      blank = false;
      first = false;
    }
  }
  return lines;
}

function joinLines(pieces: readonly string[]): string {
  let out = '';
  for (const piece of pieces) {
    if (out.endsWith('-') && /^[a-z]/.test(piece)) out += piece;
    else out += out ? ` ${piece}` : piece;
  }
  return flattenWhitespace(out);
}

interface OpenParagraph {
  labels: string[];
  pieces: string[];
  /** Indentation continuation lines of this paragraph have (or are expected to have). */
  continuationIndent: number;
  indent: number;
  lines: number;
}

interface OpenSection {
  number: string;
  headingPieces: string[];
  headingOpen: boolean;
  paragraphs: OpenParagraph[];
  noteLines: string[];
  noteOpen: boolean;
  subpart: string | null;
  subpartHeading: string | null;
  source: string | null;
}

/**
 * Reads every section of the part. A section is reported as a failure (not thrown) when it has
 * no text; `[Reserved]` numbers are listed apart. Throws only when no `PART n—` heading exists
 * (the file is not an eCFR print of a part).
 */
export function parsePrintText(text: string, fileName = ''): PrintTextPart {
  const laidOut = bodyLines(text);
  const asOfDate = printAsOfDate(text, fileName);
  const partIndex = laidOut.findIndex((line) => PART_HEAD.test(line.text));
  if (partIndex < 0) throw new Error('no "PART n—" heading: not an eCFR print of a CFR part');
  // Structure lines sit at the left margin, which is column 0 in pdftotext output but a few
  // columns in, as on the page, in pdf.js output: indentation is measured from the part heading.
  const margin = laidOut[partIndex]!.indent;
  const lines = laidOut.map((line) => ({ ...line, indent: Math.max(0, line.indent - margin) }));
  // Text without any indentation: paragraphs can then only be told apart by their labels.
  const flatLayout = !lines.some((line) => line.indent > 0);
  const partMatch = PART_HEAD.exec(lines[partIndex]!.text)!;
  const part = partMatch[1]!;
  const headingPieces = [partMatch[2]!];
  let index = partIndex + 1;
  while (index < lines.length && !lines[index]!.blankBefore && lines[index]!.indent === 0 && !PART_NOTE.test(lines[index]!.text) && !SUBPART_HEAD.test(lines[index]!.text) && !SECTION_HEAD.test(lines[index]!.text)) {
    headingPieces.push(lines[index]!.text);
    index += 1;
  }
  const partHeading = joinLines(headingPieces) || null;

  const result: PrintTextPart = { part, asOfDate, sections: [], reserved: [], failures: [] };
  let partAuthority: string | null = null;
  let partSource: string | null = null;
  let subpart: string | null = null;
  let subpartHeading: string | null = null;
  let subpartSource: string | null = null;
  let note: { kind: string; pieces: string[] } | null = null;
  let section: OpenSection | null = null;

  const closeNote = () => {
    if (!note) return;
    const value = joinLines(note.pieces) || null;
    if (note.kind === 'Authority') partAuthority = value;
    else if (note.kind === 'Source') {
      if (subpart) subpartSource = value;
      else partSource = value;
    }
    note = null;
  };
  const closeSection = () => {
    if (!section) return;
    const done = section;
    section = null;
    const ref = `§ ${done.number}`;
    const paragraphs: RawParagraph[] = done.paragraphs.map((p) => ({ labels: p.labels, text: joinLines(p.pieces), ...(flatLayout ? {} : { indent: p.indent }) }));
    if (paragraphs.every((p) => p.text.length === 0)) {
      result.failures.push({ ref, reason: `§ ${done.number} has no text` });
      return;
    }
    result.sections.push({
      part,
      partHeading,
      partAuthority,
      partSource: done.source,
      subpart: done.subpart,
      subpartHeading: done.subpartHeading,
      sectionNumber: done.number,
      heading: cleanHeading(joinLines(done.headingPieces)),
      paragraphs,
      sourceNote: done.noteLines.length > 0 ? joinLines(done.noteLines) : null,
      authorityNote: null,
      version: null,
    });
  };

  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    const structural = line.indent === 0 || flatLayout;
    if (structural && SUBPART_HEAD.test(line.text)) {
      closeNote();
      closeSection();
      const match = SUBPART_HEAD.exec(line.text)!;
      subpart = match[1]!;
      subpartHeading = flattenWhitespace(match[2]!);
      subpartSource = null;
      continue;
    }
    if (structural && RESERVED_SUBPARTS.test(line.text)) {
      closeNote();
      closeSection();
      continue;
    }
    if (structural && SECTION_HEAD.test(line.text)) {
      closeNote();
      closeSection();
      const match = SECTION_HEAD.exec(line.text)!;
      if (match[2] || /\[Reserved\]/i.test(match[3]!)) {
        result.reserved.push(`${match[1]}${match[2] ? match[2].replace(/\s+/g, '') : ''}`);
        continue;
      }
      section = {
        number: match[1]!,
        headingPieces: [match[3]!],
        headingOpen: !/[.\]]$/.test(match[3]!.trim()),
        paragraphs: [],
        noteLines: [],
        noteOpen: false,
        subpart,
        subpartHeading,
        source: subpartSource ?? partSource,
      };
      continue;
    }
    if (!section) {
      const partNote = structural ? PART_NOTE.exec(line.text) : null;
      if (partNote) {
        closeNote();
        note = { kind: partNote[1]!, pieces: [partNote[2]!] };
      } else if (note && !line.blankBefore) note.pieces.push(line.text);
      else closeNote();
      continue;
    }
    const open: OpenSection = section;
    if (open.headingOpen && structural && !line.blankBefore && splitLeadingLabels(line.text).labels.length === 0) {
      open.headingPieces.push(line.text);
      open.headingOpen = !/[.\]]$/.test(line.text);
      continue;
    }
    open.headingOpen = false;
    if (open.noteOpen || (structural && line.text.startsWith('[') && /\bFR\b/.test(line.text))) {
      open.noteLines.push(line.text);
      open.noteOpen = !line.text.includes(']');
      continue;
    }
    const split = splitLeadingLabels(line.text);
    const current = open.paragraphs[open.paragraphs.length - 1];
    const labelled = split.labels.length > 0;
    // Blank lines part paragraphs in pdftotext output, but a page break hides them and pdf.js
    // output has none: a label line starts a paragraph unless it sits exactly where the open
    // paragraph's continuation lines sit and continues a sentence (`… in paragraph` / `(b) of
    // this section`). pdf.js puts a first subparagraph `(1)` in that very column after `…the
    // following procedures:`, hence the punctuation test.
    const previous = current?.pieces[current.pieces.length - 1] ?? '';
    const startsParagraph =
      !current ||
      line.blankBefore ||
      (labelled && (flatLayout || line.indent !== current.continuationIndent || /[.:;—]$/.test(previous)));
    if (startsParagraph) {
      // Continuation lines align with the text after the label.
      const textColumn = labelled ? line.indent + line.text.length - split.rest.length : line.indent;
      open.paragraphs.push({ labels: split.labels, pieces: labelled ? [split.rest] : [line.text], continuationIndent: textColumn, indent: line.indent, lines: 1 });
    } else {
      if (current.lines === 1) current.continuationIndent = line.indent;
      current.pieces.push(line.text);
      current.lines += 1;
    }
  }
  closeNote();
  closeSection();
  return result;
}
