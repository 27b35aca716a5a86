import { describe, expect, it } from 'vitest';
import { fiscalYearOf, productTypeOf } from './product-type.ts';

describe('productTypeOf', () => {
  it('files outsourcing facilities and sterile drug producers under Drugs', () => {
    expect(productTypeOf('Outsourcing Facility')).toEqual({ product_type: 'drug', program_area: 'Drugs' });
    expect(productTypeOf('Producer of Sterile Drug Products')).toEqual({ product_type: 'drug', program_area: 'Drugs' });
  });
  it('recognises devices, biologics and foods', () => {
    expect(productTypeOf('Medical Device Manufacturer').program_area).toBe('Devices');
    expect(productTypeOf('Blood Bank').program_area).toBe('Biologics');
    expect(productTypeOf('Dietary Supplement Manufacturer').program_area).toBe('Foods');
  });
  it('defaults to drug when the type is missing', () => {
    expect(productTypeOf(null).product_type).toBe('drug');
  });
});

describe('fiscalYearOf', () => {
  it('starts the fiscal year on 1 October', () => {
    expect(fiscalYearOf('2019-09-30')).toBe(2019);
    expect(fiscalYearOf('2019-10-01')).toBe(2020);
    expect(fiscalYearOf('2020-01-15')).toBe(2020);
  });
});
