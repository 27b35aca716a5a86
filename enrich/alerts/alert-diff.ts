import { createHash } from 'node:crypto';
import { riskScoreChange } from '../domain/risk/composite-risk.ts';
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

/**
 * The payload's `diff { before, after }`: the new citation; the classification before and after
 * with the inspection; the composite score and band before and after, with the delta and the
 * reasons the move counts (points, band, first score).
 */
export function alertDiff(change: FacilityChange): AlertPayload['diff'] {
  if (change.type === 'risk_score_change') return { before: change.diff.before, after: change.diff.after, delta: change.delta, reasons: change.reasons };
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
