import { describe, expect, it } from 'vitest';
import type { EventTypeDefinition } from '../../graph/knowledge/event-taxonomy.schema.ts';
import { guidelineGraph, knowledgeGraph } from './rules-graph.projection.ts';

const eventType: EventTypeDefinition = {
  id: 'equipment_cleaning',
  category: 'equipment',
  name: 'Equipment cleaning',
  description: 'Equipment is not cleaned, or cleaning is not validated, so residues carry over between batches.',
  severity: 'major',
  keywords: ['cleaning', 'residue', 'swab', 'carryover', 'dirty equipment'],
  abbreviations: ['CIP'],
  misspellings: ['cleanning'],
  cfr_sections: {
    drug: [{ section: '21 CFR 211.67', relevance: 'direct' }],
    food: [],
    device: [],
    api: [{ section: '21 CFR 211.67', relevance: 'indirect' }],
  },
  ich_references: [{ section: 'ICH Q7 5.2', relevance: 'direct' }],
};

describe('knowledgeGraph', () => {
  it('folds the product types citing one section into one GOVERNED_BY, direct where any is direct', () => {
    const write = knowledgeGraph({ kind: 'event_type', taxonomy_version: 'v3.0', event_type: eventType });
    const governed = write.edges.filter((edge) => edge.type === 'GOVERNED_BY');
    expect(governed).toHaveLength(1);
    expect(governed[0]).toMatchObject({
      from: { label: 'EventType', key: 'equipment_cleaning' },
      to: { label: 'CfrSection', key: '21 CFR 211.67' },
      properties: { product_types: ['drug', 'api'], direct_for: ['drug'], relevance: 'direct' },
    });
    expect(write.edges.find((edge) => edge.type === 'GUIDED_BY')?.to).toEqual({ label: 'IchSection', key: 'ICH Q7 5.2' });
  });

  it('links an alias to its type, and an alias of `unknown` to nothing', () => {
    const toType = knowledgeGraph({ kind: 'event_type_alias', taxonomy_version: 'v3.0', alias: { alias: 'cleaning_validation', canonical: 'equipment_cleaning', rationale: 'an earlier id for the same event' } });
    expect(toType.edges).toEqual([{ type: 'ALIAS_OF', from: { label: 'EventTypeAlias', key: 'cleaning_validation' }, to: { label: 'EventType', key: 'equipment_cleaning' }, properties: {} }]);
    const toUnknown = knowledgeGraph({ kind: 'event_type_alias', taxonomy_version: 'v3.0', alias: { alias: 'unknown', canonical: 'unknown', rationale: 'the classifier sentinel, not a type' } });
    expect(toUnknown.edges).toEqual([]);
  });

  it('puts a reference section in its part or guideline, marked as a reference heading', () => {
    const cfr = knowledgeGraph({ kind: 'reference_section', section: { id: '21 CFR 117.80', heading: 'Processes and controls', source: 'eCFR, 21 CFR Part 117' } });
    expect(cfr.nodes.find((node) => node.label === 'CfrSection')?.properties).toMatchObject({ id: '21 CFR 117.80', part: 117, section_number: '117.80', heading: 'Processes and controls', text_source: 'reference' });
    expect(cfr.edges[0]?.to).toEqual({ label: 'CfrPart', key: '21 CFR Part 117' });
    const ich = knowledgeGraph({ kind: 'reference_section', section: { id: 'ICH Q7 12.1', heading: 'Validation policy', source: 'ICH Q7 Step 4, 10 November 2000' } });
    expect(ich.nodes[0]?.properties).toMatchObject({ guideline: 'ICH Q7', section_number: '12.1', title: 'Validation policy' });
    expect(ich.edges[0]?.to).toEqual({ label: 'IchGuideline', key: 'ICH Q7' });
  });

  it('cites a numbered section of a requirement, paragraph folded, and nothing for a whole document', () => {
    const base = { authority: 'FDA' as const, title: 'IND safety reports within 15 calendar days', requirement_type: 'safety_reporting' as const, therapeutic_areas: 'all' as const, phases: ['I' as const], summary: 'Sponsors notify FDA and all investigators of potential serious risks within 15 calendar days.' };
    const numbered = knowledgeGraph({ kind: 'requirement', catalogue_version: '1.0', requirement: { ...base, id: 'REQ-GEN-901', reference: { document: '21 CFR Part 312', section: '312.32(c)(1)' } } });
    expect(numbered.edges).toEqual([{ type: 'CITES', from: { label: 'Requirement', key: 'REQ-GEN-901' }, to: { label: 'CfrSection', key: '21 CFR 312.32' }, properties: { section: '312.32(c)(1)' } }]);
    expect(numbered.nodes[0]?.properties.therapeutic_areas).toEqual(['all']);
    const whole = knowledgeGraph({ kind: 'requirement', catalogue_version: '1.0', requirement: { ...base, id: 'REQ-GEN-902', reference: { document: 'FDA Guidance for Industry: Safety Reporting', section: 'Whole document' } } });
    expect(whole.edges).toEqual([]);
  });
});

describe('guidelineGraph', () => {
  it('hangs a section on its guideline and its parent section', () => {
    const write = guidelineGraph({
      id: 'ICH Q10 3.2.2',
      source: 'ich-guidelines',
      fetched_at: '2026-01-01T00:00:00.000Z',
      content_hash: 'a'.repeat(64),
      schema_version: 1,
      ich_section: 'ICH Q10 3.2.2',
      guideline: 'ICH Q10',
      guideline_code: 'Q10',
      guideline_title: 'Pharmaceutical Quality System',
      guideline_version: null,
      guideline_date: '2008-06-04',
      section_number: '3.2.2',
      title: 'Corrective Action and Preventive Action (CAPA) System',
      text: 'The pharmaceutical company should have a system for implementing corrective actions and preventive actions.',
      parent_section: 'ICH Q10 3.2',
      depth: 3,
      source_url: 'https://database.ich.org/sites/default/files/Q10%20Guideline.pdf',
    });
    expect(write.edges.map((edge) => `${edge.type}->${edge.to.key}`)).toEqual(['IN->ICH Q10', 'PART_OF->ICH Q10 3.2']);
    expect(write.nodes[1]?.properties).toMatchObject({ id: 'ICH Q10 3.2.2', text_source: 'ingested', depth: 3 });
  });

  it('links a Q7 Q&A to the Q7 sections holding the numbers it cites, one CITES per section', () => {
    const write = guidelineGraph({
      id: 'ICH Q7 Q&As 1.1',
      source: 'ich-guidelines',
      fetched_at: '2026-01-01T00:00:00.000Z',
      content_hash: 'b'.repeat(64),
      schema_version: 1,
      ich_section: 'ICH Q7 Q&As 1.1',
      guideline: 'ICH Q7 Q&As',
      guideline_code: 'Q7 Q&As',
      guideline_title: 'Parser fixture Q&As',
      guideline_version: 'Step 4',
      guideline_date: '2015-06-10',
      section_number: '1.1',
      title: 'Fixture question citing [ICH Q7, Section 5.21]?',
      text: 'Fixture answer citing [ICH Q7, Sections 12.72 to 74] and [ICH Q10, Section 2.7, ICH Q7, Section 20].',
      parent_section: null,
      depth: 1,
      source_url: 'https://www.ich.org/page/quality-guidelines',
    });
    expect(write.edges.map((edge) => [edge.type, edge.to.key, edge.properties])).toEqual([
      ['IN', 'ICH Q7 Q&As', {}],
      ['CITES', 'ICH Q7 5.2', { sections: ['5.21'] }],
      ['CITES', 'ICH Q7 12.7', { sections: ['12.72', '12.73', '12.74'] }],
      ['CITES', 'ICH Q7 20', { sections: ['20'] }],
    ]);
  });
});
