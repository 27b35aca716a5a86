import { describe, expect, it } from 'vitest';
import {
  addMonths,
  citationSeverityScore,
  createExpertPrior,
  deriveSectionWeights,
  expertSectionSeverity,
  expertSectionWeight,
  followUpCitations,
  sectionKey,
  sectionWeightLookup,
  type SectionEvent,
  type SectionOutcome,
  weightedReference,
} from './section-severity.ts';

describe('expertSectionSeverity', () => {
  it('reads the expert table of severity.ts at the most specific key, on a 0..1 scale', () => {
    // severity.ts: 211.192 = 7.5, 211.113(b) = 9, 211.113 = 7.5, 211.188 = 4, 820.100 = 7.
    expect(expertSectionSeverity('21 CFR 211.192')).toBe(0.75);
    expect(expertSectionSeverity('21 CFR 211.113(b)')).toBe(0.9);
    expect(expertSectionSeverity('21 CFR 211.113')).toBe(0.75);
    expect(expertSectionSeverity('21 CFR 211.188')).toBe(0.4);
    // The eCFR connector's id for the replaced QSR text weighs like the section.
    expect(expertSectionSeverity('21 CFR 820.100 (QSR)')).toBe(0.7);
  });

  it('weighs scope and definitions sections low instead of at the part default', () => {
    // Part 211 default is 5.5; 211.3 (definitions) and 820.1 (scope) are 1 in SECTION_PRIOR_ADDITIONS.
    expect(expertSectionSeverity('21 CFR 211.3')).toBe(0.1);
    expect(expertSectionSeverity('21 CFR 820.1')).toBe(0.1);
    expect(expertSectionSeverity('21 CFR 211.999')).toBe(0.55);
  });

  it('weighs FD&C Act references from the Act table and gives null for what it cannot place', () => {
    expect(expertSectionSeverity('FDCA 501(a)(2)(A)')).toBe(0.8);
    expect(expertSectionSeverity('42 CFR 493.1')).toBeNull();
    expect(expertSectionSeverity('21 CFR 1.1')).toBeNull(); // part 1 has no default
    expect(expertSectionSeverity(null)).toBeNull();
    expect(expertSectionWeight('42 CFR 493.1')).toBe(0.5);
    expect(expertSectionWeight(null)).toBe(0.5);
  });
});

describe('createExpertPrior', () => {
  it('scales the base rate by expert severity relative to a typical 0.55 section, capped at 1', () => {
    const prior = createExpertPrior(0.2);
    // 0.2 × 0.75 / 0.55 = 0.272727…
    expect(prior('21 CFR 211.192')).toBeCloseTo(0.272727, 6);
    // 0.2 × 0.1 / 0.55 = 0.036364…
    expect(prior('21 CFR 211.3')).toBeCloseTo(0.036364, 6);
    // Unknown: neutral 0.5 → 0.2 × 0.5 / 0.55 = 0.181818…
    expect(prior('42 CFR 493.1')).toBeCloseTo(0.181818, 6);
    // 0.9 × 0.9 / 0.55 = 1.47 → 1.
    expect(createExpertPrior(0.9)('21 CFR 211.113(b)')).toBe(1);
    expect(() => createExpertPrior(1.5)).toThrow(RangeError);
  });
});

describe('addMonths and sectionKey', () => {
  it('adds calendar months, clamping the day to the target month', () => {
    expect(new Date(addMonths('2020-01-15', 24)).toISOString().slice(0, 10)).toBe('2022-01-15');
    expect(new Date(addMonths('2020-01-31', 1)).toISOString().slice(0, 10)).toBe('2020-02-29');
    expect(new Date(addMonths('2019-01-31', 1)).toISOString().slice(0, 10)).toBe('2019-02-28');
  });

  it('folds paragraphs and spellings into one section key', () => {
    expect(sectionKey('21 CFR 211.192(a)')).toBe('21 CFR 211.192');
    expect(sectionKey('211.22(d)')).toBe('21 CFR 211.22');
    expect(sectionKey('21 CFR 820.100 (QSR)')).toBe('21 CFR 820.100');
    expect(sectionKey('FD&C Act 501(a)(2)(B)')).toBe('FDCA 501(a)(2)(B)');
  });
});

// Worked example. Citations (facility, section, date) and what followed at the same facility:
//   F1 211.192 2020-01-15 (twice: two observations of one 483 → one citation); WL 2020-09-01 → followed
//   F2 211.192 2020-03-01; F2 211.3 2020-03-01; no outcome for F2 → neither followed
//   F3 211.192 2019-06-01; OAI dated 2019-06-01, the inspection's own classification → followed (window inclusive)
//   F4 211.192 2019-01-10; WL 2021-01-11, one day after the 24-month window ends (2021-01-10) → not followed
//   F5 820.100 2018-05-05; WL 2018-04-01, before the citation → not followed
//   F6 211.22 2022-06-01: window ends 2024-06-01, after observedUntil 2023-12-31 → censored
//   F9 has a WL but no citation: irrelevant.
const EVENTS: SectionEvent[] = [
  { fei: 'F1', cfr_section: '21 CFR 211.192', date: '2020-01-15' },
  { fei: 'F1', cfr_section: '21 CFR 211.192(a)', date: '2020-01-15' },
  { fei: 'F2', cfr_section: '21 CFR 211.192', date: '2020-03-01' },
  { fei: 'F2', cfr_section: '21 CFR 211.3', date: '2020-03-01' },
  { fei: 'F3', cfr_section: '21 CFR 211.192', date: '2019-06-01' },
  { fei: 'F4', cfr_section: '21 CFR 211.192', date: '2019-01-10' },
  { fei: 'F5', cfr_section: '21 CFR 820.100', date: '2018-05-05' },
  { fei: 'F6', cfr_section: '21 CFR 211.22', date: '2022-06-01' },
];
const OUTCOMES: SectionOutcome[] = [
  { fei: 'F1', date: '2020-09-01', kind: 'warning_letter' },
  { fei: 'F3', date: '2019-06-01', kind: 'oai' },
  { fei: 'F4', date: '2021-01-11', kind: 'warning_letter' },
  { fei: 'F5', date: '2018-04-01', kind: 'warning_letter' },
  { fei: 'F9', date: '2020-02-01', kind: 'warning_letter' },
];
const PRIORS: Record<string, number> = { '21 CFR 211.192': 0.3, '21 CFR 211.3': 0.05, '21 CFR 820.100': 0.25, '21 CFR 211.42': 0.3, '21 CFR 211.67': 0.5 };
const prior = (section: string): number => PRIORS[section] ?? 0.1;

describe('followUpCitations', () => {
  it('pairs each distinct citation with the outcome inside its window and censors unobserved windows', () => {
    const { followUps, censored } = followUpCitations(EVENTS, OUTCOMES, { windowMonths: 24, observedUntil: '2023-12-31' });
    expect(censored.map((e) => e.fei)).toEqual(['F6']);
    const followed = followUps.filter((f) => f.outcome).map((f) => `${f.event.fei} ${f.event.cfr_section}`);
    expect(followed).toEqual(['F1 21 CFR 211.192', 'F3 21 CFR 211.192']);
    expect(followUps).toHaveLength(6); // 8 rows − 1 duplicate − 1 censored
  });

  it('rejects a non-positive window', () => {
    expect(() => followUpCitations(EVENTS, OUTCOMES, { windowMonths: 0 })).toThrow(RangeError);
  });
});

describe('deriveSectionWeights', () => {
  it('shrinks each section rate toward its prior by m pseudo-citations and normalises by the largest posterior', () => {
    const derived = deriveSectionWeights(EVENTS, OUTCOMES, { windowMonths: 24, prior, priorStrength: 4, observedUntil: '2023-12-31' });
    // 211.192: cited 4 (F1, F2, F3, F4), followed 2 → rate 0.5; posterior (2 + 4 × 0.3) / (4 + 4) = 3.2 / 8 = 0.4
    // 211.3:   cited 1, followed 0 → rate 0;   posterior (0 + 4 × 0.05) / (1 + 4) = 0.2 / 5 = 0.04
    // 820.100: cited 1, followed 0 → rate 0;   posterior (0 + 4 × 0.25) / (1 + 4) = 1 / 5 = 0.2
    // scale = 0.4 → weights 1, 0.1, 0.5. Only 211.192 reaches m = 4 citations → source 'data'.
    expect(derived.sections['21 CFR 211.192']).toEqual({
      section: '21 CFR 211.192',
      weight: 1,
      cited: 4,
      followed_by_outcome: 2,
      rate: 0.5,
      prior: 0.3,
      posterior: 0.4,
      source: 'data',
    });
    expect(derived.sections['21 CFR 211.3']).toMatchObject({ weight: 0.1, cited: 1, followed_by_outcome: 0, rate: 0, posterior: 0.04, source: 'prior' });
    expect(derived.sections['21 CFR 820.100']).toMatchObject({ weight: 0.5, rate: 0, posterior: 0.2, source: 'prior' });
    expect(derived.sections['21 CFR 211.22']).toBeUndefined(); // censored
    expect(derived).toMatchObject({ scale: 0.4, events: 6, censored: 1, followed: 2, window_months: 24, prior_strength: 4 });
    expect(derived.base_rate).toBeCloseTo(2 / 6, 10);
    // Sections listed most outcome-prone first.
    expect(Object.keys(derived.sections)).toEqual(['21 CFR 211.192', '21 CFR 820.100', '21 CFR 211.3']);
  });

  it('is the raw rate with no prior, and tends to the prior ratios with a very strong prior', () => {
    const raw = deriveSectionWeights(EVENTS, OUTCOMES, { windowMonths: 24, prior, priorStrength: 0, observedUntil: '2023-12-31' });
    // Posteriors = rates 0.5, 0, 0 → weights 1, 0, 0; every section has data ≥ 0 pseudo-citations.
    expect(raw.sections['21 CFR 211.192']?.weight).toBe(1);
    expect(raw.sections['21 CFR 820.100']?.weight).toBe(0);
    expect(raw.sections['21 CFR 211.3']?.source).toBe('data');
    const strong = deriveSectionWeights(EVENTS, OUTCOMES, { windowMonths: 24, prior, priorStrength: 1000, observedUntil: '2023-12-31' });
    // 211.192: (2 + 300) / 1004 = 0.300797; 820.100: 250 / 1001 = 0.249750 → weight 0.249750 / 0.300797 = 0.8303
    expect(strong.sections['21 CFR 820.100']?.weight).toBeCloseTo(0.8303, 4);
    // 211.3: 50 / 1001 = 0.049950 → 0.049950 / 0.300797 = 0.1661
    expect(strong.sections['21 CFR 211.3']?.weight).toBeCloseTo(0.1661, 4);
  });

  it('returns nothing, with scale 0, when there are no citations', () => {
    const derived = deriveSectionWeights([], OUTCOMES, { windowMonths: 24, prior, priorStrength: 5 });
    expect(derived).toMatchObject({ sections: {}, scale: 0, events: 0, followed: 0, base_rate: 0 });
    // The lookup then falls back to the expert table: 211.192 = 7.5 / 10.
    expect(sectionWeightLookup(derived, prior)('21 CFR 211.192')).toBe(0.75);
  });
});

describe('sectionWeightLookup', () => {
  const derived = deriveSectionWeights(EVENTS, OUTCOMES, { windowMonths: 24, prior, priorStrength: 4, observedUntil: '2023-12-31' });
  const weight = sectionWeightLookup(derived, prior);

  it('answers seen sections from the data, whatever the paragraph', () => {
    expect(weight('21 CFR 211.192(a)')).toBe(1);
    expect(weight('21 CFR 820.100')).toBe(0.5);
  });

  it('answers unseen sections with prior / scale, capped at 1, and non-CFR citations with the neutral weight', () => {
    // 211.42: 0.3 / 0.4 = 0.75; 211.67: 0.5 / 0.4 = 1.25 → 1; a section with the default 0.1 prior: 0.25.
    expect(weight('21 CFR 211.42')).toBeCloseTo(0.75, 10);
    expect(weight('21 CFR 211.67')).toBe(1);
    expect(weight('21 CFR 211.80')).toBeCloseTo(0.25, 10);
    expect(weight(null)).toBe(0.5);
    expect(sectionWeightLookup(derived, prior, 0.3)(null)).toBe(0.3);
  });
});

describe('citationSeverityScore', () => {
  it('blends 60 % section weight with 40 % of the highest category weight', () => {
    // 211.192 expert 0.75; Quality System 6.5 → 0.65: 10 × (0.6 × 0.75 + 0.4 × 0.65) = 10 × (0.45 + 0.26) = 7.1
    expect(citationSeverityScore({ cfr_section: '21 CFR 211.192', categories: ['Quality System'] }, expertSectionWeight)).toBe(7.1);
    // 211.113 expert 0.75; Sterility Assurance 8.5 beats Documentation 4: 10 × (0.45 + 0.34) = 7.9
    expect(citationSeverityScore({ cfr_section: '21 CFR 211.113', categories: ['Documentation', 'Sterility Assurance'] }, expertSectionWeight)).toBe(7.9);
  });

  it('uses the section alone, the categories alone, or the unknown weight, as far as each is known', () => {
    // 211.188 = 4 / 10 → 4.0
    expect(citationSeverityScore({ cfr_section: '21 CFR 211.188', categories: [] }, expertSectionWeight)).toBe(4);
    // Data Integrity 8.5 → 8.5
    expect(citationSeverityScore({ cfr_section: null, categories: ['Data Integrity'] }, expertSectionWeight)).toBe(8.5);
    // An unknown category is no category: neutral 0.5 → 5.0; a lookup answering 0.2 for null → 2.0
    expect(citationSeverityScore({ cfr_section: null, categories: ['Not A Category'] }, expertSectionWeight)).toBe(5);
    expect(citationSeverityScore({ cfr_section: null, categories: [] }, (s) => (s === null ? 0.2 : 1))).toBe(2);
  });

  it('weighs an FD&C Act citation by its Act reference when it has no CFR section', () => {
    // severity.ts: FDCA 501(a)(2)(A) = 8 → 8.0; with Aseptic Processing 8.5: 10 × (0.6 × 0.8 + 0.4 × 0.85) = 8.2.
    expect(citationSeverityScore({ cfr_section: null, act_cfr_number: 'FD&C Act 501(a)(2)(A)', categories: [] }, expertSectionWeight)).toBe(8);
    expect(citationSeverityScore({ cfr_section: null, act_cfr_number: 'FDCA 501(a)(2)(A)', categories: ['Aseptic Processing'] }, expertSectionWeight)).toBe(8.2);
    expect(weightedReference({ cfr_section: '21 CFR 211.192', act_cfr_number: '21 CFR 211.192(a)' })).toBe('21 CFR 211.192');
    expect(weightedReference({ cfr_section: null, act_cfr_number: 'garbage' })).toBeNull();
  });

  it('clamps a lookup answering outside 0..1', () => {
    expect(citationSeverityScore({ cfr_section: '21 CFR 211.192', categories: [] }, () => 1.7)).toBe(10);
    expect(citationSeverityScore({ cfr_section: '21 CFR 211.192', categories: [] }, () => -1)).toBe(0);
    expect(citationSeverityScore({ cfr_section: '21 CFR 211.192', categories: [] }, () => Number.NaN)).toBe(0);
  });
});
