/**
 * CFR and FD&C Act reference normalisation.
 *
 * FDA data spells the same section many ways ('211.192', '21CFR211.192', '21 C.F.R. § 211.192', the
 * knowledge-graph path form '21-CFR-211.192'), and `act_cfr_number` in FDA's citation data can be an
 * FD&C Act section ('FDCA 501(a)(2)(A)') instead of a regulation. Everything downstream (filters,
 * grouping, severity weights, the graph) keys on one canonical spelling, produced here:
 * `21 CFR 211.113(b)` and `FDCA 501(a)(2)(B)` — the spelling of FDA's own citation catalogue.
 */

/** A CFR reference split into its parts. */
export interface CfrParts {
  /** CFR title; 21 (Food and Drugs) unless the input names another. */
  title: number;
  /** Part, e.g. 211. */
  part: number;
  /** Section number after the dot, kept as a string because '.22' and '.220' are different sections. */
  section: string;
  /** Paragraph designators in order, without parentheses, e.g. ['c', '10', 'iv']. */
  paragraphs: string[];
}

// Hyphen-like characters (hyphen, non-breaking hyphen, figure dash, en/em dash, minus) and
// non-breaking spaces all occur in copied regulatory text; they act as separators only.
const SEPARATORS = /[\u2010-\u2015\u2212\u00a0_-]+/g;

// After separator clean-up: optional title, 'CFR' (dots and spaces allowed, as in 'C.F.R.'), an
// optional 'Part' / '§' / 'Sec.' word, then part.section and paragraphs. Trailing punctuation is
// tolerated because references are often cut out of sentences.
const CFR_PATTERN =
  /^(?:(\d{1,2})\s*)?(?:C\s*\.?\s*F\s*\.?\s*R\s*\.?)\s*(?:(?:PART|PT\.?|SECTION|SEC\.?|§+)\s*)*(\d{1,4})\s*\.\s*(\d{1,4})((?:\s*\(\s*[A-Za-z0-9]{1,6}\s*\))*)\s*[.,;:]?$/i;

// A bare section ('211.192', '211.22(d)') means title 21: that is how FDA documents cite their own rules.
const BARE_SECTION_PATTERN = /^(?:(?:PART|SECTION|SEC\.?|§+)\s*)?(\d{1,4})\s*\.\s*(\d{1,4})((?:\s*\(\s*[A-Za-z0-9]{1,6}\s*\))*)\s*[.,;:]?$/i;

// FD&C Act sections: 501, 503B, 505-1; spelled 'FDCA', 'FD&C Act', 'FFDCA', 'Federal Food, Drug,
// and Cosmetic Act', optionally with 'section'. A bare '501(a)(2)(B)' (no dot, so it cannot be a
// CFR section) is also an Act section; it needs at least one paragraph so a lone number is not taken.
const ACT_PREFIX = String.raw`(?:F\s*\.?\s*F\s*\.?\s*D\s*\.?\s*C\s*\.?\s*A\.?|FDCA|FD\s*&\s*C\s*(?:ACT)?|FEDERAL\s+FOOD\s*,?\s*DRUG\s*,?\s*(?:AND|&)\s*COSMETIC\s+ACT|THE\s+ACT|ACT)`;
const ACT_SECTION = String.raw`(\d{3}[A-Z]?(?:\s*-\s*\d{1,2})?)((?:\s*\(\s*[A-Za-z0-9]{1,6}\s*\))*)`;
const ACT_PATTERN = new RegExp(String.raw`^${ACT_PREFIX}\s*(?:(?:SECTION|SEC\.?|§+)\s*)?${ACT_SECTION}\s*[.,;:]?$`, 'i');
const ACT_SUFFIX_PATTERN = new RegExp(
  String.raw`^(?:SECTION|SEC\.?|§+)\s*${ACT_SECTION}\s*(?:OF\s+(?:THE\s+)?${ACT_PREFIX})?\s*[.,;:]?$`,
  'i',
);
const BARE_ACT_PATTERN = /^(\d{3}[A-Z]?(?:\s*-\s*\d{1,2})?)((?:\s*\(\s*[A-Za-z0-9]{1,6}\s*\))+)\s*[.,;:]?$/i;

function splitParagraphs(raw: string): string[] {
  return [...raw.matchAll(/\(\s*([A-Za-z0-9]{1,6})\s*\)/g)].map((m) => m[1] ?? '');
}

// A CFR paragraph designator is a lowercase letter run (a, aa), digits, a lowercase roman
// numeral, or (fourth level) an uppercase letter. Anything else ('(b)(4)' redaction noise
// aside) means the text was not a reference.
function isDesignator(p: string): boolean {
  return /^(?:[a-z]{1,2}|[A-Z]{1,2}|\d{1,3}|[ivxlc]{1,6}|[IVXLC]{1,6})$/.test(p);
}

/**
 * In the CFR the first and third paragraph levels are always lowercase ((a), (i)); only the
 * fourth level is uppercase ((A)). Lowercasing those two levels makes '211.22(D)' (an upper-cased
 * source) and '211.22(d)' one key; the other levels are kept as given.
 */
function canonicalCfrParagraphs(paragraphs: readonly string[]): string[] {
  return paragraphs.map((p, i) => (i === 0 || i === 2 ? p.toLowerCase() : p));
}

function cleanInput(input: string): string {
  return input.replace(SEPARATORS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Parses a CFR reference in any of the spellings seen in FDA data into its parts, or null when
 * the text is not a CFR section reference (an Act section, a part without a section, noise).
 */
export function parseCfr(input: string): CfrParts | null {
  if (typeof input !== 'string') return null;
  const text = cleanInput(input);
  if (text.length === 0 || text.length > 80) return null;
  let title = 21;
  let part: string | undefined;
  let section: string | undefined;
  let rawParagraphs = '';
  const full = CFR_PATTERN.exec(text);
  if (full) {
    if (full[1] !== undefined) title = Number(full[1]);
    part = full[2];
    section = full[3];
    rawParagraphs = full[4] ?? '';
  } else {
    const bare = BARE_SECTION_PATTERN.exec(text);
    if (!bare) return null;
    part = bare[1];
    section = bare[2];
    rawParagraphs = bare[3] ?? '';
  }
  if (part === undefined || section === undefined || title < 1 || title > 50) return null;
  const paragraphs = splitParagraphs(rawParagraphs);
  if (!paragraphs.every(isDesignator)) return null;
  return { title, part: Number(part), section, paragraphs: canonicalCfrParagraphs(paragraphs) };
}

/** Formats parsed parts in the canonical spelling, e.g. `21 CFR 211.113(b)`. */
export function formatCfr(parts: CfrParts): string {
  return `${parts.title} CFR ${parts.part}.${parts.section}${parts.paragraphs.map((p) => `(${p})`).join('')}`;
}

/**
 * Canonical CFR spelling (`21 CFR 211.192`, `21 CFR 211.113(b)`, `42 CFR 493.1`), or null when
 * the input is not a CFR section reference. FD&C Act references return null here on purpose:
 * callers that accept either use {@link normaliseActReference}.
 */
export function normaliseCfr(input: string): string | null {
  const parts = parseCfr(input);
  return parts ? formatCfr(parts) : null;
}

/**
 * Canonical spelling of an FD&C Act section (`FDCA 501(a)(2)(B)`, `FDCA 503B(a)(10)`,
 * `FDCA 505-1(e)(2)(A)`), or null. Paragraph case is kept: in the Act the third level is an
 * uppercase letter, unlike the CFR.
 */
export function normaliseFdcaReference(input: string): string | null {
  if (typeof input !== 'string') return null;
  // Unlike in CFR references, a hyphen is meaningful here ('505-1' is its own section).
  const text = input.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/[\u00a0_]/g, ' ').replace(/\s+/g, ' ').trim();
  if (text.length === 0 || text.length > 100) return null;
  const m = ACT_PATTERN.exec(text) ?? ACT_SUFFIX_PATTERN.exec(text) ?? BARE_ACT_PATTERN.exec(text);
  if (!m || m[1] === undefined) return null;
  const section = m[1].replace(/\s+/g, '').toUpperCase();
  const paragraphs = splitParagraphs(m[2] ?? '');
  if (!paragraphs.every(isDesignator)) return null;
  return `FDCA ${section}${paragraphs.map((p) => `(${p})`).join('')}`;
}

/**
 * Canonical form of an `act_cfr_number`, which in FDA data is either a CFR section or an FD&C
 * Act section: CFR wins when the text parses as both (it cannot, in practice, since CFR sections
 * contain a dot and Act sections do not).
 */
export function normaliseActReference(input: string): string | null {
  return normaliseCfr(input) ?? normaliseFdcaReference(input);
}

/**
 * The reference without an edition marker: the eCFR connector marks the replaced Part 820 text
 * `21 CFR 820.100 (QSR)` (taxonomy citations use the same keys); the section is the same one.
 */
export function withoutEditionMarker(ref: string): string {
  return ref.replace(/\s*\((?:QSR|QMSR)\)\s*$/i, '');
}

/** The section without paragraphs (`21 CFR 211.192`), the grain at which citations are counted. */
export function cfrSection(ref: string): string | null {
  const parts = parseCfr(ref);
  return parts ? formatCfr({ ...parts, paragraphs: [] }) : null;
}

/** The CFR part as a number (211), used for part-level defaults such as drug CGMP vs device QSR. */
export function cfrPart(ref: string): number | null {
  return parseCfr(ref)?.part ?? null;
}

/** The bare section number (`211.192`), the form the search API's `cfr_reference` filter takes. */
export function cfrSectionNumber(ref: string): string | null {
  const parts = parseCfr(ref);
  return parts ? `${parts.part}.${parts.section}` : null;
}

/**
 * Lookup keys for a reference, most specific first, so tables keyed at any depth can be searched
 * the same way: '21 CFR 211.42(c)(10)' → '211.42(c)(10)', '211.42(c)', '211.42', '211';
 * 'FDCA 501(a)(2)(B)' → 'FDCA 501(a)(2)(B)', 'FDCA 501(a)(2)', 'FDCA 501(a)', 'FDCA 501'.
 * Title 21 only for CFR; null for anything that is neither.
 */
export function referenceLookupKeys(ref: string): { kind: 'cfr' | 'act'; keys: string[] } | null {
  const parts = parseCfr(ref);
  if (parts) {
    if (parts.title !== 21) return null;
    const keys: string[] = [];
    for (let n = parts.paragraphs.length; n >= 0; n -= 1) {
      keys.push(`${parts.part}.${parts.section}${parts.paragraphs.slice(0, n).map((p) => `(${p})`).join('')}`);
    }
    keys.push(String(parts.part));
    return { kind: 'cfr', keys };
  }
  const act = normaliseFdcaReference(ref);
  if (!act) return null;
  const keys = [act];
  for (let shorter = act.replace(/\([^()]*\)$/, ''); shorter !== keys.at(-1); shorter = shorter.replace(/\([^()]*\)$/, '')) keys.push(shorter);
  return { kind: 'act', keys };
}

