import { describe, expect, it } from 'vitest';
import { studyTherapeuticAreas } from './therapeutic-area.ts';

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
