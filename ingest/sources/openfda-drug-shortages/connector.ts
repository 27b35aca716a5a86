import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { cursorDay, laterDay, openFdaSearchDate, probeOpenFda } from '../openfda/openfda-client.ts';
import { fetchOpenFdaRecords, readOpenFdaMirror } from '../openfda/openfda-records.ts';
import type { OpenFdaRecords } from '../openfda/openfda-records.ts';
import { parseShortageResult } from './parse-shortage.ts';
import type { DrugShortageRecord } from './record.ts';

/** Mirror folder of the openFDA drug shortages sample. */
export const DRUG_SHORTAGES_DIR = 'openfda_drug_shortages';
const ENDPOINT = '/drug/shortages.json';

const RECORDS: OpenFdaRecords<DrugShortageRecord> = {
  parse: parseShortageResult,
  idOf: (record) => record.package_ndc,
  /** A later FDA update of the entry wins; on the same day, the copy read later (a newer snapshot). */
  isNewer: (candidate, current) => candidate.update_date >= current.update_date,
};

/**
 * openFDA drug shortages: one record per presentation (package NDC) in FDA's Drug Shortages list,
 * with status, availability, reason and FDA's update dates.
 *
 * Id: `package_ndc`. The list is kept per presentation, and FDA updates an entry in place
 * (status Current → Resolved, a new availability) under the same NDC, so the NDC follows one
 * presentation across updates; the generic name is not part of the id because FDA re-words the
 * shortage names. Over the 500-record sample 499 NDCs are distinct; the one repeat
 * (65862-618-90) is the same record twice. Repeats are merged before yielding (the later
 * `update_date` wins, or the copy read later), because the runner would dead-letter a second
 * record under one id.
 *
 * Live: `GET https://api.fda.gov/drug/shortages.json?limit=1000&sort=update_date:asc[&api_key=…]`,
 * paged by the `search_after` `Link` header (skip ≤ 25,000 as the fallback), 4 requests/s with an
 * API key and 1/s without, at most `settings.maxRecords` records. Incremental: the cursor is the
 * newest `update_date` seen, and later runs ask for `search=update_date:[<cursor> TO 99991231]`
 * (inclusive; content hashes stop the overlap from being republished). `probeLive`:
 * `meta.last_updated` and `meta.results.total` of a one-record request.
 */
export const drugShortagesConnector: Connector = {
  name: 'openfda-drug-shortages',
  description: 'openFDA drug shortages: presentation, status, availability, reason, FDA update dates',
  topic: TOPICS.rawDrugShortages,
  schemaVersion: 1,
  mirrorFolder: DRUG_SHORTAGES_DIR,
  // FDA updates shortage entries most working days.
  defaultSchedule: '40 6 * * *',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, DRUG_SHORTAGES_DIR)),
  readMirror: ({ mirrorDir }) => readOpenFdaMirror(join(mirrorDir, DRUG_SHORTAGES_DIR), RECORDS),
  probeLive: (context) => probeOpenFda(context, ENDPOINT),
  fetchLive: fetchShortages,
};

async function* fetchShortages(context: LiveContext): AsyncIterable<SourceItem> {
  const since = cursorDay(context.cursor);
  if (context.cursor !== null && since === null) context.logger.warn({ cursor: context.cursor }, 'unreadable cursor; fetching every shortage record');
  const search = since ? `update_date:[${openFdaSearchDate(since)} TO 99991231]` : null;
  const newest = yield* fetchOpenFdaRecords(context, { path: ENDPOINT, search, sort: 'update_date:asc' }, RECORDS, (record) => record.update_date);
  const next = laterDay(since, newest);
  if (next !== null) context.setCursor(next);
}
