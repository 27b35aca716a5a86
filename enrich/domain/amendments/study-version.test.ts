import { describe, expect, it } from 'vitest';
import { buildStudyVersion } from './build-study-version.ts';
import { groupStudyVersions, readStudyVersion } from './study-version.ts';

/** A study in the API v2 shape, trimmed to the modules the reader uses, values written by hand. */
const study = {
  protocolSection: {
    identificationModule: { nctId: 'NCT09000001', briefTitle: '  Drug B in Lupus  ' },
    statusModule: {
      overallStatus: 'TERMINATED',
      whyStopped: 'Sponsor decision',
      primaryCompletionDateStruct: { date: '2024-03', type: 'ACTUAL' },
      completionDateStruct: { date: '2024', type: 'ACTUAL' },
      lastUpdatePostDateStruct: { date: '2024-05-02', type: 'ACTUAL' },
    },
    descriptionModule: { briefSummary: 'Drug B versus placebo.' },
    conditionsModule: { conditions: ['Systemic Lupus Erythematosus', ''], keywords: ['SLE'] },
    designModule: {
      phases: ['PHASE2', 'PHASE3'],
      designInfo: { allocation: 'RANDOMIZED', interventionModel: 'PARALLEL' },
      enrollmentInfo: { count: 42, type: 'ACTUAL' },
    },
    armsInterventionsModule: {
      armGroups: [{ label: 'Placebo', type: 'PLACEBO_COMPARATOR', interventionNames: ['Drug: Placebo'] }, { type: 'EXPERIMENTAL' }],
      interventions: [{ type: 'DRUG', name: 'Drug B', description: '10 mg/kg IV' }],
    },
    outcomesModule: { primaryOutcomes: [{ measure: 'SRI-4 response', timeFrame: 'Week 52' }, { timeFrame: 'no measure' }] },
    eligibilityModule: { eligibilityCriteria: '* SLE by ACR criteria', sex: 'ALL', minimumAge: '18 Years', healthyVolunteers: false },
    contactsLocationsModule: {
      locations: [
        { facility: 'Clinic B', city: 'Lyon', country: 'France' },
        { facility: 'Clinic A', city: 'Paris', country: 'France' },
        { facility: 'Clinic A', city: 'Paris', country: 'France' },
        { geoPoint: { lat: 1, lon: 2 } },
      ],
    },
    oversightModule: { oversightHasDmc: true },
  },
  derivedSection: { conditionBrowseModule: { meshes: [{ term: 'Lupus Erythematosus, Systemic' }] } },
  documentSection: {
    largeDocumentModule: {
      largeDocs: [
        { hasProtocol: true, hasSap: false, date: '2022-01-10', filename: 'Prot_000.pdf' },
        { hasProtocol: false, hasSap: true, date: '2023-02-01', filename: 'SAP_001.pdf' },
      ],
    },
  },
  hasResults: false,
};

describe('readStudyVersion', () => {
  it('reads the fields the diff compares, partial dates as their first day', () => {
    const result = readStudyVersion(study);
    expect(result).toEqual({
      ok: true,
      value: {
        nct_id: 'NCT09000001',
        version_date: '2024-05-02',
        brief_title: 'Drug B in Lupus',
        conditions: ['Systemic Lupus Erythematosus'],
        keywords: ['SLE'],
        condition_mesh_terms: ['Lupus Erythematosus, Systemic'],
        phases: ['PHASE2', 'PHASE3'],
        overall_status: 'TERMINATED',
        why_stopped: 'Sponsor decision',
        enrollment_count: 42,
        enrollment_type: 'ACTUAL',
        primary_completion_date: '2024-03-01',
        completion_date: '2024-01-01',
        primary_outcomes: [{ measure: 'SRI-4 response', time_frame: 'Week 52' }],
        secondary_outcomes: [],
        eligibility_criteria: '* SLE by ACR criteria',
        sex: 'ALL',
        minimum_age: '18 Years',
        maximum_age: null,
        healthy_volunteers: false,
        // The arm without a label is dropped: it could not be matched across versions.
        arm_groups: [{ label: 'Placebo', type: 'PLACEBO_COMPARATOR', description: null, intervention_names: ['Drug: Placebo'] }],
        interventions: [{ type: 'DRUG', name: 'Drug B', description: '10 mg/kg IV' }],
        allocation: 'RANDOMIZED',
        intervention_model: 'PARALLEL',
        has_dmc: true,
        // Sorted, the repeated Paris clinic once, the location with only coordinates left out.
        sites: ['Clinic A | Paris | France', 'Clinic B | Lyon | France'],
        countries: ['France'],
        analysis_plans: ['2023-02-01 SAP_001.pdf'],
        brief_summary: 'Drug B versus placebo.',
        detailed_description: null,
      },
    });
  });

  it('reads a bare study as empty lists and nulls', () => {
    const result = readStudyVersion({ protocolSection: { identificationModule: { nctId: 'NCT09000002' }, statusModule: { lastUpdatePostDateStruct: { date: '2020-01-01' } } } });
    expect(result.ok && result.value).toMatchObject({ enrollment_count: null, has_dmc: null, sites: [], arm_groups: [], analysis_plans: [], primary_completion_date: null });
  });

  it('refuses a study without NCT id or without a day-precision version date, naming the field', () => {
    expect(readStudyVersion([])).toEqual({ ok: false, reason: 'not a JSON object' });
    expect(readStudyVersion({ protocolSection: { identificationModule: { nctId: 'NCT123' } } })).toEqual({
      ok: false,
      reason: 'protocolSection.identificationModule.nctId: missing or not an NCT number',
    });
    const monthOnly = { protocolSection: { identificationModule: { nctId: 'NCT09000003' }, statusModule: { lastUpdatePostDateStruct: { date: '2020-01' } } } };
    expect(readStudyVersion(monthOnly)).toEqual({ ok: false, reason: 'protocolSection.statusModule.lastUpdatePostDateStruct.date: missing or not a day (it names the version)' });
  });
});

describe('groupStudyVersions', () => {
  it('groups by study in NCT order, versions by date, a repeated date once (first copy kept)', () => {
    const grouped = groupStudyVersions([
      buildStudyVersion('NCT00000002', '2021-05-01'),
      buildStudyVersion('NCT00000001', '2020-05-01', { enrollment_count: 1 }),
      buildStudyVersion('NCT00000002', '2020-01-01'),
      buildStudyVersion('NCT00000001', '2020-05-01', { enrollment_count: 2 }),
    ]);
    expect(grouped.map((study) => [study.nct_id, study.versions.map((version) => version.version_date)])).toEqual([
      ['NCT00000001', ['2020-05-01']],
      ['NCT00000002', ['2020-01-01', '2021-05-01']],
    ]);
    expect(grouped[0]!.versions[0]!.enrollment_count).toBe(1);
  });
});
