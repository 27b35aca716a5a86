import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, SourceItem } from '../../connector.ts';
import { errorMessage, validatedItem } from '../../validate-item.ts';
import { parseAggregateTable } from './parse-aggregate-table.ts';
import { DashboardAggregateRecord } from './record.ts';
import { snakeCase } from './table-layouts.ts';

/** Mirror folder of the Dashboard aggregate tables. */
export const DASHBOARD_AGGREGATES_DIR = 'fda_dashboard_aggregates';

/**
 * Aggregate counts from the FDA Data Dashboard (inspection classifications per fiscal year and
 * product type, inspections per state, top 483 citations, compliance actions, recalls): one
 * record per table row, with the table name, the row's key columns and its counts.
 *
 * Mirror only, by design: these tables were computed by a third party from full Dashboard
 * exports (filtered to Biologics, Drugs, Devices), so FDA publishes no endpoint that serves them.
 * The live equivalents are the row-level Dashboard datasets, which belong to their own connectors;
 * `fetchLive` and `probeLive` are therefore left undefined and a live run reports "no live fetcher".
 */
export const dashboardAggregatesConnector: Connector = {
  name: 'fda-dashboard-aggregates',
  description: 'FDA Data Dashboard aggregate tables (classifications, inspections by state, top citations, compliance, recalls)',
  topic: TOPICS.rawDashboardAggregates,
  schemaVersion: 1,
  mirrorFolder: DASHBOARD_AGGREGATES_DIR,
  defaultSchedule: '0 4 2 * *',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, DASHBOARD_AGGREGATES_DIR)),
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    const dir = join(mirrorDir, DASHBOARD_AGGREGATES_DIR);
    const files = readdirSync(dir)
      .filter((name) => name.toLowerCase().endsWith('.csv'))
      .sort();
    if (files.length === 0) throw new Error(`no aggregate table (*.csv) in ${dir}`);
    for (const file of files) {
      const table = snakeCase(file.replace(/\.csv$/i, ''));
      let rows: ReturnType<typeof parseAggregateTable>;
      try {
        rows = parseAggregateTable(readFileSync(join(dir, file), 'utf8'), table, file);
      } catch (error) {
        yield { ok: false, reason: `unreadable aggregate table: ${errorMessage(error)}`, ref: file };
        continue;
      }
      for (const row of rows) {
        if (!row.ok) {
          yield { ok: false, reason: row.reason, ref: row.ref };
          continue;
        }
        const { id, ...body } = row.value;
        yield validatedItem(DashboardAggregateRecord, id, { ...body, source_file: file }, row.ref);
      }
    }
  },
};
