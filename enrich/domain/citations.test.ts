import { describe, expect, it } from 'vitest';
import { citedSectionId } from './citations.ts';

describe('citedSectionId', () => {
  it.each([
    [{ document: '21 CFR Part 312 Investigational New Drug Application', section: '312.32' }, '21 CFR 312.32'],
    [{ document: '21 CFR Part 314 Applications for FDA Approval to Market a New Drug', section: '314.126(b)(2)' }, '21 CFR 314.126'],
    [{ document: 'ICH E6(R3) Guideline for Good Clinical Practice (Step 4, 6 January 2025)', section: '3.11.4' }, 'ICH E6(R3) 3.11.4'],
    [{ document: 'ICH E6(R3) Guideline for Good Clinical Practice', section: 'B.4.2' }, 'ICH E6(R3) B.4.2'],
    [{ document: 'ICH E9 Statistical Principles for Clinical Trials (1998)', section: '2.3.2' }, 'ICH E9 2.3.2'],
  ])('%j → %s', (reference, expected) => {
    expect(citedSectionId(reference)).toBe(expected);
  });

  it.each([
    [{ document: 'ICH E9 Statistical Principles for Clinical Trials', section: 'Whole document' }],
    [{ document: 'Regulation (EU) No 536/2014 on clinical trials', section: 'Article 29' }],
    [{ document: 'Federal Food, Drug, and Cosmetic Act', section: '505(d)' }],
    // A section number from another part than the document named is a slip, not a citation to follow.
    [{ document: '21 CFR Part 50 Protection of Human Subjects', section: '56.111' }],
  ])('returns null for %j', (reference) => {
    expect(citedSectionId(reference)).toBeNull();
  });
});
