import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { ctgovStudiesConnector } from '../../../ingest/sources/ctgov-studies/connector.ts';
import type { CtgovStudyVersionRecord } from '../../../ingest/sources/ctgov-studies/record.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { amendmentDataEnd } from '../../analytics/analytics-documents.ts';
import { SEARCH_THERAPEUTIC_AREAS } from '../requirements-search.ts';
import { amendmentPatterns, analysisPeriodFor } from './amendment-patterns.ts';
import { detectAmendments } from './detect-amendments.ts';
import { groupStudyVersions, readStudyVersion } from './study-version.ts';
import type { StudyVersion, StudyVersions } from './study-version.ts';
import { inferredTherapeuticAreas } from './therapeutic-area.ts';

warnIfMissing(hasSharedData, 'the amendment patterns over the ClinicalTrials.gov record histories (clinicaltrials_gov_version_history)');

/**
 * Hand labels of 28 of the 140 trials (every fifth NCT id in sorted order), given by reading each
 * trial's latest outcome measures and inclusion criteria: one of the spec's eight areas, or 'none'
 * when the trial belongs to none of them (burns, healthy-volunteer pharmacology, tinnitus, spine
 * surgery, ...). Judgement calls: NCT01065337 (diabetic foot ulcer with peripheral arterial
 * occlusive disease) as Cardiovascular, NCT01743768 (allergen challenge in mild asthma) as
 * Immunology, NCT03147131 (hip osteoarthritis, arthroplasty) as Rheumatology, NCT01474265
 * (sympathetic activity during smoking cessation) as none. The labels were written before the
 * lexicon was run on them, and the lexicon was not tuned on them afterwards.
 */
const HAND_LABELS: Readonly<Record<string, string>> = {
  NCT00061984: 'Oncology', NCT00324311: 'none', NCT00437385: 'Psychiatry', NCT00480077: 'Cardiovascular', NCT00567801: 'Cardiovascular',
  NCT00662428: 'Psychiatry', NCT00734942: 'Psychiatry', NCT00783120: 'Psychiatry', NCT00867750: 'Oncology', NCT00938743: 'Psychiatry',
  NCT01065337: 'Cardiovascular', NCT01098656: 'Oncology', NCT01187888: 'Neurology', NCT01263522: 'none', NCT01313013: 'none',
  NCT01355835: 'Neurology', NCT01411566: 'Psychiatry', NCT01442376: 'Oncology', NCT01474265: 'none', NCT01569204: 'Oncology',
  NCT01607775: 'none', NCT01743768: 'Immunology', NCT01959737: 'none', NCT02039648: 'none', NCT02199106: 'none',
  NCT02501577: 'none', NCT02743260: 'none', NCT03147131: 'Rheumatology',
};

describe.skipIf(!hasSharedData)('amendment patterns over the ClinicalTrials.gov record histories', () => {
  let studies: StudyVersions[] = [];
  let history: StudyVersions[] = [];

  beforeAll(async () => {
    const items = await collect(ctgovStudiesConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
    expect(items.filter((item) => !item.ok)).toEqual([]);
    const versions = items.flatMap((item) => {
      if (!item.ok) return [];
      const read = readStudyVersion((item.body as CtgovStudyVersionRecord).study);
      return read.ok ? [{ version: read.value, fromHistory: (item.body as CtgovStudyVersionRecord).source_file?.endsWith('.csv') === true }] : [];
    });
    studies = groupStudyVersions(versions.map((entry) => entry.version));
    history = groupStudyVersions(versions.filter((entry) => entry.fromHistory).map((entry) => entry.version));
  }, 60_000);

  it('reads the 876 versions of 140 trials of PROVENANCE.md through the connector’s version path', () => {
    expect(history).toHaveLength(140);
    expect(history.reduce((sum, study) => sum + study.versions.length, 0)).toBe(876);
    // PROVENANCE.md: 12 trials have a single version.
    expect(history.filter((study) => study.versions.length === 1)).toHaveLength(12);
  });

  it('observes amendments within the changes PROVENANCE.md counts between consecutive versions', () => {
    const amendments = history.flatMap((study) => detectAmendments(study.versions));
    const count = (type: string) => amendments.filter((amendment) => amendment.type === type).length;
    // Changes between consecutive versions: primary completion 197, outcome measures 89, enrolment 86, criteria 63.
    expect(count('study_duration_extension')).toBeGreaterThan(0);
    expect(count('study_duration_extension')).toBeLessThanOrEqual(197);
    expect(count('endpoint_modification')).toBeGreaterThan(0);
    expect(count('endpoint_modification')).toBeLessThanOrEqual(89);
    expect(count('sample_size_increase')).toBeLessThanOrEqual(86);
    // The rows carry no arms, sites or doses: those types cannot be observed and are not invented.
    for (const type of ['dose_modification', 'comparator_change', 'site_or_region_change', 'statistical_analysis_change']) expect(count(type), type).toBe(0);
  });

  it('infers the therapeutic area of the hand-labelled sample with at least 80 % accuracy', () => {
    const latest = new Map<string, StudyVersion>(history.map((study) => [study.nct_id, study.versions.at(-1)!]));
    const misses: string[] = [];
    for (const [nctId, label] of Object.entries(HAND_LABELS)) {
      const found = inferredTherapeuticAreas(latest.get(nctId)!);
      const predicted = found.length === 0 ? 'none' : found.join('+');
      if (predicted !== label) misses.push(`${nctId}: ${label} → ${predicted}`);
    }
    const accuracy = 1 - misses.length / Object.keys(HAND_LABELS).length;
    console.log(`area inference on ${Object.keys(HAND_LABELS).length} hand-labelled trials: accuracy ${(accuracy * 100).toFixed(1)} %; misses ${misses.join('; ')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.8);
  });

  it('computes statistics from the histories, and INSUFFICIENT_DATA for every area with under ten trials', () => {
    const end = amendmentDataEnd(studies);
    // The histories end with the last version PROVENANCE.md lists; the API downloads add no second version.
    expect(end).toBe('2021-12-15');
    const rows: string[] = [];
    for (const preset of ['5_years', '10_years'] as const) {
      const period = analysisPeriodFor(preset, end!);
      for (const area of SEARCH_THERAPEUTIC_AREAS) {
        const result = amendmentPatterns(studies, { therapeutic_area: area, time_period: period });
        const coverage = result.status === 'ok' ? result.statistics.data_coverage : result.data_coverage;
        if (coverage.trials_matched < 10) expect(result, `${area} ${preset}`).toMatchObject({ status: 'INSUFFICIENT_DATA', reason: 'too_few_trials' });
        if (result.status === 'ok') {
          expect(result.statistics.total_trials_analyzed).toBeGreaterThanOrEqual(10);
          rows.push(`${preset} ${area}: ${result.statistics.total_trials_analyzed} trials, rate ${result.statistics.amendment_rate} %, ${result.statistics.patterns.map((p) => `${p.pattern_type} ${p.frequency} %`).join(', ')}`);
        } else rows.push(`${preset} ${area}: ${result.status} (${coverage.trials_matched} matched, ${coverage.trials_with_version_history} with history)`);
      }
    }
    console.log(rows.join('\n'));
    const all = amendmentPatterns(studies, { time_period: analysisPeriodFor('5_years', end!) });
    expect(all.status).toBe('ok');
    expect(all.status === 'ok' && all.statistics.patterns.map((p) => p.pattern_type)).toContain('study_duration_extension');
  });
});
