import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { JUDGED_CORPUS, ingestCorpus, tokenCapEnv } from './rules-corpus.ts';

/**
 * Builds the judged set's rule corpus into a persistent data folder (default `data/rules-quality`,
 * git-ignored), so the evaluation (evaluate-rules.ts) can run many times over one embedding pass.
 * Re-running is cheap: unchanged documents are skipped by the ledger and the vector cache.
 *
 *   node bin/run-ts.js test/search-quality/build-judged-corpus.ts [--data DIR] [--max-tokens N]
 */
export const DEFAULT_QUALITY_DATA_DIR = resolve('data/rules-quality');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = process.argv.includes('--data') ? resolve(process.argv[process.argv.indexOf('--data') + 1] ?? '') : DEFAULT_QUALITY_DATA_DIR;
  const started = performance.now();
  const env = await createTestDeps({ dataDir, env: tokenCapEnv(process.argv) });
  try {
    const runs = await ingestCorpus(env.deps, JUDGED_CORPUS, { timeoutMs: 3_600_000 });
    for (const run of runs) console.log(`${run.source}: ${run.status}, published ${run.published}, unchanged ${run.unchanged}, dlq ${run.dlq}`);
    console.log(`rule chunks indexed: ${await env.deps.search.count(RULES_INDEX)} in ${Math.round((performance.now() - started) / 1000)} s (${dataDir})`);
  } finally {
    await env.close();
  }
}
