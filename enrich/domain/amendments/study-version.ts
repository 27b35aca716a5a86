/**
 * One registry version of a ClinicalTrials.gov study, reduced to the fields the amendment diff
 * compares. It is read from the study JSON itself (API v2 data structure, the `study` kept whole on
 * every `raw.ctgov.studies` record) rather than from the connector's normalised subset, because the
 * diff needs modules that subset leaves out: arm groups, intervention descriptions (doses),
 * locations, the DMC flag, the narrative texts and the uploaded analysis plans.
 *
 * Pure: the caller passes the parsed JSON in; nothing here reads files or the clock.
 */

/** One outcome measure as registered. */
export interface OutcomeMeasure {
  measure: string;
  time_frame: string | null;
}

/** One arm group: its label, CT.gov type (EXPERIMENTAL, ACTIVE_COMPARATOR, PLACEBO_COMPARATOR, …) and interventions. */
export interface ArmGroup {
  label: string;
  type: string | null;
  description: string | null;
  /** As CT.gov writes them, `<Type>: <name>` (e.g. `Drug: Docetaxel`). */
  intervention_names: string[];
}

export interface Intervention {
  type: string | null;
  name: string;
  description: string | null;
}

/** The study's facts at one version date. Dates are ISO; a month-only CT.gov date reads as its first day. */
export interface StudyVersion {
  nct_id: string;
  /** `lastUpdatePostDate`: the day CT.gov posted this version, which names it. */
  version_date: string;
  brief_title: string | null;
  conditions: string[];
  keywords: string[];
  /** MeSH terms CT.gov derived from the conditions (derivedSection), used for the therapeutic area. */
  condition_mesh_terms: string[];
  /** CT.gov phase codes: EARLY_PHASE1, PHASE1 … PHASE4, NA. */
  phases: string[];
  overall_status: string | null;
  why_stopped: string | null;
  enrollment_count: number | null;
  /** ESTIMATED (the planned size) or ACTUAL (the final count). */
  enrollment_type: string | null;
  primary_completion_date: string | null;
  completion_date: string | null;
  primary_outcomes: OutcomeMeasure[];
  secondary_outcomes: OutcomeMeasure[];
  eligibility_criteria: string | null;
  sex: string | null;
  minimum_age: string | null;
  maximum_age: string | null;
  healthy_volunteers: boolean | null;
  arm_groups: ArmGroup[];
  interventions: Intervention[];
  /** designInfo.allocation (RANDOMIZED, NON_RANDOMIZED, NA). */
  allocation: string | null;
  /** designInfo.interventionModel (PARALLEL, CROSSOVER, SINGLE_GROUP, …). */
  intervention_model: string | null;
  /** oversightModule.oversightHasDmc; null when the record does not say. */
  has_dmc: boolean | null;
  /** Sites as `facility | city | country`, sorted, duplicates removed. */
  sites: string[];
  /** Countries of the sites, sorted, duplicates removed. */
  countries: string[];
  /** Statistical analysis plans uploaded with the record (documentSection), as `<document date> <file name>`. */
  analysis_plans: string[];
  brief_summary: string | null;
  detailed_description: string | null;
}

/** All versions held of one study. */
export interface StudyVersions {
  nct_id: string;
  versions: StudyVersion[];
}

export type StudyVersionResult = { ok: true; value: StudyVersion } | { ok: false; reason: string };

/**
 * The `StudyVersion` of one study JSON (API v2 structure), or why it cannot be one: the NCT id
 * and a day-precision last-update-post date are required because together they name the version.
 * Every other field is optional in the registry and reads as null or empty when absent.
 */
export function readStudyVersion(study: unknown): StudyVersionResult {
  if (!isObject(study)) return { ok: false, reason: 'not a JSON object' };
  const protocol = object(study.protocolSection);
  const identification = object(protocol.identificationModule);
  const status = object(protocol.statusModule);
  const design = object(protocol.designModule);
  const designInfo = object(design.designInfo);
  const enrollment = object(design.enrollmentInfo);
  const conditions = object(protocol.conditionsModule);
  const outcomes = object(protocol.outcomesModule);
  const eligibility = object(protocol.eligibilityModule);
  const arms = object(protocol.armsInterventionsModule);
  const description = object(protocol.descriptionModule);
  const locations = list(object(protocol.contactsLocationsModule).locations).map(object);

  const nctId = text(identification.nctId);
  if (nctId === null || !/^NCT\d{8}$/.test(nctId)) return { ok: false, reason: 'protocolSection.identificationModule.nctId: missing or not an NCT number' };
  const versionText = text(object(status.lastUpdatePostDateStruct).date);
  if (versionText === null || !/^\d{4}-\d{2}-\d{2}$/.test(versionText)) {
    return { ok: false, reason: 'protocolSection.statusModule.lastUpdatePostDateStruct.date: missing or not a day (it names the version)' };
  }

  const healthy = eligibility.healthyVolunteers;
  const dmc = object(protocol.oversightModule).oversightHasDmc;
  const sites = locations
    .map((site) => [text(site.facility), text(site.city), text(site.country)])
    .filter((parts) => parts.some((part) => part !== null))
    .map((parts) => parts.map((part) => part ?? '').join(' | '));
  return {
    ok: true,
    value: {
      nct_id: nctId,
      version_date: versionText,
      brief_title: text(identification.briefTitle),
      conditions: texts(conditions.conditions),
      keywords: texts(conditions.keywords),
      condition_mesh_terms: list(object(object(study.derivedSection).conditionBrowseModule).meshes)
        .map((mesh) => text(object(mesh).term))
        .filter(isString),
      phases: texts(design.phases),
      overall_status: text(status.overallStatus),
      why_stopped: text(status.whyStopped),
      enrollment_count: typeof enrollment.count === 'number' && Number.isFinite(enrollment.count) ? enrollment.count : null,
      enrollment_type: text(enrollment.type),
      primary_completion_date: registryDate(object(status.primaryCompletionDateStruct).date),
      completion_date: registryDate(object(status.completionDateStruct).date),
      primary_outcomes: outcomeList(outcomes.primaryOutcomes),
      secondary_outcomes: outcomeList(outcomes.secondaryOutcomes),
      eligibility_criteria: text(eligibility.eligibilityCriteria),
      sex: text(eligibility.sex),
      minimum_age: text(eligibility.minimumAge),
      maximum_age: text(eligibility.maximumAge),
      healthy_volunteers: typeof healthy === 'boolean' ? healthy : null,
      arm_groups: list(arms.armGroups)
        .map(object)
        .flatMap((arm) => {
          const label = text(arm.label);
          return label === null ? [] : [{ label, type: text(arm.type), description: text(arm.description), intervention_names: texts(arm.interventionNames) }];
        }),
      interventions: list(arms.interventions)
        .map(object)
        .flatMap((intervention) => {
          const name = text(intervention.name);
          return name === null ? [] : [{ type: text(intervention.type), name, description: text(intervention.description) }];
        }),
      allocation: text(designInfo.allocation),
      intervention_model: text(designInfo.interventionModel),
      has_dmc: typeof dmc === 'boolean' ? dmc : null,
      sites: sortedUnique(sites),
      countries: sortedUnique(locations.map((site) => text(site.country)).filter(isString)),
      analysis_plans: sortedUnique(
        list(object(object(study.documentSection).largeDocumentModule).largeDocs)
          .map(object)
          .filter((doc) => doc.hasSap === true)
          .map((doc) => `${text(doc.date) ?? ''} ${text(doc.filename) ?? ''}`.trim()),
      ),
      brief_summary: text(description.briefSummary),
      detailed_description: text(description.detailedDescription),
    },
  };
}

/**
 * Groups versions by NCT id, each study's versions sorted by version date; a date seen twice is
 * one version (the same posting read from two files), so the first copy is kept. Studies come out
 * in NCT order so results do not depend on the order records were read.
 */
export function groupStudyVersions(versions: readonly StudyVersion[]): StudyVersions[] {
  const byStudy = new Map<string, Map<string, StudyVersion>>();
  for (const version of versions) {
    const dated = byStudy.get(version.nct_id) ?? new Map<string, StudyVersion>();
    if (!dated.has(version.version_date)) dated.set(version.version_date, version);
    byStudy.set(version.nct_id, dated);
  }
  return [...byStudy.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([nct_id, dated]) => ({ nct_id, versions: [...dated.values()].sort((a, b) => a.version_date.localeCompare(b.version_date)) }));
}

/** CT.gov writes `YYYY-MM-DD`, or `YYYY-MM` / `YYYY` for anticipated dates; the partial ones read as their first day. */
function registryDate(value: unknown): string | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text(value) ?? '');
  if (!match) return null;
  return `${match[1]}-${match[2] ?? '01'}-${match[3] ?? '01'}`;
}

function outcomeList(value: unknown): OutcomeMeasure[] {
  return list(value)
    .map(object)
    .flatMap((outcome) => {
      const measure = text(outcome.measure);
      return measure === null ? [] : [{ measure, time_frame: text(outcome.timeFrame) }];
    });
}

function sortedUnique(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown): Record<string, unknown> {
  return isObject(value) ? value : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function isString(value: string | null): value is string {
  return value !== null;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function texts(value: unknown): string[] {
  return list(value).map(text).filter(isString);
}
