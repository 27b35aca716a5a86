import { type OutcomeProbability, outcomeProbability } from './outcome-calibration.ts';
import type { Classification, ComplianceActionKind, FacilityHistory, InspectionFact } from './facility-history.ts';
import type { NotOaiWeight } from './national-split.ts';
import { type SectionWeightLookup, weightedReference } from './section-severity.ts';

/**
 * The composite facility risk score, methodology v2.0 (spec doc 2, "Risk score (composite,
 * methodology v2.0)"): five factors with fixed maxima adding up to 100. Every choice the spec
 * leaves open is a named constant here and is explained in `README.md` beside this file.
 *
 * Everything is computed "as of" a date passed in: facts dated after it are ignored, so a score
 * can be recomputed for any past date (which is how the scores are back-tested) and the same
 * inputs always give the same score.
 */

/** The methodology version every composite score carries (SPEC-DECISIONS, "Versions in payloads"). */
export const METHODOLOGY_VERSION = 'v2.0' as const;

/** Risk bands; the composite's cut-offs are in {@link riskBand}, the predictive score's in `facility-score.ts`. */
export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';

/** The spec's classification weights for `oai_ratio`. */
export const CLASSIFICATION_WEIGHTS: Readonly<Record<Classification, number>> = { OAI: 1, VAI: 0.5, NAI: 0.1 };

/** Maximum contribution of each factor, in points (spec table; they add up to 100). */
export const FACTOR_MAX = { oai_ratio: 40, citation_frequency: 25, recency: 15, severity: 10, peer_benchmark: 10 } as const;

/** A factor of the composite score. */
export type RiskFactorName = keyof typeof FACTOR_MAX;

/**
 * Citations per year of inspection history at which `citation_frequency` reaches its maximum:
 * linear below, flat above. Five a year is one 483 of typical length (4–6 observations) every
 * year, or a long one every other year: a facility at that pace is cited as often as FDA cites
 * anyone it keeps returning to.
 */
export const CITATIONS_PER_YEAR_AT_MAX = 5;

/**
 * Shortest history the citation rate is computed over: without it, five citations from a first
 * inspection last month would read as sixty a year.
 */
export const MIN_HISTORY_YEARS = 1;

/** Half-life of `recency`, from the spec. */
export const RECENCY_HALF_LIFE_YEARS = 2;

/** `peer_benchmark` when the facility sits exactly at its peer average, and when the peer average is unknown. */
export const PEER_NEUTRAL = FACTOR_MAX.peer_benchmark / 2;

/**
 * Compliance actions that count as adverse events for `recency`: every kind the history names
 * except `other` (an action type we could not place, which may not be adverse at all).
 */
export const ADVERSE_ACTION_KINDS: readonly ComplianceActionKind[] = [
  'warning_letter',
  'import_alert',
  'seizure',
  'injunction',
  'consent_decree',
  'untitled_letter',
  'recall',
];

/** What the composite score needs besides the facility's history. */
export interface CompositeRiskContext {
  /** ISO date (or timestamp) the score is computed for; facts after it are ignored. */
  asOf: string;
  /** Average composite score of the facility's product-type peer group; null when the group has under 10 facilities. */
  peerAverage: number | null;
  /**
   * Severity weight, 0..1, of a cited section (see `section-severity.ts`). Called with the CFR
   * section, else the FD&C Act reference of an Act citation, else null.
   */
  sectionWeight: SectionWeightLookup;
  /**
   * Expected weight of an inspection known only as not OAI (SPEC-DECISIONS 23): the national
   * NAI/VAI split of its fiscal year and product type (`national-split.ts`). Absent, or null for an
   * inspection, and it is left out like any unclassified inspection.
   */
  notOaiWeight?: (inspection: InspectionFact) => NotOaiWeight | null;
}

/** The spec's Risk score resource. */
export interface CompositeRiskScore {
  fei_number: string;
  /** 0–100, one decimal. */
  risk_score: number;
  risk_level: RiskLevel;
  methodology_version: typeof METHODOLOGY_VERSION;
  /** Points each factor contributes (two decimals); they add up to `risk_score` up to rounding. */
  factors: Record<RiskFactorName, number>;
  methodology: string;
  /** Per factor: its definition and this facility's numbers. */
  factor_descriptions: Record<RiskFactorName, string>;
  /** Calibrated probability of an OAI or a warning letter within 24 months (`outcome-calibration.ts`). */
  outcome_probability: OutcomeProbability;
}

/** One paragraph a client can show next to any composite score. */
export const COMPOSITE_METHODOLOGY =
  'Composite risk score v2.0 (0-100): oai_ratio (max 40) = 40 x mean classification weight over classified inspections ' +
  '(OAI 1.0, VAI 0.5, NAI 0.1; an inspection known only as not OAI weighs the national NAI/VAI split of its fiscal year and product type; unclassified inspections are left out, not counted as NAI); citation_frequency (max 25) = ' +
  `citations per year of inspection history (at least ${MIN_HISTORY_YEARS} year), linear up to ${CITATIONS_PER_YEAR_AT_MAX} a year; ` +
  `recency (max 15) = 15 x 0.5^(years since the last adverse event / ${RECENCY_HALF_LIFE_YEARS}), adverse = OAI or VAI inspection, ` +
  'an unclassified inspection that issued a 483, or a compliance action; severity (max 10) = 10 x (max + mean)/2 of the cited ' +
  'CFR (or FD&C Act) sections\' severity weights (0-1); peer_benchmark (max 10) = 10 x p^2/(p^2 + a^2) with p = the other four factors + 5 and ' +
  'a = the product-type peer average (5 when the peer group has under 10 facilities). Bands: low < 25, medium < 50, high < 75, ' +
  'critical >= 75. Facts dated after the as-of date are ignored.';

const YEAR_MS = 365.25 * 86_400_000;

/** Milliseconds of an ISO date or timestamp; a malformed date is a caller bug, so it throws. */
export function isoTime(iso: string): number {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new RangeError(`not an ISO date: ${iso}`);
  return t;
}

/** Years (of 365.25 days) from one ISO date to another; negative when `to` is earlier. */
export function yearsBetween(from: string, to: string): number {
  return (isoTime(to) - isoTime(from)) / YEAR_MS;
}

/** The facility's history as known on `asOf`: inspections, citations and actions dated after it are dropped. */
export function historyAsOf(history: FacilityHistory, asOf: string): FacilityHistory {
  const limit = isoTime(asOf);
  return {
    ...history,
    inspections: history.inspections.filter((i) => isoTime(i.end_date) <= limit),
    citations: history.citations.filter((c) => isoTime(c.date) <= limit),
    compliance_actions: history.compliance_actions.filter((a) => isoTime(a.date) <= limit),
  };
}

/**
 * Whether an inspection is known to have ended with a Form 483: it has citations, or it is known
 * only from its 483 (id `483-…`, see `facility-history.ts`).
 */
export function issued483(inspection: InspectionFact, citedInspectionIds: ReadonlySet<string>): boolean {
  return citedInspectionIds.has(inspection.id) || inspection.id.startsWith('483-');
}

/** The most recent adverse event (see {@link COMPOSITE_METHODOLOGY}) of a history already cut at the as-of date ({@link historyAsOf}), or null. */
export function lastAdverseEvent(history: FacilityHistory): { date: string; what: string } | null {
  const cited = new Set(history.citations.map((c) => c.inspection_id));
  const events: Array<{ date: string; what: string }> = [];
  for (const inspection of history.inspections) {
    if (inspection.classification === 'OAI' || inspection.classification === 'VAI') {
      events.push({ date: inspection.end_date, what: `${inspection.classification} inspection` });
    } else if (inspection.classification === null && issued483(inspection, cited)) {
      events.push({ date: inspection.end_date, what: 'inspection that issued a 483 (classification not published)' });
    }
  }
  for (const action of history.compliance_actions) {
    if (ADVERSE_ACTION_KINDS.includes(action.kind)) events.push({ date: action.date, what: action.action_type });
  }
  events.sort((a, b) => isoTime(b.date) - isoTime(a.date));
  return events[0] ?? null;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;
const round2 = (x: number): number => Math.round(x * 100) / 100;
const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function oaiRatio(history: FacilityHistory, weightOf: CompositeRiskContext['notOaiWeight']): { points: number; text: string } {
  const classified = history.inspections.flatMap((i) => (i.classification === null ? [] : [i.classification]));
  // Not-OAI inspections weigh the national NAI/VAI split of their year and product type, never a guessed class.
  const notOai = history.inspections.flatMap((i) => {
    if (i.classification !== null || !i.not_oai) return [];
    const expected = weightOf?.(i) ?? null;
    return expected ? [expected.weight] : [];
  });
  const weighed = classified.length + notOai.length;
  const unknown = history.inspections.length - weighed;
  const unknownNote = unknown > 0 ? `; ${plural(unknown, 'inspection')} without a published classification left out (unknown is not NAI)` : '';
  if (weighed === 0) return { points: 0, text: `No classified inspection: 0 of 40${unknownNote}.` };
  const count = (c: Classification): number => classified.filter((x) => x === c).length;
  const sum = classified.reduce((total, c) => total + CLASSIFICATION_WEIGHTS[c], 0) + notOai.reduce((total, w) => total + w, 0);
  const mean = sum / weighed;
  const points = FACTOR_MAX.oai_ratio * mean;
  const notOaiNote =
    notOai.length > 0
      ? `, ${notOai.length} not OAI (NAI and VAI not split by the source) at the national NAI/VAI split of their fiscal year and product type, mean ${(notOai.reduce((a, b) => a + b, 0) / notOai.length).toFixed(3)}`
      : '';
  return {
    points,
    text:
      `${plural(weighed, 'classified inspection')} (${count('OAI')} OAI, ${count('VAI')} VAI, ${count('NAI')} NAI${notOaiNote}): ` +
      `mean weight ${mean.toFixed(3)} x 40 = ${points.toFixed(2)}${unknownNote}.`,
  };
}

function citationFrequency(history: FacilityHistory, asOf: string): { points: number; text: string } {
  const dates = [...history.inspections.map((i) => i.end_date), ...history.citations.map((c) => c.date)];
  if (dates.length === 0) return { points: 0, text: 'No inspection history: 0 of 25.' };
  const first = dates.reduce((a, b) => (isoTime(a) <= isoTime(b) ? a : b));
  const years = Math.max(MIN_HISTORY_YEARS, yearsBetween(first, asOf));
  const rate = history.citations.length / years;
  const points = FACTOR_MAX.citation_frequency * Math.min(1, rate / CITATIONS_PER_YEAR_AT_MAX);
  return {
    points,
    text:
      `${plural(history.citations.length, 'citation')} over ${years.toFixed(2)} years of inspection history (since ${first.slice(0, 10)}) = ` +
      `${rate.toFixed(2)} a year; 25 x min(1, rate / ${CITATIONS_PER_YEAR_AT_MAX}) = ${points.toFixed(2)}.`,
  };
}

function recency(history: FacilityHistory, asOf: string): { points: number; text: string } {
  const last = lastAdverseEvent(history);
  if (!last) return { points: 0, text: 'No adverse event on record (no OAI/VAI inspection, 483 or compliance action): 0 of 15.' };
  const years = Math.max(0, yearsBetween(last.date, asOf));
  const points = FACTOR_MAX.recency * 0.5 ** (years / RECENCY_HALF_LIFE_YEARS);
  return {
    points,
    text: `Last adverse event: ${last.what} on ${last.date.slice(0, 10)}, ${years.toFixed(2)} years ago; 15 x 0.5^(${years.toFixed(2)} / 2) = ${points.toFixed(2)}.`,
  };
}

function severity(history: FacilityHistory, sectionWeight: SectionWeightLookup): { points: number; text: string } {
  if (history.citations.length === 0) return { points: 0, text: 'No citations: 0 of 10.' };
  const weights = history.citations.map((c) => {
    const section = weightedReference(c);
    return { section, w: clamp01(sectionWeight(section)) };
  });
  const top = weights.reduce((a, b) => (b.w > a.w ? b : a));
  const mean = weights.reduce((s, x) => s + x.w, 0) / weights.length;
  const points = FACTOR_MAX.severity * (0.5 * top.w + 0.5 * mean);
  return {
    points,
    text:
      `${plural(weights.length, 'citation')}: highest section weight ${top.w.toFixed(3)} (${top.section ?? 'no CFR section'}), mean ${mean.toFixed(3)}; ` +
      `10 x (max + mean) / 2 = ${points.toFixed(2)}.`,
  };
}

function peerBenchmark(base: number, peerAverage: number | null): { points: number; text: string } {
  if (peerAverage === null) return { points: PEER_NEUTRAL, text: 'Peer group under 10 facilities: neutral 5 of 10.' };
  // The facility's score as if it sat exactly at its peer average: comparing that (not the four
  // factors alone) keeps a group of identical facilities at exactly 5.
  const p = base + PEER_NEUTRAL;
  const a = Math.max(0, peerAverage);
  const points = a === 0 ? FACTOR_MAX.peer_benchmark : (FACTOR_MAX.peer_benchmark * p * p) / (p * p + a * a);
  return {
    points,
    text: `Other factors + 5 = ${p.toFixed(2)} against the peer average ${a.toFixed(2)}: 10 x p^2 / (p^2 + a^2) = ${points.toFixed(2)} (5 = at the average).`,
  };
}

/**
 * The composite risk score v2.0 of one facility as of `context.asOf`. Total: a facility with no
 * history at all still gets a score (every evidence factor 0, the peer factor alone), so callers
 * decide whether such a score is worth showing. Edge cases, worked in the tests:
 * - no inspections: oai_ratio, citation_frequency and severity 0; recency only from compliance actions;
 * - only unclassified inspections: oai_ratio 0 (unknown is not NAI), the 483s still count as adverse events;
 * - no citations: citation_frequency and severity 0;
 * - one NAI inspection: oai_ratio 4, nothing else but the peer factor;
 * - all OAI: oai_ratio 40;
 * - nothing in five years: recency at most 15 x 0.5^2.5 = 2.65; the other factors still describe the old history.
 */
export function compositeRiskScore(history: FacilityHistory, context: CompositeRiskContext): CompositeRiskScore {
  const known = historyAsOf(history, context.asOf);
  const oai = oaiRatio(known, context.notOaiWeight);
  const frequency = citationFrequency(known, context.asOf);
  const recent = recency(known, context.asOf);
  const severe = severity(known, context.sectionWeight);
  const base = oai.points + frequency.points + recent.points + severe.points;
  const peer = peerBenchmark(base, context.peerAverage);
  const score = round1(Math.min(100, Math.max(0, base + peer.points)));
  return {
    fei_number: history.fei,
    risk_score: score,
    risk_level: riskBand(score),
    methodology_version: METHODOLOGY_VERSION,
    factors: {
      oai_ratio: round2(oai.points),
      citation_frequency: round2(frequency.points),
      recency: round2(recent.points),
      severity: round2(severe.points),
      peer_benchmark: round2(peer.points),
    },
    methodology: COMPOSITE_METHODOLOGY,
    factor_descriptions: {
      oai_ratio: `Weighted classification ratio (OAI 1.0, VAI 0.5, NAI 0.1), max 40. ${oai.text}`,
      citation_frequency: `Citations per year of inspection history, normalised, max 25. ${frequency.text}`,
      recency: `Exponential decay of the time since the last adverse event, half-life 2 years, max 15. ${recent.text}`,
      severity: `Weighted severity of the cited CFR sections, max 10. ${severe.text}`,
      peer_benchmark: `Comparison to the product-type peer-group average, max 10. ${peer.text}`,
    },
    outcome_probability: outcomeProbability(score, 'composite'),
  };
}

/** The composite's band: low below 25, medium below 50, high below 75, critical from 75 (spec doc 2). */
export function riskBand(score: number): RiskLevel {
  if (Number.isNaN(score)) throw new RangeError('risk score is NaN');
  if (score < 25) return 'low';
  if (score < 50) return 'medium';
  if (score < 75) return 'high';
  return 'critical';
}

/** Size of a move, in points, that fires `risk_score_change` (SPEC-DECISIONS 15). */
export const ALERT_POINTS = 5;

/** Why a `risk_score_change` alert fires: a first score, a move of at least 5 points, a band change. */
export type RiskChangeReason = 'first_score' | 'points' | 'band';

/** A score as stored between runs. */
export interface ScoreSnapshot {
  risk_score: number;
}

/** Whether a change of the composite score is an alert, with the diff the webhook payload carries. */
export interface RiskScoreChange {
  alert: boolean;
  /** Empty when no alert. `first_score` comes with the reasons the first score would fire against 0 / low. */
  reasons: RiskChangeReason[];
  /** next − previous, one decimal (previous taken as 0 for a first score); null when the score disappeared or neither exists. */
  delta: number | null;
  before: { risk_score: number; risk_level: RiskLevel } | null;
  after: { risk_score: number; risk_level: RiskLevel } | null;
}

/**
 * Compares two composite scores under SPEC-DECISIONS 15: an alert fires when the score moves by 5
 * points or more (compared at one decimal, so 4.95 is not 5) or changes band. A score appearing
 * for the first time (0 → n) is compared with 0 in the low band: it fires when it is at least 5
 * or not low, since a facility entering the data with a score is news to a watcher. A score that
 * disappears (n → none) fires nothing: it carries no new risk information.
 */
export function riskScoreChange(previous: ScoreSnapshot | null, next: ScoreSnapshot | null): RiskScoreChange {
  const snap = (s: ScoreSnapshot | null): RiskScoreChange['before'] => (s ? { risk_score: s.risk_score, risk_level: riskBand(s.risk_score) } : null);
  const before = snap(previous);
  const after = snap(next);
  if (!after) return { alert: false, reasons: [], delta: null, before, after };
  const from = before ?? { risk_score: 0, risk_level: 'low' as const };
  const delta = round1(after.risk_score - from.risk_score);
  const reasons: RiskChangeReason[] = [];
  if (Math.abs(delta) >= ALERT_POINTS) reasons.push('points');
  if (after.risk_level !== from.risk_level) reasons.push('band');
  if (reasons.length > 0 && !before) reasons.unshift('first_score');
  return { alert: reasons.length > 0, reasons, delta, before, after };
}
