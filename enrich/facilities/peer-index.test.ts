import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PeerScore, type PeerScoreName, peerStatsOf } from '../../infra/facts/facility-facts-store.ts';
import { createPeerIndex } from './peer-index.ts';

/** A reference store: the scores as the facts store would hold them, read whole and sorted each time. */
function referenceStore() {
  const rows = new Map<string, { group: string | null; risk_score: number; facility_score: number }>();
  return {
    save(fei: string, group: string | null, risk: number, facility: number) {
      rows.set(fei, { group, risk_score: risk, facility_score: facility });
    },
    peerScores(group: string, score: PeerScoreName): PeerScore[] {
      return [...rows.entries()]
        .filter(([, row]) => row.group === group)
        .map(([fei, row]) => ({ fei, score: row[score] }))
        .sort((a, b) => a.score - b.score || (a.fei < b.fei ? -1 : 1));
    },
  };
}

describe('peer index', () => {
  it('answers exactly what peerStatsOf over the stored group answers, through saves, moves between groups and repeats', () => {
    const step = fc.record({ fei: fc.constantFrom('1', '2', '3', '4', '5', '6', '7'), group: fc.constantFrom('Drugs', 'Devices', null), risk: fc.integer({ min: 0, max: 100 }), facility: fc.integer({ min: 0, max: 100 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.array(step, { maxLength: 10 }), (before, after) => {
        const store = referenceStore();
        for (const s of before) store.save(s.fei, s.group, s.risk, s.facility);
        const index = createPeerIndex((group, score) => store.peerScores(group, score));
        for (const s of after) {
          store.save(s.fei, s.group, s.risk, s.facility);
          index.update(s.fei, s.group, { risk_score: s.risk, facility_score: s.facility });
          for (const group of ['Drugs', 'Devices']) {
            for (const fei of ['1', '4', '9']) {
              for (const score of ['risk_score', 'facility_score'] as const) {
                const expected = peerStatsOf(store.peerScores(group, score), fei);
                const actual = index.stats(group, score, fei);
                if (expected === null) expect(actual).toBeNull();
                else {
                  expect(actual?.size).toBe(expected.size);
                  expect(actual?.mean).toBeCloseTo(expected.mean, 9);
                  expect(actual?.p75).toBeCloseTo(expected.p75, 9);
                  expect(actual?.p90).toBeCloseTo(expected.p90, 9);
                }
              }
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('works out a small group by hand: scores 10, 20, 30, 40 without the facility at 20', () => {
    const index = createPeerIndex(() => [
      { fei: 'a', score: 10 },
      { fei: 'b', score: 20 },
      { fei: 'c', score: 30 },
      { fei: 'd', score: 40 },
    ]);
    // Peers 10, 30, 40: mean 26.67; p75 at h = 1.5 → 35; p90 at h = 1.8 → 38.
    const stats = index.stats('Drugs', 'risk_score', 'b');
    expect(stats?.size).toBe(3);
    expect(stats?.mean).toBeCloseTo(80 / 3, 9);
    expect(stats?.p75).toBeCloseTo(35, 9);
    expect(stats?.p90).toBeCloseTo(38, 9);
  });
});
