import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import { cliilInspection } from './cliil-inspection.ts';
import { CLIIL_PAGE_URL, cliilTextFromZip, findCliilZipLink } from './cliil-download.ts';
import { FDA_DEFICIENCY_LEGEND, parseDeficiencyMapping } from './deficiency-legend.ts';
import type { DeficiencyLegendEntry } from './deficiency-legend.ts';
import { parseCliilCsv } from './parse-cliil-csv.ts';
import { parseCliilTxt } from './parse-cliil-txt.ts';
import type { ClinicalInvestigatorInspectionRecord } from './record.ts';
import { errorMessage } from '../../validate-item.ts';

/** Mirror folder of the CLIIL data set. */
export const CLIIL_DIR = 'fda_clinical_investigator_inspections';
const MAPPING_FILE = /deficiency.*\.csv$/i;
const LIST_FILE = /\.csv$/i;
/** fda.gov publishes no request rate; one request a second is polite for a two-request run. */
const FDA_GOV_RATE = 1;

/**
 * FDA's Clinical Investigator Inspection List (CDER Bioresearch Monitoring): one record per
 * inspection of a clinical investigator, with its date, type (data audit or for cause),
 * classification and deficiency codes explained by FDA's legend.
 *
 * Mirror: the CSV conversions of FDA's spreadsheet exports (`cliil_data_audit_DA.csv`,
 * `cliil_for_cause_FC.csv`) and the deficiency-code mapping. The .xls originals beside them are
 * BIFF (Excel 97) files, which read-excel-file (xlsx only) cannot open; their CSV conversions hold
 * the same rows, so the .xls are not read. A mirror holding only .xls files fails with that reason.
 *
 * Id: see `cliilInspectionId` (type + ID No. + inspection date; the classification for undated
 * rows). If several list files hold the same inspection (snapshots of the list), the copy read
 * last in file-name order wins, so it is published once per run.
 *
 * Live: GET the CLIIL page (https://www.fda.gov/drugs/drug-approvals-and-databases/clinical-investigator-inspection-list-cliil),
 * follow its zip link (fda.gov/media/<n>/download, renumbered quarterly), unzip CLIIL.TXT (tilde
 * delimited, one line per deficiency code; see `parseCliilTxt`) and read it with FDA's built-in
 * legend. No paging (one file), no incremental filter (the download is the whole list; content
 * hashes publish only what changed), `settings.maxRecords` caps the records yielded, 1 request/s.
 * `probeLive`: HEAD of the zip, fingerprinted by its URL, ETag and Last-Modified.
 */
export const clinicalInvestigatorsConnector: Connector = {
  name: 'fda-clinical-investigators',
  description: 'FDA Clinical Investigator Inspection List (BIMO): inspections, classifications, deficiency codes',
  topic: TOPICS.rawClinicalInvestigatorInspections,
  schemaVersion: 1,
  mirrorFolder: CLIIL_DIR,
  // FDA updates the list quarterly; a weekly probe is one page and one HEAD request.
  defaultSchedule: '0 7 * * 1',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, CLIIL_DIR)),
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    const dir = join(mirrorDir, CLIIL_DIR);
    if (!existsSync(dir)) throw new Error(`${dir} is missing`);
    const legend = new Map<string, DeficiencyLegendEntry>(FDA_DEFICIENCY_LEGEND);
    for (const path of listMirrorFiles(dir, MAPPING_FILE)) {
      try {
        for (const [code, entry] of parseDeficiencyMapping(readFileSync(path, 'utf8'))) legend.set(code, entry);
      } catch (error) {
        // FDA's built-in legend still explains the codes; the unreadable mapping goes to the DLQ.
        yield { ok: false, reason: `unreadable deficiency mapping: ${message(error)}`, ref: basename(path) };
      }
    }
    const lists = listMirrorFiles(dir, LIST_FILE).filter((path) => !MAPPING_FILE.test(basename(path)));
    if (lists.length === 0) {
      const xls = listMirrorFiles(dir, /\.xls$/i);
      throw new Error(
        xls.length > 0
          ? `${dir} holds only .xls (Excel 97) CLIIL exports, which cannot be read; add their CSV conversions`
          : `no CLIIL .csv list in ${dir}`,
      );
    }
    const merged = new Map<string, ClinicalInvestigatorInspectionRecord>();
    for (const path of lists) {
      const file = basename(path);
      let rows: ReturnType<typeof parseCliilCsv>;
      try {
        rows = parseCliilCsv(readFileSync(path, 'utf8'));
      } catch (error) {
        yield { ok: false, reason: `unreadable CLIIL list: ${message(error)}`, ref: file };
        continue;
      }
      for (const { line, row } of rows) {
        const parsed = cliilInspection(row, legend, { source_file: file });
        if (parsed.ok) merged.set(parsed.value.id, parsed.value.record);
        else yield { ok: false, reason: parsed.reason, ref: `${file}#L${line}`, raw: row };
      }
    }
    for (const [id, body] of merged) yield { ok: true, id, body };
  },
  probeLive: async (context) => {
    const { zipUrl, publicZipUrl } = await locateDownload(context);
    const head = await context.http.request(zipUrl, { method: 'HEAD', ratePerSecond: FDA_GOV_RATE });
    const etag = head.headers.get('etag');
    const lastModified = head.headers.get('last-modified');
    return etag || lastModified ? `${publicZipUrl}|${etag ?? ''}|${lastModified ?? ''}` : null;
  },
  fetchLive: fetchCliil,
};

async function* fetchCliil(context: LiveContext): AsyncIterable<SourceItem> {
  const { zipUrl, publicZipUrl } = await locateDownload(context);
  const zip = await context.http.getBytes(zipUrl, { ratePerSecond: FDA_GOV_RATE });
  // The download is the only file of a live run: an unreadable one fails the run (thrown), so its
  // fingerprint is not saved and the next run tries again.
  let rows: ReturnType<typeof parseCliilTxt>;
  try {
    rows = parseCliilTxt(cliilTextFromZip(zip));
  } catch (error) {
    throw new Error(`${publicZipUrl}: ${message(error)}`);
  }
  const merged = new Map<string, ClinicalInvestigatorInspectionRecord>();
  for (const row of rows) {
    if (merged.size >= context.settings.maxRecords) break;
    const ref = `CLIIL.TXT#L${row.line}`;
    if (!row.ok) {
      yield { ok: false, reason: row.reason, ref };
      continue;
    }
    const parsed = cliilInspection(row.value, FDA_DEFICIENCY_LEGEND, { source_url: publicZipUrl });
    if (parsed.ok) merged.set(parsed.value.id, parsed.value.record);
    else yield { ok: false, reason: parsed.reason, ref, raw: row.value };
  }
  for (const [id, body] of merged) yield { ok: true, id, body };
}

/**
 * The zip's URL from the CLIIL page: `zipUrl` to fetch (under `settings.baseUrl` when set) and
 * `publicZipUrl`, its fda.gov address, for provenance and the fingerprint.
 */
async function locateDownload(context: LiveContext): Promise<{ zipUrl: string; publicZipUrl: string }> {
  // A zip URL configured in REGINTEL_SOURCE_FILES: the page may be behind fda.gov's bot protection
  // while its /media/<id>/download zip still answers.
  const configured = context.settings.files?.file;
  if (configured) return { zipUrl: configured, publicZipUrl: configured };
  const baseUrl = context.settings.baseUrl;
  const pageUrl = rebase(CLIIL_PAGE_URL, baseUrl);
  const html = await context.http.getText(pageUrl, { ratePerSecond: FDA_GOV_RATE, headers: { Accept: 'text/html' } });
  const link = findCliilZipLink(html, CLIIL_PAGE_URL);
  if (!link) throw new Error(`no CLIIL zip link on ${pageUrl}`);
  return { zipUrl: rebase(link, baseUrl), publicZipUrl: link };
}

/** An fda.gov URL under the configured base URL (which replaces scheme and host), or unchanged. */
function rebase(url: string, baseUrl: string | null): string {
  if (!baseUrl) return url;
  const target = new URL(url);
  return `${baseUrl.replace(/\/+$/, '')}${target.pathname}${target.search}`;
}

function message(error: unknown): string {
  return errorMessage(error);
}
