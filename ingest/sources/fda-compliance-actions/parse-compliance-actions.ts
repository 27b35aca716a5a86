import type { SourceItem } from '../../connector.ts';
import { usStateCode } from '../../util/us-states.ts';
import { validatedItem } from '../../validate-item.ts';
import type { CanonicalRow, ColumnSpecs } from '../fda-dashboard/columns.ts';
import type { RowSource } from '../fda-dashboard/dashboard-connector.ts';
import { digitsCell, fdaFiscalYear, feiCell, integerCell, isoDateCell, slug, text } from '../fda-dashboard/values.ts';
import { ComplianceActionRecord } from './record.ts';

/**
 * Parser of the Dashboard's Compliance Actions rows: the "Compliance Actions" export
 * (`FEI Number, Legal Name, State, Country/Area, Product Type, Action Taken Date, Action Type,
 * Case/Injunction ID`) and the `compliance_actions` API rows, one compliance action per firm site.
 */

export const COMPLIANCE_ACTION_COLUMNS = {
  fei: { export: ['FEI Number'], api: 'FEINumber', required: true },
  firm_name: { export: ['Legal Name', 'Firm Name', 'Company Name'], api: 'LegalName', required: true },
  state: { export: ['State'], api: 'State' },
  country: { export: ['Country/Area', 'Country'], api: 'CountryName' },
  product_type: { export: ['Product Type'], api: 'ProductType', required: true },
  action_taken_date: { export: ['Action Taken Date'], api: 'ActionTakenDate', required: true },
  action_type: { export: ['Action Type'], api: 'ActionType', required: true },
  case_injunction_id: { export: ['Case/Injunction ID', 'Case Injunction ID'], api: 'CaseInjunctionID', required: true },
  center: { export: ['Center'], api: 'Center' },
  fiscal_year: { export: ['Fiscal Year'], api: 'FiscalYear' },
} as const satisfies ColumnSpecs<string>;

export type ComplianceActionField = keyof typeof COMPLIANCE_ACTION_COLUMNS;
export type ComplianceActionRow = CanonicalRow<ComplianceActionField>;

/**
 * Id of a compliance action: `<action type>:<case/injunction id>:<FEI>:<product type>`. The case
 * id alone is not unique: one warning letter can name several sites of a firm (one row per FEI),
 * and injunction ids (2–3 digits) are a separate numbering from warning-letter case ids. The
 * product type keeps the rows of one letter covering, say, drugs and devices apart. Firm name and
 * date are left out on purpose: FDA corrects them between snapshots (renamed firms, a date moved
 * by a day), and the record must keep its id when it does.
 */
export function complianceActionId(actionType: string, caseId: string, fei: string, productType: string): string {
  return `${slug(actionType)}:${caseId}:${fei}:${slug(productType)}`;
}

/** One row as an item; a row without a usable key or date is a failure with the reason. */
export function complianceActionItem(row: ComplianceActionRow, ref: string, source: RowSource): SourceItem {
  const { cells } = row;
  const caseId = digitsCell(cells.case_injunction_id) ?? (/^[0-9A-Za-z-]+$/.test(text(cells.case_injunction_id) ?? '') ? text(cells.case_injunction_id) : null);
  const fei = feiCell(cells.fei);
  const date = isoDateCell(cells.action_taken_date);
  const actionType = text(cells.action_type);
  const productType = text(cells.product_type);
  const problems = [
    caseId ? null : `no usable Case/Injunction ID (${JSON.stringify(cells.case_injunction_id)})`,
    fei ? null : `no usable FEI Number (${JSON.stringify(cells.fei)})`,
    date ? null : `unreadable Action Taken Date (${JSON.stringify(cells.action_taken_date)})`,
    actionType ? null : 'no Action Type',
    productType ? null : 'no Product Type',
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0 || !caseId || !fei || !date || !actionType || !productType) {
    return { ok: false, reason: problems.join('; '), ref, raw: cells };
  }
  const body = {
    case_injunction_id: caseId,
    fei_number: fei,
    firm_name: text(cells.firm_name),
    action_type: actionType,
    action_taken_date: date,
    fiscal_year: integerCell(cells.fiscal_year) ?? fdaFiscalYear(date),
    product_type: productType,
    center: text(cells.center),
    state: usStateCode(text(cells.state)),
    country: text(cells.country),
    source_file: source.source_file,
    source_url: source.source_url,
  };
  return validatedItem(ComplianceActionRecord, complianceActionId(actionType, caseId, fei, productType), body, ref);
}

/**
 * Rows of one file (or one date of an API fetch) as items. A row repeating an earlier row's id
 * with the same values is a repeat and dropped (paging can serve a row twice); with different
 * values it is a failure, since the source then contradicts itself about one action.
 */
export function complianceActionItems(rows: readonly ComplianceActionRow[], ref: (row: ComplianceActionRow) => string, source: RowSource): SourceItem[] {
  const items: SourceItem[] = [];
  const firstById = new Map<string, { ref: string; body: string }>();
  for (const row of rows) {
    const item = complianceActionItem(row, ref(row), source);
    if (!item.ok) {
      items.push(item);
      continue;
    }
    const body = JSON.stringify(item.body);
    const first = firstById.get(item.id);
    if (first) {
      if (first.body !== body) items.push({ ok: false, reason: `same compliance action as ${first.ref} (${item.id}) with different values`, ref: ref(row), raw: item.body });
      continue;
    }
    firstById.set(item.id, { ref: ref(row), body });
    items.push(item);
  }
  return items;
}
