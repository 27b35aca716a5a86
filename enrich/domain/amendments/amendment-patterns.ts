import { AMENDMENT_TRIGGERS } from './amendment-trigger.ts';
import type { AmendmentTrigger } from './amendment-trigger.ts';
import { detectAmendments } from './detect-amendments.ts';
import type { Amendment } from './detect-amendments.ts';
import { PATTERN_TYPE_INFO, PATTERN_TYPES, patternRiskLevel } from './pattern-types.ts';
import type { PatternType, RiskLevel } from './pattern-types.ts';
import type { StudyVersion, StudyVersions } from './study-version.ts';
import { studyTherapeuticAreas } from './therapeutic-area.ts';
import type { SearchTherapeuticArea } from '../requirements-search.ts';

/**
 * Amendment pattern statistics (spec doc 1, `GET /v1/patterns/{therapeutic_area}`) computed from
 * the registry versions of ClinicalTrials.gov studies.
 *
 * Which trials count. A trial matches when it has a version posted in the analysis period (only
 * versions up to the period's end are read) and its latest such version is in the asked area and
 * phase. Its amendments are those of `detectAmendments` dated (by the later version) inside the
 * period. A trial is *analysed* only when it shows at least one version transition inside the
 * period: a single registry version shows no history, so counting it as "not amended" would bias
 * every rate towards zero. The analysed trials are `total_trials_analyzed`, the denominator of
 * every rate; `data_coverage` says how many matched and how many of those could be analysed.
 *
 * Outcomes, in this order:
 * - fewer than 10 matching trials → `INSUFFICIENT_DATA` (`too_few_trials`; SPEC-DECISIONS 11);
 * - matching trials but none with a version transition → `NO_VERSION_HISTORY`: amendments cannot
 *   be observed, and no rate (certainly not 0 %) is given;
 * - 1–9 analysed trials → `INSUFFICIENT_DATA` (`too_few_trials_with_history`): a rate over so few
 *   trials is no statistic, by the same threshold;
 * - otherwise `ok` with the statistics.
 *
 * Figures: `amendment_rate` = % of analysed trials with ≥ 1 amendment; per pattern `frequency` =
 * % of analysed trials with ≥ 1 amendment of that type and `amendments_per_trial` = its amendments
 * ÷ analysed trials (two decimals); `avg_delay_months` = mean `delay_days` of its amendments (those with a known
 * delay) ÷ 30.44; `common_triggers` = its stated triggers, most frequent first (`unspecified` left
 * out: it is the absence of a trigger). Percentages and months are rounded to one decimal.
 * Patterns never seen are left out; the rest come most frequent first, then in SPEC-DECISIONS 11
 * order, which is the order the Free tier's "top 3" cuts.
 *
 * Pure: `query_metadata` (timing, query id) is the API's to add.
 */

export const MIN_TRIALS = 10;
/** `query_metadata.data_sources` of these statistics. */
export const AMENDMENT_DATA_SOURCES: readonly string[] = ['clinicaltrials.gov'];

export type PatternPhase = 'I' | 'II' | 'III' | 'IV';
export const PATTERN_PHASES: readonly PatternPhase[] = ['I', 'II', 'III', 'IV'];

/** CT.gov phase codes per spec phase; a PHASE1/PHASE2 study counts in both I and II. NA (devices, behavioural) is in none. */
const PHASE_CODES: Readonly<Record<PatternPhase, readonly string[]>> = {
  I: ['EARLY_PHASE1', 'PHASE1'],
  II: ['PHASE2'],
  III: ['PHASE3'],
  IV: ['PHASE4'],
};

/** Inclusive ISO dates. */
export interface AnalysisPeriod {
  start: string;
  end: string;
}

export type TimePeriodPreset = '1_year' | '3_years' | '5_years' | '10_years';
const PRESET_YEARS: Readonly<Record<TimePeriodPreset, number>> = { '1_year': 1, '3_years': 3, '5_years': 5, '10_years': 10 };

/**
 * The period a `time_period` value names: the N years up to `asOf` inclusive. `asOf` is passed in
 * (the caller picks the latest data date or today) so this stays pure; 29 February falls back to
 * the 28th in a year without it.
 */
export function analysisPeriodFor(preset: TimePeriodPreset, asOf: string): AnalysisPeriod {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(asOf);
  if (!match) throw new RangeError(`asOf must be an ISO date, got ${JSON.stringify(asOf)}`);
  const year = Number(match[1]) - PRESET_YEARS[preset];
  const day = match[2] === '02' && match[3] === '29' && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? '28' : match[3];
  return { start: `${String(year).padStart(4, '0')}-${match[2]}-${day}`, end: asOf };
}

export interface AmendmentPatternsQuery {
  /** Canonical area (the API canonicalises the path value with `canonicalTherapeuticArea`); absent = every trial. */
  therapeutic_area?: SearchTherapeuticArea;
  phase?: PatternPhase;
  /** Absent = every version held; the analysis period is then the span of the matching trials' versions. */
  time_period?: AnalysisPeriod;
}

export interface AmendmentPattern {
  /** Stable per type: `AP-<pattern_type>`. */
  pattern_id: string;
  pattern_type: PatternType;
  description: string;
  /** Percent of analysed trials with at least one amendment of this type. */
  frequency: number;
  risk_level: RiskLevel;
  /** Null when no amendment of this type has a known delay. */
  avg_delay_months: number | null;
  common_triggers: AmendmentTrigger[];
  prevention_strategies: string[];
  amendment_count: number;
  trials_with_pattern: number;
  amendments_per_trial: number;
}

export interface PhaseRate {
  /** Percent; null when no analysed trial is in the phase (0 % would claim something unseen). */
  amendment_rate: number | null;
  /** Analysed trials in the phase. */
  trial_count: number;
}

/** How much of the matching data could show amendments at all. */
export interface DataCoverage {
  trials_matched: number;
  /** Matching trials with at least one version transition in the period: the analysed trials. */
  trials_with_version_history: number;
  /** Matching trials with a single version in the period: no amendment can be seen in them. */
  trials_without_version_history: number;
  /** Distinct versions read of the matching trials. */
  versions_read: number;
  amendments_observable: boolean;
  note: string;
}

export interface AmendmentPatternStatistics {
  /** The asked area in canonical form; null when none was asked. */
  therapeutic_area: SearchTherapeuticArea | null;
  analysis_period: AnalysisPeriod;
  total_trials_analyzed: number;
  amendment_rate: number;
  patterns: AmendmentPattern[];
  phase_breakdown: Record<PatternPhase, PhaseRate>;
  /** Registry updates carrying at least one amendment, by trigger (each update counted once). */
  trigger_breakdown: Record<AmendmentTrigger, number>;
  data_coverage: DataCoverage;
  /** Every amendment counted, for `include_details`. */
  amendments: Amendment[];
}

interface NotComputed {
  therapeutic_area: SearchTherapeuticArea | null;
  /** Null when no trial matched and no period was asked. */
  analysis_period: AnalysisPeriod | null;
  data_coverage: DataCoverage;
}

export type AmendmentPatternsResult =
  | { status: 'ok'; statistics: AmendmentPatternStatistics }
  | ({ status: 'NO_VERSION_HISTORY' } & NotComputed)
  | ({ status: 'INSUFFICIENT_DATA'; reason: 'too_few_trials' | 'too_few_trials_with_history'; minimum_trials: number } & NotComputed);

interface MatchedTrial {
  latest: StudyVersion;
  versions: StudyVersion[];
  analysed: boolean;
  amendments: Amendment[];
}

const DAYS_PER_MONTH = 365.25 / 12;
const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => round1((100 * part) / whole);

function inPhase(version: StudyVersion, phase: PatternPhase): boolean {
  return version.phases.some((code) => PHASE_CODES[phase].includes(code));
}

/** The trial as seen in the period, or null when it does not match the query. */
function matchTrial(study: StudyVersions, query: AmendmentPatternsQuery): MatchedTrial | null {
  const period = query.time_period;
  const dated = new Map<string, StudyVersion>();
  for (const version of study.versions) if (!dated.has(version.version_date)) dated.set(version.version_date, version);
  const versions = [...dated.values()].filter((version) => period === undefined || version.version_date <= period.end).sort((a, b) => a.version_date.localeCompare(b.version_date));
  const latest = versions.at(-1);
  const inPeriod = (date: string) => period === undefined || date >= period.start;
  if (latest === undefined || !versions.some((version) => inPeriod(version.version_date))) return null;
  if (query.therapeutic_area !== undefined && !studyTherapeuticAreas(latest).includes(query.therapeutic_area)) return null;
  if (query.phase !== undefined && !inPhase(latest, query.phase)) return null;
  return {
    latest,
    versions,
    analysed: versions.slice(1).some((version) => inPeriod(version.version_date)),
    amendments: amendmentsUpTo(study, versions, period?.end ?? null).filter((amendment) => inPeriod(amendment.to_version)),
  };
}

/**
 * `detectAmendments` of a study's versions up to a period end, computed once per study and end:
 * every area and phase of one period reads the same amendments (the analytics step asks 180
 * combinations per recomputation). Studies are never mutated once grouped, so the object is a safe key.
 */
const AMENDMENTS_UP_TO = new WeakMap<StudyVersions, Map<string, Amendment[]>>();
function amendmentsUpTo(study: StudyVersions, versions: StudyVersion[], end: string | null): Amendment[] {
  const byEnd = AMENDMENTS_UP_TO.get(study) ?? new Map<string, Amendment[]>();
  AMENDMENTS_UP_TO.set(study, byEnd);
  const key = end ?? '';
  const known = byEnd.get(key);
  if (known) return known;
  const found = detectAmendments(versions);
  byEnd.set(key, found);
  return found;
}

function coverage(trials: readonly MatchedTrial[]): DataCoverage {
  const analysed = trials.filter((trial) => trial.analysed).length;
  const matched = trials.length;
  const note =
    matched === 0
      ? 'No trial matches the criteria.'
      : analysed === 0
        ? `None of the ${matched} matching trials has two or more registry versions in the period, so amendments cannot be observed; no amendment rate is reported.`
        : `Amendment statistics rest on the ${analysed} of ${matched} matching trials that have two or more registry versions in the period; the other ${matched - analysed} have a single version, which shows no amendment history either way.`;
  return {
    trials_matched: matched,
    trials_with_version_history: analysed,
    trials_without_version_history: matched - analysed,
    versions_read: trials.reduce((sum, trial) => sum + trial.versions.length, 0),
    amendments_observable: analysed > 0,
    note,
  };
}

function pattern(type: PatternType, amendments: readonly Amendment[], analysed: number): AmendmentPattern {
  const delays = amendments.map((amendment) => amendment.delay_days).filter((days): days is number => days !== null);
  const avgDelay = delays.length === 0 ? null : round1(delays.reduce((sum, days) => sum + days, 0) / delays.length / DAYS_PER_MONTH);
  const triggerCounts = new Map<AmendmentTrigger, number>();
  for (const amendment of amendments) if (amendment.trigger !== 'unspecified') triggerCounts.set(amendment.trigger, (triggerCounts.get(amendment.trigger) ?? 0) + 1);
  const trials = new Set(amendments.map((amendment) => amendment.study_id)).size;
  return {
    pattern_id: `AP-${type}`,
    pattern_type: type,
    description: PATTERN_TYPE_INFO[type].description,
    frequency: percent(trials, analysed),
    risk_level: patternRiskLevel(type, avgDelay),
    avg_delay_months: avgDelay,
    common_triggers: AMENDMENT_TRIGGERS.filter((trigger) => triggerCounts.has(trigger)).sort((a, b) => (triggerCounts.get(b) ?? 0) - (triggerCounts.get(a) ?? 0)),
    prevention_strategies: [...PATTERN_TYPE_INFO[type].prevention_strategies],
    amendment_count: amendments.length,
    trials_with_pattern: trials,
    amendments_per_trial: Math.round((amendments.length / analysed) * 100) / 100,
  };
}

function periodSpan(trials: readonly MatchedTrial[]): AnalysisPeriod | null {
  const dates = trials.flatMap((trial) => trial.versions.map((version) => version.version_date)).sort();
  return dates.length === 0 ? null : { start: dates[0]!, end: dates.at(-1)! };
}

/** The statistics for `query` over `studies` (see the module comment). Throws RangeError for a period ending before it starts. */
export function amendmentPatterns(studies: readonly StudyVersions[], query: AmendmentPatternsQuery = {}): AmendmentPatternsResult {
  const period = query.time_period;
  if (period !== undefined && period.start > period.end) throw new RangeError(`time_period starts (${period.start}) after it ends (${period.end})`);
  const trials = studies.map((study) => matchTrial(study, query)).filter((trial): trial is MatchedTrial => trial !== null);
  const therapeutic_area = query.therapeutic_area ?? null;
  const analysis_period = period ?? periodSpan(trials);
  const data_coverage = coverage(trials);
  const notComputed = { therapeutic_area, analysis_period, data_coverage };
  if (trials.length < MIN_TRIALS) return { status: 'INSUFFICIENT_DATA', reason: 'too_few_trials', minimum_trials: MIN_TRIALS, ...notComputed };
  const analysed = trials.filter((trial) => trial.analysed);
  if (analysed.length === 0) return { status: 'NO_VERSION_HISTORY', ...notComputed };
  if (analysed.length < MIN_TRIALS) return { status: 'INSUFFICIENT_DATA', reason: 'too_few_trials_with_history', minimum_trials: MIN_TRIALS, ...notComputed };

  const amendments = analysed.flatMap((trial) => trial.amendments);
  const patterns = PATTERN_TYPES.map((type) => amendments.filter((amendment) => amendment.type === type))
    .filter((ofType) => ofType.length > 0)
    .map((ofType) => pattern(ofType[0]!.type, ofType, analysed.length))
    .sort((a, b) => b.frequency - a.frequency || PATTERN_TYPES.indexOf(a.pattern_type) - PATTERN_TYPES.indexOf(b.pattern_type));

  const phase_breakdown = Object.fromEntries(
    PATTERN_PHASES.map((phase) => {
      const inIt = analysed.filter((trial) => inPhase(trial.latest, phase));
      const amended = inIt.filter((trial) => trial.amendments.length > 0).length;
      return [phase, { amendment_rate: inIt.length === 0 ? null : percent(amended, inIt.length), trial_count: inIt.length }];
    }),
  ) as Record<PatternPhase, PhaseRate>;

  const trigger_breakdown = Object.fromEntries(AMENDMENT_TRIGGERS.map((trigger) => [trigger, 0])) as Record<AmendmentTrigger, number>;
  const updates = new Map<string, AmendmentTrigger>();
  for (const amendment of amendments) updates.set(`${amendment.study_id}@${amendment.to_version}`, amendment.trigger);
  for (const trigger of updates.values()) trigger_breakdown[trigger] += 1;

  return {
    status: 'ok',
    statistics: {
      therapeutic_area,
      // At least ten trials matched, so the span exists even without an asked period.
      analysis_period: analysis_period!,
      total_trials_analyzed: analysed.length,
      amendment_rate: percent(analysed.filter((trial) => trial.amendments.length > 0).length, analysed.length),
      patterns,
      phase_breakdown,
      trigger_breakdown,
      data_coverage,
      amendments,
    },
  };
}
