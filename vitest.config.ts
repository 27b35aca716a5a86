import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code; cross-cutting suites live in test/.
 * Suites that spawn processes or load the embedding model get generous timeouts:
 * the CI machine has two cores.
 */
export default defineConfig({
  test: {
    include: ['{cli,infra,graph,ingest,enrich,api,test}/**/*.test.ts'],
    // Engine suites (Kafka, Elasticsearch, Neo4j) run in `npm run test:engines`, against real servers.
    exclude: ['node_modules/**', 'data/**', '.it/**', '**/*.engines.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
