import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { fiscalYearFromFileName, parseObservationsWorkbook } from './parse-observations-workbook.ts';
import { errorMessage } from '../../validate-item.ts';
import { mirrorFolders } from '../../formats/mirror-files.ts';

/** Mirror folders of FDA's annual Inspection Observations workbooks: `fda_inspectional_observations_fy<YYYY>`. */
const FOLDER = /^fda_inspectional_observations/i;
const WORKBOOK = /\.xlsx$/i;

/**
 * Live: the FDA "Inspection Observations" page lists one Excel workbook per fiscal year
 * (`/media/<id>/download`); the fetcher reads the page, downloads the workbooks at 1 request/s and
 * parses them like the mirror's. The page's list of links is the probe fingerprint (a new year
 * or a re-published workbook changes it); the newest year ingested is the cursor.
 *
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
  probeLive: async (context) => JSON.stringify(await listWorkbookLinks(context)),
  async *fetchLive(context): AsyncIterable<SourceItem> {
    const links = await listWorkbookLinks(context);
    if (links.length === 0) throw new Error(`no FY workbook links found on ${pageUrl(context)}`);
    // FDA publishes a year once and rarely revises it: fetch the years from the newest one already
    // ingested on (it may have been revised), and every year on the first run.
    const since = context.cursor ? Number(context.cursor) : 0;
    for (const link of links.filter((l) => l.fiscal_year >= since)) {
      const ref = link.url;
      let rows: Awaited<ReturnType<typeof parseObservationsWorkbook>>;
      try {
        rows = await parseObservationsWorkbook(await context.http.getBytes(link.url, { ratePerSecond: 1 }), { fiscalYear: link.fiscal_year });
      } catch (error) {
        yield { ok: false, reason: `unreadable workbook: ${errorMessage(error)}`, ref };
        continue;
      }
      yield* citationItems(rows, ref);
    }
    context.setCursor(String(Math.max(...links.map((l) => l.fiscal_year))));
  },
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
          yield { ok: false, reason: `unreadable workbook: ${errorMessage(error)}`, ref: `${folder}/${file}` };
          continue;
        }
        yield* citationItems(rows, `${folder}/${file}`);
      }
    }
  },
};

function* citationItems(rows: Awaited<ReturnType<typeof parseObservationsWorkbook>>, ref: string): Iterable<SourceItem> {
  for (const row of rows) {
    if (!row.ok) {
      yield { ok: false, reason: row.reason, ref: `${ref}#${row.sheet}!${row.row}` };
      continue;
    }
    const citation = row.value;
    yield { ok: true, id: `fy${citation.fiscal_year}:${citation.program_area}:${citation.cite_id}`, body: { ...citation } };
  }
}

/** FDA's page listing the yearly workbooks ("Inspection Observations"). */
export const OBSERVATIONS_PAGE = 'https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/inspection-references/inspection-observations';

function pageUrl(context: LiveContext): string {
  return context.settings.baseUrl ? `${context.settings.baseUrl}/inspection-observations` : OBSERVATIONS_PAGE;
}

/**
 * The workbook links of the listing page: anchors to `/media/<id>/download` whose text names a
 * fiscal year ("FY 2023 ... (Excel)", "FY19"). Newest year first; one link per year.
 */
export async function listWorkbookLinks(context: LiveContext): Promise<Array<{ fiscal_year: number; url: string }>> {
  const configured = configuredWorkbooks(context);
  if (configured.length > 0) return configured;
  const page = pageUrl(context);
  const html = await context.http.getText(page, { ratePerSecond: 1 });
  const byYear = new Map<number, string>();
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]*\/media\/\d+\/download[^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    const text = match[2]!.replace(/<[^>]+>/g, ' ');
    const year = fiscalYearFromFileName(text.replace(/FY\s+/i, 'FY'));
    if (year && !byYear.has(year)) byYear.set(year, new URL(match[1]!.replace(/&amp;/g, '&'), page).toString());
  }
  return [...byYear.entries()].sort((a, b) => b[0] - a[0]).map(([fiscal_year, url]) => ({ fiscal_year, url }));
}

/**
 * Workbook URLs configured in `REGINTEL_SOURCE_FILES` (`{"fda-inspection-observations": {"FY2024":
 * "https://www.fda.gov/media/<id>/download"}}`): fda.gov's bot protection turns non-browser
 * clients away from the listing page, while the `/media/<id>/download` files still answer. When
 * any is set, the page is not read. Labels that name no fiscal year are ignored (and logged).
 */
function configuredWorkbooks(context: LiveContext): Array<{ fiscal_year: number; url: string }> {
  const byYear = new Map<number, string>();
  for (const [label, url] of Object.entries(context.settings.files ?? {})) {
    const year = fiscalYearFromFileName(label.replace(/FY\s+/i, 'FY'));
    if (year) byYear.set(year, url);
    else context.logger.warn({ label }, 'REGINTEL_SOURCE_FILES label names no fiscal year (FY2024); ignored');
  }
  return [...byYear.entries()].sort((a, b) => b[0] - a[0]).map(([fiscal_year, url]) => ({ fiscal_year, url }));
}

function folders(mirrorDir: string): string[] {
  return mirrorFolders(mirrorDir, FOLDER);
}
