import { normaliseActReference } from './cfr.ts';
import { normaliseObservationText, leadSentence } from './observation-categories.ts';

/**
 * Matches a Form 483 observation to FDA's citation catalogue (the FY "Inspection Observations"
 * spreadsheet). A 483 does not print the CFR section, but its opening sentence is the catalogue's
 * Long Description boilerplate with one of each set of [bracketed alternatives] chosen and
 * "Specifically, ***" replaced by details; recovering the entry recovers `act_cfr_number` and
 * `short_description` for the observation.
 */

/** One catalogue row, as the ingest step reads it from the FDA spreadsheet. */
export interface CatalogueEntry {
  reference_number: string;
  short_description: string;
  long_description: string;
  program_area: string;
  frequency: number;
}

/** The best catalogue entry for an observation lead. */
export interface CatalogueMatch {
  reference_number: string;
  /** Canonical CFR/Act form of the reference (see normaliseActReference); the raw reference if it does not parse. */
  act_cfr_number: string;
  short_description: string;
  program_area: string;
  /** 0..1: how completely the lead and the entry's boilerplate cover each other. */
  score: number;
}

/** Options for one lookup. */
export interface CatalogueMatchOptions {
  /** Prefer entries of this program area (e.g. 'Drugs'); another area's entry wins only when clearly better. */
  programArea?: string;
  /** Minimum score to report a match; default {@link DEFAULT_MIN_SCORE}. */
  minScore?: number;
}

/** A matcher built once over a catalogue and queried per observation. */
export interface CatalogueMatcher {
  match(lead: string, options?: CatalogueMatchOptions): CatalogueMatch | null;
  /** Number of entries indexed. */
  size: number;
}

/**
 * Share of the score given to two-way token coverage; the rest is bigram recall. Word order
 * weighs this much because a lead that shares an entry's vocabulary but not its phrasing ("the
 * strength differs from … that which it purports or is represented to possess" against 211.100(a)'s
 * "identity, strength, quality, and purity they purport or are represented to possess") is a
 * different citation, while a shortened or reworded boilerplate keeps its word pairs.
 */
const F1_WEIGHT = 0.6;

/**
 * How much better an entry of another program area must score to beat the requested area's best:
 * the area is a prior (a drug 483 cites drug boilerplate), not a filter, because firms regulated
 * in several programs receive device or biologics citations on the same 483.
 */
const AREA_MARGIN = 0.05;

/** Weight of a lead word absent from the whole catalogue; the commonest catalogue words weigh about 0.7. */
const UNKNOWN_TOKEN_WEIGHT = 0.5;

/** Descriptions fully scored per lookup, after ranking by shared IDF mass. */
const CANDIDATES = 25;

/**
 * Default acceptance threshold, measured on the FY2019 catalogue against the 368 observation
 * leads of the shared 483 texts (see catalogue-match.test.ts): verbatim boilerplate scores
 * 0.85–1.0 even through OCR noise; shortened or reworded boilerplate 0.54–0.75; leads whose
 * citation is not in the catalogue, OCR-garbled leads and free text all scored below 0.46 (the
 * highest, 0.45, was "the strength differs from … that which it purports" against 211.100(a)).
 */
export const DEFAULT_MIN_SCORE = 0.5;

// Function words, plus words that occur in nearly every 483 sentence and carry no subject.
const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have how if in into is it its ' +
    'may might must no nor not of on or our shall should so such than that the their them then there these they ' +
    'this those through to under upon was were what when where whether which while who whom will with would ' +
    'you your yours we us any all each other same also only either both specifically example ie eg etc'
  ).split(' '),
);

/**
 * Light suffix stripping so 'validated', 'validate' and 'validation' meet, and 'procedures' meets
 * 'procedure'. Deliberately weaker than Porter: 'production' must not become 'product'.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  let stripped = false;
  if (w.length > 7 && w.endsWith('ation')) {
    w = w.slice(0, -3);
    stripped = true;
  } else if (w.length > 5 && w.endsWith('ing')) {
    w = w.slice(0, -3);
    stripped = true;
  } else if (w.length > 4 && w.endsWith('ed')) {
    w = w.slice(0, -2);
    stripped = true;
  } else if (w.length > 5 && w.endsWith('ly')) {
    w = w.slice(0, -2);
  }
  if (stripped && /([b-df-hj-np-rtv-z])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Lowercased, OCR-repaired, stopword-free, stemmed word tokens, in order. */
export function tokenise(text: string): string[] {
  return normaliseObservationText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((t) => t.length > 1 && !/^\d+$/.test(t) && !STOPWORDS.has(t))
    .map(stem);
}

/** A parsed long description: fixed words and slots of [alternatives]. */
interface Segment {
  /** One entry for fixed text; several for a slot of consecutive [alternatives]. */
  options: string[][];
  /** A lone [bracket] is FDA's mark for optional wording ('[adequately]', '[always]'). */
  optional: boolean;
  fixed: boolean;
}

// "Specifically, ***", "Specifically,***", "Specifically: ***", stray "***": the placeholder the
// investigator replaces with details; not part of what a 483 lead repeats.
const PLACEHOLDER_TAIL = /\s*(?:specifically\s*[,:;]?\s*,?\s*)?\*{2,}\s*\.?\s*$/i;

function parseLongDescription(text: string): Segment[] {
  const body = text.replace(PLACEHOLDER_TAIL, '').replace(/\s*specifically\s*[,:]?\s*$/i, '');
  const segments: Segment[] = [];
  // Split into bracketed and unbracketed pieces; consecutive brackets (only whitespace between)
  // form one slot of alternatives.
  const pieces = body.split(/(\[[^\]]*\])/);
  let slot: string[][] | null = null;
  const flush = (): void => {
    if (slot && slot.length > 0) segments.push({ options: slot, optional: slot.length === 1, fixed: false });
    slot = null;
  };
  for (const piece of pieces) {
    if (piece.startsWith('[') && piece.endsWith(']')) {
      slot ??= [];
      const tokens = tokenise(piece.slice(1, -1));
      if (tokens.length > 0) slot.push(tokens);
      continue;
    }
    if (piece.trim().length === 0 && slot) continue;
    flush();
    const tokens = tokenise(piece);
    if (tokens.length > 0) segments.push({ options: [tokens], optional: false, fixed: true });
  }
  flush();
  return segments;
}

/** Bigrams a lead could contain if it follows this description, whichever alternatives it picks. */
function possibleBigrams(segments: readonly Segment[]): Set<string> {
  const bigrams = new Set<string>();
  // Last tokens of any path through the segments so far.
  let ends = new Set<string>();
  for (const segment of segments) {
    const nextEnds = new Set<string>();
    for (const option of segment.options) {
      const first = option[0];
      if (first !== undefined) for (const end of ends) bigrams.add(`${end} ${first}`);
      for (let i = 1; i < option.length; i++) bigrams.add(`${option[i - 1]} ${option[i]}`);
      const last = option[option.length - 1];
      if (last !== undefined) nextEnds.add(last);
    }
    // Several alternatives may be picked together ('[collection] [processing]').
    if (!segment.fixed) {
      for (const a of segment.options) {
        for (const b of segment.options) {
          const last = a[a.length - 1];
          const first = b[0];
          if (a !== b && last !== undefined && first !== undefined) bigrams.add(`${last} ${first}`);
        }
      }
    }
    if (segment.optional) for (const end of ends) nextEnds.add(end);
    ends = nextEnds;
  }
  return bigrams;
}

function bigramsOf(tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < tokens.length; i++) out.add(`${tokens[i - 1]} ${tokens[i]}`);
  return out;
}

interface IndexedDescription {
  segments: Segment[];
  tokens: Set<string>;
  bigrams: Set<string>;
  /** Entries sharing this exact description (same text under different refs or program areas). */
  entries: CatalogueEntry[];
}

function normaliseArea(area: string): string {
  return area.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

function sameArea(a: string, b: string): boolean {
  const x = normaliseArea(a);
  const y = normaliseArea(b);
  return x.length > 0 && y.length > 0 && (x === y || x.startsWith(y) || y.startsWith(x));
}

/**
 * Removes what 483s put around the boilerplate but the catalogue does not have: repeat markers
 * ("***THIS IS A REPEAT OBSERVATION***"), list labels, and everything from "Specifically"/"For
 * example" on; the first 60 words are enough to identify the citation.
 */
export function catalogueLead(text: string): string {
  const cleaned = text
    .replace(/\*+\s*(?:this is an? )?repeat observation\s*\**/gi, ' ')
    .replace(/^\s*(?:repeat observation|\*+)\s*/i, ' ');
  const lead = leadSentence(cleaned);
  const words = lead.split(/\s+/);
  return words.length > 60 ? words.slice(0, 60).join(' ') : lead;
}

/**
 * Builds a matcher over catalogue entries: TF-IDF-weighted token coverage in both directions
 * (how much of the lead the entry explains, and how much of the entry's fixed boilerplate —
 * plus the best alternative of each [slot] — the lead repeats), blended with word-bigram recall
 * so word order breaks ties between near-identical boilerplates. An inverted index limits full
 * scoring to entries sharing rare words with the lead, so 400 leads against 1,789 entries take
 * milliseconds.
 */
export function createCatalogueMatcher(entries: readonly CatalogueEntry[]): CatalogueMatcher {
  const byText = new Map<string, IndexedDescription>();
  for (const entry of entries) {
    const key = entry.long_description.replace(/\s+/g, ' ').trim().toLowerCase();
    const existing = byText.get(key);
    if (existing) {
      existing.entries.push(entry);
      continue;
    }
    const segments = parseLongDescription(entry.long_description);
    const tokens = new Set(segments.flatMap((s) => s.options.flat()));
    byText.set(key, { segments, tokens, bigrams: possibleBigrams(segments), entries: [entry] });
  }
  const descriptions = [...byText.values()];

  const df = new Map<string, number>();
  for (const d of descriptions) for (const t of d.tokens) df.set(t, (df.get(t) ?? 0) + 1);
  const n = Math.max(1, descriptions.length);
  const idf = (t: string): number => {
    const f = df.get(t);
    // Words the catalogue never uses (case details, OCR debris) count a little against an entry
    // covering the lead, but far less than a rare catalogue word would.
    return f === undefined ? UNKNOWN_TOKEN_WEIGHT : Math.log(1 + n / f);
  };

  const postings = new Map<string, number[]>();
  descriptions.forEach((d, i) => {
    for (const t of d.tokens) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  });

  // IDF-weighted alternatives, computed once: scoring then only does set lookups.
  const weighted = descriptions.map((d) =>
    d.segments.map((segment) => ({
      optional: segment.optional,
      options: segment.options.map((option) => {
        const tokens = [...new Set(option)];
        const weights = tokens.map(idf);
        return { tokens, weights, total: weights.reduce((a, b) => a + b, 0) };
      }),
    })),
  );

  const entryCoverage = (i: number, lead: ReadonlySet<string>): number => {
    let matched = 0;
    let total = 0;
    for (const segment of weighted[i] ?? []) {
      let bestMatched = 0;
      let bestTotal = 0;
      let bestFraction = -1;
      for (const option of segment.options) {
        let m = 0;
        option.tokens.forEach((tok, k) => {
          if (lead.has(tok)) m += option.weights[k] ?? 0;
        });
        const fraction = option.total > 0 ? m / option.total : 0;
        // Ties (typically no alternative present) charge the cheapest alternative.
        if (fraction > bestFraction || (fraction === bestFraction && option.total < bestTotal)) {
          bestFraction = fraction;
          bestMatched = m;
          bestTotal = option.total;
        }
      }
      if (segment.optional && bestMatched === 0) continue;
      matched += bestMatched;
      total += bestTotal;
    }
    return total > 0 ? matched / total : 0;
  };

  const scoreDescription = (i: number, d: IndexedDescription, leadTokens: ReadonlySet<string>, leadWeight: number, leadBigrams: ReadonlySet<string>): number => {
    let shared = 0;
    for (const t of leadTokens) if (d.tokens.has(t)) shared += idf(t);
    const leadCoverage = leadWeight > 0 ? shared / leadWeight : 0;
    const coverage = entryCoverage(i, leadTokens);
    if (leadCoverage === 0 || coverage === 0) return 0;
    const f1 = (2 * leadCoverage * coverage) / (leadCoverage + coverage);
    let bigramHits = 0;
    for (const b of leadBigrams) if (d.bigrams.has(b)) bigramHits++;
    const bigramRecall = leadBigrams.size > 0 ? bigramHits / leadBigrams.size : f1;
    return F1_WEIGHT * f1 + (1 - F1_WEIGHT) * bigramRecall;
  };

  const pickEntry = (d: IndexedDescription, programArea: string | undefined): CatalogueEntry | undefined =>
    [...d.entries].sort((a, b) => {
      if (programArea) {
        const pa = sameArea(a.program_area, programArea) ? 1 : 0;
        const pb = sameArea(b.program_area, programArea) ? 1 : 0;
        if (pa !== pb) return pb - pa;
      }
      return b.frequency - a.frequency;
    })[0];

  const match = (lead: string, options: CatalogueMatchOptions = {}): CatalogueMatch | null => {
    const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
    const tokens = tokenise(catalogueLead(lead));
    if (tokens.length === 0) return null;
    const leadTokens = new Set(tokens);
    const leadBigrams = bigramsOf(tokens);
    let leadWeight = 0;
    for (const t of leadTokens) leadWeight += idf(t);

    // Candidate generation: accumulate shared IDF mass per description from the postings, then
    // fully score the top few dozen; a true match shares most of the lead's rare words.
    const accumulated = new Float64Array(descriptions.length);
    const touched: number[] = [];
    for (const t of leadTokens) {
      const list = postings.get(t);
      if (!list) continue;
      const w = idf(t);
      for (const i of list) {
        if (accumulated[i] === 0) touched.push(i);
        accumulated[i] = (accumulated[i] ?? 0) + w;
      }
    }
    // Descriptions sharing under a fifth of the lead's weight cannot reach any useful score;
    // dropping them before sorting keeps a lookup well under a millisecond.
    const floor = 0.2 * leadWeight;
    const candidates = touched
      .filter((i) => (accumulated[i] ?? 0) >= floor)
      .sort((a, b) => (accumulated[b] ?? 0) - (accumulated[a] ?? 0))
      .slice(0, CANDIDATES)
      .map((i) => [i] as const);

    const scored = candidates
      .map(([i]) => {
        const d = descriptions[i];
        return d ? { d, score: scoreDescription(i, d, leadTokens, leadWeight, leadBigrams) } : null;
      })
      .filter((x): x is { d: IndexedDescription; score: number } => x !== null);

    const best = (restrictTo: string | undefined): { d: IndexedDescription; score: number } | undefined => {
      const pool = restrictTo ? scored.filter((s) => s.d.entries.some((e) => sameArea(e.program_area, restrictTo))) : scored;
      return [...pool].sort(
        (a, b) =>
          b.score - a.score ||
          Math.max(...b.d.entries.map((e) => e.frequency)) - Math.max(...a.d.entries.map((e) => e.frequency)),
      )[0];
    };

    const overall = best(undefined);
    const inArea = options.programArea ? best(options.programArea) : undefined;
    const winner = inArea && overall && inArea.score >= overall.score - AREA_MARGIN ? inArea : overall;
    if (!winner || winner.score < minScore) return null;
    const entry = pickEntry(winner.d, options.programArea);
    if (!entry) return null;
    return {
      reference_number: entry.reference_number,
      act_cfr_number: normaliseActReference(entry.reference_number) ?? entry.reference_number.trim(),
      short_description: entry.short_description,
      program_area: entry.program_area,
      score: Math.round(winner.score * 1000) / 1000,
    };
  };

  return { match, size: entries.length };
}
