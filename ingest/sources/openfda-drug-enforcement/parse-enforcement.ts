import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { openFdaBlock, openFdaDates, openFdaText, zodIssues } from '../openfda/openfda-values.ts';
import { DrugEnforcementRecord } from './record.ts';

const DATE_FIELDS = ['recall_initiation_date', 'center_classification_date', 'termination_date', 'report_date'] as const;

/** Where a record came from: the mirror file, or the live API. */
export type EnforcementOrigin = { source_file: string } | { live: true };

/** The public API query answering with one recall, as the record's provenance. */
export function enforcementSourceUrl(recallNumber: string): string {
  return `https://api.fda.gov/drug/enforcement.json?search=recall_number:%22${encodeURIComponent(recallNumber)}%22`;
}

/**
 * One openFDA drug enforcement result as a record body: text fields trimmed with 'N/A'/'' as
 * null, `YYYYMMDD` dates as ISO, the `openfda` block reduced to its join keys, then validated.
 * A result that is not an object, has a garbled date or fails the schema is a failure naming the
 * field, for the dead-letter queue.
 */
export function parseEnforcementResult(raw: unknown, origin: EnforcementOrigin): ParseResult<DrugEnforcementRecord> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail('not a JSON object');
  const record = raw as Record<string, unknown>;
  const dates = openFdaDates(record, DATE_FIELDS);
  if (!dates.ok) return dates;
  const recallNumber = openFdaText(record.recall_number);
  const body = {
    recall_number: recallNumber,
    event_id: openFdaText(record.event_id),
    status: openFdaText(record.status),
    classification: openFdaText(record.classification),
    product_type: openFdaText(record.product_type),
    recalling_firm: openFdaText(record.recalling_firm),
    address_1: openFdaText(record.address_1),
    address_2: openFdaText(record.address_2),
    city: openFdaText(record.city),
    state: openFdaText(record.state),
    postal_code: openFdaText(record.postal_code),
    country: openFdaText(record.country),
    voluntary_mandated: openFdaText(record.voluntary_mandated),
    initial_firm_notification: openFdaText(record.initial_firm_notification),
    distribution_pattern: openFdaText(record.distribution_pattern),
    product_description: openFdaText(record.product_description),
    product_quantity: openFdaText(record.product_quantity),
    reason_for_recall: openFdaText(record.reason_for_recall),
    code_info: openFdaText(record.code_info),
    more_code_info: openFdaText(record.more_code_info),
    ...dates.value,
    openfda: openFdaBlock(record.openfda),
    source_url: 'live' in origin && recallNumber ? enforcementSourceUrl(recallNumber) : null,
    source_file: 'source_file' in origin ? origin.source_file : null,
  };
  const checked = DrugEnforcementRecord.safeParse(body);
  return checked.success ? ok(checked.data) : fail(`invalid record: ${zodIssues(checked.error)}`);
}
