import { describe, expect, it } from 'vitest';
import { TOPICS } from '../../infra/bus/topics.ts';
import { riskBand } from '../domain/risk/composite-risk.ts';
import type { FacilityHistory } from '../domain/risk/facility-history.ts';
import { facilityRiskLevel } from '../domain/risk/facility-score.ts';
import { outcomeProbability } from '../domain/risk/outcome-calibration.ts';
import { type BacktestScoring, type DatedFacts, backtestSplit, hadOaiBefore, historiesBefore, lastClassificationIsOai, outcomeReport, scoreOutcomeCut } from './facility-backtest.ts';
import { type FacilityFacts, factsOf } from './facility-facts.ts';
import { rawValue } from './facility-test-builders.ts';

const facts = (topic: string, value: unknown): FacilityFacts => {
  const outcome = factsOf(topic, value);
  if (outcome.kind !== 'ok') throw new Error(outcome.reason);
  return outcome.value;
};
const letter = (fei: string, caseId: string, date: string): DatedFacts => ({
  known_at: date,
  facts: facts(
    TOPICS.rawComplianceActions,
    rawValue(`wl:${caseId}`, {
      case_injunction_id: caseId,
      fei_number: fei,
      firm_name: `Firm ${fei}`,
      action_type: 'Warning Letter',
      action_taken_date: date,
      fiscal_year: 2020,
      product_type: 'Drugs',
      center: null,
      state: null,
      country: null,
      source_file: 'x',
      source_url: null,
    }),
  ),
});
const form483 = (fei: string, date: string, knownAt: string): DatedFacts => ({
  known_at: knownAt,
  facts: facts(
    TOPICS.rawPublished483s,
    rawValue(`${fei}:${date}`, {
      fei_number: fei,
      firm_name: `Firm ${fei}`,
      record_type: '483',
      record_date: date,
      date_issued: date,
      publish_date: knownAt,
      source_url: null,
      media_id: null,
      state: null,
      establishment_type: null,
      dashboard_record_id: null,
      listed_in: ['x'],
      source_file: 'x',
    }),
  ),
});
const classified = (fei: string, id: string, date: string, classification: 'NAI' | 'VAI' | 'OAI'): DatedFacts => ({
  known_at: date,
  facts: facts(
    TOPICS.rawInspections,
    rawValue(id, {
      inspection_id: id,
      fei_number: fei,
      firm_name: `Firm ${fei}`,
      street_address: null,
      city: null,
      state: null,
      zip_code: null,
      country: null,
      fiscal_year: 2020,
      inspection_end_date: date,
      classification,
      classification_raw: null,
      posted_citations: null,
      project_areas: ['x'],
      product_types: ['Drugs'],
      areas: [{ project_area: 'x', product_type: 'Drugs', classification, classification_raw: null, posted_citations: null, additional_details: null, fmd_145_date: null }],
      source_file: null,
      source_url: null,
    }),
  ),
});

/** Composite = 10 per inspection + 5 per compliance action; facility score = 20 per inspection. */
const scoring: Partial<BacktestScoring> = {
  composite: (h: FacilityHistory) => {
    const score = 10 * h.inspections.length + 5 * h.compliance_actions.length;
    return { fei_number: h.fei, risk_score: score, risk_level: riskBand(score), methodology_version: 'v2.0', factors: { oai_ratio: 0, citation_frequency: 0, recency: 0, severity: 0, peer_benchmark: 0 }, methodology: '', factor_descriptions: { oai_ratio: '', citation_frequency: '', recency: '', severity: '', peer_benchmark: '' }, outcome_probability: outcomeProbability(score, 'composite') };
  },
  facility: (h: FacilityHistory) => {
    const score = Math.min(100, 20 * h.inspections.length);
    const c = { score, weight: 0.2, factors: [] };
    return { fei_number: h.fei, facility_name: h.name, risk_score: score, risk_level: facilityRiskLevel(score), confidence: 0, score_components: { historical_pattern: c, time_since_inspection: c, citation_severity: c, industry_benchmark: c, enforcement_trend: c }, next_best_actions: [], calculated_at: '', valid_until: '', outcome_probability: outcomeProbability(score, 'facility') };
  },
};

const SPLIT = '2021-10-01';
// A: a 483 published before the split, a letter inside the window → positive.
// B: one old letter, nothing after → negative.
// C: a 483 issued before the split but posted after it (unusable), an old letter, a letter after the window → negative.
// D: known only from a letter after the split → not in the population (nothing was public about it).
const records: DatedFacts[] = [
  form483('1000001', '2021-02-10', '2021-03-01'),
  letter('1000001', '101', '2022-05-01'),
  letter('1000002', '201', '2015-01-01'),
  form483('1000003', '2021-09-01', '2021-11-01'),
  letter('1000003', '301', '2018-01-01'),
  letter('1000003', '302', '2024-01-01'),
  letter('1000004', '401', '2022-01-01'),
];

describe('historiesBefore', () => {
  it('uses only what was public before the split', () => {
    const { histories, before } = historiesBefore(records, SPLIT);
    expect(before).toBe(3);
    expect(histories.map((h) => [h.fei, h.inspections.length, h.compliance_actions.length])).toEqual([
      ['1000001', 1, 0],
      ['1000002', 0, 1],
      ['1000003', 0, 1],
    ]);
  });
});

describe('backtestSplit', () => {
  it('scores the population known before the split against warning letters in the next 24 months', () => {
    const report = backtestSplit(records, SPLIT, { horizonMonths: 24, ks: [1, 2], proxyMonths: 24, scoring, outcomeDataEnd: '2024-06-27' });
    expect(report).toMatchObject({ split: SPLIT, horizon_end: '2023-10-01', censored: false, population: 3, positives: 1 });
    expect(report.base_rate).toBeCloseTo(1 / 3, 12);
    expect(report.inputs).toEqual({
      records_before_split: 3,
      facilities_with_483_before: 1,
      facilities_with_warning_letter_before: 2,
      classified_inspections_before: 0,
      positives_with_483_before: 1,
      positives_with_warning_letter_before: 0,
    });
    // Composite: A 10 (one inspection), B 5, C 5 → A outranks both negatives: AUC 1.
    expect(report.composite.auc).toBe(1);
    // Top 1 is A; top 2 is A plus one of the tied B/C (both negative) → 0.5.
    expect(report.composite.precision_at_k.map((p) => p.precision)).toEqual([1, 0.5]);
    // Over the base rate 1/3: 3 and 1.5.
    expect(report.composite.lift_over_base_rate.map((l) => l.lift)).toEqual([3, 1.5]);
    // The proxy (a 483 in the two years before) flags A only: same ranking, so lift 1 at both k.
    expect(report.baseline_used).toBe('had_483_recently');
    expect(report.baselines.had_483_recently.auc).toBe(1);
    expect(report.composite.lift_over_baseline.map((l) => l.lift)).toEqual([1, 1]);
    expect(report.baselines.last_classification).toMatchObject({ available: false });
    // Letters in the two years before: none (B 2015, C 2018) → the action proxy is all zeros: chance.
    expect(report.baselines.had_action_recently.auc).toBe(0.5);
    // Facility score: A 20, B 0, C 0. Calibration bins: B and C tie at 0 (ranks 1.5 → decile ⌊10 × 1 / 3⌋ + 1 = 4), A (rank 3 → ⌊10 × 2.5 / 3⌋ + 1 = 9).
    expect(report.facility.calibration.map((b) => [b.decile, b.n, b.mean_predicted, b.observed_rate])).toEqual([
      [4, 2, 0, 0],
      [9, 1, 0.2, 1],
    ]);
    expect(report.facility.mean_score_with_outcome).toBe(20);
    expect(report.facility.mean_score_without_outcome).toBe(0);
  });

  it('flags a horizon that runs past the outcome data, and counts an OAI in the window as an outcome', () => {
    const withClassifications = [...records, classified('1000002', '900', '2020-01-01', 'VAI'), classified('1000002', '901', '2022-02-02', 'OAI')];
    const report = backtestSplit(withClassifications, SPLIT, { horizonMonths: 24, ks: [1], proxyMonths: 24, scoring, outcomeDataEnd: '2023-06-30' });
    expect(report.censored).toBe(true);
    // B now has an OAI in the window: positives A and B.
    expect(report.positives).toBe(2);
    // B's VAI before the split makes the last-classification baseline computable: B 0.5, A and C 0.
    expect(report.baseline_used).toBe('last_classification');
    expect(report.baselines.last_classification).toMatchObject({ available: true });
    expect(report.inputs.classified_inspections_before).toBe(1);
  });
});

describe('outcome back-test (row-level outcomes)', () => {
  const notOai = (fei: string, id: string, date: string): DatedFacts => {
    const record = classified(fei, id, date, 'NAI');
    const inspection = record.facts.inspection!;
    return { ...record, source: 'outcomes', facts: { ...record.facts, inspection: { ...inspection, classification: null, not_oai: true } } };
  };
  const oai = (fei: string, id: string, date: string): DatedFacts => ({ ...classified(fei, id, date, 'OAI'), source: 'outcomes' });
  const history = (records: DatedFacts[]) => historiesBefore(records, '2030-01-01').histories[0]!;

  it('baselines: the last classified inspection (not-OAI counts as 0), and any OAI before', () => {
    const oaiThenClean = history([oai('1', '101', '2018-01-01'), notOai('1', '102', '2019-01-01')]);
    expect(lastClassificationIsOai(oaiThenClean)).toBe(0);
    expect(hadOaiBefore(oaiThenClean)).toBe(1);
    const cleanThenOai = history([notOai('1', '101', '2018-01-01'), oai('1', '102', '2019-01-01')]);
    expect(lastClassificationIsOai(cleanThenOai)).toBe(1);
    const onlyLetter = history([letter('1', '401', '2018-01-01')]);
    expect(lastClassificationIsOai(onlyLetter)).toBe(0);
    expect(hadOaiBefore(onlyLetter)).toBe(0);
  });

  // F1: inspected before, OAI inside the window → positive. F2: inspected before, nothing after → negative.
  // F3: inspected before, a letter in the window → positive. F4: only a letter before → not in the population.
  // F5: first inspected after the cut → not in the population.
  const CUT = '2021-10-01';
  const records: DatedFacts[] = [
    oai('1', '201', '2020-01-01'),
    oai('1', '202', '2022-06-01'),
    notOai('2', '301', '2020-03-01'),
    notOai('3', '401', '2019-03-01'),
    notOai('3', '402', '2020-03-01'),
    letter('3', 'w3', '2023-01-01'),
    letter('4', 'w4', '2020-01-01'),
    notOai('5', '501', '2022-01-01'),
  ];

  it('population is the outcome source\'s FEIs inspected before the cut; outcome is OAI or warning letter in the window', () => {
    const cut = scoreOutcomeCut(records, CUT, { horizonMonths: 24, populationSource: 'outcomes', scoring });
    expect(cut.rows.map((r) => [r.fei, r.outcome])).toEqual([
      ['1', true],
      ['2', false],
      ['3', true],
    ]);
    expect(cut.facilities_with_records).toBe(4);
    // stub composite: 10 per inspection before the cut
    expect(cut.rows.map((r) => r.values)).toEqual([
      { composite: 10, facility: 20, last_classification: 1, had_oai_before: 1 },
      { composite: 10, facility: 20, last_classification: 0, had_oai_before: 0 },
      { composite: 20, facility: 40, last_classification: 0, had_oai_before: 0 },
    ]);
  });

  it('report: calibration fitted on the training cut, metrics on the test cut', () => {
    const train = scoreOutcomeCut(records, CUT, { horizonMonths: 24, populationSource: 'outcomes', scoring });
    const report = outcomeReport(train, train, [1, 2]);
    expect(report.test.population).toBe(3);
    expect(report.test.positives).toBe(2);
    // had_oai_before: x = 1 → 1 of 1 positive, x = 0 → 1 of 2: the fit separates one group, so it does not converge
    expect(report.predictors.had_oai_before.auc).toBeCloseTo(0.75, 12);
    // composite 20 (positive) > 10, 10 (one positive): AUC = (1 + 0.5) / 2
    expect(report.predictors.composite.auc).toBeCloseTo(0.75, 12);
    expect(report.predictors.composite.precision_at_k[0]!.precision).toBe(1);
    expect(report.brier_base_rate).toBeCloseTo(2 / 9, 12);
  });
});
