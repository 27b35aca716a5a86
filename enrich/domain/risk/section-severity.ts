import { cfrSection, normaliseActReference, normaliseFdcaReference, referenceLookupKeys, withoutEditionMarker } from '../cfr.ts';
import { ACT_SEVERITY_WEIGHTS, CATEGORY_SEVERITY_WEIGHTS, PART_SEVERITY_DEFAULTS, SECTION_SEVERITY_WEIGHTS } from '../severity.ts';

/**
 * Severity weights per cited CFR section (0..1), and the severity of one citation (0–10), for the
 * risk scores' severity factors (composite `severity`, predictive `citation_severity`).
 *
 * Two sources, combined by Bayesian shrinkage:
 * - **the expert table** of `../severity.ts` (0–10 per section, paragraph or part), which stays the
 *   one place where expert severity is written down; this module only adds the scope and
 *   definitions sections it lacks ({@link SECTION_PRIOR_ADDITIONS}), and reads it at the grain
 *   the data has;
 * - **the data**: how often a citation of the section was followed, at the same facility within a
 *   window (24 months by default), by an OAI classification or a warning letter
 *   ({@link deriveSectionWeights}). A section cited a handful of times has a noisy rate, so the
 *   rate is pulled toward an expert prior rate, strongly when the section was rarely cited and
 *   hardly at all when it was cited often.
 *
 * Pure: events, outcomes and the prior are passed in; nothing here reads files or the clock.
 */

/** A weight lookup: the severity weight, 0..1, of a cited section (`21 CFR 211.192`); null = not a CFR citation. */
export type SectionWeightLookup = (cfrSection: string | null) => number;

/**
 * Expert severity (0–10, the scale of `../severity.ts`) for sections that table leaves to the part
 * default: scope, applicability and definitions sections. They state what a part covers and cannot
 * themselves be failed, so a citation keyed to one is almost always a matching artefact or a
 * boilerplate lead; it should weigh little, not the part's 5.5.
 */
export const SECTION_PRIOR_ADDITIONS: Readonly<Record<string, number>> = {
  '210.1': 1, // status of CGMP regulations
  '210.2': 1, // applicability
  '210.3': 1, // definitions
  '211.1': 1, // scope
  '211.3': 1, // definitions
  '600.3': 1,
  '606.3': 1,
  '803.1': 1,
  '803.3': 1,
  '820.1': 1, // scope (QSR and QMSR)
  '820.3': 1, // definitions
  '1271.3': 1,
};

/** Expert weight for a citation whose section is unknown or not a Title 21 reference: the middle of the scale. */
export const NEUTRAL_SECTION_WEIGHT = 0.5;

/**
 * The expert severity at which a section's prior outcome rate equals the overall base rate: 0.55,
 * the drug CGMP part default (5.5/10), i.e. a section with no expert reason to sit higher or lower.
 */
export const TYPICAL_EXPERT_SEVERITY = 0.55;

/**
 * Expert severity of a cited reference on a 0..1 scale: the most specific key of `../severity.ts`
 * (paragraph, then section) or of {@link SECTION_PRIOR_ADDITIONS}, then the part default, divided by
 * 10. FD&C Act references use the Act table. Null when the reference is not a Title 21 CFR or Act
 * reference, or its part has no default.
 */
export function expertSectionSeverity(ref: string | null): number | null {
  if (!ref) return null;
  const lookup = referenceLookupKeys(withoutEditionMarker(ref));
  if (!lookup) return null;
  if (lookup.kind === 'act') {
    for (const key of lookup.keys) {
      const weight = ACT_SEVERITY_WEIGHTS[key];
      if (weight !== undefined) return weight / 10;
    }
    return null;
  }
  // The last key is the bare part number: only the part-default table is keyed that way.
  for (const key of lookup.keys.slice(0, -1)) {
    const weight = SECTION_PRIOR_ADDITIONS[key] ?? SECTION_SEVERITY_WEIGHTS[key];
    if (weight !== undefined) return weight / 10;
  }
  const partDefault = PART_SEVERITY_DEFAULTS[Number(lookup.keys.at(-1))];
  return partDefault === undefined ? null : partDefault / 10;
}

/**
 * The expert table as a weight lookup, for scoring before (or without) a data run: a section
 * without an expert weight, and a non-CFR citation, weigh {@link NEUTRAL_SECTION_WEIGHT}.
 */
export const expertSectionWeight: SectionWeightLookup = (section) => expertSectionSeverity(section) ?? NEUTRAL_SECTION_WEIGHT;

/**
 * An expert prior on the outcome-rate scale, for {@link deriveSectionWeights}: the base rate (share
 * of all citations followed by an outcome, measured on the same data) scaled by how severe the
 * expert table says the section is, relative to a typical section ({@link TYPICAL_EXPERT_SEVERITY}).
 * So 211.192 (7.5/10) gets 0.75 / 0.55 ≈ 1.36 × the base rate and a definitions section (1/10)
 * 0.18 ×; capped at 1 because it is a probability.
 */
export function createExpertPrior(baseRate: number): (section: string) => number {
  if (!(baseRate >= 0 && baseRate <= 1)) throw new RangeError(`base rate must be within 0..1, got ${baseRate}`);
  return (section) => Math.min(1, (baseRate * (expertSectionSeverity(section) ?? NEUTRAL_SECTION_WEIGHT)) / TYPICAL_EXPERT_SEVERITY);
}

/** One citation of a section at a facility on a date (a 483 observation matched to the catalogue, or a Dashboard citation). */
export interface SectionEvent {
  fei: string;
  cfr_section: string;
  /** ISO date of the inspection end / 483. */
  date: string;
}

/** An outcome that tells a citation was serious: the facility's OAI classification or a warning letter. */
export interface SectionOutcome {
  fei: string;
  date: string;
  kind: 'oai' | 'warning_letter';
}

/** Options of {@link deriveSectionWeights}. */
export interface DeriveSectionWeightsOptions {
  /** How long after the citation an outcome still counts (24 months by default in callers). */
  windowMonths: number;
  /** Prior outcome rate for a section, 0..1 (see {@link createExpertPrior}). */
  prior: (section: string) => number;
  /** Weight of the prior in pseudo-citations: with m = 5 a section must be cited 5 times before its data weighs as much as the prior. */
  priorStrength: number;
  /**
   * Last date the outcome data covers. A citation whose window ends after it is censored (left
   * out): its outcome may simply not have happened yet, and counting it as "not followed" would
   * bias recent sections down. Omit when the outcome data runs well past every window.
   */
  observedUntil?: string;
}

/** The derived weight of one section with the numbers behind it. */
export interface SectionWeight {
  section: string;
  /** posterior / the largest posterior of the run: 1 for the section most often followed by an outcome. */
  weight: number;
  /** Distinct citations (one per facility, section and date) whose window was fully observed. */
  cited: number;
  followed_by_outcome: number;
  /** followed_by_outcome / cited: the raw rate. */
  rate: number;
  /** The prior outcome rate the rate was shrunk toward. */
  prior: number;
  /** (followed + m × prior) / (cited + m). */
  posterior: number;
  /** `data` when the section was cited at least priorStrength times (the data outweigh the prior), else `prior`. */
  source: 'data' | 'prior';
}

/** Everything a run of {@link deriveSectionWeights} found. */
export interface DerivedSectionWeights {
  sections: Record<string, SectionWeight>;
  /** The largest posterior: a section never cited weighs prior(section) / scale. 0 when nothing was cited. */
  scale: number;
  /** Distinct citations counted (censored ones excluded). */
  events: number;
  /** Distinct citations left out because their window was not fully observed. */
  censored: number;
  /** Citations followed by an outcome within the window. */
  followed: number;
  /** followed / events: the overall rate, the natural base for {@link createExpertPrior}. 0 when no events. */
  base_rate: number;
  window_months: number;
  prior_strength: number;
}

/** Per citation, whether an outcome followed within the window. */
export interface FollowUp {
  event: SectionEvent;
  /** The first outcome at the same facility dated on or after the citation and within the window, or null. */
  outcome: SectionOutcome | null;
}

function timeOf(iso: string): number {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new RangeError(`not an ISO date: ${iso}`);
  return t;
}

/**
 * The date `months` calendar months after an ISO date, with the day clamped to the month's
 * length (31 January + 1 month = 28/29 February), in UTC.
 */
export function addMonths(iso: string, months: number): number {
  const d = new Date(timeOf(iso));
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/** Canonical section key: paragraphs folded (`21 CFR 211.192(a)` → `21 CFR 211.192`), Act references in their canonical form. */
export function sectionKey(ref: string): string {
  const cleaned = withoutEditionMarker(ref.trim());
  return cfrSection(cleaned) ?? normaliseActReference(cleaned) ?? cleaned;
}

/**
 * Matches each citation to the outcomes that followed it at the same facility within the window
 * (both ends inclusive: an OAI dated the day the 483 was issued is that inspection's own
 * classification and counts). Citations are deduplicated on (facility, section, date): a section
 * cited in two observations of one 483 is one citation of that section at that inspection.
 */
export function followUpCitations(
  events: readonly SectionEvent[],
  outcomes: readonly SectionOutcome[],
  options: Pick<DeriveSectionWeightsOptions, 'windowMonths' | 'observedUntil'>,
): { followUps: FollowUp[]; censored: SectionEvent[] } {
  if (!(options.windowMonths > 0)) throw new RangeError(`windowMonths must be positive, got ${options.windowMonths}`);
  const byFei = new Map<string, SectionOutcome[]>();
  for (const outcome of [...outcomes].sort((a, b) => timeOf(a.date) - timeOf(b.date))) {
    const list = byFei.get(outcome.fei);
    if (list) list.push(outcome);
    else byFei.set(outcome.fei, [outcome]);
  }
  const observedUntil = options.observedUntil === undefined ? null : timeOf(options.observedUntil);
  const seen = new Set<string>();
  const followUps: FollowUp[] = [];
  const censored: SectionEvent[] = [];
  for (const raw of events) {
    const event = { ...raw, cfr_section: sectionKey(raw.cfr_section), date: raw.date.slice(0, 10) };
    const key = `${event.fei}|${event.cfr_section}|${event.date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const start = timeOf(event.date);
    const end = addMonths(event.date, options.windowMonths);
    if (observedUntil !== null && end > observedUntil) {
      censored.push(event);
      continue;
    }
    const outcome = (byFei.get(event.fei) ?? []).find((o) => timeOf(o.date) >= start && timeOf(o.date) <= end) ?? null;
    followUps.push({ event, outcome });
  }
  return { followUps, censored };
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/**
 * Severity weights per section derived from outcomes: for each section, the share of its
 * citations followed by an OAI or a warning letter within the window, shrunk toward the prior
 * (a beta-binomial posterior mean with the prior worth `priorStrength` pseudo-citations):
 *
 *   posterior = (followed + m × prior) / (cited + m)
 *
 * then divided by the largest posterior so the most outcome-prone section weighs 1. Rates,
 * posteriors and weights are rounded to 4 decimals so stored documents are reproducible.
 */
export function deriveSectionWeights(
  events: readonly SectionEvent[],
  outcomes: readonly SectionOutcome[],
  options: DeriveSectionWeightsOptions,
): DerivedSectionWeights {
  if (!(options.priorStrength >= 0)) throw new RangeError(`priorStrength must be ≥ 0, got ${options.priorStrength}`);
  const { followUps, censored } = followUpCitations(events, outcomes, options);
  const counts = new Map<string, { cited: number; followed: number }>();
  for (const { event, outcome } of followUps) {
    const c = counts.get(event.cfr_section) ?? { cited: 0, followed: 0 };
    c.cited += 1;
    if (outcome) c.followed += 1;
    counts.set(event.cfr_section, c);
  }
  const m = options.priorStrength;
  const raw = [...counts.entries()].map(([section, c]) => {
    const prior = Math.min(1, Math.max(0, options.prior(section)));
    return { section, ...c, prior, posterior: (c.followed + m * prior) / (c.cited + m) };
  });
  const scale = Math.max(0, ...raw.map((r) => r.posterior));
  const sections: Record<string, SectionWeight> = {};
  for (const r of raw.sort((a, b) => b.posterior - a.posterior || a.section.localeCompare(b.section))) {
    sections[r.section] = {
      section: r.section,
      weight: scale > 0 ? round4(r.posterior / scale) : 0,
      cited: r.cited,
      followed_by_outcome: r.followed,
      rate: round4(r.followed / r.cited),
      prior: round4(r.prior),
      posterior: round4(r.posterior),
      source: r.cited >= m ? 'data' : 'prior',
    };
  }
  const followed = followUps.filter((f) => f.outcome !== null).length;
  return {
    sections,
    scale,
    events: followUps.length,
    censored: censored.length,
    followed,
    base_rate: followUps.length > 0 ? followed / followUps.length : 0,
    window_months: options.windowMonths,
    prior_strength: m,
  };
}

/**
 * A weight lookup over a derivation: a section seen in the data weighs its derived weight; one
 * never cited weighs its prior divided by the same scale (exactly what the formula gives with zero
 * citations), capped at 1; a non-CFR citation weighs `unknownWeight`. With nothing derived (scale
 * 0) the expert table answers instead.
 */
export function sectionWeightLookup(
  derived: DerivedSectionWeights,
  prior: (section: string) => number,
  unknownWeight: number = NEUTRAL_SECTION_WEIGHT,
): SectionWeightLookup {
  return (section) => {
    if (section === null) return unknownWeight;
    if (derived.scale <= 0) return expertSectionWeight(section);
    const key = sectionKey(section);
    const seen = derived.sections[key];
    if (seen) return seen.weight;
    return Math.min(1, Math.max(0, prior(key)) / derived.scale);
  };
}

/** Share of the citation severity carried by the section weight when the categories are known too (as in `../severity.ts`). */
export const SECTION_SHARE = 0.6;

/** The citation fields {@link citationSeverityScore} reads. */
export interface CitationSeverityInput {
  cfr_section: string | null;
  /** As cited; read only when `cfr_section` is null, for FD&C Act citations. */
  act_cfr_number?: string | null;
  categories: readonly string[];
}

/**
 * The reference a citation is weighed by: its CFR section, else its FD&C Act section in canonical
 * form (`FDCA 501(a)(2)(A)`: compounding 483s cite the Act, not the CFR), else null.
 */
export function weightedReference(citation: Pick<CitationSeverityInput, 'cfr_section' | 'act_cfr_number'>): string | null {
  if (citation.cfr_section) return citation.cfr_section;
  return citation.act_cfr_number ? normaliseFdcaReference(citation.act_cfr_number) : null;
}

const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * Severity of one citation, 0–10 with one decimal, for facility-level scores: 10 × (0.6 × section
 * weight + 0.4 × category weight), where the section is the CFR section or else the FD&C Act
 * section ({@link weightedReference}) and the category weight is the highest of the citation's
 * categories in `../severity.ts`'s category table (÷ 10). With only a section, 10 × its weight;
 * with only categories, 10 × the category weight; with neither, 10 × `weights(null)`.
 *
 * Unlike `severityScore` of `../severity.ts` it reads no observation text (Dashboard citations
 * have none) and its section weight can come from data ({@link deriveSectionWeights}).
 */
export function citationSeverityScore(citation: CitationSeverityInput, weights: SectionWeightLookup): number {
  const categoryWeights = citation.categories
    .map((c) => (CATEGORY_SEVERITY_WEIGHTS as Readonly<Record<string, number>>)[c])
    .filter((w): w is number => w !== undefined);
  const category = categoryWeights.length > 0 ? Math.max(...categoryWeights) / 10 : null;
  const reference = weightedReference(citation);
  const section = reference ? clamp01(weights(reference)) : null;
  let score: number;
  if (section !== null && category !== null) score = 10 * (SECTION_SHARE * section + (1 - SECTION_SHARE) * category);
  else if (section !== null) score = 10 * section;
  else if (category !== null) score = 10 * category;
  else score = 10 * clamp01(weights(null));
  return Math.round(score * 10) / 10;
}
