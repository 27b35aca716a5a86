import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { createDashboardConnector } from '../fda-dashboard/dashboard-connector.ts';
import type { DashboardConnectorOptions } from '../fda-dashboard/dashboard-connector.ts';
import { text } from '../fda-dashboard/values.ts';
import { COMPLIANCE_ACTION_COLUMNS, complianceActionItems } from './parse-compliance-actions.ts';

/** Mirror folder of the Dashboard's Compliance Actions exports. */
export const COMPLIANCE_ACTIONS_DIR = 'fda_compliance_actions';
const ENDPOINT = 'compliance_actions';
/**
 * Warning letters reach the Dashboard weeks after they are issued (after redaction and posting),
 * so each run re-reads four months before the newest action date it has seen.
 */
const SAFETY_WINDOW_DAYS = 120;

/**
 * FDA compliance actions (warning letters, injunctions, seizures) from the FDA Data Dashboard.
 *
 * Mirror: `fda_compliance_actions/`, the dataset's CSV/xlsx exports. The mirror holds two
 * snapshots with the same eight columns, taken a year apart and filtered differently (2008–2024
 * drugs/devices/biologics, all action types; 2008–2025 drugs/biologics warning letters). They
 * overlap on 2,434 actions, where the 2025 snapshot carries later corrections (83 renamed firms,
 * 4 dates moved by a day), so they are merged with the newest snapshot winning (see
 * `mergeSnapshots`), giving one record per action.
 *
 * Live: `POST https://api-datadashboard.fda.gov/v1/compliance_actions` with the account headers,
 * `sort: ActionTakenDate ASC`, `filters.ActionTakenDateFrom` = cursor − 120 days, paged by
 * `start`/`rows` (5,000 a page) up to `maxRecords`, one request a second. The cursor is the newest
 * Action Taken Date read. The probe asks for one row, newest first, with the total count.
 */
export function createComplianceActionsConnector(options: DashboardConnectorOptions = {}): Connector {
  return createDashboardConnector(
    {
      name: 'fda-compliance-actions',
      description: 'FDA Data Dashboard compliance actions: warning letters, injunctions, seizures by firm site (FEI)',
      topic: TOPICS.rawComplianceActions,
      schemaVersion: 1,
      defaultSchedule: '45 3 * * 2',
      folder: COMPLIANCE_ACTIONS_DIR,
      endpoint: ENDPOINT,
      specs: COMPLIANCE_ACTION_COLUMNS,
      dateField: 'ActionTakenDate',
      dateKey: 'action_taken_date',
      safetyWindowDays: SAFETY_WINDOW_DAYS,
      toItems: complianceActionItems,
      refOf: (row) => `${ENDPOINT}#CaseInjunctionID=${text(row.cells.case_injunction_id) ?? '?'}/FEINumber=${text(row.cells.fei) ?? '?'}`,
    },
    options,
  );
}

/** The connector as registered: full pages. */
export const complianceActionsConnector: Connector = createComplianceActionsConnector();
