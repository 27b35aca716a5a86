import { describe, expect, it } from 'vitest';
import { normaliseReference, readDocumentHead } from './head.ts';

describe('normaliseReference', () => {
  it('writes MDCG references one way', () => {
    expect(normaliseReference('MDCG  2019-16 rev. 1')).toBe('MDCG 2019-16 Rev.1');
    expect(normaliseReference('MDCG 2022 – 5 Rev. 1')).toBe('MDCG 2022-5 Rev.1');
    expect(normaliseReference('MDCG 2019-07 Rev 1')).toBe('MDCG 2019-7 Rev.1');
    expect(normaliseReference('MDCG 2020-10/1 Rev.1')).toBe('MDCG 2020-10/1 Rev.1');
    expect(normaliseReference('Medical Devices')).toBeNull();
  });
});

describe('readDocumentHead', () => {
  it('reads reference, title and revision month from a cover with a page-header reference first', () => {
    const cover = ['Medical Devices', 'Medical Device Coordination Group Document', 'MDCG 2021- 24', '1', 'MDCG 2021-24', 'Guidance on classification of medical devices', 'October 2021', '', 'This document has been endorsed by the MDCG.'].join('\n');
    expect(readDocumentHead(cover)).toEqual({ reference: 'MDCG 2021-24', title: 'Guidance on classification of medical devices', month: '2021-10' });
  });

  it('takes the newest month under the title when a revision is dated', () => {
    const cover = 'MDCG 2019-16 Rev.1\nGuidance on Cybersecurity\nfor medical devices\nDecember 2019\nJuly 2020 rev.1\n\nThis document has been endorsed';
    expect(readDocumentHead(cover)).toEqual({ reference: 'MDCG 2019-16 Rev.1', title: 'Guidance on Cybersecurity for medical devices', month: '2020-07' });
  });

  it('reads a Commission document without an MDCG number from its first lines', () => {
    const cover = 'European\nCommission\nQ&A ON TRANSITIONAL PROVISIONS\nFOR EXAMPLE PRODUCTS\nSEPTEMBER 2023\nHealth and\nFood Safety';
    expect(readDocumentHead(cover)).toEqual({ reference: null, title: 'Q&A ON TRANSITIONAL PROVISIONS FOR EXAMPLE PRODUCTS', month: '2023-09' });
  });

  it('gives nulls for a cover it cannot read', () => {
    expect(readDocumentHead('| | |\n| --- | --- |')).toEqual({ reference: null, title: null, month: null });
  });
});
