import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';

/**
 * Parser for the `pdftotext -layout` text of a Form FDA 483 ("Inspectional Observations").
 *
 * Every page of a 483 repeats the same header block (district, inspection dates, FEI, the person
 * the form was issued to, firm name and address, establishment type) and footer block (the issuing
 * FDA employees, date issued, "FORM FDA 483 … PAGE n of m"). Scanned 483s carry an OCR layer that
 * mangles labels ("FEJNUMBER", "OATE(S)") and splits words and digits with spaces
 * ("3010 4 90167", "I nvestigat or"), differently on each page. So each field is read from every
 * page and the cleanest agreeing reading wins, and the observations body is stitched back
 * together with all page furniture removed.
 */

/** An FDA employee named in the 483 footer ("EMPLOYEE(S) NAME AND TITLE"). */
export interface Investigator {
  name: string;
  title: string | null;
}

/** What one Form 483 says, header fields plus the observations body. */
export interface Form483Document {
  /** Digits only, 7–10 digits, kept as a string ("3010490167"); OCR spaces removed. */
  fei_number: string | null;
  firm_name: string | null;
  street_address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  /** 'United States' unless the address names another country. */
  country: string;
  establishment_type: string | null;
  /** ISO YYYY-MM-DD. */
  inspection_start_date: string | null;
  /** ISO YYYY-MM-DD. */
  inspection_end_date: string | null;
  /** ISO YYYY-MM-DD. */
  date_issued: string | null;
  /** NAME AND TITLE OF INDIVIDUAL TO WHOM REPORT ISSUED. */
  issued_to: string | null;
  /** From the footer of every page, de-duplicated, OCR-repaired. */
  investigators: Investigator[];
  /** From "DURING AN INSPECTION OF YOUR FIRM … OBSERVED" on, with page headers and footers removed. */
  observations_text: string;
}

// ---------------------------------------------------------------------------------------------
// Labels of the form, tolerant to the OCR errors seen in FDA's scanned 483s.

const HEADER_START = /DEPARTMENT\s+OF\s+HEALTH\s+AND\s+HUMAN\s+SERVICES/i;
const DATE_LABEL = /[DO0]\s*ATE\s*\(?\s*S\s*\)?\s*OF\s+INSPE[CG]TION/i;
const FEI_LABEL = /FE\s*[IJl1|!]\s*NUMBER/i;
const ISSUED_TO_LABEL = /OF\s+INDIVIDUAL\s+TO\s+WHOM/i;
const FIRM_LABEL = /F\s*IRM\s+NAME/i;
const STREET_LABEL = /STREET\s+ADDRESS/i;
const CITY_LABEL = /C\s*ITY\s*[.,]?\s*STATE/i;
const TYPE_LABEL = /TYPE\s+(?:OF\s+)?ESTAB/i;
const DISTRICT_LABEL = /D\s*ISTRICT\s+ADDRESS/i;
const FOOTER_START = /EMPLOYEE\s*\(?\s*S\s*\)?\s*SIGNATURE/i;
const FOOTER_END = /FORM\s+FDA\s+483\b/i;
const DISCLAIMER_START = /^\s*This\s+document\s+lists\s+observations\s+made\s+by/i;
const DURING_LINE = /D\s*U\s*R\s*I\s*N\s*G\s+AN\s+INSPECTION\s+OF\s+YOUR\s+FIRM/i;
// An "OBSERVATION n" heading line, OCR-tolerant, or one running on after a colon. Kept in step
// with HEADING / INLINE_HEADING of enrich/domain/split-observations.ts, which this room may not import.
const OBSERVATION_HEADING = new RegExp(
  String.raw`^[\s|'‘"“*]*[A-Za-z0-9]{0,2}\s*(?:S\s*)?E\s*R\s*V\s*A\s*T\s*[I1lJj|!]?\s*[O0]\s*N\s*#?\s*` +
    String.raw`(?:[\dIl|!]{1,2}\s*[.\]:)]?\s*(?:\(\s*cont[a-z'.]*\s*\)\s*)?[.:]?(?:\s+\S)?\s*$|\d{1,2}\s*[:\u2013-]\s+\S)`,
  'i',
);
const SIGNATURE_STAMP = /(?:\b(?:Date\s+)?Signed(?:\s+By)?\s*:|^\s*Digitally\s+signed\b)/i;
const FOOTER_MARGIN_SEGMENT = /^(?:SEE(?:\s+REVERSE)?|REVERSE(?:\s+OF)?|OF\s+THIS\s+PAGE|THIS\s+PAGE|X)$/i;

// ---------------------------------------------------------------------------------------------
// OCR repair helpers, shared with the reading-room parser (same form, OCR'd by another tool).

/** Lowercase letters only: the identity of an OCR'd word, whatever spaces and dots it grew. */
export function lettersKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

// Two-letter words that may legitimately be lowercase; any other 1–2 letter lowercase token in a
// name or address is a fragment of a word split by OCR.
const SHORT_WORDS = new Set(['of', 'in', 'at', 'on', 'to', 'by', 'an', 'de', 'la', 'da', 'du', 'or', 'le', 'el', 'y']);

/**
 * How badly OCR fragmented a string: lone punctuation tokens plus stray 1–2 letter lowercase
 * fragments. Used to pick the cleanest of several readings of the same field.
 */
export function ocrNoise(text: string): number {
  let noise = 0;
  for (const token of text.split(/\s+/)) {
    if (token === '') continue;
    const bare = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (bare === '') noise++;
    else if (/^[a-z]{1,2}$/.test(bare) && !SHORT_WORDS.has(bare)) noise++;
  }
  return noise;
}

/**
 * Of several readings of one field (one per page), the one most pages agree on once spaces are
 * ignored, and within that the least fragmented spelling.
 */
function pickBest(candidates: Array<string | null>): string | null {
  const groups = new Map<string, string[]>();
  for (const candidate of candidates) {
    if (!candidate) continue;
    const key = candidate.toLowerCase().replace(/\s+/g, '');
    if (key === '') continue;
    const group = groups.get(key);
    if (group) group.push(candidate);
    else groups.set(key, [candidate]);
  }
  let best: string[] | null = null;
  for (const group of groups.values()) if (!best || group.length > best.length) best = group;
  if (!best) return null;
  return leastNoisy(best);
}

/** Fewest OCR fragments first, then fewest words ("Outsourcing" beats "Out sourcing"), then first seen. */
function leastNoisy(variants: string[]): string {
  let best = variants[0] ?? '';
  for (const variant of variants.slice(1)) {
    const noise = ocrNoise(variant) - ocrNoise(best);
    if (noise < 0 || (noise === 0 && tokenCount(variant) < tokenCount(best))) best = variant;
  }
  return best;
}

function tokenCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Whitespace collapsed, OCR gaps before punctuation and around hyphens closed ("non- sterile"). */
function tidyField(text: string): string | null {
  const tidy = collapse(text)
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/([A-Za-z0-9])\s*-\s+(?=[A-Za-z0-9])|([A-Za-z0-9])\s+-\s*(?=[A-Za-z0-9])/g, '$1$2-');
  return tidy === '' ? null : tidy;
}

// Titles FDA employees sign 483s with. Keys are letters only so OCR spacing ("I nvestigat or")
// does not matter; longest first so "Drug Investigator" wins over "Drug…" prefixes.
const KNOWN_TITLES = [
  'Investigator',
  'CSO',
  'Consumer Safety Officer',
  'Supervisory Consumer Safety Officer',
  'Supervisory Investigator',
  'Senior Investigator',
  'Drug Investigator',
  'Lead Investigator',
  'National Expert',
  'Microbiologist',
  'Chemist',
  'Pharmacist',
  'Biologist',
  'Medical Officer',
  'Compliance Officer',
  'Engineer',
  'Specialist',
  'Staff Fellow',
].map((title) => ({ title, key: lettersKey(title) }))
  .sort((a, b) => b.key.length - a.key.length);

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A title read exactly (spacing aside), misspelt by OCR ("investicator") or cut short ("Investig"). */
function knownTitle(text: string): string | null {
  const key = lettersKey(text);
  if (key === '') return null;
  for (const known of KNOWN_TITLES) if (key === known.key) return known.title;
  for (const known of KNOWN_TITLES) {
    if (known.key.length >= 8 && Math.abs(known.key.length - key.length) <= 2 && editDistance(key, known.key) <= 2) return known.title;
  }
  for (const known of KNOWN_TITLES) if (key.length >= 5 && known.key.startsWith(key)) return known.title;
  // Cut short and misspelt at once, as at the edge of a scanned box: "Invectic" for "Investig…".
  for (const known of KNOWN_TITLES) {
    if (key.length >= 6 && key.length < known.key.length && editDistance(key, known.key.slice(0, key.length)) <= (key.length >= 8 ? 2 : 1)) {
      return known.title;
    }
  }
  return null;
}

// Words that may follow a known title as part of it ("Investigator - Team Biologics");
// anything else after it is OCR debris from the signature box ("Investigator xf a sal").
const TITLE_TAIL_TOKEN = /^(?:[-/&]|\(?[A-Z][A-Za-z]{2,}\)?|of|and|or|for)$/;

/**
 * The title part of "Name, Title" normalised: OCR spacing and misspellings of known titles
 * repaired, trailing debris dropped. `known` says whether it was recognised.
 */
export function canonicalTitle(raw: string): { title: string | null; known: boolean } {
  const cleaned = collapse(raw.replace(/[^A-Za-z()/&\s-]/g, ' ')).replace(/^[-/&\s]+|[-/&\s]+$/g, '');
  if (cleaned === '') return { title: null, known: false };
  const key = lettersKey(cleaned);
  for (const known of KNOWN_TITLES) {
    if (!key.startsWith(known.key)) continue;
    let letters = 0;
    let cut = 0;
    while (cut < cleaned.length && letters < known.key.length) {
      if (/[A-Za-z]/.test(cleaned[cut]!)) letters++;
      cut++;
    }
    const tail = cleaned.slice(cut).trim().split(/\s+/).filter(Boolean);
    const keepTail = tail.length > 0 && tail.every((token) => TITLE_TAIL_TOKEN.test(token));
    return { title: keepTail ? `${known.title} ${tail.join(' ')}` : known.title, known: true };
  }
  const tokens = cleaned.split(' ');
  for (let n = Math.min(3, tokens.length); n >= 1; n--) {
    const title = knownTitle(tokens.slice(0, n).join(' '));
    if (title) return { title, known: true };
  }
  if (/^[A-Z]/.test(cleaned) && lettersKey(cleaned).length >= 3) return { title: cleaned, known: false };
  return { title: null, known: false };
}

const NAME_WORD = /^(?:[A-Z][a-z'’-]*[a-z][A-Za-z'’-]*\.?|[A-Z]{1,2}\.?|de|da|del|van|von|la|le)$/;

function isCapitalisedWord(token: string): boolean {
  return /^[A-Z][a-z'’-]*[a-z]/.test(token);
}

/** "First M Last": 2–5 name words, starting and ending with a real word, no OCR debris. */
function isCleanName(name: string): boolean {
  const tokens = name.split(' ');
  if (tokens.length < 2 || tokens.length > 5) return false;
  return tokens.every((token) => NAME_WORD.test(token)) && isCapitalisedWord(tokens[0]!) && isCapitalisedWord(tokens[tokens.length - 1]!);
}

/** A name OCR has split into fragments ("J ohn P Mi s t l er"): letters and name punctuation only. */
function isSpacedName(name: string): boolean {
  return /^[A-Z][A-Za-z .'’-]*[A-Za-z.]$/.test(name) && name.includes(' ') && lettersKey(name).length >= 4;
}

/** The longest run of name words ending the token list ("FE | Johnetta F Walters" → "Johnetta F Walters"). */
function trailingName(tokens: string[]): string | null {
  let start = tokens.length;
  while (start > 0 && NAME_WORD.test(tokens[start - 1]!) && tokens.length - start < 5) start--;
  while (start < tokens.length && !isCapitalisedWord(tokens[start]!)) start++;
  const name = tokens.slice(start).join(' ').replace(/\.$/, '');
  return isCleanName(name) ? name : null;
}

/**
 * One entry of the "EMPLOYEE(S) NAME AND TITLE" box: "June P Page, Investigator",
 * "Marvin D. Jones - Investigator", "Rajiv R Srivastava CSO" (born-digital, no comma), with OCR
 * debris around it. Returns null for lines that are not a name (signature scrawl, labels).
 */
export function parseEmployeeNameAndTitle(text: string): Investigator | null {
  const line = collapse(text);
  if (line === '') return null;
  const comma = line.indexOf(',');
  if (comma > 0) {
    let namePart = line.slice(0, comma);
    if (namePart.includes('|')) namePart = namePart.slice(namePart.lastIndexOf('|') + 1);
    namePart = collapse(namePart.replace(/^[^A-Za-z]+/, '')).replace(/\s+([.])/g, '$1');
    const title = canonicalTitle(line.slice(comma + 1));
    if (isCleanName(namePart) || (title.known && isSpacedName(namePart))) return { name: namePart, title: title.title };
    const tail = trailingName(namePart.split(' '));
    if (tail && title.known) return { name: tail, title: title.title };
  }
  // No comma: a known title closing the line, the name just before it.
  const tokens = line.split(' ');
  for (let n = Math.min(3, tokens.length - 2); n >= 1; n--) {
    // Signature-box debris can cling to the last word ("Invectic:z"); the word ends at the first non-letter.
    const titleWords = tokens.slice(tokens.length - n).map((token, i) => (i === n - 1 ? token.replace(/^([A-Za-z]+)[^A-Za-z].*$/, '$1') : token));
    const title = knownTitle(titleWords.join(' '));
    if (!title || !/[A-Za-z]{2}/.test(titleWords[0]!)) continue;
    const before = tokens.slice(0, tokens.length - n);
    if (before.length > 0 && /^[-–—.]$/.test(before[before.length - 1]!)) before.pop();
    const name = trailingName(before.map((token, i) => (i === before.length - 1 ? token.replace(/\.$/, '') : token)));
    if (name) return { name, title };
  }
  return null;
}

/** The same person read on several pages (or OCR'd differently) becomes one entry, best spelling. */
export function mergeInvestigators(entries: Investigator[]): Investigator[] {
  const groups = new Map<string, Investigator[]>();
  for (const entry of entries) {
    const key = lettersKey(entry.name);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()].map((group) => {
    const name = leastNoisy(group.map((entry) => entry.name));
    const titles = new Map<string, number>();
    for (const entry of group) if (entry.title) titles.set(entry.title, (titles.get(entry.title) ?? 0) + 1);
    let title: string | null = null;
    for (const [candidate, count] of titles) if (title === null || count > (titles.get(title) ?? 0)) title = candidate;
    return { name, title };
  });
}

/** Month, day and year (two-digit years are 20yy) → ISO 'yyyy-mm-dd'; null unless a real date in 1990–2099. */
export function usDateToIso(month: number, day: number, year: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 1990 || fullYear > 2099 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * All US-style dates in an OCR'd text, in ISO form. OCR spaces inside dates ("9/2 4 /2020") are
 * closed first; "01/13-17/2020" (a run of days) yields both ends.
 */
export function findUsDates(text: string): string[] {
  const compact = text.replace(/(?<=[\d/])[ \t]+(?=[\d/])/g, '');
  const dates: string[] = [];
  for (const match of compact.matchAll(/(?<!\d)(\d{1,2})\/(\d{1,2})(?:-(\d{1,2}))?\/(\d{4}|\d{2})(?!\d)/g)) {
    const [, month, day, lastDay, year] = match;
    const first = usDateToIso(Number(month), Number(day), Number(year));
    if (first) dates.push(first);
    if (lastDay) {
      const last = usDateToIso(Number(month), Number(lastDay), Number(year));
      if (last) dates.push(last);
    }
  }
  return dates;
}

/** The inspection period in a "DATE(S) OF INSPECTION" box: earliest and latest date found. */
export function parseInspectionDates(text: string): { start: string | null; end: string | null } {
  const dates = findUsDates(text).sort();
  return { start: dates[0] ?? null, end: dates[dates.length - 1] ?? null };
}

// ---------------------------------------------------------------------------------------------
// Layout: blocks and columns.

interface Segment {
  col: number;
  text: string;
}

/** Runs of text separated by 3+ spaces, with their columns: pdftotext's way of laying out boxes. */
function segments(line: string): Segment[] {
  return [...line.matchAll(/\S+(?: {1,2}\S+)*/g)].map((match) => ({ col: match.index, text: match[0] }));
}

/** A header line split into the box left of `splitCol` and the box at or right of it. */
function columns(line: string, splitCol: number): { left: string; right: string } {
  const parts = segments(line);
  const tolerance = 6;
  return {
    left: parts.filter((part) => part.col < splitCol - tolerance).map((part) => part.text).join(' '),
    right: parts.filter((part) => part.col >= splitCol - tolerance).map((part) => part.text).join(' '),
  };
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function firstCol(line: string): number {
  return line.search(/\S/);
}

/** Index just past the header block that starts at `start`. */
function headerEnd(lines: string[], start: number): number {
  let lastLabel = start;
  for (let j = start + 1; j < Math.min(lines.length, start + 45); j++) {
    const line = lines[j]!;
    if (DISCLAIMER_START.test(line) || DURING_LINE.test(line) || OBSERVATION_HEADING.test(line) || FOOTER_START.test(line) || HEADER_START.test(line)) {
      return j;
    }
    if ([DATE_LABEL, FEI_LABEL, ISSUED_TO_LABEL, FIRM_LABEL, DISTRICT_LABEL].some((label) => label.test(line))) lastLabel = j;
    const typeMatch = TYPE_LABEL.exec(line);
    if (typeMatch || CITY_LABEL.test(line)) {
      const typeCol = typeMatch ? typeMatch.index : Number.POSITIVE_INFINITY;
      let k = j + 1;
      while (k < lines.length && isBlank(lines[k]!)) k++;
      if (k >= lines.length || FOOTER_START.test(lines[k]!) || DISCLAIMER_START.test(lines[k]!) || DURING_LINE.test(lines[k]!)) return k;
      k++;
      // A value that wraps (long establishment type) continues in the right-hand box only.
      while (k < lines.length && !isBlank(lines[k]!) && firstCol(lines[k]!) >= typeCol - 6) k++;
      return k;
    }
  }
  return Math.min(lines.length, lastLabel + 2);
}

/** Index just past the footer block that starts at `start` (the "FORM FDA 483 … PAGE n of m" line). */
function footerEnd(lines: string[], start: number): number {
  for (let j = start + 1; j < lines.length; j++) {
    if (FOOTER_END.test(lines[j]!)) return j + 1;
    if (HEADER_START.test(lines[j]!)) return j;
  }
  return lines.length;
}

interface HeaderFields {
  fei: string | null;
  dates: { start: string | null; end: string | null };
  issuedTo: string | null;
  firm: string | null;
  street: string | null;
  cityLine: string | null;
  type: string | null;
}

function findLabel(lines: string[], label: RegExp, from = 0): { index: number; col: number } | null {
  for (let i = from; i < lines.length; i++) {
    const match = label.exec(lines[i]!);
    if (match) return { index: i, col: match.index };
  }
  return null;
}

/** Right-hand box text of lines (from, to), where the date/FEI boxes sit. */
function rightBox(lines: string[], from: number, to: number, col: number): string[] {
  return lines.slice(from, to).map((line) => columns(line, col).right).filter((text) => text !== '');
}

function readHeader(block: string[]): HeaderFields {
  const date = findLabel(block, DATE_LABEL);
  const fei = findLabel(block, FEI_LABEL);
  const issued = findLabel(block, ISSUED_TO_LABEL);
  const firm = findLabel(block, FIRM_LABEL);
  const city = findLabel(block, CITY_LABEL) ?? findLabel(block, TYPE_LABEL);

  let dates: HeaderFields['dates'] = { start: null, end: null };
  if (date) {
    const until = fei && fei.index > date.index ? fei.index + 1 : date.index + 4;
    // The FEI label can share a line with the dates box's last line; its own text is no date.
    dates = parseInspectionDates(rightBox(block, date.index + 1, until, date.col).join(' ').replace(FEI_LABEL, ' '));
  }

  let feiNumber: string | null = null;
  if (fei) {
    const until = issued && issued.index > fei.index ? issued.index : fei.index + 5;
    for (const text of rightBox(block, fei.index + 1, until, fei.col)) {
      // OCR reads 0 as O and 1 as l/I now and then; only repair strings that are digits otherwise.
      const compact = text.replace(/\s+/g, '');
      if (!/^[\dOoIl|]{7,10}$/.test(compact) || (compact.match(/\d/g) ?? []).length < 6) continue;
      feiNumber = compact.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
      break;
    }
  }

  let issuedTo: string | null = null;
  if (issued) {
    const until = firm && firm.index > issued.index ? firm.index : issued.index + 4;
    issuedTo = tidyField(block.slice(issued.index + 1, until).filter((line) => !isBlank(line)).join(' '));
  }

  let firmName: string | null = null;
  let street: string | null = null;
  if (firm) {
    const streetMatch = STREET_LABEL.exec(block[firm.index]!);
    const splitCol = streetMatch ? streetMatch.index : Number.POSITIVE_INFINITY;
    const until = city && city.index > firm.index ? city.index : firm.index + 4;
    const left: string[] = [];
    const right: string[] = [];
    for (const line of block.slice(firm.index + 1, until)) {
      const parts = columns(line, splitCol);
      if (parts.left) left.push(parts.left);
      if (parts.right) right.push(parts.right);
    }
    firmName = tidyField(left.join(' '));
    street = tidyField(right.join(' '));
  }

  let cityLine: string | null = null;
  let type: string | null = null;
  if (city) {
    const typeMatch = TYPE_LABEL.exec(block[city.index]!);
    const splitCol = typeMatch ? typeMatch.index : Number.POSITIVE_INFINITY;
    const left: string[] = [];
    const right: string[] = [];
    for (const line of block.slice(city.index + 1)) {
      const parts = columns(line, splitCol);
      if (parts.left) left.push(parts.left);
      if (parts.right) right.push(parts.right);
    }
    cityLine = tidyField(left.join(' '));
    type = tidyField(right.join(' '));
  }

  return { fei: feiNumber, dates, issuedTo, firm: firmName, street, cityLine, type };
}

const US_COUNTRY = /^(?:USA|U\.?\s?S\.?\s?A?\.?|United\s+States(?:\s+of\s+America)?)$/i;

/**
 * "Elmsford, NY 10523-1305" or "Srikakulam, Andhra Pradesh, India 532409" → parts. A two-letter
 * state with a ZIP code means the United States; otherwise the last comma part names the country.
 */
export function parseCityLine(line: string | null): { city: string | null; state: string | null; postal_code: string | null; country: string } {
  const empty = { city: null, state: null, postal_code: null, country: 'United States' };
  if (!line) return empty;
  const parts = line.split(',').map((part) => collapse(part)).filter(Boolean);
  if (parts.length > 1 && US_COUNTRY.test(parts[parts.length - 1]!)) parts.pop();
  if (parts.length === 0) return empty;
  // ZIP digits split by OCR ("0805 4-2211") are closed up before matching.
  const last = parts[parts.length - 1]!.replace(/(?<=\d)\s+(?=[\d-])|(?<=-)\s+(?=\d)/g, '');
  const us = /^([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(last);
  if (us && parts.length > 1) {
    return { city: parts.slice(0, -1).join(', '), state: us[1]!, postal_code: us[2] ?? null, country: 'United States' };
  }
  const postal = /(?:^|\s)(\d[\d -]{2,}\d|[A-Z]\d[A-Z]\s?\d[A-Z]\d)(?=\s|$)/.exec(last);
  const countryPart = collapse(postal ? last.replace(postal[0], ' ') : last);
  if (parts.length >= 2 && /^[A-Za-z][A-Za-z .'’-]+$/.test(countryPart) && countryPart.length > 2) {
    return {
      city: parts[0]!,
      state: parts.length > 2 ? parts.slice(1, -1).join(', ') : null,
      postal_code: postal ? postal[1]!.replace(/\s+/g, '') : null,
      country: countryPart,
    };
  }
  return { city: parts[0]!, state: parts.length > 1 ? parts.slice(1).join(', ') : null, postal_code: null, country: 'United States' };
}

/** The entries and the issue date of one footer block. */
function readFooter(block: string[]): { investigators: Investigator[]; dateIssued: string | null } {
  const investigators: Investigator[] = [];
  let dateIssued: string | null = null;
  for (const line of block) {
    if (FOOTER_START.test(line) || FOOTER_END.test(line)) continue;
    const parts = segments(line).map((part) => part.text).filter((text) => !FOOTER_MARGIN_SEGMENT.test(text));
    for (const text of parts) {
      const compact = text.replace(/\s+/g, '');
      if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(compact)) {
        dateIssued ??= findUsDates(compact)[0] ?? null;
        continue;
      }
      if (SIGNATURE_STAMP.test(text)) continue;
      const entry = parseEmployeeNameAndTitle(text);
      if (entry) investigators.push(entry);
    }
  }
  return { investigators, dateIssued };
}

function mode(values: Array<string | null>): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

interface BodyLine {
  text: string;
  page: number;
}

/** Body lines of each page joined into one text that reads on across page breaks. */
function joinBody(lines: BodyLine[]): string {
  const pages = new Map<number, string[]>();
  for (const line of lines) {
    if (SIGNATURE_STAMP.test(line.text)) continue;
    const text = collapse(line.text);
    const page = pages.get(line.page);
    if (page) page.push(text);
    else pages.set(line.page, [text]);
  }
  let out = '';
  for (const page of pages.values()) {
    while (page.length > 0 && page[0] === '') page.shift();
    while (page.length > 0 && page[page.length - 1] === '') page.pop();
    if (page.length === 0) continue;
    // A page that ended mid-sentence continues on the next page's first line.
    if (out !== '') out += /[.:;!?)]$/.test(out) ? '\n\n' : '\n';
    out += page.join('\n');
  }
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

const DATES_FOOTNOTE = /^\s*\*\s*DATES\s+OF\s+INSPECTION\b/i;
const DAY_LIST_LINE = /\(\s*(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*\s*\)/i;

/**
 * FDA's system closes the last observation with the "*DATES OF INSPECTION" day list; what follows
 * on that page is the scanned signature stamp, which OCR turns into debris ("X Date",
 * "s;gn~Wiiam~t;.s"). Cut after the day list, unless an observation still follows.
 */
function dropSignatureTail(lines: BodyLine[]): BodyLine[] {
  const footnote = lines.findIndex((line) => DATES_FOOTNOTE.test(line.text));
  if (footnote < 0) return lines;
  let end = footnote + 1;
  while (end < lines.length && (DAY_LIST_LINE.test(lines[end]!.text) || isBlank(lines[end]!.text))) end++;
  return lines.slice(end).some((line) => OBSERVATION_HEADING.test(line.text)) ? lines : lines.slice(0, end);
}

/**
 * Parses the `pdftotext -layout` text of a Form FDA 483. Fails only when the text is neither a
 * 483 (no recognisable header) nor has an "OBSERVATION n" heading; a missing FEI or date is left
 * null for the connector to judge.
 */
export function parseForm483Text(text: string): ParseResult<Form483Document> {
  if (text.trim() === '') return fail('empty text');
  const lines = text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').split('\n');

  const headers: string[][] = [];
  const footers: string[][] = [];
  const body: BodyLine[] = [];
  let page = 0;
  let afterFooter = false;
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    if (HEADER_START.test(line)) {
      const end = headerEnd(lines, i);
      headers.push(lines.slice(i, end));
      page++;
      afterFooter = false;
      i = end;
      continue;
    }
    if (FOOTER_START.test(line)) {
      const end = footerEnd(lines, i);
      footers.push(lines.slice(i, end));
      afterFooter = true;
      i = end;
      continue;
    }
    // Between a footer and the next header sits only the reverse of the form (the Section 704(b)
    // text), unless a header was lost to OCR and the observations simply go on.
    if (afterFooter && OBSERVATION_HEADING.test(line)) {
      afterFooter = false;
      page++;
    }
    if (!afterFooter) body.push({ text: line, page });
    i++;
  }

  const headerFields = headers.map(readHeader);
  const labelled = headers.some(
    (block) => [DATE_LABEL, FEI_LABEL, FIRM_LABEL, TYPE_LABEL, ISSUED_TO_LABEL].filter((label) => block.some((line) => label.test(line))).length >= 2,
  );
  const headingAt = body.findIndex((line) => OBSERVATION_HEADING.test(line.text));
  if (!labelled && headingAt < 0) return fail('not a Form FDA 483: no 483 header and no OBSERVATION heading');

  const duringAt = body.findIndex((line) => DURING_LINE.test(line.text));
  let start = duringAt >= 0 ? duringAt : headingAt >= 0 ? headingAt : 0;
  if (duringAt < 0 && headingAt < 0) {
    // No anchor at all: skip the standard disclaimer paragraph, keep what follows.
    const disclaimer = body.findIndex((line) => DISCLAIMER_START.test(line.text));
    if (disclaimer >= 0) {
      start = disclaimer;
      while (start < body.length && !/address\s+above\.?\s*$/i.test(body[start]!.text) && start < disclaimer + 8) start++;
      start++;
    }
  }

  const footerFields = footers.map(readFooter);
  const address = parseCityLine(pickBest(headerFields.map((fields) => fields.cityLine)));
  const datesStart = mode(headerFields.map((fields) => fields.dates.start));
  const datesEnd = mode(headerFields.map((fields) => fields.dates.end));

  return ok({
    fei_number: mode(headerFields.map((fields) => fields.fei)),
    firm_name: pickBest(headerFields.map((fields) => fields.firm)),
    street_address: pickBest(headerFields.map((fields) => fields.street)),
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    country: address.country,
    establishment_type: pickBest(headerFields.map((fields) => fields.type)),
    inspection_start_date: datesStart,
    inspection_end_date: datesEnd,
    date_issued: mode(footerFields.map((fields) => fields.dateIssued)),
    issued_to: pickBest(headerFields.map((fields) => fields.issuedTo)),
    investigators: mergeInvestigators(footerFields.flatMap((fields) => fields.investigators)),
    observations_text: joinBody(dropSignatureTail(body.slice(start))),
  });
}
