import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregatorRegistry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCachedEmbedder } from '../embedding/embedding-cache.ts';
import type { Embedder } from '../embedding/embedder.port.ts';
import { type IngestLedger, type IngestRunSummary, createIngestLedger } from '../ledger/ingest-ledger.ts';
import { withEmbeddingMetrics, withIngestMetrics } from './instrument.ts';
import { createMetrics } from './metrics.ts';

const run = (source: string, status: IngestRunSummary['status'], published: number, finishedAt: string): IngestRunSummary => ({
  source,
  status,
  read: published,
  published,
  unchanged: 0,
  dlq: 0,
  started_at: finishedAt,
  finished_at: finishedAt,
});

/** Value of one series in the text exposition. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics of shared state', () => {
  const lag = async () => [
    { groupId: 'enrich.facilities', topic: 'raw.fda.inspections', partition: 0, lag: 7 },
    { groupId: 'enrich.facilities', topic: 'raw.fda.inspections', partition: 1, lag: 5 },
    { groupId: 'enrich.facilities', topic: 'raw.fda.citations', partition: 0, lag: 0 },
  ];

  it('sums partitions into one lag series per group and topic', async () => {
    const metrics = createMetrics({ role: 'test', defaultMetrics: false, sources: { lag } });
    const text = await metrics.text();
    expect(valueOf(text, 'regintel_consumer_lag{group="enrich.facilities",topic="raw.fda.inspections"}')).toBe(12);
    expect(valueOf(text, 'regintel_consumer_lag{group="enrich.facilities",topic="raw.fda.citations"}')).toBe(0);
  });

  it('aggregates across processes: shared gauges by max, counters summed, default metrics per process', async () => {
    const api = createMetrics({ role: 'api', sources: { lag } });
    const pipeline = createMetrics({ role: 'pipeline', sources: { lag } });
    api.http.requests.inc({ route: '/v1/health', method: 'GET', status: '200', tier: 'none' }, 2);
    pipeline.http.requests.inc({ route: '/v1/health', method: 'GET', status: '200', tier: 'none' }, 3);
    const text = await AggregatorRegistry.aggregate([
      await api.app.getMetricsAsJSON(),
      await pipeline.app.getMetricsAsJSON(),
    ]).metrics();
    // Both processes read the same bus: 12, not 24.
    expect(valueOf(text, 'regintel_consumer_lag{group="enrich.facilities",topic="raw.fda.inspections"}')).toBe(12);
    expect(valueOf(text, 'regintel_http_requests_total{route="/v1/health",method="GET",status="200",tier="none"}')).toBe(5);
    // Default metrics carry role and worker labels (the process's first role; in a test process: worker 0),
    // and are collected once per process, however many Metrics are built.
    expect(await api.process.metrics()).toMatch(/^nodejs_heap_size_used_bytes\{role="api",worker="0"\} \d+/m);
    expect(pipeline.process).toBe(api.process);
  });

  it('reports the ingest ledger: last success time, records published, failing sources', async () => {
    const metrics = createMetrics({
      role: 'test',
      defaultMetrics: false,
      sources: {
        lastIngestRuns: () => [{ source: 'ecfr-title21', finished_at: '2026-11-26T10:00:00.000Z', published: 42 }],
        lastIngestAttempts: () => [
          { source: 'ecfr-title21', status: 'ok' },
          { source: 'fda-warning-letters', status: 'failed' },
        ],
        topics: async () => [
          { topic: 'dlq.enrich', endOffset: 3 },
          { topic: 'raw.fda.form483', endOffset: 900 },
        ],
      },
    });
    const text = await metrics.text();
    expect(valueOf(text, 'regintel_ingest_last_success_timestamp_seconds{source="ecfr-title21"}')).toBe(Date.parse('2026-11-26T10:00:00.000Z') / 1000);
    expect(valueOf(text, 'regintel_ingest_last_success_records_published{source="ecfr-title21"}')).toBe(42);
    expect(valueOf(text, 'regintel_ingest_source_failing{source="ecfr-title21"}')).toBe(0);
    expect(valueOf(text, 'regintel_ingest_source_failing{source="fda-warning-letters"}')).toBe(1);
    expect(valueOf(text, 'regintel_dead_letters{stage="enrich"}')).toBe(3);
    expect(text).not.toContain('stage="fda.form483"');
  });

  it('reports the delivery queue depth and the age of the oldest pending delivery', async () => {
    const metrics = createMetrics({
      role: 'test',
      defaultMetrics: false,
      sources: {
        pendingDeliveries: async () => [
          { channel: 'webhook', count: 4, oldestCreatedAt: '2026-11-26T11:00:00.000000Z' },
          { channel: 'email', count: 0, oldestCreatedAt: null },
        ],
        now: () => Date.parse('2026-11-26T12:30:00.000Z'),
      },
    });
    const text = await metrics.text();
    expect(valueOf(text, 'regintel_alert_delivery_queue_depth{channel="webhook"}')).toBe(4);
    expect(valueOf(text, 'regintel_alert_oldest_pending_delivery_age_seconds{channel="webhook"}')).toBe(5400);
    expect(valueOf(text, 'regintel_alert_oldest_pending_delivery_age_seconds{channel="email"}')).toBe(0);
  });
});

describe('instrumentation decorators', () => {
  let dir: string;
  let ledger: IngestLedger;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-metrics-'));
    ledger = createIngestLedger({ file: join(dir, 'ingest.db') });
  });
  afterEach(() => {
    ledger.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts each connector run once by outcome, and the records it published, while the ledger still records it', async () => {
    const metrics = createMetrics({ role: 'test', defaultMetrics: false });
    const counted = withIngestMetrics(ledger, metrics);
    counted.recordRun(run('ecfr-title21', 'ok', 120, '2026-11-26T10:00:00.000Z'));
    counted.recordRun(run('ecfr-title21', 'unchanged', 0, '2026-11-26T11:00:00.000Z'));
    counted.recordRun(run('fda-guidance', 'failed', 0, '2026-11-26T11:00:00.000Z'));
    const text = await metrics.text();
    expect(valueOf(text, 'regintel_ingest_runs_total{source="ecfr-title21",status="ok"}')).toBe(1);
    expect(valueOf(text, 'regintel_ingest_runs_total{source="ecfr-title21",status="unchanged"}')).toBe(1);
    expect(valueOf(text, 'regintel_ingest_runs_total{source="fda-guidance",status="failed"}')).toBe(1);
    expect(valueOf(text, 'regintel_ingest_records_published_total{source="ecfr-title21"}')).toBe(120);
    expect(counted.lastAttempts().map((r) => [r.source, r.status]).sort()).toEqual([
      ['ecfr-title21', 'unchanged'],
      ['fda-guidance', 'failed'],
    ]);
  });

  it('times model calls and counts cache hits and misses', async () => {
    const metrics = createMetrics({ role: 'test', defaultMetrics: false });
    const model: Embedder = {
      modelId: 'fake',
      dimensions: 2,
      embed: async (texts) => texts.map(() => new Float32Array([1, 0])),
      health: async () => ({ status: 'up' }),
      close: async () => {},
    };
    const cached = createCachedEmbedder(withEmbeddingMetrics(model, metrics), {
      file: join(dir, 'embeddings.db'),
      onLookup: (hits, misses) => {
        metrics.embedding.cacheLookups.inc({ result: 'hit' }, hits);
        metrics.embedding.cacheLookups.inc({ result: 'miss' }, misses);
      },
    });
    await cached.embed(['a', 'b', 'c']);
    await cached.embed(['a', 'b', 'd']);
    await cached.close();
    const text = await metrics.text();
    expect(valueOf(text, 'regintel_embedding_cache_lookups_total{result="hit"}')).toBe(2);
    expect(valueOf(text, 'regintel_embedding_cache_lookups_total{result="miss"}')).toBe(4);
    expect(valueOf(text, 'regintel_embedding_texts_total')).toBe(4);
    expect(valueOf(text, 'regintel_embedding_duration_seconds_count')).toBe(2);
  });
});
