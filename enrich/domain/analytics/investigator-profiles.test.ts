import { describe, expect, it } from 'vitest';
import { facilityWithInspections } from './history-builders.ts';
import { findInvestigator, investigatorKey, investigatorProfiles, selectInvestigators } from './investigator-profiles.ts';

/*
 * Worked example:
 *   P1 (drug):    p1a OAI  [Jane Doe, Sam Roe]   cites 211.192(a)… → section 211.192, 211.22(d) → 211.22
 *                 p1b VAI  [jane  doe.]          cites 211.192
 *   P2 (device):  p2a 483 only (unknown) [Jane Doe, J. Doe]  cites 820.100(a) → 820.100
 *   P3 (drug):    p3a NAI  [Sam Roe]             no citations
 * Jane Doe (three spellings of one name): inspections p1a, p1b, p2a = 3; classified 2 (OAI, VAI)
 *   → oai_rate 1/2 = 0.5; facilities P1, P2 = 2; product types drug 2, medical_device 1;
 *   sections 211.192 ×2 (p1a, p1b), 211.22 ×1, 820.100 ×1 → tie broken by section.
 * Sam Roe: p1a (OAI), p3a (NAI) → 2 inspections, rate 1/2 = 0.5, facilities 2.
 * J. Doe: an abbreviation, kept apart: p2a only, no classification → oai_rate null.
 */
const histories = [
  facilityWithInspections(
    { fei: 'P1', product_types: ['drug'] },
    {
      p1a: { date: '2023-05-01', classification: 'OAI', investigators: ['Jane Doe', 'Sam Roe'], cited: ['21 CFR 211.192(a)', '21 CFR 211.22(d)'] },
      p1b: { date: '2024-05-01', classification: 'VAI', investigators: ['jane  doe.'], cited: ['21 CFR 211.192'] },
    },
  ),
  facilityWithInspections(
    { fei: 'P2', product_types: ['medical_device'] },
    { p2a: { date: '2024-06-01', investigators: ['Jane Doe', 'J. Doe'], cited: ['21 CFR 820.100(a)'] } },
  ),
  facilityWithInspections({ fei: 'P3', product_types: ['drug'] }, { p3a: { date: '2024-07-01', classification: 'NAI', investigators: ['Sam Roe'] } }),
];

describe('investigatorProfiles', () => {
  const profiles = investigatorProfiles(histories);

  it('merges spellings that differ only in case, spaces and trailing dots, not abbreviations', () => {
    expect(investigatorKey('  jane  doe. ')).toBe('jane doe');
    expect(profiles.map((p) => p.investigator_name)).toEqual(['Jane Doe', 'Sam Roe', 'J. Doe']);
  });

  it('builds the profile by hand', () => {
    expect(profiles[0]).toEqual({
      investigator_name: 'Jane Doe',
      total_inspections: 3,
      oai_rate: 0.5,
      facilities_inspected: 2,
      top_product_types: ['drug', 'medical_device'],
      top_cfrs: [
        { cfr: '21 CFR 211.192', count: 2 },
        { cfr: '21 CFR 211.22', count: 1 },
        { cfr: '21 CFR 820.100', count: 1 },
      ],
      classified_inspections: 2,
      // p1a 2023-05-01 → FY2023; p1b 2024-05-01 and p2a 2024-06-01 → FY2024.
      inspections_by_fiscal_year: { '2023': 1, '2024': 2 },
      classification_outcomes: { NAI: 0, VAI: 1, OAI: 1, not_oai_unsplit: 0, unclassified: 1 },
      first_inspection_date: '2023-05-01',
      last_inspection_date: '2024-06-01',
    });
  });

  it('fills fiscal years without inspections with 0', () => {
    // Sam Roe: p1a 2023-05-01 (FY2023), p3a 2024-07-01 (FY2024); a third in 2025-11-02 (FY2026) leaves FY2025 at 0.
    const later = facilityWithInspections({ fei: 'P4', product_types: ['drug'] }, { p4a: { date: '2025-11-02', investigators: ['Sam Roe'] } });
    const sam = investigatorProfiles([...histories, later]).find((p) => p.investigator_name === 'Sam Roe');
    expect(sam?.inspections_by_fiscal_year).toEqual({ '2023': 1, '2024': 1, '2025': 0, '2026': 1 });
    expect(sam?.classification_outcomes).toEqual({ NAI: 1, VAI: 0, OAI: 1, not_oai_unsplit: 0, unclassified: 1 });
  });

  it('counts a not-OAI row (SPEC-DECISIONS 23) in the OAI rate and apart from NAI/VAI', () => {
    // Roe's p5a OAI and p5b "not OAI": known OAI status on both → rate 1/2; NAI/VAI stay 0.
    const rows = facilityWithInspections({ fei: 'P5', product_types: ['drug'] }, {
      p5a: { date: '2024-01-10', classification: 'OAI', investigators: ['Ann Roe'] },
      p5b: { date: '2024-02-10', investigators: ['Ann Roe'] },
    });
    const notOai = { ...rows, inspections: rows.inspections.map((i) => (i.id === 'p5b' ? { ...i, not_oai: true } : i)) };
    const [ann] = investigatorProfiles([notOai]);
    expect(ann).toMatchObject({ oai_rate: 0.5, classified_inspections: 2, classification_outcomes: { NAI: 0, VAI: 0, OAI: 1, not_oai_unsplit: 1, unclassified: 0 } });
  });

  it('gives no OAI rate when no inspection is classified, and 0 for a single NAI', () => {
    expect(profiles[2]).toMatchObject({ investigator_name: 'J. Doe', oai_rate: null, classified_inspections: 0, total_inspections: 1 });
    const nai = investigatorProfiles([histories[2]!]);
    expect(nai[0]).toMatchObject({ investigator_name: 'Sam Roe', oai_rate: 0, total_inspections: 1 });
  });
});

describe('selectInvestigators and findInvestigator', () => {
  const profiles = investigatorProfiles(histories);

  it('sorts by OAI rate with unknown rates last, ties by name', () => {
    // Jane Doe 0.5 and Sam Roe 0.5 tie → by name; J. Doe has no rate → last.
    expect(selectInvestigators(profiles, { sort_by: 'oai_rate' }).map((p) => p.investigator_name)).toEqual(['Jane Doe', 'Sam Roe', 'J. Doe']);
    expect(selectInvestigators(profiles, { sort_by: 'name' }).map((p) => p.investigator_name)).toEqual(['J. Doe', 'Jane Doe', 'Sam Roe']);
  });

  it('filters by minimum inspections and product type', () => {
    expect(selectInvestigators(profiles, { min_inspections: 2 }).map((p) => p.investigator_name)).toEqual(['Jane Doe', 'Sam Roe']);
    expect(selectInvestigators(profiles, { product_type: 'MEDICAL_DEVICE' }).map((p) => p.investigator_name)).toEqual(['Jane Doe', 'J. Doe']);
  });

  it('finds a name case-insensitively, null when unknown', () => {
    expect(findInvestigator(profiles, 'JANE DOE')?.total_inspections).toBe(3);
    expect(findInvestigator(profiles, 'John Smith')).toBeNull();
  });
});
