import { z } from 'zod';
import { MessageEnvelope } from '../../infra/bus/topics.ts';

/*
 * The records the facilities step publishes: one versioned document per facility on
 * `enriched.facilities`, and change events on `facility.changes` for the alert differ.
 */

/** Version of the enriched facility body; bump when its shape or meaning changes. */
export const ENRICHED_FACILITY_SCHEMA_VERSION = 1;
/** Version of the facility change event body. */
export const FACILITY_CHANGE_SCHEMA_VERSION = 1;

/**
 * Most facility records a step takes per batch (the facilities step and its two sinks): their
 * records are small and quick, so a batch's fixed costs (publishes, commits, refreshes) are what
 * the default of 50 spent its time on; see each step.
 */
export const FACILITY_STEP_BATCH = 500;

const classification = z.enum(['NAI', 'VAI', 'OAI']);
const level = z.enum(['low', 'medium', 'high', 'critical']);
const isoDate = z.iso.date();

/** The spec's inspection summary (doc 2), as the facility document carries it. */
export const FacilityTotalsRecord = z.object({
  total_inspections: z.number().int().min(0),
  nai_count: z.number().int().min(0),
  vai_count: z.number().int().min(0),
  oai_count: z.number().int().min(0),
  not_oai_unsplit_count: z.number().int().min(0).describe('Inspections known only as not OAI (the source merges NAI and VAI); never split by guess.'),
  warning_letters: z.number().int().min(0),
  import_alerts: z.number().int().min(0),
  last_inspection_date: isoDate.nullable(),
  last_classification: classification.nullable().describe('Classification of the latest inspection; null when no source states it.'),
  trend: z.enum(['improving', 'stable', 'deteriorating']),
});

/**
 * The composite risk score document (spec doc 2, methodology v2.0), checked for the fields readers
 * rely on; its full shape belongs to `enrich/domain/risk/composite-risk.ts`.
 */
export const CompositeRiskRecord = z.looseObject({
  fei_number: z.string().min(1),
  risk_score: z.number().min(0).max(100),
  risk_level: level,
  methodology_version: z.string().min(1),
  factors: z.record(z.string(), z.number()),
  methodology: z.string(),
  factor_descriptions: z.record(z.string(), z.string()),
});

/** The predictive facility score document (spec doc 2); full shape in `enrich/domain/risk/facility-score.ts`. */
export const FacilityScoreRecord = z.looseObject({
  fei_number: z.string().min(1),
  facility_name: z.string(),
  risk_score: z.number().int().min(0).max(100),
  risk_level: level,
  confidence: z.number().min(0).max(1),
  score_components: z.record(z.string(), z.looseObject({ score: z.number(), weight: z.number(), factors: z.array(z.string()) })),
  next_best_actions: z.array(z.looseObject({ priority: z.number().int(), action: z.string() })),
  calculated_at: z.string(),
  valid_until: z.string(),
});

/** One inspection of the facility's consolidated history (`FacilityHistory`), with how many citations it carries. */
export const FacilityInspectionRecord = z.object({
  id: z.string().min(1),
  end_date: isoDate,
  classification: classification.nullable().describe('Null when no source states it (SPEC-DECISIONS 23).'),
  not_oai: z.boolean().optional().describe('True when a source states only that the inspection was not OAI.'),
  program_area: z.string().nullable(),
  product_types: z.array(z.string()),
  investigators: z.array(z.string()),
  citation_count: z.number().int().min(0),
});

/** One citation of the facility's history (`CitationFact`). */
export const FacilityCitationRecord = z.object({
  id: z.string().min(1),
  inspection_id: z.string().min(1),
  date: isoDate,
  act_cfr_number: z.string(),
  cfr_section: z.string().nullable(),
  short_description: z.string().nullable(),
  categories: z.array(z.string()),
});

/** One compliance action against the facility (`ComplianceActionFact`). */
export const FacilityComplianceActionRecord = z.object({
  id: z.string().min(1),
  kind: z.string().min(1),
  action_type: z.string(),
  date: isoDate,
});

/**
 * One facility on `enriched.facilities`, keyed by FEI: what the API's facility, risk-score and
 * benchmark endpoints and the graph read. `content_hash` leaves out the timestamps
 * (`computed_at`, the facility score's `calculated_at` / `valid_until`), so a recomputation that
 * changed nothing is recognised and not re-published.
 */
export const EnrichedFacility = MessageEnvelope.extend({
  fei_number: z.string().regex(/^\d{1,10}$/),
  facility_name: z.string(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  product_types: z.array(z.string()).describe('Most frequent first; the first is the peer group.'),
  totals: FacilityTotalsRecord,
  risk_score: CompositeRiskRecord,
  facility_score: FacilityScoreRecord,
  methodology_version: z.string().min(1),
  computed_at: z.string().describe('When the scores were computed; they are computed as of that day.'),
  inspections: z.array(FacilityInspectionRecord).optional().describe('The consolidated inspection history, oldest first (absent on documents published before it was added).'),
  citations: z.array(FacilityCitationRecord).optional().describe('Citations of those inspections, oldest first.'),
  compliance_actions: z.array(FacilityComplianceActionRecord).optional().describe('Compliance actions against the facility, oldest first.'),
});
export type EnrichedFacility = z.infer<typeof EnrichedFacility>;

/**
 * A composite score at one point: the score, its band and (on events published since the alert
 * diff carries per-factor deltas) the points of each factor, so alerts can say which factor moved.
 */
const scorePoint = z.object({ risk_score: z.number(), risk_level: level, factors: z.record(z.string(), z.number()).optional() });

const changeBase = MessageEnvelope.extend({
  fei_number: z.string().min(1),
  facility_name: z.string(),
  occurred_at: z.string().describe('When the change was detected (the facilities step ran).'),
});

/**
 * A change of a facility against its last published document, on `facility.changes`. The alert
 * differ matches it to watchlist entries (their `alert_on`) and builds the webhook payload
 * (SPEC-DECISIONS 15) from `type`, `fei_number`, `occurred_at` and `diff`. Ids are built from what
 * changed, never from the time, so a replay re-emits the same ids and the differ can drop repeats.
 */
export const FacilityChange = z.discriminatedUnion('type', [
  changeBase.extend({
    type: z.literal('new_citation'),
    diff: z.object({
      before: z.null(),
      after: z.object({
        citation_id: z.string(),
        inspection_id: z.string(),
        date: isoDate,
        act_cfr_number: z.string(),
        cfr_section: z.string().nullable(),
        short_description: z.string().nullable(),
      }),
    }),
  }),
  changeBase.extend({
    type: z.literal('classification_change'),
    diff: z.object({
      before: z.object({ inspection_id: z.string(), classification: classification.nullable() }),
      after: z.object({ inspection_id: z.string(), end_date: isoDate, classification }),
    }),
  }),
  changeBase.extend({
    type: z.literal('risk_score_change'),
    reasons: z.array(z.enum(['first_score', 'points', 'band'])),
    delta: z.number(),
    diff: z.object({ before: scorePoint.nullable(), after: scorePoint }),
  }),
]);
export type FacilityChange = z.infer<typeof FacilityChange>;
