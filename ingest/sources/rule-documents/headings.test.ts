import { describe, expect, it } from 'vitest';
import { detectHeadings, isTitleText, romanValue } from './headings.ts';

const labels = (text: string) => detectHeadings(text.split('\n'), 'plain').map((heading) => `${heading.level}:${heading.label}`);

describe('romanValue', () => {
  it('reads the numerals FDA uses and rejects the rest', () => {
    expect([romanValue('I'), romanValue('IV'), romanValue('IX'), romanValue('XIV'), romanValue('XXX')]).toEqual([1, 4, 9, 14, 30]);
    expect([romanValue('IIII'), romanValue('VX'), romanValue(''), romanValue('XXXI')]).toEqual([null, null, null, null]);
  });
});

describe('isTitleText', () => {
  it('accepts heading-like lines and rejects sentences, list fragments and leaders', () => {
    expect(isTitleText('Process Validation')).toBe(true);
    expect(isTitleText('RECOMMENDATIONS')).toBe(true);
    expect(isTitleText('the intended purpose of the device')).toBe(false);
    expect(isTitleText('Data should be collected and reviewed by trained personnel at an appropriate frequency.')).toBe(false);
    expect(isTitleText('Scope of the guidance and')).toBe(false);
    expect(isTitleText('INTRODUCTION ........ 1')).toBe(false);
    expect(isTitleText('II.')).toBe(false);
  });
});

describe('detectHeadings (plain)', () => {
  it('joins a chapter title cut mid-phrase with its next line, so the chapters after it still follow', () => {
    const text = ['1. PRODUCTION CONTROLS', 'Text of one.', '', '2.   PACKAGING AND   LABELLING OF APIs AND', '     INTERMEDIATES', '', 'Text of two.', '', '3. STORAGE', 'Text of three.'].join('\n');
    const found = detectHeadings(text.split('\n'), 'plain');
    expect(found.map((heading) => heading.label)).toEqual(['1 PRODUCTION CONTROLS', '2 PACKAGING AND LABELLING OF APIs AND INTERMEDIATES', '3 STORAGE']);
    expect(found[1]).toMatchObject({ start: 3, end: 5 });
  });

  it('takes a section number on its own line with the title on the next one', () => {
    expect(labels('I.\n\nIntroduction\n\nText.\n\nII. Background\nMore text.')).toEqual(['1:I. Introduction', '1:II. Background']);
  });

  it('reads "I." after "H." as the ninth lettered sub-section', () => {
    const lines = ['I. SCOPE', ...'ABCDEFGH'.split('').flatMap((letter) => [`${letter}. Topic ${letter}`, 'Body.']), 'I. Topic I', 'Body.', 'II. NEXT'];
    expect(labels(lines.join('\n')).slice(-3)).toEqual(['2:H. Topic H', '2:I. Topic I', '1:II. NEXT']);
  });

  it('joins an all-caps title that wraps onto a second line', () => {
    expect(labels('I.\nPROCESSES AND PRACTICES APPLICABLE TO\nMONITORING INSPECTIONS\nBody text.\nII. NEXT')).toEqual(['1:I. PROCESSES AND PRACTICES APPLICABLE TO MONITORING INSPECTIONS', '1:II. NEXT']);
  });

  it('needs a sequence: a lone "2 Something" is not a heading', () => {
    expect(labels('Intro text.\n2 Cases were reported\nMore text.')).toEqual([]);
  });

  it('treats standard unnumbered section names at the start of a block as top-level headings', () => {
    expect(labels('Cover\n\nIntroduction\nThe text.\n\nAppendix A. Examples\nExample text.')).toEqual(['1:Introduction', '1:Appendix A. Examples']);
  });
});

describe('detectHeadings (markdown)', () => {
  it('reads ATX levels', () => {
    expect(detectHeadings(['# Title', 'text', '## Part', '### Sub ###', '#hashtag'], 'markdown').map((heading) => [heading.level, heading.label])).toEqual([
      [1, 'Title'],
      [2, 'Part'],
      [3, 'Sub'],
    ]);
  });
});
