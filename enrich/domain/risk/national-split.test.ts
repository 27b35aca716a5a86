import { describe, expect, it } from 'vitest';
import { compositeRiskScore } from './composite-risk.ts';
import type { FacilityHistory, InspectionFact } from './facility-history.ts';
import { type ClassificationAggregateRow, EMPTY_SPLIT, addToSplit, notOaiWeight } from './national-split.ts';
import type { CompositeRiskContext } from './composite-risk.ts';

// Rows as the Dashboard aggregates connector publishes them (class_product.csv, FY2009 Drugs;
// class_fiscal.csv, FY2010 all types).
const rows: ClassificationAggregateRow[] = [
  { table: 'class_product', keys: { fiscal_year: 2009, product_type: 'Drugs', classification: 'No Action Indicated (NAI)' }, values: { total: 1095 } },
  { table: 'class_product', keys: { fiscal_year: 2009, product_type: 'Drugs', classification: 'Voluntary Action Indicated (VAI)' }, values: { total: 1068 } },
  { table: 'class_product', keys: { fiscal_year: 2009, product_type: 'Drugs', classification: 'Official Action Indicated (OAI)' }, values: { total: 160 } },
  { table: 'class_fiscal', keys: { fiscal_year: 2010, classification: 'No Action Indicated (NAI)' }, values: { count: 4473 } },
  { table: 'class_fiscal', keys: { fiscal_year: 2010, classification: 'Voluntary Action Indicated (VAI)' }, values: { count: 3031 } },
  { table: 'recalls_product_class', keys: { fiscal_year: 2012, product_classification: 'Class I' }, values: { total: 125 } },
];
const split = addToSplit(EMPTY_SPLIT, rows);

const notOai = (id: string, end_date: string, type = 'Drugs'): InspectionFact => ({ id, end_date, classification: null, not_oai: true, program_area: type, product_types: [type], investigators: [] });

describe('national NAI/VAI split', () => {
  it('weighs a not-OAI inspection at its fiscal year and product type: (0.1 x 1095 + 0.5 x 1068) / 2163', () => {
    // 2009-03-01 is in FY2009.
    expect(notOaiWeight(split, notOai('a', '2009-03-01'))?.weight).toBeCloseTo(643.5 / 2163, 10);
  });

  it('falls back to the fiscal year over all types, then to unknown', () => {
    // 2009-10-15 is FY2010: no Drugs row, the FY2010 total row applies: (447.3 + 1515.5) / 7504.
    expect(notOaiWeight(split, notOai('b', '2009-10-15'))?.weight).toBeCloseTo(1962.8 / 7504, 10);
    expect(notOaiWeight(split, notOai('c', '2015-01-01'))).toBeNull();
  });

  it('lets the composite oai_ratio count a not-OAI inspection at that weight instead of leaving it out', () => {
    const history: FacilityHistory = {
      fei: '9990001',
      name: 'Fixture facility',
      state: null,
      country: null,
      product_types: ['Drugs'],
      inspections: [notOai('a', '2009-03-01'), { ...notOai('o', '2009-06-01'), classification: 'OAI', not_oai: false }],
      citations: [],
      compliance_actions: [],
    };
    const context: CompositeRiskContext = { asOf: '2010-01-01', peerAverage: null, sectionWeight: () => 0 };
    const without = compositeRiskScore(history, context);
    const withSplit = compositeRiskScore(history, { ...context, notOaiWeight: (i) => notOaiWeight(split, i) });
    // Without the split only the OAI counts: 40 x 1.0.
    expect(without.factors.oai_ratio).toBe(40);
    // With it: 40 x (1.0 + 0.29750) / 2 = 25.95.
    expect(withSplit.factors.oai_ratio).toBeCloseTo(25.95, 2);
    expect(withSplit.factor_descriptions.oai_ratio).toContain('1 not OAI (NAI and VAI not split by the source)');
  });
});
