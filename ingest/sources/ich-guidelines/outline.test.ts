import { describe, expect, it } from 'vitest';
import { looksLikeTitle, parseOutline } from './outline.ts';
import { bodyStart, joinWrapped, pageBodyLines, type BodyLine } from './page-text.ts';

const lines = (text: string): BodyLine[] => {
  let blank = false;
  const out: BodyLine[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') blank = true;
    else {
      out.push({ text: line, blankBefore: blank });
      blank = false;
    }
  }
  return out;
};
const outline = (text: string, profile = {}) => parseOutline(lines(text), profile).map((s) => [s.number, s.title, s.text]);

describe('looksLikeTitle', () => {
  it('accepts upper-case and title-case headings, rejects sentences', () => {
    expect(looksLikeTitle('GENERAL QUALITY RISK MANAGEMENT PROCESS')).toBe(true);
    expect(looksLikeTitle('Quality Risk Management as Part of development')).toBe(true);
    expect(looksLikeTitle('When planning trials, the sponsor should ensure that sufficient safety and efficacy')).toBe(false);
    expect(looksLikeTitle('Decision Maker(s):')).toBe(false);
    expect(looksLikeTitle('The rights of participants are protected.')).toBe(false);
  });
});

describe('parseOutline', () => {
  it('reads numbered headings, their titles and text, with parents and depths', () => {
    const sections = parseOutline(lines('1. INTRODUCTION\nIntro text.\n\n1.1 Scope\nScope text.\n\n1.1.1 Details\nMore.\n\n2. GLOSSARY\nTerms.'));
    expect(sections.map((s) => [s.number, s.title, s.parent, s.depth])).toEqual([
      ['1', 'INTRODUCTION', null, 1],
      ['1.1', 'Scope', '1', 2],
      ['1.1.1', 'Details', '1.1', 3],
      ['2', 'GLOSSARY', null, 1],
    ]);
    expect(sections[1]?.text).toBe('Scope text.');
  });

  it('tolerates a gap of one number (a heading lost to extraction) but not a restart', () => {
    expect(outline('1. A\n\n1.1 First\n\n1.3 Third\n\n1. Back to one\n\n2. B').map(([n]) => n)).toEqual(['1', '1.1', '1.3', '2']);
  });

  it('does not take a numbered list inside the text for sections', () => {
    expect(outline('1. SCOPE\n\n2. PROCESS\n\n2.1 Risk Assessment\nThree questions:\n   1. What might go wrong?\n   2. What is the likelihood?\n\n3. METHODOLOGY\nText.').map(([n]) => n)).toEqual(['1', '2', '2.1', '3']);
  });

  it('does not take a footnote at a page foot ("2 For convenience, …") for a section', () => {
    expect(outline('1. INTRODUCTION\n\n1.1 Background\nText.1\n2 For convenience, the term product means drug substance.\n\n1.2 Scope\nText.').map(([n]) => n)).toEqual(['1', '1.1', '1.2']);
  });

  it('keeps a numbered provision that is a sentence as text without a title', () => {
    expect(outline('1. SPONSOR\n\n1.1 Trial Design\n\n1.1.1 When planning trials, the sponsor should ensure that sufficient safety\n      data are available.')).toEqual([
      ['1', 'SPONSOR', null],
      ['1.1', 'Trial Design', null],
      ['1.1.1', null, 'When planning trials, the sponsor should ensure that sufficient safety data are available.'],
    ]);
  });

  it('joins a title wrapped onto a shorter title-case line, but not a run-in subheading', () => {
    expect(outline('1. SYSTEM\n\n1.1 Relationship of ICH Q10 to Regional GMP Requirements, ISO\n    Standards and ICH Q7\nRegional GMP requirements form the foundation for ICH Q10.')[1]).toEqual([
      '1.1',
      'Relationship of ICH Q10 to Regional GMP Requirements, ISO Standards and ICH Q7',
      'Regional GMP requirements form the foundation for ICH Q10.',
    ]);
    expect(outline('Annex I: Potential Applications\n\nI.1 Quality Risk Management as Part of Regulatory Operations\nInspection and assessment activities\nTo assist with resource allocation.')[1]).toEqual([
      'I.1',
      'Quality Risk Management as Part of Regulatory Operations',
      'Inspection and assessment activities To assist with resource allocation.',
    ]);
  });

  it('numbers annex sections behind the annex numeral, and leaves a table-only annex unnumbered', () => {
    expect(outline('1. REFERENCES\nISO 31000.\n\nAnnex I: Risk Management Methods and Tools\nOverview.\n\nI.1 Basic Methods\nFlowcharts.').map(([n, t]) => [n, t])).toEqual([
      ['1', 'REFERENCES'],
      ['Annex I', 'Risk Management Methods and Tools'],
      ['I.1', 'Basic Methods'],
    ]);
    expect(outline('1. GLOSSARY\nTerms.\n\nAnnex 1\n\nPotential Opportunities\n\n1. Comply with GMPs     Compliance').map(([n, t]) => [n, t])).toEqual([
      ['1', 'GLOSSARY'],
      ['Annex 1', 'Potential Opportunities'],
    ]);
  });

  it("writes E6(R3)'s principles as II.n, restarts the numbering in Annex 1, and reads appendices and the glossary", () => {
    const text = 'I. INTRODUCTION\nGCP.\n\nII. PRINCIPLES OF ICH GCP\n\n1. Trials should be ethical.\n\n1.1 Rights prevail.\n\nIII. ANNEX 1\n\n1. INVESTIGATOR\n\n1.1 Qualifications\n\nAPPENDICES\n\nAppendix A. INVESTIGATOR’S BROCHURE\n\nA.1 Introduction\nThe IB.\n\nGLOSSARY\nAudit: an examination.';
    const sections = parseOutline(lines(text), { romanDivisions: true, prefixedDivisions: ['II'] });
    expect(sections.map((s) => [s.number, s.parent, s.depth])).toEqual([
      ['I', null, 1],
      ['II', null, 1],
      ['II.1', 'II', 2],
      ['II.1.1', 'II.1', 3],
      ['III', null, 1],
      ['1', 'III', 2],
      ['1.1', '1', 3],
      ['Appendix A', null, 1],
      ['A.1', 'Appendix A', 2],
      ['Glossary', null, 1],
    ]);
  });

  it('reads ICH numbers in parentheses (FDA editions), joining a heading wrapped before its number', () => {
    const text = 'I. INTRODUCTION (1, 1.1)2\nText.\n\nScope (1.2)\nScope text.\n\nII. DEVELOPMENT (2)\n\nC. Risk Assessment: Linking Material Attributes to\n   Drug Product CQAs (2.1)\n\nRisk text.';
    expect(outline(text, { parentheticalNumbers: true }).map(([n, t]) => [n, t])).toEqual([
      ['1', 'INTRODUCTION'],
      ['1.2', 'Scope'],
      ['2', 'DEVELOPMENT'],
      ['2.1', 'Risk Assessment: Linking Material Attributes to Drug Product CQAs'],
    ]);
  });
});

describe('pageBodyLines and bodyStart', () => {
  const pages = [
    'GUIDELINE TITLE\nStep 4 version dated 4 June 2008',
    'Running Title\nTABLE OF CONTENTS\n1. INTRODUCTION ........................ 1\n2. SCOPE ............................. 2\n\n                  i',
    'Running Title\n1. INTRODUCTION\nText one.\n\n                  1',
    'Running Title\nmore text.\n2. SCOPE\nText two.\n\n                  2',
    'Running Title\nText three.\n\n                  3',
  ].join('\f');

  it('drops the running title and page numbers, and starts the body after the contents', () => {
    const body = pageBodyLines(pages);
    expect(body.map((line) => line.text.trim())).not.toContain('Running Title');
    expect(body.map((line) => line.text.trim())).not.toContain('1');
    const start = bodyStart(body);
    expect(body.slice(start).map((line) => line.text.trim())).toEqual(['1. INTRODUCTION', 'Text one.', 'more text.', '2. SCOPE', 'Text two.', 'Text three.']);
  });

  it('does not take a page break for a paragraph break', () => {
    const body = pageBodyLines(pages);
    expect(body.find((line) => line.text === 'more text.')?.blankBefore).toBe(false);
  });

  it('keeps a compound hyphenated at a line end whole and collapses layout spaces', () => {
    expect(joinWrapped(['a   science- and risk-', 'based approach'])).toBe('a science- and risk-based approach');
  });
});
