import { describe, expect, it } from 'vitest';
import { citationRows, inspectionRows, isDomesticFacility, kgProductTypeOf, matchesKgProductType } from './citation-rows.ts';
import { buildCitation, buildFacility, buildInspection } from './history-builders.ts';

describe('citationRows', () => {
  const facility = buildFacility({
    fei: 'F',
    product_types: ['drug', 'biologics'],
    inspections: [buildInspection({ id: 'i1', end_date: '2024-01-01', product_types: ['medical_device'] }), buildInspection({ id: 'i2', end_date: '2024-02-01' })],
    citations: [
      buildCitation({ id: 'c1', inspection_id: 'i1', date: '2024-01-01', act_cfr_number: '21 CFR 820.100(a)' }),
      buildCitation({ id: 'c2', inspection_id: 'i2', date: '2024-02-01', act_cfr_number: '21 CFR 211.192' }),
      buildCitation({ id: 'c3', inspection_id: 'gone', date: '2024-03-01', act_cfr_number: 'FDCA 501(a)(2)(B)', cfr_section: null }),
    ],
  });

  it("takes the inspection's product types, else the facility's", () => {
    const rows = citationRows([facility]);
    expect(rows.map((r) => r.product_types)).toEqual([['medical_device'], ['drug', 'biologics'], ['drug', 'biologics']]);
    expect(rows[2]?.inspection).toBeNull();
  });

  it('keys by section, or by the reference as cited when it is not a CFR section', () => {
    expect(citationRows([facility]).map((r) => r.section_key)).toEqual(['21 CFR 820.100', '21 CFR 211.192', 'FDCA 501(a)(2)(B)']);
  });

  it('counts an inspection present in two histories once', () => {
    expect(inspectionRows([facility, { ...facility, fei: 'G' }])).toHaveLength(2);
  });
});

describe('KG product types', () => {
  it.each([
    ['drug', 'drug'],
    ['biologics', 'drug'],
    ['medical_device', 'device'],
    ['Devices', 'device'],
    ['food', 'food'],
    ['dietary supplement', 'food'],
    ['API', 'api'],
    ['veterinary', null],
  ])('%s → %s', (given, expected) => {
    expect(kgProductTypeOf(given)).toBe(expected);
  });

  it('matches any of several product types, and all matches everything', () => {
    expect(matchesKgProductType(['veterinary', 'biologics'], 'drug')).toBe(true);
    expect(matchesKgProductType(['veterinary'], 'drug')).toBe(false);
    expect(matchesKgProductType([], 'all')).toBe(true);
  });
});

describe('isDomesticFacility', () => {
  it('takes the usual spellings of the United States, and a blank country, as domestic', () => {
    expect(['US', 'USA', 'U.S.', 'U.S.A.', 'United States', 'united states of america', null, ' '].map((country) => isDomesticFacility({ country }))).toEqual(
      Array(8).fill(true),
    );
    expect(isDomesticFacility({ country: 'India' })).toBe(false);
    expect(isDomesticFacility({ country: 'Australia' })).toBe(false);
  });
});
