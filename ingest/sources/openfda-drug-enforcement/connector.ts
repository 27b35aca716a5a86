import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, LiveContext, SourceItem } from '../../connector.ts';
import { cursorDay, laterDay, openFdaSearchDate, probeOpenFda } from '../openfda/openfda-client.ts';
import { fetchOpenFdaRecords, readOpenFdaMirror } from '../openfda/openfda-records.ts';
import type { OpenFdaRecords } from '../openfda/openfda-records.ts';
import { parseEnforcementResult } from './parse-enforcement.ts';
import type { DrugEnforcementRecord } from './record.ts';

/** Mirror folder of the openFDA drug enforcement sample. */
export const DRUG_ENFORCEMENT_DIR = 'openfda_drug_enforcement';
const ENDPOINT = '/drug/enforcement.json';
const RECORDS: OpenFdaRecords<DrugEnforcementRecord> = { parse: parseEnforcementResult, idOf: (record) => record.recall_number };

/**
 * openFDA drug enforcement reports (human-drug recalls from FDA's weekly Enforcement Report), one
 * record per recall number.
 *
 * Id: `recall_number` (FDA's own key, e.g. `D-0321-2016`: one per recalled product). Several
 * mirror files are snapshots of the list: read in name order, a later file's copy of a recall
 * replaces an earlier one (the newest snapshot wins), so each recall is published once per run.
 *
 * Live: `GET https://api.fda.gov/drug/enforcement.json?limit=1000&sort=report_date:asc[&api_key=…]`,
 * paged by openFDA's `search_after` `Link` header (skip ≤ 25,000 as the fallback), 4 requests/s
 * with an API key and 1/s without, at most `settings.maxRecords` records. Incremental: after a
 * first full run the cursor is the newest `report_date` seen, and later runs ask only for
 * `search=report_date:[<cursor> TO 99991231] termination_date:[<cursor> TO 99991231]` (openFDA
 * ORs space-separated clauses), so recalls terminated since are fetched again with their new
 * status and termination date. The range is inclusive: the cursor's own week is read again, and
 * the runner's content hashes keep unchanged records from being republished. `probeLive`:
 * `meta.last_updated` and `meta.results.total` of a one-record request.
 */
export const drugEnforcementConnector: Connector = {
  name: 'openfda-drug-enforcement',
  description: 'openFDA drug enforcement reports (recalls): classification, status, firm, reason, product',
  topic: TOPICS.rawDrugEnforcement,
  schemaVersion: 1,
  mirrorFolder: DRUG_ENFORCEMENT_DIR,
  // openFDA refreshes enforcement weekly; a daily probe costs one request when nothing changed.
  defaultSchedule: '20 6 * * *',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, DRUG_ENFORCEMENT_DIR)),
  readMirror: ({ mirrorDir }) => readOpenFdaMirror(join(mirrorDir, DRUG_ENFORCEMENT_DIR), RECORDS),
  probeLive: (context) => probeOpenFda(context, ENDPOINT),
  fetchLive: fetchEnforcement,
};

async function* fetchEnforcement(context: LiveContext): AsyncIterable<SourceItem> {
  const since = cursorDay(context.cursor);
  if (context.cursor !== null && since === null) context.logger.warn({ cursor: context.cursor }, 'unreadable cursor; fetching every enforcement report');
  const search = since ? `report_date:[${openFdaSearchDate(since)} TO 99991231] termination_date:[${openFdaSearchDate(since)} TO 99991231]` : null;
  const newest = yield* fetchOpenFdaRecords(context, { path: ENDPOINT, search, sort: 'report_date:asc' }, RECORDS, (record) => record.report_date);
  // Terminations found since may all carry older report dates: the cursor never moves back.
  const next = laterDay(since, newest);
  if (next !== null) context.setCursor(next);
}
