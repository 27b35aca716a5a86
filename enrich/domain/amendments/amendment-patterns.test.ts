import { describe, expect, it } from 'vitest';
import { amendmentPatterns, analysisPeriodFor } from './amendment-patterns.ts';
import type { AmendmentPatternsResult } from './amendment-patterns.ts';
import { buildStudyVersion as v } from './build-study-version.ts';
import type { StudyVersion, StudyVersions } from './study-version.ts';

const nct = (n: number) => `NCT${String(n).padStart(8, '0')}`;
const study = (...versions: StudyVersion[]): StudyVersions => ({ nct_id: versions[0]!.nct_id, versions });
/** A study with two identical versions: analysable, never amended. */
const unchanged = (n: number, overrides: Partial<StudyVersion> = {}) => study(v(nct(n), '2021-02-01', overrides), v(nct(n), '2021-08-01', overrides));
const single = (n: number, overrides: Partial<StudyVersion> = {}) => study(v(nct(n), '2021-03-01', overrides));

function ok(result: AmendmentPatternsResult) {
  if (result.status !== 'ok') throw new Error(`expected statistics, got ${result.status}`);
  return result.statistics;
}

/*
 * Twelve oncology trials, worked by hand:
 * - T1 (phase 2): 2020-01-10 → 2020-06-10 the estimated enrollment 100 → 150 and the primary
 *   completion 2025-01-01 → 2025-09-01 (243 days: 31+28+31+30+31+30+31+31) while RECRUITING:
 *   sample_size_increase + study_duration_extension, trigger enrollment_shortfall, delay 243 d.
 * - T2 (phase 3): 2020-02-01 → 2020-08-01 the primary outcome PFS → ORR: endpoint_modification,
 *   delay 0, unspecified.
 * - T3 (phase 2): 2021-01-01 → 2021-03-01 a criterion added while ACTIVE_NOT_RECRUITING:
 *   eligibility_criteria_change, delay 0, unspecified.
 * - T4–T10: two identical versions (phases 1/2, 1, NA, 2, 3, early 1, NA).
 * - T11 (phase 4), T12: one version each, so matched but not analysed.
 * Analysed 10, amended 3 → 30 %. Each pattern: 1 trial of 10 → 10 %, 0.1 per trial.
 * avg delay of the T1 patterns: 243 / 30.4375 = 7.98 → 8.0 months ≥ 6 → high.
 * Phases (analysed only): I = T4, T5, T10 → 0 of 3; II = T1, T3, T4, T8 → 2 of 4 = 50 %;
 * III = T2, T9 → 1 of 2 = 50 %; IV = none (T11 is single-version) → null, 0.
 */
function twelveTrials(): StudyVersions[] {
  const t3Criteria = 'Inclusion Criteria:\n\n* Age 18 or over\n* Stage IV NSCLC\n* ECOG 0-1\n\nExclusion Criteria:\n\n* Prior chemotherapy';
  return [
    study(v(nct(1), '2020-01-10'), v(nct(1), '2020-06-10', { enrollment_count: 150, primary_completion_date: '2025-09-01' })),
    study(v(nct(2), '2020-02-01', { phases: ['PHASE3'] }), v(nct(2), '2020-08-01', { phases: ['PHASE3'], primary_outcomes: [{ measure: 'Objective response rate', time_frame: 'Up to 24 months' }] })),
    study(v(nct(3), '2021-01-01', { overall_status: 'ACTIVE_NOT_RECRUITING' }), v(nct(3), '2021-03-01', { overall_status: 'ACTIVE_NOT_RECRUITING', eligibility_criteria: t3Criteria })),
    unchanged(4, { phases: ['PHASE1', 'PHASE2'] }),
    unchanged(5, { phases: ['PHASE1'] }),
    unchanged(6, { phases: ['NA'] }),
    unchanged(7, { phases: ['NA'] }),
    unchanged(8, { phases: ['PHASE2'] }),
    unchanged(9, { phases: ['PHASE3'] }),
    study(v(nct(10), '2021-09-01', { phases: ['EARLY_PHASE1'] }), v(nct(10), '2022-05-05', { phases: ['EARLY_PHASE1'] })),
    single(11, { phases: ['PHASE4'] }),
    single(12),
  ];
}

describe('amendmentPatterns on twelve hand-worked trials', () => {
  const stats = ok(amendmentPatterns(twelveTrials(), { therapeutic_area: 'Oncology' }));

  it('rates amendments over the ten trials with version history, and says so', () => {
    expect([stats.therapeutic_area, stats.total_trials_analyzed, stats.amendment_rate]).toEqual(['Oncology', 10, 30]);
    expect(stats.data_coverage).toEqual({
      trials_matched: 12,
      trials_with_version_history: 10,
      trials_without_version_history: 2,
      // 10 studies × 2 versions + 2 single versions.
      versions_read: 22,
      amendments_observable: true,
      note: 'Amendment statistics rest on the 10 of 12 matching trials that have two or more registry versions in the period; the other 2 have a single version, which shows no amendment history either way.',
    });
    // No period asked: the span of the matching trials' versions (T1's first, T10's last).
    expect(stats.analysis_period).toEqual({ start: '2020-01-10', end: '2022-05-05' });
  });

  it('gives one pattern per type seen, most frequent first then in SPEC-DECISIONS 11 order', () => {
    expect(stats.patterns.map((p) => [p.pattern_id, p.frequency, p.amendments_per_trial, p.avg_delay_months, p.risk_level, p.common_triggers])).toEqual([
      ['AP-endpoint_modification', 10, 0.1, 0, 'high', []],
      ['AP-sample_size_increase', 10, 0.1, 8, 'high', ['enrollment_shortfall']],
      ['AP-eligibility_criteria_change', 10, 0.1, 0, 'medium', []],
      ['AP-study_duration_extension', 10, 0.1, 8, 'high', ['enrollment_shortfall']],
    ]);
    expect(stats.patterns[0]).toMatchObject({ pattern_type: 'endpoint_modification', amendment_count: 1, trials_with_pattern: 1 });
    expect(stats.patterns[0]!.description).toMatch(/outcome measures/);
    expect(stats.patterns[0]!.prevention_strategies.length).toBeGreaterThan(0);
  });

  it('breaks the rate down by phase, null where no analysed trial is in the phase', () => {
    expect(stats.phase_breakdown).toEqual({
      I: { amendment_rate: 0, trial_count: 3 },
      II: { amendment_rate: 50, trial_count: 4 },
      III: { amendment_rate: 50, trial_count: 2 },
      IV: { amendment_rate: null, trial_count: 0 },
    });
  });

  it('counts each amending update once by trigger, and lists every amendment', () => {
    expect(stats.trigger_breakdown).toEqual({ safety: 0, regulatory_request: 0, enrollment_shortfall: 1, unspecified: 2 });
    expect(stats.amendments).toHaveLength(4);
  });

  it('filters by phase before the ten-trial threshold: phase II matches 5 trials (T1, T3, T4, T8 and single-version T12)', () => {
    expect(amendmentPatterns(twelveTrials(), { phase: 'II' })).toMatchObject({
      status: 'INSUFFICIENT_DATA',
      reason: 'too_few_trials',
      minimum_trials: 10,
      data_coverage: { trials_matched: 5, trials_with_version_history: 4 },
    });
  });

  it('filters by therapeutic area: none of the twelve is cardiovascular', () => {
    expect(amendmentPatterns(twelveTrials(), { therapeutic_area: 'Cardiovascular' })).toMatchObject({ status: 'INSUFFICIENT_DATA', analysis_period: null, data_coverage: { trials_matched: 0, note: 'No trial matches the criteria.' } });
  });
});

describe('amendmentPatterns: the ten-trial threshold and the coverage outcomes', () => {
  const amended = (n: number) => study(v(nct(n), '2021-02-01'), v(nct(n), '2021-08-01', { enrollment_count: 120 }));

  it('answers INSUFFICIENT_DATA for 9 trials and statistics for 10', () => {
    const nine = Array.from({ length: 9 }, (_, index) => amended(index + 1));
    expect(amendmentPatterns(nine)).toMatchObject({ status: 'INSUFFICIENT_DATA', reason: 'too_few_trials', data_coverage: { trials_matched: 9 } });
    const ten = ok(amendmentPatterns([...nine, amended(10)]));
    expect([ten.total_trials_analyzed, ten.amendment_rate, ten.patterns.map((p) => [p.pattern_type, p.frequency])]).toEqual([10, 100, [['sample_size_increase', 100]]]);
  });

  it('says amendments cannot be observed when every matching trial has a single version, rather than a 0 % rate', () => {
    const result = amendmentPatterns(Array.from({ length: 10 }, (_, index) => single(index + 1)));
    expect(result).toEqual({
      status: 'NO_VERSION_HISTORY',
      therapeutic_area: null,
      analysis_period: { start: '2021-03-01', end: '2021-03-01' },
      data_coverage: {
        trials_matched: 10,
        trials_with_version_history: 0,
        trials_without_version_history: 10,
        versions_read: 10,
        amendments_observable: false,
        note: 'None of the 10 matching trials has two or more registry versions in the period, so amendments cannot be observed; no amendment rate is reported.',
      },
    });
    expect(result).not.toHaveProperty('amendment_rate');
  });

  it('answers INSUFFICIENT_DATA when ten trials match but only nine have history', () => {
    const result = amendmentPatterns([...Array.from({ length: 9 }, (_, index) => amended(index + 1)), single(10)]);
    expect(result).toMatchObject({ status: 'INSUFFICIENT_DATA', reason: 'too_few_trials_with_history', data_coverage: { trials_matched: 10, trials_with_version_history: 9 } });
  });
});

describe('amendmentPatterns: time-period filtering', () => {
  /*
   * Ten trials with four versions each: 2018-03-01; 2019-03-01 enrollment 100 → 150;
   * 2021-03-01 primary outcome PFS → ORR; 2024-03-01 a criterion added. In 2020–2022 only the
   * 2021 update falls inside, so only the endpoint change counts; the 2024 version is not read.
   */
  const criteria = 'Inclusion Criteria:\n\n* Age 18 or over\n* Stage IV NSCLC\n* ECOG 0-1\n\nExclusion Criteria:\n\n* Prior chemotherapy';
  const orr = [{ measure: 'Objective response rate', time_frame: 'Up to 24 months' }];
  const history = (n: number) =>
    study(
      v(nct(n), '2018-03-01'),
      v(nct(n), '2019-03-01', { enrollment_count: 150 }),
      v(nct(n), '2021-03-01', { enrollment_count: 150, primary_outcomes: orr }),
      v(nct(n), '2024-03-01', { enrollment_count: 150, primary_outcomes: orr, eligibility_criteria: criteria }),
    );
  const studies = [
    ...Array.from({ length: 10 }, (_, index) => history(index + 1)),
    // Last posted before the period: not matched.
    study(v(nct(11), '2017-05-01'), v(nct(11), '2019-12-31', { enrollment_count: 150 })),
    // First posted after it: not matched.
    study(v(nct(12), '2023-01-01')),
  ];

  it('counts only the amendments dated inside the period, from versions up to its end', () => {
    const stats = ok(amendmentPatterns(studies, { time_period: { start: '2020-01-01', end: '2022-12-31' } }));
    expect(stats.analysis_period).toEqual({ start: '2020-01-01', end: '2022-12-31' });
    expect([stats.data_coverage.trials_matched, stats.data_coverage.versions_read, stats.total_trials_analyzed, stats.amendment_rate]).toEqual([10, 30, 10, 100]);
    expect(stats.patterns.map((p) => [p.pattern_type, p.frequency, p.amendments_per_trial])).toEqual([['endpoint_modification', 100, 1]]);
    expect(new Set(stats.amendments.map((amendment) => `${amendment.from_version}→${amendment.to_version}`))).toEqual(new Set(['2019-03-01→2021-03-01']));
  });

  it('counts every change with no period: 11 analysed trials (the ten plus T11; T12 has one version)', () => {
    const stats = ok(amendmentPatterns(studies));
    expect([stats.data_coverage.trials_matched, stats.total_trials_analyzed]).toEqual([12, 11]);
    // Enrollment raised in all 11 → 100 %; endpoint and criteria in the ten → 10/11 = 90.9 %.
    expect(stats.patterns.map((p) => [p.pattern_type, p.frequency])).toEqual([
      ['sample_size_increase', 100],
      ['endpoint_modification', 90.9],
      ['eligibility_criteria_change', 90.9],
    ]);
  });

  it('refuses a period that ends before it starts', () => {
    expect(() => amendmentPatterns(studies, { time_period: { start: '2022-01-01', end: '2021-01-01' } })).toThrow(RangeError);
  });
});

describe('analysisPeriodFor', () => {
  it('gives the N years up to the as-of date, 29 February falling back to the 28th', () => {
    expect(analysisPeriodFor('5_years', '2025-12-05')).toEqual({ start: '2020-12-05', end: '2025-12-05' });
    expect(analysisPeriodFor('1_year', '2024-02-29')).toEqual({ start: '2023-02-28', end: '2024-02-29' });
    expect(analysisPeriodFor('10_years', '2024-02-29')).toEqual({ start: '2014-02-28', end: '2024-02-29' });
    expect(analysisPeriodFor('3_years', '2024-02-29')).toEqual({ start: '2021-02-28', end: '2024-02-29' });
    expect(() => analysisPeriodFor('1_year', '2024-2-1')).toThrow(RangeError);
  });
});
