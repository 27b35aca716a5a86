import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceItem } from '../../connector.ts';
import { readDashboardExport } from '../fda-dashboard/export-table.ts';
import { CITATION_COLUMNS, citationId, citationItems } from './parse-citations.ts';

const here = import.meta.dirname;
const fixture = (name: string) => path.join(here, 'fixtures', name);

async function itemsOf(file: string): Promise<SourceItem[]> {
  const table = await readDashboardExport(file, CITATION_COLUMNS);
  return citationItems(table.rows, (row) => `${path.basename(file)}#row${row.line}`, { source_file: `fda_dashboard_citations/${path.basename(file)}`, source_url: null });
}
const ok = (items: SourceItem[]) => items.flatMap((item) => (item.ok ? [item] : []));
const withoutSource = (items: SourceItem[]) => ok(items).map((item) => ({ id: item.id, body: { ...item.body, source_file: null } }));

const INVESTIGATIONS =
  'There is a failure to thoroughly review any unexplained discrepancy and the failure of a batch or any of its components to meet any of its specifications whether or not the batch has been already distributed.';

describe('citationItems on the "Inspections Citations Details" export fixture', () => {
  let xlsx: SourceItem[] = [];
  let csv: SourceItem[] = [];
  beforeAll(async () => {
    xlsx = await itemsOf(fixture('inspections-citations-details.xlsx'));
    csv = await itemsOf(fixture('inspections-citations-details.csv'));
  });

  it('gives 7 citations from 8 good rows (one listed twice) and fails the row without an Act/CFR Number', () => {
    expect(ok(xlsx)).toHaveLength(7);
    expect(xlsx.filter((item) => !item.ok)).toEqual([expect.objectContaining({ ref: 'inspections-citations-details.xlsx#row10', reason: 'no Act/CFR Number' })]);
  });

  it('keeps two texts cited under one CFR section in one inspection apart', () => {
    const cited = ok(xlsx).filter((item) => item.body.inspection_id === '1234501' && item.body.act_cfr_number === '21 CFR 211.22(d)');
    expect(cited.map((item) => item.body.long_description)).toEqual([
      'The responsibilities and procedures applicable to the quality control unit are not in writing.',
      'The responsibilities and procedures applicable to the quality control unit are not fully followed.',
    ]);
    expect(cited.map((item) => item.id)).toEqual([expect.stringMatching(/^1234501:21 CFR 211\.22\(d\):[0-9a-f]{12}$/), expect.stringMatching(/^1234501:21 CFR 211\.22\(d\):[0-9a-f]{12}$/)]);
    expect(cited[0]?.id).not.toBe(cited[1]?.id);
  });

  it('counts a citation listed twice as one record with two occurrences, its text on one line', () => {
    expect(ok(xlsx).find((item) => item.body.inspection_id === '1234501' && item.body.act_cfr_number === '21 CFR 211.192')).toEqual({
      ok: true,
      id: citationId('1234501', '21 CFR 211.192', 'Drugs', INVESTIGATIONS),
      body: {
        inspection_id: '1234501',
        fei_number: '3004567890',
        firm_name: 'Riverbend Pharmaceuticals Inc.',
        inspection_end_date: '2024-03-14',
        fiscal_year: 2024,
        program_area: 'Drugs',
        act_cfr_number: '21 CFR 211.192',
        short_description: 'Investigations of discrepancies, failures',
        long_description: INVESTIGATIONS,
        citation_id: null,
        occurrences: 2,
        source_file: 'fda_dashboard_citations/inspections-citations-details.xlsx',
        source_url: null,
      },
    });
  });

  it('keeps one text cited under two program areas of one inspection apart, and derives fiscal years', () => {
    const nordhavn = ok(xlsx).filter((item) => item.body.inspection_id === '1229870');
    expect(nordhavn.map((item) => [item.body.program_area, item.body.occurrences, item.body.fiscal_year])).toEqual([
      ['Biologics', 1, 2023],
      ['Drugs', 1, 2023],
    ]);
    expect(ok(xlsx).find((item) => item.body.inspection_id === '1240011')?.body).toMatchObject({ fei_number: '1012345', inspection_end_date: '2023-10-05', fiscal_year: 2024 });
  });

  it('reads the CSV form of the export (multi-line quoted descriptions) to the same records', () => {
    expect(withoutSource(csv)).toEqual(withoutSource(xlsx));
    expect(csv.filter((item) => !item.ok)).toEqual([expect.objectContaining({ reason: 'no Act/CFR Number' })]);
  });

  it('gives the API row of a citation the id of its export row', () => {
    const api = JSON.parse(readFileSync(fixture('api-inspections-citations.json'), 'utf8')) as { result: Array<Record<string, string>> };
    const row = api.result.find((citation) => citation.CitationID === '2027')!;
    expect(citationId(row.InspectionID!, row.ActCFRNumber!, row.ProgramArea!, row.LongDescription!)).toBe(
      ok(xlsx).find((item) => item.body.inspection_id === '1234501' && item.body.act_cfr_number === '21 CFR 211.192')?.id,
    );
  });
});
