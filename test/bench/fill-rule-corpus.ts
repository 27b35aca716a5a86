import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { CONNECTORS } from '../../ingest/sources/index.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { sharedDataDir } from '../fixtures/shared.ts';
import { RULE_GROUPS } from '../search-quality/rules-corpus.ts';

/**
 * Fills a data folder with the **whole** rule corpus of the mirror (every connector publishing rule
 * documents: FDA guidance, ICH, EU GMP annexes, MDCG, EMA) for the speed of document 1 over the
 * full corpus (`npm run bench -- --only rules --data-dir DIR`).
 *
 * Passages are embedded with the hash embedder, not the model: a vector search costs the same
 * whatever the vectors hold, and the model would take an hour of both cores to embed every passage.
 * So this folder measures speed only; search quality is measured on the judged set's corpus, which
 * the real model embeds (test/search-quality). Queries are still embedded by the API's own model.
 *
 *   node bin/run-ts.js test/bench/fill-rule-corpus.ts --data DIR
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--data');
  if (at < 0 || !process.argv[at + 1]) {
    console.error('usage: fill-rule-corpus.ts --data DIR');
    process.exit(2);
  }
  const dataDir = resolve(process.argv[at + 1] as string);
  const started = performance.now();
  const env = await createTestDeps({ dataDir, embedder: createHashEmbedder() });
  const pipeline = await startPipeline(env.deps, RULE_GROUPS);
  try {
    const connectors = CONNECTORS.filter((connector) => connector.topic === TOPICS.rawRuleDocuments);
    const runs = await runIngest(connectors, { mode: 'mirror', mirrorDir: sharedDataDir }, env.deps);
    for (const run of runs) console.log(`${run.source}: ${run.status}, published ${run.published}, unchanged ${run.unchanged}, dlq ${run.dlq}`);
    await waitUntilIdle(env.deps, RULE_GROUPS, { timeoutMs: 3_600_000, pollMs: 500 });
    console.log(`rule passages indexed: ${await env.deps.search.count(RULES_INDEX)} in ${Math.round((performance.now() - started) / 1000)} s (${dataDir})`);
  } finally {
    await pipeline.stop();
    await env.close();
  }
}
