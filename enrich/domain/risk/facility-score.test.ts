import { describe, expect, it } from 'vitest';
import { HALF, action, citation, facility as baseFacility, inspection } from './risk-test-builders.ts';
import { facilityRiskLevel, facilityScore, facilityScoreConfidence, peerPosition, scoreValidity } from './facility-score.ts';

// Expected values are worked by hand from the definitions in README.md. Years are days / 365.25,
// with the day counts written out. Two constants come from FDA Dashboard counts FY2009–2024
// (fda_dashboard_aggregates/class_fiscal.csv: NAI 65,488, VAI 37,756, OAI 5,525):
//   national expected weight p0 = (0.1 × 65488 + 0.5 × 37756 + 1 × 5525) / 108769 = 30951.8 / 108769 = 0.284565
//   unclassified-483 weight u = (0.5 × 37756 + 5525) / (37756 + 5525) = 24403 / 43281 = 0.563827
const YEAR = 365.25;
const P0 = 30951.8 / 108769;
const U483 = 24403 / 43281;
const AS_OF = '2024-07-01';
const PEERS = { mean: 40, p75: 55, p90: 70, size: 25 };

const facility = (parts: Parameters<typeof baseFacility>[0] = {}) => baseFacility(parts, { fei: '3009876543', name: 'Example Sterile LLC', state: 'TX' });

describe('facilityScore: edge cases', () => {
  it('one NAI inspection on the as-of date', () => {
    const score = facilityScore(facility({ inspections: [inspection('I1', AS_OF, 'NAI')] }), { asOf: AS_OF, peerStats: null, sectionWeight: HALF });
    // historical_pattern: (0.1 + p0) / (1 + 1) = 0.192282 → 19. Inspected on the as-of date: current FDA attention → 100.
    // citation_severity 0, enforcement 0, benchmark unknown → 50.
    // total = 0.35 × 19 + 0.15 × 100 + 0.15 × 50 = 6.65 + 15 + 7.5 = 29.15 → 29, low.
    expect(score.score_components.historical_pattern.score).toBe(19);
    expect(score.score_components.time_since_inspection.score).toBe(100);
    expect(score.score_components.citation_severity.score).toBe(0);
    expect(score.score_components.enforcement_trend.score).toBe(0);
    expect(score.score_components.industry_benchmark.score).toBe(50);
    expect(score.risk_score).toBe(29);
    expect(score.risk_level).toBe('low');
    // confidence: n = 1, no years covered → 1 / 3 × 0.5 = 0.1667 → 0.17.
    expect(score.confidence).toBe(0.17);
    expect(score.next_best_actions).toEqual([
      {
        priority: 1,
        action: 'Keep the quality system inspection-ready: internal audits and management review on schedule',
        rationale: 'No open enforcement and no citations in the last 5 years',
        estimated_remediation_days: 30,
      },
    ]);
    expect(score.score_components.historical_pattern.factors[0]).toBe('0 of 1 classified inspection since 2024 were OAI (0 VAI, 1 NAI)');
  });

  it('a facility never inspected: national prior, no current FDA attention (time 0), zero confidence', () => {
    const score = facilityScore(facility(), { asOf: AS_OF, peerStats: null, sectionWeight: HALF });
    // historical_pattern p0 → 28; time 0; total = 0.35 × 28 + 0.15 × 0 + 0.15 × 50 = 9.8 + 7.5 = 17.3 → 17.
    expect(score.score_components.historical_pattern.score).toBe(28);
    expect(score.score_components.time_since_inspection.score).toBe(0);
    expect(score.risk_score).toBe(17);
    expect(score.confidence).toBe(0);
    expect(score.next_best_actions.map((a) => a.rationale)).toEqual(['No FDA inspection on record']);
  });

  it('all OAI, with a warning letter: worked total, confidence and ordered actions', () => {
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
      '21 CFR 211.188': 0.3,
    };
    const score = facilityScore(history, { asOf: AS_OF, peerStats: PEERS, sectionWeight: (s) => weights[s ?? ''] ?? 0 });
    // historical_pattern: ages 0, 731 days (2022-07-01 → 2024-07-01, one leap day) and 1461 days (= 4 years);
    // weights 1, 0.5^(731 / 365.25 / 5) = 0.7577, 0.5^0.8 = 0.5743; all values 1:
    const w = [1, 0.5 ** (731 / YEAR / 5), 0.5 ** 0.8];
    const sumW = w.reduce((a, b) => a + b, 0); // 2.3321
    expect(Math.round((100 * (sumW + P0)) / (sumW + 1))).toBe(79); // (2.3321 + 0.2846) / 3.3321 = 0.7853
    expect(score.score_components.historical_pattern.score).toBe(79);
    // time since inspection: inspected on the as-of date → 100.
    expect(score.score_components.time_since_inspection.score).toBe(100);
    // citation_severity: no categories, so each citation is 10 × its section weight:
    // 8 8 6 10 | 8 4 5 | 5 5 3 → max 10, mean 62 / 10 = 6.2 → 10 × (5 + 3.1) = 81;
    // 211.192 cited at I2 and I3 → one repeated section, +10 → 91.
    expect(score.score_components.citation_severity.score).toBe(91);
    // enforcement: warning letter 2022-10-01 → 2024-07-01 = 365 + 274 = 639 days → 50 × 0.5^(639 / 365.25 / 2) = 27.27;
    // trend OAI → OAI stable → 27.
    expect(score.score_components.enforcement_trend.score).toBe(27);
    // benchmark: 0.35 × 79 + 0.15 × 100 + 0.25 × 91 + 0.10 × 27 + 0.15 × 50 = 27.65 + 15 + 22.75 + 2.7 + 7.5 = 75.6,
    // above p90 70 → 90 + 10 × (75.6 − 70) / 30 = 91.87 → 92.
    expect(score.score_components.industry_benchmark.score).toBe(92);
    // total: 27.65 + 15 + 22.75 + 0.15 × 92 + 2.7 = 27.65 + 15 + 22.75 + 13.8 + 2.7 = 81.9 → 82, high.
    expect(score.risk_score).toBe(82);
    expect(score.risk_level).toBe('high');
    // confidence: n = 3 over 4 years → 3 / 5 × (0.5 + 0.5 × 4 / 5) = 0.6 × 0.9 = 0.54.
    expect(score.confidence).toBe(0.54);
    // Actions: the open warning letter (1.75 years, no later NAI), then themes: investigations (211.192, at 2
    // inspections), then by severity sterility (211.113, 10), quality unit (211.22, 6), then process (211.100, 5,
    // 2022) before laboratory (211.160, 5, 2020) on recency; at most five.
    expect(score.next_best_actions.map((a) => a.priority)).toEqual([1, 2, 3, 4, 5]);
    expect(score.next_best_actions[0]?.action).toMatch(/^Close out the warning letter commitments/);
    expect(score.next_best_actions[0]?.rationale).toBe('Warning Letter issued 2022-10-01, 1.7 years ago, with no later NAI inspection showing it closed');
    expect(score.next_best_actions[1]?.action).toMatch(/^Strengthen investigations of unexplained discrepancies/);
    expect(score.next_best_actions[1]?.rationale).toBe(
      '21 CFR 211.192: 3 citations in the last 5 years (latest 2024-07-01), severity up to 8.0/10; repeated at 2 inspections, which FDA treats as grounds for escalation',
    );
    expect(score.next_best_actions[1]?.estimated_remediation_days).toBe(90);
    expect(score.next_best_actions[2]?.action).toMatch(/^Remediate contamination control for sterile products/);
    expect(score.next_best_actions[3]?.action).toMatch(/^Reinforce the quality unit/);
    expect(score.next_best_actions[4]?.action).toMatch(/^Establish and validate process controls/);
    expect(score.score_components.historical_pattern.factors[0]).toBe('3 of 3 classified inspections since 2020 were OAI (0 VAI, 0 NAI)');
    expect(score.score_components.citation_severity.factors).toContain('21 CFR 211.192 cited at 2 different inspections (repeat: +10)');
  });

  it('only unknown classifications: 483-only inspections count at the national VAI/OAI mix', () => {
    const history = facility({
      inspections: [inspection('483-3009876543-20230301', '2023-03-01', null), inspection('483-3009876543-20210615', '2021-06-15', null)],
      citations: [
        citation('483-3009876543-20230301', '2023-03-01', '21 CFR 211.192', 1, ['Quality System']),
        citation('483-3009876543-20230301', '2023-03-01', null, 2, ['Data Integrity']),
      ],
    });
    const score = facilityScore(history, { asOf: AS_OF, peerStats: { ...PEERS, size: 8 }, sectionWeight: (s) => (s === '21 CFR 211.192' ? 0.9 : 0.5) });
    // historical_pattern: ages 488 days (2023-03-01 → 2024-03-01 = 366, + 122) and 1112 days (2021-06-15 → 2024-06-15 = 1096, + 16).
    const w1 = 0.5 ** (488 / YEAR / 5); // 0.8309
    const w2 = 0.5 ** (1112 / YEAR / 5); // 0.6557
    expect(Math.round((100 * ((w1 + w2) * U483 + P0)) / (w1 + w2 + 1))).toBe(45); // 1.1228 / 2.4866 = 0.4515
    expect(score.score_components.historical_pattern.score).toBe(45);
    // time: 100 × 0.5^(488 / 365.25 / 3) = 100 × 0.7344 = 73.44 → 73.
    expect(score.score_components.time_since_inspection.score).toBe(73);
    // severity: 211.192 + Quality System: 10 × (0.6 × 0.9 + 0.4 × 0.65) = 8.0; the FD&C Act 501(a)(2)(A) citation
    // weighs 0.5 + Data Integrity 0.85: 10 × (0.3 + 0.34) = 6.4. 10 × (0.5 × 8.0 + 0.5 × 7.2) = 76.
    expect(score.score_components.citation_severity.score).toBe(76);
    // no actions, no classified inspections to trend → 0; peer group of 8 → neutral 50.
    expect(score.score_components.enforcement_trend.score).toBe(0);
    expect(score.score_components.industry_benchmark.score).toBe(50);
    expect(score.score_components.industry_benchmark.factors[0]).toBe('Peer group has 8 (under 10 facilities): neutral 50');
    // total: 0.35 × 45 + 0.15 × 73 + 0.25 × 76 + 0.15 × 50 = 15.75 + 10.95 + 19 + 7.5 = 53.2 → 53, medium.
    expect(score.risk_score).toBe(53);
    expect(score.risk_level).toBe('medium');
    // confidence: each 483-only inspection counts half → n = 1; 1112 days of history:
    // 1 / 3 × (0.5 + 0.5 × 3.0445 / 5) = 0.2681 → 0.27.
    expect(score.confidence).toBe(0.27);
    expect(score.score_components.historical_pattern.factors[0]).toBe(
      '2 inspections ended with a 483 but no published classification: counted at 0.564, the national VAI/OAI mix',
    );
  });

  it('nothing in five years: old citations leave the severity window, the gap lowers time since inspection', () => {
    const history = facility({
      inspections: [inspection('I0', '2016-03-01', 'NAI'), inspection('I1', '2018-01-10', 'VAI')],
      citations: [citation('I1', '2018-01-10', '21 CFR 211.192', 1), citation('I1', '2018-01-10', '21 CFR 211.67', 2), citation('I1', '2018-01-10', '21 CFR 211.22', 3)],
      compliance_actions: [action('warning_letter', '2018-06-01')],
    });
    const score = facilityScore(history, { asOf: AS_OF, peerStats: PEERS, sectionWeight: HALF });
    // historical_pattern: VAI age 2364 days (2018-01-10 → 2024-01-10 = 2191, + 173), NAI age 3044 days
    // (2016-03-01 → 2024-03-01 = 2922, + 122).
    const wv = 0.5 ** (2364 / YEAR / 5); // 0.4077
    const wn = 0.5 ** (3044 / YEAR / 5); // 0.3149
    expect(Math.round((100 * (0.5 * wv + 0.1 * wn + P0)) / (wv + wn + 1))).toBe(30); // 0.5199 / 1.7226 = 0.3018
    expect(score.score_components.historical_pattern.score).toBe(30);
    // time: 100 × 0.5^(2364 / 365.25 / 3) = 100 × 0.2242 = 22.4 → 22.
    expect(score.score_components.time_since_inspection.score).toBe(22);
    // citations are 6.5 years old: outside the 5-year window → 0.
    expect(score.score_components.citation_severity).toMatchObject({ score: 0, factors: ['No citations in the last 5 years'] });
    // enforcement: WL 2222 days ago → 50 × 0.5^(2222 / 365.25 / 2) = 6.07; NAI then VAI → deteriorating +20 → 26.
    expect(score.score_components.enforcement_trend.score).toBe(26);
    // benchmark: 0.35 × 30 + 0.15 × 22 + 0 + 0.10 × 26 + 7.5 = 10.5 + 3.3 + 2.6 + 7.5 = 23.9, below the mean 40
    // → 50 × 23.9 / 40 = 29.875 → 30.
    expect(score.score_components.industry_benchmark.score).toBe(30);
    // total: 10.5 + 3.3 + 0 + 0.15 × 30 + 2.6 = 20.9 → 21, low.
    expect(score.risk_score).toBe(21);
    // confidence: n = 2 over 8.3 years → 2 / 4 × 1 = 0.5.
    expect(score.confidence).toBe(0.5);
    // The warning letter is over 2 years old: not open. Only the readiness action is left.
    expect(score.next_best_actions).toHaveLength(1);
    expect(score.next_best_actions[0]).toMatchObject({ priority: 1, rationale: '6.5 years since the last FDA inspection', estimated_remediation_days: 30 });
  });
});

describe('facilityScore: rules', () => {
  it('ignores facts after the as-of date', () => {
    const history = facility({ inspections: [inspection('I1', AS_OF, 'NAI'), inspection('I2', '2024-09-01', 'OAI')], compliance_actions: [action('warning_letter', '2024-10-01')] });
    const score = facilityScore(history, { asOf: AS_OF, peerStats: null, sectionWeight: HALF });
    expect(score.score_components.historical_pattern.score).toBe(19); // as for one NAI alone
    expect(score.score_components.enforcement_trend.score).toBe(0);
  });

  it('caps the repeat bonus at 20 points and marks an improving trend', () => {
    const sections = ['21 CFR 211.192', '21 CFR 211.22', '21 CFR 211.67'];
    const history = facility({
      inspections: [inspection('I1', '2022-07-01', 'OAI'), inspection('I2', '2024-07-01', 'NAI')],
      citations: sections.flatMap((s, n) => [citation('I1', '2022-07-01', s, n), citation('I2', '2024-07-01', s, n)]),
    });
    const score = facilityScore(history, { asOf: AS_OF, peerStats: null, sectionWeight: HALF });
    // every citation 5/10 → 10 × 5 = 50; three repeated sections → min(20, 30) → 70.
    expect(score.score_components.citation_severity.score).toBe(70);
    // OAI then NAI → improving −20, no actions → clamped at 0.
    expect(score.score_components.enforcement_trend.score).toBe(0);
    expect(score.score_components.enforcement_trend.factors).toContain('Classification trend improving: OAI (2022-07-01) then NAI (2024-07-01), -20');
  });

  it('takes a warning letter as closed once a later inspection is NAI', () => {
    const history = facility({ inspections: [inspection('I1', '2024-05-01', 'NAI')], compliance_actions: [action('warning_letter', '2024-01-01')] });
    const score = facilityScore(history, { asOf: AS_OF, peerStats: null, sectionWeight: HALF });
    expect(score.next_best_actions.some((a) => a.action.startsWith('Close out'))).toBe(false);
  });

  it('falls back to a generic CAPA action for a citation no play covers', () => {
    const history = facility({
      inspections: [inspection('I1', AS_OF, 'VAI')],
      citations: [{ ...citation('I1', AS_OF, '21 CFR 211.137', 1), short_description: 'Expiration dating' }],
    });
    const [first] = facilityScore(history, { asOf: AS_OF, peerStats: null, sectionWeight: HALF }).next_best_actions;
    expect(first).toMatchObject({
      priority: 1,
      action: 'Correct the cited condition (Expiration dating) under a documented CAPA with an effectiveness check',
      estimated_remediation_days: 90,
    });
  });

  it('makes the total the rounded weighted sum of the integer components', () => {
    const history = facility({ inspections: [inspection('I1', '2021-02-03', 'VAI')], citations: [citation('I1', '2021-02-03', '21 CFR 211.192', 1)] });
    const score = facilityScore(history, { asOf: AS_OF, peerStats: PEERS, sectionWeight: HALF });
    const c = score.score_components;
    const sum = c.historical_pattern.score * 35 + c.time_since_inspection.score * 15 + c.citation_severity.score * 25 + c.industry_benchmark.score * 15 + c.enforcement_trend.score * 10;
    expect(score.risk_score).toBe(Math.round(sum / 100));
    expect(Object.values(c).map((x) => x.weight)).toEqual([0.35, 0.15, 0.25, 0.15, 0.1]);
  });
});

describe('peerPosition', () => {
  it('runs straight lines through (0,0), (mean,50), (p75,75), (p90,90), (100,100)', () => {
    const peer = { mean: 40, p75: 55, p90: 70 };
    // 20 → 50 × 20 / 40 = 25; 47.5 → 50 + 25 × 7.5 / 15 = 62.5; 62.5 → 75 + 15 × 7.5 / 15 = 82.5; 85 → 90 + 10 × 15 / 30 = 95.
    expect([0, 20, 40, 47.5, 62.5, 85, 100].map((v) => peerPosition(v, peer))).toEqual([0, 25, 50, 62.5, 82.5, 95, 100]);
  });

  it('copes with knots out of order or at zero', () => {
    // mean 60 above p75 50: knots become 0, 60, 60, 70, 100; 65 → 75 + 15 × 5 / 10 = 82.5.
    expect(peerPosition(65, { mean: 60, p75: 50, p90: 70 })).toBe(82.5);
    expect(peerPosition(60, { mean: 60, p75: 50, p90: 70 })).toBe(50);
    // All peers at 0: a facility at 0 is at the mean (50); at 50 it is half-way from p90 to 100 → 95.
    expect(peerPosition(0, { mean: 0, p75: 0, p90: 0 })).toBe(50);
    expect(peerPosition(50, { mean: 0, p75: 0, p90: 0 })).toBe(95);
  });
});

describe('bands, confidence and validity', () => {
  it('uses the facility-score bands 0–40, 41–65, 66–85, 86–100', () => {
    expect([0, 40, 41, 65, 66, 85, 86, 100].map(facilityRiskLevel)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical']);
  });

  it('grows confidence with inspections and years', () => {
    // 5 NAI inspections 2 years apart from 2014-07-01: n = 5, ten years → 5 / 7 × 1 = 0.714 → 0.71.
    const five = facility({ inspections: ['2014', '2016', '2018', '2020', '2022'].map((y, i) => inspection(`I${i}`, `${y}-07-01`, 'NAI')) });
    expect(facilityScoreConfidence(five, AS_OF)).toBe(0.71);
    // An inspection known only from a published-483 list counts half: n = 0.5, 0 years → 0.5 / 2.5 × 0.5 = 0.1.
    expect(facilityScoreConfidence(facility({ inspections: [inspection('483-1-20240701', AS_OF, null)] }), AS_OF)).toBe(0.1);
  });

  it('is valid until the first instant of the next month', () => {
    expect(scoreValidity('2024-12-15T10:30:00Z')).toEqual({ calculated_at: '2024-12-15T10:30:00.000Z', valid_until: '2025-01-01T00:00:00.000Z' });
    expect(scoreValidity('2024-07-01')).toEqual({ calculated_at: '2024-07-01T00:00:00.000Z', valid_until: '2024-08-01T00:00:00.000Z' });
  });
});
