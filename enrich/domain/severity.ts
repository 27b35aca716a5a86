import { referenceLookupKeys } from './cfr.ts';
import type { ObservationCategory } from './observation-categories.ts';
import { normaliseObservationText } from './observation-categories.ts';

/**
 * Observation severity, 0–10 (one decimal): the `severity_score` of observation hits and
 * inspection citations, and the input to the risk score's `severity` factor ("weighted severity
 * of cited CFR sections", spec doc 2).
 *
 * There is no published FDA severity scale for 483 citations. The weights below are expert
 * judgement, anchored on how FDA itself escalates: the sections that most often turn a 483 into
 * a Warning Letter or an OAI classification for drug manufacturers (211.192 investigations,
 * 211.22 quality unit, 211.113(b) sterile contamination control, 211.68(b)/211.194 data
 * integrity, 211.100/211.110 process control) sit high; failures with a direct route to patient
 * harm (sterility, aseptic processing, EM in aseptic areas) highest; record-keeping and labeling
 * completeness lower, because they are usually correctable without product impact. They are
 * tables, not code, so they can be reviewed and tuned.
 */

/**
 * Base severity per CFR section (keys as in the category hints: part.section with optional
 * paragraphs; the most specific key present wins). 9 = direct sterility/patient-safety failure,
 * 7–8 = systemic failure FDA routinely escalates, 5–6 = control gap with plausible product impact,
 * 3–4 = records/documentation completeness.
 */
export const SECTION_SEVERITY_WEIGHTS: Readonly<Record<string, number>> = {
  // 21 CFR 211 — drug CGMP
  '211.22': 7, // quality control unit: the backstop for every other control
  '211.22(a)': 7.5, // no QCU / QCU lacks authority
  '211.25': 5,
  '211.28': 6, // gowning and protective apparel
  '211.42': 5.5,
  '211.42(c)': 6,
  '211.42(c)(10)': 8.5, // aseptic processing area design and controls
  '211.42(c)(10)(iv)': 8, // environmental monitoring in aseptic areas
  '211.42(c)(10)(v)': 8, // cleaning/disinfection of aseptic areas
  '211.42(c)(10)(vi)': 8, // equipment controlling aseptic conditions (hoods, HEPA)
  '211.46': 6,
  '211.56': 5.5,
  '211.58': 5,
  '211.63': 5,
  '211.67': 6.5, // equipment cleaning: cross-contamination route
  '211.68': 6,
  '211.68(a)': 5.5,
  '211.68(b)': 8, // computer controls: FDA's data-integrity citation
  '211.80': 5,
  '211.84': 6, // component testing, incl. identity (DEG/EG contamination history)
  '211.94': 6,
  '211.100': 7,
  '211.100(b)': 6,
  '211.101': 5.5,
  '211.103': 4.5,
  '211.110': 7,
  '211.111': 5,
  '211.113': 7.5,
  '211.113(a)': 7, // objectionable organisms in non-sterile products
  '211.113(b)': 9, // contamination control / validation for sterile products
  '211.115': 5,
  '211.122': 5,
  '211.125': 5,
  '211.130': 5,
  '211.137': 5.5,
  '211.142': 5,
  '211.160': 6.5,
  '211.165': 7,
  '211.166': 6,
  '211.167': 8, // sterility / pyrogen testing of each batch
  '211.170': 4,
  '211.180': 4,
  '211.180(e)': 4.5,
  '211.182': 3.5,
  '211.184': 3.5,
  '211.186': 4.5,
  '211.188': 4,
  '211.192': 7.5, // investigations of discrepancies and failures
  '211.194': 6,
  '211.194(a)': 7, // complete laboratory data: data integrity
  '211.196': 3.5,
  '211.198': 5.5,
  '211.204': 5,
  // 21 CFR 820 — devices
  '820.20': 5,
  '820.22': 4.5,
  '820.25': 4,
  '820.30': 6,
  '820.40': 4,
  '820.50': 5.5,
  '820.70': 6,
  '820.72': 5,
  '820.75': 7, // process validation: the device counterpart of 211.110(a)
  '820.80': 5.5,
  '820.90': 6,
  '820.100': 7, // CAPA: most-cited device section and the usual Warning Letter lead
  '820.180': 4,
  '820.181': 4,
  '820.184': 4,
  '820.198': 6,
  '803': 6, // MDR reporting
  // Other parts
  '11': 6.5, // electronic records
  '312.60': 6, // protocol non-compliance in clinical investigations
  '50': 6, // informed consent
  '314.81': 7, // field alert reports not submitted
  '310.305': 6, // adverse event reporting
  '1271.195': 7.5,
  '1271.230': 7,
  '606.100(c)': 7,
  '117.80': 6,
  '117.35': 5.5,
};

/** Default base severity by CFR part, for sections not listed above. */
export const PART_SEVERITY_DEFAULTS: Readonly<Record<number, number>> = {
  211: 5.5,
  212: 5.5,
  820: 5,
  803: 6,
  1271: 5.5,
  600: 5.5,
  606: 5.5,
  610: 6,
  630: 5.5,
  640: 5.5,
  117: 5,
  111: 5,
  113: 6,
  114: 5.5,
  123: 5,
  58: 4.5,
  312: 5,
  50: 5.5,
  56: 4.5,
};

/** Base severity of FD&C Act sections cited on compounding and outsourcing-facility 483s. */
export const ACT_SEVERITY_WEIGHTS: Readonly<Record<string, number>> = {
  'FDCA 501(a)(2)(A)': 8, // insanitary conditions: FDA's basis for compounding recalls
  'FDCA 501(a)(2)(B)': 6.5,
  'FDCA 503B(a)(10)': 4, // label content
  'FDCA 503B(b)(5)': 6, // adverse event reports
};

/** Neutral base when neither a CFR section nor a category is known. */
const DEFAULT_BASE = 5;

/**
 * Intrinsic severity of each category: sterility, aseptic processing and data integrity highest
 * (a failure there defeats the assurance every other control gives), documentation lowest.
 */
export const CATEGORY_SEVERITY_WEIGHTS: Readonly<Record<ObservationCategory, number>> = {
  'Sterility Assurance': 8.5,
  'Aseptic Processing': 8.5,
  'Data Integrity': 8.5,
  'Environmental Monitoring': 7,
  'Quality System': 6.5,
  'Laboratory Controls': 6.5,
  'Process Validation': 6.5,
  'Process Controls': 6,
  'Stability Studies': 5.5,
  'Facility & Equipment': 5.5,
  Documentation: 4,
};

/** A text signal that moves severity up: what an investigator's wording says about impact. */
export interface SeveritySignal {
  name: string;
  /** Regex source over normalised (lowercased, OCR-repaired) text. */
  pattern: string;
  /** Only counts when this also matches (e.g. "distributed" only matters next to a failure). */
  requires?: string;
  bonus: number;
}

/**
 * Text signals and their bonuses. Repeat observations and falsification are the strongest: FDA's
 * Regulatory Procedures Manual treats repeat findings and integrity breaches as grounds for
 * escalation regardless of the section cited. The total text bonus is capped at
 * {@link MAX_TEXT_BONUS} so wording can lift a score but never dominate the cited section.
 */
export const SEVERITY_TEXT_SIGNALS: readonly SeveritySignal[] = [
  {
    name: 'repeat observation',
    pattern: 'repeat (observation|finding|citation)|(also|previously) (noted|cited|observed) (during|in) (the )?(\\d{4} )?(fda )?inspection|previously cited',
    bonus: 1.5,
  },
  { name: 'falsification', pattern: 'falsif[a-z]*|fabricat(ed|ion of) (data|records?|results?)|back ?dat(ed|ing)|test(ing)? into compliance', bonus: 2 },
  { name: 'patient harm', pattern: 'patients?|hospitali[sz][a-z]*|sepsis|infections?|deaths?|injur(y|ies)|adverse (events?|reactions?)', bonus: 1 },
  { name: 'sterility failure', pattern: 'sterility (failures?|positives?)|failed sterility|presumptive positives?|non ?sterile (product|units?|vials?)', bonus: 1 },
  { name: 'recall', pattern: 'recall(s|ed)?', bonus: 0.75 },
  { name: 'contamination', pattern: 'contaminat(ed|ion)|objectionable (micro ?)?organisms?|mou?ld|fung(i|us)', bonus: 0.5 },
  {
    name: 'not investigated',
    pattern: 'not (been )?investigated|no (sterility failure |formal )?investigation|without (an |any )?investigation|fail(ed|ure)? to (conduct|perform|initiate|open) (an |any |a )?(adequate |thorough )?investigat[a-z]*',
    bonus: 0.75,
  },
  {
    name: 'released despite failure',
    pattern: '(released|distributed|shipped)',
    requires: 'fail(ed|ing|ure)|\\boos\\b|out of specification|positive|contaminat',
    bonus: 0.75,
  },
];

/** Cap on the summed text-signal bonus. */
export const MAX_TEXT_BONUS = 3;

/** What {@link severityScore} reads. Categories are plain strings so stored values can be passed as-is. */
export interface SeverityInput {
  cfr: string | null;
  categories: readonly string[];
  text?: string;
}

/** The parts a severity score is made of, for explaining a score to a user. */
export interface SeverityBreakdown {
  /** Base weight of the cited section (or its part), null when no CFR/Act reference is known. */
  cfrWeight: number | null;
  /** Category weight: the highest category plus a breadth bonus, null when no known category. */
  categoryWeight: number | null;
  /** Names of the text signals that fired. */
  signals: string[];
  textBonus: number;
  score: number;
}

function cfrWeightFor(ref: string | null): number | null {
  const lookup = ref ? referenceLookupKeys(ref) : null;
  if (!lookup) return null;
  const table = lookup.kind === 'act' ? ACT_SEVERITY_WEIGHTS : SECTION_SEVERITY_WEIGHTS;
  for (const key of lookup.keys) {
    const weight = table[key];
    if (weight !== undefined) return weight;
  }
  return lookup.kind === 'cfr' ? (PART_SEVERITY_DEFAULTS[Number(lookup.keys.at(-1))] ?? null) : null;
}

function categoryWeightFor(categories: readonly string[]): number | null {
  const weights = categories
    .map((c) => (CATEGORY_SEVERITY_WEIGHTS as Readonly<Record<string, number>>)[c])
    .filter((w): w is number => w !== undefined)
    .sort((a, b) => b - a);
  const top = weights[0];
  if (top === undefined) return null;
  // Several serious systems failing at once is worse than one: +0.25 per further category of
  // quality-system weight or above, at most +0.5. Documentation riding along adds nothing.
  const breadth = Math.min(0.5, weights.slice(1).filter((w) => w >= 6.5).length * 0.25);
  return top + breadth;
}

/**
 * The severity score with its components. The cited section dominates (60 %) because it is
 * what FDA judged to be violated; categories (40 %) carry what the text is about, which matters
 * when the same section covers both trivial and critical findings. Without a section the
 * categories stand alone; text signals then add up to {@link MAX_TEXT_BONUS}.
 */
export function severityBreakdown(input: SeverityInput): SeverityBreakdown {
  const cfrWeight = cfrWeightFor(input.cfr);
  const categoryWeight = categoryWeightFor(input.categories);
  let base: number;
  if (cfrWeight !== null && categoryWeight !== null) base = 0.6 * cfrWeight + 0.4 * categoryWeight;
  else base = cfrWeight ?? categoryWeight ?? DEFAULT_BASE;

  const signals: string[] = [];
  let textBonus = 0;
  if (input.text) {
    const text = normaliseObservationText(input.text);
    for (const signal of SEVERITY_TEXT_SIGNALS) {
      if (!new RegExp(`(?<![a-z0-9])(?:${signal.pattern})(?![a-z0-9])`).test(text)) continue;
      if (signal.requires && !new RegExp(`(?<![a-z0-9])(?:${signal.requires})`).test(text)) continue;
      signals.push(signal.name);
      textBonus += signal.bonus;
    }
    textBonus = Math.min(MAX_TEXT_BONUS, textBonus);
  }
  const score = Math.round(Math.min(10, Math.max(0, base + textBonus)) * 10) / 10;
  return { cfrWeight, categoryWeight, signals, textBonus, score };
}

/**
 * Severity of one observation, 0.0–10.0 with one decimal: a per-section base weight blended with
 * category weights and raised by text signals (repeat observation, recall, patient harm,
 * falsification, uninvestigated failures). An unknown CFR still scores from its categories.
 */
export function severityScore(input: SeverityInput): number {
  return severityBreakdown(input).score;
}
