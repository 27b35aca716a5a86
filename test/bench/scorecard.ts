/**
 * `docs/performance.md`, the published latency and quality scorecard, written from the figures the
 * bench parts leave in `.bench/` (each part rewrites the whole page from whatever has been measured,
 * so the page never mixes in figures that were not measured: a part not yet run says so).
 *
 * `npm run bench -- --only classifier` adds the classifier's held-out figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASSIFIER_EMBEDDING, createEventClassifier } from '../../enrich/event-classification.ts';
import { createTransformersEmbedder } from '../../infra/embedding/embedder.transformers.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { evaluate } from '../classifier/evaluate.ts';
import { repoRoot, sharedModelsDir } from '../fixtures/shared.ts';
import { type MachineDescription, describeMachine, machineLine } from './machine.ts';

/** " on <host>" for a run that recorded its machine (runs before the evening of 2026-12-06 did not). */
function onHost(run: object): string {
  const machine = (run as { machine?: unknown }).machine;
  return typeof machine === 'object' && machine !== null && 'vector_extensions' in machine ? ` on ${machineLine(machine as MachineDescription)}` : '';
}

const BENCH_DIR = join(repoRoot, '.bench');

function read<T>(name: string): T | null {
  const file = join(BENCH_DIR, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** A text file of `.bench/` (a table a quality run printed), trimmed; null when not measured yet. */
function readText(name: string): string | null {
  const file = join(BENCH_DIR, name);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

type Row = Record<string, string | number | null | undefined>;

function table(rows: readonly Row[]): string {
  if (rows.length === 0) return '_no rows_';
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) => (value === null || value === undefined ? '–' : String(value));
  return [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${columns.map((c) => cell(row[c])).join(' | ')} |`)].join('\n');
}

/** Held-out classifier figures (test/classifier/event-reports.eval.jsonl, never trained on). */
export async function measureClassifier() {
  const cacheDir = mkdtempSync(join(tmpdir(), 'regintel-scorecard-'));
  const embedder = createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir, maxTokens: 256, logger: createSilentLogger(), ...CLASSIFIER_EMBEDDING });
  try {
    const file = join(repoRoot, 'test/classifier/event-reports.eval.jsonl');
    const report = await evaluate(createEventClassifier({ embedder }), file);
    return {
      set: 'test/classifier/event-reports.eval.jsonl',
      reports: report.n,
      top1_accuracy: report.top1_accuracy,
      strict_top1_accuracy: report.strict_top1_accuracy,
      unknown_precision: report.unknown_precision,
      unknown_recall: report.unknown_recall,
    };
  } finally {
    await embedder.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

/**
 * The rule-search judged set through test/search-quality/evaluate-rules.ts (its corpus folder built
 * by build-judged-corpus.ts): the summary table and the score bands it prints.
 */
export function measureSearchQuality(): string {
  const run = spawnSync(process.execPath, [join(repoRoot, 'bin/run-ts.js'), join(repoRoot, 'test/search-quality/evaluate-rules.ts')], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`evaluate-rules failed: ${run.stderr.slice(-2000)}`);
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('|') || line.startsWith('Judged set') || line.startsWith('Score bands'))
    .join('\n');
}

const pct = (value: number | null | undefined) => (typeof value === 'number' ? `${(value * 100).toFixed(1)} %` : '–');

/** What `--only load` writes per mode (`.bench/load-<mode>.json`). */
type LoadFigures = {
  at: string;
  machine: Row;
  rows: Row[];
  peak_rss_during_enrichment: Row;
  shutdown_seconds_during_enrichment: number;
  consumer_lag_during_measurement: Row;
  measured_seconds?: number;
  warm_up_seconds?: number;
  later_window?: { after_seconds: number; consumer_lag: Row } | null;
};

export function writeScorecard(): string {
  const load = read<LoadFigures>('load-embedded.json');
  const loadEngines = read<LoadFigures>('load-engines.json');
  const routes = read<{ routes: Row[] }>('routes.json');
  const kg = read<{ routes: Row[]; fresh_classification: Row }>('kg.json');
  const scale = read<Array<{ factor: number; mode: string; observations: number; facilities: number; insert_seconds: number; data_folder_mb: number | null; routes: Row[] }>>('scale-embedded.json');
  const scaleEngines = read<typeof scale>('scale-engines.json');
  const classifier = read<Record<string, number | string>>('classifier.json');
  const queryable = (['embedded', 'engines'] as const).map((mode) => ({
    mode,
    figures: read<{ at: string; queryable_seconds: number; steps: Row[]; indices: Array<{ index: string; count: number }>; peak_rss: Row; shutdown_seconds: number }>(`queryable-${mode}.json`),
  }));
  const searchQuality = readText('search-quality.md');
  const observationQuality = readText('observation-quality.md');

  const machine = machineLine(describeMachine());
  const parts: string[] = [
    '# Performance and quality scorecard',
    '',
    'Written by `npm run bench` from what it measured (`.bench/*.json`); a section not yet measured says so.',
    `Machine (where this file was written): ${machine}. Closed-loop clients on the same machine (they take CPU from the server too). A run on another host says so where it is reported: the figures of a model-bound route move with the CPU's vector extensions.`,
    '',
    '## The API while the pipeline works (`npm run bench -- --only load`)',
    '',
  ];
  for (const [label, figures] of [
    ['embedded', load],
    ['engines (Kafka, Elasticsearch, Neo4j)', loadEngines],
  ] as const) {
    if (!figures) {
      parts.push(`**${label}**: not measured yet.`, '');
      continue;
    }
    parts.push(
      `**${label}**, measured ${figures.at}${onHost(figures)}: \`regintel start\` on a fresh data folder enriching the whole mirror (consumer lag ${figures.consumer_lag_during_measurement.before} → ${figures.consumer_lag_during_measurement.after} during the measurement, which starts as soon as observations are searchable${figures.later_window ? `; the "later" columns are the same requests ${figures.later_window.after_seconds} s on, consumer lag ${figures.later_window.consumer_lag.before} → ${figures.later_window.consumer_lag.after}` : ''}), against the same data idle.${figures.warm_up_seconds ? ` Each route ${figures.measured_seconds ?? 10} s after ${figures.warm_up_seconds} s unmeasured at the same concurrency (repeated questions then meet their cached answers in both API processes; the new-question row never does).` : ''} Latencies in ms.`,
      '',
      table(figures.rows),
      '',
      `Peak RSS during enrichment: whole tree ${figures.peak_rss_during_enrichment.total_mb} MB (API process ${figures.peak_rss_during_enrichment.api_process_mb} MB, enrichment process ${figures.peak_rss_during_enrichment.pipeline_process_mb} MB, supervisor ${figures.peak_rss_during_enrichment.supervisor_mb} MB). SIGTERM during enrichment: every process ended in ${figures.shutdown_seconds_during_enrichment} s.`,
      '',
    );
  }
  if (load && loadEngines) parts.push(...sideBySide(load, loadEngines));
  parts.push('## From `npm start` to fully queryable (`npm run bench -- --only queryable`)', '');
  for (const { mode, figures } of queryable) {
    if (!figures) {
      parts.push(`**${mode}**: not measured yet.`, '');
      continue;
    }
    parts.push(
      `**${mode}**, measured ${figures.at}${onHost(figures)}: the whole mirror, fresh data folder, every source ingested and every step caught up after **${figures.queryable_seconds} s** (${Math.round(figures.queryable_seconds / 6) / 10} min). Peak RSS: whole tree ${figures.peak_rss.total_mb} MB, API process ${figures.peak_rss.api_process_mb} MB, enrichment process ${figures.peak_rss.pipeline_process_mb} MB. Stopped in ${figures.shutdown_seconds} s.`,
      '',
      table(figures.steps),
      '',
      `Indices: ${figures.indices.map((i) => `${i.index} ${i.count}`).join(', ')}.`,
      '',
    );
  }
  const allRoutes = (['embedded', 'engines'] as const).map((mode) =>
    read<{ at: string; load_average_1m_at_end: number; data: Row; routes: Row[]; peak_rss?: { api_process_mb: number; supervisor_mb: number } }>(`all-routes-${mode}.json`),
  );
  parts.push('## Every route in both modes (`npm run bench -- --only all-routes --data-dir DIR [--mode engines]`)', '');
  const [embeddedRoutes, enginesRoutes] = allRoutes;
  if (!embeddedRoutes && !enginesRoutes) parts.push('Not measured yet.', '');
  else {
    const key = (row: Row) => `${String(row.family)}|${String(row.route)}`;
    const names = [...new Map([...(embeddedRoutes?.routes ?? []), ...(enginesRoutes?.routes ?? [])].map((row) => [key(row), row])).values()];
    const cell = (figures: typeof embeddedRoutes, row: Row, column: string) => figures?.routes.find((r) => key(r) === key(row))?.[column] ?? '–';
    parts.push(
      table(
        names.map((row) => ({
          family: row.family,
          route: row.route,
          'embedded p50 @1': cell(embeddedRoutes, row, 'p50 @1 (ms)'),
          'embedded p95 @1': cell(embeddedRoutes, row, 'p95 @1 (ms)'),
          'embedded p95 @20': cell(embeddedRoutes, row, 'p95 @20 (ms)'),
          'embedded req/s @20': cell(embeddedRoutes, row, 'req/s @20'),
          'engines p50 @1': cell(enginesRoutes, row, 'p50 @1 (ms)'),
          'engines p95 @1': cell(enginesRoutes, row, 'p95 @1 (ms)'),
          'engines p95 @20': cell(enginesRoutes, row, 'p95 @20 (ms)'),
          'engines req/s @20': cell(enginesRoutes, row, 'req/s @20'),
          'target p95 @20': row['target p95 @20 (ms)'] ?? '–',
          'met (embedded / engines)': `${String(cell(embeddedRoutes, row, 'met'))} / ${String(cell(enginesRoutes, row, 'met'))}`,
        })),
      ),
      '',
      ...(['embedded', 'engines'] as const).flatMap((mode, i) => {
        const figures = allRoutes[i];
        const rss = figures?.peak_rss ? ` Peak RSS of one API process over every route: ${figures.peak_rss.api_process_mb} MB (target 500); supervisor ${figures.peak_rss.supervisor_mb} MB.` : '';
        return figures ? [`${mode}: measured ${figures.at}${onHost(figures)} over ${Object.entries(figures.data).map(([name, count]) => `${String(count)} ${name.replace('_', ' ')}`).join(', ')} (load average at the end ${figures.load_average_1m_at_end.toFixed(1)}).${rss}`] : [`${mode}: not measured yet.`];
      }),
      '',
      'Latencies in ms; the same requests as the per-family tables below, against one `regintel api` (two processes) over the whole mirror: in embedded mode on a folder `npm start` filled, on the engines over the folder and index prefix the engines queryable run left. Repeated requests are answered from the answer caches in both modes; the rows "new question/text each call" never meet a cache.',
      '',
    );
  }
  parts.push('## Every document-2 route (`npm run bench -- --only routes`)', '');
  parts.push(routes ? `${table(routes.routes)}\n\nLatencies in ms. Targets (issue 12): p95 with one client ≤ 20 ms for lookups by id, 50 ms for lists and analytics, 100 ms for trending and summary; at 20 clients, p95 ten times under the spec's stated target where document 2 states one ("Limits"). Each request is repeated, so after the first answer the facility and observation listings come from their version-keyed cache, as a page asked again does in use.` : 'Not measured yet.', '');

  const exported = read<{ data_dir: string; rows: Row[] }>('export.json');
  parts.push('## Bulk export (`npm run bench -- --only export --data-dir DIR`)', '');
  parts.push(exported ? `${table(exported.rows)}\n\nEvery dataset, unfiltered, from the filled data folder in one process (the text \`GET /v1/export/{dataset}\` streams, without the socket). Heap growth is the most the heap grew above its level at the start while the export ran.` : 'Not measured yet.', '');
  const rulesRoutes = read<{ data_dir: string; passages?: number; documents?: number; routes: Row[] }>('rules.json');
  const rulesCorpus = !rulesRoutes
    ? ''
    : rulesRoutes.data_dir.endsWith('rules-quality')
      ? "the judged set's corpus (110 documents, 3,619 passages)"
      : `a folder holding ${rulesRoutes.documents?.toLocaleString('en-US') ?? '?'} rule documents in ${rulesRoutes.passages?.toLocaleString('en-US') ?? '?'} passages (the whole mirror's rule corpus when filled by \`test/bench/fill-rule-corpus.ts\`, whose passage vectors come from a hash embedder: the same cost per search, no model hour)`;
  parts.push('## Document-1 routes (`npm run bench -- --only rules --data-dir DIR`)', '');
  parts.push(rulesRoutes ? `${table(rulesRoutes.routes)}\n\nLatencies in ms, on ${rulesCorpus}. Targets (issue 14): p95 at 20 clients ≤ 60 ms for semantic search, 100 ms for protocol validation, 30 ms for every other document-1 route. Search questions rotate over eight: after the first round their ranked answers come from the answer cache (kept until the rules index changes), as repeated questions do in use; the row "new question each call" never meets a cache (embedding, both searches and the ranking every time).` : 'Not measured yet.', '');
  const mcp = read<{ data_dir: string; rows: Row[] }>('mcp.json');
  parts.push('## MCP tool calls (`npm run bench -- --only mcp --data-dir DIR`)', '');
  parts.push(mcp ? `${table(mcp.rows)}\n\nThe SDK's client over Streamable HTTP (\`/mcp\`), one call at a time as an assistant makes them; each call is a full stateless exchange (key, limits, the route, the JSON-RPC answer).` : 'Not measured yet.', '');
  parts.push('## Document-3 (knowledge-graph) routes (`npm run bench -- --only kg`)', '');
  parts.push(kg ? `${table(kg.routes)}\n\nLatencies in ms. Targets (issue 15): p95 at 20 clients ≤ 20 ms for classify, 10 ms for the regulation and ICH lookups, 150 ms for investigate, 60 ms for trends. Each row repeats one request, so after the warm-up it is answered from the answer cache (kept serialised per input and data version, \`cache_status: hit\`), as repeated questions are in use; the row "classify, new text each request (miss)" never meets a cache (embedding, classification and the regulation reads every time). A text never seen, embedding included, one at a time in process: p50 ${kg.fresh_classification.p50_ms} ms, max ${kg.fresh_classification.max_ms} ms over ${kg.fresh_classification.texts} texts.` : 'Not measured yet.', '');

  parts.push('## Growth with data size (`npm run bench -- --only scale`)', '');
  parts.push(
    'A scale fixture resampled from real records (marked `scale_fixture`, temporary, never served). Each cell: p95 at 20 clients in ms, and requests/s at 20 clients. Observation search ranks afresh on every request (`Cache-Control: no-cache`, the 36 judged questions in turn, their embeddings cached), and the fixture\'s indices carry no sink version marker, so no answer or list cache applies: the figures are the search store\'s own work at each size.',
    '',
  );
  for (const [label, figures] of [
    ['embedded', scale],
    ['Elasticsearch', scaleEngines],
  ] as const) {
    if (!figures || figures.length === 0) {
      parts.push(`**${label}**: not measured yet.`, '');
      continue;
    }
    const names = figures[0]?.routes.map((r) => String(r.route)) ?? [];
    parts.push(
      `**${label}**`,
      '',
      table(
        figures.map((f) => ({
          size: `${f.factor}×`,
          observations: f.observations,
          facilities: f.facilities,
          'fill (s)': f.insert_seconds,
          'disk (MB)': f.data_folder_mb,
          ...Object.fromEntries(
            names.map((name) => {
              const row = f.routes.find((r) => r.route === name);
              if (!row) return [name, '–'];
              // A 3 s round in which no request of 20 clients finished has no percentile.
              return [name, Number(row['req/s @20']) > 0 ? `${row['p95 @20 (ms)']} (${row['req/s @20']}/s)` : `none done in 3 s (p95 @1 ${row['p95 @1 (ms)']})`];
            }),
          ),
        })),
      ),
      '',
    );
  }

  parts.push('## Alert delivery (`npm run bench -- --only alerts`)', '');
  for (const mode of ['embedded', 'engines'] as const) {
    const alerts = read<{ at: string; tenants: number; latency: Row; throughput: Row; hanging: Row; unverified: number }>(`alerts-${mode}.json`);
    parts.push(
      alerts
        ? `**${mode}**, measured ${alerts.at}: ${alerts.tenants} tenants each with a webhook on a local HTTPS receiver, plus one tenant whose receiver never answers and watches every facility (${alerts.hanging.attempts} attempts to it, ${alerts.hanging.timeouts_recorded} recorded as 5 s timeouts during the run). From a \`facility.changes\` event to the answering tenant's delivered webhook, one change at a time: p50 ${alerts.latency.p50_ms} ms, p95 ${alerts.latency.p95_ms} ms, max ${alerts.latency.max_ms} ms (${alerts.latency.events} changes; default 250 ms consumer poll). A burst of ${alerts.throughput.events} changes: ${alerts.throughput.deliveries_per_second} deliveries/s (${alerts.throughput.delivered} delivered in ${alerts.throughput.seconds} s). Signatures failing verification: ${alerts.unverified}.`
        : `**${mode}**: not measured yet.`,
      '',
    );
  }

  parts.push('## Enrichment workers on Kafka (`npm run bench -- --mode engines --only enrich-workers`)', '');
  const workers = read<{ at: string; machine: Row; embedder: string; input: { sources: string[]; raw_records: number }; runs: Array<{ workers: number; join_seconds: number; drain_seconds: number; load_average?: number; steps: Array<{ step: string; records: number; records_per_second: number | null }> }> }>('enrich-workers-engines.json');
  if (workers) {
    const [one, two] = workers.runs;
    const steps = [...new Set(workers.runs.flatMap((r) => r.steps.map((s) => s.step)))].sort();
    parts.push(
      `Measured ${workers.at} on ${workers.machine.cpus} CPUs: ${workers.input.raw_records} raw records (${workers.input.sources.join(', ')}) ingested once into 6 partitions per topic, then enriched from scratch by one and by two \`regintel enrich\` processes, each on its own data folder (embedder: ${workers.embedder}). Records/s per step (consumer group) over its active span (first to last commit seen, polled every 0.5 s), so a step downstream of another runs at the pace its input arrives; the facilities and analytics steps run on one worker in both cases (exclusive groups). The wall time to drain is the figure to compare. On this machine the two processes share the same cores: the figures show the split and its cost, not what a second host adds.`,
      '',
      table([
        ...steps.map((step) => ({
          step,
          records: one?.steps.find((s) => s.step === step)?.records ?? two?.steps.find((s) => s.step === step)?.records ?? 0,
          '1 worker, records/s': one?.steps.find((s) => s.step === step)?.records_per_second,
          '2 workers, records/s': two?.steps.find((s) => s.step === step)?.records_per_second,
        })),
        { step: '**wall time to drain, s**', records: null, '1 worker, records/s': one?.drain_seconds, '2 workers, records/s': two?.drain_seconds },
        { step: 'workers joined after, s', records: null, '1 worker, records/s': one?.join_seconds, '2 workers, records/s': two?.join_seconds },
        { step: 'load average at the end (other work on the machine)', records: null, '1 worker, records/s': one?.load_average, '2 workers, records/s': two?.load_average },
      ]),
      '',
    );
  } else {
    parts.push('Not measured yet.', '');
  }

  parts.push('## Quality', '');
  parts.push(
    classifier
      ? `Event classifier on its held-out set (${classifier.set}, ${classifier.reports} reports, never trained on): top-1 ${pct(classifier.top1_accuracy as number)} (strict ${pct(classifier.strict_top1_accuracy as number)}), \`unknown\` precision ${pct(classifier.unknown_precision as number)}, recall ${pct(classifier.unknown_recall as number)}.`
      : 'Event classifier: not measured yet (`npm run bench -- --only classifier`).',
    '',
    searchQuality
      ? `Rule search (document 1) on its judged set (test/search-quality/rules-judged-set.ts), against plain BM25 over whole documents:\n\n${searchQuality}`
      : 'Search quality (nDCG@10 on the judged sets): not measured yet (`npm run bench -- --only search-quality`).',
    '',
    observationQuality
      ? `Observation search (document 2) on its judged set (test/search-quality/observations-judged-set.ts, every observation of the mirror read for every query), against plain BM25 over the observation texts:\n\n${observationQuality}`
      : 'Observation search (document 2): not measured yet (`npm run bench -- --only observation-quality --data-dir DIR`).',
    '',
  );
  const page = `${parts.join('\n')}\n`;
  writeFileSync(join(repoRoot, 'docs', 'performance.md'), page);
  return page;
}


/**
 * Issue 16's targets, both modes side by side: the p95 under enrichment against idle per route, the
 * peak memory and the stop time (`--only load --mode both` measures both in one run).
 */
function sideBySide(embedded: LoadFigures, engines: LoadFigures): string[] {
  const met = (ok: boolean) => (ok ? 'yes' : 'no');
  const ratioMet = (row: Row | undefined) => typeof row?.['p95 ratio'] === 'number' && typeof row['target ratio'] === 'number' && row['p95 ratio'] <= row['target ratio'];
  const rows: Row[] = embedded.rows.map((row) => {
    const other = engines.rows.find((candidate) => candidate.route === row.route);
    return {
      route: row.route,
      target: `p95 ≤ ${String(row['target ratio'])} × idle`,
      'embedded idle p95': row['idle p95'],
      'embedded enriching p95': row['enriching p95'],
      'engines idle p95': other?.['idle p95'] ?? '–',
      'engines enriching p95': other?.['enriching p95'] ?? '–',
      'embedded later p95': row['later enriching p95'] ?? '–',
      'engines later p95': other?.['later enriching p95'] ?? '–',
      'met (embedded / engines)': `${met(ratioMet(row))} / ${met(ratioMet(other))}`,
    };
  });
  const limit = (name: string, target: string, value: (figures: LoadFigures) => number, bound: number): Row => ({
    route: name,
    target,
    'embedded idle p95': '',
    'embedded enriching p95': value(embedded),
    'engines idle p95': '',
    'engines enriching p95': value(engines),
    'embedded later p95': '',
    'engines later p95': '',
    'met (embedded / engines)': `${met(value(embedded) <= bound)} / ${met(value(engines) <= bound)}`,
  });
  rows.push(
    limit('peak RSS, whole tree (MB)', '≤ 2000', (f) => Number(f.peak_rss_during_enrichment.total_mb), 2000),
    limit('peak RSS, one API process (MB)', '≤ 500', (f) => Number(f.peak_rss_during_enrichment.api_process_mb), 500),
    limit('SIGTERM to every process ended (s)', '≤ 10', (f) => f.shutdown_seconds_during_enrichment, 10),
  );
  return [
    `**Side by side** (embedded measured ${embedded.at}, engines ${engines.at}): latencies in ms under full-mirror enrichment, memory and stop time during it. "Met" judges the first window (the worst moment); the later window is beside it.`,
    '',
    table(rows),
    '',
  ];
}
