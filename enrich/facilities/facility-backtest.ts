import { createFacilityFactsStore, percentileOfSorted } from '../../infra/facts/facility-facts-store.ts';
import { baselineKey, compositePeerValue, facilityPeerValue, peerBaseline } from './peer-baseline.ts';
import { type CalibrationBin, type LogisticFit, type PrecisionAtK, type ScoredOutcome, auc, aucStandardError, baseRate, brierScore, calibrationByDecile, fitLogistic, liftOver, logistic, precisionAtK, topDecileLift } from '../domain/backtest-metrics.ts';
import { type CompositeRiskContext, type CompositeRiskScore, compositeRiskScore, issued483 } from '../domain/risk/composite-risk.ts';
import type { FacilityHistory, InspectionFact } from '../domain/risk/facility-history.ts';
import type { NotOaiWeight } from '../domain/risk/national-split.ts';
import { type FacilityScore, type FacilityScoreContext, MIN_PEER_GROUP, facilityScore } from '../domain/risk/facility-score.ts';
import { type SectionWeightLookup, expertSectionWeight } from '../domain/risk/section-severity.ts';
import { type FacilityFactShapes, applyFacts } from './apply-facts.ts';
import { type FacilityFacts, consolidateHistory } from './facility-facts.ts';
import { CLASSIFICATION_WEIGHT, addMonths } from './facility-totals.ts';

/**
 * The back-test of the facility scores: score every facility as of a split date from what was
 * public before it, and check the scores against what happened in the following months (an OAI
 * classification or a warning letter). Histories are built exactly as the facilities step builds
 * them (`applyFacts` into a facts store, `consolidateHistory`), so what is tested is what runs.
 */

/** Facts of one record and the day they became public (a 483's posting date, say), which decides whether a split may use them. */
export interface DatedFacts {
  facts: FacilityFacts;
  known_at: string;
  /** Connector the record came from (the outcome back-test's population is one source's FEIs). */
  source?: string;
}

export interface BacktestScoring {
  composite: (history: FacilityHistory, context: CompositeRiskContext) => CompositeRiskScore;
  facility: (history: FacilityHistory, context: FacilityScoreContext) => FacilityScore;
  sectionWeight: SectionWeightLookup;
  /** Weight of a not-OAI inspection (the national NAI/VAI split, `national-split.ts`); absent: each score's own default. */
  notOaiWeight?: (inspection: InspectionFact) => NotOaiWeight | null;
}

export interface BacktestOptions {
  /** Months after the split in which an outcome counts (24). */
  horizonMonths: number;
  /** The k of precision@k (10, 50, 100). */
  ks: readonly number[];
  /** Look-back of the proxy baselines (24 months). */
  proxyMonths: number;
  scoring?: Partial<BacktestScoring>;
  /** Last day the outcome data is complete for; a horizon ending later is reported as censored. */
  outcomeDataEnd?: string | null;
}

/** Metrics of one score (or baseline) on one split. */
export interface ScoreMetrics {
  auc: number | null;
  /** Hanley–McNeil standard error of the AUC: ± 1.96 × this is a rough 95 % interval. */
  auc_se: number | null;
  precision_at_k: PrecisionAtK[];
  /** precision@k over the base rate, per k. */
  lift_over_base_rate: Array<{ k: number; lift: number | null }>;
}

export interface ModelMetrics extends ScoreMetrics {
  /** Score / 100 taken as a probability, by decile. */
  calibration: CalibrationBin[];
  /** precision@k of the score over the baseline's, per k (the baseline is `baseline_used`). */
  lift_over_baseline: Array<{ k: number; lift: number | null }>;
  mean_score_with_outcome: number | null;
  mean_score_without_outcome: number | null;
}

export interface SplitReport {
  split: string;
  horizon_end: string;
  /** True when the outcome data ends before the horizon does: outcomes late in the window are missing. */
  censored: boolean;
  /** Facilities with at least one fact public before the split: the scored population. */
  population: number;
  positives: number;
  base_rate: number | null;
  inputs: {
    records_before_split: number;
    facilities_with_483_before: number;
    facilities_with_warning_letter_before: number;
    classified_inspections_before: number;
    positives_with_483_before: number;
    positives_with_warning_letter_before: number;
  };
  composite: ModelMetrics;
  facility: ModelMetrics;
  baselines: {
    last_classification: ({ available: true } & ScoreMetrics) | { available: false; reason: string };
    /** 1 when the facility had an inspection that issued a 483 in the look-back, else 0. */
    had_483_recently: ScoreMetrics;
    /** 1 when the facility had a compliance action in the look-back, else 0. */
    had_action_recently: ScoreMetrics;
  };
  /** Which baseline `lift_over_baseline` divides by. */
  baseline_used: 'last_classification' | 'had_483_recently';
}

/** Scores one split: see the module comment. Facts public on or after the split are not used for the scores. */
export function backtestSplit(records: readonly DatedFacts[], split: string, options: BacktestOptions): SplitReport {
  const scoring: BacktestScoring = { composite: compositeRiskScore, facility: facilityScore, sectionWeight: expertSectionWeight, ...options.scoring };
  const horizonEnd = addMonths(split, options.horizonMonths);
  const lookBack = addMonths(split, -options.proxyMonths);

  const { histories, before } = historiesBefore(records, split);

  const outcomes = outcomeFeis(records, split, horizonEnd);
  const scored = scoreAll(histories, split, scoring);
  const rows = histories.map((history, index) => ({ history, outcome: outcomes.has(history.fei), ...scored[index]! }));

  const classifiedBefore = histories.reduce((n, h) => n + h.inspections.filter((i) => i.classification !== null).length, 0);
  const had483 = (h: FacilityHistory, from: string) => {
    const cited = new Set(h.citations.map((c) => c.inspection_id));
    return h.inspections.some((i) => i.end_date >= from && i.end_date < split && (issued483(i, cited) || i.classification === 'VAI' || i.classification === 'OAI'));
  };
  const hadWarningLetter = (h: FacilityHistory) => h.compliance_actions.some((a) => a.kind === 'warning_letter' && a.date < split);
  const items = (score: (row: (typeof rows)[number]) => number): ScoredOutcome[] => rows.map((row) => ({ score: score(row), outcome: row.outcome }));
  const rate = baseRate(items(() => 0));

  const proxy483 = metricsOf(items((r) => (had483(r.history, lookBack) ? 1 : 0)), options.ks, rate);
  const proxyAction = metricsOf(items((r) => (r.history.compliance_actions.some((a) => a.date >= lookBack && a.date < split) ? 1 : 0)), options.ks, rate);
  const lastClassification: SplitReport['baselines']['last_classification'] =
    classifiedBefore === 0
      ? { available: false, reason: 'no inspection before the split has a classification (the mirror has no row-level Dashboard classifications, and a 483 does not state one)' }
      : { available: true, ...metricsOf(items((r) => lastClassificationWeight(r.history)), options.ks, rate) };
  const baseline = lastClassification.available ? lastClassification : proxy483;

  return {
    split,
    horizon_end: horizonEnd,
    censored: options.outcomeDataEnd ? options.outcomeDataEnd < horizonEnd : false,
    population: rows.length,
    positives: rows.filter((r) => r.outcome).length,
    base_rate: rate,
    inputs: {
      records_before_split: before,
      facilities_with_483_before: rows.filter((r) => had483(r.history, '0000-01-01')).length,
      facilities_with_warning_letter_before: rows.filter((r) => hadWarningLetter(r.history)).length,
      classified_inspections_before: classifiedBefore,
      positives_with_483_before: rows.filter((r) => r.outcome && had483(r.history, '0000-01-01')).length,
      positives_with_warning_letter_before: rows.filter((r) => r.outcome && hadWarningLetter(r.history)).length,
    },
    composite: modelMetrics(items((r) => r.composite), options.ks, rate, baseline),
    facility: modelMetrics(items((r) => r.facility), options.ks, rate, baseline),
    baselines: { last_classification: lastClassification, had_483_recently: proxy483, had_action_recently: proxyAction },
    baseline_used: lastClassification.available ? 'last_classification' : 'had_483_recently',
  };
}

/**
 * The histories as the facilities step would hold them just before the split: every record public
 * before it applied to a throwaway in-memory facts store, each history consolidated.
 */
export function historiesBefore(records: readonly DatedFacts[], split: string): { histories: FacilityHistory[]; before: number } {
  const store = createFacilityFactsStore<FacilityFactShapes>({ file: ':memory:' });
  try {
    let before = 0;
    for (const record of records) {
      if (record.known_at >= split) continue;
      applyFacts(store, record.facts);
      before += 1;
    }
    const histories = store.feis().flatMap((fei) => {
      const history = store.history(fei);
      return history ? [consolidateHistory(history)] : [];
    });
    return { histories, before };
  } finally {
    store.close();
  }
}

/** FEIs with an outcome in (split, horizonEnd]: a warning letter, or an inspection classified OAI, dated in the window. */
function outcomeFeis(records: readonly DatedFacts[], split: string, horizonEnd: string): Set<string> {
  const feis = new Set<string>();
  const inWindow = (date: string) => date > split && date <= horizonEnd;
  for (const { facts } of records) {
    if (facts.compliance_action?.kind === 'warning_letter' && inWindow(facts.compliance_action.date)) feis.add(facts.fei);
    if (facts.inspection?.classification === 'OAI' && inWindow(facts.inspection.end_date)) feis.add(facts.fei);
  }
  return feis;
}

/**
 * Both scores for every facility as of the split, in two passes, exactly as the facilities step
 * scores after a load: the first gives every facility its peer values (scores before any peer
 * comparison), the second scores each against the frozen, rounded baseline of its product-type
 * group (enrich/facilities/peer-baseline.ts).
 */
function scoreAll(histories: readonly FacilityHistory[], asOf: string, scoring: BacktestScoring): Array<{ composite: number; facility: number; facilityComponents: Record<string, number> }> {
  const groups = new Map<string, { risk_score: number[]; facility_score: number[] }>();
  for (const h of histories) {
    const group = h.product_types[0];
    if (!group) continue;
    const composite = scoring.composite(h, { asOf, peerAverage: null, sectionWeight: scoring.sectionWeight, notOaiWeight: scoring.notOaiWeight });
    const facility = scoring.facility(h, { asOf, peerStats: null, sectionWeight: scoring.sectionWeight, notOaiWeight: scoring.notOaiWeight });
    const members = groups.get(group) ?? { risk_score: [], facility_score: [] };
    members.risk_score.push(compositePeerValue(composite.factors));
    members.facility_score.push(facilityPeerValue(facility.score_components));
    groups.set(group, members);
  }
  const baseline = peerBaseline([...groups.keys()], (group, score) => {
    const values = [...(groups.get(group)?.[score] ?? [])].sort((a, b) => a - b);
    if (values.length === 0) return null;
    return { mean: values.reduce((sum, v) => sum + v, 0) / values.length, p75: percentileOfSorted(values, 0.75), p90: percentileOfSorted(values, 0.9), size: values.length };
  });
  return histories.map((h) => {
    const group = h.product_types[0] ?? '';
    const composite = baseline.get(baselineKey(group, 'risk_score')) ?? null;
    const peerAverage = composite && composite.size >= MIN_PEER_GROUP ? composite.mean : null;
    const peerStats = baseline.get(baselineKey(group, 'facility_score')) ?? null;
    const facility = scoring.facility(h, { asOf, peerStats, sectionWeight: scoring.sectionWeight, notOaiWeight: scoring.notOaiWeight });
    return {
      composite: scoring.composite(h, { asOf, peerAverage, sectionWeight: scoring.sectionWeight, notOaiWeight: scoring.notOaiWeight }).risk_score,
      facility: facility.risk_score,
      facilityComponents: Object.fromEntries(Object.entries(facility.score_components ?? {}).map(([name, c]) => [name, c.score])),
    };
  });
}

function lastClassificationWeight(history: FacilityHistory): number {
  const last = history.inspections.filter((i) => i.classification !== null).at(-1);
  return last?.classification ? CLASSIFICATION_WEIGHT[last.classification] : 0;
}

function metricsOf(items: readonly ScoredOutcome[], ks: readonly number[], rate: number | null): ScoreMetrics {
  const precision = ks.map((k) => precisionAtK(items, k));
  const area = auc(items);
  const positives = items.filter((i) => i.outcome).length;
  return {
    auc: area,
    auc_se: aucStandardError(area, positives, items.length - positives),
    precision_at_k: precision,
    lift_over_base_rate: precision.map((p) => ({ k: p.k, lift: liftOver(p.precision, rate) })),
  };
}

function modelMetrics(items: readonly ScoredOutcome[], ks: readonly number[], rate: number | null, baseline: ScoreMetrics): ModelMetrics {
  const metrics = metricsOf(items, ks, rate);
  const mean = (xs: number[]) => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);
  return {
    ...metrics,
    calibration: calibrationByDecile(items.map((i) => ({ predicted: Math.min(1, Math.max(0, i.score / 100)), outcome: i.outcome }))),
    lift_over_baseline: metrics.precision_at_k.map((p, index) => ({ k: p.k, lift: liftOver(p.precision, baseline.precision_at_k[index]?.precision ?? null) })),
    mean_score_with_outcome: mean(items.filter((i) => i.outcome).map((i) => i.score)),
    mean_score_without_outcome: mean(items.filter((i) => !i.outcome).map((i) => i.score)),
  };
}

// ---------------------------------------------------------------------------------------------
// The outcome back-test on row-level inspection outcomes (issue 12, item 5): one training cut to
// fit the calibration, one later test cut to judge everything, both scores against two baselines.
// ---------------------------------------------------------------------------------------------

/** The predictors the outcome back-test compares, in report order. */
export const PREDICTORS = ['composite', 'facility', 'last_classification', 'had_oai_before'] as const;
export type Predictor = (typeof PREDICTORS)[number];

/** One facility of a cut: its predictors as of the cut and whether the outcome followed. */
export interface OutcomeRow {
  fei: string;
  outcome: boolean;
  /** The two scores (0–100) and the two baselines (0 or 1). */
  values: Record<Predictor, number>;
  /** The facility score's component scores (0–100), for the diagnostics. */
  facility_components: Record<string, number>;
}

export interface OutcomeCut {
  split: string;
  horizon_end: string;
  /** Records public before the cut (all sources). */
  records_before: number;
  /** Facilities with any record before the cut; the population is the subset with an inspection of the population source. */
  facilities_with_records: number;
  rows: OutcomeRow[];
}

/**
 * The last classified inspection was OAI: 1, else 0 (NAI, VAI or "not OAI" all 0; no classified
 * inspection 0). Inspections known only from a 483 carry no classification and are skipped.
 */
export function lastClassificationIsOai(history: FacilityHistory): number {
  const known = history.inspections.filter((i) => i.classification !== null || i.not_oai === true);
  const last = known.reduce<InspectionFact | null>((latest, i) => (latest === null || i.end_date >= latest.end_date ? i : latest), null);
  return last?.classification === 'OAI' ? 1 : 0;
}

/** Any inspection classified OAI before the cut: 1, else 0. */
export function hadOaiBefore(history: FacilityHistory): number {
  return history.inspections.some((i) => i.classification === 'OAI') ? 1 : 0;
}

/**
 * Scores one cut: every facility with an inspection from `populationSource` known before the cut
 * (its history built from every source's records known before it), both scores with their peer
 * pass, both baselines, and the outcome (an OAI inspection or a warning letter in (cut, cut +
 * horizon]). A facility with no inspection in the window is simply "no outcome".
 */
export function scoreOutcomeCut(records: readonly DatedFacts[], split: string, options: { horizonMonths: number; populationSource: string; scoring?: Partial<BacktestScoring> }): OutcomeCut {
  const scoring: BacktestScoring = { composite: compositeRiskScore, facility: facilityScore, sectionWeight: expertSectionWeight, ...options.scoring };
  const horizonEnd = addMonths(split, options.horizonMonths);
  const population = new Set<string>();
  for (const r of records) if (r.source === options.populationSource && r.facts.inspection && r.known_at < split) population.add(r.facts.fei);
  const { histories: all, before } = historiesBefore(records, split);
  const histories = all.filter((h) => population.has(h.fei));
  const outcomes = outcomeFeis(records, split, horizonEnd);
  const scored = scoreAll(histories, split, scoring);
  return {
    split,
    horizon_end: horizonEnd,
    records_before: before,
    facilities_with_records: all.length,
    rows: histories.map((h, i) => ({
      fei: h.fei,
      outcome: outcomes.has(h.fei),
      values: { composite: scored[i]!.composite, facility: scored[i]!.facility, last_classification: lastClassificationIsOai(h), had_oai_before: hadOaiBefore(h) },
      facility_components: scored[i]!.facilityComponents,
    })),
  };
}

/** The calibration's predictor scale: scores are read as score / 100, baselines as 0/1. */
export function calibrationInput(predictor: Predictor, value: number): number {
  return predictor === 'composite' || predictor === 'facility' ? value / 100 : value;
}

/** Logistic calibration of every predictor, fitted on one cut's rows. */
export function fitOutcomeCalibrations(cut: OutcomeCut): Record<Predictor, LogisticFit> {
  const fit = (p: Predictor) => fitLogistic(cut.rows.map((r) => ({ x: calibrationInput(p, r.values[p]), outcome: r.outcome })));
  return { composite: fit('composite'), facility: fit('facility'), last_classification: fit('last_classification'), had_oai_before: fit('had_oai_before') };
}

export interface PredictorMetrics extends ScoreMetrics {
  /** AUC on the training cut (for reference: what the method choices could see). */
  train_auc: number | null;
  top_decile_lift: number | null;
  /** Brier score of the calibrated probability (fitted on the training cut) on the test cut. */
  brier: number | null;
  /** The calibrated probability by decile on the test cut. */
  calibration: CalibrationBin[];
  fit: LogisticFit;
}

export interface OutcomeReport {
  train: { split: string; horizon_end: string; population: number; positives: number; base_rate: number | null };
  test: { split: string; horizon_end: string; population: number; positives: number; base_rate: number | null; facilities_with_records: number };
  /** Brier on the test cut of predicting the training base rate for everyone (the reference). */
  brier_base_rate: number | null;
  predictors: Record<Predictor, PredictorMetrics>;
  /** AUC of each facility-score component on the training cut (diagnostics for method changes: never the test cut). */
  facility_component_train_auc: Record<string, number | null>;
}

/** Fits on `train`, measures on `test`. */
export function outcomeReport(train: OutcomeCut, test: OutcomeCut, ks: readonly number[]): OutcomeReport {
  const fits = fitOutcomeCalibrations(train);
  const itemsOf = (cut: OutcomeCut, p: Predictor): ScoredOutcome[] => cut.rows.map((r) => ({ score: r.values[p], outcome: r.outcome }));
  const testRate = baseRate(itemsOf(test, 'composite'));
  const trainRate = baseRate(itemsOf(train, 'composite'));
  const predictorMetrics = (p: Predictor): PredictorMetrics => {
    const items = itemsOf(test, p);
    const fit = fits[p];
    const predicted = test.rows.map((r) => ({ predicted: logistic(fit.intercept, fit.slope, calibrationInput(p, r.values[p])), outcome: r.outcome }));
    return {
      ...metricsOf(items, ks, testRate),
      train_auc: auc(itemsOf(train, p)),
      top_decile_lift: topDecileLift(items),
      brier: brierScore(predicted),
      calibration: calibrationByDecile(predicted),
      fit,
    };
  };
  const summary = (cut: OutcomeCut) => ({ split: cut.split, horizon_end: cut.horizon_end, population: cut.rows.length, positives: cut.rows.filter((r) => r.outcome).length, base_rate: baseRate(itemsOf(cut, 'composite')) });
  return {
    train: summary(train),
    test: { ...summary(test), facilities_with_records: test.facilities_with_records },
    brier_base_rate: trainRate === null ? null : brierScore(test.rows.map((r) => ({ predicted: trainRate, outcome: r.outcome }))),
    facility_component_train_auc: Object.fromEntries(
      Object.keys(train.rows[0]?.facility_components ?? {}).map((name) => [name, auc(train.rows.map((r) => ({ score: r.facility_components[name] ?? 0, outcome: r.outcome })))]),
    ),
    predictors: { composite: predictorMetrics('composite'), facility: predictorMetrics('facility'), last_classification: predictorMetrics('last_classification'), had_oai_before: predictorMetrics('had_oai_before') },
  };
}
