import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { retractionOf } from '../../infra/bus/payloads/retraction.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createFixedClock } from '../../infra/clock.ts';
import { deliver } from '../../test/fixtures/bus.ts';
import { createTestDeps } from '../../test/fixtures/harness.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import { rawValue } from '../facilities/facility-test-builders.ts';
import { ObservationRetraction } from '../records/observation-retraction.ts';
import { createForm483Processor } from './form483.processor.ts';

/**
 * The 483 step's retractions, with two copies of one 483 (an OCR and a born-digital text, the same
 * inspection id): a copy re-published with fewer observations withdraws only the numbers no copy
 * has any more, a tombstone of one copy leaves what the other holds, and the last copy's tombstone
 * withdraws the whole 483. Fictitious facility.
 */
const INSPECTION = '483-3099000009-20210211';
const TEXTS = [
  'Procedures designed to prevent microbiological contamination of sterile drug products are not followed.',
  'There is a failure to thoroughly review any unexplained discrepancy of a batch.',
  'Laboratory records do not include complete data derived from all tests.',
];

function raw483(source: string, observations: number, textQuality: 'ocr' | 'born_digital'): Record<string, unknown> {
  const body = {
    inspection_id: INSPECTION,
    fei_number: '3099000009',
    firm_name: 'Fixture Sterile Works LLC',
    street_address: null,
    city: 'Austin',
    state: 'TX',
    country: 'United States',
    establishment_type: 'Producer of Sterile Drug Products',
    inspection_start_date: '2021-02-01',
    inspection_end_date: '2021-02-11',
    date_issued: '2021-02-11',
    publish_date: null,
    source_url: null,
    text_quality: textQuality,
    investigators: [{ name: 'Jane Q Example', title: 'Investigator' }],
    observations_text: TEXTS.slice(0, observations).map((text, i) => `OBSERVATION ${i + 1}\n${text}`).join('\n\n'),
  };
  return rawValue(INSPECTION, body, source);
}

describe('form 483 step: retractions', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;

  beforeEach(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    await deps.bus.ensureTopics(Object.values(TOPICS));
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const tombstone = (source: string) => retractionOf({ id: INSPECTION, source, at: '2026-01-01T00:00:00.000Z', schemaVersion: 1, routing: { fei_number: '3099000009' } });
  /** The retractions the step published so far, as `<source>:<observation id>:<whole document>`. */
  const retractions = async () =>
    (await deps.bus.read(TOPICS.enrichedObservations, { limit: 100 }))
      .filter((m) => (m.value as { retracted?: boolean }).retracted)
      .map((m) => ObservationRetraction.parse(m.value))
      .map((r) => `${r.source}:${r.observation_id}:${r.whole_document}`);

  it('withdraws only what no copy of the 483 holds any more', async () => {
    const step = () => createForm483Processor({ bus: deps.bus, embedder: deps.embedder, clock: createFixedClock('2026-01-01T00:00:00.000Z'), logger: deps.logger });
    const first = step();
    await first.handleBatch(await deliver(deps.bus, TOPICS.rawForm483, [raw483('ocr', 3, 'ocr'), raw483('born', 2, 'born_digital')]));
    expect(await retractions()).toEqual([]);

    // The OCR copy lost observation 3, which the born-digital copy never had: it goes.
    await first.handleBatch(await deliver(deps.bus, TOPICS.rawForm483, [raw483('ocr', 2, 'ocr')]));
    expect(await retractions()).toEqual([`ocr:${INSPECTION}-3:false`]);

    // A fresh process (a restart) rebuilds the table from the log: the born-digital copy left, the
    // OCR copy still holds 1 and 2, so nothing is withdrawn; the OCR copy's tombstone then takes the 483.
    const restarted = step();
    expect(await restarted.handleBatch(await deliver(deps.bus, TOPICS.rawForm483, [tombstone('born')]))).toEqual({ processed: 0, rejected: [] });
    expect(await retractions()).toEqual([`ocr:${INSPECTION}-3:false`]);
    await restarted.handleBatch(await deliver(deps.bus, TOPICS.rawForm483, [tombstone('ocr')]));
    expect(await retractions()).toEqual([`ocr:${INSPECTION}-3:false`, `ocr:${INSPECTION}-1:true`, `ocr:${INSPECTION}-2:true`]);
    // Retracting again finds nothing left.
    await restarted.handleBatch(await deliver(deps.bus, TOPICS.rawForm483, [tombstone('ocr')]));
    expect(await retractions()).toHaveLength(3);
  });

  it('keeps the message order: a 483 re-published after its tombstone in one batch is back', async () => {
    const processor = createForm483Processor({ bus: deps.bus, embedder: deps.embedder, clock: createFixedClock('2026-01-01T00:00:00.000Z'), logger: deps.logger });
    await processor.handleBatch(await deliver(deps.bus, TOPICS.rawForm483, [raw483('ocr', 2, 'ocr')]));
    const before = (await deps.bus.topics()).find((t) => t.topic === TOPICS.enrichedObservations)?.endOffset ?? 0;
    await processor.handleBatch(await deliver(deps.bus, TOPICS.rawForm483, [tombstone('ocr'), raw483('ocr', 2, 'ocr')]));
    const out = await deps.bus.read(TOPICS.enrichedObservations, { fromOffset: before, limit: 100 });
    expect(out.map((m) => [m.key, (m.value as { retracted?: boolean }).retracted === true])).toEqual([
      [`${INSPECTION}-1`, true],
      [`${INSPECTION}-2`, true],
      [`${INSPECTION}-1`, false],
      [`${INSPECTION}-2`, false],
    ]);
  });
});
