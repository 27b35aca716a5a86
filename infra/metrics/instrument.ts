import type { Embedder } from '../embedding/embedder.port.ts';
import type { IngestLedger } from '../ledger/ingest-ledger.ts';
import type { Metrics } from './metrics.ts';

/**
 * Counts connector runs: every run of `runConnector` ends with exactly one `recordRun` (ok,
 * unchanged, partial, absent or failed), so decorating the ledger counts each run once, in the
 * process that ran it, without the connectors knowing about metrics. A Proxy rather than a copy, so
 * whatever else the ledger offers (now or later) passes through untouched.
 */
export function withIngestMetrics(ledger: IngestLedger, metrics: Pick<Metrics, 'ingest'>): IngestLedger {
  return new Proxy(ledger, {
    get(target, property, receiver) {
      if (property !== 'recordRun') return Reflect.get(target, property, receiver) as unknown;
      return (summary: Parameters<IngestLedger['recordRun']>[0]) => {
        target.recordRun(summary);
        metrics.ingest.runs.inc({ source: summary.source, status: summary.status });
        if (summary.published > 0) metrics.ingest.published.inc({ source: summary.source }, summary.published);
      };
    },
  });
}

/** Times every call to the model (the cache in front of it sees only misses through here). */
export function withEmbeddingMetrics(embedder: Embedder, metrics: Pick<Metrics, 'embedding'>): Embedder {
  return {
    ...embedder,
    modelId: embedder.modelId,
    dimensions: embedder.dimensions,
    async embed(texts) {
      const stop = metrics.embedding.duration.startTimer();
      try {
        return await embedder.embed(texts);
      } finally {
        stop();
        metrics.embedding.texts.inc(texts.length);
      }
    },
  };
}
