import type { RiskScoreChange, ScoreSnapshot } from '../domain/risk/composite-risk.ts';
import type { Classification, FacilityHistory } from '../domain/risk/facility-history.ts';
import type { FacilityChange } from './facility-records.ts';

/**
 * What the facilities step remembers of a facility's last published document, to tell what
 * changed: the document's hash, the composite score, the score risk-score alerts are measured
 * from, and the inspections and citations the document was computed from.
 */
export interface PublishedFacilityState {
  content_hash: string;
  risk_score: number;
  /**
   * The composite at the last `risk_score_change` (or at the first document). Moves are measured
   * from here, not from the last document, so a score creeping up 2 points a run still alerts once
   * it is 5 points from what watchers were last told.
   */
  alert_reference_score: number;
  /** The composite's factor points at the alert reference (absent on states saved before factors were kept). */
  alert_reference_factors?: Record<string, number>;
  inspections: Record<string, { end_date: string; classification: Classification | null }>;
  citation_ids: string[];
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A change event before the processor adds the envelope and the facility's name and time. */
export type FacilityChangeDraft = DistributiveOmit<FacilityChange, 'source' | 'fetched_at' | 'content_hash' | 'schema_version' | 'fei_number' | 'facility_name' | 'occurred_at'>;

/**
 * The state to remember after publishing a document computed from `history`, given the changes
 * just detected: the alert reference moves to the new score only when a risk-score change fired.
 */
export function publishedStateOf(
  previous: PublishedFacilityState | null,
  next: { history: FacilityHistory; riskScore: number; contentHash: string; factors?: Record<string, number> },
  changes: readonly FacilityChangeDraft[],
): PublishedFacilityState {
  const alerted = changes.some((change) => change.type === 'risk_score_change');
  return {
    content_hash: next.contentHash,
    risk_score: next.riskScore,
    alert_reference_score: alerted || !previous ? next.riskScore : previous.alert_reference_score,
    alert_reference_factors: alerted || !previous ? next.factors : previous.alert_reference_factors,
    inspections: Object.fromEntries(next.history.inspections.map((i) => [i.id, { end_date: i.end_date, classification: i.classification }])),
    citation_ids: next.history.citations.map((c) => c.id).sort(),
  };
}

export interface DetectChangesOptions {
  /** The alert rule of SPEC-DECISIONS 15 (`riskScoreChange` of composite-risk.ts). */
  riskScoreChange: (previous: ScoreSnapshot | null, next: ScoreSnapshot | null) => RiskScoreChange;
  /**
   * Whether a facility's first document may raise events. Default false: the first document is
   * the baseline later ones are compared with. An initial load, or a rebuild of the facts store by
   * replay, publishes a first document for every facility in the data; as news they would all be
   * false alarms (every composite score is at least 5, from the neutral peer factor alone).
   */
  eventsOnFirstPublication?: boolean;
}

/**
 * Changes of a facility against its last published state (spec doc 2, "Events"; SPEC-DECISIONS 15):
 * - `new_citation`, one per citation not in the last state (one per observation, so a replay
 *   that splits a 483 over batches differently still emits the same events);
 * - `classification_change`, one per inspection whose classification is now stated and differs
 *   from before: VAI → OAI, or null → OAI (a 483-only inspection classified later, folded into its
 *   Dashboard inspection, or a new inspection that arrives classified). Null never counts as a change;
 * - `risk_score_change` when the composite moves by 5 points or more or changes band, measured
 *   from `alert_reference_score` (the score watchers were last told of).
 * With no last state (a first document) nothing is emitted unless `eventsOnFirstPublication`.
 */
export function detectFacilityChanges(
  previous: PublishedFacilityState | null,
  next: { fei: string; history: FacilityHistory; riskScore: number; asOf: string; factors?: Record<string, number> },
  options: DetectChangesOptions,
): FacilityChangeDraft[] {
  if (!previous && !options.eventsOnFirstPublication) return [];
  const changes: FacilityChangeDraft[] = [];
  const knownCitations = new Set(previous?.citation_ids ?? []);
  for (const citation of next.history.citations) {
    if (knownCitations.has(citation.id)) continue;
    changes.push({
      id: `new_citation:${next.fei}:${citation.id}`,
      type: 'new_citation',
      diff: {
        before: null,
        after: {
          citation_id: citation.id,
          inspection_id: citation.inspection_id,
          date: citation.date,
          act_cfr_number: citation.act_cfr_number,
          cfr_section: citation.cfr_section,
          short_description: citation.short_description,
        },
      },
    });
  }

  const before = previous?.inspections ?? {};
  const currentIds = new Set(next.history.inspections.map((i) => i.id));
  // An inspection that left the state (a 483-only one folded into its Dashboard record) hands its
  // classification to the inspection that ended the same day.
  const vanishedByDate = new Map<string, { id: string; classification: Classification | null }>();
  for (const [id, inspection] of Object.entries(before)) {
    if (!currentIds.has(id)) vanishedByDate.set(inspection.end_date, { id, classification: inspection.classification });
  }
  for (const inspection of next.history.inspections) {
    if (inspection.classification === null) continue;
    const known = before[inspection.id];
    const was = known ? { id: inspection.id, classification: known.classification } : (vanishedByDate.get(inspection.end_date) ?? { id: inspection.id, classification: null });
    if (was.classification === inspection.classification) continue;
    changes.push({
      id: `classification_change:${next.fei}:${inspection.id}:${was.classification ?? 'none'}->${inspection.classification}`,
      type: 'classification_change',
      diff: {
        before: { inspection_id: was.id, classification: was.classification },
        after: { inspection_id: inspection.id, end_date: inspection.end_date, classification: inspection.classification },
      },
    });
  }

  const risk = options.riskScoreChange(previous ? { risk_score: previous.alert_reference_score } : null, { risk_score: next.riskScore });
  if (risk.alert && risk.after) {
    changes.push({
      id: `risk_score_change:${next.fei}:${next.asOf}:${risk.before?.risk_score ?? 'none'}->${risk.after.risk_score}`,
      type: 'risk_score_change',
      reasons: risk.reasons,
      delta: risk.delta ?? 0,
      // Factor points ride along (when known) so the alert can show which factor moved.
      diff: {
        before: risk.before && previous?.alert_reference_factors ? { ...risk.before, factors: previous.alert_reference_factors } : risk.before,
        after: next.factors ? { ...risk.after, factors: next.factors } : risk.after,
      },
    });
  }
  return changes;
}
