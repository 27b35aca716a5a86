import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '../fixtures/api-process.ts';

/*
 * `regintel api --workers 2` under the real supervisor: whichever worker a scrape reaches, /metrics
 * answers for the whole cluster — requests summed over both workers, each process's default
 * metrics kept apart by their role/worker labels, the supervisor's own included.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'regintel-metrics-cluster-'));
let api: ApiProcess;

beforeAll(async () => {
  api = await startApiProcess(dataDir, 2);
}, 90_000);

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Value of one exposition line, by its exact series text. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics under the supervisor', () => {
  it('aggregates every process: counters summed across workers, default metrics per process', async () => {
    // New connections each time, so node:cluster hands them to both workers in turn.
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(`${api.base}/v1/openapi.json`, { headers: { connection: 'close' } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const scrapes = await Promise.all([0, 1, 2, 3].map(async () => (await fetch(`${api.base}/metrics`, { headers: { connection: 'close' } })).text()));
    for (const text of scrapes) {
      expect(sample(text, 'regintel_http_requests_total{route="/v1/openapi.json",method="GET",status="200",tier="none"}')).toBe(12);
      expect(sample(text, 'regintel_metrics_workers{state="answered"}')).toBe(2);
      expect(sample(text, 'regintel_metrics_workers{state="missing"}')).toBe(0);
      for (const labels of ['role="api",worker="1"', 'role="api",worker="2"', 'role="supervisor",worker="0"']) {
        expect(sample(text, `nodejs_heap_size_used_bytes{${labels}}`), labels).toBeGreaterThan(1_000_000);
      }
      // One HELP/TYPE per family: the text is one aggregated exposition, not concatenated ones.
      expect(text.match(/^# TYPE regintel_http_requests_total /gm)).toHaveLength(1);
    }
    // The histogram's count agrees with the counter, whichever worker answers this scrape.
    const served = await fetch(`${api.base}/metrics`).then((response) => response.text());
    expect(served).toContain('regintel_http_request_duration_seconds_count{route="/v1/openapi.json",method="GET",status="200",tier="none"} 12');
  }, 60_000);
});
