import type { StudyVersion } from './study-version.ts';

/**
 * A plain, complete study version for the tests of this folder (builder habit of STYLE.md §6): a
 * recruiting phase 2 placebo-controlled NSCLC trial of "Drug A", every field set, so a test
 * changes only the fields its case is about and the expected diff is visible in the test itself.
 * Kept beside the code because this folder's tests are its only users.
 */
export function buildStudyVersion(nctId: string, versionDate: string, overrides: Partial<StudyVersion> = {}): StudyVersion {
  return {
    nct_id: nctId,
    version_date: versionDate,
    brief_title: 'Drug A Versus Placebo in Advanced NSCLC',
    conditions: ['Non-small Cell Lung Cancer'],
    keywords: [],
    condition_mesh_terms: [],
    phases: ['PHASE2'],
    overall_status: 'RECRUITING',
    why_stopped: null,
    enrollment_count: 100,
    enrollment_type: 'ESTIMATED',
    primary_completion_date: '2025-01-01',
    completion_date: '2025-06-01',
    primary_outcomes: [{ measure: 'Progression-free survival', time_frame: 'Up to 24 months' }],
    secondary_outcomes: [{ measure: 'Overall survival', time_frame: 'Up to 36 months' }],
    eligibility_criteria: 'Inclusion Criteria:\n\n* Age 18 or over\n* Stage IV NSCLC\n\nExclusion Criteria:\n\n* Prior chemotherapy',
    sex: 'ALL',
    minimum_age: '18 Years',
    maximum_age: null,
    healthy_volunteers: false,
    arm_groups: [
      { label: 'Drug A', type: 'EXPERIMENTAL', description: 'Drug A 100 mg daily', intervention_names: ['Drug: Drug A'] },
      { label: 'Placebo', type: 'PLACEBO_COMPARATOR', description: 'Matching placebo daily', intervention_names: ['Drug: Placebo'] },
    ],
    interventions: [
      { type: 'DRUG', name: 'Drug A', description: '100 mg orally once daily' },
      { type: 'DRUG', name: 'Placebo', description: 'Matching placebo tablets' },
    ],
    allocation: 'RANDOMIZED',
    intervention_model: 'PARALLEL',
    has_dmc: false,
    sites: ['Site 1 | Boston | United States'],
    countries: ['United States'],
    analysis_plans: [],
    brief_summary: 'A study of Drug A in advanced NSCLC.',
    detailed_description: null,
    ...overrides,
  };
}
