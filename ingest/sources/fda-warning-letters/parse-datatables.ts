import { z } from 'zod';
import { readHtmlFragment } from './html-fragment.ts';
import type { HtmlFragment } from './html-fragment.ts';
import { followUpLetter, letterRow } from './letter-row.ts';
import type { LetterRowResult } from './letter-row.ts';

/**
 * One page of the warning-letter listing as fda.gov's DataTables view serves it
 * (`/datatables/views/ajax?view_name=warning_letter_solr_index…`): `{draw, recordsTotal,
 * recordsFiltered, data}`, each row an array of HTML cells in the page's column order —
 * posted date, letter issue date, company (a link to the letter), issuing office, subject,
 * response letter, closeout letter (and trailing cells such as an excerpt, ignored).
 */
export const DataTablesPage = z.object({
  recordsTotal: z.coerce.number().int().nonnegative().optional(),
  recordsFiltered: z.coerce.number().int().nonnegative().optional(),
  data: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
/** A validated page of the view. */
export type DataTablesPage = z.infer<typeof DataTablesPage>;

const COLUMNS = ['posted date', 'letter issue date', 'company', 'issuing office', 'subject', 'response letter', 'closeout letter'] as const;

function cell(row: ReadonlyArray<string | number | null>, index: number): HtmlFragment {
  return readHtmlFragment(String(row[index] ?? ''));
}

/** A `<time datetime>` if the cell has one (machine-readable), else its text. */
function cellDate(fragment: HtmlFragment): string {
  return fragment.datetimes[0] ?? fragment.text;
}

function followUp(fragment: HtmlFragment): { has: boolean; date: string | null } {
  const letter = followUpLetter(fragment.datetimes[0] ?? fragment.text);
  return fragment.hrefs.length > 0 ? { has: true, date: letter.date } : letter;
}

/** The letters of one page; `ref` names the page offset and the row. */
export function parseDataTablesRows(page: DataTablesPage, pageRef: string): LetterRowResult[] {
  return page.data.map((row, index) => {
    const ref = `${pageRef}#${index}`;
    if (row.length < 5) return { ok: false, reason: `row has ${row.length} cells; expected ${COLUMNS.join(', ')}`, ref };
    const company = cell(row, 2);
    const result = letterRow({
      company: company.text,
      letterDate: cellDate(cell(row, 1)),
      postedDate: cellDate(cell(row, 0)),
      office: cell(row, 3).text,
      subject: cell(row, 4).text,
      url: company.hrefs[0] ?? null,
      response: row.length > 5 ? followUp(cell(row, 5)) : null,
      closeout: row.length > 6 ? followUp(cell(row, 6)) : null,
    });
    if (result.ok && !result.value.source_url) return { ok: false, reason: 'company cell has no link to the letter', ref };
    return { ...result, ref };
  });
}
