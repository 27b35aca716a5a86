import { join } from 'node:path';
import type { Clock } from '../infra/clock.ts';
import { systemClock } from '../infra/clock.ts';
import type { Config } from '../infra/config.ts';
import type { EventBus } from '../infra/bus/event-bus.port.ts';
import { createEmbeddedEventBus } from '../infra/bus/event-bus.embedded.ts';
import type { Embedder } from '../infra/embedding/embedder.port.ts';
import { createCachedEmbedder } from '../infra/embedding/embedding-cache.ts';
import { createTransformersEmbedder } from '../infra/embedding/embedder.transformers.ts';
import { createWorkerPoolEmbedder, type WorkerPoolEmbedder } from '../infra/embedding/embedder.worker-pool.ts';
import { CLASSIFIER_EMBEDDING } from '../enrich/event-classification.ts';
import { type IngestLedger, createIngestLedger } from '../infra/ledger/ingest-ledger.ts';
import type { Logger } from '../infra/logger.ts';
import type { SearchStore } from '../infra/search/search-store.port.ts';
import { createEmbeddedSearchStore } from '../infra/search/search-store.embedded.ts';
import type { GraphStore } from '../graph/graph-store.port.ts';
import { createEmbeddedGraphStore } from '../graph/graph-store.embedded.ts';
import { createNeo4jGraphStore } from '../graph/graph-store.neo4j.ts';
import { createKafkaEventBus } from '../infra/bus/event-bus.kafka.ts';
import { createElasticsearchSearchStore } from '../infra/search/search-store.elasticsearch.ts';
import { GRAPH_KEYS } from '../graph/schema.ts';
import { type ApiKeyService, createApiKeyService } from '../api/platform/api-keys.ts';
import { type RateLimits, type UsageAlert, createRateLimits } from '../api/platform/rate-limits.ts';
import { type SupervisorChannel, createRateLimitsClient } from '../api/platform/rate-limits.cluster.ts';
import { TOPICS } from '../infra/bus/topics.ts';
import { contentHash } from '../infra/util/content-hash.ts';
import { createFacilityFactsStore } from '../infra/facts/facility-facts-store.ts';
import type { FacilitiesStore } from '../enrich/processors/facilities.processor.ts';
import { type WebhookClient, createWebhookClient } from '../infra/webhooks/webhook-client.ts';
import { type Mailer, createMailer } from '../infra/mail/mailer.ts';
import { type Metrics, createMetrics } from '../infra/metrics/metrics.ts';
import { withEmbeddingMetrics, withIngestMetrics } from '../infra/metrics/instrument.ts';
import { createAlertStore } from '../enrich/alerts/alert-store.ts';
import { createAlertEmailStore } from '../enrich/alerts/email-store.ts';
import { pendingDeliveries } from '../enrich/alerts/alert-metrics.ts';
import { embeddingCacheFile, inProcessClassifierEmbedder } from './classifier-embedder.ts';

export { embeddingCacheFile, inProcessClassifierEmbedder };

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
  /** What the event classifier embeds with (`CLASSIFIER_EMBEDDING`: another model on the same worker threads). */
  classifierEmbedder: Embedder;
  ledger: IngestLedger;
  /** The facilities step's state: facts per FEI and the last published scores (rebuilt by replay). */
  facts: FacilitiesStore;
  limits: RateLimits;
  apiKeys: ApiKeyService;
  /** Webhook URL checks, signed delivery and the sealed signing secrets (infra/webhooks). */
  webhooks: WebhookClient;
  /** Alert e-mail over SMTP (infra/mail); null when REGINTEL_SMTP_URL is unset. */
  mail: Mailer | null;
  /** Prometheus registries and metric definitions of this process (infra/metrics). */
  metrics: Metrics;
}

/** The one place that chooses adapters: embedded SQLite by default, engines by configuration. */
export async function createDeps(config: Config, logger: Logger, options: { clock?: Clock; embedder?: Embedder; classifierEmbedder?: Embedder; role?: string; limitsViaSupervisor?: boolean } = {}): Promise<Deps> {
  const clock = options.clock ?? systemClock;
  // The gauges read shared state at scrape time, through the adapters built below.
  let deliveryStores: Parameters<typeof pendingDeliveries>[0] | undefined;
  const metrics = createMetrics({
    role: options.role ?? 'main',
    sources: {
      lag: () => bus.lag(),
      topics: () => bus.topics(),
      lastIngestRuns: () => ledger.lastRuns(),
      lastIngestAttempts: () => ledger.lastAttempts(),
      // The stores are views over the graph, built on the first scrape and kept.
      pendingDeliveries: () => pendingDeliveries((deliveryStores ??= { alerts: createAlertStore(graph), emails: createAlertEmailStore(graph) })),
      now: () => clock.now().getTime(),
    },
  });
  const { kafka, elasticsearch, neo4j } = config.engines;
  const bus =
    config.modes.bus === 'kafka'
      ? createKafkaEventBus({ brokers: kafka.brokers, clientId: kafka.clientId, logger, clock, topicLayout: kafka.topics })
      : createEmbeddedEventBus({ file: join(config.dataDir, 'bus.db'), logger, clock, pollMs: config.consumers.pollMs });
  const search =
    config.modes.search === 'elasticsearch'
      ? createElasticsearchSearchStore({ node: elasticsearch.url, indexPrefix: elasticsearch.indexPrefix, logger, shards: elasticsearch.shards, replicas: elasticsearch.replicas })
      : createEmbeddedSearchStore({ file: join(config.dataDir, 'search.db') });
  const graph =
    config.modes.graph === 'neo4j'
      ? createNeo4jGraphStore({
          url: neo4j.url,
          database: neo4j.database,
          logger,
          ...(neo4j.user ? { user: neo4j.user } : {}),
          ...(neo4j.password ? { password: neo4j.password } : {}),
        })
      : createEmbeddedGraphStore({ file: join(config.dataDir, 'graph.db') });
  await graph.ensureSchema(GRAPH_KEYS);
  // An injected embedder belongs to its caller (shared across Deps in tests and tools):
  // closeDeps must not close it under the other users. The classifier uses the injected one too
  // unless a classifier embedder is injected as well.
  const injected = options.embedder ? { ...options.embedder, close: async () => {} } : undefined;
  const cached = (inner: Embedder) =>
    createCachedEmbedder(withEmbeddingMetrics(inner, metrics), {
      file: embeddingCacheFile(config),
      onLookup: (hits, misses) => {
        metrics.embedding.cacheLookups.inc({ result: 'hit' }, hits);
        metrics.embedding.cacheLookups.inc({ result: 'miss' }, misses);
      },
    });
  const model = injected ? null : modelEmbedder(config, logger);
  const embedder = injected ?? cached(model!);
  const classifierEmbedder = options.classifierEmbedder
    ? { ...options.classifierEmbedder, close: async () => {} }
    : (injected ?? cached(classifierModelEmbedder(config, logger, model!)));
  const ledger = withIngestMetrics(createIngestLedger({ file: join(config.dataDir, 'ingest.db') }), metrics);
  const onUsageAlert = (alert: UsageAlert) => {
    metrics.http.quotaAlerts.inc({ tier: alert.tier, threshold: String(alert.threshold) });
    return publishUsageAlert(bus, alert);
  };
  const facts: FacilitiesStore = createFacilityFactsStore({ file: join(config.dataDir, 'facility-facts.db') });
  // An API worker under `regintel start` asks its supervisor, which owns the embedded counters.
  const limits = options.limitsViaSupervisor && process.send
    ? createRateLimitsClient(process as SupervisorChannel, { onUsageAlert })
    : await createRateLimits({
    backend: config.limits.backend === 'redis' ? { kind: 'redis', url: config.limits.redisUrl } : { kind: 'sqlite', file: join(config.dataDir, 'limits.db') },
    clock,
    upgradeUrl: config.api.upgradeUrl,
    logger,
    onUsageAlert,
  });
  // On Neo4j a verification is two Bolt round trips: keep successful ones a few seconds (api-keys.ts).
  const apiKeys = createApiKeyService({ graph, clock, verifyCacheMs: config.modes.graph === 'neo4j' ? 5_000 : 0 });
  const webhooks = createWebhookClient({ config: config.webhooks, dataDir: config.dataDir });
  const mail = createMailer(config.mail);
  return { config, logger, clock, bus, search, graph, embedder, classifierEmbedder, ledger, facts, limits, apiKeys, webhooks, mail, metrics };
}

/**
 * The model behind the vector cache: worker threads by default, so inference stays off the event
 * loop of the API and the pipeline; REGINTEL_EMBED_WORKERS=0 runs it in-process.
 */
function modelEmbedder(config: Config, logger: Logger): Embedder & { withModel?: WorkerPoolEmbedder['withModel'] } {
  const { modelDir, cacheDir, batchSize, maxTokens, workers, threads } = config.embedding;
  const options = { modelDir, cacheDir, batchSize, maxTokens, logger };
  return workers > 0 ? createWorkerPoolEmbedder({ ...options, workers, threads }) : createTransformersEmbedder({ ...options, ...(threads ? { threads } : {}) });
}

/** The classifier's model: on the pool's worker threads when there is a pool, else in-process. */
function classifierModelEmbedder(config: Config, logger: Logger, main: ReturnType<typeof modelEmbedder>): Embedder {
  if (main.withModel) return main.withModel(CLASSIFIER_EMBEDDING.model, { batchSize: CLASSIFIER_EMBEDDING.batchSize });
  return inProcessClassifierEmbedder(config, logger, config.embedding.threads);
}

/** Closes every adapter; safe to call twice. */
export async function closeDeps(deps: Deps): Promise<void> {
  await deps.bus.close();
  // The classifier's embedder first: on a shared pool it only stops using it; the pool closes with the main one.
  await deps.classifierEmbedder.close();
  await Promise.allSettled([deps.search.close(), deps.graph.close(), deps.embedder.close(), deps.limits.close()]);
  deps.ledger.close();
  deps.facts.close();
}

/**
 * Usage crossing 80, 90 or 100 % of the month goes onto `tenant.events` (SPEC-DECISIONS 9), with an
 * id that is the same for the same tenant, period and threshold, so a replay lands once.
 */
async function publishUsageAlert(bus: EventBus, alert: UsageAlert): Promise<void> {
  const id = `usage:${alert.tenantId}:${alert.period}:${alert.threshold}`;
  const body = { type: 'usage_alert', tenant_id: alert.tenantId, tier: alert.tier, threshold: alert.threshold, used: alert.used, limit: alert.limit, period: alert.period, occurred_at: alert.at };
  await bus.publish(TOPICS.tenantEvents, [
    { key: alert.tenantId, value: { id, source: 'api', fetched_at: alert.at, content_hash: contentHash(body), schema_version: 1, ...body } },
  ]);
}

