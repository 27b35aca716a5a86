import type { BusMessage, EventBus } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { Clock } from '../../infra/clock.ts';
import type { FacilityFactsStore, PeerScoreName } from '../../infra/facts/facility-facts-store.ts';
import { createPeerIndex } from '../facilities/peer-index.ts';
import { type PeerBaseline, baselineKey, compositePeerValue, facilityPeerValue, peerBaseline, sameBaseline } from '../facilities/peer-baseline.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import { type CompositeRiskContext, type CompositeRiskScore, compositeRiskScore, riskScoreChange } from '../domain/risk/composite-risk.ts';
import type { FacilityHistory } from '../domain/risk/facility-history.ts';
import { type ClassificationAggregateRow, EMPTY_SPLIT, type NationalSplit, SPLIT_TABLES, addToSplit, notOaiWeight } from '../domain/risk/national-split.ts';
import { type FacilityFactShapes, applyFacts } from '../facilities/apply-facts.ts';
import { type FacilityScore, type FacilityScoreContext, MIN_PEER_GROUP, facilityScore } from '../domain/risk/facility-score.ts';
import { type SectionWeightLookup, expertSectionWeight } from '../domain/risk/section-severity.ts';
import { type DetectChangesOptions, type PublishedFacilityState, detectFacilityChanges, publishedStateOf } from '../facilities/facility-changes.ts';
import { FACILITY_FACT_TOPICS, consolidateHistory, factsOf } from '../facilities/facility-facts.ts';
import { ENRICHED_FACILITY_SCHEMA_VERSION, type EnrichedFacility, FACILITY_CHANGE_SCHEMA_VERSION, FACILITY_STEP_BATCH, type FacilityChange } from '../facilities/facility-records.ts';
import { facilityTotals } from '../facilities/facility-totals.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { Retraction, isRetraction, retractionOf } from '../../infra/bus/payloads/retraction.ts';
import type { FactsRetracted } from '../../infra/facts/facility-facts-store.ts';
import { FACILITY_RETRACTION_SCHEMA_VERSION, type FacilityRetractionChange } from '../facilities/facility-retraction.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';
import type { AssignedPartition } from '../../infra/bus/event-bus.port.ts';
import type { Logger } from '../../infra/logger.ts';
import { createPublishedStateFold } from '../facilities/published-state-log.ts';
import { type StateCatchUp, planCatchUp, positionKey } from '../facilities/state-catch-up.ts';

/** The facilities step's state store: its facts, and its last published state per facility. */
export type FacilitiesStore = FacilityFactsStore<FacilityFactShapes, PublishedFacilityState>;

/** The scoring methods the step applies; the defaults are the spec's, injectable for tests. */
export interface FacilityScoring {
  composite: (history: FacilityHistory, context: CompositeRiskContext) => CompositeRiskScore;
  facility: (history: FacilityHistory, context: FacilityScoreContext) => FacilityScore;
  riskScoreChange: DetectChangesOptions['riskScoreChange'];
  /** Severity weight per cited section; the expert table until weights derived from data are wired. */
  sectionWeight: SectionWeightLookup;
}

/** The spec's methods: composite v2.0, the predictive facility score, SPEC-DECISIONS 15, the expert section weights. */
export const DEFAULT_FACILITY_SCORING: FacilityScoring = {
  composite: compositeRiskScore,
  facility: facilityScore,
  riskScoreChange,
  sectionWeight: expertSectionWeight,
};

export interface FacilitiesProcessorDeps {
  bus: Pick<EventBus, 'publish' | 'read' | 'topics' | 'lag'>;
  clock: Clock;
  /** Says when a worker rebuilds the step's state from the log (a takeover). */
  logger?: Logger;
  facts: FacilitiesStore;
  scoring?: Partial<FacilityScoring>;
  /** See `DetectChangesOptions.eventsOnFirstPublication`; default false. */
  eventsOnFirstPublication?: boolean;
  /**
   * Default true. A rebuild of the facts store by replay should pass false: it re-learns history,
   * and a risk-score move seen while catching up would be dated today and read as news.
   */
  emitChanges?: boolean;
}

/** The document as published: the schema's shape with the scoring methods' own types for the two scores. */
export type FacilityDocument = Omit<EnrichedFacility, 'risk_score' | 'facility_score'> & { risk_score: CompositeRiskScore; facility_score: FacilityScore };

/** The step's consumer group. */
export const FACILITIES_GROUP = 'enrich.facilities';
/** Messages per read when the state is rebuilt from the log. */
const REPLAY_PAGE = 5_000;
/** Facilities rescored per publication when the peer baseline moved. */
const SETTLE_CHUNK = 500;

/** Source name on the records this step publishes. */
export const FACILITIES_SOURCE = 'enrich.facilities';

/**
 * The facilities enrichment step. It folds every message of the facility topics (Dashboard
 * inspections and citations, compliance actions, published 483s, enriched 483 observations) into
 * its fact store, then, for each facility the batch touched, rebuilds the history, scores it as of
 * the clock's day with both methods (the composite v2.0 and the predictive facility score, peers
 * from the last published scores of the facility's main product type), and publishes:
 * - the facility document on `enriched.facilities`, keyed by FEI, when its content hash (which
 *   leaves out timestamps) differs from the last one published, so replays publish nothing new;
 * - change events on `facility.changes` against the last published state (`detectFacilityChanges`).
 *
 * A malformed message is rejected with its reason (to `dlq.enrich.facilities`) and the batch goes
 * on. Facts are written before publishing and the published state after: a crash in between
 * re-runs the batch, which writes the same facts and publishes the same ids again.
 *
 * Retractions: every fact is stored with the record that stated it (`<topic>|<id>`). A retraction
 * on an input topic (a raw tombstone, an `ObservationRetraction`) removes what that record stated;
 * a facility that keeps facts is rescored and republished, one left with none is published as a
 * `FacilityRetraction` on `enriched.facilities`, and either way a `retraction` change lists on
 * `facility.changes` the inspections, citations and actions that went.
 *
 * The store is rebuilt by replay: clear it and rewind this group to offset 0 on its topics.
 */
export function createFacilitiesProcessor(deps: FacilitiesProcessorDeps): Processor & {
  /** Recomputes and publishes the given facilities (say, monthly, as scores age); returns how many documents were published. */
  rescore(feis: readonly string[]): Promise<number>;
} {
  const scoring: FacilityScoring = { ...DEFAULT_FACILITY_SCORING, ...deps.scoring };
  // The national NAI/VAI split (SPEC-DECISIONS 23) from the Dashboard's classification aggregates.
  // It lives in memory and is re-read from its topic at the first batch after a start, so a
  // restart that resumes past those messages still weighs not-OAI inspections the same way.
  let split: NationalSplit | null = null;
  // Live peer values of every facility (pure functions of its facts), and the frozen baseline the
  // scores are computed against (peer-baseline.ts): scores never depend on processing order.
  // Both are caches of the store's published table: a rebuild of that table starts them afresh.
  let peerIndex = createPeerIndex((group, score) => deps.facts.peerScores(group, score));
  let baseline: PeerBaseline | null = null;
  // After a rebuild the next catch-up rescores every facility even if the baseline looks unmoved:
  // the restored states were scored by another worker, against the baseline it held then.
  let rescoreAll = false;
  const currentBaseline = () => peerBaseline(deps.facts.peerGroups(), (group, score) => peerIndex.groupStats(group, score));

  /** True when this batch was the last message of its topic and the step has no lag on its other topics. */
  async function caughtUp(last: BusMessage): Promise<boolean> {
    const end = (await deps.bus.topics()).find((t) => t.topic === last.topic && t.partition === last.partition)?.endOffset ?? 0;
    if (end > last.offset + 1) return false;
    return (await deps.bus.lag(FACILITIES_GROUP)).every((entry) => (entry.topic === last.topic && entry.partition === last.partition) || entry.lag === 0);
  }

  /** After catching up: a baseline that moved rescores every facility against it, a few hundred at a time. */
  async function settle(): Promise<void> {
    const next = currentBaseline();
    if (baseline && sameBaseline(next, baseline) && !rescoreAll) return;
    baseline = next;
    rescoreAll = false;
    const feis = deps.facts.feis();
    for (let i = 0; i < feis.length; i += SETTLE_CHUNK) await publishFacilities(feis.slice(i, i + SETTLE_CHUNK));
  }
  const weighNotOai = (inspection: Parameters<typeof notOaiWeight>[1]) => notOaiWeight(split ?? EMPTY_SPLIT, inspection);

  async function loadSplit(): Promise<void> {
    if (split) return;
    let loaded = EMPTY_SPLIT;
    for (let offset = 0; ; ) {
      const page = await deps.bus.read(TOPICS.rawDashboardAggregates, { fromOffset: offset, limit: 1000 });
      loaded = addToSplit(loaded, page.flatMap((m) => aggregateRowOf(m.value) ?? []));
      if (page.length < 1000) break;
      offset = (page.at(-1)?.offset ?? offset) + 1;
    }
    split = loaded;
  }

  function store(message: BusMessage): { fei: string | null; retracted: FactsRetracted } | Rejected {
    if (isRetraction(message.value)) {
      const parsed = Retraction.safeParse(message.value);
      if (!parsed.success) return { message, reason: `invalid retraction: ${describeZodIssues(parsed.error)}` };
      return { fei: null, retracted: deps.facts.retract(originOf(message.topic, parsed.data.id)) };
    }
    const outcome = factsOf(message.topic, message.value);
    if (outcome.kind === 'dlq') return { message, reason: outcome.reason };
    const id = (message.value as { id?: unknown }).id;
    const retracted = applyFacts(deps.facts, outcome.value, originOf(message.topic, typeof id === 'string' ? id : message.key));
    return { fei: outcome.value.fei, retracted };
  }

  /**
   * After retractions: the `retraction` change of every facility that lost facts, and the
   * retraction of every facility left with none (unless a later message of the batch restored it).
   */
  async function publishRetractions(removedByFei: Map<string, { name: string | null; removed: Set<string> }>): Promise<void> {
    if (removedByFei.size === 0) return;
    const now = deps.clock.now().toISOString();
    const gone: string[] = [];
    const changes: FacilityRetractionChange[] = [];
    for (const [fei, { name, removed }] of removedByFei) {
      const history = deps.facts.history(fei);
      const facilityRetracted = history === null;
      if (facilityRetracted) gone.push(fei);
      const ids = (kind: string) => [...removed].filter((entry) => entry.startsWith(`${kind}\u0000`)).map((entry) => entry.slice(kind.length + 1)).sort();
      const before = { inspection_ids: ids('inspection'), citation_ids: ids('citation'), compliance_action_ids: ids('compliance_action') };
      if (!facilityRetracted && before.inspection_ids.length + before.citation_ids.length + before.compliance_action_ids.length === 0) continue;
      const draft = { type: 'retraction' as const, fei_number: fei, facility_retracted: facilityRetracted, diff: { before, after: null } };
      // Like every change id, built from what changed, never from the time: a replay repeats it.
      const hash = contentHash(draft);
      changes.push({
        ...draft,
        id: `retraction:${fei}:${hash.slice(0, 16)}`,
        source: FACILITIES_SOURCE,
        schema_version: FACILITY_RETRACTION_SCHEMA_VERSION,
        fetched_at: now,
        content_hash: hash,
        facility_name: history?.name ?? name ?? '',
        occurred_at: now,
      });
    }
    if (gone.length > 0) {
      await deps.bus.publish(
        TOPICS.enrichedFacilities,
        gone.map((fei) => ({ key: fei, value: { ...retractionOf({ id: fei, source: FACILITIES_SOURCE, at: now, schemaVersion: FACILITY_RETRACTION_SCHEMA_VERSION }), fei_number: fei } })),
      );
    }
    if (changes.length > 0 && deps.emitChanges !== false) await deps.bus.publish(TOPICS.facilityChanges, changes.map((c) => ({ key: c.fei_number, value: c })));
    for (const fei of gone) peerIndex.update(fei, null, { risk_score: 0, facility_score: 0 });
  }

  async function publishFacilities(feis: readonly string[]): Promise<number> {
    const now = deps.clock.now().toISOString();
    const asOf = now.slice(0, 10);
    const documents: FacilityDocument[] = [];
    const changes: FacilityChange[] = [];
    const states: Array<{ fei: string; state: PublishedFacilityState; peerGroup: string | null; risk: number; facility: number }> = [];
    // Published scores change only after the loop, so the index answers for the state before it.
    baseline ??= currentBaseline();
    const frozen = baseline;
    const peers = (group: string, score: PeerScoreName) => frozen.get(baselineKey(group, score)) ?? null;
    for (const fei of feis) {
      const stored = deps.facts.history(fei);
      if (!stored) continue;
      const history = consolidateHistory(stored);
      const citationCounts = new Map<string, number>();
      for (const c of history.citations) citationCounts.set(c.inspection_id, (citationCounts.get(c.inspection_id) ?? 0) + 1);
      const peerGroup = history.product_types[0] ?? null;
      const riskPeers = peerGroup ? peers(peerGroup, 'risk_score') : null;
      const facilityPeers = peerGroup ? peers(peerGroup, 'facility_score') : null;
      const composite = scoring.composite(history, {
        asOf,
        // The composite's peer factor is neutral for groups under 10 (the benchmark's insufficient_data rule).
        peerAverage: riskPeers && riskPeers.size >= MIN_PEER_GROUP ? riskPeers.mean : null,
        sectionWeight: scoring.sectionWeight,
        notOaiWeight: weighNotOai,
      });
      const predictive = scoring.facility(history, { asOf, peerStats: facilityPeers, sectionWeight: scoring.sectionWeight, notOaiWeight: weighNotOai });
      const body = {
        id: fei,
        source: FACILITIES_SOURCE,
        schema_version: ENRICHED_FACILITY_SCHEMA_VERSION,
        fei_number: fei,
        facility_name: history.name,
        state: history.state,
        country: history.country,
        product_types: history.product_types,
        totals: facilityTotals(history, asOf),
        risk_score: composite,
        facility_score: predictive,
        methodology_version: composite.methodology_version,
        inspections: history.inspections.map((i) => ({ ...i, citation_count: citationCounts.get(i.id) ?? 0 })),
        citations: history.citations,
        compliance_actions: history.compliance_actions,
      };
      const { calculated_at: _calculatedAt, valid_until: _validUntil, ...timeless } = predictive;
      const hash = contentHash({ ...body, facility_score: timeless });
      const previous = deps.facts.lastPublished(fei);
      const drafts = detectFacilityChanges(previous, { fei, history, riskScore: composite.risk_score, asOf, factors: composite.factors }, { riskScoreChange: scoring.riskScoreChange, eventsOnFirstPublication: deps.eventsOnFirstPublication ?? false });
      for (const draft of drafts) {
        changes.push({
          ...draft,
          source: FACILITIES_SOURCE,
          schema_version: FACILITY_CHANGE_SCHEMA_VERSION,
          fetched_at: now,
          // Like the document's, the event's hash leaves the time out: a replay gives the same hash.
          content_hash: contentHash({ ...draft, fei_number: fei }),
          fei_number: fei,
          facility_name: history.name,
          occurred_at: now,
        });
      }
      const state = publishedStateOf(previous, { history, riskScore: composite.risk_score, contentHash: hash, factors: composite.factors }, drafts);
      if (previous?.content_hash !== hash) documents.push({ ...body, fetched_at: now, content_hash: hash, computed_at: now });
      if (!previous || JSON.stringify(previous) !== JSON.stringify(state)) {
        states.push({ fei, state, peerGroup, risk: compositePeerValue(composite.factors), facility: facilityPeerValue(predictive.score_components) });
      }
    }
    // Events before documents: the documents are what a successor on another host restores its
    // published states from (published-state-log.ts), so if this worker dies between the two, the
    // successor repeats the events (same ids, dropped by the alert differ) instead of missing them.
    if (changes.length > 0 && deps.emitChanges !== false) await deps.bus.publish(TOPICS.facilityChanges, changes.map((c) => ({ key: c.fei_number, value: c })));
    if (documents.length > 0) await deps.bus.publish(TOPICS.enrichedFacilities, documents.map((d) => ({ key: d.fei_number, value: d })));
    deps.facts.transaction(() => {
      for (const s of states) {
        deps.facts.savePublished(s.fei, s.state, { peer_group: s.peerGroup, risk_score: s.risk, facility_score: s.facility }, now);
        peerIndex.update(s.fei, s.peerGroup, { risk_score: s.risk, facility_score: s.facility });
      }
    });
    return documents.length;
  }

  /** Reads one topic partition from `from` up to (not including) `to`, a page at a time. */
  async function replay(topic: string, partition: number, from: number, to: number, signal: AbortSignal | undefined, each: (message: BusMessage) => void): Promise<void> {
    for (let offset = from; offset < to; ) {
      signal?.throwIfAborted();
      // Large pages: on Kafka each read is a short-lived consumer, whose join dominates small pages.
      const page = await deps.bus.read(topic, { partition, fromOffset: offset, limit: Math.min(REPLAY_PAGE, to - offset) });
      if (page.length === 0) break;
      // A page of facts is one commit (see handleBatch).
      deps.facts.transaction(() => {
        for (const message of page) if (message.offset < to) each(message);
      });
      offset = (page.at(-1)?.offset ?? offset) + 1;
    }
  }

  /** Every message of a topic, partition by partition, in log order within each. */
  async function replayTopic(topic: string, signal: AbortSignal | undefined, each: (message: BusMessage) => void): Promise<number> {
    let read = 0;
    for (const { partition, endOffset } of (await deps.bus.topics()).filter((t) => t.topic === topic)) {
      await replay(topic, partition, 0, endOffset, signal, (message) => {
        read += 1;
        each(message);
      });
    }
    return read;
  }

  /**
   * The state handover (issue 19). Called when this worker is handed the step's partitions: if
   * the local store has folded every partition up to the group's committed offset (this worker
   * held the step last, or shares the data folder of the one that did), nothing is done. If it is
   * behind (another worker on another host consumed meanwhile) or was never built here, it is
   * caught up from the log before any batch is handled:
   * 1. the facts: each input partition is replayed from the store's position (0 for a store that
   *    never saw it, or one built from a log that no longer exists) up to the committed offset,
   *    folded exactly as the batches fold them, WITHOUT scoring or publishing: everything up to
   *    the committed offset was already scored and published by the worker that committed it;
   * 2. the published states (what change detection compares with, and the peer values): restored
   *    from what was actually published, `enriched.facilities` and `facility.changes` read back
   *    (published-state-log.ts), not recomputed: a recomputation would claim documents nobody
   *    published, and the next batch would then fail to publish them;
   * 3. the caches of both (peer index, baseline, national split) are dropped, and the next
   *    catch-up rescores every facility, publishing only documents whose hash moved.
   * The replay's messages beyond the committed offset (the previous worker's uncommitted tail)
   * then arrive as ordinary batches: facts upsert by id and documents with an unchanged hash are
   * not published again, so the tail is handled once more without duplicates in the stores.
   */
  async function catchUp(assigned: readonly AssignedPartition[], signal?: AbortSignal): Promise<StateCatchUp> {
    const ends = new Map((await deps.bus.topics()).map((t) => [positionKey(t.topic, t.partition), t.endOffset]));
    const plan = planCatchUp(deps.facts.positions(), assigned, ends, { storeHasFacts: deps.facts.feis().length > 0 });
    if (plan.kind === 'current') return plan;
    const started = performance.now();
    deps.logger?.warn({ module: 'facilities', reason: plan.reason, partitions: plan.replay.length }, 'facilities state is behind the group: rebuilding it from the log before consuming');
    if (plan.clear) deps.facts.clear();
    let folded = 0;
    for (const { topic, partition, from, to } of plan.replay) {
      // The national split is re-read whole at the next batch (loadSplit); only facts are folded.
      if (topic === TOPICS.rawDashboardAggregates) continue;
      await replay(topic, partition, from, to, signal, (message) => {
        store(message);
        folded += 1;
      });
    }
    const fold = createPublishedStateFold();
    const documents = await replayTopic(TOPICS.enrichedFacilities, signal, (message) => fold.document(message.value));
    const changes = await replayTopic(TOPICS.facilityChanges, signal, (message) => fold.change(message.value));
    const restored = fold.result((fei) => {
      const history = deps.facts.history(fei);
      if (!history) return null;
      const consolidated = consolidateHistory(history);
      return {
        inspections: Object.fromEntries(consolidated.inspections.map((i) => [i.id, { end_date: i.end_date, classification: i.classification }])),
        citation_ids: consolidated.citations.map((c) => c.id).sort(),
      };
    });
    deps.facts.clearPublished();
    // Only facilities the store still knows (one list, not a history read per facility).
    const known = new Set(deps.facts.feis());
    deps.facts.transaction(() => {
      for (const r of restored) if (known.has(r.fei)) deps.facts.savePublished(r.fei, r.state, r.scores, r.at);
    });
    // Saved last: until here the store reads as behind, so the analytics step on this worker waits
    // for it (storeCovers), and an interrupted rebuild starts over rather than trusting half a store.
    deps.facts.savePositions(plan.replay.map(({ topic, partition, to }) => ({ topic, partition, offset: to })));
    peerIndex = createPeerIndex((group, score) => deps.facts.peerScores(group, score));
    baseline = null;
    split = null;
    rescoreAll = true;
    deps.logger?.warn({ module: 'facilities', folded, documents, changes, facilities: restored.length, ms: Math.round(performance.now() - started) }, 'facilities state rebuilt from the log');
    return plan;
  }

  return {
    groupId: FACILITIES_GROUP,
    stage: 'enrich.facilities',
    // Facility records are small and quick (under 1 ms each here); what a batch costs beyond them is
    // fixed (two publishes and a commit, on Kafka each a round trip acknowledged by every replica),
    // and at the default 50 that fixed part set this step's pace on the engines: 238-302 records/s
    // at 50, 723 at 500 (embedded 1,039 and 1,454; whole mirror, 2026-12-06). A batch of 500 is
    // still under a second of work, so a shutdown waits for little.
    maxBatchSize: FACILITY_STEP_BATCH,
    async onAssigned(assigned, signal) {
      await catchUp(assigned, signal);
    },
    // Peer baselines and the settle step read every facility: one worker holds the step (issue 19).
    exclusive: true,
    topics: [...FACILITY_FACT_TOPICS, TOPICS.rawDashboardAggregates],
    async handleBatch(messages: BusMessage[]): Promise<BatchResult> {
      await loadSplit();
      const rejected: Rejected[] = [];
      const touched = new Set<string>();
      const aggregates = messages.filter((m) => m.topic === TOPICS.rawDashboardAggregates);
      if (aggregates.length > 0) {
        const rows = aggregates.flatMap((m) => aggregateRowOf(m.value) ?? []);
        const before = JSON.stringify([...(split ?? EMPTY_SPLIT).counts]);
        split = addToSplit(split ?? EMPTY_SPLIT, rows);
        // A split that changed re-weighs every facility already scored (rare: the counts come first).
        if (JSON.stringify([...split.counts]) !== before) for (const fei of deps.facts.feis()) touched.add(fei);
      }
      const removedByFei = new Map<string, { name: string | null; removed: Set<string> }>();
      // One transaction for the batch's facts: a commit per record (each writing its pages to the
      // WAL) took most of this step's time on the whole mirror (149 → 373 records/s without it).
      // A crash loses the uncommitted batch, which is handled again: its offsets were not committed.
      deps.facts.transaction(() => {
        for (const message of messages) {
          if (message.topic === TOPICS.rawDashboardAggregates) continue;
          const result = store(message);
          if ('reason' in result) {
            rejected.push(result);
            continue;
          }
          if (result.fei) touched.add(result.fei);
          for (const facility of result.retracted.facilities) {
            const entry = removedByFei.get(facility.fei) ?? { name: facility.name, removed: new Set<string>() };
            for (const fact of facility.removed) entry.removed.add(`${fact.kind}\u0000${fact.id}`);
            removedByFei.set(facility.fei, entry);
            touched.add(facility.fei);
          }
        }
      });
      // A facility left with no facts has no history to score: `publishFacilities` skips it.
      await publishFacilities([...touched].sort());
      await publishRetractions(removedByFei);
      const last = messages.at(-1);
      // Where the store now stands on this partition: what a later handover compares with the group's commits.
      if (last) deps.facts.savePositions([{ topic: last.topic, partition: last.partition, offset: last.offset + 1 }]);
      if (last && (await caughtUp(last))) await settle();
      return { processed: messages.length - rejected.length, rejected };
    },
    rescore: async (feis) => {
      await loadSplit();
      return publishFacilities(feis);
    },
  };
}

/** The record a fact came from, as the facts store keeps it: `<topic>|<record id>`. */
function originOf(topic: string, id: string): string {
  return `${topic}|${id}`;
}

/**
 * The classification-count row of a `raw.fda.dashboard_aggregates` message, or null for the other
 * tables and for anything malformed (the split only needs the counts; the aggregates connector
 * validated the record when it published it).
 */
function aggregateRowOf(value: unknown): ClassificationAggregateRow | null {
  if (typeof value !== 'object' || value === null) return null;
  const { table, keys, values } = value as Record<string, unknown>;
  if (typeof table !== 'string' || !(SPLIT_TABLES as readonly string[]).includes(table)) return null;
  if (typeof keys !== 'object' || keys === null || typeof values !== 'object' || values === null) return null;
  return { table, keys: keys as ClassificationAggregateRow['keys'], values: values as ClassificationAggregateRow['values'] };
}
