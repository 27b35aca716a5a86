/**
 * `npm run bench:embed`: embedding throughput and what it costs the caller's event loop, on real
 * FDA observation texts (the Long Descriptions of the FY2019 inspectional observations), in three
 * modes: in-process in the caller's order (the adapter before issue 16), in-process sorted by
 * length, and the worker pool. For each mode: texts/s over one large embed call, and the main
 * thread's event-loop delay during it (perf_hooks monitorEventLoopDelay, p95 and max), which is
 * what an API request waiting on that loop would feel. Also checks that every mode returns the
 * same vectors. Prints figures; asserts nothing about time.
 *
 * Options: --texts 500 --batch 8 --workers <cores>
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import { createTransformersEmbedder } from '../../infra/embedding/embedder.transformers.ts';
import { createWorkerPoolEmbedder } from '../../infra/embedding/embedder.worker-pool.ts';
import { defaultEmbedWorkers } from '../../infra/embedding/threads-per-copy.ts';
import { createLogger } from '../../infra/logger.ts';
import { hasSharedData, hasSharedModel, sharedDataDir, sharedModelsDir } from '../fixtures/shared.ts';

const { values } = parseArgs({ options: { texts: { type: 'string', default: '500' }, batch: { type: 'string', default: '8' }, workers: { type: 'string' } } });
const count = Number(values.texts);
const batchSize = Number(values.batch);
const workers = values.workers === undefined ? defaultEmbedWorkers() : Number(values.workers);

if (!hasSharedData || !hasSharedModel) {
  console.error(`embed-bench needs ${sharedDataDir} and ${sharedModelsDir}`);
  process.exit(2);
}

/** `count` distinct Long Descriptions, spread evenly over the file (every program area). */
function observationTexts(): string[] {
  const file = join(sharedDataDir, 'fda_inspectional_observations_fy2019', 'inspectional_observations_fy2019_all_programs.csv');
  const rows = parse(readFileSync(file), { columns: true }) as Array<Record<string, string>>;
  const distinct = [...new Set(rows.map((row) => (row['Long Description'] ?? '').trim()).filter(Boolean))];
  const step = Math.max(1, distinct.length / count);
  return Array.from({ length: Math.min(count, distinct.length) }, (_, i) => distinct[Math.floor(i * step)] ?? '');
}

interface Run {
  mode: string;
  textsPerSecond: number;
  seconds: number;
  loopDelayP95Ms: number;
  loopDelayMaxMs: number;
}

async function measure(mode: string, embedder: Embedder, texts: string[]): Promise<{ run: Run; vectors: Float32Array[] }> {
  await embedder.embed(texts.slice(0, batchSize)); // load the model (in every worker) outside the timing
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const vectors = await embedder.embed(texts);
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  await embedder.close();
  const run = {
    mode,
    textsPerSecond: Math.round((texts.length / seconds) * 10) / 10,
    seconds: Math.round(seconds * 100) / 100,
    loopDelayP95Ms: Math.round(delay.percentile(95) / 1e5) / 10,
    loopDelayMaxMs: Math.round(delay.max / 1e5) / 10,
  };
  console.error(`${mode}: ${run.textsPerSecond} texts/s, event-loop delay p95 ${run.loopDelayP95Ms} ms, max ${run.loopDelayMaxMs} ms`);
  return { run, vectors };
}

function maxDifference(a: Float32Array[], b: Float32Array[]): number {
  let max = 0;
  a.forEach((vector, i) => vector.forEach((value, j) => (max = Math.max(max, Math.abs(value - (b[i]?.[j] ?? Number.NaN))))));
  return max;
}

const texts = observationTexts();
const lengths = texts.map((text) => text.length).sort((a, b) => a - b);
console.error(`${texts.length} texts, ${lengths[0]}–${lengths.at(-1)} characters (median ${lengths[lengths.length >> 1]}), batch ${batchSize}, ${workers} worker(s)`);
const logger = createLogger({ level: 'warn', destination: process.stderr });
const options = { modelDir: sharedModelsDir, cacheDir: join(tmpdir(), 'regintel-embed-bench'), batchSize, maxTokens: 256, logger };

const baseline = await measure('in-process', createTransformersEmbedder({ ...options, sortByLength: false }), texts);
const sorted = await measure('in-process sorted', createTransformersEmbedder(options), texts);
const pooled = await measure(`worker pool (${workers})`, createWorkerPoolEmbedder({ ...options, workers }), texts);

const result = {
  texts: texts.length,
  batchSize,
  workers,
  runs: [baseline.run, sorted.run, pooled.run],
  maxVectorDifference: { sorted: maxDifference(baseline.vectors, sorted.vectors), pool: maxDifference(baseline.vectors, pooled.vectors) },
};
console.log(JSON.stringify(result, null, 2));
