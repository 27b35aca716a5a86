import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../api/app.ts';
import { createObservationInspectionsReader } from '../api/inspections/observation-inspections.ts';
import { answerClientError } from '../api/platform/client-error.ts';
import { ApiError } from '../api/platform/errors.ts';
import { renderError } from '../api/platform/envelopes.ts';
import { type HealthProbe, createHealthRoute } from '../api/health/health.route.ts';
import { createReadinessCheck } from '../api/health/readiness.ts';
import { createReadinessRoute } from '../api/health/readiness.route.ts';
import { createMetricsMiddleware } from '../api/platform/metrics-endpoint.ts';
import { withVersionReadWindow, withVersionReadsUntilChange } from '../api/platform/versioned-list.ts';
import { METRICS_CONTENT_TYPE, inCluster, requestClusterMetrics } from '../infra/metrics/cluster-metrics.ts';
import { pipelineGroups } from './pipeline.ts';
import { createInspectionRoutes } from '../api/inspections/routes.ts';
import { createKgRoutes } from '../api/kg/routes.ts';
import { createWatchlistRoutes } from '../api/watchlist/routes.ts';
import { createAlertStore } from '../enrich/alerts/alert-store.ts';
import { createRuleRoutes } from '../api/rules/routes.ts';
import { createExportRoute } from '../api/export/export.route.ts';
import { createChangesRoute } from '../api/changes/changes.route.ts';
import { createMcpMiddleware } from '../api/mcp/mcp-http.ts';
import { createUsageRoute } from '../api/platform/usage.route.ts';
import { createDocsMiddleware } from '../api/platform/docs.ts';
import { OPENAPI_PATH, createOpenApiRoute } from '../api/platform/openapi.route.ts';
import { loadOpenApiExamples } from './openapi-examples.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../enrich/sinks/observation-index.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING } from '../enrich/sinks/facility-index.ts';
import { ANALYTICS_INDEX, ANALYTICS_MAPPING } from '../enrich/sinks/analytics-index.ts';
import type { RouteDefinition } from '../api/platform/route.ts';
import { createProgressTracker } from '../infra/bus/pipeline-progress.ts';
import type { Deps } from './deps.ts';
import { createEventClassifier } from '../enrich/event-classification.ts';

/** The service version, from package.json. */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Every route of the API, wired to its dependencies. */
export function createRoutes(deps: Deps): RouteDefinition[] {
  const startedAt = deps.clock.now();
  const progress = createProgressTracker({ bus: deps.bus });
  const probes: HealthProbe[] = [
    { name: 'bus', check: () => deps.bus.health() },
    { name: 'search', check: () => deps.search.health() },
    { name: 'graph', check: () => deps.graph.health() },
    { name: 'embedder', check: () => deps.embedder.health() },
    { name: 'rate-limiter', check: () => deps.limits.health() },
  ];
  // Readiness waits on the stores, not the embedder: a model still loading slows the first search but answers it.
  const stores = probes.filter((probe) => probe.name !== 'embedder');
  // The read routes check index versions through a short reuse window on Elasticsearch (config
  // `api.versionWindowMs`), and embedded keep them while the store reports no change.
  const search = deps.config.api.versionWindowMs > 0 ? withVersionReadWindow(deps.search, deps.config.api.versionWindowMs) : withVersionReadsUntilChange(deps.search);
  // One observation ↔ inspection join per process for the observation routes and the bulk export.
  const inspections = createObservationInspectionsReader(search);
  // One classifier for every route that classifies: its prototypes are embedded and its ridge
  // fitted once per process, on the first classification.
  const classifier = createEventClassifier({ embedder: deps.classifierEmbedder });
  const routes: RouteDefinition[] = [
    createHealthRoute({
      probes,
      freshness: () => deps.ledger.lastRuns(),
      ingestion: () => deps.ledger.lastAttempts(),
      progress: () => progress.snapshot(),
      clock: deps.clock,
      version: VERSION,
      startedAt,
    }),
    createReadinessRoute({ readiness: createReadinessCheck({ probes: stores, bus: deps.bus, groups: pipelineGroups(deps) }) }),
    createUsageRoute({ limits: deps.limits }),
    ...createInspectionRoutes({ search, graph: deps.graph, embedder: deps.embedder, classifier, clock: deps.clock, inspections }),
    ...createKgRoutes({ search, graph: deps.graph, embedder: deps.embedder, classifier, clock: deps.clock }),
    ...createWatchlistRoutes({ store: createAlertStore(deps.graph), graph: deps.graph, webhooks: deps.webhooks, bus: deps.bus, clock: deps.clock }),
    ...createRuleRoutes({ search, embedder: deps.embedder, clock: deps.clock, lastRuns: () => deps.ledger.lastRuns(), bus: deps.bus }),
    createExportRoute({ search, clock: deps.clock, inspections }),
    createChangesRoute({ bus: deps.bus }),
  ];
  // The document describes every route, itself included.
  routes.push(createOpenApiRoute(() => routes, { version: VERSION, examples: loadOpenApiExamples() }));
  return routes;
}

/** Builds the Koa app with every route wired to its dependencies. */
export function buildApp(deps: Deps, options: { strictResponses?: boolean } = {}) {
  const routes = createRoutes(deps);
  const guards = { keys: deps.apiKeys, limits: deps.limits };
  return createApp({
    routes,
    guards,
    middleware: [
      // Under the supervisor the scrape answers for every process of `npm start` (cli/supervisor.ts).
      createMetricsMiddleware({
        enabled: deps.config.metrics.enabled,
        token: deps.config.metrics.token,
        collect: () => (inCluster() ? requestClusterMetrics() : deps.metrics.text()),
        contentType: METRICS_CONTENT_TYPE,
      }),
      createDocsMiddleware({ specUrl: OPENAPI_PATH }),
      createMcpMiddleware({ routes: () => routes, guards, version: VERSION, onError: (error, tool) => deps.logger.error({ err: error, tool, module: 'mcp' }, 'tool failed') }),
    ],
    logger: deps.logger,
    metrics: deps.metrics,
    strictResponses: options.strictResponses ?? false,
  });
}

/** Starts the HTTP server; resolves with the bound address once it listens. */
/** Declares the indices the routes read, so an empty store answers empty results (and 404s), not errors. */
export async function declareReadIndices(deps: Pick<Deps, 'search'>): Promise<void> {
  await deps.search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
  await deps.search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
  await deps.search.ensureIndex(ANALYTICS_INDEX, ANALYTICS_MAPPING);
}

export async function listen(deps: Deps, options: { strictResponses?: boolean } = {}): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  await declareReadIndices(deps);
  // Load the embedding model now, off the request path: the first search and the first /v1/health
  // would otherwise wait for it (a cold health check reported the embedder down).
  void deps.embedder.health().catch(() => undefined);
  const app = buildApp(deps, options);
  const requests = trackRequests(app.callback());
  const server = createServer(requests.handler);
  // Slow clients must not hold sockets forever; the spec's request timeout is 30 s.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  // Idle keep-alive sockets outlive typical load-balancer idle timeouts (60 s), so a proxy never
  // reuses a socket the server is closing (the ECONNRESET race).
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(deps.config.api.port, deps.config.api.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${deps.config.api.host}:${address.port}`;
  return {
    server,
    url,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // The stores close after this: every request already admitted is answered first, or a search
      // waiting for the embedder at SIGTERM got a 500 ("embedder is closed"). Bounded, so a stuck
      // request cannot hold a shutdown past its 10 s budget.
      const drained = requests.allAnswered().then(() => {
        // Keep-alive sockets that went idle after their last answer would hold close() for 65 s.
        server.closeIdleConnections();
        return closed;
      });
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS).unref())]);
    },
  };
}

/** How long a stopping API waits for the requests in hand. */
const SHUTDOWN_DRAIN_MS = 8_000;

/**
 * Counts the requests the app is handling, from their arrival until the app has answered (its
 * middleware chain has finished). Why not `server.close()` alone: in a cluster worker it called
 * back while searches were still waiting for the embedder, and a socket reset by the client ends a
 * response while its handler still runs, so neither the server nor the response knows. Once
 * closing, a new request is answered 503 at once, with `Connection: close`.
 */
function trackRequests(handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>) {
  let inFlight = 0;
  let closing = false;
  const waiters: Array<() => void> = [];
  return {
    handler(request: IncomingMessage, response: ServerResponse): void {
      if (closing) {
        // A request on a keep-alive socket after the stop began: the stores are closing, so it is
        // refused at once and the client retries on another process (Retry-After, socket closed).
        const error = new ApiError('SERVICE_UNAVAILABLE', 'This API process is shutting down. Retry the request.', { retryAfter: 1 });
        const requestId = `req_${randomUUID().replaceAll('-', '')}`;
        response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1', Connection: 'close', 'X-Request-Id': requestId });
        response.end(JSON.stringify(renderError('platform', error, requestId)));
        return;
      }
      inFlight += 1;
      void handle(request, response).finally(() => {
        inFlight -= 1;
        if (inFlight === 0) for (const wake of waiters.splice(0)) wake();
      });
    },
    allAnswered(): Promise<void> {
      closing = true;
      return inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
