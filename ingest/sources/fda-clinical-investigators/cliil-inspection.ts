import { parseSourceDate } from '../../formats/dates.ts';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { classificationDescription, inspectionTypeDescription, normaliseClassification } from './classification.ts';
import { deficiencyCode } from './deficiency-legend.ts';
import type { DeficiencyLegend } from './deficiency-legend.ts';
import { ClinicalInvestigatorInspectionRecord } from './record.ts';

/**
 * One inspection as the CLIIL lists it, whichever form it came in (the CSV conversion of FDA's
 * spreadsheet export, or the tilde-delimited download): the published values, untouched.
 */
export interface CliilRow {
  idNo: string;
  name: string;
  location: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  /** MM/DD/YY (spreadsheet) or MM/DD/YYYY (download); '' when FDA lists no date. */
  date: string;
  type: string;
  classification: string;
  /** The deficiency codes as listed ('05', '5'…); [] when none are. */
  codes: string[];
}

/** Where an inspection was read from. */
export type CliilOrigin = { source_file: string } | { source_url: string };

/**
 * The record id, from FDA's own keys. "ID No." numbers the investigator, not the inspection (162
 * DA and 140 FC numbers repeat in the 2019 lists, always with the same name), so the id adds the
 * inspection type and date: `cliil-DA-62851-19850327`. No two dated rows share all three.
 *
 * Undated rows (85 of 4,248: CANC 44, WASH 22, MTF 17, one VAI, one OAI) are kept rather than
 * dropped, because an investigator's OAI matters even without its date; their id carries the
 * final classification in place of the date (`cliil-DA-62851-undated-WASH`). The CLIIL lists
 * only closed files with a final classification, so that id is stable; the one investigator with
 * two undated DA rows (62851: WASH and CANC) still gets two ids. Should FDA later date such a row,
 * it becomes a new record under a dated id.
 */
export function cliilInspectionId(type: string, idNo: string, isoDate: string | null, classification: string): string {
  return isoDate ? `cliil-${type}-${idNo}-${isoDate.replaceAll('-', '')}` : `cliil-${type}-${idNo}-undated-${classification}`;
}

/**
 * A listed inspection as a validated record body plus its id: names and addresses with spacing
 * tidied, FDA's '-' placeholders as null, the date as ISO (two-digit years pivot at 70: 77 →
 * 1977, 19 → 2019; the list starts in 1977), the classification normalised to NAI/VAI/OAI, and
 * each deficiency code with its legend text and CFR reference. Fails, naming the column, on a
 * non-numeric ID No., an unreadable date, a code that is not a number, or a missing name, type
 * or classification.
 */
export function cliilInspection(row: CliilRow, legend: DeficiencyLegend, origin: CliilOrigin): ParseResult<{ id: string; record: ClinicalInvestigatorInspectionRecord }> {
  const idNo = /^\s*(\d+)(?:\.0*)?\s*$/.exec(row.idNo)?.[1];
  if (!idNo) return fail(`ID No.: not a number (${JSON.stringify(row.idNo)})`);
  const dateText = row.date.trim();
  const date = dateText === '' ? null : parseSourceDate(dateText);
  if (dateText !== '' && date === null) return fail(`Insp. Date: unreadable date ${JSON.stringify(dateText)}`);
  const type = row.type.trim().toUpperCase();
  const classification = row.classification.trim().toUpperCase();
  if (classification === '') return fail('Insp. Class.: empty');
  const codes: string[] = [];
  for (const raw of row.codes) {
    const code = deficiencyCode(raw);
    if (code === null) return fail(`Insp. Def. Codes: ${JSON.stringify(raw)} is not a deficiency code`);
    if (!codes.includes(code)) codes.push(code);
  }
  const body = {
    cliil_id: idNo,
    investigator_name: tidy(row.name) ?? '',
    location: placeholderToNull(row.location),
    address: placeholderToNull(row.address),
    city: placeholderToNull(row.city),
    state: placeholderToNull(row.state),
    country: placeholderToNull(row.country),
    zip: placeholderToNull(row.zip),
    inspection_date: date,
    inspection_type: type,
    inspection_type_description: inspectionTypeDescription(type),
    classification_raw: classification,
    classification: normaliseClassification(classification),
    classification_description: classificationDescription(classification),
    deficiencies: codes.map((code) => {
      const entry = legend.get(code);
      return { code, deficiency: entry?.deficiency ?? null, cfr_reference: entry?.cfr_reference ?? null };
    }),
    source_url: 'source_url' in origin ? origin.source_url : null,
    source_file: 'source_file' in origin ? origin.source_file : null,
  };
  const checked = ClinicalInvestigatorInspectionRecord.safeParse(body);
  if (!checked.success) return fail(`invalid record: ${checked.error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ')}`);
  return ok({ id: cliilInspectionId(type, idNo, date, classification), record: checked.data });
}

function tidy(value: string): string | null {
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** FDA writes '-' (sometimes '--') where it has no value. */
function placeholderToNull(value: string): string | null {
  const text = tidy(value);
  return text === null || /^-+$/.test(text) ? null : text;
}
