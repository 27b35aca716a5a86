import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { isoDate } from '../../formats/dates.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import { parseStudyVersion } from './parse-study.ts';
import { historyEndpointVersions } from './history-endpoint.ts';
import { CTGOV_HISTORY_DIR, CTGOV_HISTORY_FILE, readVersionHistory } from './version-history.ts';
import type { CtgovStudyVersionRecord } from './record.ts';
import { errorMessage } from '../../validate-item.ts';

/** Mirror folder of the ClinicalTrials.gov v2 downloads. */
export const CTGOV_DIR = 'clinicaltrials_gov_v2';
/** Every folder the connector reads (API v2 downloads, record histories), for the runner's fingerprint. */
export const CTGOV_FOLDERS = /^clinicaltrials_gov_(?:v2|version_history)$/;
/** The API v2 base; `settings.baseUrl` replaces it (scheme, host and the /api/v2 path). */
export const CTGOV_BASE_URL = 'https://clinicaltrials.gov/api/v2';
const MAX_PAGE_SIZE = 1000;
/** ClinicalTrials.gov asks for about 50 requests a minute per client. */
const CTGOV_RATE_PER_SECOND = 50 / 60;

const StudiesPage = z.object({
  studies: z.array(z.unknown()),
  nextPageToken: z.string().optional(),
  totalCount: z.number().optional(),
});

/**
 * ClinicalTrials.gov studies (API v2 data structure), one record per study VERSION: id
 * `<NCTId>@<lastUpdatePostDate>` (see `studyVersionId`), so each version seen is kept for later
 * diffs of protocol amendments. A version found in more than one mirror file is published once
 * (the copy read last in file-name order wins); different versions of one study are all kept.
 *
 * Mirror: every .json file of `clinicaltrials_gov_v2/`, either a "Download → JSON" array of studies
 * or a saved API page (`{studies, nextPageToken}`); and the version path, every historical version
 * of the record histories in `clinicaltrials_gov_version_history/` (see version-history.ts), so
 * amendments can be observed between consecutive versions.
 *
 * Live: `GET https://clinicaltrials.gov/api/v2/studies?format=json&query.term=<settings.ctgov.query>
 * &pageSize=<≤1000>&sort=LastUpdatePostDate:asc`, paged with `pageToken` = the previous page's
 * `nextPageToken`, at most `settings.ctgov.maxStudies` (and `settings.maxRecords`) studies, ~50
 * requests a minute. Incremental: the cursor is the newest version date seen; later runs add
 * `filter.advanced=AREA[LastUpdatePostDate]RANGE[<cursor>,MAX]` (inclusive; unchanged versions
 * are not republished, their content hash being the same). Ascending order means a run stopped
 * by the cap resumes from where it ended. `probeLive`: the query's `totalCount` and its most
 * recently updated study, from a one-study request.
 */
export const ctgovStudiesConnector: Connector = {
  name: 'ctgov-studies',
  description: 'ClinicalTrials.gov studies (API v2), one record per study version',
  topic: TOPICS.rawCtgovStudies,
  schemaVersion: 1,
  mirrorFolder: CTGOV_FOLDERS,
  // CT.gov publishes updates daily (Monday to Friday).
  defaultSchedule: '0 5 * * *',
  // Records are study versions: a version missing from a newer snapshot is history (amendment diffs
  // read it), not a withdrawal, so no listing of this source is complete enough to retract from.
  completeListing: { mirror: false, live: false },
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, CTGOV_DIR)) || existsSync(join(mirrorDir, CTGOV_HISTORY_DIR)),
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    const dir = join(mirrorDir, CTGOV_DIR);
    const historyDir = join(mirrorDir, CTGOV_HISTORY_DIR);
    if (!existsSync(dir) && !existsSync(historyDir)) throw new Error(`${dir} and ${historyDir} are missing`);
    if (existsSync(dir)) yield* readApiStudies(dir);
    // The version path: every historical version of the record histories.
    if (existsSync(historyDir)) {
      const files = listMirrorFiles(historyDir, CTGOV_HISTORY_FILE);
      if (files.length === 0) throw new Error(`no historical_versions_ctgov*.csv in ${historyDir}`);
      yield* readVersionHistory(files);
    }
  },
  probeLive: async (context) => {
    const { query } = context.settings.ctgov;
    const url = studiesUrl(context.settings.baseUrl, {
      format: 'json',
      'query.term': query || null,
      pageSize: '1',
      countTotal: 'true',
      sort: 'LastUpdatePostDate:desc',
      fields: 'NCTId,LastUpdatePostDate',
    });
    const page = await getPage(context, url);
    const newest = page.studies[0] ? parseStudyRef(page.studies[0]) : null;
    return page.totalCount === undefined ? null : `${query}|${page.totalCount}|${newest ?? ''}`;
  },
  fetchLive: fetchStudies,
};

/** The API v2 downloads of the mirror: every .json file, one version per study and posting date. */
async function* readApiStudies(dir: string): AsyncIterable<SourceItem> {
  const files = listMirrorFiles(dir, /\.json$/i);
  if (files.length === 0) throw new Error(`no .json file in ${dir}`);
  const versions = new Map<string, CtgovStudyVersionRecord>();
  for (const path of files) {
    const file = basename(path);
    const studies = readStudiesFile(path);
    if (!studies.ok) {
      yield { ok: false, reason: studies.reason, ref: file };
      continue;
    }
    for (const [index, raw] of studies.studies.entries()) {
      const parsed = parseStudyVersion(raw, { source_file: file });
      if (parsed.ok) versions.set(parsed.value.id, parsed.value.record);
      else yield { ok: false, reason: parsed.reason, ref: `${file}#${index}`, raw };
    }
  }
  for (const [id, body] of versions) yield { ok: true, id, body };
}

async function* fetchStudies(context: LiveContext): AsyncIterable<SourceItem> {
  const { settings } = context;
  const cap = Math.min(settings.ctgov.maxStudies, settings.maxRecords);
  const since = cursorDay(context.cursor);
  if (context.cursor !== null && since === null) context.logger.warn({ cursor: context.cursor }, 'unreadable cursor; fetching every matching study');
  const params: Record<string, string | null> = {
    format: 'json',
    'query.term': settings.ctgov.query || null,
    'filter.advanced': since ? `AREA[LastUpdatePostDate]RANGE[${since},MAX]` : null,
    pageSize: String(Math.max(1, Math.min(MAX_PAGE_SIZE, cap))),
    sort: 'LastUpdatePostDate:asc',
    countTotal: 'true',
  };
  const versions = new Map<string, CtgovStudyVersionRecord>();
  let newest: string | null = null;
  let read = 0;
  let pageToken: string | null = null;
  while (read < cap) {
    const url = studiesUrl(settings.baseUrl, { ...params, pageToken });
    const page = await getPage(context, url);
    if (pageToken === null && page.totalCount !== undefined) context.logger.info({ total: page.totalCount, since }, 'ctgov studies matching the query');
    for (const [index, raw] of page.studies.slice(0, cap - read).entries()) {
      read += 1;
      const parsed = parseStudyVersion(raw, { live: true });
      if (!parsed.ok) {
        yield { ok: false, reason: parsed.reason, ref: `${url}#${index}`, raw };
        continue;
      }
      versions.set(parsed.value.id, parsed.value.record);
      if (newest === null || parsed.value.record.version_date > newest) newest = parsed.value.record.version_date;
    }
    if (!page.nextPageToken || page.studies.length === 0) break;
    pageToken = page.nextPageToken;
  }
  for (const [id, body] of versions) yield { ok: true, id, body };
  // Off by default: the versions observed between runs are the history (see history-endpoint.ts).
  if (settings.ctgov.historyEndpoint) {
    const known = new Set(versions.keys());
    for (const nctId of new Set([...versions.values()].map((record) => record.nct_id))) yield* historyEndpointVersions(context, nctId, known, CTGOV_BASE_URL);
  }
  const next = since !== null && (newest === null || since > newest) ? since : newest;
  if (next !== null) context.setCursor(next);
}

function studiesUrl(baseUrl: string | null, params: Record<string, string | null>): string {
  const url = new URL(`${(baseUrl ?? CTGOV_BASE_URL).replace(/\/+$/, '')}/studies`);
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return url.toString();
}

async function getPage(context: LiveContext, url: string): Promise<z.infer<typeof StudiesPage>> {
  const json = await context.http.getJson(url, { ratePerSecond: CTGOV_RATE_PER_SECOND });
  const page = StudiesPage.safeParse(json);
  if (!page.success) throw new Error(`${url}: not a ClinicalTrials.gov studies page (${page.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')})`);
  return page.data;
}

/** `NCT…@date` of a study trimmed to NCTId and LastUpdatePostDate, or null. */
function parseStudyRef(study: unknown): string | null {
  const protocol = (study as { protocolSection?: { identificationModule?: { nctId?: unknown }; statusModule?: { lastUpdatePostDateStruct?: { date?: unknown } } } }).protocolSection;
  const nctId = protocol?.identificationModule?.nctId;
  const date = protocol?.statusModule?.lastUpdatePostDateStruct?.date;
  return typeof nctId === 'string' && typeof date === 'string' ? `${nctId}@${date}` : null;
}

/** The studies of a mirror file, or why the file cannot be read. */
function readStudiesFile(path: string): { ok: true; studies: unknown[] } | { ok: false; reason: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { ok: false, reason: `unreadable file: ${errorMessage(error)}` };
  }
  if (text.trim() === '') return { ok: false, reason: 'empty file' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `invalid JSON: ${errorMessage(error)}` };
  }
  if (Array.isArray(json)) return { ok: true, studies: json };
  const page = StudiesPage.safeParse(json);
  if (page.success) return { ok: true, studies: page.data.studies };
  return { ok: false, reason: 'expected a JSON array of studies or an API page with a studies array' };
}

function cursorDay(cursor: string | null): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cursor ?? '');
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}
