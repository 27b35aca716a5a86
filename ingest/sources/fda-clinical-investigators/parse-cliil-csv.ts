import { parseCsvTable } from '../../formats/csv.ts';
import type { CliilRow } from './cliil-inspection.ts';

/** The columns of FDA's CLIIL spreadsheet export, as its CSV conversion keeps them. */
export const CLIIL_CSV_COLUMNS = ['ID No.', 'Name', 'Location', 'Address', 'City', 'State', 'Cntry', 'Zip', 'Insp. Date', 'Insp. Type', 'Insp. Class.', 'Insp. Def. Codes'] as const;

/**
 * Reads a CSV conversion of a CLIIL spreadsheet export (`cliil_data_audit_DA.csv`,
 * `cliil_for_cause_FC.csv`): one row per inspection, the deficiency codes of an inspection
 * comma-separated in one cell ("03,05,06"). `line` is the row's line in the file (header = 1).
 * Throws when the file is empty or lacks one of the columns, for the connector to dead-letter it.
 */
export function parseCliilCsv(text: string): Array<{ line: number; row: CliilRow }> {
  const table = parseCsvTable(text, CLIIL_CSV_COLUMNS);
  return table.rows.map(({ line, values }) => {
    const cell = (column: (typeof CLIIL_CSV_COLUMNS)[number]) => values[column] ?? '';
    return {
      line,
      row: {
        idNo: cell('ID No.'),
        name: cell('Name'),
        location: cell('Location'),
        address: cell('Address'),
        city: cell('City'),
        state: cell('State'),
        country: cell('Cntry'),
        zip: cell('Zip'),
        date: cell('Insp. Date'),
        type: cell('Insp. Type'),
        classification: cell('Insp. Class.'),
        codes: splitCodes(cell('Insp. Def. Codes')),
      },
    };
  });
}

/** "03,05, 06" → ['03', '05', '06']; '' → []. */
export function splitCodes(cell: string): string[] {
  return cell
    .split(/[,;\s]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '');
}
