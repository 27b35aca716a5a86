import type { SourceItem } from '../../connector.ts';
import { validatedItem } from '../../validate-item.ts';
import { fdaFiscalYear, feiCell, digitsCell, isoDateCell, text } from '../fda-dashboard/values.ts';
import { DashboardInspectionRecord } from '../fda-dashboard-inspections/record.ts';

/** Where the rows come from (the Dashboard page the snapshot was exported from). */
export const OUTCOMES_SOURCE_URL = 'https://datadashboard.fda.gov/oii/cd/inspections.htm';

/** One CSV row with its line number: `inspection_id, fei_number, inspection_end_date, product_type, country_area, project_area, is_oai`. */
export interface OutcomeRow {
  line: number;
  cells: Record<string, string>;
}

/** What the flag says, as published in the file. */
const FLAG_RAW = { '1': 'is_oai=1 (Official Action Indicated)', '0': 'is_oai=0 (NAI or VAI, not split)' } as const;

/**
 * The rows of one facility as inspection records, one per Inspection ID: its project areas merged,
 * OAI when any area's flag is 1 (the Dashboard's worst-of rule), else null with the basis
 * `oai_flag`. A row without a usable id, FEI, end date or flag is a failure naming its line.
 */
export function outcomeItems(rows: readonly OutcomeRow[], fileName: string): SourceItem[] {
  const items: SourceItem[] = [];
  const groups = new Map<string, Array<OutcomeRow & { fei: string; endDate: string; flag: '0' | '1' }>>();
  for (const row of rows) {
    const ref = `fda_inspection_outcomes_oai_features/${fileName}#line${row.line}`;
    const inspectionId = digitsCell(row.cells.inspection_id);
    const fei = feiCell(row.cells.fei_number);
    const endDate = isoDateCell(row.cells.inspection_end_date);
    const flag = text(row.cells.is_oai);
    if (!inspectionId || !fei || !endDate || (flag !== '0' && flag !== '1')) {
      const problems = [
        inspectionId ? null : `no usable Inspection ID (${JSON.stringify(row.cells.inspection_id ?? null)})`,
        fei ? null : `no usable FEI Number (${JSON.stringify(row.cells.fei_number ?? null)})`,
        endDate ? null : `unreadable Inspection End Date (${JSON.stringify(row.cells.inspection_end_date ?? null)})`,
        flag === '0' || flag === '1' ? null : `is_oai must be 0 or 1 (${JSON.stringify(row.cells.is_oai ?? null)})`,
      ].filter((problem): problem is string => problem !== null);
      items.push({ ok: false, reason: problems.join('; '), ref, raw: row.cells });
      continue;
    }
    const group = groups.get(inspectionId) ?? [];
    group.push({ ...row, fei, endDate, flag });
    groups.set(inspectionId, group);
  }
  for (const [inspectionId, group] of groups) {
    const first = group[0]!;
    const ref = `fda_inspection_outcomes_oai_features/${fileName}#line${first.line}`;
    const dates = [...new Set(group.map((row) => row.endDate))];
    if (dates.length > 1) {
      items.push({ ok: false, reason: `rows of Inspection ID ${inspectionId} disagree on Inspection End Date (${dates.sort().join(', ')})`, ref, raw: group.map((row) => row.cells) });
      continue;
    }
    // Areas in a fixed order, repeats dropped: the body must not depend on row order.
    const areas = [
      ...new Map(
        group.map((row) => {
          const area = {
            project_area: text(row.cells.project_area),
            product_type: text(row.cells.product_type),
            classification: row.flag === '1' ? ('OAI' as const) : null,
            classification_raw: FLAG_RAW[row.flag],
            posted_citations: null,
            additional_details: null,
            fmd_145_date: null,
          };
          return [JSON.stringify(area), area] as const;
        }),
      ).values(),
    ].sort((a, b) => (a.project_area ?? '').localeCompare(b.project_area ?? '') || (a.product_type ?? '').localeCompare(b.product_type ?? '') || a.classification_raw.localeCompare(b.classification_raw));
    const oai = areas.some((area) => area.classification === 'OAI');
    const distinct = (values: ReadonlyArray<string | null>) => [...new Set(values.filter((value): value is string => value !== null))].sort();
    const countries = distinct(group.map((row) => text(row.cells.country_area)));
    const body = {
      inspection_id: inspectionId,
      fei_number: first.fei,
      firm_name: null,
      street_address: null,
      city: null,
      state: null,
      zip_code: null,
      country: countries[0] ?? null,
      fiscal_year: fdaFiscalYear(first.endDate),
      inspection_end_date: first.endDate,
      classification: oai ? ('OAI' as const) : null,
      classification_raw: oai ? FLAG_RAW['1'] : FLAG_RAW['0'],
      classification_basis: 'oai_flag' as const,
      posted_citations: null,
      project_areas: distinct(areas.map((area) => area.project_area)),
      product_types: distinct(areas.map((area) => area.product_type)),
      areas,
      source_file: fileName,
      source_url: OUTCOMES_SOURCE_URL,
    };
    items.push(validatedItem(DashboardInspectionRecord, inspectionId, body, ref));
  }
  return items;
}
