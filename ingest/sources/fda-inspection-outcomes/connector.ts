import { createReadStream } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'csv-parse';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, SourceItem } from '../../connector.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import { outcomeItems, type OutcomeRow } from './parse-outcome-rows.ts';

/** Mirror folder of the row-level inspection outcomes (OAI / not OAI). */
export const INSPECTION_OUTCOMES_DIR = 'fda_inspection_outcomes_oai_features';
const CSV_FILES = /^inspection_rows_oai.*\.csv$/;

/**
 * Row-level FDA Data Dashboard inspection outcomes that say only OAI or not OAI (SPEC-DECISIONS
 * 23): one row per Inspection ID × Project Area with FEI, end date, product type, country and an
 * `is_oai` flag, no firm name, no state, NAI and VAI merged. Read as a mirror of the Dashboard
 * inspections source onto `raw.fda.inspections`: one record per Inspection ID (its id), the
 * classification OAI or null with `classification_basis: 'oai_flag'`, never a guessed NAI/VAI.
 * Its own ledger (connector name) keeps its content hashes apart from the full Dashboard export's,
 * and the facilities step merges the two (a stated NAI/VAI is never erased by a null).
 *
 * The file is streamed, never read whole: rows come sorted by FEI, so the rows of one facility are
 * grouped and emitted when the FEI changes (memory is one facility's rows). A file that is not
 * sorted by FEI is still read completely; an FEI that comes back after its group was emitted
 * gives its later rows as their own records, and an Inspection ID split that way is a failure
 * naming the row (never a silent overwrite).
 *
 * No live fetcher: the live Dashboard inspections connector (`fda-dashboard-inspections`) reads the
 * same data with the real NAI/VAI/OAI; this snapshot is for the mirror and the back-test.
 */
export const inspectionOutcomesConnector: Connector = {
  name: 'fda-inspection-outcomes',
  description: 'FDA Data Dashboard inspection outcomes, row level, OAI or not OAI (FY2009–FY2026 snapshot): inspections per FEI',
  topic: TOPICS.rawInspections,
  schemaVersion: 1,
  mirrorFolder: INSPECTION_OUTCOMES_DIR,
  defaultSchedule: '20 4 * * 1',
  isPresent: (mirrorDir) => listMirrorFiles(join(mirrorDir, INSPECTION_OUTCOMES_DIR), CSV_FILES).length > 0,
  readMirror: ({ mirrorDir }) => readOutcomeFiles(listMirrorFiles(join(mirrorDir, INSPECTION_OUTCOMES_DIR), CSV_FILES)),
};

/** Every row of the files as inspection records, a facility at a time. */
export async function* readOutcomeFiles(files: readonly string[]): AsyncIterable<SourceItem> {
  for (const file of files) {
    const name = basename(file);
    const emittedInspections = new Set<string>();
    let group: OutcomeRow[] = [];
    let groupFei: string | null = null;
    const flush = function* (): Generator<SourceItem> {
      if (group.length === 0) return;
      for (const item of outcomeItems(group, name)) {
        if (item.ok && emittedInspections.has(item.id)) {
          yield { ok: false, reason: `rows of Inspection ID ${item.id} are not together: the file must list a facility's rows together (sorted by FEI)`, ref: `${INSPECTION_OUTCOMES_DIR}/${name}#inspection=${item.id}`, raw: item.body };
          continue;
        }
        if (item.ok) emittedInspections.add(item.id);
        yield item;
      }
      group = [];
    };
    const parser = createReadStream(file).pipe(parse({ columns: true, skip_empty_lines: true, trim: true, bom: true, relax_column_count: true }));
    let line = 1;
    for await (const cells of parser as AsyncIterable<Record<string, string>>) {
      line += 1;
      const fei = (cells.fei_number ?? '').replace(/^0+(?=\d)/, '');
      if (fei !== groupFei) {
        yield* flush();
        groupFei = fei;
      }
      group.push({ line, cells });
    }
    yield* flush();
  }
}
