import { z } from 'zod';
import type { PublishedScores } from '../../infra/facts/facility-facts-store.ts';
import { isRetraction } from '../../infra/bus/payloads/retraction.ts';
import type { PublishedFacilityState } from './facility-changes.ts';
import { compositePeerValue, facilityPeerValue } from './peer-baseline.ts';

/**
 * The facilities step's "last published state" of every facility, read back from what the step
 * published: `enriched.facilities` (the documents) and `facility.changes` (where the alert
 * reference moved). A worker that takes the step over from another host restores its published
 * states from here instead of trusting its own copy, which is missing or stale (issue 19): the log
 * is the record of what was published, as it is for the analytics step's hashes.
 *
 * What each field of `PublishedFacilityState` comes from:
 * - `content_hash`, `risk_score`, `inspections`, `citation_ids`: the facility's last document;
 * - `alert_reference_score` / `_factors`: the `after` of its last `risk_score_change`, or, when
 *   none fired, the score of its first document (the rule of `publishedStateOf`);
 * - the peer group and peer values (`PublishedScores`): recomputed from the last document's
 *   product types and score factors, as the step computed them when it published it.
 * A facility retraction (a `FacilityRetraction` document, a `retraction` change with
 * `facility_retracted`) forgets the facility, as the facts store does when a facility loses its
 * last fact; what comes after starts afresh.
 *
 * The step publishes a batch's change events before its documents, so a worker that died between
 * the two leaves documents that claim no more than the events announced: the successor repeats
 * those events (same ids, dropped downstream) rather than missing them.
 */
export interface RestoredPublishedState {
  fei: string;
  state: PublishedFacilityState;
  scores: PublishedScores;
  /** When the document was computed (the `published_at` the step would have saved). */
  at: string;
}

const ScoreFactors = z.record(z.string(), z.number());

/** What the restoration reads of a facility document (the full schema is `EnrichedFacility`). */
const PublishedDocument = z.object({
  fei_number: z.string().min(1),
  content_hash: z.string().min(1),
  computed_at: z.string(),
  product_types: z.array(z.string()),
  risk_score: z.looseObject({ risk_score: z.number(), factors: ScoreFactors }),
  facility_score: z.looseObject({ score_components: z.record(z.string(), z.looseObject({ score: z.number(), weight: z.number() })) }),
  inspections: z.array(z.looseObject({ id: z.string(), end_date: z.string(), classification: z.enum(['NAI', 'VAI', 'OAI']).nullable() })).optional(),
  citations: z.array(z.looseObject({ id: z.string() })).optional(),
});
type PublishedDocument = z.infer<typeof PublishedDocument>;

const ChangeSeen = z.looseObject({
  fei_number: z.string().min(1),
  type: z.string(),
  facility_retracted: z.boolean().optional(),
  diff: z.looseObject({ after: z.looseObject({ risk_score: z.number(), factors: ScoreFactors.optional() }).nullable().optional() }).optional(),
});

/** The facts a document predating `inspections` / `citations` lacks, taken from the rebuilt facts store. */
export type HistoryLookup = (fei: string) => { inspections: PublishedFacilityState['inspections']; citation_ids: string[] } | null;

/**
 * Folds the step's output topics, each read in log order (one facility's records share one
 * partition, so per facility the order is the order of publication), into published states.
 */
export function createPublishedStateFold(): {
  /** One message of `enriched.facilities`. Returns false for a value it cannot read (left out). */
  document(value: unknown): boolean;
  /** One message of `facility.changes`. */
  change(value: unknown): boolean;
  result(historyOf: HistoryLookup): RestoredPublishedState[];
} {
  const last = new Map<string, PublishedDocument>();
  const first = new Map<string, { score: number; factors: Record<string, number> }>();
  const reference = new Map<string, { score: number; factors: Record<string, number> | undefined }>();

  return {
    document(value) {
      if (isRetraction(value)) {
        const fei = (value as { fei_number?: unknown; id?: unknown }).fei_number ?? (value as { id?: unknown }).id;
        if (typeof fei !== 'string') return false;
        last.delete(fei);
        first.delete(fei);
        return true;
      }
      const parsed = PublishedDocument.safeParse(value);
      if (!parsed.success) return false;
      const doc = parsed.data;
      if (!first.has(doc.fei_number)) first.set(doc.fei_number, { score: doc.risk_score.risk_score, factors: doc.risk_score.factors });
      last.set(doc.fei_number, doc);
      return true;
    },
    change(value) {
      const parsed = ChangeSeen.safeParse(value);
      if (!parsed.success) return false;
      const change = parsed.data;
      if (change.type === 'retraction' && change.facility_retracted) reference.delete(change.fei_number);
      const after = change.diff?.after;
      if (change.type === 'risk_score_change' && after) reference.set(change.fei_number, { score: after.risk_score, factors: after.factors });
      return true;
    },
    result(historyOf) {
      const restored: RestoredPublishedState[] = [];
      for (const [fei, doc] of [...last].sort(([a], [b]) => a.localeCompare(b))) {
        const firstScore = first.get(fei) ?? { score: doc.risk_score.risk_score, factors: doc.risk_score.factors };
        const ref = reference.get(fei) ?? firstScore;
        const fromStore = doc.inspections && doc.citations ? null : historyOf(fei);
        restored.push({
          fei,
          // Same key order as `publishedStateOf`: the step compares states as JSON text.
          state: {
            content_hash: doc.content_hash,
            risk_score: doc.risk_score.risk_score,
            alert_reference_score: ref.score,
            ...(ref.factors ? { alert_reference_factors: ref.factors } : {}),
            inspections: doc.inspections
              ? Object.fromEntries(doc.inspections.map((i) => [i.id, { end_date: i.end_date, classification: i.classification }]))
              : (fromStore?.inspections ?? {}),
            citation_ids: doc.citations ? doc.citations.map((c) => c.id).sort() : (fromStore?.citation_ids ?? []),
          },
          scores: {
            peer_group: doc.product_types[0] ?? null,
            risk_score: compositePeerValue(doc.risk_score.factors),
            facility_score: facilityPeerValue(doc.facility_score.score_components),
          },
          at: doc.computed_at,
        });
      }
      return restored;
    },
  };
}
