import { describe, expect, it } from 'vitest';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { FacilityHistory, InspectionFact } from '../domain/risk/facility-history.ts';
import { canonicalProductType, complianceActionKind, consolidateHistory, factsOf, form483InspectionId, mergeInspection } from './facility-facts.ts';
import { enrichedObservationValue, rawValue } from './facility-test-builders.ts';

const complianceAction = {
  case_injunction_id: '596101',
  fei_number: '3004540906',
  firm_name: 'NATCO Pharma Limited',
  action_type: 'Warning Letter',
  action_taken_date: '2021-03-04',
  fiscal_year: 2021,
  product_type: 'Drugs',
  center: null,
  state: null,
  country: 'India',
  source_file: 'fda_compliance_actions/x.csv',
  source_url: null,
};

const published483 = {
  fei_number: '3004540906',
  firm_name: 'NATCO Pharma Limited',
  record_type: '483',
  record_date: '2020-02-14',
  date_issued: '2020-02-14',
  publish_date: '2020-05-01',
  source_url: 'https://www.fda.gov/media/1/download',
  media_id: '1',
  state: null,
  establishment_type: null,
  dashboard_record_id: '7',
  listed_in: ['dashboard-2025-07'],
  source_file: 'published_483s_2025-07.xlsx',
};

const dashboardInspection = {
  inspection_id: '1183456',
  fei_number: '3004540906',
  firm_name: 'NATCO Pharma Limited',
  street_address: null,
  city: 'Hyderabad',
  state: null,
  zip_code: null,
  country: 'India',
  fiscal_year: 2020,
  inspection_end_date: '2020-02-14',
  classification: 'OAI',
  classification_raw: 'Official Action Indicated (OAI)',
  posted_citations: true,
  project_areas: ['Drug Quality Assurance'],
  product_types: ['Drugs'],
  areas: [
    {
      project_area: 'Drug Quality Assurance',
      product_type: 'Drugs',
      classification: 'OAI',
      classification_raw: 'Official Action Indicated (OAI)',
      posted_citations: true,
      additional_details: null,
      fmd_145_date: null,
    },
  ],
  source_file: null,
  source_url: null,
};

const dashboardCitation = {
  inspection_id: '1183456',
  fei_number: '3004540906',
  firm_name: 'NATCO Pharma Limited',
  inspection_end_date: '2020-02-14',
  fiscal_year: 2020,
  program_area: 'Drugs',
  act_cfr_number: '21 CFR 211.192',
  short_description: 'Investigations of discrepancies, failures',
  long_description: 'There is a failure to thoroughly review any unexplained discrepancy and the failure of a batch to meet its specifications.',
  citation_id: null,
  occurrences: 1,
  source_file: null,
  source_url: null,
};

const ok = <T>(outcome: { kind: 'ok'; value: T } | { kind: 'dlq'; reason: string }): T => {
  if (outcome.kind !== 'ok') throw new Error(`expected ok, got dlq: ${outcome.reason}`);
  return outcome.value;
};
const reason = (outcome: { kind: string; reason?: string }): string => (outcome.kind === 'dlq' ? (outcome.reason ?? '') : 'ok');

describe('factsOf', () => {
  it('maps a warning letter to a compliance action fact keyed by type and case id, with the facility as the record names it', () => {
    const facts = ok(factsOf(TOPICS.rawComplianceActions, rawValue('warning-letter:596101:3004540906:drugs', complianceAction)));
    expect(facts.fei).toBe('3004540906');
    expect(facts.compliance_action).toEqual({ id: 'warning-letter:596101', kind: 'warning_letter', action_type: 'Warning Letter', date: '2021-03-04' });
    expect(facts.facility).toEqual({ name: 'NATCO Pharma Limited', state: null, country: 'India', as_of: '2021-03-04' });
    expect(facts.product_types).toEqual({ fact_id: 'action:warning-letter:596101:3004540906:drugs', types: ['Drugs'] });
    expect(facts.inspection).toBeNull();
  });

  it('gives the same action fact for the rows of one letter listed under two product types', () => {
    const drugs = ok(factsOf(TOPICS.rawComplianceActions, rawValue('warning-letter:596101:3004540906:drugs', complianceAction)));
    const biologics = ok(
      factsOf(TOPICS.rawComplianceActions, rawValue('warning-letter:596101:3004540906:biologics', { ...complianceAction, product_type: 'Biologics' })),
    );
    expect(biologics.compliance_action?.id).toBe(drugs.compliance_action?.id);
    expect(biologics.product_types?.fact_id).not.toBe(drugs.product_types?.fact_id);
  });

  it('maps a published 483 to an inspection with the 483-document id and no classification', () => {
    const facts = ok(factsOf(TOPICS.rawPublished483s, rawValue('3004540906:2020-02-14', published483)));
    expect(facts.inspection).toEqual({
      id: '483-3004540906-20200214',
      end_date: '2020-02-14',
      classification: null,
      program_area: null,
      product_types: [],
      investigators: [],
    });
    expect(facts.citations).toEqual([]);
    expect(facts.product_types).toBeNull();
  });

  it('reads the product type of a published 483 from the establishment type when the listing has one', () => {
    const facts = ok(factsOf(TOPICS.rawPublished483s, rawValue('x', { ...published483, establishment_type: 'Medical Device Manufacturer' })));
    expect(facts.inspection?.product_types).toEqual(['Devices']);
    expect(facts.inspection?.program_area).toBe('Devices');
  });

  it('rejects a published 483 without FEI or without a date, saying why', () => {
    expect(reason(factsOf(TOPICS.rawPublished483s, rawValue('x', { ...published483, fei_number: null })))).toMatch(/no FEI/);
    expect(reason(factsOf(TOPICS.rawPublished483s, rawValue('x', { ...published483, record_date: null, date_issued: null })))).toMatch(/no 483 date/);
  });

  it('maps a Dashboard inspection with its classification, and a citation to its section, categories and inspection', () => {
    const inspection = ok(factsOf(TOPICS.rawInspections, rawValue('1183456', dashboardInspection)));
    expect(inspection.inspection).toMatchObject({ id: '1183456', end_date: '2020-02-14', classification: 'OAI', program_area: 'Drugs', product_types: ['Drugs'] });

    const citation = ok(factsOf(TOPICS.rawCitations, rawValue('1183456:21 CFR 211.192:abc', { ...dashboardCitation, act_cfr_number: '21 CFR 211.192(b)' })));
    expect(citation.citations).toHaveLength(1);
    expect(citation.citations[0]).toMatchObject({
      id: '1183456:21 CFR 211.192:abc',
      inspection_id: '1183456',
      date: '2020-02-14',
      act_cfr_number: '21 CFR 211.192(b)',
      cfr_section: '21 CFR 211.192',
    });
    expect(citation.citations[0]?.categories.length).toBeGreaterThan(0);
    // The citation vouches for its inspection but says nothing of its classification.
    expect(citation.inspection).toMatchObject({ id: '1183456', classification: null });
  });

  it('gives a null section for an FD&C Act citation', () => {
    const facts = ok(factsOf(TOPICS.rawCitations, rawValue('c', { ...dashboardCitation, act_cfr_number: 'FD&C Act 501(a)(2)(B)' })));
    expect(facts.citations[0]?.cfr_section).toBeNull();
  });

  it('maps an enriched 483 observation to its inspection (with investigators) and one citation', () => {
    const facts = ok(factsOf(TOPICS.enrichedObservations, enrichedObservationValue({ act_cfr_number: null, cfr_section: null })));
    expect(facts.inspection).toMatchObject({
      id: '483-3011761321-20210128',
      end_date: '2021-01-28',
      classification: null,
      investigators: ['June P Page', 'Julius I Jones'],
      product_types: ['Drugs'],
    });
    expect(facts.citations).toEqual([
      {
        id: '483-3011761321-20210128-1',
        inspection_id: '483-3011761321-20210128',
        date: '2021-01-28',
        act_cfr_number: '',
        cfr_section: null,
        short_description: null,
        categories: ['Sterility Assurance'],
      },
    ]);
  });

  it('rejects a body that fails its schema, naming the field, and a message without envelope', () => {
    expect(reason(factsOf(TOPICS.rawComplianceActions, rawValue('x', { ...complianceAction, action_taken_date: '03/04/2021' })))).toMatch(
      /invalid compliance action: action_taken_date/,
    );
    expect(reason(factsOf(TOPICS.rawComplianceActions, complianceAction))).toMatch(/invalid envelope/);
    expect(reason(factsOf(TOPICS.rawInspections, rawValue('x', { ...dashboardInspection, classification: 'BAD' })))).toMatch(/classification/);
    expect(reason(factsOf(TOPICS.enrichedObservations, { id: 'x' }))).toMatch(/invalid enriched observation/);
    expect(reason(factsOf('raw.fda.warning_letters', rawValue('x', {})))).toMatch(/carries no facility facts/);
  });
});

describe('complianceActionKind', () => {
  it('maps the Dashboard and other spellings to the kinds the scores weigh', () => {
    expect(complianceActionKind('Warning Letter')).toBe('warning_letter');
    expect(complianceActionKind('Injunction')).toBe('injunction');
    expect(complianceActionKind('Seizure')).toBe('seizure');
    expect(complianceActionKind('Consent Decree of Permanent Injunction')).toBe('consent_decree');
    expect(complianceActionKind('Import Alert 66-40')).toBe('import_alert');
    expect(complianceActionKind('Untitled Letter')).toBe('untitled_letter');
    expect(complianceActionKind('Civil Money Penalty')).toBe('other');
  });
});

describe('canonicalProductType', () => {
  it('folds the sources’ spellings into the Dashboard vocabulary', () => {
    expect(['Drugs', 'drug', 'Human Drugs'].map(canonicalProductType)).toEqual(['Drugs', 'Drugs', 'Drugs']);
    expect(['Devices', 'medical_device', 'Radiological Health'].map(canonicalProductType)).toEqual(['Devices', 'Devices', 'Devices']);
    expect(canonicalProductType('Foods')).toBe('Food/Cosmetics');
    expect(canonicalProductType('Veterinary Medicine')).toBe('Veterinary');
    expect(canonicalProductType('  ')).toBeNull();
    expect(canonicalProductType(' Bioresearch Monitoring ')).toBe('Bioresearch Monitoring');
  });
});

const inspection = (overrides: Partial<InspectionFact>): InspectionFact => ({
  id: 'i',
  end_date: '2020-01-01',
  classification: null,
  program_area: null,
  product_types: [],
  investigators: [],
  ...overrides,
});

describe('mergeInspection', () => {
  it('lets a stated classification win, never lets null erase one, and unions the lists', () => {
    const dashboard = inspection({ classification: 'VAI', program_area: 'Drugs', product_types: ['Drugs'] });
    const fromCitation = inspection({ classification: null, program_area: null, investigators: ['A B'] });
    expect(mergeInspection(dashboard, fromCitation)).toEqual(inspection({ classification: 'VAI', program_area: 'Drugs', product_types: ['Drugs'], investigators: ['A B'] }));
    // FDA re-classifies: VAI → OAI comes through.
    expect(mergeInspection(dashboard, inspection({ classification: 'OAI' })).classification).toBe('OAI');
    expect(mergeInspection(null, fromCitation)).toBe(fromCitation);
  });
});

describe('consolidateHistory', () => {
  const base: FacilityHistory = {
    fei: '1',
    name: 'Acme',
    state: null,
    country: null,
    product_types: [],
    inspections: [],
    citations: [],
    compliance_actions: [],
  };

  it('folds a 483-only inspection into the Dashboard inspection that ended the same day, moving its citations', () => {
    const history = consolidateHistory({
      ...base,
      inspections: [
        inspection({ id: form483InspectionId('1', '2020-02-14'), end_date: '2020-02-14', investigators: ['June P Page'] }),
        inspection({ id: '1183456', end_date: '2020-02-14', classification: 'OAI', program_area: 'Drugs' }),
        inspection({ id: form483InspectionId('1', '2018-05-01'), end_date: '2018-05-01' }),
      ],
      citations: [
        { id: 'o1', inspection_id: '483-1-20200214', date: '2020-02-14', act_cfr_number: '', cfr_section: null, short_description: null, categories: [] },
        { id: 'o0', inspection_id: '483-1-20180501', date: '2018-05-01', act_cfr_number: '', cfr_section: null, short_description: null, categories: [] },
      ],
    });
    expect(history.inspections).toEqual([
      inspection({ id: '483-1-20180501', end_date: '2018-05-01' }),
      inspection({ id: '1183456', end_date: '2020-02-14', classification: 'OAI', program_area: 'Drugs', investigators: ['June P Page'] }),
    ]);
    expect(history.citations.map((c) => [c.id, c.inspection_id])).toEqual([
      ['o0', '483-1-20180501'],
      ['o1', '1183456'],
    ]);
  });

  it('orders compliance actions by date', () => {
    const history = consolidateHistory({
      ...base,
      compliance_actions: [
        { id: 'b', kind: 'warning_letter', action_type: 'Warning Letter', date: '2022-01-01' },
        { id: 'a', kind: 'seizure', action_type: 'Seizure', date: '2010-01-01' },
      ],
    });
    expect(history.compliance_actions.map((a) => a.id)).toEqual(['a', 'b']);
  });
});
