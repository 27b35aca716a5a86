import { describe, expect, it } from 'vitest';
import { planCatchUp, positionKey, storeCovers } from './state-catch-up.ts';

const assigned = [
  { topic: 'raw.a', partition: 0, committedOffset: 10 },
  { topic: 'raw.a', partition: 1, committedOffset: 0 },
  { topic: 'raw.b', partition: 0, committedOffset: 4 },
];
const ends = new Map([
  [positionKey('raw.a', 0), 12],
  [positionKey('raw.a', 1), 0],
  [positionKey('raw.b', 0), 4],
]);

describe('planCatchUp', () => {
  it('leaves a store that has folded up to every committed offset, or past one, alone', () => {
    const positions = [
      { topic: 'raw.a', partition: 0, offset: 11 },
      { topic: 'raw.b', partition: 0, offset: 4 },
    ];
    expect(planCatchUp(positions, assigned, ends, { storeHasFacts: true })).toEqual({ kind: 'current' });
  });

  it('replays only the stretch a store is behind by', () => {
    const positions = [
      { topic: 'raw.a', partition: 0, offset: 7 },
      { topic: 'raw.b', partition: 0, offset: 4 },
    ];
    expect(planCatchUp(positions, assigned, ends, { storeHasFacts: true })).toEqual({ kind: 'rebuild', reason: 'behind', clear: false, replay: [{ topic: 'raw.a', partition: 0, from: 7, to: 10 }] });
  });

  it('builds an empty store from offset 0 of every partition the group has consumed', () => {
    expect(planCatchUp([], assigned, ends, { storeHasFacts: false })).toEqual({
      kind: 'rebuild',
      reason: 'never built',
      clear: false,
      replay: [
        { topic: 'raw.a', partition: 0, from: 0, to: 10 },
        { topic: 'raw.b', partition: 0, from: 0, to: 4 },
      ],
    });
  });

  it('clears and rebuilds a store folded past the end of the log, or one that kept no positions', () => {
    const pastTheEnd = planCatchUp([{ topic: 'raw.a', partition: 0, offset: 50 }], assigned, ends, { storeHasFacts: true });
    expect(pastTheEnd).toMatchObject({ kind: 'rebuild', reason: 'log replaced', clear: true });
    expect(planCatchUp([], assigned, ends, { storeHasFacts: true })).toMatchObject({ kind: 'rebuild', reason: 'log replaced', clear: true, replay: [{ from: 0, to: 10 }, { from: 0, to: 4 }] });
  });

  it('is current for a group that has consumed nothing yet', () => {
    expect(planCatchUp([], assigned.map((a) => ({ ...a, committedOffset: 0 })), ends, { storeHasFacts: false })).toEqual({ kind: 'current' });
  });
});

describe('storeCovers', () => {
  it('holds when every committed offset is folded, and not while one is missing', () => {
    const positions = [{ topic: 'raw.a', partition: 0, offset: 10 }];
    expect(storeCovers(positions, [{ topic: 'raw.a', partition: 0, committedOffset: 10 }, { topic: 'raw.a', partition: 1, committedOffset: 0 }])).toBe(true);
    expect(storeCovers(positions, [{ topic: 'raw.b', partition: 0, committedOffset: 1 }])).toBe(false);
    expect(storeCovers([], [])).toBe(true);
  });
});
