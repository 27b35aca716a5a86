import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import { parseCsvTable } from '../../formats/csv.ts';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { errorMessage } from '../../validate-item.ts';
import { parseStudyVersion } from './parse-study.ts';

/**
 * The version path of the connector: ClinicalTrials.gov record histories (the classic "History of
 * Changes" pages, one CSV row per historical version, as the R package cthist writes them; mirror
 * folder `clinicaltrials_gov_version_history/`). Each row is rebuilt into the API v2 data
 * structure, holding only what the row has, and goes through the same `parseStudyVersion` as an
 * API study, so the amendment diff reads history versions and API versions alike.
 *
 * What the rows lack stays absent, never filled: no title, conditions, phase, arms, sites or
 * completion date (PROVENANCE.md). Ages are kept as the bare numbers cthist gives (no unit is
 * stated). An outcome cell reading `[See Results Section.]` means the scrape did not capture the
 * outcomes of that version: the version carries no outcomes module (unknown), not an empty one.
 */

/** Mirror folder of the version histories. */
export const CTGOV_HISTORY_DIR = 'clinicaltrials_gov_version_history';
/** The ClinicalTrials.gov file of the folder (the DRKS companion has no NCT ids and is not read). */
export const CTGOV_HISTORY_FILE = /^historical_versions_ctgov.*\.csv$/i;
export const HISTORY_COLUMNS = [
  'nctid', 'version_number', 'total_versions', 'version_date', 'overall_status', 'study_start_date', 'study_start_date_precision',
  'primary_completion_date', 'primary_completion_date_precision', 'primary_completion_date_type', 'enrolment', 'enrolment_type',
  'min_age', 'max_age', 'sex', 'accepts_healthy_volunteers', 'criteria', 'outcome_measures', 'sponsor_collaborators',
];

type Row = Record<string, string>;

/** A cell with `NA` and blanks read as absent. */
function cell(row: Row, column: string): string | null {
  const value = (row[column] ?? '').trim();
  return value === '' || value === 'NA' ? null : value;
}

/** `Active, not recruiting` → `ACTIVE_NOT_RECRUITING`, `Unknown status` → `UNKNOWN` (the API v2 enum). */
export function statusCode(value: string | null): string | null {
  if (value === null) return null;
  const code = value.trim().toUpperCase().replace(/[^A-Z]+/g, '_').replace(/^_+|_+$/g, '');
  return code === 'UNKNOWN_STATUS' ? 'UNKNOWN' : code;
}

/** A history date with its precision as CT.gov v2 writes it: `2011-05` for a month, `2011-05-11` for a day. */
function registryDate(date: string | null, precision: string | null): string | null {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return precision === 'month' ? date.slice(0, 7) : date;
}

/** `Anticipated` (the plan) is v2's ESTIMATED; `Actual` is ACTUAL. */
function enrollmentType(value: string | null): string | null {
  if (value === null) return null;
  return /^anticipated$/i.test(value) ? 'ESTIMATED' : /^actual$/i.test(value) ? 'ACTUAL' : null;
}

export interface HistoryOutcome {
  measure: string;
  timeFrame?: string;
  description?: string;
}

/**
 * One outcome cell's `content`: the measure, then `[ Time Frame: … ]`, then the description:
 * `ADP induced platelet aggregation\n[ Time Frame: 2 weeks ]\n\nTo determine …`.
 */
export function historyOutcome(content: string): HistoryOutcome | null {
  const frame = /\[\s*Time Frame:\s*([\s\S]*?)\s*\]/i.exec(content);
  const measure = (frame ? content.slice(0, frame.index) : content.split(/\n\s*\n/)[0]!).replace(/\s+/g, ' ').trim();
  if (measure === '') return null;
  const description = (frame ? content.slice(frame.index + frame[0].length) : content.slice(measure.length)).replace(/\s+/g, ' ').trim();
  return { measure, ...(frame && frame[1]!.trim() !== '' ? { timeFrame: frame[1]!.replace(/\s+/g, ' ').trim() } : {}), ...(description ? { description } : {}) };
}

/** The outcomes module of a row; null when the row did not capture the outcomes. */
function outcomesModule(raw: string | null): ParseResult<Record<string, HistoryOutcome[]> | null> {
  if (raw === null || /^\[\s*See Results Section\.?\s*\]$/i.test(raw)) return ok(null);
  let cells: unknown;
  try {
    cells = JSON.parse(raw);
  } catch (error) {
    return fail(`outcome_measures: not JSON (${errorMessage(error)})`);
  }
  if (!Array.isArray(cells)) return fail('outcome_measures: not a JSON array');
  const module: Record<string, HistoryOutcome[]> = {};
  for (const entry of cells as Array<{ section?: unknown; content?: unknown }>) {
    const section = typeof entry?.section === 'string' ? entry.section : '';
    const key = /^primary/i.test(section) ? 'primaryOutcomes' : /^secondary/i.test(section) ? 'secondaryOutcomes' : /^other/i.test(section) ? 'otherOutcomes' : null;
    const outcome = key && typeof entry.content === 'string' ? historyOutcome(entry.content) : null;
    if (key && outcome) module[key] = [...(module[key] ?? []), outcome];
  }
  return ok(Object.keys(module).length > 0 ? module : null);
}

function criteriaText(raw: string | null): ParseResult<string | null> {
  if (raw === null) return ok(null);
  let parts: unknown;
  try {
    parts = JSON.parse(raw);
  } catch (error) {
    return fail(`criteria: not JSON (${errorMessage(error)})`);
  }
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return fail('criteria: not a JSON array of strings');
  const text = (parts as string[]).join('\n\n').trim();
  return ok(text === '' ? null : text);
}

function sponsorModule(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  let entries: unknown;
  try {
    entries = JSON.parse(raw);
  } catch {
    // Sponsors play no part in the amendment diff: an unreadable cell leaves them out.
    return null;
  }
  if (!Array.isArray(entries)) return null;
  const content = (label: RegExp) =>
    (entries as Array<{ label?: unknown; content?: unknown }>).find((entry) => typeof entry?.label === 'string' && label.test(entry.label))?.content;
  const lead = typeof content(/^sponsor/i) === 'string' ? (content(/^sponsor/i) as string).trim() : '';
  const collaborators = typeof content(/^collaborators/i) === 'string' ? (content(/^collaborators/i) as string).split(/\n/).map((name) => name.trim()).filter((name) => name !== '') : [];
  if (lead === '' && collaborators.length === 0) return null;
  return { ...(lead ? { leadSponsor: { name: lead } } : {}), ...(collaborators.length > 0 ? { collaborators: collaborators.map((name) => ({ name })) } : {}) };
}

/** One history row as a study in the API v2 data structure (only the modules the row fills). */
export function historyRowStudy(row: Row): ParseResult<Record<string, unknown>> {
  const nctId = cell(row, 'nctid');
  if (nctId === null || !/^NCT\d{8}$/.test(nctId)) return fail('nctid: missing or not an NCT number');
  const versionDate = cell(row, 'version_date');
  if (versionDate === null || !/^\d{4}-\d{2}-\d{2}$/.test(versionDate)) return fail(`version_date: ${JSON.stringify(row.version_date ?? '')} is not a day (it names the version)`);
  const outcomes = outcomesModule(cell(row, 'outcome_measures'));
  if (!outcomes.ok) return outcomes;
  const criteria = criteriaText(cell(row, 'criteria'));
  if (!criteria.ok) return criteria;
  const enrollment = cell(row, 'enrolment');
  const count = enrollment !== null && /^\d+$/.test(enrollment) ? Number(enrollment) : null;
  const start = registryDate(cell(row, 'study_start_date'), cell(row, 'study_start_date_precision'));
  const primaryCompletion = registryDate(cell(row, 'primary_completion_date'), cell(row, 'primary_completion_date_precision'));
  const completionType = enrollmentType(cell(row, 'primary_completion_date_type'));
  const healthy = cell(row, 'accepts_healthy_volunteers');
  const sex = cell(row, 'sex');
  const sponsors = sponsorModule(cell(row, 'sponsor_collaborators'));
  const eligibility = {
    ...(criteria.value ? { eligibilityCriteria: criteria.value } : {}),
    ...(healthy && /^(?:yes|no|accepts healthy volunteers)$/i.test(healthy) ? { healthyVolunteers: !/^no$/i.test(healthy) } : {}),
    ...(sex ? { sex: sex.toUpperCase() } : {}),
    ...(cell(row, 'min_age') ? { minimumAge: cell(row, 'min_age') } : {}),
    ...(cell(row, 'max_age') ? { maximumAge: cell(row, 'max_age') } : {}),
  };
  return ok({
    protocolSection: {
      identificationModule: { nctId },
      statusModule: {
        ...(statusCode(cell(row, 'overall_status')) ? { overallStatus: statusCode(cell(row, 'overall_status')) } : {}),
        lastUpdatePostDateStruct: { date: versionDate },
        ...(start ? { startDateStruct: { date: start } } : {}),
        ...(primaryCompletion ? { primaryCompletionDateStruct: { date: primaryCompletion, ...(completionType ? { type: completionType } : {}) } } : {}),
      },
      ...(count !== null ? { designModule: { enrollmentInfo: { count, ...(enrollmentType(cell(row, 'enrolment_type')) ? { type: enrollmentType(cell(row, 'enrolment_type')) } : {}) } } } : {}),
      ...(Object.keys(eligibility).length > 0 ? { eligibilityModule: eligibility } : {}),
      ...(outcomes.value ? { outcomesModule: outcomes.value } : {}),
      ...(sponsors ? { sponsorCollaboratorsModule: sponsors } : {}),
    },
  });
}

/**
 * Every version of every history file of `dir` as source items (id `<NCT>@<version date>`). A row
 * that cannot be read is a dead letter naming the row; two versions posted the same day keep the
 * later version number (the day's last state). Throws only when a file cannot be read at all.
 */
export function* readVersionHistory(files: readonly string[]): Iterable<SourceItem> {
  for (const path of files) {
    const file = basename(path);
    const table = parseCsvTable(readFileSync(path, 'utf8'), HISTORY_COLUMNS);
    const versions = new Map<string, { number: number; item: SourceItem }>();
    for (const row of table.rows) {
      const ref = `${file}#line${row.line}`;
      const study = historyRowStudy(row.values);
      if (!study.ok) {
        yield { ok: false, reason: study.reason, ref, raw: { nctid: row.values.nctid ?? null, version_number: row.values.version_number ?? null } };
        continue;
      }
      const parsed = parseStudyVersion(study.value, { source_file: file });
      if (!parsed.ok) {
        yield { ok: false, reason: parsed.reason, ref };
        continue;
      }
      const number = Number(row.values.version_number) || 0;
      const earlier = versions.get(parsed.value.id);
      if (!earlier || number > earlier.number) versions.set(parsed.value.id, { number, item: { ok: true, id: parsed.value.id, body: parsed.value.record } });
    }
    for (const { item } of versions.values()) yield item;
  }
}
