import { isoDate } from '../../formats/dates.ts';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { CtgovStudyVersionRecord } from './record.ts';
import { therapeuticAreaHint } from './therapeutic-area.ts';

/** Where a study was read from: a mirror file, or the live API. */
export type StudyOrigin = { source_file: string } | { live: true };

/**
 * The record id of one study version: `<NCTId>@<lastUpdatePostDate>`, e.g.
 * `NCT04280705@2020-02-21`. CT.gov posts a new version whenever the sponsor updates the record,
 * and the update-post date names it; keeping every version under its own id lets later stages
 * diff protocol amendments instead of seeing only the latest text.
 */
export function studyVersionId(nctId: string, versionDate: string): string {
  return `${nctId}@${versionDate}`;
}

/**
 * One study of an API v2 answer (or of a "Download → JSON" file) as a validated record: the
 * normalised subset plus the study untouched. Fails, naming the field, when the study has no NCT
 * id, no last-update-post date (the version), no brief title, or a date CT.gov would not write.
 */
export function parseStudyVersion(raw: unknown, origin: StudyOrigin): ParseResult<{ id: string; record: CtgovStudyVersionRecord }> {
  if (!isObject(raw)) return fail('not a JSON object');
  const protocol = object(raw.protocolSection);
  const identification = object(protocol.identificationModule);
  const status = object(protocol.statusModule);
  const design = object(protocol.designModule);
  const conditionsModule = object(protocol.conditionsModule);
  const sponsors = object(protocol.sponsorCollaboratorsModule);
  const outcomes = object(protocol.outcomesModule);
  const eligibility = object(protocol.eligibilityModule);
  const browse = object(object(raw.derivedSection).conditionBrowseModule);

  const nctId = text(identification.nctId);
  if (!nctId) return fail('protocolSection.identificationModule.nctId: missing');
  const version = ctgovDate(object(status.lastUpdatePostDateStruct).date);
  if (!version.ok) return fail(`protocolSection.statusModule.lastUpdatePostDateStruct.date: ${version.reason}`);
  if (!version.value || version.value.precision !== 'day') return fail('protocolSection.statusModule.lastUpdatePostDateStruct.date: missing (it names the version)');

  const dates: Record<string, { date: string; precision: 'day' | 'month' | 'year' } | null> = {};
  for (const [name, struct] of [
    ['start', status.startDateStruct],
    ['primary_completion', status.primaryCompletionDateStruct],
    ['completion', status.completionDateStruct],
    ['first_posted', status.studyFirstPostDateStruct],
  ] as const) {
    const date = ctgovDate(object(struct).date);
    if (!date.ok) return fail(`protocolSection.statusModule.${name}: ${date.reason}`);
    dates[name] = date.value;
  }

  const conditions = texts(conditionsModule.conditions);
  const branches = list(browse.browseBranches).map(object).filter((branch) => text(branch.abbrev) !== 'All');
  const meshTerms = list(browse.meshes)
    .map((mesh) => text(object(mesh).term))
    .filter((term): term is string => term !== null);
  const enrollment = object(design.enrollmentInfo);
  const leadSponsor = object(sponsors.leadSponsor);
  const healthy = eligibility.healthyVolunteers;

  const record = {
    nct_id: nctId,
    version_date: version.value.date,
    brief_title: text(identification.briefTitle),
    official_title: text(identification.officialTitle),
    acronym: text(identification.acronym),
    conditions,
    keywords: texts(conditionsModule.keywords),
    phases: texts(design.phases),
    study_type: text(design.studyType),
    overall_status: text(status.overallStatus),
    enrollment: typeof enrollment.count === 'number' ? enrollment.count : null,
    enrollment_type: text(enrollment.type),
    start_date: dates.start?.date ?? null,
    start_date_precision: dates.start?.precision ?? null,
    primary_completion_date: dates.primary_completion?.date ?? null,
    primary_completion_date_precision: dates.primary_completion?.precision ?? null,
    completion_date: dates.completion?.date ?? null,
    completion_date_precision: dates.completion?.precision ?? null,
    first_posted_date: dates.first_posted?.date ?? null,
    lead_sponsor: text(leadSponsor.name) ? { name: text(leadSponsor.name), class: text(leadSponsor.class) } : null,
    collaborators: list(sponsors.collaborators)
      .map((collaborator) => text(object(collaborator).name))
      .filter((name): name is string => name !== null),
    interventions: list(object(protocol.armsInterventionsModule).interventions)
      .map(object)
      .filter((intervention) => text(intervention.name) !== null)
      .map((intervention) => ({ type: text(intervention.type), name: text(intervention.name) })),
    primary_outcomes: outcomeList(outcomes.primaryOutcomes),
    secondary_outcomes: outcomeList(outcomes.secondaryOutcomes),
    eligibility_criteria: text(eligibility.eligibilityCriteria),
    sex: text(eligibility.sex),
    minimum_age: text(eligibility.minimumAge),
    maximum_age: text(eligibility.maximumAge),
    healthy_volunteers: typeof healthy === 'boolean' ? healthy : null,
    condition_branches: branches.map((branch) => text(branch.name)).filter((name): name is string => name !== null),
    therapeutic_area_hint: therapeuticAreaHint(
      conditions,
      meshTerms,
      branches.map((branch) => text(branch.abbrev) ?? ''),
    ),
    has_results: raw.hasResults === true,
    source_url: `https://clinicaltrials.gov/study/${encodeURIComponent(nctId)}`,
    source_file: 'source_file' in origin ? origin.source_file : null,
    study: raw,
  };
  const checked = CtgovStudyVersionRecord.safeParse(record);
  if (!checked.success) return fail(`invalid record: ${checked.error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ')}`);
  return ok({ id: studyVersionId(nctId, version.value.date), record: checked.data });
}

/**
 * A CT.gov date: `YYYY-MM-DD`, or `YYYY-MM` / `YYYY` for the anticipated and partially known
 * dates it publishes, as ISO with its precision (a month reads as its first day). Null when
 * absent; a failure for anything else.
 */
export function ctgovDate(value: unknown): ParseResult<{ date: string; precision: 'day' | 'month' | 'year' } | null> {
  const raw = text(value);
  if (raw === null) return ok(null);
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(raw);
  const date = match ? isoDate(Number(match[1]), Number(match[2] ?? 1), Number(match[3] ?? 1)) : null;
  if (!match || !date) return fail(`unreadable date ${JSON.stringify(raw)}`);
  return ok({ date, precision: match[3] ? 'day' : match[2] ? 'month' : 'year' });
}

function outcomeList(value: unknown): Array<{ measure: string; time_frame: string | null }> {
  return list(value)
    .map(object)
    .map((outcome) => ({ measure: text(outcome.measure), time_frame: text(outcome.timeFrame) }))
    .filter((outcome): outcome is { measure: string; time_frame: string | null } => outcome.measure !== null);
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

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function texts(value: unknown): string[] {
  return list(value)
    .map(text)
    .filter((item): item is string => item !== null);
}
