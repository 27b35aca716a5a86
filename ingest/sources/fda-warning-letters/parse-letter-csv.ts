import { parseCsvTable } from '../../formats/csv.ts';
import { followUpLetter, letterRow } from './letter-row.ts';
import type { LetterRowResult } from './letter-row.ts';

/**
 * The two CSV layouts of FDA's warning-letter listing:
 *
 * - the listing as scraped with each letter's page: `url, posted_date, letter_date, company,
 *   issuing_office, subject` (`url` relative to https://www.fda.gov);
 * - fda.gov's own table export ("Export Excel" on the warning-letters page, saved as CSV):
 *   `Posted Date, Letter Issue Date, Company Name, Issuing Office, Subject, Response Letter,
 *   Closeout Letter` — no address, but the response/closeout columns.
 *
 * Dates are MM/DD/YYYY in both.
 */

const LISTING_COLUMNS = ['url', 'posted_date', 'letter_date', 'company', 'issuing_office', 'subject'] as const;
const EXPORT_COLUMNS = ['Posted Date', 'Letter Issue Date', 'Company Name', 'Issuing Office', 'Subject'] as const;

/** Which of the two layouts a file is in (they differ in what they know: address vs. follow-up letters). */
export type LetterCsvLayout = 'listing' | 'export';

/**
 * Rows of either layout, told apart by the header. Throws when the file is neither (empty, not
 * CSV, other columns), for the connector to dead-letter the file.
 */
export function parseLetterCsv(text: string, file: string): { layout: LetterCsvLayout; rows: LetterRowResult[] } {
  const table = parseCsvTable(text);
  const has = (columns: readonly string[]) => columns.every((column) => table.header.includes(column));
  if (has(LISTING_COLUMNS)) {
    return {
      layout: 'listing',
      rows: table.rows.map(({ line, values }) => ({
        ...letterRow({
          company: values.company,
          letterDate: values.letter_date,
          postedDate: values.posted_date,
          office: values.issuing_office,
          subject: values.subject,
          url: values.url || null,
        }),
        ref: `${file}#line${line}`,
      })),
    };
  }
  if (has(EXPORT_COLUMNS)) {
    const hasResponse = table.header.includes('Response Letter');
    const hasCloseout = table.header.includes('Closeout Letter');
    return {
      layout: 'export',
      rows: table.rows.map(({ line, values }) => ({
        ...letterRow({
          company: values['Company Name'],
          letterDate: values['Letter Issue Date'],
          postedDate: values['Posted Date'],
          office: values['Issuing Office'],
          subject: values.Subject,
          response: hasResponse ? followUpLetter(values['Response Letter']) : null,
          closeout: hasCloseout ? followUpLetter(values['Closeout Letter']) : null,
        }),
        ref: `${file}#line${line}`,
      })),
    };
  }
  throw new Error(
    `neither warning-letter layout: expected ${LISTING_COLUMNS.join(', ')} or ${EXPORT_COLUMNS.join(', ')}; found ${table.header.map((c) => `'${c}'`).join(', ')}`,
  );
}
