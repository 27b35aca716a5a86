import { describe, expect, it } from 'vitest';
import { enrichedFacilityValue } from './facility-test-builders.ts';
import { createPublishedStateFold } from './published-state-log.ts';

const FEI = '3004540906';
const doc = (score: number, hash: string, extra: Record<string, unknown> = {}) =>
  enrichedFacilityValue({
    content_hash: hash.repeat(64),
    risk_score: { ...enrichedFacilityValue().risk_score, risk_score: score, factors: { oai_ratio: score - 5, peer_benchmark: 5 } },
    inspections: [{ id: 'i1', end_date: '2023-04-01', classification: 'OAI', program_area: null, product_types: [], investigators: [], citation_count: 1 }],
    citations: [{ id: 'c2', inspection_id: 'i1', date: '2023-04-01', act_cfr_number: '21 CFR 211.22', cfr_section: '21 CFR 211.22', short_description: null, categories: [] }, { id: 'c1', inspection_id: 'i1', date: '2023-04-01', act_cfr_number: '21 CFR 211.22', cfr_section: '21 CFR 211.22', short_description: null, categories: [] }],
    ...extra,
  });
const riskChange = (after: number) => ({ fei_number: FEI, type: 'risk_score_change', diff: { before: null, after: { risk_score: after, risk_level: 'high', factors: { oai_ratio: after } } } });
const noHistory = () => null;

describe('createPublishedStateFold', () => {
  it('restores the last document of a facility, with the alert reference of its last risk_score_change', () => {
    const fold = createPublishedStateFold();
    for (const value of [doc(20, 'a'), doc(40, 'b'), doc(42, 'c')]) expect(fold.document(value)).toBe(true);
    fold.change(riskChange(40));
    const [restored] = fold.result(noHistory);
    expect(restored).toEqual({
      fei: FEI,
      state: {
        content_hash: 'c'.repeat(64),
        risk_score: 42,
        alert_reference_score: 40,
        alert_reference_factors: { oai_ratio: 40 },
        inspections: { i1: { end_date: '2023-04-01', classification: 'OAI' } },
        citation_ids: ['c1', 'c2'],
      },
      // The composite's peer value leaves out the peer factor: (42 − 5) + 5; the facility score's is its weighted total.
      scores: { peer_group: 'Drugs', risk_score: 42, facility_score: 10 },
      at: '2024-06-30T12:00:00.000Z',
    });
  });

  it('measures from the first document when no risk_score_change fired, and starts afresh after a retraction', () => {
    const fold = createPublishedStateFold();
    fold.document(doc(20, 'a'));
    fold.change(riskChange(60));
    fold.document({ id: FEI, fei_number: FEI, retracted: true, retracted_at: '2024-06-30T12:00:00.000Z' });
    fold.change({ fei_number: FEI, type: 'retraction', facility_retracted: true, diff: { before: {}, after: null } });
    expect(fold.result(noHistory)).toEqual([]);
    fold.document(doc(30, 'd'));
    fold.document(doc(33, 'e'));
    expect(fold.result(noHistory)[0]?.state).toMatchObject({ risk_score: 33, alert_reference_score: 30, alert_reference_factors: { oai_ratio: 25, peer_benchmark: 5 } });
  });

  it('takes inspections and citations from the facts store for a document that predates them, and skips what it cannot read', () => {
    const fold = createPublishedStateFold();
    expect(fold.document({ not: 'a facility' })).toBe(false);
    fold.document(doc(20, 'a', { inspections: undefined, citations: undefined }));
    const [restored] = fold.result(() => ({ inspections: { x: { end_date: '2020-01-01', classification: null } }, citation_ids: ['y'] }));
    expect(restored?.state).toMatchObject({ inspections: { x: { end_date: '2020-01-01', classification: null } }, citation_ids: ['y'] });
  });
});
