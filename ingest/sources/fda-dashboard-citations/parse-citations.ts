import type { SourceItem } from '../../connector.ts';
import { validatedItem } from '../../validate-item.ts';
import type { CanonicalRow, ColumnSpecs } from '../fda-dashboard/columns.ts';
import type { RowSource } from '../fda-dashboard/dashboard-connector.ts';
import { digitsCell, fdaFiscalYear, feiCell, integerCell, isoDateCell, text, textKey } from '../fda-dashboard/values.ts';
import { DashboardCitationRecord } from './record.ts';

/**
 * Parser of the Dashboard's Form 483 citations: the "Inspections Citations Details" export
 * (`Inspection ID, FEI Number, Legal Name, Inspection End Date, Program Area, Act/CFR Number,
 * Short Description, Long Description`) and the `inspections_citations` API rows.
 */

export const CITATION_COLUMNS = {
  inspection_id: { export: ['Inspection ID'], api: 'InspectionID', required: true },
  fei: { export: ['FEI Number'], api: 'FEINumber', required: true },
  firm_name: { export: ['Legal Name', 'Company Name', 'Firm Name'], api: 'LegalName', required: true },
  inspection_end_date: { export: ['Inspection End Date'], api: 'InspectionEndDate', required: true },
  // Not among the endpoint's fieldnames in FDA's ddapi.json (asking for it is a 406): derived.
  fiscal_year: { export: ['Fiscal Year'], api: null },
  program_area: { export: ['Program Area'], api: 'ProgramArea', required: true },
  act_cfr_number: { export: ['Act/CFR Number', 'Act CFR Number'], api: 'ActCFRNumber', required: true },
  short_description: { export: ['Short Description'], api: 'ShortDescription', required: true },
  long_description: { export: ['Long Description'], api: 'LongDescription', required: true },
  citation_id: { export: ['Citation ID', 'Cite ID'], api: 'CitationID' },
} as const satisfies ColumnSpecs<string>;

export type CitationField = keyof typeof CITATION_COLUMNS;
export type CitationRow = CanonicalRow<CitationField>;

/**
 * Id of a citation: `<Inspection ID>:<Act/CFR Number>:<12 hex of sha256(program area, long
 * description)>`. The inspection and the reference alone are not unique: one inspection can be
 * cited twice under one CFR section with different standard texts (211.22(d) "not in writing"
 * and "not followed"), and under two program areas when it covered, say, drugs and biologics. The
 * export has no per-row key (no Citation ID), so the text itself keys the row; it is hashed
 * whitespace-insensitively, so a re-wrapped description keeps its id. Rows identical in all of
 * that are one citation listed twice: one record with `occurrences: 2`.
 */
export function citationId(inspectionId: string, actCfrNumber: string, programArea: string | null, longDescription: string | null): string {
  return `${inspectionId}:${actCfrNumber}:${textKey(programArea ?? '', longDescription ?? '')}`;
}

interface Keyed {
  id: string;
  ref: string;
  body: Record<string, unknown>;
  count: number;
  citationIds: Set<string>;
}

/**
 * Rows (of a file, or of one date of an API fetch) as citation records, repeats merged into
 * `occurrences`. A row without an Inspection ID, FEI, end date or Act/CFR Number is a failure
 * with the reason, and the other rows go on.
 */
export function citationItems(rows: readonly CitationRow[], ref: (row: CitationRow) => string, source: RowSource): SourceItem[] {
  const items: SourceItem[] = [];
  const byId = new Map<string, Keyed>();
  for (const row of rows) {
    const { cells } = row;
    const inspectionId = digitsCell(cells.inspection_id);
    const fei = feiCell(cells.fei);
    const endDate = isoDateCell(cells.inspection_end_date);
    const reference = text(cells.act_cfr_number);
    if (!inspectionId || !fei || !endDate || !reference) {
      const problems = [
        inspectionId ? null : `no usable Inspection ID (${JSON.stringify(cells.inspection_id)})`,
        fei ? null : `no usable FEI Number (${JSON.stringify(cells.fei)})`,
        endDate ? null : `unreadable Inspection End Date (${JSON.stringify(cells.inspection_end_date)})`,
        reference ? null : 'no Act/CFR Number',
      ].filter((problem): problem is string => problem !== null);
      items.push({ ok: false, reason: problems.join('; '), ref: ref(row), raw: cells });
      continue;
    }
    const programArea = text(cells.program_area);
    const longDescription = text(cells.long_description);
    const id = citationId(inspectionId, reference, programArea, longDescription);
    const citation = digitsCell(cells.citation_id);
    const known = byId.get(id);
    if (known) {
      known.count += 1;
      if (citation) known.citationIds.add(citation);
      continue;
    }
    byId.set(id, {
      id,
      ref: ref(row),
      count: 1,
      citationIds: new Set(citation ? [citation] : []),
      body: {
        inspection_id: inspectionId,
        fei_number: fei,
        firm_name: text(cells.firm_name),
        inspection_end_date: endDate,
        fiscal_year: integerCell(cells.fiscal_year) ?? fdaFiscalYear(endDate),
        program_area: programArea,
        act_cfr_number: reference,
        short_description: text(cells.short_description),
        long_description: longDescription,
        source_file: source.source_file,
        source_url: source.source_url,
      },
    });
  }
  for (const keyed of byId.values()) {
    // The smallest Citation ID, so the body does not depend on row order.
    const citation = [...keyed.citationIds].sort((a, b) => Number(a) - Number(b))[0] ?? null;
    const body = { ...keyed.body, citation_id: citation, occurrences: keyed.count };
    items.push(validatedItem(DashboardCitationRecord, keyed.id, body, keyed.ref));
  }
  return items;
}
