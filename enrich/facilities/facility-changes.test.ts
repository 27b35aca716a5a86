import { describe, expect, it } from 'vitest';
import { riskScoreChange } from '../domain/risk/composite-risk.ts';
import type { CitationFact, Classification, FacilityHistory, InspectionFact } from '../domain/risk/facility-history.ts';
import { FacilityChange } from './facility-records.ts';
import { type PublishedFacilityState, detectFacilityChanges, publishedStateOf } from './facility-changes.ts';

const inspection = (id: string, end_date: string, classification: Classification | null): InspectionFact => ({
  id,
  end_date,
  classification,
  program_area: 'Drugs',
  product_types: ['Drugs'],
  investigators: [],
});
const citation = (id: string, inspection_id: string, date: string): CitationFact => ({
  id,
  inspection_id,
  date,
  act_cfr_number: '21 CFR 211.192',
  cfr_section: '21 CFR 211.192',
  short_description: 'Investigations of discrepancies, failures',
  categories: ['Quality System'],
});
const history = (inspections: InspectionFact[], citations: CitationFact[] = []): FacilityHistory => ({
  fei: '3001',
  name: 'Acme',
  state: null,
  country: null,
  product_types: ['Drugs'],
  inspections,
  citations,
  compliance_actions: [],
});
const state = (h: FacilityHistory, riskScore: number): PublishedFacilityState => publishedStateOf(null, { history: h, riskScore, contentHash: 'a'.repeat(64) }, []);
const detect = (previous: PublishedFacilityState | null, h: FacilityHistory, riskScore: number, extra: { eventsOnFirstPublication?: boolean } = {}) =>
  detectFacilityChanges(previous, { fei: '3001', history: h, riskScore, asOf: '2024-06-30' }, { riskScoreChange, ...extra });

describe('detectFacilityChanges', () => {
  it('emits nothing for a first document: it is the baseline', () => {
    expect(detect(null, history([inspection('i1', '2020-01-01', 'OAI')], [citation('c1', 'i1', '2020-01-01')]), 60)).toEqual([]);
  });

  it('emits one new_citation per citation not in the last state, keyed by FEI and citation id', () => {
    const before = history([inspection('i1', '2020-01-01', null)], [citation('c1', 'i1', '2020-01-01')]);
    const after = history([inspection('i1', '2020-01-01', null)], [citation('c1', 'i1', '2020-01-01'), citation('c2', 'i1', '2020-01-01')]);
    const changes = detect(state(before, 20), after, 21);
    expect(changes).toEqual([
      {
        id: 'new_citation:3001:c2',
        type: 'new_citation',
        diff: {
          before: null,
          after: {
            citation_id: 'c2',
            inspection_id: 'i1',
            date: '2020-01-01',
            act_cfr_number: '21 CFR 211.192',
            cfr_section: '21 CFR 211.192',
            short_description: 'Investigations of discrepancies, failures',
          },
        },
      },
    ]);
  });

  it('reports VAI → OAI and null → OAI on the same inspection, and ignores an unchanged one', () => {
    const before = history([inspection('a', '2019-01-01', 'VAI'), inspection('b', '2020-01-01', null), inspection('c', '2021-01-01', 'NAI')]);
    const after = history([inspection('a', '2019-01-01', 'OAI'), inspection('b', '2020-01-01', 'OAI'), inspection('c', '2021-01-01', 'NAI')]);
    const changes = detect(state(before, 30), after, 31);
    expect(changes.map((c) => c.id)).toEqual(['classification_change:3001:a:VAI->OAI', 'classification_change:3001:b:none->OAI']);
    expect(changes[0]).toMatchObject({
      type: 'classification_change',
      diff: { before: { inspection_id: 'a', classification: 'VAI' }, after: { inspection_id: 'a', end_date: '2019-01-01', classification: 'OAI' } },
    });
  });

  it('carries the classification of a 483-only inspection over to the Dashboard inspection it was folded into', () => {
    const before = history([inspection('483-3001-20200214', '2020-02-14', null)]);
    const after = history([inspection('1183456', '2020-02-14', 'OAI')]);
    const [change] = detect(state(before, 30), after, 30);
    expect(change).toMatchObject({
      id: 'classification_change:3001:1183456:none->OAI',
      diff: { before: { inspection_id: '483-3001-20200214', classification: null }, after: { inspection_id: '1183456', classification: 'OAI' } },
    });
  });

  it('reports a new inspection that arrives classified as a change from no classification', () => {
    const before = history([inspection('a', '2019-01-01', 'VAI')]);
    const after = history([inspection('a', '2019-01-01', 'VAI'), inspection('n', '2024-05-01', 'NAI')]);
    expect(detect(state(before, 30), after, 30).map((c) => c.id)).toEqual(['classification_change:3001:n:none->NAI']);
  });

  it('fires risk_score_change at a move of 5 points or a band change (SPEC-DECISIONS 15), not at 4.9 within a band', () => {
    const h = history([]);
    // 30 → 34.9: +4.9, both medium (25–50) → nothing.
    expect(detect(state(h, 30), h, 34.9)).toEqual([]);
    // 30 → 35: +5 → points.
    expect(detect(state(h, 30), h, 35)).toEqual([
      {
        id: 'risk_score_change:3001:2024-06-30:30->35',
        type: 'risk_score_change',
        reasons: ['points'],
        delta: 5,
        diff: { before: { risk_score: 30, risk_level: 'medium' }, after: { risk_score: 35, risk_level: 'medium' } },
      },
    ]);
    // 49.9 → 50: +0.1 but medium → high → band.
    expect(detect(state(h, 49.9), h, 50)[0]).toMatchObject({ reasons: ['band'], delta: 0.1 });
    // 0 → 7: +7 within low → points (the "0 → n" edge case).
    expect(detect(state(h, 0), h, 7)[0]).toMatchObject({ reasons: ['points'], delta: 7, diff: { before: { risk_score: 0 }, after: { risk_score: 7 } } });
    // 60 → 52: −8 within high → points, negative delta.
    expect(detect(state(h, 60), h, 52)[0]).toMatchObject({ reasons: ['points'], delta: -8 });
  });

  it('measures moves from the score of the last alert, so a slow creep alerts once it reaches 5 points', () => {
    const h = history([]);
    // Baseline 30. 30 → 33: +3, no alert, the reference stays 30.
    const first = state(h, 30);
    const creep = detect(first, h, 33);
    expect(creep).toEqual([]);
    const second = publishedStateOf(first, { history: h, riskScore: 33, contentHash: 'b'.repeat(64) }, creep);
    expect(second).toMatchObject({ risk_score: 33, alert_reference_score: 30 });
    // 33 → 36: +3 from the last document but +6 from the reference → points; the reference moves to 36.
    const alert = detect(second, h, 36);
    expect(alert[0]).toMatchObject({ id: 'risk_score_change:3001:2024-06-30:30->36', reasons: ['points'], delta: 6 });
    expect(publishedStateOf(second, { history: h, riskScore: 36, contentHash: 'c'.repeat(64) }, alert).alert_reference_score).toBe(36);
  });

  it('can treat a first document as news when asked: every citation new and the score compared with 0', () => {
    const h = history([inspection('i1', '2020-01-01', 'OAI')], [citation('c1', 'i1', '2020-01-01')]);
    const changes = detect(null, h, 30, { eventsOnFirstPublication: true });
    expect(changes.map((c) => c.type)).toEqual(['new_citation', 'classification_change', 'risk_score_change']);
    expect(changes[2]).toMatchObject({ reasons: ['first_score', 'points', 'band'], delta: 30, diff: { before: null } });
  });

  it('builds drafts the published schema accepts once the envelope is added', () => {
    const before = history([inspection('a', '2019-01-01', 'VAI')]);
    const after = history([inspection('a', '2019-01-01', 'OAI')], [citation('c1', 'a', '2019-01-01')]);
    for (const draft of detect(state(before, 10), after, 40)) {
      const event = { ...draft, source: 'enrich.facilities', fetched_at: 'x', content_hash: 'b'.repeat(64), schema_version: 1, fei_number: '3001', facility_name: 'Acme', occurred_at: 'x' };
      expect(FacilityChange.safeParse(event).success).toBe(true);
    }
  });
});
