import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createFixedClock } from '../../infra/clock.ts';
import { createTestDeps } from '../../test/fixtures/harness.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import { buildCitation, buildInspection } from '../domain/analytics/history-builders.ts';
import { enrichedFacilityValue, rawValue } from '../facilities/facility-test-builders.ts';
import { EnrichedAnalytics } from '../records/enriched-analytics.ts';
import { RULES_INDEX, RULES_MAPPING } from '../sinks/rules-index.ts';
import { ANALYTICS_GROUP, RULES_UPSTREAM_GROUPS, createAnalyticsProcessor } from './analytics.processor.ts';
import { FACILITIES_GROUP } from './facilities.processor.ts';
import { deliver } from '../../test/fixtures/bus.ts';

/*
 * Facts (as the facilities step stores them), as of 2025-01-15:
 *   FEI 1 (drug, NJ): inspection i1 2024-11-15 OAI by "Jane Doe", citing 21 CFR 211.192; composite 80.
 *   FEI 2 (drug, NJ): inspection j1 2024-10-01, no classification, citing 21 CFR 211.192 and 211.100(a); composite 40.
 * Study versions: one oncology study, NCT00000001 posted 2024-06-01.
 *
 * Documents: summary 1; benchmarks product_type:drug, state:NJ, country:United States, program_area:Drugs = 4;
 * CFR references 211.192 and 211.100(a) = 2; trending FY2025-Q1 = 1; investigator jane doe = 1;
 * KG trends 25; amendment patterns 180 (9 areas × 4 periods × all phases and each of 4; one trial
 * everywhere: INSUFFICIENT_DATA) → 214.
 */
const DOCUMENTS = 214;

function seedFacts(deps: Deps): void {
  deps.facts.upsert({
    fei: '1',
    facility: { name: 'Firm 1', state: 'NJ', country: 'United States', as_of: '2024-11-15' },
    product_types: { fact_id: 'inspection:i1', types: ['drug'] },
    inspections: [buildInspection({ id: 'i1', end_date: '2024-11-15', classification: 'OAI', program_area: 'Drugs', product_types: ['drug'], investigators: ['Jane Doe'] })],
    citations: [buildCitation({ id: 'i1-1', inspection_id: 'i1', date: '2024-11-15', act_cfr_number: '21 CFR 211.192', short_description: 'Investigations of discrepancies, failures' })],
  });
  deps.facts.upsert({
    fei: '2',
    facility: { name: 'Firm 2', state: 'NJ', country: 'United States', as_of: '2024-10-01' },
    product_types: { fact_id: 'inspection:j1', types: ['drug'] },
    inspections: [buildInspection({ id: 'j1', end_date: '2024-10-01', program_area: 'Drugs', product_types: ['drug'] })],
    citations: [
      buildCitation({ id: 'j1-1', inspection_id: 'j1', date: '2024-10-01', act_cfr_number: '21 CFR 211.192', short_description: 'Investigations of discrepancies, failures' }),
      buildCitation({ id: 'j1-2', inspection_id: 'j1', date: '2024-10-01', act_cfr_number: '21 CFR 211.100(a)', short_description: 'Absence of Written Procedures' }),
    ],
  });
  const state = (score: number) => ({ content_hash: 'x'.repeat(64), risk_score: score, alert_reference_score: score, inspections: {}, citation_ids: [] });
  deps.facts.savePublished('1', state(80), { peer_group: 'drug', risk_score: 80, facility_score: 70 }, '2025-01-15T00:00:00.000Z');
  deps.facts.savePublished('2', state(40), { peer_group: 'drug', risk_score: 40, facility_score: 30 }, '2025-01-15T00:00:00.000Z');
}

const studyValue = (nctId: string, date: string) =>
  rawValue(`${nctId}@${date}`, {
    nct_id: nctId,
    version_date: date,
    study: {
      protocolSection: {
        identificationModule: { nctId, briefTitle: 'A lung cancer study' },
        statusModule: { lastUpdatePostDateStruct: { date } },
        conditionsModule: { conditions: ['Non-small Cell Lung Cancer'] },
      },
    },
  });

async function published(deps: Deps): Promise<EnrichedAnalytics[]> {
  return (await deps.bus.read(TOPICS.enrichedAnalytics, { limit: 10_000 })).map((m) => EnrichedAnalytics.parse(m.value));
}

const publishAndRead = (deps: Deps, topic: string, values: unknown[]): Promise<BusMessage[]> => deliver(deps.bus, topic, values);

/**
 * A consumer group holding one uncommitted message of `topic`, as a step is while it works on a
 * batch: its lag stays above zero until `release()`; `beforeCommit` runs between the two.
 */
async function holdGroup(deps: Deps, groupId: string, topic: string, message: { key: string; value: unknown }, beforeCommit?: () => void): Promise<{ release(): void; stop(): Promise<void> }> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await deps.bus.publish(topic, [message]);
  const handler = async () => {
    await held;
    beforeCommit?.();
  };
  const subscription = await deps.bus.subscribe({ groupId, topics: [topic], handler });
  // Until the handler holds the batch, the group's lag is not yet that of a busy step.
  await expect.poll(async () => (await deps.bus.lag(groupId)).some((entry) => entry.topic === topic && entry.lag > 0)).toBe(true);
  return {
    release,
    stop: async () => {
      release();
      await subscription.stop();
    },
  };
}

/** 'returned' when `batch` settles within 20 s, else 'still waiting' (the waits under test are bounded at 120 s). */
const settlesWithin20s = (batch: Promise<unknown>): Promise<unknown> =>
  Promise.race([batch.then(() => 'returned'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 20_000))]);

describe('analytics processor', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let clock: ReturnType<typeof createFixedClock>;

  beforeEach(async () => {
    clock = createFixedClock('2025-01-15T06:00:00.000Z');
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    await deps.bus.ensureTopics(Object.values(TOPICS));
    seedFacts(deps);
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const processor = () => createAnalyticsProcessor({ bus: deps.bus, clock, facts: deps.facts });

  it('recomputes every document on a batch and publishes them, keyed by id, with the facts’ figures', async () => {
    const messages = await publishAndRead(deps, TOPICS.rawCtgovStudies, [studyValue('NCT00000001', '2024-06-01')]);
    const result = await processor().handleBatch(messages);
    expect(result).toEqual({ processed: 1, rejected: [] });

    const records = await published(deps);
    expect(records).toHaveLength(DOCUMENTS);
    const summary = records.find((r) => r.id === 'summary');
    // 3 citations, 2 numbers; scores 80 (critical) and 40 (medium).
    expect(summary?.body).toMatchObject({ total_citations: 3, total_facilities: 2, total_cfr_references: 2, risk_distribution: { low: 0, medium: 1, high: 0, critical: 1 } });
    expect(summary).toMatchObject({ source: 'enrich.analytics', schema_version: 1, kind: 'summary', fetched_at: '2025-01-15T06:00:00.000Z' });
    // Scores 40 and 80: mean 60; a group of 2 is flagged.
    expect(records.find((r) => r.id === 'benchmark:state:NJ')?.body).toMatchObject({ metrics: { avg_risk_score: 60, total_facilities: 2 }, insufficient_data: true });
    // One trial matched (the study was read from raw.ctgov.studies): fewer than ten.
    expect(records.find((r) => r.id === 'amendment_patterns:Oncology:1_year')?.body).toMatchObject({ status: 'INSUFFICIENT_DATA', data_coverage: { trials_matched: 1 } });
  });

  it('publishes nothing when a recomputation finds nothing changed, later in the day or from a fresh instance', async () => {
    const first = processor();
    expect((await first.recompute()).published).toBe(DOCUMENTS);
    clock.set('2025-01-15T18:00:00.000Z');
    expect(await first.recompute()).toMatchObject({ documents: DOCUMENTS, published: 0, retracted: 0 });
    // A restarted step seeds its hashes from enriched.analytics.
    expect((await processor().recompute()).published).toBe(0);
    expect(await published(deps)).toHaveLength(DOCUMENTS);
  });

  it('republishes only the documents a new fact changes', async () => {
    const step = processor();
    await step.recompute();
    // A third 211.192 citation for FEI 2: the summary, the number's reference, the trending report and
    // the KG trends that see it change; benchmarks (citations per inspection 4/2 → 2) change too.
    deps.facts.upsert({ fei: '2', citations: [buildCitation({ id: 'j1-3', inspection_id: 'j1', date: '2024-10-01', act_cfr_number: '21 CFR 211.192' })] });
    const run = await step.recompute();
    const fresh = (await published(deps)).slice(DOCUMENTS);
    expect(fresh).toHaveLength(run.published);
    const ids = fresh.map((r) => r.id);
    expect(ids).toContain('summary');
    expect(ids).toContain('cfr_reference:21 CFR 211.192');
    expect(ids).not.toContain('cfr_reference:21 CFR 211.100(a)');
    expect(ids).not.toContain('investigator:jane doe');
    expect(ids.some((id) => id.startsWith('amendment_patterns:'))).toBe(false);
    expect(fresh.find((r) => r.id === 'summary')?.body).toMatchObject({ total_citations: 4 });
  });

  it('retracts a document the data no longer produces', async () => {
    const step = processor();
    await step.recompute();
    // Jane Doe's inspection now names no investigator: her profile goes.
    deps.facts.upsert({ fei: '1', inspections: [buildInspection({ id: 'i1', end_date: '2024-11-15', classification: 'OAI', program_area: 'Drugs', product_types: ['drug'] })] });
    expect(await step.recompute()).toMatchObject({ retracted: 1 });
    const last = (await published(deps)).filter((r) => r.id === 'investigator:jane doe').at(-1);
    expect(last).toMatchObject({ kind: 'investigator', retracted: true });
    // Retracted once: the next run has nothing more to say.
    expect(await step.recompute()).toMatchObject({ published: 0, retracted: 0 });
  });

  it('rejects malformed messages with their reasons and still recomputes', async () => {
    const messages = await publishAndRead(deps, TOPICS.rawCtgovStudies, [
      { id: 'broken' },
      rawValue('NCT00000002@2024-06-01', { nct_id: 'NCT00000002', version_date: '2024-06-01', study: { protocolSection: {} } }),
      studyValue('NCT00000003', '2024-06-01'),
    ]);
    const result = await processor().handleBatch(messages);
    expect(result.processed).toBe(1);
    expect(result.rejected.map((r) => r.reason)).toEqual([expect.stringMatching(/^invalid ClinicalTrials.gov study version: /), expect.stringMatching(/^unreadable study JSON: .*nctId/)]);
    expect(await published(deps)).toHaveLength(DOCUMENTS);

    const facility = await publishAndRead(deps, TOPICS.enrichedFacilities, [{ fei_number: 'x' }]);
    const second = await processor().handleBatch(facility);
    expect(second.rejected[0]?.reason).toMatch(/^invalid enriched facility: /);
  });

  it('leaves the recomputation to the last batch while its topic holds more', async () => {
    const messages = await publishAndRead(deps, TOPICS.rawCtgovStudies, [studyValue('NCT00000001', '2024-06-01'), studyValue('NCT00000002', '2024-06-01')]);
    const step = processor();
    await step.handleBatch(messages.slice(0, 1));
    expect(step.lastRun()).toBeNull();
    expect(await published(deps)).toHaveLength(0);
    await step.handleBatch(messages.slice(1));
    // Both studies read from the table, whatever the batch held.
    expect(step.lastRun()).toMatchObject({ documents: DOCUMENTS, studies: 2, facilities: 2 });
  });

  /**
   * The facilities step publishes onto enriched.facilities before it commits its input, so the
   * last facility this step reads can arrive while that step still shows lag. The facilities step
   * is held here with one uncommitted raw inspection, as it is for that moment.
   */
  const holdFacilitiesStep = () =>
    // As the facilities step does: its store records what it folded before the group commits.
    holdGroup(deps, FACILITIES_GROUP, TOPICS.rawInspections, { key: 'i9', value: { id: 'i9' } }, () => deps.facts.savePositions([{ topic: TOPICS.rawInspections, partition: 0, offset: 1 }]));

  it('recomputes once a busy facilities step goes idle without publishing more (the last facility of a load)', async () => {
    const facilities = await holdFacilitiesStep();
    try {
      const step = processor();
      const batch = step.handleBatch(await publishAndRead(deps, TOPICS.enrichedFacilities, [enrichedFacilityValue({ id: '1', fei_number: '1' })]));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Still waiting on the facilities step: nothing computed yet.
      expect(step.lastRun()).toBeNull();
      facilities.release();
      expect(await batch).toEqual({ processed: 1, rejected: [] });
      // Before, the batch skipped on the facilities step's lag and no later batch came: the analytics stayed stale.
      expect(step.lastRun()).toMatchObject({ documents: DOCUMENTS, facilities: 2 });
    } finally {
      await facilities.stop();
    }
  });

  it('leaves the recomputation to the next batch when the busy facilities step publishes more', async () => {
    const facilities = await holdFacilitiesStep();
    try {
      const step = processor();
      const batch = step.handleBatch(await publishAndRead(deps, TOPICS.enrichedFacilities, [enrichedFacilityValue({ id: '1', fei_number: '1' })]));
      await deps.bus.publish(TOPICS.enrichedFacilities, [{ key: '2', value: enrichedFacilityValue({ id: '2', fei_number: '2' }) }]);
      expect(await batch).toEqual({ processed: 1, rejected: [] });
      expect(step.lastRun()).toBeNull();
    } finally {
      await facilities.stop();
    }
  });
});

/*
 * Cross-references, worked by hand. The seeded citations carry no short description, so the query
 * texts are the numbers alone; a stub embedder maps them to axes of a 3-d space:
 *   '21 CFR 211.192' → q1 = (1, 0, 0);  '21 CFR 211.100(a)' → q2 = (0, 1, 0).
 * Chunks in the rules index (unit vectors), with their cosines to q1 and q2:
 *   g1#0 (1, 0, 0)            → 1,   0
 *   g1#1 (0.6, 0.8, 0)        → 0.6, 0.8
 *   g2#0 (0.55, 0, √0.6975)   → 0.55, 0
 *   g3#0 (0.4, 0.3, √0.75)    → 0.4, 0.3
 * Threshold 0.45, best chunk per document:
 *   211.192    → g1 1 (not 0.6), g2 0.55; g3 0.4 is below → confidence 1.
 *   211.100(a) → g1 0.8; g2 0 and g3 0.3 below → confidence 0.8.
 */
describe('analytics processor cross-references', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  const clock = createFixedClock('2025-01-15T06:00:00.000Z');
  const guidance = (ruleId: string, score: number, title = `Guidance ${ruleId}`) => ({ rule_id: ruleId, source: 'fda', title, similarity_score: score });
  /** What the rule search answers per text: a document twice, one below the threshold, one written for devices only. */
  const ANSWERS: Record<string, ReturnType<typeof guidance>[]> = {
    'Investigations of discrepancies, failures': [
      guidance('g1', 0.9),
      guidance('dev', 0.85, 'Premarket Notification [510(k)] Submissions for Infusion Pumps: Guidance for Industry and Food and Drug Administration Staff'),
      guidance('g1', 0.7),
      guidance('g2', 0.55),
      guidance('g3', 0.4),
    ],
    'Absence of Written Procedures': [guidance('g1', 0.8)],
  };
  const asked: string[] = [];
  const relatedRules = async (text: string) => {
    asked.push(text);
    return ANSWERS[text] ?? [];
  };

  beforeEach(async () => {
    asked.length = 0;
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    await deps.bus.ensureTopics(Object.values(TOPICS));
    seedFacts(deps);
  });
  afterEach(async () => {
    await env.cleanup();
  });

  async function indexRules(): Promise<void> {
    await deps.search.ensureIndex(RULES_INDEX, { ...RULES_MAPPING, vectorDimensions: 3 });
    const chunk = (ruleId: string, index: number, vector: number[]) => ({
      id: `${ruleId}#${index}`,
      doc: { rule_id: ruleId, source_id: 'fda', title: `Guidance ${ruleId}`, chunk_index: index, text: 'text' },
      vector,
    });
    await deps.search.upsert(RULES_INDEX, [
      chunk('g1', 0, [1, 0, 0]),
      chunk('g1', 1, [0.6, 0.8, 0]),
      chunk('g2', 0, [0.55, 0, Math.sqrt(1 - 0.55 ** 2)]),
      chunk('g3', 0, [0.4, 0.3, Math.sqrt(0.75)]),
    ]);
  }

  const reference = async (cfr: string) => (await published(deps)).filter((r) => r.id === `cfr_reference:${cfr}`).at(-1)?.body;
  const step = () => createAnalyticsProcessor({ bus: deps.bus, clock, facts: deps.facts, relatedRules, search: deps.search, rulesSettleMs: 1_000 });
  /** The rule-documents step busy with a document it has not committed. */
  const holdRuleStep = () => holdGroup(deps, RULES_UPSTREAM_GROUPS.producer, TOPICS.rawRuleDocuments, { key: 'doc-1', value: { id: 'doc-1' } });

  it('leaves cross-references empty, without failing or searching, while the rules index is absent', async () => {
    const run = await step().recompute();
    expect(run).toMatchObject({ documents: DOCUMENTS, cross_referenced: 0 });
    expect(await reference('21 CFR 211.192')).toMatchObject({ cross_references: [], match_confidence: 0 });
    expect(asked).toEqual([]);
  });

  it('fills them from the rule search: best hit per document, above the threshold, within the drug regime, best first', async () => {
    await indexRules();
    const run = await step().recompute();
    expect(run.cross_referenced).toBe(2);
    expect(await reference('21 CFR 211.192')).toMatchObject({
      cross_references: [
        { rule_id: 'g1', source: 'fda', title: 'Guidance g1', similarity_score: 0.9 },
        { rule_id: 'g2', source: 'fda', title: 'Guidance g2', similarity_score: 0.55 },
      ],
      match_confidence: 0.9,
      matched_at: '2025-01-15',
    });
    expect(await reference('21 CFR 211.100(a)')).toMatchObject({ cross_references: [{ rule_id: 'g1', similarity_score: 0.8 }], match_confidence: 0.8 });
  });

  it('searches with the short description, never the bare number', async () => {
    await indexRules();
    await step().recompute();
    expect([...asked].sort()).toEqual(['Absence of Written Procedures', 'Investigations of discrepancies, failures']);
  });

  it('searches with the section heading when enriched.regulations has the section', async () => {
    await indexRules();
    const body = {
      cfr_section: '21 CFR 211.192',
      citation: '21 CFR 211.192',
      part: 211,
      part_heading: null,
      subpart: null,
      subpart_heading: null,
      section_number: '211.192',
      heading: 'Production record review',
      version: null,
      text: 'All drug product production and control records ... shall be reviewed.',
      subsections: [],
      effective_date: null,
      last_amended: null,
      product_types: ['drug'],
      regime: 'gmp',
      source_url: 'https://www.ecfr.gov/current/title-21/section-211.192',
    };
    await deps.bus.publish(TOPICS.enrichedRegulations, [{ key: '21 CFR 211.192', value: rawValue('21 CFR 211.192', body, 'ecfr-title21') }]);
    await step().recompute();
    expect([...asked].sort()).toEqual(['Absence of Written Procedures', 'Production record review — Investigations of discrepancies, failures']);
  });

  it('recomputes on rule chunks arriving after the references were computed, and publishes the changed references', async () => {
    const analytics = step();
    expect(analytics.topics).toContain(TOPICS.enrichedRules);
    await analytics.recompute();
    expect(await reference('21 CFR 211.192')).toMatchObject({ cross_references: [] });
    await indexRules();
    const before = (await published(deps)).length;
    const chunks = await publishAndRead(deps, TOPICS.enrichedRules, [{ id: 'g1#0' }]);
    // Not validated here (the rules sink does): a chunk is only a signal.
    expect(await analytics.handleBatch(chunks)).toEqual({ processed: 1, rejected: [] });
    const fresh = (await published(deps)).slice(before).map((r) => r.id);
    // Exactly the two references changed.
    expect(fresh.sort()).toEqual(['cfr_reference:21 CFR 211.100(a)', 'cfr_reference:21 CFR 211.192']);
  });

  it('abandons its batch, publishing nothing, when the pipeline stops while it waits for the rule steps to settle', async () => {
    await indexRules();
    const analytics = createAnalyticsProcessor({ bus: deps.bus, clock, facts: deps.facts, relatedRules, search: deps.search, rulesSettleMs: 120_000 });
    // The rule-documents step holds a batch it has not committed: it is busy, so the step waits.
    const producer = await holdRuleStep();
    try {
      const chunks = await publishAndRead(deps, TOPICS.enrichedRules, [{ id: 'g1#0' }]);
      const before = (await published(deps)).length;
      const stopping = new AbortController();
      const batch = analytics.handleBatch(chunks, stopping.signal);
      setTimeout(() => stopping.abort(), 300);
      // Before, the step waited up to rulesSettleMs (two minutes) for the rule steps, which were
      // stopping too, and the process was killed at the end of its 10 s grace.
      await expect(batch).rejects.toMatchObject({ name: 'AbortError' });
      expect((await published(deps)).length).toBe(before);
    } finally {
      await producer.stop();
    }
  });

  it('leaves the recomputation to the next batch of rule chunks as soon as the busy rule step publishes more', async () => {
    await indexRules();
    const analytics = createAnalyticsProcessor({ bus: deps.bus, clock, facts: deps.facts, relatedRules, search: deps.search, rulesSettleMs: 120_000 });
    const producer = await holdRuleStep();
    try {
      const batch = analytics.handleBatch(await publishAndRead(deps, TOPICS.enrichedRules, [{ id: 'g1#0' }]));
      // The rule step, still busy, publishes the next slice of chunks.
      await deps.bus.publish(TOPICS.enrichedRules, [{ key: 'g1#1', value: { id: 'g1#1' } }]);
      // Before, the batch waited for the rule step to go idle: the whole two-minute bound here.
      expect(await settlesWithin20s(batch)).toBe('returned');
      expect(analytics.lastRun()).toBeNull();
    } finally {
      await producer.stop();
    }
  }, 60_000);

  it('does not wait on the rule step while facilities are still to be read: their last batch recomputes', async () => {
    await indexRules();
    const analytics = createAnalyticsProcessor({ bus: deps.bus, clock, facts: deps.facts, relatedRules, search: deps.search, rulesSettleMs: 120_000 });
    // The rule step is busy and publishes nothing more; this step has a facility left to read.
    const producer = await holdRuleStep();
    const unread = await holdGroup(deps, ANALYTICS_GROUP, TOPICS.enrichedFacilities, { key: '1', value: enrichedFacilityValue({ id: '1', fei_number: '1' }) });
    try {
      const batch = analytics.handleBatch(await publishAndRead(deps, TOPICS.enrichedRules, [{ id: 'g1#0' }]));
      expect(await settlesWithin20s(batch)).toBe('returned');
      expect(analytics.lastRun()).toBeNull();
    } finally {
      await producer.stop();
      await unread.stop();
    }
  }, 60_000);

  it('does not read rule chunks without a rule search and a search store', () => {
    const plain = createAnalyticsProcessor({ bus: deps.bus, clock, facts: deps.facts });
    expect(plain.topics).not.toContain(TOPICS.enrichedRules);
  });
});
