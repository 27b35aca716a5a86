import { describe, expect, it } from 'vitest';
import { citationRegime, documentRegime, withinRegime } from './cross-reference-regime.ts';

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

describe('citationRegime', () => {
  it('follows the cited Title 21 part', () => {
    expect(citationRegime('21 CFR 211.192', ['medical_device'])).toBe('drug');
    expect(citationRegime('21 CFR 820.198', ['drug'])).toBe('device');
    expect(citationRegime('21 CFR 11.10', ['drug'])).toBeNull();
  });

  it('follows the product types of an FD&C Act citation when they agree', () => {
    expect(citationRegime(null, ['drug', 'biologics'])).toBe('drug');
    expect(citationRegime(null, ['medical_device'])).toBe('device');
    expect(citationRegime(null, ['drug', 'medical_device'])).toBeNull();
    expect(citationRegime(null, [])).toBeNull();
  });
});

describe('withinRegime', () => {
  it('drops only a document of the other regime', () => {
    const xray = doc('fda-guidance:x', 'Compliance Guide for Cabinet X-Ray Systems');
    const combination = doc('fda-guidance:c', 'CGMP Requirements for Combination Products');
    expect(withinRegime('drug', xray)).toBe(false);
    expect(withinRegime('device', xray)).toBe(true);
    expect(withinRegime('drug', combination)).toBe(true);
    expect(withinRegime(null, xray)).toBe(true);
  });
});
