import { describe, expect, it } from 'vitest';
import { riskScoreChange } from '../domain/risk/composite-risk.ts';
import type { FacilityHistory } from '../domain/risk/facility-history.ts';
import { type PublishedFacilityState, detectFacilityChanges, publishedStateOf } from './facility-changes.ts';

/*
 * The factor points a `risk_score_change` carries for the alert diff: measured from the factors at
 * the alert reference (the score watchers were last told of), which move with the reference only.
 */

const history = { inspections: [], citations: [], compliance_actions: [] } as unknown as FacilityHistory;
const factorsA = { oai_ratio: 12, citation_frequency: 5, recency: 7.5, severity: 2, peer_benchmark: 5 };
const factorsB = { oai_ratio: 14, citation_frequency: 5, recency: 7.5, severity: 2, peer_benchmark: 5 };
const factorsC = { oai_ratio: 22, citation_frequency: 5, recency: 7.5, severity: 2, peer_benchmark: 5 };

describe('risk-score changes with factor points', () => {
  it('carries the reference factors before and the new ones after, and moves the reference only on an alert', () => {
    const first = publishedStateOf(null, { history, riskScore: 31.5, contentHash: 'a'.repeat(64), factors: factorsA }, []);
    expect(first.alert_reference_factors).toEqual(factorsA);

    // +2 points: no event, the reference (score and factors) stays.
    const creep = detectFacilityChanges(first, { fei: '1', history, riskScore: 33.5, asOf: '2025-01-01', factors: factorsB }, { riskScoreChange });
    expect(creep).toEqual([]);
    const second = publishedStateOf(first, { history, riskScore: 33.5, contentHash: 'b'.repeat(64), factors: factorsB }, creep);
    expect(second.alert_reference_factors).toEqual(factorsA);

    // +10 from the reference: the event's before is the reference's factors, after the new ones.
    const jump = detectFacilityChanges(second, { fei: '1', history, riskScore: 41.5, asOf: '2025-02-01', factors: factorsC }, { riskScoreChange });
    expect(jump).toHaveLength(1);
    expect(jump[0]).toMatchObject({ type: 'risk_score_change', delta: 10, diff: { before: { risk_score: 31.5, factors: factorsA }, after: { risk_score: 41.5, factors: factorsC } } });
    expect(publishedStateOf(second, { history, riskScore: 41.5, contentHash: 'c'.repeat(64), factors: factorsC }, jump).alert_reference_factors).toEqual(factorsC);
  });

  it('leaves the factors out of before when the saved state predates them', () => {
    const legacy: PublishedFacilityState = { content_hash: 'a'.repeat(64), risk_score: 30, alert_reference_score: 30, inspections: {}, citation_ids: [] };
    const [change] = detectFacilityChanges(legacy, { fei: '1', history, riskScore: 40, asOf: '2025-01-01', factors: factorsC }, { riskScoreChange });
    expect(change?.type === 'risk_score_change' && change.diff.before).toEqual({ risk_score: 30, risk_level: 'medium' });
  });
});
