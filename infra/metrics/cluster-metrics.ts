import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Gauge, type MetricObjectWithValues, type MetricValue, Registry } from 'prom-client';

/**
 * One scrape for the whole `npm start`: the API worker that receives `GET /metrics` asks the
 * supervisor (the cluster primary) over IPC; the primary asks every worker for its registries as
 * JSON, adds its own, aggregates them with prom-client's `AggregatorRegistry` (each metric by its
 * `aggregator`: sums for counters and histograms, `max` for shared-state gauges, per-process
 * default metrics kept apart by their labels) and answers with the text.
 *
 * prom-client's own `clusterMetrics()` is not used: it fails the whole scrape when one worker does
 * not answer within 5 s. The enrichment worker can be busy (a long synchronous parse) and a scrape
 * must still show the API, so here a worker that misses the deadline is left out and counted in
 * `regintel_metrics_workers{state="missing"}`.
 */

const REQUEST = 'regintel:metrics-request';
const RESPONSE = 'regintel:metrics-response';
const COLLECT = 'regintel:metrics-collect';
const COLLECTED = 'regintel:metrics-collected';

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

interface RequestMessage { type: typeof REQUEST; id: number }
interface ResponseMessage { type: typeof RESPONSE; id: number; text?: string; error?: string }
interface CollectMessage { type: typeof COLLECT; id: number }
interface CollectedMessage { type: typeof COLLECTED; id: number; metrics?: MetricsJson[]; error?: string }

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** Content type of the text exposition format served at /metrics. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/**
 * In the primary: answers workers' scrape requests with the aggregate of every worker plus
 * `own` (the supervisor's registries). Returns a function that removes the listener.
 */
export function serveClusterMetrics(options: { own: readonly Registry[]; timeoutMs?: number }): () => void {
  const timeoutMs = options.timeoutMs ?? 2_000;
  let nextId = 0;
  const waiting = new Map<number, { responses: MetricsJson[]; pending: Set<number>; done(): void }>();

  const collect = (): Promise<{ metrics: MetricsJson[]; answered: number; missing: number }> => {
    const id = nextId++;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && worker.isConnected());
    return new Promise((resolve) => {
      const request = {
        responses: [] as MetricsJson[],
        pending: new Set(workers.map((worker) => worker.id)),
        done: () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve({ metrics: request.responses, answered: workers.length - request.pending.size, missing: request.pending.size });
        },
      };
      const timer = setTimeout(() => request.done(), timeoutMs);
      waiting.set(id, request);
      for (const worker of workers) {
        try {
          worker.send({ type: COLLECT, id } satisfies CollectMessage);
        } catch {
          request.pending.delete(worker.id);
        }
      }
      if (request.pending.size === 0) request.done();
    });
  };

  const onMessage = (worker: Worker, message: unknown): void => {
    if (isMessage<CollectedMessage>(message, COLLECTED)) {
      const request = waiting.get(message.id);
      if (!request || !request.pending.delete(worker.id)) return;
      if (message.metrics) request.responses.push(...message.metrics);
      if (request.pending.size === 0) request.done();
      return;
    }
    if (!isMessage<RequestMessage>(message, REQUEST)) return;
    void (async () => {
      let reply: ResponseMessage;
      try {
        const { metrics, answered, missing } = await collect();
        const own = await Promise.all(options.own.map((registry) => registry.getMetricsAsJSON()));
        reply = { type: RESPONSE, id: message.id, text: await AggregatorRegistry.aggregate([...metrics, ...own, await workersJson(answered, missing)]).metrics() };
      } catch (error) {
        reply = { type: RESPONSE, id: message.id, error: error instanceof Error ? error.message : String(error) };
      }
      if (worker.isConnected()) worker.send(reply);
    })();
  };
  cluster.on('message', onMessage);
  return () => {
    cluster.off('message', onMessage);
  };
}

/** How many workers answered this scrape and how many were left out. */
async function workersJson(answered: number, missing: number): Promise<MetricsJson> {
  const registry = new Registry();
  const gauge = new Gauge({ name: 'regintel_metrics_workers', help: 'Worker processes whose metrics this scrape holds (answered) or lacks (missing: no answer within 2 s).', labelNames: ['state'], registers: [registry] });
  gauge.set({ state: 'answered' }, answered);
  gauge.set({ state: 'missing' }, missing);
  return registry.getMetricsAsJSON();
}

/** In a worker: hands `registries` to the primary when it collects a scrape. No-op outside a cluster. */
export function answerClusterMetrics(registries: readonly Registry[]): () => void {
  if (!cluster.isWorker || !process.send) return () => {};
  const onMessage = (message: unknown): void => {
    if (!isMessage<CollectMessage>(message, COLLECT)) return;
    void Promise.all(registries.map((registry) => registry.getMetricsAsJSON()))
      .then((metrics) => ({ type: COLLECTED, id: message.id, metrics }) satisfies CollectedMessage)
      .catch((error: unknown) => ({ type: COLLECTED, id: message.id, error: error instanceof Error ? error.message : String(error) }) satisfies CollectedMessage)
      .then((reply) => process.send?.(reply));
  };
  process.on('message', onMessage);
  return () => {
    process.off('message', onMessage);
  };
}

/** True in a worker forked by the supervisor, where /metrics serves the cluster's aggregate. */
export function inCluster(): boolean {
  return cluster.isWorker && typeof process.send === 'function';
}

let nextRequest = 0;

/** In a worker: the aggregate of the whole cluster, from the primary. Rejects after `timeoutMs`. */
export function requestClusterMetrics(timeoutMs = 5_000): Promise<string> {
  const id = nextRequest++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown): void => {
      if (!isMessage<ResponseMessage>(message, RESPONSE) || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics from the supervisor'));
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error(`no metrics from the supervisor within ${timeoutMs} ms`));
    }, timeoutMs);
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id } satisfies RequestMessage);
  });
}
