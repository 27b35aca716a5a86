import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FacilityFactsStore, createFacilityFactsStore, peerStatsOf, percentileOfSorted } from './facility-facts-store.ts';

interface Inspection {
  id: string;
  end_date: string;
  classification: string | null;
}
interface Citation {
  id: string;
  date: string;
  inspection_id: string;
}
interface Action {
  id: string;
  date: string;
  kind: string;
}
type Facts = { inspection: Inspection; citation: Citation; compliance_action: Action };
type Published = { note: string };

describe('createFacilityFactsStore', () => {
  let dir: string;
  let store: FacilityFactsStore<Facts, Published>;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-facts-'));
    store = createFacilityFactsStore<Facts, Published>({ file: join(dir, 'facility-facts.db') });
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('retractions', () => {
    const inspection = (id: string) => ({ id, end_date: '2021-01-10', classification: null });
    const listing = { fei: '3001', origin: 'raw.listing|L1', facility: { name: 'Acme', state: 'NJ', country: null, as_of: '2021-01-10' }, product_types: { fact_id: 'inspection:i1', types: ['Drugs'] }, inspections: [inspection('i1')] };
    const observation = (n: number) => ({ fei: '3001', origin: `enriched.observations|i1-${n}`, inspections: [inspection('i1')], citations: [{ id: `i1-${n}`, date: '2021-01-10', inspection_id: 'i1' }] });

    it('keeps a fact while another record states it, and drops it with the last one', () => {
      store.upsert(listing);
      store.upsert(observation(1));
      store.upsert(observation(2));
      expect(store.retract('enriched.observations|i1-2')).toEqual({ facilities: [{ fei: '3001', name: 'Acme', removed: [{ kind: 'citation', id: 'i1-2' }], gone: false }] });
      expect(store.history('3001')?.citations.map((c) => c.id)).toEqual(['i1-1']);
      // The inspection is still stated by the listing and by observation 1.
      expect(store.retract('enriched.observations|i1-1').facilities[0]?.removed).toEqual([{ kind: 'citation', id: 'i1-1' }]);
      expect(store.history('3001')?.inspections.map((i) => i.id)).toEqual(['i1']);
      expect(store.retract('raw.listing|nothing-known')).toEqual({ facilities: [] });
    });

    it('deletes a facility left with no fact, with its published state, so it leaves the peer groups', () => {
      store.upsert(listing);
      store.savePublished('3001', { note: 'scored' }, { peer_group: 'Drugs', risk_score: 40, facility_score: 30 }, '2021-02-01T00:00:00Z');
      const result = store.retract('raw.listing|L1');
      expect(result.facilities).toEqual([{ fei: '3001', name: 'Acme', removed: [{ kind: 'inspection', id: 'i1' }, { kind: 'product_types', id: 'inspection:i1' }], gone: true }]);
      expect(store.history('3001')).toBeNull();
      expect(store.lastPublished('3001')).toBeNull();
      expect(store.feis()).toEqual([]);
      expect(store.peerGroups()).toEqual([]);
    });

    it('replaces what a corrected record stated: a record moved to another FEI leaves the first one', () => {
      store.upsert({ fei: '3001', origin: 'raw.actions|A1', compliance_actions: [{ id: 'wl:1', date: '2022-01-01', kind: 'warning_letter' }] });
      const moved = store.upsert({ fei: '3002', origin: 'raw.actions|A1', compliance_actions: [{ id: 'wl:1', date: '2022-01-01', kind: 'warning_letter' }] });
      expect(moved.facilities).toEqual([{ fei: '3001', name: null, removed: [{ kind: 'compliance_action', id: 'wl:1' }], gone: true }]);
      expect(store.feis()).toEqual(['3002']);
      // The same record written again replaces nothing.
      expect(store.upsert({ fei: '3002', origin: 'raw.actions|A1', compliance_actions: [{ id: 'wl:1', date: '2022-01-01', kind: 'warning_letter' }] })).toEqual({ facilities: [] });
    });

    it('never retracts facts written without an origin', () => {
      store.upsert({ fei: '3001', inspections: [inspection('i1')] });
      expect(store.retract('raw.listing|L1')).toEqual({ facilities: [] });
      expect(store.history('3001')?.inspections).toHaveLength(1);
    });
  });

  it('returns null for a facility it knows nothing about', () => {
    expect(store.history('1')).toBeNull();
    expect(store.lastPublished('1')).toBeNull();
    expect(store.feis()).toEqual([]);
  });

  it('upserts facts by id, so writing a message twice leaves one fact, and a rewrite replaces it', () => {
    const upsert = () =>
      store.upsert({
        fei: '3001',
        facility: { name: 'Acme', state: 'NJ', country: 'United States', as_of: '2021-01-10' },
        inspections: [{ id: 'i1', end_date: '2021-01-10', classification: null }],
        citations: [{ id: 'c1', date: '2021-01-10', inspection_id: 'i1' }],
      });
    upsert();
    upsert();
    store.upsert({ fei: '3001', inspections: [{ id: 'i1', end_date: '2021-01-10', classification: 'OAI' }] });
    const history = store.history('3001');
    expect(history?.inspections).toEqual([{ id: 'i1', end_date: '2021-01-10', classification: 'OAI' }]);
    expect(history?.citations).toHaveLength(1);
    expect(store.inspection('3001', 'i1')?.classification).toBe('OAI');
    expect(store.inspection('3001', 'nope')).toBeNull();
  });

  it('returns facts in date order whatever order they were written in', () => {
    store.upsert({
      fei: '3001',
      compliance_actions: [
        { id: 'wl-2', date: '2022-05-01', kind: 'warning_letter' },
        { id: 'wl-1', date: '2019-03-01', kind: 'warning_letter' },
      ],
      inspections: [
        { id: 'b', end_date: '2020-02-02', classification: null },
        { id: 'a', end_date: '2018-01-01', classification: 'VAI' },
      ],
    });
    const history = store.history('3001');
    expect(history?.compliance_actions.map((a) => a.id)).toEqual(['wl-1', 'wl-2']);
    expect(history?.inspections.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('settles two names of the same day by text, not by arrival order', () => {
    store.upsert({ fei: '3001', facility: { name: 'Acme, Inc.', state: null, country: null, as_of: '2017-02-14' } });
    store.upsert({ fei: '3001', facility: { name: 'Acme Inc', state: null, country: null, as_of: '2017-02-14' } });
    store.upsert({ fei: '3002', facility: { name: 'Acme Inc', state: null, country: null, as_of: '2017-02-14' } });
    store.upsert({ fei: '3002', facility: { name: 'Acme, Inc.', state: null, country: null, as_of: '2017-02-14' } });
    // ' ' sorts before ',': the smaller text wins either way.
    expect(store.history('3001')?.name).toBe('Acme Inc');
    expect(store.history('3002')?.name).toBe('Acme Inc');
  });

  it('keeps, per field, the newest non-null name, state and country, whatever the arrival order', () => {
    store.upsert({ fei: '3001', facility: { name: 'New Name Inc', state: null, country: 'United States', as_of: '2023-06-01' } });
    store.upsert({ fei: '3001', facility: { name: 'Old Name Inc', state: 'NJ', country: 'USA', as_of: '2015-01-01' } });
    const history = store.history('3001');
    // The 2015 record is older, so its name and country lose; it is the only one stating a state.
    expect(history).toMatchObject({ name: 'New Name Inc', state: 'NJ', country: 'United States' });
  });

  it('ranks product types by how many distinct records name them, a record named twice counting once', () => {
    store.upsert({ fei: '3001', product_types: { fact_id: 'a', types: ['Devices'] } });
    store.upsert({ fei: '3001', product_types: { fact_id: 'b', types: ['Drugs'] } });
    store.upsert({ fei: '3001', product_types: { fact_id: 'c', types: ['Drugs', 'Biologics'] } });
    store.upsert({ fei: '3001', product_types: { fact_id: 'a', types: ['Devices'] } });
    store.upsert({ fei: '3001', product_types: { fact_id: 'a', types: ['Devices'] } });
    // Drugs: b, c = 2; Devices: a = 1 (three writes of one record); Biologics: c = 1; ties by name.
    expect(store.history('3001')?.product_types).toEqual(['Drugs', 'Biologics', 'Devices']);
  });

  it('lists every FEI with facts, sorted', () => {
    store.upsert({ fei: '9' });
    store.upsert({ fei: '10' });
    expect(store.feis()).toEqual(['10', '9']);
  });

  it('remembers the last published state and aggregates peer scores without the facility itself', () => {
    const scores = [10, 20, 30, 40, 50];
    scores.forEach((score, i) => store.savePublished(`f${i}`, { note: `n${i}` }, { peer_group: 'Drugs', risk_score: score, facility_score: 100 - score }, '2024-01-01T00:00:00Z'));
    store.savePublished('self', { note: 'me' }, { peer_group: 'Drugs', risk_score: 100, facility_score: 0 }, '2024-01-01T00:00:00Z');
    store.savePublished('dev', { note: 'other group' }, { peer_group: 'Devices', risk_score: 99, facility_score: 99 }, '2024-01-01T00:00:00Z');
    store.savePublished('none', { note: 'no group' }, { peer_group: null, risk_score: 99, facility_score: 99 }, '2024-01-01T00:00:00Z');

    expect(store.lastPublished('self')).toEqual({ note: 'me' });
    // Peers of 'self' are 10..50: mean 30; p75 at rank (5-1)*0.75 = 3 → 40; p90 at rank 3.6 → 40 + 0.6*(50-40) = 46.
    const stats = store.peerStats('Drugs', 'risk_score', { excludeFei: 'self' });
    expect(stats?.size).toBe(5);
    expect(stats?.mean).toBeCloseTo(30, 10);
    expect(stats?.p75).toBeCloseTo(40, 10);
    expect(stats?.p90).toBeCloseTo(46, 10);
    // Facility scores of the same peers are 90..50 → sorted 50..90: mean 70, p75 80, p90 86.
    const facility = store.peerStats('Drugs', 'facility_score', { excludeFei: 'self' });
    expect(facility).toMatchObject({ size: 5 });
    expect(facility?.mean).toBeCloseTo(70, 10);
    expect(facility?.p90).toBeCloseTo(86, 10);
    // Without exclusion the facility counts: six scores 10..50, 100 → mean 250/6.
    expect(store.peerStats('Drugs', 'risk_score')?.mean).toBeCloseTo(250 / 6, 10);
    expect(store.peerStats('Food/Cosmetics', 'risk_score')).toBeNull();
    // The raw scores come ascending with their FEIs, for computing many facilities' stats at once.
    expect(store.peerScores('Drugs', 'risk_score').map((p) => [p.fei, p.score])).toEqual([
      ['f0', 10],
      ['f1', 20],
      ['f2', 30],
      ['f3', 40],
      ['f4', 50],
      ['self', 100],
    ]);
    // A re-publication replaces the facility's score instead of adding a second one.
    store.savePublished('f0', { note: 'again' }, { peer_group: 'Drugs', risk_score: 60, facility_score: 40 }, '2024-02-01T00:00:00Z');
    expect(store.peerStats('Drugs', 'risk_score', { excludeFei: 'self' })?.mean).toBeCloseTo((20 + 30 + 40 + 50 + 60) / 5, 10);
  });

  it('keeps its state across a reopen and forgets everything on clear()', () => {
    store.upsert({ fei: '3001', facility: { name: 'Acme', state: null, country: null, as_of: '2020-01-01' }, citations: [{ id: 'c', date: '2020-01-01', inspection_id: 'i' }] });
    store.savePublished('3001', { note: 'x' }, { peer_group: 'Drugs', risk_score: 1, facility_score: 2 }, '2024-01-01T00:00:00Z');
    store.close();
    store = createFacilityFactsStore<Facts, Published>({ file: join(dir, 'facility-facts.db') });
    expect(store.history('3001')?.citations).toHaveLength(1);
    expect(store.lastPublished('3001')).toEqual({ note: 'x' });
    store.clear();
    expect(store.history('3001')).toBeNull();
    expect(store.lastPublished('3001')).toBeNull();
    expect(store.peerStats('Drugs', 'risk_score')).toBeNull();
  });
});

describe('peerStatsOf', () => {
  it('leaves the facility out and is null when no peer is left', () => {
    const peers = [
      { fei: 'a', score: 2 },
      { fei: 'b', score: 4 },
      { fei: 'me', score: 90 },
    ];
    // Without 'me': [2, 4] → mean 3, p75 at rank 0.75 → 3.5, p90 at rank 0.9 → 3.8.
    const stats = peerStatsOf(peers, 'me');
    expect(stats?.size).toBe(2);
    expect(stats?.mean).toBeCloseTo(3, 12);
    expect(stats?.p75).toBeCloseTo(3.5, 12);
    expect(stats?.p90).toBeCloseTo(3.8, 12);
    expect(peerStatsOf([{ fei: 'me', score: 1 }], 'me')).toBeNull();
  });
});

describe('percentileOfSorted', () => {
  it('interpolates between closest ranks and returns the value itself for one value', () => {
    // [1, 2, 3, 4]: p50 at rank 1.5 → 2.5; p90 at rank 2.7 → 3.7.
    expect(percentileOfSorted([1, 2, 3, 4], 0.5)).toBeCloseTo(2.5, 10);
    expect(percentileOfSorted([1, 2, 3, 4], 0.9)).toBeCloseTo(3.7, 10);
    expect(percentileOfSorted([7], 0.9)).toBe(7);
    expect(() => percentileOfSorted([], 0.5)).toThrow(RangeError);
  });
});
