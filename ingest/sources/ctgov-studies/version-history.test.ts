import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { ctgovStudiesConnector } from './connector.ts';
import type { SourceItem } from '../../connector.ts';
import { detectAmendments } from '../../../enrich/domain/amendments/detect-amendments.ts';
import { groupStudyVersions, readStudyVersion } from '../../../enrich/domain/amendments/study-version.ts';
import type { CtgovStudyVersionRecord } from './record.ts';
import { historyOutcome, readVersionHistory, statusCode } from './version-history.ts';

const fixture = join(import.meta.dirname, 'fixtures', 'historical_versions_ctgov_fixture.csv');
type Ok = Extract<SourceItem, { ok: true }>;
const items = () => [...readVersionHistory([fixture])];
const records = () => items().filter((item): item is Ok => item.ok).map((item) => ({ id: item.id, body: item.body as CtgovStudyVersionRecord }));

describe('record-history rows (cthist CSV) through the version path', () => {
  it('publishes one record per version, named <NCT>@<version date>, with the row’s facts in the v2 fields', () => {
    expect(records().map((record) => record.id)).toEqual(['NCT99999901@2015-03-02', 'NCT99999901@2016-05-10', 'NCT99999901@2018-01-20', 'NCT99999902@2019-07-01']);
    const first = records()[0]!.body;
    expect(first).toMatchObject({
      nct_id: 'NCT99999901',
      version_date: '2015-03-02',
      brief_title: null,
      conditions: [],
      phases: [],
      overall_status: 'NOT_YET_RECRUITING',
      enrollment: 40,
      enrollment_type: 'ESTIMATED',
      start_date: '2015-04-01',
      start_date_precision: 'month',
      primary_completion_date: '2016-06-01',
      primary_completion_date_precision: 'month',
      primary_outcomes: [{ measure: 'Fixture primary measure', time_frame: '12 weeks' }],
      minimum_age: '18',
      maximum_age: null,
      sex: 'ALL',
      lead_sponsor: { name: 'Fixture Sponsor', class: null },
      source_file: 'historical_versions_ctgov_fixture.csv',
    });
    expect(first.eligibility_criteria).toContain('Fixture inclusion line one');
  });

  it('reads "[See Results Section.]" as outcomes not captured, and "Active, not recruiting" as the v2 status', () => {
    const third = records()[2]!.body;
    expect(third.primary_outcomes).toEqual([]);
    expect((third.study as { protocolSection: Record<string, unknown> }).protocolSection.outcomesModule).toBeUndefined();
    expect(third).toMatchObject({ enrollment_type: 'ACTUAL', primary_completion_date: '2017-09-15', primary_completion_date_precision: 'day' });
    expect(records()[3]!.body).toMatchObject({ overall_status: 'ACTIVE_NOT_RECRUITING', sex: 'FEMALE', eligibility_criteria: null });
  });

  it('dead-letters rows without an NCT number, with a failed version date, or with unreadable criteria, naming the line', () => {
    const failed = items().filter((item) => !item.ok) as Array<{ reason: string; ref: string }>;
    expect(failed.map((item) => item.ref)).toEqual(['historical_versions_ctgov_fixture.csv#line6', 'historical_versions_ctgov_fixture.csv#line7', 'historical_versions_ctgov_fixture.csv#line8']);
    expect(failed[0]!.reason).toMatch(/nctid/);
    expect(failed[1]!.reason).toMatch(/version_date: "Error"/);
    expect(failed[2]!.reason).toMatch(/criteria: not JSON/);
  });

  it('lets the amendment diff see the changes between consecutive versions, and no endpoint drop where outcomes were not captured', () => {
    const versions = records().map((record) => {
      const read = readStudyVersion(record.body.study);
      if (!read.ok) throw new Error(read.reason);
      return read.value;
    });
    const [trial] = groupStudyVersions(versions);
    const found = detectAmendments(trial!.versions).map((amendment) => `${amendment.to_version} ${amendment.type}`);
    // The secondary measure added in version 2 is a first entry (none before), not an amendment;
    // version 3 shows "[See Results Section.]", which must not read as every endpoint dropped.
    expect(found).toEqual([
      '2016-05-10 sample_size_increase',
      '2016-05-10 eligibility_criteria_change',
      '2016-05-10 visit_schedule_change',
      '2016-05-10 study_duration_extension',
      '2018-01-20 study_duration_extension',
    ]);
  });

  it('splits an outcome cell into measure, time frame and description, and maps statuses', () => {
    expect(historyOutcome('ADP test\n[ Time Frame: 2 weeks ]\n\nWhy it is measured.')).toEqual({ measure: 'ADP test', timeFrame: '2 weeks', description: 'Why it is measured.' });
    expect(historyOutcome('Only a measure')).toEqual({ measure: 'Only a measure' });
    expect(historyOutcome('  ')).toBeNull();
    expect(['Recruiting', 'Unknown status', 'Terminated ', 'Active, not recruiting'].map(statusCode)).toEqual(['RECRUITING', 'UNKNOWN', 'TERMINATED', 'ACTIVE_NOT_RECRUITING']);
  });

  it('is read by the connector from clinicaltrials_gov_version_history/, also without the API downloads', async () => {
    const mirror = mkdtempSync(join(tmpdir(), 'regintel-ctgov-history-'));
    try {
      expect(ctgovStudiesConnector.isPresent(mirror)).toBe(false);
      await expect(collect(ctgovStudiesConnector.readMirror({ mirrorDir: mirror, clock: systemClock }))).rejects.toThrow(/missing/);
      mkdirSync(join(mirror, 'clinicaltrials_gov_version_history'));
      copyFileSync(fixture, join(mirror, 'clinicaltrials_gov_version_history', 'historical_versions_ctgov_2022-03.csv'));
      expect(ctgovStudiesConnector.isPresent(mirror)).toBe(true);
      const read = await collect(ctgovStudiesConnector.readMirror({ mirrorDir: mirror, clock: systemClock }));
      expect(read.filter((item) => item.ok)).toHaveLength(4);
      expect(read.filter((item) => !item.ok)).toHaveLength(3);
    } finally {
      rmSync(mirror, { recursive: true, force: true });
    }
  });
});
