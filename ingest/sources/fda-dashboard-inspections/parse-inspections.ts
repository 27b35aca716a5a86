import type { z } from 'zod';
import type { SourceItem } from '../../connector.ts';
import { usStateCode } from '../../util/us-states.ts';
import { validatedItem } from '../../validate-item.ts';
import type { CanonicalRow, ColumnSpecs } from '../fda-dashboard/columns.ts';
import type { RowSource } from '../fda-dashboard/dashboard-connector.ts';
import { digitsCell, fdaFiscalYear, feiCell, integerCell, isoDateCell, text, yesNoCell } from '../fda-dashboard/values.ts';
import { DashboardInspectionRecord } from './record.ts';
import type { InspectionArea } from './record.ts';

/**
 * Parser of the Dashboard's inspection classifications: the "Inspections Details" export
 * (`FEI Number, Legal Name, City, State, Zip, Country/Area, Fiscal Year, Inspection ID, Posted
 * Citations, Inspection End Date, Classification, Project Area, Product Type, Additional Details,
 * FMD-145 Date`) and the `inspections_classifications` API rows.
 */

export const INSPECTION_COLUMNS = {
  fei: { export: ['FEI Number'], api: 'FEINumber', required: true },
  firm_name: { export: ['Legal Name', 'Company Name', 'Firm Name'], api: 'LegalName', required: true },
  street_address: { export: ['Address Line 1', 'Address'], api: 'AddressLine1' },
  city: { export: ['City'], api: 'City' },
  state: { export: ['State'], api: 'State' },
  zip_code: { export: ['Zip', 'Zip Code'], api: 'ZipCode' },
  country: { export: ['Country/Area', 'Country'], api: 'CountryName' },
  fiscal_year: { export: ['Fiscal Year'], api: 'FiscalYear' },
  inspection_id: { export: ['Inspection ID'], api: 'InspectionID', required: true },
  posted_citations: { export: ['Posted Citations'], api: 'PostedCitations' },
  inspection_end_date: { export: ['Inspection End Date'], api: 'InspectionEndDate', required: true },
  classification: { export: ['Classification'], api: 'Classification', required: true },
  classification_code: { export: [], api: 'ClassificationCode' },
  project_area: { export: ['Project Area'], api: 'ProjectArea', required: true },
  product_type: { export: ['Product Type'], api: 'ProductType' },
  additional_details: { export: ['Additional Details'], api: 'AdditionalDetails' },
  fmd_145_date: { export: ['FMD-145 Date', 'FMD 145 Date'], api: 'FMD145Date' },
} as const satisfies ColumnSpecs<string>;

export type InspectionField = keyof typeof INSPECTION_COLUMNS;
export type InspectionRow = CanonicalRow<InspectionField>;
type Area = z.infer<typeof InspectionArea>;
type Code = 'NAI' | 'VAI' | 'OAI';

const SEVERITY: Record<Code, number> = { NAI: 1, VAI: 2, OAI: 3 };

/**
 * NAI/VAI/OAI from any published form: the code alone, 'Voluntary Action Indicated (VAI)', or the
 * words without the code. Anything else (a blank, a pending or unknown label) is null.
 */
export function classificationCode(raw: string | null): Code | null {
  if (!raw) return null;
  const code = /\b(NAI|VAI|OAI)\b/i.exec(raw)?.[1];
  if (code) return code.toUpperCase() as Code;
  if (/\bno action indicated\b/i.test(raw)) return 'NAI';
  if (/\bvoluntary action indicated\b/i.test(raw)) return 'VAI';
  if (/\bofficial action indicated\b/i.test(raw)) return 'OAI';
  return null;
}

interface KeyedRow {
  row: InspectionRow;
  ref: string;
  inspectionId: string;
  fei: string;
  endDate: string;
}

function areaOf(row: InspectionRow): Area {
  const { cells } = row;
  const raw = text(cells.classification) ?? text(cells.classification_code);
  return {
    project_area: text(cells.project_area),
    product_type: text(cells.product_type),
    classification: classificationCode(text(cells.classification_code)) ?? classificationCode(raw),
    classification_raw: raw,
    posted_citations: yesNoCell(cells.posted_citations),
    additional_details: text(cells.additional_details),
    fmd_145_date: isoDateCell(cells.fmd_145_date),
  };
}

function compareAreas(a: Area, b: Area): number {
  return (a.project_area ?? '').localeCompare(b.project_area ?? '') || (a.product_type ?? '').localeCompare(b.product_type ?? '') || (a.classification_raw ?? '').localeCompare(b.classification_raw ?? '');
}

function distinct(values: ReadonlyArray<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))].sort();
}

/** The rows of one inspection as one record, or a failure when they contradict each other. */
function inspectionItem(group: readonly KeyedRow[], source: RowSource): SourceItem {
  const first = group[0]!;
  const feis = distinct(group.map((keyed) => keyed.fei));
  const dates = distinct(group.map((keyed) => keyed.endDate));
  if (feis.length > 1 || dates.length > 1) {
    return {
      ok: false,
      reason: `rows of Inspection ID ${first.inspectionId} disagree on ${feis.length > 1 ? `FEI Number (${feis.join(', ')})` : `Inspection End Date (${dates.join(', ')})`}`,
      ref: first.ref,
      raw: group.map((keyed) => keyed.row.cells),
    };
  }
  // Areas in a fixed order, repeats dropped: the body must not depend on row order.
  const areas = [...new Map(group.map((keyed) => areaOf(keyed.row)).map((area) => [JSON.stringify(area), area])).values()].sort(compareAreas);
  // Firm and address fields from the row of the first area, so the choice is order-independent too.
  const lead = group.find((keyed) => JSON.stringify(areaOf(keyed.row)) === JSON.stringify(areas[0])) ?? first;
  const worst = areas.reduce<Area | null>((most, area) => (area.classification && (!most?.classification || SEVERITY[area.classification] > SEVERITY[most.classification]) ? area : most), null);
  const flags = areas.map((area) => area.posted_citations);
  const { cells } = lead.row;
  const body = {
    inspection_id: first.inspectionId,
    fei_number: first.fei,
    firm_name: text(cells.firm_name),
    street_address: text(cells.street_address),
    city: text(cells.city),
    state: usStateCode(text(cells.state)),
    zip_code: text(cells.zip_code),
    country: text(cells.country),
    fiscal_year: integerCell(cells.fiscal_year) ?? fdaFiscalYear(first.endDate),
    inspection_end_date: first.endDate,
    classification: worst?.classification ?? null,
    classification_raw: worst?.classification_raw ?? areas.find((area) => area.classification_raw)?.classification_raw ?? null,
    posted_citations: flags.includes(true) ? true : flags.includes(false) ? false : null,
    project_areas: distinct(areas.map((area) => area.project_area)),
    product_types: distinct(areas.map((area) => area.product_type)),
    areas,
    source_file: source.source_file,
    source_url: source.source_url,
  };
  return validatedItem(DashboardInspectionRecord, first.inspectionId, body, first.ref);
}

/**
 * Rows (of a file, or of one date of an API fetch) as inspection records, one per Inspection ID
 * (in order of first appearance, after the failures). A row without a usable Inspection ID, FEI or end date is a failure
 * with the reason; the other rows of its inspection still make the record.
 */
export function inspectionItems(rows: readonly InspectionRow[], ref: (row: InspectionRow) => string, source: RowSource): SourceItem[] {
  const items: SourceItem[] = [];
  const groups = new Map<string, KeyedRow[]>();
  for (const row of rows) {
    const inspectionId = digitsCell(row.cells.inspection_id);
    const fei = feiCell(row.cells.fei);
    const endDate = isoDateCell(row.cells.inspection_end_date);
    if (!inspectionId || !fei || !endDate) {
      const problems = [
        inspectionId ? null : `no usable Inspection ID (${JSON.stringify(row.cells.inspection_id)})`,
        fei ? null : `no usable FEI Number (${JSON.stringify(row.cells.fei)})`,
        endDate ? null : `unreadable Inspection End Date (${JSON.stringify(row.cells.inspection_end_date)})`,
      ].filter((problem): problem is string => problem !== null);
      items.push({ ok: false, reason: problems.join('; '), ref: ref(row), raw: row.cells });
      continue;
    }
    const group = groups.get(inspectionId) ?? [];
    group.push({ row, ref: ref(row), inspectionId, fei, endDate });
    groups.set(inspectionId, group);
  }
  for (const group of groups.values()) items.push(inspectionItem(group, source));
  return items;
}
