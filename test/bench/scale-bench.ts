/**
 * `npm run bench -- --only scale --source DIR [--factors 10,100] [--mode engines]`: how observation
 * search, facility lists and trending grow with the size of the data (issue 16, item 8).
 *
 * SCALE FIXTURE — NOT DATA. For each factor, a temporary data folder (embedded) or index prefix
 * (Elasticsearch) is filled by resampling the observations and facilities of DIR, a data folder
 * `npm start` filled from the mirror: copy i of a record gets the id `SCALE-<i>` and a field
 * `scale_fixture: true`, its vector is the original's plus a little deterministic noise
 * (renormalised), so the text and vector distributions stay those of real records. The folder is
 * deleted after the measurement and is never served to anyone. Analytics documents (what trending
 * serves) are copied once, unscaled: they are precomputed per period, not per record.
 *
 * Figures: insert time, data size, then p50/p95 and req/s at 1 and 20 clients of each route against
 * `regintel api` (default process count); observation search ranks afresh on every request (no
 * answer cache, see `freshSearch`). Nothing here asserts on time.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { closeDeps, createDeps } from '../../cli/deps.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { ANALYTICS_INDEX, ANALYTICS_MAPPING } from '../../enrich/sinks/analytics-index.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import type { IndexMapping, UpsertItem } from '../../infra/search/search-store.port.ts';
import { enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { sharedModelsDir } from '../fixtures/shared.ts';
import { OBSERVATION_JUDGED_QUERIES } from '../search-quality/observations-judged-set.ts';
import { type RouteRequest, measureRoutes } from './routes-bench.ts';

/**
 * Observation search asked a different question each call (the judged set's 36, in turn) with
 * `Cache-Control: no-cache`: every request ranks afresh over the whole index, which is what grows
 * with the data. The questions' embeddings are cached after the warm-up, so the figures are the
 * search, not the model.
 */
function freshSearch(name: string, filters?: Record<string, unknown>): () => RouteRequest {
  let asked = 0;
  return () => {
    const query = OBSERVATION_JUDGED_QUERIES[(asked += 1) % OBSERVATION_JUDGED_QUERIES.length]!.query;
    return { name, method: 'POST', path: '/v1/483/observations/search', headers: { 'cache-control': 'no-cache' }, body: { query, top_k: 10, ...(filters ? { filters } : {}) }, target_ms: 300 };
  };
}

const ROUTES: ReadonlyArray<RouteRequest | (() => RouteRequest)> = [
  freshSearch('observation search'),
  freshSearch('observation search (filtered)', { product_type: 'drug' }),
  { name: 'facilities list (risk order)', method: 'GET', path: '/v1/483/facilities?limit=20&sort_by=risk_score', target_ms: 50 },
  { name: 'facilities list (state filter)', method: 'GET', path: '/v1/483/facilities?state=NJ&limit=20', target_ms: 50 },
  { name: 'trending citations', method: 'GET', path: '/v1/483/citations/trending?limit=20', target_ms: 100 },
];

interface SourceRow {
  id: string;
  doc: Record<string, unknown>;
  vector: Float32Array | null;
}

/** The documents (and vectors) of one index of an embedded data folder, read straight from its file. */
function readIndex(sourceDir: string, index: string): SourceRow[] {
  const db = new Database(join(sourceDir, 'search.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare(`SELECT id, doc, vector FROM "search_docs_${index}" ORDER BY rid`).all() as Array<{ id: string; doc: string; vector: Buffer | null }>;
    return rows.map((row) => ({
      id: row.id,
      doc: JSON.parse(row.doc) as Record<string, unknown>,
      vector: row.vector ? new Float32Array(new Uint8Array(row.vector).buffer) : null,
    }));
  } finally {
    db.close();
  }
}

/** A deterministic PRNG (mulberry32), so every run builds the same fixture. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The original vector plus small noise, renormalised: close to its source, not identical. */
function jitter(vector: Float32Array, seed: number): Float32Array {
  const next = random(seed);
  const out = new Float32Array(vector.length);
  let norm = 0;
  for (let i = 0; i < vector.length; i += 1) {
    const value = (vector[i] ?? 0) + (next() - 0.5) * 0.04;
    out[i] = value;
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] ?? 0) * scale;
  return out;
}

/** Copy `i` of a source record: a SCALE- id in every id field, marked as fixture. */
function resample(row: SourceRow, i: number, idFields: readonly string[]): UpsertItem {
  const id = `SCALE-${i}`;
  const doc: Record<string, unknown> = { ...row.doc, scale_fixture: true };
  for (const field of idFields) doc[field] = id;
  return { id, doc, ...(row.vector ? { vector: jitter(row.vector, i + 1) } : {}) };
}

function folderSizeMb(dir: string): number {
  return Math.round(readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0) / 1e6);
}

export async function scaleBench(options: { source: string; factors: readonly number[]; mode: 'embedded' | 'engines'; seconds?: number; facilitiesOnce?: boolean }) {
  const observations = readIndex(options.source, OBSERVATIONS_INDEX);
  const facilities = readIndex(options.source, FACILITIES_INDEX);
  const analytics = readIndex(options.source, ANALYTICS_INDEX);
  console.log(`scale fixture source: ${observations.length} observations, ${facilities.length} facilities, ${analytics.length} analytics documents (${options.source})`);
  const results = [];
  for (const factor of options.factors) {
    const dataDir = mkdtempSync(join(tmpdir(), `regintel-scale-${factor}x-`));
    const prefix = `regintel-scale-${factor}x-`;
    const env: Record<string, string> = { REGINTEL_DATA_DIR: dataDir, REGINTEL_MODEL_DIR: sharedModelsDir, REGINTEL_LOG_LEVEL: 'error', ...(options.mode === 'engines' ? enginesEnv(prefix) : {}) };
    if (options.mode === 'engines') await resetEngines(prefix);
    const deps = await createDeps(loadConfig(env), createLogger({ level: 'error', destination: process.stderr }));
    try {
      const started = performance.now();
      const fill = async (index: string, mapping: IndexMapping, rows: SourceRow[], count: number, idFields: readonly string[]) => {
        await deps.search.ensureIndex(index, mapping);
        for (let start = 0; start < count; start += 1_000) {
          const batch: UpsertItem[] = [];
          for (let i = start; i < Math.min(count, start + 1_000); i += 1) batch.push(resample(rows[i % rows.length]!, i, idFields));
          await deps.search.upsert(index, batch);
        }
      };
      await fill(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING, observations, observations.length * factor, ['observation_id']);
      // --facilities-once: the source's facilities as they are (a full mirror already holds ~130,000).
      const facilityCount = options.facilitiesOnce ? facilities.length : facilities.length * factor;
      await fill(FACILITIES_INDEX, FACILITIES_MAPPING, facilities, facilityCount, []);
      await deps.search.ensureIndex(ANALYTICS_INDEX, ANALYTICS_MAPPING);
      await deps.search.upsert(ANALYTICS_INDEX, analytics.map((row) => ({ id: row.id, doc: row.doc })));
      const insertSeconds = Math.round((performance.now() - started) / 100) / 10;
      // Warm-up: every question once in every API process (its embedding, then cached, and its terms' ranks).
      const rows = await measureRoutes(deps, dataDir, { requests: ROUTES, seconds: options.seconds ?? 3, env, warmUpTimes: OBSERVATION_JUDGED_QUERIES.length });
      const result = {
        factor,
        mode: options.mode,
        observations: observations.length * factor,
        facilities: facilityCount,
        insert_seconds: insertSeconds,
        data_folder_mb: options.mode === 'embedded' ? folderSizeMb(dataDir) : null,
        routes: rows,
      };
      console.log(`\n${factor}× (${result.observations} observations, ${result.facilities} facilities, ${options.mode}): filled in ${insertSeconds} s${result.data_folder_mb === null ? '' : `, ${result.data_folder_mb} MB on disk`}`);
      console.table(rows);
      results.push(result);
    } finally {
      await closeDeps(deps);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
