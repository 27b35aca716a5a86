import { parse } from 'csv-parse/sync';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import type { CliilRow } from './cliil-inspection.ts';
import { splitCodes } from './parse-cliil-csv.ts';

/** Fields of a CLIIL.TXT line, in order (README.TXT of FDA's download). */
const FIELDS = ['idNo', 'lastName', 'firstName', 'location', 'address', 'city', 'state', 'country', 'zip', 'date', 'type', 'classification', 'code'] as const;
/** The deficiency code may be left off a line of an inspection without deficiencies. */
const MIN_FIELDS = FIELDS.length - 1;

/**
 * Reads CLIIL.TXT, the list in FDA's quarterly download: ASCII, tilde (~) delimited, no quoting,
 * a header line naming the fields ("…~Last Name~First Name~…"), then one line per deficiency
 * code of each inspection: ID No., last name, first name, location, address, city, state,
 * country, zip, inspection date (MM/DD/YYYY), inspection type, classification, deficiency code.
 *
 * The lines of one inspection (same ID No., type, date and classification) are merged into one
 * row with all its codes, in the order first seen. `line` is the first line of the inspection. A
 * line with too few fields is a failure and the others go on; text that cannot be tokenised at
 * all throws, for the connector to report.
 */
export function parseCliilTxt(text: string): Array<ParseResult<CliilRow> & { line: number }> {
  const records = parse(text, { delimiter: '~', quote: false, relax_column_count: true, skip_empty_lines: true, bom: true, info: true }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  const results: Array<ParseResult<CliilRow> & { line: number }> = [];
  const byInspection = new Map<string, CliilRow>();
  for (const { record, info } of records) {
    const line = info.lines;
    if (record.length > 1 && /last\s*name/i.test(record[1] ?? '')) continue;
    if (record.every((field) => field.trim() === '')) continue;
    if (record.length < MIN_FIELDS) {
      results.push({ ...fail(`${record.length} fields where CLIIL.TXT has ${FIELDS.length}`), line });
      continue;
    }
    const field = (name: (typeof FIELDS)[number]) => (record[FIELDS.indexOf(name)] ?? '').trim();
    const key = [field('idNo'), field('type').toUpperCase(), field('date'), field('classification').toUpperCase()].join('|');
    const codes = splitCodes(field('code'));
    const seen = byInspection.get(key);
    if (seen) {
      seen.codes.push(...codes.filter((code) => !seen.codes.includes(code)));
      continue;
    }
    const first = field('firstName');
    const row: CliilRow = {
      idNo: field('idNo'),
      name: first ? `${field('lastName')}, ${first}` : field('lastName'),
      location: field('location'),
      address: field('address'),
      city: field('city'),
      state: field('state'),
      country: field('country'),
      zip: field('zip'),
      date: field('date'),
      type: field('type'),
      classification: field('classification'),
      codes,
    };
    byInspection.set(key, row);
    results.push({ ...ok(row), line });
  }
  return results;
}
