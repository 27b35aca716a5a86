import { describe, expect, it } from 'vitest';
import { regimeOfCfrPart } from '../../../graph/knowledge/regulation-maps.schema.ts';
import { citationRegime, documentPractice, documentRegime, practiceOfCfrPart, sharedPractice, withinRegime } from './cross-reference-regime.ts';

const doc = (rule_id: string, title: string) => ({ rule_id, title });

describe('documentRegime', () => {
  it('reads devices and drugs off FDA guidance titles, the agency name aside', () => {
    expect(documentRegime(doc('fda-guidance:a', 'Reprocessing Medical Devices in Health Care Settings: Guidance for Industry and Food and Drug Administration Staff'))).toBe('device');
    expect(documentRegime(doc('fda-guidance:b', 'Performance Standard for Diagnostic X-Ray Systems and Their Major Components'))).toBe('device');
    expect(documentRegime(doc('fda-guidance:c', 'Quality Control Practices for Compliance with the Federal Laser Performance Standard'))).toBe('device');
    expect(documentRegime(doc('fda-guidance:d', 'Sterile Drug Products Produced by Aseptic Processing — Current Good Manufacturing Practice'))).toBe('drug');
  });

  it('gives no regime to a title naming both or neither', () => {
    expect(documentRegime(doc('fda-guidance:e', 'Current Good Manufacturing Practice Requirements for Combination Products'))).toBeNull();
    expect(documentRegime(doc('fda-guidance:f', 'Circumstances that Constitute Delaying, Denying, Limiting, or Refusing a Drug or Device Inspection'))).toBeNull();
    expect(documentRegime(doc('fda-guidance:g', 'Process Validation: General Principles and Practices'))).toBeNull();
  });

  it('takes the publisher when it writes for one regime only', () => {
    expect(documentRegime(doc('eu-mdcg:md_2020-13', 'Clinical evaluation assessment report template'))).toBe('device');
    expect(documentRegime(doc('ich-guideline:q7', 'ICH Q7: Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients'))).toBe('drug');
    expect(documentRegime(doc('eu-gmp:annex-1', 'EU GMP Annex 1: Manufacture of Sterile Medicinal Products'))).toBe('drug');
  });
});

describe('documentPractice', () => {
  it('tells clinical research from manufacturing by publisher and title', () => {
    expect(documentPractice(doc('ich-guideline:e6-r3', 'ICH E6(R3): Guideline for Good Clinical Practice'))).toBe('gcp');
    expect(documentPractice(doc('ich-guideline:q10', 'ICH Q10: Pharmaceutical Quality System'))).toBe('gmp');
    expect(documentPractice(doc('fda-guidance:irb', 'Institutional Review Board (IRB) Written Procedures: Guidance for Institutions and IRBs'))).toBe('gcp');
    expect(documentPractice(doc('fda-guidance:pv', 'Process Validation: General Principles and Practices'))).toBe('gmp');
    expect(documentPractice(doc('fda-guidance:x', 'Compliance Guide for Cabinet X-Ray Systems'))).toBeNull();
  });
});

describe('citationRegime', () => {
  it('follows the cited Title 21 part', () => {
    expect(citationRegime('21 CFR 211.192', '21 CFR 211.192', ['medical_device'])).toEqual({ product: 'drug', practice: 'gmp' });
    expect(citationRegime('21 CFR 820.198(a)', '21 CFR 820.198', ['drug'])).toEqual({ product: 'device', practice: 'gmp' });
    expect(citationRegime('21 CFR 312.62(b)', '21 CFR 312.62', ['drug'])).toEqual({ product: 'drug', practice: 'gcp' });
    expect(citationRegime('21 CFR 11.10', '21 CFR 11.10', ['drug'])).toEqual({ product: null, practice: 'gcp' });
  });

  it('follows the product types of an FD&C Act citation when they agree', () => {
    expect(citationRegime('FDCA 501(a)(2)(A)', null, ['drug', 'biologics'])).toEqual({ product: 'drug', practice: 'gmp' });
    expect(citationRegime('FDCA 503B(a)(10)', null, ['medical_device'])).toEqual({ product: 'device', practice: 'gmp' });
    expect(citationRegime('FDCA 704(a)', null, ['drug', 'medical_device'])).toEqual({ product: null, practice: null });
    expect(citationRegime('FDCA 704(a)', null, [])).toEqual({ product: null, practice: null });
  });
});

describe('practiceOfCfrPart', () => {
  it('draws the GMP/GCP line where the regulation maps draw it (enrich/domain may not import them)', () => {
    for (let part = 1; part <= 1400; part += 1) expect(practiceOfCfrPart(part), `Part ${part}`).toBe(regimeOfCfrPart(part) ?? null);
  });
});

describe('sharedPractice', () => {
  it('is the practice all the sections share, else null', () => {
    expect(sharedPractice(['21 CFR 211.192', '21 CFR 211.160'])).toBe('gmp');
    expect(sharedPractice(['21 CFR 312.62'])).toBe('gcp');
    expect(sharedPractice(['21 CFR 211.192', '21 CFR 312.62'])).toBeNull();
    expect(sharedPractice(['21 CFR 211.192', '21 CFR 7.40'])).toBeNull();
    expect(sharedPractice([])).toBeNull();
  });
});

describe('withinRegime', () => {
  const drugGmp = { product: 'drug', practice: 'gmp' } as const;
  it('drops only a document of the other regime', () => {
    const xray = doc('fda-guidance:x', 'Compliance Guide for Cabinet X-Ray Systems');
    const combination = doc('fda-guidance:c', 'CGMP Requirements for Combination Products');
    const irb = doc('fda-guidance:irb', 'Institutional Review Board (IRB) Written Procedures');
    expect(withinRegime(drugGmp, xray)).toBe(false);
    expect(withinRegime(drugGmp, irb)).toBe(false);
    expect(withinRegime({ product: 'device', practice: 'gmp' }, xray)).toBe(true);
    expect(withinRegime({ product: 'drug', practice: 'gcp' }, irb)).toBe(true);
    expect(withinRegime(drugGmp, combination)).toBe(true);
    expect(withinRegime({ product: null, practice: null }, xray)).toBe(true);
  });
});
