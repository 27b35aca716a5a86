import { z } from 'zod';
import type { LiveContext, SourceItem } from '../../connector.ts';
import { errorMessage } from '../../validate-item.ts';
import { parseStudyVersion } from './parse-study.ts';

/**
 * ClinicalTrials.gov's API v2 has no version-history endpoint. The history the connector keeps is
 * the versions it observes between runs (one record per `<NCT>@<last update posted>`).
 *
 * The website itself reads an UNDOCUMENTED internal endpoint, `GET /api/int/studies/{nct}/history`
 * (the version list: `{ history: { changes: [{ version, date, status }] } }` as public clients
 * such as the R package cthist read it via `?history=true`), and `/api/int/studies/{nct}/history/{version}`
 * for one version's record. Nothing promises either shape, so this is off unless
 * `REGINTEL_CTGOV_HISTORY_ENDPOINT` is set, parses leniently, and dead-letters what it cannot read
 * without failing or even marking the run partial: the primary history does not depend on it.
 */

/** The internal API's origin: the v2 base's (tests: the replay server's). */
function internalBase(baseUrl: string | null, defaultBase: string): string {
  return `${new URL(baseUrl ?? defaultBase).origin}/api/int/studies`;
}

const Change = z.looseObject({ version: z.number().int().min(0), date: z.string().optional() });
const HistoryList = z.union([
  z.looseObject({ history: z.looseObject({ changes: z.array(Change) }) }).transform((answer) => answer.history.changes),
  z.looseObject({ changes: z.array(Change) }).transform((answer) => answer.changes),
]);

/** The rate the website's endpoint is asked at: ClinicalTrials.gov's ~50 requests a minute. */
const HISTORY_RATE_PER_SECOND = 50 / 60;

/**
 * The versions of one study the undocumented history endpoint lists and this run has not already
 * seen (`known`: record ids `<NCT>@<date>`), each read from `/history/{version}` and parsed like
 * an API v2 study. A list or version that does not parse is dead-lettered.
 */
export async function* historyEndpointVersions(context: LiveContext, nctId: string, known: ReadonlySet<string>, defaultBase: string): AsyncIterable<SourceItem> {
  const base = internalBase(context.settings.baseUrl, defaultBase);
  const listUrl = `${base}/${encodeURIComponent(nctId)}/history`;
  let changes: z.infer<typeof HistoryList>;
  try {
    const parsed = HistoryList.safeParse(await context.http.getJson(listUrl, { ratePerSecond: HISTORY_RATE_PER_SECOND }));
    if (!parsed.success) throw new Error('not the version list public clients describe (no history.changes)');
    changes = parsed.data;
  } catch (error) {
    yield { ok: false, reason: `undocumented history endpoint: ${errorMessage(error)}`, ref: listUrl };
    return;
  }
  for (const change of changes) {
    if (change.date && known.has(`${nctId}@${change.date}`)) continue;
    const versionUrl = `${listUrl}/${change.version}`;
    try {
      const answer = (await context.http.getJson(versionUrl, { ratePerSecond: HISTORY_RATE_PER_SECOND })) as { study?: unknown } | null;
      const study = answer && typeof answer === 'object' && 'study' in answer ? answer.study : answer;
      const parsed = parseStudyVersion(study, { live: true });
      if (parsed.ok) yield { ok: true, id: parsed.value.id, body: { ...parsed.value.record } };
      else yield { ok: false, reason: `undocumented history endpoint, version ${change.version}: ${parsed.reason}`, ref: versionUrl, raw: answer };
    } catch (error) {
      yield { ok: false, reason: `undocumented history endpoint, version ${change.version}: ${errorMessage(error)}`, ref: versionUrl };
    }
  }
}
