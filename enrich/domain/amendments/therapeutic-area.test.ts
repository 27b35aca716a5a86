import { describe, expect, it } from 'vitest';
import { inclusionText, inferredTherapeuticAreas, studyTherapeuticAreas } from './therapeutic-area.ts';

const areas = (conditions: string[], condition_mesh_terms: string[] = []) => studyTherapeuticAreas({ conditions, condition_mesh_terms });

describe('studyTherapeuticAreas', () => {
  it.each([
    [['Carcinoma, Non-Small-Cell Lung'], ['Oncology']],
    [['Heart Failure'], ['Cardiovascular']],
    [['Migraine'], ['Neurology']],
    [['Schizophrenia'], ['Psychiatry']],
    [['Atopic Dermatitis'], ['Immunology']],
    [['Gout'], ['Rheumatology']],
    [['SARS-CoV-2 Infection'], ['Infectious_Disease']],
    [['Haemophilia A'], ['Rare_Disease']],
    // Several areas at once, in the spec's order.
    [['Systemic Sclerosis'], ['Immunology', 'Rheumatology', 'Rare_Disease']],
    [['Pulmonary Arterial Hypertension'], ['Cardiovascular', 'Rare_Disease']],
  ])('%j → %j', (conditions, expected) => {
    expect(areas(conditions)).toEqual(expected);
  });

  it('does not take HIV for an immune disease, nor steatohepatitis for an infection', () => {
    expect(areas(['Human Immunodeficiency Virus Type 1 (HIV-1)'])).toEqual(['Infectious_Disease']);
    expect(areas(['Nonalcoholic Steatohepatitis'])).toEqual([]);
  });

  it('falls back to the MeSH terms only when no condition matches, never reading Neoplasm Metastasis', () => {
    expect(areas(["Still's Disease, Adult-Onset"], ['Still\'s Disease, Adult-Onset', 'Arthritis, Juvenile'])).toEqual(['Rheumatology']);
    expect(areas(['Macular Edema Secondary to Retinal Vein Occlusion'], ['Neoplasm Metastasis', 'Macular Edema', 'Retinal Vein Occlusion'])).toEqual([]);
    expect(areas(['Migraine'], ['Arthritis'])).toEqual(['Neurology']);
  });

  it('gives no area to studies outside the eight (asthma, healthy volunteers)', () => {
    expect(areas(['Asthma'])).toEqual([]);
    expect(areas(['Healthy Volunteers'])).toEqual([]);
    expect(areas([])).toEqual([]);
  });
});

describe('inferredTherapeuticAreas (records that name no condition)', () => {
  const outcome = (measure: string) => ({ measure, time_frame: null });
  const infer = (measures: string[], criteria: string | null) => inferredTherapeuticAreas({ primary_outcomes: measures.map(outcome), secondary_outcomes: [], eligibility_criteria: criteria });

  it('takes the area with most keyword matches in outcome measures and inclusion criteria', () => {
    expect(infer(['Score on HAMD after 6 months'], 'Inclusion Criteria:\n\nMajor depressive episode\n\nExclusion Criteria:\n\nSchizophrenia')).toEqual(['Psychiatry']);
    expect(infer(['Progression-free survival'], 'Histologically confirmed Hodgkin lymphoma')).toEqual(['Oncology']);
    expect(infer(['Amputation-free survival'], 'Inclusion Criteria: arterial occlusion of the lower limbs with acute ischemia')).toEqual(['Cardiovascular']);
  });

  it('does not read the exclusion criteria, and answers [] when nothing matches', () => {
    expect(infer(['Visibility of vocal cords'], 'Inclusion Criteria:\n\nwill to participate\n\nExclusion Criteria:\n\ncancer, heart failure, epilepsy, depression')).toEqual([]);
    expect(inclusionText('DISEASE CHARACTERISTICS: soft tissue sarcoma PATIENT CHARACTERISTICS: no heart disease')).toBe('DISEASE CHARACTERISTICS: soft tissue sarcoma ');
  });

  it('gives every area of a tie', () => {
    expect(infer(['Quality of life'], 'Schizophrenia and epilepsy')).toEqual(['Neurology', 'Psychiatry']);
  });

  it('is what studyTherapeuticAreas answers only when the record names no condition and no MeSH term', () => {
    const version = { conditions: [], condition_mesh_terms: [], primary_outcomes: [outcome('PANSS negative score')], secondary_outcomes: [], eligibility_criteria: null };
    expect(studyTherapeuticAreas(version)).toEqual(['Psychiatry']);
    expect(studyTherapeuticAreas({ ...version, conditions: ['Lumbar Disc Herniation'] })).toEqual([]);
  });
});
