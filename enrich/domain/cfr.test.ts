import { describe, expect, it } from 'vitest';
import {
  cfrPart,
  cfrSection,
  cfrSectionNumber,
  formatCfr,
  normaliseActReference,
  normaliseCfr,
  normaliseFdcaReference,
  parseCfr,
  referenceLookupKeys,
} from './cfr.ts';

describe('normaliseCfr', () => {
  it.each([
    ['211.192', '21 CFR 211.192'],
    ['21 CFR 211.192', '21 CFR 211.192'],
    ['21CFR211.192', '21 CFR 211.192'],
    ['21 C.F.R. § 211.192', '21 CFR 211.192'],
    ['21 C.F.R. §211.192', '21 CFR 211.192'],
    ['21 CFR Part 211.192', '21 CFR 211.192'],
    ['21 cfr 211.22(d)', '21 CFR 211.22(d)'],
    ['21-CFR-211.192', '21 CFR 211.192'],
    ['CFR 211.192', '21 CFR 211.192'],
    ['  21   CFR   211.192  ', '21 CFR 211.192'],
    ['21\u2013CFR\u2013211.192', '21 CFR 211.192'],
    ['21 CFR 211.113(b)', '21 CFR 211.113(b)'],
    ['21 CFR 820.100(a)(1)', '21 CFR 820.100(a)(1)'],
    ['21 CFR 211.42(c)(10)(iv)', '21 CFR 211.42(c)(10)(iv)'],
    ['21 CFR 211.42 (c) (10)', '21 CFR 211.42(c)(10)'],
    ['21 CFR 1271.150(c)(1)(ii)(B)', '21 CFR 1271.150(c)(1)(ii)(B)'],
    ['42 CFR 493.1', '42 CFR 493.1'],
    ['21 CFR 211.192.', '21 CFR 211.192'],
    ['§ 211.68(b)', '21 CFR 211.68(b)'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseCfr(input)).toBe(expected);
  });

  it('keeps 211.22 and 211.220 apart, since the section number is not a decimal', () => {
    expect(normaliseCfr('211.220')).toBe('21 CFR 211.220');
    expect(normaliseCfr('211.22')).toBe('21 CFR 211.22');
  });

  it('lowercases the first paragraph level, which is always a lowercase letter in the CFR', () => {
    expect(normaliseCfr('21 CFR 211.22(D)')).toBe('21 CFR 211.22(d)');
  });

  it.each([
    'FDCA 501(a)(2)(B)',
    '501(a)(2)(B)',
    'FD&C Act 503B(a)(10)',
    '21 CFR Part 211',
    '21 CFR',
    'specifically, the firm failed',
    '',
    'CFR 211.',
    '211.192(b)(4)(((',
    '21 CFR 211.192 (b)(4) redacted text',
  ])('returns null for %j, which is not a CFR section reference', (input) => {
    expect(normaliseCfr(input)).toBeNull();
  });
});

describe('normaliseActReference', () => {
  it.each([
    ['FDCA 501(a)(2)(B)', 'FDCA 501(a)(2)(B)'],
    ['FD&C Act 501(a)(2)(A)', 'FDCA 501(a)(2)(A)'],
    ['FD&C Act section 503B(a)(10)', 'FDCA 503B(a)(10)'],
    ['Section 503B(b)(5) of the FD&C Act', 'FDCA 503B(b)(5)'],
    ['FDCA 505-1(e)(2)(A)', 'FDCA 505-1(e)(2)(A)'],
    ['FDCA 505\u20131(f)(4)', 'FDCA 505-1(f)(4)'],
    ['501(a)(2)(B)', 'FDCA 501(a)(2)(B)'],
    ['fdca 503b(a)(10)', 'FDCA 503B(a)(10)'],
    ['21 CFR 211.192', '21 CFR 211.192'],
    ['211.113(b)', '21 CFR 211.113(b)'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseActReference(input)).toBe(expected);
  });

  it('rejects text that is neither a CFR nor an Act section', () => {
    expect(normaliseActReference('501')).toBeNull();
    expect(normaliseActReference('Not applicable')).toBeNull();
    expect(normaliseActReference('21 U.S.C. 351')).toBeNull();
  });

  it('does not treat an Act section as CFR through normaliseFdcaReference either way round', () => {
    expect(normaliseFdcaReference('21 CFR 211.192')).toBeNull();
  });
});

describe('section accessors', () => {
  it('cfrSection drops paragraphs', () => {
    expect(cfrSection('21 CFR 211.113(b)')).toBe('21 CFR 211.113');
    expect(cfrSection('211.42(c)(10)(iv)')).toBe('21 CFR 211.42');
    expect(cfrSection('42 CFR 493.1')).toBe('42 CFR 493.1');
  });

  it('cfrPart returns the part number', () => {
    expect(cfrPart('21 CFR 211.192')).toBe(211);
    expect(cfrPart('21-CFR-820.100(a)')).toBe(820);
    expect(cfrPart('FDCA 501(a)(2)(B)')).toBeNull();
  });

  it('cfrSectionNumber returns part.section without title or paragraphs', () => {
    expect(cfrSectionNumber('21 CFR 211.192')).toBe('211.192');
    expect(cfrSectionNumber('21 C.F.R. § 211.22(d)')).toBe('211.22');
    expect(cfrSectionNumber('garbage')).toBeNull();
  });

  it('parseCfr and formatCfr round-trip', () => {
    const parts = parseCfr('21 cfr 820.100(a)(1)');
    expect(parts).toEqual({ title: 21, part: 820, section: '100', paragraphs: ['a', '1'] });
    expect(parts && formatCfr(parts)).toBe('21 CFR 820.100(a)(1)');
  });
});

describe('referenceLookupKeys', () => {
  it('lists CFR keys from the deepest paragraph up to the part', () => {
    expect(referenceLookupKeys('21 CFR 211.42(c)(10)')).toEqual({ kind: 'cfr', keys: ['211.42(c)(10)', '211.42(c)', '211.42', '211'] });
  });
  it('lists FD&C Act keys from the deepest paragraph up to the section', () => {
    expect(referenceLookupKeys('FDCA 501(a)(2)(B)')).toEqual({ kind: 'act', keys: ['FDCA 501(a)(2)(B)', 'FDCA 501(a)(2)', 'FDCA 501(a)', 'FDCA 501'] });
  });
  it('returns null for other CFR titles and for non-references', () => {
    expect(referenceLookupKeys('42 CFR 493.1')).toBeNull();
    expect(referenceLookupKeys('not a reference')).toBeNull();
  });
});
