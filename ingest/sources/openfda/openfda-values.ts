import { z } from 'zod';
import { parseSourceDate } from '../../formats/dates.ts';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';

/**
 * Field readers shared by the openFDA connectors: openFDA leaves values out, sends '' or the
 * placeholder 'N/A' for unknowns, and publishes dates as `YYYYMMDD` (enforcement) or
 * `MM/DD/YYYY` (shortages). Record bodies want null for all the unknowns and ISO dates.
 */

/** A trimmed string, or null for absent, empty and 'N/A' values; numbers become their text. */
export function openFdaText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || /^n\/?a$/i.test(text) ? null : text;
}

/** Strings of an array field (openFDA's multi-valued fields), empties dropped; [] when absent. */
export function openFdaList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(openFdaText).filter((item): item is string => item !== null);
}

/**
 * An openFDA date field as ISO: null when absent or empty, a failure naming the field when a value
 * is there but is not a date (so a garbled record is dead-lettered, not published without it).
 */
export function openFdaDate(record: Record<string, unknown>, field: string): ParseResult<string | null> {
  const raw = openFdaText(record[field]);
  if (raw === null) return ok(null);
  const iso = parseSourceDate(raw);
  return iso ? ok(iso) : fail(`${field}: unreadable date ${JSON.stringify(raw)}`);
}

/** The ISO dates of several fields, or the first failure. */
export function openFdaDates<const F extends string>(record: Record<string, unknown>, fields: readonly F[]): ParseResult<Record<F, string | null>> {
  const dates: Partial<Record<F, string | null>> = {};
  for (const field of fields) {
    const date = openFdaDate(record, field);
    if (!date.ok) return date;
    dates[field] = date.value;
  }
  return ok(dates as Record<F, string | null>);
}

/**
 * The fields of openFDA's harmonised `openfda` block that downstream joins use (application,
 * product and package NDCs, names, substances, SPL set id, UNII, RxCUI, route, pharmacologic
 * class). Manufacturer and label ids beyond these are left to the label endpoint.
 */
export const OPENFDA_BLOCK_FIELDS = [
  'application_number',
  'brand_name',
  'generic_name',
  'manufacturer_name',
  'product_ndc',
  'package_ndc',
  'product_type',
  'route',
  'substance_name',
  'rxcui',
  'spl_set_id',
  'unii',
  'pharm_class_epc',
] as const;

/** The `openfda` subset as record bodies carry it: each field a list of strings. */
export const OpenFdaBlock = z.object(Object.fromEntries(OPENFDA_BLOCK_FIELDS.map((field) => [field, z.array(z.string())])) as Record<(typeof OPENFDA_BLOCK_FIELDS)[number], z.ZodArray<z.ZodString>>);
export type OpenFdaBlock = z.infer<typeof OpenFdaBlock>;

/** The subset above of a record's `openfda` block; every field an array ([] when openFDA has none). */
export function openFdaBlock(value: unknown): OpenFdaBlock {
  const block = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(OPENFDA_BLOCK_FIELDS.map((field) => [field, openFdaList(block[field])])) as OpenFdaBlock;
}

/** Issues of a failed zod validation as one line naming each field. */
export function zodIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(record)'}: ${issue.message}`).join('; ');
}
