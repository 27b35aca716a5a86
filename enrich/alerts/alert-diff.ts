import { createHash } from 'node:crypto';
import { FACTOR_MAX, riskScoreChange } from '../domain/risk/composite-risk.ts';
import type { FacilityChange } from '../facilities/facility-records.ts';
import { API_VERSION, type AlertPayload, CLASSIFICATIONS, type WatchlistEntry, isoMicros } from './alert-records.ts';

/*
 * The alert differ's decisions, as pure functions: which watchlist entries a facility change
 * concerns, and the alert each of them gets.
 */

/**
 * The alert id (also the webhook's `webhook-id`): a hash of the entry and the change, so a replay
 * or a second delivery of the same change to the same entry yields the same id and lands once.
 */
export function alertId(watchlistId: string, changeId: string): string {
  return `alt_${createHash('sha256').update(`${watchlistId}\u0000${changeId}`).digest('hex').slice(0, 32)}`;
}

/**
 * SPEC-DECISIONS 15: a composite score move alerts at 5 points or more, or on a band change. The
 * facilities step applies the rule before it publishes; the differ applies it again so that what
 * reaches a customer never depends on an upstream default.
 */
export function isSignificantRiskChange(change: Extract<FacilityChange, { type: 'risk_score_change' }>): boolean {
  return riskScoreChange(change.diff.before, change.diff.after).alert;
}

const rank = (classification: string | null) => (classification ? CLASSIFICATIONS.indexOf(classification as (typeof CLASSIFICATIONS)[number]) : -1);

/** Whether an entry wants this change: its FEI, its `alert_on`, created before the change, its threshold. */
export function entryWantsChange(entry: WatchlistEntry, change: FacilityChange): boolean {
  if (entry.deleted_at) return false;
  if (entry.fei_number !== change.fei_number) return false;
  if (!entry.alert_on.includes(change.type)) return false;
  // Only news: a change detected before the entry existed (a replay of old changes) is history.
  if (!(Date.parse(change.occurred_at) > Date.parse(entry.created_at))) return false;
  if (change.type === 'classification_change' && entry.alert_threshold && rank(change.diff.after.classification) < rank(entry.alert_threshold)) return false;
  if (change.type === 'risk_score_change' && !isSignificantRiskChange(change)) return false;
  return true;
}

/** The composite's factors in the spec's order (its table), so every alert lists them the same way. */
const FACTOR_ORDER = Object.keys(FACTOR_MAX);

/** One factor's move in a `risk_score_change` diff; null where the event did not carry that side. */
export interface FactorDelta {
  name: string;
  before: number | null;
  after: number | null;
  delta: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Per-factor before/after/delta of a risk-score change, in the spec's factor order then any other
 * name the event carried. `before` is null for a first score and for events whose reference
 * factors predate their recording; `delta` is null whenever a side is missing.
 */
export function factorDeltas(before: Record<string, number> | undefined, after: Record<string, number> | undefined): FactorDelta[] {
  if (!after) return [];
  const names = [...FACTOR_ORDER.filter((name) => name in after || (before !== undefined && name in before)), ...Object.keys(after).filter((name) => !FACTOR_ORDER.includes(name))];
  return names.map((name) => {
    const from = before?.[name] ?? null;
    const to = after[name] ?? null;
    return { name, before: from, after: to, delta: from === null || to === null ? null : round2(to - from) };
  });
}

/**
 * The payload's `diff { before, after }`: the new citation; the classification before and after
 * with the inspection; the composite score and band before and after, with the delta, the reasons
 * the move counts (points, band, first score) and `factors`, each factor's points before and after
 * and its delta, so a customer sees which factor moved the score.
 */
export function alertDiff(change: FacilityChange): AlertPayload['diff'] {
  if (change.type === 'risk_score_change') {
    const { before, after } = change.diff;
    return {
      before: before ? { risk_score: before.risk_score, risk_level: before.risk_level } : null,
      after: { risk_score: after.risk_score, risk_level: after.risk_level },
      delta: change.delta,
      reasons: change.reasons,
      factors: factorDeltas(before?.factors, after.factors),
    };
  }
  return { before: change.diff.before, after: change.diff.after };
}

/** An alert ready for the `alerts` topic. */
export interface AlertDraft {
  tenant: string;
  change_id: string;
  payload: AlertPayload;
}

/** One alert per entry that wants the change (`entries` may hold entries of other facilities: they are skipped). */
export function alertsForChange(change: FacilityChange, entries: readonly WatchlistEntry[]): AlertDraft[] {
  return entries
    .filter((entry) => entryWantsChange(entry, change))
    .map((entry) => ({
      tenant: entry.tenant,
      change_id: change.id,
      payload: {
        alert_id: alertId(entry.id, change.id),
        type: change.type,
        watchlist_id: entry.id,
        fei_number: change.fei_number,
        facility_name: change.facility_name || entry.legal_name,
        occurred_at: isoMicros(new Date(change.occurred_at)),
        diff: alertDiff(change),
        api_version: API_VERSION,
      },
    }));
}
