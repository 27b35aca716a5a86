import { describe, expect, it } from 'vitest';
import { REQUIREMENTS_CATALOGUE } from '../../graph/knowledge/requirements.ts';
import { AUTHORITIES, THERAPEUTIC_AREAS, type Requirement } from '../../graph/knowledge/requirements.schema.ts';
import { searchRequirementsCatalogue } from '../requirements.ts';
import {
  MAX_REQUIREMENTS_RESULTS,
  SEARCH_AUTHORITY_ORDER,
  SEARCH_THERAPEUTIC_AREAS,
  canonicalTherapeuticArea,
  searchRequirements,
  type RequirementsSearchCriteria,
} from './requirements-search.ts';

const catalogue = REQUIREMENTS_CATALOGUE.requirements;
const search = (criteria: RequirementsSearchCriteria, maxResults: number) => searchRequirements(criteria, maxResults, catalogue);

const ids = (hits: readonly Requirement[]) => hits.map((hit) => hit.id);
const lastIndex = <T>(list: readonly T[], predicate: (item: T) => boolean) => list.reduce((last, item, index) => (predicate(item) ? index : last), -1);

describe('searchRequirements', () => {
  it('returns only what the criteria ask for: area (or all areas), phase and type', () => {
    const { requirements, total_count } = search({ therapeutic_area: 'Oncology', phase: 'III', requirement_types: ['endpoint_definition'] }, 100);
    expect(total_count).toBe(requirements.length);
    for (const hit of requirements) {
      expect(hit.requirement_type).toBe('endpoint_definition');
      expect(hit.phases).toContain('III');
      expect(hit.therapeutic_areas === 'all' || hit.therapeutic_areas.includes('Oncology')).toBe(true);
    }
    // The FDA and EMA oncology endpoint guidance and the accelerated-approval rule are oncology endpoint requirements for phase III.
    expect(ids(requirements)).toEqual(expect.arrayContaining(['REQ-ONC-001', 'REQ-ONC-002', 'REQ-MULTI-001', 'REQ-GEN-028']));
    // Heart-failure endpoints are not oncology's.
    expect(ids(requirements)).not.toContain('REQ-CVD-001');
  });

  it('ranks area-specific requirements above general ones', () => {
    const { requirements } = search({ therapeutic_area: 'Neurology', requirement_types: ['endpoint_definition', 'safety_reporting'] }, 100);
    const firstGeneral = requirements.findIndex((hit) => hit.therapeutic_areas === 'all');
    const lastSpecific = lastIndex(requirements, (hit) => hit.therapeutic_areas !== 'all');
    expect(firstGeneral).toBeGreaterThan(0);
    expect(lastSpecific).toBeLessThan(firstGeneral);
    expect(requirements[0]!.match).toBe('area_specific');
    expect(requirements[firstGeneral]!.match).toBe('general');
  });

  it('orders by the requested types, then narrower before broader', () => {
    const { requirements } = search({ therapeutic_area: 'Oncology', requirement_types: ['safety_reporting', 'endpoint_definition'] }, 100);
    const specific = requirements.filter((hit) => hit.match === 'area_specific');
    const lastSafety = lastIndex(specific, (hit) => hit.requirement_type === 'safety_reporting');
    const firstEndpoint = specific.findIndex((hit) => hit.requirement_type === 'endpoint_definition');
    expect(lastSafety).toBeLessThan(firstEndpoint);
    // REQ-ONC-005 is written for oncology alone; REQ-MULTI-003 covers rare disease too.
    expect(ids(specific).indexOf('REQ-ONC-005')).toBeLessThan(ids(specific).indexOf('REQ-MULTI-003'));
  });

  it('respects max_results and reports the full match count', () => {
    const all = search({ therapeutic_area: 'Cardiovascular' }, 100);
    const cut = search({ therapeutic_area: 'Cardiovascular' }, 3);
    expect(all.total_count).toBeGreaterThan(3);
    expect(cut.requirements).toHaveLength(3);
    expect(cut.total_count).toBe(all.total_count);
    expect(ids(cut.requirements)).toEqual(ids(all.requirements).slice(0, 3));
  });

  it('filters by phase: phase IV safety reporting is postmarketing, not IND reporting', () => {
    const found = ids(search({ phase: 'IV', requirement_types: ['safety_reporting'] }, 100).requirements);
    expect(found).toContain('REQ-GEN-012');
    expect(found).not.toContain('REQ-GEN-011');
    expect(found).not.toContain('REQ-GEN-016');
  });

  it('excludes requirements written only for another area', () => {
    const { requirements } = search({ therapeutic_area: 'Psychiatry' }, 100);
    expect(requirements.every((hit) => hit.therapeutic_areas === 'all' || hit.therapeutic_areas.includes('Psychiatry'))).toBe(true);
    expect(ids(requirements)).toEqual(expect.arrayContaining(['REQ-PSY-001', 'REQ-MULTI-004', 'REQ-MULTI-005']));
    expect(ids(requirements)).not.toContain('REQ-ONC-001');
  });

  it('puts general requirements first when no area is asked for', () => {
    const { requirements, total_count } = search({}, MAX_REQUIREMENTS_RESULTS);
    expect(total_count).toBe(REQUIREMENTS_CATALOGUE.requirements.length);
    const lastGeneral = lastIndex(requirements, (hit) => hit.therapeutic_areas === 'all');
    const firstSpecific = requirements.findIndex((hit) => hit.therapeutic_areas !== 'all');
    expect(lastGeneral).toBeLessThan(firstSpecific);
  });

  it('is deterministic, whatever the catalogue order', () => {
    const criteria = { therapeutic_area: 'Rare_Disease', phase: 'II', requirement_types: ['control_group', 'sample_size', 'safety_reporting'] } as const;
    const forward = search(criteria, 50);
    const reversed = searchRequirements(criteria, 50, [...catalogue].reverse());
    expect(ids(reversed.requirements)).toEqual(ids(forward.requirements));
    expect(ids(forward.requirements)).toEqual(ids(search(criteria, 50).requirements));
  });

  it('rejects a max_results outside 1..100 or not an integer', () => {
    expect(() => search({}, 0)).toThrow(RangeError);
    expect(() => search({}, MAX_REQUIREMENTS_RESULTS + 1)).toThrow(RangeError);
    expect(() => search({}, 2.5)).toThrow(RangeError);
  });
});

describe('the search against the catalogue schema', () => {
  it('uses the schema\'s areas and authority order (it may not import them from graph/)', () => {
    expect([...SEARCH_THERAPEUTIC_AREAS]).toEqual([...THERAPEUTIC_AREAS]);
    expect([...SEARCH_AUTHORITY_ORDER]).toEqual([...AUTHORITIES]);
  });

  it('is bound to the curated catalogue by enrich/requirements.ts', () => {
    const criteria = { therapeutic_area: 'Immunology', phase: 'II' } as const;
    expect(searchRequirementsCatalogue(criteria, 20)).toEqual(search(criteria, 20));
  });
});

describe('canonicalTherapeuticArea', () => {
  it('matches the spec\'s eight areas case-insensitively and echoes the canonical form', () => {
    expect(canonicalTherapeuticArea('ONCOLOGY')).toBe('Oncology');
    expect(canonicalTherapeuticArea(' infectious disease ')).toBe('Infectious_Disease');
    expect(canonicalTherapeuticArea('rare-disease')).toBe('Rare_Disease');
    expect(canonicalTherapeuticArea('Dermatology')).toBeNull();
  });
});
