import { z } from 'zod';
import type { BusMessage, EventBus } from '../../infra/bus/event-bus.port.ts';
import { MessageEnvelope, TOPICS } from '../../infra/bus/topics.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Logger } from '../../infra/logger.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import {
  type AnalyticsInputs,
  analyticsContentHash,
  analyticsDocuments,
  cfrReferenceQueries,
  crossReferenceQueryText,
  sectionEventTypes,
} from '../analytics/analytics-documents.ts';
import type { CrossReference } from '../domain/analytics/cfr-statistics.ts';
import { type StudyVersion, groupStudyVersions, readStudyVersion } from '../domain/amendments/study-version.ts';
import type { FacilityHistory } from '../domain/risk/facility-history.ts';
import { consolidateHistory } from '../facilities/facility-facts.ts';
import { EnrichedFacility } from '../facilities/facility-records.ts';
import type { BatchResult, Processor, Rejected } from '../pipeline/processor.ts';
import { EnrichedRegulation } from '../records/enriched-rules.ts';
import { RULES_INDEX } from '../sinks/rules-index.ts';
import { ENRICHED_ANALYTICS_SCHEMA_VERSION, EnrichedAnalytics, type AnalyticsKind } from '../records/enriched-analytics.ts';
import { FACILITIES_GROUP, type FacilitiesStore } from './facilities.processor.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';
import { isRetraction } from '../../infra/bus/payloads/retraction.ts';
import { FacilityRetraction } from '../facilities/facility-retraction.ts';
import { storeCovers } from '../facilities/state-catch-up.ts';

/** Source name on the records this step publishes. */
export const ANALYTICS_SOURCE = 'enrich.analytics';
/** This step's consumer group. */
export const ANALYTICS_GROUP = 'enrich.analytics';

/**
 * What the step needs of a `raw.ctgov.studies` message: the envelope, the version's name and the
 * study JSON (the connector's full record schema lives in ingest/, which enrich/ may not import).
 */
const CtgovStudyMessage = MessageEnvelope.extend({
  nct_id: z.string().regex(/^NCT\d{8}$/),
  version_date: z.iso.date(),
  study: z.record(z.string(), z.unknown()),
});

/**
 * Rule documents asked for per cited number: five are kept, after the documents of another
 * product regime or practice are dropped (cross-reference-regime.ts).
 */
export const CROSS_REFERENCE_CANDIDATES = 15;

/** Rule documents related to a text, best first, scored 0–1 on the rule search's scale; it may answer from a cache. */
export type RelatedRules = (text: string, limit: number) => Promise<readonly CrossReference[]>;

/** Steps whose output this step reads: while they are behind on their input, recomputing is wasted work. */
export const UPSTREAM_GROUPS: readonly string[] = [FACILITIES_GROUP];

/**
 * Consumer groups the cross-references wait for after rule chunks arrive: the step producing
 * `enriched.rules` and the sink writing them into the `rules` index the search reads.
 */
export const RULES_UPSTREAM_GROUPS = { producer: 'enrich.rules.documents', sink: 'sink.search.rules' } as const;

export interface AnalyticsProcessorDeps {
  bus: Pick<EventBus, 'publish' | 'read' | 'topics' | 'lag'>;
  clock: Clock;
  /** The facilities step's store: every FEI's facts and its last published composite score. */
  facts: Pick<FacilitiesStore, 'feis' | 'history' | 'lastPublished' | 'positions'>;
  logger?: Logger;
  /** Citation typing for the KG trends; default: the taxonomy's section lookup (`sectionEventTypes`). */
  typing?: Pick<AnalyticsInputs, 'eventTypeOf' | 'severityOf'>;
  /**
   * The rule search the CFR references' cross-references come from (the hybrid ranking of
   * `POST /v1/semantic-search`, handed in by the composition root); with `search`, which says
   * whether the `rules` index holds anything yet. Without both, cross-references stay empty and
   * `enriched.rules` is not read.
   */
  relatedRules?: RelatedRules;
  search?: Pick<SearchStore, 'indices'>;
  /** Longest wait for the rule-chunk groups to catch up before recomputing (default 120 s). */
  rulesSettleMs?: number;
  /** Longest wait for a busy facilities step to publish more or go idle before recomputing (default 120 s). */
  upstreamSettleMs?: number;
}

/** What one recomputation did, for status and tests. */
export interface AnalyticsRun {
  documents: number;
  published: number;
  retracted: number;
  facilities: number;
  studies: number;
  /** CFR references with at least one rule document above the similarity threshold. */
  cross_referenced: number;
  /** Wall time of the whole recomputation (reading state, computing, publishing). */
  ms: number;
}


/**
 * The analytics enrichment step. It consumes `enriched.facilities` (scores moved, facts grew),
 * `raw.ctgov.studies` (study versions) and, when given an embedder and the search store,
 * `enriched.rules` (rule chunks to cross-reference the cited CFR numbers with), and treats each batch as a signal that the analytics are
 * stale: it then recomputes every analytics document (`analyticsDocuments`) from the current
 * state, not from the batch, and publishes to `enriched.analytics` only the documents whose
 * content hash differs from the last published one (so an unchanged recomputation, or a replay,
 * publishes nothing). Documents the recomputation no longer produces (a vanished group or
 * investigator) are published once more as `retracted`, except closed trending quarters, which
 * stay true of their quarter.
 *
 * State it reads:
 * - facility histories from the facilities step's store (`feis()` + `history()`, consolidated as
 *   the facilities step does), composite scores from its last published state;
 * - study versions by reading `raw.ctgov.studies` as a table beside the stream (incrementally, like
 *   the 483 step reads the citation catalogue), because consumption alone would lose them on a
 *   restart;
 * - the last published hashes, kept in memory and seeded on the first recomputation by reading
 *   `enriched.analytics` from the start (the log is the record of what was published; the facts
 *   store's `published` table is per FEI and would not fit documents keyed otherwise);
 * - the rule search (`relatedRules`), asked once per cited number with its section heading (from
 *   `enriched.regulations`, read as a table) and short description; the hits go into the pure
 *   assembly as data (`crossReferences`).
 *
 * A batch whose topic holds more messages after it does not recompute: the later batch will
 * (an initial load of 5,000 facilities recomputes a few times as it catches up, not once per
 * batch of 50). A malformed message is rejected with its reason; it never blocks the batch.
 */
export function createAnalyticsProcessor(deps: AnalyticsProcessorDeps): Processor & {
  /**
   * Recomputes and publishes now; resolves to what it did. With `signal`, a stopping pipeline
   * abandons the run between its steps (nothing is published then).
   */
  recompute(signal?: AbortSignal): Promise<AnalyticsRun>;
  /** The last recomputation, or null before the first. */
  lastRun(): AnalyticsRun | null;
} {
  const typing = deps.typing ?? sectionEventTypes(EVENT_TAXONOMY.event_types);
  const studies = new Map<string, StudyVersion>();
  let studiesOffset = 0;
  const headings = new Map<string, string>();
  let regulationsOffset = 0;
  const rulesSearch = deps.relatedRules && deps.search ? { related: deps.relatedRules, search: deps.search } : null;
  let published: Map<string, { hash: string; kind: AnalyticsKind }> | null = null;
  let last: AnalyticsRun | null = null;
  // Batches and direct calls may overlap (a test or a tool calling `recompute`): one at a time.
  let queue: Promise<unknown> = Promise.resolve();

  /** True while a step that publishes onto this step's topics has input left to read. */
  async function upstreamBusy(): Promise<boolean> {
    for (const group of UPSTREAM_GROUPS) if ((await deps.bus.lag(group)).some((entry) => entry.lag > 0)) return true;
    return false;
  }

  async function endOffset(topic: string, partition = 0): Promise<number> {
    return (await deps.bus.topics()).find((t) => t.topic === topic && t.partition === partition)?.endOffset ?? 0;
  }

  /** Messages ever published on `topic`, over all its partitions. */
  async function messagesOn(topic: string): Promise<number> {
    return (await deps.bus.topics()).filter((t) => t.topic === topic).reduce((sum, t) => sum + t.endOffset, 0);
  }

  /**
   * Whether a later batch of this step will recompute, so this one need not: more of this
   * batch's topic is waiting, or the facilities step is still folding input and will publish more
   * here. Its lag falls to zero only when it commits, a moment after what it published reached
   * this step; a batch that skipped on that lag alone would leave the analytics stale with no
   * batch left to refresh them. So a busy facilities step is watched (bounded) until it publishes
   * more (its batch recomputes) or goes idle with nothing new (this batch recomputes); on the
   * timeout this batch recomputes with what there is.
   */
  async function laterBatchRecomputes(last: BusMessage, signal: AbortSignal | undefined): Promise<boolean> {
    const moreOfTopic = async () => (await endOffset(last.topic, last.partition)) > last.offset + 1;
    if (await moreOfTopic()) return true;
    if (!(await upstreamBusy())) return false;
    const facilitiesPublished = await messagesOn(TOPICS.enrichedFacilities);
    const publishedMore = async () => (await messagesOn(TOPICS.enrichedFacilities)) > facilitiesPublished;
    const deadline = performance.now() + (deps.upstreamSettleMs ?? 120_000);
    await waitFor(async () => (await moreOfTopic()) || (await publishedMore()) || !(await upstreamBusy()), deadline, signal);
    return (await moreOfTopic()) || (await publishedMore());
  }

  async function readAll(topic: string, from: number, each: (message: BusMessage) => void): Promise<number> {
    let offset = from;
    for (;;) {
      const messages = await deps.bus.read(topic, { fromOffset: offset, limit: 1000 });
      if (messages.length === 0) return offset;
      for (const message of messages) each(message);
      offset = (messages.at(-1)?.offset ?? offset) + 1;
    }
  }

  async function refreshStudies(): Promise<void> {
    if ((await endOffset(TOPICS.rawCtgovStudies)) <= studiesOffset) return;
    studiesOffset = await readAll(TOPICS.rawCtgovStudies, studiesOffset, (message) => {
      const parsed = CtgovStudyMessage.safeParse(message.value);
      if (!parsed.success) return;
      const read = readStudyVersion(parsed.data.study);
      if (read.ok) studies.set(`${read.value.nct_id}@${read.value.version_date}`, read.value);
    });
  }

  async function refreshHeadings(): Promise<void> {
    if ((await endOffset(TOPICS.enrichedRegulations)) <= regulationsOffset) return;
    regulationsOffset = await readAll(TOPICS.enrichedRegulations, regulationsOffset, (message) => {
      const parsed = EnrichedRegulation.safeParse(message.value);
      if (parsed.success) headings.set(parsed.data.cfr_section, parsed.data.heading);
    });
  }

  /**
   * Cross-references of every cited number: one rule search each. Repeated texts and repeated
   * recomputations are the search's to cache (cli/pipeline.ts keeps its answers while the `rules`
   * index is unchanged). Nothing is searched while the index is absent or empty.
   */
  async function crossReferences(state: { histories: FacilityHistory[] }, signal: AbortSignal | undefined): Promise<Map<string, CrossReference[]>> {
    const found = new Map<string, CrossReference[]>();
    if (!rulesSearch) return found;
    const held = (await rulesSearch.search.indices()).find((i) => i.index === RULES_INDEX)?.count ?? 0;
    if (held === 0) return found;
    await refreshHeadings();
    for (const query of cfrReferenceQueries(state.histories)) {
      // 483s cite Part 820 without saying which text; the QSR heading is the one they were written under.
      const heading = query.cfr_section ? (headings.get(`${query.cfr_section} (QSR)`) ?? headings.get(query.cfr_section) ?? null) : null;
      const text = crossReferenceQueryText(query, heading);
      if (text === null) continue;
      // Between searches, so a stopping pipeline waits for one search at most.
      signal?.throwIfAborted();
      found.set(query.act_cfr_number, [...(await rulesSearch.related(text, CROSS_REFERENCE_CANDIDATES))]);
    }
    return found;
  }

  async function groupIdle(groupId: string): Promise<boolean> {
    return (await deps.bus.lag(groupId)).every((entry) => entry.lag === 0);
  }

  async function waitFor(condition: () => Promise<boolean>, deadline: number, signal: AbortSignal | undefined): Promise<boolean> {
    for (;;) {
      // A stopping pipeline does not wait for the other steps to go idle (they are stopping too).
      signal?.throwIfAborted();
      if (await condition()) return true;
      if (performance.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /**
   * After a batch of rule chunks: whether to recompute now. Not while this step has facilities or
   * studies left to read (their last batch recomputes, rules included). The producer publishes a batch of
   * documents in several slices and the sink indexes them after this step sees them, so this
   * waits (bounded) for the producer to finish or to publish more chunks: if more arrived, their
   * batch recomputes instead (at once: while the rule corpus loads, chunks arrive every second or
   * so, and waiting for an idle producer held this step, and the facilities it also reads, for the
   * whole bound on every batch); otherwise it waits for the sink to index them. On a timeout it
   * recomputes with what is indexed: late chunks then show up at the next recomputation.
   */
  async function rulesSettled(last: BusMessage, signal: AbortSignal | undefined): Promise<boolean> {
    // Facilities (or studies) still to read: their last batch recomputes. Waiting here would hold
    // them too, since the bus hands this step one batch at a time, topic after topic.
    if ((await deps.bus.lag(ANALYTICS_GROUP)).some((entry) => entry.topic !== last.topic && entry.lag > 0)) return false;
    const deadline = performance.now() + (deps.rulesSettleMs ?? 120_000);
    const moreChunks = async () => (await endOffset(last.topic, last.partition)) > last.offset + 1;
    await waitFor(async () => (await moreChunks()) || (await groupIdle(RULES_UPSTREAM_GROUPS.producer)), deadline, signal);
    if (await moreChunks()) return false;
    await waitFor(() => groupIdle(RULES_UPSTREAM_GROUPS.sink), deadline, signal);
    return true;
  }

  async function publishedHashes(): Promise<Map<string, { hash: string; kind: AnalyticsKind }>> {
    if (published) return published;
    const seeded = new Map<string, { hash: string; kind: AnalyticsKind }>();
    await readAll(TOPICS.enrichedAnalytics, 0, (message) => {
      const parsed = EnrichedAnalytics.safeParse(message.value);
      if (!parsed.success) return;
      if (parsed.data.retracted) seeded.delete(parsed.data.id);
      else seeded.set(parsed.data.id, { hash: parsed.data.content_hash, kind: parsed.data.kind });
    });
    published = seeded;
    return seeded;
  }

  function histories(): { histories: FacilityHistory[]; riskScores: Map<string, number> } {
    const list: FacilityHistory[] = [];
    const riskScores = new Map<string, number>();
    for (const fei of deps.facts.feis()) {
      const stored = deps.facts.history(fei);
      if (!stored) continue;
      list.push(consolidateHistory(stored));
      const state = deps.facts.lastPublished(fei);
      if (state) riskScores.set(fei, state.risk_score);
    }
    return { histories: list, riskScores };
  }

  /**
   * The facts store is the facilities step's, local to this worker's data folder. The two steps'
   * exclusive groups pick the same process, but for a moment after a takeover this worker may hold
   * the analytics while the store is still being rebuilt (or, were the groups ever split, is not
   * kept here at all): computing from it then would retract every facility's analytics. So the
   * store must have folded what the facilities group has committed; if not, the batch fails and the
   * bus retries it after a backoff, by which time the rebuild is done.
   */
  async function assertFactsCurrent(): Promise<void> {
    const committed = await deps.bus.lag(FACILITIES_GROUP);
    if (!storeCovers(deps.facts.positions(), committed)) {
      throw new Error('the facilities state on this worker is behind its group (being rebuilt from the log): analytics wait for it');
    }
  }

  async function run(signal?: AbortSignal): Promise<AnalyticsRun> {
    const started = performance.now();
    // Stopping: abandoned between steps; the batch is handled again after the restart.
    await assertFactsCurrent();
    signal?.throwIfAborted();
    await refreshStudies();
    signal?.throwIfAborted();
    const known = await publishedHashes();
    signal?.throwIfAborted();
    const now = deps.clock.now().toISOString();
    const state = histories();
    const grouped = groupStudyVersions([...studies.values()]);
    const crossRefs = await crossReferences(state, signal);
    signal?.throwIfAborted();
    const documents = analyticsDocuments({ ...state, studies: grouped, crossReferences: crossRefs, asOf: now.slice(0, 10), computedAt: now, ...typing });

    const records: EnrichedAnalytics[] = [];
    const envelope = (id: string, hash: string) => ({ id, source: ANALYTICS_SOURCE, fetched_at: now, content_hash: hash, schema_version: ENRICHED_ANALYTICS_SCHEMA_VERSION });
    const produced = new Set<string>();
    for (const document of documents) {
      produced.add(document.id);
      const hash = analyticsContentHash(document);
      if (known.get(document.id)?.hash !== hash) records.push({ ...envelope(document.id, hash), kind: document.kind, body: document.body });
    }
    let retracted = 0;
    for (const [id, held] of known) {
      if (produced.has(id) || held.kind === 'trending') continue;
      const body = { retracted_at: now };
      records.push({ ...envelope(id, analyticsContentHash({ id, kind: held.kind, body })), kind: held.kind, body, retracted: true });
      retracted += 1;
    }
    if (records.length > 0) await deps.bus.publish(TOPICS.enrichedAnalytics, records.map((record) => ({ key: record.id, value: record })));
    // Remembered only once published: a failed publish is retried by the bus with the old hashes.
    for (const record of records) {
      if (record.retracted) known.delete(record.id);
      else known.set(record.id, { hash: record.content_hash, kind: record.kind });
    }

    last = {
      documents: documents.length,
      published: records.length - retracted,
      retracted,
      facilities: state.histories.length,
      studies: grouped.length,
      cross_referenced: documents.filter((d) => d.kind === 'cfr_reference' && Array.isArray(d.body.cross_references) && d.body.cross_references.length > 0).length,
      ms: Math.round(performance.now() - started),
    };
    deps.logger?.info({ module: 'analytics', ...last }, 'analytics recomputed');
    return last;
  }

  function recompute(signal?: AbortSignal): Promise<AnalyticsRun> {
    const next = queue.then(
      () => run(signal),
      () => run(signal),
    );
    queue = next.catch(() => undefined);
    return next;
  }

  function check(message: BusMessage): Rejected | null {
    if (message.topic === TOPICS.enrichedFacilities) {
      // A retracted facility is a signal like any other: the recomputation reads the facts store, which no longer holds it.
      const parsed = isRetraction(message.value) ? FacilityRetraction.safeParse(message.value) : EnrichedFacility.safeParse(message.value);
      return parsed.success ? null : { message, reason: `invalid enriched facility: ${describeZodIssues(parsed.error)}` };
    }
    if (message.topic === TOPICS.rawCtgovStudies) {
      const parsed = CtgovStudyMessage.safeParse(message.value);
      if (!parsed.success) return { message, reason: `invalid ClinicalTrials.gov study version: ${describeZodIssues(parsed.error)}` };
      const read = readStudyVersion(parsed.data.study);
      return read.ok ? null : { message, reason: `unreadable study JSON: ${read.reason}` };
    }
    // Rule chunks are only a signal that the cross-references are stale: the rules sink validates them.
    if (message.topic === TOPICS.enrichedRules && rulesSearch) return null;
    return { message, reason: `topic ${message.topic} is not an analytics input` };
  }

  return {
    groupId: ANALYTICS_GROUP,
    // Every document is computed from every facility: one worker holds the step (issue 19).
    exclusive: true,
    stage: 'enrich.analytics',
    topics: rulesSearch ? [TOPICS.enrichedFacilities, TOPICS.rawCtgovStudies, TOPICS.enrichedRules] : [TOPICS.enrichedFacilities, TOPICS.rawCtgovStudies],
    async handleBatch(messages: BusMessage[], signal?: AbortSignal): Promise<BatchResult> {
      const rejected = messages.map(check).filter((r): r is Rejected => r !== null);
      const lastMessage = messages.at(-1);
      // More of this topic is waiting, or the facilities step is still folding raw records into
      // what it will publish here: the batch that reads the rest will recompute with it. (An
      // initial load of 138,000 inspections would otherwise recompute every document after each
      // of its hundreds of batches.)
      const behind = lastMessage !== undefined && (await laterBatchRecomputes(lastMessage, signal));
      if (!behind && lastMessage !== undefined && (lastMessage.topic !== TOPICS.enrichedRules || (await rulesSettled(lastMessage, signal)))) await recompute(signal);
      return { processed: messages.length - rejected.length, rejected };
    },
    // Taking the step over: what was published may have moved on elsewhere; re-read it from the log.
    async onAssigned() {
      published = null;
    },
    recompute,
    lastRun: () => last,
  };
}
