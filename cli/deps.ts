import { join } from 'node:path';
import type { Clock } from '../infra/clock.ts';
import { systemClock } from '../infra/clock.ts';
import type { Config } from '../infra/config.ts';
import type { EventBus } from '../infra/bus/event-bus.port.ts';
import { createEmbeddedEventBus } from '../infra/bus/event-bus.embedded.ts';
import type { Embedder } from '../infra/embedding/embedder.port.ts';
import { createCachedEmbedder } from '../infra/embedding/embedding-cache.ts';
import { createTransformersEmbedder } from '../infra/embedding/embedder.transformers.ts';
import { type IngestLedger, createIngestLedger } from '../infra/ledger/ingest-ledger.ts';
import type { Logger } from '../infra/logger.ts';
import type { SearchStore } from '../infra/search/search-store.port.ts';
import { createEmbeddedSearchStore } from '../infra/search/search-store.embedded.ts';
import type { GraphStore } from '../graph/graph-store.port.ts';
import { createEmbeddedGraphStore } from '../graph/graph-store.embedded.ts';
import { GRAPH_KEYS } from '../graph/schema.ts';

/**
 * Everything a process needs, built once at start-up and passed down as an argument. Functions
 * take the slice they use (`Pick<Deps, 'search' | 'logger'>`).
 */
export interface Deps {
  config: Config;
  logger: Logger;
  clock: Clock;
  bus: EventBus;
  search: SearchStore;
  graph: GraphStore;
  embedder: Embedder;
  ledger: IngestLedger;
}

/**
 * The one place that chooses adapters. Engines mode (Kafka, Elasticsearch, Neo4j) plugs in here;
 * until its adapters land, asking for it is a clear start-up error rather than a silent fallback.
 */
export async function createDeps(config: Config, logger: Logger, options: { clock?: Clock; embedder?: Embedder } = {}): Promise<Deps> {
  const unsupported = Object.entries(config.modes).filter(([, mode]) => mode !== 'embedded');
  if (unsupported.length > 0) {
    throw new Error(
      `Engines mode is not available in this build (${unsupported.map(([port, mode]) => `${port}=${mode}`).join(', ')}); ` +
        'unset REGINTEL_BUS / REGINTEL_SEARCH / REGINTEL_GRAPH to run embedded.',
    );
  }
  const clock = options.clock ?? systemClock;
  const bus = createEmbeddedEventBus({ file: join(config.dataDir, 'bus.db'), logger, clock, pollMs: config.consumers.pollMs });
  const search = createEmbeddedSearchStore({ file: join(config.dataDir, 'search.db') });
  const graph = createEmbeddedGraphStore({ file: join(config.dataDir, 'graph.db') });
  await graph.ensureSchema(GRAPH_KEYS);
  const embedder =
    options.embedder ??
    createCachedEmbedder(
      createTransformersEmbedder({
        modelDir: config.embedding.modelDir,
        cacheDir: config.embedding.cacheDir,
        batchSize: config.embedding.batchSize,
        maxTokens: config.embedding.maxTokens,
        logger,
      }),
      { file: join(config.dataDir, 'embeddings.db') },
    );
  const ledger = createIngestLedger({ file: join(config.dataDir, 'ingest.db') });
  return { config, logger, clock, bus, search, graph, embedder, ledger };
}

/** Closes every adapter; safe to call twice. */
export async function closeDeps(deps: Deps): Promise<void> {
  await deps.bus.close();
  await Promise.allSettled([deps.search.close(), deps.graph.close(), deps.embedder.close()]);
  deps.ledger.close();
}
