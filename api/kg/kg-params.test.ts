import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/errors.ts';
import { numberedParagraphs } from './kg-knowledge.ts';
import { INVALID_CFR, INVALID_GUIDELINE, INVALID_SECTION, parseKgCfr, parseKgGuideline, parseKgSection } from './kg-params.ts';

const failure = (fn: () => unknown): { status: number; message: string } => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('document-3 path parameters', () => {
  it('reads the three CFR forms of the spec and refuses everything else with its message', () => {
    for (const raw of ['21-CFR-211.56', '21CFR211.56', '211.56', '21-cfr-211.56']) expect(parseKgCfr(raw)).toEqual({ section: '21 CFR 211.56', part: 211, number: '211.56' });
    for (const raw of ['21 CFR 211.56', '211', '211.56(a)', 'Part 211', '0211.56', '40-CFR-60.1', '']) expect(failure(() => parseKgCfr(raw))).toEqual({ status: 400, message: INVALID_CFR });
  });

  it('accepts Q7, Q9 (Q9(R1) too) and Q10 in any case; a real ICH code it does not serve is 404, anything else 400', () => {
    expect(['Q7', 'q9', 'Q9(R1)', 'Q10'].map(parseKgGuideline)).toEqual(['Q7', 'Q9', 'Q9', 'Q10']);
    expect(failure(() => parseKgGuideline('Q11'))).toEqual({ status: 404, message: 'Guideline not found: Q11' });
    expect(failure(() => parseKgGuideline('Quality'))).toEqual({ status: 400, message: INVALID_GUIDELINE });
  });

  it('normalises a trailing zero (12.40 → 12.4) and refuses 4-4 and "Section 4.4"', () => {
    expect(['4.4', '12.40', '12', '3.2.2', 'I.5', '2.10'].map(parseKgSection)).toEqual(['4.4', '12.4', '12', '3.2.2', 'I.5', '2.1']);
    for (const raw of ['4-4', 'Section 4.4', '4.', '.4', '']) expect(failure(() => parseKgSection(raw))).toEqual({ status: 400, message: INVALID_SECTION });
  });
});

describe('Q7 numbered paragraphs', () => {
  it('splits a subsection text at its own paragraph numbers only, in sequence', () => {
    const text = '2.10 Quality should be the responsibility of all. 2.11 Each manufacturer should establish a system, as described in Section 10.20 or 2.13 Below. 2.12 The system should be documented.';
    expect(numberedParagraphs('2.1', text)).toEqual([
      { number: '2.10', text: 'Quality should be the responsibility of all.' },
      { number: '2.11', text: 'Each manufacturer should establish a system, as described in Section 10.20 or 2.13 Below.' },
      { number: '2.12', text: 'The system should be documented.' },
    ]);
  });
});
