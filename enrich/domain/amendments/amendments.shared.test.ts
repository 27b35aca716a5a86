import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { ctgovStudiesConnector } from '../../../ingest/sources/ctgov-studies/connector.ts';
import type { CtgovStudyVersionRecord } from '../../../ingest/sources/ctgov-studies/record.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { amendmentPatterns, analysisPeriodFor } from './amendment-patterns.ts';
import { detectAmendments } from './detect-amendments.ts';
import { PATTERN_TYPES } from './pattern-types.ts';
import { groupStudyVersions, readStudyVersion } from './study-version.ts';
import type { StudyVersion, StudyVersions } from './study-version.ts';
import { SEARCH_THERAPEUTIC_AREAS } from '../requirements-search.ts';

warnIfMissing(hasSharedData, 'the amendment-pattern check over the ClinicalTrials.gov mirror (clinicaltrials_gov_v2)');

/**
 * The amendment methods over the real mirror, read as production reads it: the ctgov connector's
 * records (one per study version), their `study` JSON read by `readStudyVersion`.
 *
 * What the data supports (clinicaltrials_gov_v2/PROVENANCE.md): four "Download → JSON" files of
 * 100 + 100 + 50 + 10 = 260 studies, each the study's current version only ("Not included / still
 * missing: study version history / amendments"). So no amendment can be observed, and the results
 * must say so instead of a 0 % rate; the diff is exercised on real records only through a copy
 * given a later version date.
 */
describe.skipIf(!hasSharedData)('amendment patterns over the ClinicalTrials.gov API v2 downloads (clinicaltrials_gov_v2)', () => {
  let records: CtgovStudyVersionRecord[] = [];
  let versions: StudyVersion[] = [];
  let studies: StudyVersions[] = [];

  beforeAll(async () => {
    const items = await collect(ctgovStudiesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
    // The API v2 downloads only: the record histories are checked in amendments-history.shared.test.ts.
    records = items.flatMap((item) => (item.ok && (item.body as CtgovStudyVersionRecord).source_file?.endsWith('.json') ? [item.body as CtgovStudyVersionRecord] : []));
    versions = records.flatMap((record) => {
      const read = readStudyVersion(record.study);
      return read.ok ? [read.value] : [];
    });
    studies = groupStudyVersions(versions);
  });

  it('reads every study version the connector publishes, with the connector\'s id and version date', () => {
    expect(records).toHaveLength(260);
    expect(versions).toHaveLength(records.length);
    expect(versions.map((version) => `${version.nct_id}@${version.version_date}`)).toEqual(records.map((record) => `${record.nct_id}@${record.version_date}`));
  });

  it('finds one version per study, hence no amendment, and says amendments cannot be observed', () => {
    const multi = studies.filter((study) => study.versions.length >= 2);
    const amendments = studies.flatMap((study) => detectAmendments(study.versions));
    const byType = Object.fromEntries(PATTERN_TYPES.map((type) => [type, amendments.filter((amendment) => amendment.type === type).length]));
    console.log(`ctgov mirror: ${records.length} versions, ${studies.length} studies, ${multi.length} with ≥ 2 versions; amendments by type ${JSON.stringify(byType)}`);
    expect(multi).toHaveLength(0);
    expect(studies).toHaveLength(260);
    expect(amendments).toEqual([]);

    const all = amendmentPatterns(studies);
    expect(all.status).toBe('NO_VERSION_HISTORY');
    expect(all.status !== 'ok' && all.data_coverage).toMatchObject({ trials_matched: 260, trials_with_version_history: 0, amendments_observable: false });
    expect(all.status !== 'ok' && all.data_coverage.note).toMatch(/cannot be observed; no amendment rate is reported/);
  });

  it('keeps the coverage note per area and period, and INSUFFICIENT_DATA below ten trials', () => {
    const latest = versions.map((version) => version.version_date).sort().at(-1)!;
    const period = analysisPeriodFor('5_years', latest);
    const rows = SEARCH_THERAPEUTIC_AREAS.map((area) => {
      const result = amendmentPatterns(studies, { therapeutic_area: area, time_period: period });
      const matched = result.status === 'ok' ? result.statistics.data_coverage.trials_matched : result.data_coverage.trials_matched;
      return { area, status: result.status, matched };
    });
    console.log(`ctgov mirror by area, ${period.start}..${period.end}: ${rows.map((row) => `${row.area} ${row.matched} → ${row.status}`).join('; ')}`);
    for (const row of rows) expect(row.status).toBe(row.matched < 10 ? 'INSUFFICIENT_DATA' : 'NO_VERSION_HISTORY');
    // The NSCLC download (100 studies found by a non-small-cell lung cancer search) is oncology.
    const oncology = amendmentPatterns(studies, { therapeutic_area: 'Oncology' });
    expect(oncology.status).toBe('NO_VERSION_HISTORY');
    expect(oncology.status !== 'ok' && oncology.data_coverage.trials_matched).toBeGreaterThanOrEqual(100);
  });

  it('sees no change between a real study and a copy posted later, and only the enrollment when that is raised', () => {
    for (const record of records) {
      const later = structuredClone(record.study) as { protocolSection: { statusModule: Record<string, unknown> } };
      later.protocolSection.statusModule.lastUpdatePostDateStruct = { date: '2099-01-01', type: 'ACTUAL' };
      const read = readStudyVersion(later);
      if (!read.ok) throw new Error(read.reason);
      const earlier = versions.find((version) => version.nct_id === record.nct_id)!;
      expect(detectAmendments([earlier, read.value])).toEqual([]);
    }
    const estimated = records.find((record) => record.enrollment_type === 'ESTIMATED' && record.enrollment !== null)!;
    const raised = structuredClone(estimated.study) as { protocolSection: { statusModule: Record<string, unknown>; designModule: { enrollmentInfo: { count: number } } } };
    raised.protocolSection.statusModule.lastUpdatePostDateStruct = { date: '2099-01-01', type: 'ACTUAL' };
    raised.protocolSection.designModule.enrollmentInfo.count = estimated.enrollment! + 50;
    const read = readStudyVersion(raised);
    if (!read.ok) throw new Error(read.reason);
    const amendments = detectAmendments([versions.find((version) => version.nct_id === estimated.nct_id)!, read.value]);
    expect(amendments.map((amendment) => [amendment.type, amendment.details])).toEqual([['sample_size_increase', [{ field: 'enrollment', before: estimated.enrollment, after: estimated.enrollment! + 50 }]]]);
  });
});
