import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dlqTopic } from '../../infra/bus/topics.ts';
import { makePdf } from '../fixtures/pdf.ts';
import { regintel } from '../fixtures/cli.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { repoRoot } from '../fixtures/shared.ts';

/**
 * One `regintel ingest all --mirror` run over a mirror in which several sources carry crafted bad
 * files (a truncated xlsx, wrong columns, bad dates, an empty file, a garbage PDF, invalid JSON)
 * beside good ones: each bad input lands in `dlq.ingest` with its reason, and every source of the
 * run, the damaged ones included, completes and publishes its good records.
 */
interface Summary {
  source: string;
  status: string;
  read: number;
  published: number;
  dlq: number;
}

const fixture = (path: string) => join(repoRoot, 'ingest/sources', path);

describe('crafted bad inputs in one mirror run', () => {
  let root: string;
  let summaries: Map<string, Summary>;
  let reasons: Array<{ reason: string; ref: string }>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'regintel-bad-inputs-'));
    const mirror = join(root, 'mirror');
    const folder = (name: string) => {
      mkdirSync(join(mirror, name), { recursive: true });
      return join(mirror, name);
    };

    // A truncated workbook next to nothing else: the source reads, dead-letters it, and completes.
    const workbook = await writeXlsxFile([{ sheet: 'Drugs', data: [['Cite Id', 'Reference Number', 'Short Description', 'Long Description', 'Frequency']] }]).toBuffer();
    writeFileSync(join(folder('fda_inspectional_observations_fy2023'), 'Inspection_Observations_FY23.xlsx'), workbook.subarray(0, Math.floor(workbook.length / 2)));

    // Wrong columns in one compliance-actions export, a good one beside it.
    copyFileSync(fixture('fda-compliance-actions/fixtures/compliance_actions_2008-2024.csv'), join(folder('fda_compliance_actions'), 'compliance_actions_2008-2024.csv'));
    writeFileSync(join(folder('fda_compliance_actions'), 'warning_letters_2008-2025.csv'), 'Company,When,What\nAcme,2020-01-01,letter\n');

    // Bad dates in a published-483 export: one row with an impossible date, one good row.
    writeFileSync(
      join(folder('fda_published_483s'), 'published_483s_2025-07.csv'),
      [
        'Record Date,FEI Number,Legal Name,Record Type,Publish Date,Download,Record ID',
        '2025-02-30,3004666666,Natco Example Limited,483,2025-07-10,https://www.fda.gov/media/187001/download,287101',
        '2024-04-12,3004111111,"Acme Sterile Products, Inc.",483,2024-05-21,https://www.fda.gov/media/178001/download,287200',
      ].join('\n'),
    );

    // An empty openFDA download.
    writeFileSync(join(folder('openfda_drug_enforcement'), 'drug_enforcement_sample_500.json'), '');

    // A garbage PDF among the 483 documents, with a readable one.
    writeFileSync(join(folder('fda_form483_documents'), 'garbage.pdf'), 'not a pdf');
    writeFileSync(join(folder('fda_form483_documents'), 'northwind.pdf'), makePdf(readFileSync(fixture('fda-form483/fixtures/form483-two-pages.txt'), 'utf8').split('\f')));

    // Invalid JSON in one ClinicalTrials.gov file, a good file beside it.
    writeFileSync(join(folder('clinicaltrials_gov_v2'), 'ctg_studies_broken.json'), '{"studies": [ {"protocolSection": ');
    copyFileSync(fixture('ctgov-studies/fixtures/ctg-studies.json'), join(folder('clinicaltrials_gov_v2'), 'ctg_studies_good.json'));

    // An untouched source in the same run.
    copyFileSync(fixture('fda-503b-facilities/fixtures/list_503b.csv'), join(folder('fda_503b_outsourcing_facilities'), 'list_503b.csv'));

    const dataDir = join(root, 'data');
    const { stdout } = await regintel(dataDir, ['ingest', 'all', '--mirror', mirror, '--json']);
    const report = JSON.parse(stdout) as { sources: Summary[] };
    summaries = new Map(report.sources.map((s) => [s.source, s]));

    const env = await createTestDeps({ dataDir });
    reasons = (await env.deps.bus.read(dlqTopic('ingest'), { limit: 1000 })).map((m) => {
      const value = m.value as { reason: string; original: { value: { ref: string } } };
      return { reason: value.reason, ref: value.original.value.ref };
    });
    await env.close();
  }, 120_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const reasonFor = (ref: RegExp) => reasons.find((r) => ref.test(r.ref))?.reason;

  it('completes every source present, none failed', () => {
    for (const source of ['fda-inspection-observations', 'fda-compliance-actions', 'fda-published-483s', 'openfda-drug-enforcement', 'fda-483-documents', 'ctgov-studies', 'fda-503b-facilities']) {
      expect(summaries.get(source)?.status, source).toBe('ok');
    }
  });

  it('dead-letters a truncated xlsx', () => {
    expect(summaries.get('fda-inspection-observations')).toMatchObject({ published: 0, dlq: 1 });
    expect(reasonFor(/Inspection_Observations_FY23\.xlsx/)).toMatch(/unreadable workbook/i);
  });

  it('dead-letters a file with the wrong columns and publishes the good export', () => {
    expect(summaries.get('fda-compliance-actions')?.published).toBeGreaterThan(0);
    expect(reasonFor(/warning_letters_2008-2025\.csv/)).toMatch(/column/i);
  });

  it('dead-letters a row with an impossible date and publishes the good row', () => {
    expect(summaries.get('fda-published-483s')).toMatchObject({ published: 1, dlq: 1 });
    expect(reasons.some((r) => /published_483s_2025-07/.test(r.ref) && /date/i.test(r.reason))).toBe(true);
  });

  it('dead-letters an empty file', () => {
    expect(summaries.get('openfda-drug-enforcement')).toMatchObject({ published: 0, dlq: 1 });
    expect(reasonFor(/drug_enforcement_sample_500\.json/)).toMatch(/empty/i);
  });

  it('dead-letters a garbage PDF and reads the good one', () => {
    expect(summaries.get('fda-483-documents')).toMatchObject({ published: 1, dlq: 1 });
    expect(reasonFor(/garbage\.pdf/)).toMatch(/unreadable PDF/i);
  });

  it('dead-letters invalid JSON and publishes the good file', () => {
    expect(summaries.get('ctgov-studies')?.published).toBeGreaterThan(0);
    expect(reasonFor(/ctg_studies_broken\.json/)).toMatch(/JSON/i);
  });

  it('runs the untouched source of the same run to the end', () => {
    // The 503B fixture holds 7 facilities; the last ("Broken Row Pharmacy", registered 13/45/2019) is bad on purpose.
    expect(summaries.get('fda-503b-facilities')).toMatchObject({ status: 'ok', read: 7, published: 6, dlq: 1 });
    expect(reasonFor(/list_503b\.csv/)).toMatch(/date|13\/45/i);
  });
});
