import { describe, expect, it } from 'vitest';
import { findGuidelinePdfLink } from './pdf-link.ts';

const PAGE = 'https://www.ich.org/page/quality-guidelines';

describe('findGuidelinePdfLink', () => {
  it('finds a revised guideline under any spelling of its code, skipping training material and drafts', () => {
    const html = `
      <a href="https://database.ich.org/sites/default/files/ICH_Q9%28R1%29_Presentation_2023.pdf">Q9(R1) presentation</a>
      <a href="https://database.ich.org/sites/default/files/Q9%28R1%29_Step2_draft.pdf">Q9(R1) Step 2 draft</a>
      <a href="/sites/default/files/ICH_Q9%28R1%29_Guideline_Step4_2023_0126_0.pdf">Q9(R1) Guideline</a>`;
    expect(findGuidelinePdfLink(html, 'Q9(R1)', PAGE)).toBe('https://www.ich.org/sites/default/files/ICH_Q9%28R1%29_Guideline_Step4_2023_0126_0.pdf');
    expect(findGuidelinePdfLink('<a href="/files/Q9_R1_Guideline.pdf">x</a>', 'Q9(R1)', PAGE)).toBe('https://www.ich.org/files/Q9_R1_Guideline.pdf');
  });

  it('does not take Q10 for Q1, and gives null when no PDF matches', () => {
    const html = '<a href="https://database.ich.org/sites/default/files/Q10%20Guideline.pdf">Q10</a>';
    expect(findGuidelinePdfLink(html, 'Q1', PAGE)).toBeNull();
    expect(findGuidelinePdfLink(html, 'Q10', PAGE)).toBe('https://database.ich.org/sites/default/files/Q10%20Guideline.pdf');
    expect(findGuidelinePdfLink('<a href="/f/Q7_Guideline.html">Q7</a>', 'Q7', PAGE)).toBeNull();
  });
});
