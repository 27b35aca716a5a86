import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStudyVersion as v } from './build-study-version.ts';
import { daysBetween, detectAmendments } from './detect-amendments.ts';
import type { Amendment } from './detect-amendments.ts';
import { readStudyVersion } from './study-version.ts';
import type { StudyVersion } from './study-version.ts';

const NCT = 'NCT01000001';
const base = v(NCT, '2020-01-10');
const next = (overrides: Partial<StudyVersion>) => v(NCT, '2020-07-10', overrides);
const types = (amendments: Amendment[]) => amendments.map((amendment) => amendment.type);

describe('daysBetween', () => {
  it('counts calendar days, 2025 not being a leap year', () => {
    // Jan 31 + Feb 28 + Mar 31 = 90.
    expect(daysBetween('2025-01-01', '2025-04-01')).toBe(90);
    expect(daysBetween('2025-04-01', '2025-01-01')).toBe(-90);
    // 2024 is: Feb 29 exists.
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});

describe('detectAmendments: one pattern type per two-version study', () => {
  it('endpoint_modification: the primary outcome measure replaced', () => {
    const after = next({ primary_outcomes: [{ measure: 'Objective response rate', time_frame: 'Up to 24 months' }] });
    expect(detectAmendments([base, after])).toEqual([
      {
        study_id: NCT,
        type: 'endpoint_modification',
        from_version: '2020-01-10',
        to_version: '2020-07-10',
        // Primary completion 2025-01-01 in both versions.
        delay_days: 0,
        // Still recruiting, but nothing slipped: no rule fires.
        trigger: 'unspecified',
        trigger_evidence: [],
        details: [{ field: 'primary_outcomes', before: ['progression-free survival'], after: ['objective response rate'] }],
      },
    ]);
  });

  it('sample_size_increase: the estimated enrollment raised, but not an ACTUAL count or a decrease', () => {
    const raised = detectAmendments([base, next({ enrollment_count: 150 })]);
    expect(types(raised)).toEqual(['sample_size_increase']);
    expect(raised[0]!.details).toEqual([{ field: 'enrollment', before: 100, after: 150 }]);
    expect(detectAmendments([base, next({ enrollment_count: 150, enrollment_type: 'ACTUAL' })])).toEqual([]);
    expect(detectAmendments([base, next({ enrollment_count: 80 })])).toEqual([]);
  });

  it('eligibility_criteria_change: a criterion added and an upper age limit set', () => {
    const criteria = 'Inclusion Criteria:\n\n* Age 18 or over\n* Stage IV NSCLC\n* ECOG performance status 0-1\n\nExclusion Criteria:\n\n* Prior chemotherapy';
    const amendments = detectAmendments([base, next({ eligibility_criteria: criteria, maximum_age: '75 Years' })]);
    expect(types(amendments)).toEqual(['eligibility_criteria_change']);
    expect(amendments[0]!.details).toEqual([
      { field: 'eligibility_criteria', before: [], after: ['ecog performance status 0-1'] },
      { field: 'maximum_age', before: null, after: '75 Years' },
    ]);
  });

  it('does not count criteria re-typed with other bullets, case and blank lines', () => {
    const retyped = 'INCLUSION CRITERIA:\n- age 18 or over\n-   Stage IV NSCLC\nExclusion criteria:\n\n\n1. prior chemotherapy.';
    expect(detectAmendments([base, next({ eligibility_criteria: retyped })])).toEqual([]);
  });

  it('visit_schedule_change: the time frame of an unchanged measure moved', () => {
    const amendments = detectAmendments([base, next({ primary_outcomes: [{ measure: 'Progression-free survival', time_frame: 'Up to 30 months' }] })]);
    expect(types(amendments)).toEqual(['visit_schedule_change']);
    expect(amendments[0]!.details).toEqual([{ field: 'time_frame: progression-free survival', before: 'up to 24 months', after: 'up to 30 months' }]);
  });

  it('dose_modification: the dose in the intervention and arm descriptions changed', () => {
    const after = next({
      interventions: [
        { type: 'DRUG', name: 'Drug A', description: '150 mg orally once daily' },
        { type: 'DRUG', name: 'Placebo', description: 'Matching placebo tablets' },
      ],
      arm_groups: [
        { label: 'Drug A', type: 'EXPERIMENTAL', description: 'Drug A 150 mg daily', intervention_names: ['Drug: Drug A'] },
        { label: 'Placebo', type: 'PLACEBO_COMPARATOR', description: 'Matching placebo daily', intervention_names: ['Drug: Placebo'] },
      ],
    });
    const amendments = detectAmendments([base, after]);
    expect(types(amendments)).toEqual(['dose_modification']);
    expect(amendments[0]!.details).toEqual([
      { field: 'intervention: drug a', before: ['100mg'], after: ['150mg'] },
      { field: 'arm: drug a', before: ['100mg'], after: ['150mg'] },
    ]);
  });

  it('safety_monitoring_addition: a DMC and an adverse-event outcome added, which is also an endpoint change, triggered by safety', () => {
    const after = next({
      has_dmc: true,
      secondary_outcomes: [
        { measure: 'Overall survival', time_frame: 'Up to 36 months' },
        { measure: 'Incidence of treatment-emergent adverse events', time_frame: 'Up to 24 months' },
      ],
    });
    const amendments = detectAmendments([base, after]);
    expect(types(amendments)).toEqual(['endpoint_modification', 'safety_monitoring_addition']);
    expect(amendments[1]!.details).toEqual([
      { field: 'has_dmc', before: false, after: true },
      { field: 'safety_outcomes', before: [], after: ['incidence of treatment-emergent adverse events'] },
    ]);
    expect(amendments.map((amendment) => [amendment.trigger, amendment.trigger_evidence])).toEqual([
      ['safety', ['data monitoring committee added', 'adverse event']],
      ['safety', ['data monitoring committee added', 'adverse event']],
    ]);
  });

  it('statistical_analysis_change: a revised analysis plan uploaded, or the allocation changed; a first plan is not a revision', () => {
    const first = next({ analysis_plans: ['2020-05-01 SAP_000.pdf'] });
    expect(detectAmendments([base, first])).toEqual([]);
    const revised = v(NCT, '2021-01-10', { analysis_plans: ['2020-05-01 SAP_000.pdf', '2020-12-01 SAP_001.pdf'] });
    const amendments = detectAmendments([base, first, revised]);
    expect(types(amendments)).toEqual(['statistical_analysis_change']);
    expect(amendments[0]).toMatchObject({ from_version: '2020-07-10', to_version: '2021-01-10', details: [{ field: 'analysis_plans', before: [], after: ['2020-12-01 SAP_001.pdf'] }] });
    expect(detectAmendments([base, next({ allocation: 'NON_RANDOMIZED' })])[0]!.details).toEqual([{ field: 'allocation', before: 'RANDOMIZED', after: 'NON_RANDOMIZED' }]);
  });

  it('comparator_change: the placebo arm replaced by an active comparator', () => {
    const after = next({
      arm_groups: [
        { label: 'Drug A', type: 'EXPERIMENTAL', description: 'Drug A 100 mg daily', intervention_names: ['Drug: Drug A'] },
        { label: 'Docetaxel', type: 'ACTIVE_COMPARATOR', description: 'Docetaxel every 3 weeks', intervention_names: ['Drug: Docetaxel'] },
      ],
    });
    const amendments = detectAmendments([base, after]);
    expect(types(amendments)).toEqual(['comparator_change']);
    expect(amendments[0]!.details).toEqual([{ field: 'comparator_arms', before: ['PLACEBO_COMPARATOR: drug: placebo'], after: ['ACTIVE_COMPARATOR: drug: docetaxel'] }]);
  });

  it('study_duration_extension: both completion dates moved three months later, delay in days', () => {
    const after = next({ overall_status: 'ACTIVE_NOT_RECRUITING', primary_completion_date: '2025-04-01', completion_date: '2025-09-01' });
    const amendments = detectAmendments([base, after]);
    expect(amendments).toEqual([
      {
        study_id: NCT,
        type: 'study_duration_extension',
        from_version: '2020-01-10',
        to_version: '2020-07-10',
        // 2025-01-01 → 2025-04-01: 31 + 28 + 31 days.
        delay_days: 90,
        // The earlier version was RECRUITING when the date slipped.
        trigger: 'enrollment_shortfall',
        trigger_evidence: ['primary completion moved 90 days later while RECRUITING'],
        details: [
          { field: 'primary_completion_date', before: '2025-01-01', after: '2025-04-01' },
          { field: 'completion_date', before: '2025-06-01', after: '2025-09-01' },
        ],
      },
    ]);
  });

  it('site_or_region_change: a Canadian site added', () => {
    const amendments = detectAmendments([base, next({ sites: ['Site 1 | Boston | United States', 'Site 2 | Toronto | Canada'], countries: ['Canada', 'United States'] })]);
    expect(types(amendments)).toEqual(['site_or_region_change']);
    expect(amendments[0]!.details).toEqual([
      { field: 'countries', before: [], after: ['Canada'] },
      { field: 'sites', before: [], after: ['Site 2 | Toronto | Canada'] },
    ]);
  });
});

describe('detectAmendments: edge cases', () => {
  it('finds nothing in a study with one version', () => {
    expect(detectAmendments([base])).toEqual([]);
    expect(detectAmendments([])).toEqual([]);
  });

  it('finds nothing when only the version date changed, or the same date is given twice', () => {
    expect(detectAmendments([base, next({})])).toEqual([]);
    expect(detectAmendments([base, v(NCT, '2020-01-10', { enrollment_count: 500 })])).toEqual([]);
  });

  it('does not count a field filled in for the first time', () => {
    const bare = v(NCT, '2020-01-10', { primary_outcomes: [], secondary_outcomes: [], sites: [], countries: [], arm_groups: [], eligibility_criteria: null, sex: null, minimum_age: null, maximum_age: null, healthy_volunteers: null, has_dmc: null });
    expect(detectAmendments([bare, next({})])).toEqual([]);
  });

  it('reads a later version without any outcome measure as outcomes not stated, not as every endpoint dropped', () => {
    // Record-history pages show "[See Results Section.]" instead of the outcomes once results are posted.
    const uncaptured = next({ primary_outcomes: [], secondary_outcomes: [] });
    expect(detectAmendments([base, uncaptured]).map((amendment) => amendment.type)).not.toContain('endpoint_modification');
    const dropped = next({ secondary_outcomes: [] });
    expect(detectAmendments([base, dropped]).map((amendment) => amendment.type)).toContain('endpoint_modification');
  });

  it('sorts versions by date whatever order they come in', () => {
    const amendments = detectAmendments([next({ enrollment_count: 150 }), base]);
    expect(amendments.map((amendment) => [amendment.from_version, amendment.to_version])).toEqual([['2020-01-10', '2020-07-10']]);
  });

  it('refuses versions of two studies', () => {
    expect(() => detectAmendments([base, v('NCT01000002', '2020-07-10')])).toThrow(/one study/);
  });
});

describe('detectAmendments: a three-version study and the triggers', () => {
  it('reads a slip while recruiting, then an enrollment increase after it, both as enrollment shortfall', () => {
    const v2 = v(NCT, '2020-07-10', { primary_completion_date: '2025-07-01' });
    const v3 = v(NCT, '2021-01-10', { primary_completion_date: '2025-07-01', enrollment_count: 140 });
    const amendments = detectAmendments([base, v2, v3]);
    expect(amendments.map((amendment) => [amendment.type, amendment.to_version, amendment.delay_days, amendment.trigger, amendment.trigger_evidence])).toEqual([
      // 2025-01-01 → 2025-07-01: 31+28+31+30+31+30 days.
      ['study_duration_extension', '2020-07-10', 181, 'enrollment_shortfall', ['primary completion moved 181 days later while RECRUITING']],
      // No slip at this step (0 days), but an earlier one: the example rule.
      ['sample_size_increase', '2021-01-10', 0, 'enrollment_shortfall', ['planned enrollment raised at or after a primary completion slip']],
    ]);
  });

  it('reads a regulator\'s feedback newly written into the description', () => {
    const after = next({ enrollment_count: 150, detailed_description: 'The sample size was increased following feedback from the FDA.' });
    expect(detectAmendments([base, after]).map((amendment) => [amendment.trigger, amendment.trigger_evidence])).toEqual([['regulatory_request', ['feedback from the fda']]]);
  });

  it('reads a DSMB recommendation newly in the summary as safety, but not safety words already there', () => {
    const lower = {
      interventions: [
        { type: 'DRUG', name: 'Drug A', description: '50 mg orally once daily' },
        { type: 'DRUG', name: 'Placebo', description: 'Matching placebo tablets' },
      ],
    };
    const withDsmb = next({ ...lower, brief_summary: 'A study of Drug A in advanced NSCLC. The DSMB recommended a lower dose.' });
    expect(detectAmendments([base, withDsmb]).map((amendment) => [amendment.type, amendment.trigger, amendment.trigger_evidence])).toEqual([
      ['dose_modification', 'safety', ['data monitoring committee']],
    ]);
    const said = 'Toxicity is monitored by the DSMB.';
    const already = [v(NCT, '2020-01-10', { brief_summary: said }), next({ ...lower, brief_summary: said })];
    expect(detectAmendments(already).map((amendment) => amendment.trigger)).toEqual(['unspecified']);
  });
});

describe('detectAmendments on the connector fixture study (two real-shaped versions of NCT05512345)', () => {
  const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../ingest/sources/ctgov-studies/fixtures/ctg-studies.json'), 'utf8')) as unknown[];
  const read = (raw: unknown) => {
    const result = readStudyVersion(raw);
    if (!result.ok) throw new Error(result.reason);
    return result.value;
  };

  it('sees the enrollment raised from 120 to 180 (ESTIMATED in both) and nothing else, with no slip', () => {
    // Fixture items 0 and 2: the same study posted 2024-03-05 and 2024-09-17; only the estimated
    // enrollment (120 → 180) and the status changed; primary completion 2026-06 in both.
    const amendments = detectAmendments([read(fixture[2]), read(fixture[0])]);
    expect(amendments).toEqual([
      {
        study_id: 'NCT05512345',
        type: 'sample_size_increase',
        from_version: '2024-03-05',
        to_version: '2024-09-17',
        delay_days: 0,
        trigger: 'unspecified',
        trigger_evidence: [],
        details: [{ field: 'enrollment', before: 120, after: 180 }],
      },
    ]);
  });
});
