import { describe, expect, it } from 'vitest';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import { CITATION_TYPE_RULES, citationProductType, citationTypeOf, cleanLongDescription, labelCitations, sectionOf, type CitationRow } from './event-classifier-citations.ts';

const row = (overrides: Partial<CitationRow>): CitationRow => ({
  sheet: 'Drugs',
  reference: '21 CFR 211.192',
  short_description: 'Investigations of discrepancies, failures',
  long_description: 'There is a failure to thoroughly review [any unexplained discrepancy] [the failure of a batch] whether or not the batch has been already distributed.  Specifically, ***',
  frequency: 10,
  ...overrides,
});

describe('CFR section → taxonomy type mapping of the citation catalogue', () => {
  it('maps only to types the taxonomy holds', () => {
    const ids = new Set(EVENT_TAXONOMY.event_types.map((type) => type.id));
    expect(CITATION_TYPE_RULES.filter((rule) => !ids.has(rule.event_type)).map((rule) => rule.ref)).toEqual([]);
  });

  it('reads the section and paragraphs of a reference, and nothing of an Act reference', () => {
    expect(sectionOf('21 CFR 211.42(c)(10)(iv)')).toBe('211.42(c)(10)(iv)');
    expect(sectionOf('21 CFR 803.50(a)')).toBe('803.50(a)');
    expect(sectionOf('FDCA 501(a)(2)(B)')).toBeNull();
  });

  it('lets a paragraph rule win over its section, and a sub-paragraph fall under its paragraph', () => {
    expect(citationTypeOf(row({ reference: '21 CFR 211.42(c)(10)(iv)', short_description: 'Environmental Monitoring System' }))).toBe('environmental_monitoring_excursion');
    expect(citationTypeOf(row({ reference: '21 CFR 211.42(b)', short_description: 'Adequate space lacking' }))).toBe('facility_design');
    expect(citationTypeOf(row({ reference: '21 CFR 211.68(a)', short_description: 'Calibration/Inspection/Checking not done' }))).toBe('equipment_not_calibrated');
    expect(citationTypeOf(row({ reference: '21 CFR 211.68(b)', short_description: 'Backup file not maintained' }))).toBe('data_integrity_failure');
    expect(citationTypeOf(row({ reference: '21 CFR 211.160(b)(4)', short_description: 'Written calibration procedures' }))).toBe('equipment_not_calibrated');
    expect(citationTypeOf(row({ reference: '21 CFR 211.160(a)', short_description: 'Lab controls established' }))).toBe('laboratory_controls_deficiency');
  });

  it('uses the Short Description where one paragraph holds several duties', () => {
    expect(citationTypeOf(row({ reference: '21 CFR 117.145(a)', short_description: 'Allergen Controls Monitoring Proced: Establish Implement' }))).toBe('allergen_control');
    expect(citationTypeOf(row({ reference: '21 CFR 117.145(a)', short_description: 'Sanitation Controls Monitoring Proced: Establish Implement' }))).toBeNull();
    expect(citationTypeOf(row({ reference: '21 CFR 211.192', short_description: 'Quality control unit review of records' }))).toBe('quality_unit_failure');
    expect(citationTypeOf(row({}))).toBe('investigation_deficiency');
  });

  it('leaves sections without one clear type unlabelled (reserve samples, BIMO, Act references)', () => {
    expect(citationTypeOf(row({ reference: '21 CFR 211.170(b)', short_description: 'Drug product reserve containers' }))).toBeNull();
    expect(citationTypeOf(row({ reference: '21 CFR 312.60', short_description: 'Investigator obligations' }))).toBeNull();
    expect(citationTypeOf(row({ reference: 'FDCA 501(a)(2)(A)', short_description: 'Insanitary conditions' }))).toBeNull();
  });

  it('maps a whole part when the rule names only the part (803: medical device reporting)', () => {
    expect(citationTypeOf(row({ sheet: 'Devices', reference: '21 CFR 803.50(a)', short_description: 'MDR not submitted' }))).toBe('complaint_handling_deficiency');
  });

  it('takes the product class from the program area, with Part 111 as supplement and biologics as drug', () => {
    expect(citationProductType({ sheet: 'Foods', reference: '21 CFR 111.75(c)' })).toBe('supplement');
    expect(citationProductType({ sheet: 'Foods', reference: '21 CFR 117.35(c)' })).toBe('food');
    expect(citationProductType({ sheet: 'Biologics', reference: '21 CFR 606.60(a)' })).toBe('drug');
    expect(citationProductType({ sheet: 'Devices', reference: '21 CFR 820.30(a)' })).toBe('device');
    expect(citationProductType({ sheet: 'Vet Med', reference: '21 CFR 507.33' })).toBeNull();
  });
});

describe('cleanLongDescription', () => {
  it('writes bracketed alternatives as a list and drops the investigator placeholder', () => {
    expect(cleanLongDescription('Procedures were not [established] [maintained] [followed].  Specifically, ***')).toBe('Procedures were not established, maintained or followed.');
    expect(cleanLongDescription('Procedures have not been [adequately] established.  Specifically,***')).toBe('Procedures have not been adequately established.');
    expect(cleanLongDescription('Records_x000D_ are incomplete.')).toBe('Records are incomplete.');
  });
});

describe('labelCitations', () => {
  it('keeps the mapped rows with their type, product class and cleaned text, in catalogue order', () => {
    const labelled = labelCitations([
      row({}),
      row({ reference: '21 CFR 211.170(b)', short_description: 'Reserve samples' }),
      row({ sheet: 'Devices', reference: '21 CFR 820.30(a)', short_description: 'Design control - no procedures', long_description: 'Procedures to control the design of the device have not been [adequately] established.  Specifically, ***' }),
    ]);
    expect(labelled.map((citation) => [citation.event_type, citation.product_type])).toEqual([
      ['investigation_deficiency', 'drug'],
      ['design_control', 'device'],
    ]);
    expect(labelled[1]!.text).toBe('Procedures to control the design of the device have not been adequately established.');
  });
});
