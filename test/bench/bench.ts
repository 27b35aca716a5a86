/**
 * `npm run bench`: ingestion of the whole mirror (records/s per source, wall time), pipeline
 * throughput (with and without model inference), search latency over 200 queries through the HTTP
 * API, and peak memory. `npm run bench -- --only ingest` runs the first part alone. Figures are printed and written to
 * .bench/last.json; nothing here asserts on time.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { listen } from '../../cli/app.ts';
import { closeDeps, createDeps } from '../../cli/deps.ts';
import { startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { CONNECTORS, OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { measureOverhead, measureThroughput } from './platform-bench.ts';
import { measureRoutes } from './routes-bench.ts';
import { exportBench } from './export-bench.ts';
import { mcpBench } from './mcp-bench.ts';
import { rulesBench } from './rules-bench.ts';
import { kgBench } from './kg-bench.ts';
import { QUERIES } from './queries.ts';
import { loadBench } from './load-bench.ts';
import { scaleBench } from './scale-bench.ts';
import { queryableBench } from './queryable-bench.ts';
import { allRoutesBench } from './all-routes-bench.ts';
import { measureClassifier, measureSearchQuality, writeScorecard } from './scorecard.ts';
import { alertsBench } from './alerts-bench.ts';
import { evaluateObservations, formatObservationQuality } from '../search-quality/evaluate-observations.ts';
import { enrichWorkersBench, printEnrichWorkers } from './enrich-workers-bench.ts';
import { publishKnowledge } from '../../enrich/knowledge/publish-knowledge.ts';
import { enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { hasSharedData, hasSharedModel, repoRoot, sharedDataDir, sharedModelsDir } from '../fixtures/shared.ts';

const GROUPS = ['enrich.observations', 'sink.search.observations', 'sink.graph.observations'];


function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

async function pipelineRun(label: string, dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ REGINTEL_DATA_DIR: dataDir, REGINTEL_MODEL_DIR: sharedModelsDir, REGINTEL_LOG_LEVEL: 'warn', REGINTEL_CONSUMER_POLL_MS: '20', PORT: '0', ...env });
  const deps = await createDeps(config, createLogger({ level: 'warn', destination: process.stderr }));
  const pipeline = await startPipeline(deps);
  const started = performance.now();
  const summaries = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
  const ingestSeconds = (performance.now() - started) / 1000;
  await waitUntilIdle(deps, GROUPS, { timeoutMs: 600_000, pollMs: 50 });
  const totalSeconds = (performance.now() - started) / 1000;
  await pipeline.stop();
  const raw = summaries.reduce((sum, s) => sum + s.published, 0);
  const enriched = (await deps.bus.topics()).find((t) => t.topic === TOPICS.enrichedObservations)?.endOffset ?? 0;
  const stored = await deps.search.count(OBSERVATIONS_INDEX);
  return {
    deps,
    figures: {
      label,
      raw_records: raw,
      ingest_seconds: round(ingestSeconds),
      raw_records_per_second: round(raw / ingestSeconds),
      enriched_observations: enriched,
      stored_observations: stored,
      end_to_end_seconds: round(totalSeconds),
      observations_per_second_end_to_end: round(enriched / totalSeconds),
    },
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Every source of the mirror into the raw topics (no enrichment): records/s per source and wall time. */
async function mirrorIngest() {
  const dataDir = mkdtempSync(join(tmpdir(), 'regintel-bench-ingest-'));
  try {
    const config = loadConfig({ REGINTEL_DATA_DIR: dataDir, REGINTEL_LOG_LEVEL: 'warn', PORT: '0' });
    const deps = await createDeps(config, createLogger({ level: 'warn', destination: process.stderr }));
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const summaries = await runIngest(CONNECTORS, { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
    const wall = (performance.now() - started) / 1000;
    const secondStarted = performance.now();
    const second = await runIngest(CONNECTORS, { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
    const secondWall = (performance.now() - secondStarted) / 1000;
    clearInterval(sampler);
    await closeDeps(deps);
    const sources = summaries.map((s) => {
      const seconds = (Date.parse(s.finished_at) - Date.parse(s.started_at)) / 1000;
      return { source: s.source, status: s.status, read: s.read, published: s.published, dlq: s.dlq, seconds: round(seconds), records_per_second: seconds > 0 ? Math.round(s.read / seconds) : null };
    });
    const read = summaries.reduce((sum, s) => sum + s.read, 0);
    return {
      sources,
      total: { sources: summaries.filter((s) => s.status === 'ok').length, read, published: summaries.reduce((sum, s) => sum + s.published, 0), wall_seconds: round(wall), records_per_second: Math.round(read / wall) },
      second_run: { published: second.reduce((sum, s) => sum + s.published, 0), unchanged_sources: second.filter((s) => s.status === 'unchanged').length, wall_seconds: round(secondWall) },
      rss_growth_mb: Math.round((peak - rssBefore) / 1e6),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printMirrorIngest(figures: Awaited<ReturnType<typeof mirrorIngest>>) {
  console.log('\nmirror → raw topics, every source (embedded bus):');
  console.table(figures.sources);
  console.log(`whole mirror: ${figures.total.read} records from ${figures.total.sources} sources in ${figures.total.wall_seconds} s (${figures.total.records_per_second} records/s); peak RSS growth ${figures.rss_growth_mb} MB`);
  console.log(`second run: ${figures.second_run.published} published, ${figures.second_run.unchanged_sources} sources skipped as unchanged, ${figures.second_run.wall_seconds} s\n`);
}

/** p50/p95 of 200 sequential observation searches through the HTTP API. */
async function searchLatency(deps: Awaited<ReturnType<typeof createDeps>>) {
  const server = await listen(deps);
  const benchKey = (await deps.apiKeys.create({ tenantId: 'bench', tier: 'enterprise', test: true })).key;
  const latencies: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const query = QUERIES[i % QUERIES.length] ?? '';
    const t0 = performance.now();
    const response = await fetch(`${server.url}/v1/483/observations/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': benchKey },
      body: JSON.stringify({ query: i < QUERIES.length ? query : `${query} ${i}`, top_k: 10 }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    latencies.push(performance.now() - t0);
  }
  await server.close();
  latencies.sort((a, b) => a - b);
  return {
    queries: latencies.length,
    distinct_query_texts: 200,
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(percentile(latencies, 95)),
    max_ms: round(latencies.at(-1) ?? NaN),
    spec_target_ms: 3000,
  };
}

/** The sources the document-2 routes read (all but the rule documents, whose embedding is issue 16's to speed up). */
const ROUTE_SOURCES = CONNECTORS.filter((connector) => connector.topic !== TOPICS.rawRuleDocuments);

/**
 * Document-2 endpoints: the mirror's facility, inspection, 483 and regulation sources through the
 * whole pipeline into a fresh data folder (or `--data-dir DIR`, e.g. one `npm start` filled), then
 * p50/p95 per route at 1 and 20 clients against a `regintel api` process.
 */
async function routesBench() {
  const given = process.argv.includes('--data-dir') ? process.argv[process.argv.indexOf('--data-dir') + 1] : undefined;
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'regintel-bench-routes-'));
  const config = loadConfig({ REGINTEL_DATA_DIR: dataDir, REGINTEL_MODEL_DIR: sharedModelsDir, REGINTEL_LOG_LEVEL: 'warn', REGINTEL_CONSUMER_POLL_MS: '20', PORT: '0' });
  const deps = await createDeps(config, createLogger({ level: 'warn', destination: process.stderr }));
  try {
    let preparation: Record<string, number> | null = null;
    if (!given) {
      const started = performance.now();
      const pipeline = await startPipeline(deps);
      await publishKnowledge(deps);
      const summaries = await runIngest(ROUTE_SOURCES, { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
      const ingested = performance.now();
      await waitUntilIdle(deps, pipeline.processors.map((p) => p.groupId), { timeoutMs: 40 * 60_000, pollMs: 500 });
      await pipeline.stop();
      preparation = {
        raw_records: summaries.reduce((sum, s) => sum + s.published, 0),
        ingest_seconds: round((ingested - started) / 1000),
        ingest_to_queryable_seconds: round((performance.now() - started) / 1000),
        facilities: await deps.search.count('facilities'),
        observations: await deps.search.count(OBSERVATIONS_INDEX),
      };
      console.log('\ndocument-2 data (mirror without rule documents) through the pipeline:');
      console.table([preparation]);
    }
    const rows = await measureRoutes(deps, dataDir);
    console.log('document-2 endpoints against `regintel api` (closed-loop clients, Enterprise keys rotated):');
    console.table(rows);
    return { preparation, routes: rows };
  } finally {
    await closeDeps(deps);
    // --keep leaves the filled folder for the scale bench (`--source`) and later `--data-dir` runs.
    if (!given && process.argv.includes('--keep')) console.log(`data folder kept: ${dataDir}`);
    else if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `--data-dir DIR` of a part that measures a filled folder, or exit 2 saying what it needs. */
function requiredDataDir(part: string, what: string): string {
  const given = process.argv.includes('--data-dir') ? process.argv[process.argv.indexOf('--data-dir') + 1] : undefined;
  if (given) return given;
  console.error(`--only ${part} needs --data-dir DIR: ${what}`);
  process.exit(2);
}

/** Prints a judged-set table, keeps it in `.bench/` and rewrites the scorecard with it. */
function publishQualityTable(file: string, table: string): void {
  console.log(table);
  mkdirSync(join(repoRoot, '.bench'), { recursive: true });
  writeFileSync(join(repoRoot, '.bench', file), `${table}\n`);
  writeScorecard();
}

async function runLoadBench(mode: 'embedded' | 'engines'): Promise<void> {
  const load = await loadBench({ mode });
  mkdirSync(join(repoRoot, '.bench'), { recursive: true });
  writeFileSync(join(repoRoot, '.bench', `load-${mode}.json`), `${JSON.stringify(load, null, 2)}\n`);
  writeScorecard();
}

async function main() {
  if (!hasSharedData || !hasSharedModel) {
    console.error(`bench needs ../shared/data and ../shared/models beside the repository (${repoRoot}).`);
    process.exit(2);
  }
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const given = process.argv.includes('--mode') ? process.argv[process.argv.indexOf('--mode') + 1] : 'embedded';
  // `--only load --mode both`: embedded then engines in one run, for the side-by-side table.
  if (only === 'load' && given === 'both') {
    for (const each of ['embedded', 'engines'] as const) await runLoadBench(each);
    return;
  }
  if (given !== 'embedded' && given !== 'engines') {
    console.error(`--mode must be embedded or engines (engines also measures embedded, for comparison; --only load also takes both).`);
    process.exit(2);
  }
  const mode: 'embedded' | 'engines' = given;
  if (only === 'classifier') {
    const classifier = await measureClassifier();
    console.log(classifier);
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', 'classifier.json'), `${JSON.stringify(classifier, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'queryable') {
    const queryable = await queryableBench({ mode, keep: process.argv.includes('--keep') });
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', `queryable-${mode}.json`), `${JSON.stringify(queryable, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'search-quality') {
    publishQualityTable('search-quality.md', measureSearchQuality());
    return;
  }
  if (only === 'observation-quality') {
    const dataDir = requiredDataDir('observation-quality', 'a data folder `npm start` filled from the mirror (the judged set grades its observations).');
    publishQualityTable('observation-quality.md', formatObservationQuality(await evaluateObservations(resolve(dataDir))));
    return;
  }
  if (only === 'scorecard') {
    writeScorecard();
    return;
  }
  if (only === 'scale') {
    const source = process.argv.includes('--source') ? process.argv[process.argv.indexOf('--source') + 1] : undefined;
    if (!source) {
      console.error('--only scale needs --source DIR: a data folder `npm start` filled from the mirror.');
      process.exit(2);
    }
    const factorsArg = process.argv.includes('--factors') ? process.argv[process.argv.indexOf('--factors') + 1] : '10,100';
    const factors = (factorsArg ?? '10,100').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
    const scale = await scaleBench({ source, factors, mode, facilitiesOnce: process.argv.includes('--facilities-once') });
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    // A run of some factors replaces those rows and keeps the others (a 1,000× run is long on its own).
    const file = join(repoRoot, '.bench', `scale-${mode}.json`);
    const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as typeof scale).filter((row) => !factors.includes(row.factor)) : [];
    const merged = [...kept, ...scale].sort((a, b) => a.factor - b.factor);
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'load') {
    await runLoadBench(mode);
    return;
  }
  if (only === 'alerts') {
    const alerts = await alertsBench({ mode });
    console.log(alerts);
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', `alerts-${mode}.json`), `${JSON.stringify(alerts, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'enrich-workers') {
    if (mode !== 'engines') {
      console.error('--only enrich-workers runs on Kafka: add --mode engines (and `npm run engines:up`).');
      process.exit(2);
    }
    const workers = await enrichWorkersBench({ hash: process.argv.includes('--hash') });
    printEnrichWorkers(workers);
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', 'enrich-workers-engines.json'), `${JSON.stringify(workers, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'kg') {
    const given = process.argv.includes('--data-dir') ? process.argv[process.argv.indexOf('--data-dir') + 1] : undefined;
    const kg = await kgBench({ ...(given ? { dataDir: given } : {}), keep: process.argv.includes('--keep') });
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', 'kg.json'), `${JSON.stringify(kg, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'rules') {
    const given = requiredDataDir('rules', 'a data folder holding rule documents (data/rules-quality, or one `npm start` filled).');
    const rules = await rulesBench({ dataDir: given });
    console.table(rules.routes);
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', 'rules.json'), `${JSON.stringify(rules, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'mcp') {
    const given = requiredDataDir('mcp', 'a data folder `npm start` filled from the mirror.');
    const mcp = await mcpBench({ dataDir: given });
    console.table(mcp.rows);
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', 'mcp.json'), `${JSON.stringify(mcp, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'export') {
    const given = requiredDataDir('export', 'a data folder `npm start` filled from the mirror.');
    const exported = await exportBench({ dataDir: given });
    console.table(exported.rows);
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', 'export.json'), `${JSON.stringify(exported, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'all-routes') {
    const given = requiredDataDir('all-routes', 'a data folder `npm start` filled from the mirror (engines: the one `--only queryable --mode engines --keep` left).');
    const prefix = process.argv.includes('--index-prefix') ? process.argv[process.argv.indexOf('--index-prefix') + 1] : undefined;
    const all = await allRoutesBench({ mode, dataDir: given, ...(prefix ? { indexPrefix: prefix } : {}) });
    console.table(all.routes);
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', `all-routes-${mode}.json`), `${JSON.stringify(all, null, 2)}\n`);
    writeScorecard();
    return;
  }
  if (only === 'routes') {
    const routes = await routesBench();
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
    writeScorecard();
    return;
  }
  const ingest = await mirrorIngest();
  printMirrorIngest(ingest);
  if (only === 'ingest') {
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', 'ingest.json'), `${JSON.stringify(ingest, null, 2)}\n`);
    return;
  }
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

  const coldDir = mkdtempSync(join(tmpdir(), 'regintel-bench-cold-'));
  const warmDir = mkdtempSync(join(tmpdir(), 'regintel-bench-warm-'));
  try {
    // 1. Cold: every observation embedded by the model.
    const cold = await pipelineRun('with embedding (model inference)', coldDir);
    await closeDeps(cold.deps);
    // 2. Warm: a fresh pipeline whose embedding cache already holds every vector (no inference).
    copyFileSync(join(coldDir, 'embeddings.db'), join(warmDir, 'embeddings.db'));
    const warm = await pipelineRun('without embedding (vectors from cache)', warmDir);

    // 3. Search latency over 200 queries through the HTTP API.
    const search = await searchLatency(warm.deps);

    // 4. Platform: auth + limits overhead, and throughput at 50 connections on a real API process.
    const overhead = await measureOverhead(warm.deps);
    const throughput = await measureThroughput(warm.deps, warmDir);
    await closeDeps(warm.deps);
    // 5. Engines mode: the same pipeline (vectors from the same cache) into Kafka, Elasticsearch and
    // Neo4j, and the same 200 searches against Elasticsearch.
    let enginesFigures: { ingest: typeof warm.figures; search: typeof search } | null = null;
    if (mode === 'engines') {
      const enginesDir = mkdtempSync(join(tmpdir(), 'regintel-bench-engines-'));
      try {
        await resetEngines('regintel-bench-');
        copyFileSync(join(coldDir, 'embeddings.db'), join(enginesDir, 'embeddings.db'));
        const run = await pipelineRun('engines: Kafka → Elasticsearch + Neo4j (vectors from cache)', enginesDir, enginesEnv('regintel-bench-'));
        enginesFigures = { ingest: run.figures, search: await searchLatency(run.deps) };
        await closeDeps(run.deps);
      } finally {
        rmSync(enginesDir, { recursive: true, force: true });
      }
    }
    clearInterval(sampler);
    const memory = { peak_rss_mb: Math.round(Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 1e6) };
    const report = { mode, at: new Date().toISOString(), mirror_ingest: ingest, ingest: [cold.figures, warm.figures, ...(enginesFigures ? [enginesFigures.ingest] : [])], search, engines_search: enginesFigures?.search ?? null, platform: { overhead, throughput }, memory };

    console.log(`\nRegIntel benchmark (${mode === 'engines' ? 'embedded and engines modes' : 'embedded mode'}, ../shared/data)\n`);
    printMirrorIngest(ingest);
    console.table(report.ingest);
    console.log('search latency over HTTP:');
    console.table(enginesFigures ? [{ mode: 'embedded', ...search }, { mode: 'engines (Elasticsearch)', ...enginesFigures.search }] : [search]);
    console.log('platform overhead per request (sequential, same route with and without auth + limits):');
    console.table([
      { variant: 'without middleware', ...overhead.without_middleware },
      { variant: 'with auth + limits', ...overhead.with_auth_and_limits },
      { variant: 'overhead', ...overhead.overhead },
    ]);
    console.log(`throughput at ${throughput.connections} connections for ${throughput.seconds} s against \`regintel api\` (${throughput.keys_rotated} keys rotated):`);
    console.table(throughput.results);
    console.log(`API process peak RSS: ${throughput.api_process_peak_rss_mb} MB`);
    console.log(`bench process peak RSS: ${memory.peak_rss_mb} MB\n`);
    mkdirSync(join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(join(repoRoot, '.bench', 'last.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeScorecard();
  } finally {
    rmSync(coldDir, { recursive: true, force: true });
    rmSync(warmDir, { recursive: true, force: true });
  }
}

await main();
