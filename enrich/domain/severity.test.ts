import { describe, expect, it } from 'vitest';
import { OBSERVATION_CATEGORIES } from './observation-categories.ts';
import {
  CATEGORY_SEVERITY_WEIGHTS,
  MAX_TEXT_BONUS,
  SECTION_SEVERITY_WEIGHTS,
  SEVERITY_TEXT_SIGNALS,
  severityBreakdown,
  severityScore,
} from './severity.ts';

// Edge Pharma 483 (3/30/2020), OBSERVATION 1.B.1, abridged: a presumptive sterility positive,
// not investigated, batch released and distributed.
const STERILITY_FAILURE = `Procedures designed to prevent microbiological contamination of drug products purporting to be sterile
are not established and followed. On 10/29/19, the firm found filaments during the read of media used to conduct
sterility testing of Cefuroxime PF 3mg/0.3ml. A deviation was initiated as the firm failed to follow procedure,
S-QMR-021 Sterility Failure Investigation; however, no sterility failure investigation was conducted. This batch
of 1ml syringes was released by the firm's Quality Unit on 11/4/19 and distributed.`;

const LABEL_SLIP = 'The batch production and control records do not include a specimen or copy of each label used.';

describe('severityScore', () => {
  it('scores a sterility failure on 211.113(b) far above a labeling documentation slip on 211.188', () => {
    // 0.6 × 9 (211.113(b)) + 0.4 × (8.5 + 0.25 for a second serious category) = 8.9, plus the text
    // bonus capped at 3 (sterility failure 1, not investigated 0.75, released despite failure 0.75,
    // contamination 0.5) → 11.9, clamped to 10.
    const sterile = severityScore({ cfr: '21 CFR 211.113(b)', categories: ['Sterility Assurance', 'Aseptic Processing'], text: STERILITY_FAILURE });
    // 0.6 × 4 (211.188) + 0.4 × 4 (Documentation), no signals.
    const label = severityScore({ cfr: '21 CFR 211.188(b)(8)', categories: ['Documentation'], text: LABEL_SLIP });
    expect(sterile).toBe(10);
    expect(label).toBe(4);
  });

  it('scores an unknown CFR from its categories alone', () => {
    expect(severityScore({ cfr: null, categories: ['Data Integrity'] })).toBe(8.5);
    expect(severityScore({ cfr: 'not a reference', categories: ['Documentation'] })).toBe(4);
  });

  it('gives the neutral 5 when neither section nor categories are known', () => {
    expect(severityScore({ cfr: null, categories: [] })).toBe(5);
    expect(severityScore({ cfr: null, categories: ['Not A Category'] })).toBe(5);
  });

  it('uses the most specific section weight, then the section, then the part default', () => {
    expect(severityScore({ cfr: '21 CFR 211.42(c)(10)(iv)', categories: [] })).toBe(8);
    expect(severityScore({ cfr: '21 CFR 211.42(a)', categories: [] })).toBe(5.5);
    expect(severityScore({ cfr: '21 CFR 211.999', categories: [] })).toBe(5.5);
    expect(severityScore({ cfr: '21 CFR 820.100(a)', categories: [] })).toBe(7);
    expect(severityScore({ cfr: '42 CFR 493.1', categories: [] })).toBe(5);
  });

  it('weights FD&C Act references, falling back to the parent paragraph', () => {
    expect(severityScore({ cfr: 'FDCA 501(a)(2)(A)', categories: [] })).toBe(8);
    expect(severityScore({ cfr: 'FD&C Act 503B(a)(10)(A)', categories: [] })).toBe(4);
  });

  it('adds breadth only for further serious categories, not for Documentation riding along', () => {
    expect(severityScore({ cfr: null, categories: ['Quality System', 'Documentation'] })).toBe(6.5);
    expect(severityScore({ cfr: null, categories: ['Quality System', 'Laboratory Controls'] })).toBe(6.8); // 6.75 rounds up
    expect(severityScore({ cfr: null, categories: ['Aseptic Processing', 'Sterility Assurance', 'Environmental Monitoring', 'Quality System'] })).toBe(9);
  });

  it('raises the score for a repeat observation', () => {
    const base = { cfr: '21 CFR 211.67(b)', categories: ['Facility & Equipment'] };
    const first = severityScore({ ...base, text: 'Written procedures are not established for the cleaning of equipment.' });
    const repeat = severityScore({
      ...base,
      text: 'Written procedures are not established for the cleaning of equipment. Deficiencies regarding cleaning practices were also noted during the 2018 FDA inspection.',
    });
    // 0.6 × 6.5 + 0.4 × 5.5 = 6.1; repeat adds 1.5.
    expect(first).toBe(6.1);
    expect(repeat).toBe(7.6);
  });

  it('needs a failure next to "distributed" before counting it', () => {
    expect(severityBreakdown({ cfr: null, categories: [], text: 'Distribution records were incomplete for product distributed in 2019.' }).signals).toEqual([]);
    expect(severityBreakdown({ cfr: null, categories: [], text: 'The OOS batch was released and distributed.' }).signals).toEqual(['released despite failure']);
  });

  it('caps the text bonus', () => {
    const everything = 'REPEAT OBSERVATION. Falsified records; patient hospitalized; recall; contaminated; no investigation; sterility failure; batch released despite the OOS.';
    const b = severityBreakdown({ cfr: null, categories: ['Documentation'], text: everything });
    expect(b.signals.length).toBe(SEVERITY_TEXT_SIGNALS.length);
    expect(b.textBonus).toBe(MAX_TEXT_BONUS);
    expect(b.score).toBe(7);
  });

  it('reads OCR text (an "r" misread as "1", as in the 2020 FDA scans) when looking for signals', () => {
    expect(severityBreakdown({ cfr: null, categories: [], text: 'A ste1ility positive was found in the media.' }).signals).toEqual(['sterility failure']);
  });

  it('keeps every score within 0–10 with one decimal, whatever the combination', () => {
    const sections = [...Object.keys(SECTION_SEVERITY_WEIGHTS).map((k) => `21 CFR ${k}`), null, 'FDCA 501(a)(2)(A)', 'garbage'];
    const texts = [undefined, '', STERILITY_FAILURE, 'REPEAT OBSERVATION falsified data, patient deaths, recall, mold, not investigated, released after OOS'];
    for (const cfr of sections) {
      for (let i = 0; i < OBSERVATION_CATEGORIES.length; i++) {
        const categories = OBSERVATION_CATEGORIES.slice(i, i + 3);
        for (const text of texts) {
          const score = severityScore({ cfr, categories, ...(text === undefined ? {} : { text }) });
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(10);
          expect(Math.round(score * 10) / 10).toBe(score);
        }
      }
    }
  });

  it('ranks the intrinsic category weights as the design says: sterility, aseptic, data integrity highest; documentation lowest', () => {
    const weights = Object.entries(CATEGORY_SEVERITY_WEIGHTS).sort((a, b) => b[1] - a[1]);
    expect(new Set(weights.slice(0, 3).map(([c]) => c))).toEqual(new Set(['Sterility Assurance', 'Aseptic Processing', 'Data Integrity']));
    expect(weights[weights.length - 1]?.[0]).toBe('Documentation');
    expect(Object.keys(CATEGORY_SEVERITY_WEIGHTS).sort()).toEqual([...OBSERVATION_CATEGORIES].sort());
  });
});
