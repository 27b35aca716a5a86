import cluster from 'node:cluster';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The Prometheus metrics of one process: the registry and every metric definition, in one place so
 * names, labels and buckets are reviewed together (docs/operations.md lists them with alert
 * thresholds). Built once per process in `createDeps` and passed down like any other port; code
 * that records takes `metrics?: Metrics` and does nothing without it (unit tests, tools).
 *
 * Two registries, because a scrape of `npm start` aggregates every process (cli/supervisor.ts):
 * - `app`: RegIntel's own series, without a per-process label. Counters and histograms are summed
 *   across processes (the total of requests is what an operator wants); gauges that describe shared
 *   state (consumer lag, the delivery queue, the ledger) are the same whichever process reads them,
 *   so they aggregate with `max` instead of being multiplied by the number of processes.
 * - `process`: Node's default metrics, labelled with the process `role` and cluster `worker`, so a
 *   heap or an event-loop delay stays per process instead of being summed into a meaningless total.
 */
export interface Metrics {
  /** RegIntel's series. */
  app: Registry;
  /** Node's default metrics of this process, labelled by role and worker. */
  process: Registry;
  http: {
    requests: Counter<'route' | 'method' | 'status' | 'tier'>;
    duration: Histogram<'route' | 'method' | 'status' | 'tier'>;
    rateLimitRejections: Counter<'tier' | 'code'>;
    quotaAlerts: Counter<'tier' | 'threshold'>;
  };
  pipeline: {
    recordsIn: Counter<'step' | 'source'>;
    recordsOut: Counter<'step' | 'source'>;
    deadLettered: Counter<'step' | 'source' | 'reason'>;
    batchDuration: Histogram<'step'>;
  };
  embedding: {
    duration: Histogram;
    texts: Counter;
    cacheLookups: Counter<'result'>;
  };
  ingest: {
    runs: Counter<'source' | 'status'>;
    published: Counter<'source'>;
  };
  alerts: {
    created: Counter<'type'>;
    deliveries: Counter<'channel' | 'outcome'>;
  };
  /** Text exposition of this process alone (outside a cluster, or what a worker sends the supervisor). */
  text(): Promise<string>;
}

/**
 * Reads the shared state the gauges report, at scrape time: each is a port call (the bus, the
 * ledger, the alert schedule), so gauges are never stale and no timer runs between scrapes.
 */
export interface MetricSources {
  /** Lag of every consumer group, per topic partition (EventBus.lag). */
  lag?: () => Promise<ReadonlyArray<{ groupId: string; topic: string; lag: number }>>;
  /** Topics with their end offsets (EventBus.topics): the dead letters per stage. */
  topics?: () => Promise<ReadonlyArray<{ topic: string; endOffset: number }>>;
  /** Latest successful ingest run per source (IngestLedger.lastRuns). */
  lastIngestRuns?: () => ReadonlyArray<{ source: string; finished_at: string; published: number }>;
  /** Latest ingest run per source whatever its outcome (IngestLedger.lastAttempts). */
  lastIngestAttempts?: () => ReadonlyArray<{ source: string; status: string }>;
  /** Pending alert deliveries per channel: how many, and when the oldest was created (ISO 8601). */
  pendingDeliveries?: () => Promise<ReadonlyArray<{ channel: string; count: number; oldestCreatedAt: string | null }>>;
  /** Current time in ms (the deps clock), for ages. */
  now?: () => number;
}

export interface MetricsOptions {
  /** What this process runs: `api`, `pipeline`, `start`, `enrich`, a command name; labels the default metrics. */
  role: string;
  sources?: MetricSources;
  /** Off: no default metrics (short-lived commands, unit tests that build many Deps). */
  defaultMetrics?: boolean;
}

/** Seconds; from a fast cached read (1 ms) to a slow search (10 s), the spec's 30 s timeout on top. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds; a batch ranges from a few ms (an index upsert) to minutes (a rule document's chunks to embed). */
const BATCH_BUCKETS = [0.005, 0.025, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 180];
/** Seconds per model call (a batch of up to REGINTEL_EMBED_BATCH_SIZE texts; seconds on a busy 2-core machine). */
const EMBED_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Creates the registries and metric definitions of one process. */
export function createMetrics(options: MetricsOptions): Metrics {
  const app = new Registry();
  const processRegistry = (options.defaultMetrics ?? true) ? defaultMetricsOf(options.role) : new Registry();
  const sources = options.sources ?? {};
  const now = sources.now ?? Date.now;
  const registers = [app];

  const metrics: Metrics = {
    app,
    process: processRegistry,
    http: {
      requests: new Counter({
        name: 'regintel_http_requests_total',
        help: 'HTTP requests answered, by route template ("unmatched" when no route claimed the path), method, status and plan tier ("none" without a key).',
        labelNames: ['route', 'method', 'status', 'tier'],
        registers,
      }),
      duration: new Histogram({
        name: 'regintel_http_request_duration_seconds',
        help: 'Time from the request arriving to the response being handed to Node, by route template, method, status and tier.',
        labelNames: ['route', 'method', 'status', 'tier'],
        buckets: HTTP_BUCKETS,
        registers,
      }),
      rateLimitRejections: new Counter({
        name: 'regintel_http_rate_limit_rejections_total',
        help: 'Requests refused with 429 by the limiter, by tier and code (RATE_LIMIT_EXCEEDED: per-second or route quota; QUOTA_EXCEEDED: monthly).',
        labelNames: ['tier', 'code'],
        registers,
      }),
      quotaAlerts: new Counter({
        name: 'regintel_quota_alerts_total',
        help: 'Monthly-usage alerts raised (a tenant crossing 80, 90 or 100 % of its quota), by tier and threshold.',
        labelNames: ['tier', 'threshold'],
        registers,
      }),
    },
    pipeline: {
      recordsIn: new Counter({
        name: 'regintel_pipeline_records_in_total',
        help: 'Records handed to a pipeline step (consumer group), by step and the source named in the record envelope.',
        labelNames: ['step', 'source'],
        registers,
      }),
      recordsOut: new Counter({
        name: 'regintel_pipeline_records_out_total',
        help: 'Records a step reports as handled (written or forwarded), by step and source ("mixed" when one batch held several sources).',
        labelNames: ['step', 'source'],
        registers,
      }),
      deadLettered: new Counter({
        name: 'regintel_pipeline_records_dead_lettered_total',
        help: 'Records a step sent to its dlq.<stage> topic, by step, source and reason.',
        labelNames: ['step', 'source', 'reason'],
        registers,
      }),
      batchDuration: new Histogram({
        name: 'regintel_pipeline_batch_duration_seconds',
        help: 'Time a step took to handle one batch, dead letters included, by step.',
        labelNames: ['step'],
        buckets: BATCH_BUCKETS,
        registers,
      }),
    },
    embedding: {
      duration: new Histogram({ name: 'regintel_embedding_duration_seconds', help: 'Time of one call to the embedding model (cache misses only).', buckets: EMBED_BUCKETS, registers }),
      texts: new Counter({ name: 'regintel_embedding_texts_total', help: 'Texts embedded by the model (cache misses).', registers }),
      cacheLookups: new Counter({
        name: 'regintel_embedding_cache_lookups_total',
        help: 'Embedding cache lookups by result (hit, miss); hit ratio = hit / (hit + miss).',
        labelNames: ['result'],
        registers,
      }),
    },
    ingest: {
      runs: new Counter({ name: 'regintel_ingest_runs_total', help: 'Connector runs by source and outcome (ok, unchanged, partial, absent, failed).', labelNames: ['source', 'status'], registers }),
      published: new Counter({ name: 'regintel_ingest_records_published_total', help: 'Records connector runs published to their raw topics, by source.', labelNames: ['source'], registers }),
    },
    alerts: {
      created: new Counter({ name: 'regintel_alerts_created_total', help: 'Watchlist alerts stored for delivery (new alert ids only; replays are not counted), by alert type.', labelNames: ['type'], registers }),
      deliveries: new Counter({
        name: 'regintel_alert_deliveries_total',
        help: 'Alert delivery attempts by channel (webhook, email) and outcome (delivered, gone, failed, timeout, refused).',
        labelNames: ['channel', 'outcome'],
        registers,
      }),
    },
    text: async () => {
      const [own, node] = await Promise.all([app.metrics(), processRegistry.metrics()]);
      return `${own}\n${node}`;
    },
  };

  if (sources.lag) {
    const lag = sources.lag;
    new Gauge({
      name: 'regintel_consumer_lag',
      help: 'Messages a consumer group has yet to read, per group and topic (partitions summed).',
      labelNames: ['group', 'topic'],
      aggregator: 'max',
      registers,
      async collect() {
        this.reset();
        const totals = new Map<string, { group: string; topic: string; lag: number }>();
        for (const entry of await lag()) {
          const key = `${entry.groupId}\u0000${entry.topic}`;
          const total = totals.get(key) ?? { group: entry.groupId, topic: entry.topic, lag: 0 };
          total.lag += entry.lag;
          totals.set(key, total);
        }
        for (const { group, topic, lag: value } of totals.values()) this.set({ group, topic }, value);
      },
    });
  }
  if (sources.topics) {
    const topics = sources.topics;
    new Gauge({
      name: 'regintel_dead_letters',
      help: 'Messages ever written to dlq.<stage>, by stage (all partitions); `regintel dlq list` shows them.',
      labelNames: ['stage'],
      aggregator: 'max',
      registers,
      async collect() {
        this.reset();
        const totals = new Map<string, number>();
        for (const t of await topics()) if (t.topic.startsWith('dlq.')) totals.set(t.topic.slice(4), (totals.get(t.topic.slice(4)) ?? 0) + t.endOffset);
        for (const [stage, count] of totals) this.set({ stage }, count);
      },
    });
  }
  if (sources.lastIngestAttempts) {
    const attempts = sources.lastIngestAttempts;
    new Gauge({
      name: 'regintel_ingest_source_failing',
      help: "1 when a source's latest run failed or read only part of it (partial), else 0; from the ingest ledger.",
      labelNames: ['source'],
      aggregator: 'max',
      registers,
      collect() {
        this.reset();
        for (const run of attempts()) this.set({ source: run.source }, run.status === 'failed' || run.status === 'partial' ? 1 : 0);
      },
    });
  }
  if (sources.lastIngestRuns) {
    const lastRuns = sources.lastIngestRuns;
    new Gauge({
      name: 'regintel_ingest_last_success_timestamp_seconds',
      help: 'Unix time the latest successful run of each source finished (from the ingest ledger, whichever process ran it).',
      labelNames: ['source'],
      aggregator: 'max',
      registers,
      collect() {
        this.reset();
        for (const run of lastRuns()) this.set({ source: run.source }, Date.parse(run.finished_at) / 1000);
      },
    });
    new Gauge({
      name: 'regintel_ingest_last_success_records_published',
      help: 'Records the latest successful run of each source published (0 when nothing had changed).',
      labelNames: ['source'],
      aggregator: 'max',
      registers,
      collect() {
        this.reset();
        for (const run of lastRuns()) this.set({ source: run.source }, run.published);
      },
    });
  }
  if (sources.pendingDeliveries) {
    const pending = sources.pendingDeliveries;
    // One read serves both gauges of a scrape: the depth collector reads, the age collector reuses it.
    let last: Promise<ReadonlyArray<{ channel: string; count: number; oldestCreatedAt: string | null }>> | null = null;
    new Gauge({
      name: 'regintel_alert_delivery_queue_depth',
      help: 'Alert deliveries pending (first attempt due, or waiting for a retry), by channel; capped at 1000.',
      labelNames: ['channel'],
      aggregator: 'max',
      registers,
      async collect() {
        this.reset();
        last = pending();
        for (const entry of await last) this.set({ channel: entry.channel }, entry.count);
      },
    });
    new Gauge({
      name: 'regintel_alert_oldest_pending_delivery_age_seconds',
      help: 'Age of the oldest pending alert delivery, by channel; 0 when none is pending.',
      labelNames: ['channel'],
      aggregator: 'max',
      registers,
      async collect() {
        this.reset();
        const rows = await (last ?? pending());
        last = null;
        for (const entry of rows) {
          const age = entry.oldestCreatedAt ? Math.max(0, (now() - Date.parse(entry.oldestCreatedAt)) / 1000) : 0;
          this.set({ channel: entry.channel }, Math.round(age));
        }
      },
    });
  }
  return metrics;
}

let processMetrics: Registry | null = null;

/**
 * Node's default metrics describe the process, not one `Deps`: they are collected once per process
 * (the first role asked for labels them), however many `Deps` a tool or a test builds. Collecting
 * them per `Deps` would start one event-loop monitor and one GC observer each, never stopped.
 */
function defaultMetricsOf(role: string): Registry {
  if (processMetrics) return processMetrics;
  processMetrics = new Registry();
  collectDefaultMetrics({ register: processMetrics, labels: { role, worker: String(cluster.worker?.id ?? 0) } });
  return processMetrics;
}

/** The source a record's envelope names, for labels; `unknown` when the value has none. */
export function sourceOf(value: unknown): string {
  const source = typeof value === 'object' && value !== null ? (value as { source?: unknown }).source : undefined;
  return typeof source === 'string' && source.length > 0 && source.length <= 64 ? source : 'unknown';
}
