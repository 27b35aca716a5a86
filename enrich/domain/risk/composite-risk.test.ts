import { describe, expect, it } from 'vitest';
import { COMPOSITE_METHODOLOGY, compositeRiskScore, riskBand, riskScoreChange } from './composite-risk.ts';
import { HALF, action, citation, facility, inspection } from './risk-test-builders.ts';

// Every expected value below is worked by hand from the v2.0 definitions (spec doc 2 and
// README.md): oai 40 × mean(OAI 1, VAI 0.5, NAI 0.1); citation_frequency 25 × min(1, rate / 5)
// with rate = citations / max(1, years since the first inspection); recency 15 × 0.5^(years / 2);
// severity 10 × (max + mean) / 2 of section weights; peer 10 × p² / (p² + a²), p = others + 5.
// Years are days / 365.25; day counts are written out.

const YEAR = 365.25;
const AS_OF = '2024-07-01';


describe('compositeRiskScore: edge cases', () => {
  it('one NAI inspection: 4 points of oai_ratio, nothing else but the peer factor', () => {
    const history = facility({ inspections: [inspection('I1', '2024-01-01', 'NAI')] });
    // oai 40 × 0.1 = 4; no citations → 0 and 0; NAI is not adverse → recency 0; peer unknown → 5. Total 9.0.
    const alone = compositeRiskScore(history, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF });
    expect(alone.factors).toEqual({ oai_ratio: 4, citation_frequency: 0, recency: 0, severity: 0, peer_benchmark: 5 });
    expect(alone.risk_score).toBe(9);
    expect(alone.risk_level).toBe('low');
    // Against a peer average of 30: p = 4 + 5 = 9 → 10 × 81 / (81 + 900) = 0.8257; total 4.8257 → 4.8.
    const peered = compositeRiskScore(history, { asOf: AS_OF, peerAverage: 30, sectionWeight: HALF });
    expect(peered.factors.peer_benchmark).toBe(0.83);
    expect(peered.risk_score).toBe(4.8);
  });

  it('no inspections at all: every evidence factor 0; the peer factor alone', () => {
    const empty = facility();
    expect(compositeRiskScore(empty, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF }).risk_score).toBe(5);
    // p = 0 + 5 = 5 against 25: 10 × 25 / (25 + 625) = 0.3846 → 0.4.
    expect(compositeRiskScore(empty, { asOf: AS_OF, peerAverage: 25, sectionWeight: HALF }).risk_score).toBe(0.4);
    // A peer average of 0: anyone with p > 0 is above it → 10.
    expect(compositeRiskScore(empty, { asOf: AS_OF, peerAverage: 0, sectionWeight: HALF }).factors.peer_benchmark).toBe(10);
    const text = compositeRiskScore(empty, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF }).factor_descriptions;
    expect(text.citation_frequency).toContain('No inspection history');
    expect(text.peer_benchmark).toContain('under 10 facilities');
  });

  it('all OAI, with a worked total', () => {
    // Three OAI inspections two years apart, the last on the as-of date; 10 citations; a warning letter.
    const history = facility({
      inspections: [inspection('I1', '2020-07-01', 'OAI'), inspection('I2', '2022-07-01', 'OAI'), inspection('I3', '2024-07-01', 'OAI')],
      citations: [
        citation('I3', '2024-07-01', '21 CFR 211.192', 1),
        citation('I3', '2024-07-01', '21 CFR 211.192', 2),
        citation('I3', '2024-07-01', '21 CFR 211.22', 3),
        citation('I3', '2024-07-01', '21 CFR 211.113', 4),
        citation('I2', '2022-07-01', '21 CFR 211.192', 1),
        citation('I2', '2022-07-01', '21 CFR 211.67', 2),
        citation('I2', '2022-07-01', '21 CFR 211.100', 3),
        citation('I1', '2020-07-01', '21 CFR 211.160', 1),
        citation('I1', '2020-07-01', '21 CFR 211.160', 2),
        citation('I1', '2020-07-01', '21 CFR 211.188', 3),
      ],
      compliance_actions: [action('warning_letter', '2022-10-01')],
    });
    const weights: Record<string, number> = {
      '21 CFR 211.192': 0.8,
      '21 CFR 211.22': 0.6,
      '21 CFR 211.113': 1,
      '21 CFR 211.67': 0.4,
      '21 CFR 211.100': 0.5,
      '21 CFR 211.160': 0.5,
      '21 CFR 211.188': 0.2,
    };
    const score = compositeRiskScore(history, { asOf: AS_OF, peerAverage: 40, sectionWeight: (s) => weights[s ?? ''] ?? 0 });
    // oai: 40 × 1 = 40.
    // citation_frequency: 2020-07-01 → 2024-07-01 = 1461 days (one leap day) = 4 years; 10 / 4 = 2.5 a year → 25 × 2.5 / 5 = 12.5.
    // recency: last adverse event is the OAI on the as-of date → 15.
    // severity: weights 0.8 0.8 0.6 1.0 | 0.8 0.4 0.5 | 0.5 0.5 0.2 → sum 6.1, mean 0.61, max 1 → 10 × (1 + 0.61) / 2 = 8.05.
    // peer: p = 40 + 12.5 + 15 + 8.05 + 5 = 80.55; p² = 6488.3025; 10 × 6488.3025 / (6488.3025 + 1600) = 8.0218.
    // total = 75.55 + 8.0218 = 83.57 → 83.6, critical.
    expect(score.factors).toEqual({ oai_ratio: 40, citation_frequency: 12.5, recency: 15, severity: 8.05, peer_benchmark: 8.02 });
    expect(score.risk_score).toBe(83.6);
    expect(score.risk_level).toBe('critical');
    expect(score.fei_number).toBe('3001234567');
    expect(score.methodology_version).toBe('v2.0');
    expect(score.methodology).toBe(COMPOSITE_METHODOLOGY);
    expect(score.factor_descriptions.oai_ratio).toContain('3 OAI, 0 VAI, 0 NAI');
  });

  it('only unknown classifications: oai_ratio 0, not NAI, while the 483 still counts as an adverse event', () => {
    // One inspection known from its 483 with 2 citations (2023-03-01), one known only from the published-483 list (2021-06-15).
    const history = facility({
      inspections: [inspection('483-3001234567-20230301', '2023-03-01', null), inspection('483-3001234567-20210615', '2021-06-15', null)],
      citations: [citation('483-3001234567-20230301', '2023-03-01', '21 CFR 211.192', 1), citation('483-3001234567-20230301', '2023-03-01', null, 2)],
    });
    const score = compositeRiskScore(history, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF });
    // oai: no classified inspection → 0.
    // citation_frequency: 2021-06-15 → 2024-06-15 = 1096 days (2024-02-29), + 16 = 1112 days; 2 / (1112 / 365.25) a year.
    const frequency = 25 * Math.min(1, 2 / (1112 / YEAR) / 5); // 3.2847
    // recency: 2023-03-01 → 2024-03-01 = 366 days, + 31 + 30 + 31 + 30 = 488 days.
    const recency = 15 * 0.5 ** (488 / YEAR / 2); // 9.4405
    // severity: both citations weigh 0.5 (the second, an FD&C Act citation, is looked up by its Act reference) → 10 × 0.5 = 5. Peer 5.
    expect(score.factors.oai_ratio).toBe(0);
    expect(score.factors.citation_frequency).toBeCloseTo(frequency, 2);
    expect(score.factors.recency).toBeCloseTo(recency, 2);
    expect(score.factors.severity).toBe(5);
    expect(score.risk_score).toBe(Math.round((frequency + recency + 5 + 5) * 10) / 10); // 22.7
    expect(score.risk_score).toBe(22.7);
    expect(score.factor_descriptions.oai_ratio).toContain('unknown is not NAI');
    expect(score.factor_descriptions.recency).toContain('issued a 483');
  });

  it('no citations: citation_frequency and severity are 0', () => {
    const history = facility({ inspections: [inspection('I1', '2023-07-01', 'VAI')] });
    const score = compositeRiskScore(history, { asOf: AS_OF, peerAverage: null, sectionWeight: () => 1 });
    // oai 40 × 0.5 = 20; recency: 2023-07-01 → 2024-07-01 = 366 days → 15 × 0.5^(366 / 365.25 / 2).
    expect(score.factors.citation_frequency).toBe(0);
    expect(score.factors.severity).toBe(0);
    expect(score.factors.recency).toBeCloseTo(15 * 0.5 ** (366 / YEAR / 2), 2); // 10.597
    expect(score.risk_score).toBe(Math.round((20 + 15 * 0.5 ** (366 / YEAR / 2) + 5) * 10) / 10); // 35.6
    expect(score.risk_level).toBe('medium');
  });

  it('nothing in five years: recency has decayed below 15 × 0.5^2.5 while the old history still counts', () => {
    const history = facility({
      inspections: [inspection('I1', '2018-01-10', 'VAI')],
      citations: [citation('I1', '2018-01-10', '21 CFR 211.192', 1), citation('I1', '2018-01-10', '21 CFR 211.67', 2), citation('I1', '2018-01-10', '21 CFR 211.22', 3)],
      compliance_actions: [action('warning_letter', '2018-06-01')],
    });
    const score = compositeRiskScore(history, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF });
    // oai 20. citation_frequency: 2018-01-10 → 2024-01-10 = 6 × 365 + 1 (2020-02-29) = 2191 days; → 2024-07-01 is
    // 21 + 29 + 31 + 30 + 31 + 30 + 1 = 173 more: 2364 days; 3 citations.
    const frequency = 25 * (3 / (2364 / YEAR) / 5); // 2.3176
    // recency: the warning letter, 2018-06-01 → 2024-06-01 = 2192 days (2020, 2024 leap days), + 30 = 2222 days.
    const recency = 15 * 0.5 ** (2222 / YEAR / 2); // 1.8216
    expect(score.factors.citation_frequency).toBeCloseTo(frequency, 2);
    expect(score.factors.recency).toBeCloseTo(recency, 2);
    expect(score.factors.recency).toBeLessThan(15 * 0.5 ** 2.5);
    expect(score.risk_score).toBe(Math.round((20 + frequency + recency + 5 + 5) * 10) / 10); // 34.1
    expect(score.factor_descriptions.recency).toContain('Warning Letter on 2018-06-01');
  });
});

describe('compositeRiskScore: what counts', () => {
  it('ignores facts dated after the as-of date, so past scores can be recomputed', () => {
    const history = facility({
      inspections: [inspection('I1', '2024-01-01', 'NAI'), inspection('I2', '2024-08-01', 'OAI')],
      citations: [citation('I2', '2024-08-01', '21 CFR 211.192', 1)],
      compliance_actions: [action('warning_letter', '2024-09-01')],
    });
    const score = compositeRiskScore(history, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF });
    expect(score.factors).toEqual({ oai_ratio: 4, citation_frequency: 0, recency: 0, severity: 0, peer_benchmark: 5 });
  });

  it('counts compliance actions as adverse events, except those of kind other', () => {
    const recall = facility({ compliance_actions: [action('recall', '2024-07-01', 'Recall')] });
    const other = facility({ compliance_actions: [action('other', '2024-07-01', 'Something Else')] });
    expect(compositeRiskScore(recall, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF }).factors.recency).toBe(15);
    expect(compositeRiskScore(other, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF }).factors.recency).toBe(0);
  });

  it('does not count an NAI inspection as adverse even when it has citations', () => {
    const history = facility({ inspections: [inspection('I1', '2024-07-01', 'NAI')], citations: [citation('I1', '2024-07-01', '21 CFR 211.192', 1)] });
    expect(compositeRiskScore(history, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF }).factors.recency).toBe(0);
  });

  it('looks FD&C Act citations up by their Act reference, and only a citation with neither as null', () => {
    const asked: Array<string | null> = [];
    const history = facility({
      inspections: [inspection('I1', AS_OF, 'VAI')],
      citations: [citation('I1', AS_OF, '21 CFR 211.192', 1), citation('I1', AS_OF, null, 2), { ...citation('I1', AS_OF, null, 3), act_cfr_number: 'not a reference' }],
    });
    compositeRiskScore(history, { asOf: AS_OF, peerAverage: null, sectionWeight: (s) => (asked.push(s), 0.5) });
    expect(asked).toEqual(['21 CFR 211.192', 'FDCA 501(a)(2)(A)', null]);
  });

  it('saturates citation_frequency at 5 citations a year, over at least one year of history', () => {
    // 12 citations from one inspection a month ago: rate 12 / max(1, 0.08) = 12 a year → capped at 25.
    const cites = Array.from({ length: 12 }, (_, n) => citation('I1', '2024-06-01', '21 CFR 211.192', n));
    const many = facility({ inspections: [inspection('I1', '2024-06-01', 'VAI')], citations: cites });
    expect(compositeRiskScore(many, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF }).factors.citation_frequency).toBe(25);
    // 3 citations a month ago: 3 / 1 year (the floor) = 3 a year → 25 × 3 / 5 = 15.
    const few = facility({ inspections: [inspection('I1', '2024-06-01', 'VAI')], citations: cites.slice(0, 3) });
    expect(compositeRiskScore(few, { asOf: AS_OF, peerAverage: null, sectionWeight: HALF }).factors.citation_frequency).toBe(15);
  });

  it('weighs a single severe section with the mean, so one critical finding is not diluted away', () => {
    const cites = [citation('I1', '2024-07-01', 'A', 1), citation('I1', '2024-07-01', 'B', 2), citation('I1', '2024-07-01', 'B', 3), citation('I1', '2024-07-01', 'B', 4)];
    const history = facility({ inspections: [inspection('I1', '2024-07-01', 'VAI')], citations: cites });
    // weights 1, 0, 0, 0 → max 1, mean 0.25 → 10 × 1.25 / 2 = 6.25.
    expect(compositeRiskScore(history, { asOf: AS_OF, peerAverage: null, sectionWeight: (s) => (s === 'A' ? 1 : 0) }).factors.severity).toBe(6.25);
  });

  it('keeps a group of identical facilities at a peer factor of exactly 5', () => {
    const history = facility({ inspections: [inspection('I1', '2024-01-01', 'NAI')] });
    // Its four factors add up to 4, so its score at the average is 4 + 5 = 9: with a = 9, p = a → 5.
    expect(compositeRiskScore(history, { asOf: AS_OF, peerAverage: 9, sectionWeight: HALF }).factors.peer_benchmark).toBe(5);
  });
});

describe('riskBand', () => {
  it('cuts at 25, 50 and 75', () => {
    expect([0, 24.9, 25, 49.9, 50, 74.9, 75, 100].map(riskBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical']);
    expect(() => riskBand(Number.NaN)).toThrow(RangeError);
  });
});

describe('riskScoreChange (SPEC-DECISIONS 15)', () => {
  it('fires at a move of 5 points or more, compared at one decimal', () => {
    expect(riskScoreChange({ risk_score: 60 }, { risk_score: 54.9 })).toMatchObject({ alert: true, reasons: ['points'], delta: -5.1 });
    // 35.1 − 30.1 is 5.000000000000004 in binary floating point: one decimal makes it 5, which fires.
    expect(riskScoreChange({ risk_score: 30.1 }, { risk_score: 35.1 })).toMatchObject({ alert: true, reasons: ['points'], delta: 5 });
    expect(riskScoreChange({ risk_score: 30.2 }, { risk_score: 35.1 })).toMatchObject({ alert: false, reasons: [], delta: 4.9 });
  });

  it('fires on a band change however small the move', () => {
    expect(riskScoreChange({ risk_score: 24 }, { risk_score: 25.5 })).toMatchObject({
      alert: true,
      reasons: ['band'],
      before: { risk_score: 24, risk_level: 'low' },
      after: { risk_score: 25.5, risk_level: 'medium' },
    });
    expect(riskScoreChange({ risk_score: 20 }, { risk_score: 25 })).toMatchObject({ alert: true, reasons: ['points', 'band'] });
    expect(riskScoreChange({ risk_score: 20 }, { risk_score: 24.9 })).toMatchObject({ alert: false });
  });

  it('treats a first score (0 → n) as a move from 0 in the low band', () => {
    expect(riskScoreChange(null, { risk_score: 3 })).toMatchObject({ alert: false, reasons: [], delta: 3, before: null });
    expect(riskScoreChange(null, { risk_score: 5 })).toMatchObject({ alert: true, reasons: ['first_score', 'points'], delta: 5 });
    expect(riskScoreChange(null, { risk_score: 30 })).toMatchObject({ alert: true, reasons: ['first_score', 'points', 'band'] });
  });

  it('fires nothing when a score disappears or never existed', () => {
    expect(riskScoreChange({ risk_score: 40 }, null)).toEqual({ alert: false, reasons: [], delta: null, before: { risk_score: 40, risk_level: 'medium' }, after: null });
    expect(riskScoreChange(null, null)).toMatchObject({ alert: false, delta: null });
  });
});
