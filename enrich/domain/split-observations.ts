/**
 * Splitting the body of a Form FDA 483 into its numbered observations.
 *
 * The body comes from two places: the clean, furniture-free text of the 483 parser, and OCR text
 * (the reading-room set) that still carries disclaimers, page furniture, the "*DATES OF
 * INSPECTION" footnote and the reverse of the form. Both go through the same rules here, so that
 * observation n means the same thing whichever copy of a 483 it came from. Pure: text in, text out.
 */

/** One numbered observation of a 483. */
export interface NumberedObservation {
  number: number;
  text: string;
}

// "OBSERVATION 3", as OCR renders it: "OBSERVATlON 2", "OBSERVATJON 3", "OBSERVAT ION 4",
// "Observation 5", "OBSERVATION #1", "Observation 1]", "OBSERVATION |" (1 read as a bar), and with
// the left edge of the scan clipped: "IBSERVATION 2", "3SERVATION #1", "bservation # 1",
// "ERVATION 11". The heading must be the whole line, so cross-references ("refer to
// OBSERVATION 5 for …") are not headings.
const HEADING_WORD = String.raw`^[\s|'‘"“*]*[A-Za-z0-9]{0,2}\s*(?:S\s*)?E\s*R\s*V\s*A\s*T\s*[I1lJj|!]?\s*[O0]\s*N\s*#?\s*`;
const HEADING = new RegExp(
  String.raw`${HEADING_WORD}([\dIl|!]{1,2})\s*[.\]:)]?\s*(\(\s*cont[a-z'.]*\s*\)\s*)?[.:]?(?:\s+\S)?\s*$`,
  'i',
);
// Some 483s run the citation on after the number: "Observation 1: Non-microbial contamination …".
const INLINE_HEADING = new RegExp(String.raw`${HEADING_WORD}(\d{1,2})\s*[:\u2013-]\s+(\S.*)$`, 'i');

/** The heading's number, with OCR's bar or letter for 1 read back as a digit. */
function headingNumber(raw: string): number {
  return Number(raw.replace(/[Il|!]/gi, '1'));
}

// Everything from these lines on is not observations: the reverse of the form (Section 704(b)) and
// the firm's annotations added after issue.
const END_OF_OBSERVATIONS = [
  /^\s*Section\s+704\s*\(\s*b\s*\)\s+of\s+the\s+Federal/i,
  /^\s*The\s+observations\s+of\s+objectionable\s+conditions\s+and\s+practices\s+listed\s+on\s+the\s+front/i,
  /^\s*Annotations\s+to\s+Observations\b/i,
  // The quoted Section 704(b) text, when OCR lost the line introducing it.
  /^\W*Upon\s+completion\s+of\s+any\s+such\s+inspection\b/i,
];

// Whole lines of page furniture that OCR leaves inside the body: footer and header labels,
// signature stamps, amendment stamps.
const FURNITURE = [
  /EMPLOYEE\s*\S{0,3}\s*(?:SIGNATURE|NAME\s+AND\s+TITLE)/i,
  /^\W*DATE\s+ISSUED\W*$/i,
  /FORM\s+FDA\s+483\b.*(?:PAGE|OBSOLETE|INSPECTIONAL)/i,
  /^\W*FORM\s+FDA\s+483\s*(?:\(\d{2}\/\d{2}\))?\W*$/i,
  // Case-sensitive, so "page 3 of 10 pages of the batch record" in an observation stays.
  /\bPAGE\s+\S{1,3}\s+[Oo][Ff]\s*\S{1,3}\s+PAGES\b/,
  /^\W*SEE\s+REVERSE\b/i,
  /^\W*OF\s+THIS\s+PAGE\W*$/i,
  /PREVIOUS\s+EDITION\s+OBSOLETE/i,
  /^\W*INSPECTIONAL\s+OBSERVATIONS\W*$/i,
  /^\W*DEPARTMENT\s+OF\s+HEALTH\s+AND\s+HUMAN\s+SERVICES\W*$/i,
  /^\W*FOOD\s+AND\s+DRUG\s+ADMINISTRATION\W*$/i,
  /^\W*D\s*ISTRICT\s+ADDRESS\s+AND\s+PHONE\s+NUMBER\W*$/i,
  /NAME\s+AND\s+TITLE\s+OF\s+INDIVIDUAL\s+TO\s+WHOM/i,
  /^\W*[DO]?ATE\s*\(?S\)?\s*OF\s+INSPE[CG]TION\W*(?:FEI\s+NUMBER)?\W*$/i,
  /^\W*FE[IJ]\s*NUMBER\W*$/i,
  /^\W*F\s*IRM\s+NAME\W*(?:STREET\s+ADDRESS)?\W*$/i,
  /^\W*STREET\s+ADDRESS\W*$/i,
  /^\W*\w{0,4}\s*,?\s*STATE\W+(?:AND\s+)?ZIP\s+CODE\b/i,
  /TYPE\s+(?:OF\s+)?ESTAB\S*\s+\S*NSPECTED/i,
  /(?:\bDate\s+)?\bSigned(?:\s+By)?\s*:/i,
  /^\s*Digitally\s+signed\s+by\b/i,
  /^\W*AMENDMENT\s+\d+\W*$/i,
  /^\W*Add\s+Continuation\s+Page\W*$/i,
];

const DURING_LINE = /D\s*U\s*R\s*I\s*N\s*G\s+AN\s+INSPECTION\s+OF\s+YOUR\s+FIRM/i;
const DISCLAIMER_START = /^\s*This\s+document\s+lists\s+observations\s+made\s+by/i;
const DATES_FOOTNOTE = /^\W*DATES\s+OF\s+INSPECTION\W*$/i;
// A line of the footnote's day list, "9/17/2020(Thu), 9/21/2020(Mon)"; OCR sometimes moves one
// into the middle of the last observation.
const DAY_LIST = /^(?:\s*\d{1,2}\s*\/\s*\d[\d\s]*\/\s*\d[\d\s]*\(\s*(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*\s*\)\s*,?)+\s*$/i;

// Right after the footnote, OCR'd dates may be too mangled for DAY_LIST ("3/ l l /2020(Wed)").
const DAY_NAME = /\(\s*(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*\s*\)/i;

function isFurniture(line: string): boolean {
  return DAY_LIST.test(line) || FURNITURE.some((pattern) => pattern.test(line));
}

/** Lines with the disclaimer, the footnote and page furniture removed, cut at the reverse page. */
function cleanLines(body: string): string[] {
  const lines = body.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').split('\n');
  const out: string[] = [];
  let seenHeading = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (HEADING.test(line) || INLINE_HEADING.test(line)) seenHeading = true;
    if (seenHeading && END_OF_OBSERVATIONS.some((pattern) => pattern.test(line))) break;
    if (DISCLAIMER_START.test(line)) {
      // The standard paragraph ends "… phone number and address above."; never more than 8 lines.
      let end = i;
      while (end < lines.length - 1 && end < i + 8 && !/address\s+above\.?\s*$/i.test(lines[end]!)) end++;
      i = end;
      continue;
    }
    if (DATES_FOOTNOTE.test(line)) {
      while (i + 1 < lines.length && (DAY_NAME.test(lines[i + 1]!) || lines[i + 1]!.trim() === '')) i++;
      continue;
    }
    // Lines without a letter or digit are scan specks and rules ("~ — +--+", ". .. . .").
    if (DURING_LINE.test(line) || isFurniture(line) || (line.trim() !== '' && !/[\p{L}\p{N}]/u.test(line))) continue;
    out.push(line.trim());
  }
  return out;
}

function tidy(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The numbered observations of a 483 body, in order. Numbers only go up: a heading that repeats
 * or goes back (a page's "OBSERVATION 3 (continued)", an OCR misread) stays text of the current
 * observation, except that a "(continued)" repeat of the current heading is dropped. Text before
 * the first heading (disclaimer, preamble) is not an observation. No heading → [].
 */
export function splitObservations(body: string): NumberedObservation[] {
  const observations: Array<{ number: number; lines: string[] }> = [];
  for (const line of cleanLines(body)) {
    const current = observations[observations.length - 1];
    const heading = HEADING.exec(line);
    if (heading) {
      const number = headingNumber(heading[1]!);
      if (!current || number > current.number) {
        observations.push({ number, lines: [] });
        continue;
      }
      if (number === current.number && heading[2]) continue;
    }
    const inline = heading ? null : INLINE_HEADING.exec(line);
    if (inline) {
      const number = Number(inline[1]);
      if (!current || number > current.number) {
        observations.push({ number, lines: [inline[2]!] });
        continue;
      }
    }
    current?.lines.push(line);
  }
  return observations.map(({ number, lines }) => ({ number, text: tidy(lines) }));
}

// "Specifically" opening the details, also as OCR spaces it ("Specifica lly"). A lowercase
// "specifically" counts only at the start of a line (OCR lost the capital): inside the citation
// sentence it is part of the citation.
const SPECIFICALLY = /\bS\s?p\s?e\s?c\s?i\s?f\s?i\s?c\s?a\s?l\s?l\s?y\b|\bSPECIFICALLY\b|^[^\w\n]*specifically\b/m;

/**
 * The opening of an observation before "Specifically": the standardised citation text that FDA's
 * Inspection Observations catalogue lists as the long description, so it can be matched to a CFR
 * reference. Repeat-observation notes are left out. Without "Specifically", the first paragraph.
 */
export function observationLead(text: string): string {
  const withoutNotes = text
    .replace(/\*{2,}[^*]*\*{2,}/g, ' ')
    .split('\n')
    .filter((line) => !/^\W*(?:THIS\s+IS\s+A\s+)?REPEAT(?:ED)?\s+(?:FDA-?483\s+)?OBSERVATION\b/i.test(line))
    .join('\n')
    .trim();
  const specifically = SPECIFICALLY.exec(withoutNotes);
  let lead = specifically && specifically.index > 0 ? withoutNotes.slice(0, specifically.index) : '';
  if (lead.trim() === '') lead = withoutNotes.split(/\n\s*\n/)[0] ?? '';
  return lead
    .replace(/\s+/g, ' ')
    .replace(/[\s'"|‘’“”_~-]+$/, '')
    .trim();
}
