/**
 * The amendment pattern types of SPEC-DECISIONS 11, in its order, with what each means when read
 * from two successive ClinicalTrials.gov versions, the risk it carries and how sponsors avoid it.
 * The texts are the API's `description` and `prevention_strategies`; the base risk feeds
 * `risk_level` (see `patternRiskLevel`).
 *
 * Base risk, by what the change does to the trial's evidence: changing what is measured, what it
 * is compared with or how it is analysed after the start can undermine the conclusion (ICH E9 5.1
 * asks for the principal analysis to be pre-specified) → high; changes to who or how many are
 * enrolled, the dose or the duration alter feasibility and power (ICH E9 4.2 and 4.4 discuss
 * such changes during conduct) → medium; visit timing and sites rarely touch the conclusion →
 * low. Safety monitoring added is medium: it is protective, but it usually answers a signal.
 */
export const PATTERN_TYPES = [
  'endpoint_modification',
  'sample_size_increase',
  'eligibility_criteria_change',
  'visit_schedule_change',
  'dose_modification',
  'safety_monitoring_addition',
  'statistical_analysis_change',
  'comparator_change',
  'study_duration_extension',
  'site_or_region_change',
] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];

export type RiskLevel = 'high' | 'medium' | 'low';

export interface PatternTypeInfo {
  description: string;
  base_risk: RiskLevel;
  prevention_strategies: readonly string[];
}

export const PATTERN_TYPE_INFO: Readonly<Record<PatternType, PatternTypeInfo>> = {
  endpoint_modification: {
    description: 'Primary or secondary outcome measures added, removed or reworded between registry versions.',
    base_risk: 'high',
    prevention_strategies: [
      'Agree endpoints with the regulator before first patient in (end-of-phase or scientific advice meeting).',
      'Pre-specify endpoint definitions and estimands in the protocol and statistical analysis plan.',
    ],
  },
  sample_size_increase: {
    description: 'The planned (estimated) enrollment raised between registry versions.',
    base_risk: 'medium',
    prevention_strategies: [
      'Base the sample size on conservative effect-size and variability assumptions.',
      'Plan a blinded sample-size re-estimation in the protocol instead of an unplanned increase.',
    ],
  },
  eligibility_criteria_change: {
    description: 'Inclusion or exclusion criteria, sex, age limits or healthy-volunteer status changed between registry versions.',
    base_risk: 'medium',
    prevention_strategies: [
      'Test criteria against site patient populations (feasibility assessment) before finalising the protocol.',
      'Review criteria with investigators for unnecessary exclusions that slow enrollment.',
    ],
  },
  visit_schedule_change: {
    description: 'Assessment time frames of unchanged outcome measures moved between registry versions.',
    base_risk: 'low',
    prevention_strategies: ['Align assessment schedules with standard of care and patient burden during protocol design.'],
  },
  dose_modification: {
    description: 'The dose stated for an intervention or arm changed between registry versions.',
    base_risk: 'medium',
    prevention_strategies: ['Complete dose-finding (exposure-response) work before confirmatory trials.', 'Pre-specify dose-adjustment rules in the protocol.'],
  },
  safety_monitoring_addition: {
    description: 'A data monitoring committee or a safety outcome measure added between registry versions.',
    base_risk: 'medium',
    prevention_strategies: ['Decide on an independent data monitoring committee at protocol design, by risk.', 'Register safety and tolerability outcomes from the start.'],
  },
  statistical_analysis_change: {
    description:
      'A revised statistical analysis plan uploaded, or the allocation or intervention model changed, between registry versions (the registry has no analysis-plan field, so these are its visible traces).',
    base_risk: 'high',
    prevention_strategies: ['Finalise the statistical analysis plan before unblinding or database lock.', 'Pre-specify the analysis model together with the design.'],
  },
  comparator_change: {
    description: 'Comparator arms (active, placebo, sham or no intervention) or their interventions changed between registry versions.',
    base_risk: 'high',
    prevention_strategies: ['Choose a comparator that reflects current standard of care in every target region and agree it with regulators.'],
  },
  study_duration_extension: {
    description: 'The primary completion date or the study completion date moved later between registry versions.',
    base_risk: 'medium',
    prevention_strategies: ['Plan recruitment from site feasibility data with contingency sites.', 'Monitor enrollment against projections and act early.'],
  },
  site_or_region_change: {
    description: 'Study sites or countries added or removed between registry versions.',
    base_risk: 'low',
    prevention_strategies: ['Select sites and countries from feasibility and regulatory-timeline data before start.'],
  },
};

/** Average delay (months) from which a pattern is rated high whatever its base risk. */
export const HIGH_RISK_DELAY_MONTHS = 6;

/**
 * `risk_level` of a pattern: its base risk, raised to high when the trials showing it slipped
 * their primary completion by six months or more on average, because a delay of that size costs
 * the sponsor whatever the kind of change.
 */
export function patternRiskLevel(type: PatternType, avgDelayMonths: number | null): RiskLevel {
  if (avgDelayMonths !== null && avgDelayMonths >= HIGH_RISK_DELAY_MONTHS) return 'high';
  return PATTERN_TYPE_INFO[type].base_risk;
}
