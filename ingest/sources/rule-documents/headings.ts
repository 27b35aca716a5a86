/**
 * Heading detection for regulatory documents, so chunks can follow the document's sections.
 *
 * Two styles:
 * - `markdown`: ATX headings (`#`, `##`, ...), for text that really is markdown.
 * - `plain`: text extracted from PDFs (pdftotext, pdf.js, the converted "markdown" of the mirror,
 *   which has no markdown headings). Publishers number their sections, and the numbering is what
 *   can be trusted: FDA's "I. INTRODUCTION" / "A. Scope" (roman, then letters), the decimal
 *   "1 Introduction" / "1.1 Scope" of EU documents, plus unnumbered "Appendix A ...", "Annex I ..."
 *   and a few standard section names standing alone ("Introduction", "Scope", "References").
 *
 * A numbered line is only a heading when it belongs to the document's longest run of section
 * numbers that follow each other (II after I, B after A, 2.3 after 2.2, 3 after 2.3): that is what
 * separates "2 Definitions" from a footnote "2 See Annex II" or a numbered list item. Table-of-
 * contents entries (dot leaders) are never headings. A document numbers its sections either the
 * roman or the decimal way, whichever forms the longer run; list items of the other kind stay text.
 */

/** A heading found at `start`, spanning lines `start` to `end - 1` (a numeral may sit on its own line). */
export interface Heading {
  start: number;
  end: number;
  /** 1 = top-level section: chunks never cross a level-1 heading. */
  level: number;
  /** As written, whitespace normalised: "IV. RECOMMENDATIONS", "B. Process Validation", "2.1 Scope". */
  label: string;
}

export type HeadingStyle = 'markdown' | 'plain';

const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10 };
const MAX_ROMAN = 30;
/** A table-of-contents line: dot leaders (". . . ." or "....") or ellipsis runs, usually with a page number. */
export const LEADER = /(?:\.\s?){5,}|…{2,}|_{6,}/;
/** A section number standing alone on its line ("IV.", "B.", "2.1"), its title on the next line. */
export const BARE_MARKER = /^(?:[IVX]{1,5}|[A-Z]|\d{1,2}(?:\.\d{1,2}){0,2})\.?$/;
const STANDALONE_SECTION =
  /^(?:introduction|scope|background|purpose|definitions|glossary|references|abbreviations|acronyms|list of (?:abbreviations|acronyms)|table of contents|contents|executive summary|summary|conclusions?|bibliography|preface|questions and answers)\s*:?$/i;
const APPENDIX = /^(?:appendix|attachment|annex)\s+(?:[A-Z]{1,4}|\d{1,2})\b(?:[.:\-–—]\s*|\s+|$)/i;

/** Value of a roman numeral from I to XXX written the usual way; null otherwise. */
export function romanValue(numeral: string): number | null {
  if (!/^(?:X{0,3})(?:IX|IV|V?I{0,3})$/.test(numeral) || numeral === '') return null;
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = ROMAN_VALUES[numeral[i]!]!;
    const next = ROMAN_VALUES[numeral[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total >= 1 && total <= MAX_ROMAN ? total : null;
}

/** Whether a line reads like a heading's title rather than a sentence of body text. */
export function isTitleText(text: string): boolean {
  if (text.length < 2 || text.length > 160) return false;
  if (!/^[A-Z“"'‘(]/.test(text) || (text.match(/[A-Za-z]/g) ?? []).length < 3 || BARE_MARKER.test(text)) return false;
  if (LEADER.test(text) || /[,;]$/.test(text) || /\s(?:and|or|the|of|to|for|in)$/i.test(text)) return false;
  const words = text.split(/\s+/).length;
  if (words > 20) return false;
  // A short heading may end with a full stop; a long line ending with one is a sentence.
  return !(text.endsWith('.') && words > 8);
}

function cleanTitle(text: string): string {
  // A footnote mark glued to the heading ("INTRODUCTION1") is not part of the title.
  return text.replace(/\s+/g, ' ').replace(/(?<=[A-Za-z)])\d{1,2}$/, '').trim();
}

function isUpperCase(text: string): boolean {
  return /[A-Z]/.test(text) && text === text.toUpperCase();
}

/** Finds the headings of a document given as lines (blank lines as ''). */
export function detectHeadings(lines: readonly string[], style: HeadingStyle): Heading[] {
  return style === 'markdown' ? markdownHeadings(lines) : plainHeadings(lines);
}

function markdownHeadings(lines: readonly string[]): Heading[] {
  const found: Heading[] = [];
  lines.forEach((line, index) => {
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (match && /[A-Za-z0-9]/.test(match[2]!)) found.push({ start: index, end: index + 1, level: match[1]!.length, label: match[2]!.replace(/\s+/g, ' ') });
  });
  return found;
}

/** A line that may be a numbered heading, read one way (a single I, V or X is read both ways). */
interface Candidate {
  start: number;
  end: number;
  /** Section number: [roman] or [roman, letter], or the decimal parts [1], [1, 2], [1, 2, 3]. */
  key: number[];
  label: string;
}

/**
 * Whether `next` may follow `previous` in a section numbering: the next sibling (2 after 1, 2.4
 * after 2.3), the first child (2.1 after 2, B.1...), or the next sibling of an ancestor (3 after
 * 2.4.1). Keys are compared part by part.
 */
function follows(previous: readonly number[], next: readonly number[]): boolean {
  const depth = next.length;
  if (depth > previous.length + 1) return false;
  if (depth === previous.length + 1) return next.slice(0, -1).every((part, i) => part === previous[i]) && next[depth - 1] === 1;
  return next.slice(0, -1).every((part, i) => part === previous[i]) && next[depth - 1] === previous[depth - 1]! + 1;
}

/**
 * The longest run of candidates whose numbers follow each other in document order: footnote
 * numbers, list items and table-of-contents entries that happen to look like headings fall out,
 * because the real headings form the longer sequence. On a tie the later run wins (the body, not
 * a table of contents without leaders). A "sequence" of one is not trusted.
 */
function longestSequence(candidates: readonly Candidate[]): Candidate[] {
  const length: number[] = [];
  const previous: number[] = [];
  // A lettered sub-section (key [0, letter]) takes its section number from the chain it joins.
  const resolved: number[][] = [];
  candidates.forEach((candidate, i) => {
    const opens = candidate.key[0] === 1 && candidate.key[candidate.key.length - 1] === 1;
    length[i] = opens ? 1 : 0;
    previous[i] = -1;
    resolved[i] = candidate.key;
    for (let j = 0; j < i; j++) {
      const before = candidates[j]!;
      if (length[j]! === 0 || before.end > candidate.start) continue;
      const key = candidate.key[0] === 0 ? [resolved[j]![0]!, ...candidate.key.slice(1)] : candidate.key;
      if (!follows(resolved[j]!, key)) continue;
      if (length[j]! + 1 >= length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
        resolved[i] = key;
      }
    }
  });
  let best = -1;
  length.forEach((value, i) => {
    if (value > 0 && (best < 0 || value >= length[best]!)) best = i;
  });
  if (best < 0 || length[best]! < 2) return [];
  const chain: Candidate[] = [];
  for (let i = best; i >= 0; i = previous[i]!) chain.unshift({ ...candidates[i]!, key: resolved[i]! });
  return chain;
}

function plainHeadings(lines: readonly string[]): Heading[] {
  const nextNonBlank = (from: number): number => {
    let index = from;
    while (index < lines.length && lines[index]!.trim() === '') index++;
    return index;
  };
  // A table-of-contents entry may wrap: its leader then sits on one of the next lines.
  const inContents = (index: number): boolean => {
    let seen = 0;
    for (let i = index; i < lines.length && seen < 3; i++) {
      if (lines[i]!.trim() === '') continue;
      seen++;
      if (LEADER.test(lines[i]!)) return true;
    }
    return false;
  };
  const roman: Candidate[] = [];
  const decimal: Candidate[] = [];
  const unnumbered: Heading[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || inContents(index)) return;
    roman.push(...romanCandidates(lines, index, nextNonBlank));
    const numbered = decimalCandidate(line, index, lines);
    if (numbered) decimal.push(numbered);
    const plain = unnumberedHeading(line, index, index === 0 || lines[index - 1]!.trim() === '');
    if (plain) unnumbered.push(plain);
  });
  // A document numbers its sections one way; list items numbered the other way stay text.
  const romanChain = longestSequence(roman);
  const decimalChain = longestSequence(decimal);
  const chain = romanChain.length >= decimalChain.length ? romanChain : decimalChain;
  const headings: Heading[] = chain.map(({ start, end, key, label }) => ({ start, end, level: key.length, label }));
  const taken = (index: number) => headings.some((heading) => index >= heading.start && index < heading.end);
  headings.push(...unnumbered.filter((heading) => !taken(heading.start)));
  return headings.sort((a, b) => a.start - b.start);
}

function unnumberedHeading(line: string, index: number, startsBlock: boolean): Heading | null {
  if (!startsBlock) return null;
  if (STANDALONE_SECTION.test(line) || (APPENDIX.test(line) && isTitleText(line))) {
    return { start: index, end: index + 1, level: 1, label: cleanTitle(line.replace(/:$/, '')) };
  }
  return null;
}

/** "IV. RECOMMENDATIONS" as a section, "B. Process Validation" as a sub-section; "I." both ways. */
function romanCandidates(lines: readonly string[], index: number, nextNonBlank: (from: number) => number): Candidate[] {
  const marker = /^([IVX]{1,5}|[A-Z])\.(?:\s+(.*)|$)/.exec(lines[index]!.trim());
  if (!marker) return [];
  const token = marker[1]!;
  const title = titleAfterMarker(lines, index, marker[2] ?? '', nextNonBlank);
  if (!title) return [];
  const label = `${token}. ${title.text}`;
  const found: Candidate[] = [];
  const value = romanValue(token);
  if (value !== null) found.push({ start: index, end: title.end, key: [value], label });
  // A lettered sub-section belongs to whichever section precedes it: 0 is resolved in the chain.
  if (token.length === 1) found.push({ start: index, end: title.end, key: [0, token.charCodeAt(0) - 64], label });
  return found;
}

/** A title cut mid-phrase by the line end: "PACKAGING AND IDENTIFICATION LABELLING OF APIs AND". */
const UNFINISHED_TITLE = /\s(?:and|or|of|for|to|in|the|on)$/i;

/**
 * "2 Scope", "2.1 Definitions", "3.2.1 Software"; the number must be followed by a title. A title
 * that plainly stops mid-phrase (ends with "AND", "OF", ...) continues on the next line, as ICH
 * Q7's "9. PACKAGING AND IDENTIFICATION LABELLING OF APIs AND / INTERMEDIATES" does; without it the
 * chapter would break the run of chapter numbers and every later chapter would be lost.
 */
function decimalCandidate(line: string, index: number, lines: readonly string[]): Candidate | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?(?:\.(\d{1,2}))?\.?\s+(.+)$/.exec(line);
  if (!match) return null;
  const key = [match[1], match[2], match[3]].filter((part): part is string => part !== undefined).map(Number);
  let text = cleanTitle(match[4]!);
  let end = index + 1;
  const continuation = (lines[index + 1] ?? '').trim();
  if (UNFINISHED_TITLE.test(text) && continuation !== '' && continuation.length <= 80 && !/^\d/.test(continuation) && !LEADER.test(continuation)) {
    text = `${text} ${cleanTitle(continuation)}`;
    end = index + 2;
  }
  // Top-level headings are short: a longer "1 The device ..." is a list item.
  if (!isTitleText(text) || (key.length === 1 && text.split(' ').length > 12)) return null;
  const number = line.slice(0, line.length - match[4]!.length).trim().replace(/\.$/, '');
  return { start: index, end, key, label: `${number} ${text}` };
}

/**
 * The title of a numbered heading: on the marker's line, or (pdftotext puts "I." in its own
 * column) on the next non-blank line. An all-caps title may wrap onto a second or third line.
 */
function titleAfterMarker(lines: readonly string[], index: number, sameLine: string, nextNonBlank: (from: number) => number): { text: string; end: number } | null {
  let text = sameLine.trim();
  let end = index + 1;
  if (text === '') {
    const next = nextNonBlank(index + 1);
    if (next >= lines.length || next - index > 3) return null;
    text = lines[next]!.trim();
    end = next + 1;
  }
  text = cleanTitle(text);
  for (let extra = 0; extra < 2 && isUpperCase(text); extra++) {
    const continuation = (lines[end] ?? '').trim();
    if (continuation === '' || !isUpperCase(continuation) || continuation.length > 80 || LEADER.test(continuation) || /^([IVX]{1,5}|[A-Z]|\d{1,2})\./.test(continuation)) break;
    text = `${text} ${cleanTitle(continuation)}`;
    end++;
  }
  if (!isTitleText(text)) return null;
  return { text, end };
}
