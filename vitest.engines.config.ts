import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the contract suites, the pipeline and the HTTP suite against real Kafka,
 * Elasticsearch and Neo4j (started by `npm run engines:up`). Files run one at a time: they share
 * the three servers, and some stop and start them to prove recovery.
 */
export default defineConfig({
  test: {
    include: ['{cli,infra,graph,ingest,enrich,api,test}/**/*.engines.test.ts'],
    exclude: ['node_modules/**', 'data/**', '.it/**'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
