import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitUntilIdle } from '../../cli/pipeline.ts';
import type { Deps } from '../../cli/deps.ts';
import { dlqTopic, TOPICS } from '../../infra/bus/topics.ts';
import { createFixedClock } from '../../infra/clock.ts';
import { createFacilityFactsStore } from '../../infra/facts/facility-facts-store.ts';
import { createTestDeps } from '../../test/fixtures/harness.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import { type CompositeRiskContext, type CompositeRiskScore, riskBand } from '../domain/risk/composite-risk.ts';
import type { FacilityHistory } from '../domain/risk/facility-history.ts';
import { type FacilityScore, type FacilityScoreContext, facilityRiskLevel } from '../domain/risk/facility-score.ts';
import { outcomeProbability } from '../domain/risk/outcome-calibration.ts';
import { EnrichedFacility, FacilityChange } from '../facilities/facility-records.ts';
import type { FacilityFactShapes } from '../facilities/apply-facts.ts';
import type { PublishedFacilityState } from '../facilities/facility-changes.ts';
import { enrichedObservationValue, rawValue } from '../facilities/facility-test-builders.ts';
import { startProcessor } from '../pipeline/processor.ts';
import { retractionOf } from '../../infra/bus/payloads/retraction.ts';
import { FacilityRetraction, FacilityRetractionChange } from '../facilities/facility-retraction.ts';
import { type FacilitiesStore, type FacilityScoring, createFacilitiesProcessor } from './facilities.processor.ts';
import { deliver } from '../../test/fixtures/bus.ts';

const warningLetter = (fei: string, caseId: string, date: string, productType = 'Drugs') =>
  rawValue(`warning-letter:${caseId}:${fei}:${productType.toLowerCase()}`, {
    case_injunction_id: caseId,
    fei_number: fei,
    firm_name: `Firm ${fei}`,
    action_type: 'Warning Letter',
    action_taken_date: date,
    fiscal_year: 2022,
    product_type: productType,
    center: null,
    state: 'NJ',
    country: 'United States',
    source_file: 'fda_compliance_actions/x.csv',
    source_url: null,
  });
const published483 = (fei: string, date: string) =>
  rawValue(`${fei}:${date}`, {
    fei_number: fei,
    firm_name: `Firm ${fei}`,
    record_type: '483',
    record_date: date,
    date_issued: date,
    publish_date: null,
    source_url: null,
    media_id: null,
    state: null,
    establishment_type: null,
    dashboard_record_id: null,
    listed_in: ['dashboard-2025-07'],
    source_file: 'published_483s_2025-07.xlsx',
  });
const dashboardInspection = (fei: string, id: string, date: string, classification: 'NAI' | 'VAI' | 'OAI') =>
  rawValue(id, {
    inspection_id: id,
    fei_number: fei,
    firm_name: `Firm ${fei}`,
    street_address: null,
    city: null,
    state: 'NJ',
    zip_code: null,
    country: 'United States',
    fiscal_year: 2023,
    inspection_end_date: date,
    classification,
    classification_raw: null,
    posted_citations: null,
    project_areas: ['Drug Quality Assurance'],
    product_types: ['Drugs'],
    areas: [{ project_area: 'Drug Quality Assurance', product_type: 'Drugs', classification, classification_raw: null, posted_citations: null, additional_details: null, fmd_145_date: null }],
    source_file: null,
    source_url: null,
  });

/**
 * Scores simple enough to work by hand: composite = 10 per citation + 20 per compliance action +
 * 30 per OAI inspection (capped at 100); facility score = 5 per inspection. Contexts are recorded.
 */
function fakeScoring(seen: { composite: CompositeRiskContext[]; facility: FacilityScoreContext[] }): Partial<FacilityScoring> {
  return {
    composite: (history: FacilityHistory, context: CompositeRiskContext): CompositeRiskScore => {
      seen.composite.push(context);
      const oai = history.inspections.filter((i) => i.classification === 'OAI').length;
      const score = Math.min(100, 10 * history.citations.length + 20 * history.compliance_actions.length + 30 * oai);
      return {
        fei_number: history.fei,
        risk_score: score,
        risk_level: riskBand(score),
        methodology_version: 'v2.0',
        // The whole score as one factor, so the peer value (four factors + 5) is score + 5.
        factors: { oai_ratio: score, citation_frequency: 0, recency: 0, severity: 0, peer_benchmark: 0 },
        methodology: 'fake',
        factor_descriptions: { oai_ratio: '', citation_frequency: '', recency: '', severity: '', peer_benchmark: '' },
        outcome_probability: outcomeProbability(score, 'composite'),
      };
    },
    facility: (history: FacilityHistory, context: FacilityScoreContext): FacilityScore => {
      seen.facility.push(context);
      const score = Math.min(100, 5 * history.inspections.length);
      const component = { score, weight: 0.2, factors: [] };
      return {
        fei_number: history.fei,
        facility_name: history.name,
        risk_score: score,
        risk_level: facilityRiskLevel(score),
        confidence: 0.5,
        score_components: { historical_pattern: component, time_since_inspection: component, citation_severity: component, industry_benchmark: component, enforcement_trend: component },
        next_best_actions: [],
        calculated_at: `${context.asOf}T00:00:00.000Z`,
        valid_until: '2024-07-01T00:00:00.000Z',
        outcome_probability: outcomeProbability(score, 'facility'),
      };
    },
  };
}

describe('createFacilitiesProcessor', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let facts: FacilitiesStore;
  let clock: ReturnType<typeof createFixedClock>;

  beforeEach(async () => {
    clock = createFixedClock('2024-06-30T12:00:00Z');
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    facts = createFacilityFactsStore({ file: join(env.dataDir, 'facility-facts.db') });
    await deps.bus.ensureTopics(Object.values(TOPICS));
  });
  afterEach(async () => {
    facts.close();
    await env.cleanup();
  });

  const delivered = (topic: string, values: unknown[]) => deliver(deps.bus, topic, values);
  const documents = async () => (await deps.bus.read(TOPICS.enrichedFacilities, { limit: 1000 })).map((m) => EnrichedFacility.parse(m.value));
  const changes = async () => (await deps.bus.read(TOPICS.facilityChanges, { limit: 1000 })).map((m) => FacilityChange.parse(m.value));

  it('publishes one document per facility touched, with totals, both scores and an FEI key, and no change events the first time', async () => {
    const seen = { composite: [] as CompositeRiskContext[], facility: [] as FacilityScoreContext[] };
    const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts, scoring: fakeScoring(seen) });
    const result = await processor.handleBatch([
      ...(await delivered(TOPICS.rawComplianceActions, [warningLetter('3001001', '600001', '2022-06-30'), warningLetter('3001001', '600001', '2022-06-30', 'Biologics')])),
      ...(await delivered(TOPICS.rawPublished483s, [published483('3001001', '2022-01-15')])),
      ...(await delivered(TOPICS.enrichedObservations, [enrichedObservationValue({ fei_number: '3002002' }), enrichedObservationValue({ fei_number: '3002002', observation_number: 2 })])),
    ]);
    expect(result).toEqual({ processed: 5, rejected: [] });

    const docs = await documents();
    expect(docs.map((d) => d.id)).toEqual(['3001001', '3002002']);
    const [a, b] = docs;
    // 3001001: one letter (listed under two product types, one action) and one 483 → composite 20, facility 5.
    expect(a).toMatchObject({
      fei_number: '3001001',
      facility_name: 'Firm 3001001',
      state: 'NJ',
      country: 'United States',
      product_types: ['Biologics', 'Drugs'],
      totals: {
        total_inspections: 1,
        nai_count: 0,
        vai_count: 0,
        oai_count: 0,
        warning_letters: 1,
        import_alerts: 0,
        last_inspection_date: '2022-01-15',
        last_classification: null,
        // Recent window (2022-06-30, 2024-06-30]: nothing; the 483 (2022-01-15) and the letter (2022-06-30, on the edge) are in the previous → improving.
        trend: 'improving',
      },
      risk_score: { risk_score: 20, risk_level: 'low', methodology_version: 'v2.0' },
      facility_score: { risk_score: 5 },
      methodology_version: 'v2.0',
      computed_at: '2024-06-30T12:00:00.000Z',
      source: 'enrich.facilities',
    });
    // 3002002: two observations of one 483 → two citations (composite 20), one inspection (facility 5).
    expect(b).toMatchObject({ totals: { total_inspections: 1 }, risk_score: { risk_score: 20 }, facility_score: { risk_score: 5 }, product_types: ['Drugs'] });
    expect(seen.composite.every((c) => c.asOf === '2024-06-30' && c.peerAverage === null)).toBe(true);
    expect(await changes()).toEqual([]);
  });

  it('publishes nothing again when the same messages are replayed', async () => {
    const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts, scoring: fakeScoring({ composite: [], facility: [] }) });
    const batch = await delivered(TOPICS.rawComplianceActions, [warningLetter('3001001', '600001', '2022-06-30')]);
    await processor.handleBatch(batch);
    await processor.handleBatch(batch);
    expect(await documents()).toHaveLength(1);
    expect(await changes()).toEqual([]);
    expect(facts.history('3001001')?.compliance_actions).toHaveLength(1);
  });

  it('emits new_citation, classification_change (the 483 folded into its OAI Dashboard inspection) and risk_score_change on later batches', async () => {
    const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts, scoring: fakeScoring({ composite: [], facility: [] }) });
    await processor.handleBatch(await delivered(TOPICS.rawPublished483s, [published483('3011761321', '2021-01-28')]));
    // Composite 0 so far (a 483 has no citations). The 483's first observation arrives: +10.
    await processor.handleBatch(await delivered(TOPICS.enrichedObservations, [enrichedObservationValue()]));
    // FDA's classification arrives: the Dashboard inspection that ended the same day, OAI: +30 → 40.
    await processor.handleBatch(await delivered(TOPICS.rawInspections, [dashboardInspection('3011761321', '1200001', '2021-01-28', 'OAI')]));

    const events = await changes();
    expect(events.map((e) => e.id)).toEqual([
      'new_citation:3011761321:483-3011761321-20210128-1',
      // 0 → 10: +10 ≥ 5 points, both low.
      'risk_score_change:3011761321:2024-06-30:0->10',
      'classification_change:3011761321:1200001:none->OAI',
      // 10 → 40: +30 and low → medium.
      'risk_score_change:3011761321:2024-06-30:10->40',
    ]);
    expect(events[2]).toMatchObject({
      type: 'classification_change',
      fei_number: '3011761321',
      facility_name: 'Firm 3011761321',
      occurred_at: '2024-06-30T12:00:00.000Z',
      diff: { before: { inspection_id: '483-3011761321-20210128', classification: null }, after: { inspection_id: '1200001', classification: 'OAI' } },
    });
    expect(events[3]).toMatchObject({ type: 'risk_score_change', reasons: ['points', 'band'], delta: 30 });
    // The 483 and the Dashboard record are one inspection, now OAI, holding the observation.
    const last = (await documents()).at(-1);
    expect(last?.totals).toMatchObject({ total_inspections: 1, oai_count: 1, last_classification: 'OAI' });
  });

  it('publishes documents but no change events while rebuilding (emitChanges: false)', async () => {
    const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts, scoring: fakeScoring({ composite: [], facility: [] }), emitChanges: false });
    await processor.handleBatch(await delivered(TOPICS.rawComplianceActions, [warningLetter('3001001', '600001', '2022-06-30')]));
    // One more letter: composite 20 → 40 would be a risk_score_change.
    await processor.handleBatch(await delivered(TOPICS.rawComplianceActions, [warningLetter('3001001', '600002', '2023-06-30')]));
    expect((await documents()).map((d) => d.risk_score.risk_score)).toEqual([20, 40]);
    expect(await changes()).toEqual([]);
  });

  it('scores every facility against a frozen peer baseline, rescoring all when the baseline moves, neutral under 10 peers', async () => {
    const seen = { composite: [] as CompositeRiskContext[], facility: [] as FacilityScoreContext[] };
    const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts, scoring: fakeScoring(seen) });
    // Ten Drugs facilities: 4000001–4000005 with one letter (composite 20), 4000006–4000010 with two (40).
    const letters = Array.from({ length: 10 }, (_, i) => String(4000001 + i)).flatMap((fei, i) =>
      i < 5 ? [warningLetter(fei, `7${i}0`, '2023-01-01')] : [warningLetter(fei, `7${i}0`, '2023-01-01'), warningLetter(fei, `7${i}1`, '2023-06-01')],
    );
    await processor.handleBatch(await delivered(TOPICS.rawComplianceActions, letters));
    // First pass: nothing is published yet, the baseline is empty, no facility has peers.
    expect(seen.composite.slice(0, 10).every((c) => c.peerAverage === null)).toBe(true);
    // Caught up: the baseline now holds the group's peer values (four other factors + 5: five at
    // 25, five at 45, mean 35) and all ten are rescored against it, whatever order they came in.
    expect(seen.composite.slice(10).map((c) => c.peerAverage)).toEqual(Array(10).fill(35));
    seen.composite.length = 0;
    seen.facility.length = 0;
    await processor.handleBatch(await delivered(TOPICS.rawComplianceActions, [warningLetter('4999999', '799', '2024-01-01')]));
    // Scored against the frozen baseline (35); its own value 25 moves the group mean to 375 / 11 =
    // 34.09, which rounds (to 0.5) to 34: the baseline moved, so all eleven are rescored at 34.
    expect(seen.composite[0]).toMatchObject({ peerAverage: 35 });
    expect(seen.composite.slice(1).map((c) => c.peerAverage)).toEqual(Array(11).fill(34));
    // Facility peer values with no inspections: four components at 0 and the benchmark at 50, x 0.2 = 10.
    expect(seen.facility[0]?.peerStats).toMatchObject({ mean: 10, size: 10 });
    // A Devices facility: a group of one, too small to benchmark against.
    await processor.handleBatch(await delivered(TOPICS.rawComplianceActions, [warningLetter('5001001', '800', '2024-01-01', 'Devices')]));
    expect(seen.composite.at(-1)?.peerAverage).toBeNull();
    expect(seen.facility.at(-1)?.peerStats?.size ?? 0).toBeLessThan(10);
  });

  it('ends with the same documents whatever order the facilities arrive in', async () => {
    const letters = Array.from({ length: 12 }, (_, i) => warningLetter(String(4100001 + i), `9${i}0`, i % 3 === 0 ? '2022-01-01' : '2023-06-01'));
    const run = async (order: typeof letters, batches: number) => {
      const dir = mkdtempSync(join(tmpdir(), 'regintel-order-'));
      const other = createFacilityFactsStore<FacilityFactShapes, PublishedFacilityState>({ file: join(dir, 'facts.db') });
      const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts: other });
      const size = Math.ceil(order.length / batches);
      for (let i = 0; i < order.length; i += size) await processor.handleBatch(await delivered(TOPICS.rawComplianceActions, order.slice(i, i + size)));
      const scores = other.feis().map((fei) => [fei, other.lastPublished(fei)] as const);
      other.close();
      rmSync(dir, { recursive: true, force: true });
      return scores;
    };
    const oneBatch = await run(letters, 1);
    const reversedInFour = await run([...letters].reverse(), 4);
    expect(reversedInFour).toEqual(oneBatch);
  });

  it('scores with the spec methods by default: a facility with one warning letter two years ago', async () => {
    const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts });
    await processor.handleBatch(await delivered(TOPICS.rawComplianceActions, [warningLetter('3001001', '600001', '2022-06-30')]));
    const [doc] = await documents();
    // Composite v2.0 as of 2024-06-30: no inspections → oai_ratio, citation_frequency, severity 0;
    // recency 15 × 0.5^(730 days / 365.25 / 2) = 15 × 0.5^0.99932 ≈ 7.50; peer group unknown → neutral 5. Total 12.5, low.
    expect(doc?.risk_score).toMatchObject({ risk_score: 12.5, risk_level: 'low', factors: { oai_ratio: 0, citation_frequency: 0, severity: 0, recency: 7.5, peer_benchmark: 5 } });
    // The facility score's time since inspection is 0 with no inspection on record (no current FDA attention); its band follows the spec's 0–40 / 41–65 / … cut-offs.
    expect(doc?.facility_score.score_components.time_since_inspection?.score).toBe(0);
    expect(doc?.facility_score.calculated_at).toBe('2024-06-30T00:00:00.000Z');
  });

  it('dead-letters a malformed record with its reason and processes the rest of the batch', async () => {
    const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts, scoring: fakeScoring({ composite: [], facility: [] }) });
    const { subscription } = await startProcessor(processor, { bus: deps.bus, clock, logger: deps.logger });
    try {
      await deps.bus.publish(TOPICS.rawComplianceActions, [
        { key: 'bad', value: rawValue('bad', { fei_number: '3001001', action_type: 'Warning Letter' }) },
        { key: 'good', value: warningLetter('3002002', '600002', '2023-01-01') },
      ]);
      await deps.bus.publish(TOPICS.rawPublished483s, [{ key: 'nofei', value: published483('3003003', '2023-01-01') }].map((m) => ({ ...m, value: { ...m.value, fei_number: null } })));
      await waitUntilIdle(deps, ['enrich.facilities'], { timeoutMs: 20_000, pollMs: 50 });
    } finally {
      await subscription.stop();
    }
    const dead = await deps.bus.read(dlqTopic('enrich.facilities'), { limit: 10 });
    const reasons = dead.map((m) => (m.value as { reason: string }).reason);
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toMatch(/^invalid compliance action: .*case_injunction_id/);
    expect(reasons[1]).toMatch(/no FEI/);
    expect((await documents()).map((d) => d.id)).toEqual(['3002002']);
  });

  it('rescores facilities on demand, publishing only those whose document changed', async () => {
    const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts, scoring: fakeScoring({ composite: [], facility: [] }) });
    await processor.handleBatch(await delivered(TOPICS.rawComplianceActions, [warningLetter('3001001', '600001', '2022-06-30')]));
    // Same day, same facts: nothing to publish. The fake facility score stamps the day into calculated_at, which the hash ignores.
    expect(await processor.rescore(['3001001', 'unknown'])).toBe(0);
    clock.set('2024-07-15T08:00:00Z');
    expect(await processor.rescore(['3001001'])).toBe(0);
    expect(await documents()).toHaveLength(1);
  });

  it('drops what a retracted record stated, rescores the facility, and retracts it with its last fact', async () => {
    const processor = createFacilitiesProcessor({ bus: deps.bus, clock, facts, scoring: fakeScoring({ composite: [], facility: [] }) });
    const letter = warningLetter('3001001', '600001', '2022-06-30');
    const listing = published483('3001001', '2022-01-15');
    await processor.handleBatch([...(await delivered(TOPICS.rawComplianceActions, [letter])), ...(await delivered(TOPICS.rawPublished483s, [listing]))]);
    const tombstone = (value: Record<string, unknown>, source: string) => retractionOf({ id: value.id as string, source, at: '2024-06-30T12:00:00.000Z', schemaVersion: 1, routing: { fei_number: '3001001' } });

    // The letter left its source: the facility stays (its 483 does not), rescored without the action.
    expect(await processor.handleBatch(await delivered(TOPICS.rawComplianceActions, [tombstone(letter, 'fda-compliance-actions')]))).toEqual({ processed: 1, rejected: [] });
    expect(facts.history('3001001')?.compliance_actions).toEqual([]);
    expect((await documents()).at(-1)).toMatchObject({ fei_number: '3001001', risk_score: { risk_score: 0 }, totals: { warning_letters: 0 } });

    // The 483 listing left too: nothing is left of the facility.
    await processor.handleBatch(await delivered(TOPICS.rawPublished483s, [tombstone(listing, 'fda-published-483s')]));
    expect(facts.history('3001001')).toBeNull();
    const last = (await deps.bus.read(TOPICS.enrichedFacilities, { limit: 100 })).at(-1)?.value;
    expect(FacilityRetraction.parse(last)).toMatchObject({ id: '3001001', fei_number: '3001001', retracted: true });

    const retractions = (await deps.bus.read(TOPICS.facilityChanges, { limit: 100 })).map((m) => m.value as { type: string }).filter((c) => c.type === 'retraction').map((c) => FacilityRetractionChange.parse(c));
    expect(retractions.map((c) => [c.facility_retracted, c.diff.before])).toEqual([
      [false, { inspection_ids: [], citation_ids: [], compliance_action_ids: ['warning-letter:600001'] }],
      [true, { inspection_ids: ['483-3001001-20220115'], citation_ids: [], compliance_action_ids: [] }],
    ]);
    expect(retractions[1]?.facility_name).toBe('Firm 3001001');
    // A replayed tombstone finds nothing left: no document, no change.
    const before = (await deps.bus.topics()).filter((t) => t.topic === TOPICS.enrichedFacilities || t.topic === TOPICS.facilityChanges).map((t) => t.endOffset);
    await processor.handleBatch(await delivered(TOPICS.rawPublished483s, [tombstone(listing, 'fda-published-483s')]));
    expect((await deps.bus.topics()).filter((t) => t.topic === TOPICS.enrichedFacilities || t.topic === TOPICS.facilityChanges).map((t) => t.endOffset)).toEqual(before);
  });
});

describe('the facilities state handed over to a worker with its own data folder (issue 19)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  const clock = createFixedClock('2024-06-30T12:00:00Z');
  const scoring = fakeScoring({ composite: [], facility: [] });
  const stores: FacilitiesStore[] = [];
  const openStore = (name: string) => {
    const store = createFacilityFactsStore<FacilityFactShapes, PublishedFacilityState>({ file: join(env.dataDir, `${name}-facts.db`) });
    stores.push(store);
    return store;
  };

  beforeEach(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    await deps.bus.ensureTopics(Object.values(TOPICS));
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) store.close();
    await env.cleanup();
  });

  const read = async (topic: string) => (await deps.bus.read(topic, { limit: 1000 })).map((m) => m.value as { id: string });
  /** Runs a worker (its own store) until the step has read everything, then stops it. */
  async function runWorker(store: FacilitiesStore, publish: Array<[string, unknown[]]>): Promise<void> {
    const { subscription } = await startProcessor(createFacilitiesProcessor({ bus: deps.bus, clock, facts: store, scoring }), { bus: deps.bus, clock, logger: deps.logger });
    try {
      for (const [topic, values] of publish) {
        await deliver(deps.bus, topic, values);
        await waitUntilIdle(deps, ['enrich.facilities'], { timeoutMs: 15_000, pollMs: 20 });
      }
      await waitUntilIdle(deps, ['enrich.facilities'], { timeoutMs: 15_000, pollMs: 20 });
    } finally {
      await subscription.stop();
    }
  }

  it('rebuilds facts and published states from the log before consuming, then publishes only what is new', async () => {
    const hostA = openStore('host-a');
    const letters = Array.from({ length: 11 }, (_, i) => warningLetter(String(4100001 + i), `7${i}0`, '2023-06-01'));
    await runWorker(hostA, [
      [TOPICS.rawComplianceActions, letters],
      [TOPICS.rawPublished483s, [published483('3011761321', '2021-01-28')]],
      [TOPICS.enrichedObservations, [enrichedObservationValue()]],
      [TOPICS.rawInspections, [dashboardInspection('3011761321', '1200001', '2021-01-28', 'OAI')]],
    ]);
    const documentsBefore = (await read(TOPICS.enrichedFacilities)).length;
    const changesBefore = (await read(TOPICS.facilityChanges)).map((c) => c.id);
    expect(changesBefore).toContain('risk_score_change:3011761321:2024-06-30:10->40');

    // Host B has never seen the step: an empty store, handed the group at its committed offsets.
    const hostB = openStore('host-b');
    await runWorker(hostB, []);
    expect(hostB.feis()).toEqual(hostA.feis());
    for (const fei of hostA.feis()) {
      expect(hostB.history(fei)).toEqual(hostA.history(fei));
      expect(hostB.lastPublished(fei)).toEqual(hostA.lastPublished(fei));
    }
    for (const group of hostA.peerGroups()) expect(hostB.peerScores(group, 'risk_score')).toEqual(hostA.peerScores(group, 'risk_score'));
    expect(hostB.positions()).toEqual(hostA.positions());
    // Taking over published nothing: everything up to the committed offsets was published by host A.
    expect((await read(TOPICS.enrichedFacilities)).length).toBe(documentsBefore);
    expect((await read(TOPICS.facilityChanges)).length).toBe(changesBefore.length);

    // A second observation: one citation more (composite 40 → 50), measured from the alert
    // reference host A left (40, from its last risk_score_change), not from the first document.
    await runWorker(hostB, [[TOPICS.enrichedObservations, [enrichedObservationValue({ observation_number: 2 })]]]);
    expect((await read(TOPICS.facilityChanges)).map((c) => c.id).slice(changesBefore.length)).toEqual([
      'new_citation:3011761321:483-3011761321-20210128-2',
      'risk_score_change:3011761321:2024-06-30:40->50',
    ]);
    expect((await read(TOPICS.enrichedFacilities)).slice(documentsBefore).map((d) => d.id)).toEqual(['3011761321']);
  });

  it('catches a store that fell behind up from where it stopped, and trusts one that is current', async () => {
    const hostA = openStore('host-a');
    const hostB = openStore('host-b');
    await runWorker(hostA, [[TOPICS.rawComplianceActions, [warningLetter('3001001', '600001', '2022-06-30')]]]);
    await runWorker(hostB, []);
    // Host A goes on alone; host B's copy is now one letter behind.
    await runWorker(hostA, [[TOPICS.rawComplianceActions, [warningLetter('3001001', '600002', '2023-06-30')]]]);
    expect(hostB.history('3001001')?.compliance_actions).toHaveLength(1);
    const changes = (await read(TOPICS.facilityChanges)).length;

    await runWorker(hostB, []);
    expect(hostB.history('3001001')).toEqual(hostA.history('3001001'));
    expect(hostB.lastPublished('3001001')).toEqual(hostA.lastPublished('3001001'));
    expect((await read(TOPICS.facilityChanges)).length).toBe(changes);
  });
});
