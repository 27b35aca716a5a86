import { describe, expect, it } from 'vitest';
import type { FacilityChange } from '../facilities/facility-records.ts';
import { alertId, alertsForChange } from './alert-diff.ts';
import type { WatchlistEntry } from './alert-records.ts';

const entry = (overrides: Partial<WatchlistEntry> = {}): WatchlistEntry => ({
  id: 'wl_aaaa',
  tenant: 't1',
  fei_number: '3001001',
  legal_name: null,
  webhook_url: 'https://hooks.example.com/x',
  alert_on: ['new_citation', 'classification_change', 'risk_score_change'],
  alert_threshold: null,
  notification_email: null,
  created_at: '2025-01-01T00:00:00.000000+00:00',
  last_checked: null,
  secret_sealed: 'v1:x',
  previous_secret_sealed: null,
  previous_secret_expires_at: null,
  webhook_disabled_at: null,
  deleted_at: null,
  ...overrides,
});

const envelope = { source: 'enrich.facilities', fetched_at: '2025-02-01T00:00:00.000Z', content_hash: 'a'.repeat(64), schema_version: 1, fei_number: '3001001', facility_name: 'Acme', occurred_at: '2025-02-01T00:00:00.000Z' };

const citation: FacilityChange = {
  ...envelope,
  id: 'new_citation:3001001:c1',
  type: 'new_citation',
  diff: { before: null, after: { citation_id: 'c1', inspection_id: 'i1', date: '2025-01-20', act_cfr_number: '21 CFR 211.192', cfr_section: '21 CFR 211.192', short_description: 'Investigations' } },
};
const classification: FacilityChange = {
  ...envelope,
  id: 'classification_change:3001001:i1:VAI->OAI',
  type: 'classification_change',
  diff: { before: { inspection_id: 'i1', classification: 'VAI' }, after: { inspection_id: 'i1', end_date: '2025-01-20', classification: 'OAI' } },
};
const risk = (from: number, to: number): FacilityChange => ({
  ...envelope,
  id: `risk_score_change:3001001:2025-02-01:${from}->${to}`,
  type: 'risk_score_change',
  reasons: ['points'],
  delta: Math.round((to - from) * 10) / 10,
  diff: { before: { risk_score: from, risk_level: from < 25 ? 'low' : from < 50 ? 'medium' : 'high' }, after: { risk_score: to, risk_level: to < 25 ? 'low' : to < 50 ? 'medium' : 'high' } },
});

describe('alertsForChange', () => {
  it('builds one alert per interested entry with a deterministic id and the diff', () => {
    const [alert, ...rest] = alertsForChange(citation, [entry(), entry({ id: 'wl_other', fei_number: '999' })]);
    expect(rest).toEqual([]);
    expect(alert).toEqual({
      tenant: 't1',
      change_id: citation.id,
      payload: {
        alert_id: alertId('wl_aaaa', citation.id),
        type: 'new_citation',
        watchlist_id: 'wl_aaaa',
        fei_number: '3001001',
        facility_name: 'Acme',
        occurred_at: '2025-02-01T00:00:00.000000+00:00',
        diff: citation.diff,
        api_version: 'v1',
      },
    });
    expect(alertsForChange(citation, [entry()])[0]?.payload.alert_id).toBe(alert?.payload.alert_id);
    expect(alertId('wl_aaaa', citation.id)).toMatch(/^alt_[0-9a-f]{32}$/);
    expect(alertId('wl_bbbb', citation.id)).not.toBe(alertId('wl_aaaa', citation.id));
  });

  it('honours alert_on, the creation time, deletion and the classification threshold', () => {
    expect(alertsForChange(citation, [entry({ alert_on: ['risk_score_change'] })])).toEqual([]);
    expect(alertsForChange(citation, [entry({ created_at: '2025-02-01T00:00:00.000000+00:00' })])).toEqual([]);
    expect(alertsForChange(citation, [entry({ deleted_at: '2025-01-15T00:00:00.000000+00:00' })])).toEqual([]);
    expect(alertsForChange(classification, [entry({ alert_threshold: 'OAI' })])).toHaveLength(1);
    const toVai: FacilityChange = { ...classification, id: 'x', diff: { before: { inspection_id: 'i1', classification: 'NAI' }, after: { inspection_id: 'i1', end_date: '2025-01-20', classification: 'VAI' } } };
    expect(alertsForChange(toVai, [entry({ alert_threshold: 'OAI' })])).toEqual([]);
    expect(alertsForChange(toVai, [entry()])).toHaveLength(1);
  });

  it('sends a risk-score move of 5 points or a band change, never one below 5 points in the same band', () => {
    expect(alertsForChange(risk(30, 33), [entry()])).toEqual([]);
    expect(alertsForChange(risk(30, 34.9), [entry()])).toEqual([]);
    const [five] = alertsForChange(risk(30, 35), [entry()]);
    // An event published before factor points were carried: the diff says so with an empty list.
    expect(five?.payload.diff).toEqual({ before: { risk_score: 30, risk_level: 'medium' }, after: { risk_score: 35, risk_level: 'medium' }, delta: 5, reasons: ['points'], factors: [] });
    expect(alertsForChange(risk(48, 51), [entry()])).toHaveLength(1);
  });

  it('gives each factor before, after and delta for a risk-score change, in the spec order', () => {
    const base = risk(31.5, 41.5);
    if (base.type !== 'risk_score_change') throw new Error('fixture');
    const change: FacilityChange = {
      ...base,
      diff: {
        before: { ...base.diff.before!, factors: { oai_ratio: 12, citation_frequency: 5, recency: 7.5, severity: 2, peer_benchmark: 5 } },
        after: { ...base.diff.after, factors: { peer_benchmark: 5.25, severity: 3.1, recency: 7.5, citation_frequency: 5, oai_ratio: 22 } },
      },
    };
    const [alert] = alertsForChange(change, [entry()]);
    expect(alert?.payload.diff).toEqual({
      before: { risk_score: 31.5, risk_level: 'medium' },
      after: { risk_score: 41.5, risk_level: 'medium' },
      delta: 10,
      reasons: ['points'],
      factors: [
        { name: 'oai_ratio', before: 12, after: 22, delta: 10 },
        { name: 'citation_frequency', before: 5, after: 5, delta: 0 },
        { name: 'recency', before: 7.5, after: 7.5, delta: 0 },
        { name: 'severity', before: 2, after: 3.1, delta: 1.1 },
        { name: 'peer_benchmark', before: 5, after: 5.25, delta: 0.25 },
      ],
    });
  });

  it('leaves a factor delta null where the before side is unknown (a first score)', () => {
    const base = risk(0, 30);
    if (base.type !== 'risk_score_change') throw new Error('fixture');
    const first: FacilityChange = { ...base, reasons: ['first_score', 'points', 'band'], diff: { before: null, after: { ...base.diff.after, factors: { oai_ratio: 20, recency: 10 } } } };
    const [alert] = alertsForChange(first, [entry()]);
    expect(alert?.payload.diff.before).toBeNull();
    expect(alert?.payload.diff.factors).toEqual([
      { name: 'oai_ratio', before: null, after: 20, delta: null },
      { name: 'recency', before: null, after: 10, delta: null },
    ]);
  });
});
