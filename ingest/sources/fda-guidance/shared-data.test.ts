import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { fdaGuidanceConnector } from './connector.ts';
import { FdaGuidanceRecord } from './record.ts';

warnIfMissing(hasSharedData, 'the fda-guidance mirror tests over fda_guidance_documents');

describe.skipIf(!hasSharedData)('fda-guidance over ../shared/data/fda_guidance_documents', () => {
  let items: SourceItem[];
  let records: Array<{ id: string; body: FdaGuidanceRecord }>;
  beforeAll(async () => {
    items = await collect(fdaGuidanceConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
    records = items.filter((item) => item.ok).map((item) => ({ id: item.id, body: item.body as FdaGuidanceRecord }));
  }, 120_000);

  it('publishes the 494 guidances of PROVENANCE.md and the reference set\'s Process Validation guidance, none failing, each id once', () => {
    expect(items.filter((item) => !item.ok)).toEqual([]);
    expect(records).toHaveLength(495);
    expect(new Set(records.map((record) => record.id)).size).toBe(495);
  });

  it('reads the 2011 Process Validation guidance of ich_eu_gmp_reference_set (not in the 494) from its text twin', () => {
    const validation = records.find((record) => record.body.source_file === 'ich_eu_gmp_reference_set/FDA_Guidance_Process_Validation_2011.pdf');
    expect(validation?.body.title).toMatch(/Process Validation: General Principles and Practices/);
    expect(validation?.body.issue_month).toBe('2011-01');
    expect(validation?.body.source_id).toBe('fda');
    expect(validation?.body.chunks.some((chunk) => chunk.heading_path[0] === 'IV. RECOMMENDATIONS')).toBe(true);
  });

  it('every body fits the schema and one message', () => {
    for (const record of records) {
      expect(FdaGuidanceRecord.safeParse(record.body).success, record.id).toBe(true);
      expect(Buffer.byteLength(JSON.stringify(record.body)), record.id).toBeLessThan(900_000);
    }
  });

  it('carries the index facts PROVENANCE.md counts: 488 dockets, 464 issue dates, 1 draft', () => {
    const set = records.filter((record) => !record.body.source_file?.startsWith('ich_eu_gmp_reference_set/'));
    expect(set.filter((record) => record.body.docket !== null)).toHaveLength(488);
    expect(set.filter((record) => record.body.issue_month !== null)).toHaveLength(464);
    expect(set.filter((record) => record.body.status === 'draft')).toHaveLength(1);
  });

  it('publishes the Part 11 guidance once, from the markdown set, not again from its PDF twin', () => {
    const part11 = records.find((record) => record.id === 'fda-guidance:part-11-electronic-records-electronic-signatures-scope-and-application');
    expect(part11?.body.text_source).toBe('markdown');
    // The one PDF-text record is the reference set's Process Validation guidance, not a twin.
    expect(records.filter((record) => record.body.text_source !== 'markdown').map((record) => record.body.source_file)).toEqual(['ich_eu_gmp_reference_set/FDA_Guidance_Process_Validation_2011.pdf']);
  });

  it('follows the sections of the Computer Software Assurance guidance (its table of contents)', () => {
    const csa = records.find((record) => record.id === 'fda-guidance:computer-software-assurance-for-production-and-quality-management-system-software');
    const paths = new Set(csa?.body.chunks.map((chunk) => chunk.heading_path.join(' > ')));
    for (const expected of ['I. Introduction', 'II. Background', 'III. Scope', 'IV. Definitions', 'V. Computer Software Assurance > A. Computer Software Assurance Risk Framework', 'Appendix A. Examples']) {
      expect(paths).toContain(expected);
    }
    for (const chunk of csa!.body.chunks) expect(chunk.word_count).toBeLessThanOrEqual(500);
  });
});
