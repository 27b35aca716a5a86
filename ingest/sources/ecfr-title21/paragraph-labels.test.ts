import { describe, expect, it } from 'vitest';
import { CFR_LEVELS, nestParagraphs, romanValue, splitLeadingLabels, splitRunInChild, USC_LEVELS, type RawParagraph } from './paragraph-labels.ts';

const para = (label: string, text = 'text', indent?: number): RawParagraph => {
  const { labels, rest } = splitLeadingLabels(`${label} ${text}`);
  return { labels, text: rest, ...(indent === undefined ? {} : { indent }) };
};
const labelsOf = (paragraphs: RawParagraph[], levels = CFR_LEVELS) => nestParagraphs(paragraphs, levels).map((s) => s.label);

describe('splitLeadingLabels', () => {
  it('splits a chain of labels off the text', () => {
    expect(splitLeadingLabels('(c)(1)(i) Tablet weight variation;')).toEqual({ labels: ['c', '1', 'i'], rest: 'Tablet weight variation;' });
  });

  it('leaves parentheses that are not paragraph labels in the text', () => {
    expect(splitLeadingLabels('(OTC) drug products').labels).toEqual([]);
    expect(splitLeadingLabels('(HCT/Ps) and drugs').labels).toEqual([]);
    expect(splitLeadingLabels('(e.g., tablets)').labels).toEqual([]);
  });
});

describe('romanValue', () => {
  it('reads canonical numerals only', () => {
    expect([romanValue('iv'), romanValue('ix'), romanValue('xiv'), romanValue('iiii'), romanValue('cc')]).toEqual([4, 9, 14, null, 200]);
  });
});

describe('nestParagraphs with CFR levels', () => {
  it('reads (i) after (h) as the next letter when (h) has no children', () => {
    expect(labelsOf([para('(g)'), para('(h)'), para('(i)'), para('(j)')])).toEqual(['(g)', '(h)', '(i)', '(j)']);
  });

  it('reads (i) after (h)(2) as the first clause of (h)(2)', () => {
    expect(labelsOf([para('(h)'), para('(1)'), para('(2)'), para('(i)'), para('(ii)'), para('(3)')])).toEqual([
      '(h)',
      '(h)(1)',
      '(h)(2)',
      '(h)(2)(i)',
      '(h)(2)(ii)',
      '(h)(3)',
    ]);
  });

  it('lets a shared layout column settle an ambiguous (i): a letter sibling of (h)', () => {
    expect(labelsOf([para('(h)', 'x', 5), para('(1)', 'x', 11), para('(i)', 'x', 5)])).toEqual(['(h)', '(h)(1)', '(i)']);
  });

  it('continues letters past (z) with (aa), (bb)', () => {
    expect(labelsOf([para('(y)'), para('(z)'), para('(aa)'), para('(bb)'), para('(cc)')])).toEqual(['(y)', '(z)', '(aa)', '(bb)', '(cc)']);
  });

  it('nests italic-level numbers under an (A) subparagraph', () => {
    expect(labelsOf([para('(a)'), para('(1)'), para('(i)'), para('(A)'), para('(1)'), para('(2)'), para('(B)')])).toEqual([
      '(a)',
      '(a)(1)',
      '(a)(1)(i)',
      '(a)(1)(i)(A)',
      '(a)(1)(i)(A)(1)',
      '(a)(1)(i)(A)(2)',
      '(a)(1)(i)(B)',
    ]);
  });

  it('places chained labels and keeps the text on the last one', () => {
    const nested = nestParagraphs([para('(c)(1)', 'Receipt of components;')], CFR_LEVELS);
    expect(nested).toEqual([
      { label: '(c)', heading: null, text: null },
      { label: '(c)(1)', heading: null, text: 'Receipt of components;' },
    ]);
  });

  it('restarts a list at (1) after unlabelled text (the next definition) instead of nesting it', () => {
    const paragraphs = [{ labels: [], text: 'Label means:' }, para('(1)'), para('(2)'), { labels: [], text: 'Labeling means:' }, para('(1)')];
    expect(labelsOf(paragraphs)).toEqual(['(1)', '(2)', '(1)']);
  });

  it('adds unlabelled text after a paragraph to that paragraph', () => {
    const nested = nestParagraphs([para('(a)', 'Table of dating periods.'), { labels: [], text: 'Whole Blood | 21 days' }], CFR_LEVELS);
    expect(nested).toEqual([{ label: '(a)', heading: null, text: 'Table of dating periods.\nWhole Blood | 21 days' }]);
  });
});

describe('nestParagraphs with U.S. Code levels', () => {
  it('orders subsection, paragraph, subparagraph, clause, subclause, item', () => {
    expect(labelsOf([para('(a)'), para('(1)'), para('(A)'), para('(i)'), para('(I)'), para('(aa)'), para('(bb)'), para('(II)')], USC_LEVELS)).toEqual([
      '(a)',
      '(a)(1)',
      '(a)(1)(A)',
      '(a)(1)(A)(i)',
      '(a)(1)(A)(i)(I)',
      '(a)(1)(A)(i)(I)(aa)',
      '(a)(1)(A)(i)(I)(bb)',
      '(a)(1)(A)(i)(II)',
    ]);
  });
});

describe('splitRunInChild', () => {
  it('splits "(a) Applicability. (1) Current…" into the heading paragraph and its first child', () => {
    expect(splitRunInChild({ labels: ['a'], text: 'Applicability. (1) Current good manufacturing practice requirements…', heading: 'Applicability' })).toEqual([
      { labels: ['a'], text: 'Applicability.', heading: 'Applicability' },
      { labels: ['1'], text: 'Current good manufacturing practice requirements…' },
    ]);
  });

  it('leaves a paragraph whose heading is followed by prose alone', () => {
    const paragraph = { labels: ['a'], text: 'The test. Except as provided in paragraph (h) of this section, manufacturers…' };
    expect(splitRunInChild(paragraph)).toEqual([paragraph]);
  });
});
