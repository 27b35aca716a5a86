import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';
import { startMetricsServer } from './metrics-server.ts';

describe('startMetricsServer (enrich / ingest run alone)', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  async function serve(token: string | null) {
    const metrics = createMetrics({ role: 'enrich', defaultMetrics: false });
    metrics.pipeline.recordsIn.inc({ step: 'enrich.observations', source: 'fda-published-483s' }, 3);
    const served = await startMetricsServer({ host: '127.0.0.1', port: 0, token, collect: () => metrics.text() });
    close = served.close;
    return served.url;
  }

  it('serves the process registry at /metrics and nothing else', async () => {
    const url = await serve(null);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('version=0.0.4');
    expect(await response.text()).toContain('regintel_pipeline_records_in_total{step="enrich.observations",source="fda-published-483s"} 3');
    const other = await fetch(url.replace('/metrics', '/v1/health'));
    expect(other.status).toBe(404);
    await other.arrayBuffer();
  });

  it('requires the bearer token when one is configured', async () => {
    const url = await serve('worker-metrics-token-1');
    const without = await fetch(url);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    await without.arrayBuffer();
    const wrong = await fetch(url, { headers: { authorization: 'Bearer worker-metrics-token-2' } });
    expect(wrong.status).toBe(401);
    await wrong.arrayBuffer();
    const right = await fetch(url, { headers: { authorization: 'Bearer worker-metrics-token-1' } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('# TYPE regintel_pipeline_records_in_total counter');
  });
});
