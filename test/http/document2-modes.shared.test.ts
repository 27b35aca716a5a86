import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSharedData, hasSharedModel, warnIfMissing } from '../fixtures/shared.ts';
import { sharedTestEmbedders } from '../fixtures/shared-embedder.ts';
import { DOCUMENT_2_GETS, type ModeUnderTest, bringUp, buildSmallMirror } from './document2-modes.ts';

/**
 * Document 2 on real data in embedded mode (`npm test`): a small real mirror through the whole
 * pipeline, then every document-2 GET answers 200, and the facilities the issue names answer with
 * the facts the sources state. The same requests run against Kafka, Elasticsearch and Neo4j in
 * document2-modes.engines.test.ts, which compares the two modes' answers.
 */
warnIfMissing(hasSharedData && hasSharedModel, 'document 2 on a real mirror slice (embedded)');

describe.skipIf(!hasSharedData || !hasSharedModel)('document 2 on a real mirror slice, embedded mode', () => {
  let mirror = '';
  let mode: ModeUnderTest;
  const get = (path: string) => mode.api.get(path, { 'x-api-key': mode.key });

  beforeAll(async () => {
    mirror = await buildSmallMirror();
    mode = await bringUp(mirror, {}, sharedTestEmbedders(), 'doc2-embedded');
  }, 900_000);

  afterAll(async () => {
    await mode?.cleanup();
    rmSync(mirror, { recursive: true, force: true });
  });

  it('answers every document-2 GET with 200', async () => {
    for (const path of DOCUMENT_2_GETS) {
      const response = await get(path);
      expect(response.status, `${path} → ${JSON.stringify(response.body).slice(0, 300)}`).toBe(200);
    }
  });

  it('serves FEI 1925262 with the outcomes the row-level data states: one OAI inspection on 2016-06-08, the rest not OAI, never a guessed NAI/VAI', async () => {
    const { body } = await get('/v1/483/facilities/1925262/inspections');
    const oai = body.inspections.filter((i: { classification: string | null }) => i.classification === 'OAI');
    expect(oai.map((i: { inspection_end_date: string }) => i.inspection_end_date)).toContain('2016-06-08');
    expect(body.summary.nai_count).toBe(0);
    expect(body.summary.vai_count).toBe(0);
    expect(body.summary.not_oai_unsplit_count).toBeGreaterThan(10);
    // The Dashboard's compliance actions list a warning letter to this FEI on 2017-02-14.
    expect(body.summary.warning_letters).toBeGreaterThanOrEqual(1);
  });

  it('serves FEI 3006271438 with its warning letter and both scores', async () => {
    const detail = await get('/v1/483/facilities/3006271438');
    expect(detail.body.data.fei_number).toBe('3006271438');
    expect(detail.body.data.inspection_summary.warning_letters).toBeGreaterThanOrEqual(1);
    const risk = await get('/v1/483/risk-scores/3006271438');
    expect(risk.body.methodology_version).toBe('v2.0');
    expect(risk.body.risk_score).toBeGreaterThan(0);
    const score = await get('/v1/483/facilities/3006271438/score');
    expect(Object.keys(score.body.score_components).sort()).toEqual(['citation_severity', 'enforcement_trend', 'historical_pattern', 'industry_benchmark', 'time_since_inspection']);
  });

  it('answers unknown facilities and bad input in the families of SPEC-DECISIONS 2', async () => {
    expect((await get('/v1/483/facilities/9999999991/inspections')).body.error.code).toBe('NOT_FOUND');
    expect((await get('/v1/483/risk-scores/9999999991')).body).toEqual({ error: 'Risk score not found for FEI: 9999999991', status_code: 404 });
    expect((await get('/v1/483/facilities/abc')).status).toBe(400);
  });
});
