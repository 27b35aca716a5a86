import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestEmbedders } from '../fixtures/shared-embedder.ts';
import { hasSharedData, hasSharedModel, warnIfMissing } from '../fixtures/shared.ts';
import { type ModeUnderTest, bringUpBothModes, comparable, linkedMirror } from './document2-modes.ts';

/**
 * Document 3 in engines mode (issue 15, item 8): the same real mirror slice — the CFR and ICH
 * texts and the 483 observations — through Kafka into Elasticsearch and Neo4j (the KG queries run
 * as Cypher), next to the same run in embedded mode. classify, the regulation and ICH lookups,
 * trends and the taxonomy must answer 200 with the same body in both (timings, request ids,
 * timestamps and cache state aside).
 */
const PREFIX = 'regintel-kg-modes-';
/** What the compared routes read, linked from ../shared/data at run time (never copied). */
const FOLDERS = ['cfr_title21', 'ich_guidelines', 'ich_q7_q9r1', 'fda_inspectional_observations_fy2019', 'fda_483_reading_room_ocr'];

const GETS = [
  '/v1/kg/regulations/211.192',
  '/v1/kg/regulations/820.30',
  '/v1/kg/ich/Q7',
  '/v1/kg/ich/Q7/12',
  '/v1/kg/ich/Q9/4.3',
  '/v1/kg/ich/Q10',
  '/v1/kg/analytics/trends?time_period=5y',
  '/v1/kg/taxonomy',
];
const CLASSIFY = [
  { event: 'Out-of-specification assay results were invalidated without a documented laboratory investigation.' },
  { event: 'Design verification for the infusion pump firmware was signed before the test report existed.' },
];

/** Fields of document 3's metadata that differ between any two calls (ids, clocks) or say whether the cache answered. */
const PER_CALL = new Set(['cache_status', 'function_request_id', 'processing_timestamp', 'request_id']);
/** The answer without what differs between two runs of the same data. */
const same = (body: unknown) => comparable(JSON.parse(JSON.stringify(body, (key, value: unknown) => (PER_CALL.has(key) ? undefined : value))));

warnIfMissing(hasSharedData && hasSharedModel, 'the KG modes comparison (needs ../shared/data and ../shared/models)');

describe.skipIf(!hasSharedData || !hasSharedModel)('document 3 in engines mode against embedded mode', () => {
  const mirror = linkedMirror(FOLDERS);
  const embedder = sharedTestEmbedders();
  let engines: ModeUnderTest;
  let embedded: ModeUnderTest;

  let modes: Awaited<ReturnType<typeof bringUpBothModes>> | undefined;

  beforeAll(async () => {
    modes = await bringUpBothModes(mirror, PREFIX, embedder, 'kg');
    ({ engines, embedded } = modes);
  }, 1_200_000);

  afterAll(async () => {
    await modes?.cleanup();
    rmSync(mirror, { recursive: true, force: true });
  });

  it('answers classify, the regulation and ICH lookups, trends and the taxonomy with the same body in both modes', async () => {
    for (const path of GETS) {
      const [a, b] = await Promise.all([engines.api.get(path, { 'x-api-key': engines.key }), embedded.api.get(path, { 'x-api-key': embedded.key })]);
      expect(a.status, `${path} (engines) → ${JSON.stringify(a.body).slice(0, 300)}`).toBe(200);
      expect(b.status, `${path} (embedded)`).toBe(200);
      expect(same(a.body), path).toEqual(same(b.body));
    }
    for (const body of CLASSIFY) {
      const [a, b] = await Promise.all([engines.api.post('/v1/kg/classify', body, { 'x-api-key': engines.key }), embedded.api.post('/v1/kg/classify', body, { 'x-api-key': embedded.key })]);
      expect(a.status, body.event).toBe(200);
      expect(b.status, body.event).toBe(200);
      expect(same(a.body), body.event).toEqual(same(b.body));
    }
  });

  it('serves real section text in engines mode: Q7 12 and 211.192 resolve with their text', async () => {
    const q7 = await engines.api.get('/v1/kg/ich/Q7/12', { 'x-api-key': engines.key });
    expect(JSON.stringify(q7.body)).toMatch(/[Vv]alidation/); // ICH Q7 chapter 12 is "Validation".
    const cfr = await engines.api.get('/v1/kg/regulations/211.192', { 'x-api-key': engines.key });
    expect(JSON.stringify(cfr.body)).toMatch(/[Pp]roduction record review/); // the heading of 21 CFR 211.192.
  });
});
