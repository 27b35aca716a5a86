import { joinWrapped, type BodyLine } from './page-text.ts';

/**
 * The section outline of an ICH guideline, read from its body text.
 *
 * ICH guidelines number their sections `1.`, `1.1`, `3.10.1`; annexes and appendices number
 * theirs `I.1` (Q9) or `A.2.1` (E6(R3)); E6(R3) groups its text under roman divisions (`II.
 * PRINCIPLES OF ICH GCP`, `III. ANNEX 1`) whose numbering restarts; FDA's edition of Q8(R2)
 * numbers with roman numerals and letters and gives the ICH number in parentheses (`B. Drug
 * Product (2.2)`). A numbered line only counts as a heading when its number follows the
 * previous one (a child `.1`, or the next number at some level): a numbered list inside the text
 * (`1. What might go wrong?` under 4.3) is not a section.
 */

/** How one guideline numbers its sections. */
export interface OutlineProfile {
  /** `II.`, `III.` divisions (E6(R3)). */
  romanDivisions?: boolean;
  /** Divisions whose numbering repeats another's and is therefore written `II.1` (E6(R3) principles). */
  prefixedDivisions?: readonly string[];
  /** ICH numbers in parentheses at the end of headings (FDA editions). */
  parentheticalNumbers?: boolean;
  /** Lines that open a part with its own numbering, written with a prefix (`Annex 2.4`). */
  scopes?: ReadonlyArray<{ pattern: RegExp; number: string; title: string }>;
}

/** One section: its number (`3.10.1`, `II.1`, `Annex I`, `A.2`), title and own text. */
export interface OutlineSection {
  number: string;
  title: string | null;
  text: string | null;
  parent: string | null;
  depth: number;
  /** The file the heading was read from (see `BodyLine.source`). */
  source: string | null;
}

/**
 * The numbering in force: `plain` numbers (`3.10.1`, written with `written` in front: `II.` for
 * E6(R3)'s principles, `Annex ` in Q8(R2)'s annex), numbers behind a letter (`I.1` in Q9's
 * Annex I, `A.2` in E6(R3)'s Appendix A), or none (a table-only annex, the glossary).
 */
type Numbering = { kind: 'plain'; written: string } | { kind: 'lettered'; letter: string } | { kind: 'none' };

interface Heading {
  number: string;
  /** Numeric path within the current numbering, for the sequence check; null for named headings. */
  path: number[] | null;
  parent: string | null;
  /** Title text on the heading line itself (may be empty: then the next lines hold it). */
  rest: string;
  /** The heading opens a new numbering (a division, annex, appendix). */
  opens?: Numbering;
  /** Parenthetical headings cover several ICH numbers; the last one continues the sequence. */
  lastPath?: number[];
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'with', 'vs', 'vs.', 'its', 'their', 'per']);
const ROMAN = /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})$/;

/**
 * A heading's title rather than the first words of a numbered paragraph: short, without a
 * closing full stop, in upper case or title case (`Risk Management`, `Quality Risk Management as
 * Part of development`), as opposed to a sentence (`The sponsor should…`).
 */
export function looksLikeTitle(text: string): boolean {
  const value = text.trim().replace(/\s*\*$/, '');
  if (value.length === 0 || value.length > 160 || /[.;,:]$/.test(value)) return false;
  if (value === value.toUpperCase() && /[A-Z]/.test(value)) return true;
  const words = value.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word) && !SMALL_WORDS.has(word.toLowerCase()));
  if (words.length === 0) return false;
  const capitalised = words.filter((word) => /^[A-Z]/.test(word)).length;
  return capitalised / words.length >= 0.6;
}

/**
 * A child `.1` of the previous number, or the next number at one of its levels; one number may be
 * skipped (a heading extraction lost must not cost the rest of the chapter).
 */
function isNext(previous: number[] | null, next: number[]): boolean {
  if (!previous) return next.every((part) => part === 1) && next.length <= 2;
  if (next.length === previous.length + 1 && next.slice(0, -1).every((part, index) => part === previous[index]) && next.at(-1) === 1) return true;
  for (let level = 1; level <= previous.length; level += 1) {
    const step = next.at(-1)! - previous[level - 1]!;
    if (next.length === level && next.slice(0, -1).every((part, index) => part === previous[index]) && (step === 1 || step === 2)) return true;
  }
  return false;
}

const romanValue = (roman: string) => ({ I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10 })[roman] ?? 0;

/**
 * Reads the sections of a guideline body. Text before the first heading (the title page and
 * preamble that survive the contents cut) is not a section.
 */
export function parseOutline(lines: readonly BodyLine[], profile: OutlineProfile = {}): OutlineSection[] {
  const sections: Array<OutlineSection & { pieces: string[][] }> = [];
  const depthOf = new Map<string, number>();
  let numbering: Numbering = { kind: 'plain', written: '' };
  let numberingParent: string | null = null;
  let last: number[] | null = null;
  let divisionOrdinal = 0;
  let annexOrdinal = 0;
  let scopeMarker: string | null = null;
  let lettered: { parent: string; last: number } | null = null;
  let appendixCount = 0;

  // A numbered reference list follows a top-level REFERENCES heading (Q9(R1): `9.`, `10.` …): its
  // items are text, not chapters, until an annex or appendix opens a new numbering.
  let inReferences = false;

  const numberedHeading = (path: number[], rest: string, lastPath?: number[]): Heading | null => {
    if (numbering.kind === 'none' || !isNext(last, path)) return null;
    if (path.length === 1 && numbering.kind === 'plain' && numbering.written === '') {
      if (inReferences) return null;
      // A chapter heading reads as a title (`3. PERSONNEL`); a numbered list item inside a section
      // reads as a sentence (Q7 2.22: `3. Reviewing completed batch production …`).
      if (rest.trim() !== '' && !looksLikeTitle(rest)) return null;
    }
    const written = numbering.kind === 'plain' ? numbering.written : `${numbering.letter}.`;
    const parent = path.length > 1 ? `${written}${path.slice(0, -1).join('.')}` : numberingParent;
    return { number: `${written}${path.join('.')}`, path, parent, rest, ...(lastPath ? { lastPath } : {}) };
  };

  const detect = (text: string): Heading | null => {
    const line = text.trim().replace(/\s+/g, ' ');
    for (const marker of profile.scopes ?? []) {
      if (marker.pattern.test(line)) {
        scopeMarker = marker.number;
        return { number: marker.number, path: null, parent: null, rest: marker.title, opens: { kind: 'plain', written: `${marker.number} ` } };
      }
    }
    if (profile.romanDivisions) {
      const division = /^([IVX]+)\.\s+([A-Z][A-Z0-9 ,;:'’()/&–—-]*[A-Z0-9)])$/.exec(line);
      if (division && ROMAN.test(division[1]!) && romanValue(division[1]!) === divisionOrdinal + 1) {
        divisionOrdinal += 1;
        const written = profile.prefixedDivisions?.includes(division[1]!) ? `${division[1]}.` : '';
        return { number: division[1]!, path: null, parent: null, rest: division[2]!, opens: { kind: 'plain', written } };
      }
    }
    // Q9(R1) writes its annex headings in capitals (`ANNEX I: QUALITY RISK MANAGEMENT …`).
    const annex = /^Annex\s+([IVX]+|\d+)\s*[:.]?\s*(.*)$/i.exec(line);
    if (annex) {
      const arabic = /^\d+$/.test(annex[1]!);
      const ordinal = arabic ? Number(annex[1]) : romanValue(annex[1]!);
      if (ordinal === annexOrdinal + 1 && (annex[2] === '' || looksLikeTitle(annex[2]!))) {
        annexOrdinal = ordinal;
        // Q9's Annex I numbers its sections I.1, I.2; Q10's Annex 1 is a table without sections.
        return { number: `Annex ${annex[1]}`, path: null, parent: scopeMarker, rest: annex[2]!, opens: arabic ? { kind: 'none' } : { kind: 'lettered', letter: annex[1]! } };
      }
    }
    const appendix = /^Appendix\s+([A-Z]|\d+)\s*[:.]?\s*(.*)$/.exec(line);
    const appendixOrdinal = appendix ? (/^\d+$/.test(appendix[1]!) ? Number(appendix[1]) : appendix[1]!.charCodeAt(0) - 64) : 0;
    // In order (a sentence ending "…presented in\nAppendix 2." is not the appendix).
    if (appendix && appendixOrdinal === appendixCount + 1 && (appendix[2] === '' || looksLikeTitle(appendix[2]!))) {
      appendixCount = appendixOrdinal;
      const number = `Appendix ${appendix[1]}`;
      lettered = { parent: number, last: 0 };
      return { number, path: null, parent: scopeMarker, rest: appendix[2]!, opens: /^[A-Z]$/.test(appendix[1]!) ? { kind: 'lettered', letter: appendix[1]! } : { kind: 'none' } };
    }
    if (/^GLOSSARY$/i.test(line) && !sections.some((section) => section.number === 'Glossary')) {
      return { number: 'Glossary', path: null, parent: null, rest: line, opens: { kind: 'none' } };
    }
    if (profile.parentheticalNumbers) {
      const head = /^(?:(?:[IVX]+|[A-Z]|\d+)\.\s+)?(.+?)\s*\((\d+(?:\.\d+)*)((?:,\s*\d+(?:\.\d+)*)*)\)\s*\d*$/.exec(line);
      if (head && looksLikeTitle(head[1]!)) {
        const extra = head[3]!.split(',').map((piece) => piece.trim()).filter(Boolean);
        const heading = numberedHeading(head[2]!.split('.').map(Number), head[1]!, extra.length > 0 ? extra.at(-1)!.split('.').map(Number) : undefined);
        if (heading) return heading;
      }
      // Lettered headings of an appendix (`A. Use of a Risk Assessment Tool`).
      const letter = /^([A-Z])\.\s+(.+)$/.exec(line);
      if (letter && lettered && letter[1]!.charCodeAt(0) - 64 === lettered.last + 1 && looksLikeTitle(letter[2]!)) {
        lettered.last += 1;
        return { number: `${lettered.parent}.${letter[1]}`, path: null, parent: lettered.parent, rest: letter[2]! };
      }
      return null;
    }
    const numbered = /^(?:([A-Z]|[IVX]+)\.)?(\d+(?:\.\d+)*)(\.?)\s+(\S.*)$/.exec(line);
    if (!numbered) return null;
    // A top-level number is written `2.`; `2 For convenience, …` is a footnote at a page foot.
    if (!numbered[1] && !numbered[2]!.includes('.') && numbered[3] !== '.') return null;
    // `I.1` counts only in Annex I and `A.2` only in Appendix A; plain numbers only outside them.
    const letter = numbered[1] ?? null;
    if ((numbering.kind === 'lettered' ? numbering.letter : null) !== letter) return null;
    return numberedHeading(numbered[2]!.split('.').map(Number), numbered[4]!);
  };

  let open: (OutlineSection & { pieces: string[][] }) | null = null;
  for (const line of profile.parentheticalNumbers ? joinWrappedHeadings(lines) : lines) {
    // `APPENDICES` announces the appendices that follow; it is neither a section nor text.
    if (/^\s*APPENDICES\s*$/.test(line.text)) continue;
    const heading = detect(line.text);
    if (heading) {
      if (heading.opens) {
        numbering = heading.opens;
        numberingParent = heading.number;
        last = null;
        inReferences = false;
      } else last = heading.lastPath ?? heading.path ?? last;
      if (heading.path?.length === 1 && /^REFERENCES\b/i.test(heading.rest.trim())) inReferences = true;
      const depth = heading.parent && depthOf.has(heading.parent) ? depthOf.get(heading.parent)! + 1 : (heading.path?.length ?? 1);
      depthOf.set(heading.number, depth);
      const rest = heading.rest.trim();
      open = { number: heading.number, title: null, text: null, parent: heading.parent, depth, source: line.source ?? null, pieces: [rest ? [rest] : []] };
      sections.push(open);
      continue;
    }
    if (!open) continue;
    const pieces = (open as OutlineSection & { pieces: string[][] }).pieces;
    if (line.blankBefore && pieces[pieces.length - 1]!.length > 0) pieces.push([]);
    pieces[pieces.length - 1]!.push(line.text);
  }

  return sections.map(({ pieces, ...section }) => {
    const { title, paragraphs } = splitTitle(pieces.filter((piece) => piece.length > 0));
    const text = paragraphs.map(joinWrapped).filter((paragraph) => paragraph.length > 0);
    return { ...section, title, text: text.length > 0 ? text.join('\n\n') : null };
  });
}

const PARENTHETICAL_END = /\(\d+(?:\.\d+)*(?:,\s*\d+(?:\.\d+)*)*\)\s*\d*$/;

/**
 * Joins a labelled heading wrapped before its ICH number (`C. Risk Assessment: Linking … to` /
 * `Drug Product CQAs (2.3)`), so the heading is read whole.
 */
function joinWrappedHeadings(lines: readonly BodyLine[]): BodyLine[] {
  const out: BodyLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (next && !next.blankBefore && /^\s*(?:[IVX]+|[A-Z]|\d+)\.\s+[A-Z]/.test(line.text) && !PARENTHETICAL_END.test(line.text) && PARENTHETICAL_END.test(next.text) && next.text.trim().length < 80) {
      out.push({ ...line, text: `${line.text.trimEnd()} ${next.text.trim()}` });
      index += 1;
    } else out.push(line);
  }
  return out;
}

/**
 * The title of a section from its lead block (the heading line and the lines up to the first
 * blank line): all of it when it reads as a title (a title wrapped over two or three lines), else
 * its first line when that does (a run-in subheading or the text follows at once, as in pdf.js
 * output, which has no blank lines), else none (a numbered paragraph: `3.1.1 When planning…`).
 */
function splitTitle(paragraphs: string[][]): { title: string | null; paragraphs: string[][] } {
  const [lead, ...body] = paragraphs;
  if (!lead) return { title: null, paragraphs: [] };
  // Only a long head wraps, its tail is shorter than the head (text lines run the page's width:
  // `Nonclinical Studies` is not continued by the subheading `Introduction`), and an upper-case
  // title continues in upper case (`REFERENCES` is not continued by the first reference).
  const upper = (line: string) => line.trim() === line.trim().toUpperCase();
  const head = lead[0]!.trim();
  const continues = (line: string) =>
    head.length >= 40 && line.trim().length >= 3 && line.trim().length <= head.length && looksLikeTitle(line) && (!upper(head) || upper(line));
  const whole = joinWrapped(lead).replace(/\s*\*$/, '');
  if (lead.length <= 3 && looksLikeTitle(whole) && lead.slice(1).every(continues)) return { title: whole, paragraphs: body };
  if (lead.length > 1 && looksLikeTitle(lead[0]!)) {
    // A title wrapped onto a line that reads as a title itself (`Standards and ICH Q7`), not onto
    // the first line of the text or a run-in subheading (`Inspection and assessment activities`).
    let end = 1;
    while (end < Math.min(lead.length - 1, 3) && continues(lead[end]!) && looksLikeTitle(joinWrapped(lead.slice(0, end + 1)))) end += 1;
    return { title: joinWrapped(lead.slice(0, end)), paragraphs: [lead.slice(end), ...body] };
  }
  return { title: null, paragraphs };
}
