import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, SourceItem } from '../../connector.ts';
import { fiscalYearFromFileName, parseObservationsWorkbook } from './parse-observations-workbook.ts';

/** Mirror folders of FDA's annual Inspection Observations workbooks: `fda_inspectional_observations_fy<YYYY>`. */
const FOLDER = /^fda_inspectional_observations/i;
const WORKBOOK = /\.xlsx$/i;

/**
 * FDA's annual "Inspection Observations" workbooks: every standardised 483 citation per program
 * area with its CFR/Act reference, short and long description and yearly frequency. Enrichment uses
 * it to put a CFR section on 483 observations, whose opening sentence is the long description.
 */
export const inspectionObservationsConnector: Connector = {
  name: 'fda-inspection-observations',
  description: 'FDA Inspection Observations workbooks (per-CFR citation catalogue and frequencies)',
  topic: TOPICS.rawCitationCatalogue,
  schemaVersion: 1,
  mirrorFolder: FOLDER,
  defaultSchedule: '0 5 1 * *',
  isPresent: (mirrorDir) => folders(mirrorDir).length > 0,
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    for (const folder of folders(mirrorDir)) {
      const dir = join(mirrorDir, folder);
      for (const file of readdirSync(dir).filter((name) => WORKBOOK.test(name)).sort()) {
        const fiscalYear = fiscalYearFromFileName(file) ?? fiscalYearFromFileName(folder);
        if (!fiscalYear) {
          yield { ok: false, reason: 'fiscal year not found in the file or folder name', ref: `${folder}/${file}` };
          continue;
        }
        let rows: Awaited<ReturnType<typeof parseObservationsWorkbook>>;
        try {
          rows = await parseObservationsWorkbook(join(dir, file), { fiscalYear });
        } catch (error) {
          yield { ok: false, reason: `unreadable workbook: ${error instanceof Error ? error.message : String(error)}`, ref: `${folder}/${file}` };
          continue;
        }
        for (const row of rows) {
          const ref = `${folder}/${file}#${row.sheet}!${row.row}`;
          if (!row.ok) {
            yield { ok: false, reason: row.reason, ref };
            continue;
          }
          const citation = row.value;
          yield {
            ok: true,
            id: `fy${citation.fiscal_year}:${citation.program_area}:${citation.cite_id}`,
            body: { ...citation },
          };
        }
      }
    }
  },
};

function folders(mirrorDir: string): string[] {
  if (!existsSync(mirrorDir)) return [];
  return readdirSync(mirrorDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}
