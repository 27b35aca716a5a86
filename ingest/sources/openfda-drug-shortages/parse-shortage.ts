import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { openFdaBlock, openFdaDates, openFdaList, openFdaText, zodIssues } from '../openfda/openfda-values.ts';
import { DrugShortageRecord } from './record.ts';

const DATE_FIELDS = ['initial_posting_date', 'update_date', 'change_date', 'discontinued_date'] as const;

/** Where a record came from: the mirror file, or the live API. */
export type ShortageOrigin = { source_file: string } | { live: true };

/** The public API query answering with one presentation, as the record's provenance. */
export function shortageSourceUrl(packageNdc: string): string {
  return `https://api.fda.gov/drug/shortages.json?search=package_ndc:%22${encodeURIComponent(packageNdc)}%22`;
}

/**
 * One openFDA drug shortage result as a record body: text trimmed with empty values as null,
 * `MM/DD/YYYY` dates as ISO, `therapeutic_category` as a list, the `openfda` block reduced to its
 * join keys, then validated. Failures name the field, for the dead-letter queue.
 */
export function parseShortageResult(raw: unknown, origin: ShortageOrigin): ParseResult<DrugShortageRecord> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail('not a JSON object');
  const record = raw as Record<string, unknown>;
  const dates = openFdaDates(record, DATE_FIELDS);
  if (!dates.ok) return dates;
  const packageNdc = openFdaText(record.package_ndc);
  const categories = record.therapeutic_category;
  const body = {
    package_ndc: packageNdc,
    generic_name: openFdaText(record.generic_name),
    company_name: openFdaText(record.company_name),
    presentation: openFdaText(record.presentation),
    dosage_form: openFdaText(record.dosage_form),
    // Usually a list; a lone string is read as a one-item list rather than lost.
    therapeutic_category: typeof categories === 'string' ? openFdaList([categories]) : openFdaList(categories),
    status: openFdaText(record.status),
    availability: openFdaText(record.availability),
    shortage_reason: openFdaText(record.shortage_reason),
    related_info: openFdaText(record.related_info),
    related_info_link: openFdaText(record.related_info_link),
    resolved_note: openFdaText(record.resolved_note),
    contact_info: openFdaText(record.contact_info),
    update_type: openFdaText(record.update_type),
    ...dates.value,
    openfda: openFdaBlock(record.openfda),
    source_url: 'live' in origin && packageNdc ? shortageSourceUrl(packageNdc) : null,
    source_file: 'source_file' in origin ? origin.source_file : null,
  };
  const checked = DrugShortageRecord.safeParse(body);
  return checked.success ? ok(checked.data) : fail(`invalid record: ${zodIssues(checked.error)}`);
}
