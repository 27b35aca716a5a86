/**
 * Query expansion for observation search (spec doc 2, `POST /v1/483/observations/search`,
 * `query_metadata.enhanced_search`).
 *
 * Investigators and the people who search their 483s write in acronyms ("OOS not investigated",
 * "EM excursions", "IQ/OQ/PQ"), while the observation text often spells the concept out, and the
 * same finding is worded several ways ("deviation", "discrepancy", "nonconformance"). Expansion
 * closes that gap before embedding and lexical search, and reports what it did in the shape the
 * API contract fixes:
 * - abbreviations are expanded inline, 'ABBR (Expanded Form)', so `expanded_query` stays readable;
 * - synonyms (from exactly ten groups) and implied domain terms go only into `search_text`;
 * - intent (program area, query type, CFR section) is classified for the caller to report or use.
 *
 * Pure and deterministic: no I/O, no clock. Every pass is a single left-to-right scan or an
 * `indexOf` per fixed phrase, so cost stays linear in the query length.
 */
import { cfrSection, normaliseCfr, parseCfr } from './cfr.ts';

/** The four FDA program areas the API reports as `intent.program_area`. */
export type ProgramArea = 'drugs' | 'devices' | 'biologics' | 'food';

/** The query types the API reports as `intent.query_type` (spec doc 2). */
export type QueryType = 'general' | 'analytical' | 'definition' | 'requirements' | 'examples';

/** One recognised abbreviation: how to spell it out and what it implies about the query. */
export interface AbbreviationEntry {
  /** Written inline after the abbreviation, so the expansion is the form an FDA document would use. */
  expansion: string;
  /** Regulatory concepts the abbreviation implies, added to the search text (not to `expanded_query`). */
  domainTerms?: string[];
  /** Set only where the abbreviation belongs to one FDA program (DHR is device-only; OOS is not). */
  programArea?: ProgramArea;
  /**
   * Expansion for the plural spelling ('SOPs' → 'Standard Operating Procedures'). Only acronyms
   * that are actually written in the plural have one; for the others a trailing 's' is not an
   * abbreviation match, which keeps 'EMs' or 'DIs' noise from being expanded.
   */
  plural?: string;
}

/** A set of regulatory near-synonyms: finding one term in a query adds the others to the search. */
export interface SynonymGroup {
  id: string;
  /** Lower-case phrases; multi-word terms match as phrases. The first term names the concept. */
  terms: string[];
}

/** The classified intent, exactly as `enhanced_search.intent` reports it. */
export interface QueryIntent {
  program_area: ProgramArea | null;
  query_type: QueryType;
  /** Canonical section, '21 CFR 211.192'; null when the query cites no CFR section (see {@link expandQuery}). */
  cfr_section: string | null;
}

/** Result of {@link expandQuery}: the `enhanced_search` fields plus the text to search with. */
export interface QueryExpansion {
  original: string;
  /** The query with abbreviations expanded inline; null when nothing was expanded. */
  expanded_query: string | null;
  /** Canonical keys of the abbreviations recognised, in order of first appearance. */
  abbreviations_found: string[];
  synonyms_added: string[];
  domain_terms_added: string[];
  intent: QueryIntent;
  /**
   * text to embed and to search lexically: the expanded query plus synonyms (and the domain terms),
   * joined by '; '. Not reported by the API; it is what the search actually runs on.
   */
  search_text: string;
}

/* ------------------------------------------------------------------------------------------------
 * Abbreviations.
 *
 * Expansions follow FDA's own wording (21 CFR 211/820, the 483 and EIR templates, ICH Q7–Q10).
 * Domain terms are the concepts an investigator would cite alongside the acronym; CFR sections are
 * given for drug CGMP only, because device section numbers changed with the QMSR (2026).
 * ---------------------------------------------------------------------------------------------- */

/**
 * Abbreviations recognised in queries, keyed by their canonical spelling (which is what
 * `abbreviations_found` reports). Keys whose longest letter run is 3 characters or fewer match
 * only as exact, case-sensitive whole tokens: 'API', 'PV', 'EM', 'DI', 'PQ' and 'QA' are ordinary
 * letter pairs and triples in prose ('them', 'api' in a URL). Longer keys match case-insensitively.
 */
export const ABBREVIATIONS: Readonly<Record<string, AbbreviationEntry>> = {
  // Laboratory controls (211.160–211.194).
  OOS: { expansion: 'Out of Specification', domainTerms: ['laboratory investigation', '21 CFR 211.192'] },
  OOT: { expansion: 'Out of Trend', domainTerms: ['trend analysis', 'stability data'] },
  LIMS: { expansion: 'Laboratory Information Management System', domainTerms: ['audit trail', 'electronic records'], plural: 'Laboratory Information Management Systems' },
  TOC: { expansion: 'Total Organic Carbon', domainTerms: ['water system', 'cleaning verification'] },
  CFU: { expansion: 'Colony Forming Unit', domainTerms: ['microbial limits', 'alert and action limits'], plural: 'Colony Forming Units' },
  CoA: { expansion: 'Certificate of Analysis', domainTerms: ['component testing', '21 CFR 211.84'], plural: 'Certificates of Analysis' },
  COA: { expansion: 'Certificate of Analysis', domainTerms: ['component testing', '21 CFR 211.84'], plural: 'Certificates of Analysis' },
  LAL: { expansion: 'Limulus Amebocyte Lysate', domainTerms: ['bacterial endotoxins test'] },
  BET: { expansion: 'Bacterial Endotoxins Test', domainTerms: ['endotoxin', 'pyrogen'] },
  CCI: { expansion: 'Container Closure Integrity', domainTerms: ['container closure system'] },
  CCIT: { expansion: 'Container Closure Integrity Testing', domainTerms: ['container closure system'] },
  // Quality system.
  CAPA: { expansion: 'Corrective and Preventive Action', domainTerms: ['root cause', 'effectiveness check'], plural: 'Corrective and Preventive Actions' },
  SOP: { expansion: 'Standard Operating Procedure', domainTerms: ['written procedures'], plural: 'Standard Operating Procedures' },
  QU: { expansion: 'Quality Unit', domainTerms: ['quality control unit', '21 CFR 211.22'] },
  QCU: { expansion: 'Quality Control Unit', domainTerms: ['quality unit', '21 CFR 211.22'] },
  QC: { expansion: 'Quality Control' },
  QA: { expansion: 'Quality Assurance' },
  QRM: { expansion: 'Quality Risk Management', domainTerms: ['ICH Q9', 'risk assessment'] },
  PQS: { expansion: 'Pharmaceutical Quality System', domainTerms: ['ICH Q10', 'management review'], programArea: 'drugs' },
  RCA: { expansion: 'Root Cause Analysis', domainTerms: ['corrective and preventive action'] },
  APR: { expansion: 'Annual Product Review', domainTerms: ['product quality review', '21 CFR 211.180(e)'], programArea: 'drugs' },
  PQR: { expansion: 'Product Quality Review', domainTerms: ['annual product review'], programArea: 'drugs' },
  // Records.
  BMR: { expansion: 'Batch Manufacturing Record', domainTerms: ['batch production and control records', '21 CFR 211.188'], programArea: 'drugs', plural: 'Batch Manufacturing Records' },
  MBR: { expansion: 'Master Batch Record', domainTerms: ['master production and control records', '21 CFR 211.186'], programArea: 'drugs', plural: 'Master Batch Records' },
  DHR: { expansion: 'Device History Record', domainTerms: ['device production records'], programArea: 'devices', plural: 'Device History Records' },
  DMR: { expansion: 'Device Master Record', domainTerms: ['medical device file'], programArea: 'devices', plural: 'Device Master Records' },
  DHF: { expansion: 'Design History File', domainTerms: ['design controls'], programArea: 'devices', plural: 'Design History Files' },
  // Data integrity.
  DI: { expansion: 'Data Integrity', domainTerms: ['ALCOA', '21 CFR Part 11'] },
  ALCOA: { expansion: 'Attributable, Legible, Contemporaneous, Original, Accurate', domainTerms: ['data integrity'] },
  'ALCOA+': {
    expansion: 'Attributable, Legible, Contemporaneous, Original, Accurate, plus Complete, Consistent, Enduring, Available',
    domainTerms: ['data integrity'],
  },
  // Facilities, utilities and aseptic processing.
  EM: { expansion: 'Environmental Monitoring', domainTerms: ['alert and action limits', 'viable and nonviable monitoring'] },
  HVAC: { expansion: 'Heating, Ventilation and Air Conditioning', domainTerms: ['air handling', 'pressure differentials'] },
  HEPA: { expansion: 'High-Efficiency Particulate Air', domainTerms: ['filter integrity testing'] },
  UDAF: { expansion: 'Unidirectional Airflow', domainTerms: ['smoke study', 'ISO 5'] },
  LAF: { expansion: 'Laminar Airflow', domainTerms: ['unidirectional airflow', 'ISO 5'] },
  RABS: { expansion: 'Restricted Access Barrier System', domainTerms: ['aseptic processing', 'ISO 5'] },
  LAFW: { expansion: 'Laminar Airflow Workbench', domainTerms: ['unidirectional airflow', 'ISO 5'], plural: 'Laminar Airflow Workbenches' },
  BSC: { expansion: 'Biological Safety Cabinet', domainTerms: ['ISO 5', 'unidirectional airflow'], plural: 'Biological Safety Cabinets' },
  PEC: { expansion: 'Primary Engineering Control', domainTerms: ['ISO 5', 'USP <797>'], plural: 'Primary Engineering Controls' },
  CAI: { expansion: 'Compounding Aseptic Isolator', domainTerms: ['ISO 5', 'isolator'] },
  CACI: { expansion: 'Compounding Aseptic Containment Isolator', domainTerms: ['ISO 5', 'hazardous drugs'] },
  APS: { expansion: 'Aseptic Process Simulation', domainTerms: ['media fill'], plural: 'Aseptic Process Simulations' },
  PPE: { expansion: 'Personal Protective Equipment', domainTerms: ['gowning'] },
  WFI: { expansion: 'Water for Injection', domainTerms: ['water system', 'bacterial endotoxins'] },
  CIP: { expansion: 'Clean in Place', domainTerms: ['cleaning validation'] },
  SIP: { expansion: 'Steam in Place', domainTerms: ['sterilization validation'] },
  // Qualification and validation.
  IQ: { expansion: 'Installation Qualification', domainTerms: ['equipment qualification'] },
  OQ: { expansion: 'Operational Qualification', domainTerms: ['equipment qualification'] },
  PQ: { expansion: 'Performance Qualification', domainTerms: ['equipment qualification'] },
  'IQ/OQ/PQ': { expansion: 'Installation, Operational and Performance Qualification', domainTerms: ['equipment qualification'] },
  PV: { expansion: 'Process Validation', domainTerms: ['process performance qualification', 'continued process verification'] },
  PPQ: { expansion: 'Process Performance Qualification', domainTerms: ['process validation'] },
  CPV: { expansion: 'Continued Process Verification', domainTerms: ['process validation'] },
  // ICH Q8 development vocabulary.
  CQA: { expansion: 'Critical Quality Attribute', domainTerms: ['ICH Q8'], plural: 'Critical Quality Attributes' },
  CPP: { expansion: 'Critical Process Parameter', domainTerms: ['ICH Q8'], plural: 'Critical Process Parameters' },
  CMC: { expansion: 'Chemistry, Manufacturing and Controls' },
  API: { expansion: 'Active Pharmaceutical Ingredient', domainTerms: ['ICH Q7', 'drug substance'], programArea: 'drugs', plural: 'Active Pharmaceutical Ingredients' },
  // Compounding.
  BUD: { expansion: 'Beyond-Use Date', domainTerms: ['compounding', 'USP <797>'], programArea: 'drugs', plural: 'Beyond-Use Dates' },
  // Good practices.
  GMP: { expansion: 'Good Manufacturing Practice', plural: 'Good Manufacturing Practices' },
  cGMP: { expansion: 'Current Good Manufacturing Practice', plural: 'Current Good Manufacturing Practices' },
  GCP: { expansion: 'Good Clinical Practice', domainTerms: ['ICH E6', 'clinical investigator'] },
  GLP: { expansion: 'Good Laboratory Practice', domainTerms: ['21 CFR Part 58'] },
  // Inspections and their outcomes.
  BIMO: { expansion: 'Bioresearch Monitoring', domainTerms: ['clinical investigator', 'Good Clinical Practice'] },
  FEI: { expansion: 'FDA Establishment Identifier' },
  '483': { expansion: 'Form FDA 483', domainTerms: ['inspectional observations'], plural: 'Form FDA 483s' },
  EIR: { expansion: 'Establishment Inspection Report', plural: 'Establishment Inspection Reports' },
  NAI: { expansion: 'No Action Indicated', domainTerms: ['inspection classification'] },
  VAI: { expansion: 'Voluntary Action Indicated', domainTerms: ['inspection classification'] },
  OAI: { expansion: 'Official Action Indicated', domainTerms: ['inspection classification', 'warning letter'] },
  // Applications.
  ANDA: { expansion: 'Abbreviated New Drug Application', programArea: 'drugs', plural: 'Abbreviated New Drug Applications' },
  NDA: { expansion: 'New Drug Application', programArea: 'drugs', plural: 'New Drug Applications' },
  BLA: { expansion: 'Biologics License Application', programArea: 'biologics', plural: 'Biologics License Applications' },
  // INDs cover biologics as well as drugs (CBER reviews many), so no program area.
  IND: { expansion: 'Investigational New Drug Application', plural: 'Investigational New Drug Applications' },
  PMA: { expansion: 'Premarket Approval', programArea: 'devices' },
  // Devices.
  MDR: { expansion: 'Medical Device Report', domainTerms: ['21 CFR Part 803', 'complaint handling'], programArea: 'devices', plural: 'Medical Device Reports' },
  UDI: { expansion: 'Unique Device Identifier', domainTerms: ['device labeling'], programArea: 'devices' },
  QSR: { expansion: 'Quality System Regulation', domainTerms: ['21 CFR Part 820'], programArea: 'devices' },
  QMSR: { expansion: 'Quality Management System Regulation', domainTerms: ['21 CFR Part 820', 'ISO 13485'], programArea: 'devices' },
  // Biologics.
  'HCT/P': {
    expansion: 'Human Cells, Tissues, and Cellular and Tissue-Based Product',
    domainTerms: ['21 CFR Part 1271'],
    programArea: 'biologics',
    plural: 'Human Cells, Tissues, and Cellular and Tissue-Based Products',
  },
  // Food.
  HACCP: { expansion: 'Hazard Analysis and Critical Control Points', domainTerms: ['food safety plan'], programArea: 'food' },
  FSMA: { expansion: 'Food Safety Modernization Act', domainTerms: ['preventive controls'], programArea: 'food' },
  // FDA centres: naming one names the program.
  CDER: { expansion: 'Center for Drug Evaluation and Research', programArea: 'drugs' },
  CBER: { expansion: 'Center for Biologics Evaluation and Research', programArea: 'biologics' },
  CDRH: { expansion: 'Center for Devices and Radiological Health', programArea: 'devices' },
};

/**
 * Abbreviations whose expansion also covers its single-acronym parts, so a later bare 'PQ' is not
 * explained again after 'IQ/OQ/PQ' was.
 */
const COMBINED_PARTS: Readonly<Record<string, readonly string[]>> = { 'IQ/OQ/PQ': ['IQ', 'OQ', 'PQ'] };

/**
 * Following words that give a short acronym another meaning: 'DI water' is deionised water and
 * 'API key' is software. Checked only for the listed keys.
 */
const NOT_BEFORE: Readonly<Record<string, readonly string[]>> = {
  DI: ['water'],
  API: ['key', 'keys', 'endpoint', 'endpoints', 'gateway', 'request', 'requests', 'call', 'calls'],
};

/** Words right before a number that make it a CFR part, not Form 483 ('42 CFR 483'). */
const NUMBER_NOT_AFTER = new Set(['cfr', 'part', 'parts', 'section', 'sec', 'title']);

/* ------------------------------------------------------------------------------------------------
 * Synonym groups and domain concepts.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Exactly ten groups of near-synonyms (the spec's count). Terms are chosen as investigators word
 * 483 observations, so that a query in one wording finds observations written in another. No term
 * is in two groups; a term inside a longer term of another group ('records' in 'electronic
 * records', 'qualification' in 'personnel qualification') does not trigger its own group.
 */
export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  { id: 'investigation', terms: ['investigation', 'root cause analysis', 'failure investigation', 'laboratory investigation'] },
  { id: 'contamination', terms: ['contamination', 'microbial contamination', 'bioburden', 'cross-contamination'] },
  { id: 'cleaning', terms: ['cleaning', 'sanitization', 'disinfection', 'equipment cleaning'] },
  { id: 'deviation', terms: ['deviation', 'discrepancy', 'nonconformance', 'unexplained discrepancy'] },
  { id: 'validation', terms: ['validation', 'qualification', 'verification', 'process validation'] },
  { id: 'documentation', terms: ['documentation', 'records', 'batch records', 'recordkeeping'] },
  { id: 'aseptic-processing', terms: ['aseptic processing', 'sterile processing', 'aseptic technique', 'aseptic manufacturing'] },
  { id: 'complaint', terms: ['complaint', 'product complaint', 'adverse event', 'customer complaint'] },
  { id: 'training', terms: ['training', 'personnel qualification', 'employee training', 'competency assessment'] },
  { id: 'data-integrity', terms: ['data integrity', 'audit trail', 'electronic records', 'electronic signatures'] },
];

/** At most this many synonyms per group, so one broad word does not swamp the query's meaning. */
const MAX_SYNONYMS_PER_GROUP = 3;

/** A concept a phrase implies without naming it, e.g. gowning is judged as aseptic technique. */
export interface DomainConcept {
  /** Lower-case trigger phrase, matched like synonym terms (word boundaries, simple inflections). */
  trigger: string;
  terms: string[];
}

/**
 * Phrases that imply regulatory concepts the observation text is likely to use instead. Reviewed
 * against 211 subparts, the 2004 aseptic-processing guidance and Part 11; exported for review.
 */
export const DOMAIN_CONCEPTS: readonly DomainConcept[] = [
  { trigger: 'gowning', terms: ['aseptic technique', 'personnel monitoring'] },
  { trigger: 'media fill', terms: ['aseptic process simulation'] },
  { trigger: 'smoke study', terms: ['airflow visualization', 'unidirectional airflow'] },
  { trigger: 'aseptic processing', terms: ['media fill', 'smoke study'] },
  { trigger: 'environmental monitoring', terms: ['alert and action limits', 'viable and nonviable monitoring'] },
  { trigger: 'cleanroom', terms: ['classified areas', 'pressure differentials'] },
  { trigger: 'clean room', terms: ['classified areas', 'pressure differentials'] },
  { trigger: 'sterility', terms: ['sterility assurance'] },
  { trigger: 'endotoxin', terms: ['bacterial endotoxins test', 'depyrogenation'] },
  { trigger: 'disinfectant', terms: ['disinfectant efficacy', 'sporicidal agent'] },
  { trigger: 'water system', terms: ['purified water', 'microbial limits'] },
  { trigger: 'cleaning validation', terms: ['residue limits', 'swab sampling'] },
  { trigger: 'audit trail', terms: ['data integrity', '21 CFR Part 11'] },
  { trigger: 'part 11', terms: ['electronic records', 'electronic signatures', 'audit trail'] },
  { trigger: 'stability', terms: ['expiration dating', 'stability testing program'] },
  { trigger: 'out of specification', terms: ['laboratory investigation'] },
  { trigger: 'calibration', terms: ['preventive maintenance', 'measurement traceability'] },
  { trigger: 'line clearance', terms: ['mix-up prevention', 'label reconciliation'] },
  { trigger: 'visual inspection', terms: ['particulate matter', 'defect classification'] },
  { trigger: 'change control', terms: ['impact assessment'] },
  { trigger: 'supplier', terms: ['supplier qualification', 'incoming material testing'] },
  { trigger: 'complaint', terms: ['complaint handling'] },
  { trigger: 'root cause', terms: ['corrective and preventive action'] },
  { trigger: 'process validation', terms: ['process performance qualification', 'continued process verification'] },
  { trigger: 'annual product review', terms: ['product quality review', '21 CFR 211.180(e)'] },
  { trigger: 'design control', terms: ['design verification', 'design validation', 'design history file'] },
  { trigger: 'sterile compounding', terms: ['USP <797>', 'aseptic technique'] },
  { trigger: 'preventive controls', terms: ['hazard analysis', 'food safety plan'] },
];

/* ------------------------------------------------------------------------------------------------
 * Text helpers.
 * ---------------------------------------------------------------------------------------------- */

/** Lower-case alphanumeric words; punctuation and hyphens separate, so 'cross-contamination' is two words. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Words joined by single spaces and padded, so ' phrase ' found by indexOf is a whole-word match. */
function padded(text: string): string {
  const w = words(text);
  return w.length === 0 ? ' ' : ` ${w.join(' ')} `;
}

/**
 * Spellings under which a phrase counts as present: the phrase, its last word's plural or singular,
 * verb forms of '-ion' nouns ('investigated' for 'investigation'), and -ise/-ize spellings. A
 * deliberately small set: enough for how queries are typed, too small to drift into other words.
 */
function phraseVariants(phrase: string): string[] {
  const w = words(phrase);
  const last = w.at(-1);
  if (last === undefined) return [];
  const forms = new Set([last]);
  if (/is$/.test(last)) forms.add(`${last.slice(0, -2)}es`);
  else if (/[^su]s$/.test(last)) forms.add(last.slice(0, -1));
  else if (!last.endsWith('s')) forms.add(/(?:x|ch|sh)$/.test(last) ? `${last}es` : `${last}s`);
  if (last.endsWith('ion')) for (const suffix of ['ions', 'e', 'ed', 'es', 'ing']) forms.add(last.slice(0, -3) + suffix);
  const head = w.slice(0, -1);
  const out = new Set<string>();
  for (const form of forms) {
    const variant = [...head, form].join(' ');
    out.add(variant);
    if (variant.includes('iz')) out.add(variant.replaceAll('iz', 'is'));
  }
  return [...out];
}

interface Span {
  start: number;
  end: number;
}

/** Every whole-word occurrence of any variant in a padded text. */
function occurrences(paddedText: string, variants: readonly string[]): Span[] {
  const spans: Span[] = [];
  for (const variant of variants) {
    const needle = ` ${variant} `;
    for (let at = paddedText.indexOf(needle); at !== -1; at = paddedText.indexOf(needle, at + 1)) {
      spans.push({ start: at + 1, end: at + 1 + variant.length });
    }
  }
  return spans;
}

/** Case-insensitive key for de-duplicating added terms. */
const termKey = (term: string) => words(term).join(' ');

/* ------------------------------------------------------------------------------------------------
 * Abbreviation expansion.
 * ---------------------------------------------------------------------------------------------- */

// Keys whose longest letter/digit run is ≤ 3 are matched case-sensitively; the rest by upper case.
const CASE_SENSITIVE = new Map<string, string>();
const CASE_INSENSITIVE = new Map<string, string>();
for (const key of Object.keys(ABBREVIATIONS)) {
  const longestRun = Math.max(...(key.match(/[A-Za-z0-9]+/g) ?? ['']).map((run) => run.length));
  if (longestRun <= 3) CASE_SENSITIVE.set(key, key);
  else CASE_INSENSITIVE.set(key.toUpperCase(), key);
}

function exactKey(token: string): string | undefined {
  return CASE_SENSITIVE.get(token) ?? CASE_INSENSITIVE.get(token.toUpperCase());
}

interface Recognised {
  key: string;
  plural: boolean;
}

/** The abbreviation a token spells, if any: exact first, then a plural for entries that have one. */
function recognise(token: string): Recognised | null {
  const exact = exactKey(token);
  if (exact !== undefined) return { key: exact, plural: false };
  if (token.length > 1 && /[sS]$/.test(token)) {
    const base = token.slice(0, -1);
    // Case-sensitive acronyms take a lower-case plural 's' only ('SOPs'), never 'SOPS'.
    const key = token.endsWith('s') ? CASE_SENSITIVE.get(base) ?? CASE_INSENSITIVE.get(base.toUpperCase()) : CASE_INSENSITIVE.get(base.toUpperCase());
    if (key !== undefined && ABBREVIATIONS[key]?.plural !== undefined) return { key, plural: true };
  }
  return null;
}

/** Words immediately before `start` and after `end`, read from a bounded window to stay linear. */
function neighbourWords(query: string, start: number, end: number, reach: number): { before: string[]; after: string[] } {
  return { before: words(query.slice(Math.max(0, start - reach), start)), after: words(query.slice(end, end + reach)) };
}

const sameWord = (a: string, b: string) => a === b || a === `${b}s` || `${a}s` === b;

function startsWithWords(haystack: readonly string[], needle: readonly string[]): boolean {
  return needle.length > 0 && needle.length <= haystack.length && needle.every((w, i) => sameWord(haystack[i] ?? '', w));
}

function endsWithWords(haystack: readonly string[], needle: readonly string[]): boolean {
  const offset = haystack.length - needle.length;
  return needle.length > 0 && offset >= 0 && needle.every((w, i) => sameWord(haystack[offset + i] ?? '', w));
}

/**
 * True when the writer already spelled the abbreviation out next to it — 'OOS (out of
 * specification)', 'Out-of-Specification (OOS)' — or, for an expansion that contains the
 * abbreviation itself ('Form FDA 483'), wrote part of it around the token ('FDA 483', 'Form 483').
 */
function alreadyExplained(query: string, start: number, end: number, key: string, expansion: string): boolean {
  const expansionWords = words(expansion);
  const { before, after } = neighbourWords(query, start, end, expansion.length * 2 + 16);
  if (startsWithWords(after, expansionWords) || endsWithWords(before, expansionWords)) return true;
  const own = words(key);
  if (own.length === 1 && expansionWords.includes(own[0] ?? '')) {
    const others = new Set(expansionWords.filter((w) => w !== own[0]));
    const previous = before.at(-1);
    const next = after[0];
    if ((previous !== undefined && others.has(previous)) || (next !== undefined && others.has(next))) return true;
  }
  return false;
}

/** Context vetoes: 'DI water', 'API key', and a number that is really a CFR part ('42 CFR 483', '483.10'). */
function vetoed(query: string, start: number, end: number, key: string): boolean {
  const { before, after } = neighbourWords(query, start, end, 24);
  const next = after[0];
  if (next !== undefined && NOT_BEFORE[key]?.includes(next)) return true;
  if (/^\d+$/.test(key)) {
    const previous = before.at(-1);
    if (previous !== undefined && NUMBER_NOT_AFTER.has(previous)) return true;
    if (/[.§]\s*$/.test(query.slice(Math.max(0, start - 2), start)) || /^\.\d/.test(query.slice(end, end + 2))) return true;
  }
  return false;
}

interface AbbreviationPass {
  expanded: string;
  found: string[];
}

// Tokens: alphanumeric runs, slash-joined groups ('IQ/OQ/PQ', 'HCT/Ps'), and a '+' suffix ('ALCOA+').
// Each repetition needs a '/', so the pattern cannot backtrack over the same characters twice.
const TOKEN = /[A-Za-z0-9]+(?:\/[A-Za-z0-9]+)*\+{0,2}/g;

function expandAbbreviations(query: string): AbbreviationPass {
  const found: string[] = [];
  const explained = new Set<string>();
  const insertions: { at: number; text: string }[] = [];

  const note = (key: string) => {
    if (!found.includes(key)) found.push(key);
  };
  const markExplained = (key: string) => {
    explained.add(key);
    for (const part of COMBINED_PARTS[key] ?? []) explained.add(part);
  };

  // One token (or slash-part) at [start, end): record it and, unless already explained, expand it.
  const single = (token: string, start: number, end: number): boolean => {
    const hit = recognise(token) ?? (token.endsWith('+') ? recognise(token.replace(/\++$/, '')) : null);
    if (!hit || vetoed(query, start, end, hit.key)) return false;
    const entry = ABBREVIATIONS[hit.key];
    if (!entry) return false;
    note(hit.key);
    if (explained.has(hit.key)) return true;
    markExplained(hit.key);
    if (!alreadyExplained(query, start, end, hit.key, entry.expansion)) {
      insertions.push({ at: end, text: ` (${hit.plural && entry.plural ? entry.plural : entry.expansion})` });
    }
    return true;
  };

  for (const match of query.matchAll(TOKEN)) {
    const token = match[0];
    const start = match.index;
    if (single(token, start, start + token.length) || !token.includes('/')) continue;
    // A slash group such as 'NAI/VAI/OAI': one shared parenthesis when every part is an
    // abbreviation, otherwise each recognised part on its own.
    const parts: { text: string; start: number; end: number }[] = [];
    let offset = start;
    for (const text of token.split('/')) {
      parts.push({ text, start: offset, end: offset + text.length });
      offset += text.length + 1;
    }
    const hits = parts.map((p) => {
      const hit = recognise(p.text);
      return hit && !vetoed(query, p.start, p.end, hit.key) ? hit : null;
    });
    if (hits.every((h) => h !== null)) {
      const fresh: string[] = [];
      for (const hit of hits) {
        if (!hit) continue;
        note(hit.key);
        const entry = ABBREVIATIONS[hit.key];
        if (!entry || explained.has(hit.key)) continue;
        markExplained(hit.key);
        fresh.push(hit.plural && entry.plural ? entry.plural : entry.expansion);
      }
      if (fresh.length > 0) insertions.push({ at: start + token.length, text: ` (${fresh.join(' / ')})` });
    } else {
      for (const part of parts) single(part.text, part.start, part.end);
    }
  }

  let expanded = '';
  let cursor = 0;
  for (const { at, text } of insertions) {
    expanded += query.slice(cursor, at) + text;
    cursor = at;
  }
  return { expanded: expanded + query.slice(cursor), found };
}

/* ------------------------------------------------------------------------------------------------
 * Synonyms and domain terms.
 * ---------------------------------------------------------------------------------------------- */

const GROUP_VARIANTS = SYNONYM_GROUPS.map((group) => group.terms.map((term) => phraseVariants(term)));
const CONCEPT_VARIANTS = DOMAIN_CONCEPTS.map((concept) => phraseVariants(concept.trigger));

function synonymsFor(paddedText: string): string[] {
  const matches: { group: number; term: number; span: Span }[] = [];
  GROUP_VARIANTS.forEach((terms, group) =>
    terms.forEach((variants, term) => {
      for (const span of occurrences(paddedText, variants)) matches.push({ group, term, span });
    }),
  );
  // A term that occurs only inside a longer term of another group is that other concept:
  // 'training records' is about training, not documentation.
  const standalone = (m: (typeof matches)[number]) =>
    !matches.some(
      (o) => o.group !== m.group && o.span.start <= m.span.start && o.span.end >= m.span.end && o.span.end - o.span.start > m.span.end - m.span.start,
    );
  const added: string[] = [];
  SYNONYM_GROUPS.forEach((group, g) => {
    const mine = matches.filter((m) => m.group === g);
    if (!mine.some(standalone)) return;
    const present = new Set(mine.map((m) => m.term));
    added.push(...group.terms.filter((_, t) => !present.has(t)).slice(0, MAX_SYNONYMS_PER_GROUP));
  });
  return added;
}

/* ------------------------------------------------------------------------------------------------
 * CFR references and intent.
 * ---------------------------------------------------------------------------------------------- */

// '21 CFR 211.192', '21CFR211.192', '21 C.F.R. § 211.192', 'CFR Part 211.192', and part-only
// '21 CFR 820' / '21 CFR Part 11'. Whitespace runs are separated by literals, so no backtracking blow-up.
const CFR_CITATION =
  /(?<![A-Za-z0-9.])(?:(\d{1,2})\s*)?C\.?\s?F\.?\s?R\.?\s*(?:(?:part|pt\.?|sec(?:tion)?\.?|§+)\s*)?(\d{1,4})(?:\s*\.\s*(\d{1,4}))?(?!\d)/gi;
// '§ 211.192', 'Sec. 211.192', and bare '211.192' (title 21 implied, as FDA documents write it).
const SECTION_REFERENCE = /(?<![A-Za-z0-9.,§])((?:§+|sec(?:tion)?\.?)\s*)?(\d{3,4})\.(\d{1,4})(?!\d|\.\d)/gi;
// 'part 11', 'Part 211', and 'part 11.10' (a two-digit part needs the word to be read as CFR).
const PART_REFERENCE = /\bparts?\s+(\d{1,4})(?:\s*\.\s*(\d{1,4}))?(?!\d)/gi;
// Regulation numbers people write on their own ('820 findings', '211 citations').
const BARE_PART = /(?<![A-Za-z0-9.§/])(211|820|606|610|1271|117|111)(?![A-Za-z0-9]|\.\d)/g;

/**
 * Title-21 parts a bare 'nnn.nn' may belong to. Without a 'CFR' or '§' prefix a decimal is only
 * read as a section if its part is one that 483s cite, so '100.5 mg' or '250.0' pass as numbers.
 */
const BARE_SECTION_PARTS = new Set([
  101, 110, 111, 112, 113, 114, 117, 118, 120, 123, 129, 201, 202, 206, 207, 210, 211, 212, 226, 250, 310, 312, 314, 320,
  600, 601, 606, 607, 610, 630, 640, 660, 680, 801, 803, 806, 807, 809, 812, 814, 820, 821, 822, 830, 1271,
]);

interface CfrFindings {
  /** Canonical sections in order of appearance. */
  sections: string[];
  /** Title-21 parts referenced (with or without a section), in order of appearance. */
  parts: number[];
}

function findCfr(query: string): CfrFindings {
  const hits: { at: number; section: string | null; part: number | null }[] = [];
  for (const m of query.matchAll(CFR_CITATION)) {
    const title = m[1] ?? '21';
    if (m[3] !== undefined) {
      const canonical = normaliseCfr(`${title} CFR ${m[2]}.${m[3]}`);
      const section = canonical ? cfrSection(canonical) : null;
      hits.push({ at: m.index, section, part: section && title === '21' ? (parseCfr(section)?.part ?? null) : null });
    } else {
      hits.push({ at: m.index, section: null, part: title === '21' ? Number(m[2]) : null });
    }
  }
  for (const m of query.matchAll(SECTION_REFERENCE)) {
    const part = Number(m[2]);
    if (m[1] === undefined && !BARE_SECTION_PARTS.has(part)) continue;
    const canonical = normaliseCfr(`${m[2]}.${m[3]}`);
    hits.push({ at: m.index, section: canonical ? cfrSection(canonical) : null, part });
  }
  for (const m of query.matchAll(PART_REFERENCE)) {
    const canonical = m[2] === undefined ? null : normaliseCfr(`${m[1]}.${m[2]}`);
    hits.push({ at: m.index, section: canonical ? cfrSection(canonical) : null, part: Number(m[1]) });
  }
  for (const m of query.matchAll(BARE_PART)) hits.push({ at: m.index, section: null, part: Number(m[1]) });
  hits.sort((a, b) => a.at - b.at);
  const sections: string[] = [];
  const parts: number[] = [];
  for (const hit of hits) {
    if (hit.section !== null && !sections.includes(hit.section)) sections.push(hit.section);
    if (hit.part !== null && !parts.includes(hit.part)) parts.push(hit.part);
  }
  return { sections, parts };
}

/** The program that enforces a title-21 part; null for cross-cutting parts (11, 50, 58) and animal drugs. */
function programAreaOfPart(part: number): ProgramArea | null {
  if (part >= 100 && part <= 199) return 'food';
  if (part >= 200 && part <= 499) return 'drugs';
  if ((part >= 600 && part <= 680) || part === 1270 || part === 1271) return 'biologics';
  if (part >= 800 && part <= 898) return 'devices';
  return null;
}

/**
 * Order in which conflicting program signals are resolved: the most specific first. 'Drug' is the
 * most generic word in FDA vocabulary (biologics are drugs in law; devices deliver drugs), so it
 * loses to any other program named in the same query.
 */
const AREA_PRECEDENCE: readonly ProgramArea[] = ['devices', 'biologics', 'food', 'drugs'];

const AREA_WORDS: Readonly<Record<ProgramArea, RegExp>> = {
  devices: /\b(?:medical\s+)?devices?\b|\b510\s*\(\s*k\s*\)|\bqmsr\b|\bqsr\b|\bin\s+vitro\s+diagnostics?\b|\bivds?\b/i,
  // 'Biological indicator' is a sterilisation-cycle test piece, not a biologic.
  biologics: /\bbiologic(?:s|al|als)?\b(?!\s+indicators?)|\bblood\b|\bplasma\b|\bvaccines?\b|\btissues?\b|\bhct\/ps?\b|\b(?:cell|gene)\s+therap(?:y|ies)\b|\b600s\b|\b600\s+series\b/i,
  food: /\bfoods?\b|\bdietary\s+supplements?\b|\bhaccp\b|\binfant\s+formula\b|\bseafood\b|\bjuices?\b/i,
  drugs: /\bdrugs?\b|\bpharmaceuticals?\b|\bcompound(?:ing|ed|ers?)\b|\bpharmac(?:y|ies)\b|\b503[ab]\b|\boutsourcing\s+facilit(?:y|ies)\b/i,
};

// The agency's and the Act's own names mention food and drugs without saying which program.
const AGENCY_NAMES = /\bfood\s*,?\s*(?:and|&)\s*drugs?\b|\bfood\s*,\s*drug\s*,?\s*(?:and|&)\s*cosmetic\b|\bfood[\s-]+grade\b/gi;

function firstByPrecedence(areas: ReadonlySet<ProgramArea>): ProgramArea | null {
  return AREA_PRECEDENCE.find((area) => areas.has(area)) ?? null;
}

/**
 * Program area, by signal strength: words that name a program ('device', 'blood', 'dietary
 * supplement'); then the first CFR part that belongs to one program; then abbreviations tied to
 * one program (DHR, BLA, ANDA). Within words and within abbreviations, {@link AREA_PRECEDENCE}.
 */
function classifyProgramArea(query: string, cfrParts: readonly number[], abbreviations: readonly string[]): ProgramArea | null {
  const text = query.replace(AGENCY_NAMES, ' ');
  const named = new Set(AREA_PRECEDENCE.filter((area) => AREA_WORDS[area].test(text)));
  const fromWords = firstByPrecedence(named);
  if (fromWords) return fromWords;
  for (const part of cfrParts) {
    const area = programAreaOfPart(part);
    if (area) return area;
  }
  const implied = new Set<ProgramArea>();
  for (const key of abbreviations) {
    const area = ABBREVIATIONS[key]?.programArea;
    if (area) implied.add(area);
  }
  return firstByPrecedence(implied);
}

const ANALYTICAL: readonly RegExp[] = [
  /\bhow\s+(?:many|often|much)\b/,
  /\btrend(?:s|ing|ed)?\b/,
  /\bmost\s+(?:common(?:ly)?|frequent(?:ly)?|often|cited|prevalent)\b/,
  /\btop\s+(?:\d+|ten|five|twenty|cited|most|observations?|citations?|findings?|categories|cfr|sections?|violations?|issues?|reasons?|deficiencies|firms?|facilities|companies)\b/,
  /\bfrequen(?:cy|cies|tly)\b/,
  /\bcompar(?:e|ed|es|ing|ison|isons)\b|\bversus\b|\bvs\b/,
  /\bstatistics\b|\bstats\b/,
  /\bpercent(?:age|ages)?\b/,
  /\b(?:increas|decreas)(?:e|es|ed|ing)\b/,
  /\bover\s+time\b|\byear[\s-]+over[\s-]+year\b|\bper\s+(?:year|quarter|month)\b|\bbreakdown\b/,
  /\bnumber\s+of\s+(?:observations|citations|483s|inspections|findings|warning\s+letters|firms|facilities|sites)\b|\bcount\s+of\b/,
];

// 'Sample' alone is a GMP noun (reserve samples, sampling plans); only a sample *of text* asks for examples.
const EXAMPLES: readonly RegExp[] = [
  /\bexamples?\b/,
  /\bshow\s+me\b/,
  /\binstances\s+of\b/,
  /\bsamples?\s+(?:of\s+)?(?:observations?|citations?|483s?|findings?|language|wording|warning\s+letters?)\b/,
];

const REQUIREMENTS: readonly RegExp[] = [
  /\brequire(?:s|d|ments?)?\b/,
  /\bmust\b/,
  /\bshall\b/,
  /\bhow\s+(?:to|do\s+(?:i|we|you)|can\s+(?:i|we)|should\s+(?:i|we))\s+comply\b/,
  /\bcomply(?:ing)?\s+with\b/,
  /\bexpectations?\b/,
];

const DEFINITION: readonly RegExp[] = [
  /\bdefine\b|\bdefinitions?\b/,
  /\bmeaning\s+of\b/,
  /\bwhat\s+does\s+[^?.!]{1,60}?\s+(?:mean|stand\s+for)\b/,
  /\bstands?\s+for\b/,
];

// 'What is ALCOA?' asks for a definition; 'what are the observations at sterile sites in Ohio' does
// not. A short remainder is the difference.
const WHAT_IS = /^\s*what(?:'s|\s+is|\s+are)\s+(?:an?\s+|the\s+)?/;
const WHAT_IS_MAX_WORDS = 5;

/**
 * Query type, by precedence: analytical ('how many', 'most common', 'trend' ask for an aggregate
 * no single hit answers, whatever else the query says) > examples (the user asked for instances)
 * > requirements ('what is required' starts like a definition question) > definition > general.
 */
function classifyQueryType(query: string): QueryType {
  const text = query.toLowerCase();
  if (ANALYTICAL.some((re) => re.test(text))) return 'analytical';
  if (EXAMPLES.some((re) => re.test(text))) return 'examples';
  if (REQUIREMENTS.some((re) => re.test(text))) return 'requirements';
  if (DEFINITION.some((re) => re.test(text))) return 'definition';
  const whatIs = WHAT_IS.exec(text);
  if (whatIs && words(text.slice(whatIs[0].length)).length <= WHAT_IS_MAX_WORDS) return 'definition';
  return 'general';
}

/* ------------------------------------------------------------------------------------------------
 * Entry point.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Expands a natural-language 483 search query for `POST /v1/483/observations/search`.
 *
 * - Abbreviations ({@link ABBREVIATIONS}) are expanded inline once each, at their first
 *   occurrence, and not where the expansion is already written beside them; `abbreviations_found`
 *   still lists such an abbreviation, because it was recognised and feeds domain terms and intent.
 * - Synonyms: for each {@link SYNONYM_GROUPS} group with a term in the (expanded) query, up to three
 *   of its other terms, in group order then term order. A term counts only where it is not inside a
 *   longer term of another group.
 * - Domain terms: abbreviation `domainTerms` in order found, then {@link DOMAIN_CONCEPTS} in table
 *   order; without duplicates, terms already in the query (including a CFR section or part the
 *   query cites) and terms already added as synonyms.
 * - `intent.cfr_section`: the first CFR *section* cited ('211.192', '§ 211.192', '21 CFR
 *   211.192(a)' → '21 CFR 211.192'). A part-only reference ('part 11', '21 CFR 820') gives null:
 *   the field names a section, and callers use it where a section is expected (the
 *   `cfr_reference` filter); the part still informs the program area.
 * - `intent.program_area` and `intent.query_type`: see classifyProgramArea and classifyQueryType.
 */
export function expandQuery(query: string): QueryExpansion {
  const { expanded, found } = expandAbbreviations(query);
  const changed = expanded !== query;
  const paddedExpanded = padded(expanded);

  const synonyms = synonymsFor(paddedExpanded);
  const cfr = findCfr(query);

  const seen = new Set(synonyms.map(termKey));
  const domainTerms: string[] = [];
  const candidates = [
    ...found.flatMap((key) => ABBREVIATIONS[key]?.domainTerms ?? []),
    ...DOMAIN_CONCEPTS.flatMap((concept, i) => (occurrences(paddedExpanded, CONCEPT_VARIANTS[i] ?? []).length > 0 ? concept.terms : [])),
  ];
  for (const term of candidates) {
    const key = termKey(term);
    if (seen.has(key)) continue;
    seen.add(key);
    if (occurrences(paddedExpanded, phraseVariants(term)).length > 0) continue;
    const section = normaliseCfr(term);
    if (section !== null && cfr.sections.includes(cfrSection(section) ?? '')) continue;
    const part = /^21 CFR Part (\d+)$/i.exec(term)?.[1];
    if (part !== undefined && cfr.parts.includes(Number(part))) continue;
    domainTerms.push(term);
  }

  return {
    original: query,
    expanded_query: changed ? expanded : null,
    abbreviations_found: found,
    synonyms_added: synonyms,
    domain_terms_added: domainTerms,
    intent: {
      program_area: classifyProgramArea(query, cfr.parts, found),
      query_type: classifyQueryType(query),
      cfr_section: cfr.sections[0] ?? null,
    },
    search_text: [expanded, ...synonyms, ...domainTerms].filter((part) => part.trim().length > 0).join('; '),
  };
}
