import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { listen } from '../../cli/app.ts';
import { closeDeps, createDeps } from '../../cli/deps.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { sharedModelsDir } from '../fixtures/shared.ts';
import { percentile } from './platform-bench.ts';

/**
 * MCP tool-call latency (`npm run bench -- --only mcp --data-dir DIR`): the SDK's own client over
 * Streamable HTTP against the API serving a filled data folder, one call at a time (an assistant
 * calls tools one by one), each tool called `times` times after a warm-up call. Every call is a
 * full stateless exchange: key check, limits, the route, the JSON-RPC answer.
 */
const CALLS: Array<{ name: string; arguments: Record<string, unknown> }> = [
  { name: 'facility_profile', arguments: { fei_number: '3006271438' } },
  { name: 'risk_score', arguments: { fei_number: '3006271438' } },
  { name: 'search_observations', arguments: { query: 'out of specification results not investigated', top_k: 5 } },
  { name: 'trending_citations', arguments: { limit: 10 } },
  { name: 'classify_event', arguments: { event: 'Out-of-specification assay result invalidated without a laboratory investigation' } },
];

export async function mcpBench(options: { dataDir: string; times?: number }) {
  const config = loadConfig({ REGINTEL_DATA_DIR: options.dataDir, REGINTEL_MODEL_DIR: sharedModelsDir, REGINTEL_LOG_LEVEL: 'error', PORT: '0' });
  const deps = await createDeps(config, createLogger({ level: 'error' }));
  const api = await listen(deps);
  const rows: Array<Record<string, string | number>> = [];
  try {
    const key = (await deps.apiKeys.create({ tenantId: 'bench-mcp', tier: 'enterprise', test: true })).key;
    const client = new Client({ name: 'bench', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${api.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    for (const call of CALLS) {
      await client.callTool(call);
      const times: number[] = [];
      let errors = 0;
      for (let i = 0; i < (options.times ?? 50); i += 1) {
        const started = performance.now();
        const result = (await client.callTool(call)) as { isError?: boolean };
        times.push(performance.now() - started);
        if (result.isError) errors += 1;
        // Enterprise allows 100 calls a second per key: stay under it.
        await new Promise((resolve) => setTimeout(resolve, 12));
      }
      times.sort((a, b) => a - b);
      rows.push({ tool: call.name, calls: times.length, 'p50 (ms)': Math.round(percentile(times, 50) * 10) / 10, 'p95 (ms)': Math.round(percentile(times, 95) * 10) / 10, errors });
    }
    await client.close();
  } finally {
    await api.close();
    await closeDeps(deps);
  }
  return { data_dir: options.dataDir, rows };
}
