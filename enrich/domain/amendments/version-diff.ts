import type { PatternType } from './pattern-types.ts';
import type { OutcomeMeasure, StudyVersion } from './study-version.ts';

/**
 * The field-by-field comparison of two successive versions of one study, one function per pattern
 * type of SPEC-DECISIONS 11. Each returns the before/after values that changed, or nothing.
 *
 * Two rules hold throughout, so that registry housekeeping is not counted as an amendment:
 * - a field empty or absent in the earlier version and filled in later is a first entry, not a
 *   change of plan (old records often lack outcomes, sites or a DMC flag);
 * - texts are compared after normalising case, whitespace and list markers, so re-typing a
 *   criterion with another bullet is not a change.
 */

/** A value as shown in `details`: scalars, or the list items that were removed / added. */
export type ChangeValue = string | number | boolean | null | readonly string[];

export interface ChangeDetail {
  field: string;
  before: ChangeValue;
  after: ChangeValue;
}

type Diff = (before: StudyVersion, after: StudyVersion) => ChangeDetail[];

const COMPARATOR_ARM_TYPES = new Set(['ACTIVE_COMPARATOR', 'PLACEBO_COMPARATOR', 'SHAM_COMPARATOR', 'NO_INTERVENTION']);

/** A safety outcome measure: adverse events, safety, tolerability, toxicity, dose-limiting toxicity. */
export const SAFETY_OUTCOME = /adverse|safety|tolerab|toxicit|dose.limiting/i;

/** Measure names as compared: lower case, single spaces, no trailing full stop. */
export function normaliseText(value: string): string {
  return value.toLowerCase().replace(/\s+/g, ' ').trim().replace(/[.;:]+$/, '');
}

function measures(outcomes: readonly OutcomeMeasure[]): string[] {
  return [...new Set(outcomes.map((outcome) => normaliseText(outcome.measure)))].sort();
}

/** Items of `after` not in `before`, and of `before` not in `after`. */
function setDiff(before: readonly string[], after: readonly string[]): { removed: string[]; added: string[] } {
  const was = new Set(before);
  const now = new Set(after);
  return { removed: before.filter((item) => !now.has(item)), added: after.filter((item) => !was.has(item)) };
}

function listChange(field: string, before: readonly string[], after: readonly string[]): ChangeDetail[] {
  if (before.length === 0) return [];
  const { removed, added } = setDiff(before, after);
  return removed.length + added.length === 0 ? [] : [{ field, before: removed, after: added }];
}

/**
 * A later version with no outcome measure at all is read as "not stated", not as every endpoint
 * dropped: registry history pages show `[See Results Section.]` instead of the outcomes once
 * results are posted, and no real amendment deletes every endpoint.
 */
const endpointModification: Diff = (before, after) => {
  if (after.primary_outcomes.length === 0 && after.secondary_outcomes.length === 0) return [];
  return [
    ...listChange('primary_outcomes', measures(before.primary_outcomes), measures(after.primary_outcomes)),
    ...listChange('secondary_outcomes', measures(before.secondary_outcomes), measures(after.secondary_outcomes)),
  ];
};

/** Time frames of measures present in both versions; a new or dropped measure is an endpoint change instead. */
const visitScheduleChange: Diff = (before, after) => {
  const frames = (outcomes: readonly OutcomeMeasure[]) => new Map(outcomes.map((outcome) => [normaliseText(outcome.measure), outcome.time_frame === null ? null : normaliseText(outcome.time_frame)]));
  const details: ChangeDetail[] = [];
  const was = frames([...before.primary_outcomes, ...before.secondary_outcomes]);
  for (const [measure, frame] of frames([...after.primary_outcomes, ...after.secondary_outcomes])) {
    const old = was.get(measure);
    if (old === undefined || old === null || frame === old) continue;
    details.push({ field: `time_frame: ${measure}`, before: old, after: frame });
  }
  return details;
};

/**
 * Only a raised ESTIMATED count is a plan change: when the later version reports the ACTUAL count,
 * the difference is how many people enrolled, not an amendment of the target.
 */
const sampleSizeIncrease: Diff = (before, after) => {
  if (before.enrollment_count === null || after.enrollment_count === null) return [];
  if (after.enrollment_type === 'ACTUAL' || after.enrollment_count <= before.enrollment_count) return [];
  return [{ field: 'enrollment', before: before.enrollment_count, after: after.enrollment_count }];
};

/** Criteria lines without list markers ("* ", "- ", "1.", "a)"), normalised, blank lines dropped. */
export function criteriaLines(criteria: string): string[] {
  return criteria
    .split(/\r?\n/)
    .map((line) => normaliseText(line.replace(/^\s*(?:[*•·\-–]|\d+[.)]|[a-z][.)])\s+/i, '')))
    .filter((line) => line !== '');
}

const eligibilityChange: Diff = (before, after) => {
  const details: ChangeDetail[] = [];
  // No eligibility module at all in the earlier version: everything later is a first entry.
  if ([before.eligibility_criteria, before.sex, before.minimum_age, before.maximum_age, before.healthy_volunteers].every((value) => value === null)) return details;
  if (before.eligibility_criteria !== null && after.eligibility_criteria !== null) {
    details.push(...listChange('eligibility_criteria', criteriaLines(before.eligibility_criteria), criteriaLines(after.eligibility_criteria)));
  }
  // An absent age limit means "no limit" (CT.gov leaves it out), so setting one is a change;
  // an absent sex or healthy-volunteer flag only means "not stated".
  for (const field of ['sex', 'minimum_age', 'maximum_age', 'healthy_volunteers'] as const) {
    const was = before[field];
    const now = after[field];
    const ageLimit = field === 'minimum_age' || field === 'maximum_age';
    if ((was !== null || ageLimit) && was !== now) details.push({ field, before: was, after: now });
  }
  return details;
};

/** Doses as written in a description: a number with a dose unit, e.g. `200 mg`, `75 mg/m2`, `0.5 mL`. */
export function doses(description: string | null): string[] {
  const found = (description ?? '').match(/\d+(?:[.,]\d+)?\s*(?:mg\/kg|mg\/m2|mg\/m²|mg|µg|μg|mcg|g|ml|iu|units?|gy|mmol)(?![a-z])/gi) ?? [];
  return [...new Set(found.map((dose) => dose.toLowerCase().replace(/\s+/g, '').replace(',', '.')))].sort();
}

/** Same intervention (by name) or arm (by label) in both versions, with a different stated dose. */
const doseModification: Diff = (before, after) => {
  const details: ChangeDetail[] = [];
  const compare = (kind: string, was: ReadonlyMap<string, string | null>, now: ReadonlyMap<string, string | null>) => {
    for (const [name, description] of now) {
      if (!was.has(name)) continue;
      const old = doses(was.get(name) ?? null);
      const current = doses(description);
      if (old.length === 0 || old.join() === current.join()) continue;
      details.push({ field: `${kind}: ${name}`, before: old, after: current });
    }
  };
  const byName = (version: StudyVersion) => new Map(version.interventions.map((item) => [normaliseText(item.name), item.description]));
  const byLabel = (version: StudyVersion) => new Map(version.arm_groups.map((arm) => [normaliseText(arm.label), arm.description]));
  compare('intervention', byName(before), byName(after));
  compare('arm', byLabel(before), byLabel(after));
  return details;
};

const safetyMonitoringAddition: Diff = (before, after) => {
  const details: ChangeDetail[] = [];
  if (before.has_dmc === false && after.has_dmc === true) details.push({ field: 'has_dmc', before: false, after: true });
  const outcomes = (version: StudyVersion) => measures([...version.primary_outcomes, ...version.secondary_outcomes]);
  if (outcomes(before).length > 0) {
    const safety = (version: StudyVersion) => outcomes(version).filter((measure) => SAFETY_OUTCOME.test(measure));
    const added = setDiff(safety(before), safety(after)).added;
    if (added.length > 0) details.push({ field: 'safety_outcomes', before: [], after: added });
  }
  return details;
};

const statisticalAnalysisChange: Diff = (before, after) => {
  const details: ChangeDetail[] = [];
  // A first plan uploaded is usually the results-posting copy; only a further plan marks a revision.
  details.push(...listChange('analysis_plans', before.analysis_plans, after.analysis_plans).filter((detail) => (detail.after as readonly string[]).length > 0));
  for (const field of ['allocation', 'intervention_model'] as const) {
    if (before[field] !== null && after[field] !== null && before[field] !== after[field]) details.push({ field, before: before[field], after: after[field] });
  }
  return details;
};

/** Comparator arms as `<arm type>: <interventions>` (or the label when no intervention is named). */
function comparators(version: StudyVersion): string[] {
  return version.arm_groups
    .filter((arm) => arm.type !== null && COMPARATOR_ARM_TYPES.has(arm.type))
    .map((arm) => `${arm.type}: ${arm.intervention_names.length > 0 ? arm.intervention_names.map(normaliseText).sort().join(' + ') : normaliseText(arm.label)}`)
    .sort();
}

/** Compared whenever the earlier version lists arms, so a placebo arm added to a single-arm study counts. */
const comparatorChange: Diff = (before, after) => {
  if (before.arm_groups.length === 0) return [];
  const { removed, added } = setDiff(comparators(before), comparators(after));
  return removed.length + added.length === 0 ? [] : [{ field: 'comparator_arms', before: removed, after: added }];
};

const studyDurationExtension: Diff = (before, after) => {
  const details: ChangeDetail[] = [];
  for (const field of ['primary_completion_date', 'completion_date'] as const) {
    const was = before[field];
    const now = after[field];
    if (was !== null && now !== null && now > was) details.push({ field, before: was, after: now });
  }
  return details;
};

const siteOrRegionChange: Diff = (before, after) => [...listChange('countries', before.countries, after.countries), ...listChange('sites', before.sites, after.sites)];

/** The comparison for each pattern type, in SPEC-DECISIONS 11 order. */
export const VERSION_DIFFS: Readonly<Record<PatternType, Diff>> = {
  endpoint_modification: endpointModification,
  sample_size_increase: sampleSizeIncrease,
  eligibility_criteria_change: eligibilityChange,
  visit_schedule_change: visitScheduleChange,
  dose_modification: doseModification,
  safety_monitoring_addition: safetyMonitoringAddition,
  statistical_analysis_change: statisticalAnalysisChange,
  comparator_change: comparatorChange,
  study_duration_extension: studyDurationExtension,
  site_or_region_change: siteOrRegionChange,
};
