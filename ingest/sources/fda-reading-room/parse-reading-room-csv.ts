import { parse } from 'csv-parse/sync';
import { fail, ok } from '../../parse-result.ts';
import type { ParseResult } from '../../parse-result.ts';
import { mergeInvestigators, parseEmployeeNameAndTitle, parseInspectionDates, usDateToIso } from '../fda-form483/parse-form483-text.ts';
import type { Investigator } from '../fda-form483/parse-form483-text.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Parser for the FDA reading-room Form 483 data set: one CSV row per 483, with FDA's listing
 * metadata (FEI, firm, state, dates, media URL) next to Tesseract OCR of three parts of the form
 * (the investigators box, the dates box, the observations body). The metadata is clean; the OCR
 * fields are read defensively and only the body is required.
 */

/** One 483 of the reading-room set. */
export interface ReadingRoomDocument {
  /** Digits only, as a string, also when the CSV holds it float-like ("3011761321.0"). */
  fei_number: string;
  company_name: string;
  /** As listed (a state name, e.g. 'Tennessee'). */
  state: string | null;
  establishment_type: string | null;
  /** ISO YYYY-MM-DD: the 483's date in FDA's listing. */
  record_date: string;
  /** ISO YYYY-MM-DD, when FDA posted it. */
  publish_date: string | null;
  /** The PDF on fda.gov (`pdf_url`). */
  source_url: string | null;
  pdf_name: string | null;
  /** From the OCR'd "EMPLOYEE(S) NAME AND TITLE" box, noise lines dropped. */
  investigators: Investigator[];
  /** ISO YYYY-MM-DD, from the OCR'd "DATE(S) OF INSPECTION" box; null when OCR lost it. */
  inspection_start_date: string | null;
  inspection_end_date: string | null;
  /** The OCR'd body, untouched apart from line endings: splitting is enrichment's job. */
  observations_text: string;
}

const REQUIRED_COLUMNS = ['fei_number', 'company_name', 'record_date', 'publish_date', 'pdf_url', 'auditors', 'audit_dates', 'observations'];

/**
 * "3011761321", "3011761321 ", "3011761321.0", "3.011761321E9" → "3011761321"; null unless a
 * whole number of 5–10 digits (FEIs of older firms are 7 digits).
 */
export function normaliseFei(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (/^\d{5,10}$/.test(value)) return value;
  if (/^\d+\.0*$/.test(value)) return normaliseFei(value.replace(/\.0*$/, ''));
  if (/^\d+(?:\.\d+)?e\+?\d+$/i.test(value)) {
    const number = Number(value);
    if (Number.isSafeInteger(number)) return normaliseFei(String(number));
  }
  return null;
}

/** The listing's dates: ISO already, or US m/d/yyyy in older exports. */
function listingDate(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  if (iso) return usDateToIso(Number(iso[2]), Number(iso[3]), Number(iso[1]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) return usDateToIso(Number(us[1]), Number(us[2]), Number(us[3]));
  return null;
}

/** A title cut off at the box edge continues on the next line ("Generic Drug User Fee" / "Amendments (GDUFA)"). */
function continuesTitle(title: string | null, line: string): boolean {
  if (!/^\(?[A-Z][A-Za-z]*\)?(?:\s+\(?[A-Za-z]+\)?)*$/.test(line) || line.length > 60) return false;
  if (line.startsWith('(')) return true;
  return title === null || /(?:\b(?:or|and|of|for|Team|Fee|User|Drug|Generic|Center)|-)$/.test(title);
}

/**
 * The investigators in the OCR of the "EMPLOYEE(S) NAME AND TITLE" box: one "Name, Title" per
 * line amid signature scrawl and neighbouring labels.
 */
export function parseAuditors(raw: string): Investigator[] {
  const entries: Investigator[] = [];
  let last: Investigator | null = null;
  for (const rawLine of raw.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').split('\n')) {
    const line = rawLine.replace(/\s+/g, ' ').trim();
    if (line === '') continue;
    const entry = parseEmployeeNameAndTitle(line);
    if (entry) {
      entries.push(entry);
      last = entry;
      continue;
    }
    if (last && continuesTitle(last.title, line)) {
      last.title = last.title ? `${last.title} ${line}` : line;
      continue;
    }
    last = null;
  }
  return mergeInvestigators(entries);
}

/**
 * Parses the reading-room CSV. One result per data row (`row` 1 = first row after the header);
 * a row without FEI, company name, a valid listing date or observations text is a failure and the
 * rest go on. OCR'd inspection dates that cannot be read are null, not a failure. A file
 * lacking the columns this needs gives a single failure with `row: 0`.
 */
export function parseReadingRoomCsv(csvText: string): Array<ParseResult<ReadingRoomDocument> & { row: number }> {
  let header: string[] = [];
  let records: Array<Record<string, string | undefined>>;
  try {
    records = parse(csvText, {
      bom: true,
      columns: (names: string[]) => {
        header = names.map((name) => name.trim());
        return header;
      },
      // Quoted multi-line fields of tens of kB: the OCR bodies. The file quotes correctly, so no
      // relax_quotes; a row with a missing trailing field should still reach the row checks.
      relax_column_count: true,
      skip_empty_lines: true,
    }) as Array<Record<string, string | undefined>>;
  } catch (error) {
    return [{ ...fail(`unparseable CSV: ${errorMessage(error)}`), row: 0 }];
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) return [{ ...fail(`missing columns: ${missing.join(', ')}`), row: 0 }];

  return records.map((record, index) => {
    const row = index + 1;
    const text = (value: string | undefined): string | null => {
      const tidy = (value ?? '').replace(/\s+/g, ' ').trim();
      return tidy === '' ? null : tidy;
    };
    const fei = normaliseFei(record.fei_number);
    if (!fei) return { ...fail(`no usable FEI number (${JSON.stringify(record.fei_number ?? '')})`), row };
    const recordDate = listingDate(record.record_date);
    if (!recordDate) return { ...fail(`unparseable record_date ${JSON.stringify(record.record_date ?? '')}`), row };
    const observations = (record.observations ?? '').replace(/\r\n?/g, '\n').replace(/\f/g, '\n').trim();
    if (observations === '') return { ...fail('empty observations text'), row };
    const companyName = text(record.company_name);
    if (!companyName) return { ...fail('no company_name'), row };
    const publishRaw = (record.publish_date ?? '').trim();
    const publishDate = publishRaw === '' ? null : listingDate(publishRaw);
    if (publishRaw !== '' && !publishDate) return { ...fail(`unparseable publish_date ${JSON.stringify(publishRaw)}`), row };
    const dates = parseInspectionDates(record.audit_dates ?? '');
    return {
      ...ok({
        fei_number: fei,
        // The OCR'd firm_name field carries neighbouring header boxes; the listing's name is clean.
        company_name: companyName,
        state: text(record.state),
        establishment_type: text(record.establishment_type_x) ?? text(record.establishment_type_y),
        record_date: recordDate,
        publish_date: publishDate,
        source_url: text(record.pdf_url),
        pdf_name: text(record.pdf_name),
        investigators: parseAuditors(record.auditors ?? ''),
        inspection_start_date: dates.start,
        inspection_end_date: dates.end,
        observations_text: observations,
      }),
      row,
    };
  });
}
