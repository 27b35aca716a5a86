/**
 * `npm run bench -- --only all-routes --data-dir DIR [--mode engines --index-prefix P]`: every
 * document-1, -2 and -3 route measured the same way (p50/p95/req/s at 1 and 20 clients) against one
 * `regintel api` over one filled data folder, in embedded mode or on the engines. Run it on a folder
 * `npm start` filled (embedded) and on the one `--only queryable --mode engines --keep` leaves (its
 * index prefix is `regintel-bench-queryable-`), and the scorecard shows both modes side by side.
 * Nothing here asserts on time.
 */
import { loadavg } from 'node:os';
import { describeMachine } from './machine.ts';
import { closeDeps, createDeps } from '../../cli/deps.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { FACILITIES_INDEX } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';
import { enginesEnv } from '../fixtures/engines.ts';
import { sharedModelsDir } from '../fixtures/shared.ts';
import { KG_REQUESTS } from './kg-bench.ts';
import { DOCUMENT_2_REQUESTS, measureRoutes } from './routes-bench.ts';
import { DOCUMENT_1_REQUESTS } from './rules-bench.ts';

/** Every route the per-family benches measure, in document order, each row tagged with its family. */
const FAMILIES = [
  { family: 'document 1', requests: DOCUMENT_1_REQUESTS },
  { family: 'document 2', requests: DOCUMENT_2_REQUESTS },
  { family: 'document 3', requests: KG_REQUESTS },
] as const;

export async function allRoutesBench(options: { mode: 'embedded' | 'engines'; dataDir: string; indexPrefix?: string; seconds?: number }) {
  const modeEnv = options.mode === 'engines' ? enginesEnv(options.indexPrefix ?? 'regintel-bench-queryable-') : {};
  const config = loadConfig({ REGINTEL_DATA_DIR: options.dataDir, REGINTEL_MODEL_DIR: sharedModelsDir, REGINTEL_LOG_LEVEL: 'error', PORT: '0', ...modeEnv });
  const deps = await createDeps(config, createLogger({ level: 'error', destination: process.stderr }));
  try {
    const data = { observations: await deps.search.count(OBSERVATIONS_INDEX), facilities: await deps.search.count(FACILITIES_INDEX), rule_passages: await deps.search.count(RULES_INDEX) };
    const rows: Array<Record<string, string | number>> = [];
    // The largest API process and supervisor over the three families (issue 16: each API process ≤ 500 MB at 20 clients).
    const peakRss = { api_process_mb: 0, supervisor_mb: 0 };
    const keepPeak = (peak: { api_process_mb: number; supervisor_mb: number }) => {
      peakRss.api_process_mb = Math.max(peakRss.api_process_mb, peak.api_process_mb);
      peakRss.supervisor_mb = Math.max(peakRss.supervisor_mb, peak.supervisor_mb);
    };
    for (const { family, requests } of FAMILIES) {
      const measured = await measureRoutes(deps, options.dataDir, { requests, env: modeEnv, onPeakRss: keepPeak, ...(options.seconds ? { seconds: options.seconds } : {}) });
      for (const row of measured) rows.push({ family, ...row });
    }
    return {
      mode: options.mode,
      at: new Date().toISOString(),
      machine: describeMachine(),
      load_average_1m_at_end: loadavg()[0],
      data,
      peak_rss: peakRss,
      routes: rows,
    };
  } finally {
    await closeDeps(deps);
  }
}
